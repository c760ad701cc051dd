//! The page a lesson is written on: text from the language file with its
//! figures filled in, quoted code, tables, boards, bar charts, and the quiz.
//!
//! Every figure goes through [`Page::count`] or a placeholder, which formats
//! it with thousands separators and remembers it, so a lesson can say which
//! figures it computed (the tests check none of them is typed into the text).

mod formats;
mod quiz;
mod wrap;

use std::collections::BTreeSet;
use std::io::{self, BufRead, Write};

use comfy_table::presets::UTF8_FULL_CONDENSED;
use comfy_table::{CellAlignment, Table};
use unicode_width::UnicodeWidthStr;

use super::source::{excerpt, strategy_path};
use super::watched_run;
use super::{find, Lesson, Level};
use crate::board::BoardStyle;
use crate::format::thousands;
use crate::lang::catalog::{fill, Lang, Value};
use crate::programs::{self, CodeLang, Source};
use crate::render::board as render;
use crate::run::{RunResult, RunSpec};
use crate::strategies::Strategy;
use crate::trace::{TraceOptions, Tracer};

pub(super) use formats::html;
pub use formats::Format;
pub use quiz::{Guess, UnreadAnswer};
use wrap::{wrap, LINE_WIDTH};

/// The widest bar of a chart, in characters.
const BAR_WIDTH: u128 = 40;

/// What stands left of each line of a common mistake's box in the terminal.
const MISTAKE_BAR: &str = "  ┃ ";

/// The board size of the short traces the lessons show: small enough to read.
const TRACE_N: usize = 4;

/// One lesson being written out.
pub struct Page<'a> {
    lesson: &'static Lesson,
    lang: Lang,
    out: &'a mut dyn Write,
    answers: Option<&'a mut dyn BufRead>,
    /// Whether the closing question is followed by its answer (`--answer`).
    answer: bool,
    figures: BTreeSet<u128>,
    /// How the page is written.
    format: Format,
    /// Whether a quiz on the page hides the rest of the lesson until answered.
    hidden: bool,
    /// The language of the code quoted: a program's, or the tool's own Rust.
    code: CodeLang,
}

impl<'a> Page<'a> {
    pub(super) fn new(
        lesson: &'static Lesson,
        lang: Lang,
        out: &'a mut dyn Write,
        answers: Option<&'a mut dyn BufRead>,
        answer: bool,
    ) -> Self {
        Page {
            lesson,
            lang,
            out,
            answers,
            answer,
            figures: BTreeSet::new(),
            format: Format::Text,
            hidden: false,
            code: CodeLang::DEFAULT,
        }
    }

    /// The same page quoting code in `code`.
    pub(super) fn in_code(self, code: CodeLang) -> Self {
        Self { code, ..self }
    }

    /// The same page written in `format`.
    pub(super) fn in_format(self, format: Format) -> Self {
        Self { format, ..self }
    }

    /// The language of the page.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// How `after` compares with `before` in this language ("174.9× fewer",
    /// "약 175분의 1"), remembering both as figures of the lesson.
    pub fn fewer(&mut self, before: impl Into<u128>, after: impl Into<u128>) -> Value {
        let (before, after) = (before.into(), after.into());
        self.figures.extend([before, after]);
        Value::Text(self.lang.fewer(before, after))
    }

    /// `value` as a factor in this language ("2.0×", "약 868억 배").
    pub fn times(&self, value: f64) -> Value {
        Value::Text(self.lang.times(value))
    }

    /// A share as a percentage: one decimal (`34.4%`), or two significant
    /// figures below one percent (`0.50%`, `0.031%`), so a small share never reads 0.0%.
    pub fn percent(part: u128, whole: u128) -> String {
        let percent = part as f64 * 100.0 / whole.max(1) as f64;
        let decimals = if percent > 0.0 && percent < 1.0 {
            (1 - percent.log10().floor() as i32) as usize
        } else {
            1
        };
        format!("{percent:.decimals$}%")
    }

    /// `text` kept on one line when it is wrapped (a step of a walk-through).
    pub fn unbroken(text: &str) -> String {
        crate::format::keep_together(text)
    }

    /// The figures written so far.
    pub(super) fn into_figures(self) -> BTreeSet<u128> {
        self.figures
    }

    /// `count` with thousands separators, remembered as a figure of the lesson.
    pub fn count(&mut self, count: impl Into<u128>) -> String {
        let count = count.into();
        self.figures.insert(count);
        thousands(count)
    }

    /// The section `key` of this lesson (or `common.key`), filled with
    /// `values`; `{@name}` is the number of the lesson called `name` (`02`
    /// in English, `2` in Korean: `2단계`), so the texts name lessons, not numbers.
    pub fn words(&mut self, key: &str, values: &[(&str, Value)]) -> String {
        let section = match key.strip_prefix("common.") {
            Some(_) => self.lang.section(key),
            None => self.lang.section(&format!("{}.{key}", self.lesson.name)),
        };
        let mut template = section.to_string();
        while let Some(start) = template.find("{@") {
            let end = start + template[start..].find('}').expect("a {@name} is closed");
            let name = &template[start + 2..end];
            let number = find(name)
                .unwrap_or_else(|| panic!("the text names no lesson '{name}'"))
                .number_in(self.lang);
            template.replace_range(start..=end, &number);
        }
        fill(&template, values, |value| match value {
            Value::Count(count) => self.count(*count),
            Value::Text(text) => text.clone(),
        })
    }

    /// The sections `keys`, each a single word or label (table headers).
    pub fn labels(&mut self, keys: &[&str]) -> Vec<String> {
        keys.iter().map(|key| self.words(key, &[])).collect()
    }

    /// Writes the section `key` as paragraphs.
    pub fn say(&mut self, key: &str, values: &[(&str, Value)]) -> io::Result<()> {
        let text = self.words(key, values);
        self.paragraphs(&text)
    }

    /// Writes `text` wrapped, followed by a blank line.
    fn paragraphs(&mut self, text: &str) -> io::Result<()> {
        if self.marked_paragraphs(text)?.is_some() {
            return Ok(());
        }
        writeln!(self.out, "{}\n", wrap(text, LINE_WIDTH))
    }

    /// Writes the lesson's number and title, underlined, and under an
    /// advanced lesson's title the note that says it is advanced.
    pub fn heading(&mut self) -> io::Result<()> {
        let title = self.lesson.title(self.lang);
        let line = format!("{:02} · {title}", self.lesson.number);
        if self.marked_heading(&line)?.is_none() {
            let rule = "=".repeat(line.width());
            writeln!(self.out, "{line}\n{rule}\n")?;
        }
        match self.lesson.level {
            Level::Basic => Ok(()),
            Level::Advanced => {
                let list = self.command("nqueens lesson list".to_string());
                self.say("common.advanced", &[("list", list.into())])
            }
        }
    }

    /// Writes the box of a common mistake: the section `key` after the
    /// label "Common mistake:", set apart from the lesson's text (a bar
    /// down its left in the terminal, a box on a page, a quote in Markdown).
    pub fn mistake(&mut self, key: &str, values: &[(&str, Value)]) -> io::Result<()> {
        let label = self.words("common.mistake", &[]);
        let text = self.words(key, values);
        if self.marked_mistake(&label, &text)?.is_some() {
            return Ok(());
        }
        let wrapped = wrap(&format!("{label} {text}"), LINE_WIDTH - MISTAKE_BAR.width());
        for line in wrapped.lines() {
            writeln!(self.out, "{MISTAKE_BAR}{line}")?;
        }
        writeln!(self.out)
    }

    /// Quotes the item of `path` whose first line contains `header`.
    pub fn code(&mut self, path: &str, header: &str) -> io::Result<()> {
        let quoted = excerpt(path, header);
        self.quote(quoted.path, quoted.line, &quoted.code)
    }

    /// Quotes `code`, which starts on line `line` of the file `path`.
    fn quote(&mut self, path: &str, line: usize, code: &str) -> io::Result<()> {
        let values = [("path", path.into()), ("line", Value::Text(line.to_string()))];
        let label = self.words("common.code", &values);
        self.paragraphs(&label)?;
        self.verbatim(code)
    }

    /// The program of `strategy` in the language of the code quoted, if
    /// it has one (not under `rust`, the tool's own search).
    fn program(&self, strategy: Strategy) -> Option<Source> {
        programs::find(strategy, false)?.source(self.code)
    }

    /// Quotes a strategy's recursive function: its program's search
    /// function in the language of the code quoted, else the tool's own.
    pub fn search_code(&mut self, strategy: Strategy) -> io::Result<()> {
        match self.program(strategy) {
            Some(source) => {
                let (line, code) = source.search_function(self.lang);
                self.quote(&source.path, line, &code)
            }
            None => self.code(&strategy_path(strategy), &format!("fn {}(", strategy.function())),
        }
    }

    /// Quotes the program to submit: the whole program of `strategy` in
    /// the language of the code quoted, in plain Rust under `rust` (the
    /// tool's own search being no program to submit).
    pub fn submitted_code(&mut self, strategy: Strategy) -> io::Result<()> {
        let program = programs::find(strategy, false).expect("a step of the progression");
        let source = program
            .source(self.code.submitted())
            .expect("a program in each of its languages");
        let text = source.shown(self.lang);
        self.quote(&source.path, 1, text.trim_end())
    }

    /// Writes a table; a column of figures (every cell starts with a digit)
    /// is right-aligned.
    pub fn table(&mut self, header: Vec<String>, rows: Vec<Vec<String>>) -> io::Result<()> {
        let figures: Vec<bool> = (0..header.len())
            .map(|index| {
                rows.iter().all(|row| {
                    row.get(index)
                        .is_some_and(|cell| cell.starts_with(|c: char| c.is_ascii_digit()))
                })
            })
            .collect();
        if self.marked_table(&header, &rows, &figures)?.is_some() {
            return Ok(());
        }
        let mut table = Table::new();
        table.load_style(UTF8_FULL_CONDENSED).set_header(header);
        for row in rows {
            table.add_row(row);
        }
        for (column, figures) in table.column_iter_mut().zip(figures) {
            if figures {
                column.set_cell_alignment(CellAlignment::Right);
            }
        }
        writeln!(self.out, "{table}\n")
    }

    /// The usual table of runs: nodes, leaves, solutions, prunes and checks.
    pub fn runs(&mut self, runs: &[(String, &RunResult)]) -> io::Result<()> {
        let header = self.labels(&[
            "common.run",
            "common.column.nodes",
            "common.column.leaves",
            "common.column.solutions",
            "common.column.prunes",
            "common.column.checks",
        ]);
        let rows = runs
            .iter()
            .map(|(label, result)| {
                let c = &result.counters;
                let mut row = vec![label.clone()];
                row.extend(
                    [c.nodes(), result.leaves(), c.solutions, c.prunes(), c.checks].map(|x| self.count(x)),
                );
                row
            })
            .collect();
        self.table(header, rows)
    }

    /// The usual table of runs, each labelled with its strategy's name as
    /// the language writes it ([`Lang::strategy`]).
    pub fn strategy_runs(&mut self, runs: &[&RunResult]) -> io::Result<()> {
        let labelled: Vec<(String, &RunResult)> = runs
            .iter()
            .map(|result| {
                (
                    self.lang.strategy(result.spec.strategy.name()).to_string(),
                    *result,
                )
            })
            .collect();
        self.runs(&labelled)
    }

    /// Shows the first `max_steps` steps of the trace of `strategy` on the
    /// small board of `TRACE_N`, as `nqueens trace` writes them, in the
    /// language of the page; `flags` adds the flag arrays or masks.
    pub fn trace(&mut self, strategy: Strategy, max_steps: u64, flags: bool) -> io::Result<()> {
        let spec = RunSpec::of(strategy, TRACE_N, false);
        let options = TraceOptions {
            flags,
            board: false,
            max_steps,
        };
        let mut steps = Vec::new();
        watched_run(
            spec,
            &mut Tracer::new(spec, options, &mut steps)
                .in_lang(self.lang)
                .stepper(),
        );
        let mut command = format!("nqueens trace -n {} --strategy {}", spec.n, spec.strategy);
        if flags {
            command.push_str(" --flags");
        }
        let command = self.command(command);
        let caption = self.words(
            "common.trace",
            &[("steps", max_steps.into()), ("command", command.into())],
        );
        self.paragraphs(&caption)?;
        self.verbatim(&String::from_utf8_lossy(&steps))
    }

    /// A command the lesson offers, with `--lang ko` in Korean so that it
    /// answers in the lesson's language.
    pub fn command(&self, command: String) -> String {
        match self.lang {
            Lang::En => command,
            Lang::Ko => format!("{command} --lang ko"),
        }
    }

    /// Draws a placement as a board of `Q` and `.`.
    pub fn board(&mut self, queens: &[usize]) -> io::Result<()> {
        self.verbatim(&render(queens, BoardStyle::Letters))
    }

    /// A horizontal bar for `value`, scaled so that `widest` fills the chart.
    pub fn bar(value: u128, widest: u128) -> String {
        let cells = (value * BAR_WIDTH).div_ceil(widest.max(1));
        "█".repeat(cells as usize)
    }

    /// Ends the lesson with its question to think about, and with
    /// `--answer` its answer, the section `answer` filled with
    /// `answer_values` (the answer may need figures the question must not
    /// show).
    pub fn question(&mut self, values: &[(&str, Value)], answer_values: &[(&str, Value)]) -> io::Result<()> {
        self.question_from(("question", "answer"), values, answer_values)
    }

    /// [`Page::question`] with the question and the answer in the sections
    /// `keys` (variants for a board where the usual ones do not hold).
    pub fn question_from(
        &mut self,
        (key, answer_key): (&str, &str),
        values: &[(&str, Value)],
        answer_values: &[(&str, Value)],
    ) -> io::Result<()> {
        let label = self.words("common.think", &[]);
        let question = self.words(key, values);
        if self.format != Format::Text {
            let answer = match self.answer {
                true => Some((
                    self.words("common.answer", &[]),
                    self.words(answer_key, answer_values),
                )),
                false => None,
            };
            let answer = answer
                .as_ref()
                .map(|(label, text)| (label.as_str(), text.as_str()));
            return self.marked_question((&label, &question), answer).map(drop);
        }
        writeln!(self.out, "{}", wrap(&format!("{label} {question}"), LINE_WIDTH))?;
        if self.answer {
            let label = self.words("common.answer", &[]);
            let answer = self.words(answer_key, answer_values);
            writeln!(self.out, "\n{}", wrap(&format!("{label} {answer}"), LINE_WIDTH))?;
        }
        Ok(())
    }

    /// Whether the answer to the closing question is asked for, so that a
    /// lesson computes its figures only then.
    pub fn answer_wanted(&self) -> bool {
        self.answer
    }

    /// Writes text as it is, indented (code, a board, a trace, a sample).
    pub fn verbatim(&mut self, text: &str) -> io::Result<()> {
        if self.marked_verbatim(text)?.is_some() {
            return Ok(());
        }
        for line in text.lines() {
            match line {
                "" => writeln!(self.out)?,
                _ => writeln!(self.out, "    {line}")?,
            }
        }
        writeln!(self.out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_shares_keep_two_significant_figures() {
        let shown = Page::percent;
        // Lesson 06, n = 12: the first solution at node 262 of 856,189.
        assert_eq!(shown(262, 856_189), "0.031%");
        assert_eq!(shown(1, 200), "0.50%");
        assert_eq!(shown(5_767_168, 16_777_216), "34.4%");
        assert_eq!(shown(2, 2), "100.0%");
        assert_eq!(shown(0, 4), "0.0%");
    }

    #[test]
    fn bars_scale_to_the_widest() {
        assert_eq!(Page::bar(10, 10).chars().count(), BAR_WIDTH as usize);
        assert_eq!(Page::bar(1, 1_000).chars().count(), 1, "a non-zero value shows");
        assert_eq!(Page::bar(0, 10), "");
    }
}
