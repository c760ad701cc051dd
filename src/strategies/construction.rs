//! The explicit construction: one solution for any n ≥ 4, written down
//! without searching.
//!
//! Put the queens of the first rows on the even columns 2, 4, 6, ... and the
//! rest on the odd columns 1, 3, 5, ... (counting columns from 1, as the
//! papers do). Two queens of one half never share a diagonal: consecutive
//! rows step two columns over. The halves meet safely unless n mod 6 is 2 or
//! 3, and for those two cases a few columns move: 3 and 1 swap and 5 goes to
//! the end when n mod 6 = 2; 2 goes to the end of the evens, 1 and 3 to the
//! end of the odds when n mod 6 = 3. The rule and its proof are in Hoffman,
//! Loessi and Moore, "Constructions for the solution of the m queens
//! problem" (Mathematics Magazine 42, 1969), and in Bernhardsson, "Explicit
//! solutions to the N-queens problem for all N" (SIGART Bulletin 2, 1991).
//!
//! It tests nothing: every queen is placed once, where the rule says, so a
//! run reports n nodes (one per queen placed) and no checks. There is no
//! tree, so nothing is pruned and nothing is undone.

use crate::observer::{Observer, ASK_EVERY};

/// The boards from 4 up to this one are each checked, in the tests below,
/// against an independent judge (lesson 15 says so).
pub const EVERY_N_TESTED: usize = 1_000;

/// The function a lesson quotes for this strategy.
pub const FUNCTION: &str = "columns";

/// The column of each row's queen (`queens[row] = col`, from 0), or `None`
/// for n = 2 and 3, where no placement exists.
pub fn columns(n: usize) -> Option<Vec<usize>> {
    if n == 2 || n == 3 {
        return None;
    }
    let mut queens = Vec::with_capacity(n);
    // The even columns 2, 4, 6, ...; when n mod 6 = 3, 2 goes to the end.
    let evens = (2..=n).step_by(2);
    match n % 6 {
        3 => queens.extend(evens.skip(1).chain([2])),
        _ => queens.extend(evens),
    }
    // The odd columns 1, 3, 5, ...; when n mod 6 = 2, 3 and 1 swap and 5
    // goes to the end; when n mod 6 = 3, 1 and 3 go to the end.
    let odds = (1..=n).step_by(2);
    match n % 6 {
        2 => queens.extend([3, 1].into_iter().chain(odds.skip(3)).chain([5])),
        3 => queens.extend(odds.skip(2).chain([1, 3])),
        _ => queens.extend(odds),
    }
    // From columns counted from 1 to columns counted from 0.
    for col in &mut queens {
        *col -= 1;
    }
    Some(queens)
}

/// Places the queens of [`columns`] row by row, reporting each placement
/// and the partial placement it makes (`call(row + 1)`), then the solution;
/// every [`ASK_EVERY`] rows it asks the observer whether to go on.
/// Returns the number of solutions found: 1, or 0 for n = 2 and 3 and for
/// a run stopped before its last row.
pub fn search<O: Observer>(n: usize, observer: &mut O) -> u64 {
    let Some(queens) = columns(n) else {
        return 0;
    };
    for (row, &col) in queens.iter().enumerate() {
        if row % ASK_EVERY == 0 && observer.go_on().is_break() {
            return 0;
        }
        observer.place(row, col);
        observer.call(row + 1);
    }
    let _ = observer.solution(&queens);
    1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::is_valid;

    #[test]
    fn the_rule_gives_the_placements_of_the_papers() {
        // n = 8 (n mod 6 = 2): evens 2 4 6 8, odds 3 1 7 5, from 1.
        assert_eq!(columns(8), Some(vec![1, 3, 5, 7, 2, 0, 6, 4]));
        // n = 9 (n mod 6 = 3): evens 4 6 8 2, odds 5 7 9 1 3, from 1.
        assert_eq!(columns(9), Some(vec![3, 5, 7, 1, 4, 6, 8, 0, 2]));
        // n = 4: evens 2 4, odds 1 3, from 1.
        assert_eq!(columns(4), Some(vec![1, 3, 0, 2]));
        assert_eq!(columns(1), Some(vec![0]));
        assert_eq!(columns(2), None);
        assert_eq!(columns(3), None);
    }

    #[test]
    fn every_board_from_4_to_1000_gets_a_solution() {
        for n in 4..=EVERY_N_TESTED {
            let queens = columns(n).expect("n >= 4 has a placement");
            assert!(is_valid(&queens), "n = {n}: {queens:?}");
        }
    }
}
