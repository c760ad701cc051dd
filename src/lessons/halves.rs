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
const MEASURED_ONE_THREAD: (usize, &str) = (18, "1.2");
/// ... a board and its seconds on two, and a board and the minutes it
/// took less than on two ...
const MEASURED_TWO_THREADS: [(usize, &str); 2] = [(20, "31"), (21, "6")];
/// ... and with `cargo bench --bench versus`, the boards and the least and
/// most times Kluev's counter took as long as this one, one thread each.
const AGAINST_KLUEV: (usize, usize, &str, &str) = (15, 19, "3.4", "5.7");

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

#[cfg(test)]
mod tests {
    use super::*;

    /// The section "On two quiet cores" of docs/benchmarks.md, where the
    /// lesson's measured figures come from.
    fn quiet_cores() -> String {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/benchmarks.md");
        let page = std::fs::read_to_string(path).expect("docs/benchmarks.md is read");
        let start = page
            .find("## On two quiet cores")
            .expect("the section of two quiet cores");
        let section = &page[start..];
        let end = section[1..].find("\n## ").map_or(section.len(), |at| at + 1);
        section[..end].to_string()
    }

    /// The rows of the section's table headed by a line that starts with
    /// `heading`, each as its cells.
    fn rows(section: &str, heading: &str) -> Vec<Vec<String>> {
        let rows: Vec<Vec<String>> = section
            .lines()
            .skip_while(|line| !line.starts_with(heading))
            .skip(2)
            .take_while(|line| line.starts_with('|'))
            .map(|line| {
                line.trim_matches('|')
                    .split('|')
                    .map(|cell| cell.trim().to_string())
                    .collect()
            })
            .collect();
        assert!(!rows.is_empty(), "a table headed {heading}");
        rows
    }

    /// Whether the lesson's `figure` is `measured` rounded to the figure's
    /// last digit (`1.4` for 1.36, `29` for 28.8).
    fn rounds_to(measured: f64, figure: &str) -> bool {
        let decimals = figure.split_once('.').map_or(0, |(_, after)| after.len());
        let half = 0.5 / 10f64.powi(decimals as i32);
        (measured - figure.parse::<f64>().expect("a figure")).abs() <= half + 1e-9
    }

    #[test]
    fn the_measured_figures_are_the_benchmark_pages() {
        let section = quiet_cores();
        let count = rows(&section, "| n | threads | wall s |");
        let wall = |n: usize, threads: &str| -> f64 {
            let row = count
                .iter()
                .find(|row| row[0] == n.to_string() && row[1] == threads)
                .unwrap_or_else(|| panic!("a row of n = {n} on {threads} threads"));
            row[2].parse().expect("wall seconds")
        };
        let (one_n, one_time) = MEASURED_ONE_THREAD;
        let [(two_n, two_time), (large_n, large_minutes)] = MEASURED_TWO_THREADS;
        assert!(rounds_to(wall(one_n, "1"), one_time), "n = {one_n}: {one_time} s");
        assert!(rounds_to(wall(two_n, "2"), two_time), "n = {two_n}: {two_time} s");
        // "Under 5 minutes": the next whole minute above the wall time.
        let minutes = wall(large_n, "2") / 60.0;
        let large: f64 = large_minutes.parse().expect("whole minutes");
        assert!(
            minutes < large && minutes >= large - 1.0,
            "n = {large_n}: {minutes} minutes"
        );
        // The page says the first two in words as the lesson does.
        let words = section.split_whitespace().collect::<Vec<_>>().join(" ");
        for said in [
            format!("n = {one_n} takes {one_time} s on one thread"),
            format!("n = {two_n} {two_time} s on two"),
        ] {
            assert!(words.contains(&said), "{said} in docs/benchmarks.md");
        }

        let versus = rows(&section, "| n | plain C |");
        let (from, to, least, most) = AGAINST_KLUEV;
        let boards: Vec<String> = versus.iter().map(|row| row[0].clone()).collect();
        let expected: Vec<String> = (from..=to).map(|n| n.to_string()).collect();
        assert_eq!(boards, expected);
        let factors: Vec<f64> = versus
            .iter()
            .map(|row| {
                let last = row.last().expect("a factor");
                last.trim_end_matches('x').parse().expect("a factor")
            })
            .collect();
        let fewest = factors.iter().copied().fold(f64::INFINITY, f64::min);
        let largest = factors.iter().copied().fold(0.0, f64::max);
        assert!(rounds_to(fewest, least), "{fewest} as {least}");
        assert!(rounds_to(largest, most), "{largest} as {most}");
    }
}
