//! Symmetry: one board per class of the 8 rotations and reflections, weighted
//! by the size of its class (takaken's corner/side pruning).
//!
//! The 8 symmetries of the square turn a solution into solutions; the boards
//! they make form a class of 8, 4, 2 (or, for n = 1, 1) distinct boards. The
//! search visits one representative per class and adds the class size to the
//! total, which gives the total and the unique count (OEIS A002562) at once.
//! It finds representatives by pruning the first rows, as Takaken's counter
//! does (the two cases below), and decides the rare ties at the leaves:
//!
//! - **Corner**: a queen in a corner. No solution of n > 1 is symmetric about
//!   a diagonal (two queens swapped by it share a `/` line), so the class has
//!   8 boards, exactly two of which have a queen at (0, 0): a board and its
//!   transpose. Keep the one whose row-1 queen (column `c`) stands left of
//!   its column-1 queen's row: rows 2..c may not use column 1.
//! - **Side**: no queen in a corner. Every board has one queen on each edge;
//!   let `b` be the least distance from an edge queen to a corner along its
//!   edge. The representative is the lexicographically least of the 8 images
//!   (`queens` compared row by row), which has its row-0 queen at column `b`,
//!   left of the middle. So with the first queen at column `b`, rows 1..b may
//!   not use the side columns, both side queens must stand by row n-1-b, and
//!   the last row's queen stays within columns b..=n-1-b. A leaf where no
//!   other edge queen is at distance `b` is the only image that starts at
//!   `b`, so it is the representative of a class of 8; otherwise (a tie) the
//!   8 images are compared to decide.
//!
//! What the counters mean here: nodes, profile and prunes are those of this
//! pruned tree; squares the symmetry rules rule out are never tried (like the
//! right half of the first row in `mirror`), so they are neither nodes nor
//! prunes; leaves include the tied boards that turn out not to be
//! representatives. With [`Report::EveryBoard`] each representative is
//! reported as every distinct board of its class, so `solutions` is the total;
//! with [`Report::OnePerClass`] it is the unique count.
//!
//! This file is the search as the lessons and the trace show it. The same
//! walk, cut at a row into independent parts that the `parallel` strategy
//! and the counts run on several threads, is `subproblem.rs`.

use std::ops::AddAssign;

use super::masks::{full_row, lines_below, report_prunes};
use crate::observer::{Flow, Observer};
use crate::symmetries::{image_row, images, inverse};
use crate::MAX_N;

/// The name of the recursive function, as the trace prints it.
pub const FUNCTION: &str = "solve";

/// Counts the solutions for an `n` x `n` board, reporting every step to
/// `observer`, and every board of each class found as a solution.
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    let walked = walk(&Start::whole(n), Report::EveryBoard, usize::MAX, observer);
    u64::try_from(walked.classes.total()).expect("a run that finishes counts fewer than 2^64 solutions")
}

/// A partial placement under the rules it set: where a walk of the tree
/// starts (the empty board, or a part cut at a row).
#[derive(Clone, Debug)]
pub(super) struct Start {
    pub(super) n: usize,
    pub(super) row: usize,
    pub(super) columns: u64,
    pub(super) diagonals: u64,
    pub(super) anti_diagonals: u64,
    pub(super) queens: [usize; MAX_N],
    pub(super) rules: Rules,
}

impl Start {
    /// The empty `n` x `n` board, `n` from 1 to `MAX_N` (as every
    /// strategy's `search` takes it).
    pub(super) fn whole(n: usize) -> Self {
        Start {
            n,
            row: 0,
            columns: 0,
            diagonals: 0,
            anti_diagonals: 0,
            queens: [0; MAX_N],
            rules: Rules::root(n),
        }
    }
}

/// What a walk found: the classes, whether the observer asked to stop,
/// and the starts it kept at its cut row.
pub(super) struct Walked {
    pub(super) classes: Classes,
    pub(super) flow: Flow,
    pub(super) cut: Vec<Start>,
}

/// Walks the tree below `from`, reporting to `observer` (boards as
/// `report` says) and keeping, instead of walking below it, each partial
/// placement that reaches row `cut_row` (`usize::MAX`: none).
pub(super) fn walk<O: Observer>(from: &Start, report: Report, cut_row: usize, observer: &mut O) -> Walked {
    let mut search = Search::new(from, report, cut_row, observer);
    // step: call 0
    let flow = search.solve(from.row, from.columns, from.diagonals, from.anti_diagonals);
    Walked {
        classes: search.classes,
        flow,
        cut: search.cut,
    }
}

/// Which boards a search reports to its observer's `solution`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Report {
    /// Every distinct board of each class found: the observer sees all solutions.
    EveryBoard,
    /// The representative of each class only: the observer sees the unique solutions.
    OnePerClass,
    /// None: the fastest count, for observers that do not look at boards.
    NoBoards,
}

/// Classes of solutions found, by their size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Classes {
    /// `by_size[k]` classes of `2^k` boards (1, 2, 4 and 8). A count that grows
    /// by one per leaf cannot pass 2^64 in a run that ends: that takes 584
    /// years at 10^9 leaves per second. Totals are summed in `u128`.
    pub by_size: [u64; 4],
}

impl Classes {
    /// All solutions: each class weighted by its size.
    pub fn total(&self) -> u128 {
        self.by_size
            .iter()
            .enumerate()
            .map(|(k, &classes)| u128::from(classes) << k)
            .sum()
    }

    /// Solutions counted once per class (OEIS A002562).
    pub fn unique(&self) -> u128 {
        self.by_size.iter().map(|&classes| u128::from(classes)).sum()
    }

    pub(super) fn add(&mut self, size: usize) {
        self.by_size[size.trailing_zeros() as usize] += 1;
    }
}

impl AddAssign for Classes {
    fn add_assign(&mut self, other: Classes) {
        for (mine, theirs) in self.by_size.iter_mut().zip(other.by_size) {
            *mine += theirs;
        }
    }
}

/// The pruning rules in force, fixed by the first one or two queens.
#[derive(Clone, Copy, Debug)]
pub(super) struct Rules {
    pub(super) case: Case,
    /// The squares each row may try (before the mask test).
    allowed: [u64; MAX_N],
    /// The row by which both side columns must hold a queen (side case only).
    side_deadline: usize,
    /// The two side columns, 0 and n-1.
    sides: u64,
}

/// Which of the two cases a placement is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Case {
    /// Before the first queen, and for n = 1: leaves are classified by comparing images.
    Open,
    /// A queen at (0, 0).
    Corner,
    /// The first queen at column `first`, the least distance of an edge queen to a corner.
    Side { first: usize },
}

impl Rules {
    /// The rules at the root: the first queen goes in the corner or left of the middle.
    fn root(n: usize) -> Self {
        let full = full_row(n);
        let mut allowed = [full; MAX_N];
        if n > 1 {
            allowed[0] = (1u64 << (n / 2)) - 1;
        }
        Rules {
            case: Case::Open,
            allowed,
            side_deadline: usize::MAX,
            sides: 1 | 1u64 << (n - 1),
        }
    }

    /// The rules once `queens` (one or two queens, from row 0) stand.
    fn after(n: usize, queens: &[usize]) -> Self {
        let mut rules = Rules::root(n);
        let full = full_row(n);
        let first = queens[0];
        if n == 1 {
            return rules;
        }
        if first == 0 {
            rules.case = Case::Corner;
            rules.allowed[1] = full & !0b11 & !(1u64 << (n - 1));
            if let Some(&second) = queens.get(1) {
                for allowed in &mut rules.allowed[2..second] {
                    *allowed = full & !0b10;
                }
            }
        } else {
            rules.case = Case::Side { first };
            for allowed in &mut rules.allowed[1..first] {
                *allowed = full & !rules.sides;
            }
            rules.side_deadline = n - 1 - first;
            rules.allowed[n - 1] = full_row(n - first) & !full_row(first);
        }
        rules
    }

    /// The squares row `row` may try, given the columns already taken.
    #[inline(always)]
    pub(super) fn candidates(&self, row: usize, columns: u64) -> u64 {
        let allowed = self.allowed[row];
        if row != self.side_deadline {
            return allowed;
        }
        match columns & self.sides {
            0 => 0,
            taken if taken == self.sides => allowed,
            taken => self.sides & !taken,
        }
    }
}

/// The rows whose queens set the rules: below them, the rules no longer change.
pub(super) const RULES_FIXED: usize = 2;

/// The walk of [`walk`].
struct Search<'o, O> {
    n: usize,
    full: u64,
    rules: Rules,
    queens: [usize; MAX_N],
    classes: Classes,
    report: Report,
    /// The row where the search stops and keeps the subproblem instead.
    cut_row: usize,
    cut: Vec<Start>,
    observer: &'o mut O,
}

impl<'o, O: Observer> Search<'o, O> {
    fn new(from: &Start, report: Report, cut_row: usize, observer: &'o mut O) -> Self {
        Search {
            n: from.n,
            full: full_row(from.n),
            rules: from.rules,
            queens: from.queens,
            classes: Classes::default(),
            report,
            cut_row,
            cut: Vec::new(),
            observer,
        }
    }

    fn solve(&mut self, row: usize, columns: u64, diagonals: u64, anti_diagonals: u64) -> Flow {
        if row == self.cut_row {
            self.keep_subproblem(row, columns, diagonals, anti_diagonals);
            return Flow::Continue(());
        }
        self.observer.call(row);
        if row == self.n {
            // step: solution
            self.found()?;
        } else {
            self.observer.checks(1);
            let candidates = self.rules.candidates(row, columns);
            // step: prune
            let mut free = !(columns | diagonals | anti_diagonals) & candidates;
            // The ruled-out squares left of each free square are told before
            // it, as a scan from left to right meets them.
            let mut unreported = candidates;
            // step: try
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free ^= bit;
                let before = unreported & (bit - 1);
                report_prunes(self.observer, row, before, columns, diagonals, anti_diagonals);
                unreported &= !(before | bit);
                let col = bit.trailing_zeros() as usize;
                self.observer.try_square(row, col);
                // step: place
                self.queens[row] = col;
                self.observer.place(row, col);
                if row < RULES_FIXED {
                    self.rules = Rules::after(self.n, &self.queens[..=row]);
                }
                let (columns, diagonals, anti_diagonals) =
                    lines_below(bit, columns, diagonals, anti_diagonals, self.full);
                // step: call
                self.solve(row + 1, columns, diagonals, anti_diagonals)?;
                // step: undo
                self.observer.undo(row, col);
            }
            report_prunes(self.observer, row, unreported, columns, diagonals, anti_diagonals);
        }
        // step: return
        self.observer.ret(row);
        Flow::Continue(())
    }

    #[cold]
    #[inline(never)]
    fn keep_subproblem(&mut self, row: usize, columns: u64, diagonals: u64, anti_diagonals: u64) {
        self.cut.push(Start {
            n: self.n,
            row,
            columns,
            diagonals,
            anti_diagonals,
            queens: self.queens,
            rules: self.rules,
        });
    }

    /// A full placement: counts its class if it is the representative, and
    /// reports the boards `report` asks for.
    #[inline(never)]
    fn found(&mut self) -> Flow {
        let queens = &self.queens[..self.n];
        let Some(size) = class_size(self.rules.case, queens) else {
            return Flow::Continue(());
        };
        self.classes.add(size);
        match self.report {
            Report::NoBoards => Flow::Continue(()),
            Report::OnePerClass => self.observer.solution(queens),
            Report::EveryBoard => {
                let images = images(queens);
                for (k, image) in images.iter().enumerate() {
                    if !images[..k].contains(image) {
                        self.observer.solution(&image[..self.n])?;
                    }
                }
                Flow::Continue(())
            }
        }
    }
}

/// The size of the class of the full placement `queens`, found under the
/// rules of `case`, if it is its class's representative, else `None`.
pub(super) fn class_size(case: Case, queens: &[usize]) -> Option<usize> {
    match case {
        Case::Corner => Some(8),
        Case::Side { first } if !ties_with_first(queens, first) => Some(8),
        _ => class_size_if_least(queens),
    }
}

/// Whether another edge queen stands at distance `first` from a corner, as
/// the row-0 queen does: on the last row, or on a side column at row `first`
/// or `n-1-first`.
fn ties_with_first(queens: &[usize], first: usize) -> bool {
    let last = queens.len() - 1;
    let on_side = |row: usize| queens[row] == 0 || queens[row] == last;
    queens[last] == first || queens[last] == last - first || on_side(first) || on_side(last - first)
}

/// The size of the class of `queens` if `queens` is its least image, else
/// `None`. Each image is compared row by row as it is built, so most stop
/// at their first row.
fn class_size_if_least(queens: &[usize]) -> Option<usize> {
    let inverse = inverse(queens);
    let mut fixed_by = 0;
    for symmetry in 0..8 {
        let image = (0..queens.len()).map(|row| image_row(queens, &inverse[..queens.len()], symmetry, row));
        match image.cmp(queens.iter().copied()) {
            std::cmp::Ordering::Less => return None,
            std::cmp::Ordering::Equal => fixed_by += 1,
            std::cmp::Ordering::Greater => {}
        }
    }
    Some(8 / fixed_by)
}
