//! Placements as the puzzle sees them: checking one, and drawing one.
//!
//! A placement is a slice `queens` with `queens[row] = col`. [`is_valid`] is
//! the independent judge every printed solution is checked against: it uses
//! none of the strategies' code. [`attacks`] says what a partial placement
//! attacks; [`svg`] draws boards as pictures.

pub mod attacks;
pub mod svg;

use std::collections::HashSet;

/// How `solve` draws a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BoardStyle {
    /// Boards of `■` (queen) and `□` (empty square), as the C source prints them.
    Blocks,
    /// Boards of `Q` and `.`, as the C++ source prints them.
    Letters,
    /// The column of each row's queen: `0 4 7 5 2 6 1 3`.
    Positions,
    /// LeetCode 51 strings: `[".Q..","...Q","Q...","..Q."]`.
    Leetcode,
    /// One SVG picture: a sheet of the boards in a grid, each with its caption.
    Svg,
}

/// True when `queens` holds one queen per row and no two share a column or
/// a diagonal.
pub fn is_valid(queens: &[usize]) -> bool {
    let n = queens.len();
    let mut columns = HashSet::new();
    let mut sums = HashSet::new();
    let mut differences = HashSet::new();
    queens.iter().enumerate().all(|(row, &col)| {
        col < n
            && columns.insert(col)
            && sums.insert(row + col)
            && differences.insert(row as isize - col as isize)
    })
}

/// Draws `queens` in `style`, ending with a newline.
pub fn render(queens: &[usize], style: BoardStyle) -> String {
    match style {
        BoardStyle::Blocks => grid(queens, "■", "□", " "),
        BoardStyle::Letters => grid(queens, "Q", ".", " "),
        BoardStyle::Positions => positions(queens) + "\n",
        BoardStyle::Leetcode => {
            let rows: Vec<String> = grid(queens, "Q", ".", "")
                .lines()
                .map(|line| format!("\"{line}\""))
                .collect();
            format!("[{}]\n", rows.join(","))
        }
        BoardStyle::Svg => svg::sheet::Sheet {
            n: queens.len(),
            title: format!("n = {}", queens.len()),
            label: "Solution",
            boards: vec![queens.to_vec()],
        }
        .to_svg(),
    }
}

/// `0 4 7 5 2 6 1 3`: the column of each row's queen.
pub fn positions(queens: &[usize]) -> String {
    let cols: Vec<String> = queens.iter().map(usize::to_string).collect();
    cols.join(" ")
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
    }

    #[test]
    fn leetcode_style_matches_problem_51() {
        assert_eq!(
            render(&[1, 3, 0, 2], BoardStyle::Leetcode),
            "[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]\n"
        );
    }

    #[test]
    fn boards_draw_one_line_per_row() {
        assert_eq!(
            render(&[1, 3, 0, 2], BoardStyle::Letters),
            ". Q . .\n. . . Q\nQ . . .\n. . Q .\n"
        );
        assert_eq!(render(&[1, 0], BoardStyle::Blocks), "□ ■\n■ □\n");
        assert_eq!(partial_grid(&[1], 3, "Q", ".", " "), ". Q .\n. . .\n. . .\n");
        assert_eq!(
            render(&[0, 4, 7, 5, 2, 6, 1, 3], BoardStyle::Positions),
            "0 4 7 5 2 6 1 3\n"
        );
    }
}
