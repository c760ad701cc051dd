//! The row masks every mask-based counter shares (`bitmask`, `mirror`,
//! `symmetry`, `halves`): the lines a queen leaves on the next row, and how
//! the squares one mask test rules out are told to the observer.
//!
//! Bit `c` of a mask is column `c`. `columns` holds the columns taken,
//! `diagonals` the `/` lines and `anti_diagonals` the `\` lines crossing the
//! current row.

use crate::observer::{Observer, PruneReason};

// A row of the largest board is one mask.
const _: () = assert!(crate::MAX_N <= u64::BITS as usize);

/// The mask of the first `n` columns.
#[inline(always)]
pub fn full_row(n: usize) -> u64 {
    (1u64 << n) - 1
}

/// The lines that cross the next row once a queen stands on `bit`: its
/// column is taken, and the diagonals move one column (`/` right to left,
/// `\` left to right, dropping off the board past column n-1).
#[inline(always)]
pub fn lines_below(
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
/// (column, then `/`, then `\`), as branch-and-bound's flag tests charge them:
/// one by one from left to right to an observer that reads the order (a
/// trace), grouped by reason to one that does not (a count).
#[inline(always)]
pub fn report_prunes<O: Observer>(
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
