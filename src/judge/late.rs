//! Why a run went past the time limit, as far as the times tell. The
//! limit is judged on the wall clock, so a run kept waiting (a busy
//! machine, a program reading input) is past it as well as a slow one;
//! only a CPU time well under the limit, in a program whose time so far
//! would fit, points to waiting.

use super::verdict::{Run, Verdict};

/// The share of the time limit under which a run's CPU time may say that
/// the run spent its time waiting rather than computing. A run killed at
/// the limit always shows a CPU time a little under it, so the share
/// stands well below one.
pub const BUSY_SHARE: f64 = 0.5;

/// The least CPU time from which a growth between two runs is read: below
/// it the clock's noise is most of the time.
const READABLE_CPU: f64 = 0.02;

/// Why the first run past the time limit went past it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Late {
    /// Its CPU time is well under the limit, and the growth of the runs
    /// before it does not reach the limit: it was kept waiting.
    Waited,
    /// Its CPU time is near the limit or over it: the program is slow.
    Slow,
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
    let late = match grown {
        Some((before, ratio)) if before.cpu_seconds * ratio >= limit => Late::Growing {
            before: before.n,
            seconds: before.cpu_seconds,
        },
        _ if run.cpu_seconds >= BUSY_SHARE * limit => Late::Slow,
        _ => Late::Waited,
    };
    Some((run, late))
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
