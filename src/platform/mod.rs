//! What differs from one system to the next, in one place: how a judged
//! program is started, bounded, killed with every process it started, and
//! measured ([`Run`]); which file can be started ([`is_executable`]) and
//! under which names a program is found on `PATH` ([`program_names`]); the
//! names of the signals (on Windows, of the exceptions) that end a crashed
//! program ([`signal_name`]); and whether standard output was closed when
//! the tool was started ([`stdout_closed_at_load`]).
//!
//! - Linux (`unix/linux.rs`): a process group, the tool a subreaper that
//!   kills what the run leaves to it, and a cgroup of the run's own where
//!   one can be made.
//! - macOS and the other Unix systems (`unix/other.rs`): a process group
//!   and `setrlimit`; a process that leaves the group (`setsid`) is out of
//!   reach, which [`LIMITATION`] says when the judge starts.
//! - Windows (`windows.rs`): a Job Object that holds every process of the
//!   run, kills them all when closed, and bounds their memory and CPU time.
//!
//! No other file of the crate says `cfg(unix)` or `cfg(windows)`.

use std::time::Duration;

#[cfg(unix)]
mod unix;
#[cfg(unix)]
pub use unix::{
    is_executable, program_names, signal_name, stdout_closed_at_load, Run, LIMITATION, REAPS_ALL,
};

#[cfg(windows)]
mod windows;
#[cfg(windows)]
pub use windows::{
    is_executable, program_names, signal_name, stdout_closed_at_load, Run, LIMITATION, REAPS_ALL,
};

/// Whether the tool runs on Linux, where the missing compilers are named
/// with the Debian packages that bring them.
pub const DEBIAN_PACKAGES: bool = cfg!(target_os = "linux");

/// How a run's program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// It exited with this code.
    Exited(i32),
    /// A signal ended it (its number; on Windows, the exception's code).
    Signaled(i32),
}

/// What a run's program did, read once every process of it is gone.
#[derive(Clone, Copy, Debug)]
pub struct Usage {
    /// How it ended.
    pub status: Status,
    /// User and system CPU time.
    pub cpu: Duration,
    /// Peak memory, in kilobytes: resident on Unix, committed on Windows.
    pub peak_kb: u64,
}

/// What bounds a run besides the wall clock, which the judge watches.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// The bound on its address space (on Windows, its committed memory),
    /// in bytes.
    pub memory: Option<u64>,
    /// Its time limit: on Windows, the CPU time of its Job Object is
    /// bounded a little past it.
    pub time: Duration,
}
