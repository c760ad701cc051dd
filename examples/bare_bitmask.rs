//! The textbook bitmask loop, bare: lesson 09's search with nothing around it.
//!
//! Bit `c` of `columns` is set when column `c` is taken; `diagonals` and
//! `anti_diagonals` hold the diagonals that reach the next row, shifted one
//! column each row. `!(columns | diagonals | anti_diagonals) & full` is every
//! free square of the row at once, and `free & -free` (`wrapping_neg`) takes
//! the lowest. No observer, no counters: this is the loop the competitive
//! programming sources write, and the baseline the benchmarks time the
//! strategies against (`benches/observer.rs` and `benches/fast.rs` include
//! this file). `src/strategies/bitmask.rs` is the same search, reporting
//! each step; `nqueens lesson bitmasks` teaches it.
//!
//! Run: `cargo run --release --example bare_bitmask` (n = 1 to 12), or
//! `cargo run --release --example bare_bitmask -- 14`.

/// Counts the completions of a board whose rows so far left these masks
/// (`full` has one bit per column).
pub fn bare_bitmask(full: u64, columns: u64, diagonals: u64, anti_diagonals: u64) -> u64 {
    if columns == full {
        return 1;
    }
    let mut free = !(columns | diagonals | anti_diagonals) & full;
    let mut solutions = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        solutions += bare_bitmask(
            full,
            columns | bit,
            (diagonals | bit) >> 1,
            ((anti_diagonals | bit) << 1) & full,
        );
    }
    solutions
}

fn main() {
    let sizes = match std::env::args().nth(1) {
        Some(n) => {
            let n: u32 = n.parse().expect("n is a whole number");
            n..=n
        }
        None => 1..=12,
    };
    for n in sizes {
        assert!((1..=32).contains(&n), "n is 1 to 32");
        println!("n = {n}: {} solutions", bare_bitmask((1 << n) - 1, 0, 0, 0));
    }
}
