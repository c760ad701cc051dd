//! A standard error that cannot take what is written to it: a full disk
//! (`2>/dev/full`) and a pipe whose reader is gone (`2>&1 | head -c 1`).
//! The error line, the summary of `solve`, clap's refusals and the log
//! lines are then lost, never a panic: each run ends with its own exit
//! code and its results on stdout.

use crate::common;

use std::fs::File;
use std::process::{Output, Stdio};

use common::binary;

/// Runs `nqueens args` with its stderr into `stderr` and nothing on stdin.
fn with_stderr(args: &[&str], stderr: Stdio) -> Output {
    binary()
        .args(args)
        .stdin(Stdio::null())
        .stderr(stderr)
        .output()
        .expect("nqueens runs")
}

/// Linux's full disk, as `2>/dev/full` opens it.
fn full() -> Stdio {
    Stdio::from(File::create("/dev/full").expect("Linux's /dev/full"))
}

/// A pipe whose reader is gone before the run starts, as `2>&1 | head -c
/// 1` leaves stderr once `head` has its byte.
fn hung_up() -> Stdio {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    Stdio::from(writer)
}

/// The runs, each with the exit code it ends with and its stdout: bad
/// input (2) with its error line lost, a run whose summary goes to stderr,
/// a log, and clap's own refusal.
const RUNS: [(&[&str], i32, &str); 6] = [
    (&["count", "-n", "0"], 2, ""),
    (
        &["solve", "-n", "4", "--style", "positions"],
        0,
        "1 3 0 2\n2 0 3 1\n",
    ),
    (&["merge", "/nonexistent"], 2, ""),
    (&["-v", "count", "-n", "8"], 0, "92\n"),
    (&["count", "--frob"], 2, ""),
    (&["--lang", "ko", "count", "-n", "0"], 2, ""),
];

#[test]
fn a_full_standard_error_loses_the_message_and_keeps_the_exit_code() {
    for (args, code, stdout) in RUNS {
        let output = with_stderr(args, full());
        assert_eq!(output.status.code(), Some(code), "nqueens {args:?} 2>/dev/full");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            stdout,
            "nqueens {args:?} 2>/dev/full"
        );
    }
}

#[test]
fn a_standard_error_whose_reader_is_gone_loses_the_message_and_keeps_the_exit_code() {
    for (args, code, stdout) in RUNS {
        let output = with_stderr(args, hung_up());
        assert_eq!(
            output.status.code(),
            Some(code),
            "nqueens {args:?} 2>&1 | head -c 1"
        );
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            stdout,
            "nqueens {args:?} 2>&1 | head -c 1"
        );
    }
}
