//! The call order of a search, one numbered line per step: `nqueens trace`.
//!
//! [`Tracer`] is an observer. It writes each call (named as the strategy's
//! recursive function), each tried square, each prune with what caused it,
//! each placement with the flags it marks, each leaf test, each solution,
//! each undo with the flags it clears and each return, indented by depth.
//! It keeps its own copy of the placement from the place and undo events and
//! works out flag indices and masks from it (see `wording.rs`), so the
//! strategies stay as they are. After `max_steps` lines it stops writing but
//! keeps counting, so the trace says how many steps it left out and the
//! counters below it are those of the whole run, the same as `compare`'s.

pub mod wording;

use std::io::{self, Write};

use crate::board::{partial_grid, positions};
use crate::format::thousands;
use crate::lang::Lang;
use crate::observer::{Clash, Flow, Observer, PruneReason};
use crate::report::{Comparison, Entry};
use crate::run::{run_observed, RunResult, RunSpec};

/// Steps a trace shows unless told otherwise: about 200 lines stay readable.
pub const DEFAULT_MAX_STEPS: u64 = 200;

/// What a trace shows besides the steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TraceOptions {
    /// Print the flag arrays (the masks, for `bitmask`) after each placement and undo.
    pub flags: bool,
    /// Draw the board at each placement and solution.
    pub board: bool,
    /// Write at most this many numbered steps; the rest are counted only.
    pub max_steps: u64,
}

impl Default for TraceOptions {
    fn default() -> Self {
        Self {
            flags: false,
            board: false,
            max_steps: DEFAULT_MAX_STEPS,
        }
    }
}

/// The whole trace of `spec` as text: what [`write_trace`] writes.
pub fn trace_to_string(spec: RunSpec, options: TraceOptions) -> String {
    let mut out = Vec::new();
    write_trace(spec, options, &mut out).expect("writing to memory cannot fail");
    String::from_utf8(out).expect("a trace is UTF-8")
}

/// Runs `spec` and writes its trace to `out`: a title, the numbered steps,
/// how many were left out, then the counters of the run as `compare`
/// prints them (without the time, so the same run gives the same bytes).
pub fn write_trace(spec: RunSpec, options: TraceOptions, out: &mut dyn Write) -> io::Result<RunResult> {
    write_trace_in(Lang::En, spec, options, out)
}

/// [`write_trace`] with the steps worded in `lang`.
pub fn write_trace_in(
    lang: Lang,
    spec: RunSpec,
    options: TraceOptions,
    out: &mut dyn Write,
) -> io::Result<RunResult> {
    let RunSpec { strategy, n, first } = spec;
    writeln!(out, "{}", wording::title(lang, strategy, n, first))?;
    let mut tracer = Tracer::new(spec, options, out).in_lang(lang);
    let result = run_observed(spec, &mut tracer);
    let Tracer {
        out, steps, failed, ..
    } = tracer;
    if let Some(error) = failed {
        return Err(error);
    }
    if steps > options.max_steps {
        let (left, all) = (thousands(steps - options.max_steps), thousands(steps));
        writeln!(out, "{}", wording::left_out(lang, &left, &all, steps))?;
    }
    if first && result.counters.solutions > 0 {
        writeln!(out, "{}", wording::stopped(lang))?;
    }
    writeln!(out)?;
    let comparison = Comparison::new(n, first, vec![Entry::Ran(result.clone())]);
    out.write_all(comparison.render_untimed().as_bytes())?;
    Ok(result)
}

/// The observer that writes the numbered steps of a search.
pub struct Tracer<'w> {
    spec: RunSpec,
    lang: Lang,
    options: TraceOptions,
    out: &'w mut dyn Write,
    /// The placement as the search has it: `queens[row] = col` for the rows filled so far.
    queens: Vec<usize>,
    /// Steps seen so far, shown or not.
    steps: u64,
    solutions: u64,
    /// Width of the step numbers.
    width: usize,
    /// The first write that failed (a closed pipe); nothing is written after it.
    failed: Option<io::Error>,
}

impl<'w> Tracer<'w> {
    /// A tracer for `spec` writing to `out`.
    pub fn new(spec: RunSpec, options: TraceOptions, out: &'w mut dyn Write) -> Self {
        Self {
            spec,
            lang: Lang::En,
            options,
            out,
            queens: Vec::with_capacity(spec.n),
            steps: 0,
            solutions: 0,
            width: options.max_steps.max(1).to_string().len().min(6),
            failed: None,
        }
    }

    /// The same tracer, wording its steps in `lang`.
    pub fn in_lang(self, lang: Lang) -> Self {
        Self { lang, ..self }
    }

    /// Counts one more step and says whether it is written.
    fn shows_next_step(&mut self) -> bool {
        self.steps += 1;
        self.steps <= self.options.max_steps && self.failed.is_none()
    }

    /// Writes step `text` with its number, indented by `depth`, if it is shown.
    fn step(&mut self, depth: usize, text: impl FnOnce(&Self) -> String) -> bool {
        if !self.shows_next_step() {
            return false;
        }
        let line = text(self);
        let written = writeln!(
            self.out,
            "{:>width$} {:indent$}{line}",
            self.steps,
            "",
            width = self.width,
            indent = 2 * depth
        );
        self.keep_failure(written);
        true
    }

    /// Writes the lines of `text` under the step just written, unnumbered.
    fn details(&mut self, depth: usize, text: &str) {
        for line in text.lines() {
            let written = writeln!(
                self.out,
                "{:indent$}{line}",
                "",
                indent = self.width + 1 + 2 * depth + 2
            );
            self.keep_failure(written);
        }
    }

    fn keep_failure(&mut self, written: io::Result<()>) {
        if let Err(error) = written {
            self.failed.get_or_insert(error);
        }
    }

    /// The flag arrays (or masks) and the board under a step, where asked.
    fn show_state(&mut self, depth: usize, flags: bool, board: bool) {
        if flags && self.options.flags {
            let flags = wording::flags(self.lang, self.spec.strategy, self.spec.n, &self.queens);
            self.details(depth, &flags);
        }
        if board && self.options.board {
            let grid = partial_grid(&self.queens, self.spec.n, "Q", ".", " ");
            self.details(depth, &grid);
        }
    }
}

impl Observer for Tracer<'_> {
    fn call(&mut self, depth: usize) {
        self.step(depth, |t| {
            wording::call(t.spec.strategy, t.spec.n, &t.queens, depth)
        });
    }

    fn try_square(&mut self, row: usize, col: usize) {
        self.step(row + 1, |t| wording::try_square(t.lang, row, col));
    }

    fn prune(&mut self, row: usize, col: usize, reason: PruneReason) {
        self.step(row + 1, |t| {
            let cause = wording::prune(t.lang, t.spec.strategy, t.spec.n, &t.queens, (row, col), reason);
            wording::pruned(t.lang, row, col, &cause)
        });
    }

    fn place(&mut self, row: usize, col: usize) {
        self.queens.truncate(row);
        self.queens.push(col);
        if self.step(row + 1, |t| {
            let marks = wording::place(t.lang, t.spec.strategy, t.spec.n, row, col);
            wording::placed(t.lang, row, col, &marks)
        }) {
            self.show_state(row + 1, true, true);
        }
    }

    fn leaf_test(&mut self, queens: &[usize], clash: Option<Clash>) {
        self.step(queens.len() + 1, |t| {
            wording::leaf(
                t.lang,
                &positions(queens),
                &wording::leaf_test(t.lang, queens, clash),
            )
        });
    }

    fn solution(&mut self, queens: &[usize]) -> Flow {
        self.solutions += 1;
        let number = self.solutions;
        if self.step(queens.len() + 1, |t| {
            wording::solution(t.lang, number, &positions(queens))
        }) {
            self.show_state(queens.len() + 1, false, true);
        }
        Flow::Continue(())
    }

    fn undo(&mut self, row: usize, col: usize) {
        self.queens.truncate(row);
        if self.step(row + 1, |t| {
            let clears = wording::undo(t.lang, t.spec.strategy, t.spec.n, row, col);
            wording::undone(t.lang, row, col, &clears)
        }) {
            self.show_state(row + 1, true, false);
        }
    }

    fn ret(&mut self, depth: usize) {
        self.step(depth, |t| wording::returns(t.lang, t.spec.strategy, depth));
    }
}
