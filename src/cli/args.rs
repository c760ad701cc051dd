//! The arguments of the command line, as clap's derive reads them: the
//! tool's own ([`Cli`]: `-v`, `--lang`, the command), the commands, the
//! budget every searching command takes, and the parse that turns the
//! words of the command line into them ([`parse_args`]), saying its help
//! and its errors in the language the line asks for. Each command's own
//! arguments sit beside the command (`compare.rs`, `count.rs`...); the
//! values the flags take are parsed by `values.rs`.

use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::process::ExitCode;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Args, Parser, Subcommand, ValueEnum};

use super::clap_errors::{self, CommandLine};
use super::values::count_value;
use super::{
    finish, help, results, to_stderr, CompareArgs, CountArgs, DrawArgs, Error, HelpArgs, JudgeArgs,
    LessonArgs, MergeArgs, ProgramArgs, SolveArgs, TraceArgs, WatchArgs,
};
use crate::lang::Lang;

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
        .find_map(|value| Lang::from_str(value.to_str()?, false).ok())
        .unwrap_or_else(Lang::of_environment)
}

/// The values the command line `args` gives the flag `--long` before any
/// `--`, in order: `--long V` and `--long=V` alike.
pub(super) fn given_values<'a, S: AsRef<OsStr>>(args: &'a [S], long: &str) -> Vec<&'a OsStr> {
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

/// Parses the command line `args` (the program's name first, as
/// `std::env::args_os` gives it) as `P`, its help and its errors in the
/// language it asks for ([`asked_lang`]). `--help` and `--version` print
/// as clap prints them and give exit code 0 (1 when stdout cannot take
/// them, as for any command's results: [`results`] of
/// `stdout_closed_at_start`); an error prints as one line on stderr and
/// gives exit code 2. The program reads its command line once, in its
/// `main`, and hands it here: no parser reads it again.
pub fn parse_args<P: Parser>(args: Vec<OsString>, stdout_closed_at_start: bool) -> Result<P, ExitCode> {
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
                        .and_then(|()| results(stdout_closed_at_start).flush())
                        .map_err(Error::Output),
                    lang,
                )
            }
        })
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

/// The node budget shared by every command that searches, `--max-nodes`;
/// each command has its default, which the config applies
/// ([`super::Config::max_nodes`]).
#[derive(Clone, Copy, Debug, Args)]
pub struct Budget {
    /// The budget, in nodes of the bitmask search (the help says each command's default).
    #[arg(long, value_name = "NODES", value_parser = count_value(), allow_negative_numbers = true)]
    pub max_nodes: Option<u64>,
}
