//! One run of one strategy: the budget check before it, the counters and the
//! time after it. Renderers only ever see the plain [`RunResult`].

use std::fmt;
use std::time::{Duration, Instant};

use crate::counters::Counters;
use crate::estimate::TreeSize;
use crate::format::{rough_duration, thousands};
use crate::logging::search_logged_seeded;
use crate::observer::{FirstSolution, Observer, Quiet};
use crate::shard::{Shard, Unbalanced};
use crate::strategies::{min_conflicts, parallel, Kind, Strategy, MAX_ONE_SOLUTION_N};
use crate::threads::Control;

/// The largest board any strategy takes: a row of squares fits in a `u64` mask.
pub const MAX_N: usize = 32;

/// Nodes a run may visit unless `--max-nodes` says otherwise.
pub const DEFAULT_MAX_NODES: u64 = 1_000_000_000;

/// `count`'s node budget for the fast strategies (`mirror`, `symmetry`,
/// `parallel`) unless `--max-nodes` says otherwise; `halves` has
/// [`HALVES_MAX_NODES`] and the others [`DEFAULT_MAX_NODES`]. `parallel`
/// (the default with `--unique` and past n = 23) visits about
/// 10^8 nodes a second per core here (see the benchmark), so 2·10^11 nodes
/// is under a quarter of an hour on two cores: n = 19 (about 1.1·10^11 nodes
/// by the estimate) runs, n = 20 (about 9·10^11, over an hour) asks for
/// `--max-nodes`, and so does everything larger.
pub const COUNT_MAX_NODES: u64 = 200_000_000_000;

/// `count`'s budget for `halves`, in nodes of the bounded tree it counts
/// without searching (see [`count_work`]): n = 20 (about 3.7·10^12 nodes,
/// a few minutes on two cores) runs, n = 21 (about 3.1·10^13) asks for
/// `--max-nodes` or shards.
pub const HALVES_MAX_NODES: u64 = 5_000_000_000_000;

/// The budget `count` applies to `strategy` when `--max-nodes` is absent.
pub fn count_budget(strategy: Strategy) -> u64 {
    match strategy {
        Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel => COUNT_MAX_NODES,
        Strategy::Halves => HALVES_MAX_NODES,
        _ => DEFAULT_MAX_NODES,
    }
}

/// The work of `count` with `strategy` on an `n` x `n` board, in nodes of
/// the bitmask search: the tree it searches, weighted by its cost per node
/// ([`Strategy::expected_work`]), or for `halves`, which joins bands
/// instead of searching, the bounded tree it stands in for (Knuth's
/// estimate).
pub fn count_work(strategy: Strategy, n: usize) -> Option<TreeSize> {
    match strategy {
        Strategy::Halves => Some(TreeSize::About(crate::estimate::bounded_tree_nodes(n))),
        _ => strategy.expected_work(n, false),
    }
}

/// How many nodes of [`count_work`] a quiet count gets through per second
/// on one core, measured on the 2-core machine of the README's benchmark
/// (rounded down): `parallel` about 10^8 of its tree, `halves` about
/// 1.3·10^10 of the bounded tree at n = 18 (4.5 s on one core), less at odd n.
fn count_rate(strategy: Strategy) -> Option<f64> {
    match strategy {
        Strategy::Symmetry | Strategy::Parallel => Some(1e8),
        Strategy::Halves => Some(1e10),
        _ => None,
    }
}

/// Refuses the count `spec` when its work is past `max_nodes` nodes, saying
/// how long it would take on `cores` cores where the rate is known.
pub fn check_count_budget(spec: RunSpec, max_nodes: u64, cores: usize) -> Result<(), OverBudget> {
    let expected = match spec.strategy {
        Strategy::Halves => count_work(spec.strategy, spec.n),
        strategy => strategy.expected_nodes(spec.n, false),
    };
    match (expected, count_work(spec.strategy, spec.n)) {
        (Some(expected), Some(work)) if work.nodes() > u128::from(max_nodes) => {
            let cores = if spec.strategy.is_threaded() {
                cores.max(1)
            } else {
                1
            };
            let would_take = count_rate(spec.strategy).map(|rate| {
                let seconds = work.nodes() as f64 / rate / cores as f64;
                (Duration::from_secs_f64(seconds.min(1e15)), cores)
            });
            Err(OverBudget {
                spec,
                expected,
                work,
                max_nodes,
                would_take,
            })
        }
        _ => Ok(()),
    }
}

/// What to run; [`RunSpec::new`] checks the size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunSpec {
    /// The strategy.
    pub strategy: Strategy,
    /// The board size, `1..=MAX_N`.
    pub n: usize,
    /// Stop at the first solution.
    pub first: bool,
}

impl RunSpec {
    /// A run of `strategy` on an `n` x `n` board (to its first solution when
    /// `first`), if the strategy takes that board on one thread, reporting
    /// its steps.
    pub fn new(strategy: Strategy, n: usize, first: bool) -> Result<Self, SpecError> {
        check_size(strategy, n, false)?;
        Ok(RunSpec { strategy, n, first })
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
        match *self {
            Self::Size { n } => write!(
                f,
                "n = {n}: it must be 1 to {MAX_N}, or to {} for construction and min-conflicts",
                thousands(MAX_ONE_SOLUTION_N as u64)
            ),
            Self::SearchTooLarge { strategy, .. } => {
                let one_solution = Strategy::ONE_SOLUTION.map(Strategy::name);
                write!(
                    f,
                    "{strategy} searches a tree, which takes n up to {MAX_N}; only {} take n up to {}, \
                     and they find one solution (with --strategy {})",
                    one_solution.join(" and "),
                    thousands(MAX_ONE_SOLUTION_N as u64),
                    one_solution.join(" or ")
                )
            }
            Self::CountsNone(strategy) => write!(
                f,
                "--strategy {strategy} finds one solution without searching a tree, so it cannot count; \
                 use nqueens solve --strategy {strategy}"
            ),
            Self::TooLarge {
                strategy,
                counting: true,
                ..
            } => write!(
                f,
                "{strategy} takes n up to {} (its quarter tables grow too large beyond); \
                 use --strategy parallel",
                strategy.max_count_n()
            ),
            Self::TooLarge { strategy, .. } => write!(
                f,
                "{strategy} takes n up to {} (on one thread, reporting every board); \
                 `nqueens count` runs it up to n = {}",
                strategy.max_n(),
                strategy.max_count_n()
            ),
            Self::OverBudget(refusal) => refusal.fmt(f),
            Self::UniqueNeedsClasses(strategy) => write!(
                f,
                "--unique needs a strategy that counts classes of symmetric boards \
                 (--strategy symmetry or parallel), not {strategy}"
            ),
            Self::OneThread { strategy, threads } => write!(
                f,
                "--threads {threads}: {strategy} runs on one thread; only --strategy halves or parallel take more"
            ),
            Self::NoShards { strategy, shard } => write!(
                f,
                "--shard {shard}: {strategy} counts on one thread, in one piece; \
                 only --strategy halves or parallel cut a count into shards"
            ),
            Self::Unbalanced(refusal) => refusal.fmt(f),
        }
    }
}

impl std::error::Error for SpecError {}

impl From<OverBudget> for SpecError {
    fn from(refusal: OverBudget) -> Self {
        Self::OverBudget(refusal)
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
        strategy.max_n()
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
    /// Wall time of the search alone.
    pub elapsed: Duration,
}

impl RunResult {
    /// Nodes with all `n` queens placed.
    pub fn leaves(&self) -> u64 {
        self.counters.leaves(self.spec.n)
    }
}

/// A run refused before it started because its tree is past the budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget {
    /// What would have run.
    pub spec: RunSpec,
    /// How many nodes it would visit.
    pub expected: TreeSize,
    /// Its work, in nodes of the bitmask search ([`Strategy::expected_work`]).
    pub work: TreeSize,
    /// The budget it is past.
    pub max_nodes: u64,
    /// About how long it would run, on how many cores, where that is known.
    pub would_take: Option<(Duration, usize)>,
}

impl fmt::Display for OverBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let RunSpec { strategy, n, .. } = self.spec;
        let unit = if self.max_nodes == 1 { "node" } else { "nodes" };
        write!(f, "{strategy} for n = {n} would visit {} nodes", self.expected)?;
        if self.work != self.expected {
            write!(f, ", as much work as {} nodes of bitmask", self.work)?;
        }
        if let Some((time, cores)) = self.would_take {
            let cores = if cores == 1 {
                "1 core".to_string()
            } else {
                format!("{cores} cores")
            };
            write!(f, " (about {} on {cores})", rough_duration(time.as_secs_f64()))?;
        }
        write!(
            f,
            ", more than the budget of {} {unit}; ",
            thousands(self.max_nodes)
        )?;
        match u64::try_from(self.work.nodes()) {
            Ok(nodes) => write!(f, "allow it with --max-nodes {nodes}"),
            Err(_) => write!(
                f,
                "no budget can allow it (--max-nodes takes at most {})",
                u64::MAX
            ),
        }
    }
}

impl std::error::Error for OverBudget {}

/// Refuses `spec` when its work is more than `max_nodes` nodes of the
/// bitmask search ([`Strategy::expected_work`]).
pub fn check_budget(spec: RunSpec, max_nodes: u64) -> Result<(), OverBudget> {
    let RunSpec { strategy, n, first } = spec;
    match (
        strategy.expected_nodes(n, first),
        strategy.expected_work(n, first),
    ) {
        (Some(expected), Some(work)) if work.nodes() > u128::from(max_nodes) => Err(OverBudget {
            spec,
            expected,
            work,
            max_nodes,
            would_take: None,
        }),
        _ => Ok(()),
    }
}

/// Runs `spec` with counters, and `observer` watching too. Logs the start
/// and the result at `info`, and the search itself when `debug` or `trace`
/// events are enabled (see [`crate::logging`]). A threaded strategy runs on
/// the calling thread here: an observer needs one stream.
pub fn run_observed<O: Observer>(spec: RunSpec, observer: &mut O) -> RunResult {
    run_seeded(spec, min_conflicts::DEFAULT_SEED, observer)
}

/// [`run_observed`], with `min-conflicts` drawing its random numbers from
/// `seed` (logged at `info` with the start); the other strategies draw none.
pub fn run_seeded<O: Observer>(spec: RunSpec, seed: u64, observer: &mut O) -> RunResult {
    if spec.strategy.takes_seed() {
        tracing::info!(strategy = spec.strategy.name(), seed, "seed");
    }
    log_start(spec);
    let mut watchers = (
        Counters::for_board(spec.n),
        (observer, spec.first.then(FirstSolution::default)),
    );
    let started = Instant::now();
    search_logged_seeded(spec.strategy, spec.n, seed, &mut watchers);
    finish(spec, watchers.0, started.elapsed())
}

/// Runs `spec` with counters only; `parallel` runs on `threads` threads
/// (0: one per core), each counting its own share. The others, `halves`
/// included, run on the calling thread.
pub fn run_on(spec: RunSpec, threads: usize) -> RunResult {
    if spec.strategy != Strategy::Parallel || spec.first {
        return run_observed(spec, &mut Quiet);
    }
    log_start(spec);
    let started = Instant::now();
    let (_, counters) = parallel::count_with_counters(spec.n, Control::on_threads(threads));
    finish(spec, counters, started.elapsed())
}

/// Runs `spec` with counters only, a threaded strategy on every core.
pub fn run(spec: RunSpec) -> RunResult {
    run_on(spec, 0)
}

fn log_start(spec: RunSpec) {
    tracing::info!(
        strategy = spec.strategy.name(),
        n = spec.n,
        first = spec.first,
        "run starts"
    );
}

fn finish(spec: RunSpec, counters: Counters, elapsed: Duration) -> RunResult {
    tracing::info!(
        strategy = spec.strategy.name(),
        n = spec.n,
        nodes = counters.nodes(),
        solutions = counters.solutions,
        prunes = counters.prunes(),
        checks = counters.checks,
        start_conflicts = counters.start_conflicts,
        repairs = counters.repairs,
        restarts = counters.restarts,
        seconds = elapsed.as_secs_f64(),
        "run ends"
    );
    RunResult {
        spec,
        counters,
        elapsed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
