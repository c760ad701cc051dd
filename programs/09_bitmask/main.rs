// Baekjoon 9663 N-Queen with bitmasks: the three check arrays become three ints
// (bit c for column c), and one mask gives every free square of a row.
use std::io;

struct Queens {
    n: usize,
    full: u32,
    solutions: u64,
}

impl Queens {
    // cols, up, down: the squares of this row attacked along a column, a / or a \ diagonal
    fn solve(&mut self, row: usize, cols: u32, up: u32, down: u32) {
        if row == self.n {
            self.solutions += 1;
            return;
        }
        let full = self.full;
        let mut free = full & !(cols | up | down);
        while free != 0 {
            let bit = free & free.wrapping_neg(); // the lowest bit: the leftmost free column
            free -= bit;
            self.solve(row + 1, cols | bit, (up | bit) >> 1, ((down | bit) << 1) & full);
        }
    }
}

fn main() {
    let mut line = String::new();
    io::stdin().read_line(&mut line).unwrap();
    let n: usize = line.trim().parse().unwrap();
    let mut queens = Queens { n, full: (1 << n) - 1, solutions: 0 };
    queens.solve(0, 0, 0, 0);
    println!("{}", queens.solutions);
}
