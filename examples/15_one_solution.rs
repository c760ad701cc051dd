//! Lesson 15 — One solution for any n: explicit construction and min-conflicts repair.
//!
//! Retells: Hoffman, Loessi and Moore (1969) and Bernhardsson (1991) for the construction;
//! Minton, Johnston, Philips and Laird (1990) and Sosič and Gu (1991) for min-conflicts.
//!
//! Run: `cargo run --example 15_one_solution` (or `nqueens lesson one-solution`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("one-solution")
}
