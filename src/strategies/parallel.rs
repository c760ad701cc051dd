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

use super::subproblem::{self, Subproblem};
use super::symmetry::{self, Classes, Report};
use crate::counters::Counters;
use crate::estimate;
use crate::observer::{Observer, Quiet};
use crate::shard::{Shard, Unbalanced};
use crate::threads::{solve_all, Control, Outcome};

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
    for subproblem in subproblem::split(n, CUT_ROW, observer) {
        let (found, flow) = subproblem.solve(Report::EveryBoard, observer);
        classes += found;
        if flow.is_break() {
            break;
        }
    }
    u64::try_from(classes.total()).expect("a run that finishes counts fewer than 2^64 solutions")
}

/// The nodes of the symmetry tree above the cut, which [`search`] visits
/// before its first subproblem.
pub fn nodes_above_cut(n: usize) -> u64 {
    let mut counters = Counters::for_board(n);
    subproblem::split(n, CUT_ROW, &mut counters);
    counters.nodes()
}

/// Counts the solutions of an `n` x `n` board on `control.threads` threads,
/// observing nothing: the fastest count.
pub fn count(n: usize, control: Control) -> Outcome<Classes> {
    let subproblems = subproblem::split(n, CUT_ROW, &mut Quiet);
    solve_all(&subproblems, control, Subproblem::count)
}

/// How [`count_shard`] cuts the count into tasks, in every shard's line:
/// change it whenever the cut or the estimates change.
pub const SPLIT: &str = "parallel 1";

/// Random paths of Knuth's estimator per subproblem when shards deal them:
/// one estimate is rough, but a shard holds many subproblems and their
/// errors average out.
const SHARD_PROBES: u32 = 64;

/// Counts the part `shard` of the classes, as [`count`] does the whole: the
/// subproblems are dealt by Knuth's estimate of their bounded subtrees, and
/// cut a row deeper while there are fewer than `TASKS_PER_SHARD` per shard.
pub fn count_shard(n: usize, control: Control, shard: Shard) -> Result<Outcome<Classes>, Unbalanced> {
    let subproblems = shard_subproblems(n, shard)?;
    Ok(solve_all(&subproblems, control, Subproblem::count))
}

/// Whether [`count_shard`] deals the subproblems of an `n` x `n` board to
/// `m` shards, or refuses them as too coarse for that many.
pub fn deals(n: usize, m: usize) -> Result<(), Unbalanced> {
    shard_subproblems(n, Shard { k: 0, m }).map(drop)
}

/// The subproblems dealt to `shard`, in the serial search's order.
fn shard_subproblems(n: usize, shard: Shard) -> Result<Vec<Subproblem>, Unbalanced> {
    let mut top = Quiet;
    let mut depth = CUT_ROW;
    let mut subproblems = subproblem::split(n, depth, &mut top);
    if shard == Shard::WHOLE {
        return Ok(subproblems);
    }
    while subproblems.len() < TASKS_PER_SHARD * shard.m && depth < n / 2 {
        depth += 1;
        subproblems = subproblem::split(n, depth, &mut top);
    }
    let estimates: Vec<u64> = subproblems
        .iter()
        .map(|part| {
            let nodes = estimate::bounded_nodes_below(n, part.prefix(), SHARD_PROBES);
            u64::try_from(nodes).unwrap_or(u64::MAX)
        })
        .collect();
    let picked = shard.pick(&estimates)?;
    Ok(picked.into_iter().map(|part| subproblems[part].clone()).collect())
}

/// Subproblems per shard the cut aims at, so the deal can balance them.
const TASKS_PER_SHARD: usize = 16;

/// Counts as [`count`] does, with counters: each task counts its own, and
/// the sum is exactly what the serial `symmetry` search counts.
pub fn count_with_counters(n: usize, control: Control) -> (Outcome<Classes>, Counters) {
    let mut counters = Counters::for_board(n);
    let subproblems = subproblem::split(n, CUT_ROW, &mut counters);
    let solve = |part: &Subproblem| {
        let mut counters = Counters::default();
        let (classes, _) = part.solve(Report::EveryBoard, &mut counters);
        Counted(classes, counters)
    };
    let outcome = solve_all(&subproblems, control, solve);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_hold_every_subproblem_once_with_balanced_nodes() {
        // The deal goes by Knuth's estimates; the nodes each shard's
        // subproblems really visit stay under twice the mean.
        let n = 12;
        let m = 8;
        let mut nodes = Vec::new();
        let mut classes = Classes::default();
        for k in 0..m {
            let mut counters = Counters::default();
            for part in shard_subproblems(n, Shard { k, m }).expect("n = 12 balances 8 shards") {
                classes += part.solve(Report::NoBoards, &mut counters).0;
            }
            nodes.push(counters.nodes());
        }
        assert_eq!(classes, count(n, Control::on_threads(1)).found);
        assert_eq!(classes.total(), u128::from(crate::known::solutions(n).unwrap()));
        let mean = nodes.iter().sum::<u64>() / m as u64;
        assert!(
            nodes.iter().all(|&shard| shard < 2 * mean),
            "nodes per shard {nodes:?}"
        );
    }
}
