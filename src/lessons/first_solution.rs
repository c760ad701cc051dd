//! Lesson 06, the first solution: the search stops as soon as one placement
//! is found, and passes the stop up through every recursive call.

use std::io;

use super::watched_run;
use super::{full_run, Page};
use crate::board::positions;
use crate::observer::FirstSolution;
use crate::run::RunSpec;
use crate::strategies::Strategy;

/// The largest board of the answer's list of shares.
const ANSWER_UP_TO: usize = 12;

/// The nodes up to the first solution, as a share of the whole tree of `n`.
fn share_of_first(n: usize) -> String {
    let all = full_run(Strategy::BranchAndBound, n).counters.nodes();
    let first = watched_run(
        RunSpec::of(Strategy::BranchAndBound, n, true),
        &mut FirstSolution::default(),
    );
    Page::percent(first.counters.nodes().into(), all.into())
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
            page.board(&queens)?;
            let after = if nodes == all.counters.nodes() {
                "after.whole"
            } else {
                "after"
            };
            page.say(
                after,
                &[
                    ("n", n.into()),
                    ("positions", positions(&queens).into()),
                    ("nodes", nodes.into()),
                    ("share", share.clone().into()),
                ],
            )?;
            page.say("seed", &[("positions", positions(&queens).into())])?;
        }
        None => page.say("no_solution", &[("n", n.into()), ("nodes", nodes.into())])?,
    }
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
