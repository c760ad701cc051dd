//! The bit-sliced join: the pairs of a top list and a bottom list whose
//! words share no bit, counted 512 bottoms at a time.
//!
//! The bottoms are taken in groups of [`GROUP`] and turned on their side:
//! for each bit of the word, one 512-bit plane says which bottoms of the
//! group have that bit (a line of theirs there). A top clashes with the
//! bottoms of the union of the planes of its own bits, so the bottoms that
//! fit it are the complement of that union, counted with `popcount`. To take
//! the union in a few steps, the word is cut into chunks of [`CHUNK`] bits,
//! and for each chunk the union of every subset of its planes is made once
//! per group: a top then reads one table entry per chunk, 5 of them for a
//! 34-bit word, and tests 512 pairs with 5 ORs of 512 bits and 8 popcounts.
//! Unlike one AND per pair in a vector lane, the cost does not grow when
//! the words pass 32 bits. (Kluev's counter matches this way; the layout
//! here is written from that description.)
//!
//! Both lists come in parts, and the pairs of a top part with a bottom part
//! count with a weight of their own (0 leaves them untested). Short parts
//! of bottoms share a group, each marked by its own plane of the bottoms
//! present, so that splitting a list does not multiply its tables.

/// Bottoms per group: one 512-bit plane per bit of the word.
const GROUP: usize = 512;

/// 64-bit lanes of a plane.
const LANES: usize = GROUP / 64;

/// Bits of the word per table lookup: 7 bits make tables of 128 entries,
/// 40 KB for a 34-bit word, which stay in a 48 KB L1 cache (measured at
/// n = 18 on one thread: 5 bits 0.65 s, 6 bits 0.64 s, 7 bits 0.55 s for
/// an eighth of the count).
const CHUNK: usize = 7;

/// Below this many tops, building a group's table costs more than it saves:
/// those tops are tested one pair at a time.
const FEW_TOPS: usize = 24;

/// Transposes the 64 x 64 bit matrix `square` (row `r` is the word
/// `square[r]`, column `c` its bit `c`) in place: 6 rounds, each swapping
/// the off-diagonal blocks of every block of twice the size (as in Warren's
/// Hacker's Delight, with bit 0 as the first column).
#[inline(always)]
fn transpose(square: &mut [u64; 64]) {
    let mut width = 32;
    let mut mask = u64::from(u32::MAX);
    while width != 0 {
        let mut row = 0;
        while row < 64 {
            let swap = ((square[row] >> width) ^ square[row + width]) & mask;
            square[row] ^= swap << width;
            square[row + width] ^= swap;
            row = (row + width + 1) & !width;
        }
        width >>= 1;
        mask ^= mask << width;
    }
}

/// How many times a pair of a top in part `i` and a bottom in part `j`
/// counts: `weight(i, j)`.
pub(super) type Weight<'a> = &'a dyn Fn(usize, usize) -> u64;

/// Every top part with every bottom part, and the weight of their pairs.
fn pairs_of_parts<'a>(
    tops: &'a [&'a [u64]],
    bottoms: &'a [&'a [u64]],
    weight: Weight<'a>,
) -> impl Iterator<Item = (&'a [u64], &'a [u64], u64)> {
    tops.iter().enumerate().flat_map(move |(i, &top)| {
        bottoms
            .iter()
            .enumerate()
            .map(move |(j, &bottom)| (top, bottom, weight(i, j)))
    })
}

/// One bit per bottom of a group.
type Plane = [u64; LANES];

/// The unions of every subset of one chunk's planes.
type Unions = [Plane; 1 << CHUNK];

/// The table of one group, kept between calls so that it is allocated once
/// per thread.
#[derive(Default)]
pub(super) struct Matcher {
    /// The bottoms of the group being met.
    group: Vec<u64>,
    planes: Vec<Plane>,
    unions: Vec<Unions>,
}

/// The most parts of bottoms [`Matcher::fitting_pairs`] takes.
const PARTS: usize = 3;

/// The bottoms of one part in a group: `start..end`.
#[derive(Clone, Copy, Debug, Default)]
struct Piece {
    part: usize,
    start: usize,
    end: usize,
}

/// The bottoms of a group one top meets with a weight: the bits of a piece.
#[derive(Clone, Copy, Debug, Default)]
struct Mark {
    present: Plane,
    weight: u64,
}

impl Matcher {
    /// The pairs `(top, bottom)` with `top & bottom == 0` of the top parts
    /// `tops` and the bottom parts `bottoms`, where every word is below
    /// `1 << width` (`width` at most 64); each pair of a top in part `i`
    /// and a bottom in part `j` counts `weight(i, j)` times.
    pub(super) fn fitting_pairs(
        &mut self,
        tops: &[&[u64]],
        bottoms: &[&[u64]],
        weight: Weight,
        width: usize,
    ) -> u64 {
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx512f")
                && std::arch::is_x86_feature_detected!("avx512vpopcntdq")
            {
                // SAFETY: the CPU has AVX-512F and VPOPCNTDQ, as just checked.
                return unsafe { self.sliced_avx512(tops, bottoms, weight, width) };
            }
            if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("popcnt") {
                // SAFETY: the CPU has AVX2 and POPCNT, as just checked.
                return unsafe { self.sliced_avx2(tops, bottoms, weight, width) };
            }
        }
        self.sliced::<false>(tops, bottoms, weight, width)
    }

    /// [`Matcher::sliced`] compiled for AVX-512 with its vector popcount: a
    /// plane is one 512-bit register, and its bits are counted in one
    /// instruction.
    ///
    /// # Safety
    /// The CPU must have AVX-512F and VPOPCNTDQ.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512vpopcntdq,avx2,popcnt")]
    unsafe fn sliced_avx512(
        &mut self,
        tops: &[&[u64]],
        bottoms: &[&[u64]],
        weight: Weight,
        width: usize,
    ) -> u64 {
        self.sliced::<true>(tops, bottoms, weight, width)
    }

    /// [`Matcher::sliced`] compiled for AVX2 and POPCNT.
    ///
    /// # Safety
    /// The CPU must have AVX2 and POPCNT.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,popcnt")]
    unsafe fn sliced_avx2(
        &mut self,
        tops: &[&[u64]],
        bottoms: &[&[u64]],
        weight: Weight,
        width: usize,
    ) -> u64 {
        self.sliced::<false>(tops, bottoms, weight, width)
    }

    /// The groups of bottoms, each turned into its table and met by every
    /// top (in 512-bit registers when `WIDE`); with few tops, one AND per
    /// pair instead.
    #[inline(always)]
    fn sliced<const WIDE: bool>(
        &mut self,
        tops: &[&[u64]],
        bottoms: &[&[u64]],
        weight: Weight,
        width: usize,
    ) -> u64 {
        if tops.iter().map(|top| top.len()).sum::<usize>() < FEW_TOPS {
            return pairs_of_parts(tops, bottoms, weight)
                .map(|(top, bottom, weight)| weight * count_disjoint(top, bottom))
                .sum();
        }
        // The number of chunks as a constant, so that the loop over them
        // unrolls and its table reads need no bounds checks.
        match width.div_ceil(CHUNK) {
            0..=4 => self.chunked::<4, WIDE>(tops, bottoms, weight),
            5 => self.chunked::<5, WIDE>(tops, bottoms, weight),
            6 => self.chunked::<6, WIDE>(tops, bottoms, weight),
            7 => self.chunked::<7, WIDE>(tops, bottoms, weight),
            _ => self.chunked::<10, WIDE>(tops, bottoms, weight),
        }
    }

    /// [`Matcher::sliced`] with words of at most `CHUNKS` chunks: the
    /// bottoms of the parts whose pairs weigh anything, taken in groups
    /// across the parts' ends, so that short parts share a table.
    #[inline(always)]
    fn chunked<const CHUNKS: usize, const WIDE: bool>(
        &mut self,
        tops: &[&[u64]],
        bottoms: &[&[u64]],
        weight: Weight,
    ) -> u64 {
        assert!(bottoms.len() <= PARTS, "at most {PARTS} parts of bottoms");
        self.planes.resize(CHUNKS * CHUNK, [0; LANES]);
        self.unions.resize(CHUNKS, [[0; LANES]; 1 << CHUNK]);
        self.group.clear();
        let mut fitting = 0;
        let mut pieces = [Piece::default(); PARTS];
        let mut held = 0;
        for part in (0..bottoms.len()).filter(|&part| (0..tops.len()).any(|i| weight(i, part) != 0)) {
            let mut rest = bottoms[part];
            while !rest.is_empty() {
                let start = self.group.len();
                let (taken, left) = rest.split_at((GROUP - start).min(rest.len()));
                self.group.extend_from_slice(taken);
                pieces[held] = Piece {
                    part,
                    start,
                    end: self.group.len(),
                };
                held += 1;
                rest = left;
                if self.group.len() == GROUP {
                    fitting += self.meet_group::<CHUNKS, WIDE>(tops, &pieces[..held], weight);
                    self.group.clear();
                    held = 0;
                }
            }
        }
        if held > 0 {
            fitting += self.meet_group::<CHUNKS, WIDE>(tops, &pieces[..held], weight);
        }
        fitting
    }

    /// The weighted pairs of every top with the group's bottoms: the group
    /// turned into its table once, and each top's clashes counted apart in
    /// each piece of the group whose pairs with it weigh anything.
    #[inline(always)]
    fn meet_group<const CHUNKS: usize, const WIDE: bool>(
        &mut self,
        tops: &[&[u64]],
        pieces: &[Piece],
        weight: Weight,
    ) -> u64 {
        self.turn();
        let unions: &[Unions; CHUNKS] = self.unions[..CHUNKS].try_into().expect("CHUNKS tables");
        let mut fitting = 0;
        for (i, top) in tops.iter().enumerate() {
            let mut marks = [Mark::default(); PARTS];
            let mut held = 0;
            for piece in pieces {
                let weight = weight(i, piece.part);
                if weight != 0 {
                    marks[held] = Mark {
                        present: std::array::from_fn(|lane| {
                            let bits = |at: usize| at.saturating_sub(64 * lane).min(64);
                            let ones = |count: usize| {
                                if count == 64 {
                                    u64::MAX
                                } else {
                                    (1u64 << count) - 1
                                }
                            };
                            ones(bits(piece.end)) & !ones(bits(piece.start))
                        }),
                        weight,
                    };
                    held += 1;
                }
            }
            // The number of marks as a constant, so that their counts stay
            // in registers from top to top.
            fitting += match held {
                0 => 0,
                1 => meet_marks::<CHUNKS, 1, WIDE>(unions, &marks, top),
                2 => meet_marks::<CHUNKS, 2, WIDE>(unions, &marks, top),
                _ => meet_marks::<CHUNKS, PARTS, WIDE>(unions, &marks, top),
            };
        }
        fitting
    }

    /// Turns the group on its side into the planes, 64 bottoms at a time by
    /// a bit-matrix transpose, then the planes into the unions of every
    /// subset of each chunk's planes.
    #[inline(always)]
    fn turn(&mut self) {
        let used = self.group.len().div_ceil(64);
        for (lane, words) in self.group.chunks(64).enumerate() {
            let mut square = [0u64; 64];
            square[..words.len()].copy_from_slice(words);
            transpose(&mut square);
            for (bit, plane) in self.planes.iter_mut().enumerate() {
                plane[lane] = square.get(bit).copied().unwrap_or(0);
            }
        }
        for plane in &mut self.planes {
            plane[used..].fill(0);
        }
        for (chunk, unions) in self.unions.iter_mut().enumerate() {
            unions[0] = [0; LANES];
            for subset in 1..1usize << CHUNK {
                let plane = &self.planes[chunk * CHUNK + subset.trailing_zeros() as usize];
                let rest = unions[subset & (subset - 1)];
                unions[subset] = std::array::from_fn(|lane| rest[lane] | plane[lane]);
            }
        }
    }
}

/// The first `MARKS` of `marks` met by `tops`, in 512-bit registers when
/// `WIDE`.
#[inline(always)]
fn meet_marks<const CHUNKS: usize, const MARKS: usize, const WIDE: bool>(
    unions: &[Unions; CHUNKS],
    marks: &[Mark; PARTS],
    tops: &[u64],
) -> u64 {
    let marks: &[Mark; MARKS] = marks[..MARKS].try_into().expect("MARKS marks");
    #[cfg(target_arch = "x86_64")]
    if WIDE {
        // SAFETY: `WIDE` is set only where the CPU has AVX-512F and
        // VPOPCNTDQ ([`Matcher::sliced_avx512`]).
        return unsafe { meet_avx512(unions, marks, tops) };
    }
    meet(unions, marks, tops)
}

/// The bottoms of a group that fit each of `tops`, counted: for each top,
/// the union of its chunks' tables is the bottoms it clashes with, and the
/// others present in each mark are counted lane by lane, then weighted.
#[inline(always)]
fn meet<const CHUNKS: usize, const MARKS: usize>(
    unions: &[Unions; CHUNKS],
    marks: &[Mark; MARKS],
    tops: &[u64],
) -> u64 {
    let mut fitting = [[0u64; LANES]; MARKS];
    for &top in tops {
        let mut clash = [0u64; LANES];
        for (chunk, table) in unions.iter().enumerate() {
            let union = &table[(top >> (chunk * CHUNK)) as usize & ((1 << CHUNK) - 1)];
            for lane in 0..LANES {
                clash[lane] |= union[lane];
            }
        }
        // Counted lane by lane, and added up once at the end.
        for (mark, fitting) in marks.iter().zip(&mut fitting) {
            for lane in 0..LANES {
                fitting[lane] += u64::from((mark.present[lane] & !clash[lane]).count_ones());
            }
        }
    }
    marks
        .iter()
        .zip(fitting)
        .map(|(mark, fitting)| mark.weight * fitting.iter().sum::<u64>())
        .sum()
}

/// [`meet`] with a plane in one 512-bit register: one OR per chunk, and one
/// AND-NOT, one vector popcount and one add per top and mark.
///
/// # Safety
/// The CPU must have AVX-512F and VPOPCNTDQ.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512vpopcntdq")]
unsafe fn meet_avx512<const CHUNKS: usize, const MARKS: usize>(
    unions: &[Unions; CHUNKS],
    marks: &[Mark; MARKS],
    tops: &[u64],
) -> u64 {
    use std::arch::x86_64::{
        __m512i, _mm512_add_epi64, _mm512_andnot_si512, _mm512_loadu_si512, _mm512_or_si512,
        _mm512_popcnt_epi64, _mm512_reduce_add_epi64, _mm512_setzero_si512,
    };
    // SAFETY (the loads): a plane is 64 bytes, one register.
    let presents: [__m512i; MARKS] =
        std::array::from_fn(|mark| unsafe { _mm512_loadu_si512(marks[mark].present.as_ptr().cast()) });
    let mut fitting: [__m512i; MARKS] = [_mm512_setzero_si512(); MARKS];
    for &top in tops {
        let mut clash = _mm512_setzero_si512();
        for (chunk, table) in unions.iter().enumerate() {
            let union = &table[(top >> (chunk * CHUNK)) as usize & ((1 << CHUNK) - 1)];
            clash = _mm512_or_si512(clash, unsafe { _mm512_loadu_si512(union.as_ptr().cast()) });
        }
        for (fitting, &present) in fitting.iter_mut().zip(&presents) {
            *fitting = _mm512_add_epi64(*fitting, _mm512_popcnt_epi64(_mm512_andnot_si512(clash, present)));
        }
    }
    marks
        .iter()
        .zip(fitting)
        .map(|(mark, fitting)| mark.weight * _mm512_reduce_add_epi64(fitting) as u64)
        .sum()
}

/// The pairs `(top, bottom)` with `top & bottom == 0`, one AND per pair:
/// the plain double loop. The inner loop counts in 32-bit lanes (a list
/// holds fewer than 2^32 words), so the compiler turns it into vector
/// instructions.
#[inline(always)]
pub(super) fn count_disjoint(tops: &[u64], bottoms: &[u64]) -> u64 {
    tops.iter()
        .map(|&top| {
            u64::from(
                bottoms
                    .iter()
                    .map(|&bottom| u32::from(top & bottom == 0))
                    .sum::<u32>(),
            )
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Words from a fixed xorshift stream, sparse enough to give matches.
    fn words(state: &mut u64, count: usize, width: usize) -> Vec<u64> {
        (0..count)
            .map(|_| {
                *state ^= *state << 13;
                *state ^= *state >> 7;
                *state ^= *state << 17;
                (*state & (*state >> 5) & (*state >> 11)) & (u64::MAX >> (64 - width))
            })
            .collect()
    }

    /// The weighted pairs that fit, by the plain double loop.
    fn plain(tops: &[&[u64]], bottoms: &[&[u64]], weight: Weight) -> u64 {
        pairs_of_parts(tops, bottoms, weight)
            .map(|(top, bottom, weight)| {
                let fitting = top
                    .iter()
                    .map(|&t| bottom.iter().filter(|&&b| t & b == 0).count() as u64)
                    .sum::<u64>();
                weight * fitting
            })
            .sum()
    }

    /// The weighted pairs that fit by each path of the join, named: the
    /// scalar one always, the AVX2 and AVX-512 ones where the CPU has them,
    /// each called directly, then the one [`Matcher::fitting_pairs`] picks.
    fn every_path(
        matcher: &mut Matcher,
        tops: &[&[u64]],
        bottoms: &[&[u64]],
        weight: Weight,
        width: usize,
    ) -> Vec<(&'static str, u64)> {
        let mut counts = vec![("scalar", matcher.sliced::<false>(tops, bottoms, weight, width))];
        #[cfg(target_arch = "x86_64")]
        {
            if is_x86_feature_detected!("avx2") && is_x86_feature_detected!("popcnt") {
                // SAFETY: the CPU has AVX2 and POPCNT, as just checked.
                counts.push(("AVX2", unsafe {
                    matcher.sliced_avx2(tops, bottoms, weight, width)
                }));
            }
            if is_x86_feature_detected!("avx512f") && is_x86_feature_detected!("avx512vpopcntdq") {
                // SAFETY: the CPU has AVX-512F and VPOPCNTDQ, as just checked.
                counts.push(("AVX-512", unsafe {
                    matcher.sliced_avx512(tops, bottoms, weight, width)
                }));
            }
        }
        counts.push(("picked", matcher.fitting_pairs(tops, bottoms, weight, width)));
        counts
    }

    #[test]
    fn the_sliced_join_counts_what_a_plain_double_loop_counts() {
        // Lists long and short enough for full groups, a partial one, the
        // plain loop, and many groups.
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut matcher = Matcher::default();
        for (tops, bottoms, width) in [
            (300, 700, 34),
            (40, 5000, 34),
            (30, 5, 36),
            (10, 100, 20),
            (64, 256, 64),
            (100, 0, 8),
        ] {
            let top = words(&mut state, tops, width);
            let bottom = words(&mut state, bottoms, width);
            let once = plain(&[&top], &[&bottom], &|_, _| 1);
            assert!(
                bottoms == 0 || (once > 0 && once < (tops * bottoms) as u64),
                "the test words mix matches and clashes ({tops} x {bottoms})"
            );
            for (path, fitting) in every_path(&mut matcher, &[&top], &[&bottom], &|_, _| 1, width) {
                assert_eq!(fitting, once, "{path}: {tops} x {bottoms}, {width} bits");
            }
        }
    }

    #[test]
    fn parts_weigh_their_pairs_even_when_they_share_a_group() {
        // Parts of bottoms that end inside a group, fill one, or span two;
        // weights that leave some pairs of parts out.
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut matcher = Matcher::default();
        let weights = [[5, 2, 4], [2, 0, 0], [4, 0, 0]];
        let weight = |i: usize, j: usize| weights[i][j];
        for (tops, bottoms, width) in [
            ([200, 90, 30], [300, 400, 5], 34),
            ([10, 5, 0], [512, 1, 700], 30),
            ([3, 2, 1], [50, 60, 70], 34),
            ([100, 0, 100], [0, 1000, 20], 40),
        ] {
            let top: Vec<Vec<u64>> = tops
                .iter()
                .map(|&count| words(&mut state, count, width))
                .collect();
            let bottom: Vec<Vec<u64>> = bottoms
                .iter()
                .map(|&count| words(&mut state, count, width))
                .collect();
            let top: Vec<&[u64]> = top.iter().map(Vec::as_slice).collect();
            let bottom: Vec<&[u64]> = bottom.iter().map(Vec::as_slice).collect();
            let want = plain(&top, &bottom, &weight);
            assert!(want > 0, "some pairs fit ({tops:?} x {bottoms:?})");
            for (path, fitting) in every_path(&mut matcher, &top, &bottom, &weight, width) {
                assert_eq!(fitting, want, "{path}: {tops:?} x {bottoms:?}, {width} bits");
            }
            // Turned around, with the weights turned too.
            for (path, fitting) in every_path(&mut matcher, &bottom, &top, &|j, i| weight(i, j), width) {
                assert_eq!(fitting, want, "{path}: {bottoms:?} x {tops:?}, {width} bits");
            }
        }
    }
}
