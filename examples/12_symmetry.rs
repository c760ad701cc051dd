//! Lesson 12 — Symmetry: one board per class of the 8 rotations and reflections, weighed by its class size, with the unique count (OEIS A002562).
//!
//! Retells: Takaken's corner and side rules: the first rows keep only the representative of each class in the tree.
//!
//! Run: `cargo run --example 12_symmetry` (or `nqueens lesson symmetry`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run, `-- --answer`
//! for the answer to its closing question.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("symmetry")
}
