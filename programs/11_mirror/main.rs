// Baekjoon 9663 N-Queen with bitmasks and the mirror: the first queen goes only on the
// left half; a solution's mirror image is a solution too, so each one found counts twice.
use std::io;

struct Queens {
    n: usize,
    full: u32,
    weight: u64,
    solutions: u64,
}

impl Queens {
    fn solve(&mut self, row: usize, cols: u32, up: u32, down: u32) {
        if row == self.n {
            self.solutions += self.weight; // this board, and its mirror image when weight is 2
            return;
        }
        let full = self.full;
        let mut free = full & !(cols | up | down);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free -= bit;
            self.solve(row + 1, cols | bit, (up | bit) >> 1, ((down | bit) << 1) & full);
        }
    }
}

fn main() {
    let mut line = String::new();
    io::stdin().read_line(&mut line).unwrap();
    let n: usize = line.trim().parse().unwrap();
    let full = (1 << n) - 1;
    let mut queens = Queens { n, full, weight: 0, solutions: 0 };
    for col in 0..(n + 1) / 2 {
        // the left half, and the middle if n is odd
        let bit = 1 << col;
        // the middle column is its own mirror image
        queens.weight = if 2 * col + 1 < n { 2 } else { 1 };
        queens.solve(1, bit, bit >> 1, (bit << 1) & full);
    }
    println!("{}", queens.solutions);
}
