//! The observer a search reports to, and the small vocabulary it reports in.
//!
//! Every strategy is generic over [`Observer`]: it calls the observer at each
//! step (a call, a tried square, a prune with its reason, a placement, a
//! solution, an undo, a return) and the observer decides what to do with it.
//! All methods have empty default bodies, so [`Quiet`] compiles away and a run
//! that counts nothing pays nothing. Counters, the call-order tracer, the
//! `tracing` logger and any later step recorder are all observers; a pair
//! `(A, B)` forwards every event to both, so they compose without the search
//! knowing.

mod compose;

use std::ops::ControlFlow;

/// Why a tried square was rejected before recursing.
///
/// A square that fails several tests is charged to the first in this order
/// (column, then `/` diagonal, then `\` anti-diagonal), whatever order a
/// strategy happens to test in, so every strategy of one tree agrees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PruneReason {
    /// An earlier queen stands in the same column.
    Column,
    /// An earlier queen stands on the same `/` diagonal (equal `row + col`).
    Diagonal,
    /// An earlier queen stands on the same `\` diagonal (equal `row - col`).
    AntiDiagonal,
}

impl PruneReason {
    /// Every reason, in the order squares are charged.
    pub const ALL: [PruneReason; 3] = [Self::Column, Self::Diagonal, Self::AntiDiagonal];

    /// Index into per-reason arrays, in the order of [`PruneReason::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The name used in tables, logs and JSON.
    pub fn name(self) -> &'static str {
        match self {
            Self::Column => "column",
            Self::Diagonal => "diagonal",
            Self::AntiDiagonal => "anti-diagonal",
        }
    }

    /// The line a reason is about, as the trace and the pictures say it:
    /// `column`, `/ diagonal` or `\ diagonal`.
    pub fn line(self) -> &'static str {
        match self {
            Self::Column => "column",
            Self::Diagonal => "/ diagonal",
            Self::AntiDiagonal => "\\ diagonal",
        }
    }

    /// The index of the flag that holds this line through `(row, col)` on an
    /// `n` x `n` board, as branch-and-bound's arrays number them: column
    /// `col`, `/` diagonal `row + col`, `\` diagonal `row - col + n - 1`.
    pub fn flag_index(self, row: usize, col: usize, n: usize) -> usize {
        match self {
            Self::Column => col,
            Self::Diagonal => row + col,
            Self::AntiDiagonal => row + n - 1 - col,
        }
    }

    /// The reason (if any) why a queen at `(row, col)` attacks one at
    /// `(earlier_row, earlier_col)`, tested in the charging order.
    pub fn between(earlier_row: usize, earlier_col: usize, row: usize, col: usize) -> Option<Self> {
        if earlier_col == col {
            Some(Self::Column)
        } else if earlier_row + earlier_col == row + col {
            Some(Self::Diagonal)
        } else if earlier_row + col == row + earlier_col {
            Some(Self::AntiDiagonal)
        } else {
            None
        }
    }

    /// The reason a square `(row, col)` is charged to: the least, in the
    /// charging order, along which a queen of the rows above attacks it
    /// (`queens[r]` is the column of row `r`'s queen; rows from `row` on
    /// are not read). `None` when no queen above attacks it.
    pub fn charged(queens: &[usize], row: usize, col: usize) -> Option<Self> {
        queens
            .iter()
            .enumerate()
            .take(row)
            .filter_map(|(earlier_row, &earlier_col)| Self::between(earlier_row, earlier_col, row, col))
            .min()
    }
}

/// What one step of a search does: the kinds of the events an
/// [`Observer`] is told, as a trace, the code beside it and the programs
/// name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StepKind {
    /// The recursive function is entered to fill row `depth`.
    Call,
    /// A square is considered.
    Try,
    /// The square just tried is rejected, for a reason.
    Prune,
    /// A queen is put on the square.
    Place,
    /// A full placement is tested (generate-and-test strategies only).
    LeafTest,
    /// A valid placement of every queen.
    Solution,
    /// The queen is taken off the square again.
    Undo,
    /// The call for row `depth` returns.
    Return,
}

impl StepKind {
    /// Every kind, in the order of [`StepKind::index`].
    pub const ALL: [StepKind; 8] = [
        Self::Call,
        Self::Try,
        Self::Prune,
        Self::Place,
        Self::LeafTest,
        Self::Solution,
        Self::Undo,
        Self::Return,
    ];

    /// Index into [`StepKind::ALL`] (the page's data numbers kinds so).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The kind whose [`StepKind::name`] is `name`, if any.
    pub fn named(name: &str) -> Option<StepKind> {
        Self::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// The name in JSON and on the page.
    pub fn name(self) -> &'static str {
        match self {
            Self::Call => "call",
            Self::Try => "try",
            Self::Prune => "prune",
            Self::Place => "place",
            Self::LeafTest => "leaf-test",
            Self::Solution => "solution",
            Self::Undo => "undo",
            Self::Return => "return",
        }
    }
}

/// Two queens of a full placement that attack each other, found by a leaf test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clash {
    /// The upper of the two rows.
    pub earlier_row: usize,
    /// The lower of the two rows.
    pub row: usize,
    /// How they attack each other.
    pub reason: PruneReason,
}

/// Whether the search goes on after a solution.
pub type Flow = ControlFlow<()>;

/// How many steps (rows placed, repairs) a strategy that meets no solution
/// along the way takes between two [`Observer::go_on`] questions: often
/// enough to stop within a millisecond, rarely enough to cost nothing.
pub const ASK_EVERY: usize = 4096;

/// What a search reports, step by step. Every method does nothing by default.
///
/// The calls come in the order the search makes them: `call(depth)`, then for
/// each square of row `depth` a `try_square` followed by either `prune` or
/// `place` ... (the child's events) ... `undo`; a full placement gives a
/// `leaf_test` (generate-and-test strategies only) and, if valid, a
/// `solution`; finally `ret(depth)`. Strategies that rule out a whole row with
/// one mask test report those squares through [`Observer::prune_row`].
/// `checks` reports elementary tests as they are made.
pub trait Observer {
    /// Whether [`Observer::solution`] reads the queens it is given. When no
    /// observer of a run does, a search may leave its placement unwritten
    /// (and hand `solution` a stale one), as `mirror` does: a count that
    /// looks at no board then pays no store per node.
    const READS_QUEENS: bool = true;

    /// Whether the observer reads the order of the ruled-out squares one
    /// mask test reports ([`Observer::prune_row`]). When one does, a mask
    /// search tells them one by one, left to right, as a scan of the row
    /// meets them; when none does (a count), it may tell them grouped by
    /// reason, three calls a row.
    const READS_ORDER: bool = true;

    /// The search is entered with `depth` queens on the board (the root has depth 0).
    #[inline(always)]
    fn call(&mut self, _depth: usize) {}

    /// Square `(row, col)` is considered for the next queen.
    #[inline(always)]
    fn try_square(&mut self, _row: usize, _col: usize) {}

    /// The square tried last is rejected by a bound, for `reason`.
    #[inline(always)]
    fn prune(&mut self, _row: usize, _col: usize, _reason: PruneReason) {}

    /// One mask test rules out every square of `row` whose bit is set in
    /// `cols` (bit `c` is column `c`), all for `reason`. By default each is
    /// reported as a tried and pruned square, lowest column first.
    #[inline(always)]
    fn prune_row(&mut self, row: usize, cols: u64, reason: PruneReason) {
        let mut rest = cols;
        while rest != 0 {
            let col = rest.trailing_zeros() as usize;
            self.try_square(row, col);
            self.prune(row, col, reason);
            rest &= rest - 1;
        }
    }

    /// `count` elementary tests were made: flag lookups, mask tests or
    /// comparisons with an earlier queen.
    #[inline(always)]
    fn checks(&mut self, _count: u64) {}

    /// A queen is put on `(row, col)` and its flags are marked.
    #[inline(always)]
    fn place(&mut self, _row: usize, _col: usize) {}

    /// A generate-and-test strategy tested the full placement `queens`
    /// (`queens[row] = col`); `clash` is the first attacking pair it found.
    #[inline(always)]
    fn leaf_test(&mut self, _queens: &[usize], _clash: Option<Clash>) {}

    /// `queens` is a valid placement of every queen. Returning
    /// `ControlFlow::Break` stops the whole search.
    #[inline(always)]
    fn solution(&mut self, _queens: &[usize]) -> Flow {
        Flow::Continue(())
    }

    /// The queen on `(row, col)` is taken off and its flags are cleared.
    #[inline(always)]
    fn undo(&mut self, _row: usize, _col: usize) {}

    /// A strategy that meets no solution along the way (construction row
    /// after row, min-conflicts' start and repairs) asks this every few
    /// thousand steps; `Flow::Break` stops it, with no solution (Ctrl-C).
    /// By default, it goes on.
    #[inline(always)]
    fn go_on(&mut self) -> Flow {
        Flow::Continue(())
    }

    /// The call entered with `depth` queens returns.
    #[inline(always)]
    fn ret(&mut self, _depth: usize) {}

    /// A repair strategy has built its start placement (all `n` queens, one
    /// per row), in which `pairs` pairs of queens attack each other.
    #[inline(always)]
    fn start_conflicts(&mut self, _pairs: u64) {}

    /// A repair picked the attacked queen of `row` and put it on the least
    /// attacked square of its row: from column `from` to column `to`, which
    /// is `from` again when no other square of the row is less attacked.
    #[inline(always)]
    fn repair(&mut self, _row: usize, _from: usize, _to: usize) {}

    /// A repair strategy gave up its placement after too many repairs and
    /// builds a new start.
    #[inline(always)]
    fn restart(&mut self) {}
}

/// The observer that observes nothing: a search with it is the bare algorithm.
#[derive(Clone, Copy, Debug, Default)]
pub struct Quiet;

impl Observer for Quiet {
    const READS_QUEENS: bool = false;
    const READS_ORDER: bool = false;

    #[inline(always)]
    fn prune_row(&mut self, _row: usize, _cols: u64, _reason: PruneReason) {}
}

/// Keeps the first solution and stops the search there (the depth-first
/// search with a flag).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FirstSolution {
    /// The first solution, once found.
    pub queens: Option<Vec<usize>>,
}

impl Observer for FirstSolution {
    const READS_ORDER: bool = false;

    #[inline(always)]
    fn prune_row(&mut self, _row: usize, _cols: u64, _reason: PruneReason) {}

    fn solution(&mut self, queens: &[usize]) -> Flow {
        self.queens = Some(queens.to_vec());
        Flow::Break(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads each ruled-out square, as a trace does.
    struct PruneReader;

    impl Observer for PruneReader {
        fn prune(&mut self, _row: usize, _col: usize, _reason: PruneReason) {}
    }

    #[test]
    fn a_run_keeps_its_placement_when_any_of_its_observers_reads_boards() {
        // Checked when the tests compile.
        const {
            assert!(!Quiet::READS_QUEENS && !crate::Counters::READS_QUEENS);
            assert!(!<(Quiet, Option<crate::Counters>)>::READS_QUEENS);
            assert!(<(crate::Counters, FirstSolution)>::READS_QUEENS);
            assert!(<&mut (Quiet, Option<FirstSolution>)>::READS_QUEENS);
        }
        // A count takes the ruled-out squares grouped; an observer that
        // reads prunes one by one (the default), in order.
        const {
            assert!(!<(crate::Counters, Option<FirstSolution>)>::READS_ORDER);
            assert!(<(crate::Counters, &mut PruneReader)>::READS_ORDER);
        }
        // And the placement a reading observer gets is the real one.
        let mut watchers = (crate::Counters::default(), FirstSolution::default());
        // Bitmask draws no random numbers: any seed does.
        crate::Strategy::Bitmask
            .search(6, 0, &mut watchers)
            .expect("n = 6 is searched");
        // The first n = 6 solution in column order (docs/REFERENCE.md).
        assert_eq!(watchers.1.queens, Some(vec![1, 3, 5, 0, 2, 4]));
    }

    #[test]
    fn a_square_is_charged_to_the_least_line_over_every_queen_above() {
        // Queens (0,1) and (1,3) on n = 4, and a stale queen in row 2.
        let queens = [1, 3, 0];
        let charged: Vec<_> = (0..4).map(|col| PruneReason::charged(&queens, 2, col)).collect();
        assert_eq!(
            charged,
            [
                None,
                Some(PruneReason::Column),
                Some(PruneReason::Diagonal),
                // Row 0 attacks (2,3) along `\`, row 1 along its column.
                Some(PruneReason::Column),
            ]
        );
    }

    #[test]
    fn reasons_are_charged_column_first() {
        // Same column and same `/` diagonal cannot both hold for distinct rows,
        // but column beats everything else.
        assert_eq!(PruneReason::between(0, 2, 3, 2), Some(PruneReason::Column));
        assert_eq!(PruneReason::between(0, 3, 1, 2), Some(PruneReason::Diagonal));
        assert_eq!(PruneReason::between(0, 1, 1, 2), Some(PruneReason::AntiDiagonal));
        assert_eq!(PruneReason::between(0, 0, 1, 2), None);
    }
}
