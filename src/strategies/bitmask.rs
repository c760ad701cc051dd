//! Bitmask: the three flag arrays as three machine words.
//!
//! Bit `c` of `columns` is set when column `c` holds a queen; `diagonals` and
//! `anti_diagonals` hold the `/` and `\` lines that cross the current row, and
//! shift by one column per row as the lines go down the board. One mask test
//! (`!(columns | diagonals | anti_diagonals)`) finds every free square of a
//! row at once; the search then walks the free squares by their lowest set
//! bit. Same tree as branch-and-bound, far fewer instructions.

use crate::observer::{Flow, Observer, PruneReason};

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "solve";

/// Counts the solutions for an `n` x `n` board, reporting every step to `observer`.
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    assert!(n <= crate::MAX_N, "a row of squares must fit in a u64");
    let mut search = Bitmask {
        n,
        full: (1u64 << n) - 1,
        queens: vec![0; n],
        solutions: 0,
        observer,
    };
    // A break only means the observer asked to stop; the count so far stands.
    let _ = search.solve(0, 0, 0, 0);
    search.solutions
}

struct Bitmask<'o, O> {
    n: usize,
    full: u64,
    queens: Vec<usize>,
    solutions: u64,
    observer: &'o mut O,
}

impl<O: Observer> Bitmask<'_, O> {
    fn solve(&mut self, row: usize, columns: u64, diagonals: u64, anti_diagonals: u64) -> Flow {
        self.observer.call(row);
        if row == self.n {
            self.solutions += 1;
            self.observer.solution(&self.queens)?;
        } else {
            self.observer.checks(1);
            let mut free = !(columns | diagonals | anti_diagonals) & self.full;
            report_prunes(self.observer, row, self.full, columns, diagonals, anti_diagonals);
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let col = bit.trailing_zeros() as usize;
                self.observer.try_square(row, col);
                self.queens[row] = col;
                self.observer.place(row, col);
                self.solve(
                    row + 1,
                    columns | bit,
                    (diagonals | bit) >> 1,
                    ((anti_diagonals | bit) << 1) & self.full,
                )?;
                self.observer.undo(row, col);
            }
        }
        self.observer.ret(row);
        Flow::Continue(())
    }
}

/// Tells the observer which squares of `row` the mask test ruled out, among
/// the squares in `candidates`, each charged to the first line that blocks it
/// (column, then `/`, then `\`). Every mask-based strategy reports this way.
#[inline(always)]
pub(super) fn report_prunes<O: Observer>(
    observer: &mut O,
    row: usize,
    candidates: u64,
    columns: u64,
    diagonals: u64,
    anti_diagonals: u64,
) {
    let by_column = columns & candidates;
    let by_diagonal = diagonals & !columns & candidates;
    let by_anti_diagonal = anti_diagonals & !(columns | diagonals) & candidates;
    observer.prune_row(row, by_column, PruneReason::Column);
    observer.prune_row(row, by_diagonal, PruneReason::Diagonal);
    observer.prune_row(row, by_anti_diagonal, PruneReason::AntiDiagonal);
}
