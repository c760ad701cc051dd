//! Min-conflicts repair: one solution for boards of millions of queens,
//! found by fixing a nearly right placement instead of searching a tree.
//!
//! Start with every queen on the board, one per row, placed greedily: each
//! row takes a free column whose diagonals are free, when a few random tries
//! find one. Then repair: pick an attacked queen at random and move it to
//! the least attacked square of its row, until no queen is attacked. Minton,
//! Johnston, Philips and Laird ("Solving large-scale constraint satisfaction
//! and scheduling problems using a heuristic repair method", AAAI 1990)
//! report about 50 repairs for a million queens from a greedy start; Sosič
//! and Gu ("Fast search algorithms for the N-queens problem", IEEE
//! Transactions on Systems, Man, and Cybernetics 21, 1991) start from
//! random columns kept free of diagonal attacks where they can, as here.
//!
//! The board keeps how many queens stand on each column and each diagonal,
//! so how attacked a square is takes three reads; those reads are the
//! run's checks. It is fast in practice and proves nothing: a start can get
//! stuck where every move leaves some queen attacked, and then, after
//! [`repair_limit`] repairs, it starts again. n = 2 and 3 have no
//! placement, so there it gives up at once. The random numbers come from a
//! seed, so a seed gives the same run on every machine.

use crate::observer::{Observer, PruneReason, ASK_EVERY};
use crate::random::SplitMix64;

/// The function a lesson quotes for this strategy.
pub const FUNCTION: &str = "repair";

/// The seed of a run that names none (`--seed`).
pub const DEFAULT_SEED: u64 = 1;

/// Random columns the start weighs for each row before it settles for the
/// least attacked of them.
const START_TRIES: usize = 128;

/// Repairs one start may take before it is given up for a new one: small
/// boards can circle a local minimum for ever, large ones never come near.
pub fn repair_limit(n: usize) -> u64 {
    100 + 2 * n as u64
}

/// How many queens stand on each line of the board.
struct Lines {
    n: usize,
    columns: Vec<u32>,
    /// `/` diagonals, by `row + col`.
    diagonals: Vec<u32>,
    /// `\` diagonals, by `row - col + n - 1`.
    anti_diagonals: Vec<u32>,
}

impl Lines {
    fn new(n: usize) -> Self {
        Lines {
            n,
            columns: vec![0; n],
            diagonals: vec![0; 2 * n],
            anti_diagonals: vec![0; 2 * n],
        }
    }

    /// Queens on the two diagonals through `(row, col)`.
    fn on_diagonals(&self, row: usize, col: usize) -> u32 {
        self.diagonals[row + col] + self.anti_diagonals[row + self.n - 1 - col]
    }

    /// Queens on the column and the two diagonals through `(row, col)`: a
    /// queen standing there counts three times.
    fn on_lines(&self, row: usize, col: usize) -> u32 {
        self.columns[col] + self.on_diagonals(row, col)
    }

    /// Counts a queen on `(row, col)` in (`add`) or out.
    fn mark(&mut self, row: usize, col: usize, add: bool) {
        let n = self.n;
        for count in [
            &mut self.columns[col],
            &mut self.diagonals[row + col],
            &mut self.anti_diagonals[row + n - 1 - col],
        ] {
            *count = if add { *count + 1 } else { *count - 1 };
        }
    }

    /// Pairs of queens that attack each other: k queens on one line make
    /// k(k - 1)/2 pairs.
    fn attacking_pairs(&self) -> u64 {
        [&self.columns, &self.diagonals, &self.anti_diagonals]
            .into_iter()
            .flatten()
            .map(|&k| u64::from(k) * u64::from(k.saturating_sub(1)) / 2)
            .sum()
    }
}

/// One full placement being repaired.
struct Board {
    queens: Vec<usize>,
    lines: Lines,
}

impl Board {
    /// The greedy start: row by row, the queen goes on a free column (no
    /// queen above stands on it), drawn at random until one has free
    /// diagonals too, at most [`START_TRIES`] times; otherwise on the least
    /// attacked column drawn. Two checks per column weighed. `None` when
    /// the observer, asked every [`ASK_EVERY`] rows, says to stop.
    fn start<O: Observer>(n: usize, random: &mut SplitMix64, observer: &mut O) -> Option<Board> {
        let mut board = Board {
            queens: Vec::with_capacity(n),
            lines: Lines::new(n),
        };
        let mut free: Vec<u32> = (0..n as u32).collect();
        for row in 0..n {
            if row % ASK_EVERY == 0 && observer.go_on().is_break() {
                return None;
            }
            let mut best = (u32::MAX, 0);
            for _ in 0..START_TRIES.min(free.len()) {
                let index = random.below(free.len());
                let attacks = board.lines.on_diagonals(row, free[index] as usize);
                observer.checks(2);
                if attacks < best.0 {
                    best = (attacks, index);
                    if attacks == 0 {
                        break;
                    }
                }
            }
            let col = free.swap_remove(best.1) as usize;
            board.queens.push(col);
            board.lines.mark(row, col, true);
            observer.place(row, col);
            observer.call(row + 1);
        }
        Some(board)
    }

    /// Whether another queen attacks the queen of `row`: three checks.
    fn is_attacked<O: Observer>(&self, row: usize, observer: &mut O) -> bool {
        observer.checks(3);
        self.lines.on_lines(row, self.queens[row]) > 3
    }

    /// The rows whose queen is attacked, in order: three checks per row.
    fn attacked_rows<O: Observer>(&self, observer: &mut O) -> Vec<usize> {
        (0..self.queens.len())
            .filter(|&row| self.is_attacked(row, observer))
            .collect()
    }

    /// Repairs until no queen is attacked (`Some(true)`), or gives up after
    /// `limit` repairs (`Some(false)`), or stops when the observer, asked
    /// every [`ASK_EVERY`] draws, says so (`None`). The attacked queens are listed once, and
    /// the list is kept holding every attacked queen: a queen drawn from it
    /// that a later move freed is struck off, and a queen that lands
    /// attacked is listed with the queens it attacks, found by comparing it
    /// with every queen (one check each). So the queen repaired is drawn
    /// among the attacked ones, and an empty list is a solution.
    fn repair<O: Observer>(&mut self, random: &mut SplitMix64, limit: u64, observer: &mut O) -> Option<bool> {
        let mut attacked = self.attacked_rows(observer);
        let mut repairs = 0;
        let mut draws = 0;
        while !attacked.is_empty() {
            if draws % ASK_EVERY == 0 && observer.go_on().is_break() {
                return None;
            }
            draws += 1;
            let index = random.below(attacked.len());
            let row = attacked[index];
            if !self.is_attacked(row, observer) {
                attacked.swap_remove(index);
                continue;
            }
            if repairs == limit {
                return Some(false);
            }
            repairs += 1;
            let from = self.queens[row];
            self.lines.mark(row, from, false);
            let to = self.least_attacked(row, random, observer);
            self.lines.mark(row, to, true);
            self.queens[row] = to;
            observer.repair(row, from, to);
            if self.lines.on_lines(row, to) > 3 {
                observer.checks(self.queens.len() as u64);
                for (other, &col) in self.queens.iter().enumerate() {
                    let attacks = other != row && PruneReason::between(other, col, row, to).is_some();
                    if attacks && !attacked.contains(&other) {
                        attacked.push(other);
                    }
                }
            }
        }
        Some(true)
    }

    /// The least attacked square of `row`, whose queen is lifted off: the
    /// columns are weighed from one drawn at random, going right and round,
    /// and the first with the fewest attacks wins (so ties go to a random
    /// one). Three checks per column weighed; a square no queen attacks
    /// ends the weighing.
    fn least_attacked<O: Observer>(&self, row: usize, random: &mut SplitMix64, observer: &mut O) -> usize {
        let n = self.queens.len();
        let first = random.below(n);
        let mut best = (u32::MAX, first);
        let mut weighed = 0;
        for col in (first..n).chain(0..first) {
            weighed += 1;
            let attacks = self.lines.on_lines(row, col);
            if attacks < best.0 {
                best = (attacks, col);
                if attacks == 0 {
                    break;
                }
            }
        }
        observer.checks(3 * weighed);
        best.1
    }
}

/// Min-conflicts from the default seed; see [`repair`].
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    repair(n, DEFAULT_SEED, observer)
}

/// Builds a start, repairs it, and starts again when the repairs run past
/// [`repair_limit`], drawing every random number from `seed`. Reports each
/// queen of a start as it is placed (`place`, then `call(row + 1)`), the
/// attacking pairs of the start, each repair and each restart, then the
/// solution; every [`ASK_EVERY`] steps it asks the observer whether to go
/// on. Returns the number of solutions found: 1, or 0 for n = 2 and 3,
/// which have none, and for a run stopped before its solution.
pub fn repair<O: Observer>(n: usize, seed: u64, observer: &mut O) -> u64 {
    if n == 2 || n == 3 {
        return 0;
    }
    let mut random = SplitMix64::new(seed);
    loop {
        let Some(mut board) = Board::start(n, &mut random, observer) else {
            return 0;
        };
        observer.start_conflicts(board.lines.attacking_pairs());
        match board.repair(&mut random, repair_limit(n), observer) {
            Some(true) => {
                let _ = observer.solution(&board.queens);
                return 1;
            }
            Some(false) => observer.restart(),
            None => return 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pair_on_a_line_is_one_attacking_pair_and_three_make_three() {
        let mut lines = Lines::new(4);
        lines.mark(0, 0, true);
        lines.mark(1, 1, true);
        assert_eq!(lines.attacking_pairs(), 1, "one \\ diagonal");
        lines.mark(3, 3, true);
        assert_eq!(lines.attacking_pairs(), 3);
        lines.mark(1, 1, false);
        assert_eq!(lines.attacking_pairs(), 1);
        assert_eq!(lines.on_lines(2, 2), 2, "the \\ diagonal holds two queens");
    }
}
