//! Lesson 06, the first solution: the search stops as soon as one placement
//! is found, and passes the stop up through every recursive call. The first
//! is first in the search's order, not the best: no solution is.

use std::io;

use super::watched_run;
use super::{full_run, Page};
use crate::board::positions;
use crate::observer::FirstSolution;
use crate::run::RunSpec;
use crate::strategies::Strategy;

/// The largest board of the answer's list of shares.
const ANSWER_UP_TO: usize = 12;

/// The nodes of `n`'s tree up to the first solution, and in all.
fn first_and_all(n: usize) -> (u128, u128) {
    let all = full_run(Strategy::BranchAndBound, n).counters.nodes();
    let first = watched_run(
        RunSpec::of(Strategy::BranchAndBound, n, true),
        &mut FirstSolution::default(),
    );
    (first.counters.nodes().into(), all.into())
}

/// The nodes up to the first solution, as a share of the whole tree of `n`.
fn share_of_first(n: usize) -> String {
    let (first, all) = first_and_all(n);
    Page::percent(first, all)
}

/// The words that lead to the first solution's board, by the share of
/// the tree visited before it: the whole tree, a fifth of it or more
/// (told without "only"), or less.
fn after(first: u128, all: u128) -> &'static str {
    if first == all {
        "after.whole"
    } else if first.saturating_mul(5) >= all {
        "after.half"
    } else {
        "after"
    }
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    page.code("src/observer.rs", "impl Observer for FirstSolution")?;
    let all = full_run(Strategy::BranchAndBound, n);
    let guess = page.ask(&[("n", n.into()), ("all_nodes", all.counters.nodes().into())])?;
    let mut first = FirstSolution::default();
    let result = watched_run(
        RunSpec {
            first: true,
            ..all.spec
        },
        &mut first,
    );
    let nodes = result.counters.nodes();
    page.reveal(guess, nodes)?;
    let all_label = page.words("all", &[]);
    let first_label = page.words("first", &[]);
    page.runs(&[(all_label, &all), (first_label, &result)])?;
    let share = Page::percent(nodes.into(), all.counters.nodes().into());
    let question = match &first.queens {
        None => "question.none",
        Some(_) if nodes == all.counters.nodes() => "question.whole",
        Some(_) => "question",
    };
    match first.queens {
        Some(queens) => {
            let after = after(nodes.into(), all.counters.nodes().into());
            page.say(
                after,
                &[
                    ("n", n.into()),
                    ("positions", positions(&queens).into()),
                    ("nodes", nodes.into()),
                    ("share", share.clone().into()),
                ],
            )?;
            page.board(&queens)?;
        }
        None => page.say("no_solution", &[("n", n.into()), ("nodes", nodes.into())])?,
    }
    page.mistake("mistake", &[])?;
    let shares: Vec<String> = if page.answer_wanted() {
        (4..=ANSWER_UP_TO)
            .map(|size| {
                let share = share_of_first(size);
                page.words("answer.share", &[("n", size.into()), ("share", share.into())])
            })
            .collect()
    } else {
        Vec::new()
    };
    page.question_from(
        (question, "answer"),
        &[("n", n.into()), ("share", share.into())],
        &[("shares", shares.join(", ").into())],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_small_share_of_the_tree_is_told_as_only() {
        // n = 8: node 114 of 2,057 (5.5%), "only".
        assert_eq!(first_and_all(8), (114, 2_057));
        assert_eq!(after(114, 2_057), "after");
        // n = 4: 52.9% and n = 6: 20.9%, more than a fifth: no "only".
        assert_eq!(share_of_first(4), "52.9%");
        assert_eq!(share_of_first(6), "20.9%");
        for n in [4, 6] {
            let (first, all) = first_and_all(n);
            assert_eq!(after(first, all), "after.half", "n = {n}");
        }
        // n = 1: the one node is the whole tree.
        let (first, all) = first_and_all(1);
        assert_eq!(after(first, all), "after.whole");
    }
}
