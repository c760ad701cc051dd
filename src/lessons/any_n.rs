//! Lesson 04, any n: nothing in the search depends on eight. The same code
//! runs on every board size; the small boards show every solution.

use std::io;

use super::watched_run;
use super::{full_run, Page};
use crate::observer::{Flow, Observer};
use crate::run::RunSpec;
use crate::strategies::Strategy;

/// Boards drawn at most; the rest are counted.
const BOARDS_SHOWN: usize = 4;

/// The board sizes of the table: every size up to this one (or to `n`).
const TABLE_UP_TO: usize = 8;

/// Keeps the first solutions found, counting them all.
#[derive(Default)]
struct Solutions(Vec<Vec<usize>>);

impl Observer for Solutions {
    fn solution(&mut self, queens: &[usize]) -> Flow {
        if self.0.len() < BOARDS_SHOWN {
            self.0.push(queens.to_vec());
        }
        Flow::Continue(())
    }
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[("n", n.into())])?;
    page.code("src/strategies/branch_and_bound.rs", "pub fn search<")?;
    let guess = page.ask(&[("n", n.into())])?;
    let mut kept = Solutions::default();
    let result = watched_run(RunSpec::of(Strategy::BranchAndBound, n, false), &mut kept);
    let solutions = result.counters.solutions;
    page.reveal(guess, solutions)?;
    if solutions == 0 {
        page.say(
            "no_boards",
            &[("n", n.into()), ("nodes", result.counters.nodes().into())],
        )?;
    } else {
        let shown = kept.0.len() as u64;
        let boards = match solutions {
            1 => "boards.one",
            _ if shown < solutions => "boards.some",
            _ => "boards",
        };
        page.say(
            boards,
            &[
                ("n", n.into()),
                ("solutions", solutions.into()),
                ("shown", shown.into()),
            ],
        )?;
        for queens in &kept.0 {
            page.board(queens)?;
        }
        let more = solutions - shown;
        if more > 0 {
            let command = format!("`{}`", page.command(format!("nqueens solve -n {n}")));
            page.say("more", &[("command", command.into()), ("more", more.into())])?;
        }
    }
    let sizes = 1..=TABLE_UP_TO.max(n);
    let runs: Vec<_> = sizes
        .map(|size| full_run(Strategy::BranchAndBound, size))
        .collect();
    let header = page.labels(&[
        "common.column.n",
        "common.column.nodes",
        "common.column.solutions",
    ]);
    let rows = runs
        .iter()
        .map(|run| {
            let c = &run.counters;
            vec![
                page.count(run.spec.n as u128),
                page.count(c.nodes()),
                page.count(c.solutions),
            ]
        })
        .collect();
    page.table(header, rows)?;
    let without: Vec<String> = runs
        .iter()
        .filter(|run| run.counters.solutions == 0)
        .map(|run| run.spec.n.to_string())
        .collect();
    // The first size with some solutions, but fewer than the size before
    // (n = 6 after n = 5): the table runs up to TABLE_UP_TO at least, so it has one.
    let fewer = runs
        .windows(2)
        .find(|pair| (1..pair[0].counters.solutions).contains(&pair[1].counters.solutions))
        .map(|pair| pair[1].spec.n)
        .expect("the table covers a size with fewer solutions than the one before");
    page.say(
        "after",
        &[
            ("without", without.join(", ").into()),
            ("fewer", fewer.into()),
            ("before", (fewer - 1).into()),
        ],
    )?;
    page.question(&[], &[])
}
