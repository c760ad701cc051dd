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
//!
//! Long lists are first sorted by a key: a few bits cut out of every word
//! ([`Key`]). The bottoms of one key share their groups, and a group is
//! met only by the tops whose key shares no bit with its own, which the
//! sort puts in runs: at n = 20 a top meets about a third of the groups it
//! met, and the words are shorter by the key's bits.

use super::keys::{Key, Runs, Sorted, PARTS};

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
/// Aligned to a cache line, so that reading a union reads one line, not
/// two (the loads that straddle two lines took 40% longer at n = 20).
#[derive(Clone, Copy)]
#[repr(align(64))]
struct Unions([Plane; 1 << CHUNK]);

impl std::ops::Deref for Unions {
    type Target = [Plane; 1 << CHUNK];

    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl std::ops::DerefMut for Unions {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.0
    }
}

/// The table of one group, kept between calls so that it is allocated once
/// per thread.
#[derive(Default)]
pub(super) struct Matcher {
    table: Table,
    /// The tops and the bottoms by part and key, their key bits cut out.
    tops: Sorted,
    bottoms: Sorted,
}

/// The table of one group.
#[derive(Default)]
struct Table {
    /// The bottoms of the group being met.
    group: Vec<u64>,
    planes: Vec<Plane>,
    unions: Vec<Unions>,
}

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
                && std::arch::is_x86_feature_detected!("bmi2")
            {
                // SAFETY: the CPU has AVX-512F, VPOPCNTDQ and BMI2, as just
                // checked.
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
    /// instruction; the keys are cut out by BMI2's `pext`, one instruction
    /// (every CPU with AVX-512 runs it fast, unlike AMD's before Zen 3).
    ///
    /// # Safety
    /// The CPU must have AVX-512F, VPOPCNTDQ and BMI2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,avx512vpopcntdq,avx2,popcnt,bmi2")]
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
    /// top whose key lets it fit some (in 512-bit registers when `WIDE`);
    /// with few tops, one AND per pair instead.
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
        let key = Key::choose(tops, bottoms, width, GROUP);
        let (tops, bottoms) = if key.len == 0 {
            (Runs::of_parts(tops), Runs::of_parts(bottoms))
        } else {
            self.tops.fill::<WIDE>(tops, &key);
            self.bottoms.fill::<WIDE>(bottoms, &key);
            (self.tops.runs(), self.bottoms.runs())
        };
        let table = &mut self.table;
        // The number of chunks as a constant, so that the loop over them
        // unrolls and its table reads need no bounds checks.
        match (width - key.len).div_ceil(CHUNK) {
            0..=4 => table.chunked::<4, WIDE>(&tops, &bottoms, weight),
            5 => table.chunked::<5, WIDE>(&tops, &bottoms, weight),
            6 => table.chunked::<6, WIDE>(&tops, &bottoms, weight),
            7 => table.chunked::<7, WIDE>(&tops, &bottoms, weight),
            _ => table.chunked::<10, WIDE>(&tops, &bottoms, weight),
        }
    }
}

impl Table {
    /// [`Matcher::sliced`] with words of at most `CHUNKS` chunks, once the
    /// lists are sorted by `key`: the bottoms of each key, of the parts
    /// whose pairs weigh anything, taken in groups across the parts' ends,
    /// so that short parts share a table.
    #[inline(always)]
    fn chunked<const CHUNKS: usize, const WIDE: bool>(
        &mut self,
        tops: &Runs,
        bottoms: &Runs,
        weight: Weight,
    ) -> u64 {
        let (top_parts, bottom_parts) = (tops.parts, bottoms.parts);
        assert!(bottom_parts <= PARTS, "at most {PARTS} parts of bottoms");
        self.planes.resize(CHUNKS * CHUNK, [0; LANES]);
        self.unions.resize(CHUNKS, Unions([[0; LANES]; 1 << CHUNK]));
        let weighed: Vec<usize> = (0..bottom_parts)
            .filter(|&part| (0..top_parts).any(|i| weight(i, part) != 0))
            .collect();
        let mut fitting = 0;
        let mut pieces = [Piece::default(); PARTS];
        for key in 0..bottoms.keys {
            self.group.clear();
            let mut held = 0;
            for &part in &weighed {
                let mut rest = bottoms.run(part, key);
                while !rest.is_empty() {
                    let from = self.group.len();
                    let (taken, left) = rest.split_at((GROUP - from).min(rest.len()));
                    self.group.extend_from_slice(taken);
                    pieces[held] = Piece {
                        part,
                        start: from,
                        end: self.group.len(),
                    };
                    held += 1;
                    rest = left;
                    if self.group.len() == GROUP {
                        fitting += self.meet_group::<CHUNKS, WIDE>(tops, key, &pieces[..held], weight);
                        self.group.clear();
                        held = 0;
                    }
                }
            }
            if held > 0 {
                fitting += self.meet_group::<CHUNKS, WIDE>(tops, key, &pieces[..held], weight);
            }
        }
        fitting
    }

    /// The weighted pairs of the group's bottoms, which all have the key
    /// `key`, with every top whose key shares no bit with it: the group
    /// turned into its table once, and each top's clashes counted apart in
    /// each piece of the group whose pairs with it weigh anything.
    #[inline(always)]
    fn meet_group<const CHUNKS: usize, const WIDE: bool>(
        &mut self,
        tops: &Runs,
        key: usize,
        pieces: &[Piece],
        weight: Weight,
    ) -> u64 {
        self.turn();
        let unions: &[Unions; CHUNKS] = self.unions[..CHUNKS].try_into().expect("CHUNKS tables");
        let free = (tops.keys - 1) & !key;
        let mut fitting = 0;
        for i in 0..tops.parts {
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
            if held == 0 {
                continue;
            }
            // The keys of tops that share no bit with the group's: every
            // subset of the bits it leaves free.
            let mut keys = free;
            loop {
                let tops = tops.run(i, keys);
                // The number of marks as a constant, so that their counts
                // stay in registers from top to top.
                fitting += match held {
                    _ if tops.is_empty() => 0,
                    1 => meet_marks::<CHUNKS, 1, WIDE>(unions, &marks, tops),
                    2 => meet_marks::<CHUNKS, 2, WIDE>(unions, &marks, tops),
                    _ => meet_marks::<CHUNKS, PARTS, WIDE>(unions, &marks, tops),
                };
                if keys == 0 {
                    break;
                }
                keys = (keys - 1) & free;
            }
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
            if is_x86_feature_detected!("avx512f")
                && is_x86_feature_detected!("avx512vpopcntdq")
                && is_x86_feature_detected!("bmi2")
            {
                // SAFETY: the CPU has AVX-512F, VPOPCNTDQ and BMI2, as just
                // checked.
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
    fn long_lists_sorted_by_a_key_count_what_a_plain_double_loop_counts() {
        // Words whose 8 lowest bits are set 3 times in 4 (the others
        // about 1 time in 4), and lists long enough that a key pays: the
        // lists are sorted by it, and the groups met only by the tops
        // their key allows.
        let mut state = 0x0123_4567_89ab_cdef_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut dense = |count: usize, width: usize| -> Vec<u64> {
            (0..count)
                .map(|_| ((next() | next()) & 0xff | next() & next() & !0xff) & (u64::MAX >> (64 - width)))
                .collect()
        };
        let mut matcher = Matcher::default();
        for (tops, bottoms, width) in [(12000, 12000, 34), (8000, 16000, 38)] {
            let parts: Vec<Vec<u64>> = [tops / 2, tops / 2, bottoms / 3, bottoms * 2 / 3]
                .iter()
                .map(|&count| dense(count, width))
                .collect();
            let (top, bottom): (Vec<&[u64]>, Vec<&[u64]>) = (
                vec![&parts[0][..], &parts[1][..]],
                vec![&parts[2][..], &parts[3][..]],
            );
            let key = Key::choose(&top, &bottom, width, GROUP);
            assert!(key.len >= 2, "a key of {} bits for {tops} x {bottoms}", key.len);
            for word in parts.iter().flatten().take(100) {
                let kept = Key::default().cut::<false>(*word);
                assert_eq!(kept, *word, "no key cuts nothing");
                let cut = key.cut::<false>(*word);
                assert_eq!(
                    cut.count_ones() + (key.of::<false>(*word) as u64).count_ones(),
                    word.count_ones()
                );
                #[cfg(target_arch = "x86_64")]
                if is_x86_feature_detected!("bmi2") {
                    // SAFETY: the CPU has BMI2, as just checked.
                    let by_pext = unsafe { pext_key(&key, *word) };
                    assert_eq!(by_pext, (key.of::<false>(*word), cut), "pext and the plain loop");
                }
            }
            let weight = |i: usize, j: usize| [[1, 3], [2, 0]][i][j];
            let want = plain(&top, &bottom, &weight);
            assert!(
                want > 0 && want < (tops * bottoms) as u64,
                "{tops} x {bottoms}: {want}"
            );
            for (path, fitting) in every_path(&mut matcher, &top, &bottom, &weight, width) {
                assert_eq!(fitting, want, "{path}: {tops} x {bottoms}, {width} bits");
            }
        }
    }

    /// The key and the rest of `word` by `pext`.
    ///
    /// # Safety
    /// The CPU must have BMI2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "bmi2")]
    unsafe fn pext_key(key: &Key, word: u64) -> (usize, u64) {
        (key.of::<true>(word), key.cut::<true>(word))
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
