//! Lesson 01, full branching: every row tries every column, and the `n^n`
//! full placements are tested only at the leaves. The baseline of the sources.

use std::io;

use super::{full_run, Page};
use crate::strategies::Strategy;

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    let placements = (n as u128).pow(n as u32);
    page.say("intro", &[("n", n.into()), ("placements", placements.into())])?;
    page.search_code(Strategy::Branching)?;
    page.code("src/strategies/branching.rs", "fn first_clash<")?;
    let guess = page.ask(&[("n", n.into())])?;
    let result = full_run(Strategy::Branching, n);
    page.reveal(guess, result.leaves())?;
    page.strategy_runs(&[&result])?;
    let c = &result.counters;
    page.say(
        "after",
        &[
            ("n", n.into()),
            ("nodes", c.nodes().into()),
            ("leaves", result.leaves().into()),
            ("solutions", c.solutions.into()),
            ("checks", c.checks.into()),
        ],
    )?;
    page.question(&[])
}
