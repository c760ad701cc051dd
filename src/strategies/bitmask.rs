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
    // A break only means the observer asked to stop; the count so far stands.
    search_below(n, &[], observer).0
}

/// Searches the subtree below the queens of `prefix` (rows `0..prefix.len()`,
/// already placed and reported by the caller) exactly as the whole search
/// does there. Returns the solutions found and whether the observer stopped.
pub(super) fn search_below<O: Observer>(n: usize, prefix: &[usize], observer: &mut O) -> (u64, Flow) {
    assert!(n <= crate::MAX_N, "a row of squares must fit in a u64");
    let full = (1u64 << n) - 1;
    let mut queens = [0; crate::MAX_N];
    queens[..prefix.len()].copy_from_slice(prefix);
    let (columns, diagonals, anti_diagonals) = prefix.iter().fold((0, 0, 0), |(c, d, a), &col| {
        lines_below(1u64 << col, c, d, a, full)
    });
    let mut search = Bitmask {
        n,
        full,
        queens,
        solutions: 0,
        observer,
    };
    let flow = search.solve(prefix.len(), columns, diagonals, anti_diagonals);
    (search.solutions, flow)
}

struct Bitmask<'o, O> {
    n: usize,
    full: u64,
    /// The placement, kept only when an observer reads it.
    queens: [usize; crate::MAX_N],
    solutions: u64,
    observer: &'o mut O,
}

impl<O: Observer> Bitmask<'_, O> {
    fn solve(&mut self, row: usize, columns: u64, diagonals: u64, anti_diagonals: u64) -> Flow {
        self.observer.call(row);
        if row == self.n {
            self.solutions += 1;
            self.observer.solution(&self.queens[..self.n])?;
        } else {
            self.observer.checks(1);
            let mut free = !(columns | diagonals | anti_diagonals) & self.full;
            // Squares not yet reported: the ruled-out ones left of each free
            // square are reported before it, so a stopped run counts only the
            // squares a left-to-right scan would have reached.
            let mut unreported = self.full;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let col = bit.trailing_zeros() as usize;
                report_prunes(
                    self.observer,
                    row,
                    unreported & (bit - 1),
                    columns,
                    diagonals,
                    anti_diagonals,
                );
                unreported &= !((bit << 1) - 1);
                self.observer.try_square(row, col);
                if O::READS_QUEENS {
                    self.queens[row] = col;
                }
                self.observer.place(row, col);
                let (columns, diagonals, anti_diagonals) =
                    lines_below(bit, columns, diagonals, anti_diagonals, self.full);
                self.solve(row + 1, columns, diagonals, anti_diagonals)?;
                self.observer.undo(row, col);
            }
            report_prunes(self.observer, row, unreported, columns, diagonals, anti_diagonals);
        }
        self.observer.ret(row);
        Flow::Continue(())
    }
}

/// The lines that cross the next row once a queen stands on `bit`: its
/// column is taken, and the diagonals move one column (`/` right to left,
/// `\` left to right, dropping off the board past column n-1).
#[inline(always)]
pub(super) fn lines_below(
    bit: u64,
    columns: u64,
    diagonals: u64,
    anti_diagonals: u64,
    full: u64,
) -> (u64, u64, u64) {
    (
        columns | bit,
        (diagonals | bit) >> 1,
        ((anti_diagonals | bit) << 1) & full,
    )
}

/// Tells the observer which squares of `row` the mask test ruled out, among
/// the squares in `candidates`, each charged to the first line that blocks it
/// (column, then `/`, then `\`). Every mask-based strategy reports this way:
/// one by one from left to right to an observer that reads the order (a
/// trace), grouped by reason to one that does not (a count).
#[inline(always)]
pub(super) fn report_prunes<O: Observer>(
    observer: &mut O,
    row: usize,
    candidates: u64,
    columns: u64,
    diagonals: u64,
    anti_diagonals: u64,
) {
    if O::READS_ORDER {
        let mut rest = candidates;
        while rest != 0 {
            let square = rest & rest.wrapping_neg();
            rest ^= square;
            let reason = if columns & square != 0 {
                PruneReason::Column
            } else if diagonals & square != 0 {
                PruneReason::Diagonal
            } else {
                PruneReason::AntiDiagonal
            };
            observer.prune_row(row, square, reason);
        }
        return;
    }
    let by_column = columns & candidates;
    let by_diagonal = diagonals & !columns & candidates;
    let by_anti_diagonal = anti_diagonals & !(columns | diagonals) & candidates;
    observer.prune_row(row, by_column, PruneReason::Column);
    observer.prune_row(row, by_diagonal, PruneReason::Diagonal);
    observer.prune_row(row, by_anti_diagonal, PruneReason::AntiDiagonal);
}
