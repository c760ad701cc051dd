//! Lesson 15, one solution for any n: backtracking's first solution costs
//! an erratic number of nodes as n grows; the construction writes one down
//! without searching, and min-conflicts repairs a nearly right placement.

use std::io;

use super::watched_run;
use super::Page;
use crate::board::is_valid;
use crate::budget::first_path;
use crate::counters::Counters;
use crate::observer::FirstSolution;
use crate::observer::Quiet;
use crate::run::RunSpec;
use crate::strategies::{construction, min_conflicts, Strategy, MAX_ONE_SOLUTION_N};

/// The boards of the table of first solutions: where backtracking's cost
/// jumps up and down, each found in a fraction of a second.
const ERRATIC_SIZES: std::ops::RangeInclusive<usize> = 20..=29;

/// The large boards min-conflicts repairs: its repairs do not grow with n.
const LARGE_SIZES: [usize; 3] = [1_000, 10_000, 100_000];

/// The small board whose restarts the question counts over many seeds.
const SMALL_N: usize = 6;

/// The seeds the question's restarts are counted over: 1 to this one.
const SEEDS: u64 = 100;

/// A min-conflicts run from the default seed, with its solution.
fn repaired(n: usize) -> (Counters, Option<Vec<usize>>) {
    let mut watchers = (Counters::for_board(n), FirstSolution::default());
    min_conflicts::search(n, &mut watchers);
    (watchers.0, watchers.1.queens)
}

/// The restarts of min-conflicts on `n` from each seed 1 to [`SEEDS`]: in
/// all, and how many of the seeds restarted at all.
fn restarts_over_seeds(n: usize) -> (u64, u64) {
    (1..=SEEDS)
        .map(|seed| {
            let mut counters = Counters::for_board(n);
            min_conflicts::repair(n, seed, &mut counters);
            counters.restarts
        })
        .fold((0, 0), |(all, seeds), restarts| {
            (all + restarts, seeds + u64::from(restarts > 0))
        })
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    let header = page.labels(&["common.column.n", "first_nodes"]);
    let firsts: Vec<(usize, u64)> = ERRATIC_SIZES
        .map(|size| {
            let path = first_path(size).expect("the erratic sizes are searched");
            (size, path.bounded_nodes)
        })
        .collect();
    let rows = firsts
        .iter()
        .map(|&(size, nodes)| vec![page.count(size as u64), page.count(nodes)])
        .collect();
    page.table(header, rows)?;
    // The pair where a larger board is cheapest beside a smaller one.
    let (dear, cheap) = firsts
        .iter()
        .enumerate()
        .flat_map(|(at, smaller)| firsts[at + 1..].iter().map(move |larger| (smaller, larger)))
        .max_by(|(a, b), (c, d)| (a.1 as f64 / b.1 as f64).total_cmp(&(c.1 as f64 / d.1 as f64)))
        .expect("a table of two boards or more");
    page.say(
        "erratic",
        &[
            ("dear", dear.1.into()),
            ("dear_n", dear.0.into()),
            ("cheap", cheap.1.into()),
            ("cheap_n", cheap.0.into()),
            ("search_max", crate::MAX_N.into()),
        ],
    )?;

    page.say("construction", &[])?;
    page.code("src/strategies/construction.rs", "pub fn columns(")?;
    // What can be reasoned out before the run: a rule that writes the
    // solution down has nothing to test.
    let guess = page.ask(&[("n", n.into())])?;
    let built = watched_run(RunSpec::of(Strategy::Construction, n, true), &mut Quiet);
    page.reveal(guess, built.counters.checks)?;
    match construction::columns(n) {
        Some(queens) => {
            page.board(&queens)?;
            page.say(
                "built",
                &[
                    ("n", n.into()),
                    ("nodes", built.counters.nodes().into()),
                    ("checks", built.counters.checks.into()),
                    ("tested", construction::EVERY_N_TESTED.into()),
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
    let (counters, queens) = repaired(n);
    if queens.is_some() {
        let key = match (counters.restarts, counters.repairs) {
            (0, 0) => "repaired.none",
            (0, _) => "repaired",
            _ => "repaired.restarted",
        };
        page.say(
            key,
            &[
                ("n", n.into()),
                ("pairs", counters.start_conflicts.into()),
                ("repairs", counters.repairs.into()),
                ("restarts", counters.restarts.into()),
                ("starts", (counters.restarts + 1).into()),
            ],
        )?;
    }

    let header = page.labels(&["common.column.n", "start_pairs", "repairs", "restarts", "valid"]);
    let mut rows = Vec::new();
    let mut repairs = Vec::new();
    for size in LARGE_SIZES {
        let (c, queens) = repaired(size);
        let valid = queens.as_deref().is_some_and(is_valid);
        let valid = page.words(if valid { "yes" } else { "no" }, &[]);
        repairs.push(c.repairs);
        rows.push(vec![
            page.count(size as u64),
            page.count(c.start_conflicts),
            page.count(c.repairs),
            page.count(c.restarts),
            valid,
        ]);
    }
    page.table(header, rows)?;
    let largest = [
        ("largest", LARGE_SIZES[2].into()),
        ("largest_repairs", repairs[2].into()),
    ];
    let mut values = vec![
        ("max_n", MAX_ONE_SOLUTION_N.into()),
        ("smallest", LARGE_SIZES[0].into()),
        ("smallest_repairs", repairs[0].into()),
    ];
    values.extend(largest.clone());
    page.say("guarantees", &values)?;
    let (restarts, restarted) = restarts_over_seeds(SMALL_N);
    let (large_restarts, _) = restarts_over_seeds(LARGE_SIZES[0]);
    let mut question = vec![
        ("seeds", SEEDS.into()),
        ("small", SMALL_N.into()),
        ("restarts", restarts.into()),
        ("restarted", restarted.into()),
        ("smallest", LARGE_SIZES[0].into()),
        ("large_restarts", large_restarts.into()),
    ];
    question.extend(largest.clone());
    page.question(&question, &largest)
}
