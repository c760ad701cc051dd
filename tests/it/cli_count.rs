//! `nqueens count` as a judge and a user meet it: N from stdin or `-n`, any
//! strategy, the node budget, a huge stdin, a terminal and Ctrl-C. Every
//! count expected is OEIS A000170 (`src/known.rs`).

use crate::common;

use std::io::Write;
use std::process::Stdio;

use common::{binary, nqueens, on_a_terminal, refuses, signalled, solutions, stdout_of, Ready, SIGNALS};
use nqueens::Strategy;

#[test]
fn count_answers_baekjoon_9663_from_stdin() {
    // The judge's sample (docs/REFERENCE.md, judge formats), its smallest N
    // and its largest, and the sample again behind a byte-order mark.
    for (stdin, n) in [("8\n", 8), ("1", 1), ("  14 \n", 14), ("\u{feff}8\r\n", 8)] {
        nqueens()
            .arg("count")
            .write_stdin(stdin)
            .assert()
            .success()
            .stdout(format!("{}\n", solutions(n)));
    }
}

#[test]
fn blank_lines_before_n_are_skipped_as_cin_skips_them() {
    // Within the 4,096 bytes read at most, blanks included.
    let spaces = format!("{}8\n", " ".repeat(4_000));
    for stdin in ["\n8\n", "\n\n   8", "\r\n\t8 \r\n", &spaces] {
        nqueens()
            .arg("count")
            .write_stdin(stdin)
            .assert()
            .success()
            .stdout(format!("{}\n", solutions(8)));
    }
}

#[test]
fn a_huge_stdin_is_refused_without_being_read_or_echoed() {
    // 100 MB of digits: refused after a few bytes, the error one short line
    // that quotes at most a few dozen characters.
    let digits = "7".repeat(100_000_000);
    refuses(&["count"], &digits, &["'777777777777777777777777'...", "1 to 32"]);
    // Blanks count against the 4,096 bytes read at most: endless blank
    // lines (`yes ''`) are refused once past them, the rest left unread (the
    // writes below end when nqueens closes the pipe).
    let mut child = binary()
        .arg("count")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    let mut stdin = child.stdin.take().expect("piped");
    let blank_lines = vec![b'\n'; 1 << 20];
    let written = (0..256)
        .take_while(|_| stdin.write_all(&blank_lines).is_ok())
        .count();
    assert!(written < 256, "nqueens stopped reading: {written} MB written");
    drop(stdin);
    let output = child.wait_with_output().expect("nqueens ends");
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: stdin holds over 4,096 bytes of blanks (spaces, tabs or line ends) and no N: \
         give N (1 to 32) within its first 4,096 bytes, or with -n N\n"
    );
    // Only blanks: named for what they are, on one short line.
    refuses(&["count"], &" ".repeat(4_000), &["only blanks"]);
    refuses(&["count"], "\n\n", &["stdin holds only blanks"]);
}

#[test]
fn count_on_a_terminal_says_what_it_expects() {
    // The terminal shows the prompt on stderr and the count on stdout.
    let shown = on_a_terminal(&["count"], "8\n");
    assert!(shown.contains("type N (1 to 32)"), "{shown}");
    let answer = solutions(8).to_string();
    assert!(shown.lines().any(|line| line.ends_with(&answer)), "{shown}");
    // Piped, the prompt is left out.
    nqueens().arg("count").write_stdin("8\n").assert().stderr("");
}

#[test]
fn a_signal_prints_the_partial_count_on_one_thread_as_on_several() {
    let most = u64::MAX.to_string();
    let budget = ["--max-nodes", most.as_str()];
    for ((strategy, threads, says), (signal, code)) in [
        ("bitmask", "1", "error: interrupted: "),
        ("symmetry", "1", "subproblems: "),
        ("parallel", "2", "subproblems: "),
    ]
    .into_iter()
    .zip(SIGNALS)
    {
        let mut args = vec!["count", "-n", "20", "--strategy", strategy, "--threads", threads];
        args.extend(budget);
        // n = 20 runs for minutes: the signal comes once the count starts.
        let output = signalled(&args, Ready::Log("count starts"), signal);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(
            output.status.code(),
            Some(code),
            "{strategy}, SIG{signal}: {stderr}"
        );
        assert!(output.stdout.is_empty(), "{strategy}: nothing on stdout");
        assert!(
            stderr.contains(says) && stderr.contains("solutions so far"),
            "{strategy}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{strategy}: {stderr}");
    }
}

#[test]
fn count_takes_n_and_any_strategy() {
    for strategy in ["bounding", "branch-and-bound", "pairwise", "bitmask"] {
        assert_eq!(
            stdout_of(&["count", "-n", "9", "--strategy", strategy]),
            format!("{}\n", solutions(9)),
            "{strategy}"
        );
    }
    assert_eq!(
        stdout_of(&["count", "-n", "6", "--strategy", "branching"]),
        format!("{}\n", solutions(6))
    );
}

#[test]
fn bad_stdin_for_count_is_refused() {
    refuses(&["count"], "abc\n", &["'abc'", "1 to 32"]);
    refuses(&["count"], "", &["stdin is empty"]);
    refuses(&["count"], "0", &["1 to 32"]);
    refuses(&["count"], "40", &["1 to 32"]);
    refuses(&["count"], "8 9\n", &["more than one number"]);
}

#[test]
fn count_reads_only_the_first_line() {
    nqueens()
        .arg("count")
        .write_stdin("8\n9\n")
        .assert()
        .success()
        .stdout(format!("{}\n", solutions(8)));
}

#[test]
fn branching_past_the_budget_is_refused_with_its_size_and_the_flag() {
    // The closed forms of docs/REFERENCE.md: full branching visits the sum
    // of 10^k for n = 10, row-limited bounding the sum of 12!/(12-k)! for
    // n = 12.
    refuses(
        &["count", "-n", "10", "--strategy", "branching"],
        "",
        &["11,111,111,111", "--max-nodes 5555555556"],
    );
    refuses(
        &["solve", "-n", "12", "--strategy", "bounding"],
        "",
        &["1,302,061,345", "--max-nodes"],
    );
    refuses(
        &["count", "-n", "32", "--strategy", "bitmask"],
        "",
        &["about", "--max-nodes"],
    );
}

#[test]
fn the_budget_can_be_raised_or_lowered() {
    let branching = |n, max_nodes| {
        [
            "count",
            "-n",
            n,
            "--strategy",
            "branching",
            "--max-nodes",
            max_nodes,
        ]
    };
    // 109,601 nodes: row-limited bounding for n = 8 (docs/REFERENCE.md).
    refuses(
        &branching("6", "10000"),
        "",
        &["55,987", "budget of 10,000 bitmask nodes"],
    );
    refuses(&branching("4", "1"), "", &["budget of 1 bitmask node;"]);
    // The budget bounds work: full branching's 1 + 5 + ... + 5^5 = 3,906
    // nodes for n = 5 weigh half a bitmask node each, 1,953, the figure the
    // refusal names.
    refuses(&branching("5", "1952"), "", &["3,906", "--max-nodes 1953"]);
    // OEIS A000170: 10 solutions for n = 5.
    nqueens()
        .args(branching("5", "1953"))
        .assert()
        .success()
        .stdout(format!("{}\n", solutions(5)));
}

/// The `--max-nodes` a refusal of `nqueens args` suggests.
fn suggested_budget(args: &[&str]) -> u64 {
    let output = nqueens().args(args).output().expect("nqueens runs");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(output.status.code(), Some(2), "nqueens {args:?}: {stderr}");
    let (_, hint) = stderr
        .trim_end()
        .rsplit_once("allow it with --max-nodes ")
        .unwrap_or_else(|| panic!("nqueens {args:?} suggests a budget: {stderr}"));
    hint.parse().expect("a whole number")
}

#[test]
fn the_budget_a_refusal_suggests_is_the_smallest_that_runs() {
    // The budget of a shard is its part's (`--shard K/M`): the whole work
    // over M, rounded up.
    for (n, strategy, shard, parts, too_small) in [
        (8, Strategy::Halves, "0/4", 4, "143"),
        (11, Strategy::Halves, "1/3", 3, "10"),
        (12, Strategy::Parallel, "2/5", 5, "1000"),
        (13, Strategy::Parallel, "6/7", 7, "5000"),
        (10, Strategy::Bitmask, "", 1, "100"),
    ] {
        let n_text = n.to_string();
        let mut args = vec!["count", "-n", &n_text, "--strategy", strategy.name()];
        if !shard.is_empty() {
            args.extend(["--shard", shard]);
        }
        let work = strategy.expected_work(n, false).expect("sized").nodes();
        let hint = suggested_budget(&[&args[..], &["--max-nodes", too_small]].concat());
        assert_eq!(u128::from(hint), work.div_ceil(parts), "{args:?}");
        let fits = hint.to_string();
        let short = (hint - 1).to_string();
        assert_eq!(
            suggested_budget(&[&args[..], &["--max-nodes", &short]].concat()),
            hint,
            "{args:?} --max-nodes {short}: refused with the same budget"
        );
        let counted = stdout_of(&[&args[..], &["--max-nodes", &fits]].concat());
        if shard.is_empty() {
            assert_eq!(
                counted,
                format!("{}\n", solutions(n)),
                "{args:?} --max-nodes {fits}"
            );
        } else {
            let line: serde_json::Value = serde_json::from_str(&counted).expect("a shard line");
            assert_eq!(line["n"], n, "{args:?} --max-nodes {fits}: {counted}");
        }
    }
    // The refusal of a shard says a part's budget and the parts.
    refuses(
        &["count", "-n", "8", "--shard", "0/4", "--max-nodes", "143"],
        "",
        &[
            "the budget of 143 bitmask nodes a part, for 4 parts",
            "--max-nodes 144",
        ],
    );
}
