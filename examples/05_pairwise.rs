//! Lesson 05 — The pairwise scan: no flags, each square compared with every queen above it; same tree, dearer checks.
//!
//! Retells: The IsSafe / promising function of the Baekjoon solutions, which compares |dr| with |dc|.
//!
//! Run: `cargo run --example 05_pairwise` (or `nqueens lesson pairwise`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("pairwise")
}
