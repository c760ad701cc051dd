//! The state-space tree as one SVG picture for a slide, written by hand as
//! the board pictures are: the root on top, one level per row (labelled on
//! the left), each node a circle holding its queen's column, each pruned
//! square a short red stub ending in its reason (`|` column, `/`, `\`), a
//! full board the leaf test rejected grey with the attack it found, the
//! solutions green with their boards under them. Up to a step, the current
//! element is lit, the path from the root to it drawn thick, the finished
//! subtrees greyed. Every element is a `<g data-node="ROW,COL"
//! data-kind="...">` (the root's `data-node` is `root`), a prune's reason in
//! `data-reason`, so a test can count them. The same tree gives the same bytes.

use std::fmt::Write;

use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::observer::PruneReason;
use crate::render::escape::markup;
use crate::render::palette::{
    Colour, CURRENT, DAY, FAINT, INK, MUTED, PAPER, PATH, PRUNE, PRUNE_TINT, SHADE, SOLUTION,
};
use crate::strategies::Strategy;

use crate::trace::{NodeKind, Tree};

/// Horizontal room of a node and of a stub.
const NODE_SLOT: f64 = 26.0;
const STUB_SLOT: f64 = 16.0;
/// Vertical distance between two levels.
const LEVEL: f64 = 66.0;
/// A node's radius.
const RADIUS: f64 = 10.5;
/// Room on the left for the row labels, and on the right (where a
/// solution's board may stand out past its leaf: [`right`]).
const LEFT: f64 = 96.0;
/// Room for the title and up to three lines under it.
const TOP: f64 = 130.0;
/// The narrowest picture: the title fits.
const MIN_WIDTH: f64 = 900.0;

const GREY: Colour = MUTED;
const PRUNED: Colour = PRUNE;
const SOLVED: Colour = SOLUTION;
const LIT: Colour = PATH;
const REJECTED: Colour = SHADE;

/// How a tree is drawn.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Drawing {
    /// Whole, with its title, its counts and its legend.
    Whole,
    /// For a player that lights it step by step.
    InSteps,
    /// Its shape only, to fill in on paper: no title, no legend, no
    /// column in a node, no reason in a pruned square, no solution told
    /// from another node, nothing said on hovering.
    Blank,
}

/// The tree as an SVG document, its words in `lang`.
pub fn tree_svg(tree: &Tree, lang: Lang) -> String {
    draw(tree, lang, Drawing::Whole)
}

/// The tree's shape alone, as an SVG document for a worksheet: the root
/// and the row labels in `lang`, each node an empty circle and each pruned
/// square an empty box, for a learner to write in; its elements are
/// tagged `data-kind` `node` (the root, `data-node="root"`, and every
/// node, a solution too) or `prune`, and say nothing of their squares.
pub fn tree_svg_blank(tree: &Tree, lang: Lang) -> String {
    draw(tree, lang, Drawing::Blank)
}

/// The whole tree as an SVG document that a player lights step by step:
/// each element also says when it appears (`data-from`, a step number),
/// when its call returns (`data-until`, empty while it has not) and the
/// index of the element above it (`data-parent`; elements are written in
/// index order, the root first).
pub fn tree_svg_in_steps(tree: &Tree, lang: Lang) -> String {
    draw(tree, lang, Drawing::InSteps)
}

fn draw(tree: &Tree, lang: Lang, drawing: Drawing) -> String {
    let in_steps = drawing == Drawing::InSteps;
    let at = layout(tree);
    let depth = tree
        .nodes
        .iter()
        .filter_map(|node| node.square.map(|(row, _)| row + 1))
        .max()
        .unwrap_or(0);
    let width = (LEFT + at.width + right(tree)).max(MIN_WIDTH).ceil();
    let below = if tree.count(NodeKind::Solution) > 0 {
        under_leaves(tree) + 14.0 * most_boards(tree) as f64
    } else {
        0.0
    };
    let bottom = TOP + depth as f64 * LEVEL + 40.0 + below;
    // The page writes the title, the counts and the legend as its own text
    // outside the tree's scroll box, so its picture starts at the root.
    let keys = match drawing {
        Drawing::Whole => legend_keys(tree, lang),
        Drawing::InSteps | Drawing::Blank => Vec::new(),
    };
    // Without a title, the picture starts just above the root.
    let untitled = drawing != Drawing::Whole;
    let top = if untitled { TOP - 28.0 } else { 0.0 };
    let height = (bottom + 18.0 * keys.len() as f64 + 10.0 - top).ceil();
    let shift = if untitled {
        format!(" y=\"{top}\"")
    } else {
        String::new()
    };
    let mut body = String::new();
    if drawing == Drawing::Whole {
        title(&mut body, tree, lang);
    }
    rows(
        &mut body,
        tree.result.spec.n.min(depth),
        width - right(tree),
        lang,
    );
    let lit = tree.path();
    for (index, node) in tree.nodes.iter().enumerate() {
        let state = if tree.current == Some(index) {
            " class=\"current\""
        } else if lit.contains(&index) {
            " class=\"path\""
        } else if tree.step.is_some() && done(tree, index) {
            " class=\"done\" stroke-dasharray=\"3 2\""
        } else {
            ""
        };
        let name = match node.square {
            Some((row, col)) => format!("{row},{col}"),
            None => "root".to_string(),
        };
        let reason = match node.reason {
            Some(reason) if node.kind == NodeKind::Prune && drawing != Drawing::Blank => {
                format!(" data-reason=\"{}\"", reason.name())
            }
            _ => String::new(),
        };
        let timing = if in_steps {
            let until = node.until.map_or(String::new(), |step| step.to_string());
            let parent = node.parent.map_or(String::new(), |parent| parent.to_string());
            format!(
                " data-from=\"{}\" data-until=\"{until}\" data-parent=\"{parent}\"",
                node.from
            )
        } else {
            String::new()
        };
        let (name, kind) = match (drawing, node.kind) {
            (Drawing::Blank, NodeKind::Root) => (name, NodeKind::Node.name()),
            (Drawing::Blank, NodeKind::Prune) => (String::new(), NodeKind::Prune.name()),
            (Drawing::Blank, _) => (String::new(), NodeKind::Node.name()),
            (_, kind) => (name, kind.name()),
        };
        let named = match name.as_str() {
            "" => String::new(),
            name => format!(" data-node=\"{name}\""),
        };
        let _ = write!(body, "<g{named} data-kind=\"{kind}\"{reason}{state}{timing}>");
        let lit = state.contains("current") || state.contains("path");
        match drawing {
            Drawing::Blank => blank_element(&mut body, tree, index, &at, lang),
            _ => element(&mut body, tree, index, &at, lit, lang),
        }
        body.push_str("</g>\n");
    }
    legend(&mut body, &keys, bottom + 12.0);
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 {top} {width} {height}\" font-family=\"DejaVu Sans, Verdana, Noto Sans CJK KR, sans-serif\">\n\
         <rect{shift} width=\"{width}\" height=\"{height}\" fill=\"{PAPER}\"/>\n{body}</svg>\n"
    )
}

/// The room right of the tree: half a solution's board (about 7 pixels a
/// column and its space), which may stand out past the last leaf.
fn right(tree: &Tree) -> f64 {
    24.0 + 4.0 * tree.result.spec.n as f64
}

/// Where each element stands, and how wide the tree is.
struct Layout {
    x: Vec<f64>,
    width: f64,
}

/// Places the leaves of the drawing left to right, in the search's order,
/// and each node over the middle of its children.
fn layout(tree: &Tree) -> Layout {
    fn place(tree: &Tree, index: usize, cursor: &mut f64, x: &mut [f64]) {
        let node = &tree.nodes[index];
        if node.children.is_empty() {
            let slot = if node.kind == NodeKind::Prune {
                STUB_SLOT
            } else {
                NODE_SLOT
            };
            x[index] = *cursor + slot / 2.0;
            *cursor += slot;
            return;
        }
        for &child in &node.children {
            place(tree, child, cursor, x);
        }
        let (first, last) = (node.children[0], node.children[node.children.len() - 1]);
        x[index] = (x[first] + x[last]) / 2.0;
    }
    let mut x = vec![0.0; tree.nodes.len()];
    let mut cursor = 0.0;
    if !tree.nodes.is_empty() {
        place(tree, 0, &mut cursor, &mut x);
    }
    let width = cursor.max(NODE_SLOT);
    let shift = LEFT + ((MIN_WIDTH - LEFT - right(tree) - width) / 2.0).max(0.0);
    Layout {
        x: x.iter().map(|x| x + shift).collect(),
        width,
    }
}

/// The height of the level of the element at `index`.
fn level_y(tree: &Tree, index: usize) -> f64 {
    let level = tree.nodes[index].square.map_or(0, |(row, _)| row + 1);
    TOP + level as f64 * LEVEL
}

/// Whether the element at `index` is finished: its own call or one above it returned.
fn done(tree: &Tree, index: usize) -> bool {
    std::iter::successors(Some(index), |&at| tree.nodes[at].parent).any(|at| tree.nodes[at].finished)
}

/// The most boards one solution node holds.
fn most_boards(tree: &Tree) -> usize {
    tree.nodes
        .iter()
        .map(|node| node.solutions.len())
        .max()
        .unwrap_or(0)
}

/// How far below a full board its solution's boards start: under the
/// leaf test's marks when the tree has them.
fn under_leaves(tree: &Tree) -> f64 {
    if tree.count(NodeKind::Leaf) > 0 {
        34.0
    } else {
        16.0
    }
}

/// The glyph of a reason, as the trace writes the lines.
fn glyph(reason: PruneReason) -> &'static str {
    match reason {
        PruneReason::Column => "|",
        PruneReason::Diagonal => "/",
        PruneReason::AntiDiagonal => "\\",
    }
}

/// One element: the edge from its parent, then its mark.
fn element(out: &mut String, tree: &Tree, index: usize, at: &Layout, lit: bool, lang: Lang) {
    let node = &tree.nodes[index];
    let (x, y) = (at.x[index], level_y(tree, index));
    let square = |key: &str, (row, col): (usize, usize), reason: Option<PruneReason>| {
        let line = reason.map_or("", |reason| lang.section(&format!("tree.line.{}", reason.name())));
        lang.say(
            key,
            &[
                ("row", Value::from(row as u64)),
                ("col", Value::from(col as u64)),
                ("line", Value::from(line)),
            ],
        )
    };
    let hover = match (node.square, node.kind, node.reason) {
        (None, ..) => lang.section("tree.hover.root").to_string(),
        (Some(at), NodeKind::Prune, reason @ Some(_)) => square("tree.hover.prune", at, reason),
        (Some(at), NodeKind::Leaf, reason @ Some(_)) => square("tree.hover.leaf", at, reason),
        (Some(at), ..) => square("tree.hover.node", at, None),
    };
    let _ = write!(out, "<title>{}</title>", hover);
    if let Some(parent) = node.parent {
        let (from_x, from_y) = (at.x[parent], level_y(tree, parent) + RADIUS);
        let (colour, width) = if lit { (LIT, 3.0) } else { (GREY, 1.2) };
        let (to_y, colour, width) = match node.kind {
            NodeKind::Prune => (
                y - 20.0,
                if lit { LIT } else { PRUNED },
                if lit { 3.0 } else { 1.2 },
            ),
            _ => (y - RADIUS, colour, width),
        };
        let _ = write!(
            out,
            "<line x1=\"{from_x:.1}\" y1=\"{from_y:.1}\" x2=\"{x:.1}\" y2=\"{to_y:.1}\" stroke=\"{colour}\" stroke-width=\"{width}\"/>"
        );
    }
    let stroke = if lit { LIT } else { INK };
    let ring = if lit { 3.0 } else { 1.4 };
    let current = tree.current == Some(index);
    match node.kind {
        NodeKind::Root => {
            let fill = if current { CURRENT } else { PAPER };
            root(out, (x, y), (fill, stroke, ring), lang);
        }
        NodeKind::Prune => {
            let reason = node.reason.map_or("?", glyph);
            let colour = if current { LIT } else { PRUNED };
            let _ = write!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"13\" height=\"18\" rx=\"3\" fill=\"{PRUNE_TINT}\" stroke=\"{colour}\" stroke-width=\"0.8\"/>\
                 <text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"13\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"{colour}\">{reason}</text>",
                x - 6.5,
                y - 20.0,
                y - 6.5
            );
        }
        kind => {
            let col = node.square.map_or(0, |(_, col)| col);
            let (fill, text) = match kind {
                _ if current => (CURRENT, INK),
                NodeKind::Solution => (SOLVED, DAY),
                NodeKind::Leaf => (REJECTED, GREY),
                _ => (PAPER, INK),
            };
            let stroke = if kind == NodeKind::Solution && !lit {
                SOLVED
            } else {
                stroke
            };
            let _ = write!(
                out,
                "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{RADIUS}\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{ring}\"/>\
                 <text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"11\" text-anchor=\"middle\" fill=\"{text}\">{col}</text>",
                y + 4.0
            );
            if let (NodeKind::Leaf, Some(reason)) = (kind, node.reason) {
                let _ = write!(
                    out,
                    "<text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"14\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"{PRUNED}\">{}</text>",
                    y + RADIUS + 15.0,
                    glyph(reason)
                );
            }
            for (line, board) in node.solutions.iter().enumerate() {
                let words: Vec<String> = board.iter().map(usize::to_string).collect();
                let _ = write!(
                    out,
                    "<text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"12\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"{SOLVED}\" data-solution=\"{}\">{}</text>",
                    y + RADIUS + under_leaves(tree) + 14.0 * line as f64,
                    words.join(" "),
                    words.join(" ")
                );
            }
        }
    }
}

/// One element of a blank tree: the edge from its parent, then the root's
/// label, an empty circle for a node or an empty box for a pruned square.
fn blank_element(out: &mut String, tree: &Tree, index: usize, at: &Layout, lang: Lang) {
    let node = &tree.nodes[index];
    let (x, y) = (at.x[index], level_y(tree, index));
    if let Some(parent) = node.parent {
        let (from_x, from_y) = (at.x[parent], level_y(tree, parent) + RADIUS);
        let to_y = match node.kind {
            NodeKind::Prune => y - 20.0,
            _ => y - RADIUS,
        };
        let _ = write!(
            out,
            "<line x1=\"{from_x:.1}\" y1=\"{from_y:.1}\" x2=\"{x:.1}\" y2=\"{to_y:.1}\" stroke=\"{GREY}\" stroke-width=\"1.2\"/>"
        );
    }
    match node.kind {
        NodeKind::Root => {
            root(out, (x, y), (PAPER, INK, 1.4), lang);
        }
        NodeKind::Prune => {
            let _ = write!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"13\" height=\"18\" rx=\"3\" fill=\"{PAPER}\" stroke=\"{GREY}\" stroke-width=\"0.8\"/>",
                x - 6.5,
                y - 20.0
            );
        }
        _ => {
            let _ = write!(
                out,
                "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{RADIUS}\" fill=\"{PAPER}\" stroke=\"{INK}\" stroke-width=\"1.4\"/>"
            );
        }
    }
}

/// The title and the line under it: what was searched and what the drawing holds.
fn title(out: &mut String, tree: &Tree, lang: Lang) {
    let (heading, lines) = tree_heading(tree, lang);
    let _ = writeln!(
        out,
        "<text x=\"20\" y=\"32\" font-size=\"20\" font-weight=\"bold\" fill=\"{INK}\">{}</text>",
        markup(&heading)
    );
    for (line, words) in lines.iter().enumerate() {
        let _ = writeln!(
            out,
            "<text x=\"20\" y=\"{}\" font-size=\"14\" fill=\"{GREY}\">{}</text>",
            56 + 20 * line,
            markup(words)
        );
    }
}

/// The tree's title and the lines under it (its counts, how far it is
/// drawn, where `halves` joins), as plain words.
pub fn tree_heading(tree: &Tree, lang: Lang) -> (String, Vec<String>) {
    let spec = tree.result.spec;
    let key = if spec.first {
        "tree.title.first"
    } else {
        "tree.title.all"
    };
    let heading = lang.say(
        key,
        &[
            ("strategy", Value::from(lang.strategy(spec.strategy.name()))),
            ("n", Value::from(spec.n as u64)),
        ],
    );
    let mut by_reason = [0u64; 3];
    for node in tree.nodes.iter().filter(|node| node.kind == NodeKind::Prune) {
        if let Some(reason) = node.reason {
            by_reason[reason.index()] += 1;
        }
    }
    let prunes: u64 = by_reason.iter().sum();
    let nodes = tree.nodes.len() as u64 - prunes;
    let boards: u64 = tree.nodes.iter().map(|node| node.solutions.len() as u64).sum();
    let mut lines = vec![lang.say(
        "tree.counts",
        &[
            ("nodes", Value::from(nodes)),
            ("prunes", Value::from(prunes)),
            ("column", Value::from(by_reason[0])),
            ("diagonal", Value::from(by_reason[1])),
            ("anti", Value::from(by_reason[2])),
            ("solutions", Value::from(boards + tree.joined)),
        ],
    )];
    if let Some(step) = tree.step {
        lines.push(lang.say(
            "tree.up-to",
            &[
                ("step", Value::from(step)),
                ("total", Value::from(tree.total_steps)),
            ],
        ));
    }
    if spec.strategy == Strategy::Halves {
        let half = tree
            .nodes
            .iter()
            .filter_map(|node| node.square.map(|(row, _)| row + 1))
            .max()
            .unwrap_or(0);
        lines.push(lang.say(
            "tree.halves",
            &[("last", Value::from(half.saturating_sub(1) as u64))],
        ));
    }
    (heading, lines)
}

/// The row labels on the left, one per level drawn, each with a faint line to `end`.
fn rows(out: &mut String, levels: usize, end: f64, lang: Lang) {
    for level in 0..=levels {
        let y = TOP + level as f64 * LEVEL;
        let label = match level {
            0 => lang.section("tree.empty-board").to_string(),
            _ => lang.say("tree.row", &[("row", Value::from(level as u64 - 1))]),
        };
        let _ = writeln!(
            out,
            "<line x1=\"{:.1}\" y1=\"{y:.1}\" x2=\"{:.1}\" y2=\"{y:.1}\" stroke=\"{FAINT}\"/>\
             <text x=\"20\" y=\"{:.1}\" font-size=\"13\" fill=\"{GREY}\">{label}</text>",
            LEFT - 16.0,
            end,
            y + 4.0
        );
    }
}

/// The legend's lines: what each mark the tree uses means.
pub fn legend_keys(tree: &Tree, lang: Lang) -> Vec<&'static str> {
    let mut keys = vec![lang.section("tree.legend.node")];
    for (kind, key) in [
        (NodeKind::Prune, "tree.legend.prune"),
        (NodeKind::Leaf, "tree.legend.leaf"),
        (NodeKind::Solution, "tree.legend.solution"),
    ] {
        if tree.count(kind) > 0 {
            keys.push(lang.section(key));
        }
    }
    keys
}

/// The legend from `y` down, a line per key.
fn legend(out: &mut String, keys: &[&str], y: f64) {
    for (line, key) in keys.iter().enumerate() {
        let _ = writeln!(
            out,
            "<text x=\"20\" y=\"{:.1}\" font-size=\"13\" fill=\"{GREY}\">{}</text>",
            y + 18.0 * line as f64,
            markup(key)
        );
    }
}

/// The root's pill at `(x, y)`, filled, outlined and ringed as `look` says,
/// with its name in `lang`.
fn root(out: &mut String, (x, y): (f64, f64), (fill, stroke, ring): (Colour, Colour, f64), lang: Lang) {
    let _ = write!(
        out,
        "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"48\" height=\"22\" rx=\"11\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{ring}\"/>\
         <text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"12\" text-anchor=\"middle\" fill=\"{INK}\">{}</text>",
        x - 24.0,
        y - 11.0,
        y + 4.0,
        lang.section("tree.root")
    );
}
