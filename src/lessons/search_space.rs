//! Lesson 08, the search space: how many placements there are before
//! searching (ordered, as the C blog post's 64·63·…·57 counts them without
//! saying so, unordered, one per row, one per row and column), against the
//! nodes branch-and-bound really visits. Every figure is computed here in
//! `u128`.

use std::io;

use super::{full_run, Page, SOURCES_N};
use crate::estimate::row_limited_nodes;
use crate::strategies::Strategy;

/// `m · (m-1) · … · (m-k+1)`: the ways to place `k` queens one after another on `m` squares.
pub(super) fn ordered_placements(m: u128, k: u128) -> u128 {
    (m + 1 - k..=m).product()
}

/// `C(m, k)`: the ways to choose `k` of `m` squares, order ignored.
pub(super) fn unordered_placements(m: u128, k: u128) -> u128 {
    (0..k).fold(1, |chosen, i| chosen * (m - i) / (i + 1))
}

/// `64·63·…·57`: the product written out, shortened in the middle.
fn product_text(m: u128, k: u128) -> String {
    let factors: Vec<String> = (m + 1 - k..=m).rev().map(|f| f.to_string()).collect();
    match factors.as_slice() {
        [first, second, .., last] if factors.len() > 3 => format!("{first}·{second}·…·{last}"),
        _ => factors.join("·"),
    }
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    let (m, k) = ((n * n) as u128, n as u128);
    let figures = [
        ("ordered", ordered_placements(m, k)),
        ("unordered", unordered_placements(m, k)),
        ("per_row", k.pow(n as u32)),
        ("per_column", ordered_placements(k, k)),
    ];
    // `64·63·…·57 = 178,462,987,637,760`, or just `1` when the product has one factor.
    let (product, ordered) = (product_text(m, k), page.count(figures[0].1));
    let ordered_formula = if product == ordered {
        ordered
    } else {
        format!("{product} = {ordered}")
    };
    let source_squares = (SOURCES_N * SOURCES_N) as u128;
    let mut values = vec![
        ("n", n.into()),
        ("squares", m.into()),
        ("ordered_formula", ordered_formula.into()),
        ("source_squares", source_squares.into()),
        (
            "source_formula",
            product_text(source_squares, SOURCES_N as u128).into(),
        ),
    ];
    values.extend(figures.map(|(name, figure)| (name, figure.into())));
    // The intro does not say the unordered count: the quiz asks for it.
    page.say("intro", &values)?;
    page.code("src/lessons/search_space.rs", "fn ordered_placements(")?;
    page.code("src/lessons/search_space.rs", "fn unordered_placements(")?;
    let guess = page.ask(&[("n", n.into()), ("squares", m.into())])?;
    page.reveal(guess, figures[1].1)?;
    page.say("unordered", &values)?;
    let result = full_run(Strategy::BranchAndBound, n);
    let nodes = u128::from(result.counters.nodes());
    let header = page.labels(&["column.placements", "column.count", "column.times"]);
    let mut rows: Vec<Vec<String>> = figures
        .iter()
        .map(|&(name, figure)| {
            let label = page.words(&format!("row.{name}"), &[]);
            let times = page.lang().times(figure as f64 / nodes as f64);
            vec![label, page.count(figure), times]
        })
        .collect();
    rows.push(vec![
        page.words("row.visited", &[]),
        page.count(nodes),
        page.lang().times(1.0),
    ]);
    page.table(header, rows)?;
    let found = match result.counters.solutions {
        0 => "after.none",
        1 => "after.one",
        _ => "after",
    };
    page.say(
        found,
        &[
            ("nodes", nodes.into()),
            ("times", page.times(figures[0].1 as f64 / nodes as f64)),
            ("solutions", result.counters.solutions.into()),
        ],
    )?;
    let per_column = figures[3].1;
    let (question, versus) = if per_column > nodes {
        ("question", page.times(per_column as f64 / nodes as f64))
    } else {
        ("question.small", page.times(nodes as f64 / per_column as f64))
    };
    // The answer shows the figures of a board where n! has outgrown the
    // nodes: this one, or n = 8 for the small boards.
    let answered = if per_column > nodes {
        result
    } else {
        full_run(Strategy::BranchAndBound, ANSWER_N)
    };
    let m = answered.spec.n;
    page.question_from(
        (question, "answer"),
        &[
            ("n", n.into()),
            ("nodes", nodes.into()),
            ("per_column", per_column.into()),
            ("versus", versus),
        ],
        &[
            ("n", m.into()),
            ("per_column", ordered_placements(m as u128, m as u128).into()),
            ("solutions", answered.counters.solutions.into()),
            // The permutation tree of lesson 02: sum of n!/(n-k)! nodes, n! leaves.
            ("permutation_tree", row_limited_nodes(m).into()),
            ("nodes", answered.counters.nodes().into()),
        ],
    )
}

/// The board of the answer when n! has not yet outgrown the nodes visited.
const ANSWER_N: usize = 8;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sources_arithmetic_for_eight_queens() {
        assert_eq!(ordered_placements(64, 8), 178_462_987_637_760);
        assert_eq!(unordered_placements(64, 8), 4_426_165_368);
        assert_eq!(ordered_placements(8, 8), 40_320);
        assert_eq!(product_text(64, 8), "64·63·…·57");
        assert_eq!(product_text(4, 2), "4·3");
    }

    #[test]
    fn ordered_placements_are_each_set_in_every_order() {
        let m = 12u128 * 12;
        let orders = ordered_placements(12, 12);
        assert_eq!(ordered_placements(m, 12), unordered_placements(m, 12) * orders);
    }
}
