//! The steps of a search as data: one [`Step`] per event, numbered as
//! `nqueens trace` numbers them, with the placement after it.
//!
//! [`Stepper`] is the observer that turns a search's events into steps and
//! hands each kept one to a [`StepSink`]: the text trace writes it as a line,
//! a [`Recording`] keeps it for the JSON output, the terminal view and the
//! replay page. Past `max_steps` the stepper only counts, so a bounded
//! recording still knows how many steps the whole run took. A kept step
//! costs `size_of::<Step>()` bytes plus one byte per row for its placement
//! (see [`Recording::bytes`]).

use crate::observer::{Clash, Flow, Observer, PruneReason};
use crate::run::{run_observed, RunResult, RunSpec};

/// What a step does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StepKind {
    /// The recursive function is entered to fill row `depth`.
    Call,
    /// A square is considered.
    Try,
    /// The square just tried is rejected, for a reason.
    Prune,
    /// A queen is put on the square.
    Place,
    /// A full placement is tested (generate-and-test strategies only).
    LeafTest,
    /// A valid placement of every queen.
    Solution,
    /// The queen is taken off the square again.
    Undo,
    /// The call for row `depth` returns.
    Return,
}

impl StepKind {
    /// The name in JSON and on the page.
    pub fn name(self) -> &'static str {
        match self {
            Self::Call => "call",
            Self::Try => "try",
            Self::Prune => "prune",
            Self::Place => "place",
            Self::LeafTest => "leaf-test",
            Self::Solution => "solution",
            Self::Undo => "undo",
            Self::Return => "return",
        }
    }
}

/// One step of a search. Rows and columns count from 0; boards are at most
/// 32 x 32, so they fit a byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The step's number, from 1, as `nqueens trace` numbers it.
    pub number: u64,
    /// What the step does.
    pub kind: StepKind,
    /// The depth of the call that takes the step: the queens on the board
    /// when it was entered, which is also the row it fills (the board size
    /// for a leaf test or a solution).
    pub depth: u8,
    /// The square's row (tried, pruned, placed or undone), or the lower row
    /// of the two queens a leaf test found attacking each other.
    pub row: Option<u8>,
    /// The square's column, or the column of that lower queen.
    pub col: Option<u8>,
    /// Why the square was pruned, or how the two queens of a leaf test attack each other.
    pub reason: Option<PruneReason>,
    /// The index of the flag `reason` names through the square, as
    /// branch-and-bound's arrays number them ([`PruneReason::flag_index`]).
    pub flag: Option<u8>,
    /// The upper row of the two queens a leaf test found attacking each other.
    pub earlier_row: Option<u8>,
    /// Solutions found up to and including this step.
    pub solutions: u64,
    /// How many rows the placement after the step fills.
    pub filled: u8,
}

impl Step {
    /// How far the trace indents the step: calls and returns at their
    /// depth, the steps inside a call one level deeper.
    pub fn indent(&self) -> usize {
        match self.kind {
            StepKind::Call | StepKind::Return => usize::from(self.depth),
            _ => usize::from(self.depth) + 1,
        }
    }
}

/// Where a [`Stepper`] hands the steps it keeps.
pub trait StepSink {
    /// `step` was taken; `queens` is the placement after it (`queens[row] = col`).
    fn take(&mut self, step: &Step, queens: &[usize]);
}

/// The observer that numbers a search's steps and hands the first
/// `max_steps` of them to its sink.
pub struct Stepper<S> {
    n: usize,
    max_steps: u64,
    /// The placement as the search has it, from the place and undo events.
    queens: Vec<usize>,
    steps: u64,
    solutions: u64,
    sink: S,
}

impl<S: StepSink> Stepper<S> {
    /// A stepper for an `n` x `n` board keeping at most `max_steps` steps.
    pub fn new(n: usize, max_steps: u64, sink: S) -> Self {
        Self {
            n,
            max_steps,
            queens: Vec::with_capacity(n),
            steps: 0,
            solutions: 0,
            sink,
        }
    }

    /// Steps taken so far, kept or not.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The sink, once the search is over.
    pub fn into_sink(self) -> S {
        self.sink
    }

    /// Numbers one more step and hands it on if it is kept; `board` is the
    /// placement the step shows when it is not the search's own (a
    /// solution reported as its mirror image).
    fn step(
        &mut self,
        kind: StepKind,
        depth: usize,
        square: Option<(usize, usize)>,
        board: Option<&[usize]>,
    ) -> Option<Step> {
        self.steps += 1;
        if self.steps > self.max_steps {
            return None;
        }
        let byte = |value: usize| u8::try_from(value).expect("boards are at most 32 x 32");
        let queens = board.unwrap_or(&self.queens);
        let step = Step {
            number: self.steps,
            kind,
            depth: byte(depth),
            row: square.map(|(row, _)| byte(row)),
            col: square.map(|(_, col)| byte(col)),
            reason: None,
            flag: None,
            earlier_row: None,
            solutions: self.solutions,
            filled: byte(queens.len()),
        };
        Some(step)
    }

    fn hand_on(&mut self, step: Option<Step>, board: Option<&[usize]>) {
        if let Some(step) = step {
            self.sink.take(&step, board.unwrap_or(&self.queens));
        }
    }
}

impl<S: StepSink> Observer for Stepper<S> {
    fn call(&mut self, depth: usize) {
        let step = self.step(StepKind::Call, depth, None, None);
        self.hand_on(step, None);
    }

    fn try_square(&mut self, row: usize, col: usize) {
        let step = self.step(StepKind::Try, row, Some((row, col)), None);
        self.hand_on(step, None);
    }

    fn prune(&mut self, row: usize, col: usize, reason: PruneReason) {
        let n = self.n;
        let step = self
            .step(StepKind::Prune, row, Some((row, col)), None)
            .map(|step| Step {
                reason: Some(reason),
                flag: u8::try_from(reason.flag_index(row, col, n)).ok(),
                ..step
            });
        self.hand_on(step, None);
    }

    fn place(&mut self, row: usize, col: usize) {
        self.queens.truncate(row);
        self.queens.push(col);
        let step = self.step(StepKind::Place, row, Some((row, col)), None);
        self.hand_on(step, None);
    }

    fn leaf_test(&mut self, queens: &[usize], clash: Option<Clash>) {
        let n = self.n;
        let square = clash.map(|clash| (clash.row, queens[clash.row]));
        let step = self
            .step(StepKind::LeafTest, queens.len(), square, Some(queens))
            .map(|step| match clash {
                None => step,
                Some(clash) => Step {
                    reason: Some(clash.reason),
                    flag: u8::try_from(clash.reason.flag_index(clash.row, queens[clash.row], n)).ok(),
                    earlier_row: u8::try_from(clash.earlier_row).ok(),
                    ..step
                },
            });
        self.hand_on(step, Some(queens));
    }

    fn solution(&mut self, queens: &[usize]) -> Flow {
        self.solutions += 1;
        let step = self.step(StepKind::Solution, queens.len(), None, Some(queens));
        self.hand_on(step, Some(queens));
        Flow::Continue(())
    }

    fn undo(&mut self, row: usize, col: usize) {
        self.queens.truncate(row);
        let step = self.step(StepKind::Undo, row, Some((row, col)), None);
        self.hand_on(step, None);
    }

    fn ret(&mut self, depth: usize) {
        let step = self.step(StepKind::Return, depth, None, None);
        self.hand_on(step, None);
    }
}

/// The kept steps of one run, with the placement after each, and what the
/// whole run counted.
#[derive(Clone, Debug, PartialEq)]
pub struct Recording {
    /// The kept steps, numbered from 1 without a gap.
    pub steps: Vec<Step>,
    /// `n` bytes per kept step: the placement after it, `filled` rows used.
    placements: Vec<u8>,
    /// Steps of the whole run, kept or not.
    pub total: u64,
    /// The run, with the counters of the whole search.
    pub result: RunResult,
}

impl Recording {
    /// Runs `spec` and keeps its first `max_steps` steps.
    pub fn record(spec: RunSpec, max_steps: u64) -> Self {
        let mut stepper = Stepper::new(spec.n, max_steps, Keeper::new(spec.n));
        let result = run_observed(spec, &mut stepper);
        let total = stepper.steps();
        let Keeper {
            steps, placements, ..
        } = stepper.into_sink();
        Self {
            steps,
            placements,
            total,
            result,
        }
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.result.spec.n
    }

    /// Steps of the run that were counted but not kept.
    pub fn not_kept(&self) -> u64 {
        self.total - self.steps.len() as u64
    }

    /// The placement after the step at `index` (0 is step 1): `queens[row] = col`.
    pub fn queens(&self, index: usize) -> Vec<usize> {
        let n = self.n();
        let filled = usize::from(self.steps[index].filled);
        self.placements[index * n..index * n + filled]
            .iter()
            .map(|&col| usize::from(col))
            .collect()
    }

    /// The bytes the kept steps hold in memory (what was allocated for them).
    pub fn bytes(&self) -> usize {
        self.steps.capacity() * std::mem::size_of::<Step>() + self.placements.capacity()
    }
}

/// The sink of a [`Recording`].
struct Keeper {
    n: usize,
    steps: Vec<Step>,
    placements: Vec<u8>,
}

impl Keeper {
    fn new(n: usize) -> Self {
        Self {
            n,
            steps: Vec::new(),
            placements: Vec::new(),
        }
    }
}

impl StepSink for Keeper {
    fn take(&mut self, step: &Step, queens: &[usize]) {
        self.steps.push(*step);
        let start = self.placements.len();
        self.placements.resize(start + self.n, 0);
        for (kept, &col) in self.placements[start..].iter_mut().zip(queens) {
            *kept = u8::try_from(col).expect("boards are at most 32 x 32");
        }
    }
}
