//! Lesson 03, branch-and-bound, which Korean textbooks call backtracking:
//! flags for both diagonals as well as the columns, so a square is tested
//! in O(1) and every leaf is a solution. With the promising function and
//! the non-promising node, the map from the Java solution's check arrays
//! to this tool's, and the call order (호출 순서) told from the tool's own run.

use std::io;

use super::{full_run, watched_run, Page};
use crate::observer::{Flow, Observer, PruneReason};
use crate::run::RunSpec;
use crate::strategies::Strategy;

/// The board of the call-order walk-through: its first solution comes
/// after few steps.
const CALL_ORDER_N: usize = 4;

/// One step of the call order.
enum Step {
    Call(usize),
    Place(usize, usize),
    Solution,
    Undo(usize, usize),
}

/// The steps of a search up to its first solution and the undo after it.
#[derive(Default)]
struct CallOrder {
    steps: Vec<Step>,
    solved: bool,
    done: bool,
}

impl CallOrder {
    fn push(&mut self, step: Step) {
        if !self.done {
            self.steps.push(step);
        }
    }
}

impl Observer for CallOrder {
    fn call(&mut self, depth: usize) {
        self.push(Step::Call(depth));
    }
    fn place(&mut self, row: usize, col: usize) {
        self.push(Step::Place(row, col));
    }
    fn solution(&mut self, _queens: &[usize]) -> Flow {
        self.push(Step::Solution);
        self.solved = true;
        Flow::Continue(())
    }
    fn undo(&mut self, row: usize, col: usize) {
        self.push(Step::Undo(row, col));
        self.done |= self.solved;
    }
}

/// The walk-through: `solve(0) → (0,0)에 퀸 → solve(1) → …`.
fn call_order(page: &mut Page) -> String {
    let spec = RunSpec::of(Strategy::BranchAndBound, CALL_ORDER_N, false);
    let mut order = CallOrder::default();
    watched_run(spec, &mut order);
    let function = Strategy::BranchAndBound.function();
    let mut words: Vec<String> = order
        .steps
        .iter()
        .map(|step| match *step {
            Step::Call(row) => format!("{function}({row})"),
            Step::Place(row, col) => page.words("step.place", &[("row", row.into()), ("col", col.into())]),
            Step::Solution => page.words("step.solution", &[]),
            Step::Undo(row, col) => page.words("step.undo", &[("row", row.into()), ("col", col.into())]),
        })
        .collect();
    words.push(page.words("step.next", &[]));
    // A step of several words stays on one line.
    let words: Vec<String> = words.iter().map(|step| Page::unbroken(step)).collect();
    words.join(" → ")
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    let diagonals = 2 * n - 1;
    page.say("intro", &[("diagonals", diagonals.into()), ("n", n.into())])?;
    page.mistake("mistake", &[])?;
    page.search_code(Strategy::BranchAndBound)?;
    page.code("src/strategies/branch_and_bound.rs", "fn blocked(")?;
    let guess = page.ask(&[("n", n.into())])?;
    let [previous, result] =
        [Strategy::Bounding, Strategy::BranchAndBound].map(|strategy| full_run(strategy, n));
    page.reveal(guess, result.counters.nodes())?;
    page.strategy_runs(&[&previous, &result])?;
    let c = &result.counters;
    let fewer = page.fewer(previous.counters.nodes(), c.nodes());
    let leaves = if result.leaves() == 0 {
        "after.no_leaf"
    } else {
        "after.leaves"
    };
    page.say(
        leaves,
        &[
            ("leaves", result.leaves().into()),
            ("solutions", c.solutions.into()),
        ],
    )?;
    // On a board of one square the flags have nothing to cut (n = 1).
    let after = match c.prunes() {
        0 => "after.none",
        _ => "after",
    };
    page.say(
        after,
        &[
            ("previous_nodes", previous.counters.nodes().into()),
            ("nodes", c.nodes().into()),
            ("fewer", fewer),
            ("prunes", c.prunes().into()),
            ("column", c.prunes_for(PruneReason::Column).into()),
            ("diagonal", c.prunes_for(PruneReason::Diagonal).into()),
            ("anti_diagonal", c.prunes_for(PruneReason::AntiDiagonal).into()),
        ],
    )?;
    page.say("map", &[("diagonals", diagonals.into())])?;
    let header = page.labels(&["map.seed", "map.tool"]);
    let rows = ["column_flag", "diagonal", "anti_diagonal"]
        .iter()
        .map(|row| page.labels(&[&format!("map.{row}.seed"), &format!("map.{row}.tool")]))
        .collect();
    page.table(header, rows)?;
    page.trace(Strategy::BranchAndBound, 24, false)?;
    let steps = call_order(page);
    page.say(
        "call_order",
        &[("n", CALL_ORDER_N.into()), ("steps", steps.into())],
    )?;
    page.question(&[], &[])
}
