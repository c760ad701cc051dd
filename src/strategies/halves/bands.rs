//! The rows cut in three bands (top, middle, bottom), and what a band
//! leaves behind: its queens packed in a word ([`Prefix`]) and the lines it
//! leaves crossing the next row ([`Lines`]). Every other file of `halves`
//! builds on these.

use crate::strategies::masks::lines_below;

/// The largest board `count` runs halves on: the quarter tables of n = 23
/// hold 6 rows of 23 columns, about 17 million placements, and they grow
/// about ten times per two rows; a count there runs for days anyway.
pub const MAX_COUNT_N: usize = 23;

/// The most rows the top band takes: 8 rows of an 18 x 18 board have 76
/// million placements, 9 rows 319 million.
const TOP_ROWS: usize = 8;

/// The rows of the half tree for an `n` x `n` board.
pub fn band_rows(n: usize) -> usize {
    (n / 2).min(TOP_ROWS)
}

/// How the rows are cut: `top` rows above, `middle` rows, `top` rows below.
#[derive(Clone, Copy, Debug)]
pub(super) struct Split {
    pub(super) n: usize,
    pub(super) top: usize,
    pub(super) middle: usize,
    pub(super) full: u32,
}

impl Split {
    /// The cut for an `n` x `n` board: the top band takes half the rows,
    /// at most [`TOP_ROWS`], and the middle the rest. One middle row for odd
    /// `n` keeps the two bands alike; more middle rows mean shorter lists
    /// but many more cases, each read from memory, so the join is fastest
    /// with as few as the band's size allows (measured at n = 16: 0.9 s
    /// with none, 1.8 s with two, one thread).
    pub(super) fn for_board(n: usize) -> Self {
        Split::with_top(n, band_rows(n))
    }

    /// The cut of the quiet count: half the rows in each band, and one
    /// middle row for odd `n`.
    pub(super) fn quartered(n: usize) -> Self {
        Split::with_top(n, n / 2)
    }

    /// The cut with `top` rows in each outer band.
    pub(super) fn with_top(n: usize, top: usize) -> Self {
        assert!(
            (1..=MAX_COUNT_N).contains(&n),
            "halves takes n = 1 to {MAX_COUNT_N}"
        );
        assert!(2 * top <= n, "two bands of {top} rows fit on {n} rows");
        let middle = n - 2 * top;
        assert!(top.max(middle) <= PACKED_ROWS, "a band's queens fit in a u64");
        Split {
            n,
            top,
            middle,
            full: ((1u64 << n) - 1) as u32,
        }
    }

    /// The column set `columns` turned left to right.
    pub(super) fn mirror(self, columns: u32) -> u32 {
        columns.reverse_bits() >> (32 - self.n)
    }
}

/// The lines a band leaves crossing the row next to it, toward the other band.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Lines {
    pub(super) diagonals: u32,
    pub(super) anti_diagonals: u32,
}

impl Lines {
    /// Both lines in one word, `/` in the low half.
    pub(super) fn pack(self) -> u64 {
        u64::from(self.diagonals) | u64::from(self.anti_diagonals) << 32
    }

    /// The lines [`Lines::pack`] put in `packed`.
    pub(super) fn unpack(packed: u64) -> Lines {
        Lines {
            diagonals: packed as u32,
            anti_diagonals: (packed >> 32) as u32,
        }
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

/// The most rows queens packed by [`with_queen`] hold: 5 bits each in a `u64`.
pub(super) const PACKED_ROWS: usize = 12;

/// Queens packed 5 bits per row, row 0 lowest, with one more: `col` on `row`.
pub(super) fn with_queen(packed: u64, row: usize, col: usize) -> u64 {
    packed | (col as u64) << (5 * row)
}

/// The column of the queen on `row` in queens packed by [`with_queen`].
pub(super) fn queen_at(packed: u64, row: usize) -> usize {
    (packed >> (5 * row) & 31) as usize
}
