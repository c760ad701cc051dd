//! The command line: arguments (clap derive, doc comments as help), the
//! commands, and the error type that picks the exit code.

mod clap_errors;
mod compare;
mod count;
mod draw;
mod help;
mod input_wait;
mod interrupt;
mod judge;
mod lesson;
mod merge;
mod program;
mod progress;
mod results;
mod solve;
mod trace;
mod watch;

use std::ffi::{OsStr, OsString};
use std::fmt;
use std::io::{self, Write};
use std::num::IntErrorKind;
use std::process::ExitCode;

use clap::builder::TypedValueParser;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Args, Parser, Subcommand};

use crate::budget::OverBudget;
use crate::format::{quote, shown};
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::run::{self, RunSpec, SpecError};
use crate::strategies::{Kind, Strategy, MAX_ONE_SOLUTION_N};
use crate::MAX_N;
use clap_errors::CommandLine;

pub use compare::CompareArgs;
pub use count::CountArgs;
pub use draw::DrawArgs;
pub use help::{help_sections, HelpArgs};
pub use judge::{JudgeArgs, JudgeFormat, TaskArg};
pub use lesson::{example as lesson_example, LessonArgs, LessonFlags};
pub use merge::MergeArgs;
pub use program::ProgramArgs;
pub use results::results;
pub use solve::SolveArgs;
pub use trace::{TraceArgs, TraceFormat};
pub use watch::{WatchArgs, MAX_WATCH_N};

/// Run, trace and compare the classic N-Queens searches, with real numbers.
#[derive(Debug, Parser)]
#[command(
    name = "nqueens",
    version,
    about,
    max_term_width = 100,
    disable_help_subcommand = true
)]
pub struct Cli {
    /// Log to stderr: -v each run, -vv each solution, -vvv every step (RUST_LOG overrides).
    #[arg(short, long, action = clap::ArgAction::Count, global = true)]
    pub verbose: u8,

    #[command(flatten)]
    pub lang: LangFlag,

    #[command(subcommand)]
    pub command: Command,
}

/// `--lang`, the language every command speaks in, taken before or after
/// the command's name.
#[derive(Clone, Copy, Debug, Args)]
pub struct LangFlag {
    /// Language of every message: en or ko; without it, Korean when LC_ALL, LC_MESSAGES or LANG is Korean (ko_KR.UTF-8), else English.
    #[arg(long, value_enum, value_name = "LANG", global = true)]
    pub lang: Option<Lang>,
}

impl LangFlag {
    /// `--lang`, else the language of the locale.
    pub fn or_locale(self) -> Lang {
        self.lang.unwrap_or_else(Lang::of_environment)
    }
}

/// The language asked for on the command line `args` before it is parsed
/// (`--lang ko` or `--lang=ko`, the last one before a `--`), else the
/// locale's: the language of the help and of the errors clap finds.
pub fn asked_lang<S: AsRef<OsStr>>(args: &[S]) -> Lang {
    given_values(args, "lang")
        .into_iter()
        .rev()
        .find_map(|value| <Lang as clap::ValueEnum>::from_str(value.to_str()?, false).ok())
        .unwrap_or_else(Lang::of_environment)
}

/// The values the command line `args` gives the flag `--long` before any
/// `--`, in order: `--long V` and `--long=V` alike.
fn given_values<'a, S: AsRef<OsStr>>(args: &'a [S], long: &str) -> Vec<&'a OsStr> {
    let flag = format!("--{long}");
    let joined = format!("--{long}=");
    let mut values = Vec::new();
    let mut words = args.iter().map(AsRef::as_ref).take_while(|word| *word != "--");
    while let Some(word) = words.next() {
        match word.to_str() {
            Some(word) if word == flag => values.extend(words.next()),
            Some(word) => values.extend(word.strip_prefix(&joined).map(OsStr::new)),
            None => {}
        }
    }
    values
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
    /// Judge your own solution of Baekjoon 9663 (C, C++, Java, Python, Rust): each n run, checked and timed.
    Judge(JudgeArgs),
    /// Print a whole program of the progression to submit to Baekjoon 9663 (C, C++, Java, Python, Rust), or list them.
    Program(ProgramArgs),
    /// Print this message or the help of the given subcommand(s).
    Help(HelpArgs),
}

/// Parses the command line as `P`, its help and its errors in the
/// language it asks for ([`asked_lang`]). `--help` and `--version` print
/// as clap prints them and give exit code 0 (1 when stdout cannot take
/// them, as for any command's results); an error prints as one line on
/// stderr and gives exit code 2.
pub fn parse_args<P: Parser>() -> Result<P, ExitCode> {
    let args: Vec<OsString> = std::env::args_os().collect();
    let lang = asked_lang(&args);
    // The name the program was run by, as clap takes it for its usage.
    let program = args
        .first()
        .and_then(|path| std::path::Path::new(path).file_name()?.to_str());
    let command = match program {
        Some(program) => P::command().bin_name(program),
        None => P::command(),
    };
    let mut command = help::localize(command, lang);
    command
        .try_get_matches_from_mut(&args)
        .and_then(|mut matches| P::from_arg_matches_mut(&mut matches))
        .map_err(|error| {
            let error = match error.use_stderr() {
                true => flag_for_value(&command, &args).unwrap_or(error),
                false => error,
            };
            if error.use_stderr() {
                let line = CommandLine {
                    command: &command,
                    args: &args,
                };
                to_stderr(clap_errors::one_line(&error, lang, line));
                ExitCode::from(2)
            } else {
                finish(
                    error
                        .print()
                        .and_then(|()| results().flush())
                        .map_err(Error::Output),
                    lang,
                )
            }
        })
}

/// The language of the messages of this process: what its command line
/// asks for ([`asked_lang`]). The value parsers, which clap calls without
/// it, refuse a value in it.
fn command_line_lang() -> Lang {
    asked_lang(&std::env::args_os().collect::<Vec<_>>())
}

/// The most characters of a value a message quotes.
const QUOTED: usize = 40;

/// Words of the catalog that a value parser refuses a value with, said in
/// the language of the command line ([`command_line_lang`]) when clap
/// shows them.
#[derive(Clone, Debug)]
struct Words {
    key: &'static str,
    values: Vec<(&'static str, Value)>,
}

impl Words {
    /// The section `key` of the catalog, to fill with `values`.
    fn new(key: &'static str, values: Vec<(&'static str, Value)>) -> Self {
        Self { key, values }
    }

    /// The words in the language of the command line.
    fn said(&self) -> String {
        command_line_lang().say(self.key, &self.values)
    }
}

/// The one rule for blanks in a value, which every value parser applies
/// first: none around it (`-n " 8"` and `--shard " 3/8"` are refused alike,
/// saying why).
fn bare(text: &str) -> Result<&str, String> {
    if text.trim() == text {
        Ok(text)
    } else {
        Err(command_line_lang().section("error.blanks").to_string())
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

/// The error of a flag that takes values beginning with a hyphen (`--shard
/// -1/8`, refused by its own rule with the range) given a long flag instead
/// of a value, `--shard --lang ko`: clap takes `--lang` for the value and
/// trips on what follows; the flag lacks its value, as clap says of the others.
fn flag_for_value(command: &clap::Command, args: &[OsString]) -> Option<clap::Error> {
    let takes_hyphens = |long: &str| {
        CommandLine { command, args }
            .flag(long)
            .filter(|flag| flag.is_allow_hyphen_values_set())
    };
    let flag = args.windows(2).find_map(|pair| {
        let long = pair[0].to_str()?.strip_prefix("--")?;
        let next = pair[1].to_str()?.strip_prefix("--")?;
        next.starts_with(|letter: char| letter.is_ascii_alphabetic())
            .then(|| takes_hyphens(long))
            .flatten()
    })?;
    let mut missing = clap::Error::new(ErrorKind::InvalidValue).with_cmd(command);
    missing.insert(ContextKind::InvalidArg, ContextValue::String(flag.to_string()));
    missing.insert(ContextKind::InvalidValue, ContextValue::String(String::new()));
    Some(missing)
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
        let flag = arg.map_or_else(|| "...".to_string(), clap_errors::typed);
        let lang = command_line_lang();
        let refused = |why: &str| {
            let values = [
                ("value", quote(&value.to_string_lossy(), QUOTED).into()),
                ("flag", flag.as_str().into()),
                ("why", why.into()),
            ];
            clap::Error::raw(
                ErrorKind::ValueValidation,
                format!("{}\n", lang.say("error.bad_value", &values)),
            )
        };
        if value.is_empty() {
            return Err(refused(lang.section("error.empty_name")));
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

/// A strategy that searches the tree, for `count --strategy`: the
/// one-solution strategies are left out of the values the help and the
/// errors list, and `count` given one all the same says why it cannot take it.
fn search_strategy() -> impl TypedValueParser<Value = Strategy> {
    strategy_among(true)
}

/// A strategy that searches the tree, for `judge --like`, whose steps a
/// one-solution strategy has none of: any other is refused with the values
/// its help lists.
fn only_search_strategy() -> impl TypedValueParser<Value = Strategy> {
    strategy_among(false)
}

/// The search strategies, and the one-solution ones too when
/// `one_solution_taken`, hidden from the help.
fn strategy_among(one_solution_taken: bool) -> impl TypedValueParser<Value = Strategy> {
    strategy_values(move |strategy| match strategy.kind() {
        Kind::Search => Some(false),
        Kind::OneSolution => one_solution_taken.then_some(true),
    })
}

/// The strategies for which `taken` says whether the help hides them
/// (`None`: not taken), as a value parser that lists the shown ones.
fn strategy_values(taken: impl Fn(Strategy) -> Option<bool>) -> impl TypedValueParser<Value = Strategy> {
    let values = <Strategy as clap::ValueEnum>::value_variants()
        .iter()
        .filter_map(|&strategy| {
            let hidden = taken(strategy)?;
            Some(clap::ValueEnum::to_possible_value(&strategy)?.hide(hidden))
        });
    clap::builder::PossibleValuesParser::new(values)
        .map(|name| <Strategy as clap::ValueEnum>::from_str(&name, false).expect("the name of a strategy"))
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
        Words::new(
            "error.range.any_size",
            vec![("max_n", MAX_N.into()), ("max", max.into())],
        )
    } else {
        Words::new("error.range.size", vec![("max", Value::Text(max.to_string()))])
    };
    whole_number(1, max as u64, sizes).map(|n| usize::try_from(n).expect("at most a board size"))
}

/// Worker threads, `--threads N`.
fn thread_count() -> impl TypedValueParser<Value = usize> {
    let range = Words::new(
        "error.range.threads",
        vec![("max", Value::Text(MAX_THREADS.to_string()))],
    );
    whole_number(1, MAX_THREADS as u64, range)
        .map(|threads| usize::try_from(threads).expect("at most MAX_THREADS"))
}

/// The most threads `--threads` takes: far more than any machine this runs on.
const MAX_THREADS: usize = 1024;

/// A column of `draw --queens`: a whole number from 0 (the board's size
/// bounds it later, with the range for that n).
fn column() -> impl TypedValueParser<Value = usize> {
    whole_number(0, usize::MAX as u64, Words::new("error.range.column", Vec::new()))
        .map(|column| usize::try_from(column).expect("at most usize::MAX"))
}

/// A count such as `--max-nodes`, `--limit` or `--seed`: any `u64`.
fn count_value() -> impl TypedValueParser<Value = u64> {
    whole_number(
        0,
        u64::MAX,
        Words::new("error.range.count", vec![("max", u64::MAX.into())]),
    )
}

/// A whole number from `min` to `max`. Text that is none, or a number out
/// of the range (a negative one too), is refused with `range`, which says
/// what is taken: clap puts it after the flag and the value given.
fn whole_number(min: u64, max: u64, range: Words) -> impl TypedValueParser<Value = u64> {
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
            let lang = command_line_lang();
            let range = range.said();
            Err(match lang.full_width_note(text) {
                Some(note) => lang.say(
                    "error.not_whole.note",
                    &[("note", note.into()), ("range", range.into())],
                ),
                None => lang.say("error.not_whole", &[("range", range.into())]),
            })
        }
        _ => Err(range.said()),
    }
}

/// The node budget shared by every command that searches, `--max-nodes`;
/// each command has its default.
#[derive(Clone, Copy, Debug, Args)]
pub struct Budget {
    /// The budget, in nodes of the bitmask search (the help says each command's default).
    #[arg(long, value_name = "NODES", value_parser = count_value(), allow_negative_numbers = true)]
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
    /// A run refused before it started (bad input too, exit code 2), after
    /// where its n came from (`-n 19`), said in the language of the command.
    Refused(Option<String>, Box<SpecError>),
    /// Writing the results failed (a closed pipe ends quietly).
    Output(io::Error),
    /// Ctrl-C, SIGTERM or SIGHUP stopped the run; the message holds what
    /// was counted so far. Exit code 128 and the signal's number: 130,
    /// 143, 129.
    Interrupted(String),
    /// The system failed the command (a process or a folder could not be made): exit code 1.
    Failed(String),
    /// The command did its work and its results, written, say it failed
    /// (a program judged and not accepted): exit code 1, no error line.
    Rejected,
}

impl Error {
    /// The exit code this error ends the process with; 0 for a closed pipe.
    pub fn exit_code(&self) -> i32 {
        match self {
            Self::Usage(_) | Self::Refused(..) => 2,
            Self::Output(error) if error.kind() == io::ErrorKind::BrokenPipe => 0,
            Self::Output(_) | Self::Failed(_) | Self::Rejected => 1,
            Self::Interrupted(_) => i32::from(interrupt::exit_code()),
        }
    }
}

impl Error {
    /// The message in `lang`.
    pub fn said(&self, lang: Lang) -> String {
        match self {
            Self::Usage(message) | Self::Interrupted(message) | Self::Failed(message) => message.clone(),
            Self::Refused(None, refusal) => refusal.said(lang),
            Self::Refused(Some(given), refusal) => format!("{given}: {}", refusal.said(lang)),
            Self::Output(error) => lang.say("error.output", &[("error", error.to_string().into())]),
            Self::Rejected => String::new(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(Lang::En))
    }
}

impl From<io::Error> for Error {
    fn from(error: io::Error) -> Self {
        Self::Output(error)
    }
}

impl From<OverBudget> for Error {
    fn from(refusal: OverBudget) -> Self {
        Self::Refused(None, Box::new(SpecError::OverBudget(refusal)))
    }
}

impl From<SpecError> for Error {
    fn from(refusal: SpecError) -> Self {
        Self::Refused(None, Box::new(refusal))
    }
}

/// Runs the parsed command, writing results to `out` and reading N from
/// `input` where a command needs it.
pub fn execute(cli: Cli, input: &mut dyn io::BufRead, out: &mut dyn Write) -> Result<(), Error> {
    let lang = cli.lang.or_locale();
    interrupt::listen();
    progress::read_quiet_start(lang).map_err(Error::Usage)?;
    match cli.command {
        Command::Compare(args) => compare::execute(args, lang, out),
        Command::Solve(args) => solve::execute(args, lang, out),
        Command::Count(args) => count::execute(args, lang, input, out),
        Command::Merge(args) => merge::execute(args, lang, input, out),
        Command::Trace(args) => trace::execute(args, lang, out),
        Command::Draw(args) => draw::execute(args, lang, out),
        Command::Lesson(args) => lesson::execute(args, lang, input, out),
        Command::Watch(args) => watch::execute(args, lang, out),
        Command::Judge(args) => judge::execute(args, lang, out),
        Command::Program(args) => program::execute(args, lang, out),
        Command::Help(args) => help::execute(args, lang, out),
    }?;
    out.flush()?;
    Ok(())
}

/// Writes `line` and a line end on stderr, as `eprintln!` does, but never
/// panics: a stderr that cannot take it (full, closed, a pipe whose reader
/// is gone) loses the line, and the command ends with its own exit code.
fn to_stderr(line: impl fmt::Display) {
    // Nowhere is left to tell of a failed write to stderr.
    let _ = writeln!(io::stderr().lock(), "{line}");
}

/// The exit code of a finished command, after printing its error (if any)
/// as one `error: ...` line on stderr, with any control character that
/// came from input (a line of a file, a reader's error) escaped; a closed
/// pipe ends quietly.
pub fn finish(result: Result<(), Error>, lang: Lang) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let code = error.exit_code();
            if code != 0 && !matches!(error, Error::Rejected) {
                let message = shown(&error.said(lang));
                to_stderr(lang.say("error.line", &[("message", message.into())]));
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
            Error::Refused(Some(given.to_string()), Box::new(error))
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
/// order, and a board past what `strategy` takes on one thread; `command`
/// names the command in the refusal, said in `lang`.
fn check_shown(strategy: Strategy, n: usize, command: &str, lang: Lang) -> Result<(), Error> {
    if strategy.is_serial_stand_in() {
        let values = [("strategy", strategy.name().into()), ("command", command.into())];
        return Err(Error::Usage(lang.say("usage.shown", &values)));
    }
    check_size(strategy, n, &format!("-n {n}"))
}

/// Refuses `--seed` when none of `strategies` draws random numbers, in
/// `lang`.
fn check_seed(strategies: &[Strategy], seed: Option<u64>, lang: Lang) -> Result<(), Error> {
    match seed {
        Some(seed) if !strategies.iter().any(|strategy| strategy.takes_seed()) => {
            let names: Vec<&str> = strategies.iter().map(|strategy| strategy.name()).collect();
            let values = [
                ("seed", Value::Text(seed.to_string())),
                ("strategies", names.join(", ").into()),
                ("count", names.len().into()),
            ];
            Err(Error::Usage(lang.say("error.seed", &values)))
        }
        _ => Ok(()),
    }
}

/// Refuses a one-solution strategy in a command that counts or traces a
/// tree, in `lang`: `what` is the section that says what the command does
/// (`usage.searches.trace`).
fn check_searches(strategy: Strategy, what: &str, lang: Lang) -> Result<(), Error> {
    match strategy.kind() {
        Kind::Search => Ok(()),
        Kind::OneSolution => {
            let values = [
                ("strategy", strategy.name().into()),
                ("what", lang.section(what).into()),
            ];
            Err(Error::Usage(lang.say("usage.searches", &values)))
        }
    }
}

/// The default strategy of `solve` and `trace`: the textbook one.
const TEACHING_STRATEGY: Strategy = Strategy::BranchAndBound;
