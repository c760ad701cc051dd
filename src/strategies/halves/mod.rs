//! Halves: meet in the middle. Cut the board into a top band and a bottom
//! band, and join the placements of one with those of the other turned
//! upside down.
//!
//! A solution is cut into three bands of rows: the top `h` rows, the middle
//! rows and the bottom `h` rows. The bottom band, read upside down, is a
//! placement of `h` rows like the top one. Each placement is kept as the
//! diagonals it leaves crossing the row after it. For every placement of
//! the middle rows and every set `C` of `h` columns for the top band, the
//! tops on `C` and the bottoms on the columns left are the two lists to
//! join. A top and a bottom make a solution when no diagonal of one meets a
//! queen of the other: one AND of two words (the top's lines and the
//! bottom's, one bit per diagonal, shifted to meet on the same row), tested
//! for zero. The work moves from nodes to these tests.
//!
//! Turning the board left to right maps the case `(middle, C)` to the
//! mirrored middle and mirrored `C`; turning it upside down swaps the top and
//! bottom bands. Both are bijections between the solutions of the cases, so
//! only the least case of each class of up to four is joined, and its count
//! is weighted by the class size. Every half that attacks a middle queen is
//! dropped before the join.
//!
//! The quiet count (`count`, on every core) takes half the rows in each
//! band, with one middle row for odd `n` (joining both bands around it beats
//! searching it again, which is where Kluev's quadrant counter is weak), and
//! keeps no band in memory: the placements of each case's two column sets
//! are built from small tables. At even `n` up to 18 one quadrant table
//! (`quadrants`: every placement of the board's top-left square of `n/2`
//! rows and columns, keyed by the rows and the columns it uses) gives
//! each band as a left and a right half. Otherwise two quarter tables
//! (`quarters`: the upper and lower halves of a band, a few megabytes)
//! give it as an upper and a lower half; at odd `n`, the bottom band and
//! the middle row together, from the lower table and a third one of the
//! upper rows and the middle row, once for every middle queen. `tables`
//! picks them. The top band is built once for every middle placement
//! that leads a case with it, and the two are joined by a bit-sliced
//! matcher
//! (`sliced`) that tests one top against 512 bottoms with a few table
//! reads (`quartered` puts them together). This is the idea of Kluev's
//! quadrant counter, which cuts the columns in two as well. It also counts
//! by the other four turns of the board, those about a diagonal, which do
//! not keep the bands: as weights on the queens of the two long diagonals,
//! so that a pair whose two bands both hold one is never tested
//! (`quartered`).
//!
//! The observed run (`compare`, `solve`, `trace`, on one thread) walks the
//! top `h` rows once (the half tree, `walk`: at most 8 rows, the middle
//! taking the rest) and keeps every placement with its queens, so that it
//! can report every step and every board (`join`).
//!
//! What the counters mean there: nodes, profile and prunes are those of the
//! half tree (rows `0..h`, walked once); checks count its mask tests, the
//! squares tried for the middle rows, one per half tested against the middle
//! queens (when there are middle rows), and one per pair of halves tested.
//! Every board a join finds is a solution, reported with each of its
//! distinct images in the other cases of its class; there are no leaves,
//! since no full board is ever searched for.
//!
//! The files depend one way; read them in this order: `bands` (the cut of
//! the rows, a band's packed queens and lines), `walk` (the half tree),
//! `cases` (the middle placements, column sets and their classes),
//! `keys` (the keys the bit-sliced join sorts long lists by; it stands
//! alone), `sliced` (the pairs counted: one AND each, or bit-sliced,
//! with `keys`), `join` (the observed join), `quarters` (the quarter tables,
//! standing alone too), `quadrants` (the quadrant table, pairing its
//! halves as `quarters` does), `tables` (which of them a count builds),
//! `quartered` (the quiet join), and this file, which runs them.

mod bands;
mod cases;
mod join;
mod keys;
mod quadrants;
mod quartered;
mod quarters;
mod sliced;
mod tables;
mod walk;

use std::cell::RefCell;

use bands::Split;
pub use bands::{band_rows, MAX_COUNT_N};
use cases::{Middle, Task};
use join::ObservedJoin;
pub use quadrants::MAX_QUADRANT_N;
use quartered::{count_task, task_work, Scratch};
use tables::Tables;
use walk::Halves;

use crate::observer::{Observer, Quiet};
use crate::shard::{Shard, Unbalanced};
use crate::threads::{solve_all, Control, Outcome};

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "place";

/// How [`count_shard`] cuts the count into tasks, in every shard's line:
/// change it whenever the tasks, their estimates or what each task counts
/// change (with the long diagonals' weights, a task's count is no longer
/// the solutions of its cases, only the sum over every task is; version 5
/// estimates an odd board's tasks by the bands it builds with the middle
/// row, which deals other tasks to each shard; version 6 estimates an
/// even board's tasks up to n = 18 by the pairs of the quadrant tables,
/// and a small board's tasks hold fewer sets, down to 8, so that n = 12,
/// in 116 tasks, still splits into 8 parts of which none holds twice the
/// mean).
pub const SPLIT: &str = "halves 6";

/// The largest board halves runs on one thread for `compare`, `solve` and
/// `trace`: that run also keeps each placement's queens (16 bytes each) and
/// reports every board it finds one by one; n = 16 has 14.7 million of
/// them, n = 17 has 96 million after 16 billion pair tests.
pub const MAX_SHOWN_N: usize = 16;

/// Counts the solutions for an `n` x `n` board on the calling thread,
/// reporting every step of the half tree and every board found to `observer`.
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    search_split(Split::for_board(n), observer)
}

/// [`search`] with the rows cut as `split` says.
fn search_split<O: Observer>(split: Split, observer: &mut O) -> u64 {
    let halves = Halves::walk(split, observer);
    let middles = split.middles(observer);
    let mut solutions = 0;
    for middle in &middles {
        let mut join = ObservedJoin {
            halves: &halves,
            observer: &mut *observer,
            solutions: 0,
        };
        let flow = join.middle(split, middle);
        solutions += join.solutions;
        if flow.is_break() {
            break;
        }
    }
    solutions
}

/// Counts the solutions for an `n` x `n` board on `control.threads`
/// threads, observing nothing: the fastest count. The join is cut into runs
/// of top column sets, each band built from the quadrant or quarter
/// tables: the top band once per set, the bottom band per case (at odd `n`, with the
/// middle row, once per set too).
pub fn count(n: usize, control: Control) -> Outcome<u128> {
    count_shard(n, control, Shard::WHOLE).expect("one shard holds all the work")
}

/// Counts the part `shard` of the solutions, as [`count`] does the whole:
/// every shard builds the tables, and joins the tasks dealt to it
/// by their pair tests.
pub fn count_shard(n: usize, control: Control, shard: Shard) -> Result<Outcome<u128>, Unbalanced> {
    count_split(Split::quartered(n), control, shard)
}

/// [`count_shard`] with the rows cut as `split` says: each band's
/// placements built from its tables (the top band once per set of
/// top columns, the bottom band per case or, with one middle row, once
/// per set with it), and joined by the bit-sliced matcher.
fn count_split(split: Split, control: Control, shard: Shard) -> Result<Outcome<u128>, Unbalanced> {
    let tables = Tables::new(split);
    let middles = split.middles(&mut Quiet);
    let tasks = dealt(split, &tables, &middles, shard)?;
    let run =
        |task: &Task| SCRATCH.with_borrow_mut(|scratch| count_task(split, &tables, &middles, task, scratch));
    Ok(solve_all(&tasks, control, run))
}

/// The tasks of `split` dealt to `shard` by their estimated work; all of
/// them for the whole count.
fn dealt(split: Split, tables: &Tables, middles: &[Middle], shard: Shard) -> Result<Vec<Task>, Unbalanced> {
    let tasks = split.tasks();
    if shard == Shard::WHOLE {
        return Ok(tasks);
    }
    let estimates: Vec<u64> = tasks
        .iter()
        .map(|task| task_work(split, tables, middles, task))
        .collect();
    Ok(shard
        .pick(&estimates)?
        .into_iter()
        .map(|task| tasks[task])
        .collect())
}

/// Whether [`count_shard`] deals the tasks of an `n` x `n` board to `m`
/// shards, or refuses them as too coarse for that many.
pub fn deals(n: usize, m: usize) -> Result<(), Unbalanced> {
    let split = Split::quartered(n);
    dealt(
        split,
        &Tables::new(split),
        &split.middles(&mut Quiet),
        Shard { k: 0, m },
    )
    .map(drop)
}

thread_local! {
    /// Each thread's lists, kept from task to task.
    static SCRATCH: RefCell<Scratch> = RefCell::default();
}

#[cfg(test)]
mod tests {
    use super::cases::{binomial, cases_on, leading_cases, ColumnSets};
    use super::*;
    use crate::counters::Counters;
    use crate::known::A000170;
    use crate::observer::Quiet;

    /// Every cut of the rows of every board up to 12 x 12.
    fn every_split() -> impl Iterator<Item = Split> {
        (1..=12).flat_map(|n| (0..=n / 2).map(move |top| Split::with_top(n, top)))
    }

    #[test]
    fn every_cut_of_the_rows_counts_the_same() {
        for split in every_split() {
            let (n, top) = (split.n, split.top);
            for threads in [1, 2] {
                let outcome = count_split(split, Control::on_threads(threads), Shard::WHOLE).unwrap();
                assert!(outcome.finished());
                assert_eq!(
                    outcome.found,
                    u128::from(A000170[n - 1]),
                    "n = {n}, top = {top}, {threads} threads"
                );
            }
            let mut counters = Counters::for_board(n);
            let found = search_split(split, &mut counters);
            assert_eq!(found, A000170[n - 1], "observed, n = {n}, top = {top}");
            assert_eq!(counters.solutions, found);
        }
    }

    #[test]
    fn the_cuts_with_few_middle_rows_count_the_same_up_to_16() {
        // The quiet count's own cut (half the rows in each band), and the
        // cuts with two rows more in the middle. Up to 16: n = 17 with
        // three middle rows, a cut no count picks, takes seconds (the
        // quiet cut of 17 is in tests/it/halves.rs).
        for n in 13..=16 {
            for top in n / 2 - 1..=n / 2 {
                let split = Split::with_top(n, top);
                for threads in [1, 2] {
                    let outcome = count_split(split, Control::on_threads(threads), Shard::WHOLE).unwrap();
                    assert_eq!(
                        outcome.found,
                        u128::from(A000170[n - 1]),
                        "n = {n}, top = {top}, {threads} threads"
                    );
                }
            }
        }
    }

    #[test]
    fn the_counts_pick_their_middle_rows() {
        let shown = |n| Split::for_board(n).middle;
        assert_eq!((shown(8), shown(16), shown(18)), (0, 0, 2));
        assert_eq!((shown(1), shown(9), shown(17)), (1, 1, 1));
        assert_eq!(Split::for_board(17).top, 8);
        let quiet = |n| Split::quartered(n);
        assert_eq!((quiet(18).top, quiet(18).middle), (9, 0));
        assert_eq!((quiet(19).top, quiet(19).middle), (9, 1));
    }

    #[test]
    fn column_sets_are_every_subset_of_the_free_columns_once() {
        let split = Split::with_top(9, 3);
        let taken = 0b000_100_010;
        let sets: Vec<u32> = ColumnSets::new(split, taken).collect();
        assert_eq!(sets.len(), binomial(7, 3));
        assert!(
            sets.windows(2).all(|pair| pair[0] < pair[1]),
            "increasing, so distinct"
        );
        assert!(sets.iter().all(|&set| set.count_ones() == 3 && set & taken == 0));
    }

    #[test]
    fn the_leading_cases_cover_every_case_once() {
        // With none, one and two middle rows: the classes of the leading
        // cases hold every (middle placement, top columns) case once.
        for split in [
            Split::with_top(8, 4),
            Split::with_top(9, 4),
            Split::with_top(10, 4),
        ] {
            let middles = split.middles(&mut Quiet);
            let cases: usize = middles
                .iter()
                .map(|middle| ColumnSets::new(split, middle.columns).count())
                .sum();
            let covered: usize = middles
                .iter()
                .flat_map(|&middle| leading_cases(split, middle, ColumnSets::new(split, middle.columns)))
                .map(|(_, class)| class.len)
                .sum();
            assert_eq!(covered, cases, "{split:?}");
            // The tasks take every set of top columns once, and the cases
            // on them cover every case once too.
            let tasks = split.tasks();
            let sets: usize = tasks.iter().map(|task| task.sets).sum();
            assert_eq!(sets, binomial(split.n, split.top), "{split:?}");
            let by_tasks: usize = tasks
                .iter()
                .flat_map(Task::top_columns)
                .flat_map(|top_columns| cases_on(split, &middles, top_columns))
                .map(|(_, class)| class.len)
                .sum();
            assert_eq!(by_tasks, cases, "{split:?}");
        }
    }
}
