//! Lesson 14 — Halves: meet in the middle; the top half placed once, joined with itself upside down by one AND per pair.
//!
//! Retells: Kluev's quadrant idea without its further tricks: the half tree is walked once, and the work moves from nodes to the checks of the join.
//!
//! Run: `cargo run --example 14_halves` (or `nqueens lesson halves`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run, `-- --answer`
//! for the answer to its closing question.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("halves")
}
