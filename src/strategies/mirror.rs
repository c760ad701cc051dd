//! Mirror: the bitmask search, with the first row cut in half.
//!
//! Reflecting a solution left to right gives a solution, and it has its first
//! queen in the mirrored column. So the search only tries the left half of the
//! first row and counts each solution found there twice: once as found, once
//! as its mirror image. When `n` is odd, the middle column is its own mirror:
//! solutions that start there are found as themselves (their mirror images
//! start there too) and count once. Below the first row this is the bitmask
//! search, unchanged (this file calls it): half the tree, half the time.
//!
//! What the counters mean here: nodes, profile and prunes are those of this
//! half tree (the right half of the first row is never tried, so those squares
//! are neither nodes nor prunes); leaves are the solutions actually reached;
//! `solutions` counts every solution, because each one found in a doubled half
//! is reported to the observer as itself and as its mirror image.

use super::bitmask;
use crate::observer::{Clash, Flow, Observer, PruneReason};
use crate::MAX_N;

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = bitmask::FUNCTION;

/// Counts the solutions for an `n` x `n` board, reporting every step to `observer`.
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    observer.call(0);
    observer.checks(1);
    let mut solutions = 0;
    for col in 0..n.div_ceil(2) {
        observer.try_square(0, col);
        observer.place(0, col);
        let doubled = 2 * col + 1 < n;
        let mut mirrored = MirrorImages {
            inner: &mut *observer,
            doubled,
        };
        let (found, flow) = bitmask::search_below(n, &[col], &mut mirrored);
        solutions += found << u32::from(doubled);
        if flow.is_break() {
            // The observer asked to stop; the count so far stands.
            return solutions;
        }
        observer.undo(0, col);
    }
    observer.ret(0);
    solutions
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
