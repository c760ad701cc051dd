//! The progress bar of a search that lasts more than a second: drawn on
//! stderr when it is a terminal (a pseudo-terminal made by `script`, from
//! util-linux), never in a pipe, and never over a line of the results.

mod common;

use common::{on_a_terminal, outputs_of, plain, terminal_bytes, BINARY};

/// The n = 14 bitmask tree (27 million nodes) takes a few seconds: long
/// enough for the bar, which waits a second before it shows.
const LONG_TRACE: [&str; 7] = ["trace", "-n", "14", "--strategy", "bitmask", "--max-steps", "3"];

#[test]
fn a_long_trace_shows_a_bar_on_a_terminal_and_none_in_a_pipe() {
    let screen = on_a_terminal(&LONG_TRACE, "");
    assert!(
        screen.contains("bitmask, n = 14: ") && screen.contains(" nodes, "),
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
    // Row-limited bounding at n = 11 visits the sum of 11!/(11-k)! nodes,
    // about 1.1e8: seconds, long enough for the bar.
    let nodes: u64 = (0..=11u64).map(|k| (11 - k + 1..=11).product::<u64>()).sum();
    let screen = on_a_terminal(
        &[
            "compare",
            "-n",
            "11",
            "--strategies",
            "bounding",
            "--format",
            "csv",
            "--max-nodes",
            "1000000000",
        ],
        "",
    );
    assert!(screen.contains("bounding, n = 11: "), "{screen}");
    let row = format!("bounding,11,false,{nodes},");
    assert!(
        screen.lines().any(|line| line.starts_with(&row)),
        "the row {row}... whole in:\n{screen}"
    );
}

#[test]
fn a_count_on_one_thread_shows_its_solutions_on_a_terminal() {
    // Pairwise at n = 14 scans the earlier queens at each of 27 million
    // nodes: seconds. Its bar moves with the solutions (365,596, OEIS
    // A000170), the only events a quiet count looks at.
    let screen = on_a_terminal(&["count", "-n", "14", "--strategy", "pairwise"], "");
    assert!(screen.contains("/365,596 solutions, "), "{screen}");
    assert!(screen.lines().any(|line| line == "365596"), "{screen}");
}

#[test]
fn the_threaded_run_of_compare_shows_its_subproblems_on_a_terminal() {
    // parallel at n = 16 visits 246 million nodes on its threads: seconds.
    let screen = on_a_terminal(
        &[
            "compare",
            "-n",
            "16",
            "--strategies",
            "parallel",
            "--format",
            "csv",
            "--max-nodes",
            "1000000000",
        ],
        "",
    );
    assert!(
        screen.contains("parallel, n = 16: ") && screen.contains(" subproblems, "),
        "{screen}"
    );
    assert!(
        screen.lines().any(|line| line.starts_with("parallel,16,false,")),
        "{screen}"
    );
}

#[test]
fn ctrl_c_takes_the_bar_of_solve_off_the_screen_before_it_says_so() {
    let command = format!(
        "{BINARY} solve -n 15 --strategy bitmask --style positions --max-nodes 1000000000 > /dev/null & \
         sleep 2; kill -INT $!; wait $!; echo exit $?"
    );
    let screen = terminal_bytes(&command, "");
    let shown = screen.rfind("nodes,").expect("the bar was shown");
    let said = screen
        .rfind("error: interrupted after ")
        .expect("the interruption is said");
    // indicatif clears its line with ESC [ 2K (erase the line).
    let cleared = screen[shown..].find("\u{1b}[2K").map(|at| shown + at);
    assert!(
        cleared.is_some_and(|at| at < said),
        "the bar is cleared before the message: {screen:?}"
    );
    assert!(
        plain(&screen).lines().any(|line| line == "exit 130"),
        "{screen:?}"
    );
}
