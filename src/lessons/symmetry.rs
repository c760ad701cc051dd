//! Lesson 12, symmetry: the 8 rotations and reflections of the square sort
//! the solutions into classes; the search visits one board per class and
//! weighs it by its class size, which gives the unique count (A002562) too.

use std::io;

use super::{full_run, Page};
use crate::strategies::subproblem;
use crate::strategies::Strategy;

/// The board sizes of the table of totals and unique counts: up to this one (or `n`).
const TABLE_UP_TO: usize = 10;

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    page.code("src/strategies/symmetry.rs", "fn class_size(")?;
    let guess = page.ask(&[("n", n.into())])?;
    let classes = subproblem::count(n);
    page.reveal(guess, classes.unique())?;
    let [previous, result] = [Strategy::Mirror, Strategy::Symmetry].map(|strategy| full_run(strategy, n));
    page.strategy_runs(&[&previous, &result])?;
    let header = page.labels(&["column.class", "column.classes", "column.boards"]);
    let rows = (0..4)
        .rev()
        .map(|k| {
            let size = 1u128 << k;
            let count = u128::from(classes.by_size[k]);
            vec![page.count(size), page.count(count), page.count(size * count)]
        })
        .collect();
    page.table(header, rows)?;
    let fewer = page.fewer(previous.counters.nodes(), result.counters.nodes());
    let sizes = 1..=TABLE_UP_TO.max(n);
    page.say(
        "after",
        &[
            ("from", (*sizes.start()).into()),
            ("to", (*sizes.end()).into()),
            ("n", n.into()),
            ("unique", classes.unique().into()),
            ("total", classes.total().into()),
            ("nodes", result.counters.nodes().into()),
            ("previous_nodes", previous.counters.nodes().into()),
            ("fewer", fewer),
        ],
    )?;
    let header = page.labels(&["common.column.n", "common.column.solutions", "column.unique"]);
    let rows = sizes
        .map(|size| {
            let classes = subproblem::count(size);
            vec![
                page.count(size as u128),
                page.count(classes.total()),
                page.count(classes.unique()),
            ]
        })
        .collect();
    page.table(header, rows)?;
    page.question(&[], &[])
}
