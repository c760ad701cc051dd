//! The cases of the join: each placement of the middle rows with each set
//! of columns for the top band, grouped in classes by the turns that keep
//! the three bands, and cut into the quiet join's tasks.

use super::bands::{queen_at, Prefix, Split, MAX_COUNT_N};
use crate::observer::Observer;

impl Split {
    /// Every placement of the middle rows, alone on the board, in the order a
    /// bitmask search meets them. Each square tried is one check.
    pub(super) fn middles<O: Observer>(self, observer: &mut O) -> Vec<Middle> {
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

    /// The quiet join's tasks: every set of top columns, in runs of
    /// [`SETS_PER_TASK`] (fewer on a board with fewer than
    /// [`TASKS_AT_LEAST`] runs of them, down to [`SETS_PER_TASK_AT_LEAST`]),
    /// each set joined with every middle placement that leaves it free and
    /// leads its class with it ([`cases_on`]), so that its top band is
    /// built once for all of them.
    pub(super) fn tasks(self) -> Vec<Task> {
        let sets = binomial(self.n, self.top);
        let per_task = (sets / TASKS_AT_LEAST).clamp(SETS_PER_TASK_AT_LEAST, SETS_PER_TASK);
        let mut tasks = Vec::new();
        let mut from = ColumnSets::new(self, 0);
        for first in (0..sets).step_by(per_task) {
            tasks.push(Task {
                from,
                sets: per_task.min(sets - first),
            });
            from.nth(per_task - 1);
        }
        tasks
    }
}

/// Top column sets per task of the quiet join: enough to keep the threads
/// busy to the end, few enough that a task's overhead does not show (32
/// made n = 17 and 19 5 to 7% slower).
pub(super) const SETS_PER_TASK: usize = 64;

/// The tasks a board's sets are cut into at least, as long as a task
/// keeps [`SETS_PER_TASK_AT_LEAST`] sets (n = 12 has 116 tasks of 8), so
/// that the shards of a small board still balance: n = 12 in 8 shards,
/// whose 15 runs of 64 sets left one shard twice the mean.
pub(super) const TASKS_AT_LEAST: usize = 256;

/// The fewest sets a task holds.
pub(super) const SETS_PER_TASK_AT_LEAST: usize = 8;

/// A run of top column sets of the quiet join: `sets` of them from `from` on.
#[derive(Clone, Copy, Debug)]
pub(super) struct Task {
    pub(super) from: ColumnSets,
    pub(super) sets: usize,
}

impl Task {
    /// The task's top column sets.
    pub(super) fn top_columns(&self) -> impl Iterator<Item = u32> {
        self.from.take(self.sets)
    }
}

/// The queens of the middle rows, top first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Middle {
    pub(super) len: usize,
    queens: [u8; MAX_COUNT_N],
    pub(super) columns: u32,
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
    pub(super) fn queens(&self) -> &[u8] {
        &self.queens[..self.len]
    }

    /// Whether a bottom band's lines on the last middle row (read upside
    /// down: `right` moving a column right each row up, `left` left) miss
    /// every middle queen: the queen `up` rows higher meets them `up`
    /// columns along. No branch on the answer.
    #[inline(always)]
    pub(super) fn missed_by(&self, right: u64, left: u64) -> bool {
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
    pub(super) fn image(&self, split: Split, (mirror, flip): (bool, bool)) -> Middle {
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
pub(super) struct Case {
    pub(super) middle: Middle,
    pub(super) top_columns: u32,
}

/// The four ways to turn a board that keep the three bands: `(mirror, flip)`.
pub(super) const TURNS: [(bool, bool); 4] = [(false, false), (true, false), (false, true), (true, true)];

impl Case {
    /// The columns the bottom band takes.
    pub(super) fn bottom_columns(&self, split: Split) -> u32 {
        split.full ^ self.top_columns ^ self.middle.columns
    }

    /// The case that holds the boards of this one turned by `turn`.
    pub(super) fn image(&self, split: Split, turn: (bool, bool)) -> Case {
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

    /// This case with its class, if it is the least of its class; `None`
    /// otherwise.
    pub(super) fn led(self, split: Split) -> Option<(Case, Class)> {
        self.class(split).map(|class| (self, class))
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
pub(super) struct Class {
    turns: [(bool, bool); 4],
    pub(super) len: usize,
}

impl Class {
    pub(super) fn turns(&self) -> &[(bool, bool)] {
        &self.turns[..self.len]
    }
}

/// The cases of `middle` with the top column sets `sets` that lead their
/// class, each with its class.
pub(super) fn leading_cases(
    split: Split,
    middle: Middle,
    sets: impl Iterator<Item = u32>,
) -> impl Iterator<Item = (Case, Class)> {
    sets.filter_map(move |top_columns| Case { middle, top_columns }.led(split))
}

/// The cases with the top columns `top_columns` that lead their class, each
/// with its class: one for each placement of `middles` that leaves those
/// columns free, if it leads.
pub(super) fn cases_on(
    split: Split,
    middles: &[Middle],
    top_columns: u32,
) -> impl Iterator<Item = (Case, Class)> + '_ {
    middles
        .iter()
        .filter(move |middle| middle.columns & top_columns == 0)
        .filter_map(move |&middle| Case { middle, top_columns }.led(split))
}

/// The sets of `split.top` columns among the columns a middle placement
/// leaves free, in increasing order: Gosper's hack walks the subsets of that
/// size of the free columns' indices, and each is spread onto the columns.
#[derive(Clone, Copy, Debug)]
pub(super) struct ColumnSets {
    free: [u8; 32],
    /// The next subset of indices into `free`; past the last when done.
    next: u64,
    end: u64,
}

impl ColumnSets {
    pub(super) fn new(split: Split, taken: u32) -> Self {
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
pub(super) fn binomial(n: usize, k: usize) -> usize {
    (0..k).fold(1, |product, i| product * (n - i) / (i + 1))
}
