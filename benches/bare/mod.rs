//! The bare bitmask counter, with no hooks of any kind: the baseline both
//! benchmarks measure the strategies against.

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

/// The plain counter with the mirror: the first queen on the left half of
/// the first row, each count doubled, the middle column of an odd `n` once.
/// This is the program the issue times in C (gcc -O3), written in Rust.
#[allow(dead_code)] // the `observer` bench, which shares this file, does not use it
pub fn bare_mirror(n: usize) -> u64 {
    let full = (1u64 << n) - 1;
    (0..n.div_ceil(2))
        .map(|col| {
            let bit = 1u64 << col;
            let below = bare_bitmask(full, bit, bit >> 1, (bit << 1) & full);
            if 2 * col + 1 < n {
                2 * below
            } else {
                below
            }
        })
        .sum()
}
