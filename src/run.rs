//! One run of one strategy: [`search`], the one entry that runs a search
//! as [`RunSpec`] says, under a [`Control`] (threads, stop flag, progress),
//! reporting to an observer, and returns its counters and its time in a
//! plain [`RunResult`], which renderers read. What may run (the size, the
//! budget) is checked by [`RunSpec::new`] and [`check_size`]; the cost
//! model behind the budget is [`crate::budget`].

use std::fmt;
use std::time::{Duration, Instant};

use crate::budget::{check_budget, OverBudget};
use crate::counters::Counters;
use crate::lang::catalog::Value;
use crate::lang::{korean, Lang};
use crate::observer::{FirstSolution, Observer};
use crate::shard::{Shard, Unbalanced};
use crate::strategies::min_conflicts::DEFAULT_SEED;
use crate::strategies::subproblem::Subproblem;
use crate::strategies::symmetry::Report;
use crate::strategies::{parallel, Kind, SizeError, Strategy, MAX_ONE_SOLUTION_N};
use crate::threads::{Control, StopFlag};
use crate::verbose::{search_logged, SearchLog};
use crate::MAX_N;

/// What to run. [`RunSpec::new`] checks the size and the budget;
/// [`RunSpec::of`] checks nothing (the run checks the size, and the
/// budget is the caller's), and the fields are open for callers that
/// checked them (or run small boards).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunSpec {
    /// The strategy.
    pub strategy: Strategy,
    /// The board size, `1..=`[`Strategy::max_shown_n`].
    pub n: usize,
    /// Stop at the first solution.
    pub first: bool,
    /// Report one board per class of the 8 rotations and reflections
    /// (`symmetry` only): the counters' solutions are then the classes, and
    /// [`RunResult::all_solutions`] every solution.
    pub unique: bool,
    /// Where `min-conflicts` draws its random numbers from: the same seed
    /// gives the same run (the other strategies draw none).
    pub seed: u64,
}

impl RunSpec {
    /// A run of `strategy` on an `n` x `n` board, to its first solution
    /// when `first`, every board reported, from the default seed; nothing
    /// checked.
    pub fn of(strategy: Strategy, n: usize, first: bool) -> Self {
        RunSpec {
            strategy,
            n,
            first,
            unique: false,
            seed: DEFAULT_SEED,
        }
    }

    /// [`RunSpec::of`], if the strategy takes that board on one thread,
    /// reporting its steps ([`check_size`]), and its work is within
    /// `max_nodes` ([`check_budget`]).
    pub fn new(strategy: Strategy, n: usize, first: bool, max_nodes: u64) -> Result<Self, SpecError> {
        check_size(strategy, n, false)?;
        check_budget(strategy, n, first, max_nodes)?;
        Ok(RunSpec::of(strategy, n, first))
    }
}

/// Why a run or a count is refused before it starts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SpecError {
    /// `n` is outside `1..=MAX_ONE_SOLUTION_N`, the boards any strategy takes.
    Size {
        /// The size asked for.
        n: usize,
    },
    /// A tree search asked for a board past `MAX_N`, which only the
    /// one-solution strategies take.
    SearchTooLarge {
        /// The strategy asked for.
        strategy: Strategy,
        /// The size asked for.
        n: usize,
    },
    /// A one-solution strategy asked to count.
    CountsNone(Strategy),
    /// `n` is past the largest board `strategy` takes: in a quiet count
    /// (`counting`) or in a run that reports its steps.
    TooLarge {
        /// The strategy asked for.
        strategy: Strategy,
        /// The size asked for.
        n: usize,
        /// Whether the board was to be counted quietly.
        counting: bool,
    },
    /// The tree is past the node budget.
    OverBudget(OverBudget),
    /// The unique count needs a strategy that counts classes.
    UniqueNeedsClasses(Strategy),
    /// One board per class needs the search that keeps one per class.
    OnePerClass(Strategy),
    /// A board the strategy's search does not take.
    Board(SizeError),
    /// More than one thread for a strategy that runs on one.
    OneThread {
        /// The strategy asked for.
        strategy: Strategy,
        /// The threads asked for.
        threads: usize,
    },
    /// A shard asked of a strategy that counts in one piece.
    NoShards {
        /// The strategy asked for.
        strategy: Strategy,
        /// The shard asked for.
        shard: Shard,
    },
    /// More shards than the count's tasks can balance.
    Unbalanced(Unbalanced),
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(Lang::En))
    }
}

impl SpecError {
    /// Why the run is refused, in `lang`, with what to run instead.
    pub fn said(&self, lang: Lang) -> String {
        let named = |strategy: Strategy| Value::from(strategy.name());
        // Its textbook name beside the identifier: 중간에서 만나기(halves).
        let called = |strategy: Strategy| Value::from(lang.strategy(strategy.name()));
        let text = |value: &dyn ToString| Value::Text(value.to_string());
        let largest = ("largest", Value::from(MAX_ONE_SOLUTION_N));
        match *self {
            Self::Size { n } => lang.say(
                "refusal.size",
                &[("n", text(&n)), ("max_n", text(&MAX_N)), largest],
            ),
            Self::SearchTooLarge { strategy, .. } => lang.say(
                "refusal.search_too_large",
                &[("strategy", named(strategy)), ("max_n", text(&MAX_N)), largest],
            ),
            Self::CountsNone(strategy) => lang.say("refusal.counts_none", &[("strategy", named(strategy))]),
            Self::TooLarge {
                strategy,
                counting: true,
                ..
            } => lang.say(
                "refusal.too_large.counting",
                &[
                    ("strategy", named(strategy)),
                    ("max", text(&strategy.max_count_n())),
                ],
            ),
            Self::TooLarge { strategy, .. } => lang.say(
                "refusal.too_large",
                &[
                    ("strategy", named(strategy)),
                    ("max", text(&strategy.max_shown_n())),
                    ("count_max", text(&strategy.max_count_n())),
                ],
            ),
            Self::OverBudget(refusal) => refusal.said(lang),
            Self::UniqueNeedsClasses(strategy) => {
                lang.say("refusal.unique_needs_classes", &[("strategy", called(strategy))])
            }
            Self::OnePerClass(strategy) => {
                lang.say("refusal.one_per_class", &[("strategy", called(strategy))])
            }
            Self::Board(SizeError { strategy, n, largest }) => lang.say(
                "refusal.board",
                &[
                    ("strategy", named(strategy)),
                    ("n", text(&n)),
                    ("max", text(&largest)),
                ],
            ),
            Self::OneThread { strategy, threads } => lang.say(
                "refusal.one_thread",
                &[("strategy", called(strategy)), ("threads", text(&threads))],
            ),
            Self::NoShards { strategy, shard } => lang.say(
                "refusal.no_shards",
                &[("strategy", called(strategy)), ("shard", text(&shard))],
            ),
            Self::Unbalanced(Unbalanced {
                m,
                tasks,
                largest_share,
                most,
            }) => {
                // Korean drops a tenth that rounds to nothing: 5배, 2.5배.
                let share = match lang {
                    Lang::En => format!("{largest_share:.1}"),
                    Lang::Ko => korean::factor(largest_share),
                };
                lang.say(
                    "usage.unbalanced",
                    &[
                        ("m", m.to_string().into()),
                        ("tasks", tasks.into()),
                        ("share", share.into()),
                        ("most", most.into()),
                    ],
                )
            }
        }
    }
}

impl std::error::Error for SpecError {}

impl From<OverBudget> for SpecError {
    fn from(refusal: OverBudget) -> Self {
        Self::OverBudget(refusal)
    }
}

impl From<SizeError> for SpecError {
    fn from(refusal: SizeError) -> Self {
        Self::Board(refusal)
    }
}

impl From<Unbalanced> for SpecError {
    fn from(refusal: Unbalanced) -> Self {
        Self::Unbalanced(refusal)
    }
}

/// Refuses a board no strategy takes, a count by a one-solution strategy,
/// a tree search past `MAX_N` (naming the strategies that take the board),
/// or a board larger than `strategy` takes in a quiet count (`counting`) or
/// in a run that reports its steps (only `halves` has limits of its own).
pub fn check_size(strategy: Strategy, n: usize, counting: bool) -> Result<(), SpecError> {
    let kind = strategy.kind();
    let max = if counting {
        strategy.max_count_n()
    } else {
        strategy.max_shown_n()
    };
    if !(1..=MAX_ONE_SOLUTION_N).contains(&n) {
        Err(SpecError::Size { n })
    } else if counting && kind == Kind::OneSolution {
        Err(SpecError::CountsNone(strategy))
    } else if n > MAX_N && kind == Kind::Search {
        Err(SpecError::SearchTooLarge { strategy, n })
    } else if n > max {
        Err(SpecError::TooLarge {
            strategy,
            n,
            counting,
        })
    } else {
        Ok(())
    }
}

/// What a run did.
#[derive(Clone, Debug, PartialEq)]
pub struct RunResult {
    /// What was run.
    pub spec: RunSpec,
    /// Everything it counted.
    pub counters: Counters,
    /// With [`RunSpec::unique`], every solution the classes found hold.
    pub all_solutions: Option<u128>,
    /// Whether the control's stop flag ended the run before its end.
    pub stopped: bool,
    /// Wall time of the search alone.
    pub elapsed: Duration,
}

impl RunResult {
    /// Nodes with all `n` queens placed.
    pub fn leaves(&self) -> u64 {
        self.counters.leaves(self.spec.n)
    }
}

/// Runs `spec` with counters, `observer` watching too, as `control` says;
/// the one entry through which every command runs a search. Logs the seed
/// (of a strategy that draws random numbers) and the start and the result
/// at `info`, and the search itself when `debug` or `trace` events are
/// enabled (see [`crate::verbose`]).
///
/// `spec.n` is 1 to [`Strategy::max_shown_n`] of the strategy (1 to 32 for the
/// searches, 16 for `halves`, 10,000,000 for `construction` and
/// `min-conflicts`); any other board is refused with the [`SpecError`]
/// that [`check_size`] gives, and so is `spec.unique` for a strategy
/// other than `symmetry`, before anything runs. The budget is not
/// checked here ([`RunSpec::new`] does).
///
/// `parallel` counting every solution runs on `control.threads` threads
/// (0: one per core), told to the control's progress in subproblems, and
/// the observer sees none of it (threads keep no order); with
/// `threads: 1`, to its first solution, and for every other strategy the
/// run is on the calling thread, reporting every step to `observer`. The
/// control's stop flag ends either at its next subproblem or solution;
/// [`RunResult::stopped`] tells.
pub fn search<O: Observer>(
    spec: RunSpec,
    control: Control,
    observer: &mut O,
) -> Result<RunResult, SpecError> {
    let RunSpec {
        strategy,
        n,
        first,
        unique,
        seed,
    } = spec;
    check_size(strategy, n, false)?;
    if unique && strategy != Strategy::Symmetry {
        return Err(SpecError::OnePerClass(strategy));
    }
    if strategy.takes_seed() {
        tracing::info!(strategy = strategy.name(), seed, "seed");
    }
    tracing::info!(strategy = strategy.name(), n, first, unique, "run starts");
    let started = Instant::now();
    let (counters, all_solutions, stopped) =
        if strategy.is_serial_stand_in() && !first && control.threads != 1 {
            let (outcome, counters) = parallel::count_with_counters(n, control);
            (counters, None, !outcome.finished())
        } else {
            let mut stop = StopFlag::new(control.stop);
            let mut watchers = (
                Counters::for_board(n),
                (observer, (&mut stop, first.then(FirstSolution::default))),
            );
            let all_solutions = if unique {
                // Boards printed one by one: the log's check at each step costs nothing here.
                let root = Subproblem::root(n)?;
                let mut logged = (&mut watchers, SearchLog::when_enabled(n));
                Some(root.solve(Report::OnePerClass, &mut logged).0.total())
            } else {
                search_logged(strategy, n, seed, &mut watchers)?;
                None
            };
            (watchers.0, all_solutions, stop.stopped)
        };
    let elapsed = started.elapsed();
    tracing::info!(
        strategy = strategy.name(),
        n,
        nodes = counters.nodes(),
        solutions = counters.solutions,
        prunes = counters.prunes(),
        checks = counters.checks,
        start_conflicts = counters.start_conflicts,
        repairs = counters.repairs,
        restarts = counters.restarts,
        stopped,
        seconds = elapsed.as_secs_f64(),
        "run ends"
    );
    Ok(RunResult {
        spec,
        counters,
        all_solutions,
        stopped,
        elapsed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::estimate::TreeSize;
    use crate::observer::Quiet;

    #[test]
    fn a_spec_is_made_only_within_the_sizes_and_the_budget() {
        let spec = |strategy, n| RunSpec::new(strategy, n, false, crate::budget::DEFAULT_MAX_NODES);
        assert_eq!(
            spec(Strategy::Bitmask, 8),
            Ok(RunSpec::of(Strategy::Bitmask, 8, false))
        );
        assert_eq!(spec(Strategy::Bitmask, 0), Err(SpecError::Size { n: 0 }));
        assert!(matches!(
            spec(Strategy::Bitmask, MAX_N + 1),
            Err(SpecError::SearchTooLarge { n: 33, .. })
        ));
        assert!(matches!(
            spec(Strategy::Halves, 17),
            Err(SpecError::TooLarge { counting: false, .. })
        ));
        let Err(SpecError::OverBudget(refusal)) = spec(Strategy::Branching, 10) else {
            panic!("past the budget");
        };
        assert_eq!(refusal.expected, TreeSize::Exact(11_111_111_111));
    }

    #[test]
    fn the_run_refuses_a_board_before_anything_runs() {
        for strategy in Strategy::SEARCHES.into_iter().chain(Strategy::ONE_SOLUTION) {
            for n in [0, strategy.max_shown_n() + 1] {
                let refused = search(RunSpec::of(strategy, n, false), Control::default(), &mut Quiet);
                assert_eq!(
                    refused,
                    Err(check_size(strategy, n, false).unwrap_err()),
                    "{strategy}"
                );
            }
        }
        let unique = RunSpec {
            unique: true,
            ..RunSpec::of(Strategy::Bitmask, 8, false)
        };
        assert_eq!(
            search(unique, Control::default(), &mut Quiet),
            Err(SpecError::OnePerClass(Strategy::Bitmask))
        );
    }

    #[test]
    fn one_board_per_class_counts_the_classes_and_every_solution() {
        // n = 8: 12 classes (OEIS A002562), 92 solutions (A000170).
        let spec = RunSpec {
            unique: true,
            ..RunSpec::of(Strategy::Symmetry, 8, false)
        };
        let result = search(spec, Control::default(), &mut Quiet).expect("n = 8 is searched");
        assert_eq!(result.counters.solutions, 12);
        assert_eq!(result.all_solutions, Some(92));
        assert!(!result.stopped);
    }

    #[test]
    fn sizes_are_checked_by_the_kind_of_strategy() {
        let largest = MAX_ONE_SOLUTION_N;
        assert_eq!(check_size(Strategy::Construction, largest, false), Ok(()));
        assert_eq!(check_size(Strategy::MinConflicts, MAX_N + 1, false), Ok(()));
        assert_eq!(
            check_size(Strategy::Bitmask, MAX_N + 1, false),
            Err(SpecError::SearchTooLarge {
                strategy: Strategy::Bitmask,
                n: MAX_N + 1
            })
        );
        assert_eq!(
            check_size(Strategy::Construction, 8, true),
            Err(SpecError::CountsNone(Strategy::Construction))
        );
        assert_eq!(
            check_size(Strategy::MinConflicts, largest + 1, false),
            Err(SpecError::Size { n: largest + 1 })
        );
        assert_eq!(
            check_size(Strategy::Bitmask, 0, false),
            Err(SpecError::Size { n: 0 })
        );
    }
}
