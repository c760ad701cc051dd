//! Lesson 13, parallel: the symmetry search cut below its first rows into
//! independent subproblems, handed to the cores by work stealing; the
//! sizes of the subproblems, and what two cores buy, measured.

use std::io;

use super::{best_of, full_run, Page, TIMED_RUNS};
use crate::counters::Counters;
use crate::observer::Quiet;
use crate::run::{search, RunSpec};
use crate::strategies::parallel::CUT_ROW;
use crate::strategies::subproblem;
use crate::strategies::symmetry::Report;
use crate::strategies::Strategy;
use crate::threads::Control;

/// The threads the timed runs compare: one, then two.
const THREADS: [usize; 2] = [1, 2];

/// How a measured speedup of two threads over one is told: the section
/// that says it with the factor it names (faster, the same within 5%, or
/// slower), and the section on the limit of 2, which a speedup above 2
/// can only pass by noise in the timings.
fn told(speedup: f64) -> (&'static str, f64, &'static str) {
    let (key, times) = if speedup >= 1.05 {
        ("timed.faster", speedup)
    } else if speedup > 1.0 / 1.05 {
        ("timed.same", 1.0)
    } else {
        ("timed.slower", 1.0 / speedup)
    };
    let limit = if speedup > 2.0 {
        "timed.noise"
    } else {
        "timed.limit"
    };
    (key, times, limit)
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[("cut", CUT_ROW.into())])?;
    page.code("src/strategies/parallel.rs", "pub fn count(")?;
    page.say("rayon", &[])?;
    page.code("src/threads.rs", "pub fn solve_all<")?;
    let guess = page.ask(&[("n", n.into()), ("cut", CUT_ROW.into())])?;
    let parts = subproblem::split(n, CUT_ROW, &mut Quiet);
    page.reveal(guess, parts.len() as u128)?;
    let sizes: Vec<u64> = parts
        .iter()
        .map(|part| {
            let mut counters = Counters::default();
            let (_, flow) = part.solve(Report::NoBoards, &mut counters);
            debug_assert!(flow.is_continue(), "counters never stop a search");
            counters.nodes()
        })
        .collect();
    let whole = full_run(Strategy::Symmetry, n);
    let below: u64 = sizes.iter().sum();
    let largest = sizes.iter().copied().max().unwrap_or(0);
    let smallest = sizes.iter().copied().min().unwrap_or(0);
    page.say(
        "after",
        &[
            ("n", n.into()),
            ("parts", parts.len().into()),
            ("cut", CUT_ROW.into()),
            ("nodes", whole.counters.nodes().into()),
            ("below", below.into()),
            ("largest", largest.into()),
            ("smallest", smallest.into()),
            (
                "largest_share",
                Page::percent(largest.into(), below.into()).into(),
            ),
        ],
    )?;
    let spec = RunSpec::of(Strategy::Parallel, n, false);
    let timed: Vec<(usize, f64)> = THREADS
        .iter()
        .map(|&threads| {
            let best = best_of(TIMED_RUNS, || {
                search(spec, Control::on_threads(threads), &mut Quiet)
                    .expect("the lesson's boards are searched");
            });
            (threads, best.as_secs_f64())
        })
        .collect();
    let header = vec![
        page.words("column.threads", &[]),
        page.words("column.time", &[("runs", TIMED_RUNS.into())]),
    ];
    let rows = timed
        .iter()
        .map(|&(threads, seconds)| {
            vec![
                page.count(threads as u128),
                page.lang().duration(std::time::Duration::from_secs_f64(seconds)),
            ]
        })
        .collect();
    page.table(header, rows)?;
    let (key, times, limit) = told(timed[0].1 / timed[1].1.max(1e-9));
    let told = page.words(key, &[("times", page.times(times))]);
    let limit = page.words(limit, &[]);
    let cores = crate::threads::cores();
    page.say(
        "timed",
        &[
            ("speedup", told.into()),
            ("limit", limit.into()),
            ("cores", cores.into()),
        ],
    )?;
    page.question(&[], &[])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sentence_on_two_threads_agrees_with_the_measurement() {
        assert_eq!(told(1.5), ("timed.faster", 1.5, "timed.limit"));
        assert_eq!(told(1.02), ("timed.same", 1.0, "timed.limit"));
        assert_eq!(told(0.5), ("timed.slower", 2.0, "timed.limit"));
        // Noise can make one thread look more than twice as slow.
        assert_eq!(told(2.5), ("timed.faster", 2.5, "timed.noise"));
    }
}
