//! What Unix systems other than Linux (macOS, the BSDs) add to a run's
//! process group: nothing. A process that leaves the group (`setsid`, as a
//! double fork makes) is handed to the system's first process when its
//! parent ends, out of the tool's reach: it is neither killed nor reaped
//! with the run ([`LIMITATION`]), and the run's output is read for at most
//! a moment past the run's end, in case such a process holds it open.

use std::io;
use std::os::fd::RawFd;

use nix::sys::resource::{setrlimit, Resource};
use nix::unistd::Pid;

/// A process that leaves the run's group is out of reach.
pub const REAPS_ALL: bool = false;

/// The catalog's line that says what the judge cannot do here.
pub const LIMITATION: Option<&str> = Some("judge.platform.setsid");

/// Nothing holds a run's processes besides its process group.
pub(super) struct Held;

impl Held {
    /// Nothing to make.
    pub(super) fn new() -> io::Result<Held> {
        Ok(Held)
    }

    /// No cgroup to join.
    pub(super) fn join(&self) -> Option<RawFd> {
        None
    }

    /// Nothing to check.
    pub(super) fn joined(&mut self, _leader: Pid) {}

    /// Nothing to kill besides the group.
    pub(super) fn kill(&self) {}

    /// Nothing is left to the tool: orphans go to the system's first
    /// process.
    pub(super) fn reap_left(&self) {}
}

/// Between fork and exec: nothing to do.
pub(super) fn in_child(_join: Option<RawFd>) -> io::Result<()> {
    Ok(())
}

/// Bounds the address space at `bytes` where the system takes the bound
/// (macOS does not enforce it; the verdict reads the peak all the same).
pub(super) fn bound_address_space(bytes: u64) -> io::Result<()> {
    let _ = setrlimit(Resource::RLIMIT_AS, bytes, bytes);
    Ok(())
}

/// Whether the program `leader` has ended, without reaping it: `waitid`
/// with `WNOWAIT`, which nix wraps on Linux only.
pub(super) fn ended(leader: Pid) -> bool {
    // SAFETY: `info` is a plain struct the call fills in.
    unsafe {
        let mut info: libc::siginfo_t = std::mem::zeroed();
        let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
        libc::waitid(libc::P_PID, leader.as_raw() as libc::id_t, &mut info, flags) != 0 || info.si_pid != 0
    }
}

/// Kilobytes of a peak resident memory as `wait4` gives it: bytes on
/// macOS, kilobytes on the BSDs.
pub(super) fn kilobytes(maxrss: u64) -> u64 {
    if cfg!(target_os = "macos") {
        maxrss / 1024
    } else {
        maxrss
    }
}

/// Standard output closed at start is not told apart here: Rust's runtime
/// opens `/dev/null` in its place before it could be read.
pub fn stdout_closed_at_load() -> bool {
    false
}
