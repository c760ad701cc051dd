//! Lesson 03, branch-and-bound: flags for both diagonals as well as the
//! columns, so a square is tested in O(1) and every leaf is a solution.

use std::io;

use super::{full_run, Page};
use crate::format::ratio;
use crate::observer::PruneReason;
use crate::strategies::Strategy;

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[("diagonals", (2 * n - 1).into())])?;
    page.search_code(Strategy::BranchAndBound)?;
    page.code("src/strategies/branch_and_bound.rs", "fn blocked(")?;
    let guess = page.ask(&[("n", n.into())])?;
    let [previous, result] =
        [Strategy::Bounding, Strategy::BranchAndBound].map(|strategy| full_run(strategy, n));
    page.reveal(guess, result.counters.nodes())?;
    page.strategy_runs(&[&previous, &result])?;
    let c = &result.counters;
    let fewer = previous.counters.nodes() as f64 / c.nodes() as f64;
    page.say(
        "after",
        &[
            ("leaves", result.leaves().into()),
            ("solutions", c.solutions.into()),
            ("fewer", ratio(fewer).into()),
            ("prunes", c.prunes().into()),
            ("column", c.prunes_for(PruneReason::Column).into()),
            ("diagonal", c.prunes_for(PruneReason::Diagonal).into()),
            ("anti_diagonal", c.prunes_for(PruneReason::AntiDiagonal).into()),
        ],
    )?;
    page.trace(Strategy::BranchAndBound, 24, false)?;
    page.question(&[])
}
