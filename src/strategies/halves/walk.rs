//! The half tree: the bitmask search stopped after the top band, with every
//! placement it reaches kept and grouped by the columns it takes.

use std::ops::Range;

use super::bands::{with_queen, Lines, Prefix, Split};
use crate::observer::{Observer, Quiet};
use crate::strategies::masks::{lines_below, report_prunes};

/// Every placement of the top band, grouped by the columns it takes: the
/// placements on one column set lie in one run, which the join streams
/// from memory.
pub(super) struct Halves {
    /// `start[c]..start[c + 1]` index the placements on column set `c`.
    start: Vec<u32>,
    /// Each placement's lines, packed by [`Lines::pack`].
    lines: Vec<u64>,
    /// The queens of each placement, packed by [`with_queen`].
    queens: Vec<u64>,
}

impl Halves {
    /// Walks the half tree on the calling thread, reporting it to
    /// `observer`, and keeps the queens of every placement: once to count
    /// each group's placements, once to write them.
    pub(super) fn walk<O: Observer>(split: Split, observer: &mut O) -> Self {
        let root = Prefix::default();
        let mut next = count_groups(split, root);
        let sets = 1usize << split.n;
        let mut start = vec![0u32; sets + 1];
        for set in 0..sets {
            start[set + 1] = start[set] + next[set];
            next[set] = start[set];
        }
        let placements = start[sets] as usize;
        let mut halves = Halves {
            start,
            lines: vec![0; placements],
            queens: vec![0; placements],
        };
        Walk::new(split, observer, |columns, lines: Lines, queens| {
            let slot = &mut next[columns as usize];
            halves.lines[*slot as usize] = lines.pack();
            halves.queens[*slot as usize] = queens;
            *slot += 1;
        })
        .from(root);
        halves
    }

    /// The indices of the placements on column set `columns`.
    fn on(&self, columns: u32) -> Range<usize> {
        let set = columns as usize;
        self.start[set] as usize..self.start[set + 1] as usize
    }

    /// The lines of every placement on column set `columns`.
    pub(super) fn lines_on(&self, columns: u32) -> impl Iterator<Item = Lines> + '_ {
        self.lines[self.on(columns)]
            .iter()
            .map(|&packed| Lines::unpack(packed))
    }

    /// The lines and queens of every placement on column set `columns`.
    pub(super) fn placements_on(&self, columns: u32) -> impl Iterator<Item = (Lines, u64)> + '_ {
        let queens = self.queens[self.on(columns)].iter();
        self.lines_on(columns).zip(queens.copied())
    }
}

/// How many placements of the subtree below `prefix` each column set holds.
fn count_groups(split: Split, prefix: Prefix) -> Vec<u32> {
    let mut counts = vec![0u32; 1 << split.n];
    Walk::new(split, &mut Quiet, |columns, _, _| counts[columns as usize] += 1).from(prefix);
    counts
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
        // step: call 0
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
            // step: prune
            let mut free = !(columns | diagonals | anti_diagonals) & full;
            // The ruled-out squares left of each free square are told before
            // it, as a scan from left to right meets them.
            let mut unreported = full;
            // step: try
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let before = unreported & (bit - 1);
                report_prunes(self.observer, row, before, columns, diagonals, anti_diagonals);
                unreported &= !(before | bit);
                let col = bit.trailing_zeros() as usize;
                self.observer.try_square(row, col);
                self.observer.place(row, col);
                let (columns, diagonals, anti_diagonals) =
                    lines_below(bit, columns, diagonals, anti_diagonals, full);
                // step: place
                let queens = with_queen(queens, row, col);
                // step: call
                self.place(row + 1, columns, diagonals, anti_diagonals, queens);
                // step: undo
                self.observer.undo(row, col);
            }
            report_prunes(self.observer, row, unreported, columns, diagonals, anti_diagonals);
        }
        // step: return
        self.observer.ret(row);
    }
}
