//! One config, resolved once before the command runs, as fd's
//! `construct_config` does: the language every message is said in, the
//! verbosity of the log, the node budget of the command's runs, and what
//! the standard streams are (terminals or not, the terminal's width,
//! colours, a standard output closed at start). Each command receives it;
//! none reads the command line or these variables of the environment
//! again.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::OnceLock;
use std::time::Duration;

use super::progress::progress_after;
use super::{finish, refusal, results, Cli, Command, Error, LangFlag};
use crate::budget::{DEFAULT_MAX_NODES, WATCH_MAX_NODES};
use crate::lang::Lang;
use crate::run::RunSpec;
use crate::strategies::Strategy;

/// What a command runs with.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// The language of every message: `--lang`, else the locale's.
    pub lang: Lang,
    /// How much the log says: `-v` info, `-vv` debug, `-vvv` trace.
    pub verbose: u8,
    /// The node budget of the command's runs: `--max-nodes`, else the
    /// command's own ([`DEFAULT_MAX_NODES`]; [`WATCH_MAX_NODES`] for
    /// `watch`). `None` for `count` without `--max-nodes`, whose budget is
    /// the strategy's own for the board it reads
    /// ([`crate::budget::count_budget`]), and for the commands that run no
    /// search.
    pub max_nodes: Option<u64>,
    /// How long a run goes before its progress bar appears
    /// (`NQUEENS_PROGRESS_AFTER`, else a second).
    pub progress_after: Duration,
    /// What the standard streams are.
    pub output: Output,
}

/// The standard streams, as the process found them.
#[derive(Clone, Copy, Debug)]
pub struct Output {
    /// Standard output was closed when the program started: the results
    /// fail as on a full disk ([`results`]).
    pub stdout_closed: bool,
    /// Standard input is a terminal (a person types N, or the keys of `watch`).
    pub stdin_terminal: bool,
    /// Standard output is a terminal.
    pub stdout_terminal: bool,
    /// Standard error is a terminal (the progress bar, the log's colours).
    pub stderr_terminal: bool,
    /// The columns of the terminal that standard output is: `COLUMNS` when
    /// it holds a number (as shells set it), else what the terminal says;
    /// `None` when standard output is no terminal (a pipe or a file takes
    /// every column).
    pub columns: Option<usize>,
    /// Colours on a terminal, unless `NO_COLOR` is set to a value that is
    /// not empty (no-color.org).
    pub colour: bool,
}

impl Output {
    /// The standard streams of this process, standard output `closed` at
    /// start or not.
    pub fn of_process(closed: bool) -> Self {
        let stdout_terminal = io::stdout().is_terminal();
        let columns = stdout_terminal
            .then(|| {
                let columns = std::env::var("COLUMNS")
                    .ok()
                    .and_then(|columns| columns.parse().ok());
                columns.or_else(|| {
                    ratatui::crossterm::terminal::size()
                        .ok()
                        .map(|(columns, _)| usize::from(columns))
                })
            })
            .flatten();
        Output {
            stdout_closed: closed,
            stdin_terminal: io::stdin().is_terminal(),
            stdout_terminal,
            stderr_terminal: io::stderr().is_terminal(),
            columns,
            colour: std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty()),
        }
    }
}

impl Config {
    /// The config of the command line `cli`, in a process whose standard
    /// streams are `output`; a setting of the environment it cannot take
    /// is said on stderr, and its exit code returned (as [`finish`] ends a
    /// command).
    pub fn resolve(cli: &Cli, output: Output) -> Result<Self, ExitCode> {
        let max_nodes = max_nodes(&cli.command);
        Self::of(cli.lang.or_locale(), cli.verbose, max_nodes, output)
    }

    /// The config of a lesson's example, which takes `--lang` and runs
    /// within the lessons' own sizes.
    pub(super) fn of_lesson(lang: LangFlag, output: Output) -> Result<Self, ExitCode> {
        Self::of(lang.or_locale(), 0, None, output)
    }

    /// The config in `lang`, with the settings of the environment read.
    fn of(lang: Lang, verbose: u8, max_nodes: Option<u64>, output: Output) -> Result<Self, ExitCode> {
        match progress_after(lang) {
            Ok(progress_after) => Ok(Config {
                lang,
                verbose,
                max_nodes,
                progress_after,
                output,
            }),
            Err(refused) => Err(finish(Err(Error::Usage(refused)), lang)),
        }
    }

    /// The writer of the command's results.
    pub fn results(&self) -> Box<dyn Write> {
        results(self.output.stdout_closed)
    }

    /// The budget of each run of the command.
    ///
    /// # Panics
    /// In a command without one ([`Config::max_nodes`]): only the commands
    /// that run searches ask for it.
    pub(super) fn run_budget(&self) -> u64 {
        self.max_nodes.expect("a command that runs a search has a budget")
    }

    /// The run of `strategy` on an `n` x `n` board (to its first solution
    /// when `first`), checked ([`RunSpec::new`]) against the command's
    /// budget.
    pub(super) fn spec(&self, strategy: Strategy, n: usize, first: bool) -> Result<RunSpec, Error> {
        RunSpec::new(strategy, n, first, self.run_budget())
            .map_err(|error| refusal(error, &format!("-n {n}")))
    }

    /// Says the config's language to the signal handlers, which run outside
    /// any command ([`command_line_lang`]); the first config of the process
    /// sets it.
    pub(super) fn speak(&self) {
        SPOKEN.get_or_init(|| self.lang);
    }
}

/// The budget of `command`'s runs: its `--max-nodes`, else its own.
fn max_nodes(command: &Command) -> Option<u64> {
    let (budget, default) = match command {
        Command::Compare(args) => (args.budget, Some(DEFAULT_MAX_NODES)),
        Command::Solve(args) => (args.budget, Some(DEFAULT_MAX_NODES)),
        Command::Trace(args) => (args.budget, Some(DEFAULT_MAX_NODES)),
        Command::Draw(args) => (args.budget, Some(DEFAULT_MAX_NODES)),
        Command::Watch(args) => (args.budget, Some(WATCH_MAX_NODES)),
        Command::Count(args) => (args.budget, None),
        Command::Merge(_)
        | Command::Lesson(_)
        | Command::Judge(_)
        | Command::Program(_)
        | Command::Help(_) => return None,
    };
    budget.max_nodes.or(default)
}

/// The language of the process's config, once resolved ([`Config::speak`]).
static SPOKEN: OnceLock<Lang> = OnceLock::new();

/// The language a signal handler speaks in: the config's, which the
/// command it interrupts has set.
pub(super) fn command_line_lang() -> Lang {
    SPOKEN.get().copied().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    /// The config of `words`, a command line, with no terminal.
    fn config(words: &[&str]) -> Config {
        let cli = Cli::try_parse_from(words).expect("a command line that parses");
        let output = Output {
            stdout_closed: false,
            stdin_terminal: false,
            stdout_terminal: false,
            stderr_terminal: false,
            columns: None,
            colour: true,
        };
        Config::resolve(&cli, output).expect("no NQUEENS_PROGRESS_AFTER in the tests' environment")
    }

    #[test]
    fn each_command_gets_its_own_budget_once() {
        assert_eq!(config(&["nqueens", "compare"]).max_nodes, Some(DEFAULT_MAX_NODES));
        assert_eq!(config(&["nqueens", "trace"]).max_nodes, Some(DEFAULT_MAX_NODES));
        assert_eq!(config(&["nqueens", "watch"]).max_nodes, Some(WATCH_MAX_NODES));
        let given = config(&["nqueens", "solve", "--max-nodes", "12345"]);
        assert_eq!(given.max_nodes, Some(12_345));
        assert_eq!(given.run_budget(), 12_345);
        // count's own is the strategy's, for the board it reads.
        assert_eq!(config(&["nqueens", "count", "-n", "8"]).max_nodes, None);
        assert_eq!(
            config(&["nqueens", "count", "--max-nodes", "7"]).max_nodes,
            Some(7)
        );
        assert_eq!(config(&["nqueens", "lesson", "list"]).max_nodes, None);
    }

    #[test]
    fn the_language_comes_from_the_command_line_before_or_after_the_command() {
        assert_eq!(config(&["nqueens", "--lang", "ko", "compare"]).lang, Lang::Ko);
        assert_eq!(config(&["nqueens", "compare", "--lang=ko"]).lang, Lang::Ko);
        assert_eq!(
            config(&["nqueens", "--lang", "ko", "count", "--lang", "en"]).lang,
            Lang::En
        );
        assert_eq!(config(&["nqueens", "-vv", "help"]).verbose, 2);
    }
}
