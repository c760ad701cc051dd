//! A recording as JSON: `nqueens trace --format json`, and the data the
//! replay page carries.
//!
//! One object: what ran, how many steps it took and how many were kept,
//! `steps` (an array with one object per kept step, one a line) and
//! `counters`, the object `compare --format json` prints for the run (its
//! keys in the same order). Each step has `step`, `kind`, `row` (a call's
//! and a return's is the row the call fills, its depth), `col`, `depth`,
//! `reason` and `flag` (`null` where the step has none), `earlier_row` (a
//! leaf test's clash), `solutions` so far, `queens` (the placement after
//! it), `line` (the line of the strategy's source file it executes, from 1,
//! [`Code::line`]; `null` where that file has none) and `text`, the trace's
//! line for it. The heading names that file in `source`.

use std::io::{self, Write};

use serde::Serialize;

use super::code::Code;
use super::steps::{Recording, StepKind};
use super::wording;
use crate::lang::Lang;
use crate::observer::PruneReason;
use crate::report::{Comparison, Entry};

/// What ran and how much of it was kept: everything before the steps.
#[derive(Serialize)]
struct Heading<'a> {
    strategy: &'a str,
    function: &'a str,
    source: Option<&'a str>,
    n: usize,
    first: bool,
    steps_in_all: u64,
    steps_not_kept: u64,
}

/// One step as an object.
#[derive(Serialize)]
struct JsonStep<'a> {
    step: u64,
    kind: StepKind,
    row: Option<u8>,
    col: Option<u8>,
    depth: u8,
    reason: Option<PruneReason>,
    flag: Option<u8>,
    earlier_row: Option<u8>,
    solutions: u64,
    queens: &'a [usize],
    line: Option<usize>,
    text: String,
}

/// Writes `recording` as one JSON object, ending with a newline.
pub fn write_json(recording: &Recording, lang: Lang, out: &mut dyn Write) -> io::Result<()> {
    let spec = recording.result.spec;
    let code = Code::of(spec.strategy);
    let heading = Heading {
        strategy: spec.strategy.name(),
        function: spec.strategy.function(),
        source: code.as_ref().map(|code| code.path.as_str()),
        n: spec.n,
        first: spec.first,
        steps_in_all: recording.total,
        steps_not_kept: recording.not_kept(),
    };
    let heading = serde_json::to_string(&heading)?;
    // The heading's fields, then the steps and the counters in the same object.
    writeln!(out, "{},", heading.trim_end_matches('}'))?;
    writeln!(out, "\"steps\": [")?;
    for (index, step) in recording.steps.iter().enumerate() {
        let queens = recording.queens(index);
        let line = JsonStep {
            step: step.number,
            kind: step.kind,
            row: step.row,
            col: step.col,
            depth: step.depth,
            reason: step.reason,
            flag: step.flag,
            earlier_row: step.earlier_row,
            solutions: step.solutions,
            queens: &queens,
            line: code.as_ref().and_then(|code| code.line(step)),
            text: wording::describe(lang, spec.strategy, spec.n, step, &queens),
        };
        let comma = if index + 1 < recording.steps.len() {
            ","
        } else {
            ""
        };
        writeln!(out, "{}{comma}", serde_json::to_string(&line)?)?;
    }
    writeln!(out, "],")?;
    let comparison = Comparison::new(spec.n, spec.first, vec![Entry::Ran(recording.result.clone())]);
    writeln!(out, "\"counters\": {}", comparison.json_object(0))?;
    writeln!(out, "}}")?;
    Ok(())
}
