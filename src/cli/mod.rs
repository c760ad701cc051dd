//! The command line: arguments (clap derive, doc comments as help), the
//! commands, and the error type that picks the exit code.

mod compare;
mod count;
mod draw;
mod help;
mod judge;
mod lesson;
mod merge;
mod progress;
mod solve;
mod trace;
mod watch;

use std::ffi::OsStr;
use std::fmt;
use std::io::{self, Write};
use std::num::IntErrorKind;
use std::process::ExitCode;

use clap::builder::TypedValueParser;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Args, CommandFactory, Parser, Subcommand};

use crate::budget::OverBudget;
use crate::format::{full_width_note, quote, shown, thousands};
use crate::lang::Lang;
use crate::run::{self, RunSpec, SpecError};
use crate::strategies::{Kind, Strategy, MAX_ONE_SOLUTION_N};
use crate::MAX_N;

pub use compare::CompareArgs;
pub use count::CountArgs;
pub use draw::DrawArgs;
pub use judge::{JudgeArgs, JudgeFormat, TaskArg};
pub use lesson::{example as lesson_example, LessonArgs, LessonFlags};
pub use merge::MergeArgs;
pub use solve::SolveArgs;
pub use trace::{TraceArgs, TraceFormat};
pub use watch::{WatchArgs, MAX_WATCH_N};

/// Run, trace and compare the classic N-Queens searches, with real numbers.
#[derive(Debug, Parser)]
#[command(name = "nqueens", version, about, max_term_width = 100)]
pub struct Cli {
    /// Log to stderr: -v each run, -vv each solution, -vvv every step (RUST_LOG overrides).
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    pub verbose: u8,

    #[command(subcommand)]
    pub command: Command,
}

/// What to do.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run several strategies on one board and compare what they did.
    Compare(CompareArgs),
    /// Print the solutions as boards, then how many there are.
    Solve(SolveArgs),
    /// Print only the number of solutions (reads N from stdin without -n).
    Count(CountArgs),
    /// Add the lines of `count --shard K/M` from files or stdin into the count.
    Merge(MergeArgs),
    /// Print every step of one small search in call order, then its counters.
    Trace(TraceArgs),
    /// Follow the progression step by step: `nqueens lesson list`, then `nqueens lesson NAME`.
    Lesson(LessonArgs),
    /// Draw one partial placement as SVG: the squares its queens attack, the free squares of the next row.
    Draw(DrawArgs),
    /// Watch one small search step by step, full screen: the board, the calls, the trace, the counters.
    Watch(WatchArgs),
    /// Judge your own solution of Baekjoon 9663 (C, C++, Java, Python): each n run, checked and timed.
    Judge(JudgeArgs),
}

/// Parses the command line as `P`. `--help` and `--version` print as clap
/// prints them and give exit code 0 (1 when stdout cannot take them, as for
/// any command's results); an error prints as one line on stderr and gives
/// exit code 2.
pub fn parse_args<P: Parser>() -> Result<P, ExitCode> {
    P::try_parse().map_err(|error| {
        if error.use_stderr() {
            eprintln!("{}", one_line::<P>(&error));
            ExitCode::from(2)
        } else {
            finish(
                error
                    .print()
                    .and_then(|()| io::stdout().flush())
                    .map_err(Error::Output),
            )
        }
    })
}

/// A clap error as one `error: ...` line: its message with the lines that
/// complete it (the missing argument, the possible values, the similar
/// flag or command that exists), without the usage and help hints that
/// follow. With no command at all, clap renders the whole help; the line
/// names the commands instead.
fn one_line<P: CommandFactory>(error: &clap::Error) -> String {
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        let command = P::command();
        let names: Vec<&str> = command.get_subcommands().map(clap::Command::get_name).collect();
        return format!(
            "error: no command given: use one of {} (see 'nqueens --help')",
            names.join(", ")
        );
    }
    let rendered = error.render().to_string();
    let lines: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .take_while(|line| !line.starts_with("Usage:") && !line.starts_with("For more information"))
        .filter(|line| !line.is_empty() && (!line.starts_with("tip:") || line.contains("similar")))
        .collect();
    let line = match lines.as_slice() {
        [] => return "error: bad arguments".to_string(),
        lines => shown(&lines.join(" ").replace(" tip: ", "; ")),
    };
    // Clap renders what was typed with its escape sequences taken out
    // (`\e[31m8` as `8`); the line quotes it whole, escaped, instead.
    [
        ContextKind::InvalidValue,
        ContextKind::InvalidArg,
        ContextKind::InvalidSubcommand,
    ]
    .into_iter()
    .fold(line, |line, kind| match error.get(kind) {
        Some(ContextValue::String(typed)) => {
            let rendered = clap::builder::StyledStr::from(typed.clone()).to_string();
            line.replacen(&format!("'{}'", shown(&rendered)), &quote(typed, QUOTED), 1)
        }
        _ => line,
    })
}

/// The most characters of a value a message quotes.
const QUOTED: usize = 40;

/// The one rule for blanks in a value, which every value parser applies
/// first: none around it (`-n " 8"` and `--shard " 3/8"` are refused alike,
/// saying why).
fn bare(text: &str) -> Result<&str, String> {
    if text.trim() == text {
        Ok(text)
    } else {
        Err("blanks (spaces, tabs) around the value: give it without them".to_string())
    }
}

/// The name nearest to `given` among `names`, as clap finds it for a
/// `--strategy` that does not exist: the one most alike, if any is alike
/// enough.
fn nearest_name(given: &str, names: &[&'static str]) -> Option<String> {
    let parser = clap::builder::PossibleValuesParser::new(names);
    let error = parser
        .parse_ref(&clap::Command::new("nqueens"), None, OsStr::new(given))
        .err()?;
    match error.get(clap::error::ContextKind::SuggestedValue) {
        Some(clap::error::ContextValue::String(name)) => Some(name.clone()),
        _ => None,
    }
}

/// A strategy in the list of `--strategies`: its name, with clap's
/// suggestion for a name that does not exist; an empty name (two commas in
/// a row, or one at an end) is named for what it is.
#[derive(Clone)]
struct StrategyName;

impl TypedValueParser for StrategyName {
    type Value = Strategy;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<Strategy, clap::Error> {
        let flag = arg.map_or_else(|| "...".to_string(), ToString::to_string);
        let refused = |why: &str| {
            clap::Error::raw(
                ErrorKind::ValueValidation,
                format!(
                    "invalid value {} for '{flag}': {why}\n",
                    quote(&value.to_string_lossy(), QUOTED)
                ),
            )
        };
        if value.is_empty() {
            return Err(refused(
                "the list has an empty name (two commas in a row, or one at an end); \
                 give names such as bitmask,mirror",
            ));
        }
        bare(&value.to_string_lossy()).map_err(|why| refused(&why))?;
        clap::builder::EnumValueParser::<Strategy>::new().parse_ref(command, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            <Strategy as clap::ValueEnum>::value_variants()
                .iter()
                .filter_map(clap::ValueEnum::to_possible_value),
        ))
    }
}

/// The board size, `-n N`, for the commands that only search.
fn board_size() -> impl TypedValueParser<Value = usize> {
    board_size_up_to(MAX_N)
}

/// The board size, `-n N`, for the commands that also take the one-solution
/// strategies (`solve`, `compare`); each strategy's own limit is checked
/// once it is known ([`check_size`]).
fn any_board_size() -> impl TypedValueParser<Value = usize> {
    board_size_up_to(MAX_ONE_SOLUTION_N)
}

/// The board size from 1 to `max`, refused with the sizes the strategies
/// take: one range up to [`MAX_N`], the searches' and the one-solution
/// strategies' beyond.
fn board_size_up_to(max: usize) -> impl TypedValueParser<Value = usize> {
    let sizes = if max > MAX_N {
        format!(
            "n is 1 to {MAX_N} for the searches, up to {} for construction and min-conflicts",
            thousands(max as u64)
        )
    } else {
        format!("n is 1 to {max}")
    };
    whole_number(1, max as u64, sizes).map(|n| usize::try_from(n).expect("at most a board size"))
}

/// Worker threads, `--threads N`.
fn thread_count() -> impl TypedValueParser<Value = usize> {
    whole_number(1, MAX_THREADS as u64, format!("threads are 1 to {MAX_THREADS}"))
        .map(|threads| usize::try_from(threads).expect("at most MAX_THREADS"))
}

/// The most threads `--threads` takes: far more than any machine this runs on.
const MAX_THREADS: usize = 1024;

/// A column of `draw --queens`: a whole number from 0 (the board's size
/// bounds it later, with the range for that n).
fn column() -> impl TypedValueParser<Value = usize> {
    whole_number(
        0,
        usize::MAX as u64,
        "columns are numbered from 0, comma-separated: 0,4,7".to_string(),
    )
    .map(|column| usize::try_from(column).expect("at most usize::MAX"))
}

/// A count such as `--max-nodes`, `--limit` or `--seed`: any `u64`.
fn count_value() -> impl TypedValueParser<Value = u64> {
    whole_number(0, u64::MAX, format!("it takes 0 to {}", thousands(u64::MAX)))
}

/// A whole number from `min` to `max`. Text that is none, or a number out
/// of the range (a negative one too), is refused with `range`, which says
/// what is taken: clap puts it after the flag and the value given.
fn whole_number(min: u64, max: u64, range: String) -> impl TypedValueParser<Value = u64> {
    move |text: &str| match bare(text)?.parse::<i128>() {
        Ok(value) if (i128::from(min)..=i128::from(max)).contains(&value) => {
            Ok(u64::try_from(value).expect("within a u64 range"))
        }
        Err(error)
            if !matches!(
                error.kind(),
                IntErrorKind::PosOverflow | IntErrorKind::NegOverflow
            ) =>
        {
            match full_width_note(text) {
                Some(note) => Err(format!("not a whole number ({note}); {range}")),
                None => Err(format!("not a whole number; {range}")),
            }
        }
        _ => Err(range.clone()),
    }
}

/// The node budget shared by every command that searches, `--max-nodes`;
/// each command has its default.
#[derive(Clone, Copy, Debug, Args)]
pub struct Budget {
    /// The budget, in nodes of the bitmask search (the help says each command's default).
    #[arg(long, value_name = "NODES", value_parser = count_value(), allow_negative_numbers = true, help = help::max_nodes())]
    pub max_nodes: Option<u64>,
}

impl Budget {
    /// `--max-nodes`, or the command's `default`.
    pub fn max_nodes_or(self, default: u64) -> u64 {
        self.max_nodes.unwrap_or(default)
    }

    /// The run of `strategy` on an `n` x `n` board (to its first solution
    /// when `first`), checked ([`RunSpec::new`]) against this budget or the
    /// command's `default` ([`crate::budget::DEFAULT_MAX_NODES`] for `compare`, `solve`
    /// and `trace`).
    fn spec(self, strategy: Strategy, n: usize, first: bool, default: u64) -> Result<RunSpec, Error> {
        RunSpec::new(strategy, n, first, self.max_nodes_or(default))
            .map_err(|error| refusal(error, &format!("-n {n}")))
    }
}

/// Why a command failed.
#[derive(Debug)]
pub enum Error {
    /// Bad input: exit code 2.
    Usage(String),
    /// Writing the results failed (a closed pipe ends quietly).
    Output(io::Error),
    /// Ctrl-C stopped the run; the message holds what was counted so far. Exit code 130.
    Interrupted(String),
    /// The system failed the command (a process or a folder could not be made): exit code 1.
    Failed(String),
}

impl Error {
    /// The exit code this error ends the process with; 0 for a closed pipe.
    pub fn exit_code(&self) -> i32 {
        match self {
            Self::Usage(_) => 2,
            Self::Output(error) if error.kind() == io::ErrorKind::BrokenPipe => 0,
            Self::Output(_) | Self::Failed(_) => 1,
            Self::Interrupted(_) => 130,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Usage(message) | Self::Interrupted(message) | Self::Failed(message) => f.write_str(message),
            Self::Output(error) => write!(f, "cannot write the results: {error}"),
        }
    }
}

impl From<io::Error> for Error {
    fn from(error: io::Error) -> Self {
        Self::Output(error)
    }
}

impl From<OverBudget> for Error {
    fn from(refusal: OverBudget) -> Self {
        Self::Usage(refusal.to_string())
    }
}

impl From<SpecError> for Error {
    fn from(refusal: SpecError) -> Self {
        Self::Usage(refusal.to_string())
    }
}

/// Runs the parsed command, writing results to `out` and reading N from
/// `input` where a command needs it.
pub fn execute(cli: Cli, input: &mut dyn io::BufRead, out: &mut dyn Write) -> Result<(), Error> {
    match cli.command {
        Command::Compare(args) => compare::execute(args, out),
        Command::Solve(args) => solve::execute(args, out),
        Command::Count(args) => count::execute(args, input, out),
        Command::Merge(args) => merge::execute(args, input, out),
        Command::Trace(args) => trace::execute(args, out),
        Command::Draw(args) => draw::execute(args, Lang::of_environment(), out),
        Command::Lesson(args) => lesson::execute(args, input, out),
        Command::Watch(args) => watch::execute(args, Lang::of_environment()),
        Command::Judge(args) => judge::execute(args, out),
    }?;
    out.flush()?;
    Ok(())
}

/// The exit code of a finished command, after printing its error (if any)
/// as one `error: ...` line on stderr, with any control character that
/// came from input (a line of a file, a reader's error) escaped; a closed
/// pipe ends quietly.
pub fn finish(result: Result<(), Error>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let code = error.exit_code();
            if code != 0 {
                eprintln!("error: {}", shown(&error.to_string()));
            }
            ExitCode::from(code as u8)
        }
    }
}

/// A refusal as a command prints it: a board the strategy does not take
/// after where n came from (`given`: `-n 19`, `N = 19 from stdin`).
fn refusal(error: SpecError, given: &str) -> Error {
    match error {
        SpecError::Size { .. } | SpecError::SearchTooLarge { .. } | SpecError::TooLarge { .. } => {
            Error::Usage(format!("{given}: {error}"))
        }
        error => error.into(),
    }
}

/// Refuses a board larger than `strategy` takes in a command that reports
/// its steps; `given` says where n came from (`-n 19`).
fn check_size(strategy: Strategy, n: usize, given: &str) -> Result<(), Error> {
    run::check_size(strategy, n, false).map_err(|error| refusal(error, given))
}

/// Refuses what a command that shows one search's events or boards in
/// order (`solve`, `trace`) cannot show: `parallel`, whose threads keep no
/// order, and a board past what `strategy` takes on one thread.
fn check_shown(strategy: Strategy, n: usize, command: &str) -> Result<(), Error> {
    if strategy.is_serial_stand_in() {
        return Err(Error::Usage(format!(
            "--strategy {strategy}: {command} follows one search in order, which threads do not \
             keep; use --strategy symmetry (the same tree on one thread)"
        )));
    }
    check_size(strategy, n, &format!("-n {n}"))
}

/// Refuses `--seed` when none of `strategies` draws random numbers.
fn check_seed(strategies: &[Strategy], seed: Option<u64>) -> Result<(), Error> {
    match seed {
        Some(seed) if !strategies.iter().any(|strategy| strategy.takes_seed()) => {
            let names: Vec<&str> = strategies.iter().map(|strategy| strategy.name()).collect();
            let draw = if names.len() == 1 { "draws" } else { "draw" };
            Err(Error::Usage(format!(
                "--seed {seed}: {} {draw} no random numbers; only min-conflicts takes a seed",
                names.join(", ")
            )))
        }
        _ => Ok(()),
    }
}

/// Refuses a one-solution strategy in a command that counts or traces a
/// tree: `what` says what the command does, `instead` what to run.
fn check_searches(strategy: Strategy, what: &str, instead: &str) -> Result<(), Error> {
    match strategy.kind() {
        Kind::Search => Ok(()),
        Kind::OneSolution => Err(Error::Usage(format!(
            "--strategy {strategy} finds one solution without searching a tree, so it cannot {what}; {instead}"
        ))),
    }
}

/// The default strategy of `solve` and `trace`: the textbook one.
const TEACHING_STRATEGY: Strategy = Strategy::BranchAndBound;
