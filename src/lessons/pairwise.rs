//! Lesson 05, the pairwise scan: no flags, each square is compared with every
//! queen above it. Same tree as branch-and-bound; a check costs more.

use std::io;

use super::{same_tree_other_checks, Page};
use crate::run::RunResult;
use crate::strategies::Strategy;

/// Checks per tried square, with two decimals.
fn per_square(result: &RunResult) -> String {
    format!(
        "{:.2}",
        result.counters.checks as f64 / result.counters.tried() as f64
    )
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    page.code("src/strategies/pairwise.rs", "fn is_safe(")?;
    let [previous, result] = same_tree_other_checks(page, n, Strategy::Pairwise)?;
    page.say(
        "after",
        &[
            ("nodes", result.counters.nodes().into()),
            ("prunes", result.counters.prunes().into()),
            ("checks", result.counters.checks.into()),
            ("previous_checks", previous.counters.checks.into()),
            ("per_square", per_square(&result).into()),
            ("previous_per_square", per_square(&previous).into()),
        ],
    )?;
    page.trace(Strategy::Pairwise, 14, false)?;
    page.question(&[])
}
