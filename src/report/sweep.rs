//! The sweep of `compare --sizes A..=B`: the same strategies at every n of
//! a range, one row per (strategy, n), with the figures derived from them
//! computed once here: each row's nodes, prunes, checks and time over the
//! same strategy's at the previous n, and the closed forms n^n and n! the
//! growth chart draws.

use std::ops::RangeInclusive;

use super::{Comparison, Entry, Line};
use crate::run::RunResult;
use crate::strategies::Strategy;

/// One strategy at one n.
#[derive(Clone, Debug, PartialEq)]
pub struct SweepRow {
    /// Board size.
    pub n: usize,
    /// The run (or why it was skipped) and its figures at this n.
    pub line: Line,
    /// This run's counts and time over the same strategy's at n - 1.
    pub growth: Growth,
}

/// A run's figures over those of the same strategy at n - 1: `None` when
/// either was skipped, or the figure at n - 1 is 0.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Growth {
    /// Nodes over nodes.
    pub nodes: Option<f64>,
    /// Prunes over prunes.
    pub prunes: Option<f64>,
    /// Checks over checks.
    pub checks: Option<f64>,
    /// Wall time over wall time.
    pub seconds: Option<f64>,
}

impl Growth {
    /// The growth from `before` (the run at n - 1, if it ran) to `now`.
    fn between(before: Option<&RunResult>, now: Option<&RunResult>) -> Self {
        let (Some(before), Some(now)) = (before, now) else {
            return Self::default();
        };
        let over = |now: f64, before: f64| (before > 0.0).then(|| now / before);
        let (b, c) = (&before.counters, &now.counters);
        Self {
            nodes: over(c.nodes() as f64, b.nodes() as f64),
            prunes: over(c.prunes() as f64, b.prunes() as f64),
            checks: over(c.checks as f64, b.checks as f64),
            seconds: over(now.elapsed.as_secs_f64(), before.elapsed.as_secs_f64()),
        }
    }
}

/// Leaves of the two trees that have closed forms, at one n.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ClosedForms {
    /// Board size.
    pub n: usize,
    /// n^n: the leaves of full branching (every row tries every column).
    pub n_to_the_n: f64,
    /// n!: the leaves of row-limited bounding (one queen per column).
    pub factorial: f64,
}

/// Several strategies at every n of a range.
#[derive(Clone, Debug, PartialEq)]
pub struct Sweep {
    /// The sizes swept.
    pub sizes: RangeInclusive<usize>,
    /// Whether every run stopped at its first solution.
    pub first: bool,
    /// The strategies, in the order asked for.
    pub strategies: Vec<Strategy>,
    /// One row per (strategy, n): every n of the first strategy, then of the next.
    pub rows: Vec<SweepRow>,
    /// n^n and n! at every n of the range.
    pub closed_forms: Vec<ClosedForms>,
}

/// The run of `line`, unless it was skipped.
fn ran(line: &Line) -> Option<&RunResult> {
    match &line.entry {
        Entry::Ran(result) => Some(result),
        Entry::Skipped(_) => None,
    }
}

impl Sweep {
    /// The sweep of `comparisons`, one per n of `sizes` in increasing n,
    /// each with the same strategies in the same order.
    pub fn new(sizes: RangeInclusive<usize>, first: bool, comparisons: Vec<Comparison>) -> Self {
        let strategies: Vec<Strategy> = comparisons
            .first()
            .map(|comparison| {
                comparison
                    .lines
                    .iter()
                    .map(|line| line.entry.strategy())
                    .collect()
            })
            .unwrap_or_default();
        let mut rows = Vec::with_capacity(strategies.len() * comparisons.len());
        for (index, _) in strategies.iter().enumerate() {
            let mut previous: Option<&Line> = None;
            for comparison in &comparisons {
                let line = &comparison.lines[index];
                rows.push(SweepRow {
                    n: comparison.n,
                    line: line.clone(),
                    growth: Growth::between(previous.and_then(ran), ran(line)),
                });
                previous = Some(line);
            }
        }
        let closed_forms = sizes
            .clone()
            .map(|n| ClosedForms {
                n,
                n_to_the_n: (n as f64).powi(n as i32),
                factorial: (1..=n).map(|k| k as f64).product(),
            })
            .collect();
        Self {
            sizes,
            first,
            strategies,
            rows,
            closed_forms,
        }
    }

    /// The nodes of `strategy` at each n of the range, `None` where skipped.
    pub fn nodes_of(&self, strategy: Strategy) -> Vec<Option<u64>> {
        self.rows_of(strategy)
            .map(|row| match &row.line.entry {
                Entry::Ran(result) => Some(result.counters.nodes()),
                Entry::Skipped(_) => None,
            })
            .collect()
    }

    /// The first strategy before `strategy` that visited the same number
    /// of nodes at every n (branch-and-bound, pairwise and bitmask walk one
    /// tree): a chart draws their lines on top of each other. `None` when
    /// `strategy` ran at no n.
    pub fn same_nodes_as(&self, strategy: Strategy) -> Option<Strategy> {
        let nodes = self.nodes_of(strategy);
        if nodes.iter().all(Option::is_none) {
            return None;
        }
        self.strategies
            .iter()
            .take_while(|&&earlier| earlier != strategy)
            .find(|&&earlier| self.nodes_of(earlier) == nodes)
            .copied()
    }

    /// The rows of one strategy, in increasing n.
    pub fn rows_of(&self, strategy: Strategy) -> impl Iterator<Item = &SweepRow> {
        self.rows
            .iter()
            .filter(move |row| row.line.entry.strategy() == strategy)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::tests::entry;

    fn comparison(n: usize, max_nodes: u64) -> Comparison {
        let entries = [Strategy::Bounding, Strategy::BranchAndBound]
            .into_iter()
            .map(|strategy| entry(strategy, n, max_nodes, false))
            .collect();
        Comparison::new(n, false, entries)
    }

    #[test]
    fn growth_is_the_ratio_of_neighbouring_sizes() {
        // bounding visits sum n!/(n-k)! nodes (the closed form): 65 for
        // n = 4, 326 for n = 5, 1,957 for n = 6, past a budget of 1,000.
        let sweep = Sweep::new(4..=6, false, (4..=6).map(|n| comparison(n, 1_000)).collect());
        assert_eq!(sweep.strategies, [Strategy::Bounding, Strategy::BranchAndBound]);
        let growth: Vec<Option<f64>> = sweep
            .rows_of(Strategy::Bounding)
            .map(|row| row.growth.nodes)
            .collect();
        let closed = |n| crate::estimate::row_limited_nodes(n) as f64;
        assert_eq!(growth, [None, Some(closed(5) / closed(4)), None]);
        assert!(matches!(sweep.rows[2].line.entry, Entry::Skipped(_)));
        let rows: Vec<usize> = sweep.rows_of(Strategy::BranchAndBound).map(|row| row.n).collect();
        assert_eq!(rows, [4, 5, 6]);
        assert_eq!(sweep.same_nodes_as(Strategy::BranchAndBound), None);
        let skipped = Sweep::new(7..=7, false, vec![comparison(7, 10)]);
        assert_eq!(
            skipped.same_nodes_as(Strategy::BranchAndBound),
            None,
            "both skipped"
        );
        assert_eq!(sweep.closed_forms[2].n_to_the_n, 46_656.0, "6^6");
        assert_eq!(sweep.closed_forms[2].factorial, 720.0, "6!");
    }

    /// The nodes, prunes and checks of a run, to divide.
    fn figures(result: &RunResult) -> [f64; 3] {
        let c = &result.counters;
        [c.nodes() as f64, c.prunes() as f64, c.checks as f64]
    }

    #[test]
    fn prunes_checks_and_time_grow_as_their_runs_say() {
        // Runs with times set by hand (real ones are not repeatable): the
        // time at n over the time at n - 1, whatever they are.
        let timed = |n: usize, millis: u64| {
            let Entry::Ran(mut result) = entry(Strategy::BranchAndBound, n, u64::MAX, false) else {
                panic!("no budget skips it");
            };
            result.elapsed = std::time::Duration::from_millis(millis);
            Comparison::new(n, false, vec![Entry::Ran(result)])
        };
        let sweep = Sweep::new(5..=7, false, vec![timed(5, 4), timed(6, 10), timed(7, 0)]);
        let results: Vec<[f64; 3]> = sweep
            .rows
            .iter()
            .map(|row| match &row.line.entry {
                Entry::Ran(result) => figures(result),
                Entry::Skipped(_) => panic!("every row ran"),
            })
            .collect();
        assert_eq!(sweep.rows[0].growth, Growth::default(), "nothing at n = 4");
        for (row, pair) in sweep.rows[1..].iter().zip(results.windows(2)) {
            let [nodes, prunes, checks] = [0, 1, 2].map(|at| pair[1][at] / pair[0][at]);
            assert_eq!(row.growth.nodes, Some(nodes), "n = {}", row.n);
            assert_eq!(row.growth.prunes, Some(prunes), "n = {}", row.n);
            assert_eq!(row.growth.checks, Some(checks), "n = {}", row.n);
            assert!(prunes > 1.0 && checks > 1.0, "the tree grows with n");
        }
        assert_eq!(sweep.rows[1].growth.seconds, Some(2.5), "10 ms over 4 ms");
        assert_eq!(sweep.rows[2].growth.seconds, Some(0.0), "0 ms over 10 ms");
        let from_zero = Sweep::new(6..=7, false, vec![timed(6, 0), timed(7, 3)]);
        assert_eq!(from_zero.rows[1].growth.seconds, None, "no ratio to 0 s");
    }
}
