//! The quiet count of one task: for each set of top columns, its band
//! built once from the tables; for each case on it, the bottom
//! band built too, both kept when they miss the middle queens, sorted by
//! the queens they hold on the long diagonals, and joined by the
//! bit-sliced matcher with the weights those queens give ([`count_task`]).
//! With one middle row, the bottom band and the middle row are built
//! together for every middle queen at once, and joined with the top band
//! once per set of top columns ([`count_beside_middle_row`]).

use super::bands::{Prefix, Split};
use super::cases::{cases_on, Case, Class, Middle, Task};
use super::quarters::{Band, Rows};
use super::sliced::Matcher;
use super::tables::Tables;

/// The lists one thread reuses from case to case.
#[derive(Default)]
pub(super) struct Scratch {
    /// The bands on a case's top columns and on its bottom columns.
    bands: [Band; 2],
    /// The case's tops and bottoms, each by how many queens it holds on the
    /// long diagonals.
    tops: [List; 3],
    bottoms: [List; 3],
    matcher: Matcher,
}

/// The solutions of the cases of `task` that lead their class, each
/// counted for every case of its class.
///
/// Turning the board about either long diagonal keeps that diagonal and
/// swaps the other one's halves above and below the middle rows. So the
/// solutions of a class under those two turns are as many as its
/// solutions counted with weights: a queen on a long diagonal in the top
/// band doubles the weight, one in the bottom band makes it 0. Turning
/// left to right keeps those weights, so a case counts for its mirror
/// image too. Of a case `C` and the case `F` of its boards turned upside
/// down, `C` pairs its tops with its bottoms that hold no queen on a long
/// diagonal, and `F` its own tops that hold one (the bottoms of `C`) with
/// its own bottoms that hold none (tops of `C`): a board of `F` is a
/// board of `C` upside down, so both are pairs of `C`'s lists. The boards
/// with no queen on a long diagonal outside the middle rows weigh 1 under
/// every turn, and count once for the whole class. A pair whose two bands
/// both hold a queen on a long diagonal is never tested.
pub(super) fn count_task(
    split: Split,
    tables: &Tables,
    middles: &[Middle],
    task: &Task,
    scratch: &mut Scratch,
) -> u128 {
    let width = 2 * split.n - 2;
    if split.middle == 1 {
        return task
            .top_columns()
            .map(|top_columns| count_beside_middle_row(split, tables, top_columns, scratch))
            .sum();
    }
    let mut total = 0;
    for top_columns in task.top_columns() {
        let mut cases = cases_on(split, middles, top_columns).peekable();
        if cases.peek().is_some() {
            tables.band_on(top_columns, 0, Rows::Band, &mut scratch.bands[0]);
        }
        for (case, class) in cases {
            total += count_case(split, tables, &case, class, width, scratch);
        }
    }
    total
}

/// The solutions of the class of `case`, the top band on its columns
/// already built into `scratch`.
fn count_case(
    split: Split,
    tables: &Tables,
    case: &Case,
    class: Class,
    width: usize,
    scratch: &mut Scratch,
) -> u128 {
    let (mirrored, flipped) = mirror_classes(split, case, class.len as u64);
    lists(split, tables, case, scratch);
    // The weight of a top holding `on` queens on the long diagonals
    // with a bottom holding `under`.
    let weight = |on: usize, under: usize| match (on, under) {
        (0, 0) => class.len as u64,
        (on, 0) => mirrored << on,
        (0, under) => flipped << under,
        _ => 0,
    };
    join(
        (&scratch.tops, &scratch.bottoms),
        &mut scratch.matcher,
        &weight,
        width,
    )
}

/// The weighted pairs of the tops and bottoms in `scratch`: the longer
/// list meets each table of the shorter one's groups, so that each table
/// is built once.
fn join(
    (tops, bottoms): (&[List; 3], &[List; 3]),
    matcher: &mut Matcher,
    weight: &dyn Fn(usize, usize) -> u64,
    width: usize,
) -> u128 {
    let [tops, bottoms] = [tops, bottoms].map(|lists| lists.each_ref().map(List::words));
    let fitting = if length(&tops) >= length(&bottoms) {
        matcher.fitting_pairs(&tops, &bottoms, weight, width)
    } else {
        matcher.fitting_pairs(&bottoms, &tops, &|under, on| weight(on, under), width)
    };
    u128::from(fitting)
}

/// The solutions of every case with the top columns `top_columns` and one
/// middle row that leads its class, each counted for its whole class.
///
/// A case whose middle queen stands left of the centre column `c` leads
/// its class when the bottom band takes the last column (its mirror image
/// has the queen right of `c`, the image upside down swaps the bands'
/// columns), and its class holds 4 cases of which the mirror images are 2:
/// the same weights for every such queen. So its bottoms and middle
/// queens are built as one band of `top + 1` rows on the columns the top
/// band leaves (the middle queen's lines in its words, so that a top it
/// attacks meets a clash), and joined with the tops once. The case whose
/// middle queen is on `c` leads and weighs as its class says; no queen of
/// either band then stands on a long diagonal (the middle queen holds
/// both), so its pairs weigh the class size.
fn count_beside_middle_row(split: Split, tables: &Tables, top_columns: u32, scratch: &mut Scratch) -> u128 {
    let n = split.n;
    let rest = split.full ^ top_columns;
    let (left_leads, centre_class) = leading_beside_middle_row(split, top_columns);
    if !left_leads && centre_class.is_none() {
        return 0;
    }
    let width = 2 * n - 2;
    let alone = Middle::default();
    let Scratch {
        bands: [above, below],
        tops,
        bottoms,
        matcher,
    } = scratch;
    tables.band_on(top_columns, 0, Rows::Band, above);
    fill(
        tops,
        &above.lines,
        |lines| on_long_diagonals(n, split.top, lines),
        |lines| top_word(split, &alone, lines).1,
    );
    let mut total = 0;
    if left_leads {
        tables.band_on(rest, 0, Rows::MiddleLeft, below);
        fill(
            bottoms,
            &below.lines,
            |lines| on_long_diagonals(n, split.top + 1, lines),
            |lines| bottom_word(split, &alone, lines).1,
        );
        let weight = |on: usize, under: usize| match (on, under) {
            (0, 0) => 4,
            (on, 0) | (0, on) => 2 << on,
            _ => 0,
        };
        total += join((tops, bottoms), matcher, &weight, width);
    }
    if let Some(class) = centre_class {
        tables.band_on(rest, 0, Rows::MiddleCentre, below);
        fill(
            bottoms,
            &below.lines,
            |_| 0,
            |lines| bottom_word(split, &alone, lines).1,
        );
        let weight = |on: usize, under: usize| u64::from(on == 0 && under == 0) * class.len as u64;
        total += join((tops, bottoms), matcher, &weight, width);
    }
    total
}

/// Fills `lists` with the `word` of each of `bands`, in the list `part`
/// names.
fn fill(lists: &mut [List; 3], bands: &[u64], part: impl Fn(u64) -> usize, word: impl Fn(u64) -> u64) {
    lists.iter_mut().for_each(|list| list.start(bands.len()));
    for &lines in bands {
        lists[part(lines)].put(word(lines), true);
    }
}

/// Which cases with the top columns `top_columns` and one middle row lead
/// their class ([`count_beside_middle_row`]): whether those with the
/// middle queen left of the centre do, and the class of the one with the
/// queen on the centre if it does.
fn leading_beside_middle_row(split: Split, top_columns: u32) -> (bool, Option<Class>) {
    let (n, centre) = (split.n, split.top);
    let rest = split.full ^ top_columns;
    let centre_case = Case {
        middle: Middle::from(Prefix::default().then(split, centre)),
        top_columns,
    };
    let centre_class = (rest >> centre & 1 == 1)
        .then(|| centre_case.led(split))
        .flatten()
        .map(|(_, class)| class);
    (rest >> (n - 1) & 1 == 1, centre_class)
}

/// The bottom bands, with the middle row, that the top band on
/// `top_columns` is joined with: those of the cases that lead their class
/// ([`leading_beside_middle_row`]).
fn rows_beside_middle_row(split: Split, top_columns: u32) -> [Option<Rows>; 2] {
    let (left_leads, centre_class) = leading_beside_middle_row(split, top_columns);
    [
        left_leads.then_some(Rows::MiddleLeft),
        centre_class.map(|_| Rows::MiddleCentre),
    ]
}

/// The words in `parts`.
fn length(parts: &[&[u64]]) -> usize {
    parts.iter().map(|part| part.len()).sum()
}

/// The sizes of the classes under turning left to right of `case` and of
/// its image upside down, the second 0 when both are one class (of size
/// `class`, the class of `case` under all four turns).
fn mirror_classes(split: Split, case: &Case, class: u64) -> (u64, u64) {
    let mirrored = 1 + u64::from(case.image(split, (true, false)) != *case);
    (mirrored, class - mirrored)
}

/// How many queens of a band of `rows` rows from the board's edge, as
/// the lines below it (packed as the quarter tables'), stand on a long
/// diagonal of the board: the `\` one crosses the row below at column
/// `rows`, the `/` one at `n - 1 - rows`.
#[inline(always)]
fn on_long_diagonals(n: usize, rows: usize, lines: u64) -> usize {
    (lines >> rows & 1) as usize + (lines >> (32 + n - 1 - rows) & 1) as usize
}

/// Fills the lists of `case` from its two bands, kept when they miss the
/// middle queens, each band in the list of the queens it holds on the long
/// diagonals. The top band is the one built for the case's top columns;
/// the bottom band is built from the tables, the middle queen next
/// to it leaving out most halves that attack one while it is built.
fn lists(split: Split, tables: &Tables, case: &Case, scratch: &mut Scratch) {
    let middle = &case.middle;
    let last = middle.queens().last().map_or(0, |&queen| 1u64 << queen);
    let [above, below] = &mut scratch.bands;
    tables.band_on(case.bottom_columns(split), last | last << 32, Rows::Band, below);
    scratch
        .tops
        .iter_mut()
        .for_each(|tops| tops.start(above.lines.len()));
    scratch
        .bottoms
        .iter_mut()
        .for_each(|bottoms| bottoms.start(below.lines.len()));
    for &lines in &above.lines {
        let (kept, word) = top_word(split, middle, lines);
        scratch.tops[on_long_diagonals(split.n, split.top, lines)].put(word, kept);
    }
    for &lines in &below.lines {
        let (kept, word) = bottom_word(split, middle, lines);
        scratch.bottoms[on_long_diagonals(split.n, split.top, lines)].put(word, kept);
    }
}

/// The pairs the cases of `task` build and test, estimated before any is
/// built: the task's work, as shards deal it.
pub(super) fn task_work(split: Split, tables: &Tables, middles: &[Middle], task: &Task) -> u64 {
    task.top_columns()
        .map(|top_columns| {
            if split.middle == 1 {
                let joined = rows_beside_middle_row(split, top_columns);
                if joined == [None, None] {
                    return 0;
                }
                let tops = tables.pairs_on(top_columns, Rows::Band);
                let rest = split.full ^ top_columns;
                let joins: u64 = joined
                    .into_iter()
                    .flatten()
                    .map(|rows| {
                        let bottoms = tables.pairs_on(rest, rows);
                        bottoms + tops * bottoms / 64
                    })
                    .sum();
                return tops + joins;
            }
            let mut cases = cases_on(split, middles, top_columns).peekable();
            if cases.peek().is_none() {
                return 0;
            }
            let tops = tables.pairs_on(top_columns, Rows::Band);
            let cases: u64 = cases
                .map(|(case, _)| {
                    let bottoms = tables.pairs_on(case.bottom_columns(split), Rows::Band);
                    bottoms + tops * bottoms / 64
                })
                .sum();
            tops + cases
        })
        .sum()
}

/// A list filled without a branch on which words it keeps: each word is
/// written after the last one kept, and the length moves on only for those
/// kept. Its buffer only grows.
#[derive(Default)]
struct List {
    buffer: Vec<u64>,
    len: usize,
}

impl List {
    /// Empties the list, with room for `room` words to be put.
    fn start(&mut self, room: usize) {
        self.len = 0;
        if self.buffer.len() < room {
            self.buffer.resize(room, 0);
        }
    }

    #[inline(always)]
    fn put(&mut self, word: u64, keep: bool) {
        self.buffer[self.len] = word;
        self.len += usize::from(keep);
    }

    fn words(&self) -> &[u64] {
        &self.buffer[..self.len]
    }
}

/// A top band's lines carried down through the middle rows, as the word
/// that meets the bottom band's: its `\` lines one column left in bits
/// `0..n-1`, its `/` lines in bits `n-1..2n-2`. A `\` line never reaches
/// column 0 below the band, nor a `/` line column n-1, so nothing is lost.
/// First whether every line misses the middle queens.
#[inline(always)]
fn top_word(split: Split, middle: &Middle, lines: u64) -> (bool, u64) {
    let full = u64::from(split.full);
    let (mut right, mut left) = (lines & full, lines >> 32);
    let mut hits = 0;
    for &queen in middle.queens() {
        let bit = 1u64 << queen;
        hits |= (right | left) & bit;
        right = ((right | bit) << 1) & full;
        left = (left | bit) >> 1;
    }
    (hits == 0, right >> 1 | left << (split.n - 1))
}

/// A bottom band (placed upside down) as the word that meets the top's: the
/// bottom's queens moved up along their lines to the row below the top band
/// and one step further, so that a clash is a shared bit. First whether
/// every line misses the middle queens.
#[inline(always)]
fn bottom_word(split: Split, middle: &Middle, lines: u64) -> (bool, u64) {
    let full = u64::from(split.full);
    let (right, left) = (lines & full, lines >> 32);
    let word = left | ((right >> 1) & (full >> 1)) << (split.n - 1);
    (middle.missed_by(right, left), word)
}

#[cfg(test)]
mod tests {
    use super::super::cases::binomial;
    use super::*;
    use crate::observer::Quiet;
    use crate::shard::Shard;

    /// The pairs of a case's tops and bottoms its join tests (those that
    /// weigh anything), and all its pairs.
    fn pairs(scratch: &Scratch, flipped: u64) -> (u64, u64) {
        let [tops, bottoms] =
            [&scratch.tops, &scratch.bottoms].map(|lists| lists.each_ref().map(|list| list.len as u64));
        let (all_tops, all_bottoms) = (tops.iter().sum::<u64>(), bottoms.iter().sum::<u64>());
        let upside_down = if flipped > 0 {
            tops[0] * (all_bottoms - bottoms[0])
        } else {
            0
        };
        (all_tops * bottoms[0] + upside_down, all_tops * all_bottoms)
    }

    /// The work of `task` as its cases really build and join their lists
    /// (with one middle row, as the bands built with it do): what
    /// [`task_work`] estimates before building any.
    fn built_work(
        split: Split,
        tables: &Tables,
        middles: &[Middle],
        task: &Task,
        scratch: &mut Scratch,
    ) -> u64 {
        let mut work = 0;
        for top_columns in task.top_columns() {
            if split.middle == 1 {
                // The bands built with the middle row, and the pairs of
                // each with the top band.
                let joined = rows_beside_middle_row(split, top_columns);
                if joined == [None, None] {
                    continue;
                }
                let [above, below] = &mut scratch.bands;
                tables.band_on(top_columns, 0, Rows::Band, above);
                let tops = above.lines.len() as u64;
                work += tops;
                for rows in joined.into_iter().flatten() {
                    tables.band_on(split.full ^ top_columns, 0, rows, below);
                    let bottoms = below.lines.len() as u64;
                    work += bottoms + tops * bottoms / 64;
                }
                continue;
            }
            let mut cases = cases_on(split, middles, top_columns).peekable();
            if cases.peek().is_none() {
                continue;
            }
            tables.band_on(top_columns, 0, Rows::Band, &mut scratch.bands[0]);
            work += scratch.bands[0].lines.len() as u64;
            for (case, class) in cases {
                let (_, flipped) = mirror_classes(split, &case, class.len as u64);
                lists(split, tables, &case, scratch);
                let bottoms = length(&scratch.bottoms.each_ref().map(List::words)) as u64;
                work += bottoms + pairs(scratch, flipped).0 / 64;
            }
        }
        work
    }

    #[test]
    fn an_even_board_builds_the_band_of_each_set_of_columns_at_most_once() {
        // The bands `count_task` builds: the top band of each set of top
        // columns that leads a case, and the bottom band of each leading
        // case. A leading case takes the least of the sets of its class
        // (the set, its mirror image, the set left for the bottom band and
        // that one's mirror image), and the bottom band takes the set it
        // leaves: no set is built twice, as top or as bottom, and at least
        // half of them are built (a class holds 2 or 4 sets, and gives 2).
        for n in [4, 6, 8, 10, 12, 14, 16] {
            let split = Split::quartered(n);
            let middles = split.middles(&mut Quiet);
            let mut built = std::collections::BTreeSet::new();
            for task in split.tasks() {
                for top_columns in task.top_columns() {
                    let cases: Vec<Case> = cases_on(split, &middles, top_columns)
                        .map(|(case, _)| case)
                        .collect();
                    if !cases.is_empty() {
                        assert!(built.insert(top_columns), "n = {n}: {top_columns:b} built again");
                    }
                    for case in cases {
                        let bottom = case.bottom_columns(split);
                        assert!(built.insert(bottom), "n = {n}: {bottom:b} built again");
                    }
                }
            }
            let sets = binomial(n, n / 2);
            assert!(
                2 * built.len() >= sets,
                "n = {n}: {} of {sets} sets built",
                built.len()
            );
        }
    }

    #[test]
    fn the_long_diagonals_leave_out_about_half_the_pairs() {
        let mut scratch = Scratch::default();
        for n in [12, 13, 14, 15, 16] {
            let split = Split::quartered(n);
            let tables = Tables::new(split);
            let middles = split.middles(&mut Quiet);
            let (mut tested, mut all) = (0, 0);
            for task in split.tasks() {
                for top_columns in task.top_columns() {
                    tables.band_on(top_columns, 0, Rows::Band, &mut scratch.bands[0]);
                    for (case, class) in cases_on(split, &middles, top_columns) {
                        let (_, flipped) = mirror_classes(split, &case, class.len as u64);
                        lists(split, &tables, &case, &mut scratch);
                        let (some, every) = pairs(&scratch, flipped);
                        tested += some;
                        all += every;
                    }
                }
            }
            // A band holds a queen on a long diagonal about 3 times in 4
            // (1 - q), and only the pairs of which one band holds none are
            // tested: q (2 - q) of them, 44% to 50% from n = 12 to 16.
            assert!(
                5 * tested > 2 * all && 20 * tested < 11 * all,
                "n = {n}: {tested} of {all} pairs tested"
            );
        }
    }

    #[test]
    fn shards_dealt_by_the_estimates_hold_at_most_twice_the_mean_of_the_real_work() {
        let mut scratch = Scratch::default();
        for n in [13, 14, 15] {
            let split = Split::quartered(n);
            let tables = Tables::new(split);
            let middles = split.middles(&mut Quiet);
            let tasks = split.tasks();
            let estimates: Vec<u64> = tasks
                .iter()
                .map(|task| task_work(split, &tables, &middles, task))
                .collect();
            let built: Vec<u64> = tasks
                .iter()
                .map(|task| built_work(split, &tables, &middles, task, &mut scratch))
                .collect();
            for m in [2, 4, 8] {
                let loads: Vec<u64> = (0..m)
                    .map(|k| {
                        let picked = Shard { k, m }
                            .pick(&estimates)
                            .expect("balanced by the estimates");
                        picked.iter().map(|&task| built[task]).sum()
                    })
                    .collect();
                let total: u64 = loads.iter().sum();
                assert_eq!(
                    total,
                    built.iter().sum::<u64>(),
                    "n = {n}, {m} shards deal every task once"
                );
                let largest = *loads.iter().max().expect("m shards");
                assert!(
                    largest * m as u64 <= 2 * total,
                    "n = {n}, {m} shards: the largest does {largest} of {total}"
                );
            }
        }
    }
}
