//! The source of a traced strategy, and the line each step executes.
//!
//! The file that ran is built in (`include_str!`), so the code shown is the
//! code compiled, never a copy. A comment `// step: KIND` on the line above
//! a statement marks it as the line of that kind of step: `try` on the loop
//! over the columns, `prune` on the test that rules a square out (one marker
//! per reason, `// step: prune diagonal`, where the code tests each reason
//! on its own line), `place`, `call` on the recursive call, `undo`,
//! `return`, `leaf-test` and `solution`. A marker may name a row instead
//! (`// step: call 0`, the first call, made from outside the recursion),
//! and one statement may carry several kinds (`// step: leaf-test,
//! solution`). [`Code::line`] reads the markers; the tests check that each
//! one sits on the statement its kind names.
//!
//! The same panel shows a program of the progression in C, C++, Java,
//! Python or plain Rust ([`Code::program`]): the whole file, its comments
//! in the language of the messages, each step lit on the statement its
//! folder's `marks.txt` gives the step's kind.

use std::ops::RangeInclusive;

use crate::lang::Lang;
use crate::programs::{self, CodeLang};
use crate::strategies::Strategy;

use super::{Step, StepKind};

/// What starts a marker comment.
const MARKER: &str = "// step: ";

/// The traced strategies' files: their path in the repository and their text.
const FILES: [(Strategy, &str, &str); 8] = [
    (
        Strategy::Branching,
        "src/strategies/branching.rs",
        include_str!("../strategies/branching.rs"),
    ),
    (
        Strategy::Bounding,
        "src/strategies/bounding.rs",
        include_str!("../strategies/bounding.rs"),
    ),
    (
        Strategy::BranchAndBound,
        "src/strategies/branch_and_bound.rs",
        include_str!("../strategies/branch_and_bound.rs"),
    ),
    (
        Strategy::Pairwise,
        "src/strategies/pairwise.rs",
        include_str!("../strategies/pairwise.rs"),
    ),
    (
        Strategy::Bitmask,
        "src/strategies/bitmask.rs",
        include_str!("../strategies/bitmask.rs"),
    ),
    (
        Strategy::Mirror,
        "src/strategies/mirror.rs",
        include_str!("../strategies/mirror.rs"),
    ),
    (
        Strategy::Symmetry,
        "src/strategies/symmetry.rs",
        include_str!("../strategies/symmetry.rs"),
    ),
    (
        Strategy::Halves,
        "src/strategies/halves/walk.rs",
        include_str!("../strategies/halves/walk.rs"),
    ),
];

/// One marker: the kind it names, what it is narrowed to (a prune's reason
/// or a row), and the line of the statement under it (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    /// The step kind.
    pub kind: StepKind,
    /// A reason's name (`column`, `diagonal`, `anti-diagonal`) or a row, if the marker names one.
    pub only: Option<String>,
    /// The marked statement's line in the file, from 1.
    pub line: usize,
}

/// The source file of a traced strategy with its markers, or a program
/// of the progression with its marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code {
    /// The file, from the repository root.
    pub path: String,
    /// Its lines, the first being line 1.
    pub lines: Vec<String>,
    /// Its markers, in file order.
    pub marks: Vec<Mark>,
    /// Whether a panel shows the whole file (a program), rather than the
    /// functions that hold a marker (a strategy's file).
    pub whole: bool,
}

impl Code {
    /// The code of `strategy`, when the strategy is traced step by step
    /// (not `parallel`, `construction` or `min-conflicts`).
    pub fn of(strategy: Strategy) -> Option<Self> {
        let (_, path, text) = FILES.into_iter().find(|(owner, ..)| *owner == strategy)?;
        let lines: Vec<&'static str> = text.lines().collect();
        let marks = lines
            .iter()
            .enumerate()
            .filter_map(|(index, line)| Some((index, line.trim_start().strip_prefix(MARKER)?)))
            .flat_map(|(index, named)| {
                let statement = statement_below(&lines, index);
                named.split(", ").map(move |one| {
                    let mut words = one.splitn(2, ' ');
                    let kind = words.next().and_then(StepKind::named);
                    let kind = kind.unwrap_or_else(|| panic!("{path}: no step kind '{one}'"));
                    Mark {
                        kind,
                        only: words.next().map(str::to_string),
                        line: statement,
                    }
                })
            })
            .collect();
        Some(Self {
            path: path.to_string(),
            lines: lines.into_iter().map(str::to_string).collect(),
            marks,
            whole: false,
        })
    }

    /// The program of `strategy` in `code`, its comments in `lang`: the
    /// one that stops at its first solution when `first` and there is one,
    /// else the one that counts (whose steps up to its first solution are
    /// the same). `None` for [`CodeLang::Rust`], and for a strategy with no
    /// program ([`programs::counted_strategies`] lists those with one).
    pub fn program(strategy: Strategy, first: bool, code: CodeLang, lang: Lang) -> Option<Self> {
        let program = programs::find(strategy, first).or_else(|| programs::find(strategy, false))?;
        let source = program.source(code)?;
        let marks = source
            .marks
            .iter()
            .map(|mark| Mark {
                kind: mark.kind,
                only: mark.only.map(str::to_string),
                line: mark.line,
            })
            .collect();
        Some(Self {
            lines: source.shown(lang).lines().map(str::to_string).collect(),
            path: source.path,
            marks,
            whole: true,
        })
    }

    /// The line (from 1) that `step` executes, by [`programs::step_line`]; none
    /// when the file has no line for it (the join of `halves` finds its
    /// solutions in another file).
    pub fn line(&self, step: &Step) -> Option<usize> {
        let marks = self
            .marks
            .iter()
            .map(|mark| (mark.kind, mark.only.as_deref(), mark.line));
        programs::step_line(marks, step.kind, step.reason, step.row.map(usize::from))
    }

    /// The parts of the file shown beside a trace: each function holding a
    /// marker, whole, in file order (line numbers from 1); a program whole.
    pub fn shown(&self) -> Vec<RangeInclusive<usize>> {
        if self.whole {
            return vec![1..=self.lines.len()];
        }
        let mut parts: Vec<RangeInclusive<usize>> = Vec::new();
        for mark in &self.marks {
            let part = function_around(&self.lines, mark.line - 1);
            if !parts.iter().any(|shown| shown.contains(part.start())) {
                parts.push(part);
            }
        }
        parts.sort_by_key(|part| *part.start());
        parts
    }

    /// What a panel of the code shows, row by row: the lines of the parts
    /// shown ([`Code::shown`]), in file order, with `None` for the gap
    /// between two parts.
    pub fn rows(&self) -> Vec<Option<usize>> {
        let mut rows = Vec::new();
        for (part, lines) in self.shown().into_iter().enumerate() {
            if part > 0 {
                rows.push(None);
            }
            rows.extend(lines.map(Some));
        }
        rows
    }

    /// The `height` rows of [`Code::rows`] that a panel of that height
    /// shows around `line`: centred on it where the file allows, from the
    /// top when there is no line.
    pub fn around(&self, line: Option<usize>, height: usize) -> Vec<Option<usize>> {
        let rows = self.rows();
        let at = rows
            .iter()
            .position(|row| row.is_some() && *row == line)
            .unwrap_or(0);
        let first = at
            .saturating_sub(height / 2)
            .min(rows.len().saturating_sub(height));
        rows.into_iter().skip(first).take(height).collect()
    }

    /// The text of line `line` (from 1).
    pub fn text(&self, line: usize) -> &str {
        &self.lines[line - 1]
    }

    /// Whether line `line` (from 1) is a marker comment.
    pub fn is_marker(&self, line: usize) -> bool {
        self.text(line).trim_start().starts_with(MARKER)
    }
}

/// The line (from 1) of the first statement below the marker at `index`.
fn statement_below(lines: &[&str], index: usize) -> usize {
    lines[index + 1..]
        .iter()
        .position(|line| !line.trim_start().starts_with("//"))
        .map_or(index + 1, |offset| index + 2 + offset)
}

/// The function around the line at `index`, from its first line to its
/// closing brace, as lines from 1.
fn function_around<S: AsRef<str>>(lines: &[S], index: usize) -> RangeInclusive<usize> {
    let line = |at: usize| lines[at].as_ref();
    let depth = |line: &str| line.len() - line.trim_start().len();
    let inner = depth(line(index));
    let start = (0..=index)
        .rev()
        .find(|&at| {
            let text = line(at).trim_start();
            depth(line(at)) < inner
                && (text.starts_with("fn ") || text.contains(" fn "))
                && text.contains('(')
        })
        .unwrap_or(index);
    let closing = format!("{}}}", &line(start)[..depth(line(start))]);
    let end = (start..lines.len())
        .find(|&at| line(at) == closing)
        .unwrap_or(index);
    start + 1..=end + 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::RunSpec;
    use crate::trace::Recording;

    /// What the statement of each kind says, in every traced file.
    fn sits_on_its_statement(function: &str, kind: StepKind, only: Option<&str>, code: &str) -> bool {
        let code = code.trim();
        match (kind, only) {
            (StepKind::Try, _) => code.starts_with("for col in 0..") || code.starts_with("while free != 0 "),
            (StepKind::Prune, Some(reason)) => {
                let flag = match reason {
                    "column" => "column_used[col]",
                    "diagonal" => "diagonal_used[diagonal]",
                    _ => "anti_diagonal_used[anti_diagonal]",
                };
                code.starts_with(&format!("if self.{flag} "))
            }
            (StepKind::Prune, None) => {
                code.starts_with("if self.column_used[col] ")
                    || code.starts_with(
                        "if earlier_col == col || row - earlier_row == earlier_col.abs_diff(col)",
                    )
                    || code.starts_with("let mut free = !(columns | diagonals | anti_diagonals) &")
            }
            (StepKind::Place, _) => {
                code.contains("observer.place(0, col)")
                    || code == "self.queens[row] = col;"
                    || code == "let queens = with_queen(queens, row, col);"
            }
            (StepKind::Call, _) => code.contains(&format!("{function}(")) || code == "observer.call(0);",
            (StepKind::Undo, _) => {
                code.contains("undo(") || code.contains("= false;") || code.contains(", false);")
            }
            (StepKind::Return, _) => code.contains(".ret(row)") || code == "observer.ret(0);",
            (StepKind::LeafTest, _) => code.starts_with("test_leaf("),
            (StepKind::Solution, _) => {
                code == "self.solutions += 1;" || code == "self.found()?;" || code.starts_with("test_leaf(")
            }
        }
    }

    #[test]
    fn every_marker_sits_on_the_statement_of_its_kind() {
        for strategy in Strategy::SEARCHES {
            let Some(code) = Code::of(strategy) else {
                continue;
            };
            assert!(
                code.marks.len() >= 7,
                "{}: {} markers",
                code.path,
                code.marks.len()
            );
            for mark in &code.marks {
                let text = code.text(mark.line);
                assert!(
                    sits_on_its_statement(strategy.function(), mark.kind, mark.only.as_deref(), text),
                    "{} line {}: '{}' is not the statement of {:?} {:?}",
                    code.path,
                    mark.line,
                    text.trim(),
                    mark.kind,
                    mark.only
                );
                assert!(
                    code.is_marker(mark.line - 1),
                    "the marker is right above its statement"
                );
            }
        }
    }

    #[test]
    fn every_step_of_every_traced_strategy_has_the_line_of_its_kind() {
        let untraced = [Strategy::Parallel, Strategy::Construction, Strategy::MinConflicts];
        for strategy in Strategy::ALL {
            let code = Code::of(strategy);
            assert_eq!(code.is_none(), untraced.contains(&strategy), "{strategy}");
            let Some(code) = code else {
                continue;
            };
            let shown = code.shown();
            for n in 4..=6 {
                let recording = Recording::record(RunSpec::of(strategy, n, false), u64::MAX).unwrap();
                let mut kinds = std::collections::BTreeSet::new();
                for step in &recording.steps {
                    let line = code.line(step);
                    if strategy == Strategy::Halves && step.kind == StepKind::Solution {
                        assert_eq!(line, None, "the join is not in {}", code.path);
                        continue;
                    }
                    let line = line.unwrap_or_else(|| panic!("{strategy} {:?} has no line", step.kind));
                    let mark = code
                        .marks
                        .iter()
                        .find(|mark| mark.line == line && mark.kind == step.kind);
                    let mark = mark
                        .unwrap_or_else(|| panic!("{strategy} {:?}: line {line} not its kind's", step.kind));
                    if let Some(only) = &mark.only {
                        let reason = step.reason.map(|reason| reason.name().to_string());
                        let row = step.row.map(|row| row.to_string());
                        assert!(reason.as_ref() == Some(only) || row.as_ref() == Some(only));
                    }
                    assert!(
                        shown.iter().any(|part| part.contains(&line)),
                        "line {line} is shown"
                    );
                    kinds.insert(step.kind.index());
                }
                let searched = [
                    StepKind::Call,
                    StepKind::Try,
                    StepKind::Place,
                    StepKind::Undo,
                    StepKind::Return,
                ];
                for kind in searched {
                    assert!(kinds.contains(&kind.index()), "{strategy} n = {n} takes {kind:?}");
                }
            }
        }
    }

    #[test]
    fn branch_and_bound_lights_each_reason_on_its_own_test() {
        let code = Code::of(Strategy::BranchAndBound).unwrap();
        let recording = Recording::record(RunSpec::of(Strategy::BranchAndBound, 4, false), u64::MAX).unwrap();
        let lines: std::collections::BTreeSet<(String, usize)> = recording
            .steps
            .iter()
            .filter(|step| step.kind == StepKind::Prune)
            .map(|step| (step.reason.unwrap().name().to_string(), code.line(step).unwrap()))
            .collect();
        assert_eq!(lines.len(), 3, "three reasons, three lines: {lines:?}");
        for (reason, line) in lines {
            let flag = reason.replace('-', "_") + "_used";
            let flag = if reason == "column" {
                "column_used".to_string()
            } else {
                flag
            };
            assert!(
                code.text(line).contains(&flag),
                "{reason} on line {line}: {}",
                code.text(line)
            );
        }
    }
}
