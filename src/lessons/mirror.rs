//! Lesson 11, mirror: the bitmask search tries only the left half of the
//! first row and counts each solution found there with its mirror image.

use std::io;

use super::{full_run, watched_run, Page};
use crate::observer::{Flow, Observer};
use crate::run::RunSpec;
use crate::strategies::Strategy;

/// Counts the solutions whose first queen stands in one column.
struct FirstQueenIn {
    col: usize,
    solutions: u64,
}

impl Observer for FirstQueenIn {
    fn solution(&mut self, queens: &[usize]) -> Flow {
        self.solutions += u64::from(queens[0] == self.col);
        Flow::Continue(())
    }
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    page.code("src/strategies/mirror.rs", "pub fn search<")?;
    let previous = full_run(Strategy::Bitmask, n);
    let guess = page.ask(&[
        ("n", n.into()),
        ("previous_nodes", previous.counters.nodes().into()),
    ])?;
    let result = full_run(Strategy::Mirror, n);
    page.reveal(guess, result.counters.nodes())?;
    page.strategy_runs(&[&previous, &result])?;
    let c = &result.counters;
    let mut middle = FirstQueenIn {
        col: n / 2,
        solutions: 0,
    };
    watched_run(RunSpec::of(Strategy::Bitmask, n, false), &mut middle);
    let reached = result.leaves();
    let (key, once) = if n % 2 == 1 {
        ("after.odd", middle.solutions)
    } else {
        ("after", 0)
    };
    let fewer = page.fewer(previous.counters.nodes(), c.nodes());
    page.say(
        key,
        &[
            ("nodes", c.nodes().into()),
            ("previous_nodes", previous.counters.nodes().into()),
            ("fewer", fewer),
            ("half", n.div_ceil(2).into()),
            ("reached", reached.into()),
            ("doubled", (reached - once).into()),
            ("once", once.into()),
            ("middle", (n / 2).into()),
            ("solutions", c.solutions.into()),
        ],
    )?;
    page.question(&[], &[])
}
