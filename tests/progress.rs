//! The progress bar of a search that lasts more than a second: drawn on
//! stderr when it is a terminal (a pseudo-terminal made by `script`, from
//! util-linux), never in a pipe, and never over a line of the results.

mod common;

use common::{on_a_terminal, outputs_of};

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
