//! What the tests share: start the built binary with a clean
//! environment, take its stdout (and stderr), check the bad-input contract,
//! meet it on a terminal, through a closed pipe and with Ctrl-C, SIGTERM
//! or SIGHUP sent once it shows it is under way (never after a fixed
//! time), read the
//! known answers (`src/known.rs`) that the tests compare with, and run a
//! search with counters through the library's one run entry.
//!
//! Snapshots: every whole output a test compares (the trace and the watch
//! screens under `tests/snapshots/`, the pictures the README shows under
//! `docs/pictures/`) is an insta snapshot ([`assert_snapshot`],
//! [`assert_picture`]), renewed one way: `INSTA_UPDATE=always cargo test
//! --release` writes each of them from what the tool prints now (or
//! `cargo insta review`). Read the diff by hand before committing it, as
//! the test beside each snapshot says.

// Each test file that includes this module uses only some of its functions.
#![allow(dead_code)]

pub mod korean;
pub mod tools;

use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Command as Process, Output, Stdio};

use assert_cmd::Command;
use nqueens::known;
use nqueens::observer::Quiet;
use nqueens::threads::Control;
use nqueens::{RunResult, RunSpec};

/// The path of the built binary, for the command lines that a tool
/// (`script`, `tmux`, GNU parallel) runs.
pub const BINARY: &str = env!("CARGO_BIN_EXE_nqueens");

/// `program` with no `RUST_LOG`, no `NQUEENS_CODE` and no locale from the
/// caller's environment (English, UTF-8), so that every run of the binary
/// prints the same, also when `program` is a tool that starts the binary.
pub fn clean(program: impl AsRef<OsStr>) -> Process {
    let mut command = Process::new(program);
    command
        .env_remove("RUST_LOG")
        .env_remove("NQUEENS_PROGRESS_AFTER")
        .env_remove("NQUEENS_CODE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8");
    command
}

/// The built binary with a clean environment, to spawn.
pub fn binary() -> Process {
    clean(BINARY)
}

/// The built binary with a clean environment, to assert on.
pub fn nqueens() -> Command {
    Command::from_std(binary())
}

/// Runs `args`, expects success, returns stdout.
pub fn stdout_of(args: &[&str]) -> String {
    outputs_of(args).0
}

/// Runs `args`, expects success, returns stdout and stderr.
pub fn outputs_of(args: &[&str]) -> (String, String) {
    let output = nqueens().args(args).output().expect("nqueens runs");
    let stderr = String::from_utf8(output.stderr).expect("stderr is UTF-8");
    assert!(output.status.success(), "nqueens {args:?} failed: {stderr}");
    (String::from_utf8(output.stdout).expect("stdout is UTF-8"), stderr)
}

/// Runs `args` and expects the bad-input contract: exit 2, empty stdout,
/// one `error:` line on stderr (`오류:` after `--lang ko`) that contains
/// every piece of `mentions`.
pub fn refuses(args: &[&str], stdin: &str, mentions: &[&str]) {
    let output = nqueens()
        .args(args)
        .write_stdin(stdin)
        .output()
        .expect("nqueens runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        output.status.code(),
        Some(2),
        "nqueens {args:?} should exit 2; stderr: {stderr}"
    );
    assert!(
        output.stdout.is_empty(),
        "nqueens {args:?} wrote to stdout: {:?}",
        output.stdout
    );
    assert_eq!(
        stderr.lines().count(),
        1,
        "nqueens {args:?}: one line on stderr, got {stderr:?}"
    );
    let korean = args.windows(2).any(|pair| pair == ["--lang", "ko"]);
    let prefix = if korean { "오류: " } else { "error: " };
    assert!(stderr.starts_with(prefix), "nqueens {args:?}: stderr {stderr:?}");
    for mention in mentions {
        assert!(
            stderr.contains(mention),
            "nqueens {args:?}: {stderr:?} should mention {mention:?}"
        );
    }
}

/// What a terminal shows while `nqueens args` runs on it with `typed` as
/// the keys pressed: stdout and stderr mixed, as [`plain`] reads them. The
/// run must succeed.
pub fn on_a_terminal(args: &[&str], typed: &str) -> String {
    plain(&terminal_bytes(&format!("{BINARY} {}", args.join(" ")), typed))
}

/// What a terminal receives while the shell runs `command` on it with
/// `typed` as the keys pressed, escape sequences and all. The terminal is
/// a pseudo-terminal made by `script` (util-linux); the run must succeed.
pub fn terminal_bytes(command: &str, typed: &str) -> String {
    let mut script = clean("script")
        .args(["--quiet", "--return", "--command", command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("script (util-linux) runs");
    script
        .stdin
        .take()
        .expect("piped")
        .write_all(typed.as_bytes())
        .expect("the keys are typed");
    let output = script.wait_with_output().expect("script ends");
    assert!(output.status.success(), "{command} on a terminal failed");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// `screen` as a person reads it: each carriage return made a line break
/// and the escape sequences that redraw a line taken out.
pub fn plain(screen: &str) -> String {
    let mut plain = String::new();
    let mut chars = screen.chars();
    while let Some(c) = chars.next() {
        match c {
            // An escape sequence: ESC [ parameters, up to a letter.
            '\u{1b}' => {
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
            '\r' => plain.push('\n'),
            c => plain.push(c),
        }
    }
    plain
}

/// Runs `nqueens args` into a pipe whose reader takes the first line and
/// hangs up; expects the run to end as a closed pipe should, with exit
/// code 0 and nothing on stderr, and returns that line.
pub fn first_line_before_the_pipe_closes(args: &[&str]) -> String {
    let mut child = binary()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("piped"))
        .read_line(&mut first)
        .expect("a first line");
    let output = child.wait_with_output().expect("nqueens ends");
    assert_eq!(
        output.status.code(),
        Some(0),
        "nqueens {args:?}: a closed pipe is not an error"
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "",
        "nqueens {args:?}: and says nothing"
    );
    first
}

/// Sends SIGINT to the process `pid`, as Ctrl-C does: whether it was sent.
pub fn interrupt(pid: u32) -> bool {
    send(pid, "INT")
}

/// Sends the signal named `signal` (`INT`, `TERM`, `HUP`) to the process
/// `pid`: whether it was sent.
pub fn send(pid: u32, signal: &str) -> bool {
    Process::new("kill")
        .args([&format!("-{signal}"), &pid.to_string()])
        .status()
        .expect("kill runs")
        .success()
}

/// The signals that end a command, with the exit code each gives it (128
/// and the signal's number).
pub const SIGNALS: [(&str, i32); 3] = [("INT", 130), ("TERM", 143), ("HUP", 129)];

/// What shows that a run is under way, before a test signals it.
#[derive(Clone, Copy, Debug)]
pub enum Ready {
    /// Its first byte on stdout. The test reads no more until the signal
    /// is sent: a run that writes more than a pipe holds is then still
    /// under way, blocked on the full pipe.
    Output,
    /// A line of its log (`RUST_LOG=info`, unless the command sets it)
    /// that holds this text. The log lines are left out of the stderr
    /// returned.
    Log(&'static str),
}

/// Runs `nqueens args`, sends it `signal` (`INT`, `TERM`, `HUP`) once
/// `ready` shows, and returns how it ended. A run whose log was read may
/// have ended just before the signal: it is still there to signal (not
/// yet waited for).
pub fn signalled(args: &[&str], ready: Ready, signal: &str) -> Output {
    let mut command = binary();
    command.args(args);
    signalled_with(command, ready, &[signal])
}

/// Runs `command` (the binary with its arguments and environment), sends
/// it `signals` one after the other once `ready` shows, and returns how
/// it ended, as [`signalled`] does.
pub fn signalled_with(mut command: Process, ready: Ready, signals: &[&str]) -> Output {
    let logs = command
        .get_envs()
        .any(|(name, value)| name == "RUST_LOG" && value.is_some());
    if matches!(ready, Ready::Log(_)) && !logs {
        command.env("RUST_LOG", "info");
    }
    let args: Vec<_> = command
        .get_args()
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    let mut stdout = child.stdout.take().expect("piped");
    let mut stderr = BufReader::new(child.stderr.take().expect("piped"));
    let mut first = Vec::new();
    let mut log = String::new();
    match ready {
        Ready::Output => {
            let mut byte = [0u8; 1];
            stdout.read_exact(&mut byte).expect("a first byte on stdout");
            first.push(byte[0]);
        }
        Ready::Log(text) => {
            while !log.contains(text) {
                assert!(
                    stderr.read_line(&mut log).expect("stderr is read") > 0,
                    "nqueens {args:?} ended before its log said {text:?}: {log}"
                );
            }
        }
    }
    for signal in signals {
        assert!(send(child.id(), signal), "SIG{signal} reaches nqueens {args:?}");
    }
    let reading = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        stdout.read_to_end(&mut bytes).expect("stdout is read");
        bytes
    });
    stderr.read_to_string(&mut log).expect("stderr is read");
    let stderr: String = log
        .lines()
        .filter(|line| !line.starts_with(" INFO ") && !line.starts_with("DEBUG "))
        .map(|line| format!("{line}\n"))
        .collect();
    first.extend(reading.join().expect("stdout is read"));
    Output {
        status: child.wait().expect("nqueens ends"),
        stdout: first,
        stderr: stderr.into_bytes(),
    }
}

/// Runs `check`, whose insta snapshots live in `folder` (from the crate's
/// root) under their own names.
fn snapshots_in(folder: &str, check: impl FnOnce()) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(Path::new(env!("CARGO_MANIFEST_DIR")).join(folder));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(check);
}

/// Checks `actual` against the committed snapshot `tests/snapshots/{name}.snap`.
pub fn assert_snapshot(name: &str, actual: &str) {
    snapshots_in("tests/snapshots", || insta::assert_snapshot!(name, actual));
}

/// Checks the picture `svg` against the committed `docs/pictures/{name}`
/// (its bytes in `{stem}.snap.svg`, which the guide shows).
pub fn assert_picture(name: &str, svg: &str) {
    snapshots_in("docs/pictures", || {
        insta::assert_binary_snapshot!(name, svg.as_bytes().to_vec())
    });
}

/// OEIS A000170 for `n`: the solutions of the n × n board (`src/known.rs`).
pub fn solutions(n: usize) -> u64 {
    known::solutions(n).unwrap_or_else(|| panic!("OEIS A000170 holds n = {n}"))
}

/// OEIS A002562 for `n`: the solutions up to the board's symmetries
/// (`src/known.rs`).
pub fn classes(n: usize) -> u64 {
    known::unique_solutions(n).unwrap_or_else(|| panic!("OEIS A002562 holds n = {n}"))
}

/// `spec` run with counters only, through the one run entry
/// (`nqueens::run::search`; `parallel` on every core).
pub fn counted(spec: RunSpec) -> RunResult {
    nqueens::run::search(spec, Control::default(), &mut Quiet).expect("a board the strategy takes")
}
