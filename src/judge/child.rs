//! One command run as a judge runs a submission: from its argv (never
//! through a shell), in a folder given, its input given on stdin, its
//! stdout and stderr read up to a cap, its address space bounded if asked,
//! and stopped at a time limit, when its output passes the cap, or when a
//! stop flag is set (Ctrl-C). The run ends when the command ends; then
//! every process it started is killed and reaped before [`run`] returns,
//! wherever that process went: into a session of its own (`setsid`, a
//! double fork) as well as into the background.
//!
//! The command leads a process group of its own, and, where the system
//! lets the judge make one, runs in a cgroup of its own (cgroup v2 with
//! `cgroup.kill`, Linux 5.14): every process it starts is born in that
//! cgroup and cannot leave it, and one write kills them all. Where no
//! cgroup can be made (no cgroup v2, or none the judge may write), the
//! judge, a subreaper, inherits every process of the run whose parent
//! ends, and kills what is below it, as `/proc` shows it, until it has no
//! child left. The output pipes are read by threads of their own, and
//! read to their end only once no process of the run is left to hold
//! them: the judge never waits on them while the run goes on. The time,
//! CPU time and peak memory are the command's own, from `wait4`.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::os::fd::{AsRawFd, BorrowedFd};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use nix::errno::Errno;
use nix::sys::prctl;
use nix::sys::resource::{setrlimit, Resource};
use nix::sys::signal::{kill, killpg, Signal};
use nix::sys::wait::{waitid, waitpid, Id, WaitPidFlag, WaitStatus};
use nix::unistd::Pid;

/// The most bytes of stdout kept: past it the run is stopped (output limit).
pub const STDOUT_CAP: usize = 1 << 20;

/// The most bytes of stderr kept; the rest is read and dropped.
pub const STDERR_CAP: usize = 64 << 10;

/// How often the run is looked at while it runs, at most: the first looks
/// come sooner ([`FIRST_POLL`], then twice as long each time), so that a
/// quick run is not kept waiting.
const POLL: Duration = Duration::from_millis(2);

/// The first wait between two looks at a run.
const FIRST_POLL: Duration = Duration::from_micros(25);

/// The wait between two looks at the processes a run left behind, once
/// they are sent SIGKILL.
const REAP_POLL: Duration = Duration::from_millis(1);

/// What to run and within what.
pub struct Launch<'a> {
    /// The program and its arguments.
    pub argv: &'a [OsString],
    /// The folder it runs in.
    pub dir: &'a Path,
    /// What it reads on stdin.
    pub stdin: &'a [u8],
    /// The time it may take, wall clock.
    pub time_limit: Duration,
    /// The bound on its address space, in bytes (`setrlimit(RLIMIT_AS)`).
    pub address_space: Option<u64>,
    /// An environment variable to set: its name and value.
    pub env: Option<(&'a str, &'a Path)>,
    /// Set by Ctrl-C: the run is stopped at once.
    pub stop: Option<&'a AtomicBool>,
}

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// It exited with this code.
    Exited(i32),
    /// A signal ended it (its number).
    Signaled(i32),
    /// It was killed at the time limit.
    TimedOut,
    /// It was killed when its stdout passed [`STDOUT_CAP`].
    OutputFlood,
    /// It was killed when the stop flag was set.
    Stopped,
}

/// What a run did.
#[derive(Clone, Debug)]
pub struct Finished {
    /// How it ended.
    pub end: End,
    /// Wall time from the start to its end.
    pub wall: Duration,
    /// User and system CPU time.
    pub cpu: Duration,
    /// Peak resident memory, in kilobytes.
    pub peak_kb: u64,
    /// Its stdout, at most [`STDOUT_CAP`] bytes.
    pub stdout: Vec<u8>,
    /// Its stderr, at most [`STDERR_CAP`] bytes.
    pub stderr: Vec<u8>,
}

/// Held by a run while it lasts: a process runs one command at a time, so
/// that every child the judge has while a run lasts is of that run (see
/// [`run`]).
static ONE_RUN: Mutex<()> = Mutex::new(());

/// Runs `launch` to its end or its limit (see the module's header). Fails
/// only when the command cannot be started or waited for.
///
/// The process that calls it becomes a subreaper, and while a run lasts it
/// takes every child it has, and every process below those, as the run's:
/// it must start no other process meanwhile (runs of its own wait for each
/// other).
pub fn run(launch: &Launch) -> io::Result<Finished> {
    run_contained(launch, true)
}

/// [`run`], in a cgroup of its own where `cgroups` allows one and the
/// system gives one.
fn run_contained(launch: &Launch, cgroups: bool) -> io::Result<Finished> {
    let _one_run = ONE_RUN.lock().unwrap_or_else(PoisonError::into_inner);
    // The processes the command leaves behind are handed to this one, to
    // be killed and reaped.
    prctl::set_child_subreaper(true)?;
    let started = Instant::now();
    let (mut child, mut group) = spawn(launch, cgroups.then(Cgroup::new).flatten())?;
    let flood = Arc::new(AtomicBool::new(false));
    let out_reader = Reader::start(
        child.stdout.take().expect("piped stdout"),
        STDOUT_CAP,
        Some(Arc::clone(&flood)),
    );
    let err_reader = Reader::start(child.stderr.take().expect("piped stderr"), STDERR_CAP, None);
    if let Some(mut input) = child.stdin.take() {
        // A program that exits without reading its input closes the pipe:
        // not the judge's failure.
        let _ = input.write_all(launch.stdin);
    }
    let mut poll = FIRST_POLL;
    let end = loop {
        if group.ended() {
            break None;
        }
        if flood.load(Ordering::Relaxed) {
            break Some(End::OutputFlood);
        }
        if started.elapsed() >= launch.time_limit {
            break Some(End::TimedOut);
        }
        if launch.stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
            break Some(End::Stopped);
        }
        thread::sleep(poll);
        poll = (poll * 2).min(POLL);
    };
    let wall = started.elapsed();
    let (status, usage) = group.reap()?;
    // Every process of the run is gone: the pipes are at their end.
    let stdout = out_reader.take();
    let stderr = err_reader.take();
    let end = end.unwrap_or(match status {
        WaitStatus::Signaled(_, signal, _) => End::Signaled(signal as i32),
        WaitStatus::Exited(_, code) => End::Exited(code),
        _ => End::Exited(-1),
    });
    Ok(Finished {
        end,
        wall,
        cpu: time_of(usage.ru_utime) + time_of(usage.ru_stime),
        peak_kb: usage.ru_maxrss.max(0) as u64,
        stdout,
        stderr,
    })
}

/// Starts `launch` as the leader of a process group of its own, in
/// `cgroup` if given; where the command cannot join it (a cgroup the judge
/// may make but not move processes into), cgroups are given up and the
/// command starts without.
fn spawn(launch: &Launch, cgroup: Option<Cgroup>) -> io::Result<(std::process::Child, Group)> {
    let (program, args) = launch.argv.split_first().expect("a command");
    let mut command = Command::new(program);
    command
        .args(args)
        .current_dir(launch.dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    if let Some((name, value)) = launch.env {
        command.env(name, value);
    }
    let address_space = launch.address_space;
    let procs = cgroup.as_ref().map(|cgroup| cgroup.procs.as_raw_fd());
    // SAFETY: between fork and exec only async-signal-safe calls: write
    // (into the cgroup), prctl (killed if the judge dies) and setrlimit.
    unsafe {
        command.pre_exec(move || {
            if let Some(procs) = procs {
                // "0" moves the writing process.
                nix::unistd::write(BorrowedFd::borrow_raw(procs), b"0")?;
            }
            prctl::set_pdeathsig(Signal::SIGKILL)?;
            if let Some(bytes) = address_space {
                setrlimit(Resource::RLIMIT_AS, bytes, bytes)?;
            }
            Ok(())
        });
    }
    match command.spawn() {
        Ok(child) => {
            let group = Group {
                leader: Pid::from_raw(child.id() as i32),
                cgroup,
                reaped: false,
            };
            Ok((child, group))
        }
        Err(error) if cgroup.is_some() => {
            tracing::debug!("no process joins a cgroup of the judge's: {error}");
            CGROUPS_REFUSED.store(true, Ordering::Relaxed);
            drop(cgroup);
            spawn(launch, None)
        }
        Err(error) => Err(error),
    }
}

/// The processes of a run: the command, which leads a process group of
/// its own, its cgroup if it has one, and every process of it that the
/// judge inherits. Killed and reaped when dropped, so that an early return
/// leaves nothing running.
struct Group {
    leader: Pid,
    cgroup: Option<Cgroup>,
    reaped: bool,
}

impl Group {
    /// Whether the leader has ended, without reaping it (the group's id
    /// stays reserved until then).
    fn ended(&self) -> bool {
        let flags = WaitPidFlag::WEXITED | WaitPidFlag::WNOHANG | WaitPidFlag::WNOWAIT;
        !matches!(waitid(Id::Pid(self.leader), flags), Ok(WaitStatus::StillAlive))
    }

    /// Kills every process of the run the judge knows of: its cgroup, its
    /// group, and what is below the judge.
    fn kill(&self) {
        if let Some(cgroup) = &self.cgroup {
            cgroup.kill();
        }
        let _ = killpg(self.leader, Signal::SIGKILL);
    }

    /// Kills the run, reaps the leader (its status and resource usage),
    /// then kills and reaps every other process of the run, until the
    /// judge has no child left.
    fn reap(&mut self) -> io::Result<(WaitStatus, libc::rusage)> {
        self.kill();
        let (status, usage) = wait4(self.leader)?;
        self.reaped = true;
        loop {
            match waitpid(None, Some(WaitPidFlag::WNOHANG)) {
                Ok(WaitStatus::StillAlive) => {
                    self.kill();
                    kill_below_this_process();
                    thread::sleep(REAP_POLL);
                }
                Ok(_) | Err(Errno::EINTR) => {}
                // ECHILD: no child left, and so nothing below.
                Err(_) => break,
            }
        }
        Ok((WaitStatus::from_raw(self.leader, status)?, usage))
    }
}

impl Drop for Group {
    fn drop(&mut self) {
        if !self.reaped {
            let _ = self.reap();
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

/// Sends SIGKILL to every live process below this one, as `/proc` shows
/// them: the processes of a run, wherever they went (see [`run`]).
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

/// A cgroup (v2) of one run, under the judge's own: a folder of the cgroup
/// file system, and its `cgroup.procs` open for the command to join it.
/// Killed, emptied and removed when dropped.
struct Cgroup {
    path: PathBuf,
    procs: File,
}

impl Cgroup {
    /// A fresh cgroup under the judge's own, or `None` where none can be
    /// made: no cgroup v2, one without `cgroup.kill` (before Linux 5.14),
    /// or one the judge may not write (then cgroups are given up).
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

/// The judge's own cgroup v2 folder: its path in `/proc/self/cgroup`
/// under the mount point of the cgroup2 file system.
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

/// A `timeval` as a duration.
fn time_of(time: libc::timeval) -> Duration {
    Duration::from_secs(time.tv_sec.max(0) as u64) + Duration::from_micros(time.tv_usec.max(0) as u64)
}

/// One of a run's output pipes read on a thread of its own: at most a cap
/// kept, the rest read and dropped.
struct Reader {
    kept: Arc<Mutex<Vec<u8>>>,
    thread: thread::JoinHandle<()>,
}

impl Reader {
    /// Reads `from` to its end, keeping at most `cap` bytes; past the cap
    /// it sets `flood` (if given).
    fn start(mut from: impl Read + Send + 'static, cap: usize, flood: Option<Arc<AtomicBool>>) -> Reader {
        let kept = Arc::new(Mutex::new(Vec::new()));
        let keeping = Arc::clone(&kept);
        let thread = thread::spawn(move || {
            let mut buffer = [0u8; 8192];
            loop {
                match from.read(&mut buffer) {
                    Ok(0) => return,
                    Ok(read) => {
                        let mut kept = keeping.lock().unwrap_or_else(PoisonError::into_inner);
                        let room = cap - kept.len();
                        kept.extend_from_slice(&buffer[..read.min(room)]);
                        if read > room {
                            if let Some(flood) = &flood {
                                flood.store(true, Ordering::Relaxed);
                            }
                        }
                    }
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => return,
                }
            }
        });
        Reader { kept, thread }
    }

    /// What it read, once at the end of the pipe.
    fn take(self) -> Vec<u8> {
        let _ = self.thread.join();
        std::mem::take(&mut self.kept.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

/// The name of signal `number` (`SIGSEGV`), if it is one that ends a
/// crashed or stopped program.
pub fn signal_name(number: i32) -> Option<&'static str> {
    Some(match number {
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGFPE => "SIGFPE",
        libc::SIGILL => "SIGILL",
        libc::SIGKILL => "SIGKILL",
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGTERM => "SIGTERM",
        libc::SIGPIPE => "SIGPIPE",
        libc::SIGXCPU => "SIGXCPU",
        libc::SIGINT => "SIGINT",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn launch<'a>(argv: &'a [OsString], stdin: &'a [u8], seconds: f64) -> Launch<'a> {
        Launch {
            argv,
            dir: Path::new("/"),
            stdin,
            time_limit: Duration::from_secs_f64(seconds),
            address_space: None,
            env: None,
            stop: None,
        }
    }

    fn argv(words: &[&str]) -> Vec<OsString> {
        words.iter().map(OsString::from).collect()
    }

    #[test]
    fn a_run_reads_stdin_and_gives_its_stdout_and_exit_code() {
        let command = argv(&["sh", "-c", "read n; echo $((n * 2)); exit 3"]);
        let finished = run(&launch(&command, b"21\n", 10.0)).unwrap();
        assert_eq!(finished.stdout, b"42\n");
        assert_eq!(finished.end, End::Exited(3));
    }

    #[test]
    fn a_signal_is_named() {
        let command = argv(&["sh", "-c", "kill -SEGV $$"]);
        let finished = run(&launch(&command, b"", 10.0)).unwrap();
        assert_eq!(finished.end, End::Signaled(libc::SIGSEGV));
        assert_eq!(signal_name(libc::SIGSEGV), Some("SIGSEGV"));
        assert_eq!(signal_name(64), None);
    }

    #[test]
    fn output_past_the_cap_stops_the_run() {
        let command = argv(&["sh", "-c", "yes queen"]);
        let finished = run(&launch(&command, b"", 60.0)).unwrap();
        assert_eq!(finished.end, End::OutputFlood);
        assert_eq!(finished.stdout.len(), STDOUT_CAP);
    }

    #[test]
    fn processes_in_sessions_of_their_own_are_killed_without_a_cgroup() {
        // Two processes leave the group for sessions of their own: one
        // keeps stdout open, one has closed it; the command answers once
        // both have written their ids, and ends.
        let dir = std::env::temp_dir().join(format!("nqueens-child-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let ids = [dir.join("holding"), dir.join("closed")];
        let script = format!(
            "setsid sh -c 'echo $$ > {0}.new; mv {0}.new {0}; exec sleep 300' & \
             setsid sh -c 'echo $$ > {1}.new; mv {1}.new {1}; exec sleep 300' >/dev/null & \
             while [ ! -e {0} ] || [ ! -e {1} ]; do sleep 0.01; done; echo 92",
            ids[0].display(),
            ids[1].display()
        );
        let command = argv(&["sh", "-c", &script]);
        let finished = run_contained(&launch(&command, b"", 60.0), false).unwrap();
        assert_eq!(
            (finished.end, &finished.stdout[..]),
            (End::Exited(0), &b"92\n"[..])
        );
        for id in &ids {
            let pid: i32 = fs::read_to_string(id).unwrap().trim().parse().unwrap();
            assert_eq!(
                kill(Pid::from_raw(pid), None),
                Err(Errno::ESRCH),
                "{} is gone, reaped",
                id.display()
            );
        }
        fs::remove_dir_all(dir).unwrap();
    }
}
