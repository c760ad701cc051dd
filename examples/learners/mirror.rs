// Baekjoon 9663 in Rust: bitmasks, and half the first row counted twice
// (each board with its mirror image), the middle column once.
use std::io::{self, Read};

fn place(n: u32, columns: u32, left: u32, right: u32) -> u64 {
    let all = (1u32 << n) - 1;
    if columns == all {
        return 1;
    }
    let mut free = all & !(columns | left | right);
    let mut count = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free -= bit;
        count += place(n, columns | bit, (left | bit) << 1, (right | bit) >> 1);
    }
    count
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let n: u32 = input.trim().parse().unwrap();
    let mut count = 0;
    for col in 0..n / 2 {
        let bit = 1 << col;
        count += 2 * place(n, bit, bit << 1, bit >> 1);
    }
    if n % 2 == 1 {
        let bit = 1 << (n / 2);
        count += place(n, bit, bit << 1, bit >> 1);
    }
    println!("{count}");
}
