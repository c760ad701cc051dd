//! Lesson 07 — Count only: read N, print the number of solutions, nothing else.
//!
//! Retells: Baekjoon 9663 (N-Queen), with its sample input and output.
//!
//! Run: `cargo run --example 07_count_only` (or `nqueens lesson count-only`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("count-only")
}
