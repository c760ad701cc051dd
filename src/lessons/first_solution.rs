//! Lesson 06, the first solution: the search stops as soon as one placement
//! is found, and passes the stop up through every recursive call.

use std::io;

use super::{full_run, Page};
use crate::board::positions;
use crate::observer::FirstSolution;
use crate::run::{run_observed, RunSpec};
use crate::strategies::Strategy;

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
        }
        None => page.say("no_solution", &[("n", n.into()), ("nodes", nodes.into())])?,
    }
    page.question(&[])
}
