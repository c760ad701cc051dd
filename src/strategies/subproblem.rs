//! The symmetry search as an engine: its tree cut at a row into
//! independent [`Subproblem`]s, which the `parallel` strategy and the
//! counts solve on several threads and add up, and the quiet count
//! ([`count`]), which walks each part by a tighter loop. The search as
//! the lessons and the trace show it, and the rules it prunes by, are
//! `symmetry.rs`'s.

use super::masks::{full_row, lines_below};
use super::symmetry::{class_size, walk, Case, Classes, Report, Rules, Start, RULES_FIXED};
use super::{SizeError, Strategy};
use crate::observer::{Flow, Observer, Quiet};
use crate::MAX_N;

/// A part of the tree below a placed prefix: solved on its own, its counts
/// and counters add up with those of the other parts to the whole search.
#[derive(Clone, Debug)]
pub struct Subproblem(Start);

impl Subproblem {
    /// The whole tree of an `n` x `n` board: the empty board, if the
    /// search takes that board.
    pub fn root(n: usize) -> Result<Self, SizeError> {
        if (1..=MAX_N).contains(&n) {
            Ok(Subproblem(Start::whole(n)))
        } else {
            Err(SizeError {
                strategy: Strategy::Symmetry,
                n,
                largest: MAX_N,
            })
        }
    }

    /// The queens placed before this part starts, row 0 first.
    pub fn prefix(&self) -> &[usize] {
        &self.0.queens[..self.0.row]
    }

    /// Searches this part, reporting to `observer` (boards as `report` says).
    /// The flow tells whether the observer asked to stop.
    pub fn solve<O: Observer>(&self, report: Report, observer: &mut O) -> (Classes, Flow) {
        let walked = walk(&self.0, report, usize::MAX, observer);
        (walked.classes, walked.flow)
    }

    /// Counts the classes of this part, observing nothing: the same tree as
    /// [`Subproblem::solve`] walks, by the tighter loop of `Tally` below
    /// the first two rows (where the rules are fixed).
    pub fn count(&self) -> Classes {
        let part = &self.0;
        if part.row >= RULES_FIXED || part.row == part.n {
            return Tally::count(part);
        }
        let mut classes = Classes::default();
        for below in cut(part, RULES_FIXED, &mut Quiet) {
            classes += Tally::count(&below);
        }
        classes
    }
}

/// Cuts the tree below `part` at row `depth` (at most `n`): the parts
/// below, in the order the search meets them. `observer` sees the nodes
/// above the cut.
fn cut<O: Observer>(part: &Start, depth: usize, observer: &mut O) -> Vec<Start> {
    walk(part, Report::NoBoards, depth.min(part.n), observer).cut
}

/// Counts the classes of solutions for an `n` x `n` board, observing
/// nothing: the fastest serial count, with the unique count.
pub fn count(n: usize) -> Classes {
    Subproblem(Start::whole(n)).count()
}

/// Cuts the tree at row `depth` (at most `n`): the subproblems below, in the
/// order the serial search meets them. `observer` sees the nodes above the cut.
pub fn split<O: Observer>(n: usize, depth: usize, observer: &mut O) -> Vec<Subproblem> {
    cut(&Start::whole(n), depth, observer)
        .into_iter()
        .map(Subproblem)
        .collect()
}

/// The quiet count's walk below the rows that set the rules: the tree of
/// `symmetry.rs`'s walk with nothing observed and no cut, so nothing but the
/// masks and the queens' columns is kept. A node with no free square is
/// not entered, nor is the last row: its free squares are its leaves, all
/// representatives of classes of 8 in the corner case (one popcount),
/// classified one by one in the side case.
struct Tally {
    last: usize,
    full: u64,
    rules: Rules,
    queens: [usize; MAX_N],
    classes: Classes,
}

impl Tally {
    fn count(part: &Start) -> Classes {
        let mut tally = Tally {
            last: part.n - 1,
            full: full_row(part.n),
            rules: part.rules,
            queens: part.queens,
            classes: Classes::default(),
        };
        let (row, columns, diagonals, anti_diagonals) =
            (part.row, part.columns, part.diagonals, part.anti_diagonals);
        if row == part.n {
            if let Some(size) = class_size(tally.rules.case, &tally.queens[..part.n]) {
                tally.classes.add(size);
            }
        } else {
            let free = tally.free(row, columns, diagonals, anti_diagonals);
            if row == tally.last {
                tally.last_row(free);
            } else {
                tally.below(row, columns, diagonals, anti_diagonals, free);
            }
        }
        tally.classes
    }

    /// The squares of `row` a queen may take.
    #[inline(always)]
    fn free(&self, row: usize, columns: u64, diagonals: u64, anti_diagonals: u64) -> u64 {
        !(columns | diagonals | anti_diagonals) & self.rules.candidates(row, columns)
    }

    /// Places a queen on each of `free`, the free squares of `row` (above
    /// the last), in turn. A child with no free square is not entered.
    fn below(&mut self, row: usize, columns: u64, diagonals: u64, anti_diagonals: u64, mut free: u64) {
        let next = row + 1;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.queens[row] = bit.trailing_zeros() as usize;
            let (columns, diagonals, anti_diagonals) =
                lines_below(bit, columns, diagonals, anti_diagonals, self.full);
            let free_below = self.free(next, columns, diagonals, anti_diagonals);
            if free_below == 0 {
                continue;
            }
            if next == self.last {
                self.last_row(free_below);
            } else {
                self.below(next, columns, diagonals, anti_diagonals, free_below);
            }
        }
    }

    /// Counts the full placements made by a queen on each of `leaves`, the
    /// free squares of the last row.
    #[inline(never)]
    fn last_row(&mut self, mut leaves: u64) {
        if self.rules.case == Case::Corner {
            self.classes.by_size[3] += u64::from(leaves.count_ones());
            return;
        }
        while leaves != 0 {
            let bit = leaves & leaves.wrapping_neg();
            leaves ^= bit;
            self.queens[self.last] = bit.trailing_zeros() as usize;
            if let Some(size) = class_size(self.rules.case, &self.queens[..=self.last]) {
                self.classes.add(size);
            }
        }
    }
}
