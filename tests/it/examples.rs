//! Every file of `examples/` runs, found by listing the folder, so that a
//! new example is run without being named here: each lesson's example
//! with no arguments, in Korean, on another board (`-n`) and with its quiz
//! answered on stdin, each showing the figures the library's own lesson
//! computes; each example that shows the library run as a program of yours
//! would, its output checked against the known answers and against the
//! library's own counters.
//!
//! `cargo test` builds the examples beside the test programs
//! (`target/<profile>/examples/`), so this test runs them from there; after
//! `cargo test --test examples` alone, build them first with
//! `cargo build --examples` (`--release` for a release run).

use crate::common;

use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Stdio;

use nqueens::budget::DEFAULT_MAX_NODES;
use nqueens::format::thousands;
use nqueens::known;
use nqueens::lessons::{find, Lang, Lesson};
use nqueens::observer::Quiet;
use nqueens::run::{self, RunSpec};
use nqueens::threads::Control;
use nqueens::{PruneReason, Strategy};

/// The built example `name`.
fn built(name: &str) -> PathBuf {
    let test = std::env::current_exe().expect("the test's path");
    let profile = test
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>/");
    let binary = profile.join("examples").join(name);
    assert!(
        binary.exists(),
        "{} is not built: run `cargo test` (it builds the examples) or `cargo build --examples`",
        binary.display()
    );
    binary
}

/// Runs the built example `name` with `args` and `stdin` in a clean
/// environment (English, UTF-8); its stdout and stderr, once it has ended
/// with exit code 0.
fn example_with(name: &str, args: &[&str], stdin: &str) -> (String, String) {
    let mut child = common::clean(built(name))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the example runs");
    // An example that reads nothing may end before its stdin is written.
    let _ = child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(stdin.as_bytes());
    let output = child.wait_with_output().expect("the example ends");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(
        output.status.success(),
        "{name} {args:?} failed ({}): {stderr}",
        output.status
    );
    (String::from_utf8(output.stdout).expect("UTF-8"), stderr)
}

/// Runs the built example `name` with `args` and nothing on stdin.
fn example(name: &str, args: &[&str]) -> (String, String) {
    example_with(name, args, "")
}

/// The names of the examples, as `examples/` lists its `.rs` files.
fn examples_in_the_folder() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("examples/ exists")
        .filter_map(|entry| {
            let name = entry.expect("a readable entry").file_name();
            let name = name
                .to_str()
                .expect("a UTF-8 name")
                .strip_suffix(".rs")?
                .to_string();
            Some(name)
        })
        .collect();
    names.sort();
    names
}

/// The lesson the example `name` teaches, if it is a lesson's example.
fn lesson_of(name: &str) -> Option<&'static Lesson> {
    find(name).filter(|lesson| lesson.example() == name)
}

/// The whole numbers of `text`, digit grouping removed.
fn numbers(text: &str) -> Vec<u64> {
    text.replace(',', "")
        .split(|c: char| !c.is_ascii_digit())
        .filter(|word| !word.is_empty())
        .map(|word| word.parse().expect("digits"))
        .collect()
}

/// `text` with every run of white space made one space.
fn prose(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The guess every lesson's quiz is given: a figure no lesson computes.
const GUESS: u64 = 12_345;

/// One way of running a lesson's example: its arguments, its stdin, and
/// the language, board and quiz answer they ask of the lesson.
struct Run {
    args: Vec<String>,
    stdin: String,
    lang: Lang,
    n: usize,
    answer: Option<String>,
}

/// The four runs of `lesson`'s example: no arguments; `--lang ko`; `-n`
/// with the size beside its default within its range; `--quiz` with
/// [`GUESS`] on stdin.
fn runs_of(lesson: &Lesson) -> [Run; 4] {
    let n = lesson.default_n;
    let other = if n > *lesson.sizes.start() { n - 1 } else { n + 1 };
    assert!(
        lesson.sizes.contains(&other),
        "{}: {other} in its range",
        lesson.name
    );
    let run = |args: &[&str], stdin: &str, lang, n, answer: Option<&str>| Run {
        args: args.iter().map(ToString::to_string).collect(),
        stdin: stdin.to_string(),
        lang,
        n,
        answer: answer.map(str::to_string),
    };
    let guess = format!("{GUESS}\n");
    [
        run(&[], "", Lang::En, n, None),
        run(&["--lang", "ko"], "", Lang::Ko, n, None),
        run(&["-n", &other.to_string()], "", Lang::En, other, None),
        run(&["--quiz"], &guess, Lang::En, n, Some(&guess)),
    ]
}

/// The paragraph that follows the quiz's prompt (`> `) in `text`: the
/// measured value and how far the guess was.
fn reveal(text: &str) -> String {
    let after: Vec<&str> = text
        .lines()
        .skip_while(|line| *line != "> ")
        .skip(1)
        .skip_while(|line| line.is_empty())
        .take_while(|line| !line.is_empty())
        .collect();
    prose(&after.join("\n"))
}

#[test]
fn every_lesson_example_teaches_its_lesson_with_the_librarys_figures() {
    let lessons: Vec<(String, &Lesson)> = examples_in_the_folder()
        .into_iter()
        .filter_map(|name| Some((name.clone(), lesson_of(&name)?)))
        .collect();
    assert_eq!(
        lessons.len(),
        nqueens::lessons::LESSONS.len(),
        "one example per lesson in examples/"
    );
    for (name, lesson) in lessons {
        for run in runs_of(lesson) {
            let args: Vec<&str> = run.args.iter().map(String::as_str).collect();
            let (stdout, stderr) = example_with(&name, &args, &run.stdin);
            assert!(stderr.is_empty(), "{name} {args:?} wrote on stderr: {stderr}");
            // The same lesson taught by the library, in this process.
            let mut taught = Vec::new();
            let mut answer = run.answer.as_deref().map(str::as_bytes);
            let figures = lesson
                .teach(
                    run.lang,
                    run.n,
                    &mut taught,
                    answer.as_mut().map(|answer| answer as _),
                )
                .expect("teaching into memory");
            let taught = String::from_utf8(taught).expect("UTF-8");
            let heading = format!("{:02} · {}", lesson.number, lesson.title(run.lang));
            assert_eq!(
                stdout.lines().next(),
                Some(heading.as_str()),
                "{name} {args:?}: its heading"
            );
            let shown: BTreeSet<u128> = numbers(&stdout).into_iter().map(u128::from).collect();
            let missing: Vec<&u128> = figures.difference(&shown).collect();
            assert!(
                figures.len() > 3 && missing.is_empty(),
                "{name} {args:?}: the lesson's figures {missing:?} are not shown:\n{stdout}"
            );
            if run.answer.is_some() {
                let revealed = reveal(&taught);
                assert!(
                    revealed.contains(&thousands(GUESS)),
                    "{name}: the quiz reveals the guess: {revealed}"
                );
                assert!(
                    prose(&stdout).contains(&revealed),
                    "{name} --quiz: {revealed}\n{stdout}"
                );
            }
        }
    }
}

#[test]
fn the_branch_and_bound_example_shows_the_counted_tree_and_the_known_answer() {
    // docs/REFERENCE.md: 2,057 nodes and 92 solutions for n = 8.
    for (args, n) in [(&[][..], 8), (&["--lang", "ko"][..], 8), (&["-n", "7"][..], 7)] {
        let (stdout, _) = example("03_branch_and_bound", args);
        let counted = common::counted(RunSpec::of(Strategy::BranchAndBound, n, false));
        assert_eq!(counted.counters.solutions, common::solutions(n));
        for figure in [counted.counters.nodes(), common::solutions(n)] {
            assert!(
                numbers(&stdout).contains(&figure),
                "{args:?}: {figure} for n = {n}:\n{stdout}"
            );
        }
    }
}

#[test]
fn every_other_example_runs() {
    for name in examples_in_the_folder() {
        if lesson_of(&name).is_none() {
            let (stdout, _) = example(&name, &[]);
            assert!(!stdout.is_empty(), "{name} printed nothing");
        }
    }
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
    let (stdout, _) = example("bare_bitmask", &[]);
    let counts: Vec<u64> = stdout.lines().map(|line| numbers(line)[1]).collect();
    assert_eq!(counts, known::A000170[..12]);
    let (stdout, _) = example("bare_bitmask", &["13"]);
    assert_eq!(stdout, "n = 13: 73712 solutions\n");
}
