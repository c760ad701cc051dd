//! The command line as a user meets it: each command, each format, and bad
//! input (one line on stderr, exit code 2, nothing on stdout).

use nqueens::board::is_valid;
use nqueens::format::thousands;
use nqueens::Strategy;
use predicates::prelude::*;

use crate::common;

use common::{
    binary, first_line_before_the_pipe_closes, nqueens, outputs_of, refuses, signalled, signalled_with,
    solutions, stdout_of, Ready, SIGNALS,
};

#[test]
fn compare_table_shows_the_n_8_reference_numbers() {
    // The n = 8 table of docs/REFERENCE.md, and full branching's nodes over
    // branch-and-bound's, 19,173,961 / 2,057 (its "× fewer nodes").
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
    // The nodes of the n = 8 table of docs/REFERENCE.md.
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
    // Branch-and-bound's row of the n = 8 table of docs/REFERENCE.md.
    for (line, strategy) in lines.zip(["branch-and-bound", "pairwise"]) {
        let fields: Vec<&str> = line.split(',').collect();
        assert_eq!(fields[column("strategy")], strategy);
        assert_eq!(fields[column("nodes")], "2057");
        assert_eq!(fields[column("solutions")], solutions(8).to_string());
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
    assert_eq!(runs.len(), Strategy::SEARCHES.len(), "one object per strategy");
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
        assert_eq!(run["solutions"], solutions(8));
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
    // Knuth's profile for n = 8 (docs/REFERENCE.md).
    assert_eq!(
        bitmask["profile"],
        serde_json::json!([1, 8, 42, 140, 344, 568, 550, 312, 92])
    );
}

#[test]
fn a_size_past_128_bits_is_reported_as_such_not_as_u128_max() {
    // Full branching has 1 + n + ... + n^n nodes: 27^27 alone is past
    // u128::MAX (about 3.4e38), 26^26 is not.
    let full_branching = |n: u128| (0..=n).map(|k| n.pow(k as u32)).sum::<u128>();
    let skipped = |n: &str| {
        let json = stdout_of(&[
            "compare",
            "-n",
            n,
            "--strategies",
            "branching",
            "--format",
            "json",
        ]);
        let runs: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
        (runs[0]["skipped"].clone(), json)
    };
    let (past, _) = skipped("32");
    assert_eq!(past["expected_nodes"], serde_json::Value::Null, "{past}");
    assert_eq!(past["saturated"], true, "{past}");
    assert_eq!(past["estimated"], false, "{past}");
    let (within, json) = skipped("26");
    assert_eq!(within["saturated"], false, "{within}");
    // The exact integer, past what a float keeps, is in the text.
    let exact = format!("\"expected_nodes\": {},", full_branching(26));
    assert!(json.contains(&exact), "{json}");
    // In the CSV, the size is a number or empty, with the flags beside it.
    let skipped_csv = |n: &str| {
        let csv = stdout_of(&[
            "compare",
            "-n",
            n,
            "--strategies",
            "branching,bitmask",
            "--format",
            "csv",
            "--max-nodes",
            "0",
        ]);
        let mut lines = csv.lines();
        let header: Vec<String> = lines
            .next()
            .expect("a header")
            .split(',')
            .map(String::from)
            .collect();
        let rows: Vec<Vec<String>> = lines
            .map(|line| line.split(',').map(String::from).collect())
            .collect();
        let field = |row: usize, name: &str| {
            let column = header.iter().position(|h| h == name).expect(name);
            rows[row][column].clone()
        };
        let skip = |row| {
            ["skipped_expected_nodes", "skipped_estimated", "skipped_saturated"].map(|name| field(row, name))
        };
        (skip(0), skip(1))
    };
    let (branching, bitmask) = skipped_csv("32");
    assert_eq!(branching, ["", "false", "true"]);
    assert_eq!(bitmask[1..], ["true", "false"], "Knuth's estimate: {bitmask:?}");
    assert!(bitmask[0].parse::<u128>().is_ok(), "{bitmask:?}");
    let (branching, _) = skipped_csv("26");
    assert_eq!(
        branching,
        [full_branching(26).to_string(), "false".into(), "false".into()]
    );
}

#[test]
fn compare_skips_a_tree_past_the_budget_and_says_how_to_allow_it() {
    // Full branching for n = 10 visits the sum of 10^k, k = 0..=10 (the
    // closed form of docs/REFERENCE.md), past the budget of 10^9 nodes.
    let table = stdout_of(&["compare", "-n", "10"]);
    assert!(
        table.contains("11,111,111,111 (skipped)"),
        "branching's n = 10 tree is skipped:\n{table}"
    );
    // Its work: a node of full branching costs half a bitmask node.
    assert!(
        table.contains("as much work as about 5,555,555,556 nodes of bitmask")
            && table.contains("--max-nodes 5555555556"),
        "the note names the work and the flag:\n{table}"
    );
    assert!(
        table.contains(&thousands(solutions(10))),
        "the other strategies still run:\n{table}"
    );
}

#[test]
fn compare_says_on_stderr_which_strategy_it_leaves_out_and_why() {
    // halves takes n up to 16 in compare and up to 23 in count (its memory):
    // `halves::MAX_SHOWN_N` and `halves::MAX_COUNT_N`.
    let (csv, note) = outputs_of(&["compare", "-n", "17", "--format", "csv"]);
    let rows: Vec<&str> = csv
        .lines()
        .skip(1)
        .map(|line| line.split(',').next().unwrap_or(""))
        .collect();
    assert_eq!(
        rows.len(),
        Strategy::SEARCHES.len() - 1,
        "every strategy but halves has a row:\n{csv}"
    );
    assert!(!rows.contains(&"halves"), "{csv}");
    assert!(
        note.contains("note: halves is left out")
            && note.contains("up to n = 16")
            && note.contains("nqueens count -n 17 --strategy halves"),
        "{note}"
    );
    let (_, note) = outputs_of(&["compare", "-n", "24", "--format", "csv"]);
    assert!(note.contains("`nqueens count` takes it up to n = 23"), "{note}");
    let (_, note) = outputs_of(&["compare", "-n", "16", "--format", "csv", "--max-nodes", "1"]);
    assert_eq!(note, "", "n = 16 leaves nothing out");
}

#[test]
fn compare_skips_the_slow_bounded_runs_by_their_work() {
    // The n = 13 bounded tree has 4,674,890 nodes, within the default
    // budget of 5·10^7 as bitmask nodes and as branch-and-bound's, whose
    // node costs 0.32·n bitmask nodes; a pairwise node costs 0.125·n², so
    // pairwise's work is past it.
    let csv = stdout_of(&[
        "compare",
        "-n",
        "13",
        "--strategies",
        "bitmask,branch-and-bound,pairwise",
        "--format",
        "csv",
    ]);
    let rows: Vec<Vec<&str>> = csv
        .lines()
        .skip(1)
        .map(|line| line.split(',').collect())
        .collect();
    let count = solutions(13);
    for row in &rows[..2] {
        assert_eq!(row[5], count.to_string(), "{} runs:\n{csv}", row[0]);
    }
    assert_eq!(rows[2][0], "pairwise");
    assert_eq!(rows[2][3], "", "pairwise is skipped:\n{csv}");
    assert!(!rows[2][13].is_empty(), "its size is given:\n{csv}");
    let table = stdout_of(&["compare", "-n", "13", "--strategies", "pairwise"]);
    let work = (Strategy::Pairwise
        .expected_nodes(13, false)
        .expect("sized")
        .nodes() as f64
        * 0.125
        * 13.0
        * 13.0)
        .round();
    assert!(
        table.contains(&format!("--max-nodes {work}")) && table.contains("as much work as about"),
        "the note says why and names the flag:\n{table}"
    );
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
    // docs/REFERENCE.md: the first solution for n = 8 is the 114th node.
    for line in csv.lines().skip(1) {
        let fields: Vec<&str> = line.split(',').collect();
        assert_eq!(fields[3], "114", "nodes to the first solution: {line}");
        assert_eq!(fields[5], "1", "one solution: {line}");
    }
}

#[test]
fn solve_prints_every_solution_valid_then_the_count() {
    // The nodes of the n = 8 table of docs/REFERENCE.md.
    for (strategy, nodes) in [
        ("branch-and-bound", "2,057"),
        ("pairwise", "2,057"),
        ("bitmask", "2,057"),
        ("bounding", "109,601"),
    ] {
        let (out, summary) = outputs_of(&["solve", "--strategy", strategy, "--style", "positions"]);
        let boards: Vec<Vec<usize>> = out
            .lines()
            .map(|line| {
                line.split(' ')
                    .map(|col| col.parse().expect("a column"))
                    .collect()
            })
            .collect();
        assert_eq!(
            boards.len() as u64,
            solutions(8),
            "{strategy}: a board per solution for n = 8"
        );
        assert!(
            boards.iter().all(|q| q.len() == 8 && is_valid(q)),
            "{strategy}: every board is valid"
        );
        assert_eq!(
            summary,
            format!(
                "{} solutions for n = 8 ({nodes} nodes, {strategy}).
",
                solutions(8)
            ),
            "the summary goes to stderr, alone off the screen"
        );
    }
}

#[test]
fn solve_draws_blocks_and_letters() {
    // The two boards of n = 4, `1 3 0 2` and `2 0 3 1`, LeetCode 51's
    // (docs/REFERENCE.md, judge formats).
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
fn solve_leetcode_style_prints_one_json_array_as_problem_51_returns() {
    // LeetCode 51, example 1 (n = 4): [[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]].
    let out = stdout_of(&["solve", "-n", "4", "--style", "leetcode"]);
    let boards: Vec<Vec<String>> = serde_json::from_str(&out).expect("stdout is one JSON array");
    assert_eq!(
        boards,
        [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]],
        "{out}"
    );
    // n = 3 has no solution: LeetCode returns [].
    assert_eq!(stdout_of(&["solve", "-n", "3", "--style", "leetcode"]), "[]\n");
    // --limit keeps the array whole; every board of n = 8 drawn is a solution.
    let out = stdout_of(&["solve", "--style", "leetcode", "--limit", "5"]);
    let boards: Vec<Vec<String>> = serde_json::from_str(&out).expect("stdout is one JSON array");
    assert_eq!(boards.len(), 5, "{out}");
    for board in boards {
        let queens: Vec<usize> = board.iter().map(|row| row.find('Q').expect("a queen")).collect();
        assert!(is_valid(&queens), "{board:?}");
    }
}

#[test]
fn solve_limit_shows_k_boards_but_counts_all() {
    let (out, summary) = outputs_of(&["solve", "--limit", "3", "--style", "positions"]);
    assert_eq!(out.lines().count(), 3, "{out}");
    // 2,057 nodes: branch-and-bound for n = 8 (docs/REFERENCE.md).
    let said = format!(
        "{} solutions for n = 8 (2,057 nodes, branch-and-bound); the first 3 shown.",
        solutions(8)
    );
    assert!(summary.contains(&said), "{summary}");
}

#[test]
fn solve_first_stops_at_the_first_solution() {
    let (out, summary) = outputs_of(&["solve", "--first", "--style", "positions"]);
    // docs/REFERENCE.md: the first solution for n = 8, reached at node 114.
    assert_eq!(out, "0 4 7 5 2 6 1 3\n");
    assert!(summary.contains("found after 114 nodes"), "{summary}");
}

#[test]
fn solve_says_plainly_when_no_placement_exists() {
    for n in ["2", "3"] {
        let (out, summary) = outputs_of(&["solve", "-n", n]);
        assert_eq!(out, "", "no board to draw");
        assert!(
            summary.starts_with(&format!("No solution for n = {n}")),
            "{summary}"
        );
    }
}

#[test]
fn solve_into_a_closed_pipe_ends_quietly() {
    // Megabytes of boards; the reader takes one line and hangs up.
    let first = first_line_before_the_pipe_closes(&["solve", "-n", "12", "--strategy", "bitmask"]);
    assert_eq!(first, "Solution 1\n");
}

/// Reads the boards of one style in stdout, checking each, for n, in a run
/// a message names: how many.
type BoardsIn = fn(&[u8], usize, &str) -> usize;

/// The boards of `--style positions` in `stdout`, one a line, each valid
/// for n = `n`.
fn position_boards(stdout: &[u8], n: usize, run: &str) -> usize {
    let stdout = String::from_utf8_lossy(stdout);
    for line in stdout.lines() {
        let queens: Vec<usize> = line
            .split(' ')
            .map(|col| col.parse().expect("a column"))
            .collect();
        assert!(is_valid(&queens) && queens.len() == n, "{run}: {line}");
    }
    stdout.lines().count()
}

/// The boards of `--style leetcode` in `stdout`, which must be one whole
/// JSON array of n = `n` boards, each valid.
fn leetcode_boards(stdout: &[u8], n: usize, run: &str) -> usize {
    let boards: Vec<Vec<String>> = serde_json::from_slice(stdout).unwrap_or_else(|error| {
        panic!(
            "{run}: not one JSON array ({error}): {}",
            String::from_utf8_lossy(stdout)
        )
    });
    for board in &boards {
        let queens: Vec<usize> = board
            .iter()
            .map(|row| row.find('Q').expect("a queen in each row"))
            .collect();
        assert!(queens.len() == n && is_valid(&queens), "{run}: {board:?}");
    }
    boards.len()
}

#[test]
fn ctrl_c_sigterm_and_sighup_stop_solve_and_leave_its_boards_whole() {
    // 365,596 boards for n = 14, megabytes: once the first is out and the
    // pipe is full, a signal stops the search at its next solution, the
    // boards printed stay on stdout, each whole (the JSON array of
    // `leetcode`, as LeetCode 51 returns it, closed), and stderr says how
    // many there were.
    let styles: [(&str, BoardsIn); 2] = [("positions", position_boards), ("leetcode", leetcode_boards)];
    for (style, boards_in) in styles {
        let args = ["solve", "-n", "14", "--strategy", "bitmask", "--style", style];
        for (signal, code) in SIGNALS {
            let run = format!("{style}, SIG{signal}");
            let output = signalled(&args, Ready::Output, signal);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status.code(), Some(code), "{run}: {stderr}");
            assert_eq!(stderr.lines().count(), 1, "{run}: {stderr}");
            let printed = boards_in(&output.stdout, 14, &run);
            assert!(printed > 0 && printed < 365_596, "{run}: {printed} boards");
            assert!(
                stderr.starts_with("error: interrupted after ")
                    && stderr.ends_with(&format!(
                        " nodes: {} solutions so far\n",
                        thousands(printed as u64)
                    )),
                "{run}: {stderr}"
            );
        }
    }
}

#[test]
fn two_signals_at_once_leave_the_leetcode_array_closed() {
    // Full branching on n = 9 meets its first board after about 13 million
    // of its 387 million leaves (the log says it at `debug`): two SIGTERM
    // sent then, the second ends the process at once while the search
    // goes on, and the array of the board written is closed all the same.
    let mut solve = binary();
    solve.env("RUST_LOG", "debug").args([
        "solve",
        "-n",
        "9",
        "--strategy",
        "branching",
        "--style",
        "leetcode",
        "--max-nodes",
        "1000000000",
    ]);
    let output = signalled_with(solve, Ready::Log("solution"), &["TERM", "TERM"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(143), "{stderr}");
    assert!(stderr.starts_with("error: interrupted"), "{stderr}");
    let boards = leetcode_boards(&output.stdout, 9, "two SIGTERM");
    assert!(boards > 0, "the first board is kept");
}

#[test]
fn bad_n_is_refused_with_the_allowed_range() {
    // solve and compare take n up to 10^7 for the one-solution strategies,
    // and say both ranges; a search refuses past 32 once the strategy is known.
    let both = [
        "--size",
        "1 to 32 for the searches",
        "up to 10,000,000 for construction",
    ];
    for command in ["compare", "solve"] {
        refuses(&[command, "-n", "0"], "", &both);
        refuses(
            &[command, "-n", "abc"],
            "",
            &[&both[..], &["not a whole number"]].concat(),
        );
    }
    refuses(
        &["solve", "-n", "40"],
        "",
        &["-n 40", "branch-and-bound", "up to 32"],
    );
    refuses(
        &["count", "-n", "abc"],
        "",
        &["--size", "not a whole number", "n is 1 to 32"],
    );
    refuses(&["trace", "-n", "-1"], "", &["--size", "n is 1 to 32"]);
    refuses(
        &["count", "-n", "99999999999999999999999999999999999999999"],
        "",
        &["--size", "n is 1 to 32"],
    );
    refuses(&["watch", "-n", "11"], "", &["--size", "n is 1 to 10"]);
    refuses(
        &["solve", "--limit", "-1"],
        "",
        &["--limit", "0 to 18,446,744,073,709,551,615"],
    );
    refuses(
        &["compare", "--max-nodes", "many"],
        "",
        &["--max-nodes", "not a whole number"],
    );
    refuses(
        &["count", "-n", "8", "--threads", "0"],
        "",
        &["--threads", "1 to 1024"],
    );
}

#[test]
fn solve_limit_0_counts_without_drawing() {
    let (out, summary) = outputs_of(&["solve", "--limit", "0"]);
    assert_eq!(out, "");
    assert_eq!(
        summary,
        format!(
            "{} solutions for n = 8 (2,057 nodes, branch-and-bound); none shown.\n",
            solutions(8)
        )
    );
}

#[test]
fn clap_errors_keep_what_completes_them_on_their_one_line() {
    refuses(
        &[],
        "",
        &["no command given", "compare, solve, count, merge, trace, lesson"],
    );
    refuses(
        &["lesson", "--size"],
        "",
        &["-n/--size", "a value is required", "as in --size 8"],
    );
    // Without a name, `lesson` lists the lessons, as `lesson list` does.
    assert_eq!(stdout_of(&["lesson"]), stdout_of(&["lesson", "list"]));
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
fn clap_hints_at_the_similar_flag_or_command() {
    refuses(
        &["compare", "--strategy", "bitmask"],
        "",
        &["'--strategy'", "similar argument exists: '--strategies'"],
    );
    refuses(&["solv"], "", &["'solv'", "similar subcommand exists: 'solve'"]);
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
