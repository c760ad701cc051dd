//! Why a run went past the time limit, as far as the times tell. The
//! limit is judged on the wall clock, so a run kept waiting (a busy
//! machine, a program reading input) is past it as well as a slow one;
//! only a CPU time well under the limit, in a program whose time so far
//! would fit, points to waiting. A CPU time that no search could need
//! (at an n of a few thousand nodes at most, or many times what the n
//! before took) points to a loop that never ends, busy machine or not.

use super::verdict::{Run, Verdict};

/// The share of the time limit under which a run's CPU time may say that
/// the run spent its time waiting rather than computing. A run killed at
/// the limit always shows a CPU time a little under it, so the share
/// stands well below one.
pub const BUSY_SHARE: f64 = 0.5;

/// The least CPU time from which a growth between two runs is read: below
/// it the clock's noise is most of the time.
const READABLE_CPU: f64 = 0.02;

/// The largest n at which every search is over at once: full branching,
/// the largest tree, has 3,906 nodes at n = 5, milliseconds in any
/// language.
pub const TINY_N: usize = 5;

/// The least CPU time that no search of [`TINY_N`] takes, start-up and
/// all, in any language: past it, such a run computed something else.
const ENDLESS_CPU: f64 = 0.25;

/// Why the first run past the time limit went past it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Late {
    /// Its CPU time is well under the limit, and the growth of the runs
    /// before it does not reach the limit: it was kept waiting.
    Waited,
    /// Its CPU time is near the limit or over it: the program is slow.
    Slow,
    /// Its output was the right answer, and its CPU time is near the limit
    /// or over it: the search was done, and the program went on computing
    /// after it printed the answer.
    AfterAnswer,
    /// Its CPU time is more than any search needs: the program never
    /// ends. At `before`, when given, the run at the n before it took
    /// that many CPU seconds, and no tree grows as fast as the time did
    /// from there; else the n is at most [`TINY_N`].
    Endless {
        /// The n before the late run and its CPU seconds, when they say it.
        before: Option<(usize, f64)>,
    },
    /// The run at `before` took `seconds` of CPU time, and the growth
    /// from the run before it, carried on one n, passes the limit.
    Growing {
        /// The n before the late run.
        before: usize,
        /// Its CPU seconds.
        seconds: f64,
    },
}

/// The first run past the time limit of `limit` seconds, and why it went
/// past it; `None` when no run did.
pub fn first_late(runs: &[Run], limit: f64) -> Option<(&Run, Late)> {
    let at = runs.iter().position(|run| run.verdict == Verdict::TimeLimit)?;
    let run = &runs[at];
    let finished = |index: usize, n: usize| {
        runs.get(index)
            .filter(|earlier| earlier.n + 1 == n && earlier.verdict != Verdict::TimeLimit)
    };
    let before = at.checked_sub(1).and_then(|index| finished(index, run.n));
    let grown = before.and_then(|before| {
        let earlier = finished(at.checked_sub(2)?, before.n)?;
        (earlier.cpu_seconds >= READABLE_CPU).then(|| (before, before.cpu_seconds / earlier.cpu_seconds))
    });
    // More CPU time than any search needs: none at n up to TINY_N, and
    // more than even the fastest-growing tree, full branching's, could
    // grow the run before to.
    let endless = run.cpu_seconds >= ENDLESS_CPU;
    let outgrown = before.filter(|before| run.cpu_seconds > before.cpu_seconds * most_growth(run.n));
    let late = match grown {
        Some((before, ratio)) if before.cpu_seconds * ratio >= limit => Late::Growing {
            before: before.n,
            seconds: before.cpu_seconds,
        },
        _ if endless && run.n <= TINY_N => Late::Endless { before: None },
        _ if endless && outgrown.is_some() => Late::Endless {
            before: outgrown.map(|before| (before.n, before.cpu_seconds)),
        },
        _ if run.cpu_seconds >= BUSY_SHARE * limit && run.answered_late => Late::AfterAnswer,
        _ if run.cpu_seconds >= BUSY_SHARE * limit => Late::Slow,
        _ => Late::Waited,
    };
    Some((run, late))
}

/// How many times over a search's tree can grow from n - 1 to `n`, at
/// most: full branching's, n^n leaves over (n - 1)^(n - 1), under e·n.
pub fn most_growth(n: usize) -> f64 {
    std::f64::consts::E * n as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A run at `n` with its verdict and CPU seconds (wall seconds alike).
    fn run(n: usize, verdict: Verdict, cpu_seconds: f64) -> Run {
        Run {
            n,
            verdict,
            expected: 0,
            got: String::new(),
            seconds: cpu_seconds,
            cpu_seconds,
            peak_kb: 0,
            signal: None,
            exit_code: Some(0),
            wrong: None,
            stderr: None,
            answered_late: false,
            extra_time_used: false,
        }
    }

    #[test]
    fn a_program_too_slow_is_not_said_to_have_waited() {
        use Verdict::{Accepted, TimeLimit};
        // off_by_one.py under a 32 s limit: 1.6 s at n = 12, 9.5 s at
        // n = 13 (5.9 times), killed at n = 14 with 28.3 s of CPU time.
        let slow = [
            run(12, Accepted, 1.6),
            run(13, Accepted, 9.52),
            run(14, TimeLimit, 28.26),
        ];
        let (late, why) = first_late(&slow, 32.0).expect("a run past the limit");
        assert_eq!(late.n, 14);
        assert_eq!(
            why,
            Late::Growing {
                before: 13,
                seconds: 9.52,
            }
        );
        // The same CPU time with no growth to read: slow all the same.
        assert_eq!(first_late(&slow[2..], 32.0).map(|(_, why)| why), Some(Late::Slow));
        // The same, but the answer was printed right before it: the search
        // was over, and something after it kept computing.
        let answered = [Run {
            answered_late: true,
            ..run(14, TimeLimit, 28.26)
        }];
        assert_eq!(
            first_late(&answered, 32.0).map(|(_, why)| why),
            Some(Late::AfterAnswer)
        );
        // Under half the limit, yet the growth says n = 14 could not fit.
        let growing = [
            run(12, Accepted, 1.6),
            run(13, Accepted, 9.52),
            run(14, TimeLimit, 3.0),
        ];
        assert!(matches!(
            first_late(&growing, 32.0),
            Some((_, Late::Growing { .. }))
        ));
    }

    #[test]
    fn a_program_computing_where_every_search_ends_at_once_never_ends() {
        use Verdict::{Accepted, TimeLimit};
        // endless.py at n = 1 under Python's 3.5 s: 2.43 s of CPU time,
        // and 1.26 s on a busier machine, under half the limit. Computing,
        // where no search takes a millisecond.
        for cpu in [2.43, 1.26] {
            assert_eq!(
                first_late(&[run(1, TimeLimit, cpu)], 3.5).map(|(_, why)| why),
                Some(Late::Endless { before: None })
            );
        }
        // Right up to n = 7 in a millisecond each, then 9.8 s of CPU time
        // at n = 8: no tree grows 22 times past 1 ms to 5 s.
        let stuck = [run(7, Accepted, 0.001), run(8, TimeLimit, 9.8)];
        assert_eq!(
            first_late(&stuck, 10.0).map(|(_, why)| why),
            Some(Late::Endless {
                before: Some((7, 0.001))
            })
        );
        // 0.9 s at n = 11 could grow to 10 s at n = 12: slow, not endless.
        let slow = [run(11, Accepted, 0.9), run(12, TimeLimit, 9.8)];
        assert_eq!(first_late(&slow, 10.0).map(|(_, why)| why), Some(Late::Slow));
        // At n = 9 with no run before it: slow.
        assert_eq!(
            first_late(&[run(9, TimeLimit, 9.8)], 10.0).map(|(_, why)| why),
            Some(Late::Slow)
        );
        // A tenth of a second of CPU time under a limit of 0.15 s at
        // n = 1: a start-up, not a loop.
        assert_eq!(
            first_late(&[run(1, TimeLimit, 0.1)], 0.15).map(|(_, why)| why),
            Some(Late::Slow)
        );
        // Asleep at n = 1: waiting, not computing.
        assert_eq!(
            first_late(&[run(1, TimeLimit, 0.01)], 3.5).map(|(_, why)| why),
            Some(Late::Waited)
        );
    }

    #[test]
    fn a_run_asleep_past_the_limit_waited() {
        use Verdict::{Accepted, TimeLimit};
        // 0.1 s, 0.2 s: 0.4 s expected under a 10 s limit, yet killed
        // with 0.5 s of CPU time: it waited.
        let asleep = [
            run(7, Accepted, 0.1),
            run(8, Accepted, 0.2),
            run(9, TimeLimit, 0.5),
        ];
        assert_eq!(first_late(&asleep, 10.0).map(|(_, why)| why), Some(Late::Waited));
        assert_eq!(
            first_late(&asleep[2..], 10.0).map(|(_, why)| why),
            Some(Late::Waited)
        );
        // No run past the limit: nothing to say.
        assert_eq!(first_late(&asleep[..2], 10.0), None);
    }
}
