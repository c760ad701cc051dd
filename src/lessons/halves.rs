//! Lesson 14, halves: meet in the middle. The top half of the board is
//! placed once, joined with itself turned upside down by one AND per pair;
//! the tree shrinks and the work moves into the checks of the join.

use std::io;

use super::{best_of, full_run, Page, TIMED_RUNS};
use crate::strategies::halves::{band_rows, MAX_QUADRANT_N};
use crate::strategies::Strategy;

/// What docs/benchmarks.md ("On two quiet cores") measured of the quiet
/// count, with `/usr/bin/time nqueens count -n N --threads T`: a board
/// and its seconds on one thread, ...
const MEASURED_ONE_THREAD: (usize, &str) = (18, "1.4");
/// ... a board and its seconds on two, and a board and the minutes it
/// took less than on two ...
const MEASURED_TWO_THREADS: [(usize, &str); 2] = [(20, "29"), (21, "5")];
/// ... and with `cargo bench --bench versus`, the boards and the least and
/// most times Kluev's counter took as long as this one, one thread each.
const AGAINST_KLUEV: (usize, usize, &str, &str) = (15, 19, "3", "5.8");

/// The boards of the answer's list of checks per node: from this one...
const ANSWER_FROM: usize = 8;
/// ... up to this one.
const ANSWER_UP_TO: usize = 12;

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say(
        "intro",
        &[
            ("n", n.into()),
            ("rows", band_rows(n).into()),
            ("quadrant_max", MAX_QUADRANT_N.into()),
        ],
    )?;
    let (one_n, one_time) = MEASURED_ONE_THREAD;
    let [(two_n, two_time), (large_n, large_minutes)] = MEASURED_TWO_THREADS;
    let (from, to, least, most) = AGAINST_KLUEV;
    page.say(
        "measured",
        &[
            ("one_n", one_n.into()),
            ("one_time", one_time.into()),
            ("two_n", two_n.into()),
            ("two_time", two_time.into()),
            ("large_n", large_n.into()),
            ("large_minutes", large_minutes.into()),
            ("from", from.into()),
            ("to", to.into()),
            ("least", least.into()),
            ("most", most.into()),
        ],
    )?;
    page.code("src/strategies/halves/sliced.rs", "pub(super) fn count_disjoint(")?;
    let previous = full_run(Strategy::Bitmask, n);
    let guess = page.ask(&[
        ("n", n.into()),
        ("previous_nodes", previous.counters.nodes().into()),
        ("rows", band_rows(n).into()),
    ])?;
    let result = full_run(Strategy::Halves, n);
    page.reveal(guess, result.counters.nodes())?;
    page.strategy_runs(&[&previous, &result])?;
    let c = &result.counters;
    let per_node = |result: &crate::run::RunResult| {
        format!(
            "{:.1}",
            result.counters.checks as f64 / result.counters.nodes() as f64
        )
    };
    let fewer = page.fewer(previous.counters.nodes(), c.nodes());
    page.say(
        "after",
        &[
            ("nodes", c.nodes().into()),
            ("previous_nodes", previous.counters.nodes().into()),
            ("fewer", fewer),
            ("checks", c.checks.into()),
            ("previous_checks", previous.counters.checks.into()),
            ("per_node", per_node(&result).into()),
            ("previous_per_node", per_node(&previous).into()),
            ("solutions", c.solutions.into()),
        ],
    )?;
    let [time, previous_time] = [Strategy::Halves, Strategy::Bitmask].map(|strategy| {
        best_of(TIMED_RUNS, || {
            full_run(strategy, n);
        })
    });
    let (key, times) = if time < previous_time {
        (
            "timed.faster",
            previous_time.as_secs_f64() / time.as_secs_f64().max(1e-9),
        )
    } else {
        (
            "timed.slower",
            time.as_secs_f64() / previous_time.as_secs_f64().max(1e-9),
        )
    };
    page.say(
        key,
        &[
            ("runs", TIMED_RUNS.into()),
            ("time", page.lang().duration(time).into()),
            ("previous_time", page.lang().duration(previous_time).into()),
            ("times", page.times(times)),
        ],
    )?;
    let growth: Vec<String> = if page.answer_wanted() {
        (ANSWER_FROM..=ANSWER_UP_TO)
            .map(|size| {
                let checks = per_node(&full_run(Strategy::Halves, size));
                page.words(
                    "answer.per_node",
                    &[("n", size.into()), ("checks", checks.into())],
                )
            })
            .collect()
    } else {
        Vec::new()
    };
    page.question(&[], &[("growth", growth.join(", ").into())])
}
