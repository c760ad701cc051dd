//! Lesson 05, the pairwise scan: no flags, each square is compared with every
//! queen above it. Same tree as branch-and-bound; a check costs more.

use std::io;

use super::{full_run, same_tree_other_checks, Page};
use crate::strategies::Strategy;

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    page.code("src/strategies/pairwise.rs", "fn is_safe(")?;
    same_tree_other_checks(page, n, Strategy::Pairwise, 14)?;
    // Every node above the last row tries each of the n squares of its row.
    let profile = full_run(Strategy::BranchAndBound, n).counters.profile;
    let tried: Vec<u128> = profile[..n]
        .iter()
        .map(|&nodes| u128::from(nodes) * n as u128)
        .collect();
    let all: u128 = tried.iter().sum();
    let (row, most) = tried
        .iter()
        .copied()
        .enumerate()
        .max_by_key(|&(row, squares)| (squares, std::cmp::Reverse(row)))
        .expect("a board has a row");
    let answer = if row == 0 { "answer.top" } else { "answer" };
    page.question_from(
        ("question", answer),
        &[],
        &[
            ("row", row.into()),
            ("tried", most.into()),
            ("share", Page::percent(most, all)),
            ("all", all.into()),
        ],
    )
}
