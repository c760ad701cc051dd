//! What a search did, counted exactly as `docs/REFERENCE.md` defines it.
//!
//! [`Counters`] is plain data: it is the observer that counts, and per-thread
//! counts merge with `+=`.

use std::ops::AddAssign;

use crate::observer::{Flow, Observer, PruneReason};

/// The counters of one run (see `docs/REFERENCE.md` for the definitions).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Nodes per depth: `profile[d]` calls were made with `d` queens on the board.
    pub profile: Vec<u64>,
    /// Valid full placements.
    pub solutions: u64,
    /// Candidate squares rejected before recursing, by [`PruneReason::index`].
    pub prunes_by_reason: [u64; 3],
    /// Elementary tests: flag lookups, mask tests, pairwise comparisons;
    /// for min-conflicts, the line counts read to weigh squares.
    pub checks: u64,
    /// Min-conflicts: attacking pairs in its start placements, summed over starts.
    pub start_conflicts: u64,
    /// Min-conflicts: attacked queens put on the least attacked square of their row.
    pub repairs: u64,
    /// Min-conflicts: start placements given up and built again.
    pub restarts: u64,
}

impl Counters {
    /// Counters for a search on an `n` x `n` board: the profile holds every
    /// depth `0..=n` from the start, so a depth no node reaches (the leaves
    /// for n = 2 and 3) shows as 0 instead of being left out.
    pub fn for_board(n: usize) -> Self {
        Self {
            profile: vec![0; n + 1],
            ..Self::default()
        }
    }

    /// Calls of the search, the root included.
    pub fn nodes(&self) -> u64 {
        self.profile.iter().sum()
    }

    /// Nodes with every queen placed: the deepest entry of the profile.
    /// `n` is the board size, so a run stopped early still reports 0.
    pub fn leaves(&self, n: usize) -> u64 {
        self.profile.get(n).copied().unwrap_or(0)
    }

    /// All prunes, whatever their reason.
    pub fn prunes(&self) -> u64 {
        self.prunes_by_reason.iter().sum()
    }

    /// Prunes charged to one reason.
    pub fn prunes_for(&self, reason: PruneReason) -> u64 {
        self.prunes_by_reason[reason.index()]
    }

    /// Squares tried: each became a child node or was pruned.
    pub fn tried(&self) -> u64 {
        self.nodes().saturating_sub(1) + self.prunes()
    }
}

impl AddAssign<&Counters> for Counters {
    fn add_assign(&mut self, other: &Counters) {
        if self.profile.len() < other.profile.len() {
            self.profile.resize(other.profile.len(), 0);
        }
        for (mine, theirs) in self.profile.iter_mut().zip(&other.profile) {
            *mine += theirs;
        }
        self.solutions += other.solutions;
        for (mine, theirs) in self.prunes_by_reason.iter_mut().zip(other.prunes_by_reason) {
            *mine += theirs;
        }
        self.checks += other.checks;
        self.start_conflicts += other.start_conflicts;
        self.repairs += other.repairs;
        self.restarts += other.restarts;
    }
}

impl AddAssign for Counters {
    fn add_assign(&mut self, other: Counters) {
        *self += &other;
    }
}

impl Observer for Counters {
    const READS_QUEENS: bool = false;

    #[inline]
    fn call(&mut self, depth: usize) {
        if self.profile.len() <= depth {
            self.profile.resize(depth + 1, 0);
        }
        self.profile[depth] += 1;
    }

    #[inline]
    fn prune(&mut self, _row: usize, _col: usize, reason: PruneReason) {
        self.prunes_by_reason[reason.index()] += 1;
    }

    #[inline]
    fn prune_row(&mut self, _row: usize, cols: u64, reason: PruneReason) {
        self.prunes_by_reason[reason.index()] += u64::from(cols.count_ones());
    }

    #[inline]
    fn checks(&mut self, count: u64) {
        self.checks += count;
    }

    #[inline]
    fn solution(&mut self, _queens: &[usize]) -> Flow {
        self.solutions += 1;
        Flow::Continue(())
    }

    #[inline]
    fn start_conflicts(&mut self, pairs: u64) {
        self.start_conflicts += pairs;
    }

    #[inline]
    fn repair(&mut self, _row: usize, _from: usize, _to: usize) {
        self.repairs += 1;
    }

    #[inline]
    fn restart(&mut self) {
        self.restarts += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_merge_with_add_assign() {
        let mut left = Counters {
            profile: vec![1, 2],
            solutions: 1,
            prunes_by_reason: [1, 2, 3],
            checks: 10,
            start_conflicts: 7,
            repairs: 4,
            restarts: 0,
        };
        let right = Counters {
            profile: vec![1, 2, 3],
            solutions: 2,
            prunes_by_reason: [4, 5, 6],
            checks: 5,
            start_conflicts: 3,
            repairs: 2,
            restarts: 1,
        };
        left += right;
        assert_eq!(left.profile, vec![2, 4, 3]);
        assert_eq!(left.nodes(), 9);
        assert_eq!(left.leaves(2), 3);
        assert_eq!(left.solutions, 3);
        assert_eq!(left.prunes(), 21);
        assert_eq!(left.prunes_for(PruneReason::AntiDiagonal), 9);
        assert_eq!(left.checks, 15);
        assert_eq!((left.start_conflicts, left.repairs, left.restarts), (10, 6, 1));
        assert_eq!(left.tried(), 8 + 21);
    }
}
