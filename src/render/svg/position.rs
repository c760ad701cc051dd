//! One partial placement drawn for a slide (`nqueens draw`): the queens,
//! the squares of the rows still empty that they attack, each attack line
//! in its own colour (column, `/` diagonal, `\` diagonal), the free squares
//! of the next row ringed, and, when asked, two queens that attack each
//! other joined by a red line. The root is tagged `data-queens="0 4 7"`;
//! an attacked square `data-square="3 0" data-attacks="column"`, a free
//! one `data-free="3 1"`, a clash `data-clash="column"`.

use std::fmt::Write;

use super::{document, empty_board, squares_pattern, text};
use crate::board::attacks::Position;
use crate::board::positions;
use crate::format::drawn_width;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::observer::PruneReason;
use crate::render::palette::{self, Colour, ATTACKED, FAINT, INK, PAPER, PRUNE, QUEEN, SOLUTION, TRIED};

/// Pixels around the picture.
const MARGIN: u32 = 24;
/// Room for the row numbers left of the board and the column numbers above it.
const LABELS: u32 = 22;
const TITLE_SIZE: u32 = 16;
const LABEL_SIZE: u32 = 13;
/// Width of the legend right of the board.
const LEGEND_WIDTH: u32 = 190;
/// The ring of a free square of the next row.
const FREE: Colour = SOLUTION;
/// Two queens that attack each other.
const CLASH: Colour = PRUNE;

/// The colour of an attack line.
fn colour(line: PruneReason) -> Colour {
    palette::line(line)
}

/// The legend's words for an attack line in `lang`: `/ diagonal (row+col)`.
fn legend(line: PruneReason, lang: Lang) -> &'static str {
    lang.section(match line {
        PruneReason::Column => "picture.legend.column",
        PruneReason::Diagonal => "picture.legend.diagonal",
        PruneReason::AntiDiagonal => "picture.legend.anti_diagonal",
    })
}

/// The square a step of a search points at, marked over the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub row: usize,
    pub col: usize,
    pub look: Look,
}

/// How a [`Mark`] is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// The square is being tried: a blue frame.
    Tried,
    /// The square was pruned along this line: a frame and a cross in the line's colour.
    Pruned(PruneReason),
    /// A queen was just put on it: a green frame.
    Placed,
    /// A queen was just taken off it: a dashed grey frame.
    Removed,
}

/// The side of a square in the pictures of `draw`: 48 pixels up to
/// n = 10, then smaller so that the board stays about 480 pixels wide.
pub fn cell_size(n: usize) -> u32 {
    if n <= 10 {
        48
    } else {
        (480 / n as u32).max(15)
    }
}

/// `position` as an SVG document, its words in `lang`.
pub fn draw(position: &Position, lang: Lang) -> String {
    draw_captioned(position, &[title(position, lang)], None, Some(lang))
}

/// One step of a search for a slide: `caption` (one line an entry) above
/// the board of `position`, with its attack lines and `mark`, and no legend.
pub fn draw_step(position: &Position, caption: &[String], mark: Option<Mark>) -> String {
    draw_captioned(position, caption, mark, None)
}

/// The board of `position` alone, squares `cell` pixels wide, with
/// `mark` and a bar under it filled to `progress` (0 to 1) of its width:
/// a frame of an animation. No words, and drawn without anti-aliasing
/// (`crispEdges`), so a frame has few colours and a small palette holds them.
pub fn frame(position: &Position, mark: Option<Mark>, cell: u32, progress: f64) -> String {
    let side = position.n() as u32 * cell;
    let (margin, bar) = (cell / 6, cell / 8);
    let mut body = squares_pattern(cell);
    let _ = writeln!(body, "<g transform=\"translate({margin},{margin})\">");
    body.push_str(&empty_board(position.n(), cell));
    board_marks(&mut body, position, cell);
    if let Some(mark) = mark {
        mark_square(&mut body, mark, cell);
    }
    let filled = (f64::from(side) * progress.clamp(0.0, 1.0)).round().max(1.0);
    let _ = writeln!(
        body,
        "<rect y=\"{}\" width=\"{side}\" height=\"{bar}\" fill=\"{PROGRESS_TRACK}\"/>\n\
         <rect y=\"{}\" width=\"{filled}\" height=\"{bar}\" fill=\"{PROGRESS}\"/>\n</g>",
        side + margin / 2,
        side + margin / 2
    );
    let (width, height) = (side + 2 * margin, side + 2 * margin + bar);
    document(width, height, " shape-rendering=\"crispEdges\"", &body)
}

/// The part of the bar of a frame not yet filled, and the part filled.
const PROGRESS_TRACK: Colour = FAINT;
const PROGRESS: Colour = TRIED;
/// The frame of a square whose queen was just taken off.
const REMOVED: Colour = palette::MUTED;

/// `mark` over the square it names, in board coordinates.
fn mark_square(out: &mut String, mark: Mark, cell: u32) {
    let stroke = (cell / 12).max(2);
    let (x, y) = (mark.col as u32 * cell + stroke, mark.row as u32 * cell + stroke);
    let inner = cell - 2 * stroke;
    let (colour, dashes) = match mark.look {
        Look::Tried => (TRIED, ""),
        Look::Pruned(line) => (colour(line), ""),
        Look::Placed => (FREE, ""),
        Look::Removed => (REMOVED, " stroke-dasharray=\"4 3\""),
    };
    let _ = writeln!(
        out,
        "<rect x=\"{x}\" y=\"{y}\" width=\"{inner}\" height=\"{inner}\" fill=\"none\" stroke=\"{colour}\" \
         stroke-width=\"{}\"{dashes} data-mark=\"{} {}\"/>",
        stroke * 2,
        mark.row,
        mark.col
    );
    if let Look::Pruned(_) = mark.look {
        let (near, far) = (cell / 4, cell - cell / 4);
        let (left, top) = (mark.col as u32 * cell, mark.row as u32 * cell);
        let _ = writeln!(
            out,
            "<path d=\"M{},{} L{},{} M{},{} L{},{}\" stroke=\"{colour}\" stroke-width=\"{}\" stroke-linecap=\"round\"/>",
            left + near,
            top + near,
            left + far,
            top + far,
            left + far,
            top + near,
            left + near,
            top + far,
            stroke * 2
        );
    }
}

/// `position` under `caption` (one line an entry), with `mark` and,
/// when `legend` names a language, the legend right of the board in it.
fn draw_captioned(
    position: &Position,
    caption: &[String],
    mark: Option<Mark>,
    legend: Option<Lang>,
) -> String {
    let n = position.n();
    let cell = cell_size(n);
    let side = n as u32 * cell;
    let lines = caption.len() as u32;
    let (left, top) = (MARGIN + LABELS, MARGIN + lines * (TITLE_SIZE + 6) + 6 + LABELS);
    let widest = caption
        .iter()
        .map(|line| drawn_width(line, f64::from(TITLE_SIZE)))
        .fold(0.0, f64::max);
    let title_width = 2 * MARGIN + widest.ceil() as u32;
    let legend_width = if legend.is_some() { LEGEND_WIDTH } else { 0 };
    let width = (left + side + MARGIN + legend_width).max(title_width);
    let height = top + side.max(if legend.is_some() { 6 * 26 } else { 0 }) + MARGIN;

    let mut body = squares_pattern(cell);
    for (index, line) in caption.iter().enumerate() {
        let y = MARGIN + TITLE_SIZE + index as u32 * (TITLE_SIZE + 6);
        text(&mut body, MARGIN, y, TITLE_SIZE, line);
    }
    let label_size = LABEL_SIZE.min(cell * 3 / 4);
    let column_step = column_label_step(n, cell, label_size);
    for index in 0..n as u32 {
        let middle = index * cell + cell / 2;
        if index % column_step == 0 {
            let _ = writeln!(
                body,
                "<text x=\"{}\" y=\"{}\" font-size=\"{label_size}\" fill=\"{INK}\" text-anchor=\"middle\">{index}</text>",
                left + middle,
                top - 7
            );
        }
        let _ = writeln!(
            body,
            "<text x=\"{}\" y=\"{}\" font-size=\"{label_size}\" fill=\"{INK}\" text-anchor=\"end\">{index}</text>",
            left - 6,
            top + middle + label_size * 2 / 5
        );
    }
    let _ = writeln!(body, "<g transform=\"translate({left},{top})\">");
    body.push_str(&empty_board(n, cell));
    let shown = board_marks(&mut body, position, cell);
    if let Some(mark) = mark {
        mark_square(&mut body, mark, cell);
    }
    body.push_str("</g>\n");
    if let Some(lang) = legend {
        legend_block(&mut body, position, &shown, left + side + MARGIN, top, lang);
    }
    document(
        width,
        height,
        &format!(" data-n=\"{n}\" data-queens=\"{}\"", positions(position.queens())),
        &body,
    )
}

/// Every how many columns a number fits above the board: each column
/// while the widest number (a digit is about 0.64 of the font size wide)
/// and a gap of 6 pixels fit in a square, else every second or more.
fn column_label_step(n: usize, cell: u32, label_size: u32) -> u32 {
    let digits = (n - 1).max(1).ilog10() + 1;
    let width = digits * label_size * 16 / 25 + 6;
    width.div_ceil(cell).max(1)
}

/// The caption above the board, in `lang`: what the position leaves for
/// the next row.
fn title(position: &Position, lang: Lang) -> String {
    let n = position.n();
    let queens = match position.queens() {
        [] => lang.section("picture.no_queens").to_string(),
        queens => lang.say("picture.queens", &[("queens", positions(queens).into())]),
    };
    let clashes = position.clashes().len();
    let row = Value::Text(position.next_row().to_string());
    let free = position.free_in_next_row();
    let news = if clashes > 0 {
        lang.say("picture.clashes", &[("clashes", clashes.into())])
    } else if position.next_row() == n {
        lang.section("picture.solution").to_string()
    } else if free.is_empty() {
        lang.say("picture.backtracks", &[("row", row)])
    } else {
        let values = [
            ("row", row),
            ("free", free.len().into()),
            ("columns", positions(&free).into()),
        ];
        lang.say("picture.free", &values)
    };
    let values = [
        ("n", Value::Text(n.to_string())),
        ("queens", queens.into()),
        ("news", news.into()),
    ];
    lang.say("picture.title", &values)
}

/// Which marks a picture shows, for its legend.
#[derive(Default)]
struct Shown {
    /// Attack lines of each kind, in the order of [`PruneReason::ALL`].
    lines: [bool; 3],
    tinted: bool,
    ringed: bool,
    clashed: bool,
}

/// The tints, attack lines, rings, clash lines and queens, in board
/// coordinates; returns which of them it drew.
fn board_marks(out: &mut String, position: &Position, cell: u32) -> Shown {
    let mut shown = Shown::default();
    let n = position.n();
    let centre = |index: usize| index as u32 * cell + cell / 2;
    for row in position.next_row()..n {
        for col in 0..n {
            let lines: Vec<&str> = position
                .attacks(row, col)
                .into_iter()
                .map(PruneReason::name)
                .collect();
            if !lines.is_empty() {
                shown.tinted = true;
                let _ = writeln!(
                    out,
                    "<rect x=\"{}\" y=\"{}\" width=\"{cell}\" height=\"{cell}\" fill=\"{ATTACKED}\" \
                     data-square=\"{row} {col}\" data-attacks=\"{}\"/>",
                    col as u32 * cell,
                    row as u32 * cell,
                    lines.join(" ")
                );
            }
        }
    }
    let stroke = (cell / 12).max(2);
    for (row, &col) in position.queens().iter().enumerate() {
        let below = n - 1 - row;
        let ends = [
            (PruneReason::Column, row + below, col),
            (PruneReason::Diagonal, row + below.min(col), col - below.min(col)),
            (
                PruneReason::AntiDiagonal,
                row + below.min(n - 1 - col),
                col + below.min(n - 1 - col),
            ),
        ];
        for (line, end_row, end_col) in ends {
            if end_row == row {
                continue;
            }
            shown.lines[line as usize] = true;
            let _ = writeln!(
                out,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{stroke}\" stroke-linecap=\"round\"/>",
                centre(col),
                centre(row),
                centre(end_col),
                centre(end_row),
                colour(line)
            );
        }
    }
    for col in position.free_in_next_row() {
        shown.ringed = true;
        let _ = writeln!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{FREE}\" stroke-width=\"{}\" data-free=\"{} {col}\"/>",
            centre(col),
            centre(position.next_row()),
            cell * 3 / 10,
            stroke + 1,
            position.next_row()
        );
    }
    let clashes = position.clashes();
    let queens = position.queens();
    for clash in &clashes {
        shown.clashed = true;
        let _ = writeln!(
            out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{CLASH}\" stroke-width=\"{}\" stroke-linecap=\"round\" data-clash=\"{}\"/>",
            centre(queens[clash.earlier_row]),
            centre(clash.earlier_row),
            centre(queens[clash.row]),
            centre(clash.row),
            stroke * 2,
            clash.reason.name()
        );
    }
    for (row, &col) in queens.iter().enumerate() {
        let clashing = clashes
            .iter()
            .any(|clash| clash.row == row || clash.earlier_row == row);
        let fill = if clashing { CLASH } else { QUEEN };
        crown(out, col as u32 * cell, row as u32 * cell, cell, fill);
    }
    shown
}

/// A queen's crown filling the square whose top left corner is (`x`, `y`).
fn crown(out: &mut String, x: u32, y: u32, cell: u32, fill: Colour) {
    let at = |u: f64, v: f64| {
        format!(
            "{:.1},{:.1}",
            x as f64 + u * cell as f64,
            y as f64 + v * cell as f64
        )
    };
    let outline = [
        (0.22, 0.70),
        (0.14, 0.32),
        (0.33, 0.50),
        (0.50, 0.24),
        (0.67, 0.50),
        (0.86, 0.32),
        (0.78, 0.70),
    ];
    let points: Vec<String> = outline.iter().map(|&(u, v)| at(u, v)).collect();
    let _ = writeln!(
        out,
        "<g fill=\"{fill}\" stroke=\"{PAPER}\" stroke-width=\"1.5\"><polygon points=\"{}\"/>\
         <rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\"/></g>",
        points.join(" "),
        x as f64 + 0.2 * cell as f64,
        y as f64 + 0.72 * cell as f64,
        0.6 * cell as f64,
        0.1 * cell as f64
    );
}

/// A legend entry's sample of what it names.
enum Swatch {
    Line(Colour, u32),
    Tint,
    Ring,
}

/// The legend right of the board: one swatch and its words per kind of
/// mark the board shows, and none for a kind it does not.
fn legend_block(out: &mut String, position: &Position, shown: &Shown, x: u32, top: u32, lang: Lang) {
    let mut entries: Vec<(Swatch, String)> = PruneReason::ALL
        .into_iter()
        .filter(|&kind| shown.lines[kind as usize])
        .map(|kind| (Swatch::Line(colour(kind), 3), legend(kind, lang).to_string()))
        .collect();
    if shown.tinted {
        entries.push((Swatch::Tint, lang.section("picture.legend.attacked").to_string()));
    }
    if shown.ringed {
        let row = Value::Text(position.next_row().to_string());
        entries.push((Swatch::Ring, lang.say("picture.legend.free", &[("row", row)])));
    }
    if shown.clashed {
        entries.push((
            Swatch::Line(CLASH, 6),
            lang.section("picture.legend.clash").to_string(),
        ));
    }
    for (index, (swatch, words)) in entries.iter().enumerate() {
        let y = top + 14 + 26 * index as u32;
        let _ = match *swatch {
            Swatch::Line(colour, width) => writeln!(
                out,
                "<line x1=\"{x}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\" stroke=\"{colour}\" stroke-width=\"{width}\" stroke-linecap=\"round\"/>",
                x + 24
            ),
            Swatch::Tint => writeln!(
                out,
                "<rect x=\"{x}\" y=\"{}\" width=\"24\" height=\"16\" fill=\"{ATTACKED}\"/>",
                y - 8
            ),
            Swatch::Ring => writeln!(
                out,
                "<circle cx=\"{}\" cy=\"{y}\" r=\"8\" fill=\"none\" stroke=\"{FREE}\" stroke-width=\"3\"/>",
                x + 12
            ),
        };
        text(out, x + 34, y + 5, LABEL_SIZE, words);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::svg::width_of;

    #[test]
    fn column_numbers_are_thinned_where_they_would_touch() {
        // The squares of draw: 48 pixels up to n = 10, then 480 / n.
        assert_eq!(column_label_step(8, 48, 13), 1);
        assert_eq!(
            column_label_step(16, 30, 13),
            1,
            "two digits, 22 pixels, fit in 30"
        );
        assert_eq!(column_label_step(24, 20, 13), 2);
        assert_eq!(column_label_step(32, 15, 11), 2, "two digits, 20 pixels, in 15");
    }

    #[test]
    fn a_caption_wider_than_the_board_sets_the_width_as_every_picture_measures_it() {
        // A Hangul syllable an em, any other character three fifths of one
        // (`format::drawn_width`), in both languages.
        let position = Position::new(4, vec![1, 3]).expect("on the board");
        for caption in [
            "branch-and-bound, n = 4: step 60 of 172, try (2,0), the square below",
            "n = 4에서 백트래킹(branch-and-bound) 탐색의 60단계(전체 172단계): (2,0) 시도",
        ] {
            let svg = draw_step(&position, &[caption.to_string()], None);
            let drawn = drawn_width(caption, f64::from(TITLE_SIZE)).ceil() as u32;
            assert_eq!(width_of(&svg), 2 * MARGIN + drawn, "{caption}");
        }
    }
}
