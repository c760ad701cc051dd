//! The limits a judge holds each run to: Baekjoon 9663's time and memory,
//! and the extra a slower language is granted. Plain figures, apart from
//! the processes that run a program, so that the lessons quote them
//! without the feature `judge`.

use std::time::Duration;

use serde::Serialize;

/// The limits of each run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Limits {
    /// Seconds of time (wall clock, and CPU).
    pub seconds: f64,
    /// Megabytes of peak memory.
    pub megabytes: u64,
}

impl Limits {
    /// Baekjoon 9663's: 10 seconds and 128 MB.
    pub const BAEKJOON_9663: Limits = Limits {
        seconds: 10.0,
        megabytes: 128,
    };

    /// The time limit as a duration.
    pub fn time(&self) -> Duration {
        Duration::from_secs_f64(self.seconds)
    }
}

/// The extra time and memory a judge grants a slower language: each limit
/// times a factor, plus an addition.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Extra {
    /// The time limit is multiplied by this...
    pub time_times: u32,
    /// ... and this many seconds are added.
    pub time_plus: u32,
    /// The memory limit is multiplied by this...
    pub memory_times: u64,
    /// ... and this many megabytes are added.
    pub memory_plus: u64,
}

impl Extra {
    /// Python 3's on Baekjoon, as its language page gives it (quoted in
    /// `docs/judge.md`): the time ×3+2 seconds, the memory ×2+32 MB.
    pub const PYTHON: Extra = Extra {
        time_times: 3,
        time_plus: 2,
        memory_times: 2,
        memory_plus: 32,
    };

    /// Java's on Baekjoon: the time ×2+1 seconds, the memory ×2+16 MB.
    pub const JAVA: Extra = Extra {
        time_times: 2,
        time_plus: 1,
        memory_times: 2,
        memory_plus: 16,
    };

    /// The limits a run of the language has, from the problem's `limits`.
    pub fn apply(self, limits: Limits) -> Limits {
        Limits {
            seconds: limits.seconds * f64::from(self.time_times) + f64::from(self.time_plus),
            megabytes: limits.megabytes * self.memory_times + self.memory_plus,
        }
    }
}
