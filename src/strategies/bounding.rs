//! Row-limited bounding: a used-column flag cuts branches.
//!
//! The same search as full branching, plus one flag per column. A column
//! already taken by a queen above is skipped (pruned) instead of explored, so
//! depth `k` has `n!/(n-k)!` nodes and the leaves are the `n!` permutations
//! (40,320 for n = 8). The diagonals are still tested only at the leaves.

use super::branching::test_leaf;
use crate::observer::{Flow, Observer, PruneReason};

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "solve";

/// Counts the solutions for an `n` x `n` board, reporting every step to `observer`.
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    let mut search = Bounding {
        n,
        queens: vec![0; n],
        column_used: vec![false; n],
        solutions: 0,
        observer,
    };
    // A break only means the observer asked to stop; the count so far stands.
    // step: call 0
    let _ = search.solve(0);
    search.solutions
}

struct Bounding<'o, O> {
    n: usize,
    queens: Vec<usize>,
    column_used: Vec<bool>,
    solutions: u64,
    observer: &'o mut O,
}

impl<O: Observer> Bounding<'_, O> {
    fn solve(&mut self, row: usize) -> Flow {
        self.observer.call(row);
        if row == self.n {
            // step: leaf-test, solution
            test_leaf(&self.queens, self.observer, &mut self.solutions)?;
        } else {
            // step: try
            for col in 0..self.n {
                self.observer.try_square(row, col);
                self.observer.checks(1);
                // step: prune
                if self.column_used[col] {
                    self.observer.prune(row, col, PruneReason::Column);
                    continue;
                }
                self.column_used[col] = true;
                // step: place
                self.queens[row] = col;
                self.observer.place(row, col);
                // step: call
                self.solve(row + 1)?;
                // step: undo
                self.column_used[col] = false;
                self.observer.undo(row, col);
            }
        }
        // step: return
        self.observer.ret(row);
        Flow::Continue(())
    }
}
