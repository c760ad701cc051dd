//! One run of one strategy: the budget check before it, the counters and the
//! time after it. Renderers only ever see the plain [`RunResult`].

use std::fmt;
use std::time::{Duration, Instant};

use crate::counters::Counters;
use crate::estimate::TreeSize;
use crate::format::{forecast, thousands};
use crate::logging::search_logged_seeded;
use crate::observer::{FirstSolution, Observer, Quiet};
use crate::shard::{Shard, Unbalanced};
use crate::strategies::{min_conflicts, parallel, Kind, Strategy, MAX_ONE_SOLUTION_N};
use crate::threads::Control;

/// The largest board any strategy takes: a row of squares fits in a `u64` mask.
pub const MAX_N: usize = 32;

/// The budget of `compare`, `solve` and `trace` unless `--max-nodes` says
/// otherwise, in nodes of the bitmask search ([`Strategy::expected_work`]):
/// about a second of a counted run on one core ([`OBSERVED_RATE`]), so
/// that a default `compare` finishes in seconds at every n, showing the
/// runs past it as skipped with the `--max-nodes` that allows them.
pub const DEFAULT_MAX_NODES: u64 = 50_000_000;

/// `count`'s budget for the fast strategies (`mirror`, `symmetry`,
/// `parallel`) unless `--max-nodes` says otherwise; `halves` has
/// [`HALVES_MAX_NODES`] and the others [`COUNT_TEACHING_MAX_NODES`].
/// A quiet count gets through about [`COUNT_RATE`] nodes a second per core,
/// so 2·10^11 nodes is under a quarter of an hour on two cores: `parallel`
/// at n = 19 (about 1.1·10^11 nodes by the estimate) runs, n = 20 (about
/// 9·10^11, over an hour) asks for `--max-nodes`, and so does everything
/// larger.
pub const COUNT_MAX_NODES: u64 = 200_000_000_000;

/// `count`'s budget for the strategies of the first lessons (`branching` to
/// `bitmask`): about ten seconds of a quiet count on one core.
pub const COUNT_TEACHING_MAX_NODES: u64 = 1_000_000_000;

/// `count`'s budget for `halves`, in nodes of the bitmask search (its
/// bands and its pair tests, [`Strategy::expected_work`]): n = 20 (about
/// 4.8·10^12, three minutes on two cores at [`halves_count_rate`]) runs,
/// n = 21 (about 1.3·10^13, 43 minutes) asks for `--max-nodes` or shards.
pub const HALVES_MAX_NODES: u64 = 8_000_000_000_000;

/// How many nodes of work ([`Strategy::expected_work`]) a counted run on
/// one thread gets through per second (`compare`, `solve`, `trace`):
/// 44 to 51 million for bitmask at n = 13 to 15 on the README's machine
/// (CPU time), rounded down.
pub const OBSERVED_RATE: f64 = 4.5e7;

/// How many nodes of work a quiet count gets through per second on one
/// core: 1.5 to 1.65·10^8 for the mask searches (the README's benchmark),
/// less for the teaching ones, rounded down.
pub const COUNT_RATE: f64 = 1e8;

/// How many nodes of work the quiet count of `halves` gets through per
/// second on one core at `n`: its quarter tables and bit-sliced join test
/// pairs far faster than the observed run weighs them, and the weights
/// ([`Strategy::expected_work`]) leave out the middle row of an odd n, so
/// an odd n runs at a lower rate. Measured on the README's machine, quiet,
/// after the AVX-512 join: n = 18 1.0·10^10 (1.58 s on two cores), n = 20
/// 1.4·10^10 (171 s on two cores, 340 CPU seconds); n = 19 2.7·10^9 (17.3
/// s on two cores), n = 21 6.0·10^9 (18 minutes on two cores, 2,147 CPU
/// seconds). The odd rate is n = 19's, so that forecasts err long.
pub fn halves_count_rate(n: usize) -> f64 {
    if n.is_multiple_of(2) {
        1.2e10
    } else {
        2.5e9
    }
}

/// The budget `count` applies to `strategy` when `--max-nodes` is absent.
pub fn count_budget(strategy: Strategy) -> u64 {
    match strategy {
        Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel => COUNT_MAX_NODES,
        Strategy::Halves => HALVES_MAX_NODES,
        _ => COUNT_TEACHING_MAX_NODES,
    }
}

/// Refuses the count `spec` when its work is past `max_nodes` nodes,
/// saying how long it would take on `cores` cores (one for the strategies
/// that run on one thread).
pub fn check_count_budget(spec: RunSpec, max_nodes: u64, cores: usize) -> Result<(), OverBudget> {
    let rate = match spec.strategy {
        Strategy::Halves => halves_count_rate(spec.n),
        _ => COUNT_RATE,
    };
    let cores = if spec.strategy.is_threaded() { cores } else { 1 };
    check_work(spec, max_nodes, rate, cores)
}

/// Refuses the run `spec` when its work is past `max_nodes` nodes, saying
/// how long it would take at `rate` nodes of work a second on each of
/// `cores` cores.
fn check_work(spec: RunSpec, max_nodes: u64, rate: f64, cores: usize) -> Result<(), OverBudget> {
    let RunSpec { strategy, n, first } = spec;
    match (
        strategy.expected_nodes(n, first),
        strategy.expected_work(n, first),
    ) {
        (Some(expected), Some(work)) if work.nodes() > u128::from(max_nodes) => {
            let cores = cores.max(1);
            let seconds = work.nodes() as f64 / rate / cores as f64;
            Err(OverBudget {
                spec,
                expected,
                work,
                max_nodes,
                would_take: Duration::try_from_secs_f64(seconds)
                    .map_or(LONGEST_FORECAST, |time| time.min(LONGEST_FORECAST)),
                cores,
            })
        }
        _ => Ok(()),
    }
}

/// What to run. [`RunSpec::new`] checks the size and the budget; the
/// fields are open for callers that checked them (or run small boards).
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
    /// its steps, and its work is within `max_nodes` ([`check_budget`]).
    pub fn new(strategy: Strategy, n: usize, first: bool, max_nodes: u64) -> Result<Self, SpecError> {
        check_size(strategy, n, false)?;
        let spec = RunSpec { strategy, n, first };
        check_budget(spec, max_nodes)?;
        Ok(spec)
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
    /// About how long it would run (at most [`LONGEST_FORECAST`]).
    pub would_take: Duration,
    /// On how many cores.
    pub cores: usize,
}

/// The longest time a refusal holds: far past a million years, beyond
/// which its forecast says only "over a million years" ([`forecast`]).
pub const LONGEST_FORECAST: Duration = Duration::from_secs(1_000_000_000_000_000);

impl fmt::Display for OverBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let RunSpec { strategy, n, .. } = self.spec;
        let unit = if self.max_nodes == 1 { "node" } else { "nodes" };
        write!(f, "{strategy} for n = {n} would visit {} nodes", self.expected)?;
        if self.work.count() != self.expected.count() {
            write!(f, ", as much work as {} nodes of bitmask", self.work)?;
        }
        // A forecast under a second says nothing a refusal needs.
        if self.would_take >= Duration::from_secs(1) {
            let cores = match self.cores {
                1 => "1 core".to_string(),
                cores => format!("{cores} cores"),
            };
            let time = forecast(self.would_take.as_secs_f64());
            write!(f, " ({time} on {cores})")?;
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
                thousands(u64::MAX)
            ),
        }
    }
}

impl std::error::Error for OverBudget {}

/// Refuses `spec` when its work is more than `max_nodes` nodes of the
/// bitmask search ([`Strategy::expected_work`]), saying how long the
/// counted run would take ([`OBSERVED_RATE`]; `parallel` on every core).
pub fn check_budget(spec: RunSpec, max_nodes: u64) -> Result<(), OverBudget> {
    // `compare` runs `parallel` on its threads, except to a first solution.
    let cores = if spec.strategy.is_serial_stand_in() && !spec.first {
        std::thread::available_parallelism().map_or(1, usize::from)
    } else {
        1
    };
    check_work(spec, max_nodes, OBSERVED_RATE, cores)
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
    run_with(spec, Control::on_threads(threads))
}

/// [`run_on`], with `control` giving the threads of `parallel` and what
/// watches its subproblems: the progress, and the stop flag (a stopped run
/// holds the counters of the subproblems it solved).
pub fn run_with(spec: RunSpec, control: Control) -> RunResult {
    if spec.strategy != Strategy::Parallel || spec.first {
        return run_observed(spec, &mut Quiet);
    }
    log_start(spec);
    let started = Instant::now();
    let (_, counters) = parallel::count_with_counters(spec.n, control);
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
    fn a_spec_is_made_only_within_the_sizes_and_the_budget() {
        let spec = |strategy, n| RunSpec::new(strategy, n, false, DEFAULT_MAX_NODES);
        let eight = RunSpec {
            strategy: Strategy::Bitmask,
            n: 8,
            first: false,
        };
        assert_eq!(spec(Strategy::Bitmask, 8), Ok(eight));
        assert_eq!(spec(Strategy::Bitmask, 0), Err(SpecError::Size { n: 0 }));
        assert!(matches!(
            spec(Strategy::Bitmask, MAX_N + 1),
            Err(SpecError::SearchTooLarge { n: 33, .. })
        ));
        assert!(matches!(
            spec(Strategy::Halves, 17),
            Err(SpecError::TooLarge { counting: false, .. })
        ));
        // Full branching for n = 10: 1 + 10 + ... + 10^10 nodes, half a
        // bitmask node of work each.
        let Err(SpecError::OverBudget(refusal)) = spec(Strategy::Branching, 10) else {
            panic!("past the budget");
        };
        assert_eq!(refusal.expected, TreeSize::Exact(11_111_111_111));
        assert_eq!(refusal.work, TreeSize::About(5_555_555_556));
    }

    #[test]
    fn a_refusal_says_each_figure_once_and_a_time_only_past_a_second() {
        for strategy in Strategy::ALL {
            for n in 1..=MAX_N {
                let spec = RunSpec {
                    strategy,
                    n,
                    first: false,
                };
                // The smallest trees weigh nothing once rounded.
                let Err(refusal) = check_budget(spec, 0) else {
                    continue;
                };
                let text = refusal.to_string();
                assert_eq!(
                    text.contains("as much work as"),
                    refusal.work.count() != refusal.expected.count(),
                    "{text}"
                );
                assert_eq!(
                    text.contains(" core"),
                    refusal.would_take.as_secs() >= 1,
                    "{text}"
                );
                assert!(!text.contains(" 0.0 "), "{text}");
            }
        }
    }

    #[test]
    fn count_and_compare_size_halves_alike() {
        // `count -n 12 --strategy halves --max-nodes 100000` once named the
        // bounded tree it stands in for, and 0.0 seconds.
        let spec = RunSpec {
            strategy: Strategy::Halves,
            n: 12,
            first: false,
        };
        let counted = check_count_budget(spec, 100_000, 2).expect_err("past 100,000");
        let compared = check_budget(spec, 100_000).expect_err("past 100,000");
        assert_eq!(counted.to_string(), compared.to_string());
        assert_eq!(
            counted.expected,
            Strategy::Halves.expected_nodes(12, false).unwrap()
        );
        assert!(!counted.to_string().contains("seconds"), "{counted}");
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
