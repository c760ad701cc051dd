//! Lesson 05, the pairwise scan: no flags, each square is compared with every
//! queen above it. Same tree as branch-and-bound; a check costs more.

use std::cmp::Ordering;
use std::io;

use super::{full_run, same_tree_other_checks, Page};
use crate::strategies::Strategy;

/// The board whose busiest row the answer names when the lesson's board
/// has squares to try only in row 0 (n = 1), or its busiest row is so
/// near the top that the scan costs less than the flags there.
const LARGER_N: usize = 8;

/// The flags' most lookups per square: above this row the scan's
/// comparisons (one per queen above) are fewer, in it as many.
const FLAG_LOOKUPS: usize = 3;

/// The row of `n`'s tree where the search tries the most squares, the
/// squares it tries there and the squares it tries in all: every node above
/// the last row tries each of the n squares of its row.
fn busiest_row(n: usize) -> (usize, u128, u128) {
    let profile = full_run(Strategy::BranchAndBound, n).counters.profile;
    let tried: Vec<u128> = profile[..n]
        .iter()
        .map(|&nodes| u128::from(nodes) * n as u128)
        .collect();
    let (row, most) = tried
        .iter()
        .copied()
        .enumerate()
        .max_by_key(|&(row, squares)| (squares, std::cmp::Reverse(row)))
        .expect("a board has a row");
    (row, most, tried.iter().sum())
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    page.code("src/strategies/pairwise.rs", "fn is_safe(")?;
    page.mistake("mistake", &[])?;
    same_tree_other_checks(page, n, (Strategy::Pairwise, true), 14)?;
    let (row, most, all) = busiest_row(n);
    if row == 0 {
        let (row, _, _) = busiest_row(LARGER_N);
        return page.question_from(
            ("question", "answer.top"),
            &[],
            &[("big", LARGER_N.into()), ("row", row.into())],
        );
    }
    // Near the top, a square meets fewer queens than the flags' lookups, or
    // as many: the answer then says so and names the busiest row of a
    // larger board.
    let answer = match row.cmp(&FLAG_LOOKUPS) {
        Ordering::Less => "answer.shallow",
        Ordering::Equal => "answer.even",
        Ordering::Greater => "answer",
    };
    page.question_from(
        ("question", answer),
        &[],
        &[
            ("row", row.into()),
            ("tried", most.into()),
            ("share", Page::percent(most, all).into()),
            ("all", all.into()),
            ("big", LARGER_N.into()),
            ("big_row", busiest_row(LARGER_N).0.into()),
        ],
    )
}
