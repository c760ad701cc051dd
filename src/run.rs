//! One run of one strategy: the budget check before it, the counters and the
//! time after it. Renderers only ever see the plain [`RunResult`].

use std::fmt;
use std::time::{Duration, Instant};

use crate::counters::Counters;
use crate::estimate::TreeSize;
use crate::format::{rough_duration, thousands};
use crate::logging::search_logged;
use crate::observer::{FirstSolution, Observer, Quiet};
use crate::shard::{Shard, Unbalanced};
use crate::strategies::parallel::{self, Control};
use crate::strategies::Strategy;
use crate::strategies::{halves, symmetry};

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
/// without searching (see [`count_size`]): n = 20 (about 3.7·10^12 nodes,
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

/// The size of `count`'s work with `strategy` on an `n` x `n` board: the
/// tree it searches, or for `halves`, which joins bands instead of
/// searching, the bounded tree it stands in for (Knuth's estimate).
pub fn count_size(strategy: Strategy, n: usize) -> Option<TreeSize> {
    match strategy {
        Strategy::Halves => Some(TreeSize::About(crate::estimate::bounded_tree_nodes(n))),
        _ => strategy.expected_nodes(n, false),
    }
}

/// How many nodes of [`count_size`] a quiet count gets through per second
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
    match count_size(spec.strategy, spec.n) {
        Some(expected) if expected.nodes() > u128::from(max_nodes) => {
            let cores = if spec.strategy.is_threaded() {
                cores.max(1)
            } else {
                1
            };
            let would_take = count_rate(spec.strategy).map(|rate| {
                let seconds = expected.nodes() as f64 / rate / cores as f64;
                (Duration::from_secs_f64(seconds.min(1e15)), cores)
            });
            Err(OverBudget {
                spec,
                expected,
                max_nodes,
                would_take,
            })
        }
        _ => Ok(()),
    }
}

/// What to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunSpec {
    /// The strategy.
    pub strategy: Strategy,
    /// The board size, `1..=MAX_N`.
    pub n: usize,
    /// Stop at the first solution.
    pub first: bool,
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
        match u64::try_from(self.expected.nodes()) {
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

/// Refuses `spec` when it would visit more than `max_nodes` nodes.
pub fn check_budget(spec: RunSpec, max_nodes: u64) -> Result<(), OverBudget> {
    match spec.strategy.expected_nodes(spec.n, spec.first) {
        Some(expected) if expected.nodes() > u128::from(max_nodes) => Err(OverBudget {
            spec,
            expected,
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
    log_start(spec);
    let mut watchers = (
        Counters::for_board(spec.n),
        (observer, spec.first.then(FirstSolution::default)),
    );
    let started = Instant::now();
    search_logged(spec.strategy, spec.n, &mut watchers);
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
        seconds = elapsed.as_secs_f64(),
        "run ends"
    );
    RunResult {
        spec,
        counters,
        elapsed,
    }
}

/// Counts the classes of solutions with a strategy that counts classes
/// (`symmetry` on this thread, `parallel` as `control` says, the part
/// `shard` of them), logging the start and the result at `info`. No step
/// events: threads have no single stream of them, and the quiet count
/// reports no boards. Only `parallel` cuts a count into shards.
pub fn count_classes(
    strategy: Strategy,
    n: usize,
    control: Control,
    shard: Shard,
) -> Result<parallel::Outcome, Unbalanced> {
    tracing::info!(strategy = strategy.name(), n, %shard, "count starts");
    let started = Instant::now();
    let outcome = if strategy == Strategy::Parallel {
        parallel::count_shard(n, control, shard)?
    } else {
        assert_eq!(shard, Shard::WHOLE, "{strategy} counts the whole board");
        parallel::Outcome {
            found: symmetry::count(n),
            done: 1,
            subproblems: 1,
        }
    };
    tracing::info!(
        strategy = strategy.name(),
        n,
        solutions = %outcome.found.total(),
        unique = %outcome.found.unique(),
        finished = outcome.finished(),
        seconds = started.elapsed().as_secs_f64(),
        "count ends"
    );
    Ok(outcome)
}

/// Counts the solutions with `halves` as `control` says (the part `shard`
/// of them), logging the start and the result at `info`.
pub fn count_halves(n: usize, control: Control, shard: Shard) -> Result<parallel::Outcome<u128>, Unbalanced> {
    let strategy = Strategy::Halves.name();
    tracing::info!(strategy, n, %shard, "count starts");
    let started = Instant::now();
    let outcome = halves::count_shard(n, control, shard)?;
    tracing::info!(
        strategy,
        n,
        solutions = %outcome.found,
        finished = outcome.finished(),
        seconds = started.elapsed().as_secs_f64(),
        "count ends"
    );
    Ok(outcome)
}

/// Counts every solution of `strategy` on an `n` x `n` board as fast as it
/// goes: no counters, only the start and the result logged at `info` (and
/// the search itself when `debug` or `trace` events are enabled).
pub fn count_solutions(strategy: Strategy, n: usize) -> u64 {
    tracing::info!(strategy = strategy.name(), n, "count starts");
    let started = Instant::now();
    let solutions = search_logged(strategy, n, &mut Quiet);
    tracing::info!(
        strategy = strategy.name(),
        n,
        solutions,
        seconds = started.elapsed().as_secs_f64(),
        "count ends"
    );
    solutions
}
