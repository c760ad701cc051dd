//! Counting: the one entry point that gives the number of solutions (and
//! the unique count where asked), whatever the strategy, on as many threads
//! as it takes, stopped or not.
//!
//! [`CountSpec::check`] refuses what cannot run (a board too large for the
//! strategy, a tree past the budget, `--unique` or several threads for a
//! strategy that cannot give them) with a [`SpecError`]; [`count`] checks
//! the spec, runs it as the [`Control`] says and returns a [`Count`]. A
//! threaded count (`parallel`, `halves`) stops between its subproblems when
//! the stop flag is set, a count on one thread at its next solution; either
//! way the [`Count`] holds what was found so far. The progress is told in
//! subproblems solved, or for a count on one thread in solutions found
//! (against OEIS A000170 where it is known): that count looks at nothing
//! but its solutions, so its loop stays the bare search.
//!
//! A count with a [`Shard`] counts only that part of the tasks (see
//! [`crate::shard`]); [`Count::shard_line`] gives the line it prints.

use std::time::Instant;

use crate::budget::check_count_budget;
use crate::format::quote;
use crate::known::A000170;
use crate::observer::{Flow, Observer, PruneReason, Quiet};
use crate::run::{check_size, SpecError};
use crate::shard::{Broken, Shard, ShardLine, QUOTED_SPLIT};
use crate::strategies::min_conflicts::DEFAULT_SEED;
use crate::strategies::subproblem::{self, Subproblem};
use crate::strategies::symmetry::Classes;
use crate::strategies::{halves, parallel, Strategy};
use crate::threads::{cores, solve_in_turn, Control, Outcome, StopFlag};
use crate::verbose::search_logged;

/// What to count: the counting counterpart of [`crate::run::RunSpec`],
/// for a count that observes nothing but its solutions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountSpec {
    /// The strategy.
    pub strategy: Strategy,
    /// The board size, `1..=`[`Strategy::max_count_n`].
    pub n: usize,
    /// Count the classes of symmetric solutions (OEIS A002562) too.
    pub unique: bool,
    /// Refuse a tree with more nodes than this (closed form or Knuth's
    /// estimate); each shard gets this budget. `None` for the strategy's
    /// own ([`crate::budget::count_budget`], which for `halves` depends on
    /// the cores).
    pub max_nodes: Option<u64>,
    /// Count only this part of the tasks; `None` for the whole count.
    pub shard: Option<Shard>,
}

impl CountSpec {
    /// A count of every solution on an `n` x `n` board with `strategy`
    /// (the fastest when `None`), within the strategy's own budget.
    pub fn new(n: usize, strategy: Option<Strategy>, unique: bool) -> Self {
        let strategy = strategy.unwrap_or_else(|| Strategy::fastest(n, unique));
        CountSpec {
            strategy,
            n,
            unique,
            max_nodes: None,
            shard: None,
        }
    }

    /// Refuses what cannot run: the board past what the strategy counts,
    /// the unique count from a strategy that does not count classes, more
    /// than one thread for a strategy that runs on one (`threads`, 0 being
    /// one per core), a shard of a strategy that counts in one piece, a tree
    /// past the budget (of every shard together), which says how long the
    /// count would take on those threads.
    pub fn check(&self, threads: usize) -> Result<(), SpecError> {
        let strategy = self.strategy;
        check_size(strategy, self.n, true)?;
        if threads > 1 && !strategy.is_threaded() {
            return Err(SpecError::OneThread { strategy, threads });
        }
        if self.unique && !strategy.counts_classes() {
            return Err(SpecError::UniqueNeedsClasses(strategy));
        }
        if let Some(shard) = self.shard.filter(|_| strategy.shard_split().is_none()) {
            return Err(SpecError::NoShards { strategy, shard });
        }
        let shards = self.shard.map_or(1, |shard| {
            u32::try_from(shard.m).expect("at most Shard::MAX_M parts")
        });
        let cores = match threads {
            0 => cores(),
            threads => threads,
        };
        check_count_budget(strategy, self.n, self.max_nodes, shards, cores)?;
        Ok(())
    }

    /// What the progress of this count is told in: `subproblems` solved,
    /// or `solutions` found by a strategy that counts on one thread.
    pub fn progress_unit(&self) -> &'static str {
        match self.strategy {
            Strategy::Halves | Strategy::Parallel | Strategy::Symmetry => "subproblems",
            _ => "solutions",
        }
    }

    /// The part of the tasks to count: the whole when no shard is asked.
    fn part(&self) -> Shard {
        self.shard.unwrap_or(Shard::WHOLE)
    }
}

/// What a count found, and how much of its work it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    /// Every solution found (OEIS A000170 when the count finished).
    pub solutions: u128,
    /// The solutions up to rotation and reflection (OEIS A002562), from a
    /// strategy that counts classes.
    pub unique: Option<u128>,
    /// Subproblems solved and in all, for a count cut into subproblems.
    pub parts: Option<(usize, usize)>,
    /// Whether the whole tree was searched (the stop flag was not set first).
    pub finished: bool,
}

impl Count {
    /// The number the spec asked for: the unique count when asked, else all.
    pub fn asked(&self, spec: &CountSpec) -> u128 {
        match self.unique {
            Some(unique) if spec.unique => unique,
            _ => self.solutions,
        }
    }

    /// The line a shard prints when it is done, taking `seconds`: `None`
    /// for a count that is no shard.
    pub fn shard_line(&self, spec: &CountSpec, seconds: f64) -> Option<ShardLine> {
        let Shard { k, m } = spec.shard?;
        Some(
            ShardLine {
                n: spec.n,
                k,
                m,
                split: spec.strategy.shard_split()?.to_string(),
                count: self.solutions,
                unique: self.unique.filter(|_| spec.unique),
                seconds: (seconds * 1000.0).round() / 1000.0,
                digest: String::new(),
            }
            .with_digest(),
        )
    }
}

/// Whether `count --shard K/M` of this version writes lines of `line`'s
/// count: its split is one of a strategy that takes its board, and deals
/// the board's tasks to its number of parts (a cut the count refuses as too
/// coarse gives no line: one that says it is made up).
pub fn deals(line: &ShardLine) -> Result<(), Broken> {
    let strategy = Strategy::ALL.into_iter().find(|strategy| {
        strategy.shard_split() == Some(line.split.as_str()) && (1..=strategy.max_count_n()).contains(&line.n)
    });
    let unknown = || Broken::Split {
        split: quote(&line.split, QUOTED_SPLIT),
        n: line.n,
    };
    match strategy.and_then(|strategy| strategy.deals(line.n, line.m)) {
        None => Err(unknown()),
        Some(Ok(())) => Ok(()),
        Some(Err(unbalanced)) => Err(Broken::Parts {
            n: line.n,
            m: line.m,
            most: unbalanced.most,
        }),
    }
}

/// Counts as `spec` says, on the threads `control` gives (`halves` and
/// `parallel`; the others on the calling thread), logging the start and the
/// result at `info`. The count observes nothing but its solutions, so it
/// is not a [`crate::run::search`]: that one counts every step.
///
/// `spec.n` is 1 to [`Strategy::max_count_n`] (1 to 32; 23 for `halves`);
/// any other board, like everything [`CountSpec::check`] refuses, gives a
/// [`SpecError`] before anything runs.
pub fn count(spec: &CountSpec, control: Control) -> Result<Count, SpecError> {
    spec.check(control.threads)?;
    let CountSpec { strategy, n, .. } = *spec;
    let shard = spec.part();
    tracing::info!(strategy = strategy.name(), n, %shard, "count starts");
    let started = Instant::now();
    let counted = match strategy {
        Strategy::Halves => Count::from(halves::count_shard(n, control, shard)?),
        Strategy::Parallel => match spec.shard {
            None => Count::from(parallel::count(n, control)),
            Some(shard) => Count::from(parallel::count_shard(n, control, shard)?),
        },
        Strategy::Symmetry => {
            // The subproblems `parallel` hands its threads, solved in turn
            // (Ctrl-C stops the count between two of them), in rounds that
            // each take a sample of the whole tree: in the search's order the
            // first are far smaller than the last, and the time left would
            // climb all along.
            let parts = subproblem::split(n, parallel::CUT_ROW, &mut Quiet);
            Count::from(solve_in_turn(&interleaved(parts), control, Subproblem::count))
        }
        _ => {
            let expected = A000170.get(n - 1).map_or(0, |&all| all as usize);
            let mut watched = AtSolutions {
                stop: StopFlag::new(control.stop),
                progress: control.progress,
                found: 0,
                expected,
            };
            // No seed is drawn: the strategies that draw one count nothing.
            let solutions = search_logged(strategy, n, DEFAULT_SEED, &mut watched)?;
            Count {
                solutions: u128::from(solutions),
                unique: None,
                parts: None,
                finished: !watched.stop.stopped,
            }
        }
    };
    tracing::info!(
        strategy = strategy.name(),
        n,
        solutions = %counted.solutions,
        unique = counted.unique.map(tracing::field::display),
        finished = counted.finished,
        seconds = started.elapsed().as_secs_f64(),
        "count ends"
    );
    Ok(counted)
}

/// Rounds of subproblems taken in turn from the whole list.
const ROUNDS: usize = 64;

/// `parts` in [`ROUNDS`] rounds: round `r` takes every part whose index is
/// `r` modulo the rounds, so each round holds parts from all of the tree.
fn interleaved<T: Clone>(parts: Vec<T>) -> Vec<T> {
    (0..ROUNDS)
        .flat_map(|round| parts.iter().skip(round).step_by(ROUNDS).cloned())
        .collect()
}

/// Solutions between two reports of a count on one thread.
const SOLUTIONS_PER_REPORT: usize = 1 << 10;

/// What watches a count on one thread, at its solutions only: the stop
/// flag, and the progress told every [`SOLUTIONS_PER_REPORT`] solutions
/// against the `expected` count (0 when it is not known).
struct AtSolutions<'a> {
    stop: StopFlag<'a>,
    progress: Option<&'a (dyn Fn(usize, usize) + Sync)>,
    found: usize,
    expected: usize,
}

impl Observer for AtSolutions<'_> {
    const READS_QUEENS: bool = false;
    const READS_ORDER: bool = false;

    #[inline(always)]
    fn prune_row(&mut self, _row: usize, _cols: u64, _reason: PruneReason) {}

    #[inline(always)]
    fn solution(&mut self, queens: &[usize]) -> Flow {
        self.found += 1;
        if self.found.is_multiple_of(SOLUTIONS_PER_REPORT) {
            if let Some(progress) = self.progress {
                progress(self.found, self.expected);
            }
        }
        self.stop.solution(queens)
    }
}

impl From<Outcome<u128>> for Count {
    /// The count of a strategy that counts solutions in subproblems.
    fn from(outcome: Outcome<u128>) -> Self {
        Count {
            solutions: outcome.found,
            unique: None,
            parts: Some((outcome.done, outcome.subproblems)),
            finished: outcome.finished(),
        }
    }
}

impl From<Outcome<Classes>> for Count {
    /// The count of a strategy that counts classes in subproblems.
    fn from(outcome: Outcome<Classes>) -> Self {
        Count {
            solutions: outcome.found.total(),
            unique: Some(outcome.found.unique()),
            parts: Some((outcome.done, outcome.subproblems)),
            finished: outcome.finished(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    #[test]
    fn the_rounds_take_every_part_once() {
        let parts: Vec<usize> = (0..1_000).collect();
        let dealt = interleaved(parts.clone());
        assert_eq!(&dealt[..3], &[0, ROUNDS, 2 * ROUNDS]);
        let mut sorted = dealt;
        sorted.sort_unstable();
        assert_eq!(sorted, parts);
    }

    #[test]
    fn a_count_on_one_thread_reports_its_solutions_against_a000170() {
        // n = 12 has 14,200 solutions (OEIS A000170): a report at every
        // 1,024th, against that total.
        let reports = Mutex::new(Vec::new());
        let progress = |done, total| reports.lock().unwrap().push((done, total));
        let control = Control {
            progress: Some(&progress),
            ..Control::default()
        };
        let spec = CountSpec::new(12, Some(Strategy::Bitmask), false);
        assert_eq!(spec.progress_unit(), "solutions");
        let counted = count(&spec, control).expect("within the budget");
        assert_eq!(counted.solutions, 14_200);
        let expected: Vec<(usize, usize)> = (1..=13).map(|k| (k * 1_024, 14_200)).collect();
        assert_eq!(reports.into_inner().unwrap(), expected);
    }

    #[test]
    fn a_board_the_strategy_does_not_count_is_refused_before_anything_runs() {
        let refused = |n, strategy| count(&CountSpec::new(n, Some(strategy), false), Control::default());
        assert_eq!(refused(0, Strategy::Bitmask), Err(SpecError::Size { n: 0 }));
        assert!(matches!(
            refused(33, Strategy::Parallel),
            Err(SpecError::SearchTooLarge { n: 33, .. })
        ));
        assert!(matches!(
            refused(24, Strategy::Halves),
            Err(SpecError::TooLarge {
                n: 24,
                counting: true,
                ..
            })
        ));
    }
}
