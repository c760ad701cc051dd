//! One command run as a judge runs a submission: from its argv (never
//! through a shell), in a folder given, in a process group of its own, its
//! input given on stdin, its stdout and stderr read up to a cap, its
//! address space bounded if asked, and stopped at a time limit, when its
//! output passes the cap, or when a stop flag is set (Ctrl-C). However it
//! ends, the whole group is killed and the command reaped before
//! [`run`] returns: no process of it is left behind, no zombie. The judge
//! is made a subreaper, so the processes the command started are handed to
//! it when the command ends, and it reaps them too. The time, CPU time and
//! peak memory are the child's own, from `wait4`.

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

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

/// A started process group: killed and its leader reaped when dropped, so
/// that an early return leaves nothing running.
struct Group {
    pid: libc::pid_t,
    reaped: bool,
}

impl Group {
    /// Kills every process of the group.
    fn kill(&self) {
        // SAFETY: a plain system call; the leader is not reaped yet, so the
        // group's id still names this group.
        unsafe {
            libc::kill(-self.pid, libc::SIGKILL);
        }
    }

    /// Whether the leader has ended, without reaping it (the group's id
    /// stays reserved until then).
    fn ended(&self) -> bool {
        // SAFETY: `info` is a plain struct the call fills in.
        unsafe {
            let mut info: libc::siginfo_t = std::mem::zeroed();
            let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
            libc::waitid(libc::P_PID, self.pid as libc::id_t, &mut info, flags) == 0 && info.si_pid() != 0
        }
    }

    /// Kills what is left of the group, then reaps the leader (its status
    /// and its resource usage) and every other process of the group, which
    /// the leader's end handed to this subreaper.
    fn reap(&mut self) -> io::Result<(libc::c_int, libc::rusage)> {
        self.kill();
        // SAFETY: `status` and `usage` are plain values the calls fill in.
        unsafe {
            let mut status = 0;
            let mut usage: libc::rusage = std::mem::zeroed();
            loop {
                if libc::wait4(self.pid, &mut status, 0, &mut usage) == self.pid {
                    self.reaped = true;
                    break;
                }
                let error = io::Error::last_os_error();
                if error.kind() != io::ErrorKind::Interrupted {
                    return Err(error);
                }
            }
            let mut other = 0;
            while libc::waitpid(-self.pid, &mut other, 0) > 0
                || io::Error::last_os_error().kind() == io::ErrorKind::Interrupted
            {}
            Ok((status, usage))
        }
    }
}

impl Drop for Group {
    fn drop(&mut self) {
        if !self.reaped {
            let _ = self.reap();
        }
    }
}

/// Runs `launch` to its end or its limit (see the module's header). Fails
/// only when the command cannot be started or waited for.
pub fn run(launch: &Launch) -> io::Result<Finished> {
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
    // SAFETY: between fork and exec only async-signal-safe calls: prctl
    // (killed if the judge dies) and setrlimit.
    unsafe {
        command.pre_exec(move || {
            libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
            if let Some(bytes) = address_space {
                let limit = libc::rlimit {
                    rlim_cur: bytes as libc::rlim_t,
                    rlim_max: bytes as libc::rlim_t,
                };
                if libc::setrlimit(libc::RLIMIT_AS, &limit) != 0 {
                    return Err(io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    // SAFETY: a plain system call on this process: the processes its
    // commands leave behind are handed to it, to be reaped.
    unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1);
    }
    let started = Instant::now();
    let mut child = command.spawn()?;
    let mut group = Group {
        pid: child.id() as libc::pid_t,
        reaped: false,
    };
    let flood = Arc::new(AtomicBool::new(false));
    let stdout = child.stdout.take().expect("piped stdout");
    let stderr = child.stderr.take().expect("piped stderr");
    let out_reader = {
        let flood = Arc::clone(&flood);
        thread::spawn(move || read_capped(stdout, STDOUT_CAP, Some(&flood)))
    };
    let err_reader = thread::spawn(move || read_capped(stderr, STDERR_CAP, None));
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
    let stdout = out_reader.join().expect("the stdout reader");
    let stderr = err_reader.join().expect("the stderr reader");
    let end = end.unwrap_or(if libc::WIFSIGNALED(status) {
        End::Signaled(libc::WTERMSIG(status))
    } else {
        End::Exited(libc::WEXITSTATUS(status))
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

/// A `timeval` as a duration.
fn time_of(time: libc::timeval) -> Duration {
    Duration::from_secs(time.tv_sec.max(0) as u64) + Duration::from_micros(time.tv_usec.max(0) as u64)
}

/// Reads `from` to its end, keeping at most `cap` bytes; past the cap it
/// sets `flood` (if given) and drops the rest.
fn read_capped(mut from: impl Read, cap: usize, flood: Option<&AtomicBool>) -> Vec<u8> {
    let mut kept = Vec::new();
    let mut buffer = [0u8; 8192];
    loop {
        match from.read(&mut buffer) {
            Ok(0) => return kept,
            Ok(read) => {
                let room = cap - kept.len();
                kept.extend_from_slice(&buffer[..read.min(room)]);
                if read > room {
                    if let Some(flood) = flood {
                        flood.store(true, Ordering::Relaxed);
                    }
                }
            }
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => return kept,
        }
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
}
