//! `nqueens solve`: the solutions drawn as boards, then how many there are.
//!
//! Boards are written to stdout as the search finds them, so `nqueens solve
//! -n 12 | head` shows the first ones at once and ends quietly; an SVG sheet
//! is written whole at the end, titled with the summary. The summary line
//! (how many, how many nodes) goes to stderr, so that stdout holds only the
//! boards: `--style positions` pipes as one placement per line, and `--style
//! leetcode` as one JSON array, the shape LeetCode 51 returns. The
//! one-solution strategies (`construction`, `min-conflicts`) give one board
//! of up to ten million queens, streamed as `--style positions`.

use std::io::{self, Write};

use clap::Args;

use super::interrupt::interrupt_flag;
use super::progress::SearchProgress;
use super::results::{OpenDocument, WholeWrite};
use super::{
    any_board_size, check_seed, check_shown, count_value, to_stderr, Budget, Config, Error, TEACHING_STRATEGY,
};
use crate::board::{draws_grid, write_positions, BoardStyle};
use crate::counters::Counters;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::observer::{Flow, Observer};
use crate::render::board as render;
use crate::render::svg::sheet::{title_of, Sheet};
use crate::run::{search, RunSpec, SpecError};
use crate::strategies::min_conflicts::DEFAULT_SEED;
use crate::strategies::{Kind, Strategy};
use crate::threads::Control;
use crate::MAX_N;

/// Arguments of `nqueens solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Board size.
    #[arg(short, long = "size", value_name = "N", default_value_t = 8, value_parser = any_board_size(), allow_negative_numbers = true)]
    pub n: usize,

    /// Strategy that searches; construction and min-conflicts give one solution [default: branch-and-bound; symmetry with --unique]
    #[arg(long, value_enum)]
    pub strategy: Option<Strategy>,

    /// Stop at the first solution (implied by construction and min-conflicts).
    #[arg(long)]
    pub first: bool,

    /// Seed of min-conflicts' random numbers.
    #[arg(long, value_name = "S", value_parser = count_value(), allow_negative_numbers = true)]
    pub seed: Option<u64>,

    /// Print one board per class of the 8 rotations and reflections (the symmetry strategy).
    #[arg(long, conflicts_with = "first")]
    pub unique: bool,

    /// Print at most K solutions (all are still counted).
    #[arg(long, value_name = "K", value_parser = count_value(), allow_negative_numbers = true)]
    pub limit: Option<u64>,

    /// How to draw each solution [default: blocks up to n = 32, positions past it].
    #[arg(long, value_enum)]
    pub style: Option<BoardStyle>,

    #[command(flatten)]
    pub budget: Budget,
}

pub(super) fn execute(args: SolveArgs, config: &Config, out: &mut dyn Write) -> Result<(), Error> {
    let lang = config.lang;
    let strategy = match (args.strategy, args.unique) {
        (Some(strategy), _) => strategy,
        (None, false) => TEACHING_STRATEGY,
        (None, true) => Strategy::Symmetry,
    };
    check_seed(&[strategy], args.seed, lang)?;
    check_shown(strategy, args.n, "solve", lang)?;
    if args.unique && strategy != Strategy::Symmetry {
        return Err(SpecError::OnePerClass(strategy).into());
    }
    let style = drawn_style(args.style, args.n);
    if args.n > MAX_N && draws_grid(style) {
        let values = [
            ("style", Value::from(style.name())),
            ("max_n", Value::Text(MAX_N.to_string())),
            ("n", Value::Text(args.n.to_string())),
        ];
        return Err(Error::Usage(lang.say("solve.grid_too_large", &values)));
    }
    let one_solution = strategy.kind() == Kind::OneSolution;
    let spec = config.spec(strategy, args.n, args.first || one_solution)?;
    let spec = RunSpec {
        unique: args.unique,
        seed: args.seed.unwrap_or(DEFAULT_SEED),
        ..spec
    };
    let stop = interrupt_flag();
    let progress = SearchProgress::for_run(spec, stop, config);
    let mut screen = SearchProgress::around(progress.as_ref(), out);
    let mut printer = Printer {
        out: &mut screen,
        style,
        label: lang.section(if args.unique {
            "solve.class"
        } else {
            "solve.solution"
        }),
        limit: args.limit.unwrap_or(u64::MAX),
        found: 0,
        failed: None,
        kept: Vec::new(),
        array: None,
    };
    let control = Control {
        stop,
        ..Control::on_threads(1)
    };
    let result = search(spec, control, &mut (&mut printer, progress))?;
    let (counters, all) = (result.counters, result.all_solutions);
    // A one-solution strategy's board is written whole before the run
    // ends: once it is out, the run is done, whenever Ctrl-C came.
    let stopped = result.stopped && !(one_solution && printer.found == 1);
    if let Some(error) = printer.failed {
        return Err(error.into());
    }
    if stopped {
        printer.end_array(false)?;
        printer.out.flush()?;
        let key = if args.unique {
            "solve.interrupted.classes"
        } else {
            "solve.interrupted"
        };
        let values = [
            ("nodes", counters.nodes().into()),
            ("found", printer.found.into()),
        ];
        return Err(Error::Interrupted(lang.say(key, &values)));
    }
    let shown = counters.solutions.min(printer.limit);
    let summary = if one_solution {
        one_solution_summary(lang, &args, strategy, &counters)
    } else {
        summary(lang, &args, strategy, &counters, all, shown)
    };
    printer.end_array(true)?;
    let (out, label) = (printer.out, printer.label);
    if style == BoardStyle::Svg {
        let sheet = Sheet {
            n: args.n,
            title: title_of(&summary, lang.strategy(strategy.name())),
            label,
            boards: printer.kept,
        };
        out.write_all(sheet.to_svg().as_bytes())?;
    }
    out.flush()?;
    // A blank line parts the summary from the boards when both are on the
    // screen; elsewhere stderr holds the summary alone.
    let on_screen = config.output.stdout_terminal && config.output.stderr_terminal;
    let gap = if on_screen && shown > 0 && style != BoardStyle::Svg {
        "\n"
    } else {
        ""
    };
    to_stderr(format_args!("{gap}{summary}"));
    Ok(())
}

/// The style the boards are drawn in: the one asked for, else blocks, or
/// positions past [`MAX_N`], where no board is drawn square by square.
fn drawn_style(asked: Option<BoardStyle>, n: usize) -> BoardStyle {
    match asked {
        Some(style) => style,
        None if n > MAX_N => BoardStyle::Positions,
        None => BoardStyle::Blocks,
    }
}

/// The sentence after the boards (the title of an SVG sheet): how many
/// solutions or classes, the nodes searched, and how many were shown.
fn summary(
    lang: Lang,
    args: &SolveArgs,
    strategy: Strategy,
    counters: &Counters,
    all: Option<u128>,
    shown: u64,
) -> String {
    let n = args.n;
    let solutions = counters.solutions;
    let shown_note = match shown {
        0 if solutions > 0 => lang.section("solve.shown.none").to_string(),
        1 if solutions > 1 => lang.section("solve.shown.first").to_string(),
        _ if shown < solutions => lang.say("solve.shown.some", &[("shown", shown.into())]),
        _ => String::new(),
    };
    let values = [
        ("n", Value::Text(n.to_string())),
        ("nodes", counters.nodes().into()),
        ("strategy", lang.strategy(strategy.name()).into()),
        ("shown", shown_note.into()),
        ("solutions", solutions.into()),
        ("all", all.unwrap_or(0).into()),
    ];
    let key = if solutions == 0 {
        "solve.none"
    } else if all.is_some() {
        "solve.classes"
    } else if args.first {
        "solve.first"
    } else {
        "solve.all"
    };
    // Korean says the boards shown as a sentence of its own after a space,
    // which is left at the end when every board is shown.
    lang.say(key, &values).trim_end().to_string()
}

/// The sentence after the board of a one-solution strategy: what the run
/// did, in its own counters (the queens placed, and for min-conflicts the
/// seed, the start's attacking pairs, the repairs and restarts).
fn one_solution_summary(lang: Lang, args: &SolveArgs, strategy: Strategy, counters: &Counters) -> String {
    let values = [
        ("n", Value::from(args.n)),
        ("strategy", lang.strategy(strategy.name()).into()),
        ("seed", Value::Text(args.seed.unwrap_or(DEFAULT_SEED).to_string())),
        ("pairs", counters.start_conflicts.into()),
        ("repairs", counters.repairs.into()),
        ("restarts", counters.restarts.into()),
        ("placed", counters.nodes().into()),
        ("checks", counters.checks.into()),
    ];
    let key = if counters.solutions == 0 {
        "solve.one.none"
    } else if strategy.takes_seed() {
        "solve.one.seeded"
    } else {
        "solve.one"
    };
    lang.say(key, &values)
}

/// Writes each solution as it is found, up to the limit.
struct Printer<'o> {
    out: &'o mut dyn Write,
    style: BoardStyle,
    /// The caption of each board, `Solution` (then its number).
    label: &'static str,
    limit: u64,
    found: u64,
    failed: Option<io::Error>,
    /// The boards shown, kept for the SVG sheet written at the end.
    kept: Vec<Vec<usize>>,
    /// The JSON array of `--style leetcode`, once its first board opened it.
    array: Option<OpenDocument>,
}

/// What closes the JSON array of `--style leetcode` once a board opened it.
const ARRAY_END: &str = "]\n";

impl Printer<'_> {
    /// Ends the JSON array of `--style leetcode`: closes it when a board
    /// opened it, else, for a run that ended by itself (`finished`), writes
    /// an empty one; a run stopped before its first board writes nothing.
    fn end_array(&mut self, finished: bool) -> io::Result<()> {
        if self.style != BoardStyle::Leetcode {
            return Ok(());
        }
        let end = match &self.array {
            Some(_) => ARRAY_END,
            None if finished => "[]\n",
            None => return Ok(()),
        };
        let _whole = WholeWrite::start();
        self.out.write_all(end.as_bytes())?;
        // Closed: an end at once from now on adds nothing.
        self.array = None;
        Ok(())
    }
}

impl Observer for Printer<'_> {
    const READS_ORDER: bool = false;

    fn solution(&mut self, queens: &[usize]) -> Flow {
        self.found += 1;
        if self.found > self.limit {
            return Flow::Continue(());
        }
        let _whole = WholeWrite::start();
        let written = match self.style {
            BoardStyle::Blocks | BoardStyle::Letters => {
                let separator = if self.found == 1 { "" } else { "\n" };
                let board = render(queens, self.style);
                write!(self.out, "{separator}{} {}\n{board}", self.label, self.found)
            }
            BoardStyle::Positions => write_positions(self.out, queens),
            BoardStyle::Leetcode => {
                let separator = if self.found == 1 { "[" } else { ",\n" };
                let board = render(queens, self.style);
                let written = write!(self.out, "{separator}{}", board.trim_end());
                if written.is_ok() && self.array.is_none() {
                    self.array = Some(OpenDocument::start(ARRAY_END));
                }
                written
            }
            BoardStyle::Svg => {
                self.kept.push(queens.to_vec());
                Ok(())
            }
        };
        match written {
            Ok(()) => Flow::Continue(()),
            Err(error) => {
                self.failed = Some(error);
                Flow::Break(())
            }
        }
    }
}
