//! `nqueens count` as a judge and a user meet it: N from stdin or `-n`, any
//! strategy, the node budget, a huge stdin, a terminal and Ctrl-C. Each 92
//! is OEIS A000170 for n = 8, and 365596 for n = 14 (`src/known.rs`).

mod common;

use std::time::Duration;

use common::{interrupted_after, nqueens, refuses, stdout_of};

#[test]
fn count_answers_baekjoon_9663_from_stdin() {
    nqueens()
        .arg("count")
        .write_stdin("8\n")
        .assert()
        .success()
        .stdout("92\n");
    nqueens()
        .arg("count")
        .write_stdin("1")
        .assert()
        .success()
        .stdout("1\n");
    nqueens()
        .arg("count")
        .write_stdin("  14 \n")
        .assert()
        .success()
        .stdout("365596\n");
    nqueens()
        .arg("count")
        .write_stdin("\u{feff}8\r\n")
        .assert()
        .success()
        .stdout("92\n");
}

#[test]
fn blank_lines_before_n_are_skipped_as_cin_skips_them() {
    let spaces = format!("{}8\n", " ".repeat(5_000));
    for stdin in ["\n8\n", "\n\n   8", "\r\n\t8 \r\n", &spaces] {
        nqueens()
            .arg("count")
            .write_stdin(stdin)
            .assert()
            .success()
            .stdout("92\n");
    }
}

#[test]
fn a_huge_stdin_is_refused_without_being_read_or_echoed() {
    // 100 MB of digits: refused after a few bytes, the error one short line
    // that quotes at most a few dozen characters.
    let digits = "7".repeat(100_000_000);
    refuses(&["count"], &digits, &["'777777777777777777777777...'", "1 to 32"]);
    // Blanks are skipped as `cin >> n` skips them, however many, without
    // being kept: 256 MB of them, in 1 MB writes, leave nqueens' memory
    // small, and then N is read.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .arg("count")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    let mut stdin = child.stdin.take().expect("piped");
    let blanks = vec![b' '; 1 << 20];
    for _ in 0..256 {
        std::io::Write::write_all(&mut stdin, &blanks).expect("nqueens reads the blanks");
    }
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).expect("Linux's /proc");
    let peak_kb: u64 = status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|kb| kb.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("the peak memory in /proc");
    assert!(peak_kb < 32 * 1024, "{peak_kb} kB after 256 MB of blanks");
    std::io::Write::write_all(&mut stdin, b"8\n").expect("then N");
    drop(stdin);
    let output = child.wait_with_output().expect("nqueens ends");
    assert_eq!(String::from_utf8_lossy(&output.stdout), "92\n");
    // Only blanks: named for what they are, on one short line.
    refuses(&["count"], &" ".repeat(100_000), &["only blanks"]);
    refuses(&["count"], "\n\n", &["stdin holds only blanks"]);
}

#[test]
fn count_on_a_terminal_says_what_it_expects() {
    // `script` runs the command on a pseudo-terminal, which merges stderr
    // into what it prints.
    let binary = env!("CARGO_BIN_EXE_nqueens");
    let output = std::process::Command::new("script")
        .args(["-qec", &format!("{binary} count"), "/dev/null"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().expect("piped").write_all(b"8\n")?;
            child.wait_with_output()
        })
        .expect("script (util-linux) runs");
    let shown = String::from_utf8_lossy(&output.stdout);
    assert!(shown.contains("type N (1 to 32)"), "{shown}");
    assert!(shown.contains("92"), "{shown}");
    // Piped, the prompt is left out.
    nqueens().arg("count").write_stdin("8\n").assert().stderr("");
}

#[test]
fn ctrl_c_prints_the_partial_count_on_one_thread_as_on_several() {
    let budget = ["--max-nodes", "18446744073709551615"];
    for (strategy, threads, says) in [
        ("bitmask", "1", "error: interrupted: "),
        ("symmetry", "1", "subproblems: "),
        ("parallel", "2", "subproblems: "),
    ] {
        let mut args = vec!["count", "-n", "20", "--strategy", strategy, "--threads", threads];
        args.extend(budget);
        let (code, stdout, stderr) = interrupted_after(Duration::from_millis(700), &args);
        assert_eq!(code, Some(130), "{strategy}: {stderr}");
        assert_eq!(stdout, "", "{strategy}: nothing on stdout");
        assert!(
            stderr.contains(says) && stderr.contains("solutions so far"),
            "{strategy}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{strategy}: {stderr}");
    }
}

#[test]
fn count_takes_n_and_any_strategy() {
    // OEIS A000170: 352 solutions for n = 9, 4 for n = 6.
    for strategy in ["bounding", "branch-and-bound", "pairwise", "bitmask"] {
        assert_eq!(
            stdout_of(&["count", "-n", "9", "--strategy", strategy]),
            "352\n",
            "{strategy}"
        );
    }
    assert_eq!(stdout_of(&["count", "-n", "6", "--strategy", "branching"]), "4\n");
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
        .stdout("92\n");
}

#[test]
fn branching_past_the_budget_is_refused_with_its_size_and_the_flag() {
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
    refuses(
        &branching("6", "10000"),
        "",
        &["55,987", "budget of 10,000 nodes"],
    );
    refuses(&branching("4", "1"), "", &["budget of 1 node;"]);
    // The budget bounds work: full branching's 1 + 5 + ... + 5^5 = 3,906
    // nodes for n = 5 weigh half a bitmask node each, 1,953, the figure the
    // refusal names.
    refuses(&branching("5", "1952"), "", &["3,906", "--max-nodes 1953"]);
    // OEIS A000170: 10 solutions for n = 5.
    nqueens()
        .args(branching("5", "1953"))
        .assert()
        .success()
        .stdout("10\n");
}
