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
//!
//! The same steps, recorded, give the state-space tree of the search
//! ([`Tree`]), and each step has its line in the strategy's own source
//! ([`Code`]); `render` draws them (the tree, the code, a step, the GIF).

mod code;
mod json;
mod steps;
mod tree;
pub mod wording;

use std::io::{self, Write};

pub use code::{Code, Mark};
pub use json::write_json;
pub use steps::{Recording, Step, StepKind, StepSink, Stepper, Tally};
pub use tree::{NodeKind, Tree, TreeNode, TreeRefusal, MAX_TREE_ELEMENTS};
pub use wording::describe;

use crate::board::partial_grid;
use crate::format::thousands;
use crate::lang::Lang;
use crate::observer::{Observer, Quiet};
use crate::report::{Comparison, Entry};
use crate::run::{check_size, search, RunResult, RunSpec, SpecError};
use crate::threads::Control;

/// Steps a trace shows unless told otherwise: about 200 lines stay readable.
pub const DEFAULT_MAX_STEPS: u64 = 200;

/// The most steps a recording keeps in memory (JSON, the page, the
/// terminal view): about 42 bytes each at n = 10 (see `Recording::bytes`),
/// so a million stay well under 100 MB.
pub const MAX_RECORDED_STEPS: u64 = 1_000_000;

/// What opens the code line after a step of a trace with its code.
pub const CODE_CELL: char = '\u{25b8}';

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

/// The whole trace of `spec` as text: what [`write_trace`] writes, or the
/// refusal of a board the strategy does not take ([`search`]).
pub fn trace_to_string(spec: RunSpec, options: TraceOptions) -> Result<String, SpecError> {
    check_size(spec.strategy, spec.n, false)?;
    let mut out = Vec::new();
    write_trace(spec, options, &mut out).expect("writing to memory cannot fail");
    Ok(String::from_utf8(out).expect("a trace is UTF-8"))
}

/// Runs `spec` and writes its trace to `out`: a title, the numbered steps,
/// how many were left out, then the counters of the run as `compare`
/// prints them (without the time, so the same run gives the same bytes).
/// A board the strategy does not take is an error of kind `InvalidInput`
/// holding the [`SpecError`], before anything is written.
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
    write_trace_watched((lang, None), spec, options, out, &mut Quiet)
}

/// [`write_trace_in`], with `watcher` observing the same run (the progress
/// bar of `nqueens trace`); with `code`, each step's line followed by the
/// line of `code` it executes (`nqueens trace --code`).
pub fn write_trace_watched<O: Observer>(
    (lang, code): (Lang, Option<Code>),
    spec: RunSpec,
    options: TraceOptions,
    out: &mut dyn Write,
    watcher: &mut O,
) -> io::Result<RunResult> {
    let RunSpec {
        strategy, n, first, ..
    } = spec;
    let refused = |refusal: SpecError| io::Error::new(io::ErrorKind::InvalidInput, refusal);
    check_size(strategy, n, false).map_err(refused)?;
    writeln!(out, "{}", wording::title(lang, strategy, n, first))?;
    let mut tracer = Tracer::new(spec, options, out).in_lang(lang);
    tracer.code = code;
    let mut stepper = tracer.stepper();
    let result = search(spec, Control::on_threads(1), &mut (&mut stepper, watcher)).map_err(refused)?;
    let steps = stepper.steps();
    let Tracer { out, failed, .. } = stepper.into_sink();
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
    out.write_all(comparison.render_untimed(lang).as_bytes())?;
    Ok(result)
}

/// The sink that writes each step as a numbered line, indented by depth.
pub struct Tracer<'w> {
    spec: RunSpec,
    lang: Lang,
    options: TraceOptions,
    out: &'w mut dyn Write,
    /// Width of the step numbers.
    width: usize,
    /// The first write that failed (a closed pipe); nothing is written after it.
    failed: Option<io::Error>,
    /// The code whose line each step is followed by, if any.
    code: Option<Code>,
}

impl<'w> Tracer<'w> {
    /// A tracer for `spec` writing to `out`.
    pub fn new(spec: RunSpec, options: TraceOptions, out: &'w mut dyn Write) -> Self {
        Self {
            spec,
            lang: Lang::En,
            options,
            out,
            width: options.max_steps.max(1).to_string().len().min(6),
            failed: None,
            code: None,
        }
    }

    /// The same tracer, wording its steps in `lang`.
    pub fn in_lang(self, lang: Lang) -> Self {
        Self { lang, ..self }
    }

    /// The observer that numbers the steps of the search and hands them to this tracer.
    pub fn stepper(self) -> Stepper<Self> {
        Stepper::new(self.spec.n, self.options.max_steps, self)
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
}

impl StepSink for Tracer<'_> {
    fn take(&mut self, step: &Step, queens: &[usize]) {
        if self.failed.is_some() {
            return;
        }
        let RunSpec { strategy, n, .. } = self.spec;
        let depth = step.indent();
        let mut line = wording::describe(self.lang, strategy, n, step, queens);
        if let Some(code) = &self.code {
            line.push_str(&code_cell(code, step));
        }
        let written = writeln!(
            self.out,
            "{:>width$} {:indent$}{line}",
            step.number,
            "",
            width = self.width,
            indent = 2 * depth
        );
        self.keep_failure(written);
        let (flags, board) = match step.kind {
            StepKind::Place => (true, true),
            StepKind::Undo => (true, false),
            StepKind::Solution => (false, true),
            _ => (false, false),
        };
        if flags && self.options.flags {
            let flags = wording::flags(self.lang, strategy, n, queens);
            self.details(depth, &flags);
        }
        if board && self.options.board {
            let grid = partial_grid(queens, n, "Q", ".", " ");
            self.details(depth, &grid);
        }
    }
}

/// What follows a step's line in a trace with its code: the line of
/// `code` the step executes, numbered as in the file (`  ▸ 14: solve(0);`),
/// or `  ▸ ⋯` where the file has none (a return, the end of a function).
fn code_cell(code: &Code, step: &Step) -> String {
    match code.line(step) {
        Some(line) => format!("  {CODE_CELL} {line}: {}", code.text(line).trim()),
        None => format!("  {CODE_CELL} \u{22ef}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategies::Strategy;

    #[test]
    fn a_board_the_strategy_does_not_take_is_refused_before_a_step() {
        for n in [0, crate::MAX_N + 1] {
            let spec = RunSpec::of(Strategy::BranchAndBound, n, false);
            let expected = check_size(Strategy::BranchAndBound, n, false).unwrap_err();
            assert_eq!(trace_to_string(spec, TraceOptions::default()), Err(expected));
            assert_eq!(Recording::record(spec, 10).map(|_| ()), Err(expected));
            let mut out = Vec::new();
            let error = write_trace(spec, TraceOptions::default(), &mut out).unwrap_err();
            assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
            assert!(out.is_empty(), "nothing written before the refusal");
        }
    }
}
