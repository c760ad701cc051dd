//! What the view shows at one step, as a pure function of the recorded
//! steps and a position: the board with its marks, the open calls, the
//! counters up to the step, the line of the source the step executes and
//! the path of the state-space tree down to it. Nothing here draws; the
//! terminal view lays it out, and the tests read it directly.

use crate::observer::PruneReason;
use crate::trace::{Code, Recording, Step, StepKind, Tally};

/// What one square of the board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Square {
    /// Nothing: no queen above attacks it.
    Free,
    /// A queen above attacks it, along this line first (column, then `/`,
    /// then `\`, the order prunes are charged in).
    Attacked(PruneReason),
    /// A queen.
    Queen,
    /// The square being tried, and the line that attacks it, if any.
    Tried(Option<PruneReason>),
    /// The square just pruned, for its reason (or the queen a leaf test
    /// found attacking an earlier one).
    Pruned(PruneReason),
}

/// One open call of the recursion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The row the call fills (its depth).
    pub row: usize,
    /// The column it is trying, once it tries one.
    pub trying: Option<usize>,
}

/// The view at one step of a recording: the same wherever the window of
/// steps in memory starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The step.
    pub step: Step,
    /// The placement after the step, `queens[row] = col`.
    pub queens: Vec<usize>,
    /// The board, row by row.
    pub board: Vec<Vec<Square>>,
    /// The open calls, the root first.
    pub stack: Vec<Frame>,
    /// The counters up to the step.
    pub tally: Tally,
    /// The line of the strategy's source the step executes ([`Code::line`]).
    pub line: Option<usize>,
    /// The state-space tree's path from the root to the step, one level a row.
    pub path: Vec<Level>,
}

/// One level of the tree's path down to a step: the square of the row, and
/// its siblings folded into counts (the columns of the row on each side:
/// the loops go through the columns in order, so those on the left are
/// finished and those on the right not reached yet).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// The square's row.
    pub row: usize,
    /// The square's column.
    pub col: usize,
    /// What the step did with it: placed, tried or pruned.
    pub kind: StepKind,
    /// Why it was pruned.
    pub reason: Option<PruneReason>,
    /// Columns of the row left of it.
    pub left: usize,
    /// Columns of the row right of it.
    pub right: usize,
}

impl View {
    /// The view at `index` of the recording's window (clamped to its last
    /// step). A window holds at least one step: every search makes its
    /// root call.
    pub fn at(recording: &Recording, index: usize) -> Self {
        let index = index.min(recording.steps.len() - 1);
        let step = recording.steps[index];
        let queens = recording.queens(index);
        let mut tally = recording.before;
        for step in &recording.steps[..=index] {
            tally.add(step);
        }
        let n = recording.n();
        Self {
            step,
            board: board(n, &step, &queens),
            stack: stack(&step, &queens),
            tally,
            line: Code::of(recording.result.spec.strategy).and_then(|code| code.line(&step)),
            path: path(n, &step, &queens),
            queens,
        }
    }
}

/// The tree's path down to `step`: a level for each queen placed by a
/// call still open (none at the join of `halves`, whose boards are not in
/// its tree), then the square the step tries or prunes, if it does.
fn path(n: usize, step: &Step, queens: &[usize]) -> Vec<Level> {
    let level = |row: usize, col: usize, kind: StepKind, reason: Option<PruneReason>| Level {
        row,
        col,
        kind,
        reason,
        left: col,
        right: n - 1 - col,
    };
    let mut path: Vec<Level> = queens
        .iter()
        .take(usize::from(step.open))
        .enumerate()
        .map(|(row, &col)| level(row, col, StepKind::Place, None))
        .collect();
    if let (StepKind::Try | StepKind::Prune, Some(row), Some(col)) = (step.kind, step.row, step.col) {
        path.push(level(usize::from(row), usize::from(col), step.kind, step.reason));
    }
    path
}

/// The squares of an `n` x `n` board after `step`, with `queens` on it.
fn board(n: usize, step: &Step, queens: &[usize]) -> Vec<Vec<Square>> {
    let mut board: Vec<Vec<Square>> = (0..n)
        .map(|row| {
            (0..n)
                .map(|col| {
                    if queens.get(row) == Some(&col) {
                        Square::Queen
                    } else if row < queens.len() {
                        Square::Free
                    } else {
                        PruneReason::charged(queens, row, col).map_or(Square::Free, Square::Attacked)
                    }
                })
                .collect()
        })
        .collect();
    if let Some((row, col)) = step.row.zip(step.col) {
        let (row, col) = (usize::from(row), usize::from(col));
        let mark = match (step.kind, step.reason) {
            (StepKind::Try, _) => Some(Square::Tried(PruneReason::charged(queens, row, col))),
            (StepKind::Prune | StepKind::LeafTest, Some(reason)) => Some(Square::Pruned(reason)),
            _ => None,
        };
        if let (Some(mark), Some(square)) = (mark, board.get_mut(row).and_then(|line| line.get_mut(col))) {
            *square = mark;
        }
    }
    board
}

/// The open calls after `step`, the root first: the calls entered and
/// not yet returned, each trying the column of its row's queen, the
/// deepest the step's own square.
fn stack(step: &Step, queens: &[usize]) -> Vec<Frame> {
    let depth = usize::from(step.depth);
    (0..usize::from(step.open))
        .map(|row| {
            let own = step
                .col
                .filter(|_| row == depth && step.kind != StepKind::LeafTest);
            Frame {
                row,
                trying: queens.get(row).copied().or(own.map(usize::from)),
            }
        })
        .collect()
}
