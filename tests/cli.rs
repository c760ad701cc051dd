//! The command line as a user meets it: each command, each format, and bad
//! input (one line on stderr, exit code 2, nothing on stdout).

use nqueens::board::is_valid;
use predicates::prelude::*;

mod common;

use common::{nqueens, refuses, stdout_of};

#[test]
fn compare_table_shows_the_n_8_reference_numbers() {
    let table = stdout_of(&["compare"]);
    for figure in [
        "19,173,961",
        "16,777,216",
        "109,601",
        "40,320",
        "444,648",
        "2,057",
        "13,664",
        "9,321.3×",
    ] {
        assert!(table.contains(figure), "compare should show {figure}:\n{table}");
    }
    for strategy in ["branching", "bounding", "branch-and-bound", "pairwise", "bitmask"] {
        assert!(table.contains(strategy), "compare should list {strategy}");
    }
}

#[test]
fn compare_markdown_is_a_pipe_table() {
    let markdown = stdout_of(&[
        "compare",
        "--strategies",
        "bounding,bitmask",
        "--format",
        "markdown",
    ]);
    let lines: Vec<&str> = markdown.lines().collect();
    assert!(lines[0].starts_with("| strategy"), "header first: {markdown}");
    assert!(lines[1].starts_with("|---"), "separator second: {markdown}");
    assert!(
        lines[2].starts_with("| bounding") && lines[2].contains("109,601"),
        "{markdown}"
    );
    assert!(
        lines[3].starts_with("| bitmask") && lines[3].contains("2,057"),
        "{markdown}"
    );
}

#[test]
fn compare_csv_has_plain_integers() {
    let csv = stdout_of(&[
        "compare",
        "--strategies",
        "branch-and-bound,pairwise",
        "--format",
        "csv",
    ]);
    let mut lines = csv.lines();
    let header: Vec<&str> = lines.next().expect("a header").split(',').collect();
    let column = |name: &str| header.iter().position(|h| *h == name).expect(name);
    for (line, strategy) in lines.zip(["branch-and-bound", "pairwise"]) {
        let fields: Vec<&str> = line.split(',').collect();
        assert_eq!(fields[column("strategy")], strategy);
        assert_eq!(fields[column("nodes")], "2057");
        assert_eq!(fields[column("solutions")], "92");
        assert_eq!(fields[column("prunes")], "13664");
        let sum: u64 = ["column", "diagonal", "anti-diagonal"]
            .iter()
            .map(|reason| fields[column(reason)].parse::<u64>().expect("an integer"))
            .sum();
        assert_eq!(sum, 13_664, "prunes by reason add up to the prunes");
        assert!(fields[column("seconds")].parse::<f64>().is_ok());
    }
}

#[test]
fn compare_json_has_the_required_keys() {
    let json = stdout_of(&["compare", "--format", "json"]);
    let runs: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
    let runs = runs.as_array().expect("an array");
    assert_eq!(
        runs.len(),
        nqueens::Strategy::ALL.len(),
        "one object per strategy"
    );
    for run in runs {
        for key in [
            "strategy",
            "n",
            "nodes",
            "profile",
            "leaves",
            "solutions",
            "prunes",
            "checks",
            "seconds",
        ] {
            assert!(run.get(key).is_some(), "key {key} missing in {run}");
        }
        assert_eq!(run["n"], 8);
        assert_eq!(run["solutions"], 92);
        assert!(run["seconds"].is_f64());
        let profile: u64 = run["profile"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.as_u64().unwrap())
            .sum();
        assert_eq!(
            Some(profile),
            run["nodes"].as_u64(),
            "the profile sums to the nodes"
        );
    }
    let bitmask = runs.iter().find(|r| r["strategy"] == "bitmask").expect("bitmask");
    assert_eq!(
        bitmask["profile"],
        serde_json::json!([1, 8, 42, 140, 344, 568, 550, 312, 92])
    );
}

#[test]
fn compare_skips_a_tree_past_the_budget_and_says_how_to_allow_it() {
    let table = stdout_of(&["compare", "-n", "10"]);
    assert!(
        table.contains("11,111,111,111 (skipped)"),
        "branching's n = 10 tree is skipped:\n{table}"
    );
    assert!(
        table.contains("--max-nodes 11111111111"),
        "the note names the flag:\n{table}"
    );
    assert!(table.contains("724"), "the other strategies still run:\n{table}");
}

#[test]
fn compare_runs_each_strategy_once_in_the_order_asked() {
    let csv = stdout_of(&[
        "compare",
        "--strategies",
        "bitmask,bounding,bitmask",
        "--format",
        "csv",
    ]);
    let names: Vec<&str> = csv
        .lines()
        .skip(1)
        .map(|line| line.split(',').next().unwrap())
        .collect();
    assert_eq!(names, ["bitmask", "bounding"]);
}

#[test]
fn compare_first_stops_every_strategy_at_the_first_solution() {
    let csv = stdout_of(&[
        "compare",
        "--first",
        "--format",
        "csv",
        "--strategies",
        "branch-and-bound,bitmask",
    ]);
    for line in csv.lines().skip(1) {
        let fields: Vec<&str> = line.split(',').collect();
        assert_eq!(fields[3], "114", "nodes to the first solution: {line}");
        assert_eq!(fields[5], "1", "one solution: {line}");
    }
}

#[test]
fn solve_prints_every_solution_valid_then_the_count() {
    for (strategy, nodes) in [
        ("branch-and-bound", "2,057"),
        ("pairwise", "2,057"),
        ("bitmask", "2,057"),
        ("bounding", "109,601"),
    ] {
        let out = stdout_of(&["solve", "--strategy", strategy, "--style", "positions"]);
        let boards: Vec<Vec<usize>> = out
            .lines()
            .take_while(|line| !line.is_empty())
            .map(|line| {
                line.split(' ')
                    .map(|col| col.parse().expect("a column"))
                    .collect()
            })
            .collect();
        assert_eq!(boards.len(), 92, "{strategy}: 92 boards for n = 8");
        assert!(
            boards.iter().all(|q| q.len() == 8 && is_valid(q)),
            "{strategy}: every board is valid"
        );
        assert!(
            out.ends_with(&format!("92 solutions for n = 8 ({nodes} nodes, {strategy}).\n")),
            "{out}"
        );
    }
}

#[test]
fn solve_draws_blocks_and_letters() {
    let blocks = stdout_of(&["solve", "-n", "4"]);
    assert!(
        blocks.starts_with("Solution 1\n□ ■ □ □\n□ □ □ ■\n■ □ □ □\n□ □ ■ □\n"),
        "{blocks}"
    );
    assert!(
        blocks.contains("Solution 2\n□ □ ■ □\n■ □ □ □\n□ □ □ ■\n□ ■ □ □\n"),
        "{blocks}"
    );
    let letters = stdout_of(&["solve", "-n", "4", "--style", "letters"]);
    assert!(
        letters.starts_with("Solution 1\n. Q . .\n. . . Q\nQ . . .\n. . Q .\n"),
        "{letters}"
    );
}

#[test]
fn solve_leetcode_style_matches_problem_51() {
    let out = stdout_of(&["solve", "-n", "4", "--style", "leetcode"]);
    assert!(
        out.starts_with("[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]\n[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]\n"),
        "{out}"
    );
}

#[test]
fn solve_limit_shows_k_boards_but_counts_all() {
    let out = stdout_of(&["solve", "--limit", "3", "--style", "positions"]);
    assert_eq!(out.lines().take_while(|l| !l.is_empty()).count(), 3, "{out}");
    assert!(
        out.contains("92 solutions for n = 8 (2,057 nodes, branch-and-bound); the first 3 shown."),
        "{out}"
    );
}

#[test]
fn solve_first_stops_at_the_first_solution() {
    let out = stdout_of(&["solve", "--first", "--style", "positions"]);
    assert!(out.starts_with("0 4 7 5 2 6 1 3\n"), "{out}");
    assert!(out.contains("found after 114 nodes"), "{out}");
}

#[test]
fn solve_says_plainly_when_no_placement_exists() {
    for n in ["2", "3"] {
        let out = stdout_of(&["solve", "-n", n]);
        assert!(out.starts_with(&format!("No solution for n = {n}")), "{out}");
    }
}

#[test]
fn solve_into_a_closed_pipe_ends_quietly() {
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("nqueens"))
        .args(["solve", "-n", "12", "--strategy", "bitmask"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("nqueens ends");
    assert_eq!(output.status.code(), Some(0), "a closed pipe is not an error");
    assert!(
        output.stderr.is_empty(),
        "nothing on stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn bad_n_is_refused_with_the_allowed_range() {
    // solve and compare take n up to 10^7 for the one-solution strategies;
    // a search refuses past 32 once the strategy is known.
    refuses(&["compare", "-n", "0"], "", &["--size", "1..=10000000"]);
    refuses(
        &["solve", "-n", "40"],
        "",
        &["-n 40", "branch-and-bound", "up to 32"],
    );
    refuses(&["count", "-n", "abc"], "", &["--size"]);
    refuses(&["trace", "-n", "-1"], "", &["--size", "1..=32"]);
    refuses(&["solve", "--limit", "-1"], "", &["--limit"]);
}

#[test]
fn solve_limit_0_counts_without_drawing() {
    let out = stdout_of(&["solve", "--limit", "0"]);
    assert_eq!(
        out,
        "92 solutions for n = 8 (2,057 nodes, branch-and-bound); none shown.\n"
    );
}

#[test]
fn clap_errors_keep_what_completes_them_on_their_one_line() {
    refuses(
        &[],
        "",
        &["no command given", "compare, solve, count, merge, trace, lesson"],
    );
    refuses(&["lesson"], "", &["required", "<NAME>"]);
    refuses(
        &["compare", "--format", "xml"],
        "",
        &["--format", "possible values: table, markdown, csv, json"],
    );
}

#[test]
fn an_unknown_strategy_is_refused() {
    refuses(&["solve", "--strategy", "magic"], "", &["magic", "--strategy"]);
    refuses(&["compare", "--strategies", "bitmask,magic"], "", &["magic"]);
}

#[test]
fn help_and_version_succeed() {
    nqueens()
        .arg("--help")
        .assert()
        .success()
        .stdout(predicate::str::contains("compare"));
    nqueens()
        .arg("--version")
        .assert()
        .success()
        .stdout(predicate::str::contains("nqueens"));
}
