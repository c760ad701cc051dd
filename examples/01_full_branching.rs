//! Lesson 01 — Full branching: every row tries every column, and the n^n full placements are tested only at the leaves.
//!
//! Retells: The first C program of the sources: eight nested choices, the board checked once all eight queens are down (8^8 placements).
//!
//! Run: `cargo run --example 01_full_branching` (or `nqueens lesson full-branching`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("full-branching")
}
