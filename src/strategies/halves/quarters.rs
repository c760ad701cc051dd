//! Quarter tables: a band's placements on one set of columns, built when
//! the join needs them from two small tables instead of kept for every set.
//!
//! A band of `h` rows is cut into its upper `h / 2` rows and its lower rows.
//! Each table holds every placement of its rows alone on the board, grouped
//! by the columns it takes (the lower one placed as if its rows came
//! first). A band placement on the columns `C` is an upper placement on
//! some `S` in `C` and a lower one on `C - S` whose queens no line of the
//! upper one reaches: one AND of the upper's lines on its next row with the
//! lower's queens moved back along their lines to that row. At n = 19 the
//! tables hold 0.5 million placements where the whole half tree of 9 rows
//! holds hundreds of millions, so the memory of a count stays small and the
//! placements of the join's two column sets are built in cache.
//!
//! An odd board's middle row joins the bottom band as one more row: a
//! third table holds the band's upper rows with the middle row below them,
//! its queen left of the centre column (a fourth, on it), so that the
//! bottom band and the middle row on the columns a top band leaves are the
//! lower table (placed from the board's edge) paired with it, for every
//! middle queen at once ([`Rows`]). At n = 19 that table holds 0.2 million
//! placements, at n = 21 4.3 million (68 MB).

use std::mem::MaybeUninit;

/// The most placements of the lower table on one set of columns: those of
/// 6 rows on 6 columns are at most the 6! orders of the columns (a band of
/// n = 23 has 11 rows, 6 of them lower; with the middle row, 5 upper rows
/// and the middle row are 6 too). A key of the quadrant table holds fewer
/// (352 at most at n = 18, checked when the table is built).
pub(super) const LOWER_RUN: usize = 720;

/// The placements of `rows` rows alone on the board, by the columns they take.
struct Table {
    /// `start[r]..start[r + 1]` index the placements on the column set of
    /// colex rank `r`.
    start: Vec<u32>,
    /// Each placement's lines on the row below it: `\` in bits `0..32`
    /// (moving right a column a row), `/` in bits `32..64`.
    lines: Vec<u64>,
    /// Each placement's queens moved up along their lines to the row above
    /// it, packed as `lines` (read only when the table is paired below
    /// another).
    reach: Vec<u64>,
}

/// Which placements [`Quarters::band_on`] builds: a band alone, or a band
/// with the middle row of an odd board next to it, the middle queen left
/// of the centre or on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Rows {
    Band,
    MiddleLeft,
    MiddleCentre,
}

/// The quarter tables of a band and how to join them.
pub(super) struct Quarters {
    n: usize,
    upper_rows: usize,
    lower_rows: usize,
    full: u64,
    /// The upper table, when its rows are fewer than the lower one's; with
    /// as many rows, the lower table is the upper one too (the same walk,
    /// and lines kept the same way), which halves the memory of even bands.
    upper: Option<Table>,
    lower: Table,
    /// With one middle row: the placements of as many rows as the upper
    /// table's with the middle row below them, its queen left of the
    /// centre column (first) or on it. A band and the middle row are then
    /// the lower table (placed from the board's edge) above one of these,
    /// and the bands of every middle queen on one set of columns are built
    /// at once.
    middle: Option<[Table; 2]>,
    colex: Colex,
    /// The ways to share the columns of a band (first) and of a band with
    /// the middle row between the two tables paired: how many indices the
    /// upper table takes, and each set of them.
    shares: [(usize, Vec<u16>); 2],
}

/// The two tables a band is paired from, and their rows.
struct Pairing<'a> {
    upper: &'a Table,
    upper_rows: usize,
    lower: &'a Table,
    lower_rows: usize,
}

impl Quarters {
    /// The tables for bands of `rows` rows on an `n` x `n` board, and for
    /// such a band with the middle row next to it when `middle_row`.
    pub(super) fn new(n: usize, rows: usize, middle_row: bool) -> Self {
        assert!(rows - rows / 2 <= 6, "a lower run fits in LOWER_RUN");
        assert!(rows / 2 < 6, "a middle run fits in LOWER_RUN");
        let full = (1u64 << n) - 1;
        let (upper_rows, lower_rows) = (rows / 2, rows - rows / 2);
        let mut quarters = Quarters {
            n,
            upper_rows,
            lower_rows,
            full,
            upper: None,
            lower: Table::empty(),
            middle: None,
            colex: Colex::new(),
            shares: [
                (upper_rows, shares(rows, upper_rows)),
                (lower_rows, shares(rows + 1, lower_rows)),
            ],
        };
        if quarters.upper_rows < quarters.lower_rows {
            quarters.upper = Some(quarters.table(quarters.upper_rows, full));
        }
        quarters.lower = quarters.table(quarters.lower_rows, full);
        if middle_row {
            // The centre column of an odd board: `rows` columns on each side.
            let centre = 1u64 << rows;
            quarters.middle =
                Some([centre - 1, centre].map(|last| quarters.table(quarters.upper_rows + 1, last)));
        }
        quarters
    }

    /// The upper table.
    fn upper(&self) -> &Table {
        self.upper.as_ref().unwrap_or(&self.lower)
    }

    /// The tables that make the placements `rows`.
    fn pairing(&self, rows: Rows) -> Pairing<'_> {
        let middle = |at: usize| {
            let tables = self.middle.as_ref().expect("the middle tables of an odd board");
            Pairing {
                upper: &self.lower,
                upper_rows: self.lower_rows,
                lower: &tables[at],
                lower_rows: self.upper_rows + 1,
            }
        };
        match rows {
            Rows::Band => Pairing {
                upper: self.upper(),
                upper_rows: self.upper_rows,
                lower: &self.lower,
                lower_rows: self.lower_rows,
            },
            Rows::MiddleLeft => middle(0),
            Rows::MiddleCentre => middle(1),
        }
    }

    /// Every placement of `rows` rows whose last queen stands on a column
    /// of `last`, grouped by its columns' colex rank: one walk counts each
    /// group, a second writes the placements into their group's slots (so
    /// the table is all the memory it takes).
    fn table(&self, rows: usize, last: u64) -> Table {
        let sets = self.colex.choose(self.n, rows);
        let mut start = vec![0u32; sets + 1];
        self.place(rows, last, 0, Placed::default(), &mut |rank, _| {
            start[rank + 1] += 1
        });
        for set in 0..sets {
            start[set + 1] += start[set];
        }
        let placements = start[sets] as usize;
        let mut next = start[..sets].to_vec();
        let mut lines = vec![0; placements];
        let mut reach = vec![0; placements];
        self.place(rows, last, 0, Placed::default(), &mut |rank, placed| {
            let slot = next[rank] as usize;
            next[rank] += 1;
            lines[slot] = placed.right | placed.left << 32;
            reach[slot] = placed.reach;
        });
        Table { start, lines, reach }
    }

    /// The bitmask walk of `rows` rows below `placed`, which is on `row`:
    /// `found` is told each placement and its columns' colex rank.
    fn place(
        &self,
        rows: usize,
        last: u64,
        row: usize,
        placed: Placed,
        found: &mut impl FnMut(usize, Placed),
    ) {
        if row == rows {
            found(self.colex.rank(placed.columns), placed);
            return;
        }
        let allowed = if row + 1 == rows { last } else { self.full };
        let mut free = !(placed.columns | placed.right | placed.left) & allowed;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            let col = bit.trailing_zeros() as usize;
            // The queen moved up `row` rows along each of its lines, where
            // that stays on the board.
            let up_right = if col >= row { 1u64 << (col - row) } else { 0 };
            let up_left = if col + row < self.n {
                1u64 << (col + row)
            } else {
                0
            };
            let next = Placed {
                columns: placed.columns | bit,
                right: ((placed.right | bit) << 1) & self.full,
                left: (placed.left | bit) >> 1,
                reach: placed.reach | up_right | up_left << 32,
            };
            self.place(rows, last, row + 1, next, found);
        }
    }

    /// How many placements `rows` on `columns` the tables pair up before
    /// testing their lines: the work of building them, and an estimate of
    /// how many there are.
    pub(super) fn pairs_on(&self, columns: u32, rows: Rows) -> u64 {
        let pairing = self.pairing(rows);
        let mut pairs = 0;
        self.splits(columns, pairing.upper_rows, |upper, lower| {
            pairs += pairing.upper.on(upper).len() as u64 * pairing.lower.on(lower).len() as u64;
        });
        pairs
    }

    /// Writes the lines below every placement `rows` on `columns` that has
    /// none of the lines `avoid` (packed as the tables' lines) into `band`,
    /// packed the same way. A band has none of them when neither of its
    /// quarters has, so each quarter is sifted before the pairs are made.
    pub(super) fn band_on(&self, columns: u32, avoid: u64, rows: Rows, band: &mut Band) {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx512f") && std::arch::is_x86_feature_detected!("popcnt") {
            // SAFETY: the CPU has AVX-512F and POPCNT, as just checked.
            return unsafe { self.band_on_avx512(columns, avoid, rows, band) };
        }
        self.band_on_in::<false>(columns, avoid, rows, band);
    }

    /// [`Quarters::band_on`] compiled for AVX-512, which pairs an upper
    /// placement with 8 lower ones at a time.
    ///
    /// # Safety
    /// The CPU must have AVX-512F and POPCNT.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,popcnt")]
    unsafe fn band_on_avx512(&self, columns: u32, avoid: u64, rows: Rows, band: &mut Band) {
        self.band_on_in::<true>(columns, avoid, rows, band);
    }

    /// [`Quarters::band_on`], with AVX-512 when `WIDE`.
    #[inline(always)]
    fn band_on_in<const WIDE: bool>(&self, columns: u32, avoid: u64, rows: Rows, band: &mut Band) {
        let Band {
            lines: bands,
            lower_lines,
            lower_reach,
        } = band;
        bands.clear();
        let pairing = self.pairing(rows);
        let shift = pairing.lower_rows;
        let (low, full) = (u64::from(u32::MAX), self.full);
        self.splits(columns, pairing.upper_rows, |upper, below| {
            let lowers = pairing.lower.on(below);
            let (mut lines, mut reach) = (&pairing.lower.lines[lowers.clone()], &pairing.lower.reach[lowers]);
            // With lines to avoid, the lower placements that have none,
            // copied aside.
            if avoid != 0 {
                let mut kept = 0;
                for (&lines, &reach) in lines.iter().zip(reach) {
                    lower_lines[kept] = lines;
                    lower_reach[kept] = reach;
                    kept += usize::from(lines & avoid == 0);
                }
                (lines, reach) = (&lower_lines[..kept], &lower_reach[..kept]);
            }
            let uppers = pairing.upper;
            for &above in &uppers.lines[uppers.on(upper)] {
                // The upper placement's lines carried down through the lower rows.
                let carried = ((above & low) << shift) & full | (above >> 32 >> shift) << 32;
                if carried & avoid != 0 {
                    continue;
                }
                // SAFETY: `WIDE` is set only by `band_on_avx512`, whose
                // caller checked that the CPU has AVX-512F and POPCNT.
                unsafe { pair_onto::<WIDE>(bands, carried, above, lines, reach) };
            }
        });
    }

    /// Calls `split` with the colex ranks of each way to share `columns`
    /// between `upper_rows` upper rows and the lower rows: each share of
    /// the columns' indices, listed once (`shares`), spread onto the
    /// columns (no subset walked by a division per split: the shard
    /// estimates of n = 20 spent an eighth of a shard there).
    #[inline(always)]
    fn splits(&self, columns: u32, upper_rows: usize, mut split: impl FnMut(usize, usize)) {
        let mut at = [0u8; 32];
        let mut count = 0;
        let mut rest = columns;
        while rest != 0 {
            at[count] = rest.trailing_zeros() as u8;
            count += 1;
            rest &= rest - 1;
        }
        let (ways, shares) = &self.shares[count - (self.upper_rows + self.lower_rows)];
        assert_eq!(*ways, upper_rows, "shares listed for {upper_rows} upper rows");
        for &indices in shares {
            let mut upper = 0u64;
            let mut rest = indices;
            while rest != 0 {
                upper |= 1 << at[rest.trailing_zeros() as usize];
                rest &= rest - 1;
            }
            split(
                self.colex.rank(upper),
                self.colex.rank(u64::from(columns) ^ upper),
            );
        }
    }
}

/// The binomial coefficients up to 32 choose 32, and the colex ranks of
/// sets they give: a set's rank among the sets of its size, counted in
/// the order of their largest element, then the next largest, and so on.
pub(super) struct Colex {
    /// `choose[m][k]`: m choose k.
    choose: Vec<[u64; 33]>,
}

impl Colex {
    pub(super) fn new() -> Self {
        let mut choose = vec![[0u64; 33]; 33];
        for m in 0..33 {
            choose[m][0] = 1;
            for k in 1..=m {
                choose[m][k] = choose[m - 1][k - 1] + choose[m - 1][k];
            }
        }
        Colex { choose }
    }

    /// `m` choose `k`.
    pub(super) fn choose(&self, m: usize, k: usize) -> usize {
        self.choose[m][k] as usize
    }

    /// The colex rank of `set` among the sets of its size.
    pub(super) fn rank(&self, set: u64) -> usize {
        let mut rank = 0;
        let mut rest = set;
        let mut index = 1;
        while rest != 0 {
            rank += self.choose[rest.trailing_zeros() as usize][index];
            rest &= rest - 1;
            index += 1;
        }
        rank as usize
    }
}

/// Every set of `upper` indices among `count` (at most 16), increasing.
fn shares(count: usize, upper: usize) -> Vec<u16> {
    (0..1u32 << count)
        .filter(|indices| indices.count_ones() as usize == upper)
        .map(|indices| indices as u16)
        .collect()
}

/// Appends to `bands` the placements of `above` (its lines `carried`
/// down) with each of `lines` (reaching up to `reach`) that no line of
/// it meets, with AVX-512 when `WIDE`.
///
/// # Safety
/// With `WIDE`, the CPU must have AVX-512F and POPCNT.
#[inline(always)]
pub(super) unsafe fn pair_onto<const WIDE: bool>(
    bands: &mut Vec<u64>,
    carried: u64,
    above: u64,
    lines: &[u64],
    reach: &[u64],
) {
    // Room for a whole register of 8 past the last kept one.
    bands.reserve(lines.len() + 8);
    let free = &mut bands.spare_capacity_mut()[..lines.len() + 8];
    #[cfg(target_arch = "x86_64")]
    let made = if WIDE {
        // SAFETY: with `WIDE` the CPU has AVX-512F and POPCNT, as the
        // caller promises.
        unsafe { pair_avx512(carried, above, lines, reach, free) }
    } else {
        pair(carried, above, lines, reach, free)
    };
    #[cfg(not(target_arch = "x86_64"))]
    let made = pair(carried, above, lines, reach, free);
    // SAFETY: the first `made` free slots were just written.
    unsafe { bands.set_len(bands.len() + made) };
}

/// Writes the band placements of the upper placement `above` (its lines
/// `carried` down) with each lower one (`lines`, reaching up to `reach`)
/// that no line of the upper one meets, to the front of `free`, and
/// returns how many. Each one is written, and the length moves on only
/// for those kept: no branch to mispredict.
#[inline(always)]
fn pair(carried: u64, above: u64, lines: &[u64], reach: &[u64], free: &mut [MaybeUninit<u64>]) -> usize {
    let mut made = 0;
    for (&below, &reached) in lines.iter().zip(reach) {
        free[made].write(carried | below);
        made += usize::from(above & reached == 0);
    }
    made
}

/// [`pair`] 8 lower placements at a time: one test of 8 words for the
/// lines that meet, the kept ones moved side by side in a register, and
/// the whole register stored (a compressing store straight to memory is
/// many times slower on some CPUs), so `free` holds 7 words more than
/// `lines`.
///
/// # Safety
/// The CPU must have AVX-512F and POPCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,popcnt")]
unsafe fn pair_avx512(
    carried: u64,
    above: u64,
    lines: &[u64],
    reach: &[u64],
    free: &mut [MaybeUninit<u64>],
) -> usize {
    use std::arch::x86_64::{
        _mm512_mask_testn_epi64_mask, _mm512_maskz_compress_epi64, _mm512_maskz_loadu_epi64, _mm512_or_epi64,
        _mm512_set1_epi64, _mm512_storeu_si512,
    };
    assert!(reach.len() == lines.len() && free.len() >= lines.len() + 7);
    let (carried, above) = (_mm512_set1_epi64(carried as i64), _mm512_set1_epi64(above as i64));
    let mut made = 0;
    for start in (0..lines.len()).step_by(8) {
        let present = (0xffu16 >> (8 - (lines.len() - start).min(8))) as u8;
        // SAFETY: the masked loads read only the words of `lines` and
        // `reach` from `start` on, and the store writes 8 words at
        // `made <= start < lines.len()`, inside `free`.
        unsafe {
            let below = _mm512_maskz_loadu_epi64(present, lines.as_ptr().add(start).cast());
            let reached = _mm512_maskz_loadu_epi64(present, reach.as_ptr().add(start).cast());
            let kept = _mm512_mask_testn_epi64_mask(present, above, reached);
            let packed = _mm512_maskz_compress_epi64(kept, _mm512_or_epi64(carried, below));
            _mm512_storeu_si512(free.as_mut_ptr().add(made).cast(), packed);
            made += kept.count_ones() as usize;
        }
    }
    made
}

/// A band's placements on one set of columns, as [`Quarters::band_on`]
/// writes them, with the room it sifts the lower quarters in (where the
/// quadrant table writes the lines of the right halves it pairs).
pub(super) struct Band {
    pub(super) lines: Vec<u64>,
    pub(super) lower_lines: Box<[u64; LOWER_RUN]>,
    lower_reach: Box<[u64; LOWER_RUN]>,
}

impl Default for Band {
    fn default() -> Self {
        Band {
            lines: Vec::new(),
            lower_lines: Box::new([0; LOWER_RUN]),
            lower_reach: Box::new([0; LOWER_RUN]),
        }
    }
}

impl Table {
    fn empty() -> Self {
        Table {
            start: vec![0, 0],
            lines: Vec::new(),
            reach: Vec::new(),
        }
    }

    /// The indices of the placements on the column set of colex rank `rank`.
    fn on(&self, rank: usize) -> std::ops::Range<usize> {
        self.start[rank] as usize..self.start[rank + 1] as usize
    }
}

/// Queens placed on the first rows of a quarter.
#[derive(Clone, Copy, Debug, Default)]
struct Placed {
    columns: u64,
    /// `\` lines on the next row.
    right: u64,
    /// `/` lines on the next row.
    left: u64,
    /// The queens moved up their lines to the row above the quarter.
    reach: u64,
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    use std::collections::BTreeMap;

    /// The placements of the first `rows` rows by plain backtracking whose
    /// last queen stands on a column `last` accepts, as the lines below
    /// them, on each set of columns.
    pub(in super::super) fn plain_bands(
        n: usize,
        rows: usize,
        last: &dyn Fn(usize) -> bool,
    ) -> BTreeMap<u32, Vec<u64>> {
        fn place(
            n: usize,
            rows: usize,
            last: &dyn Fn(usize) -> bool,
            queens: &mut Vec<usize>,
            found: &mut BTreeMap<u32, Vec<u64>>,
        ) {
            let row = queens.len();
            if row == rows {
                let columns = queens.iter().fold(0u32, |set, &col| set | 1 << col);
                let (mut right, mut left) = (0u64, 0u64);
                for (i, &col) in queens.iter().enumerate() {
                    let down = rows - i;
                    if col + down < n {
                        right |= 1 << (col + down);
                    }
                    if col >= down {
                        left |= 1 << (col - down);
                    }
                }
                found.entry(columns).or_default().push(right | left << 32);
                return;
            }
            for col in (0..n).filter(|&col| row + 1 < rows || last(col)) {
                let safe = queens
                    .iter()
                    .enumerate()
                    .all(|(i, &q)| q != col && q.abs_diff(col) != row - i);
                if safe {
                    queens.push(col);
                    place(n, rows, last, queens, found);
                    queens.pop();
                }
            }
        }
        let mut found = BTreeMap::new();
        place(n, rows, last, &mut Vec::new(), &mut found);
        found
    }

    /// Which build of a band a test asks for: the plain one, the AVX-512
    /// one called directly, or the one the tables pick.
    #[derive(Clone, Copy)]
    pub(in super::super) enum Build {
        Plain,
        Wide,
        Picked,
    }

    /// The band `build` writes by each build (AVX-512 where the CPU has
    /// it), each sorted.
    pub(in super::super) fn every_build(build: impl Fn(Build, &mut Band)) -> Vec<(&'static str, Vec<u64>)> {
        let mut band = Band::default();
        let mut sorted = |name, kind| {
            build(kind, &mut band);
            let mut lines = band.lines.clone();
            lines.sort_unstable();
            (name, lines)
        };
        let mut builds = vec![sorted("plain", Build::Plain)];
        #[cfg(target_arch = "x86_64")]
        if is_x86_feature_detected!("avx512f") && is_x86_feature_detected!("popcnt") {
            builds.push(sorted("AVX-512", Build::Wide));
        }
        builds.push(sorted("picked", Build::Picked));
        builds
    }

    /// Checks the bands `pairings` builds avoiding lines against the
    /// `expected` ones that have none of them: lines at single squares,
    /// and `\` and `/` lines apart.
    pub(in super::super) fn check_avoiding(
        n: usize,
        expected: &[u64],
        what: &str,
        pairings: impl Fn(u64) -> Vec<(&'static str, Vec<u64>)>,
    ) {
        for square in [0, 1, 1 << (n / 2), 1 << (n - 1)] {
            for avoid in [square | square << 32, square, square << 32 | 1] {
                let mut want: Vec<u64> = expected
                    .iter()
                    .copied()
                    .filter(|&lines| lines & avoid == 0)
                    .collect();
                want.sort_unstable();
                for (pairing, bands) in pairings(avoid) {
                    assert_eq!(bands, want, "{pairing}: {what}, avoid {avoid:b}");
                }
            }
        }
    }

    /// `rows` placed on `columns` by every pairing, each sorted.
    fn every_pairing(
        quarters: &Quarters,
        columns: u32,
        avoid: u64,
        rows: Rows,
    ) -> Vec<(&'static str, Vec<u64>)> {
        every_build(|build, band| match build {
            Build::Plain => quarters.band_on_in::<false>(columns, avoid, rows, band),
            // SAFETY: `every_build` asks for it only where the CPU has
            // AVX-512F and POPCNT.
            #[cfg(target_arch = "x86_64")]
            Build::Wide => unsafe { quarters.band_on_avx512(columns, avoid, rows, band) },
            #[cfg(not(target_arch = "x86_64"))]
            Build::Wide => unreachable!("AVX-512 is asked for on x86-64 only"),
            Build::Picked => quarters.band_on(columns, avoid, rows, band),
        })
    }

    #[test]
    fn bands_built_from_quarters_are_the_bands_placed_row_by_row() {
        for (n, rows) in [(6, 3), (8, 4), (9, 4), (10, 5), (7, 1), (5, 0)] {
            let quarters = Quarters::new(n, rows, false);
            let plain = plain_bands(n, rows, &|_| true);
            let mut every = 0;
            for (&columns, expected) in &plain {
                check_avoiding(
                    n,
                    expected,
                    &format!("n = {n}, {rows} rows, columns {columns:b}"),
                    |avoid| every_pairing(&quarters, columns, avoid, Rows::Band),
                );
                let mut band = Band::default();
                quarters.band_on(columns, 0, Rows::Band, &mut band);
                assert!(quarters.pairs_on(columns, Rows::Band) >= band.lines.len() as u64);
                every += band.lines.len();
            }
            let placed: usize = plain.values().map(Vec::len).sum();
            assert_eq!(every, placed, "n = {n}, {rows} rows");
        }
    }

    #[test]
    fn a_band_and_the_middle_row_are_the_placements_of_one_row_more() {
        // Odd boards, the band of half the rows less the middle one: every
        // placement of one row more whose last queen is left of the
        // centre column, or on it, on every set of columns.
        let left = |rows: usize| move |col: usize| col < rows;
        let centre = |rows: usize| move |col: usize| col == rows;
        for n in [1, 3, 5, 7, 9, 11] {
            let rows = n / 2;
            let quarters = Quarters::new(n, rows, true);
            for (kind, last) in [
                (Rows::MiddleLeft, &left(rows) as &dyn Fn(usize) -> bool),
                (Rows::MiddleCentre, &centre(rows)),
            ] {
                let plain = plain_bands(n, rows + 1, last);
                let mut every = 0;
                for columns in (0..1u32 << n).filter(|set| set.count_ones() as usize == rows + 1) {
                    let mut want = plain.get(&columns).cloned().unwrap_or_default();
                    want.sort_unstable();
                    for (pairing, bands) in every_pairing(&quarters, columns, 0, kind) {
                        assert_eq!(bands, want, "{pairing}: n = {n}, {kind:?}, columns {columns:b}");
                    }
                    assert!(quarters.pairs_on(columns, kind) >= want.len() as u64);
                    every += want.len();
                }
                let placed: usize = plain.values().map(Vec::len).sum();
                assert_eq!(every, placed, "n = {n}, {kind:?}");
                assert!(placed > 0 || n <= 3, "n = {n}, {kind:?}: some placements");
            }
        }
    }

    #[test]
    fn each_table_is_its_own_image_upside_down_and_left_to_right() {
        // Turned upside down, the queens of a placement on a set of columns
        // are another placement on it, whose lines below are the queens'
        // reach moved one row further; turned left to right, a placement on
        // the mirrored columns, with `\` and `/` lines swapped.
        for (n, rows) in [(8, 4), (9, 4), (11, 5), (13, 6), (12, 3)] {
            let quarters = Quarters::new(n, rows, false);
            let full = (1u64 << n) - 1;
            let reversed = |bits: u64| bits.reverse_bits() >> (64 - n);
            let sorted = |mut lines: Vec<u64>| {
                lines.sort_unstable();
                lines
            };
            for (table, rows) in [
                (quarters.upper(), quarters.upper_rows),
                (&quarters.lower, quarters.lower_rows),
            ] {
                let mut placements = 0;
                for columns in (0..1u64 << n).filter(|set| set.count_ones() as usize == rows) {
                    let on = table.on(quarters.colex.rank(columns));
                    let lines = sorted(table.lines[on.clone()].to_vec());
                    let upside_down = sorted(
                        table.reach[on]
                            .iter()
                            .map(|&reach| ((reach >> 32) << 1) & full | ((reach & full) >> 1) << 32)
                            .collect(),
                    );
                    assert_eq!(
                        upside_down, lines,
                        "n = {n}, {rows} rows, columns {columns:b} upside down"
                    );
                    let mirrored = sorted(
                        table.lines[table.on(quarters.colex.rank(reversed(columns)))]
                            .iter()
                            .map(|&lines| reversed(lines >> 32) | reversed(lines & full) << 32)
                            .collect(),
                    );
                    assert_eq!(
                        mirrored, lines,
                        "n = {n}, {rows} rows, columns {columns:b} left to right"
                    );
                    placements += lines.len();
                }
                assert!(placements > 0, "n = {n}, {rows} rows");
            }
        }
    }
}
