//! `nqueens count` as a judge and a user meet it: N from stdin or `-n`, any
//! strategy, the node budget, a huge stdin, a terminal and Ctrl-C. Each 92
//! is OEIS A000170 for n = 8, and 365596 for n = 14 (`src/known.rs`).

mod common;

use common::{nqueens, refuses, stdout_of};

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
    for stdin in ["\n8\n", "\n\n   8", "\r\n\t8 \r\n"] {
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
    // 100 MB of digits and 1 GB of blanks: refused after a few bytes, the
    // error one short line that quotes at most a few dozen characters.
    let digits = "7".repeat(100_000_000);
    refuses(&["count"], &digits, &["'777777777777777777777777...'", "1 to 32"]);
    // The blanks go in 1 MB writes, which end once nqueens closes stdin.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .arg("count")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    let mut stdin = child.stdin.take().expect("piped");
    let blanks = vec![b' '; 1 << 20];
    let written = (0..1024)
        .take_while(|_| std::io::Write::write_all(&mut stdin, &blanks).is_ok())
        .count();
    drop(stdin);
    let output = child.wait_with_output().expect("nqueens ends");
    assert!(written < 1024, "nqueens stopped reading long before 1 GB");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(output.stdout.is_empty());
    assert!(stderr.contains("only blanks"), "{stderr}");
    assert!(stderr.len() < 200, "a short error: {stderr}");
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

/// Runs `nqueens args` (a count far too long to finish), sends it Ctrl-C
/// once it has run a while, and returns its exit code, stdout and stderr.
fn interrupted(args: &[&str]) -> (Option<i32>, String, String) {
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    std::thread::sleep(std::time::Duration::from_millis(700));
    let sent = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let output = child.wait_with_output().expect("nqueens ends");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
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
        let (code, stdout, stderr) = interrupted(&args);
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
        &["11,111,111,111", "--max-nodes 11111111111"],
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
    let bounding = |n, max_nodes| {
        [
            "count",
            "-n",
            n,
            "--strategy",
            "bounding",
            "--max-nodes",
            max_nodes,
        ]
    };
    refuses(
        &bounding("8", "100000"),
        "",
        &["109,601", "budget of 100,000 nodes"],
    );
    refuses(&bounding("4", "1"), "", &["budget of 1 node;"]);
    nqueens()
        .args(bounding("8", "109601"))
        .assert()
        .success()
        .stdout("92\n");
}
