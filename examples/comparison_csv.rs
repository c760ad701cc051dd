//! Build a comparison and render it as CSV.
//!
//! `run::search` runs one `RunSpec` (a strategy, a board size, all
//! solutions or the first) and returns its counters and time; a
//! `report::Comparison` sets several runs side by side and derives the
//! "times fewer nodes than full branching" of each; `render::comparison` lays it out as
//! a table, Markdown, CSV, JSON or an SVG chart, as `nqueens compare` does.
//! `RunSpec::new` checks the board size and the budget first.
//!
//! Run: `cargo run --release --example comparison_csv`.

use nqueens::budget::DEFAULT_MAX_NODES;
use nqueens::observer::Quiet;
use nqueens::report::{Comparison, Entry, Format};
use nqueens::run::{self, RunSpec};
use nqueens::threads::Control;
use nqueens::Strategy;

fn main() {
    let n = 8;
    let strategies = [
        Strategy::BranchAndBound,
        Strategy::Pairwise,
        Strategy::Bitmask,
        Strategy::Symmetry,
    ];
    let entries = strategies
        .into_iter()
        .map(|strategy| {
            let spec =
                RunSpec::new(strategy, n, false, DEFAULT_MAX_NODES).expect("n = 8 is within the budget");
            Entry::Ran(run::search(spec, Control::default(), &mut Quiet).expect("a board the strategy takes"))
        })
        .collect();
    print!(
        "{}",
        nqueens::render::comparison(
            &Comparison::new(n, false, entries),
            Format::Csv,
            nqueens::lang::Lang::En
        )
    );
}
