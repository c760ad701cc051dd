//! Quadrant tables: a band's placements on one set of columns, built from
//! its left half and its right half, each found in one table indexed by the
//! rows and the columns its queens use.
//!
//! A band of `h` rows on an even board is cut down its middle into a left
//! quadrant (columns `0..n/2`) and a right one. A band placement on the
//! columns `C` puts its queens of the left quadrant on the columns `C` holds
//! there, on some rows `R`, and those of the right quadrant on the rest of
//! `C`, on the rows `R` leaves: two queens of different halves share no row
//! and no column, and a placement is two halves whose diagonals do not meet.
//! The right quadrant is the left one moved `n/2` columns along, so one
//! table serves both: every placement of the left quadrant, with any number
//! of queens, under the key of its rows and its columns.
//!
//! The keys of one set of columns are consecutive, by the colex rank of the
//! rows; the rows of the right half are those the left leaves, whose rank
//! among the sets of their size is the left one's counted from the end. So
//! the band on `C` reads two runs of the table, one forwards and one
//! backwards, and no key is computed per row set. With as many rows as
//! columns in a quadrant, the board turned about its `\` diagonal maps the
//! left quadrant onto itself and a placement on rows `R` and columns `S` to
//! one on rows `S` and columns `R`: the table is its own transpose.
//!
//! Against the quarter tables, which cut a band by its rows, a band is
//! paired from fewer placements: 3.3 times fewer pair tests at n = 18 over
//! all its column sets. The table holds every placement of a square of
//! `n/2` rows and columns (915,442 at n = 18, 7.3 MB; 7.5 million at
//! n = 20, 60 MB), so only the boards up to 18 take it.

use super::quarters::{pair_onto, Band, Colex, LOWER_RUN};

/// The largest even board built from quadrant tables: at n = 20 the table
/// alone would take 60 MB, where the whole count takes 31.5 MB with the
/// quarter tables.
pub const MAX_QUADRANT_N: usize = 18;

/// The placements of a band's left quadrant, by the rows and the columns
/// they use.
pub(super) struct Quadrants {
    /// The band's rows.
    rows: usize,
    /// The columns of a quadrant, `n / 2`.
    width: usize,
    full: u64,
    /// The first key of the column sets of each size: a placement of `k`
    /// queens on the columns `S` and the rows `R` has the key
    /// `first[k] + rank(S) * C(rows, k) + rank(R)`.
    first: Vec<usize>,
    /// `start[key]..start[key + 1]` index the placements of a key.
    start: Vec<u32>,
    /// Each placement moved to the right quadrant, by the diagonals its
    /// queens stand on: the `\` diagonal of a queen on row `r` and column
    /// `c` numbered `c - r + rows` in bits `0..32`, the `/` one `c + r` in
    /// bits `32..64`. The left placement is this moved back, `>> width`.
    diagonals: Vec<u64>,
    colex: Colex,
}

impl Quadrants {
    /// The table for bands of `rows` rows on an even `n` x `n` board.
    pub(super) fn new(n: usize, rows: usize) -> Self {
        assert!(
            n.is_multiple_of(2) && n <= MAX_QUADRANT_N,
            "an even board up to n = {MAX_QUADRANT_N}, whose moved diagonals fit in their halves of a word"
        );
        let width = n / 2;
        let colex = Colex::new();
        let mut first = vec![0; rows.min(width) + 2];
        for k in 0..=rows.min(width) {
            first[k + 1] = first[k] + colex.choose(width, k) * colex.choose(rows, k);
        }
        let mut quadrants = Quadrants {
            rows,
            width,
            full: (1u64 << n) - 1,
            first,
            start: Vec::new(),
            diagonals: Vec::new(),
            colex,
        };
        quadrants.fill();
        quadrants
    }

    /// Every placement of the left quadrant, grouped by its key: one walk
    /// counts each group, a second writes the placements into their
    /// group's slots.
    fn fill(&mut self) {
        let keys = *self.first.last().expect("one size at least");
        let mut start = vec![0u32; keys + 1];
        self.place(0, Placed::default(), &mut |key, _| start[key + 1] += 1);
        for key in 0..keys {
            start[key + 1] += start[key];
        }
        let mut next = start[..keys].to_vec();
        let placements = start[keys] as usize;
        let mut diagonals = vec![0; placements];
        self.place(0, Placed::default(), &mut |key, diagonal| {
            let slot = next[key] as usize;
            next[key] += 1;
            diagonals[slot] = diagonal << self.width;
        });
        assert!(
            start
                .windows(2)
                .all(|run| (run[1] - run[0]) as usize <= LOWER_RUN),
            "a run of the table fits in a band's room for lower placements"
        );
        (self.start, self.diagonals) = (start, diagonals);
    }

    /// The walk of the quadrant's rows from `row` on, each with a queen or
    /// none: `found` is told each placement's key and diagonals.
    fn place(&self, row: usize, placed: Placed, found: &mut impl FnMut(usize, u64)) {
        if row == self.rows {
            found(self.key(placed.rows, placed.columns), placed.diagonals);
            return;
        }
        self.place(row + 1, placed, found);
        for col in 0..self.width {
            let diagonal = 1u64 << (col + self.rows - row) | 1u64 << (32 + col + row);
            if placed.columns >> col & 1 == 0 && placed.diagonals & diagonal == 0 {
                let next = Placed {
                    rows: placed.rows | 1 << row,
                    columns: placed.columns | 1 << col,
                    diagonals: placed.diagonals | diagonal,
                };
                self.place(row + 1, next, found);
            }
        }
    }

    /// The lines on the row below the band of a placement on the
    /// `diagonals`, packed as the quarter tables' lines: a queen's `\`
    /// diagonal crosses it at its number, the `/` one `rows` columns left
    /// of its number.
    fn lines_below(&self, diagonals: u64) -> u64 {
        diagonals & self.full | (diagonals >> 32 >> self.rows & self.full) << 32
    }

    /// The key of the placements on the rows `rows` and the quadrant's
    /// columns `columns`.
    fn key(&self, rows: u32, columns: u32) -> usize {
        let k = columns.count_ones() as usize;
        self.first[k]
            + self.colex.rank(columns.into()) * self.colex.choose(self.rows, k)
            + self.colex.rank(rows.into())
    }

    /// The placements of a key.
    fn on(&self, key: usize) -> std::ops::Range<usize> {
        self.start[key] as usize..self.start[key + 1] as usize
    }

    /// Calls `meet` with the placements of each left half of a band on
    /// `columns` and those of the right halves that take the other rows,
    /// or not at all when a half has more queens than its quadrant rows.
    #[inline(always)]
    fn halves(&self, columns: u32, mut meet: impl FnMut(std::ops::Range<usize>, std::ops::Range<usize>)) {
        let left = columns & ((1u32 << self.width) - 1);
        let right = columns >> self.width;
        let k = left.count_ones() as usize;
        if k > self.rows || right.count_ones() as usize != self.rows - k {
            return;
        }
        let row_sets = self.colex.choose(self.rows, k);
        let lefts = self.first[k] + self.colex.rank(left.into()) * row_sets;
        let rights = self.first[self.rows - k] + self.colex.rank(right.into()) * row_sets + row_sets - 1;
        for at in 0..row_sets {
            meet(self.on(lefts + at), self.on(rights - at));
        }
    }

    /// How many placements on `columns` the table pairs up before testing
    /// their diagonals: the work of building them.
    pub(super) fn pairs_on(&self, columns: u32) -> u64 {
        let mut pairs = 0;
        self.halves(columns, |left, right| pairs += (left.len() * right.len()) as u64);
        pairs
    }

    /// Writes the lines below every band placement on `columns` that has
    /// none of the lines `avoid` into `band`, as [`Quarters::band_on`]
    /// does.
    ///
    /// [`Quarters::band_on`]: super::quarters::Quarters::band_on
    pub(super) fn band_on(&self, columns: u32, avoid: u64, band: &mut Band) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx512f") && std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU has AVX-512F and POPCNT, as just checked.
            return unsafe { self.band_on_avx512(columns, avoid, band) };
        }
        self.band_on_in::<false>(columns, avoid, band);
    }

    /// [`Quadrants::band_on`] compiled for AVX-512.
    ///
    /// # Safety
    /// The CPU must have AVX-512F and POPCNT.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,popcnt")]
    unsafe fn band_on_avx512(&self, columns: u32, avoid: u64, band: &mut Band) {
        self.band_on_in::<true>(columns, avoid, band);
    }

    /// [`Quadrants::band_on`], with AVX-512 when `WIDE`.
    #[inline(always)]
    fn band_on_in<const WIDE: bool>(&self, columns: u32, avoid: u64, band: &mut Band) {
        let Band {
            lines: bands,
            lower_lines,
            ..
        } = band;
        bands.clear();
        self.halves(columns, |left, right| {
            if left.is_empty() || right.is_empty() {
                return;
            }
            // The right halves' lines below the band, written aside once
            // for every left half they meet.
            let diagonals = &self.diagonals[right];
            for (line, &diagonal) in lower_lines.iter_mut().zip(diagonals) {
                *line = self.lines_below(diagonal);
            }
            let lines = &lower_lines[..diagonals.len()];
            for &moved in &self.diagonals[left] {
                let diagonal = moved >> self.width;
                let carried = self.lines_below(diagonal);
                // SAFETY: `WIDE` is set only by `band_on_avx512`, whose
                // caller checked that the CPU has AVX-512F and POPCNT.
                unsafe { pair_onto::<WIDE>(bands, carried, diagonal, lines, diagonals) };
            }
        });
        // Lines to avoid come only with middle rows, which no quiet count
        // of an even board has (a cut of the tests' does): sifted once the
        // bands are made.
        if avoid != 0 {
            bands.retain(|&lines| lines & avoid == 0);
        }
    }
}

/// Queens placed on the first rows of a quadrant.
#[derive(Clone, Copy, Debug, Default)]
struct Placed {
    rows: u32,
    columns: u32,
    /// The diagonals they stand on, numbered as [`Quadrants::diagonals`]
    /// in the left quadrant.
    diagonals: u64,
}

#[cfg(test)]
mod tests {
    use super::super::quarters::tests::{check_avoiding, every_build, plain_bands, Build};
    use super::*;

    /// The band on `columns` by every build, each sorted.
    fn every_pairing(quadrants: &Quadrants, columns: u32, avoid: u64) -> Vec<(&'static str, Vec<u64>)> {
        every_build(|build, band| match build {
            Build::Plain => quadrants.band_on_in::<false>(columns, avoid, band),
            // SAFETY: `every_build` asks for it only where the CPU has
            // AVX-512F and POPCNT.
            #[cfg(target_arch = "x86_64")]
            Build::Wide => unsafe { quadrants.band_on_avx512(columns, avoid, band) },
            #[cfg(not(target_arch = "x86_64"))]
            Build::Wide => unreachable!("AVX-512 is asked for on x86-64 only"),
            Build::Picked => quadrants.band_on(columns, avoid, band),
        })
    }

    #[test]
    fn bands_built_from_quadrants_are_the_bands_placed_row_by_row() {
        // Bands of half the rows, and of fewer (with middle rows between).
        for (n, rows) in [
            (2, 1),
            (4, 2),
            (6, 3),
            (8, 4),
            (10, 5),
            (12, 6),
            (6, 0),
            (10, 3),
            (12, 4),
        ] {
            let quadrants = Quadrants::new(n, rows);
            let plain = plain_bands(n, rows, &|_| true);
            let mut every = 0;
            for columns in (0..1u32 << n).filter(|set| set.count_ones() as usize == rows) {
                let expected = plain.get(&columns).cloned().unwrap_or_default();
                check_avoiding(
                    n,
                    &expected,
                    &format!("n = {n}, {rows} rows, columns {columns:b}"),
                    |avoid| every_pairing(&quadrants, columns, avoid),
                );
                assert!(quadrants.pairs_on(columns) >= expected.len() as u64);
                every += expected.len();
            }
            let placed: usize = plain.values().map(Vec::len).sum();
            assert_eq!(every, placed, "n = {n}, {rows} rows");
            assert!(placed > 0, "n = {n}, {rows} rows: some placements");
        }
    }

    #[test]
    fn the_table_is_its_own_transpose() {
        // With as many rows as columns, a placement on the rows R and the
        // columns S turned about the `\` diagonal is one on the rows S and
        // the columns R: its `\` diagonals numbered from the other end,
        // its `/` ones kept.
        for n in [2, 4, 6, 8, 10, 12, 14] {
            let rows = n / 2;
            let quadrants = Quadrants::new(n, rows);
            let left = |key| -> Vec<u64> {
                let mut diagonals: Vec<u64> = quadrants.diagonals[quadrants.on(key)]
                    .iter()
                    .map(|&moved| moved >> quadrants.width)
                    .collect();
                diagonals.sort_unstable();
                diagonals
            };
            let transposed = |diagonals: u64| {
                let turned = (0..2 * rows).filter(|&at| diagonals >> at & 1 == 1);
                turned.fold(diagonals & !0u64 << 32, |word, at| word | 1 << (2 * rows - at))
            };
            let sets = 0..1u32 << rows;
            let mut placements = 0;
            for (row_set, column_set) in sets.clone().flat_map(|r| sets.clone().map(move |s| (r, s))) {
                if row_set.count_ones() != column_set.count_ones() {
                    continue;
                }
                let on = left(quadrants.key(row_set, column_set));
                let mut turned: Vec<u64> = left(quadrants.key(column_set, row_set))
                    .into_iter()
                    .map(transposed)
                    .collect();
                turned.sort_unstable();
                assert_eq!(on, turned, "n = {n}, rows {row_set:b}, columns {column_set:b}");
                placements += on.len();
            }
            assert_eq!(
                placements,
                quadrants.diagonals.len(),
                "n = {n}: every key read once"
            );
        }
        // The key takes the rows first: rows {0} and columns {1} hold the
        // one queen on row 0 and column 1 (its `\` diagonal numbered
        // 1 - 0 + 4, its `/` one 1 + 0).
        let quadrants = Quadrants::new(8, 4);
        let queen: Vec<u64> = quadrants.diagonals[quadrants.on(quadrants.key(0b1, 0b10))]
            .iter()
            .map(|&moved| moved >> quadrants.width)
            .collect();
        assert_eq!(queen, [1u64 << 5 | 1 << (32 + 1)]);
    }
}
