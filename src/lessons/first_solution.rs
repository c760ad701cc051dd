//! Lesson 06, the first solution: the search stops as soon as one placement
//! is found, and passes the stop up through every recursive call.

use std::io;

use super::{full_run, Page};
use crate::board::positions;
use crate::observer::FirstSolution;
use crate::run::{run_observed, RunSpec};
use crate::strategies::Strategy;

/// The largest board of the answer's list of shares.
const ANSWER_UP_TO: usize = 12;

/// The nodes up to the first solution, as a share of the whole tree of `n`.
fn share_of_first(n: usize) -> String {
    let all = full_run(Strategy::BranchAndBound, n).counters.nodes();
    let first = run_observed(
        RunSpec {
            strategy: Strategy::BranchAndBound,
            n,
            first: true,
        },
        &mut FirstSolution::default(),
    );
    let percent = first.counters.nodes() as f64 * 100.0 / all as f64;
    // Two significant figures below one percent: 0.047%, not 0.0%.
    let decimals = if percent < 1.0 {
        (1 - percent.log10().floor() as i32) as usize
    } else {
        1
    };
    format!("{percent:.decimals$}%")
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    page.code("src/observer.rs", "impl Observer for FirstSolution")?;
    let all = full_run(Strategy::BranchAndBound, n);
    let guess = page.ask(&[("n", n.into()), ("all_nodes", all.counters.nodes().into())])?;
    let mut first = FirstSolution::default();
    let result = run_observed(
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
    match first.queens {
        Some(queens) => {
            page.board(&queens)?;
            let share = format!("{:.1}%", nodes as f64 * 100.0 / all.counters.nodes() as f64);
            page.say(
                "after",
                &[
                    ("positions", positions(&queens).into()),
                    ("nodes", nodes.into()),
                    ("share", share.into()),
                ],
            )?;
            page.say("seed", &[("positions", positions(&queens).into())])?;
        }
        None => page.say("no_solution", &[("n", n.into()), ("nodes", nodes.into())])?,
    }
    let shares: Vec<String> = if page.answer_wanted() {
        (4..=ANSWER_UP_TO)
            .map(|size| format!("n = {size}: {}", share_of_first(size)))
            .collect()
    } else {
        Vec::new()
    };
    page.question(&[], &[("shares", shares.join(", ").into())])
}
