//! How a run ends when it cannot go on as asked: Ctrl-C, SIGTERM and
//! SIGHUP during the one-solution strategies, whose board is written whole
//! or not at all,
//! a full disk under `--help` and `--version`, reported as any
//! command's results are, a standard output closed at start (`>&-`), and
//! Ctrl-C while `count` waits for N on stdin.

use crate::common;

use common::{binary, clean, interrupt, signalled, Ready, BINARY, SIGNALS};
use nqueens::board::is_valid;
use std::fs::OpenOptions;
use std::io::{BufRead, BufReader, Read};
use std::process::Stdio;

#[test]
fn a_signal_during_a_one_solution_strategy_leaves_no_cut_board() {
    let n = 10_000_000;
    // Ctrl-C once the board is being written, SIGTERM and SIGHUP once
    // the search starts.
    for ((strategy, (signal, code)), ready) in ["construction", "min-conflicts", "construction"]
        .into_iter()
        .zip(SIGNALS)
        .zip([Ready::Output, Ready::Log("run starts"), Ready::Log("run starts")])
    {
        let args = [
            "solve",
            "-n",
            "10000000",
            "--strategy",
            strategy,
            "--style",
            "positions",
        ];
        // While the search runs, or once the board is being written.
        let output = signalled(&args, ready, signal);
        let stderr = String::from_utf8_lossy(&output.stderr);
        match output.status.code() {
            // Stopped: no board at all, and the error line.
            Some(stopped) if stopped == code => {
                assert!(output.stdout.is_empty(), "{strategy}: a cut board on stdout");
                assert_eq!(stderr.lines().count(), 1, "{strategy}: {stderr}");
                assert!(
                    stderr.starts_with("error: interrupted after "),
                    "{strategy}: {stderr}"
                );
                assert!(stderr.ends_with(": 0 solutions so far\n"), "{strategy}: {stderr}");
            }
            // Done first: the whole board, a valid one.
            Some(0) => {
                assert_whole_board(output.stdout, n, strategy);
            }
            code => panic!("{strategy}: exit {code:?}: {stderr}"),
        }
    }
}

#[test]
fn two_ctrl_c_while_the_board_is_written_leave_it_whole() {
    let n = 10_000_000;
    let mut child = binary()
        .args([
            "solve",
            "-n",
            &n.to_string(),
            "--strategy",
            "construction",
            "--style",
            "positions",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("nqueens runs");
    let mut stdout = child.stdout.take().expect("its stdout");
    let mut first = [0u8; 1];
    stdout.read_exact(&mut first).expect("the board starts");
    // Twice, as `timeout -s INT` or an impatient hand sends it: the board
    // being written is finished first.
    for _ in 0..2 {
        assert!(interrupt(child.id()));
    }
    let mut rest = Vec::new();
    stdout.read_to_end(&mut rest).expect("the rest of the board");
    let status = child.wait().expect("nqueens ends");
    assert!(matches!(status.code(), Some(0 | 130)), "{status:?}");
    assert_whole_board([&first[..], &rest].concat(), n, "construction");
}

/// Fails unless `stdout` is one whole, valid board of `n` queens in
/// `--style positions`, its line ended.
fn assert_whole_board(stdout: Vec<u8>, n: usize, strategy: &str) {
    let text = String::from_utf8(stdout).expect("digits and spaces");
    assert!(text.ends_with('\n'), "{strategy}: the board's line ends");
    let queens: Vec<usize> = text
        .split_whitespace()
        .map(|col| col.parse().expect("a column"))
        .collect();
    assert_eq!(queens.len(), n, "{strategy}: one queen per row");
    assert!(is_valid(&queens), "{strategy}: no two queens attack");
}

#[test]
fn help_and_version_report_a_full_disk() {
    for args in [
        &["--help"][..],
        &["--version"],
        &["help", "count"],
        &["count", "--help"],
    ] {
        let full = OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("Linux's /dev/full");
        let output = binary()
            .args(args)
            .stdout(Stdio::from(full))
            .output()
            .expect("nqueens runs");
        failed_writing_results(
            &output,
            "No space left on device (os error 28)",
            &format!("{args:?}"),
        );
    }
}

/// Checks that `nqueens {run}` failed with exit code 1 and the one line
/// that says its results could not be written, for `cause`.
fn failed_writing_results(output: &std::process::Output, cause: &str, run: &str) {
    assert_eq!(output.status.code(), Some(1), "nqueens {run}");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!("error: cannot write the results: {cause}\n"),
        "nqueens {run}"
    );
}

#[test]
fn a_closed_standard_output_fails_as_a_full_disk_does() {
    // `>&-` closes descriptor 1 before nqueens starts, as a shell does.
    for args in [
        "count -n 8",
        "solve -n 8",
        "compare -n 6",
        "lesson list",
        "--help",
    ] {
        let output = clean("sh")
            .arg("-c")
            .arg(format!("exec \"$0\" {args} >&-"))
            .arg(BINARY)
            .output()
            .expect("sh runs");
        failed_writing_results(
            &output,
            "Bad file descriptor (os error 9)",
            &format!("{args} >&-"),
        );
    }
}

#[test]
fn ctrl_c_while_count_waits_for_n_ends_with_its_error_line() {
    let mut child = binary()
        .args(["-v", "count"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    // The log line comes once the handler is installed and the read begins.
    let mut stderr = BufReader::new(child.stderr.take().expect("piped"));
    let mut log = String::new();
    while !log.contains("waiting for N on stdin") {
        assert!(stderr.read_line(&mut log).expect("stderr is read") > 0, "{log}");
    }
    assert!(interrupt(child.id()));
    let mut rest = String::new();
    stderr.read_to_string(&mut rest).expect("stderr is read");
    let output = child.wait_with_output().expect("nqueens ends");
    assert_eq!(output.status.code(), Some(130), "{log}{rest}");
    assert_eq!(rest, "error: interrupted while waiting for N on stdin\n");
    assert!(output.stdout.is_empty());
}
