//! Lesson 02, row-limited bounding: a used-column flag skips taken columns
//! while placing, so the leaves are the `n!` permutations, the `8!` the C
//! blog post's second program prints.

use std::io;

use super::{full_run, Page, SOURCES_N};
use crate::strategies::Strategy;

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    let permutations: u128 = (1..=n as u128).product();
    let placements = (n as u128).pow(n as u32);
    let source_permutations: u128 = (1..=SOURCES_N as u128).product();
    page.say("intro", &[("source_permutations", source_permutations.into())])?;
    // One row: the placements are the permutations (n = 1).
    let leaves = if placements == permutations {
        "leaves.same"
    } else {
        "leaves"
    };
    page.say(
        leaves,
        &[
            ("n", n.into()),
            ("permutations", permutations.into()),
            ("placements", placements.into()),
        ],
    )?;
    page.search_code(Strategy::Bounding)?;
    let guess = page.ask(&[
        ("n", n.into()),
        ("function", Strategy::Bounding.function().into()),
    ])?;
    let [previous, result] = [Strategy::Branching, Strategy::Bounding].map(|strategy| full_run(strategy, n));
    page.reveal(guess, result.counters.nodes())?;
    page.strategy_runs(&[&previous, &result])?;
    let fewer = page.fewer(previous.counters.nodes(), result.counters.nodes());
    // On a board of one square the flag has nothing to cut (n = 1).
    let after = match result.counters.prunes() {
        0 => "after.none",
        _ => "after",
    };
    page.say(
        after,
        &[
            ("prunes", result.counters.prunes().into()),
            ("previous_nodes", previous.counters.nodes().into()),
            ("nodes", result.counters.nodes().into()),
            ("fewer", fewer),
            ("solutions", result.counters.solutions.into()),
        ],
    )?;
    let failing = result.leaves() - result.counters.solutions;
    let key = match failing {
        0 => "question.none",
        all if all == result.leaves() => "question.all",
        _ => "question",
    };
    page.question_from(
        (key, "answer"),
        &[("leaves", result.leaves().into()), ("failing", failing.into())],
        &[],
    )
}
