//! Bitmask: the three flag arrays as three machine words.
//!
//! Bit `c` of `columns` is set when column `c` holds a queen; `diagonals` and
//! `anti_diagonals` hold the `/` and `\` lines that cross the current row, and
//! shift by one column per row as the lines go down the board. One mask test
//! (`!(columns | diagonals | anti_diagonals)`) finds every free square of a
//! row at once; the search then walks the free squares by their lowest set
//! bit. Same tree as branch-and-bound, far fewer instructions. (`mirror`,
//! `symmetry` and `halves` run this loop with speed tricks of their own.)

use std::ops::Range;

use super::masks::{full_row, report_prunes};
use crate::observer::{Flow, Observer};

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "solve";

/// Counts the solutions for an `n` x `n` board, reporting every step to `observer`.
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    let mut search = Bitmask {
        n,
        full: full_row(n),
        queens: vec![0; n],
        solutions: 0,
        observer,
    };
    // A break only means the observer asked to stop; the count so far stands.
    // step: call 0
    let _ = search.solve(0, 0, 0, 0);
    search.solutions
}

struct Bitmask<'o, O> {
    n: usize,
    /// The mask of the `n` columns of a row.
    full: u64,
    queens: Vec<usize>,
    solutions: u64,
    observer: &'o mut O,
}

impl<O: Observer> Bitmask<'_, O> {
    fn solve(&mut self, row: usize, columns: u64, diagonals: u64, anti_diagonals: u64) -> Flow {
        self.observer.call(row);
        if row == self.n {
            // step: solution
            self.solutions += 1;
            self.observer.solution(&self.queens)?;
        } else {
            self.observer.checks(1);
            // step: prune
            let mut free = !(columns | diagonals | anti_diagonals) & self.full;
            // The first column a left-to-right scan has not passed yet.
            let mut scanned = 0;
            // step: try
            while free != 0 {
                let col = free.trailing_zeros() as usize;
                free &= free - 1;
                self.blocked(row, scanned..col, columns, diagonals, anti_diagonals);
                scanned = col + 1;
                self.observer.try_square(row, col);
                // step: place
                self.queens[row] = col;
                self.observer.place(row, col);
                let bit = 1u64 << col;
                // step: call
                self.solve(
                    row + 1,
                    columns | bit,
                    (diagonals | bit) >> 1,
                    ((anti_diagonals | bit) << 1) & self.full,
                )?;
                // step: undo
                self.observer.undo(row, col);
            }
            self.blocked(row, scanned..self.n, columns, diagonals, anti_diagonals);
        }
        // step: return
        self.observer.ret(row);
        Flow::Continue(())
    }

    /// Tells the observer that the mask test ruled out the squares of `row`
    /// in `cols` (none of them free), as a scan from left to right meets
    /// them: a run stopped at a solution reports only the squares before it.
    fn blocked(&mut self, row: usize, cols: Range<usize>, columns: u64, diagonals: u64, anti_diagonals: u64) {
        let squares = full_row(cols.end) & !full_row(cols.start);
        report_prunes(self.observer, row, squares, columns, diagonals, anti_diagonals);
    }
}
