//! Record the steps of a search and print them as JSON.
//!
//! `trace::Recording` runs a search with one more observer that turns each
//! event into a `Step` (its number, kind, row, column, depth, prune reason,
//! the solutions so far) and keeps them, with the placement after each and
//! the counters of the whole run. The text trace, `nqueens watch` and the
//! replay page all read a recording; `trace::write_json` writes it as
//! `nqueens trace --format json` does.
//!
//! Run: `cargo run --release --example record_steps` (the JSON on stdout,
//! a summary on stderr).

use nqueens::budget::DEFAULT_MAX_NODES;
use nqueens::lang::Lang;
use nqueens::run::RunSpec;
use nqueens::trace::{write_json, Recording, StepKind};
use nqueens::Strategy;

fn main() -> std::io::Result<()> {
    let spec = RunSpec::new(Strategy::BranchAndBound, 4, false, DEFAULT_MAX_NODES).expect("n = 4 runs");
    let recording = Recording::record(spec, 1_000).expect("n = 4 is a board every search takes");
    let solutions: Vec<String> = recording
        .steps
        .iter()
        .filter(|step| step.kind == StepKind::Solution)
        .map(|step| step.number.to_string())
        .collect();
    eprintln!(
        "{} steps; solutions at steps {}",
        recording.total,
        solutions.join(" and ")
    );
    write_json(&recording, Lang::En, &mut std::io::stdout().lock())
}
