//! The quiet count of one task: for each case, both bands built from the
//! quarter tables, kept when they miss the middle queens, and joined by the
//! bit-sliced matcher.

use super::bands::Split;
use super::cases::{leading_cases, Middle, Task};
use super::quarters::Quarters;
use super::sliced::Matcher;

/// The lists one thread reuses from case to case.
#[derive(Default)]
pub(super) struct Scratch {
    bands: Vec<u64>,
    tops: Vec<u64>,
    bottoms: Vec<u64>,
    matcher: Matcher,
}

/// The solutions of the cases of `task` that lead their class, each case
/// weighted by its class.
pub(super) fn count_task(split: Split, quarters: &Quarters, task: &Task, scratch: &mut Scratch) -> u128 {
    let middle = &task.middle;
    let width = 2 * split.n - 2;
    let mut total = 0;
    for (case, class) in leading_cases(split, *middle, task.from.take(task.sets)) {
        // The middle queens next to each band: most halves that attack
        // one are left out while the band is built.
        let (first, last) = match middle.queens() {
            [] => (0, 0),
            [first, .., last] => (1u64 << first, 1u64 << last),
            [only] => (1u64 << only, 1u64 << only),
        };
        quarters.band_on(case.top_columns, first, &mut scratch.bands);
        keep(&mut scratch.tops, &scratch.bands, |lines| {
            top_word(split, middle, lines)
        });
        if scratch.tops.is_empty() {
            continue;
        }
        quarters.band_on(case.bottom_columns(split), last, &mut scratch.bands);
        keep(&mut scratch.bottoms, &scratch.bands, |lines| {
            bottom_word(split, middle, lines)
        });
        // The longer list meets each table of the shorter one's groups.
        let (many, few) = if scratch.tops.len() >= scratch.bottoms.len() {
            (&scratch.tops, &scratch.bottoms)
        } else {
            (&scratch.bottoms, &scratch.tops)
        };
        total += class.len as u128 * u128::from(scratch.matcher.fitting_pairs(many, few, width));
    }
    total
}

/// Fills `words` with the word `word` gives each band of `bands` it keeps.
#[inline(always)]
fn keep(words: &mut Vec<u64>, bands: &[u64], word: impl Fn(u64) -> Option<u64>) {
    words.clear();
    words.extend(bands.iter().filter_map(|&lines| word(lines)));
}

/// The pairs the cases of `task` build and test, estimated before any is
/// built: the task's work, as shards deal it.
pub(super) fn task_work(split: Split, quarters: &Quarters, task: &Task) -> u64 {
    leading_cases(split, task.middle, task.from.take(task.sets))
        .map(|(case, _)| {
            let tops = quarters.pairs_on(case.top_columns);
            let bottoms = quarters.pairs_on(case.bottom_columns(split));
            tops + bottoms + tops * bottoms / 64
        })
        .sum()
}

/// A top band's lines carried down through the middle rows, as the word
/// that meets the bottom band's: its `\` lines one column left in bits
/// `0..n-1`, its `/` lines in bits `n-1..2n-2`. A `\` line never reaches
/// column 0 below the band, nor a `/` line column n-1, so nothing is lost.
/// `None` when a line meets a middle queen.
#[inline(always)]
fn top_word(split: Split, middle: &Middle, lines: u64) -> Option<u64> {
    let full = u64::from(split.full);
    let (mut right, mut left) = (lines & full, lines >> 32);
    let mut hits = 0;
    for &queen in middle.queens() {
        let bit = 1u64 << queen;
        hits |= (right | left) & bit;
        right = ((right | bit) << 1) & full;
        left = (left | bit) >> 1;
    }
    (hits == 0).then_some(right >> 1 | left << (split.n - 1))
}

/// A bottom band (placed upside down) as the word that meets the top's: the
/// bottom's queens moved up along their lines to the row below the top band
/// and one step further, so that a clash is a shared bit. `None` when a line
/// meets a middle queen.
#[inline(always)]
fn bottom_word(split: Split, middle: &Middle, lines: u64) -> Option<u64> {
    let full = u64::from(split.full);
    let (right, left) = (lines & full, lines >> 32);
    middle
        .missed_by(right, left)
        .then_some(left | ((right >> 1) & (full >> 1)) << (split.n - 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shard::Shard;

    /// The work of `task` as its cases really build and join their lists:
    /// what [`task_work`] estimates before building any.
    fn built_work(split: Split, quarters: &Quarters, task: &Task, scratch: &mut Scratch) -> u64 {
        let middle = &task.middle;
        let (first, last) = match middle.queens() {
            [] => (0, 0),
            [first, .., last] => (1u64 << first, 1u64 << last),
            [only] => (1u64 << only, 1u64 << only),
        };
        leading_cases(split, *middle, task.from.take(task.sets))
            .map(|(case, _)| {
                quarters.band_on(case.top_columns, first, &mut scratch.bands);
                keep(&mut scratch.tops, &scratch.bands, |lines| {
                    top_word(split, middle, lines)
                });
                quarters.band_on(case.bottom_columns(split), last, &mut scratch.bands);
                keep(&mut scratch.bottoms, &scratch.bands, |lines| {
                    bottom_word(split, middle, lines)
                });
                let (tops, bottoms) = (scratch.tops.len() as u64, scratch.bottoms.len() as u64);
                tops + bottoms + tops * bottoms / 64
            })
            .sum()
    }

    #[test]
    fn shards_dealt_by_the_estimates_hold_at_most_twice_the_mean_of_the_real_work() {
        let mut scratch = Scratch::default();
        for n in [13, 14, 15] {
            let split = Split::quartered(n);
            let quarters = Quarters::new(n, split.top);
            let tasks = split.tasks();
            let estimates: Vec<u64> = tasks
                .iter()
                .map(|task| task_work(split, &quarters, task))
                .collect();
            let built: Vec<u64> = tasks
                .iter()
                .map(|task| built_work(split, &quarters, task, &mut scratch))
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
