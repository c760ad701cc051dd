//! Full branching: generate every placement, then test it.
//!
//! Each row tries every column with no bound at all, so the tree has `n^k`
//! nodes at depth `k` and `n^n` leaves (8^8 = 16,777,216 for n = 8). Only a
//! full placement is tested, pair by pair, the way the first C source checks
//! its array once all eight queens are down. Nothing is pruned.

use crate::observer::{Clash, Flow, Observer, PruneReason};

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "solve";

/// Counts the solutions for an `n` x `n` board, reporting every step to `observer`.
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    let mut search = Branching {
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

struct Branching<'o, O> {
    n: usize,
    queens: Vec<usize>,
    solutions: u64,
    observer: &'o mut O,
}

impl<O: Observer> Branching<'_, O> {
    fn solve(&mut self, row: usize) -> Flow {
        self.observer.call(row);
        if row == self.n {
            // step: leaf-test, solution
            test_leaf(&self.queens, self.observer, &mut self.solutions)?;
        } else {
            // step: try
            for col in 0..self.n {
                self.observer.try_square(row, col);
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
}

/// The generate-and-test leaf: tests the full placement `queens` and, when it
/// is valid, counts it and reports it as a solution.
pub(crate) fn test_leaf<O: Observer>(queens: &[usize], observer: &mut O, solutions: &mut u64) -> Flow {
    let clash = first_clash(queens, observer);
    observer.leaf_test(queens, clash);
    if clash.is_none() {
        *solutions += 1;
        observer.solution(queens)?;
    }
    Flow::Continue(())
}

/// The leaf check: compares every queen with each queen
/// above it (one check per pair) and returns the first attacking pair.
fn first_clash<O: Observer>(queens: &[usize], observer: &mut O) -> Option<Clash> {
    for (row, &col) in queens.iter().enumerate() {
        for (earlier_row, &earlier_col) in queens[..row].iter().enumerate() {
            observer.checks(1);
            if let Some(reason) = PruneReason::between(earlier_row, earlier_col, row, col) {
                return Some(Clash {
                    earlier_row,
                    row,
                    reason,
                });
            }
        }
    }
    None
}
