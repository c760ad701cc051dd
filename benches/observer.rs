//! What the observer costs: the same search with no observer parameter at
//! all (the bare bitmask counter of `examples/bare_bitmask.rs`, the baseline), with the
//! `Quiet` observer, and with `Counters`; and what logging costs when it is
//! off.
//!
//! Run: `cargo bench --bench observer` (`-- --samples S`, default 21). Each
//! row is the median of S samples, a sample being as many runs of the
//! search as fill 50 ms, divided by that number; every row of one n runs in
//! turn within a round, so that a busy machine slows them alike. `Quiet`
//! should match the bare loop: the observer calls compile away when nothing
//! observes. With no `tracing` subscriber listening, `search_logged` (what
//! `run::search` and `count` call) should match `Quiet` too, while the
//! logging observer wrapped as `None` (what `SearchLog::when_enabled` gives
//! then) shows what a check made at run time would cost.

use std::hint::black_box;
use std::time::{Duration, Instant};

// The bare loop lives beside lesson 09, as an example a learner runs; the
// bench takes its function, not its `main`.
#[allow(dead_code)]
#[path = "../examples/bare_bitmask.rs"]
mod bare;
use bare::bare_bitmask;
use nqueens::observer::Quiet;
use nqueens::strategies::min_conflicts::DEFAULT_SEED;
use nqueens::verbose::{search_logged, SearchLog};
use nqueens::{Counters, Strategy};

/// How long one sample runs its search, repeated.
const SAMPLE: Duration = Duration::from_millis(50);

/// One row: its name and the search it times, returning the solutions.
struct Row {
    name: String,
    search: Box<dyn Fn(usize) -> u64>,
}

/// Why every search of the bench runs: its boards are ones the strategies take.
const SEARCHED: &str = "a board the strategy takes";

fn rows() -> Vec<Row> {
    let mut rows = vec![Row {
        name: "bitmask written bare (no observer parameter at all; `examples/bare_bitmask.rs`)".into(),
        search: Box::new(|n| bare_bitmask(black_box((1 << n) - 1), 0, 0, 0)),
    }];
    for strategy in [Strategy::Bitmask, Strategy::BranchAndBound] {
        let row = |what: &str, search: Box<dyn Fn(usize) -> u64>| Row {
            name: format!("{strategy} with {what}"),
            search,
        };
        rows.push(row(
            "`Quiet`",
            Box::new(move |n| {
                strategy
                    .search(black_box(n), DEFAULT_SEED, &mut Quiet)
                    .expect(SEARCHED)
            }),
        ));
        rows.push(row(
            "logging off (`search_logged`, the CLI's path)",
            Box::new(move |n| {
                search_logged(strategy, black_box(n), DEFAULT_SEED, &mut Quiet).expect(SEARCHED)
            }),
        ));
        rows.push(row(
            "the logger as a run-time `None`",
            Box::new(move |n| {
                let mut log = SearchLog::when_enabled(n);
                strategy
                    .search(black_box(n), DEFAULT_SEED, &mut log)
                    .expect(SEARCHED)
            }),
        ));
        rows.push(row(
            "`Counters`",
            Box::new(move |n| {
                let mut counters = Counters::default();
                strategy
                    .search(black_box(n), DEFAULT_SEED, &mut counters)
                    .expect(SEARCHED)
            }),
        ));
    }
    rows
}

/// One sample of `search` at `n`: seconds per run, over as many runs as
/// fill [`SAMPLE`], each run's count checked against `expected`.
fn sample(search: &dyn Fn(usize) -> u64, n: usize, expected: u64) -> f64 {
    let started = Instant::now();
    let mut runs = 0u32;
    while started.elapsed() < SAMPLE || runs == 0 {
        assert_eq!(search(n), expected, "the search counts every solution");
        runs += 1;
    }
    started.elapsed().as_secs_f64() / f64::from(runs)
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn shown(seconds: f64) -> String {
    if seconds < 1e-3 {
        format!("{:.0} µs", seconds * 1e6)
    } else {
        format!("{:.2} ms", seconds * 1e3)
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let samples = match args.iter().position(|arg| arg == "--samples") {
        Some(at) => args[at + 1].parse().expect("--samples takes a whole number"),
        None => 21,
    };
    let sizes = [10usize, 12];
    let rows = rows();
    let mut medians = vec![Vec::new(); rows.len()];
    for n in sizes {
        let expected = nqueens::known::solutions(n).expect("OEIS A000170 knows n");
        let mut times = vec![Vec::new(); rows.len()];
        for _ in 0..samples {
            for (row, times) in rows.iter().zip(&mut times) {
                times.push(sample(&row.search, n, expected));
            }
        }
        for (medians, times) in medians.iter_mut().zip(times) {
            medians.push(median(times));
        }
    }
    println!("| search | {} |", sizes.map(|n| format!("n = {n}")).join(" | "));
    println!("|---|{}", "---|".repeat(sizes.len()));
    for (row, medians) in rows.iter().zip(&medians) {
        let cells: Vec<String> = medians.iter().map(|&m| shown(m)).collect();
        println!("| {} | {} |", row.name, cells.join(" | "));
    }
    let quiet = rows
        .iter()
        .position(|row| row.name == "bitmask with `Quiet`")
        .map(|at| &medians[at])
        .expect("a row times bitmask with Quiet");
    println!();
    println!(
        "| bitmask, against `Quiet` | {} |",
        sizes.map(|n| format!("n = {n}")).join(" | ")
    );
    println!("|---|{}", "---|".repeat(sizes.len()));
    for (row, medians) in rows
        .iter()
        .zip(&medians)
        .filter(|(row, _)| row.name.starts_with("bitmask"))
    {
        let cells: Vec<String> = medians
            .iter()
            .zip(quiet)
            .map(|(m, q)| format!("{:.2}x", m / q))
            .collect();
        println!("| {} | {} |", row.name, cells.join(" | "));
    }
}
