//! The examples that show the library print real values: each is run from
//! its built binary and its output checked against the known answers and
//! against the library's own counters.
//!
//! `cargo test` builds the examples beside the test programs
//! (`target/<profile>/examples/`), so this test runs them from there; after
//! `cargo test --test examples` alone, build them first with
//! `cargo build --examples` (`--release` for a release run).

use std::path::PathBuf;
use std::process::Command;

use nqueens::budget::DEFAULT_MAX_NODES;
use nqueens::known;
use nqueens::observer::Quiet;
use nqueens::run::{self, RunSpec};
use nqueens::threads::Control;
use nqueens::{PruneReason, Strategy};

/// Runs the built example `name` with `args`; its stdout and stderr.
fn example(name: &str, args: &[&str]) -> (String, String) {
    let test = std::env::current_exe().expect("the test's path");
    let profile = test
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>/");
    let binary: PathBuf = profile.join("examples").join(name);
    assert!(
        binary.exists(),
        "{} is not built: run `cargo test` (it builds the examples) or `cargo build --examples`",
        binary.display()
    );
    let output = Command::new(&binary)
        .args(args)
        .output()
        .expect("the example runs");
    assert!(
        output.status.success(),
        "{name} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    (
        String::from_utf8(output.stdout).expect("UTF-8"),
        String::from_utf8(output.stderr).expect("UTF-8"),
    )
}

/// The whole numbers of `text`, digit grouping removed.
fn numbers(text: &str) -> Vec<u64> {
    text.replace(',', "")
        .split(|c: char| !c.is_ascii_digit())
        .filter(|word| !word.is_empty())
        .map(|word| word.parse().expect("digits"))
        .collect()
}

/// The counters of a whole branch-and-bound run at n = 8, from the library.
fn branch_and_bound_8() -> nqueens::Counters {
    let spec = RunSpec::new(Strategy::BranchAndBound, 8, false, DEFAULT_MAX_NODES).expect("n = 8 runs");
    run::search(spec, Control::default(), &mut Quiet)
        .expect("n = 8 runs")
        .counters
}

#[test]
fn the_observer_of_prunes_per_row_adds_up_to_the_counters() {
    let (stdout, _) = example("prunes_per_row", &[]);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "row  column  diagonal  anti-diagonal");
    assert_eq!(
        lines[9],
        "13,664 prunes in all, 92 solutions (branch-and-bound, n = 8)"
    );
    let mut by_reason = [0; 3];
    for (row, line) in lines[1..9].iter().enumerate() {
        let figures = numbers(line);
        assert_eq!(figures[0], row as u64, "row {row} in order: {line}");
        for reason in 0..3 {
            by_reason[reason] += figures[1 + reason];
        }
    }
    let counters = branch_and_bound_8();
    for reason in PruneReason::ALL {
        assert_eq!(
            by_reason[reason.index()],
            counters.prunes_for(reason),
            "{}",
            reason.name()
        );
    }
    assert_eq!(counters.prunes(), 13_664);
    // No square of the first row is ever pruned: the board is empty.
    assert_eq!(numbers(lines[1]), [0, 0, 0, 0]);
}

#[test]
fn the_comparison_renders_as_csv_with_the_n_8_tree() {
    let (stdout, _) = example("comparison_csv", &[]);
    let mut lines = stdout.lines();
    let header: Vec<&str> = lines.next().expect("a header").split(',').collect();
    let column = |name: &str| header.iter().position(|key| *key == name).expect(name);
    let rows: Vec<Vec<&str>> = lines.map(|line| line.split(',').collect()).collect();
    let strategies: Vec<&str> = rows.iter().map(|row| row[column("strategy")]).collect();
    assert_eq!(
        strategies,
        ["branch-and-bound", "pairwise", "bitmask", "symmetry"]
    );
    for row in &rows {
        assert_eq!(row[column("n")], "8");
        assert_eq!(
            row[column("solutions")],
            known::solutions(8).expect("known").to_string()
        );
    }
    let nodes: Vec<&str> = rows.iter().map(|row| row[column("nodes")]).collect();
    assert_eq!(nodes, ["2057", "2057", "2057", "506"]);
    assert_eq!(
        rows[0][column("prunes")],
        branch_and_bound_8().prunes().to_string()
    );
    assert_eq!(rows[0][column("fewer_nodes_than_branching")], "9321.3");
}

#[test]
fn the_count_runs_whole_then_stops_at_half() {
    let (stdout, stderr) = example("count_with_stop", &[]);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "n = 12 (halves): 14,200 solutions");
    assert_eq!(numbers(lines[0])[1], known::solutions(12).expect("known"));
    // The threads tell their progress as their tasks end, in any order.
    let progress: Vec<Vec<u64>> = stderr.lines().map(numbers).collect();
    let total = progress[0][1];
    assert!(
        progress
            .iter()
            .all(|told| told.len() == 2 && told[0] <= total && told[1] == total),
        "{stderr}"
    );
    assert_eq!(progress.len() as u64, total, "one line a task: {stderr}");
    assert!(
        progress.iter().any(|told| told[0] == total),
        "the last task is told: {stderr}"
    );
    assert!(
        lines[1].starts_with("n = 15, stopped at half: finished false, "),
        "{}",
        lines[1]
    );
    let [_, done, total, so_far] = numbers(lines[1])[..] else {
        panic!("{}", lines[1])
    };
    assert!(2 * done >= total && done < total, "{}", lines[1]);
    assert!(so_far < known::solutions(15).expect("known"), "{}", lines[1]);
}

#[test]
fn the_recorded_steps_print_as_json() {
    let (stdout, stderr) = example("record_steps", &[]);
    assert_eq!(stderr, "172 steps; solutions at steps 70 and 107\n");
    let json: serde_json::Value = serde_json::from_str(&stdout).expect("one JSON object");
    assert_eq!(json["steps_in_all"], 172);
    let steps = json["steps"].as_array().expect("steps");
    assert_eq!(steps.len(), 172);
    let solutions: Vec<(u64, String)> = steps
        .iter()
        .filter(|step| step["kind"] == "solution")
        .map(|step| {
            (
                step["step"].as_u64().expect("a number"),
                step["queens"].to_string(),
            )
        })
        .collect();
    assert_eq!(
        solutions,
        [(70, "[1,3,0,2]".to_string()), (107, "[2,0,3,1]".to_string())]
    );
    assert_eq!(json["counters"]["nodes"], 17);
    assert_eq!(json["counters"]["solutions"], known::solutions(4).expect("known"));
}

#[test]
fn the_judge_tells_solutions_and_attacks() {
    let (stdout, _) = example("judge_a_placement", &[]);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines[..3],
        [
            "1 3 0 2: a solution",
            "0 2 1 3: not a solution",
            "0 4 7 5 2 6 1 3: a solution"
        ]
    );
    assert_eq!(lines[3], "(3,0): column");
    assert_eq!(lines[9], "(3,6): diagonal, anti-diagonal");
    let free: Vec<&str> = lines[3..11]
        .iter()
        .filter(|line| line.ends_with(": free"))
        .copied()
        .collect();
    assert_eq!(free, ["(3,1): free", "(3,5): free"]);
    assert_eq!(lines[11], "free in row 3: [1, 5]");
}

#[test]
fn the_bare_bitmask_loop_counts_every_known_answer() {
    let (stdout, _) = example("09_bare_bitmask", &[]);
    let counts: Vec<u64> = stdout.lines().map(|line| numbers(line)[1]).collect();
    assert_eq!(counts, known::A000170[..12]);
    let (stdout, _) = example("09_bare_bitmask", &["13"]);
    assert_eq!(stdout, "n = 13: 73712 solutions\n");
}
