//! Lesson 02 — Row-limited bounding: a used-column flag skips taken columns while placing, so the leaves are the n! permutations.
//!
//! Retells: The sources' first bound: one queen per row and per column (8! permutations), diagonals still tested at the end.
//!
//! Run: `cargo run --example 02_row_limited` (or `nqueens lesson row-limited`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("row-limited")
}
