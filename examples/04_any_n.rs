//! Lesson 04 — Any n: the same search on every board size, with the boards of n = 4 drawn.
//!
//! Retells: The sources' generalisation from eight queens to N queens, and the n = 4 boards of LeetCode 51.
//!
//! Run: `cargo run --example 04_any_n` (or `nqueens lesson any-n`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("any-n")
}
