//! The strategies of the progression, one file each, and the names they go by.
//!
//! Each file is the lesson it teaches: a recursive search generic over an
//! [`Observer`], or, for the last two, a way to one solution that searches
//! no tree (`construction`, `min_conflicts`). [`Strategy`] names them on the
//! command line, says which [`Kind`] each is, and dispatches a run to the
//! right file.

pub mod bitmask;
pub mod bounding;
pub mod branch_and_bound;
pub mod branching;
pub mod construction;
pub mod halves;
pub mod masks;
pub mod min_conflicts;
pub mod mirror;
pub mod pairwise;
pub mod parallel;
pub mod symmetry;

use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};

use crate::estimate::{self, TreeSize};
use crate::observer::{FirstSolution, Observer, PruneReason};

/// A way of searching, as named on the command line (`--strategy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Strategy {
    /// Every row tries every column; placements are tested at the leaves (n^n leaves).
    Branching,
    /// A used-column flag cuts branches; diagonals are tested at the leaves (n! leaves).
    Bounding,
    /// Column, `/` and `\` flag arrays: one O(1) test per square.
    BranchAndBound,
    /// Each square is compared with every earlier queen (the IsSafe scan).
    Pairwise,
    /// The three flag arrays as bit masks; free squares by their lowest set bit.
    Bitmask,
    /// Bitmask on the left half of the first row, each solution counted with its mirror image.
    Mirror,
    /// One board per class of the 8 rotations and reflections, weighted by its class size.
    Symmetry,
    /// The symmetry search cut into subproblems, run on every core (work stealing).
    Parallel,
    /// Meet in the middle: the top half placed once, joined with itself upside down.
    Halves,
    /// One solution written down by a rule (even columns, then odd ones): no search, any n >= 4.
    Construction,
    /// One solution by repair: attacked queens move to the least attacked square of their row.
    MinConflicts,
}

/// What a strategy gives: every solution of a tree it searches, or one
/// solution found without a tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A tree search: counts every solution, or stops at the first.
    Search,
    /// One solution, for boards far past what a search takes.
    OneSolution,
}

/// The largest board the one-solution strategies take (`construction`,
/// `min-conflicts`): ten million queens, a few hundred megabytes at most.
pub const MAX_ONE_SOLUTION_N: usize = 10_000_000;

impl Strategy {
    /// Every tree search, in the order of the progression.
    pub const ALL: [Strategy; 9] = [
        Self::Branching,
        Self::Bounding,
        Self::BranchAndBound,
        Self::Pairwise,
        Self::Bitmask,
        Self::Mirror,
        Self::Symmetry,
        Self::Parallel,
        Self::Halves,
    ];

    /// The strategies that find one solution without a tree, after the searches.
    pub const ONE_SOLUTION: [Strategy; 2] = [Self::Construction, Self::MinConflicts];

    /// Whether the strategy searches a tree or gives one solution.
    pub fn kind(self) -> Kind {
        match self {
            Self::Construction | Self::MinConflicts => Kind::OneSolution,
            _ => Kind::Search,
        }
    }

    /// Whether a run draws random numbers from a seed (`--seed`).
    pub fn takes_seed(self) -> bool {
        self == Self::MinConflicts
    }

    /// The fastest counter for an `n` x `n` board, `count`'s default: the
    /// unique count needs the classes `parallel` counts, and `halves` keeps
    /// too much in memory past its largest board.
    pub fn fastest(n: usize, unique: bool) -> Strategy {
        if unique || n > halves::MAX_N {
            Self::Parallel
        } else {
            Self::Halves
        }
    }

    /// The largest board the strategy takes on one thread, reporting its
    /// steps (`compare`, `solve`, `trace`).
    pub fn max_n(self) -> usize {
        match self {
            Self::Halves => halves::MAX_SHOWN_N,
            Self::Construction | Self::MinConflicts => MAX_ONE_SOLUTION_N,
            _ => crate::MAX_N,
        }
    }

    /// The largest board the strategy counts quietly (`count`).
    pub fn max_count_n(self) -> usize {
        match self {
            Self::Halves => halves::MAX_N,
            _ => crate::MAX_N,
        }
    }

    /// The name on the command line and in every output.
    pub fn name(self) -> &'static str {
        match self {
            Self::Branching => "branching",
            Self::Bounding => "bounding",
            Self::BranchAndBound => "branch-and-bound",
            Self::Pairwise => "pairwise",
            Self::Bitmask => "bitmask",
            Self::Mirror => "mirror",
            Self::Symmetry => "symmetry",
            Self::Parallel => "parallel",
            Self::Halves => "halves",
            Self::Construction => "construction",
            Self::MinConflicts => "min-conflicts",
        }
    }

    /// The name of the recursive function in the strategy's source file.
    pub fn function(self) -> &'static str {
        match self {
            Self::Branching => branching::FUNCTION,
            Self::Bounding => bounding::FUNCTION,
            Self::BranchAndBound => branch_and_bound::FUNCTION,
            Self::Pairwise => pairwise::FUNCTION,
            Self::Bitmask => bitmask::FUNCTION,
            Self::Mirror => mirror::FUNCTION,
            Self::Symmetry => symmetry::FUNCTION,
            Self::Parallel => parallel::FUNCTION,
            Self::Halves => halves::FUNCTION,
            Self::Construction => construction::FUNCTION,
            Self::MinConflicts => min_conflicts::FUNCTION,
        }
    }

    /// Whether the strategy spreads its count over threads (`--threads`).
    /// Threads cannot form one ordered stream of events, so
    /// [`Strategy::search`] runs the same work on the calling thread.
    pub fn is_threaded(self) -> bool {
        matches!(self, Self::Parallel | Self::Halves)
    }

    /// Whether [`Strategy::search`] only stands in for the threaded run:
    /// `parallel` there runs its subproblems one after another, which is the
    /// `symmetry` search under another name, so commands that show one
    /// search's events or boards refuse it. (`halves` on one thread is
    /// its own algorithm, shown as it runs.)
    pub fn is_serial_stand_in(self) -> bool {
        self == Self::Parallel
    }

    /// The version of the split into tasks that `count --shard` deals, for
    /// the strategies that cut a count into shards (the threaded ones).
    pub fn shard_split(self) -> Option<&'static str> {
        match self {
            Self::Halves => Some(halves::SPLIT),
            Self::Parallel => Some(parallel::SPLIT),
            _ => None,
        }
    }

    /// Whether the strategy counts classes of symmetric solutions (and so
    /// gives the unique count too).
    pub fn counts_classes(self) -> bool {
        matches!(self, Self::Symmetry | Self::Parallel)
    }

    /// Runs the search on an `n` x `n` board, reporting to `observer`, and
    /// returns the number of solutions found (all of them unless the observer
    /// stopped the search; one at most for the one-solution strategies).
    /// Every strategy reports every solution it counts to `observer`;
    /// `parallel` runs here on the calling thread; `min-conflicts` draws
    /// from its default seed.
    pub fn search<O: Observer>(self, n: usize, observer: &mut O) -> u64 {
        self.search_seeded(n, min_conflicts::DEFAULT_SEED, observer)
    }

    /// [`Strategy::search`], with `min-conflicts` drawing from `seed` (the
    /// other strategies draw no random numbers).
    pub fn search_seeded<O: Observer>(self, n: usize, seed: u64, observer: &mut O) -> u64 {
        match self {
            Self::Branching => branching::search(n, observer),
            Self::Bounding => bounding::search(n, observer),
            Self::BranchAndBound => branch_and_bound::search(n, observer),
            Self::Pairwise => pairwise::search(n, observer),
            Self::Bitmask => bitmask::search(n, observer),
            Self::Mirror => mirror::search(n, observer),
            Self::Symmetry => symmetry::search(n, observer),
            Self::Parallel => parallel::search(n, observer),
            Self::Halves => halves::search(n, observer),
            Self::Construction => construction::search(n, observer),
            Self::MinConflicts => min_conflicts::repair(n, seed, observer),
        }
    }

    /// How many nodes a run visits, when that needs watching: exact where a
    /// closed form or the first solution's path gives it, otherwise Knuth's
    /// estimate of the strategy's tree. `None` where nothing predicts it: a
    /// run of the symmetric trees stopped at its first solution.
    ///
    /// The construction places its `n` queens once; min-conflicts places
    /// `n` per start and nothing tells how many starts it takes.
    pub fn expected_nodes(self, n: usize, first: bool) -> Option<TreeSize> {
        match self {
            Self::Construction => return Some(TreeSize::Exact(n as u128)),
            Self::MinConflicts => return None,
            _ => {}
        }
        if first {
            let path = first_path(n);
            let Some(queens) = path.queens else {
                // No solution (n = 2, 3): the whole tree is searched.
                return self.expected_nodes(n, false);
            };
            let to_first = u128::from(path.bounded_nodes);
            return match self {
                Self::Branching => Some(TreeSize::Exact(estimate::full_branching_nodes_to(&queens))),
                Self::Bounding => Some(TreeSize::Exact(estimate::row_limited_nodes_to(&queens))),
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
/// counts it (release build; see docs/REFERENCE.md, "What the budget
/// weighs"). A node of `branch-and-bound` tries its n squares with up to
/// three flag lookups each (0.31·n measured at n = 13 and 0.32·n at 14); a
/// node of `pairwise` scans the earlier queens for each (about n²/3 checks
/// a node: 0.125·n² measured at n = 12 to 13); `bounding` tests one column
/// flag per square and its leaves (0.9 at n = 10 and 11); `branching`
/// tests only its leaves, most of its nodes (0.5 at n = 8); the mask
/// searches cost about what bitmask does (1.0 to 1.2 from n = 12 to 15).
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
/// (measured as `node_weight`: 47.6 million pair tests at n = 14 and 166
/// million at n = 15 took the time of 3.3 and 13 million bitmask nodes
/// beside the half tree).
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

/// The [`FirstPath`] for `n`, found by one bitmask run that counts only
/// its nodes, and kept, so that sizing several runs of one board searches
/// only once (under a second for the 87 million nodes of n = 32).
pub fn first_path(n: usize) -> FirstPath {
    static FOUND: Mutex<BTreeMap<usize, FirstPath>> = Mutex::new(BTreeMap::new());
    let mut found = FOUND.lock().unwrap_or_else(PoisonError::into_inner);
    found
        .entry(n)
        .or_insert_with(|| {
            let mut watchers = (NodeCount::default(), FirstSolution::default());
            bitmask::search(n, &mut watchers);
            FirstPath {
                queens: watchers.1.queens,
                bounded_nodes: watchers.0.nodes,
            }
        })
        .clone()
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

/// The first solution in column order, if any.
pub fn first_solution(n: usize) -> Option<Vec<usize>> {
    first_path(n).queens
}

impl std::fmt::Display for Strategy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::ValueEnum;

    #[test]
    fn names_agree_with_the_command_line() {
        for strategy in Strategy::ALL.into_iter().chain(Strategy::ONE_SOLUTION) {
            let value = strategy
                .to_possible_value()
                .expect("every strategy is selectable");
            assert_eq!(value.get_name(), strategy.name());
            assert_eq!(Strategy::from_str(strategy.name(), false), Ok(strategy));
        }
    }

    #[test]
    fn the_kinds_split_the_searches_from_the_one_solution_strategies() {
        for strategy in Strategy::ALL {
            assert_eq!(strategy.kind(), Kind::Search, "{strategy}");
        }
        for strategy in Strategy::ONE_SOLUTION {
            assert_eq!(strategy.kind(), Kind::OneSolution, "{strategy}");
            assert_eq!(strategy.max_n(), MAX_ONE_SOLUTION_N, "{strategy}");
        }
        let every: Vec<Strategy> = Strategy::value_variants().to_vec();
        let listed: Vec<Strategy> = Strategy::ALL.into_iter().chain(Strategy::ONE_SOLUTION).collect();
        assert_eq!(
            every, listed,
            "ALL and ONE_SOLUTION list every strategy once, in order"
        );
    }

    #[test]
    fn a_stopped_bounded_run_is_sized_by_the_first_solutions_path() {
        // docs/REFERENCE.md: the first solution for n = 8 is reached at the 114th node.
        assert_eq!(
            Strategy::Pairwise.expected_nodes(8, true),
            Some(TreeSize::Exact(114))
        );
        assert_eq!(first_path(8).queens, Some(vec![0, 4, 7, 5, 2, 6, 1, 3]));
        // No solution for n = 3: the whole bounded tree (1 + 3 + 2 nodes).
        assert_eq!(
            first_path(3),
            FirstPath {
                queens: None,
                bounded_nodes: 6
            }
        );
    }
}
