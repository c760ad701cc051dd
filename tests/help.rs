//! The help of every command quotes the limits and defaults of the
//! library's constants: each number is built from its constant, and this
//! checks the rendered `--help` of the binary against them.

mod common;

use common::stdout_of;
use nqueens::budget::{
    COUNT_MAX_NODES, COUNT_TEACHING_MAX_NODES, DEFAULT_MAX_NODES, HALVES_MAX_NODES, WATCH_MAX_NODES,
};
use nqueens::cli::MAX_WATCH_N;
use nqueens::format::thousands;
use nqueens::strategies::min_conflicts::DEFAULT_SEED;
use nqueens::strategies::{halves, MAX_ONE_SOLUTION_N};
use nqueens::trace::{DEFAULT_MAX_STEPS, MAX_RECORDED_STEPS};
use nqueens::MAX_N;

/// `nqueens COMMAND --help`, its lines wrapped back into one line.
fn help(command: &str) -> String {
    let text = stdout_of(&[command, "--help"]);
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Asserts that the help of `command` shows every one of `phrases`.
fn shows(command: &str, phrases: &[String]) {
    let help = help(command);
    for phrase in phrases {
        assert!(
            help.contains(phrase.as_str()),
            "`{command} --help` lacks {phrase:?}:\n{help}"
        );
    }
}

/// The `--max-nodes` help, the same in every command that has it, its
/// counts with grouped digits.
fn budgets() -> String {
    let [default, watch, count, halves, others] = [
        DEFAULT_MAX_NODES,
        WATCH_MAX_NODES,
        COUNT_MAX_NODES,
        HALVES_MAX_NODES,
        COUNT_TEACHING_MAX_NODES,
    ]
    .map(thousands);
    format!(
        "[default: {default}, about a second; watch: {watch}; count: {count} \
         with mirror, symmetry or parallel, {halves} with halves, {others} with the \
         others, for each of M shards]"
    )
}

#[test]
fn the_help_of_each_command_quotes_the_constants() {
    let any_size = |when: &str| {
        format!(
            "(1 to {MAX_N}; up to {} {when} construction and min-conflicts)",
            thousands(MAX_ONE_SOLUTION_N as u64)
        )
    };
    let seed = format!("[default: {DEFAULT_SEED}]");
    shows(
        "compare",
        &[
            any_size("with --first for"),
            format!("`4..=12` (1 to {MAX_N})"),
            seed.clone(),
            budgets(),
        ],
    );
    shows(
        "solve",
        &[
            any_size("for"),
            format!("(past n = {MAX_N}, only positions)"),
            seed,
            budgets(),
        ],
    );
    shows(
        "count",
        &[
            format!("Board size (1 to {MAX_N})"),
            format!("[default: halves up to n = {};", halves::MAX_N),
            budgets(),
        ],
    );
    shows(
        "trace",
        &[
            format!("Board size (1 to {MAX_N})"),
            format!(
                "[default: {} for text; for json and html {}, the most they keep]",
                thousands(DEFAULT_MAX_STEPS),
                thousands(MAX_RECORDED_STEPS)
            ),
            budgets(),
        ],
    );
    shows("draw", &[format!("(1 to {MAX_N})")]);
    shows("watch", &[format!("Board size (1 to {MAX_WATCH_N})"), budgets()]);
}
