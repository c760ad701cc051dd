//! `nqueens solve`: the solutions drawn as boards, then how many there are.
//!
//! Boards are written to stdout as the search finds them, so `nqueens solve
//! -n 12 | head` shows the first ones at once and ends quietly. The summary
//! line (how many, how many nodes) goes to stderr, so that stdout holds only
//! the boards: `--style positions` pipes as one placement per line, and
//! `--style leetcode` as one JSON array, the shape LeetCode 51 returns.

use std::io::{self, Write};

use clap::Args;

use super::progress::SearchProgress;
use super::{board_size, check_shown, Budget, Error, TEACHING_STRATEGY};
use crate::board::{render, BoardStyle};
use crate::counters::Counters;
use crate::format::thousands;
use crate::observer::{Flow, Observer};
use crate::run::{run_observed, RunSpec};
use crate::strategies::symmetry::{Report, Subproblem};
use crate::strategies::Strategy;

/// Arguments of `nqueens solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Board size: n queens on an n x n board (1 to 32).
    #[arg(short, long = "size", value_name = "N", default_value_t = 8, value_parser = board_size(), allow_negative_numbers = true)]
    pub n: usize,

    /// Strategy that searches [default: branch-and-bound; symmetry with --unique]
    #[arg(long, value_enum)]
    pub strategy: Option<Strategy>,

    /// Stop at the first solution.
    #[arg(long)]
    pub first: bool,

    /// Print one board per class of the 8 rotations and reflections (the symmetry strategy).
    #[arg(long, conflicts_with = "first")]
    pub unique: bool,

    /// Print at most K solutions (all are still counted).
    #[arg(long, value_name = "K", allow_negative_numbers = true)]
    pub limit: Option<u64>,

    /// How to draw each solution.
    #[arg(long, value_enum, default_value_t = BoardStyle::Blocks)]
    pub style: BoardStyle,

    #[command(flatten)]
    pub budget: Budget,
}

pub(super) fn execute(args: SolveArgs, out: &mut dyn Write) -> Result<(), Error> {
    let strategy = match (args.strategy, args.unique) {
        (Some(strategy), _) => strategy,
        (None, false) => TEACHING_STRATEGY,
        (None, true) => Strategy::Symmetry,
    };
    check_shown(strategy, args.n, "solve")?;
    if args.unique && strategy != Strategy::Symmetry {
        return Err(Error::Usage(format!(
            "--unique needs --strategy symmetry, the search that keeps one board per class of \
             symmetric boards, not {strategy}"
        )));
    }
    let spec = RunSpec {
        strategy,
        n: args.n,
        first: args.first,
    };
    args.budget.check(spec)?;
    let progress = SearchProgress::for_run(spec);
    let mut screen = SearchProgress::around(progress.as_ref(), out);
    let mut printer = Printer {
        out: &mut screen,
        style: args.style,
        limit: args.limit.unwrap_or(u64::MAX),
        found: 0,
        failed: None,
    };
    let mut watchers = (&mut printer, progress);
    let (counters, all) = if args.unique {
        let mut watchers = (Counters::for_board(args.n), &mut watchers);
        let (classes, _) = Subproblem::root(args.n).solve(Report::OnePerClass, &mut watchers);
        (watchers.0, Some(classes.total()))
    } else {
        (run_observed(spec, &mut watchers).counters, None)
    };
    drop(watchers);
    if let Some(error) = printer.failed {
        return Err(error.into());
    }
    let solutions = counters.solutions;
    let shown = solutions.min(printer.limit);
    if printer.style == BoardStyle::Leetcode {
        let end = if shown == 0 { "[]\n" } else { "]\n" };
        printer.out.write_all(end.as_bytes())?;
    }
    printer.out.flush()?;
    let summary = Summary {
        spec,
        solutions,
        nodes: counters.nodes(),
        shown,
        all,
    };
    // A blank line parts the summary from the boards on a terminal.
    let gap = if shown > 0 { "\n" } else { "" };
    eprintln!("{gap}{}", summary.line());
    Ok(())
}

/// What `solve` says after the boards, on stderr.
struct Summary {
    spec: RunSpec,
    solutions: u64,
    nodes: u64,
    shown: u64,
    /// Every solution, when `solutions` counts classes (`--unique`).
    all: Option<u128>,
}

impl Summary {
    fn line(&self) -> String {
        let Summary {
            spec,
            solutions,
            shown,
            all,
            ..
        } = *self;
        let RunSpec { strategy, n, first } = spec;
        let nodes = thousands(self.nodes);
        let shown_note = match shown {
            0 if solutions > 0 => "; none shown".to_string(),
            _ if shown < solutions => format!("; the first {} shown", thousands(shown)),
            _ => String::new(),
        };
        if solutions == 0 {
            format!(
            "No solution for n = {n}: no placement of {n} queens on a {n} x {n} board keeps them all safe \
             ({nodes} nodes searched)."
        )
        } else if let Some(all) = all {
            let plural = if solutions == 1 { "class" } else { "classes" };
            let all_plural = if all == 1 { "solution" } else { "solutions" };
            format!(
                "{} {plural} of solutions up to rotation and reflection for n = {n}, {} {all_plural} in all \
             ({nodes} nodes, {strategy}){shown_note}.",
                thousands(solutions),
                thousands(all),
            )
        } else if first {
            format!("First solution for n = {n}, found after {nodes} nodes ({strategy}){shown_note}.")
        } else {
            let plural = if solutions == 1 { "solution" } else { "solutions" };
            format!(
                "{} {plural} for n = {n} ({nodes} nodes, {strategy}){shown_note}.",
                thousands(solutions),
            )
        }
    }
}

/// Writes each solution as it is found, up to the limit.
struct Printer<'o> {
    out: &'o mut dyn Write,
    style: BoardStyle,
    limit: u64,
    found: u64,
    failed: Option<io::Error>,
}

impl Observer for Printer<'_> {
    fn solution(&mut self, queens: &[usize]) -> Flow {
        self.found += 1;
        if self.found > self.limit {
            return Flow::Continue(());
        }
        let board = render(queens, self.style);
        let written = match self.style {
            BoardStyle::Blocks | BoardStyle::Letters => {
                let separator = if self.found == 1 { "" } else { "\n" };
                write!(self.out, "{separator}Solution {}\n{board}", self.found)
            }
            BoardStyle::Positions => self.out.write_all(board.as_bytes()),
            BoardStyle::Leetcode => {
                let separator = if self.found == 1 { "[" } else { ",\n" };
                write!(self.out, "{separator}{}", board.trim_end())
            }
        };
        match written {
            Ok(()) => Flow::Continue(()),
            Err(error) => {
                self.failed = Some(error);
                Flow::Break(())
            }
        }
    }
}
