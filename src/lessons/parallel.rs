//! Lesson 13, parallel: the symmetry search cut below its first rows into
//! independent subproblems, handed to the cores by work stealing; the
//! sizes of the subproblems, and what two cores buy, measured.

use std::io;
use std::time::Instant;

use super::{full_run, Page};
use crate::counters::Counters;
use crate::format::duration;
use crate::observer::Quiet;
use crate::run::{run_on, RunSpec};
use crate::strategies::parallel::CUT_ROW;
use crate::strategies::symmetry::{self, Report};
use crate::strategies::Strategy;

/// The threads the timed runs compare: one, then two.
const THREADS: [usize; 2] = [1, 2];

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[("cut", CUT_ROW.into())])?;
    page.code("src/strategies/parallel.rs", "pub fn count(")?;
    page.code("src/threads.rs", "pub fn solve_all<")?;
    let guess = page.ask(&[("n", n.into()), ("cut", CUT_ROW.into())])?;
    let parts = symmetry::split(n, CUT_ROW, &mut Quiet);
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
            ("largest_share", Page::percent(largest.into(), below.into())),
        ],
    )?;
    let spec = RunSpec {
        strategy: Strategy::Parallel,
        n,
        first: false,
    };
    let timed: Vec<(usize, f64)> = THREADS
        .iter()
        .map(|&threads| {
            // Best of three: the machine may be busy with other work.
            let best = (0..3)
                .map(|_| {
                    let start = Instant::now();
                    run_on(spec, threads);
                    start.elapsed()
                })
                .min()
                .expect("three runs");
            (threads, best.as_secs_f64())
        })
        .collect();
    let header = page.labels(&["column.threads", "column.time"]);
    let rows = timed
        .iter()
        .map(|&(threads, seconds)| {
            vec![
                page.count(threads as u128),
                duration(std::time::Duration::from_secs_f64(seconds)),
            ]
        })
        .collect();
    page.table(header, rows)?;
    let speedup = timed[0].1 / timed[1].1.max(1e-9);
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    page.say(
        "timed",
        &[("speedup", page.times(speedup)), ("cores", cores.into())],
    )?;
    page.question(&[], &[])
}
