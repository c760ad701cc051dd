//! `nqueens count` as a judge and a user meet it: N from stdin or `-n`, any
//! strategy, and the node budget.

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
    // The budget bounds work: bounding's 109,601 nodes weigh 1.5 bitmask
    // nodes each, 164,402 rounded, the figure the refusal names.
    refuses(&bounding("8", "164401"), "", &["--max-nodes 164402"]);
    nqueens()
        .args(bounding("8", "164402"))
        .assert()
        .success()
        .stdout("92\n");
}
