//! The join: the tops and bottoms of one case, kept when they miss the
//! middle queens, and paired by one AND of their lines. It reads the half
//! tree's placements ([`walk`](super::walk)) for the cases of
//! [`cases`](super::cases).

use super::bands::{queen_at, Lines, Split};
use super::cases::{leading_cases, ColumnSets, Middle};
use super::sliced::count_disjoint;
use super::walk::Halves;
use crate::observer::{Flow, Observer};
use crate::symmetries::{self, FLIP, MIRROR};

impl Lines {
    /// Carries a top band's lines down through the middle rows, and tells
    /// whether they miss every middle queen. No branch on the answer: the
    /// join keeps or drops the half without a jump it could mispredict.
    #[inline(always)]
    fn through(self, split: Split, middle: &Middle) -> (bool, Lines) {
        let Lines {
            mut diagonals,
            mut anti_diagonals,
        } = self;
        let mut hits = 0;
        for &queen in middle.queens() {
            let bit = 1u32 << queen;
            hits |= (diagonals | anti_diagonals) & bit;
            diagonals = (diagonals | bit) >> 1;
            anti_diagonals = ((anti_diagonals | bit) << 1) & split.full;
        }
        let lines = Lines {
            diagonals,
            anti_diagonals,
        };
        (hits == 0, lines)
    }

    /// Whether a bottom band's lines (read upside down, on the last middle
    /// row) miss every middle queen: the queen `s` rows up meets them `s`
    /// columns along. Branch-free, as [`Lines::through`]. The join would
    /// reject these bottoms anyway (the top's word carries the middle
    /// queens' lines); dropping them first keeps the lists short.
    #[inline(always)]
    fn misses(self, middle: &Middle) -> bool {
        middle.missed_by(u64::from(self.anti_diagonals), u64::from(self.diagonals))
    }

    /// The top band's lines on the first row below the middle, as one word:
    /// its `/` lines in bits `0..n-1`, its `\` lines one column left in bits
    /// `n-1..`. A `/` line at column `c` meets the bottom band's on the row
    /// above at `c + 1`, a `\` line at `c - 1`; the lines that could only meet
    /// off the board are left out.
    fn top_word(self, split: Split) -> u64 {
        u64::from(self.diagonals) | (u64::from(self.anti_diagonals >> 1) << (split.n - 1))
    }

    /// The bottom band's lines on the last middle row (or the last top row),
    /// read upside down, as the word [`Lines::top_word`] meets: the bottom's
    /// `\` lines (its upside-down `/`) one column left, then its `/` lines
    /// (which never reach column n-1: they move left each row).
    fn bottom_word(self, split: Split) -> u64 {
        u64::from(self.anti_diagonals >> 1) | (u64::from(self.diagonals) << (split.n - 1))
    }
}

/// The join on one thread, for an observer: every half and every pair
/// tested is a check, and every board found is a solution.
pub(super) struct ObservedJoin<'a, O> {
    pub(super) halves: &'a Halves,
    pub(super) observer: &'a mut O,
    pub(super) solutions: u64,
}

impl<O: Observer> ObservedJoin<'_, O> {
    /// Joins every case of `middle` that leads its class.
    pub(super) fn middle(&mut self, split: Split, middle: &Middle) -> Flow {
        let sets = ColumnSets::new(split, middle.columns);
        for (case, class) in leading_cases(split, *middle, sets) {
            let halves = self.halves;
            let middle_checks = u64::from(middle.len > 0);
            let tops: Vec<(u64, u64)> = halves
                .placements_on(case.top_columns)
                .filter_map(|(lines, queens)| {
                    self.observer.checks(middle_checks);
                    let (misses, lines) = lines.through(split, middle);
                    misses.then(|| (lines.top_word(split), queens))
                })
                .collect();
            let (bottom_words, bottom_queens): (Vec<u64>, Vec<u64>) = halves
                .placements_on(case.bottom_columns(split))
                .filter(|&(lines, _)| {
                    self.observer.checks(middle_checks);
                    lines.misses(middle)
                })
                .map(|(lines, queens)| (lines.bottom_word(split), queens))
                .unzip();
            for &(top_word, top) in &tops {
                // Every pair is tested; the count tells first whether any
                // bottom fits this top at all.
                self.observer.checks(bottom_words.len() as u64);
                let fitting = count_disjoint(&[top_word], &bottom_words);
                if !O::READS_QUEENS {
                    for _ in 0..fitting * class.len as u64 {
                        self.solutions += 1;
                        self.observer.solution(&[])?;
                    }
                    continue;
                }
                let bottoms = bottom_words.iter().zip(&bottom_queens);
                for (_, &bottom) in bottoms.filter(|&(&bottom_word, _)| top_word & bottom_word == 0) {
                    let board = board(split, middle, top, bottom);
                    for &(mirror, flip) in class.turns() {
                        let symmetry = if mirror { MIRROR } else { 0 } | if flip { FLIP } else { 0 };
                        let turned = symmetries::image(&board, symmetry);
                        self.solutions += 1;
                        self.observer.solution(&turned[..split.n])?;
                    }
                }
            }
        }
        Flow::Continue(())
    }
}

/// The full board of a top placement, the middle rows and a bottom
/// placement (its queens read upside down).
fn board(split: Split, middle: &Middle, top: u64, bottom: u64) -> Vec<usize> {
    let mut board = Vec::with_capacity(split.n);
    board.extend((0..split.top).map(|row| queen_at(top, row)));
    board.extend(middle.queens().iter().map(|&queen| usize::from(queen)));
    board.extend((0..split.top).rev().map(|row| queen_at(bottom, row)));
    board
}
