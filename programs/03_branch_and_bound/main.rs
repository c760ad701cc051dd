// Baekjoon 9663 N-Queen by backtracking with check arrays: a flag for each column
// and each diagonal, so a square is checked in O(1) and every leaf is a solution.
use std::io;

struct Queens {
    n: usize,
    column: Vec<bool>, // column[col]: a queen stands in that column
    up: Vec<bool>,     // up[row + col]: a queen stands on that / diagonal
    down: Vec<bool>,   // down[row + n - 1 - col]: a queen stands on that \ diagonal
    solutions: u64,
}

impl Queens {
    fn solve(&mut self, row: usize) {
        let n = self.n;
        if row == n {
            // every row holds a queen: a solution
            self.solutions += 1;
            return;
        }
        for col in 0..n {
            if self.column[col] || self.up[row + col] || self.down[row + n - 1 - col] {
                continue;
            }
            self.set(row, col, true);
            self.solve(row + 1);
            self.set(row, col, false); // take the queen back
        }
    }

    // Marks (or clears) the column and both diagonals of the square (row, col).
    fn set(&mut self, row: usize, col: usize, taken: bool) {
        let n = self.n;
        self.column[col] = taken;
        self.up[row + col] = taken;
        self.down[row + n - 1 - col] = taken;
    }
}

fn main() {
    let mut line = String::new();
    io::stdin().read_line(&mut line).unwrap();
    let n: usize = line.trim().parse().unwrap();
    let mut queens = Queens {
        n,
        column: vec![false; n],
        up: vec![false; 2 * n - 1],
        down: vec![false; 2 * n - 1],
        solutions: 0,
    };
    queens.solve(0);
    println!("{}", queens.solutions);
}
