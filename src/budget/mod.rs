//! The cost model: how long a run or a count will take, and whether it may
//! start.
//!
//! Every budget is counted in nodes of the bitmask search. The
//! [`forecast`](mod@forecast) sizes a run before it starts ([`Strategy::expected_nodes`]:
//! closed forms, the path to the first solution, Knuth's estimate) and
//! weighs each strategy's nodes and pair tests by what they cost
//! ([`Strategy::expected_work`]). This file holds the budgets each command
//! applies unless `--max-nodes` says otherwise, the rates that turn work
//! into a time, and the check that refuses a run past its budget with an
//! [`OverBudget`] saying how long it would take. Every rate names the
//! command that measured it, so that it can be measured again.

pub mod forecast;

use std::fmt;
use std::time::Duration;

pub use forecast::{first_path, FirstPath, PAIR_TEST_WEIGHT};

use crate::estimate::TreeSize;
use crate::format::forecast;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::strategies::Strategy;

/// The budget of `compare`, `solve` and `trace` unless `--max-nodes` says
/// otherwise, in nodes of the bitmask search ([`Strategy::expected_work`]):
/// about a second of a counted run on one core ([`OBSERVED_RATE`]), so
/// that a default `compare` finishes in seconds at every n, showing the
/// runs past it as skipped with the `--max-nodes` that allows them.
pub const DEFAULT_MAX_NODES: u64 = 50_000_000;

/// The most nodes one run of a lesson may visit, so that a lesson answers
/// in about a second ([`OBSERVED_RATE`]): each lesson's `sizes` stop where
/// its largest run would pass it.
pub const LESSON_MAX_NODES: u64 = 50_000_000;

/// `watch`'s budget unless `--max-nodes` says otherwise: the search runs to
/// its end before the view opens, and 20,000,000 nodes (full branching for
/// n = 8 has 19,173,961) take about a second on the machine of the guide's benchmarks (docs/benchmarks.md)
/// (measure again with `time nqueens trace -n 8 --strategy branching
/// --format json > /dev/null`, which records the same steps).
pub const WATCH_MAX_NODES: u64 = 20_000_000;

/// `count`'s budget for the fast strategies (`mirror`, `symmetry`,
/// `parallel`) unless `--max-nodes` says otherwise; `halves` has
/// [`HALVES_BUDGET`] and the others [`COUNT_TEACHING_MAX_NODES`].
/// A quiet count gets through about [`COUNT_RATE`] nodes a second per core,
/// so 2·10^11 nodes is under a quarter of an hour on two cores: `parallel`
/// at n = 19 (about 1.1·10^11 nodes by the estimate) runs, n = 20 (about
/// 9·10^11, over an hour) asks for `--max-nodes`, and so does everything
/// larger.
pub const COUNT_MAX_NODES: u64 = 200_000_000_000;

/// `count`'s budget for the strategies of the first lessons (`branching` to
/// `bitmask`): about ten seconds of a quiet count on one core.
pub const COUNT_TEACHING_MAX_NODES: u64 = 1_000_000_000;

/// `count`'s budget for `halves` unless `--max-nodes` says otherwise: the
/// work its forecast gets through in an hour on the cores the count uses
/// ([`halves_budget`]). A constant count of nodes would not do, for the
/// rate of `halves` grows with n: on two cores n = 22 (about 8·10^14 nodes
/// of work, forecast 44 minutes) runs, and n = 23 (about 2.2·10^15,
/// forecast 8.6 hours) asks for `--max-nodes` or shards; on one core n = 22
/// asks too (forecast 88 minutes).
pub const HALVES_BUDGET: Duration = Duration::from_secs(3600);

/// The work `halves` may do on an `n` x `n` board on `cores` cores without
/// `--max-nodes`: [`HALVES_BUDGET`] at [`halves_count_rate`].
pub fn halves_budget(n: usize, cores: usize) -> u64 {
    (halves_count_rate(n) * cores.max(1) as f64 * HALVES_BUDGET.as_secs_f64()) as u64
}

/// How many nodes of work ([`Strategy::expected_work`]) a counted run on
/// one thread gets through per second (`compare`, `solve`, `trace`):
/// 44 to 51 million for bitmask at n = 13 to 15 on the machine of the guide's benchmarks (docs/benchmarks.md),
/// rounded down (CPU time over nodes of `/usr/bin/time -v nqueens compare
/// -n 15 --strategies bitmask`, and `-n 13`, `-n 14`).
pub const OBSERVED_RATE: f64 = 4.5e7;

/// How many nodes of work a quiet count gets through per second on one
/// core: 1.5 to 1.65·10^8 for the mask searches (`cargo bench --bench fast
/// -- 16 17`, the rows of bitmask, mirror and symmetry), less for the
/// teaching ones, rounded down.
pub const COUNT_RATE: f64 = 1e8;

/// How many nodes of work the quiet count of `halves` gets through per
/// second on one core at `n`. The work ([`Strategy::expected_work`]) weighs
/// its bands and pair tests as the observed run on one thread does, but
/// the count's quarter tables, keys and bit-sliced join test pairs far
/// faster, the more so the larger the board, and its weights leave out
/// the middle row of an odd n: so the rate is measured at each n, for odd
/// and even n apart. Work over CPU seconds on two quiet cores with
/// AVX-512's vector popcount, rounded down so that forecasts err long:
/// `/usr/bin/time nqueens count -n N --threads T` at n = 17 and 18 on one
/// thread (0.40 and 1.35 CPU seconds: 2.2·10^9 and 2.6·10^10), n = 19, 20
/// and 21 on two (14.2, 57.1 and 557 CPU seconds: 6.7·10^9, 8.3·10^10
/// and 2.3·10^10); n = 22 and 23 from parts, two at once, each on one
/// thread (`--shard 0/64` and `21/64` of n = 22 took 78 and 79 CPU
/// seconds, 64 parts about 5,000: 1.6·10^11; `0/512` and `300/512` of
/// n = 23 113 and 105, 512 parts about 56,000: 3.9·10^10), the quarter
/// tables each part builds included. Smaller boards take the rate of
/// n = 17: they end within a second anyway.
pub fn halves_count_rate(n: usize) -> f64 {
    match n {
        ..=17 => 2.0e9,
        18 => 2.5e10,
        19 => 6.5e9,
        20 => 8.0e10,
        21 => 2.2e10,
        22 => 1.5e11,
        _ => 3.5e10,
    }
}

/// The budget `count` applies to `strategy` on an `n` x `n` board on
/// `cores` cores when `--max-nodes` is absent.
pub fn count_budget(strategy: Strategy, n: usize, cores: usize) -> u64 {
    match strategy {
        Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel => COUNT_MAX_NODES,
        Strategy::Halves => halves_budget(n, cores),
        _ => COUNT_TEACHING_MAX_NODES,
    }
}

/// The longest time a refusal holds: far past a million years, beyond
/// which its forecast says only "over a million years"
/// ([`crate::format::forecast`]).
pub const LONGEST_FORECAST: Duration = Duration::from_secs(1_000_000_000_000_000);

/// Refuses the run of `strategy` on an `n` x `n` board (to its first
/// solution when `first`) when its work is more than `max_nodes` nodes of
/// the bitmask search ([`Strategy::expected_work`]), saying how long the
/// counted run would take ([`OBSERVED_RATE`]; `parallel` on every core).
pub fn check_budget(strategy: Strategy, n: usize, first: bool, max_nodes: u64) -> Result<(), OverBudget> {
    // `compare` runs `parallel` on its threads, except to a first solution.
    let cores = if strategy.is_serial_stand_in() && !first {
        available_cores()
    } else {
        1
    };
    check_work(strategy, n, first, (max_nodes, 1), OBSERVED_RATE, cores)
}

/// Refuses the quiet count of every solution of `strategy` on an `n` x `n`
/// board, cut into `shards` parts, when its work is past `max_nodes` nodes
/// a part (the strategy's own [`count_budget`] when `None`) in all its
/// parts, saying how long it would take on `cores` cores (one for the
/// strategies that run on one thread). A whole count of `halves` refused by
/// its own budget says that the budget is an hour of work on those cores.
pub fn check_count_budget(
    strategy: Strategy,
    n: usize,
    max_nodes: Option<u64>,
    shards: u32,
    cores: usize,
) -> Result<(), OverBudget> {
    let rate = match strategy {
        Strategy::Halves => halves_count_rate(n),
        _ => COUNT_RATE,
    };
    let part = max_nodes.unwrap_or_else(|| count_budget(strategy, n, cores));
    let cores = if strategy.is_threaded() { cores } else { 1 };
    check_work(strategy, n, false, (part, shards), rate, cores).map_err(|mut refusal| {
        refusal.hour_of_work = strategy == Strategy::Halves && max_nodes.is_none() && shards == 1;
        refusal
    })
}

/// The cores of this machine, which `--threads 0` (one per core) uses.
pub fn available_cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// Refuses the run when its work is past `max_nodes` nodes a part in its
/// `parts` parts (`(max_nodes, parts)`: one part for a run that is not cut),
/// saying how long it would take at `rate` nodes of work a second on each
/// of `cores` cores.
fn check_work(
    strategy: Strategy,
    n: usize,
    first: bool,
    (max_nodes, parts): (u64, u32),
    rate: f64,
    cores: usize,
) -> Result<(), OverBudget> {
    let parts = parts.max(1);
    match (
        strategy.expected_nodes(n, first),
        strategy.expected_work(n, first),
    ) {
        (Some(expected), Some(work)) if work.nodes() > u128::from(max_nodes) * u128::from(parts) => {
            let cores = cores.max(1);
            let seconds = work.nodes() as f64 / rate / cores as f64;
            Err(OverBudget {
                strategy,
                n,
                first,
                expected,
                work,
                max_nodes,
                parts,
                would_take: Duration::try_from_secs_f64(seconds)
                    .map_or(LONGEST_FORECAST, |time| time.min(LONGEST_FORECAST)),
                cores,
                hour_of_work: false,
            })
        }
        _ => Ok(()),
    }
}

/// A run refused before it started because its tree is past the budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget {
    /// The strategy that would have run.
    pub strategy: Strategy,
    /// On an `n` x `n` board.
    pub n: usize,
    /// To its first solution.
    pub first: bool,
    /// How many nodes it would visit.
    pub expected: TreeSize,
    /// Its work, in nodes of the bitmask search ([`Strategy::expected_work`]).
    pub work: TreeSize,
    /// The budget it is past: of each part, when it is cut into parts.
    pub max_nodes: u64,
    /// The parts it is cut into (`count --shard K/M`: M), each with the
    /// budget; 1 for a run that is not cut.
    pub parts: u32,
    /// About how long it would run (at most [`LONGEST_FORECAST`]).
    pub would_take: Duration,
    /// On how many cores.
    pub cores: usize,
    /// Whether the budget is the work `halves` is forecast to do in
    /// [`HALVES_BUDGET`] on those cores (its default), said as such: in
    /// nodes alone, it would look larger on one core than on two.
    pub hour_of_work: bool,
}

impl fmt::Display for OverBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(Lang::En))
    }
}

impl OverBudget {
    /// The refusal in `lang`: the nodes the run would visit (and the work
    /// they weigh, when it differs), how long that would take when it is
    /// past a second, the budget it passes (a part's, times the parts) and
    /// the smallest `--max-nodes` that allows it.
    pub fn said(&self, lang: Lang) -> String {
        let size = |size: TreeSize| {
            let count = powers_of_ten(lang, size.count());
            match size {
                TreeSize::Exact(_) => count,
                TreeSize::About(_) => lang.say("budget.about", &[("count", count.into())]),
            }
        };
        let work = (self.work.count() != self.expected.count()).then(|| ("work", size(self.work).into()));
        // A forecast under a second says nothing a refusal needs.
        let time = (self.would_take >= Duration::from_secs(1)).then(|| {
            [
                ("time", forecast_in(lang, self.would_take.as_secs_f64()).into()),
                ("cores", self.cores.into()),
            ]
        });
        // English sets a parenthesis apart; Korean sets it against the word,
        // and says the work and the time in one.
        let gap = if lang == Lang::En { " " } else { "" };
        let (work, time) = match (work, time) {
            (Some(work), Some([time, cores])) => (
                lang.say("budget.work_and_time", &[work, time, cores]),
                String::new(),
            ),
            (work, time) => (
                work.map_or(String::new(), |work| lang.say("budget.work", &[work])),
                time.map_or(String::new(), |time| {
                    format!("{gap}{}", lang.say("budget.time", &time))
                }),
            ),
        };
        let values = [
            ("strategy", Value::from(lang.strategy(self.strategy.name()))),
            ("n", Value::Text(self.n.to_string())),
            ("expected", size(self.expected).into()),
            ("work", work.into()),
            ("time", time.into()),
            ("max", self.max_nodes.into()),
            ("cores", self.cores.into()),
            ("parts", u64::from(self.parts).into()),
        ];
        let over = match (self.hour_of_work, self.parts) {
            (true, _) => "budget.over.hour",
            (false, 1) => "budget.over",
            (false, _) => "budget.over.parts",
        };
        let refused = lang.say(over, &values);
        let allow = match u64::try_from(self.work.nodes().div_ceil(u128::from(self.parts))) {
            Ok(nodes) => lang.say("budget.allow", &[("nodes", Value::Text(nodes.to_string()))]),
            Err(_) => lang.say("budget.never", &[("max", u64::MAX.into())]),
        };
        format!("{refused} {allow}")
    }
}

/// `count` as `lang` writes it: a power of ten in the calculator's
/// `1.1e22` in English, as `1.1 × 10^22` in Korean.
fn powers_of_ten(lang: Lang, count: String) -> String {
    match (lang, count.split_once('e')) {
        (Lang::Ko, Some((mantissa, exponent))) if exponent.parse::<u32>().is_ok() => {
            let (before, mantissa) = mantissa.rsplit_once(' ').unwrap_or(("", mantissa));
            let gap = if before.is_empty() { "" } else { " " };
            format!("{before}{gap}{mantissa} × 10^{exponent}")
        }
        _ => count,
    }
}

/// How long `seconds` is, in `lang`, as [`forecast()`] says it: `about 26
/// minutes`, `약 26분`.
pub fn forecast_in(lang: Lang, seconds: f64) -> String {
    let english = forecast(seconds);
    match english
        .strip_prefix("about ")
        .and_then(|rough| rough.rsplit_once(' '))
    {
        Some((value, unit)) => lang.say(&format!("budget.{unit}"), &[("value", value.into())]),
        None => lang.section("budget.forever").to_string(),
    }
}

impl std::error::Error for OverBudget {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_says_each_figure_once_and_a_time_only_past_a_second() {
        for strategy in Strategy::ALL {
            for n in 1..=crate::MAX_N {
                // The smallest trees weigh nothing once rounded.
                let Err(refusal) = check_budget(strategy, n, false, 0) else {
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
        let counted =
            check_count_budget(Strategy::Halves, 12, Some(100_000), 1, 2).expect_err("past 100,000");
        let compared = check_budget(Strategy::Halves, 12, false, 100_000).expect_err("past 100,000");
        assert_eq!(counted.to_string(), compared.to_string());
        assert_eq!(
            counted.expected,
            Strategy::Halves.expected_nodes(12, false).unwrap()
        );
        assert!(!counted.to_string().contains("seconds"), "{counted}");
    }

    #[test]
    fn the_budget_a_refusal_allows_is_the_smallest_that_passes() {
        for strategy in [Strategy::Bitmask, Strategy::Parallel, Strategy::Halves] {
            for n in 6..=20 {
                for parts in [1, 2, 3, 4, 7, 64, 1000] {
                    let check = |max_nodes| check_count_budget(strategy, n, Some(max_nodes), parts, 2);
                    let refusal = check(0).expect_err("a tree is past no budget");
                    let said = refusal.to_string();
                    let (_, allowed) = said.rsplit_once("--max-nodes ").expect("a budget to allow it");
                    let allowed: u64 = allowed.parse().expect("a whole number");
                    assert!(check(allowed).is_ok(), "{said}");
                    assert!(check(allowed - 1).is_err(), "{said}");
                }
            }
        }
    }

    #[test]
    fn full_branching_for_ten_weighs_half_a_bitmask_node_a_node() {
        // 1 + 10 + ... + 10^10 nodes, half a bitmask node of work each.
        let refusal =
            check_budget(Strategy::Branching, 10, false, DEFAULT_MAX_NODES).expect_err("past the budget");
        assert_eq!(refusal.expected, TreeSize::Exact(11_111_111_111));
        assert_eq!(refusal.work, TreeSize::About(5_555_555_556));
    }
}
