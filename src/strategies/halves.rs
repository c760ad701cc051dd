//! Halves: meet in the middle. Place the top half of the board once, and
//! join it with itself turned upside down.
//!
//! A solution is cut into three bands of rows: the top `h` rows, the middle
//! rows (none for even `n` up to 16, one for odd `n` up to 17, two or three
//! beyond) and the bottom `h` rows. The bottom band, read upside down, is a
//! placement of `h` rows like the top one, so one walk of the top `h` rows
//! (the half tree) gives both lists. Each placement is kept as the set of
//! columns it takes and the diagonals it leaves crossing the row after it.
//! For every placement of the middle rows and every set `C` of `h` columns
//! for the top band, the tops on `C` and the bottoms on the columns left are
//! the two lists to join. A top and a bottom make a solution when no
//! diagonal of one meets a queen of the other: one AND of two words (the
//! top's lines and the bottom's, one bit per diagonal, shifted to meet on the
//! same row), tested for zero. The join is a run of independent ANDs over
//! lists that stay in cache, which the compiler turns into vector
//! instructions: the work moves from nodes (the half tree is tiny) to these
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
//! queens, and one per pair of halves tested. Every board a join finds is a
//! solution, reported with each of its distinct images in the other cases of
//! its class; there are no leaves, since no full board is ever searched for.

use std::ops::{BitAnd, Range};
use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use super::bitmask::{lines_below, report_prunes};
use super::parallel::{self, Control, Outcome};
use crate::observer::{Flow, Observer, Quiet};

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "place";

/// The largest board halves takes: it keeps every placement of the top band
/// in memory, 8 bytes each: 123 MB at n = 16, 283 MB at n = 17, 608 MB at
/// n = 18 (and 1.2 GB at n = 19, 2.4 GB at n = 20).
pub const MAX_N: usize = 18;

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
    count_split(Split::for_board(n), control)
}

/// [`count`] with the rows cut as `split` says.
fn count_split(split: Split, control: Control) -> Outcome<u128> {
    let pool = parallel::pool(control.threads);
    let halves = pool.install(|| Halves::walk_in_parallel(split, control.stop));
    let tasks = split.tasks();
    let run = |task: &Task| {
        if split.narrow() {
            count_task::<u32>(split, &halves, task)
        } else {
            count_task::<u64>(split, &halves, task)
        }
    };
    parallel::solve_all(&pool, &tasks, control, run)
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
        Split {
            n,
            top,
            middle: n - 2 * top,
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
            if TURNS
                .iter()
                .any(|&(mirror, flip)| middle.image(self.n, mirror, flip) < middle)
            {
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
    /// bits (see [`Lines::top_word`]).
    fn narrow(self) -> bool {
        2 * (self.n - 1) <= 32
    }

    /// The column set `columns` turned left to right.
    fn mirror(self, columns: u32) -> u32 {
        columns.reverse_bits() >> (32 - self.n)
    }
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

    /// The middle rows turned left to right (`mirror`), upside down (`flip`) or both.
    fn image(&self, n: usize, mirror: bool, flip: bool) -> Middle {
        let mut image = *self;
        let queens = &mut image.queens[..self.len];
        if flip {
            queens.reverse();
        }
        if mirror {
            for queen in queens.iter_mut() {
                *queen = (n - 1) as u8 - *queen;
            }
            image.columns = image.columns.reverse_bits() >> (32 - n);
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
    fn image(&self, split: Split, (mirror, flip): (bool, bool)) -> Case {
        let columns = if flip {
            self.bottom_columns(split)
        } else {
            self.top_columns
        };
        Case {
            middle: self.middle.image(split.n, mirror, flip),
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

/// The lines a band leaves crossing the row next to it, toward the other band.
#[derive(Clone, Copy, Debug, Default)]
struct Lines {
    diagonals: u32,
    anti_diagonals: u32,
}

impl Lines {
    /// Carries a top band's lines down through the middle rows, and tells
    /// whether they miss every middle queen. No branch on the answer: the
    /// join keeps or drops the half without a jump it could mispredict.
    #[inline(always)]
    fn through(self, split: Split, middle: &Middle) -> (bool, Lines) {
        let Lines {
            mut diagonals,
            mut anti_diagonals,
        } = self;
        let mut hits = 0;
        for &queen in middle.queens() {
            let bit = 1u32 << queen;
            hits |= (diagonals | anti_diagonals) & bit;
            diagonals = (diagonals | bit) >> 1;
            anti_diagonals = ((anti_diagonals | bit) << 1) & split.full;
        }
        let lines = Lines {
            diagonals,
            anti_diagonals,
        };
        (hits == 0, lines)
    }

    /// Whether a bottom band's lines (read upside down, on the last middle
    /// row) miss every middle queen: the queen `s` rows up meets them `s`
    /// columns along. Branch-free, as [`Lines::through`].
    #[inline(always)]
    fn misses(self, middle: &Middle) -> bool {
        let hits = middle
            .queens()
            .iter()
            .rev()
            .enumerate()
            .fold(0, |hits, (up, &queen)| {
                hits | ((self.diagonals >> up) | (self.anti_diagonals << up)) & (1u32 << queen)
            });
        hits == 0
    }

    /// The top band's lines on the first row below the middle, as one word:
    /// its `/` lines in bits `0..n-1`, its `\` lines one column left in bits
    /// `n-1..`. A `/` line at column `c` meets the bottom band's on the row
    /// above at `c + 1`, a `\` line at `c - 1`; the lines that could only meet
    /// off the board are left out.
    fn top_word(self, split: Split) -> u64 {
        u64::from(self.diagonals) | (u64::from(self.anti_diagonals >> 1) << (split.n - 1))
    }

    /// The bottom band's lines on the last middle row (or the last top row),
    /// read upside down, as the word [`Lines::top_word`] meets: the bottom's
    /// `\` lines (its upside-down `/`) one column left, then its `/` lines.
    fn bottom_word(self, split: Split) -> u64 {
        u64::from(self.anti_diagonals >> 1) | (u64::from(self.diagonals & (split.full >> 1)) << (split.n - 1))
    }
}

/// Every placement of the top band, grouped by the columns it takes: in one
/// table, or in one table per first-row queen when walked in parallel.
struct Halves {
    tables: Vec<Table>,
}

/// Placements of the top band, grouped by column set (none when empty).
#[derive(Default)]
struct Table {
    /// `start[c]..start[c + 1]` index the placements on column set `c`.
    start: Vec<u32>,
    lines: Vec<Lines>,
    /// The queens of each placement, 5 bits per row, row 0 lowest (kept
    /// only for an observed run, which reports boards).
    queens: Vec<u64>,
}

impl Halves {
    /// Walks the half tree on the calling thread, reporting it to
    /// `observer`, and keeps the queens of every placement.
    fn walk<O: Observer>(split: Split, observer: &mut O) -> Self {
        let root = Prefix::default();
        Halves {
            tables: vec![Table::walk(split, root, true, observer)],
        }
    }

    /// Walks the half tree quietly, one subtree per first-row queen on the
    /// threads of the current pool. Once `stop` is set (Ctrl-C), the
    /// subtrees not yet walked are left empty: the join that follows then
    /// starts no task, since it reads the same flag.
    fn walk_in_parallel(split: Split, stop: Option<&AtomicBool>) -> Self {
        if split.top == 0 {
            return Halves {
                tables: vec![Table::walk(split, Prefix::default(), false, &mut Quiet)],
            };
        }
        let tables = (0..split.n)
            .into_par_iter()
            .with_max_len(1)
            .map(|col| {
                if stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
                    return Table::default();
                }
                Table::walk(split, Prefix::default().then(split, col), false, &mut Quiet)
            })
            .collect();
        Halves { tables }
    }

    /// The lines of every placement on column set `columns`.
    fn lines_on(&self, columns: u32) -> impl Iterator<Item = Lines> + '_ {
        self.tables
            .iter()
            .flat_map(move |table| table.lines[table.on(columns)].iter().copied())
    }

    /// The lines and queens of every placement on column set `columns`.
    fn placements_on(&self, columns: u32) -> impl Iterator<Item = (Lines, u64)> + '_ {
        self.tables.iter().flat_map(move |table| {
            let range = table.on(columns);
            table.lines[range.clone()]
                .iter()
                .copied()
                .zip(table.queens[range].iter().copied())
        })
    }

    /// How many placements are on column set `columns`.
    fn count_on(&self, columns: u32) -> usize {
        self.tables.iter().map(|table| table.on(columns).len()).sum()
    }
}

impl Table {
    /// Walks the subtree below `prefix`, reporting it to `observer`, and
    /// groups its placements by column set. A first quiet walk counts each
    /// group, so the second writes every placement straight into its place.
    fn walk<O: Observer>(split: Split, prefix: Prefix, keep_queens: bool, observer: &mut O) -> Self {
        let sets = 1usize << split.n;
        let mut start = vec![0u32; sets + 1];
        Walk::new(split, &mut Quiet, |columns, _, _| {
            start[columns as usize + 1] += 1
        })
        .from(prefix);
        for set in 0..sets {
            start[set + 1] += start[set];
        }
        let placements = start[sets] as usize;
        let mut next = start.clone();
        let mut lines = vec![Lines::default(); placements];
        let mut queens = vec![0; if keep_queens { placements } else { 0 }];
        Walk::new(split, observer, |columns, half, placed| {
            let slot = &mut next[columns as usize];
            lines[*slot as usize] = half;
            if keep_queens {
                queens[*slot as usize] = placed;
            }
            *slot += 1;
        })
        .from(prefix);
        Table { start, lines, queens }
    }

    /// The indices of the placements on column set `columns`.
    fn on(&self, columns: u32) -> Range<usize> {
        let set = columns as usize;
        match self.start.get(set..=set + 1) {
            Some(&[from, to]) => from as usize..to as usize,
            _ => 0..0,
        }
    }
}

/// Queens placed on the first rows before a walk starts.
#[derive(Clone, Copy, Debug, Default)]
struct Prefix {
    row: usize,
    columns: u64,
    diagonals: u64,
    anti_diagonals: u64,
    queens: u64,
}

impl Prefix {
    /// This prefix with one more queen, in column `col`.
    fn then(self, split: Split, col: usize) -> Prefix {
        let (columns, diagonals, anti_diagonals) = lines_below(
            1 << col,
            self.columns,
            self.diagonals,
            self.anti_diagonals,
            u64::from(split.full),
        );
        Prefix {
            row: self.row + 1,
            columns,
            diagonals,
            anti_diagonals,
            queens: with_queen(self.queens, self.row, col),
        }
    }
}

/// The walk of the half tree: the bitmask search, stopped after `top` rows.
struct Walk<'o, O, F> {
    split: Split,
    /// Told each placement: its columns, its lines on the next row, its
    /// queens (5 bits per row).
    found: F,
    observer: &'o mut O,
}

impl<'o, O: Observer, F: FnMut(u32, Lines, u64)> Walk<'o, O, F> {
    fn new(split: Split, observer: &'o mut O, found: F) -> Self {
        Walk {
            split,
            found,
            observer,
        }
    }

    /// Walks the subtree below `prefix`.
    fn from(&mut self, prefix: Prefix) {
        let Prefix {
            row,
            columns,
            diagonals,
            anti_diagonals,
            queens,
        } = prefix;
        self.place(row, columns, diagonals, anti_diagonals, queens);
    }

    fn place(&mut self, row: usize, columns: u64, diagonals: u64, anti_diagonals: u64, queens: u64) {
        self.observer.call(row);
        if row == self.split.top {
            let lines = Lines {
                diagonals: diagonals as u32,
                anti_diagonals: anti_diagonals as u32,
            };
            (self.found)(columns as u32, lines, queens);
        } else {
            let full = u64::from(self.split.full);
            self.observer.checks(1);
            report_prunes(self.observer, row, full, columns, diagonals, anti_diagonals);
            let mut free = !(columns | diagonals | anti_diagonals) & full;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let col = bit.trailing_zeros() as usize;
                self.observer.try_square(row, col);
                self.observer.place(row, col);
                let (columns, diagonals, anti_diagonals) =
                    lines_below(bit, columns, diagonals, anti_diagonals, full);
                let queens = with_queen(queens, row, col);
                self.place(row + 1, columns, diagonals, anti_diagonals, queens);
                self.observer.undo(row, col);
            }
        }
        self.observer.ret(row);
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

/// The quiet join of the cases of `task` that lead their class, with words
/// of type `W`.
fn count_task<W: Word>(split: Split, halves: &Halves, task: &Task) -> u128 {
    let middle = &task.middle;
    let mut tops = Vec::new();
    let mut bottoms = Vec::new();
    let mut total = 0;
    for top_columns in task.from.take(task.sets) {
        let case = Case {
            middle: *middle,
            top_columns,
        };
        let Some(class) = case.class(split) else {
            continue;
        };
        let top_lines = halves.lines_on(top_columns);
        keep(&mut tops, halves.count_on(top_columns), top_lines, |lines| {
            let (misses, lines) = lines.through(split, middle);
            (misses, W::from_wide(lines.top_word(split)))
        });
        if tops.is_empty() {
            continue;
        }
        let bottom_columns = case.bottom_columns(split);
        let bottom_lines = halves.lines_on(bottom_columns);
        keep(
            &mut bottoms,
            halves.count_on(bottom_columns),
            bottom_lines,
            |lines| (lines.misses(middle), W::from_wide(lines.bottom_word(split))),
        );
        total += class.len as u128 * u128::from(disjoint_pairs(&tops, &bottoms));
    }
    total
}

/// Fills `words` with the words `word` gives for the `count` lines of
/// `lines` that it keeps, without a branch per line: each word is written,
/// and the length moves on only for those kept.
fn keep<W: Word>(
    words: &mut Vec<W>,
    count: usize,
    lines: impl Iterator<Item = Lines>,
    word: impl Fn(Lines) -> (bool, W),
) {
    words.clear();
    words.resize(count, W::default());
    let mut kept = 0;
    for lines in lines {
        let (keep, value) = word(lines);
        words[kept] = value;
        kept += usize::from(keep);
    }
    words.truncate(kept);
}

/// A word of lines: 32 bits when they fit, 64 otherwise.
trait Word: Copy + Default + PartialEq + BitAnd<Output = Self> + Send + Sync {
    /// The word from its 64-bit form, whose bits beyond this type's width are clear.
    fn from_wide(word: u64) -> Self;
}

impl Word for u32 {
    fn from_wide(word: u64) -> Self {
        word as u32
    }
}

impl Word for u64 {
    fn from_wide(word: u64) -> Self {
        word
    }
}

/// The pairs `(a, b)` with `a & b == 0`, for `a` in `left` and `b` in
/// `right`: the whole join's work. Run with 256-bit vectors where the CPU
/// has them (AVX2, asked at run time), else with the 128-bit ones every
/// x86-64 has.
fn disjoint_pairs<W: Word>(left: &[W], right: &[W]) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2, as just checked.
        return unsafe { disjoint_pairs_avx2(left, right) };
    }
    count_disjoint(left, right)
}

/// [`count_disjoint`] compiled for AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn disjoint_pairs_avx2<W: Word>(left: &[W], right: &[W]) -> u64 {
    count_disjoint(left, right)
}

/// The loop of [`disjoint_pairs`]. The inner loop counts in 32-bit lanes
/// (a list holds fewer than 2^32 words), so the compiler turns it into
/// vector instructions.
#[inline(always)]
fn count_disjoint<W: Word>(left: &[W], right: &[W]) -> u64 {
    left.iter()
        .map(|&a| {
            u64::from(
                right
                    .iter()
                    .map(|&b| u32::from(a & b == W::default()))
                    .sum::<u32>(),
            )
        })
        .sum()
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

/// The observed join: every pair is tested and reported one by one.
struct ObservedJoin<'a, O> {
    halves: &'a Halves,
    observer: &'a mut O,
    solutions: u64,
}

impl<O: Observer> ObservedJoin<'_, O> {
    fn middle(&mut self, split: Split, middle: &Middle) -> Flow {
        for top_columns in ColumnSets::new(split, middle.columns) {
            let case = Case {
                middle: *middle,
                top_columns,
            };
            let Some(class) = case.class(split) else {
                continue;
            };
            let halves = self.halves;
            let tops: Vec<(u64, u64)> = halves
                .placements_on(top_columns)
                .filter_map(|(lines, queens)| {
                    self.observer.checks(1);
                    let (misses, lines) = lines.through(split, middle);
                    misses.then(|| (lines.top_word(split), queens))
                })
                .collect();
            let (bottom_words, bottom_queens): (Vec<u64>, Vec<u64>) = halves
                .placements_on(case.bottom_columns(split))
                .filter(|&(lines, _)| {
                    self.observer.checks(1);
                    lines.misses(middle)
                })
                .map(|(lines, queens)| (lines.bottom_word(split), queens))
                .unzip();
            for &(top_word, top) in &tops {
                // Every pair is tested; the fast count of the quiet join
                // first tells whether any bottom fits this top at all.
                self.observer.checks(bottom_words.len() as u64);
                if disjoint_pairs(&[top_word], &bottom_words) == 0 {
                    continue;
                }
                let fitting = bottom_words.iter().zip(&bottom_queens);
                for (_, &bottom) in fitting.filter(|&(&bottom_word, _)| top_word & bottom_word == 0) {
                    let board = board(split, middle, top, bottom);
                    for &turn in class.turns() {
                        self.solutions += 1;
                        self.observer.solution(&turned(&board, split.n, turn))?;
                    }
                }
            }
        }
        Flow::Continue(())
    }
}

/// The full board of a top placement, the middle rows and a bottom
/// placement (its queens packed 5 bits per row, read upside down).
fn board(split: Split, middle: &Middle, top: u64, bottom: u64) -> Vec<usize> {
    let mut board = Vec::with_capacity(split.n);
    board.extend((0..split.top).map(|row| queen_at(top, row)));
    board.extend(middle.queens().iter().map(|&queen| usize::from(queen)));
    board.extend((0..split.top).rev().map(|row| queen_at(bottom, row)));
    board
}

/// Queens packed 5 bits per row, row 0 lowest, with one more: `col` on `row`.
fn with_queen(packed: u64, row: usize, col: usize) -> u64 {
    packed | (col as u64) << (5 * row)
}

/// The column of the queen on `row` in queens packed by [`with_queen`].
fn queen_at(packed: u64, row: usize) -> usize {
    (packed >> (5 * row) & 31) as usize
}

/// `board` turned left to right (`mirror`), upside down (`flip`) or both.
fn turned(board: &[usize], n: usize, (mirror, flip): (bool, bool)) -> Vec<usize> {
    let mut image = board.to_vec();
    if flip {
        image.reverse();
    }
    if mirror {
        for col in &mut image {
            *col = n - 1 - *col;
        }
    }
    image
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::counters::Counters;

    /// OEIS A000170, n = 1..=12.
    const A000170: [u128; 12] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];

    #[test]
    fn every_cut_of_the_rows_counts_the_same() {
        for n in 1..=12 {
            for top in 0..=n / 2 {
                let split = Split::with_top(n, top);
                for threads in [1, 2] {
                    let control = Control {
                        threads,
                        ..Control::default()
                    };
                    let outcome = count_split(split, control);
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
    fn a_case_leads_its_class_once() {
        // n = 8, no middle rows: the 70 sets of 4 columns fall into classes
        // under the mirror and the swap of the bands (the complement).
        let split = Split::with_top(8, 4);
        let middle = Middle::default();
        let mut cases = 0;
        for top_columns in ColumnSets::new(split, 0) {
            let case = Case { middle, top_columns };
            if let Some(class) = case.class(split) {
                cases += class.len;
            }
        }
        assert_eq!(cases, binomial(8, 4), "the classes cover every case once");
    }
}
