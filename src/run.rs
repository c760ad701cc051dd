//! One run of one strategy: the budget check before it, the counters and the
//! time after it. Renderers only ever see the plain [`RunResult`].

use std::fmt;
use std::time::{Duration, Instant};

use crate::counters::Counters;
use crate::estimate::TreeSize;
use crate::format::thousands;
use crate::logging::search_logged;
use crate::observer::{FirstSolution, Observer, Quiet};
use crate::strategies::Strategy;

/// The largest board any strategy takes: a row of squares fits in a `u64` mask.
pub const MAX_N: usize = 32;

/// Nodes a run may visit unless `--max-nodes` says otherwise.
pub const DEFAULT_MAX_NODES: u64 = 1_000_000_000;

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
}

impl fmt::Display for OverBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let RunSpec { strategy, n, .. } = self.spec;
        write!(
            f,
            "{strategy} for n = {n} would visit {} nodes, more than the budget of {} nodes; ",
            self.expected,
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
        }),
        _ => Ok(()),
    }
}

/// Runs `spec` with counters, and `observer` watching too. Logs the start
/// and the result at `info`, and the search itself when `debug` or `trace`
/// events are enabled (see [`crate::logging`]).
pub fn run_observed<O: Observer>(spec: RunSpec, observer: &mut O) -> RunResult {
    tracing::info!(
        strategy = spec.strategy.name(),
        n = spec.n,
        first = spec.first,
        "run starts"
    );
    let mut watchers = (
        Counters::for_board(spec.n),
        (observer, spec.first.then(FirstSolution::default)),
    );
    let started = Instant::now();
    search_logged(spec.strategy, spec.n, &mut watchers);
    let elapsed = started.elapsed();
    let counters = watchers.0;
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

/// Runs `spec` with counters only.
pub fn run(spec: RunSpec) -> RunResult {
    run_observed(spec, &mut Quiet)
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
