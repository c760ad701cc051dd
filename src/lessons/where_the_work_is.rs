//! Lesson 10, where the work is: the nodes per depth (Knuth's profile of the
//! tree), drawn as a bar chart, against the row-limited tree of lesson 02
//! and Knuth's estimate of the total.

use std::io;

use super::{full_run, watched_run, Page};
use crate::estimate::{bounded_tree_nodes, PROBES};
use crate::observer::Observer;
use crate::run::RunResult;
use crate::strategies::parallel::CUT_ROW;
use crate::strategies::Strategy;

/// Counts the nodes below each square of the first row: the jobs a cut at
/// the root would make.
#[derive(Default)]
struct RootJobs {
    first: usize,
    nodes: Vec<u64>,
}

impl Observer for RootJobs {
    fn call(&mut self, depth: usize) {
        if depth > 0 {
            self.nodes[self.first] += 1;
        }
    }
    fn place(&mut self, row: usize, col: usize) {
        if row == 0 {
            self.first = col;
        }
    }
}

/// The smallest board the answer cuts into jobs.
const ANSWER_N: usize = 8;

/// The depth the quiz asks about, as in "how many nodes at depth 3?".
const QUIZ_DEPTH: usize = 3;

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    page.code("src/counters.rs", "fn call(")?;
    let depth = QUIZ_DEPTH.min(n);
    let guess = page.ask(&[("n", n.into()), ("depth", depth.into())])?;
    let [previous, result] =
        [Strategy::Bounding, Strategy::BranchAndBound].map(|strategy| full_run(strategy, n));
    let at = |result: &RunResult, depth: usize| result.counters.profile[depth];
    page.reveal(guess, at(&result, depth))?;
    let widest = result.counters.profile.iter().copied().max().unwrap_or(0);
    let mut header = page.labels(&["common.column.depth", "common.column.nodes", "chart"]);
    header.push(page.words("row_limited", &[]));
    let rows = (0..=n)
        .map(|depth| {
            let nodes = at(&result, depth);
            let bar = Page::bar(nodes.into(), widest.into());
            vec![
                page.count(depth as u128),
                page.count(nodes),
                bar,
                page.count(at(&previous, depth)),
            ]
        })
        .collect();
    page.table(header, rows)?;
    // Several depths may be equally wide (n = 1: one node at depths 0 and 1).
    let peaks: Vec<usize> = (0..result.counters.profile.len())
        .filter(|&depth| result.counters.profile[depth] == widest)
        .collect();
    let bottom = match result.leaves() {
        0 => "bottom.none",
        _ => "bottom",
    };
    let bottom = page.words(bottom, &[("n", n.into()), ("leaves", result.leaves().into())]);
    let (last, others) = peaks.split_last().expect("a tree has a root");
    let others: Vec<String> = others.iter().map(usize::to_string).collect();
    let widest = page.words(
        if others.is_empty() { "peak" } else { "peak.tie" },
        &[
            ("peak", (*last).into()),
            ("first", others.join(", ").into()),
            ("peak_nodes", widest.into()),
        ],
    );
    page.say(
        "after",
        &[
            ("widest", widest.into()),
            ("bottom", bottom.into()),
            ("probes", u64::from(PROBES).into()),
            ("estimate", bounded_tree_nodes(n).into()),
            ("nodes", result.counters.nodes().into()),
        ],
    )?;
    // The answer cuts a tree big enough to share: this one, or n = 8's.
    let shared = if n >= ANSWER_N {
        result
    } else {
        full_run(Strategy::BranchAndBound, ANSWER_N)
    };
    let mut root = RootJobs {
        first: 0,
        nodes: vec![0; shared.spec.n],
    };
    watched_run(shared.spec, &mut root);
    let smallest = root.nodes.iter().copied().min().unwrap_or(0);
    let largest = root.nodes.iter().copied().max().unwrap_or(0);
    // Its words are figures of the lesson only where the answer is written.
    let basis = if shared.spec.n == n || !page.answer_wanted() {
        String::new()
    } else {
        let larger = page.words(
            "answer.larger",
            &[("asked", n.into()), ("n", shared.spec.n.into())],
        );
        format!("{larger} ")
    };
    page.question(
        &[],
        &[
            ("basis", basis.into()),
            ("n", shared.spec.n.into()),
            ("smallest", smallest.into()),
            ("largest", largest.into()),
            ("cut", CUT_ROW.into()),
            ("jobs", at(&shared, CUT_ROW).into()),
        ],
    )
}
