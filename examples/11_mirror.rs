//! Lesson 11 — Mirror: the bitmask search on the left half of the first row, each solution counted with its mirror image.
//!
//! Retells: The half-board trick of the fast counters: a solution's mirror image starts in the mirrored column, so the right half of the first row is never searched.
//!
//! Run: `cargo run --example 11_mirror` (or `nqueens lesson mirror`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run, `-- --answer`
//! for the answer to its closing question.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("mirror")
}
