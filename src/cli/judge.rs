//! `nqueens judge`: a learner's own solution of Baekjoon 9663 built and run
//! for each n as the judge runs it, each run's verdict in Baekjoon's words
//! with its time and memory (the judging is the library's
//! [`crate::judge::session::judge`]), every line in the language its caller
//! gives, from the catalog. Ctrl-C stops the run at once and prints the
//! runs so far.

use std::ffi::OsString;
use std::io::Write;
use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, ValueEnum};
use comfy_table::presets::UTF8_FULL_CONDENSED;
use comfy_table::{CellAlignment, Table};

use super::interrupt::interrupt_flag;
use super::{check_size, only_search_strategy, Config, Error};
use crate::board::partial_grid;
use crate::budget::DEFAULT_MAX_NODES;
use crate::format::{shown, thousands};
use crate::judge::child::POLL;
use crate::judge::growth::{Beside, Growth, Timed, READABLE_SECONDS};
use crate::judge::language::Choices;
use crate::judge::late::{first_late, most_growth, Late};
use crate::judge::limits::{Limits, BAEKJOON_LARGEST_N};
use crate::judge::session::{
    judge, steps_size, Event, JudgeError, Program, Report, ADDRESS_HEADROOM_MB, LARGEST_N,
};
use crate::judge::steps::{Steps, MAX_STEPS, STEPS_CAP, STEPS_VARIABLE};
use crate::judge::task::Task;
use crate::judge::verdict::{Run, Verdict};
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::lessons;
use crate::platform;
use crate::strategies::Strategy;

/// Arguments of `nqueens judge`.
#[derive(Debug, Args)]
pub struct JudgeArgs {
    /// The solution: .c, .cpp or .cc, .java (class Main), .py or .rs.
    #[arg(
        value_name = "FILE",
        required_unless_present = "command",
        conflicts_with = "command"
    )]
    pub file: Option<PathBuf>,

    /// What the program prints: the number of solutions (Baekjoon 9663), one solution, or every solution (LeetCode 51).
    #[arg(long, value_enum, default_value_t = TaskArg::Count)]
    pub task: TaskArg,

    /// The sizes to run, A..=B or one N [default: 1..=14, the inputs of Baekjoon 9663; 1..=9 for --task all, LeetCode 51's]
    #[arg(short, long = "size", value_name = "A..=B", allow_negative_numbers = true)]
    pub n: Option<String>,

    /// Time limit of each run, in seconds (Baekjoon 9663's).
    #[arg(
        long,
        value_name = "SECONDS",
        default_value = "10",
        allow_negative_numbers = true
    )]
    pub time_limit: String,

    /// Judge the time limit by each run's CPU time alone, not the wall clock: on a shared lab machine (a run is still stopped at three times the limit and 2 s).
    #[arg(long)]
    pub cpu_time: bool,

    /// Memory limit of each run, in megabytes (Baekjoon 9663's).
    #[arg(long, value_name = "MB", default_value = "128", allow_negative_numbers = true)]
    pub memory_limit: String,

    /// The Python that runs a .py file [default: python3].
    #[arg(long, value_enum)]
    pub python: Option<PythonArg>,

    /// Build with this command instead, split into words without a shell; {file} is the source file in the run's folder (Main.c, ...), {dir} that folder.
    #[arg(long, value_name = "CMD", requires = "file")]
    pub compile: Option<String>,

    /// Run with this command instead, split the same way (-v shows both commands).
    #[arg(long, value_name = "CMD", requires = "file")]
    pub run: Option<String>,

    /// Output format.
    #[arg(long, value_enum, default_value_t = JudgeFormat::Table)]
    pub format: JudgeFormat,

    /// Read the steps the program writes to the file named by NQUEENS_STEPS (try R C, place R C, remove R C, solution) on n = 4 (or the smallest n) and set them against --like.
    #[arg(long)]
    pub steps: bool,

    /// The strategy the steps are set against, with --steps [default: branch-and-bound].
    #[arg(long, value_parser = only_search_strategy(), value_name = "STRATEGY", requires = "steps")]
    pub like: Option<Strategy>,

    /// A program already built, or in another language: its command and arguments, after --.
    #[arg(last = true, value_name = "COMMAND")]
    pub command: Vec<OsString>,
}

/// What the judged program is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TaskArg {
    /// The number of solutions, as Baekjoon 9663 asks.
    Count,
    /// One solution, any valid one: n rows of Q and . (or 1 and 0), or the n columns on one line.
    One,
    /// Every solution, boards separated by blank lines, as LeetCode 51 asks.
    All,
}

/// The Python that runs a `.py` file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PythonArg {
    /// CPython, `python3`.
    Python3,
    /// PyPy, `pypy3`.
    Pypy3,
}

/// How `judge` prints what it found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum JudgeFormat {
    /// A table, then what it means.
    Table,
    /// One JSON object.
    Json,
}

/// The sizes of Baekjoon 9663's input.
pub(super) const DEFAULT_SIZES: RangeInclusive<usize> = 1..=BAEKJOON_LARGEST_N;

/// The sizes of LeetCode 51's input.
pub(super) const ALL_SIZES: RangeInclusive<usize> = 1..=9;

/// The longest time limit taken: an hour.
const MAX_SECONDS: f64 = 3600.0;

/// The most characters of a run's output the table shows.
const SHOWN_IN_TABLE: usize = 20;

/// The largest memory limit taken, in megabytes: 64 GB.
const MAX_MEGABYTES: u64 = 65_536;

/// `-n A..=B` (or one N): sizes within those whose count is known.
fn sizes(text: &str, lang: Lang) -> Result<RangeInclusive<usize>, Error> {
    let value = || Value::from(text.escape_debug().to_string());
    let refused = || {
        Error::Usage(lang.say(
            "judge.error.size",
            &[("value", value()), ("max", LARGEST_N.into())],
        ))
    };
    let bound = |word: &str| match word.trim().parse::<usize>() {
        Ok(n) if (1..=LARGEST_N).contains(&n) => Ok(n),
        _ => Err(refused()),
    };
    let (from, to) = match (text.split_once("..="), text.split_once("..")) {
        (Some((from, to)), _) => (bound(from)?, bound(to)?),
        // Rust's `8..14` leaves 14 out; the judge's ranges hold both ends.
        (None, Some((from, to))) if bound(from).is_ok() && bound(to).is_ok() => {
            let whole = format!("{}..={}", from.trim(), to.trim());
            return Err(Error::Usage(lang.say(
                "judge.error.half_open",
                &[("value", value()), ("whole", whole.into())],
            )));
        }
        _ => (bound(text)?, bound(text)?),
    };
    if from > to {
        return Err(Error::Usage(
            lang.say("judge.error.empty_range", &[("value", value())]),
        ));
    }
    Ok(from..=to)
}

/// The refusal of a limit's `text`, with the largest value `max`, under
/// the catalog's `keys`: the first for a number out of range, the second
/// for a text that is no number at all.
fn refused_limit(keys: (&str, &str), text: &str, max: Value, lang: Lang) -> Error {
    let key = match text.trim().parse::<f64>() {
        Ok(_) => keys.0,
        Err(_) => keys.1,
    };
    Error::Usage(lang.say(
        key,
        &[("value", text.escape_debug().to_string().into()), ("max", max)],
    ))
}

/// `--time-limit SECONDS`: more than 0, at most an hour, and not under
/// the resolution of the judge's clock ([`POLL`]).
fn time_limit(text: &str, lang: Lang) -> Result<f64, Error> {
    let least = POLL.as_secs_f64();
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds < least => Err(Error::Usage(lang.say(
            "judge.error.time_limit.resolution",
            &[
                ("value", text.escape_debug().to_string().into()),
                ("least", limit_seconds(least).into()),
                ("max", MAX_SECONDS.to_string().into()),
            ],
        ))),
        Ok(seconds) if seconds > 0.0 && seconds <= MAX_SECONDS => Ok(seconds),
        _ => Err(refused_limit(
            ("judge.error.time_limit", "judge.error.time_limit.number"),
            text,
            MAX_SECONDS.to_string().into(),
            lang,
        )),
    }
}

/// `--memory-limit MB`: 1 to 64 GB.
fn megabytes(text: &str, lang: Lang) -> Result<u64, Error> {
    match text.parse::<u64>() {
        Ok(megabytes) if (1..=MAX_MEGABYTES).contains(&megabytes) => Ok(megabytes),
        _ => Err(refused_limit(
            ("judge.error.memory_limit", "judge.error.memory_limit.number"),
            text,
            MAX_MEGABYTES.into(),
            lang,
        )),
    }
}

/// Refuses `--python` given where it does nothing: for anything but a
/// `.py` file.
fn check_flags(args: &JudgeArgs, lang: Lang) -> Result<(), Error> {
    if let Some(python) = args.python {
        let program = match &args.file {
            Some(file) if file.extension().is_some_and(|extension| extension == "py") => None,
            Some(file) => Some(file.display().to_string()),
            None => Some(
                args.command
                    .first()
                    .map_or(String::new(), |word| word.to_string_lossy().into_owned()),
            ),
        };
        if let Some(program) = program {
            let python = python.to_possible_value().expect("no value skipped");
            return Err(Error::Usage(lang.say(
                "judge.error.python",
                &[
                    ("python", python.get_name().to_string().into()),
                    ("program", shown(&program).into()),
                ],
            )));
        }
    }
    Ok(())
}

/// Judges as `args` ask, every line in `lang`.
pub(super) fn execute(args: JudgeArgs, config: &Config, out: &mut dyn Write) -> Result<(), Error> {
    let lang = config.lang;
    check_flags(&args, lang)?;
    let limits = Limits {
        seconds: time_limit(&args.time_limit, lang)?,
        megabytes: megabytes(&args.memory_limit, lang)?,
        cpu_time: args.cpu_time,
    };
    let task = match args.task {
        TaskArg::Count => Task::Count,
        TaskArg::One => Task::One,
        TaskArg::All => Task::All,
    };
    let sizes = match &args.n {
        Some(text) => sizes(text, lang)?,
        None if task == Task::All => ALL_SIZES,
        None => DEFAULT_SIZES,
    };
    let program = match args.file {
        Some(file) => Program::Source(
            file,
            Choices {
                pypy: args.python == Some(PythonArg::Pypy3),
                compile: args.compile,
                run: args.run,
            },
        ),
        None => Program::Command(args.command),
    };
    let like = args
        .steps
        .then_some(args.like.unwrap_or(Strategy::BranchAndBound));
    if let Some(like) = like {
        let n = steps_size(&sizes);
        check_size(like, n, &lang.say("judge.steps.size", &[("n", n.into())]))?;
    }
    if let Some(limitation) = platform::LIMITATION {
        super::to_stderr(lang.section(limitation));
    }
    let streamed = args.format == JudgeFormat::Table;
    let sizes_judged = sizes.clone();
    let mut rows = None;
    let mut failed_write = None;
    let mut told = |event: Event<'_>| {
        if !streamed || failed_write.is_some() {
            return;
        }
        let text = match event {
            Event::Ready(report) => {
                let table = RunsTable::new(report, &sizes_judged, lang);
                let text = header(report, lang);
                rows = Some(table);
                text
            }
            Event::Ran(run) => rows.as_mut().map_or_else(String::new, |rows| rows.row(run)),
        };
        if let Err(error) = out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
            failed_write = Some(error);
        }
    };
    let judged = judge(&program, task, sizes, limits, like, interrupt_flag(), &mut told);
    if let Some(error) = failed_write {
        return Err(error.into());
    }
    let report = judged.map_err(|error| match error {
        JudgeError::Program(_) => Error::Usage(error.say(lang)),
        error => Error::Failed(error.say(lang)),
    })?;
    match args.format {
        JudgeFormat::Table => {
            // The header waits for the build: a program refused after it
            // prints nothing on stdout.
            let before = rows.map_or_else(|| header(&report, lang), |rows| rows.end());
            write!(out, "{before}{}", after_runs(&report, lang))?;
        }
        JudgeFormat::Json => writeln!(out, "{}", serde_json::to_string(&report).expect("plain data"))?,
    }
    if report.interrupted {
        out.flush()?;
        return Err(Error::Interrupted(
            lang.say("judge.interrupted", &[("runs", report.runs.len().into())]),
        ));
    }
    if !report.accepted() {
        out.flush()?;
        return Err(Error::Rejected);
    }
    Ok(())
}

/// The lines above the runs' table, in `lang`: the program, its
/// language, its task and limits, and the extra its language is granted.
fn header(report: &Report, lang: Lang) -> String {
    let task = lang.section(&format!("judge.task.{}", report.task));
    let limit = limit_seconds(report.allowed.seconds);
    // A source file is said with its language; a command as it is given.
    let header = match report.language {
        Some(_) => "judge.header",
        None => "judge.header.given",
    };
    let mut text = lang.say(
        header,
        &[
            ("program", report.program.clone().into()),
            ("language", report.language.unwrap_or_default().into()),
            ("command", report.command.clone().into()),
            ("task", task.into()),
            ("seconds", limit.clone().into()),
            ("megabytes", report.allowed.megabytes.into()),
        ],
    );
    text.push('\n');
    if let (Some(extra), Some(language)) = (report.extra, report.language) {
        text.push_str(&lang.say(
            "judge.time.granted",
            &[
                ("language", language.into()),
                ("time_times", u64::from(extra.time_times).into()),
                ("time_plus", u64::from(extra.time_plus).into()),
                ("memory_times", extra.memory_times.into()),
                ("memory_plus", extra.memory_plus.into()),
                ("problem_seconds", limit_seconds(report.limits.seconds).into()),
                ("problem_megabytes", report.limits.megabytes.into()),
                ("seconds", limit.into()),
                ("megabytes", report.allowed.megabytes.into()),
            ],
        ));
        text.push('\n');
    }
    text
}

/// The runs' table printed a row at a time, as each n finishes: its
/// columns are as wide as the widest cell the sizes and limits allow, set
/// before the first run (a longer output wraps within its column).
struct RunsTable {
    /// Each column's width, its padding in.
    widths: Vec<u16>,
    lang: Lang,
    /// Whether the header is printed.
    opened: bool,
}

impl RunsTable {
    /// The columns of the runs of `report` on `sizes`, in `lang`.
    fn new(report: &Report, sizes: &RangeInclusive<usize>, lang: Lang) -> RunsTable {
        use unicode_width::UnicodeWidthStr;
        let most_solutions = sizes
            .clone()
            .filter_map(crate::known::solutions)
            .max()
            .unwrap_or_default();
        // The longest times: under a second, under a millisecond, and past
        // the limit; the most memory: the bound on the address space.
        let times = [0.999_99, 0.000_999_9, report.allowed.seconds + 1.0].map(|time| seconds(time, lang));
        let most_kb = (report.allowed.megabytes + ADDRESS_HEADROOM_MB) * 1024;
        let widest: [Vec<String>; 7] = [
            vec![sizes.end().to_string()],
            Verdict::OF_RUNS
                .iter()
                .map(|verdict| verdict.cell(lang).to_string())
                .collect(),
            vec![thousands(most_solutions)],
            vec![
                most_solutions.to_string(),
                lang.section("judge.summary.nothing").to_string(),
            ],
            times.to_vec(),
            times.to_vec(),
            vec![lang.unit(&thousands(most_kb), "KB")],
        ];
        let widths = RUN_COLUMNS
            .iter()
            .zip(widest)
            .map(|(&key, cells)| {
                let title = lang.section(&format!("judge.column.{key}")).width();
                let least = if key == "output" {
                    title.max(OUTPUT_WIDTH)
                } else {
                    title
                };
                let most = cells.iter().map(|cell| cell.width()).fold(least, usize::max);
                u16::try_from(most + 2).unwrap_or(u16::MAX)
            })
            .collect();
        RunsTable {
            widths,
            lang,
            opened: false,
        }
    }

    /// A table of these columns, with `header` when given and `row`.
    fn render(&self, header: bool, row: Option<[String; 7]>) -> Vec<String> {
        use comfy_table::{ColumnConstraint, Width};
        let mut table = if header {
            new_table(RUN_COLUMNS.map(|key| self.lang.section(&format!("judge.column.{key}"))))
        } else {
            let mut table = Table::new();
            table.load_style(UTF8_FULL_CONDENSED);
            table
        };
        table.add_row(row.unwrap_or_else(|| std::array::from_fn(|_| String::new())));
        table.set_constraints(
            self.widths
                .iter()
                .map(|&width| ColumnConstraint::Absolute(Width::Fixed(width))),
        );
        align_right(&mut table, 2);
        table.lines().collect()
    }

    /// The lines of `run`'s row, after the header if not yet printed.
    fn row(&mut self, run: &Run) -> String {
        let lang = self.lang;
        let cells = [
            run.n.to_string(),
            run.verdict.cell(lang).to_string(),
            thousands(run.expected),
            shown_output(run, lang),
            seconds(run.seconds, lang),
            seconds(run.cpu_seconds, lang),
            lang.unit(&thousands(run.peak_kb), "KB"),
        ];
        let mut text = String::new();
        if !self.opened {
            // The top border, the titles and the line under them.
            let head = self.render(true, None);
            for line in &head[..3] {
                text.push_str(line.trim_end());
                text.push('\n');
            }
            self.opened = true;
        }
        let lines = self.render(false, Some(cells));
        for line in &lines[1..lines.len() - 1] {
            text.push_str(line.trim_end());
            text.push('\n');
        }
        text
    }

    /// The bottom border, if a row was printed.
    fn end(&self) -> String {
        match self.render(false, None).last() {
            Some(line) if self.opened => format!("{}\n", line.trim_end()),
            _ => String::new(),
        }
    }
}

/// The least width of the output column: a longer output, or the signal
/// that ended a run, wraps within it.
const OUTPUT_WIDTH: usize = 16;

/// The columns of the runs' table, by their catalog keys.
const RUN_COLUMNS: [&str; 7] = ["n", "verdict", "solutions", "output", "time", "cpu", "memory"];

/// What follows the runs' table, in `lang`: the compiler's lines for a
/// build that failed, else the summary, the steps and the runs beside the
/// progression.
fn after_runs(report: &Report, lang: Lang) -> String {
    let mut text = String::new();
    if let Some(failure) = &report.compile_error {
        let verdict = said(Verdict::CompileError, lang);
        text.push_str(&lang.say("judge.build_failed", &[("verdict", verdict.into())]));
        text.push_str(&format!("\n{}\n", failure.say(lang)));
        return text;
    }
    if report.runs.is_empty() {
        return text;
    }
    text.push_str(&summary(report, lang));
    if let Some(steps) = &report.steps {
        text.push_str(&steps_table(steps, lang));
    }
    if let Some(beside) = &report.beside {
        text.push_str(&beside_table(beside, report, lang));
    }
    text
}

/// A table of the tool's style under `header`.
fn new_table<T: ToString>(header: impl IntoIterator<Item = T>) -> Table {
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(header.into_iter().map(|cell| cell.to_string()));
    table
}

/// Aligns the columns of `table` from `first` on to the right.
fn align_right(table: &mut Table, first: usize) {
    for column in table.column_iter_mut().skip(first) {
        column.set_cell_alignment(CellAlignment::Right);
    }
}

/// The runs beside the strategies: a table of times, the growth, and the
/// next lesson or, after a failing run, what to look at.
fn beside_table(beside: &Beside, report: &Report, lang: Lang) -> String {
    let mut header = vec!["n".to_string(), lang.section("judge.column.yours").to_string()];
    header.extend(
        beside
            .strategies
            .iter()
            .map(|name| lang.strategy(name).to_string()),
    );
    let mut table = new_table(header);
    for row in &beside.rows {
        let mut cells = vec![row.n.to_string(), seconds(row.yours, lang)];
        cells.extend(row.strategies.iter().map(|time| match time {
            Timed::Seconds(time) => seconds(*time, lang),
            Timed::PastBudget => "-".to_string(),
            Timed::NotMeasured => lang.section("judge.beside.not_measured").to_string(),
        }));
        table.add_row(cells);
    }
    align_right(&mut table, 1);
    let searched = if report.task == Task::One.name() {
        "judge.beside.one"
    } else {
        "judge.beside"
    };
    let mut text = format!(
        "\n{}\n{table}\n",
        lang.say(searched, &[("budget", DEFAULT_MAX_NODES.into())])
    );
    let stopped = beside
        .rows
        .iter()
        .any(|row| row.strategies.contains(&Timed::NotMeasured));
    if stopped {
        let mark = lang.section("judge.beside.not_measured");
        text.push_str(&lang.say("judge.beside.stopped", &[("mark", mark.into())]));
        text.push('\n');
    }
    let reading = match &beside.growth {
        Some(growth) => {
            let trees: Vec<String> = growth
                .strategies
                .iter()
                .map(|tree| {
                    format!(
                        "{} {}",
                        lang.strategy(tree.strategy),
                        lang.times(tree.nodes_ratio)
                    )
                })
                .collect();
            let read = lang.say(
                growth.key(),
                &[
                    ("ratio", lang.times(growth.ratio).into()),
                    ("from", growth.from.into()),
                    ("to", growth.n.into()),
                    ("start_up", seconds(growth.start_up, lang).into()),
                    ("trees", trees.join(", ").into()),
                ],
            );
            // A time that went down is no growth to set beside a strategy.
            let nearest = if !beside.answers_right {
                lang.section("judge.growth.wrong").to_string()
            } else if growth.nearest.is_empty() {
                lang.section("judge.growth.no_nearest").to_string()
            } else {
                let names: Vec<&str> = growth.nearest.iter().map(|name| lang.strategy(name)).collect();
                let key = match names.len() {
                    1 => "judge.growth.nearest",
                    _ => "judge.growth.nearest.many",
                };
                lang.say(key, &[("nearest", names.join(", ").into())])
            };
            format!("{read} {nearest}")
        }
        // One n has no neighbour; a program failing at its last n would
        // fail at larger n as well.
        None if report
            .runs
            .last()
            .is_some_and(|run| run.verdict != Verdict::Accepted) =>
        {
            String::new()
        }
        None if report.runs.len() < 2 => lang.section("judge.no_growth.one").to_string(),
        None => {
            let least = lang.unit(&format!("{:.0}", READABLE_SECONDS * 1000.0), "ms");
            lang.say("judge.no_growth", &[("seconds", least.into())])
        }
    };
    let lesson = beside.next_lesson.unwrap_or_default();
    let title = lessons::find(lesson).map_or("", |lesson| lesson.title(lang));
    let advice = beside.advice;
    let key = match (advice, beside.next_lesson) {
        (Some((advice, _)), _) => Some(advice.key()),
        (None, Some(_)) => Some("judge.next"),
        (None, None) => None,
    };
    if !reading.is_empty() {
        text.push_str(&format!("{reading}\n"));
    }
    if let Some(growth) = &beside.growth {
        text.push_str(&projections(growth, report, lang));
    }
    if let Some(key) = key {
        let next = lang.say(
            key,
            &[
                ("lesson", lesson.into()),
                ("title", title.into()),
                ("n", advice.map_or(0, |(_, n)| n).into()),
            ],
        );
        text.push_str(&format!("{next}\n"));
    }
    text
}

/// What the growth says of the n the program did not pass or did not run:
/// the CPU time at the first of them and at the last, against the time
/// each run is given.
fn projections(growth: &Growth, report: &Report, lang: Lang) -> String {
    let (Some(first), Some(last)) = (growth.projected.first(), growth.projected.last()) else {
        return String::new();
    };
    let limit = limit_seconds(report.allowed.seconds);
    let given = match report.language {
        Some(language) => lang.say(
            "judge.given.language",
            &[("seconds", limit.into()), ("language", language.into())],
        ),
        None => lang.say("judge.given", &[("seconds", limit.into())]),
    };
    let mut text = String::new();
    let said = if first.n == last.n {
        vec![first]
    } else {
        vec![first, last]
    };
    for projection in said {
        let key = if projection.cpu_seconds <= report.allowed.seconds {
            "judge.projection.within"
        } else {
            "judge.projection.past"
        };
        text.push_str(&lang.say(
            key,
            &[
                ("n", projection.n.into()),
                ("cpu", seconds_said(projection.cpu_seconds, lang).into()),
                ("given", given.clone().into()),
            ],
        ));
        text.push('\n');
    }
    text
}

/// A projected time as a sentence says it: to two figures, `180 s`,
/// `2.4 s`, `35 ms`.
fn seconds_said(seconds: f64, lang: Lang) -> String {
    if seconds >= 10.0 {
        lang.unit(&format!("{seconds:.0}"), "s")
    } else if seconds >= 1.0 {
        lang.unit(&format!("{seconds:.1}"), "s")
    } else {
        lang.unit(&format!("{:.0}", seconds * 1000.0), "ms")
    }
}

/// The learner's steps against the strategy's: counts, then where they part.
fn steps_table(steps: &Steps, lang: Lang) -> String {
    let about = [
        ("n", Value::from(steps.n)),
        ("variable", STEPS_VARIABLE.into()),
        ("count", steps.count.into()),
    ];
    if steps.count == 0 {
        return format!("\n{}\n", lang.say("judge.steps.none", &about));
    }
    let mut text = format!("\n{}\n", lang.say("judge.steps.title", &about));
    let columns = ["search", "nodes", "prunes", "solutions"];
    let mut table = new_table(columns.map(|key| lang.section(&format!("judge.column.{key}"))));
    table.add_row([
        lang.section("judge.steps.yours").to_string(),
        thousands(steps.nodes),
        thousands(steps.prunes),
        thousands(steps.solutions),
    ]);
    let theirs = steps.like_counted;
    let like = lang.strategy(steps.like);
    table.add_row([
        like.to_string(),
        thousands(theirs.nodes),
        thousands(theirs.prunes),
        thousands(theirs.solutions),
    ]);
    align_right(&mut table, 1);
    text.push_str(&format!("{table}\n"));
    match &steps.first_difference {
        None => text.push_str(&lang.say("judge.steps.same", &[("like", like.into())])),
        Some(difference) => {
            let line = |line: Option<&str>| match line {
                Some(line) => format!("'{line}'"),
                None => lang.section("judge.steps.ended").to_string(),
            };
            text.push_str(&lang.say(
                "judge.steps.first",
                &[
                    ("variable", STEPS_VARIABLE.into()),
                    ("step", difference.step.to_string().into()),
                    ("yours", line(difference.yours.as_deref()).into()),
                    ("like", like.into()),
                    ("expected", line(difference.expected.as_deref()).into()),
                ],
            ));
            // The mirror tries only the left half of the first row: its
            // steps part from a full search's early, and rightly so.
            if steps.like == Strategy::Mirror.name() {
                text.push(' ');
                text.push_str(&lang.say("judge.steps.partial", &[("strategy", like.into())]));
            }
            if let Some(attack) = &difference.attacked {
                text.push('\n');
                text.push_str(&lang.say("judge.steps.attacked", &[("attacked", attack.say(lang).into())]));
            }
            // "Before that queen" only where the step places one.
            let placed = difference
                .yours
                .as_deref()
                .is_some_and(|line| line.starts_with("place "));
            text.push_str(&format!(
                "\n{}\n{}",
                lang.section(if placed {
                    "judge.steps.board"
                } else {
                    "judge.steps.board.line"
                }),
                partial_grid(&difference.board, steps.n, "Q", ".", " ")
            ));
        }
    }
    if !text.ends_with('\n') {
        text.push('\n');
    }
    if let Some((line, step)) = &steps.off_board {
        text.push_str(&lang.say(
            "judge.steps.off_board",
            &[
                ("variable", STEPS_VARIABLE.into()),
                ("line", (*line).into()),
                ("step", step.clone().into()),
                ("n", steps.n.into()),
                ("last", (steps.n - 1).into()),
            ],
        ));
        text.push('\n');
    }
    if steps.capped {
        text.push_str(&lang.say(
            "judge.steps.capped",
            &[
                ("steps", MAX_STEPS.into()),
                ("megabytes", (STEPS_CAP >> 20).into()),
            ],
        ));
        text.push('\n');
    }
    if !steps.ignored_lines.is_empty() {
        let mut lines: Vec<String> = steps
            .ignored_lines
            .iter()
            .take(10)
            .map(usize::to_string)
            .collect();
        if steps.ignored_lines.len() > 10 {
            lines.push("...".to_string());
        }
        text.push_str(&lang.say("judge.steps.ignored", &[("lines", lines.join(", ").into())]));
        text.push('\n');
    }
    text
}

/// The nodes of full branching's tree on `n`, the largest any search
/// visits.
fn full_branching_nodes(n: usize) -> u64 {
    Strategy::Branching
        .expected_nodes(n, false)
        .map_or(0, |size| u64::try_from(size.nodes()).unwrap_or(u64::MAX))
}

/// A time limit in seconds as the lines give it: `10`, `2.15`.
fn limit_seconds(seconds: f64) -> String {
    let text = format!("{seconds:.3}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// Seconds as the tables show them, in `lang` (`1.32 ms`, `1.32ms`).
fn seconds(seconds: f64, lang: Lang) -> String {
    lang.duration(Duration::from_secs_f64(seconds))
}

/// A verdict as the summary says it: its words and its code.
fn said(verdict: Verdict, lang: Lang) -> String {
    lang.say(
        "judge.said",
        &[
            ("words", verdict.words(lang).into()),
            ("code", verdict.code().into()),
        ],
    )
}

/// The output column: the output, or how the run ended when that says
/// more; an empty output said to be none; an output that starts with
/// whitespace quoted, since the column's alignment would hide it.
fn shown_output(run: &Run, lang: Lang) -> String {
    let output = if run.got.starts_with(char::is_whitespace) {
        quoted(&run.got, lang)
    } else {
        cut(&run.got)
    };
    let ended = match (&run.signal, run.exit_code) {
        (Some(signal), _) => signal.say(lang),
        (None, Some(code)) if code != 0 => lang.say("judge.exit", &[("code", code.to_string().into())]),
        _ if output.is_empty() => return lang.section("judge.summary.nothing").to_string(),
        _ => return output,
    };
    format!("{ended} {output}").trim_end().to_string()
}

/// An output as the summary quotes it: its control characters escaped,
/// cut, or "nothing".
fn quoted(output: &str, lang: Lang) -> String {
    if output.is_empty() {
        return lang.section("judge.summary.nothing").to_string();
    }
    format!("'{}'", cut(output))
}

/// An output as the program wrote it, quotes and all, only its control
/// characters escaped, cut to [`SHOWN_IN_TABLE`] characters.
fn cut(output: &str) -> String {
    let shown = shown(output);
    let mut cut: String = shown.chars().take(SHOWN_IN_TABLE).collect();
    if shown.chars().nth(SHOWN_IN_TABLE).is_some() {
        cut.push('…');
    }
    cut
}

/// What the runs say, in a line or two.
fn summary(report: &Report, lang: Lang) -> String {
    let (first, last) = (report.runs[0].n, report.runs[report.runs.len() - 1].n);
    let mut text = match report.runs.iter().find(|run| run.verdict != Verdict::Accepted) {
        None => lang.say(
            if first == last {
                "judge.summary.accepted.one"
            } else {
                "judge.summary.accepted"
            },
            &[("from", first.into()), ("to", last.into())],
        ),
        Some(run) => {
            let first = lang.say(
                &format!("judge.first.{}", run.verdict.code().to_lowercase()),
                &[("verdict", said(run.verdict, lang).into()), ("n", run.n.into())],
            );
            match (&run.wrong, &run.stderr, run.signal) {
                (Some(wrong), _, _) => lang.say(
                    "judge.summary.wrong",
                    &[
                        ("first", first.into()),
                        ("wrong", wrong.say(lang).into()),
                        ("got", quoted(&run.got, lang).into()),
                    ],
                ),
                (None, Some(line), _) => lang.say(
                    "judge.summary.stderr",
                    &[("first", first.into()), ("line", shown(line).into())],
                ),
                (None, None, Some(signal)) => match signal.named() {
                    Some((name, meaning)) => lang.say(
                        "judge.summary.signal",
                        &[
                            ("first", first.into()),
                            ("name", name.into()),
                            ("meaning", lang.section(meaning).into()),
                        ],
                    ),
                    None => lang.say(
                        "judge.summary.signal.number",
                        &[
                            ("first", first.into()),
                            ("number", u64::from(signal.0.unsigned_abs()).into()),
                        ],
                    ),
                },
                (None, None, None) => first,
            }
        }
    };
    text.push('\n');
    text.push_str(&timing(report, lang));
    if let Some(skipped) = &report.not_run {
        text.push_str(&lang.say(
            if skipped.start() == skipped.end() {
                "judge.not_run.one"
            } else {
                "judge.not_run"
            },
            &[
                ("from", (*skipped.start()).into()),
                ("to", (*skipped.end()).into()),
                ("n", last.into()),
            ],
        ));
        text.push('\n');
    }
    text
}

/// What the summary says of the time: a run past the limit whose output
/// was right all the same, a run past the limit on the wall clock though
/// well under it on the CPU, and the runs accepted within the extra time.
fn timing(report: &Report, lang: Lang) -> String {
    let mut text = String::new();
    let seconds = limit_seconds(report.allowed.seconds);
    if let Some(late) = report.runs.iter().find(|run| run.answered_late) {
        let about = [("n", Value::from(late.n)), ("seconds", seconds.clone().into())];
        text.push_str(&lang.say("judge.time.late", &about));
        text.push('\n');
    }
    if let Some((run, why)) = first_late(&report.runs, report.allowed.seconds) {
        let about = |key: &str, more: &[(&str, Value)]| {
            let mut about = vec![("n", Value::from(run.n)), ("seconds", seconds.clone().into())];
            about.extend_from_slice(more);
            lang.say(key, &about)
        };
        let cpu = Value::from(format!("{:.2}", run.cpu_seconds));
        text.push_str(&match why {
            Late::Waited => {
                let mut said = lang.section("judge.wall_clock").to_string();
                let quiet = report
                    .beside
                    .as_ref()
                    .and_then(|beside| beside.growth.as_ref()?.at(run.n));
                if let Some(quiet) = quiet {
                    let key = if quiet <= report.allowed.seconds {
                        "judge.quiet.within"
                    } else {
                        "judge.quiet.past"
                    };
                    said.push(' ');
                    said.push_str(&about(key, &[("cpu", seconds_said(quiet, lang).into())]));
                }
                said
            }
            Late::Slow => about("judge.too_slow", &[("cpu", cpu)]),
            Late::AfterAnswer => about("judge.too_slow.answered", &[("cpu", cpu)]),
            Late::Endless { before: None } => about(
                "judge.endless",
                &[("cpu", cpu), ("nodes", full_branching_nodes(run.n).into())],
            ),
            Late::Endless {
                before: Some((before, took)),
            } => about(
                "judge.endless.before",
                &[
                    ("cpu", cpu),
                    ("before", before.into()),
                    ("time", format!("{took:.3}").into()),
                    ("growth", format!("{:.0}", most_growth(run.n)).into()),
                ],
            ),
            Late::Growing {
                before,
                seconds: took,
            } => about(
                "judge.too_slow.growing",
                &[("before", before.into()), ("time", format!("{took:.2}").into())],
            ),
        });
        text.push('\n');
    }
    let extra: Vec<String> = report
        .runs
        .iter()
        .filter(|run| run.extra_time_used)
        .map(|run| run.n.to_string())
        .collect();
    if let (false, Some(language)) = (extra.is_empty(), report.language) {
        text.push_str(&lang.say(
            "judge.time.extra_used",
            &[
                ("ns", extra.join(", ").into()),
                ("problem_seconds", limit_seconds(report.limits.seconds).into()),
                ("language", language.into()),
                ("seconds", seconds.into()),
            ],
        ));
        text.push('\n');
    }
    text
}
