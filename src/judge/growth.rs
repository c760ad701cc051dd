//! A judged program beside the progression: for each n it ran, the time
//! the tool's own strategies take for the same n on this machine (the
//! teaching ones and the fastest on one thread), and how its time grows
//! from one n to the next against how each strategy's tree grows. The
//! program's time is its CPU time (a busy machine moves the wall time
//! more), read less its start-up (its fastest run), so that an
//! interpreter's start does not hide the search.

use std::sync::atomic::{AtomicBool, Ordering};

use serde::Serialize;

use super::verdict::{Advice, Run, Verdict};
use crate::budget::DEFAULT_MAX_NODES;
use crate::observer::Quiet;
use crate::run::{self, RunSpec};
use crate::strategies::Strategy;
use crate::threads::Control;

/// The strategies set beside a program: row-limited bounding (n! leaves),
/// the flags of branch-and-bound, the pairwise scan, bitmasks, and the
/// mirror, the fastest on one thread.
pub const BESIDE: [Strategy; 5] = [
    Strategy::Bounding,
    Strategy::BranchAndBound,
    Strategy::Pairwise,
    Strategy::Bitmask,
    Strategy::Mirror,
];

/// The least time, start-up aside, from which a growth is read: below it
/// the clock's noise is most of the time.
pub const READABLE_SECONDS: f64 = 0.02;

/// The lesson of branch-and-bound's flags, one per column and per diagonal
/// of each direction, checked before a queen is placed: next for a program
/// that counts or prints placements whose queens attack each other, and
/// for one that grows like row-limited bounding.
const FLAGS_LESSON: &str = "branch-and-bound";

/// The lesson of stopping at the first solution: next for a program that
/// prints one solution and is judged at small n.
const FIRST_SOLUTION_LESSON: &str = "first-solution";

/// The lesson that finds one solution at any n without a tree: next for a
/// program that prints one solution and is judged from
/// [`ANY_N_FROM`] on.
const ONE_SOLUTION_LESSON: &str = "one-solution";

/// The n from which a program that prints one solution is pointed past
/// the tree: the cost of the first solution starts to jump about there
/// (the one-solution lesson's table).
const ANY_N_FROM: usize = 16;

/// How near two growths must be, as a ratio, to be named together.
const SAME_GROWTH: f64 = 1.02;

/// A time set beside the program's: measured, or why not.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Timed {
    /// Measured: this many seconds.
    Seconds(f64),
    /// Not run: the tree is past the budget of `compare`
    /// ([`DEFAULT_MAX_NODES`]).
    PastBudget,
    /// Not run: the judging was stopped (Ctrl-C) first.
    NotMeasured,
}

impl Timed {
    /// The seconds, if measured.
    pub fn seconds(self) -> Option<f64> {
        match self {
            Timed::Seconds(seconds) => Some(seconds),
            Timed::PastBudget | Timed::NotMeasured => None,
        }
    }
}

/// In JSON, the seconds, or `"past budget"` or `"not measured"`.
impl Serialize for Timed {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Timed::Seconds(seconds) => serializer.serialize_f64(*seconds),
            Timed::PastBudget => serializer.serialize_str("past budget"),
            Timed::NotMeasured => serializer.serialize_str("not measured"),
        }
    }
}

/// One n: the program's time and each strategy's.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Row {
    /// The board size.
    pub n: usize,
    /// The program's CPU seconds (a busy machine moves its wall time more).
    pub yours: f64,
    /// Each strategy's time, in the order of [`BESIDE`].
    pub strategies: Vec<Timed>,
}

/// A strategy's growth from one n to the next: its tree's.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StrategyGrowth {
    /// The strategy's name.
    pub strategy: &'static str,
    /// Its nodes at n over its nodes at n - 1.
    pub nodes_ratio: f64,
}

/// The runs a growth is fitted over, at most: the largest readable n.
const FITTED: usize = 3;

/// The share of the start-up a search must take beyond it to be read: a
/// slow start (an interpreter on a busy machine) wavers by more than
/// [`READABLE_SECONDS`].
const READABLE_SHARE: f64 = 0.25;

/// How the program's time grows, fitted over its largest readable n (at
/// most three, successive): those whose search, less the start-up, took
/// at least [`READABLE_SECONDS`] and a quarter of the start-up; the
/// smaller ones are lost in the start-up's noise.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Growth {
    /// The smallest n of the fit.
    pub from: usize,
    /// The largest n of the fit.
    pub n: usize,
    /// The start-up taken off each time: the fastest run's seconds.
    pub start_up: f64,
    /// How many times over the program's time grows from one n to the
    /// next, start-up aside: the least-squares line through the logarithms
    /// of its search times.
    pub ratio: f64,
    /// Each strategy's, in the order of [`BESIDE`].
    pub strategies: Vec<StrategyGrowth>,
    /// The strategies whose growth is nearest the program's; none for a
    /// program whose answers are not all right, which is like no strategy,
    /// nor for a time that went down, which is no growth.
    pub nearest: Vec<&'static str>,
    /// The CPU time the program would take at each n past its last run
    /// within the time limit, up to [`BAEKJOON_LARGEST_N`](super::limits::BAEKJOON_LARGEST_N) (or the largest
    /// n asked): its time at `n` grown as the nearest strategy's tree
    /// grows, or by `ratio` when none is nearest. Empty for a program
    /// whose answers are not all right.
    pub projected: Vec<Projection>,
}

/// The CPU time a program would take at an n it did not pass or did not
/// run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Projection {
    /// The board size.
    pub n: usize,
    /// The CPU seconds, start-up included.
    pub cpu_seconds: f64,
}

impl Growth {
    /// The projection at `n`, if made.
    pub fn at(&self, n: usize) -> Option<f64> {
        self.projected
            .iter()
            .find(|projection| projection.n == n)
            .map(|projection| projection.cpu_seconds)
    }

    /// The catalog key that reads it: a time that went down has not grown,
    /// and is said so rather than as "grows 0.4×".
    pub fn key(&self) -> &'static str {
        if self.ratio < 1.0 {
            "judge.growth.shrank"
        } else {
            "judge.growth"
        }
    }
}

/// The program beside the progression.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Beside {
    /// The strategies' names, in the order of [`BESIDE`].
    pub strategies: Vec<&'static str>,
    /// One row per n the program ran within the time limit.
    pub rows: Vec<Row>,
    /// Its growth, if two successive runs took long enough to read one.
    pub growth: Option<Growth>,
    /// Whether every run that ended within the time limit was accepted:
    /// only then is the program set near a strategy.
    pub answers_right: bool,
    /// The lesson to try next (`nqueens lesson NAME`), if the runs point
    /// to one: none after a failure whose advice is not a lesson (a crash,
    /// boards missing or repeated).
    pub next_lesson: Option<&'static str>,
    /// What to look at after the first run that failed, with its n
    /// ([`Advice::of`]); the table says it, the JSON report has the runs.
    #[serde(skip)]
    pub advice: Option<(Advice, usize)>,
}

/// Sets `runs` beside the strategies: runs each strategy on each n that
/// ran within the time limit (to its first solution when `first`), and
/// reads the growth. Once `stop` is set
/// (Ctrl-C), no strategy runs any more. `None` when no run ended within
/// the time limit.
pub fn beside(runs: &[Run], first: bool, upto: usize, stop: Option<&AtomicBool>) -> Option<Beside> {
    let rows: Vec<Row> = runs
        .iter()
        .filter(|run| run.verdict != Verdict::TimeLimit)
        .map(|run| Row {
            n: run.n,
            yours: run.cpu_seconds,
            strategies: BESIDE
                .iter()
                .map(|&strategy| seconds_of(strategy, run.n, first, stop))
                .collect(),
        })
        .collect();
    if rows.is_empty() {
        return None;
    }
    let answers_right = runs
        .iter()
        .all(|run| matches!(run.verdict, Verdict::Accepted | Verdict::TimeLimit));
    let growth = growth(&rows, first, answers_right, upto);
    let advice = Advice::of(runs);
    let next_lesson = if answers_right {
        next_lesson(&rows, growth.as_ref(), first)
    } else {
        advice
            .filter(|(advice, _)| advice.names_the_flags())
            .map(|_| FLAGS_LESSON)
    };
    Some(Beside {
        strategies: BESIDE.iter().map(|strategy| strategy.name()).collect(),
        rows,
        growth,
        answers_right,
        next_lesson,
        advice,
    })
}

/// The seconds of a counted run of `strategy` on `n` (to its first
/// solution when `first`), if within budget: a tree past it is told so
/// whether or not `stop` is set, a run within it is not measured once
/// `stop` is set.
fn seconds_of(strategy: Strategy, n: usize, first: bool, stop: Option<&AtomicBool>) -> Timed {
    let Ok(spec) = RunSpec::new(strategy, n, first, DEFAULT_MAX_NODES) else {
        return Timed::PastBudget;
    };
    if stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
        return Timed::NotMeasured;
    }
    match run::search(spec, Control::on_threads(1), &mut Quiet) {
        Ok(result) => Timed::Seconds(result.elapsed.as_secs_f64()),
        Err(_) => Timed::NotMeasured,
    }
}

/// The nodes of `strategy`'s tree on `n` (to its first solution when
/// `first`), closed form or estimate.
fn nodes(strategy: Strategy, n: usize, first: bool) -> f64 {
    strategy
        .expected_nodes(n, first)
        .map_or(0.0, |size| size.nodes() as f64)
}

/// The growth fitted over the largest n whose times, start-up aside, are
/// readable (at least two of them); the strategies nearest it only when
/// `answers_right`, and then the projections past the last row up to
/// `upto` n.
fn growth(rows: &[Row], first: bool, answers_right: bool, upto: usize) -> Option<Growth> {
    let start_up = rows.iter().map(|row| row.yours).fold(f64::INFINITY, f64::min);
    // The largest readable n, and the readable n right below it: a run
    // of a small n that the start-up's noise made slow is no part of it.
    let readable = |row: &&Row| row.yours - start_up >= READABLE_SECONDS.max(READABLE_SHARE * start_up);
    let mut fitted: Vec<&Row> = Vec::new();
    for row in rows.iter().rev().skip_while(|row| !readable(row)) {
        let next = fitted.last().map(|last| last.n);
        if fitted.len() == FITTED || !readable(&row) || next.is_some_and(|next| row.n + 1 != next) {
            break;
        }
        fitted.push(row);
    }
    fitted.reverse();
    let (from, n) = (fitted.first()?.n, fitted.last()?.n);
    if from == n {
        return None;
    }
    let points: Vec<(f64, f64)> = fitted
        .iter()
        .map(|row| (row.n as f64, (row.yours - start_up).ln()))
        .collect();
    let ratio = slope(&points).exp();
    let strategies: Vec<StrategyGrowth> = BESIDE
        .iter()
        .map(|&strategy| StrategyGrowth {
            strategy: strategy.name(),
            nodes_ratio: nodes(strategy, n, first) / nodes(strategy, n - 1, first),
        })
        .collect();
    let distance = |growth: &StrategyGrowth| (growth.nodes_ratio.ln() - ratio.ln()).abs();
    let least = strategies.iter().map(distance).fold(f64::INFINITY, f64::min);
    let nearest: Vec<&'static str> = strategies
        .iter()
        .filter(|growth| answers_right && ratio >= 1.0 && distance(growth) <= least + SAME_GROWTH.ln())
        .map(|growth| growth.strategy)
        .collect();
    let last = rows.last()?.n;
    let searched = fitted.last()?.yours - start_up;
    let tree = nearest
        .first()
        .and_then(|&name| BESIDE.iter().find(|strategy| strategy.name() == name));
    let projected = if answers_right && ratio >= 1.0 {
        (last + 1..=upto)
            .map(|at| {
                let grown = match tree {
                    Some(&strategy) => nodes(strategy, at, first) / nodes(strategy, n, first),
                    None => ratio.powi(i32::try_from(at - n).unwrap_or(i32::MAX)),
                };
                Projection {
                    n: at,
                    cpu_seconds: start_up + searched * grown,
                }
            })
            .collect()
    } else {
        Vec::new()
    };
    Some(Growth {
        from,
        n,
        start_up,
        ratio,
        strategies,
        nearest,
        projected,
    })
}

/// The slope of the least-squares line through `points` (x, y).
fn slope(points: &[(f64, f64)]) -> f64 {
    let count = points.len() as f64;
    let mean_x = points.iter().map(|point| point.0).sum::<f64>() / count;
    let mean_y = points.iter().map(|point| point.1).sum::<f64>() / count;
    let covariance: f64 = points.iter().map(|(x, y)| (x - mean_x) * (y - mean_y)).sum();
    let variance: f64 = points.iter().map(|(x, _)| (x - mean_x).powi(2)).sum();
    covariance / variance
}

/// The lesson a program could try next: branch-and-bound when its time
/// grows like row-limited bounding's tree (n! leaves). A program that
/// prints one solution (`first`) goes on to stopping at the first
/// solution, or from n = [`ANY_N_FROM`] on to one solution at any n; one
/// that counts to bitmasks when it is more than three times as slow as
/// bitmask at its largest n (its start-up aside), the mirror when slower
/// than the mirror, else the symmetries, which speed the counting up.
/// That speed is read only where the search itself took
/// [`READABLE_SECONDS`] beyond the start-up: from one n, or from searches
/// shorter than the start-up's noise, no lesson is named.
fn next_lesson(rows: &[Row], growth: Option<&Growth>, first: bool) -> Option<&'static str> {
    if growth.is_some_and(|growth| growth.nearest.contains(&Strategy::Bounding.name())) {
        return Some(FLAGS_LESSON);
    }
    if first {
        return Some(match rows.last() {
            Some(row) if row.n >= ANY_N_FROM => ONE_SOLUTION_LESSON,
            _ => FIRST_SOLUTION_LESSON,
        });
    }
    let start_up = rows.iter().map(|row| row.yours).fold(f64::INFINITY, f64::min);
    let last = rows.last()?;
    let search = last.yours - start_up;
    if rows.len() < 2 || search < READABLE_SECONDS {
        return None;
    }
    let at = |strategy: Strategy| BESIDE.iter().position(|&s| s == strategy).expect("set beside");
    let slower = |strategy: Strategy, times: f64| {
        last.strategies[at(strategy)]
            .seconds()
            .is_some_and(|theirs| search > times * theirs)
    };
    Some(if slower(Strategy::Bitmask, 3.0) {
        "bitmasks"
    } else if slower(Strategy::Mirror, 1.0) {
        "mirror"
    } else {
        "symmetry"
    })
}

#[cfg(test)]
mod tests {
    use super::super::limits::BAEKJOON_LARGEST_N;
    use super::*;

    fn row(n: usize, yours: f64) -> Row {
        Row {
            n,
            yours,
            strategies: [None, Some(0.001), Some(0.002), Some(0.0005), Some(0.0003)]
                .map(|time| time.map_or(Timed::PastBudget, Timed::Seconds))
                .to_vec(),
        }
    }

    #[test]
    fn growth_is_read_less_the_start_up_and_named() {
        // Start-up 0.1 s, then a search that grows 5.5 times per n: the
        // trees of branch-and-bound, pairwise and bitmask grow alike.
        let rows = [row(10, 0.1), row(11, 0.15), row(12, 0.375)];
        let growth = growth(&rows, false, true, 12).unwrap();
        assert_eq!(growth.n, 12);
        assert!((growth.ratio - 5.5).abs() < 1e-9, "{}", growth.ratio);
        let bounded = nodes(Strategy::BranchAndBound, 12, false) / nodes(Strategy::BranchAndBound, 11, false);
        assert_eq!(growth.strategies[1].nodes_ratio, bounded);
        assert!(
            growth.nearest.contains(&"branch-and-bound"),
            "{:?}",
            growth.nearest
        );
        assert!(!growth.nearest.contains(&"bounding"), "{:?}", growth.nearest);
        assert_eq!(next_lesson(&rows, Some(&growth), false), Some("bitmasks"));
        // A program that prints one solution learns nothing from the
        // symmetries, which speed up counting: it is pointed to the
        // lessons that find one.
        assert_eq!(next_lesson(&rows, Some(&growth), true), Some("first-solution"));
        let large = [row(15, 0.1), row(16, 0.15), row(17, 0.375)];
        assert_eq!(next_lesson(&large, None, true), Some("one-solution"));
    }

    #[test]
    fn the_fit_leaves_out_the_runs_lost_in_the_start_up_and_projects_by_the_tree() {
        // Python's start-up wavers by milliseconds around 20 ms at n = 1 to
        // 8 (n = 6 the fastest); from n = 9 on, a search that grows 5
        // times per n. Read from 8 to 9 alone it would shrink.
        let mut rows: Vec<Row> = [0.021, 0.024, 0.022, 0.023, 0.020, 0.019, 0.025, 0.024]
            .iter()
            .zip(1..)
            .map(|(&time, n)| row(n, time))
            .collect();
        rows.extend([row(9, 0.019 + 0.04), row(10, 0.019 + 0.2), row(11, 0.019 + 1.0)]);
        let growth = growth(&rows, false, true, BAEKJOON_LARGEST_N).unwrap();
        assert_eq!((growth.from, growth.n), (9, 11));
        assert!((growth.ratio - 5.0).abs() < 1e-9, "{}", growth.ratio);
        // Projected from n = 11 as the nearest tree grows, to n = 14.
        let tree = BESIDE
            .iter()
            .find(|strategy| strategy.name() == growth.nearest[0])
            .unwrap();
        let grown = nodes(*tree, 14, false) / nodes(*tree, 11, false);
        let at_14 = growth.at(14).unwrap();
        assert!((at_14 - (0.019 + 1.0 * grown)).abs() < 1e-9, "{at_14}");
        assert_eq!(
            growth.projected.iter().map(|p| p.n).collect::<Vec<_>>(),
            [12, 13, 14]
        );
        // A program whose answers are not all right is projected nowhere.
        assert!(super::growth(&rows, false, false, BAEKJOON_LARGEST_N)
            .unwrap()
            .projected
            .is_empty());
    }

    #[test]
    fn a_time_that_went_down_is_not_said_to_grow() {
        // Start-up 0.1 s, then 0.2 s of search at n = 11 and 0.08 s at 12.
        let rows = [row(10, 0.1), row(11, 0.3), row(12, 0.18)];
        let growth = growth(&rows, false, true, 12).unwrap();
        assert!((growth.ratio - 0.4).abs() < 1e-9, "{}", growth.ratio);
        let values = [
            ("ratio", crate::lang::korean::times(growth.ratio).into()),
            ("from", 11u64.into()),
            ("to", 12u64.into()),
            ("start_up", "100.00ms".to_string().into()),
            ("trees", String::new().into()),
        ];
        let said = crate::lang::Lang::Ko.say(growth.key(), &values);
        assert!(
            said.contains("n = 11에서 12로 갈 때 늘지 않고 오히려 줄었습니다(0.4배"),
            "{said}"
        );
        let said = crate::lang::Lang::En.say(growth.key(), &values);
        assert!(
            said.contains("does not grow from n = 11 to 12 but shrinks"),
            "{said}"
        );
        // A ratio this unreliable names no nearest strategy.
        assert!(growth.nearest.is_empty(), "{:?}", growth.nearest);
        let grew = super::growth(&[row(10, 0.1), row(11, 0.15), row(12, 0.375)], false, true, 12).unwrap();
        assert_eq!(grew.key(), "judge.growth");
    }

    #[test]
    fn a_speed_hidden_in_the_start_up_names_no_lesson() {
        // One n: 913 µs of CPU time against bitmask's 1.2 µs, all of it
        // start-up as far as one run can tell.
        let one = Row {
            n: 4,
            yours: 0.000913,
            strategies: [0.0000034, 0.0000021, 0.0000027, 0.0000012, 0.0000127]
                .map(Timed::Seconds)
                .to_vec(),
        };
        assert_eq!(next_lesson(&[one], None, false), None);
        // Searches a few microseconds long beside a start-up's noise.
        let tiny: Vec<Row> = (1..=6).map(|n| row(n, 0.0009 + 0.0001 * n as f64)).collect();
        assert_eq!(next_lesson(&tiny, None, false), None);
        // 25 ms of search at n = 12, 50 times bitmask's 0.5 ms: read.
        let read = [row(11, 0.1), row(12, 0.125)];
        assert_eq!(next_lesson(&read, None, false), Some("bitmasks"));
        // 1 ms more than the fastest run: too little to read.
        let close = [row(11, 0.1), row(12, 0.101)];
        assert_eq!(next_lesson(&close, None, false), None);
    }

    #[test]
    fn too_fast_a_program_has_no_growth() {
        assert_eq!(growth(&[row(4, 0.1), row(5, 0.105)], false, true, 12), None);
    }

    #[test]
    fn a_wrong_program_is_near_no_strategy() {
        // The same times as a right program whose growth is
        // branch-and-bound's: read, but set near nothing.
        let rows = [row(10, 0.1), row(11, 0.15), row(12, 0.375)];
        let wrong = growth(&rows, false, false, 12).unwrap();
        assert!((wrong.ratio - 5.5).abs() < 1e-9, "{}", wrong.ratio);
        assert!(wrong.nearest.is_empty(), "{:?}", wrong.nearest);
        assert!(!growth(&rows, false, true, 12).unwrap().nearest.is_empty());
    }
}
