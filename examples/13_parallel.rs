//! Lesson 13 — Parallel: the symmetry search cut below its first rows into independent subproblems, shared by work stealing; what two cores buy, measured.
//!
//! Retells: The pre-placed rows of the distributed counters: each partial placement is a job, and an idle thread steals the next one.
//!
//! Run: `cargo run --example 13_parallel` (or `nqueens lesson parallel`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run, `-- --answer`
//! for the answer to its closing question.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("parallel")
}
