// Baekjoon 9663 N-Queen by bounding: a column already taken is skipped, so the
// leaves are the n! permutations; the diagonals are checked only at the leaves.
use std::io;

struct Queens {
    n: usize,
    board: Vec<usize>, // board[row] = the column of the queen in that row
    used: Vec<bool>,   // used[col]: a queen above already stands in that column
    solutions: u64,
}

impl Queens {
    // The columns all differ already: checks that no two queens share a diagonal.
    fn valid(&self) -> bool {
        for row in 0..self.n {
            for above in 0..row {
                if self.board[above].abs_diff(self.board[row]) == row - above {
                    return false;
                }
            }
        }
        true
    }

    fn solve(&mut self, row: usize) {
        if row == self.n {
            // a leaf: all n queens are down
            if self.valid() {
                self.solutions += 1;
            }
            return;
        }
        for col in 0..self.n {
            if self.used[col] {
                continue; // the bound: that column is taken
            }
            self.used[col] = true;
            self.board[row] = col;
            self.solve(row + 1);
            self.used[col] = false;
        }
    }
}

fn main() {
    let mut line = String::new();
    io::stdin().read_line(&mut line).unwrap();
    let n: usize = line.trim().parse().unwrap();
    let mut queens = Queens { n, board: vec![0; n], used: vec![false; n], solutions: 0 };
    queens.solve(0);
    println!("{}", queens.solutions);
}
