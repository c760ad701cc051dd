// Baekjoon 9663 N-Queen by full branching: every row tries every column,
// and a placement is checked only once all n queens are down.
use std::io;

struct Queens {
    n: usize,
    board: Vec<usize>, // board[row] = the column of the queen in that row
    solutions: u64,
}

impl Queens {
    // Checks that no two queens share a column or a diagonal.
    fn valid(&self) -> bool {
        for row in 0..self.n {
            for above in 0..row {
                let (a, b) = (self.board[above], self.board[row]);
                if a == b || a.abs_diff(b) == row - above {
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
            self.board[row] = col;
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
