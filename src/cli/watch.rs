//! `nqueens watch`: one search, step by step, full screen in the terminal.
//!
//! The search is recorded first (a window of at most
//! [`MAX_RECORDED_STEPS`] steps; the rest are counted, and the player runs
//! the search again to reach them), then shown by [`crate::watch::watch`].
//! Without a terminal there is nothing to show: one error line points to
//! `trace`. Ctrl-C ends the view as an interruption (exit code 130), and
//! so do SIGTERM and SIGHUP (143 and 129).

use std::io::Write;

use clap::{Args, ValueEnum};

use super::interrupt::interrupt_flag;
use super::program::shown_code;
use super::trace::race_specs;
use super::{
    board_size_up_to, check_searches, check_shown, count_value, Budget, Config, Error, TEACHING_STRATEGY,
};
use crate::lang::catalog::Value;
use crate::programs::CodeLang;
use crate::render::terminal::{predict, race, summary, watch, Colours, Ending};
use crate::strategies::Strategy;
use crate::trace::{Recording, MAX_RECORDED_STEPS};
use crate::watch::{Ask, Pace};

/// Which tries `watch --predict` asks about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PredictAt {
    /// Every try: placed, or pruned by which line?
    Every,
    /// Only the tries that end in a prune: by which line?
    Prunes,
}

/// Refuses to run without a terminal, pointing (in the language of
/// `config`) to what `trace` writes instead.
fn check_terminal(args: &WatchArgs, config: &Config) -> Result<(), Error> {
    let lang = config.lang;
    let streams = [
        ("usage.stream.stdin", config.output.stdin_terminal),
        ("usage.stream.stdout", config.output.stdout_terminal),
    ];
    if let Some((stream, _)) = streams.iter().find(|(_, terminal)| !terminal) {
        let values = [
            ("stream", Value::from(lang.section(stream))),
            ("n", args.n.into()),
            ("strategy", args.strategy.name().into()),
        ];
        return Err(Error::Usage(lang.say("usage.watch.terminal", &values)));
    }
    Ok(())
}

/// `watch --strategies a,b`: the race in the terminal.
fn execute_race(args: WatchArgs, config: &Config) -> Result<(), Error> {
    let lang = config.lang;
    let specs = race_specs(
        &args.strategies,
        (args.n, args.first),
        "watch --strategies",
        config,
    )?;
    check_terminal(&args, config)?;
    let recordings = specs
        .into_iter()
        .map(|spec| Recording::record(spec, MAX_RECORDED_STEPS))
        .collect::<Result<Vec<_>, _>>()?;
    match race(
        recordings,
        args.pace.unwrap_or_default(),
        lang,
        colours(config),
        interrupt_flag(),
    )? {
        Ending::Quit => Ok(()),
        Ending::Interrupted(at) => Err(Error::Interrupted(at)),
    }
}

/// Colours unless the config says none ([`super::Output::colour`]).
fn colours(config: &Config) -> Colours {
    if config.output.colour {
        Colours::On
    } else {
        Colours::Off
    }
}

/// The largest board `watch` shows: 10 rows of squares stay readable in a
/// terminal of 80 x 24 characters.
pub const MAX_WATCH_N: usize = 10;

/// Arguments of `nqueens watch`.
#[derive(Debug, Args)]
pub struct WatchArgs {
    /// Board size.
    #[arg(short, long = "size", value_name = "N", default_value_t = 4, value_parser = board_size_up_to(MAX_WATCH_N), allow_negative_numbers = true)]
    pub n: usize,

    /// Strategy to watch.
    #[arg(long, value_enum, default_value_t = TEACHING_STRATEGY)]
    pub strategy: Strategy,

    /// Race these strategies side by side: 2 to 4, comma-separated (as many boards as the width holds).
    #[arg(long, value_enum, value_delimiter = ',', value_name = "LIST", conflicts_with_all = ["strategy", "predict"])]
    pub strategies: Vec<Strategy>,

    /// How far one tick of a race moves each board: a step, or to its next node (in proportion to the nodes).
    #[arg(long, value_enum, requires = "strategies")]
    pub pace: Option<Pace>,

    /// Stop at the first solution.
    #[arg(long)]
    pub first: bool,

    /// Stop before each try and ask what becomes of the square (p placed, c column, / and \ the diagonals):
    /// at every try, or only at the tries that end in a prune.
    #[arg(long, value_enum, value_name = "WHICH", num_args = 0..=1, default_missing_value = "every")]
    pub predict: Option<PredictAt>,

    /// Open the code panel, showing the program in LANG (without LANG, the default), its line lit at each step.
    #[arg(long, value_enum, value_name = "LANG", num_args = 0..=1, conflicts_with_all = ["strategies", "predict"])]
    pub code: Option<Option<CodeLang>>,

    /// With --predict: ask only at the tries on row R (from 0), to practise one depth.
    #[arg(long, value_name = "R", value_parser = count_value(), allow_negative_numbers = true, requires = "predict")]
    pub row: Option<u64>,

    #[command(flatten)]
    pub budget: Budget,
}

pub(super) fn execute(args: WatchArgs, config: &Config, out: &mut dyn Write) -> Result<(), Error> {
    let lang = config.lang;
    if !args.strategies.is_empty() {
        return execute_race(args, config);
    }
    check_searches(args.strategy, "usage.searches.watch", lang)?;
    check_shown(args.strategy, args.n, "watch", lang)?;
    let spec = config.spec(args.strategy, args.n, args.first)?;
    check_terminal(&args, config)?;
    if let Some(row) = args.row.filter(|&row| row >= args.n as u64) {
        let values = [
            ("row", Value::Text(row.to_string())),
            ("n", args.n.into()),
            ("last", (args.n - 1).into()),
        ];
        return Err(Error::Usage(lang.say("usage.watch.row", &values)));
    }
    let code = shown_code(args.strategy, args.first, args.code.flatten(), lang)?;
    let recording = Recording::record(spec, MAX_RECORDED_STEPS)?;
    let colours = colours(config);
    let Some(at) = args.predict else {
        let code = (code, args.code.is_some());
        return match watch(recording, code, colours, lang, interrupt_flag())? {
            Ending::Quit => Ok(()),
            Ending::Interrupted(at) => Err(Error::Interrupted(at)),
        };
    };
    if recording.not_kept() > 0 {
        let values = [
            ("strategy", lang.strategy(args.strategy.name()).into()),
            ("n", args.n.into()),
            ("total", recording.total.into()),
            ("most", MAX_RECORDED_STEPS.into()),
        ];
        return Err(Error::Usage(lang.say("usage.watch.predict", &values)));
    }
    let ask = match (at, args.row) {
        (_, Some(row)) => Ask::Row(row as usize),
        (PredictAt::Every, None) => Ask::Every,
        (PredictAt::Prunes, None) => Ask::Prunes,
    };
    let (ending, score) = predict(&recording, ask, lang, colours, interrupt_flag())?;
    for line in summary(lang, &score) {
        writeln!(out, "{line}")?;
    }
    match ending {
        Ending::Quit => Ok(()),
        Ending::Interrupted(at) => Err(Error::Interrupted(at)),
    }
}
