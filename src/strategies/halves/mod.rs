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
//! is weighted by the class size. Every half that attacks a middle queen is
//! dropped before the join.
//!
//! What the counters mean here: nodes, profile and prunes are those of the
//! half tree (rows `0..h`, walked once); checks count its mask tests, the
//! squares tried for the middle rows, one per half tested against the middle
//! queens (when there are middle rows), and one per pair of halves tested.
//! Every board a join finds is a solution, reported with each of its
//! distinct images in the other cases of its class; there are no leaves,
//! since no full board is ever searched for.
//!
//! The files depend one way; read them in this order: [`bands`] (the cut of
//! the rows, a band's packed queens and lines), [`walk`] (the half tree),
//! [`cases`] (the middle placements, column sets and their classes),
//! [`join`] (the pairs), and this file, which runs them.

mod bands;
mod cases;
mod join;
mod walk;

pub use bands::band_rows;
use bands::Split;
use cases::Task;
use join::{count_task, ObservedJoin};
use walk::Halves;

use crate::observer::Observer;
use crate::threads::{pool, solve_all, Control, Outcome};

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "place";

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
    count_split(Split::for_board(n), control)
}

/// [`count`] with the rows cut as `split` says.
fn count_split(split: Split, control: Control) -> Outcome<u128> {
    let pool = pool(control.threads);
    let halves = pool.install(|| Halves::walk_in_parallel(split, control.stop));
    let tasks = split.tasks();
    let run = |task: &Task| {
        if split.narrow() {
            count_task::<u32>(split, &halves, task)
        } else {
            count_task::<u64>(split, &halves, task)
        }
    };
    solve_all(&pool, &tasks, control, run)
}

#[cfg(test)]
mod tests {
    use super::cases::{binomial, leading_cases, ColumnSets, TURNS};
    use super::join::{count_disjoint, disjoint_pairs};
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
                let outcome = count_split(split, Control::on_threads(threads));
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
    fn wide_words_count_what_narrow_words_count() {
        // Boards up to 17 x 17 join with 32-bit words; the 64-bit ones
        // (n = 18) run here on every small cut.
        for split in every_split() {
            let known = u128::from(A000170[split.n - 1]);
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
            assert_eq!((wide, narrow), (known, known), "{split:?}");
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
