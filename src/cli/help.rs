//! The help lines that quote a limit or a default, built from the constants
//! that set them, so that `--help` cannot drift from what the commands take.

use crate::budget::{
    COUNT_MAX_NODES, COUNT_TEACHING_MAX_NODES, DEFAULT_MAX_NODES, HALVES_MAX_NODES, WATCH_MAX_NODES,
};
use crate::strategies::min_conflicts::DEFAULT_SEED;
use crate::strategies::{halves, MAX_ONE_SOLUTION_N};
use crate::trace::{DEFAULT_MAX_STEPS, MAX_RECORDED_STEPS};
use crate::MAX_N;

/// `-n` of the commands that only search (`draw`).
pub(super) fn board_size() -> String {
    format!("Board size: n queens on an n x n board (1 to {MAX_N})")
}

/// `-n` of the commands that also take the one-solution strategies,
/// `when` saying when they take the larger boards (`with --first for`).
pub(super) fn any_board_size(when: &str) -> String {
    format!(
        "Board size: n queens on an n x n board (1 to {MAX_N}; up to {MAX_ONE_SOLUTION_N} {when} \
         construction and min-conflicts)"
    )
}

/// `-n` of `count`, `trace` and `watch`: from 1 to `max`, then `more`.
pub(super) fn size_up_to(max: usize, more: &str) -> String {
    format!("Board size (1 to {max}){more}")
}

/// `compare --sizes`.
pub(super) fn size_range() -> String {
    format!("Every board size of a range, one row per strategy and size: `4..=12` (1 to {MAX_N})")
}

/// `count --strategy`.
pub(super) fn count_strategy() -> String {
    format!(
        "Strategy that counts [default: halves up to n = {}; parallel beyond, and with --unique]",
        halves::MAX_N
    )
}

/// `--seed`, with what the seed gives (`what`).
pub(super) fn seed(what: &str) -> String {
    format!("Seed of min-conflicts' random numbers{what} [default: {DEFAULT_SEED}]")
}

/// `solve --style`.
pub(super) fn style() -> String {
    format!("How to draw each solution (past n = {MAX_N}, only positions)")
}

/// `trace --max-steps`.
pub(super) fn max_steps() -> String {
    format!(
        "Print at most K steps, then say how many were left out (the search and its counters go on) \
         [default: {DEFAULT_MAX_STEPS} for text; for json and html {MAX_RECORDED_STEPS}, the most they keep]"
    )
}

/// `--max-nodes`, with every command's default.
pub(super) fn max_nodes() -> String {
    format!(
        "Refuse a run whose work is more than this many nodes of bitmask (tree size by closed form or \
         Knuth's estimate, weighted by each strategy's cost per node) [default: {DEFAULT_MAX_NODES}, \
         about a second; watch: {WATCH_MAX_NODES}; count: {COUNT_MAX_NODES} with mirror, symmetry or \
         parallel, {HALVES_MAX_NODES} with halves, {COUNT_TEACHING_MAX_NODES} with the others, for each \
         of M shards]"
    )
}

/// The command line `command` in `lang`.
pub(super) fn localize(command: clap::Command, lang: crate::lang::Lang) -> clap::Command {
    let _ = lang;
    command
}
