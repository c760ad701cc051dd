//! Lesson 03 — Branch-and-bound: flags for the column and both diagonals, one O(1) test per square, every leaf a solution.
//!
//! Retells: The branch-and-bound of the sources, with its three flag arrays (the promising test, 유망성 검사).
//!
//! Run: `cargo run --example 03_branch_and_bound` (or `nqueens lesson branch-and-bound`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("branch-and-bound")
}
