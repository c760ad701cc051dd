//! Write your own observer: the prunes of each row.
//!
//! A search reports every step to an `Observer` (a call, a tried square, a
//! prune and its reason, a placement, a solution, an undo, a return), and
//! every method has an empty default, so an observer writes only the ones it
//! looks at. This one counts the squares each row rejects, by reason. Any
//! strategy takes it: `run::search`, the one entry every command runs a
//! search through, runs it beside the counters and hands back the run's
//! counters and time; what no observer looks at compiles away.
//!
//! Run: `cargo run --release --example prunes_per_row` (n = 8), or
//! `cargo run --release --example prunes_per_row -- 10`.

use nqueens::format::thousands;
use nqueens::run::{self, RunSpec};
use nqueens::threads::Control;
use nqueens::{Observer, PruneReason, Strategy};

/// Squares rejected in each row, by reason (`PruneReason::index`).
struct PrunesPerRow {
    rows: Vec<[u64; 3]>,
}

impl Observer for PrunesPerRow {
    fn prune(&mut self, row: usize, _col: usize, reason: PruneReason) {
        self.rows[row][reason.index()] += 1;
    }
}

fn main() {
    let n = std::env::args()
        .nth(1)
        .map_or(8, |n| n.parse().expect("n is a whole number"));
    let mut per_row = PrunesPerRow {
        rows: vec![[0; 3]; n],
    };
    let spec = RunSpec::of(Strategy::BranchAndBound, n, false);
    let run = run::search(spec, Control::default(), &mut per_row).expect("n is 1 to 32");
    println!("row  column  diagonal  anti-diagonal");
    for (row, [column, diagonal, anti_diagonal]) in per_row.rows.iter().enumerate() {
        println!("{row:>3}  {column:>6}  {diagonal:>8}  {anti_diagonal:>13}");
    }
    let total: u64 = per_row.rows.iter().flatten().sum();
    println!(
        "{} prunes in all, {} solutions (branch-and-bound, n = {n})",
        thousands(total),
        thousands(run.counters.solutions)
    );
}
