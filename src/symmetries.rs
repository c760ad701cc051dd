//! The board's eight symmetries: the rotations and reflections of the
//! square, which turn every solution into a solution.
//!
//! A symmetry is numbered `0..8` by three bits, applied in this order:
//! [`TRANSPOSE`] swaps rows and columns (reads [`inverse`], the row of each
//! column's queen), [`FLIP`] turns the board upside down, [`MIRROR`] turns
//! it left to right. Symmetry 0 is the identity; 1 | 2 is the half turn.
//! The `symmetry` strategy compares a board with its images to find the
//! representative of its class, and `halves` turns the boards it joins.

use crate::MAX_N;

/// Bit of a symmetry's number: turn the board left to right.
pub const MIRROR: usize = 1;

/// Bit of a symmetry's number: turn the board upside down.
pub const FLIP: usize = 2;

/// Bit of a symmetry's number: swap rows and columns (the main diagonal).
pub const TRANSPOSE: usize = 4;

/// The 8 images of `queens`, the identity first, each in its first
/// `queens.len()` entries.
pub fn images(queens: &[usize]) -> [[usize; MAX_N]; 8] {
    std::array::from_fn(|symmetry| image(queens, symmetry))
}

/// Image `symmetry` (0..8) of `queens`, in its first `queens.len()` entries.
pub fn image(queens: &[usize], symmetry: usize) -> [usize; MAX_N] {
    let inverse = inverse(queens);
    let mut image = [0; MAX_N];
    for (row, col) in image[..queens.len()].iter_mut().enumerate() {
        *col = image_row(queens, &inverse[..queens.len()], symmetry, row);
    }
    image
}

/// The row of each column's queen (the board transposed), in the first
/// `queens.len()` entries.
pub fn inverse(queens: &[usize]) -> [usize; MAX_N] {
    let mut rows = [0; MAX_N];
    for (row, &col) in queens.iter().enumerate() {
        rows[col] = row;
    }
    rows
}

/// The column of row `row`'s queen in image `symmetry` (0..8) of `queens`,
/// given `inverse`, the row of each column's queen: one image row at a time,
/// so that a comparison can stop at the first row that differs.
#[inline(always)]
pub fn image_row(queens: &[usize], inverse: &[usize], symmetry: usize, row: usize) -> usize {
    let last = queens.len() - 1;
    let flip = |flipped: bool, line: usize| if flipped { last - line } else { line };
    let source = if symmetry & TRANSPOSE != 0 {
        inverse
    } else {
        queens
    };
    flip(symmetry & MIRROR != 0, source[flip(symmetry & FLIP != 0, row)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::is_valid;

    #[test]
    fn the_images_of_a_solution_are_solutions_and_the_group_closes() {
        // The first n = 6 solution in column order (docs/REFERENCE.md).
        let queens = [1, 3, 5, 0, 2, 4];
        for symmetry in 0..8 {
            let turned = image(&queens, symmetry);
            assert!(is_valid(&turned[..6]), "image {symmetry}");
            for other in 0..8 {
                let twice = image(&turned[..6], other);
                assert!(images(&queens).iter().any(|one| one[..6] == twice[..6]));
            }
        }
        assert_eq!(image(&queens, 0)[..6], queens);
        assert_eq!(image(&queens, MIRROR)[..6], [4, 2, 0, 5, 3, 1]);
        // Its rows read bottom up: the same board as the mirror image, since
        // the half turn leaves this solution as it is.
        assert_eq!(image(&queens, FLIP)[..6], [4, 2, 0, 5, 3, 1]);
        assert_eq!(image(&queens, MIRROR | FLIP)[..6], queens);
        assert_eq!(inverse(&queens)[..6], [3, 0, 4, 1, 5, 2]);
        assert_eq!(image(&queens, TRANSPOSE)[..6], [3, 0, 4, 1, 5, 2]);
    }
}
