//! The forecast of a run before it starts: how many nodes it visits, and
//! what they cost in nodes of the bitmask search.
//!
//! The forecasts are methods of [`Strategy`] written here, beside the
//! weights they use (an inherent `impl` may sit in any module of the
//! crate), so that `strategies` stays the list of strategies and their
//! dispatch while a caller still asks `strategy.expected_work(n, first)`.

use std::sync::OnceLock;

use crate::estimate::{self, TreeSize};
use crate::observer::{FirstSolution, Observer, PruneReason};
use crate::strategies::{bitmask, parallel, Strategy};
use crate::MAX_N;

impl Strategy {
    /// How many nodes a run visits, when that needs watching: exact where a
    /// closed form or the first solution's path gives it, otherwise Knuth's
    /// estimate of the strategy's tree. `None` where nothing predicts it: a
    /// run of the symmetric trees stopped at its first solution, a run
    /// of min-conflicts, or a board the strategy does not take
    /// ([`Strategy::max_search_n`]).
    ///
    /// The construction places its `n` queens once; min-conflicts places
    /// `n` per start and nothing tells how many starts it takes.
    pub fn expected_nodes(self, n: usize, first: bool) -> Option<TreeSize> {
        if !(1..=self.max_search_n()).contains(&n) {
            return None;
        }
        match self {
            Self::Construction => return Some(TreeSize::Exact(n as u128)),
            Self::MinConflicts => return None,
            _ => {}
        }
        if first {
            let path = first_path(n)?;
            let Some(queens) = &path.queens else {
                // No solution (n = 2, 3): the whole tree is searched.
                return self.expected_nodes(n, false);
            };
            let to_first = u128::from(path.bounded_nodes);
            return match self {
                Self::Branching => Some(TreeSize::Exact(estimate::full_branching_nodes_to(queens))),
                Self::Bounding => Some(TreeSize::Exact(estimate::row_limited_nodes_to(queens))),
                // Mirror's tree is the bounded tree with the first row cut
                // after its middle, where the first solution starts.
                Self::BranchAndBound | Self::Pairwise | Self::Bitmask | Self::Mirror => {
                    Some(TreeSize::Exact(to_first))
                }
                // The symmetric trees are the bounded tree less boards that
                // are no class's least image, in the same order; the first
                // solution is the least of all, so they reach it no later
                // (and `parallel` first walks the rows above its cut).
                Self::Symmetry => Some(TreeSize::About(to_first)),
                Self::Parallel => Some(TreeSize::About(
                    to_first + u128::from(parallel::nodes_above_cut(n)),
                )),
                // Halves walks its whole half tree before it joins.
                Self::Halves => self.expected_nodes(n, false),
                Self::Construction | Self::MinConflicts => unreachable!("sized above"),
            };
        }
        Some(match self {
            Self::Branching => TreeSize::Exact(estimate::full_branching_nodes(n)),
            Self::Bounding => TreeSize::Exact(estimate::row_limited_nodes(n)),
            Self::BranchAndBound | Self::Pairwise | Self::Bitmask => {
                TreeSize::About(estimate::bounded_tree_nodes(n))
            }
            Self::Mirror => TreeSize::About(estimate::mirror_tree_nodes(n)),
            Self::Symmetry | Self::Parallel => TreeSize::About(estimate::symmetry_tree_nodes(n)),
            Self::Halves => TreeSize::About(estimate::bounded_band_nodes(n, n / 2)),
            Self::Construction | Self::MinConflicts => unreachable!("sized above"),
        })
    }

    /// The work of a run, in nodes of the bitmask search: its
    /// [`Strategy::expected_nodes`], each weighted by what a node of this
    /// strategy costs, plus the pair tests of `halves` (all of them: an
    /// upper bound when it stops at its first board). This is what the
    /// budget bounds, so that it bounds time whatever the strategy. `None`
    /// where the nodes are not predicted.
    pub fn expected_work(self, n: usize, first: bool) -> Option<TreeSize> {
        let nodes = self.expected_nodes(n, first)?;
        let weight = node_weight(self, n);
        if nodes.is_saturated() || (weight == 1.0 && self != Self::Halves) {
            return Some(nodes);
        }
        let mut work = nodes.nodes() as f64 * weight;
        if self == Self::Halves {
            let band = self.expected_nodes(n, false)?.nodes();
            work += halves_pair_tests(n, band) * PAIR_TEST_WEIGHT;
        }
        let work = work.round() as u128;
        Some(match nodes {
            TreeSize::Exact(exact) if work == exact => nodes,
            _ => TreeSize::About(work),
        })
    }
}

/// What one node of each strategy costs, in nodes of the bitmask search:
/// its CPU time per node over bitmask's, each run counted as `compare`
/// counts it (release build; measure again with `/usr/bin/time -v nqueens
/// compare -n N --strategies S --max-nodes 18446744073709551615` for S and
/// for bitmask; see docs/REFERENCE.md, "What the budget weighs"). A node of
/// `branch-and-bound` tries its n squares with up to three flag lookups
/// each (0.31·n measured at n = 13 and 0.32·n at 14); a node of `pairwise`
/// scans the earlier queens for each (about n²/3 checks a node: 0.125·n²
/// measured at n = 12 to 13); `bounding` tests one column flag per square
/// and its leaves (0.9 at n = 10 and 11); `branching` tests only its
/// leaves, most of its nodes (0.5 at n = 8); the mask searches cost about
/// what bitmask does (1.0 to 1.2 from n = 12 to 15).
fn node_weight(strategy: Strategy, n: usize) -> f64 {
    let n = n as f64;
    match strategy {
        Strategy::Branching => 0.5,
        Strategy::BranchAndBound => 0.32 * n,
        Strategy::Pairwise => 0.125 * n * n,
        _ => 1.0,
    }
}

/// What one pair test of `halves` costs, in nodes of the bitmask search
/// (measured as the weight of a node, with `--strategies halves` at n = 14 and
/// 15: 47.6 million pair tests at n = 14 and 166 million at n = 15 took
/// the time of 3.3 and 13 million bitmask nodes beside the half tree).
pub const PAIR_TEST_WEIGHT: f64 = 0.08;

/// The pair tests `halves` makes, estimated from its bands of `n / 2` rows
/// of `band_nodes` nodes: about as many tops as nodes, each column set of
/// the C(n, n/2) ones holding its share, every top tried against every
/// bottom of the columns left, one case of each class of about eight.
fn halves_pair_tests(n: usize, band_nodes: u128) -> f64 {
    let rows = n / 2;
    let column_sets = (0..rows).fold(1f64, |c, k| c * (n - k) as f64 / (k + 1) as f64);
    let nodes = band_nodes as f64;
    nodes * nodes / (8.0 * column_sets)
}

/// The first solution in column order (the same for every strategy of the
/// progression: they all try columns left to right), and the nodes of the
/// bounded tree visited up to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstPath {
    /// The first solution, if the board has one.
    pub queens: Option<Vec<usize>>,
    /// Nodes branch-and-bound visits to reach it (the whole tree if none).
    pub bounded_nodes: u64,
}

/// The [`FirstPath`] for `n` from 1 to [`MAX_N`] (`None` for any other n),
/// found by one bitmask run that counts only its nodes, the first time it
/// is asked, and kept: sizing several runs of one board searches once
/// (under a second for the 87 million nodes of n = 32). One cell per board
/// size, each filled once whichever thread asks first: no lock is held
/// while another board is searched, and a path once found is only read.
pub fn first_path(n: usize) -> Option<&'static FirstPath> {
    static FOUND: [OnceLock<FirstPath>; MAX_N + 1] = [const { OnceLock::new() }; MAX_N + 1];
    if !(1..=MAX_N).contains(&n) {
        return None;
    }
    Some(FOUND[n].get_or_init(|| {
        let mut watchers = (NodeCount::default(), FirstSolution::default());
        bitmask::search(n, &mut watchers);
        FirstPath {
            queens: watchers.1.queens,
            bounded_nodes: watchers.0.nodes,
        }
    }))
}

/// Counts the nodes of a search and nothing else.
#[derive(Default)]
struct NodeCount {
    nodes: u64,
}

impl Observer for NodeCount {
    const READS_QUEENS: bool = false;
    const READS_ORDER: bool = false;

    #[inline(always)]
    fn call(&mut self, _depth: usize) {
        self.nodes += 1;
    }

    #[inline(always)]
    fn prune_row(&mut self, _row: usize, _cols: u64, _reason: PruneReason) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stopped_bounded_run_is_sized_by_the_first_solutions_path() {
        // docs/REFERENCE.md: the first solution for n = 8 is reached at the 114th node.
        assert_eq!(
            Strategy::Pairwise.expected_nodes(8, true),
            Some(TreeSize::Exact(114))
        );
        let eight = first_path(8).expect("n = 8 is searched");
        assert_eq!(eight.queens, Some(vec![0, 4, 7, 5, 2, 6, 1, 3]));
        // No solution for n = 3: the whole bounded tree (1 + 3 + 2 nodes).
        assert_eq!(
            first_path(3),
            Some(&FirstPath {
                queens: None,
                bounded_nodes: 6
            })
        );
    }

    #[test]
    fn boards_no_search_takes_have_no_forecast() {
        assert_eq!(first_path(0), None);
        assert_eq!(first_path(MAX_N + 1), None);
        for strategy in Strategy::SEARCHES {
            assert_eq!(strategy.expected_nodes(0, false), None, "{strategy}");
            assert_eq!(strategy.expected_work(MAX_N + 1, true), None, "{strategy}");
        }
    }
}
