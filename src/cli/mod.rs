//! The command line: the arguments (`args.rs`: clap derive, doc comments as
//! help), the values the flags take (`values.rs`), the one config the
//! commands receive (`config.rs`: [`Config`]), the commands (a file each),
//! and the error type that picks the exit code (`errors.rs`: [`Error`]).
//! The library never calls in here; `src/main.rs` and the lessons' examples
//! do.

mod args;
mod clap_errors;
mod compare;
mod config;
mod count;
mod draw;
mod errors;
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
mod values;
mod watch;

use std::io::{self, Write};

use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::run;
use crate::strategies::{Kind, Strategy};

pub use args::{asked_lang, parse_args, Budget, Cli, Command, LangFlag};
pub use compare::CompareArgs;
pub use config::{Config, Output};
pub use count::CountArgs;
pub use draw::DrawArgs;
pub use errors::{finish, Error};
pub use help::{help_sections, HelpArgs};
pub use judge::{JudgeArgs, JudgeFormat, TaskArg};
pub use lesson::{example as lesson_example, LessonArgs, LessonFlags};
pub use merge::MergeArgs;
pub use program::ProgramArgs;
pub use results::results;
pub use solve::SolveArgs;
pub use trace::{TraceArgs, TraceFormat};
pub use watch::{WatchArgs, MAX_WATCH_N};

use args::given_values;
use config::command_line_lang;
use errors::{refusal, to_stderr};
use values::{
    any_board_size, bare, board_size, board_size_up_to, column, count_value, nearest_name,
    only_search_strategy, search_strategy, strategy_values, thread_count, whole_number, Refusal,
    StrategyName, Words,
};

/// Runs `command` as `config` says, writing results to `out` and reading
/// N from `input` where a command needs it.
pub fn execute(
    command: Command,
    config: &Config,
    input: &mut dyn io::BufRead,
    out: &mut dyn Write,
) -> Result<(), Error> {
    config.speak();
    interrupt::listen();
    match command {
        Command::Compare(args) => compare::execute(args, config, out),
        Command::Solve(args) => solve::execute(args, config, out),
        Command::Count(args) => count::execute(args, config, input, out),
        Command::Merge(args) => merge::execute(args, config, input, out),
        Command::Trace(args) => trace::execute(args, config, out),
        Command::Draw(args) => draw::execute(args, config, out),
        Command::Lesson(args) => lesson::execute(args, config, input, out),
        Command::Watch(args) => watch::execute(args, config, out),
        Command::Judge(args) => judge::execute(args, config, out),
        Command::Program(args) => program::execute(args, config, out),
        Command::Help(args) => help::execute(args, config, out),
    }?;
    out.flush()?;
    Ok(())
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
