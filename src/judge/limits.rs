//! The limits a judge holds each run to: Baekjoon 9663's time and memory,
//! and the extra a slower language is granted. Plain figures, apart from
//! the processes that run a program, so that the lessons quote them
//! without the feature `judge`.

use std::time::Duration;

use serde::Serialize;

/// The largest n of Baekjoon 9663's input (1 to 14).
pub const BAEKJOON_LARGEST_N: usize = 14;

/// The limits of each run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Limits {
    /// Seconds of time (wall clock, and CPU).
    pub seconds: f64,
    /// Megabytes of peak memory.
    pub megabytes: u64,
    /// Whether the time limit holds the CPU time alone (`--cpu-time`, on
    /// a shared machine), the wall clock bounded only at
    /// [`Limits::wall`]; else it holds both.
    pub cpu_time: bool,
}

impl Limits {
    /// Baekjoon 9663's: 10 seconds and 128 MB.
    pub const BAEKJOON_9663: Limits = Limits {
        seconds: 10.0,
        megabytes: 128,
        cpu_time: false,
    };

    /// The wall clock a run may take: the time limit, or when the CPU
    /// time alone is judged, [`CPU_TIME_WALL_TIMES`] the limit and
    /// [`CPU_TIME_WALL_PLUS`] seconds more, so that a program waiting for
    /// ever is still stopped.
    pub fn wall(&self) -> Duration {
        if self.cpu_time {
            Duration::from_secs_f64(self.seconds * CPU_TIME_WALL_TIMES + CPU_TIME_WALL_PLUS)
        } else {
            Duration::from_secs_f64(self.seconds)
        }
    }
}

/// With `--cpu-time`, a run is stopped on the wall clock at this many
/// times its time limit...
pub const CPU_TIME_WALL_TIMES: f64 = 3.0;

/// ... and this many seconds more.
pub const CPU_TIME_WALL_PLUS: f64 = 2.0;

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
            cpu_time: limits.cpu_time,
        }
    }
}
