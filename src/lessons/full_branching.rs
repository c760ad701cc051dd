//! Lesson 01, full branching: every row tries every column, and the `n^n`
//! full placements are tested only at the leaves, where the C blog post's
//! first program prints its `8^8` placements untested. The baseline of the
//! sources, and the state-space tree's words.

use std::io;

use super::{full_run, Page};
use crate::strategies::Strategy;

/// The leaves of the full tree whose queens in rows 0 and 1 already attack
/// each other: `n` pairs share a column and `2(n-1)` a diagonal, out of the
/// `n^2` choices for those rows, whatever the rows below hold.
fn clashing_in_top_two_rows(n: usize) -> u128 {
    match n {
        0 | 1 => 0,
        _ => (3 * n as u128 - 2) * (n as u128).pow(n as u32 - 2),
    }
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[("n", n.into())])?;
    page.mistake("mistake", &[])?;
    page.search_code(Strategy::Branching)?;
    page.code("src/strategies/branching.rs", "fn first_clash<")?;
    let guess = page.ask(&[("n", n.into())])?;
    let result = full_run(Strategy::Branching, n);
    page.reveal(guess, result.leaves())?;
    page.strategy_runs(&[&result])?;
    let c = &result.counters;
    let placements = (n as u128).pow(n as u32);
    // One row is no tree to widen: a single path (n = 1).
    let after = if n == 1 { "after.one" } else { "after" };
    page.say(
        after,
        &[
            ("n", n.into()),
            ("placements", placements.into()),
            ("sum", calls_per_depth(n).into()),
            ("nodes", c.nodes().into()),
        ],
    )?;
    let solutions_key = match c.solutions {
        0 => "solutions.none",
        s if s == result.leaves() => "solutions.all",
        _ => "solutions.some",
    };
    page.say(
        solutions_key,
        &[
            ("placements", placements.into()),
            ("solutions", c.solutions.into()),
            ("checks", c.checks.into()),
        ],
    )?;
    if n < 2 {
        return page.question_from(("question.one", "answer"), &[], &[]);
    }
    let permutations: u128 = (1..=n as u128).product();
    let column = placements - permutations;
    let top_two = clashing_in_top_two_rows(n);
    // Every leaf clashes in rows 0 and 1 (n = 2): no share to give.
    let question = if top_two == placements {
        "question.top_two_all"
    } else {
        "question"
    };
    page.question_from(
        (question, "answer"),
        &[
            ("leaves", placements.into()),
            ("column", column.into()),
            ("column_share", Page::percent(column, placements).into()),
            ("top_two", top_two.into()),
            ("top_two_share", Page::percent(top_two, placements).into()),
        ],
        &[],
    )
}

/// The calls of the full tree, one per node, depth by depth as a student
/// adds them up: `1 + 2 + 2^2`, `1 + 8 + 8^2 + … + 8^8`.
fn calls_per_depth(n: usize) -> String {
    let term = |depth: usize| match depth {
        0 => "1".to_string(),
        1 => n.to_string(),
        _ => format!("{n}^{depth}"),
    };
    if n <= 3 {
        (0..=n).map(term).collect::<Vec<_>>().join(" + ")
    } else {
        format!("{} + {} + {} + … + {}", term(0), term(1), term(2), term(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::observer::PruneReason;

    #[test]
    fn the_top_two_rows_clash_in_about_a_third_of_the_leaves() {
        // Counted by brute force over the n^2 choices of rows 0 and 1.
        for n in 2..=8usize {
            let pairs = (0..n * n)
                .filter(|square| PruneReason::between(0, square / n, 1, square % n).is_some())
                .count() as u128;
            assert_eq!(clashing_in_top_two_rows(n), pairs * (n as u128).pow(n as u32 - 2));
        }
        // The calls add up depth by depth: 1 + 2 + 4 = 7 at n = 2, 19,173,961 at n = 8.
        assert_eq!(calls_per_depth(2), "1 + 2 + 2^2");
        assert_eq!(calls_per_depth(3), "1 + 3 + 3^2 + 3^3");
        assert_eq!(calls_per_depth(8), "1 + 8 + 8^2 + … + 8^8");
        assert_eq!((0..=8).map(|d| 8u128.pow(d)).sum::<u128>(), 19_173_961);
        // n = 8: 22 of the 64 first two rows clash, 5,767,168 of 16,777,216 leaves (34.4%).
        assert_eq!(clashing_in_top_two_rows(8), 5_767_168);
    }
}
