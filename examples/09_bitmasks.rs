//! Lesson 09 — Bitmasks: the three flag arrays as three machine words; one mask test finds every free square of a row.
//!
//! Retells: The bit-manipulation solutions of the sources.
//!
//! Run: `cargo run --example 09_bitmasks` (or `nqueens lesson bitmasks`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("bitmasks")
}
