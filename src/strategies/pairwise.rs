//! Pairwise scan: no flags, a square is safe when no earlier queen attacks it.
//!
//! The `IsSafe` / `is_queen` check of the sources: for each queen already on
//! the board, compare columns and test `|dr| == |dc|`. It visits the same tree
//! as branch-and-bound (same nodes, profile and prunes) but a square costs up
//! to one comparison per earlier queen instead of three flag lookups.

use crate::observer::{Flow, Observer, PruneReason};

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "solve";

/// Counts the solutions for an `n` x `n` board, reporting every step to `observer`.
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    let mut search = Pairwise {
        n,
        queens: vec![0; n],
        solutions: 0,
        observer,
    };
    // A break only means the observer asked to stop; the count so far stands.
    // step: call 0
    let _ = search.solve(0);
    search.solutions
}

struct Pairwise<'o, O> {
    n: usize,
    queens: Vec<usize>,
    solutions: u64,
    observer: &'o mut O,
}

impl<O: Observer> Pairwise<'_, O> {
    fn solve(&mut self, row: usize) -> Flow {
        self.observer.call(row);
        if row == self.n {
            // step: solution
            self.solutions += 1;
            self.observer.solution(&self.queens)?;
        } else {
            // step: try
            for col in 0..self.n {
                self.observer.try_square(row, col);
                if !self.is_safe(row, col) {
                    let reason = self.charged_reason(row, col);
                    self.observer.prune(row, col, reason);
                    continue;
                }
                // step: place
                self.queens[row] = col;
                self.observer.place(row, col);
                // step: call
                self.solve(row + 1)?;
                // step: undo
                self.observer.undo(row, col);
            }
        }
        // step: return
        self.observer.ret(row);
        Flow::Continue(())
    }

    /// Compares `(row, col)` with each earlier queen, top down, and stops at
    /// the first that shares its column or a diagonal (`|dr| == |dc|`).
    fn is_safe(&mut self, row: usize, col: usize) -> bool {
        for (earlier_row, &earlier_col) in self.queens[..row].iter().enumerate() {
            self.observer.checks(1);
            // step: prune
            if earlier_col == col || row - earlier_row == earlier_col.abs_diff(col) {
                return false;
            }
        }
        true
    }

    /// The reason a pruned square is charged to: column before `/` before
    /// `\`, over every earlier queen, as the flag strategies would charge it.
    /// Bookkeeping for the counters, not part of the search, so not a check.
    /// An unsafe square always clashes with some earlier queen; the fallback
    /// only keeps this free of a panic path, so that it compiles away when
    /// nothing observes the reason.
    fn charged_reason(&self, row: usize, col: usize) -> PruneReason {
        PruneReason::charged(&self.queens, row, col).unwrap_or(PruneReason::Column)
    }
}
