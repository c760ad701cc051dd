//! Mirror: the bitmask search, with the first row cut in half.
//!
//! Reflecting a solution left to right gives a solution, and it has its first
//! queen in the mirrored column. So the search only tries the left half of the
//! first row and counts each solution found there twice: once as found, once
//! as its mirror image. When `n` is odd, the middle column is its own mirror:
//! solutions that start there are found as themselves (their mirror images
//! start there too) and count once. Below the first row this is the bitmask
//! search, unchanged: half the tree, half the time.
//!
//! What the counters mean here: nodes, profile and prunes are those of this
//! half tree (the right half of the first row is never tried, so those squares
//! are neither nodes nor prunes); leaves are the solutions actually reached;
//! `solutions` counts every solution, because each one found in a doubled half
//! is reported to the observer as itself and as its mirror image.

use super::bitmask::report_prunes;
use crate::observer::{Flow, Observer};
use crate::MAX_N;

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "solve";

/// Counts the solutions for an `n` x `n` board, reporting every step to `observer`.
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    assert!(n <= MAX_N, "a row of squares must fit in a u64");
    let full = (1u64 << n) - 1;
    let mut search = Mirror {
        n,
        full,
        first_row: (1u64 << n.div_ceil(2)) - 1,
        queens: [0; MAX_N],
        solutions: 0,
        observer,
    };
    // A break only means the observer asked to stop; the count so far stands.
    let _ = search.solve(0, 0, 0, 0);
    search.solutions
}

struct Mirror<'o, O> {
    n: usize,
    full: u64,
    /// The columns the first queen may take: the left half, and the middle one of an odd `n`.
    first_row: u64,
    queens: [usize; MAX_N],
    solutions: u64,
    observer: &'o mut O,
}

impl<O: Observer> Mirror<'_, O> {
    fn solve(&mut self, row: usize, columns: u64, diagonals: u64, anti_diagonals: u64) -> Flow {
        self.observer.call(row);
        if row == self.n {
            self.found()?;
        } else {
            self.observer.checks(1);
            let mut free = !(columns | diagonals | anti_diagonals) & self.full;
            if row == 0 {
                free &= self.first_row;
            }
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

    /// A full placement: reports it, and its mirror image unless its first
    /// queen stands in the middle column (then the image is found on its own).
    fn found(&mut self) -> Flow {
        let n = self.n;
        let queens = &self.queens[..n];
        let doubled = 2 * queens[0] + 1 < n;
        self.solutions += 1 + u64::from(doubled);
        self.observer.solution(queens)?;
        if doubled {
            let mut image = [0; MAX_N];
            for (mirrored, &col) in image.iter_mut().zip(queens) {
                *mirrored = n - 1 - col;
            }
            self.observer.solution(&image[..n])?;
        }
        Flow::Continue(())
    }
}
