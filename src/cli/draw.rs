//! `nqueens draw`: one partial placement as an SVG picture, with the
//! squares its queens attack and the free squares of the next row.

use std::io::Write;

use clap::Args;

use super::{board_size, column, help, Error};
use crate::board::attacks::Position;
use crate::board::svg::position::draw;

/// Arguments of `nqueens draw`.
#[derive(Debug, Args)]
pub struct DrawArgs {
    /// Board size.
    #[arg(short, long = "size", value_name = "N", default_value_t = 8, value_parser = board_size(), allow_negative_numbers = true, help = help::board_size())]
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
}

pub(super) fn execute(args: DrawArgs, out: &mut dyn Write) -> Result<(), Error> {
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
    out.write_all(draw(&position).as_bytes())?;
    Ok(())
}
