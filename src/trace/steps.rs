//! The steps of a search as data: one [`Step`] per event, numbered as
//! `nqueens trace` numbers them, with the placement after it.
//!
//! [`Stepper`] is the observer that turns a search's events into steps and
//! hands each kept one to a [`StepSink`]: the text trace writes it as a line,
//! a [`Recording`] keeps it for the JSON output, the terminal view and the
//! replay page. Outside the steps it keeps the stepper only counts, so a
//! bounded recording still knows how many steps the whole run took. A
//! recording is a window: the first `max_steps` steps at first, and
//! [`Recording::reach`] runs the same (deterministic) search again to keep
//! the window around any later step, counting the steps before it without
//! keeping them, so every step of a run is reachable in bounded memory. A
//! kept step costs `size_of::<Step>()` bytes plus one byte per row for its
//! placement (see [`Recording::bytes`]).

pub use crate::observer::StepKind;
use crate::observer::{Clash, Flow, Observer, PruneReason, Quiet};
use crate::run::{check_size, search, RunResult, RunSpec, SpecError};
use crate::threads::Control;

// Rows and columns of the largest board fit a byte.
const _: () = assert!(crate::MAX_N <= u8::MAX as usize + 1);

/// One step of a search. Rows and columns count from 0; boards are at most
/// 32 x 32 ([`crate::MAX_N`]), so they fit a byte.
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
    /// The square's row (tried, pruned, placed or undone), the row a call
    /// or its return fills (its depth), or the lower row of the two queens
    /// a leaf test found attacking each other.
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
    /// The calls open after the step: entered and not yet returned. They
    /// fill rows 0, 1, ... in turn, since each is made by the one above.
    pub open: u8,
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

/// The counters of a run up to a step: what the players show beside it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Calls of the search (nodes), the root included.
    pub nodes: u64,
    /// Prunes by [`PruneReason::index`].
    pub prunes_by_reason: [u64; 3],
    /// Solutions found.
    pub solutions: u64,
}

impl Tally {
    /// Counts `step` in.
    pub fn add(&mut self, step: &Step) {
        self.count(step.kind, step.reason);
    }

    fn count(&mut self, kind: StepKind, reason: Option<PruneReason>) {
        match (kind, reason) {
            (StepKind::Call, _) => self.nodes += 1,
            (StepKind::Prune, Some(reason)) => self.prunes_by_reason[reason.index()] += 1,
            (StepKind::Solution, _) => self.solutions += 1,
            _ => {}
        }
    }
}

/// Where a [`Stepper`] hands the steps it keeps.
pub trait StepSink {
    /// `step` was taken; `queens` is the placement after it (`queens[row] = col`).
    fn take(&mut self, step: &Step, queens: &[usize]);

    /// Step `number`, kept or not, is a solution.
    fn solution_at(&mut self, _number: u64) {}
}

/// The observer that numbers a search's steps and hands the ones it keeps
/// (`max_steps` of them from step `first`, 1 unless told) to its sink.
pub struct Stepper<S> {
    n: usize,
    first: u64,
    max_steps: u64,
    /// Whether a solution past the kept steps stops the search (when the
    /// whole run is counted already).
    stop_past: bool,
    /// The placement as the search has it, from the place and undo events.
    queens: Vec<usize>,
    steps: u64,
    solutions: u64,
    open: u8,
    /// The counters of the steps before `first`.
    before: Tally,
    sink: S,
}

impl<S: StepSink> Stepper<S> {
    /// A stepper for an `n` x `n` board keeping at most `max_steps` steps.
    pub fn new(n: usize, max_steps: u64, sink: S) -> Self {
        Self {
            n,
            first: 1,
            max_steps,
            stop_past: false,
            queens: Vec::with_capacity(n),
            steps: 0,
            solutions: 0,
            open: 0,
            before: Tally::default(),
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

    /// Whether step `number` is one this stepper keeps.
    fn keeps(&self, number: u64) -> bool {
        number >= self.first && number - self.first < self.max_steps
    }

    /// Numbers one more step and returns it if it is kept; `board` is the
    /// placement the step shows when it is not the search's own (a full
    /// placement tested, or a solution reported as its mirror image).
    fn step(
        &mut self,
        kind: StepKind,
        depth: usize,
        square: Option<(usize, usize)>,
        reason: Option<PruneReason>,
        board: Option<&[usize]>,
    ) -> Option<Step> {
        self.steps += 1;
        match kind {
            StepKind::Call => self.open += 1,
            StepKind::Return => self.open -= 1,
            StepKind::Solution => {
                self.solutions += 1;
                self.sink.solution_at(self.steps);
            }
            _ => {}
        }
        if !self.keeps(self.steps) {
            if self.steps < self.first {
                self.before.count(kind, reason);
            }
            return None;
        }
        let byte = |value: usize| u8::try_from(value).expect("boards are at most 32 x 32");
        let n = self.n;
        Some(Step {
            number: self.steps,
            kind,
            depth: byte(depth),
            row: square.map(|(row, _)| byte(row)),
            col: square.map(|(_, col)| byte(col)),
            reason,
            flag: square
                .zip(reason)
                .and_then(|((row, col), reason)| u8::try_from(reason.flag_index(row, col, n)).ok()),
            earlier_row: None,
            solutions: self.solutions,
            filled: byte(board.unwrap_or(&self.queens).len()),
            open: self.open,
        })
    }

    fn hand_on(&mut self, step: Option<Step>, board: Option<&[usize]>) {
        if let Some(step) = step {
            self.sink.take(&step, board.unwrap_or(&self.queens));
        }
    }

    /// The step of a call or a return, on the row the call fills: its depth.
    fn call_step(&mut self, kind: StepKind, depth: usize) {
        let row = u8::try_from(depth).ok();
        let step = self
            .step(kind, depth, None, None, None)
            .map(|step| Step { row, ..step });
        self.hand_on(step, None);
    }
}

impl<S: StepSink> Observer for Stepper<S> {
    fn call(&mut self, depth: usize) {
        self.call_step(StepKind::Call, depth);
    }

    fn try_square(&mut self, row: usize, col: usize) {
        let step = self.step(StepKind::Try, row, Some((row, col)), None, None);
        self.hand_on(step, None);
    }

    fn prune(&mut self, row: usize, col: usize, reason: PruneReason) {
        let step = self.step(StepKind::Prune, row, Some((row, col)), Some(reason), None);
        self.hand_on(step, None);
    }

    fn place(&mut self, row: usize, col: usize) {
        self.queens.truncate(row);
        self.queens.push(col);
        let step = self.step(StepKind::Place, row, Some((row, col)), None, None);
        self.hand_on(step, None);
    }

    fn leaf_test(&mut self, queens: &[usize], clash: Option<Clash>) {
        let square = clash.map(|clash| (clash.row, queens[clash.row]));
        let reason = clash.map(|clash| clash.reason);
        let earlier_row = clash.and_then(|clash| u8::try_from(clash.earlier_row).ok());
        let step = self
            .step(StepKind::LeafTest, queens.len(), square, reason, Some(queens))
            .map(|step| Step { earlier_row, ..step });
        self.hand_on(step, Some(queens));
    }

    fn solution(&mut self, queens: &[usize]) -> Flow {
        let step = self.step(StepKind::Solution, queens.len(), None, None, Some(queens));
        self.hand_on(step, Some(queens));
        if self.stop_past && self.steps >= self.first.saturating_add(self.max_steps) {
            Flow::Break(())
        } else {
            Flow::Continue(())
        }
    }

    fn undo(&mut self, row: usize, col: usize) {
        self.queens.truncate(row);
        let step = self.step(StepKind::Undo, row, Some((row, col)), None, None);
        self.hand_on(step, None);
    }

    fn ret(&mut self, depth: usize) {
        self.call_step(StepKind::Return, depth);
    }
}

/// The kept steps of one run (a window of at most `max_steps` of them in a
/// row), with the placement after each, and what the whole run counted.
#[derive(Clone, Debug, PartialEq)]
pub struct Recording {
    /// The kept steps, numbered without a gap from the window's first.
    pub steps: Vec<Step>,
    /// `n` bytes per kept step: the placement after it, `filled` rows used.
    placements: Vec<u8>,
    /// The counters of the steps before the window.
    pub before: Tally,
    /// The most steps the window holds.
    pub max_steps: u64,
    /// Steps of the whole run, kept or not.
    pub total: u64,
    /// The number of every solution step of the run, kept or not.
    pub solution_steps: Vec<u64>,
    /// The run, with the counters of the whole search.
    pub result: RunResult,
}

impl Recording {
    /// Runs `spec` and keeps its first `max_steps` steps; a board the
    /// strategy does not take is refused before anything runs ([`search`]).
    pub fn record(spec: RunSpec, max_steps: u64) -> Result<Self, SpecError> {
        Self::record_watched(spec, max_steps, &mut Quiet)
    }

    /// [`Recording::record`], with `watcher` observing the same run (the
    /// progress bar of `nqueens trace`).
    pub fn record_watched<O: Observer>(
        spec: RunSpec,
        max_steps: u64,
        watcher: &mut O,
    ) -> Result<Self, SpecError> {
        check_size(spec.strategy, spec.n, false)?;
        let mut stepper = Stepper::new(spec.n, max_steps, Keeper::new(spec.n));
        let result = search(spec, Control::on_threads(1), &mut (&mut stepper, watcher))?;
        let total = stepper.steps();
        let Keeper {
            steps,
            placements,
            solution_steps,
            ..
        } = stepper.into_sink();
        Ok(Self {
            steps,
            placements,
            before: Tally::default(),
            max_steps,
            total,
            solution_steps,
            result,
        })
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.result.spec.n
    }

    /// Steps of the run that were counted but not kept.
    pub fn not_kept(&self) -> u64 {
        self.total - self.steps.len() as u64
    }

    /// Where step `number` is in the window, if it is kept.
    pub fn index_of(&self, number: u64) -> Option<usize> {
        let first = self.steps.first()?.number;
        let index = usize::try_from(number.checked_sub(first)?).ok()?;
        (index < self.steps.len()).then_some(index)
    }

    /// Keeps the window around step `number` (1 to `total`): unless it is
    /// kept already, runs the search again and keeps `max_steps` steps
    /// with it in the middle (as far as the run reaches either way),
    /// counting the steps before them, and stops at the first solution
    /// past them. The old window is let go first, so memory holds one.
    pub fn reach(&mut self, number: u64) {
        if self.index_of(number).is_some() || self.max_steps == 0 {
            return;
        }
        let last_start = self.total.saturating_sub(self.max_steps) + 1;
        let first = number.saturating_sub(self.max_steps / 2).clamp(1, last_start);
        let n = self.n();
        self.steps = Vec::new();
        self.placements = Vec::new();
        let mut stepper = Stepper {
            first,
            stop_past: true,
            ..Stepper::new(n, self.max_steps, Keeper::new(n))
        };
        search(self.result.spec, Control::on_threads(1), &mut stepper).expect("the board was recorded once");
        self.before = stepper.before;
        let Keeper {
            steps, placements, ..
        } = stepper.into_sink();
        self.steps = steps;
        self.placements = placements;
    }

    /// The placement after the step at `index` of the window: `queens[row] = col`.
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
    solution_steps: Vec<u64>,
}

impl Keeper {
    fn new(n: usize) -> Self {
        Self {
            n,
            steps: Vec::new(),
            placements: Vec::new(),
            solution_steps: Vec::new(),
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

    fn solution_at(&mut self, number: u64) {
        self.solution_steps.push(number);
    }
}
