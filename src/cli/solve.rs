//! `nqueens solve`: the solutions drawn as boards, then how many there are.
//!
//! Boards are written as the search finds them, so `nqueens solve -n 12 |
//! head` shows the first ones at once and ends quietly; an SVG sheet is
//! written whole at the end.

use std::io::{self, Write};

use clap::Args;

use super::{board_size, check_shown, Budget, Error, TEACHING_STRATEGY};
use crate::board::svg::sheet::Sheet;
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

    /// Strategy that searches.
    #[arg(long, value_enum, default_value_t = TEACHING_STRATEGY)]
    pub strategy: Strategy,

    /// Stop at the first solution.
    #[arg(long)]
    pub first: bool,

    /// Print one board per class of the 8 rotations and reflections (the symmetry strategy).
    #[arg(long, conflicts_with_all = ["strategy", "first"])]
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
    check_shown(args.strategy, args.n, "solve")?;
    let spec = RunSpec {
        strategy: if args.unique {
            Strategy::Symmetry
        } else {
            args.strategy
        },
        n: args.n,
        first: args.first,
    };
    args.budget.check(spec)?;
    let mut printer = Printer {
        out,
        style: args.style,
        limit: args.limit.unwrap_or(u64::MAX),
        found: 0,
        kept: Vec::new(),
        failed: None,
    };
    let (counters, all) = if args.unique {
        let mut watchers = (Counters::for_board(args.n), &mut printer);
        let (classes, _) = Subproblem::root(args.n).solve(Report::OnePerClass, &mut watchers);
        (watchers.0, Some(classes.total()))
    } else {
        (run_observed(spec, &mut printer).counters, None)
    };
    if let Some(error) = printer.failed {
        return Err(error.into());
    }
    let shown = counters.solutions.min(printer.limit);
    let summary = summary(&args, spec.strategy, &counters, all, shown);
    let out = printer.out;
    if args.style == BoardStyle::Svg {
        let sheet = Sheet {
            n: args.n,
            title: summary,
            label: if args.unique { "Class" } else { "Solution" },
            boards: printer.kept,
        };
        out.write_all(sheet.to_svg().as_bytes())?;
    } else {
        let gap = if shown > 0 { "\n" } else { "" };
        writeln!(out, "{gap}{summary}")?;
    }
    Ok(())
}

/// The sentence after the boards (the title of an SVG sheet): how many
/// solutions or classes, the nodes searched, and how many were shown.
fn summary(
    args: &SolveArgs,
    strategy: Strategy,
    counters: &Counters,
    all: Option<u128>,
    shown: u64,
) -> String {
    let n = args.n;
    let solutions = counters.solutions;
    let nodes = thousands(counters.nodes());
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
        format!(
            "{} {plural} of solutions up to rotation and reflection for n = {n}, {} solutions in all \
             ({nodes} nodes, {strategy}){shown_note}.",
            thousands(solutions),
            thousands(all),
        )
    } else if args.first {
        format!("First solution for n = {n}, found after {nodes} nodes ({strategy}){shown_note}.")
    } else {
        let plural = if solutions == 1 { "solution" } else { "solutions" };
        format!(
            "{} {plural} for n = {n} ({nodes} nodes, {strategy}){shown_note}.",
            thousands(solutions)
        )
    }
}

/// Writes each solution as it is found, up to the limit.
struct Printer<'o> {
    out: &'o mut dyn Write,
    style: BoardStyle,
    limit: u64,
    found: u64,
    /// The boards shown, kept for the SVG sheet written at the end.
    kept: Vec<Vec<usize>>,
    failed: Option<io::Error>,
}

impl Observer for Printer<'_> {
    fn solution(&mut self, queens: &[usize]) -> Flow {
        self.found += 1;
        if self.found > self.limit {
            return Flow::Continue(());
        }
        if self.style == BoardStyle::Svg {
            self.kept.push(queens.to_vec());
            return Flow::Continue(());
        }
        let board = render(queens, self.style);
        let written = match self.style {
            BoardStyle::Blocks | BoardStyle::Letters => {
                let separator = if self.found == 1 { "" } else { "\n" };
                write!(self.out, "{separator}Solution {}\n{board}", self.found)
            }
            BoardStyle::Positions | BoardStyle::Leetcode | BoardStyle::Svg => {
                self.out.write_all(board.as_bytes())
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
