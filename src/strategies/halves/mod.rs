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
//! is weighed by the class size. Every half that attacks a middle queen is
//! dropped before the join.
//!
//! The quiet count (`count`, on every core) takes half the rows in each
//! band, with one middle row for odd `n` (joining both bands around it beats
//! searching it again, which is where Kluev's quadrant counter is weak), and
//! keeps no band in memory: the placements of each case's two column sets
//! are built from two quarter tables ([`quarters`]: the upper and lower
//! halves of a band, a few megabytes), and joined by a bit-sliced matcher
//! ([`sliced`]) that tests one top against 512 bottoms with a few table
//! reads ([`quartered`] puts them together). This is the idea of Kluev's
//! quadrant counter, which cuts the columns in two as well.
//!
//! The observed run (`compare`, `solve`, `trace`, on one thread) walks the
//! top `h` rows once (the half tree, [`walk`]: at most 8 rows, the middle
//! taking the rest) and keeps every placement with its queens, so that it
//! can report every step and every board ([`join`]).
//!
//! What the counters mean there: nodes, profile and prunes are those of the
//! half tree (rows `0..h`, walked once); checks count its mask tests, the
//! squares tried for the middle rows, one per half tested against the middle
//! queens (when there are middle rows), and one per pair of halves tested.
//! Every board a join finds is a solution, reported with each of its
//! distinct images in the other cases of its class; there are no leaves,
//! since no full board is ever searched for.

mod join;
mod quartered;
mod quarters;
mod sliced;
mod walk;

use std::cell::RefCell;

use join::ObservedJoin;
use quartered::{count_task, task_work, Scratch};
use quarters::Quarters;
use walk::{queen_at, Halves, Prefix};

use super::parallel::{self, Control, Outcome};
use crate::observer::{Observer, Quiet};
use crate::shard::{Shard, Unbalanced};

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "place";

/// How [`count_shard`] cuts the count into tasks, in every shard's line:
/// change it whenever the tasks or their estimates change.
pub const SPLIT: &str = "halves 2";

/// The largest board `count` runs halves on: the quarter tables of n = 23
/// hold 6 rows of 23 columns, about 17 million placements, and they grow
/// about ten times per two rows; a count there runs for days anyway.
pub const MAX_N: usize = 23;

/// The largest board halves runs on one thread for `compare`, `solve` and
/// `trace`: that run also keeps each placement's queens (16 bytes each) and
/// reports every board it finds one by one; n = 16 has 14.7 million of
/// them, n = 17 has 96 million after 16 billion pair tests.
pub const MAX_SHOWN_N: usize = 16;

/// The most rows the top band takes: 8 rows of an 18 x 18 board have 76
/// million placements, 9 rows 319 million.
const TOP_ROWS: usize = 8;

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
/// threads, observing nothing: the fastest count. The half tree is walked
/// one first-row queen per task, and the join is cut into runs of cases.
pub fn count(n: usize, control: Control) -> Outcome<u128> {
    count_split(Split::quartered(n), control, Shard::WHOLE).expect("one shard holds all the work")
}

/// Counts the part `shard` of the solutions, as [`count`] does the whole:
/// every shard walks the half tree, and joins the tasks dealt to it by
/// their pair tests.
pub fn count_shard(n: usize, control: Control, shard: Shard) -> Result<Outcome<u128>, Unbalanced> {
    count_split(Split::quartered(n), control, shard)
}

/// [`count_shard`] with the rows cut as `split` says: each band's
/// placements built from its quarter tables case by case, and joined by the
/// bit-sliced matcher.
fn count_split(split: Split, control: Control, shard: Shard) -> Result<Outcome<u128>, Unbalanced> {
    let pool = parallel::pool(control.threads);
    let quarters = Quarters::new(split.n, split.top);
    let mut tasks = split.tasks();
    if shard != Shard::WHOLE {
        let estimates: Vec<u64> = tasks
            .iter()
            .map(|task| task_work(split, &quarters, task))
            .collect();
        tasks = shard
            .pick(&estimates)?
            .into_iter()
            .map(|task| tasks[task])
            .collect();
    }
    let run = |task: &Task| SCRATCH.with_borrow_mut(|scratch| count_task(split, &quarters, task, scratch));
    Ok(parallel::solve_all(&pool, &tasks, control, run))
}

thread_local! {
    /// Each thread's lists, kept from task to task.
    static SCRATCH: RefCell<Scratch> = RefCell::default();
}

/// The rows of the half tree for an `n` x `n` board.
pub fn band_rows(n: usize) -> usize {
    (n / 2).min(TOP_ROWS)
}

/// How the rows are cut: `top` rows above, `middle` rows, `top` rows below.
#[derive(Clone, Copy, Debug)]
struct Split {
    n: usize,
    top: usize,
    middle: usize,
    full: u32,
}

impl Split {
    /// The cut for an `n` x `n` board: the top band takes half the rows,
    /// at most [`TOP_ROWS`], and the middle the rest. One middle row for odd
    /// `n` keeps the two bands alike; more middle rows mean shorter lists
    /// but many more cases, each read from memory, so the join is fastest
    /// with as few as the band's size allows (measured at n = 16: 0.9 s
    /// with none, 1.8 s with two, one thread).
    fn for_board(n: usize) -> Self {
        Split::with_top(n, band_rows(n))
    }

    /// The cut of the quiet count: half the rows in each band, and one
    /// middle row for odd `n`.
    fn quartered(n: usize) -> Self {
        Split::with_top(n, n / 2)
    }

    /// The cut with `top` rows in each outer band.
    fn with_top(n: usize, top: usize) -> Self {
        assert!((1..=MAX_N).contains(&n), "halves takes n = 1 to {MAX_N}");
        assert!(2 * top <= n, "two bands of {top} rows fit on {n} rows");
        let middle = n - 2 * top;
        Split {
            n,
            top,
            middle,
            full: ((1u64 << n) - 1) as u32,
        }
    }

    /// Every placement of the middle rows, alone on the board, in the order a
    /// bitmask search meets them. Each square tried is one check.
    fn middles<O: Observer>(self, observer: &mut O) -> Vec<Middle> {
        let mut found = Vec::new();
        self.middle_rows(Prefix::default(), &mut found, observer);
        found
    }

    fn middle_rows<O: Observer>(self, placed: Prefix, found: &mut Vec<Middle>, observer: &mut O) {
        if placed.row == self.middle {
            found.push(Middle::from(placed));
            return;
        }
        observer.checks(u64::from(self.full.count_ones()));
        let mut free = !(placed.columns | placed.diagonals | placed.anti_diagonals) & u64::from(self.full);
        while free != 0 {
            let col = free.trailing_zeros() as usize;
            free &= free - 1;
            self.middle_rows(placed.then(self, col), found, observer);
        }
    }

    /// The quiet join's tasks: the cases of every middle placement that can
    /// lead a class, in runs of [`CASES_PER_TASK`] top column sets.
    fn tasks(self) -> Vec<Task> {
        let sets = binomial(self.n - self.middle, self.top);
        let mut tasks = Vec::new();
        for middle in self.middles(&mut Quiet) {
            if TURNS.iter().any(|&turn| middle.image(self, turn) < middle) {
                continue;
            }
            let mut from = ColumnSets::new(self, middle.columns);
            for first in (0..sets).step_by(CASES_PER_TASK) {
                tasks.push(Task {
                    middle,
                    from,
                    sets: CASES_PER_TASK.min(sets - first),
                });
                from.nth(CASES_PER_TASK - 1);
            }
        }
        tasks
    }

    /// The column set `columns` turned left to right.
    fn mirror(self, columns: u32) -> u32 {
        columns.reverse_bits() >> (32 - self.n)
    }
}

/// Top column sets per task of the quiet join: enough to keep the threads
/// busy to the end, few enough that a task's overhead does not show.
const CASES_PER_TASK: usize = 64;

/// A run of cases of the quiet join: one middle placement and `sets`
/// top column sets from `from` on.
#[derive(Clone, Copy, Debug)]
struct Task {
    middle: Middle,
    from: ColumnSets,
    sets: usize,
}

/// The queens of the middle rows, top first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Middle {
    len: usize,
    queens: [u8; MAX_N],
    columns: u32,
}

impl From<Prefix> for Middle {
    /// The middle rows placed as `placed`.
    fn from(placed: Prefix) -> Self {
        let mut middle = Middle {
            len: placed.row,
            columns: placed.columns as u32,
            ..Middle::default()
        };
        for (row, queen) in middle.queens[..placed.row].iter_mut().enumerate() {
            *queen = queen_at(placed.queens, row) as u8;
        }
        middle
    }
}

impl Middle {
    fn queens(&self) -> &[u8] {
        &self.queens[..self.len]
    }

    /// Whether a bottom band's lines on the last middle row (read upside
    /// down: `right` moving a column right each row up, `left` left) miss
    /// every middle queen: the queen `up` rows higher meets them `up`
    /// columns along. No branch on the answer.
    #[inline(always)]
    fn missed_by(&self, right: u64, left: u64) -> bool {
        let hits = self
            .queens()
            .iter()
            .rev()
            .enumerate()
            .fold(0, |hits, (up, &queen)| {
                hits | ((right << up) | (left >> up)) & 1u64 << queen
            });
        hits == 0
    }

    /// The middle rows turned by `turn`: `(mirror, flip)`, left to right
    /// and upside down.
    fn image(&self, split: Split, (mirror, flip): (bool, bool)) -> Middle {
        let mut image = *self;
        let queens = &mut image.queens[..self.len];
        if flip {
            queens.reverse();
        }
        if mirror {
            for queen in queens.iter_mut() {
                *queen = (split.n - 1) as u8 - *queen;
            }
            image.columns = split.mirror(image.columns);
        }
        image
    }
}

/// One case of the join: the middle rows and the top band's columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Case {
    middle: Middle,
    top_columns: u32,
}

/// The four ways to turn a board that keep the three bands: `(mirror, flip)`.
const TURNS: [(bool, bool); 4] = [(false, false), (true, false), (false, true), (true, true)];

impl Case {
    /// The columns the bottom band takes.
    fn bottom_columns(&self, split: Split) -> u32 {
        split.full ^ self.top_columns ^ self.middle.columns
    }

    /// The case that holds the boards of this one turned by `turn`.
    fn image(&self, split: Split, turn: (bool, bool)) -> Case {
        let (mirror, flip) = turn;
        let columns = if flip {
            self.bottom_columns(split)
        } else {
            self.top_columns
        };
        Case {
            middle: self.middle.image(split, turn),
            top_columns: if mirror { split.mirror(columns) } else { columns },
        }
    }

    /// The turns that map this case to each distinct case of its class, one
    /// per case, if this case is the least of its class; `None` otherwise.
    fn class(&self, split: Split) -> Option<Class> {
        let mut class = Class::default();
        let mut images = [*self; 4];
        for turn in TURNS {
            let image = self.image(split, turn);
            if image < *self {
                return None;
            }
            if !images[..class.len].contains(&image) {
                images[class.len] = image;
                class.turns[class.len] = turn;
                class.len += 1;
            }
        }
        Some(class)
    }
}

/// The cases of one class, as the turns that lead to them from its least case.
#[derive(Clone, Copy, Debug, Default)]
struct Class {
    turns: [(bool, bool); 4],
    len: usize,
}

impl Class {
    fn turns(&self) -> &[(bool, bool)] {
        &self.turns[..self.len]
    }
}

/// The cases of `middle` with the top column sets `sets` that lead their
/// class, each with its class.
fn leading_cases(
    split: Split,
    middle: Middle,
    sets: impl Iterator<Item = u32>,
) -> impl Iterator<Item = (Case, Class)> {
    sets.filter_map(move |top_columns| {
        let case = Case { middle, top_columns };
        case.class(split).map(|class| (case, class))
    })
}

/// The sets of `split.top` columns among the columns a middle placement
/// leaves free, in increasing order: Gosper's hack walks the subsets of that
/// size of the free columns' indices, and each is spread onto the columns.
#[derive(Clone, Copy, Debug)]
struct ColumnSets {
    free: [u8; 32],
    /// The next subset of indices into `free`; past the last when done.
    next: u64,
    end: u64,
}

impl ColumnSets {
    fn new(split: Split, taken: u32) -> Self {
        let mut free = [0; 32];
        let mut count = 0;
        for col in (0..split.n).filter(|&col| taken & 1 << col == 0) {
            free[count] = col as u8;
            count += 1;
        }
        ColumnSets {
            free,
            next: (1u64 << split.top) - 1,
            end: 1u64 << count,
        }
    }
}

impl Iterator for ColumnSets {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        let set = self.next;
        if set >= self.end {
            return None;
        }
        self.next = if set == 0 {
            self.end
        } else {
            let low = set & set.wrapping_neg();
            let ripple = set + low;
            (((ripple ^ set) >> 2) / low) | ripple
        };
        let mut indices = set;
        let mut columns = 0;
        while indices != 0 {
            columns |= 1 << self.free[indices.trailing_zeros() as usize];
            indices &= indices - 1;
        }
        Some(columns)
    }
}

/// `n` choose `k`.
fn binomial(n: usize, k: usize) -> usize {
    (0..k).fold(1, |product, i| product * (n - i) / (i + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::counters::Counters;

    /// OEIS A000170, n = 1..=12.
    const A000170: [u128; 12] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];

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
                    A000170[n - 1],
                    "n = {n}, top = {top}, {threads} threads"
                );
            }
            let mut counters = Counters::for_board(n);
            let found = search_split(split, &mut counters);
            assert_eq!(
                u128::from(found),
                A000170[n - 1],
                "observed, n = {n}, top = {top}"
            );
            assert_eq!(counters.solutions, found);
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
            let tasks: usize = split.tasks().iter().map(|task| task.sets).sum();
            let led = middles
                .iter()
                .filter(|&&middle| TURNS.iter().all(|&turn| middle.image(split, turn) >= middle))
                .count();
            assert_eq!(
                tasks,
                led * binomial(split.n - split.middle, split.top),
                "{split:?}"
            );
        }
    }
}
