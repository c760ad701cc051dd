//! `nqueens judge`: a learner's own solution of Baekjoon 9663 built and run
//! for each n as the judge runs it, each run's verdict in Baekjoon's words
//! with its time and memory (the judging is the library's
//! [`crate::judge::session::judge`]). Ctrl-C stops the run at once and
//! prints the runs so far.

use std::ffi::OsString;
use std::io::Write;
use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, ValueEnum};
use comfy_table::presets::UTF8_FULL_CONDENSED;
use comfy_table::{CellAlignment, Table};

use super::progress::interrupt_flag;
use super::{check_size, Error};
use crate::board::partial_grid;
use crate::budget::DEFAULT_MAX_NODES;
use crate::format::{duration, ratio, thousands};
use crate::judge::growth::{Beside, READABLE_SECONDS};
use crate::judge::session::{judge, steps_size, JudgeError, Program, Report, LARGEST_N};
use crate::judge::steps::Steps;
use crate::judge::task::Task;
use crate::judge::verdict::{Limits, Run, Verdict};
use crate::lang::Lang;
use crate::lessons;
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
    #[arg(short, long = "size", value_name = "A..=B", value_parser = sizes, allow_negative_numbers = true)]
    pub n: Option<RangeInclusive<usize>>,

    /// Time limit of each run, in seconds (Baekjoon 9663's).
    #[arg(long, value_name = "SECONDS", value_parser = time_limit, default_value = "10", allow_negative_numbers = true)]
    pub time_limit: f64,

    /// Memory limit of each run, in megabytes (Baekjoon 9663's).
    #[arg(long, value_name = "MB", value_parser = megabytes, default_value = "128", allow_negative_numbers = true)]
    pub memory_limit: u64,

    /// Output format.
    #[arg(long, value_enum, default_value_t = JudgeFormat::Table)]
    pub format: JudgeFormat,

    /// Read the steps the program writes to the file named by NQUEENS_STEPS (try R C, place R C, remove R C, solution) on n = 4 (or the smallest n) and set them against --like.
    #[arg(long)]
    pub steps: bool,

    /// The strategy the steps are set against.
    #[arg(long, value_enum, value_name = "STRATEGY", default_value_t = Strategy::BranchAndBound, requires = "steps")]
    pub like: Strategy,

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

/// How `judge` prints what it found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum JudgeFormat {
    /// A table, then what it means.
    Table,
    /// One JSON object.
    Json,
}

/// The sizes of Baekjoon 9663's input.
const DEFAULT_SIZES: RangeInclusive<usize> = 1..=14;

/// The sizes of LeetCode 51's input.
const ALL_SIZES: RangeInclusive<usize> = 1..=9;

/// The longest time limit taken: an hour.
const MAX_SECONDS: f64 = 3600.0;

/// The most characters of a run's output the table shows.
const SHOWN_IN_TABLE: usize = 20;

/// The largest memory limit taken, in megabytes: 64 GB.
const MAX_MEGABYTES: u64 = 65_536;

/// `-n A..=B` (or one N): sizes within those whose count is known.
fn sizes(text: &str) -> Result<RangeInclusive<usize>, String> {
    let known = LARGEST_N;
    let allowed = format!("the sizes are 1 to {known} (where OEIS A000170 is known), as A..=B or one N");
    let bound = |word: &str| -> Result<usize, String> {
        match word.trim().parse::<usize>() {
            Ok(n) if (1..=known).contains(&n) => Ok(n),
            _ => Err(allowed.clone()),
        }
    };
    let (from, to) = match text.split_once("..=") {
        Some((from, to)) => (bound(from)?, bound(to)?),
        None => (bound(text)?, bound(text)?),
    };
    if from > to {
        return Err(format!("the range is empty: A must be at most B; {allowed}"));
    }
    Ok(from..=to)
}

/// `--time-limit SECONDS`: more than 0, at most an hour.
fn time_limit(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds <= MAX_SECONDS => Ok(seconds),
        _ => Err(format!(
            "the time limit is more than 0 and at most {MAX_SECONDS} seconds"
        )),
    }
}

/// `--memory-limit MB`: 1 to 64 GB.
fn megabytes(text: &str) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(megabytes) if (1..=MAX_MEGABYTES).contains(&megabytes) => Ok(megabytes),
        _ => Err(format!(
            "the memory limit is 1 to {} megabytes",
            thousands(MAX_MEGABYTES)
        )),
    }
}

pub(super) fn execute(args: JudgeArgs, out: &mut dyn Write) -> Result<(), Error> {
    let program = match args.file {
        Some(file) => Program::Source(file),
        None => Program::Command(args.command),
    };
    let limits = Limits {
        seconds: args.time_limit,
        megabytes: args.memory_limit,
    };
    let task = match args.task {
        TaskArg::Count => Task::Count,
        TaskArg::One => Task::One,
        TaskArg::All => Task::All,
    };
    let sizes = args.n.unwrap_or(if task == Task::All {
        ALL_SIZES
    } else {
        DEFAULT_SIZES
    });
    let like = args.steps.then_some(args.like);
    if let Some(like) = like {
        let n = steps_size(&sizes);
        check_size(like, n, &format!("--steps on n = {n}"))?;
    }
    let report =
        judge(&program, task, sizes, limits, like, interrupt_flag()).map_err(|error| match error {
            JudgeError::Program(error) => Error::Usage(error.to_string()),
            error => Error::Failed(error.to_string()),
        })?;
    match args.format {
        JudgeFormat::Table => write!(out, "{}", table(&report))?,
        JudgeFormat::Json => writeln!(out, "{}", serde_json::to_string(&report).expect("plain data"))?,
    }
    if report.interrupted {
        out.flush()?;
        return Err(Error::Interrupted(format!(
            "interrupted: {} of the runs judged",
            report.runs.len()
        )));
    }
    Ok(())
}

/// The report as a table and the lines that read it.
fn table(report: &Report) -> String {
    let language = report
        .language
        .map(|language| format!("{language}: "))
        .unwrap_or_default();
    let mut text = format!(
        "{} ({language}{}), task {}, each run within {} s and {} MB\n",
        report.program,
        report.command,
        report.task,
        report.limits.seconds,
        thousands(report.limits.megabytes)
    );
    if let Some(messages) = &report.compile_error {
        text.push_str(&format!(
            "{}: the build failed:\n{messages}\n",
            said(Verdict::CompileError)
        ));
        return text;
    }
    if report.runs.is_empty() {
        return text;
    }
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(["n", "verdict", "solutions", "output", "time", "CPU", "memory"]);
    for run in &report.runs {
        table.add_row([
            run.n.to_string(),
            format!("{} {}", run.verdict.code(), run.verdict.korean()),
            thousands(run.expected),
            shown_output(run),
            seconds(run.seconds),
            seconds(run.cpu_seconds),
            format!("{} KB", thousands(run.peak_kb)),
        ]);
    }
    for column in table.column_iter_mut().skip(2) {
        column.set_cell_alignment(CellAlignment::Right);
    }
    text.push_str(&format!("{table}\n"));
    text.push_str(&summary(report));
    if let Some(steps) = &report.steps {
        text.push_str(&steps_table(steps));
    }
    if let Some(beside) = &report.beside {
        text.push_str(&beside_table(beside));
    }
    text
}

/// The runs beside the strategies: a table of times, the growth, the next
/// lesson.
fn beside_table(beside: &Beside) -> String {
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    let mut header = vec!["n", "yours (CPU)"];
    header.extend(&beside.strategies);
    table.set_header(header);
    for row in &beside.rows {
        let mut cells = vec![row.n.to_string(), seconds(row.yours)];
        cells.extend(
            row.strategies
                .iter()
                .map(|time| time.map_or("-".to_string(), seconds)),
        );
        table.add_row(cells);
    }
    for column in table.column_iter_mut().skip(1) {
        column.set_cell_alignment(CellAlignment::Right);
    }
    let mut text = format!(
        "\nBeside the progression: the same n counted by the tool's strategies on this machine, \
         one thread (- past {} nodes):\n{table}\n",
        thousands(DEFAULT_MAX_NODES)
    );
    match &beside.growth {
        Some(growth) => {
            let trees: Vec<String> = growth
                .strategies
                .iter()
                .map(|tree| format!("{} {}", tree.strategy, ratio(tree.nodes_ratio)))
                .collect();
            text.push_str(&format!(
                "Your CPU time grows {} from n = {} to {} (less the start-up, {}); the trees grow: {}. \
                 Nearest: {}.\n",
                ratio(growth.ratio),
                growth.n - 1,
                growth.n,
                seconds(growth.start_up),
                trees.join(", "),
                growth.nearest.join(", ")
            ));
        }
        None => text.push_str(&format!(
            "No growth to read: no two successive n took {} more than the fastest run; try larger n.\n",
            seconds(READABLE_SECONDS)
        )),
    }
    let title = lessons::find(beside.next_lesson).map_or("", |lesson| lesson.title(Lang::En));
    text.push_str(&format!(
        "Try next: nqueens lesson {} ({title})\n",
        beside.next_lesson
    ));
    text
}

/// The learner's steps against the strategy's: counts, then where they part.
fn steps_table(steps: &Steps) -> String {
    let mut text = format!("\nSteps at n = {} (NQUEENS_STEPS): ", steps.n);
    if steps.count == 0 {
        text.push_str(
            "none written; write try R C, place R C, remove R C and solution, one a line, \
             to the file NQUEENS_STEPS names\n",
        );
        return text;
    }
    text.push_str(&format!("{} read\n", thousands(steps.count as u64)));
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(["search", "nodes", "prunes", "solutions"]);
    table.add_row([
        "yours".to_string(),
        thousands(steps.nodes),
        thousands(steps.prunes),
        thousands(steps.solutions),
    ]);
    let theirs = steps.like_counted;
    table.add_row([
        steps.like.to_string(),
        thousands(theirs.nodes),
        thousands(theirs.prunes),
        thousands(theirs.solutions),
    ]);
    for column in table.column_iter_mut().skip(1) {
        column.set_cell_alignment(CellAlignment::Right);
    }
    text.push_str(&format!("{table}\n"));
    match &steps.first_difference {
        None => text.push_str(&format!("Your steps are {}'s, step for step.\n", steps.like)),
        Some(difference) => {
            let line = |line: Option<&str>| line.map_or("(ended)".to_string(), |line| format!("'{line}'"));
            text.push_str(&format!(
                "First difference, line {}: yours {}, {} {}\n",
                difference.step,
                line(difference.yours.as_deref()),
                steps.like,
                line(difference.expected.as_deref()),
            ));
            if let Some(attacked) = &difference.attacked {
                text.push_str(&format!("That square is attacked: {attacked}.\n"));
            }
            text.push_str(&format!(
                "Your board before it:\n{}",
                partial_grid(&difference.board, steps.n, "Q", ".", " ")
            ));
        }
    }
    if !steps.ignored_lines.is_empty() {
        let lines: Vec<String> = steps
            .ignored_lines
            .iter()
            .take(10)
            .map(usize::to_string)
            .collect();
        let more = if steps.ignored_lines.len() > 10 {
            ", ..."
        } else {
            ""
        };
        text.push_str(&format!(
            "Lines not in the protocol, ignored: {}{more}\n",
            lines.join(", ")
        ));
    }
    text
}

/// Seconds as the tables show them.
fn seconds(seconds: f64) -> String {
    duration(Duration::from_secs_f64(seconds))
}

/// A verdict as the summary says it: its Korean words and its code.
fn said(verdict: Verdict) -> String {
    format!("{} ({})", verdict.korean(), verdict.code())
}

/// The output column: the output, or how the run ended when that says more.
fn shown_output(run: &Run) -> String {
    let output = cut(&run.got);
    match (&run.signal, run.exit_code) {
        (Some(signal), _) => format!("{signal} {output}").trim_end().to_string(),
        (None, Some(code)) if code != 0 => format!("exit {code} {output}").trim_end().to_string(),
        _ => output,
    }
}

/// An output as the summary quotes it: escaped, cut, or "nothing".
fn quoted(output: &str) -> String {
    if output.is_empty() {
        return "nothing".to_string();
    }
    format!("'{}'", cut(output))
}

/// An output escaped and cut to [`SHOWN_IN_TABLE`] characters.
fn cut(output: &str) -> String {
    let mut cut: String = output.escape_debug().take(SHOWN_IN_TABLE).collect();
    if output.escape_debug().nth(SHOWN_IN_TABLE).is_some() {
        cut.push('…');
    }
    cut
}

/// What the runs say, in a line or two.
fn summary(report: &Report) -> String {
    let (first, last) = (report.runs[0].n, report.runs[report.runs.len() - 1].n);
    let mut text = match report.runs.iter().find(|run| run.verdict != Verdict::Accepted) {
        None => format!(
            "{}: right at every n from {first} to {last}\n",
            said(Verdict::Accepted)
        ),
        Some(run) => {
            let detail = match run.verdict {
                Verdict::WrongAnswer => format!(
                    ": {}, got {}",
                    run.wrong.as_deref().unwrap_or_default(),
                    quoted(&run.got)
                ),
                Verdict::RuntimeError => match &run.stderr {
                    Some(line) => format!(": {}", line.escape_debug()),
                    None => String::new(),
                },
                _ => String::new(),
            };
            format!("{} first at n = {}{detail}\n", said(run.verdict), run.n)
        }
    };
    if let Some(skipped) = &report.not_run {
        text.push_str(&format!(
            "n = {} to {} not run: past the time limit at n = {last}, a larger n only takes longer\n",
            skipped.start(),
            skipped.end()
        ));
    }
    text
}
