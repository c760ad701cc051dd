//! Boards as SVG pictures, written by hand (a board is a few rectangles
//! and circles): a sheet of solutions ([`sheet`]) and one partial
//! placement with the squares it attacks ([`position`]). The charts of
//! `compare` live in `report::chart`, drawn with plotters.
//!
//! Every picture is plain text built in a fixed order, with no timestamps
//! and no generated ids, so the same board always gives the same bytes.

pub mod position;
pub mod sheet;

use std::fmt::Write;

use crate::format::markup;

/// The light and dark squares of a sheet.
const WOOD: Squares = Squares {
    light: "#f0d9b5",
    dark: "#b58863",
};
/// The light and dark squares under marks that need to stand out.
const PAPER: Squares = Squares {
    light: "#fbfbfb",
    dark: "#d4d4d4",
};
/// The queens.
const QUEEN: &str = "#1b1b1b";
/// Captions and labels.
pub const INK: &str = "#222222";

/// An SVG document `width` x `height` pixels around `body`; `root` holds
/// extra attributes of the root element (each with a leading space).
pub fn document(width: u32, height: u32, root: &str, body: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"DejaVu Sans, Verdana, sans-serif\"{root}>\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>\n{body}</svg>\n"
    )
}

/// The width of a document of [`document`], for the tests that measure it.
#[cfg(test)]
pub(crate) fn width_of(svg: &str) -> u32 {
    svg.split("width=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .and_then(|width| width.parse().ok())
        .expect("a width")
}

/// The colours of a board's squares.
struct Squares {
    light: &'static str,
    dark: &'static str,
}

/// The checkerboard pattern of squares `cell` pixels wide, the top left
/// one light, as the `<defs>` of a document (its id is fixed: `squares`).
fn squares_pattern(cell: u32, colours: &Squares) -> String {
    let Squares { light, dark } = colours;
    let two = 2 * cell;
    format!(
        "<defs><pattern id=\"squares\" width=\"{two}\" height=\"{two}\" patternUnits=\"userSpaceOnUse\">\
         <rect width=\"{two}\" height=\"{two}\" fill=\"{light}\"/>\
         <rect x=\"{cell}\" width=\"{cell}\" height=\"{cell}\" fill=\"{dark}\"/>\
         <rect y=\"{cell}\" width=\"{cell}\" height=\"{cell}\" fill=\"{dark}\"/>\
         </pattern></defs>\n"
    )
}

/// The empty `n` x `n` board at the origin, squares `cell` pixels wide
/// (the document needs [`squares_pattern`] for the same `cell`).
fn empty_board(n: usize, cell: u32) -> String {
    let side = n as u32 * cell;
    format!("<rect width=\"{side}\" height=\"{side}\" fill=\"url(#squares)\" stroke=\"{INK}\" stroke-width=\"0.5\"/>\n")
}

/// A line of text whose left end starts at (`x`, `y`) (the baseline).
fn text(out: &mut String, x: u32, y: u32, size: u32, content: &str) {
    let _ = writeln!(
        out,
        "<text x=\"{x}\" y=\"{y}\" font-size=\"{size}\" fill=\"{INK}\">{}</text>",
        markup(content)
    );
}
