//! A judged program on Unix: the leader of a process group of its own
//! (`process_group(0)`), its address space bounded by `setrlimit`, waited
//! for by `wait4`, which gives its CPU time and peak resident memory. What
//! else holds the run's processes is the system's own: on Linux a cgroup
//! and the subreaper (`linux.rs`), elsewhere the process group alone
//! (`other.rs`).

use std::fs::Metadata;
use std::io;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use nix::sys::signal::{killpg, Signal};
use nix::sys::wait::WaitStatus;
use nix::unistd::Pid;

use super::{Bounds, Status, Usage};

#[cfg(target_os = "linux")]
mod linux;
#[cfg(target_os = "linux")]
use linux as os;
#[cfg(target_os = "linux")]
pub use linux::{stdout_closed_at_load, LIMITATION, REAPS_ALL};

#[cfg(not(target_os = "linux"))]
mod other;
#[cfg(not(target_os = "linux"))]
use other as os;
#[cfg(not(target_os = "linux"))]
pub use other::{stdout_closed_at_load, LIMITATION, REAPS_ALL};

/// A started program: its process group, and what else the system holds
/// its processes in. Killed and reaped when dropped, so that an early
/// return leaves nothing running.
pub struct Run {
    child: Child,
    leader: Pid,
    held: os::Held,
    reaped: bool,
    /// Held while the run lasts: the tool runs one program at a time, so
    /// that on Linux every child it has while a run lasts is of that run.
    _one_run: MutexGuard<'static, ()>,
}

/// Taken by each run while it lasts.
static ONE_RUN: Mutex<()> = Mutex::new(());

impl Run {
    /// Starts `command`, within `bounds`, as the leader of a process group
    /// of its own and in what else the system gives (a cgroup on Linux).
    pub fn start(command: &mut Command, bounds: Bounds) -> io::Result<Run> {
        let one_run = ONE_RUN.lock().unwrap_or_else(PoisonError::into_inner);
        let mut held = os::Held::new()?;
        let join = held.join();
        command.process_group(0);
        let memory = bounds.memory;
        // SAFETY: between fork and exec only async-signal-safe calls
        // (`os::in_child`'s, and setrlimit).
        unsafe {
            command.pre_exec(move || {
                os::in_child(join)?;
                match memory {
                    Some(bytes) => os::bound_address_space(bytes),
                    None => Ok(()),
                }
            });
        }
        let child = command.spawn()?;
        let leader = Pid::from_raw(child.id() as i32);
        held.joined(leader);
        Ok(Run {
            child,
            leader,
            held,
            reaped: false,
            _one_run: one_run,
        })
    }

    /// The program's process, to take its pipes.
    pub fn child(&mut self) -> &mut Child {
        &mut self.child
    }

    /// Whether the program has ended, without reaping it (its group's id
    /// stays reserved until then).
    pub fn ended(&mut self) -> bool {
        os::ended(self.leader)
    }

    /// Kills every process of the run, reaps the program (its status and
    /// resource usage), then kills and reaps every other process of the run
    /// the system hands to the tool.
    pub fn finish(&mut self) -> io::Result<Usage> {
        self.held.kill();
        let _ = killpg(self.leader, Signal::SIGKILL);
        let (status, usage) = wait4(self.leader)?;
        self.reaped = true;
        self.held.reap_left();
        let status = match WaitStatus::from_raw(self.leader, status)? {
            WaitStatus::Signaled(_, signal, _) => Status::Signaled(signal as i32),
            WaitStatus::Exited(_, code) => Status::Exited(code),
            _ => Status::Exited(-1),
        };
        Ok(Usage {
            status,
            cpu: time_of(usage.ru_utime) + time_of(usage.ru_stime),
            peak_kb: os::kilobytes(usage.ru_maxrss.max(0) as u64),
        })
    }
}

impl Drop for Run {
    fn drop(&mut self) {
        if !self.reaped {
            let _ = self.finish();
        }
    }
}

/// Waits for `pid` and reads its resource usage: `wait4`, which nix does
/// not wrap.
fn wait4(pid: Pid) -> io::Result<(libc::c_int, libc::rusage)> {
    // SAFETY: `status` and `usage` are plain values the call fills in.
    unsafe {
        let mut status = 0;
        let mut usage: libc::rusage = std::mem::zeroed();
        loop {
            if libc::wait4(pid.as_raw(), &mut status, 0, &mut usage) == pid.as_raw() {
                return Ok((status, usage));
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                return Err(error);
            }
        }
    }
}

/// A `timeval` as a duration.
fn time_of(time: libc::timeval) -> Duration {
    Duration::from_secs(time.tv_sec.max(0) as u64) + Duration::from_micros(time.tv_usec.max(0) as u64)
}

/// Whether the file of `metadata` can be started: a run bit is set.
pub fn is_executable(metadata: &Metadata) -> bool {
    metadata.permissions().mode() & 0o111 != 0
}

/// The names under which `program` is looked for in each folder of
/// `PATH`: itself.
pub fn program_names(program: &str) -> Vec<String> {
    vec![program.to_string()]
}

/// The name of signal `number` (`SIGSEGV`), if it is one that ends a
/// crashed or stopped program.
pub fn signal_name(number: i32) -> Option<&'static str> {
    use Signal::*;
    let signal = Signal::try_from(number).ok()?;
    matches!(
        signal,
        SIGABRT | SIGBUS | SIGFPE | SIGILL | SIGKILL | SIGSEGV | SIGTERM | SIGPIPE | SIGXCPU | SIGINT
    )
    .then(|| signal.as_str())
}
