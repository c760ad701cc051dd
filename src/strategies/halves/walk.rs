//! The half tree: the bitmask search stopped after the top band, with every
//! placement it reaches kept and grouped by the columns it takes.

use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use super::join::Lines;
use super::Split;
use crate::observer::{Observer, Quiet};
use crate::strategies::bitmask::{lines_below, report_prunes};

/// Every placement of the top band, grouped by the columns it takes: in one
/// table, or in one table per first-row queen when walked in parallel.
pub(super) struct Halves {
    tables: Vec<Table>,
}

/// Placements of the top band, grouped by column set.
struct Table {
    /// `start[c]..start[c + 1]` index the placements on column set `c`.
    start: Vec<u32>,
    lines: Vec<Lines>,
    /// The queens of each placement, packed by [`with_queen`] (kept only
    /// for a run on one thread, which reports boards).
    queens: Vec<u64>,
}

impl Halves {
    /// Walks the half tree on the calling thread, reporting it to
    /// `observer`, and keeps the queens of every placement.
    pub(super) fn walk<O: Observer>(split: Split, observer: &mut O) -> Self {
        Halves {
            tables: vec![Table::walk(split, Prefix::default(), true, observer)],
        }
    }

    /// Walks the half tree quietly, one subtree per first-row queen on the
    /// threads of the current pool. Once `stop` is set (Ctrl-C), the
    /// subtrees not yet walked are left out: the join that follows starts no
    /// task then, since it reads the same flag.
    pub(super) fn walk_in_parallel(split: Split, stop: Option<&AtomicBool>) -> Self {
        if split.top == 0 {
            return Halves {
                tables: vec![Table::walk(split, Prefix::default(), false, &mut Quiet)],
            };
        }
        let stopped = || stop.is_some_and(|stop| stop.load(Ordering::Relaxed));
        let tables = (0..split.n)
            .into_par_iter()
            .with_max_len(1)
            .filter_map(|col| {
                let first_row = Prefix::default().then(split, col);
                (!stopped()).then(|| Table::walk(split, first_row, false, &mut Quiet))
            })
            .collect();
        Halves { tables }
    }

    /// The lines of every placement on column set `columns`.
    pub(super) fn lines_on(&self, columns: u32) -> impl Iterator<Item = Lines> + '_ {
        self.tables
            .iter()
            .flat_map(move |table| table.lines[table.on(columns)].iter().copied())
    }

    /// The lines and queens of every placement on column set `columns`.
    pub(super) fn placements_on(&self, columns: u32) -> impl Iterator<Item = (Lines, u64)> + '_ {
        self.tables.iter().flat_map(move |table| {
            let range = table.on(columns);
            table.lines[range.clone()]
                .iter()
                .copied()
                .zip(table.queens[range].iter().copied())
        })
    }

    /// How many placements are on column set `columns`.
    pub(super) fn count_on(&self, columns: u32) -> usize {
        self.tables.iter().map(|table| table.on(columns).len()).sum()
    }
}

impl Table {
    /// Walks the subtree below `prefix`, reporting it to `observer`, and
    /// groups its placements by column set. A first quiet walk counts each
    /// group, so the second writes every placement straight into its place.
    fn walk<O: Observer>(split: Split, prefix: Prefix, keep_queens: bool, observer: &mut O) -> Self {
        let sets = 1usize << split.n;
        let mut start = vec![0u32; sets + 1];
        Walk::new(split, &mut Quiet, |columns, _, _| {
            start[columns as usize + 1] += 1
        })
        .from(prefix);
        for set in 0..sets {
            start[set + 1] += start[set];
        }
        let placements = start[sets] as usize;
        let mut next = start.clone();
        let mut lines = vec![Lines::default(); placements];
        let mut queens = vec![0; if keep_queens { placements } else { 0 }];
        Walk::new(split, observer, |columns, half, placed| {
            let slot = &mut next[columns as usize];
            lines[*slot as usize] = half;
            if keep_queens {
                queens[*slot as usize] = placed;
            }
            *slot += 1;
        })
        .from(prefix);
        Table { start, lines, queens }
    }

    /// The indices of the placements on column set `columns`.
    fn on(&self, columns: u32) -> Range<usize> {
        let set = columns as usize;
        self.start[set] as usize..self.start[set + 1] as usize
    }
}

/// Queens placed on the first rows of a band (or of the middle rows).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Prefix {
    pub(super) row: usize,
    pub(super) columns: u64,
    pub(super) diagonals: u64,
    pub(super) anti_diagonals: u64,
    /// Packed by [`with_queen`].
    pub(super) queens: u64,
}

impl Prefix {
    /// This prefix with one more queen, in column `col`.
    pub(super) fn then(self, split: Split, col: usize) -> Prefix {
        let (columns, diagonals, anti_diagonals) = lines_below(
            1 << col,
            self.columns,
            self.diagonals,
            self.anti_diagonals,
            u64::from(split.full),
        );
        Prefix {
            row: self.row + 1,
            columns,
            diagonals,
            anti_diagonals,
            queens: with_queen(self.queens, self.row, col),
        }
    }
}

/// The walk of the half tree: the bitmask search, stopped after `top` rows.
struct Walk<'o, O, F> {
    split: Split,
    /// Told each placement: its columns, its lines on the next row, its
    /// queens (packed by [`with_queen`]).
    found: F,
    observer: &'o mut O,
}

impl<'o, O: Observer, F: FnMut(u32, Lines, u64)> Walk<'o, O, F> {
    fn new(split: Split, observer: &'o mut O, found: F) -> Self {
        Walk {
            split,
            found,
            observer,
        }
    }

    /// Walks the subtree below `prefix`.
    fn from(&mut self, prefix: Prefix) {
        let Prefix {
            row,
            columns,
            diagonals,
            anti_diagonals,
            queens,
        } = prefix;
        self.place(row, columns, diagonals, anti_diagonals, queens);
    }

    fn place(&mut self, row: usize, columns: u64, diagonals: u64, anti_diagonals: u64, queens: u64) {
        self.observer.call(row);
        if row == self.split.top {
            let lines = Lines {
                diagonals: diagonals as u32,
                anti_diagonals: anti_diagonals as u32,
            };
            (self.found)(columns as u32, lines, queens);
        } else {
            let full = u64::from(self.split.full);
            self.observer.checks(1);
            report_prunes(self.observer, row, full, columns, diagonals, anti_diagonals);
            let mut free = !(columns | diagonals | anti_diagonals) & full;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let col = bit.trailing_zeros() as usize;
                self.observer.try_square(row, col);
                self.observer.place(row, col);
                let (columns, diagonals, anti_diagonals) =
                    lines_below(bit, columns, diagonals, anti_diagonals, full);
                let queens = with_queen(queens, row, col);
                self.place(row + 1, columns, diagonals, anti_diagonals, queens);
                self.observer.undo(row, col);
            }
        }
        self.observer.ret(row);
    }
}

/// The most rows queens packed by [`with_queen`] hold: 5 bits each in a `u64`.
pub(super) const PACKED_ROWS: usize = 12;

/// Queens packed 5 bits per row, row 0 lowest, with one more: `col` on `row`.
fn with_queen(packed: u64, row: usize, col: usize) -> u64 {
    packed | (col as u64) << (5 * row)
}

/// The column of the queen on `row` in queens packed by [`with_queen`].
pub(super) fn queen_at(packed: u64, row: usize) -> usize {
    (packed >> (5 * row) & 31) as usize
}
