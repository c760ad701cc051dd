//! The strategies of the progression, one file each, and the names they go
//! by: the index of the lessons.
//!
//! Each file is the lesson it teaches: a recursive search generic over an
//! [`Observer`], or, for the last two, a way to one solution that searches
//! no tree (`construction`, `min_conflicts`). [`Strategy`] names them on the
//! command line, says which [`Kind`] each is and which boards it takes, and
//! dispatches a search to the right file ([`Strategy::search`], which
//! refuses a board the strategy does not take with a [`SizeError`]). How
//! long a run takes is [`crate::budget`]'s; running one with counters, a
//! clock and a log is [`crate::run::search`]'s.

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
pub mod subproblem;
pub mod symmetry;

use std::fmt;

use crate::observer::Observer;
use crate::shard::Unbalanced;

/// A way of searching, as named on the command line (`--strategy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Strategy {
    /// Every row tries every column; placements are tested at the leaves (n^n leaves).
    Branching,
    /// A used-column flag cuts branches; diagonals are tested at the leaves (n! leaves).
    Bounding,
    /// Backtracking with column, `/` and `\` flag arrays: one O(1) test per square.
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

/// The first `N` strategies of [`Strategy::ALL`].
const fn first_of_all<const N: usize>() -> [Strategy; N] {
    let mut first = [Strategy::Branching; N];
    let mut k = 0;
    while k < N {
        first[k] = Strategy::ALL[k];
        k += 1;
    }
    first
}

/// The last `N` strategies of [`Strategy::ALL`].
const fn last_of_all<const N: usize>() -> [Strategy; N] {
    let mut last = [Strategy::Branching; N];
    let mut k = 0;
    while k < N {
        last[k] = Strategy::ALL[Strategy::ALL.len() - N + k];
        k += 1;
    }
    last
}

impl Strategy {
    /// Every strategy: the tree searches in the order of the progression,
    /// then the one-solution strategies.
    pub const ALL: [Strategy; 11] = [
        Self::Branching,
        Self::Bounding,
        Self::BranchAndBound,
        Self::Pairwise,
        Self::Bitmask,
        Self::Mirror,
        Self::Symmetry,
        Self::Parallel,
        Self::Halves,
        Self::Construction,
        Self::MinConflicts,
    ];

    /// Every tree search, in the order of the progression: the first of
    /// [`Strategy::ALL`].
    pub const SEARCHES: [Strategy; 9] = first_of_all();

    /// Every strategy that gives one solution without a tree: the last of
    /// [`Strategy::ALL`].
    pub const ONE_SOLUTION: [Strategy; 2] = last_of_all();

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
        if unique || n > halves::MAX_COUNT_N {
            Self::Parallel
        } else {
            Self::Halves
        }
    }

    /// The largest board the strategy takes on one thread, reporting its
    /// steps (`compare`, `solve`, `trace`).
    pub fn max_shown_n(self) -> usize {
        match self {
            Self::Halves => halves::MAX_SHOWN_N,
            Self::Construction | Self::MinConflicts => MAX_ONE_SOLUTION_N,
            _ => crate::MAX_N,
        }
    }

    /// The largest board the strategy counts quietly (`count`).
    pub fn max_count_n(self) -> usize {
        match self {
            Self::Halves => halves::MAX_COUNT_N,
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

    /// Whether `count --shard K/M` with this strategy deals the tasks of an
    /// `n` x `n` board to `m` shards, or refuses them as too coarse for that
    /// many; `None` for a strategy that counts in one piece.
    pub fn deals(self, n: usize, m: usize) -> Option<Result<(), Unbalanced>> {
        match self {
            Self::Halves => Some(halves::deals(n, m)),
            Self::Parallel => Some(parallel::deals(n, m)),
            _ => None,
        }
    }

    /// Whether the strategy counts classes of symmetric solutions (and so
    /// gives the unique count too).
    pub fn counts_classes(self) -> bool {
        matches!(self, Self::Symmetry | Self::Parallel)
    }

    /// The largest board [`Strategy::search`] takes: [`crate::MAX_N`] for
    /// the tree searches (`halves` keeps too much in memory past
    /// [`halves::MAX_COUNT_N`]), [`MAX_ONE_SOLUTION_N`] for the one-solution
    /// strategies.
    pub fn max_search_n(self) -> usize {
        match self.kind() {
            Kind::OneSolution => MAX_ONE_SOLUTION_N,
            Kind::Search => self.max_count_n(),
        }
    }

    /// Runs the search on an `n` x `n` board, reporting to `observer`, and
    /// returns the number of solutions found (all of them unless the observer
    /// stopped the search; one at most for the one-solution strategies).
    /// Every strategy reports every solution it counts to `observer`;
    /// `parallel` runs here on the calling thread; `min-conflicts` draws its
    /// random numbers from `seed` (the others draw none).
    ///
    /// `n` is 1 to [`Strategy::max_search_n`]: 1 to 32 for the tree searches
    /// (23 for `halves`), 1 to 10,000,000 for `construction` and
    /// `min-conflicts`; any other n is refused with a [`SizeError`] before
    /// anything runs. This is the bare search, with nothing counted or
    /// logged: [`crate::run::search`] is the run that counts, times and
    /// logs it.
    pub fn search<O: Observer>(self, n: usize, seed: u64, observer: &mut O) -> Result<u64, SizeError> {
        let largest = self.max_search_n();
        if !(1..=largest).contains(&n) {
            return Err(SizeError {
                strategy: self,
                n,
                largest,
            });
        }
        Ok(match self {
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
        })
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A board a strategy does not take: `n` is outside `1..=largest`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeError {
    /// The strategy asked for.
    pub strategy: Strategy,
    /// The size asked for.
    pub n: usize,
    /// The largest board the strategy takes ([`Strategy::max_search_n`]).
    pub largest: usize,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Self { strategy, n, largest } = *self;
        write!(f, "n = {n}: {strategy} takes n from 1 to {largest}")
    }
}

impl std::error::Error for SizeError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kinds_split_the_searches_from_the_one_solution_strategies() {
        for strategy in Strategy::SEARCHES {
            assert_eq!(strategy.kind(), Kind::Search, "{strategy}");
        }
        for strategy in Strategy::ONE_SOLUTION {
            assert_eq!(strategy.kind(), Kind::OneSolution, "{strategy}");
            assert_eq!(strategy.max_shown_n(), MAX_ONE_SOLUTION_N, "{strategy}");
        }
        let listed: Vec<Strategy> = Strategy::SEARCHES
            .into_iter()
            .chain(Strategy::ONE_SOLUTION)
            .collect();
        assert_eq!(
            Strategy::ALL.to_vec(),
            listed,
            "SEARCHES and ONE_SOLUTION list every strategy once, in order"
        );
        let mut names: Vec<&str> = Strategy::ALL.iter().map(|strategy| strategy.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Strategy::ALL.len(), "a name for each strategy");
    }
}
