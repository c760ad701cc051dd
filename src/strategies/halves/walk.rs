//! The half tree: the bitmask search stopped after the top band, with every
//! placement it reaches kept and grouped by the columns it takes.

use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use rayon::prelude::*;

use super::bands::{with_queen, Lines, Prefix, Split};
use crate::observer::{Observer, Quiet};
use crate::strategies::masks::{lines_below, report_prunes};

/// Every placement of the top band, grouped by the columns it takes: the
/// placements on one column set lie in one run, which the join streams
/// from memory faster than a run per subtree (its time at n = 17 on two
/// threads went from 1.18 s to 0.72 s).
pub(super) struct Halves {
    /// `start[c]..start[c + 1]` index the placements on column set `c`.
    start: Vec<u32>,
    /// Each placement's lines, packed by [`Lines::pack`]. The walks of
    /// several threads write them, each into slots of its own, and the join
    /// only reads them: atomics with relaxed order, which compile to plain
    /// loads and stores, let the threads share the one array.
    lines: Vec<AtomicU64>,
    /// The queens of each placement, packed by [`with_queen`] (kept only
    /// for a run on one thread, which reports boards).
    queens: Vec<AtomicU64>,
}

impl Halves {
    /// Walks the half tree on the calling thread, reporting it to
    /// `observer`, and keeps the queens of every placement.
    pub(super) fn walk<O: Observer>(split: Split, observer: &mut O) -> Self {
        let root = Prefix::default();
        let mut slots = [count_groups(split, root)];
        let halves = Halves::laid_out(split, &mut slots, true);
        halves.fill(split, root, &mut slots[0], observer);
        halves
    }

    /// Walks the half tree quietly, one subtree per first-row queen on the
    /// threads of the current pool: once to count each group's placements,
    /// once to write them. Once `stop` is set (Ctrl-C), the subtrees not yet
    /// walked are left out: the join that follows starts no task then, since
    /// it reads the same flag.
    pub(super) fn walk_in_parallel(split: Split, stop: Option<&AtomicBool>) -> Self {
        let root = Prefix::default();
        let subtrees: Vec<Prefix> = if split.top == 0 {
            vec![root]
        } else {
            (0..split.n).map(|col| root.then(split, col)).collect()
        };
        let stopped = || stop.is_some_and(|stop| stop.load(Ordering::Relaxed));
        let mut slots: Vec<Vec<u32>> = subtrees
            .par_iter()
            .with_max_len(1)
            .map(|&subtree| {
                if stopped() {
                    vec![0; 1 << split.n]
                } else {
                    count_groups(split, subtree)
                }
            })
            .collect();
        let halves = Halves::laid_out(split, &mut slots, false);
        subtrees
            .par_iter()
            .zip(slots.par_iter_mut())
            .with_max_len(1)
            .filter(|_| !stopped())
            .for_each(|(&subtree, next)| halves.fill(split, subtree, next, &mut Quiet));
        halves
    }

    /// Room for the placements each subtree counted (`counts[t][c]` on
    /// column set `c`), group after group; each count becomes the slot where
    /// that subtree's first placement on that set goes.
    fn laid_out(split: Split, counts: &mut [Vec<u32>], keep_queens: bool) -> Self {
        let sets = 1usize << split.n;
        let mut start = vec![0u32; sets + 1];
        for set in 0..sets {
            let mut slot = start[set];
            for counted in counts.iter_mut() {
                let placements = counted[set];
                counted[set] = slot;
                slot += placements;
            }
            start[set + 1] = slot;
        }
        let placements = start[sets] as usize;
        let cells = |count: usize| (0..count).map(|_| AtomicU64::new(0)).collect();
        Halves {
            start,
            lines: cells(placements),
            queens: cells(if keep_queens { placements } else { 0 }),
        }
    }

    /// Walks the subtree below `prefix`, reporting it to `observer`, and
    /// writes each placement into the next of its group's slots, `next`.
    fn fill<O: Observer>(&self, split: Split, prefix: Prefix, next: &mut [u32], observer: &mut O) {
        let keep_queens = !self.queens.is_empty();
        Walk::new(split, observer, |columns, lines, queens| {
            let slot = &mut next[columns as usize];
            self.lines[*slot as usize].store(lines.pack(), Ordering::Relaxed);
            if keep_queens {
                self.queens[*slot as usize].store(queens, Ordering::Relaxed);
            }
            *slot += 1;
        })
        .from(prefix);
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
            .map(|packed| Lines::unpack(packed.load(Ordering::Relaxed)))
    }

    /// The lines and queens of every placement on column set `columns`.
    pub(super) fn placements_on(&self, columns: u32) -> impl Iterator<Item = (Lines, u64)> + '_ {
        let queens = self.queens[self.on(columns)].iter();
        self.lines_on(columns)
            .zip(queens.map(|packed| packed.load(Ordering::Relaxed)))
    }

    /// How many placements are on column set `columns`.
    pub(super) fn count_on(&self, columns: u32) -> usize {
        self.on(columns).len()
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
            let mut free = !(columns | diagonals | anti_diagonals) & full;
            // The ruled-out squares left of each free square are told before
            // it, as a scan from left to right meets them.
            let mut unreported = full;
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
                let queens = with_queen(queens, row, col);
                self.place(row + 1, columns, diagonals, anti_diagonals, queens);
                self.observer.undo(row, col);
            }
            report_prunes(self.observer, row, unreported, columns, diagonals, anti_diagonals);
        }
        self.observer.ret(row);
    }
}
