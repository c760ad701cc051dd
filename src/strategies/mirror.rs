//! Mirror: the bitmask search, with the first row cut in half.
//!
//! Reflecting a solution left to right gives a solution, and it has its first
//! queen in the mirrored column. So the search only tries the left half of the
//! first row and counts each solution found there twice: once as found, once
//! as its mirror image. When `n` is odd, the middle column is its own mirror:
//! solutions that start there are found as themselves (their mirror images
//! start there too) and count once. Below the first row this is the bitmask
//! search, in a loop of its own built for speed: the placement is written
//! only when an observer reads it (`Observer::READS_QUEENS`), and the
//! squares the mask test rules out are told to the observer by row. Half
//! the tree, half the time.
//!
//! What the counters mean here: nodes, profile and prunes are those of this
//! half tree (the right half of the first row is never tried, so those squares
//! are neither nodes nor prunes); leaves are the solutions actually reached;
//! `solutions` counts every solution, because each one found in a doubled half
//! is reported to the observer as itself and as its mirror image.

use super::masks::{full_row, lines_below, report_prunes};
use crate::observer::{Clash, Flow, Observer, PruneReason};
use crate::MAX_N;

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "solve";

/// Counts the solutions for an `n` x `n` board, reporting every step to `observer`.
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    // step: call 0
    observer.call(0);
    observer.checks(1);
    let mut solutions = 0;
    // step: try 0
    for col in 0..n.div_ceil(2) {
        observer.try_square(0, col);
        // step: place 0
        observer.place(0, col);
        let doubled = 2 * col + 1 < n;
        let mut mirrored = MirrorImages {
            inner: &mut *observer,
            doubled,
        };
        let (found, flow) = search_below(n, col, &mut mirrored);
        solutions += found << u32::from(doubled);
        if flow.is_break() {
            // The observer asked to stop; the count so far stands.
            return solutions;
        }
        // step: undo 0
        observer.undo(0, col);
    }
    // step: return 0
    observer.ret(0);
    solutions
}

/// Searches the subtree below a first queen in column `first` (placed and
/// reported by the caller). Returns the solutions found and whether the
/// observer stopped.
fn search_below<O: Observer>(n: usize, first: usize, observer: &mut O) -> (u64, Flow) {
    let full = full_row(n);
    let mut queens = [0; MAX_N];
    queens[0] = first;
    let (columns, diagonals, anti_diagonals) = lines_below(1u64 << first, 0, 0, 0, full);
    let mut search = Mirror {
        n,
        full,
        queens,
        solutions: 0,
        observer,
    };
    // step: call 1
    let flow = search.solve(1, columns, diagonals, anti_diagonals);
    (search.solutions, flow)
}

struct Mirror<'o, O> {
    n: usize,
    full: u64,
    /// The placement, kept only when an observer reads it.
    queens: [usize; MAX_N],
    solutions: u64,
    observer: &'o mut O,
}

impl<O: Observer> Mirror<'_, O> {
    fn solve(&mut self, row: usize, columns: u64, diagonals: u64, anti_diagonals: u64) -> Flow {
        self.observer.call(row);
        if row == self.n {
            // step: solution
            self.solutions += 1;
            self.observer.solution(&self.queens[..self.n])?;
        } else {
            self.observer.checks(1);
            // step: prune
            let mut free = !(columns | diagonals | anti_diagonals) & self.full;
            // Squares not yet reported: the ruled-out ones left of each free
            // square are reported before it, so a stopped run counts only the
            // squares a left-to-right scan would have reached.
            let mut unreported = self.full;
            // step: try
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let col = bit.trailing_zeros() as usize;
                let passed = unreported & (bit - 1);
                report_prunes(self.observer, row, passed, columns, diagonals, anti_diagonals);
                unreported &= !((bit << 1) - 1);
                self.observer.try_square(row, col);
                if O::READS_QUEENS {
                    // step: place
                    self.queens[row] = col;
                }
                self.observer.place(row, col);
                let (columns, diagonals, anti_diagonals) =
                    lines_below(bit, columns, diagonals, anti_diagonals, self.full);
                // step: call
                self.solve(row + 1, columns, diagonals, anti_diagonals)?;
                // step: undo
                self.observer.undo(row, col);
            }
            report_prunes(self.observer, row, unreported, columns, diagonals, anti_diagonals);
        }
        // step: return
        self.observer.ret(row);
        Flow::Continue(())
    }
}

/// Passes every event on, and each solution's mirror image after it when
/// the first queen stands left of the middle.
struct MirrorImages<'o, O> {
    inner: &'o mut O,
    doubled: bool,
}

impl<O: Observer> Observer for MirrorImages<'_, O> {
    const READS_QUEENS: bool = O::READS_QUEENS;
    const READS_ORDER: bool = O::READS_ORDER;

    #[inline(always)]
    fn solution(&mut self, queens: &[usize]) -> Flow {
        self.inner.solution(queens)?;
        if self.doubled {
            let n = queens.len();
            let mut image = [0; MAX_N];
            for (mirrored, &col) in image.iter_mut().zip(queens) {
                *mirrored = n - 1 - col;
            }
            self.inner.solution(&image[..n])?;
        }
        Flow::Continue(())
    }
    #[inline(always)]
    fn call(&mut self, depth: usize) {
        self.inner.call(depth)
    }
    #[inline(always)]
    fn try_square(&mut self, row: usize, col: usize) {
        self.inner.try_square(row, col)
    }
    #[inline(always)]
    fn prune(&mut self, row: usize, col: usize, reason: PruneReason) {
        self.inner.prune(row, col, reason)
    }
    #[inline(always)]
    fn prune_row(&mut self, row: usize, cols: u64, reason: PruneReason) {
        self.inner.prune_row(row, cols, reason)
    }
    #[inline(always)]
    fn checks(&mut self, count: u64) {
        self.inner.checks(count)
    }
    #[inline(always)]
    fn place(&mut self, row: usize, col: usize) {
        self.inner.place(row, col)
    }
    #[inline(always)]
    fn leaf_test(&mut self, queens: &[usize], clash: Option<Clash>) {
        self.inner.leaf_test(queens, clash)
    }
    #[inline(always)]
    fn undo(&mut self, row: usize, col: usize) {
        self.inner.undo(row, col)
    }
    #[inline(always)]
    fn ret(&mut self, depth: usize) {
        self.inner.ret(depth)
    }
}
