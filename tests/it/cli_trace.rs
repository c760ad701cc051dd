//! `nqueens trace` and the `-v` flags from the outside: logs go to stderr
//! and never change stdout, `RUST_LOG` overrides the flags, the log is in
//! colour on a terminal unless `NO_COLOR` says otherwise, bad input gives
//! one line and exit 2, and a closed pipe ends the trace quietly.

use crate::common;

use common::{
    assert_snapshot, first_line_before_the_pipe_closes, nqueens, outputs_of, refuses, signalled, solutions,
    stdout_of, terminal_bytes, Ready, BINARY, SIGNALS,
};
use std::cell::OnceCell;

use predicates::prelude::*;

#[test]
fn trace_prints_the_snapshot_checked_by_hand() {
    let (trace, stderr) = outputs_of(&["trace", "-n", "4", "--strategy", "branch-and-bound"]);
    assert_snapshot("trace_branch_and_bound_n4", &trace);
    assert_eq!(stderr, "");
    // n = 4 and branch-and-bound are the defaults.
    assert_eq!(stdout_of(&["trace"]), trace);
}

#[test]
fn every_step_logs_to_stderr_and_stdout_stays_the_same() {
    for args in [
        &["trace", "-n", "4"][..],
        &["count", "-n", "4", "--strategy", "bitmask"],
        &["solve", "-n", "4"],
    ] {
        let quiet = stdout_of(args);
        let verbose = nqueens().args([&["-vvv"][..], args].concat()).assert().success();
        let output = verbose.get_output();
        assert_eq!(
            output.stdout,
            quiet.as_bytes(),
            "{args:?}: -vvv leaves stdout byte for byte"
        );
        let log = String::from_utf8_lossy(&output.stderr);
        // The n = 4 tree: 17 calls and 44 prunes (docs/REFERENCE.md, the
        // steps of branch-and-bound for n = 4), and its solutions.
        let events = |message: &str| log.lines().filter(|line| line.contains(message)).count();
        assert_eq!(events(" call n=4 depth="), 17, "{args:?}: call events in\n{log}");
        assert_eq!(events(" prune n=4 depth="), 44, "{args:?}: prune events");
        assert_eq!(
            events(" solution n=4 queens=") as u64,
            solutions(4),
            "{args:?}: solution events"
        );
        assert!(
            log.contains("prune n=4 depth=1 row=1 col=0 reason=\"column\""),
            "{args:?}: events carry n, depth, row, col and reason"
        );
    }
}

#[test]
fn one_v_logs_each_run_and_nothing_else() {
    let eight = solutions(8);
    nqueens()
        .args(["-v", "count", "-n", "8", "--strategy", "bitmask"])
        .assert()
        .success()
        .stdout(format!("{eight}\n"))
        .stderr(
            predicate::str::contains("count starts strategy=\"bitmask\" n=8")
                .and(predicate::str::contains(format!(
                    "count ends strategy=\"bitmask\" n=8 solutions={eight}"
                )))
                .and(predicate::str::contains("DEBUG").not())
                .and(predicate::str::contains("TRACE").not()),
        );
    // The n = 4 tree of branch-and-bound: 17 nodes, 44 prunes (docs/REFERENCE.md).
    nqueens()
        .args(["-v", "trace", "-n", "4"])
        .assert()
        .success()
        .stderr(
            predicate::str::contains("run starts strategy=\"branch-and-bound\" n=4")
                .and(predicate::str::contains(format!(
                    "nodes=17 solutions={} prunes=44",
                    solutions(4)
                )))
                .and(predicate::str::contains("TRACE").not())
                .and(predicate::str::contains("DEBUG").not()),
        );
    // -vv logs each solution: n = 6 has 4 (OEIS A000170).
    nqueens()
        .args(["-vv", "count", "-n", "6", "--strategy", "bitmask"])
        .assert()
        .success()
        .stderr(
            predicate::str::contains("DEBUG")
                .count(solutions(6) as usize)
                .and(predicate::str::contains("TRACE").not()),
        );
}

#[test]
fn the_log_speaks_the_language_of_the_command_line() {
    // n = 4 with branch-and-bound: 17 calls, 44 prunes, 2 solutions
    // (docs/REFERENCE.md); the messages in Korean, the fields as they are.
    let (stdout, log) = outputs_of(&["-vvv", "solve", "-n", "4", "--lang", "ko"]);
    assert!(stdout.contains("해 2"), "{stdout}");
    // A line's message: its words after the target, up to the first field.
    let messages: Vec<String> = log
        .lines()
        .map(|line| {
            let after_target = line.split_once(": ").map_or(line, |(_, rest)| rest);
            let words: Vec<&str> = after_target
                .split(' ')
                .take_while(|word| !word.contains('='))
                .collect();
            words.join(" ")
        })
        .collect();
    let count = |message: &str| messages.iter().filter(|said| **said == message).count();
    assert_eq!(count("호출"), 17, "{log}");
    assert_eq!(count("가지치기"), 44, "{log}");
    assert_eq!(count("해"), 2, "{log}");
    assert_eq!(count("탐색 시작"), 1, "{log}");
    assert!(
        log.contains("가지치기 n=4 depth=1 row=1 col=0 reason=\"column\""),
        "{log}"
    );
    for english in [
        "call",
        "try",
        "prune",
        "place",
        "solution",
        "undo",
        "return",
        "run starts",
    ] {
        assert_eq!(count(english), 0, "{english} in {log}");
    }
    // The same run in English keeps the words the code writes.
    let (_, log) = outputs_of(&["-vvv", "solve", "-n", "4"]);
    assert!(
        log.contains("prune n=4 depth=1 row=1 col=0 reason=\"column\""),
        "{log}"
    );
}

#[test]
fn rust_log_overrides_the_flags() {
    let four = format!("{}\n", solutions(4));
    nqueens()
        .args(["-vvv", "count", "-n", "4", "--strategy", "bitmask"])
        .env("RUST_LOG", "off")
        .assert()
        .success()
        .stdout(four.clone())
        .stderr("");
    // `1 3 0 2`: the first of LeetCode 51's two boards (docs/REFERENCE.md).
    nqueens()
        .args(["count", "-n", "4", "--strategy", "bitmask"])
        .env("RUST_LOG", "debug")
        .assert()
        .success()
        .stdout(four)
        .stderr(predicate::str::contains("solution n=4 queens=1 3 0 2"));
}

#[test]
fn the_log_is_in_colour_on_a_terminal_unless_no_color_has_a_value() {
    // no-color.org: NO_COLOR turns colours off when it is set and not
    // empty; an empty one leaves them, for the log as for `watch`.
    let log = |environment: &str| terminal_bytes(&format!("{environment} {BINARY} -v count -n 6"), "");
    let coloured = |screen: &str| screen.contains("\x1b[");
    assert!(coloured(&log("")), "a log on a terminal is in colour");
    assert!(!coloured(&log("NO_COLOR=1")), "NO_COLOR=1 takes the colours off");
    assert!(coloured(&log("NO_COLOR=")), "an empty NO_COLOR leaves them");
}

#[test]
fn bad_trace_input_is_one_line_and_exit_2() {
    for (args, names) in [
        (&["trace", "-n", "0"][..], "--size"),
        (&["trace", "-n", "33"], "--size"),
        (&["trace", "--strategy", "guess"], "--strategy"),
        (&["trace", "--max-steps", "x"], "--max-steps"),
        (&["trace", "-n", "32", "--strategy", "bitmask"], "--max-nodes"),
        (
            &[
                "trace",
                "-n",
                "9",
                "--strategy",
                "branching",
                "--max-nodes",
                "1000",
            ],
            "--max-nodes",
        ),
    ] {
        refuses(args, "", &[names]);
    }
}

#[test]
fn a_closed_pipe_ends_the_trace_quietly() {
    // Megabytes of steps; the reader takes one line and hangs up.
    let first = first_line_before_the_pipe_closes(&[
        "trace",
        "-n",
        "7",
        "--strategy",
        "bounding",
        "--max-steps",
        "1000000",
    ]);
    assert!(first.starts_with("Trace of bounding on a 7 x 7 board"), "{first}");
}

#[test]
fn a_signal_while_a_page_or_json_is_made_writes_it_whole_or_not_at_all() {
    // n = 10: 803,640 steps kept, a page of about 40 MB; a signal comes
    // once the recording starts or once it ends (while the page is built,
    // or after). The page of a run left alone, seconds of work, is made
    // only when an interrupted run wrote its page, to hold it to.
    let whole_page = OnceCell::new();
    let page = || {
        whole_page.get_or_init(|| {
            let page = stdout_of(&["trace", "--format", "html", "-n", "10"]);
            assert!(page.ends_with("</html>\n"), "the whole page ends the document");
            page
        })
    };
    for format in ["html", "json"] {
        let args = ["trace", "--format", format, "-n", "10"];
        for (logged, (signal, code)) in ["run starts", "run ends", "run starts"].into_iter().zip(SIGNALS) {
            let output = signalled(&args, Ready::Log(logged), signal);
            let after = format!("SIG{signal} after {logged:?}");
            let (stdout, stderr) = (
                String::from_utf8(output.stdout).expect("UTF-8"),
                String::from_utf8_lossy(&output.stderr),
            );
            let errors: Vec<&str> = stderr.lines().filter(|line| line.starts_with("error:")).collect();
            match output.status.code() {
                Some(0) if format == "html" => {
                    assert!(stdout == *page(), "{format}, {after}: the whole page")
                }
                Some(0) => {
                    // One line a step, as many as the heading says (all
                    // 803,640 of n = 10), then the counters.
                    let steps = stdout
                        .lines()
                        .filter(|line| line.starts_with("{\"step\":"))
                        .count();
                    let heading = stdout.lines().next().unwrap_or_default();
                    assert!(
                        heading.contains(&format!("\"steps_in_all\":{steps},\"steps_not_kept\":0,")),
                        "{format}, {after}: every step, {steps} of {heading}"
                    );
                    assert!(stdout.ends_with("}\n}\n"), "{format}, {after}: the whole object");
                }
                Some(stopped) if stopped == code => {
                    assert!(
                        stdout.is_empty(),
                        "{format}, {after}: {} bytes written",
                        stdout.len()
                    );
                    assert_eq!(
                        errors,
                        ["error: interrupted: the steps are not written"],
                        "{format}, {after}"
                    );
                }
                code => panic!("{format}, {after}: exit code {code:?}, stderr {stderr}"),
            }
            if output.status.code() == Some(0) {
                assert!(errors.is_empty(), "{format}, {after}: {errors:?}");
            }
        }
    }
}
