// N-Queen, the first solution: the search with an is_safe scan stops at its first
// solution and prints its board, a row of Q and . for each row (nothing if none).
use std::io;

struct Queens {
    n: usize,
    board: Vec<usize>, // board[row] = the column of the queen in that row
}

impl Queens {
    // Checks that no queen above attacks the square (row, col).
    fn is_safe(&self, row: usize, col: usize) -> bool {
        (0..row).all(|above| {
            let queen = self.board[above];
            queen != col && queen.abs_diff(col) != row - above
        })
    }

    // Returns true once a solution is found, and every call above it returns at once.
    fn solve(&mut self, row: usize) -> bool {
        if row == self.n {
            return true;
        }
        for col in 0..self.n {
            if !self.is_safe(row, col) {
                continue;
            }
            self.board[row] = col;
            if self.solve(row + 1) {
                return true;
            }
        }
        false
    }
}

fn main() {
    let mut line = String::new();
    io::stdin().read_line(&mut line).unwrap();
    let n: usize = line.trim().parse().unwrap();
    let mut queens = Queens { n, board: vec![0; n] };
    if queens.solve(0) {
        // n = 2 and n = 3 have no solution
        for &col in &queens.board {
            println!("{}Q{}", ".".repeat(col), ".".repeat(n - 1 - col));
        }
    }
}
