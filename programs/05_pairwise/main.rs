// Baekjoon 9663 N-Queen by backtracking with an is_safe scan: no flags; a square is
// compared with every queen above it, and a diagonal is a row gap equal to the column gap.
use std::io;

struct Queens {
    n: usize,
    board: Vec<usize>, // board[row] = the column of the queen in that row
    solutions: u64,
}

impl Queens {
    // Checks that no queen above attacks the square (row, col).
    fn is_safe(&self, row: usize, col: usize) -> bool {
        (0..row).all(|above| {
            let queen = self.board[above];
            queen != col && queen.abs_diff(col) != row - above
        })
    }

    fn solve(&mut self, row: usize) {
        if row == self.n {
            // every row holds a queen: a solution
            self.solutions += 1;
            return;
        }
        for col in 0..self.n {
            if !self.is_safe(row, col) {
                continue;
            }
            self.board[row] = col; // the next column tried overwrites it: nothing to undo
            self.solve(row + 1);
        }
    }
}

fn main() {
    let mut line = String::new();
    io::stdin().read_line(&mut line).unwrap();
    let n: usize = line.trim().parse().unwrap();
    let mut queens = Queens { n, board: vec![0; n], solutions: 0 };
    queens.solve(0);
    println!("{}", queens.solutions);
}
