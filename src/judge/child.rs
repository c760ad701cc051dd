//! One command run as a judge runs a submission: from its argv (never
//! through a shell), in a folder given, its input given on stdin, its
//! stdout and stderr read up to a cap, its memory bounded if asked, and
//! stopped at a time limit, when its output passes the cap, or when a stop
//! flag is set (Ctrl-C). The run ends when the command ends; then every
//! process it started is killed and reaped before [`run`] returns,
//! wherever that process went: into a session of its own (`setsid`, a
//! double fork) as well as into the background. How the processes are
//! held, killed and measured is the system's ([`crate::platform::Run`]:
//! a process group and a cgroup or the subreaper's sweep on Linux, a Job
//! Object on Windows).
//!
//! The output pipes are read by threads of their own, and read to their
//! end once no process of the run is left to hold them: the judge never
//! waits on them while the run goes on. Where the system cannot reach
//! every process of a run ([`crate::platform::REAPS_ALL`]), they are read
//! for at most half a second (`DRAIN`) past the run's end.

use std::ffi::OsString;
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use crate::platform::{self, Bounds, Status};

/// The most bytes of stdout kept: past it the run is stopped (output limit).
pub const STDOUT_CAP: usize = 1 << 20;

/// The most bytes of stderr kept; the rest is read and dropped.
pub const STDERR_CAP: usize = 64 << 10;

/// How often the run is looked at while it runs, at most: the first looks
/// come sooner (`FIRST_POLL`, then twice as long each time), so that a
/// quick run is not kept waiting. It is the resolution of the time limit:
/// a shorter limit could not be kept.
pub const POLL: Duration = Duration::from_millis(2);

/// The first wait between two looks at a run.
const FIRST_POLL: Duration = Duration::from_micros(25);

/// How long the output of a run is read past its end where the system
/// cannot reach every process of it: a process out of reach may hold the
/// pipes open for ever.
const DRAIN: Duration = Duration::from_millis(500);

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
    /// The bound on its memory, in bytes: its address space on Unix
    /// (`setrlimit(RLIMIT_AS)`), the memory it commits on Windows.
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
    /// Peak memory, in kilobytes: resident on Unix, committed on Windows.
    pub peak_kb: u64,
    /// Its stdout, at most [`STDOUT_CAP`] bytes.
    pub stdout: Vec<u8>,
    /// Its stderr, at most [`STDERR_CAP`] bytes.
    pub stderr: Vec<u8>,
}

/// Runs `launch` to its end or its limit (see the module's header). Fails
/// only when the command cannot be started or waited for.
///
/// On Linux the process that calls it becomes a subreaper, and while a run
/// lasts it takes every child it has, and every process below those, as
/// the run's: it must start no other process meanwhile (runs of its own
/// wait for each other: [`crate::platform::Run`]).
pub fn run(launch: &Launch) -> io::Result<Finished> {
    let (program, args) = launch.argv.split_first().expect("a command");
    // A relative path (`./Main`) names a file of the run's folder, which
    // the system would look for in the judge's own folder on Windows.
    let path = Path::new(program);
    let mut command = if path.is_relative() && is_path(path) {
        Command::new(launch.dir.join(path))
    } else {
        Command::new(program)
    };
    command
        .args(args)
        .current_dir(launch.dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some((name, value)) = launch.env {
        command.env(name, value);
    }
    let bounds = Bounds {
        memory: launch.address_space,
        time: launch.time_limit,
    };
    let started = Instant::now();
    let mut process = platform::Run::start(&mut command, bounds)?;
    let child = process.child();
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
        if process.ended() {
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
    let usage = process.finish()?;
    let drain = (!platform::REAPS_ALL).then_some(DRAIN);
    let stdout = out_reader.take(drain);
    let stderr = err_reader.take(drain);
    let end = end.unwrap_or(match usage.status {
        Status::Exited(code) => End::Exited(code),
        Status::Signaled(signal) => End::Signaled(signal),
    });
    Ok(Finished {
        end,
        wall,
        cpu: usage.cpu,
        peak_kb: usage.peak_kb,
        stdout,
        stderr,
    })
}

/// Whether `program` names a path (`./Main`, `/usr/bin/python3`) rather
/// than a program to look for on `PATH`.
pub fn is_path(program: impl AsRef<Path>) -> bool {
    program.as_ref().components().nth(1).is_some()
}

/// One of a run's output pipes read on a thread of its own: at most a cap
/// kept, the rest read and dropped.
struct Reader {
    kept: Arc<Mutex<Vec<u8>>>,
    /// Closed when the thread has read to the end of the pipe.
    at_end: mpsc::Receiver<()>,
}

impl Reader {
    /// Reads `from` to its end, keeping at most `cap` bytes; past the cap
    /// it sets `flood` (if given).
    fn start(mut from: impl Read + Send + 'static, cap: usize, flood: Option<Arc<AtomicBool>>) -> Reader {
        let kept = Arc::new(Mutex::new(Vec::new()));
        let keeping = Arc::clone(&kept);
        let (reading, at_end) = mpsc::channel::<()>();
        thread::spawn(move || {
            let _reading = reading;
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
        Reader { kept, at_end }
    }

    /// What it read, once at the end of the pipe, or once `drain` has
    /// passed (then the thread reads on, unheard).
    fn take(self, drain: Option<Duration>) -> Vec<u8> {
        let _ = match drain {
            Some(drain) => self.at_end.recv_timeout(drain).map_err(|_| ()),
            None => self.at_end.recv().map_err(|_| ()),
        };
        std::mem::take(&mut self.kept.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

pub use platform::signal_name;

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
