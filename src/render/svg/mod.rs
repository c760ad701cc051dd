//! The SVG pictures. Boards, trees and code are written by hand (a board
//! is a few rectangles and circles): a sheet of solutions ([`sheet`]), one
//! partial placement with the squares it attacks ([`position`]), a step of
//! a search ([`step`]), the search tree ([`tree`]), the code with its line
//! lit ([`code`]). The charts of `compare` ([`chart`]) are drawn with
//! plotters. Every colour is the palette's.
//!
//! Every picture is plain text built in a fixed order, with no timestamps
//! and no generated ids, so the same board always gives the same bytes.

pub mod chart;
pub mod code;
pub mod position;
pub mod sheet;
pub mod step;
pub mod tree;

use std::fmt::Write;

use super::escape::markup;
use super::palette::{DARK, INK, LIGHT, PAPER};

/// An SVG document `width` x `height` pixels around `body`; `root` holds
/// extra attributes of the root element (each with a leading space).
pub fn document(width: u32, height: u32, root: &str, body: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"DejaVu Sans, Verdana, sans-serif\"{root}>\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"{PAPER}\"/>\n{body}</svg>\n"
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

/// The checkerboard pattern of squares `cell` pixels wide, the top left
/// one light, in the palette's colours, as the `<defs>` of a document (its id is fixed: `squares`).
fn squares_pattern(cell: u32) -> String {
    let (light, dark) = (LIGHT, DARK);
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
