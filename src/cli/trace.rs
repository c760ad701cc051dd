//! `nqueens trace`: the call order of one small search, step by step.
//!
//! The steps stream to stdout as the search takes them, so `nqueens trace |
//! head` shows the first ones at once and ends quietly.

use std::io::Write;

use clap::Args;

use super::{board_size, check_shown, Budget, Error, TEACHING_STRATEGY};
use crate::lang::Lang;
use crate::run::RunSpec;
use crate::strategies::Strategy;
use crate::trace::{write_trace_in, TraceOptions, DEFAULT_MAX_STEPS};

/// Arguments of `nqueens trace`.
#[derive(Debug, Args)]
pub struct TraceArgs {
    /// Board size (1 to 32); small boards read best: n = 4 takes 172 steps with branch-and-bound.
    #[arg(short, long = "size", value_name = "N", default_value_t = 4, value_parser = board_size(), allow_negative_numbers = true)]
    pub n: usize,

    /// Strategy to trace.
    #[arg(long, value_enum, default_value_t = TEACHING_STRATEGY)]
    pub strategy: Strategy,

    /// Stop at the first solution.
    #[arg(long)]
    pub first: bool,

    /// Print at most K steps, then say how many were left out (the search and its counters go on).
    #[arg(long, value_name = "K", default_value_t = DEFAULT_MAX_STEPS, allow_negative_numbers = true)]
    pub max_steps: u64,

    /// Print the flag arrays (the masks, for bitmask) after each placement and undo.
    #[arg(long)]
    pub flags: bool,

    /// Draw the board at each placement and solution.
    #[arg(long)]
    pub board: bool,

    /// Language of the steps; without it, Korean when LC_ALL, LC_MESSAGES or LANG is Korean (ko_KR.UTF-8), else English.
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<Lang>,

    #[command(flatten)]
    pub budget: Budget,
}

pub(super) fn execute(args: TraceArgs, out: &mut dyn Write) -> Result<(), Error> {
    check_shown(args.strategy, args.n, "trace")?;
    let spec = RunSpec {
        strategy: args.strategy,
        n: args.n,
        first: args.first,
    };
    args.budget.check(spec)?;
    let options = TraceOptions {
        flags: args.flags,
        board: args.board,
        max_steps: args.max_steps,
    };
    let lang = args.lang.unwrap_or_else(Lang::of_environment);
    write_trace_in(lang, spec, options, out)?;
    Ok(())
}
