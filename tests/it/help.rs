//! The help of every command quotes the limits and defaults of the
//! library's constants: each number is built from its constant, and this
//! checks the rendered `--help` of the binary against them.

use crate::common;

use common::stdout_of;
use nqueens::budget::{
    COUNT_MAX_NODES, COUNT_TEACHING_MAX_NODES, DEFAULT_MAX_NODES, HALVES_BUDGET, WATCH_MAX_NODES,
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

/// The `--max-nodes` help of `command`, its own default only, its counts
/// with grouped digits.
fn budgets(command: &str) -> String {
    let [default, watch, count, others] = [
        DEFAULT_MAX_NODES,
        WATCH_MAX_NODES,
        COUNT_MAX_NODES,
        COUNT_TEACHING_MAX_NODES,
    ]
    .map(thousands);
    // The help says the budget of halves in words.
    assert_eq!(HALVES_BUDGET.as_secs(), 3600, "an hour");
    match command {
        "watch" => format!("[default: {watch}]"),
        "count" => format!(
            "[default: {count} with mirror, symmetry or parallel, with halves the work it is forecast \
             to do in about an hour on its threads, {others} with the others; \
             for each of M shards]"
        ),
        _ => format!("[default: {default}, about a second]"),
    }
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
            budgets("compare"),
        ],
    );
    shows(
        "solve",
        &[
            any_size("for"),
            format!("(past n = {MAX_N}, only positions)"),
            seed,
            budgets("solve"),
        ],
    );
    shows(
        "count",
        &[
            format!("Board size (1 to {MAX_N})"),
            format!("[default: halves up to n = {};", halves::MAX_COUNT_N),
            budgets("count"),
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
            budgets("trace"),
        ],
    );
    shows("draw", &[format!("(1 to {MAX_N})")]);
    shows(
        "watch",
        &[format!("Board size (1 to {MAX_WATCH_N})"), budgets("watch")],
    );
}

#[test]
fn a_flag_lists_only_the_values_its_command_takes() {
    // count and judge --like take the searches only: the two strategies
    // that find one solution without a tree are not offered.
    for (command, flag) in [("count", "--strategy <STRATEGY>"), ("judge", "--like <STRATEGY>")] {
        let help = stdout_of(&[command, "--help"]);
        let after = help.split(flag).nth(1).expect("the flag");
        // Up to the next flag.
        let values = after.split("\n\n      --").next().unwrap_or_default();
        let values = values.split("\n\n  -").next().unwrap_or_default();
        assert!(values.contains("- halves:"), "{command}:\n{values}");
        assert!(
            !values.contains("construction") && !values.contains("min-conflicts"),
            "{command}:\n{values}"
        );
    }
    // solve takes them all.
    assert!(help("solve").contains("- min-conflicts:"));
    // The judge builds Rust too, and its help says so.
    let about = stdout_of(&["--help"]);
    assert!(about.contains("(C, C++, Java, Python, Rust)"), "{about}");
    let korean = stdout_of(&["--help", "--lang", "ko"]);
    assert!(
        korean.contains("내 풀이(C, C++, Java, Python, Rust)를 채점합니다."),
        "{korean}"
    );
}
