//! Lesson 09, bitmasks: the three flag arrays become three machine words, and
//! one mask expression finds every free square of a row at once.

use std::io;

use super::Page;
use crate::run::{run, RunSpec};
use crate::strategies::Strategy;

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    page.search_code(Strategy::Bitmask)?;
    let run_with = |strategy| {
        run(RunSpec {
            strategy,
            n,
            first: false,
        })
    };
    let previous = run_with(Strategy::BranchAndBound);
    let guess = page.ask(&[
        ("n", n.into()),
        ("previous_checks", previous.counters.checks.into()),
    ])?;
    let result = run_with(Strategy::Bitmask);
    page.reveal(guess, result.counters.checks)?;
    page.runs(&[
        (Strategy::BranchAndBound.name().to_string(), &previous),
        (Strategy::Bitmask.name().to_string(), &result),
    ])?;
    page.say(
        "after",
        &[
            ("nodes", result.counters.nodes().into()),
            ("prunes", result.counters.prunes().into()),
            ("checks", result.counters.checks.into()),
            ("previous_checks", previous.counters.checks.into()),
        ],
    )?;
    page.question(&[("bits", (u64::BITS as usize).into())])
}
