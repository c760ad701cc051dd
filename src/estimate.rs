//! How big a search tree is before it is searched.
//!
//! Full branching and row-limited bounding have closed forms (sums of `n^k`
//! and of `n!/(n-k)!`). The bounded tree of branch-and-bound has none, so it
//! is sized by Knuth's estimator ("Estimating the efficiency of backtrack
//! programs", 1975): follow random paths from the root and average the
//! products of the branching degrees met on the way. A run is refused up
//! front when its tree is past the node budget, instead of hanging.

use std::fmt;

use crate::format::thousands;
use crate::random::SplitMix64;

/// The size of a search tree, known exactly or estimated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeSize {
    /// From a closed form (saturating at `u128::MAX`).
    Exact(u128),
    /// From Knuth's estimator.
    About(u128),
}

impl TreeSize {
    /// The number of nodes, exact or estimated.
    pub fn nodes(self) -> u128 {
        match self {
            Self::Exact(nodes) | Self::About(nodes) => nodes,
        }
    }

    /// Whether the count is past what a `u128` holds (full branching from
    /// n = 27 on): [`TreeSize::nodes`] is then `u128::MAX`, a floor, not
    /// the size.
    pub fn is_saturated(self) -> bool {
        self.nodes() == u128::MAX
    }
}

impl TreeSize {
    /// The number as the messages print it, without "about": with
    /// separators, `1.2e16` from 10^15 on, `more than 3.4e38` when saturated.
    pub fn count(self) -> String {
        let nodes = self.nodes();
        if self.is_saturated() {
            "more than 3.4e38".to_string()
        } else if nodes >= 10u128.pow(15) {
            format!("{:.1e}", nodes as f64)
        } else {
            thousands(nodes)
        }
    }
}

impl fmt::Display for TreeSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Exact(_) => write!(f, "{}", self.count()),
            Self::About(_) => write!(f, "about {}", self.count()),
        }
    }
}

/// Nodes of the full branching tree: the sum of `n^k` for `k = 0..=n`.
pub fn full_branching_nodes(n: usize) -> u128 {
    level_sizes(n, |_| n as u128)
        .into_iter()
        .fold(0, u128::saturating_add)
}

/// Nodes of the row-limited tree: the sum of `n!/(n-k)!` for `k = 0..=n`.
pub fn row_limited_nodes(n: usize) -> u128 {
    level_sizes(n, |depth| (n - depth) as u128)
        .into_iter()
        .fold(0, u128::saturating_add)
}

/// Prunes of the row-limited tree: each of the `n!/(n-k)!` nodes at depth
/// `k < n` finds `k` columns taken.
pub fn row_limited_prunes(n: usize) -> u128 {
    level_sizes(n, |depth| (n - depth) as u128)
        .into_iter()
        .enumerate()
        .take(n)
        .fold(0, |sum, (depth, nodes)| {
            sum.saturating_add(nodes.saturating_mul(depth as u128))
        })
}

/// Nodes per depth `0..=n` of a tree where a node at `depth` has
/// `children(depth)` children.
fn level_sizes(n: usize, children: impl Fn(usize) -> u128) -> Vec<u128> {
    let mut sizes = Vec::with_capacity(n + 1);
    let mut level = 1u128;
    sizes.push(level);
    for depth in 0..n {
        level = level.saturating_mul(children(depth));
        sizes.push(level);
    }
    sizes
}

/// Nodes full branching visits up to and including the leaf `first` (its
/// first solution): at each depth, every prefix that comes no later than
/// `first`'s in column order, that is its rank in base `n`, plus one.
pub fn full_branching_nodes_to(first: &[usize]) -> u128 {
    let n = first.len() as u128;
    let mut rank = 0u128;
    let mut nodes = 1u128;
    for &col in first {
        rank = rank.saturating_mul(n).saturating_add(col as u128);
        nodes = nodes.saturating_add(rank).saturating_add(1);
    }
    nodes
}

/// Nodes row-limited bounding visits up to and including the leaf `first`:
/// at each depth, the rank of `first`'s prefix among the partial
/// permutations of that length, plus one.
pub fn row_limited_nodes_to(first: &[usize]) -> u128 {
    let n = first.len();
    let mut nodes = 1u128;
    for depth in 1..=n {
        let mut rank = 0u128;
        for (row, &col) in first[..depth].iter().enumerate() {
            let smaller_free = (0..col).filter(|c| !first[..row].contains(c)).count() as u128;
            let completions = ((n - depth + 1)..(n - row)).fold(1u128, |p, k| p.saturating_mul(k as u128));
            rank = rank.saturating_add(smaller_free.saturating_mul(completions));
        }
        nodes = nodes.saturating_add(rank).saturating_add(1);
    }
    nodes
}

/// Random paths Knuth's estimator follows; enough for a budget decision.
pub const PROBES: u32 = 4_000;

/// The estimator's own seed for its random paths, so that the same `n` always
/// gives the same figure.
const PROBE_SEED: u64 = 1;

/// Knuth's estimate of the nodes of the branch-and-bound tree for `n`,
/// from a fixed seed so the same `n` always gives the same figure.
pub fn bounded_tree_nodes(n: usize) -> u128 {
    bounded_band_nodes(n, n)
}

/// Knuth's estimate of the nodes of the branch-and-bound tree for `n` down
/// to depth `rows` (the half tree of `halves` is the band of `n / 2` rows).
pub fn bounded_band_nodes(n: usize, rows: usize) -> u128 {
    probe_below(n, &[], rows, PROBES)
}

/// Knuth's estimate, from `probes` random paths, of the nodes of the
/// branch-and-bound tree for `n` below the queens `placed` in the first
/// rows (one column each): the cost of a subproblem, as shards deal them.
pub fn bounded_nodes_below(n: usize, placed: &[usize], probes: u32) -> u128 {
    probe_below(n, placed, n - placed.len(), probes)
}

/// Knuth's estimate of the nodes below `placed` down to `rows` more rows,
/// from `probes` random paths of a generator with a fixed seed.
fn probe_below(n: usize, placed: &[usize], rows: usize, probes: u32) -> u128 {
    let full = (1u64 << n) - 1;
    let (mut start_columns, mut start_diagonals, mut start_anti_diagonals) = (0u64, 0u64, 0u64);
    for &col in placed {
        let bit = 1u64 << col;
        start_columns |= bit;
        start_diagonals = (start_diagonals | bit) >> 1;
        start_anti_diagonals = ((start_anti_diagonals | bit) << 1) & full;
    }
    let mut random = SplitMix64::new(PROBE_SEED);
    let mut total = 0f64;
    for _ in 0..probes {
        let (mut columns, mut diagonals, mut anti_diagonals) =
            (start_columns, start_diagonals, start_anti_diagonals);
        let mut path_weight = 1f64;
        let mut estimate = 1f64;
        for _ in 0..rows {
            let free = !(columns | diagonals | anti_diagonals) & full;
            if free == 0 {
                break;
            }
            path_weight *= f64::from(free.count_ones());
            estimate += path_weight;
            let bit = nth_set_bit(free, random.below(free.count_ones() as usize));
            columns |= bit;
            diagonals = (diagonals | bit) >> 1;
            anti_diagonals = ((anti_diagonals | bit) << 1) & full;
        }
        total += estimate;
    }
    (total / f64::from(probes)).round() as u128
}

/// Estimated nodes of the `mirror` tree: half the bounded tree, since it
/// tries only the left half of the first row (and the middle column of an
/// odd `n`, whose subtree is about a `1/n` share, adds little).
pub fn mirror_tree_nodes(n: usize) -> u128 {
    bounded_tree_nodes(n).div_ceil(2)
}

/// How many times smaller than the bounded tree the `symmetry` tree is at
/// least: measured 4.07 at n = 8, 4.22 at n = 10, 4.55 at n = 15, and
/// checked by the tests for n = 8..=12. The ideal would be 8 (one board per
/// class), but the rules prune only in the first rows, the side columns and
/// the last row, so partial boards of one class are met several times.
pub const SYMMETRY_SHRINK: u128 = 4;

/// Estimated nodes of the `symmetry` (and `parallel`) tree: the bounded
/// tree scaled down by [`SYMMETRY_SHRINK`]. Rounding the measured ratio down
/// errs on the side of refusing a run that is too long.
pub fn symmetry_tree_nodes(n: usize) -> u128 {
    bounded_tree_nodes(n).div_ceil(SYMMETRY_SHRINK)
}

fn nth_set_bit(mut bits: u64, index: usize) -> u64 {
    for _ in 0..index {
        bits &= bits - 1;
    }
    bits & bits.wrapping_neg()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closed_forms_match_the_reference_for_n_8() {
        assert_eq!(full_branching_nodes(8), 19_173_961);
        assert_eq!(row_limited_nodes(8), 109_601);
        assert_eq!(row_limited_prunes(8), 444_648);
    }

    #[test]
    fn nodes_to_a_leaf_count_every_earlier_prefix() {
        // n = 2, leaf (1, 0): root, (0), (1), (0,0), (0,1), (1,0).
        assert_eq!(full_branching_nodes_to(&[1, 0]), 6);
        // Permutations of 3, leaf (1, 0, 2): root; (0), (1); (0,1), (0,2), (1,0); (0,1,2), (0,2,1), (1,0,2).
        assert_eq!(row_limited_nodes_to(&[1, 0, 2]), 9);
        // The last leaf is reached after the whole tree.
        assert_eq!(full_branching_nodes_to(&[2, 2, 2]), full_branching_nodes(3));
        assert_eq!(row_limited_nodes_to(&[3, 2, 1, 0]), row_limited_nodes(4));
    }

    #[test]
    fn closed_forms_saturate_instead_of_overflowing() {
        assert_eq!(full_branching_nodes(32), u128::MAX);
        assert!(row_limited_nodes(32) > 32u128.pow(20));
    }

    #[test]
    fn knuths_estimate_lands_near_the_true_n_8_tree() {
        let estimate = bounded_tree_nodes(8);
        assert!(
            (1_700..=2_400).contains(&estimate),
            "estimate {estimate}, true size 2,057"
        );
    }

    #[test]
    fn sizes_print_with_separators() {
        assert_eq!(TreeSize::Exact(19_173_961).to_string(), "19,173,961");
        assert_eq!(TreeSize::About(2_057).to_string(), "about 2,057");
        assert_eq!(TreeSize::Exact(u128::MAX).to_string(), "more than 3.4e38");
    }
}
