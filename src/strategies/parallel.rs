//! Parallel: the symmetry search cut into thousands of subproblems, run on
//! several threads with work stealing.
//!
//! The tree of the `symmetry` strategy (one board per class of the 8
//! symmetries, Takaken's corner/side pruning) is cut below its first
//! [`CUT_ROW`] rows: each partial placement of those rows is an independent
//! subproblem, like the pre-placed rows of the distributed counters (the
//! border "constellations" of NQueensFAF go further and also pre-place the
//! last rows and side columns). Rayon's work-stealing pool hands the
//! subproblems to idle threads ([`crate::threads`]), so uneven subtrees
//! balance out; each task counts into its own [`Classes`] (and its own
//! [`Counters`] when counters are asked for), merged with `+=` at the end.
//!
//! An observer sees one ordered stream of events, which threads cannot give:
//! [`search`] (what `Strategy::search` runs) solves the same subproblems one
//! after another on the calling thread, so its events and counters are those
//! of the threaded run, in a deterministic order. Commands that stream events
//! (`solve`, `trace`) refuse `parallel` instead of showing that serial run
//! under its name.

use std::ops::AddAssign;

use super::symmetry::{self, Classes, Report, Subproblem};
use crate::counters::Counters;
use crate::observer::{Observer, Quiet};
use crate::threads::{pool, solve_all, Control, Outcome};

/// The name of the recursive function: the symmetry search's.
pub const FUNCTION: &str = symmetry::FUNCTION;

/// The rows placed before the tree is cut: 1,290 subproblems for n = 12,
/// 4,489 for n = 15, 9,033 for n = 17; enough to keep two threads busy to
/// the end and the progress bar moving, while the cut itself stays a
/// negligible part of the work.
pub const CUT_ROW: usize = 4;

/// Counts the solutions for an `n` x `n` board on the calling thread, one
/// subproblem after another, reporting every step and every board to `observer`.
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    let mut classes = Classes::default();
    for subproblem in symmetry::split(n, CUT_ROW, observer) {
        let (found, flow) = subproblem.solve(Report::EveryBoard, observer);
        classes += found;
        if flow.is_break() {
            break;
        }
    }
    u64::try_from(classes.total()).expect("a run that finishes counts fewer than 2^64 solutions")
}

/// Counts the solutions of an `n` x `n` board on `control.threads` threads,
/// observing nothing: the fastest count.
pub fn count(n: usize, control: Control) -> Outcome<Classes> {
    let mut top = Quiet;
    let subproblems = symmetry::split(n, CUT_ROW, &mut top);
    solve_all(&pool(control.threads), &subproblems, control, Subproblem::count)
}

/// Counts as [`count`] does, with counters: each task counts its own, and
/// the sum is exactly what the serial `symmetry` search counts.
pub fn count_with_counters(n: usize, control: Control) -> (Outcome<Classes>, Counters) {
    let mut counters = Counters::for_board(n);
    let subproblems = symmetry::split(n, CUT_ROW, &mut counters);
    let solve = |part: &Subproblem| {
        let mut counters = Counters::default();
        let (classes, _) = part.solve(Report::EveryBoard, &mut counters);
        Counted(classes, counters)
    };
    let outcome = solve_all(&pool(control.threads), &subproblems, control, solve);
    let Counted(classes, below) = outcome.found;
    counters += below;
    let outcome = Outcome {
        found: classes,
        done: outcome.done,
        subproblems: outcome.subproblems,
    };
    (outcome, counters)
}

/// A task's classes and counters, summed as one.
#[derive(Default)]
struct Counted(Classes, Counters);

impl AddAssign for Counted {
    fn add_assign(&mut self, other: Counted) {
        self.0 += other.0;
        self.1 += other.1;
    }
}
