//! `nqueens draw`: one partial placement as an SVG picture, with the
//! squares its queens attack and the free squares of the next row; or,
//! with `--tree`, the state-space tree of a search (up to a step).

use std::io::Write;
use std::sync::atomic::Ordering;

use clap::Args;

use super::progress::{interrupt_flag, WholeWrite};
use super::{board_size, check_searches, check_shown, column, count_value, Budget, Error, TEACHING_STRATEGY};
use crate::board::attacks::Position;
use crate::board::svg::position::draw;
use crate::budget::DEFAULT_MAX_NODES;
use crate::format::thousands;
use crate::lang::Lang;
use crate::strategies::Strategy;
use crate::threads::StopFlag;
use crate::trace::{tree_svg, Tree, TreeRefusal, MAX_TREE_ELEMENTS};

/// Arguments of `nqueens draw`.
#[derive(Debug, Args)]
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

    /// The strategy whose tree to draw (with --tree).
    #[arg(long, value_enum, default_value_t = TEACHING_STRATEGY, requires = "tree")]
    pub strategy: Strategy,

    /// Stop the search at the first solution (with --tree).
    #[arg(long, requires = "tree")]
    pub first: bool,

    /// Draw the tree up to step K (numbered as `nqueens trace` numbers them), lighting the current step and the path to it.
    #[arg(long, value_name = "K", value_parser = count_value(), allow_negative_numbers = true, requires = "tree")]
    pub step: Option<u64>,

    #[command(flatten)]
    pub budget: Budget,
}

pub(super) fn execute(args: DrawArgs, lang: Lang, out: &mut dyn Write) -> Result<(), Error> {
    if args.tree {
        return execute_tree(args, lang, out);
    }
    let position =
        Position::new(args.n, args.queens).map_err(|refusal| Error::Usage(format!("--queens: {refusal}")))?;
    let clashes = position.clashes();
    if let Some(clash) = clashes.first().filter(|_| !args.clashes) {
        let queens = position.queens();
        return Err(Error::Usage(format!(
            "--queens: the queens at ({},{}) and ({},{}) share a {}, so they attack each other; \
             add --clashes to draw the clash",
            clash.earlier_row,
            queens[clash.earlier_row],
            clash.row,
            queens[clash.row],
            clash.reason.line()
        )));
    }
    out.write_all(draw(&position, lang).as_bytes())?;
    Ok(())
}

/// `draw --tree`: the tree of one search, read from its recorded steps.
fn execute_tree(args: DrawArgs, lang: Lang, out: &mut dyn Write) -> Result<(), Error> {
    let DrawArgs {
        n,
        strategy,
        first,
        step,
        ..
    } = args;
    check_searches(
        strategy,
        "be drawn as a tree",
        &format!("use nqueens solve --strategy {strategy}"),
    )?;
    check_shown(strategy, n, "draw --tree")?;
    if step == Some(0) {
        return Err(Error::Usage("--step 0: steps are numbered from 1".to_string()));
    }
    let spec = args.budget.spec(strategy, n, first, DEFAULT_MAX_NODES)?;
    let stop = interrupt_flag();
    let mut watcher = StopFlag::new(stop);
    let tree = Tree::record(spec, step, &mut watcher);
    if stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
        return Err(Error::Interrupted(
            "interrupted: the tree is not drawn".to_string(),
        ));
    }
    let tree = tree.map_err(|refusal| match refusal {
        TreeRefusal::Spec(refusal) => Error::from(refusal),
        TreeRefusal::TooLarge => Error::Usage(format!(
            "-n {n}: the tree of {strategy} {} has more than {} nodes and pruned squares, too many to read; \
             draw it up to a step with --step K, or take a smaller -n",
            match step {
                Some(step) => format!("up to step {}", thousands(step)),
                None => "on this board".to_string(),
            },
            thousands(MAX_TREE_ELEMENTS as u64)
        )),
        TreeRefusal::PastTheEnd(total) => Error::Usage(format!(
            "--step {}: the search of {strategy} at n = {n} takes {} steps",
            thousands(step.unwrap_or(0)),
            thousands(total)
        )),
    })?;
    let svg = tree_svg(&tree, lang);
    let _whole = WholeWrite::start();
    out.write_all(svg.as_bytes())?;
    Ok(())
}
