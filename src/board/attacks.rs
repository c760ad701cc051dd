//! A partial placement as a teacher draws it: queens on the first rows,
//! the squares of the rows still empty that they attack (and along which
//! line), the free squares of the next row, and any two queens that attack
//! each other.

use std::fmt;

use crate::lang::Lang;
use crate::observer::{Clash, PruneReason};

/// Queens on the first `queens.len()` rows of an `n` x `n` board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    n: usize,
    queens: Vec<usize>,
}

/// Why a list of columns is not a position on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffBoard {
    /// The queen of `row` stands in column `col`, past the last column.
    Column { row: usize, col: usize, n: usize },
    /// More queens than rows.
    TooMany { queens: usize, n: usize },
}

impl OffBoard {
    /// Why the columns are no position, in `lang`.
    pub fn said(&self, lang: Lang) -> String {
        match *self {
            Self::Column { row, col, n } => lang.say(
                "usage.queens.column",
                &[
                    ("row", row.into()),
                    ("col", col.into()),
                    ("last", (n - 1).into()),
                    ("n", n.into()),
                ],
            ),
            Self::TooMany { queens, n } => lang.say(
                "usage.queens.too_many",
                &[("queens", queens.to_string().into()), ("n", n.into())],
            ),
        }
    }
}

impl fmt::Display for OffBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(Lang::En))
    }
}

impl std::error::Error for OffBoard {}

impl Position {
    /// The position with `queens[row] = col` on an `n` x `n` board.
    pub fn new(n: usize, queens: Vec<usize>) -> Result<Self, OffBoard> {
        if queens.len() > n {
            return Err(OffBoard::TooMany {
                queens: queens.len(),
                n,
            });
        }
        if let Some((row, &col)) = queens.iter().enumerate().find(|&(_, &col)| col >= n) {
            return Err(OffBoard::Column { row, col, n });
        }
        Ok(Self { n, queens })
    }

    /// Board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The queens, `queens[row] = col`.
    pub fn queens(&self) -> &[usize] {
        &self.queens
    }

    /// The row the next queen goes in (`n` when the board is full).
    pub fn next_row(&self) -> usize {
        self.queens.len()
    }

    /// The lines along which the placed queens attack the square
    /// (`row`, `col`), in the order of [`PruneReason::ALL`]. A queen's own
    /// square is attacked by no line of its own.
    pub fn attacks(&self, row: usize, col: usize) -> Vec<PruneReason> {
        PruneReason::ALL
            .into_iter()
            .filter(|&line| {
                self.queens.iter().enumerate().any(|(queen_row, &queen_col)| {
                    (queen_row, queen_col) != (row, col) && on_line(line, queen_row, queen_col, row, col)
                })
            })
            .collect()
    }

    /// The columns of the next row no queen attacks: where the search
    /// places its next queen. Empty when the board is full.
    pub fn free_in_next_row(&self) -> Vec<usize> {
        let row = self.next_row();
        if row == self.n {
            return Vec::new();
        }
        (0..self.n)
            .filter(|&col| self.attacks(row, col).is_empty())
            .collect()
    }

    /// Every pair of queens that attack each other, top rows first; a pair
    /// on two lines at once cannot happen (two lines meet in one square).
    pub fn clashes(&self) -> Vec<Clash> {
        let mut clashes = Vec::new();
        for (row, &col) in self.queens.iter().enumerate() {
            for (earlier_row, &earlier_col) in self.queens[..row].iter().enumerate() {
                if let Some(reason) = PruneReason::between(earlier_row, earlier_col, row, col) {
                    clashes.push(Clash {
                        earlier_row,
                        row,
                        reason,
                    });
                }
            }
        }
        clashes.sort_by_key(|clash| (clash.earlier_row, clash.row));
        clashes
    }
}

/// Whether (`row`, `col`) lies on `line` through a queen at (`queen_row`, `queen_col`).
fn on_line(line: PruneReason, queen_row: usize, queen_col: usize, row: usize, col: usize) -> bool {
    match line {
        PruneReason::Column => queen_col == col,
        PruneReason::Diagonal => queen_row + queen_col == row + col,
        PruneReason::AntiDiagonal => queen_row + col == row + queen_col,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_queens_of_0_4_7_leave_two_squares_of_row_3() {
        // 0 4 7 5 2 6 1 3 is the first solution for n = 8 (REFERENCE.md), so
        // column 5 of row 3 is free; column 1 is the other free square.
        let position = Position::new(8, vec![0, 4, 7]).unwrap();
        assert_eq!(position.free_in_next_row(), vec![1, 5]);
        assert_eq!(position.attacks(3, 0), vec![PruneReason::Column]);
        // (3,6): row + col = 9 like (2,7), row - col = -3 like (1,4).
        assert_eq!(
            position.attacks(3, 6),
            vec![PruneReason::Diagonal, PruneReason::AntiDiagonal]
        );
        // (3,3): row - col = 0 like (0,0).
        assert_eq!(position.attacks(3, 3), vec![PruneReason::AntiDiagonal]);
        assert!(position.clashes().is_empty());
    }

    #[test]
    fn clashes_name_the_rows_and_the_line() {
        let position = Position::new(4, vec![0, 1, 0]).unwrap();
        let found: Vec<(usize, usize, PruneReason)> = position
            .clashes()
            .iter()
            .map(|clash| (clash.earlier_row, clash.row, clash.reason))
            .collect();
        assert_eq!(
            found,
            vec![
                (0, 1, PruneReason::AntiDiagonal),
                (0, 2, PruneReason::Column),
                (1, 2, PruneReason::Diagonal),
            ]
        );
    }

    #[test]
    fn columns_past_the_board_and_extra_queens_are_refused() {
        assert_eq!(
            Position::new(8, vec![0, 8]),
            Err(OffBoard::Column { row: 1, col: 8, n: 8 })
        );
        assert_eq!(
            Position::new(2, vec![0, 1, 0]),
            Err(OffBoard::TooMany { queens: 3, n: 2 })
        );
        assert_eq!(
            Position::new(3, vec![]).unwrap().free_in_next_row(),
            vec![0, 1, 2]
        );
    }
}
