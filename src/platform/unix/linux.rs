//! What Linux adds to a run's process group. The tool is a subreaper: every
//! process of the run whose parent ends is handed to it, wherever it went
//! (a session of its own, `setsid`, as a double fork makes), and it kills
//! what is below it, as `/proc` shows it, until it has no child left. Where
//! the system lets the tool make one, the run also has a cgroup (v2, with
//! `cgroup.kill`: Linux 5.14) of its own, under the tool's: every process
//! of the run is born in it and cannot leave it, and one write kills them
//! all. Where none can be made (no cgroup v2, or none the tool may write),
//! the subreaper's sweep stands alone; `-vv` says why. The program is
//! killed too should the tool die (`PR_SET_PDEATHSIG`).

use std::fs::{self, File};
use std::io;
use std::os::fd::{AsRawFd, BorrowedFd, RawFd};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::OnceLock;
use std::thread;
use std::time::Duration;

use nix::errno::Errno;
use nix::sys::prctl;
use nix::sys::resource::{setrlimit, Resource};
use nix::sys::signal::{kill, Signal};
use nix::sys::wait::{waitid, waitpid, Id, WaitPidFlag, WaitStatus};
use nix::unistd::Pid;

/// The wait between two looks at the processes a run left behind, once
/// they are sent SIGKILL.
const REAP_POLL: Duration = Duration::from_millis(1);

/// Every process of a run is killed and reaped before the run is over.
pub const REAPS_ALL: bool = true;

/// Nothing of the judge is out of reach on Linux.
pub const LIMITATION: Option<&str> = None;

/// What holds a run's processes besides its process group: its cgroup, if
/// it has one.
pub(super) struct Held(Option<Cgroup>);

impl Held {
    /// Makes the tool a subreaper, and a cgroup for the run where one can
    /// be made.
    pub(super) fn new() -> io::Result<Held> {
        prctl::set_child_subreaper(true)?;
        Ok(Held(Cgroup::new()))
    }

    /// The cgroup's `cgroup.procs`, for the program to join it.
    pub(super) fn join(&self) -> Option<RawFd> {
        self.0.as_ref().map(|cgroup| cgroup.procs.as_raw_fd())
    }

    /// Checks that `leader` joined the cgroup; where it could not (a cgroup
    /// the tool may make but not move a process into), cgroups are given
    /// up.
    pub(super) fn joined(&mut self, leader: Pid) {
        let Some(cgroup) = &self.0 else {
            return;
        };
        let procs = fs::read_to_string(cgroup.path.join("cgroup.procs")).unwrap_or_default();
        if !procs.lines().any(|line| line == leader.to_string()) {
            tracing::debug!("the program did not join the cgroup {}", cgroup.path.display());
            CGROUPS_REFUSED.store(true, Ordering::Relaxed);
            self.0 = None;
        }
    }

    /// Kills every process of the cgroup.
    pub(super) fn kill(&self) {
        if let Some(cgroup) = &self.0 {
            cgroup.kill();
        }
    }

    /// Kills and reaps every process of the run left to the tool, once the
    /// program is reaped: while a child of the tool lives, the cgroup and
    /// every live process below the tool are killed, until the tool has no
    /// child left.
    pub(super) fn reap_left(&self) {
        loop {
            match waitpid(None, Some(WaitPidFlag::WNOHANG)) {
                Ok(WaitStatus::StillAlive) => {
                    self.kill();
                    kill_below_this_process();
                    thread::sleep(REAP_POLL);
                }
                Ok(_) | Err(Errno::EINTR) => {}
                // ECHILD: no child left, and so nothing below.
                Err(_) => return,
            }
        }
    }
}

/// Between fork and exec: joins the cgroup whose `cgroup.procs` is
/// `join` (the parent checks it did), and asks to be killed if the tool
/// dies.
pub(super) fn in_child(join: Option<RawFd>) -> io::Result<()> {
    if let Some(procs) = join {
        // "0" moves the process that writes it.
        // SAFETY: the parent keeps the file open until the program starts.
        let _ = nix::unistd::write(unsafe { BorrowedFd::borrow_raw(procs) }, b"0");
    }
    prctl::set_pdeathsig(Signal::SIGKILL)?;
    Ok(())
}

/// Bounds the address space at `bytes`.
pub(super) fn bound_address_space(bytes: u64) -> io::Result<()> {
    Ok(setrlimit(Resource::RLIMIT_AS, bytes, bytes)?)
}

/// Whether the program `leader` has ended, without reaping it.
pub(super) fn ended(leader: Pid) -> bool {
    let flags = WaitPidFlag::WEXITED | WaitPidFlag::WNOHANG | WaitPidFlag::WNOWAIT;
    !matches!(waitid(Id::Pid(leader), flags), Ok(WaitStatus::StillAlive))
}

/// Kilobytes of a peak resident memory as `wait4` gives it: kilobytes.
pub(super) fn kilobytes(maxrss: u64) -> u64 {
    maxrss
}

/// Sends SIGKILL to every live process below this one, as `/proc` shows
/// them: the processes of a run, wherever they went.
fn kill_below_this_process() {
    let Ok(entries) = fs::read_dir("/proc") else {
        return;
    };
    // Each process: its id, its parent's, and whether it is a zombie.
    let processes: Vec<(i32, i32, bool)> = entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<i32>().ok())
        .filter_map(|pid| {
            let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            // After the command's name, in parentheses: the state, the parent.
            let mut fields = stat[stat.rfind(')')? + 1..].split_whitespace();
            let zombie = fields.next()? == "Z";
            Some((pid, fields.next()?.parse().ok()?, zombie))
        })
        .collect();
    let mut below = vec![std::process::id() as i32];
    let mut at = 0;
    while let Some(&parent) = below.get(at) {
        for &(pid, _, zombie) in processes.iter().filter(|process| process.1 == parent) {
            below.push(pid);
            if !zombie {
                let _ = kill(Pid::from_raw(pid), Signal::SIGKILL);
            }
        }
        at += 1;
    }
}

/// Set once a cgroup could not be made or joined: the runs after it go
/// without.
static CGROUPS_REFUSED: AtomicBool = AtomicBool::new(false);

/// A cgroup (v2) of one run, under the tool's own: a folder of the cgroup
/// file system, and its `cgroup.procs` open for the program to join it.
/// Killed, emptied and removed when dropped.
struct Cgroup {
    path: PathBuf,
    procs: File,
}

impl Cgroup {
    /// A fresh cgroup under the tool's own, or `None` where none can be
    /// made: no cgroup v2, one without `cgroup.kill` (before Linux 5.14),
    /// or one the tool may not write (then cgroups are given up).
    fn new() -> Option<Cgroup> {
        static BASE: OnceLock<Option<PathBuf>> = OnceLock::new();
        static MADE: AtomicU32 = AtomicU32::new(0);
        if CGROUPS_REFUSED.load(Ordering::Relaxed) {
            return None;
        }
        let base = BASE.get_or_init(own_cgroup).as_ref()?;
        let name = format!(
            "nqueens-judge-{}-{}",
            std::process::id(),
            MADE.fetch_add(1, Ordering::Relaxed)
        );
        let path = base.join(name);
        let made = fs::create_dir(&path).and_then(|()| {
            fs::metadata(path.join("cgroup.kill"))?;
            fs::OpenOptions::new().write(true).open(path.join("cgroup.procs"))
        });
        match made {
            Ok(procs) => Some(Cgroup { path, procs }),
            Err(error) => {
                tracing::debug!("no cgroup made under {}: {error}", base.display());
                let _ = fs::remove_dir(&path);
                CGROUPS_REFUSED.store(true, Ordering::Relaxed);
                None
            }
        }
    }

    /// Kills every process in it.
    fn kill(&self) {
        let _ = fs::write(self.path.join("cgroup.kill"), "1");
    }

    /// Whether no process is left in it.
    fn empty(&self) -> bool {
        fs::read_to_string(self.path.join("cgroup.events"))
            .map_or(true, |events| events.lines().any(|line| line == "populated 0"))
    }
}

impl Drop for Cgroup {
    fn drop(&mut self) {
        self.kill();
        while !self.empty() {
            thread::sleep(REAP_POLL);
        }
        if let Err(error) = fs::remove_dir(&self.path) {
            tracing::debug!("cgroup {} not removed: {error}", self.path.display());
        }
    }
}

/// The tool's own cgroup v2 folder: its path in `/proc/self/cgroup` under
/// the mount point of the cgroup2 file system.
fn own_cgroup() -> Option<PathBuf> {
    let cgroups = fs::read_to_string("/proc/self/cgroup").ok()?;
    let own = cgroups.lines().find_map(|line| line.strip_prefix("0::"))?;
    let mounts = fs::read_to_string("/proc/self/mountinfo").ok()?;
    mounts.lines().find_map(|line| {
        // ID PARENT MAJOR:MINOR ROOT MOUNT-POINT ... - TYPE SOURCE OPTIONS
        let (fields, kind) = line.split_once(" - ")?;
        if !kind.starts_with("cgroup2 ") {
            return None;
        }
        let mut fields = fields.split(' ').skip(3);
        let (root, mount) = (fields.next()?, fields.next()?);
        let inside = Path::new(own).strip_prefix(root).ok()?;
        Some(Path::new(mount).join(inside))
    })
}

/// Whether file descriptor 1 was closed when the program was loaded.
static CLOSED_AT_LOAD: AtomicBool = AtomicBool::new(false);

/// Read by the loader before `main` (and so before Rust's runtime fills a
/// closed descriptor with `/dev/null`).
#[used]
#[link_section = ".init_array"]
static READ_AT_LOAD: extern "C" fn() = note_closed_stdout;

extern "C" fn note_closed_stdout() {
    // SAFETY: `F_GETFD` only reads the flags of descriptor 1; it fails with
    // EBADF when the descriptor is not open.
    let closed = unsafe { libc::fcntl(libc::STDOUT_FILENO, libc::F_GETFD) } == -1;
    CLOSED_AT_LOAD.store(closed, Ordering::Relaxed);
}

/// Whether standard output was closed when the program was loaded, read
/// before Rust's runtime opens `/dev/null` in its place.
pub fn stdout_closed_at_load() -> bool {
    CLOSED_AT_LOAD.load(Ordering::Relaxed)
}

#[cfg(test)]
mod tests {
    use std::io::Read;
    use std::process::{Command, Stdio};

    use super::*;
    use crate::platform::{Bounds, Run, Status};

    #[test]
    fn processes_in_sessions_of_their_own_are_killed_without_a_cgroup() {
        // As on a system that lets no cgroup be made: the sweep alone.
        CGROUPS_REFUSED.store(true, Ordering::Relaxed);
        // Two processes leave the group for sessions of their own: one
        // keeps stdout open, one has closed it; the program answers once
        // both have written their ids, and ends.
        let dir = std::env::temp_dir().join(format!("nqueens-sweep-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let ids = [dir.join("holding"), dir.join("closed")];
        let script = format!(
            "setsid sh -c 'echo $$ > {0}.new; mv {0}.new {0}; exec sleep 300' & \
             setsid sh -c 'echo $$ > {1}.new; mv {1}.new {1}; exec sleep 300' >/dev/null & \
             while [ ! -e {0} ] || [ ! -e {1} ]; do sleep 0.01; done; echo 92",
            ids[0].display(),
            ids[1].display()
        );
        let mut command = Command::new("sh");
        command
            .args(["-c", &script])
            .stdin(Stdio::null())
            .stdout(Stdio::piped());
        let bounds = Bounds {
            memory: None,
            time: Duration::from_secs(60),
        };
        let mut run = Run::start(&mut command, bounds).unwrap();
        let mut stdout = run.child().stdout.take().unwrap();
        let mut answer = [0; 3];
        stdout.read_exact(&mut answer).unwrap();
        assert_eq!(&answer, b"92\n");
        while !run.ended() {
            thread::sleep(REAP_POLL);
        }
        assert_eq!(run.finish().unwrap().status, Status::Exited(0));
        for id in &ids {
            let pid: i32 = fs::read_to_string(id).unwrap().trim().parse().unwrap();
            assert_eq!(
                kill(Pid::from_raw(pid), None),
                Err(Errno::ESRCH),
                "{} is gone, reaped",
                id.display()
            );
        }
        // Nothing holds the output any more.
        let mut rest = Vec::new();
        stdout.read_to_end(&mut rest).unwrap();
        assert!(rest.is_empty());
        fs::remove_dir_all(dir).unwrap();
    }
}
