//! `nqueens draw`: one partial placement as an SVG picture, with the
//! squares its queens attack and the free squares of the next row; with
//! `--step K`, step K of a search (the board after it, its square marked,
//! two lines of words above); with `--tree`, the state-space tree of a
//! search (up to a step). With `--step K`, `--code` and `--tree` put the
//! code line and the tree of that step beside its board, in one picture
//! for one slide.

use std::io::Write;
use std::sync::atomic::Ordering;

use clap::{ArgGroup, Args};

use super::interrupt::interrupt_flag;
use super::program::shown_code;
use super::results::WholeWrite;
use super::{
    board_size, check_searches, check_shown, column, count_value, Budget, Config, Error, TEACHING_STRATEGY,
};
use crate::board::attacks::Position;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::programs::CodeLang;
use crate::render::svg::code::code_svg;
use crate::render::svg::position::draw;
use crate::render::svg::step::{side_by_side, step_svg};
use crate::render::svg::tree::tree_svg;
use crate::run::RunSpec;
use crate::strategies::Strategy;
use crate::threads::StopFlag;
use crate::trace::wording::line;
use crate::trace::{Recording, Step, Tree, TreeRefusal, MAX_TREE_ELEMENTS};

/// Pixels between a step's board, its code and its tree.
const GAP: u32 = 16;

/// Arguments of `nqueens draw`.
#[derive(Debug, Args)]
#[command(group(ArgGroup::new("search").args(["tree", "step"]).multiple(true)))]
pub struct DrawArgs {
    /// Board size.
    #[arg(short, long = "size", value_name = "N", default_value_t = 8, value_parser = board_size(), allow_negative_numbers = true)]
    pub n: usize,

    /// The columns of the queens on the first rows, comma-separated: `0,4,7` (none: the empty board).
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "COLS",
        value_parser = column(),
        allow_negative_numbers = true
    )]
    pub queens: Vec<usize>,

    /// Draw queens that attack each other (joined by a red line) instead of refusing them.
    #[arg(long)]
    pub clashes: bool,

    /// Draw the state-space tree of a search instead: its nodes, pruned squares and solutions.
    #[arg(long, conflicts_with_all = ["queens", "clashes"])]
    pub tree: bool,

    /// The strategy whose step or tree to draw (with --step or --tree).
    #[arg(long, value_enum, default_value_t = TEACHING_STRATEGY, requires = "search")]
    pub strategy: Strategy,

    /// Stop the search at the first solution (with --step or --tree).
    #[arg(long, requires = "search")]
    pub first: bool,

    /// Draw step K of the search (numbered as `nqueens trace` numbers them): the board after it with its square
    /// marked; with --tree, the tree up to step K beside it, the current step and the path to it lit.
    #[arg(long, value_name = "K", value_parser = count_value(), allow_negative_numbers = true, conflicts_with_all = ["queens", "clashes"])]
    pub step: Option<u64>,

    /// With --step K: the code beside the board (the program in LANG, without LANG the default), the line step K
    /// executes lit.
    #[arg(long, value_enum, value_name = "LANG", num_args = 0..=1, requires = "step")]
    pub code: Option<Option<CodeLang>>,

    #[command(flatten)]
    pub budget: Budget,
}

pub(super) fn execute(args: DrawArgs, config: &Config, out: &mut dyn Write) -> Result<(), Error> {
    let lang = config.lang;
    if args.tree || args.step.is_some() {
        return execute_search(args, config, out);
    }
    let position = Position::new(args.n, args.queens)
        .map_err(|refusal| Error::Usage(format!("--queens: {}", refusal.said(lang))))?;
    let clashes = position.clashes();
    if let Some(clash) = clashes.first().filter(|_| !args.clashes) {
        let queens = position.queens();
        let square = |row: usize| Value::Text(format!("({row},{})", queens[row]));
        let values = [
            ("earlier", square(clash.earlier_row)),
            ("later", square(clash.row)),
            ("line", line(lang, clash.reason).into()),
        ];
        return Err(Error::Usage(lang.say("usage.queens.clash", &values)));
    }
    out.write_all(draw(&position, lang).as_bytes())?;
    Ok(())
}

/// `draw --step` and `draw --tree`: a step of one search with, beside
/// it, its code and its tree, or the tree alone, read from its recorded
/// steps.
fn execute_search(args: DrawArgs, config: &Config, out: &mut dyn Write) -> Result<(), Error> {
    let lang = config.lang;
    let DrawArgs {
        n,
        strategy,
        first,
        step,
        tree,
        code,
        ..
    } = args;
    let (what, command) = if tree {
        ("usage.searches.tree", "draw --tree")
    } else {
        ("usage.searches.step", "draw --step")
    };
    check_searches(strategy, what, lang)?;
    check_shown(strategy, n, command, lang)?;
    if step == Some(0) {
        return Err(Error::Usage(lang.section("usage.step.zero").to_string()));
    }
    let spec = config.spec(strategy, n, first)?;
    let stop = interrupt_flag();
    let mut pictures = Vec::new();
    if let Some(number) = step {
        let (board, step) = step_picture(spec, number, lang, &mut StopFlag::new(stop))?;
        pictures.push(board);
        if let Some(given) = code {
            let code =
                shown_code(strategy, first, given, lang)?.expect("a strategy drawn step by step is traced");
            pictures.push(code_svg(&code, code.line(&step), lang));
        }
    }
    if tree {
        pictures.push(tree_picture(spec, step, lang, &mut StopFlag::new(stop))?);
    }
    if stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
        return Err(not_drawn(
            if tree {
                "usage.interrupted.tree"
            } else {
                "usage.interrupted.step"
            },
            lang,
        ));
    }
    let svg = match pictures.as_slice() {
        [one] => one.clone(),
        several => side_by_side(several, GAP),
    };
    let _whole = WholeWrite::start();
    out.write_all(svg.as_bytes())?;
    Ok(())
}

/// The error of a picture that Ctrl-C stopped, in `lang`: `what` is the
/// section that says which picture is not drawn.
fn not_drawn(what: &str, lang: Lang) -> Error {
    Error::Interrupted(lang.section(what).to_string())
}

/// The refusal of `--step K` past the last step (`total`) of the run of `strategy` at `n`.
fn past_the_end(step: u64, (strategy, n): (Strategy, usize), total: u64, lang: Lang) -> Error {
    let values = [
        ("step", step.into()),
        ("strategy", lang.strategy(strategy.name()).into()),
        ("n", n.into()),
        ("total", total.into()),
    ];
    Error::Usage(lang.say("usage.step.past", &values))
}

/// Step `step` of the run of `spec` as a picture for a slide, its words
/// in `lang`, and the step itself.
fn step_picture(
    spec: RunSpec,
    step: u64,
    lang: Lang,
    watcher: &mut StopFlag,
) -> Result<(String, Step), Error> {
    let mut recording = Recording::record_watched(spec, 1, watcher)?;
    if watcher.stopped {
        return Err(not_drawn("usage.interrupted.step", lang));
    }
    if step > recording.total {
        return Err(past_the_end(step, (spec.strategy, spec.n), recording.total, lang));
    }
    recording.reach(step);
    let index = recording
        .index_of(step)
        .expect("the window was moved to the step");
    let step = recording.steps[index];
    let svg = step_svg(lang, spec, recording.total, &step, &recording.queens(index));
    Ok((svg, step))
}

/// The tree of the run of `spec`, up to `step` if given, as a picture.
fn tree_picture(
    spec: RunSpec,
    step: Option<u64>,
    lang: Lang,
    watcher: &mut StopFlag,
) -> Result<String, Error> {
    let RunSpec { n, strategy, .. } = spec;
    let tree = Tree::record(spec, step, watcher);
    if watcher.stopped {
        return Err(not_drawn("usage.interrupted.tree", lang));
    }
    let tree = tree.map_err(|refusal| match refusal {
        TreeRefusal::Spec(refusal) => Error::from(refusal),
        TreeRefusal::TooLarge => {
            let mut values = vec![
                ("n", Value::from(n)),
                ("strategy", lang.strategy(strategy.name()).into()),
                ("most", MAX_TREE_ELEMENTS.into()),
            ];
            let key = match step {
                Some(step) => {
                    values.push(("step", step.into()));
                    "usage.tree.too_large.step"
                }
                None => "usage.tree.too_large.board",
            };
            Error::Usage(lang.say(key, &values))
        }
        TreeRefusal::PastTheEnd(total) => past_the_end(step.unwrap_or(0), (strategy, n), total, lang),
    })?;
    Ok(tree_svg(&tree, lang))
}
