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
