//! One step of a search as a picture: the placement after the step with
//! the lines its queens attack, and the square the step points at marked
//! (tried, pruned along a line, placed, or emptied again). For a slide
//! ([`step_svg`], `nqueens draw --step K`) it carries two lines of words
//! above the board: which step of how many, and the trace's line for it.
//! Beside it on the same slide may stand the code and the tree of the
//! step ([`side_by_side`]). For an animation ([`frame_svg`], `nqueens
//! trace --format gif`) it is the board alone with a bar that fills as the
//! run goes on.

use crate::board::attacks::Position;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::render::palette::PAPER;
use crate::render::svg::position::{draw_step, frame, Look, Mark};
use crate::run::RunSpec;
use crate::trace::{describe, Step, StepKind};

/// The mark of the square `step` points at, if it points at one.
pub fn step_mark(step: &Step) -> Option<Mark> {
    let look = match (step.kind, step.reason) {
        (StepKind::Try, _) => Look::Tried,
        (StepKind::Prune | StepKind::LeafTest, Some(reason)) => Look::Pruned(reason),
        (StepKind::Place, _) => Look::Placed,
        (StepKind::Undo, _) => Look::Removed,
        _ => return None,
    };
    let (row, col) = step.row.zip(step.col)?;
    Some(Mark {
        row: usize::from(row),
        col: usize::from(col),
        look,
    })
}

/// The placement after a step on an `n` x `n` board, as the pictures take it.
fn position(n: usize, queens: &[usize]) -> Position {
    Position::new(n, queens.to_vec()).expect("a recorded placement stays on its board")
}

/// Step `step` of the run of `spec` (`total` steps in all), `queens`
/// after it, as an SVG document for a slide, its words in `lang`.
pub fn step_svg(lang: Lang, spec: RunSpec, total: u64, step: &Step, queens: &[usize]) -> String {
    let caption = [
        lang.say(
            "export.step.title",
            &[
                ("strategy", Value::from(lang.strategy(spec.strategy.name()))),
                ("n", spec.n.into()),
                ("step", step.number.into()),
                ("total", total.into()),
            ],
        ),
        describe(lang, spec.strategy, spec.n, step, queens),
    ];
    draw_step(&position(spec.n, queens), &caption, step_mark(step))
}

/// Step `step` of `total` on an `n` x `n` board, `queens` after it, as
/// one frame of an animation, squares `cell` pixels wide.
pub fn frame_svg(n: usize, cell: u32, total: u64, step: &Step, queens: &[usize]) -> String {
    let progress = step.number as f64 / total.max(1) as f64;
    frame(&position(n, queens), step_mark(step), cell, progress)
}

/// SVG documents side by side in one, in order from the left, their tops
/// aligned, `gap` pixels between two (a step's board, its code, its tree).
pub fn side_by_side(pictures: &[String], gap: u32) -> String {
    let mut width = 0;
    let mut height = 0;
    let mut body = String::new();
    for (index, picture) in pictures.iter().enumerate() {
        let x = if index == 0 { 0 } else { width + gap };
        let (picture_width, picture_height) = size(picture);
        body.push_str(&nested(picture, x));
        body.push('\n');
        width = x + picture_width;
        height = height.max(picture_height);
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {width} {height}\">\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"{PAPER}\"/>\n{body}</svg>\n"
    )
}

/// The width and height of an SVG document's root, in whole pixels.
fn size(svg: &str) -> (u32, u32) {
    let root = &svg[svg.find("<svg").expect("an SVG document")..];
    let root = &root[..root.find('>').expect("a closed root tag")];
    let attribute = |name: &str| -> u32 {
        let start = root.find(&format!(" {name}=\"")).expect("the root has its size") + name.len() + 3;
        let value = &root[start..start + root[start..].find('"').expect("a closed value")];
        value.parse::<f64>().expect("a size in pixels").ceil() as u32
    };
    (attribute("width"), attribute("height"))
}

/// `svg` without its XML declaration, its root moved `x` pixels right.
fn nested(svg: &str, x: u32) -> String {
    let root = &svg[svg.find("<svg").expect("an SVG document")..];
    format!("<svg x=\"{x}\" y=\"0\"{}", &root["<svg".len()..])
}
