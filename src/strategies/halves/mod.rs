//! Halves: meet in the middle. Place the top half of the board once, and
//! join it with itself turned upside down.
//!
//! A solution is cut into three bands of rows: the top `h` rows, the middle
//! rows (none for even `n` up to 16, one for odd `n`, two for n = 18) and
//! the bottom `h` rows. The bottom band, read upside down, is a placement of
//! `h` rows like the top one, so one walk of the top `h` rows (the half
//! tree, [`walk`]) gives both lists. Each placement is kept as the set of
//! columns it takes and the diagonals it leaves crossing the row after it.
//! For every placement of the middle rows and every set `C` of `h` columns
//! for the top band, the tops on `C` and the bottoms on the columns left are
//! the two lists to join ([`join`]). A top and a bottom make a solution when
//! no diagonal of one meets a queen of the other: one AND of two words (the
//! top's lines and the bottom's, one bit per diagonal, shifted to meet on
//! the same row), tested for zero. The join is a run of independent ANDs
//! over lists that stay in cache, which the compiler turns into vector
//! instructions: the work moves from nodes (the half tree is small) to these
//! tests. This is the idea of Kluev's quadrant counter (which also cuts the
//! columns in two), without its further tricks.
//!
//! Turning the board left to right maps the case `(middle, C)` to the
//! mirrored middle and mirrored `C`; turning it upside down swaps the top and
//! bottom bands. Both are bijections between the solutions of the cases, so
//! only the least case of each class of up to four is joined, and its count
//! is weighed by the class size. Every half that attacks a middle queen is
//! dropped before the join.
//!
//! What the counters mean here: nodes, profile and prunes are those of the
//! half tree (rows `0..h`, walked once); checks count its mask tests, the
//! squares tried for the middle rows, one per half tested against the middle
//! queens (when there are middle rows), and one per pair of halves tested.
//! Every board a join finds is a solution, reported with each of its
//! distinct images in the other cases of its class; there are no leaves,
//! since no full board is ever searched for.

mod join;
mod walk;

use std::sync::atomic::Ordering;

use join::{count_task, task_pairs, ObservedJoin};
use walk::{queen_at, Halves, Prefix, PACKED_ROWS};

use super::parallel::{self, Control, Outcome};
use crate::observer::{Observer, Quiet};
use crate::shard::{Shard, Unbalanced};

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "place";

/// How [`count_shard`] cuts the count into tasks, in every shard's line:
/// change it whenever the tasks or their estimates change.
pub const SPLIT: &str = "halves 1";

/// The largest board `count` runs halves on: the threaded count keeps every
/// placement of the top band in memory, 8 bytes each: 123 MB at n = 16,
/// 283 MB at n = 17, 608 MB at n = 18 (and 1.2 GB at n = 19, 2.4 GB at
/// n = 20).
pub const MAX_N: usize = 18;

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
    count_split(Split::for_board(n), control, Shard::WHOLE).expect("one shard holds all the work")
}

/// Counts the part `shard` of the solutions, as [`count`] does the whole:
/// every shard walks the half tree, and joins the tasks dealt to it by
/// their pair tests.
pub fn count_shard(n: usize, control: Control, shard: Shard) -> Result<Outcome<u128>, Unbalanced> {
    count_split(Split::for_board(n), control, shard)
}

/// [`count_shard`] with the rows cut as `split` says.
fn count_split(split: Split, control: Control, shard: Shard) -> Result<Outcome<u128>, Unbalanced> {
    let pool = parallel::pool(control.threads);
    let halves = pool.install(|| Halves::walk_in_parallel(split, control.stop));
    let mut tasks = split.tasks();
    // A walk Ctrl-C cut short would misjudge the tasks; the join starts none then.
    let stopped = control.stop.is_some_and(|stop| stop.load(Ordering::Relaxed));
    if shard != Shard::WHOLE && !stopped {
        let estimates: Vec<u64> = tasks
            .iter()
            .map(|task| task_pairs(split, &halves, task))
            .collect();
        tasks = shard
            .pick(&estimates)?
            .into_iter()
            .map(|task| tasks[task])
            .collect();
    }
    let run = |task: &Task| {
        if split.narrow() {
            count_task::<u32>(split, &halves, task)
        } else {
            count_task::<u64>(split, &halves, task)
        }
    };
    Ok(parallel::solve_all(&pool, &tasks, control, run))
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

    /// The cut with `top` rows in each outer band.
    fn with_top(n: usize, top: usize) -> Self {
        assert!((1..=MAX_N).contains(&n), "halves takes n = 1 to {MAX_N}");
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

    /// Whether the top and bottom words fit in 32 bits: two lines of n - 1
    /// bits (see `Lines::top_word`).
    fn narrow(self) -> bool {
        2 * (self.n - 1) <= 32
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
    use super::join::{count_disjoint, disjoint_pairs};
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
    fn wide_words_count_what_narrow_words_count() {
        // Boards up to 17 x 17 join with 32-bit words; the 64-bit ones
        // (n = 18) run here on every small cut.
        for split in every_split() {
            let halves = Halves::walk(split, &mut Quiet);
            let tasks = split.tasks();
            let wide: u128 = tasks
                .iter()
                .map(|task| count_task::<u64>(split, &halves, task))
                .sum();
            let narrow: u128 = tasks
                .iter()
                .map(|task| count_task::<u32>(split, &halves, task))
                .sum();
            assert_eq!(
                (wide, narrow),
                (A000170[split.n - 1], A000170[split.n - 1]),
                "{split:?}"
            );
        }
    }

    #[test]
    fn the_boards_count_picks_its_middle_rows_by_parity() {
        let middle = |n| Split::for_board(n).middle;
        assert_eq!((middle(8), middle(16), middle(18)), (0, 0, 2));
        assert_eq!((middle(1), middle(9), middle(17)), (1, 1, 1));
        assert_eq!(Split::for_board(17).top, 8);
        assert!(Split::for_board(17).narrow() && !Split::for_board(18).narrow());
    }

    #[test]
    fn the_join_counts_disjoint_pairs_as_a_plain_double_loop_does() {
        // Words from a fixed xorshift stream, sparse enough to give matches.
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut word = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state & (state >> 3) & (state >> 7)
        };
        let left: Vec<u64> = (0..37).map(|_| word()).collect();
        let right: Vec<u64> = (0..101).map(|_| word()).collect();
        let plain = left
            .iter()
            .map(|a| right.iter().filter(|&&b| a & b == 0).count() as u64)
            .sum::<u64>();
        assert!(
            plain > 0 && plain < 37 * 101,
            "the test words mix matches and clashes"
        );
        assert_eq!(disjoint_pairs(&left, &right), plain);
        assert_eq!(count_disjoint(&left, &right), plain);
        let narrow = |words: &[u64]| words.iter().map(|&w| w as u32).collect::<Vec<u32>>();
        let plain_narrow = left
            .iter()
            .map(|&a| right.iter().filter(|&&b| (a as u32) & (b as u32) == 0).count() as u64)
            .sum::<u64>();
        assert_eq!(disjoint_pairs(&narrow(&left), &narrow(&right)), plain_narrow);
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
