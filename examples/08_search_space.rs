//! Lesson 08 — The search space: ordered and unordered placements, n^n and n!, against the nodes really visited.
//!
//! Retells: The sources' arithmetic: 64·63·…·57 ordered placements, C(64, 8), 8^8 and 8!.
//!
//! Run: `cargo run --example 08_search_space` (or `nqueens lesson search-space`); add
//! `-- --lang ko` for Korean, `-- --quiz` to predict before the run.

fn main() -> std::process::ExitCode {
    nqueens::cli::lesson_example("search-space")
}
