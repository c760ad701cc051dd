//! The progress bar of a search that lasts more than a second: drawn on
//! stderr when it is a terminal (a pseudo-terminal made by `script`, from
//! util-linux), never in a pipe, and never over a line of the results.
//! The runs here set `NQUEENS_PROGRESS_AFTER=0`, which shows the bar at
//! once: they take a fraction of a second however fast the machine.

use crate::common;

use common::{nqueens, outputs_of, plain, solutions, terminal_bytes, BINARY};

/// What a terminal shows while `nqueens args` runs on it with its bar
/// shown from the start, as a person reads it.
fn with_the_bar_at_once(args: &[&str]) -> String {
    let command = format!("NQUEENS_PROGRESS_AFTER=0 {BINARY} {}", args.join(" "));
    plain(&terminal_bytes(&command, ""))
}

/// The n = 10 bitmask tree: 35,539 nodes, many thousands of them between
/// two moves of the bar.
const LONG_TRACE: [&str; 7] = ["trace", "-n", "10", "--strategy", "bitmask", "--max-steps", "3"];

#[test]
fn a_long_trace_shows_a_bar_on_a_terminal_and_none_in_a_pipe() {
    let screen = with_the_bar_at_once(&LONG_TRACE);
    assert!(
        screen.contains("bitmask, n = 10: ") && screen.contains(" nodes, "),
        "the bar names the run and counts nodes:\n{screen}"
    );
    // The same first steps, from a run stopped at its first solution (a
    // pipe, quick): they reach the terminal whole, as does the last line
    // written while the bar was up.
    let (piped, stderr) = outputs_of(&[&LONG_TRACE[..], &["--first"]].concat());
    assert_eq!(stderr, "", "no bar in a pipe");
    let lines: Vec<&str> = screen.lines().collect();
    for step in piped.lines().skip(1).take(3) {
        assert!(
            lines.contains(&step),
            "the step {step:?} reaches the terminal whole:\n{screen}"
        );
    }
    assert!(
        lines
            .iter()
            .any(|line| line.starts_with("... ") && line.ends_with(").")),
        "the steps left out, on a line of their own:\n{screen}"
    );
}

#[test]
fn a_long_compare_shows_a_bar_on_a_terminal() {
    // Row-limited bounding at n = 8 visits the sum of 8!/(8-k)! nodes,
    // 109,601 (docs/REFERENCE.md).
    let nodes: u64 = (0..=8u64).map(|k| (8 - k + 1..=8).product::<u64>()).sum();
    let screen = with_the_bar_at_once(&[
        "compare",
        "-n",
        "8",
        "--strategies",
        "bounding",
        "--format",
        "csv",
    ]);
    assert!(screen.contains("bounding, n = 8: "), "{screen}");
    let row = format!("bounding,8,false,{nodes},");
    assert!(
        screen.lines().any(|line| line.starts_with(&row)),
        "the row {row}... whole in:\n{screen}"
    );
}

#[test]
fn a_count_on_one_thread_shows_its_solutions_on_a_terminal() {
    // Its bar moves with the solutions, every 1,024 of them, the only
    // events a quiet count looks at: n = 11 has 2,680 (OEIS A000170).
    let screen = with_the_bar_at_once(&["count", "-n", "11", "--strategy", "pairwise"]);
    assert!(screen.contains("/2,680 solutions, "), "{screen}");
    assert!(screen.lines().any(|line| line == "2680"), "{screen}");
}

#[test]
fn the_threaded_run_of_compare_shows_its_subproblems_on_a_terminal() {
    // Its bar moves as the subproblems of its threads end, and tells the
    // time left once a hundredth of them is done: at n = 10 the fifth of
    // 424, among the first moves, which indicatif draws however quick.
    let screen = with_the_bar_at_once(&[
        "compare",
        "-n",
        "10",
        "--strategies",
        "parallel",
        "--format",
        "csv",
    ]);
    assert!(
        screen.contains("parallel, n = 10: ") && screen.contains("/424 subproblems, "),
        "{screen}"
    );
    assert!(
        screen.lines().any(|line| line.starts_with("parallel,10,false,")),
        "{screen}"
    );
}

#[test]
fn the_wait_before_the_bar_is_a_number_of_seconds() {
    for value in ["soon", "-1", ""] {
        let output = nqueens()
            .env("NQUEENS_PROGRESS_AFTER", value)
            .args(["count", "-n", "8"])
            .output()
            .expect("nqueens runs");
        assert_eq!(output.status.code(), Some(2), "{value:?}");
        assert!(output.stdout.is_empty(), "{value:?}");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            format!(
                "error: NQUEENS_PROGRESS_AFTER={value}: the seconds before the progress bar \
                 appears, a number from 0 (0 shows it at once)\n"
            )
        );
    }
    // A fraction of a second is a wait too; in a pipe there is no bar.
    nqueens()
        .env("NQUEENS_PROGRESS_AFTER", "0.5")
        .args(["count", "-n", "8"])
        .assert()
        .success()
        .stdout(format!("{}\n", solutions(8)))
        .stderr("");
}

#[test]
fn solve_into_a_file_leaves_the_bar_alone_while_it_writes() {
    // The 73,712 boards of n = 13 go to a file while the bar is on the
    // terminal: the lines never meet the bar, so it is drawn only as the
    // search moves it (at most 20 times a second), not once a line.
    let file = std::env::temp_dir().join(format!("nqueens-solve-13-{}.txt", std::process::id()));
    let command = format!(
        "NQUEENS_PROGRESS_AFTER=0 {BINARY} solve -n 13 --style positions > {}",
        file.display()
    );
    let screen = terminal_bytes(&command, "");
    let boards = std::fs::read_to_string(&file).expect("the boards are written");
    let _ = std::fs::remove_file(&file);
    assert_eq!(boards.lines().count() as u64, solutions(13));
    let drawn = screen.matches("branch-and-bound, n = 13: ").count();
    assert!(drawn >= 1, "the bar was shown: {screen:?}");
    assert!(
        drawn < boards.lines().count() / 10,
        "the bar drawn {drawn} times for {} boards",
        boards.lines().count()
    );
}
