//! Placements as the puzzle sees them: checking one, and drawing one.
//!
//! A placement is a slice `queens` with `queens[row] = col`. [`is_valid`] is
//! the independent judge every printed solution is checked against: it uses
//! none of the strategies' code. [`attacks`] says what a partial placement
//! attacks; `render` draws boards, as text and as pictures.

pub mod attacks;

use std::io::{self, Write};

/// How `solve` draws a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardStyle {
    /// Boards of `■` (queen) and `□` (empty square).
    Blocks,
    /// Boards of `Q` and `.`.
    Letters,
    /// The column of each row's queen: `0 4 7 5 2 6 1 3`.
    Positions,
    /// LeetCode 51 strings: `[".Q..","...Q","Q...","..Q."]`.
    Leetcode,
    /// One SVG picture: a sheet of the boards in a grid, each with its caption.
    Svg,
}

impl BoardStyle {
    /// Every style, in the order the help lists them.
    pub const ALL: [BoardStyle; 5] = [
        BoardStyle::Blocks,
        BoardStyle::Letters,
        BoardStyle::Positions,
        BoardStyle::Leetcode,
        BoardStyle::Svg,
    ];

    /// Its name, as `solve --style` takes it.
    pub fn name(self) -> &'static str {
        match self {
            BoardStyle::Blocks => "blocks",
            BoardStyle::Letters => "letters",
            BoardStyle::Positions => "positions",
            BoardStyle::Leetcode => "leetcode",
            BoardStyle::Svg => "svg",
        }
    }
}

/// Whether `style` draws the board as a grid of squares (n lines of n):
/// the grid styles (`blocks`, `letters`, `leetcode`) draw boards up to
/// [`crate::MAX_N`], the largest a tree search takes; larger boards, which
/// only the construction and min-conflicts reach, print as `positions`.
pub fn draws_grid(style: BoardStyle) -> bool {
    style != BoardStyle::Positions
}

/// True when `queens` holds one queen per row and no two share a column or
/// a diagonal. One flag per column and per diagonal (`row + col` and
/// `row - col + n - 1`), each set once: linear time, a million queens in a
/// few milliseconds.
pub fn is_valid(queens: &[usize]) -> bool {
    let n = queens.len();
    let mut columns = vec![false; n];
    let mut diagonals = vec![false; 2 * n];
    let mut anti_diagonals = vec![false; 2 * n];
    queens.iter().enumerate().all(|(row, &col)| {
        col < n
            && !std::mem::replace(&mut columns[col], true)
            && !std::mem::replace(&mut diagonals[row + col], true)
            && !std::mem::replace(&mut anti_diagonals[row + n - 1 - col], true)
    })
}

/// `0 4 7 5 2 6 1 3`: the column of each row's queen.
pub fn positions(queens: &[usize]) -> String {
    let cols: Vec<String> = queens.iter().map(usize::to_string).collect();
    cols.join(" ")
}

/// Writes `queens` as [`positions`] does, with a newline, without building
/// the whole line first: ten million queens stream to `out` in a buffer of
/// a few kilobytes.
pub fn write_positions(out: &mut dyn Write, queens: &[usize]) -> io::Result<()> {
    let mut line = Vec::with_capacity(64 * 1024);
    for (row, &col) in queens.iter().enumerate() {
        if row > 0 {
            line.push(b' ');
        }
        push_decimal(&mut line, col);
        if line.len() > 60 * 1024 {
            out.write_all(&line)?;
            line.clear();
        }
    }
    line.push(b'\n');
    out.write_all(&line)
}

/// Appends the decimal digits of `value`.
fn push_decimal(line: &mut Vec<u8>, value: usize) {
    let mut digits = [0u8; 20];
    let mut rest = value;
    let mut start = digits.len();
    loop {
        start -= 1;
        digits[start] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    line.extend_from_slice(&digits[start..]);
}

/// One text line per row, `queen` where the row's queen stands.
pub fn grid(queens: &[usize], queen: &str, empty: &str, separator: &str) -> String {
    partial_grid(queens, queens.len(), queen, empty, separator)
}

/// The `n` x `n` board with queens on the first `queens.len()` rows only
/// (a search part-way down the board): one text line per row.
pub fn partial_grid(queens: &[usize], n: usize, queen: &str, empty: &str, separator: &str) -> String {
    let mut out = String::new();
    for row in 0..n {
        let squares: Vec<&str> = (0..n)
            .map(|col| {
                if queens.get(row) == Some(&col) {
                    queen
                } else {
                    empty
                }
            })
            .collect();
        out.push_str(&squares.join(separator));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_judge_accepts_solutions_and_rejects_attacks() {
        assert!(is_valid(&[0, 4, 7, 5, 2, 6, 1, 3]));
        assert!(is_valid(&[1, 3, 0, 2]));
        assert!(!is_valid(&[0, 0, 0, 0]), "same column");
        assert!(!is_valid(&[0, 1, 3, 2]), "same diagonal");
        assert!(!is_valid(&[3, 1, 0, 2]), "same / diagonal");
        assert!(!is_valid(&[4, 0, 1, 2]), "off the board");
        assert!(!is_valid(&[1, 0]), "same / diagonal, two squares");
        assert!(!is_valid(&[0, 1]), "same \\ diagonal, two squares");
        assert!(is_valid(&[]) && is_valid(&[0]));
    }

    #[test]
    fn streamed_positions_match_the_joined_line() {
        let queens: Vec<usize> = (0..20_000).map(|row| (row * 7 + 3) % 20_000).collect();
        let mut streamed = Vec::new();
        write_positions(&mut streamed, &queens).expect("writing to memory");
        assert_eq!(
            String::from_utf8(streamed).expect("ASCII"),
            positions(&queens) + "\n"
        );
    }

    #[test]
    fn partial_boards_draw_the_rows_below_empty() {
        assert_eq!(partial_grid(&[1], 3, "Q", ".", " "), ". Q .\n. . .\n. . .\n");
    }
}
