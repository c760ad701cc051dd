//! Lesson 15, one solution for any n: backtracking's first solution costs
//! an erratic number of nodes as n grows; the construction writes one down
//! without searching, and min-conflicts repairs a nearly right placement.

use std::io;

use super::Page;
use crate::board::is_valid;
use crate::counters::Counters;
use crate::observer::FirstSolution;
use crate::run::{run, RunSpec};
use crate::strategies::{construction, first_path, min_conflicts, Strategy, MAX_ONE_SOLUTION_N};

/// The boards of the table of first solutions: where backtracking's cost
/// jumps up and down, each found in a fraction of a second.
const ERRATIC_SIZES: std::ops::RangeInclusive<usize> = 20..=29;

/// The large boards min-conflicts repairs: its repairs do not grow with n.
const LARGE_SIZES: [usize; 3] = [1_000, 10_000, 100_000];

/// A min-conflicts run from the default seed, with its solution.
fn repaired(n: usize) -> (Counters, Option<Vec<usize>>) {
    let mut watchers = (Counters::for_board(n), FirstSolution::default());
    min_conflicts::search(n, &mut watchers);
    (watchers.0, watchers.1.queens)
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    let header = page.labels(&["common.column.n", "first_nodes"]);
    let firsts: Vec<(usize, u64)> = ERRATIC_SIZES
        .map(|size| (size, first_path(size).bounded_nodes))
        .collect();
    let rows = firsts
        .iter()
        .map(|&(size, nodes)| vec![page.count(size as u64), page.count(nodes)])
        .collect();
    page.table(header, rows)?;
    let most = firsts.iter().max_by_key(|row| row.1).expect("a table");
    let least = firsts.iter().min_by_key(|row| row.1).expect("a table");
    page.say(
        "erratic",
        &[
            ("most", most.1.into()),
            ("most_n", most.0.into()),
            ("least", least.1.into()),
            ("least_n", least.0.into()),
            ("search_max", crate::run::MAX_N.into()),
        ],
    )?;

    page.say("construction", &[])?;
    page.code("src/strategies/construction.rs", "pub fn columns(")?;
    let built = run(RunSpec {
        strategy: Strategy::Construction,
        n,
        first: true,
    });
    match construction::columns(n) {
        Some(queens) => {
            page.board(&queens)?;
            page.say(
                "built",
                &[
                    ("n", n.into()),
                    ("nodes", built.counters.nodes().into()),
                    ("checks", built.counters.checks.into()),
                ],
            )?;
        }
        None => page.say("no_solution", &[("n", n.into())])?,
    }

    page.say("min_conflicts", &[])?;
    page.code(
        "src/strategies/min_conflicts.rs",
        "fn repair<O: Observer>(&mut self",
    )?;
    let seed = min_conflicts::DEFAULT_SEED.to_string();
    let guess = page.ask(&[("n", n.into()), ("seed", seed.into())])?;
    let (counters, queens) = repaired(n);
    page.reveal(guess, counters.repairs)?;
    if queens.is_some() {
        page.say(
            "repaired",
            &[
                ("n", n.into()),
                ("pairs", counters.start_conflicts.into()),
                ("repairs", counters.repairs.into()),
                ("restarts", counters.restarts.into()),
            ],
        )?;
    }

    let header = page.labels(&["common.column.n", "start_pairs", "repairs", "restarts", "valid"]);
    let mut rows = Vec::new();
    for size in LARGE_SIZES {
        let (c, queens) = repaired(size);
        let valid = queens.as_deref().is_some_and(is_valid);
        let valid = page.words(if valid { "yes" } else { "no" }, &[]);
        rows.push(vec![
            page.count(size as u64),
            page.count(c.start_conflicts),
            page.count(c.repairs),
            page.count(c.restarts),
            valid,
        ]);
    }
    page.table(header, rows)?;
    page.say(
        "guarantees",
        &[
            ("max_n", MAX_ONE_SOLUTION_N.into()),
            ("largest", LARGE_SIZES[2].into()),
        ],
    )?;
    page.question(&[], &[])
}
