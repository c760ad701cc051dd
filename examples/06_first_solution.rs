//! Lesson 06 — The first solution: the search stops as soon as one placement is found.
//!
//! Retells: The depth-first search with a flag that returns at the first solution.
//!
//! Run: `cargo run --example 06_first_solution` (or `nqueens lesson first-solution`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("first-solution")
}
