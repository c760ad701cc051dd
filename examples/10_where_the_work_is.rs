//! Lesson 10 — Where the work is: nodes per depth (Knuth's profile), drawn as a bar chart.
//!
//! Retells: Knuth's profile of the 8-queens tree (TAOCP 7.2.2) and his estimator.
//!
//! Run: `cargo run --example 10_where_the_work_is` (or `nqueens lesson where-the-work-is`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("where-the-work-is")
}
