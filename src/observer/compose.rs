//! How observers compose: an absent one (`Option`), a borrowed one
//! (`&mut`), and a pair `(A, B)` that forwards every event to both. This is
//! how stopping at the first solution, the solution printer of `solve`, the
//! tracer and the counters share one run without the search knowing.
//! Every method forwards with `#[inline(always)]`, so composing costs nothing.

use super::{Clash, Flow, Observer, PruneReason};

/// An observer that may be absent: `None` observes nothing.
impl<O: Observer> Observer for Option<O> {
    const READS_QUEENS: bool = O::READS_QUEENS;
    const READS_ORDER: bool = O::READS_ORDER;

    #[inline(always)]
    fn call(&mut self, depth: usize) {
        if let Some(inner) = self {
            inner.call(depth)
        }
    }
    #[inline(always)]
    fn try_square(&mut self, row: usize, col: usize) {
        if let Some(inner) = self {
            inner.try_square(row, col)
        }
    }
    #[inline(always)]
    fn prune(&mut self, row: usize, col: usize, reason: PruneReason) {
        if let Some(inner) = self {
            inner.prune(row, col, reason)
        }
    }
    #[inline(always)]
    fn prune_row(&mut self, row: usize, cols: u64, reason: PruneReason) {
        if let Some(inner) = self {
            inner.prune_row(row, cols, reason)
        }
    }
    #[inline(always)]
    fn checks(&mut self, count: u64) {
        if let Some(inner) = self {
            inner.checks(count)
        }
    }
    #[inline(always)]
    fn place(&mut self, row: usize, col: usize) {
        if let Some(inner) = self {
            inner.place(row, col)
        }
    }
    #[inline(always)]
    fn leaf_test(&mut self, queens: &[usize], clash: Option<Clash>) {
        if let Some(inner) = self {
            inner.leaf_test(queens, clash)
        }
    }
    #[inline(always)]
    fn solution(&mut self, queens: &[usize]) -> Flow {
        match self {
            Some(inner) => inner.solution(queens),
            None => Flow::Continue(()),
        }
    }
    #[inline(always)]
    fn undo(&mut self, row: usize, col: usize) {
        if let Some(inner) = self {
            inner.undo(row, col)
        }
    }
    #[inline(always)]
    fn go_on(&mut self) -> Flow {
        match self {
            Some(inner) => inner.go_on(),
            None => Flow::Continue(()),
        }
    }
    #[inline(always)]
    fn ret(&mut self, depth: usize) {
        if let Some(inner) = self {
            inner.ret(depth)
        }
    }
    #[inline(always)]
    fn start_conflicts(&mut self, pairs: u64) {
        if let Some(inner) = self {
            inner.start_conflicts(pairs)
        }
    }
    #[inline(always)]
    fn repair(&mut self, row: usize, from: usize, to: usize) {
        if let Some(inner) = self {
            inner.repair(row, from, to)
        }
    }
    #[inline(always)]
    fn restart(&mut self) {
        if let Some(inner) = self {
            inner.restart()
        }
    }
}

impl<O: Observer + ?Sized> Observer for &mut O {
    const READS_QUEENS: bool = O::READS_QUEENS;
    const READS_ORDER: bool = O::READS_ORDER;

    #[inline(always)]
    fn call(&mut self, depth: usize) {
        (**self).call(depth)
    }
    #[inline(always)]
    fn try_square(&mut self, row: usize, col: usize) {
        (**self).try_square(row, col)
    }
    #[inline(always)]
    fn prune(&mut self, row: usize, col: usize, reason: PruneReason) {
        (**self).prune(row, col, reason)
    }
    #[inline(always)]
    fn prune_row(&mut self, row: usize, cols: u64, reason: PruneReason) {
        (**self).prune_row(row, cols, reason)
    }
    #[inline(always)]
    fn checks(&mut self, count: u64) {
        (**self).checks(count)
    }
    #[inline(always)]
    fn place(&mut self, row: usize, col: usize) {
        (**self).place(row, col)
    }
    #[inline(always)]
    fn leaf_test(&mut self, queens: &[usize], clash: Option<Clash>) {
        (**self).leaf_test(queens, clash)
    }
    #[inline(always)]
    fn solution(&mut self, queens: &[usize]) -> Flow {
        (**self).solution(queens)
    }
    #[inline(always)]
    fn undo(&mut self, row: usize, col: usize) {
        (**self).undo(row, col)
    }
    #[inline(always)]
    fn go_on(&mut self) -> Flow {
        (**self).go_on()
    }
    #[inline(always)]
    fn ret(&mut self, depth: usize) {
        (**self).ret(depth)
    }
    #[inline(always)]
    fn start_conflicts(&mut self, pairs: u64) {
        (**self).start_conflicts(pairs)
    }
    #[inline(always)]
    fn repair(&mut self, row: usize, from: usize, to: usize) {
        (**self).repair(row, from, to)
    }
    #[inline(always)]
    fn restart(&mut self) {
        (**self).restart()
    }
}

/// Both observers see every event, `A` first. The search stops when either asks.
impl<A: Observer, B: Observer> Observer for (A, B) {
    const READS_QUEENS: bool = A::READS_QUEENS || B::READS_QUEENS;
    const READS_ORDER: bool = A::READS_ORDER || B::READS_ORDER;

    #[inline(always)]
    fn call(&mut self, depth: usize) {
        self.0.call(depth);
        self.1.call(depth);
    }
    #[inline(always)]
    fn try_square(&mut self, row: usize, col: usize) {
        self.0.try_square(row, col);
        self.1.try_square(row, col);
    }
    #[inline(always)]
    fn prune(&mut self, row: usize, col: usize, reason: PruneReason) {
        self.0.prune(row, col, reason);
        self.1.prune(row, col, reason);
    }
    #[inline(always)]
    fn prune_row(&mut self, row: usize, cols: u64, reason: PruneReason) {
        self.0.prune_row(row, cols, reason);
        self.1.prune_row(row, cols, reason);
    }
    #[inline(always)]
    fn checks(&mut self, count: u64) {
        self.0.checks(count);
        self.1.checks(count);
    }
    #[inline(always)]
    fn place(&mut self, row: usize, col: usize) {
        self.0.place(row, col);
        self.1.place(row, col);
    }
    #[inline(always)]
    fn leaf_test(&mut self, queens: &[usize], clash: Option<Clash>) {
        self.0.leaf_test(queens, clash);
        self.1.leaf_test(queens, clash);
    }
    #[inline(always)]
    fn solution(&mut self, queens: &[usize]) -> Flow {
        let first = self.0.solution(queens);
        let second = self.1.solution(queens);
        if first.is_break() || second.is_break() {
            Flow::Break(())
        } else {
            Flow::Continue(())
        }
    }
    #[inline(always)]
    fn undo(&mut self, row: usize, col: usize) {
        self.0.undo(row, col);
        self.1.undo(row, col);
    }
    #[inline(always)]
    fn go_on(&mut self) -> Flow {
        let first = self.0.go_on();
        let second = self.1.go_on();
        if first.is_break() || second.is_break() {
            Flow::Break(())
        } else {
            Flow::Continue(())
        }
    }
    #[inline(always)]
    fn ret(&mut self, depth: usize) {
        self.0.ret(depth);
        self.1.ret(depth);
    }
    #[inline(always)]
    fn start_conflicts(&mut self, pairs: u64) {
        self.0.start_conflicts(pairs);
        self.1.start_conflicts(pairs);
    }
    #[inline(always)]
    fn repair(&mut self, row: usize, from: usize, to: usize) {
        self.0.repair(row, from, to);
        self.1.repair(row, from, to);
    }
    #[inline(always)]
    fn restart(&mut self) {
        self.0.restart();
        self.1.restart();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::observer::{FirstSolution, Quiet};

    #[test]
    fn a_pair_stops_when_either_side_asks() {
        let mut pair = (Quiet, FirstSolution::default());
        assert!(pair.solution(&[1, 3, 0, 2]).is_break());
        assert_eq!(pair.1.queens, Some(vec![1, 3, 0, 2]));
        let mut absent = (Quiet, None::<FirstSolution>);
        assert!(absent.solution(&[1, 3, 0, 2]).is_continue());
    }
}
