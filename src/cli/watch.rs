//! `nqueens watch`: one search, step by step, full screen in the terminal.
//!
//! The search is recorded first (a window of at most
//! [`MAX_RECORDED_STEPS`] steps; the rest are counted, and the player runs
//! the search again to reach them), then shown by [`crate::watch::watch`].
//! Without a terminal there is nothing to show: one error line points to
//! `trace`. Ctrl-C ends the view as an interruption (exit code 130).

use std::io::{self, IsTerminal};

use clap::Args;

use super::{board_size_up_to, check_searches, check_shown, Budget, Error, TEACHING_STRATEGY};
use crate::budget::WATCH_MAX_NODES;
use crate::lang::Lang;
use crate::strategies::Strategy;
use crate::trace::{Recording, MAX_RECORDED_STEPS};
use crate::watch::{watch, Colours, Ending};

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

    /// Stop at the first solution.
    #[arg(long)]
    pub first: bool,

    #[command(flatten)]
    pub budget: Budget,
}

pub(super) fn execute(args: WatchArgs, lang: Lang) -> Result<(), Error> {
    check_searches(
        args.strategy,
        "be watched step by step",
        &format!("use nqueens solve --strategy {}", args.strategy),
    )?;
    check_shown(args.strategy, args.n, "watch")?;
    let spec = args
        .budget
        .spec(args.strategy, args.n, args.first, WATCH_MAX_NODES)?;
    let streams = [
        ("stdin", io::stdin().is_terminal()),
        ("stdout", io::stdout().is_terminal()),
    ];
    if let Some((stream, _)) = streams.iter().find(|(_, terminal)| !terminal) {
        return Err(Error::Usage(format!(
            "watch needs a terminal and {stream} is not one; `nqueens trace -n {} --strategy {}` \
             writes the same steps as text (--format json or html for data or a page)",
            args.n, args.strategy
        )));
    }
    let recording = Recording::record(spec, MAX_RECORDED_STEPS)?;
    let colours = if std::env::var_os("NO_COLOR").is_some_and(|value| !value.is_empty()) {
        Colours::Off
    } else {
        Colours::On
    };
    match watch(recording, colours, lang)? {
        Ending::Quit => Ok(()),
        Ending::Interrupted(at) => Err(Error::Interrupted(at)),
    }
}
