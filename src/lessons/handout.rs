//! Two pages to print beside the lessons, A4, in either language: a
//! one-page summary of the basic path (its words, its steps with their
//! figures for the eight queens, the counts before searching, the check
//! arrays, the common mistakes) and an n = 4 worksheet (the shape of the
//! state-space tree to fill in, then its answer page). Every figure is
//! computed when the page is written; the words are the catalog's
//! `handout.*`, and the mistakes and the strategies' lines are those the
//! lessons and the help say.

use std::io::{self, Write};

use super::page::html;
use super::search_space::{ordered_placements, unordered_placements};
use super::{find, full_run, Lang, Level, LESSONS, SOURCES_N};
use crate::format::thousands;
use crate::known;
use crate::lang::catalog::Value;
use crate::observer::{PruneReason, Quiet};
use crate::render::html::handout::handout_head;
use crate::render::html::markup;
use crate::render::svg::tree::{tree_svg, tree_svg_blank};
use crate::run::RunSpec;
use crate::strategies::Strategy;
use crate::trace::{NodeKind, Tree};

/// The board of the worksheet: its tree fits on half a page.
pub const WORKSHEET_N: usize = 4;

/// The steps of the basic path the summary's table lists, each with the
/// lesson that teaches it.
const SUMMARY_STEPS: [(Strategy, &str); 5] = [
    (Strategy::Branching, "full-branching"),
    (Strategy::Bounding, "row-limited"),
    (Strategy::BranchAndBound, "branch-and-bound"),
    (Strategy::Pairwise, "pairwise"),
    (Strategy::Bitmask, "bitmasks"),
];

/// The lessons whose common mistake the summary repeats, in their order.
const MISTAKES: [&str; 4] = ["full-branching", "branch-and-bound", "pairwise", "first-solution"];

/// The words the summary defines, in the order a learner meets them.
const TERMS: [&str; 7] = [
    "tree",
    "node",
    "leaf",
    "promising",
    "non_promising",
    "pruning",
    "backtracking",
];

/// The largest N Baekjoon 9663 asks (1 <= N < 15).
const BAEKJOON_MAX_N: usize = super::count_only::JUDGE_MAX_N;

/// A page to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handout {
    /// The basic path on one page.
    Summary,
    /// The n = 4 state-space tree to fill in, and its answers.
    Worksheet,
}

impl Handout {
    /// Both pages.
    pub const ALL: [Handout; 2] = [Handout::Summary, Handout::Worksheet];

    /// Its name on the command line: `nqueens lesson summary`.
    pub fn name(self) -> &'static str {
        match self {
            Handout::Summary => "summary",
            Handout::Worksheet => "worksheet",
        }
    }

    /// The page called `name`, in any case.
    pub fn find(name: &str) -> Option<Handout> {
        Self::ALL
            .into_iter()
            .find(|handout| handout.name().eq_ignore_ascii_case(name))
    }

    /// Writes the page in `lang` as one self-contained HTML document, A4
    /// when printed.
    pub fn write(self, lang: Lang, out: &mut dyn Write) -> io::Result<()> {
        let mut page = String::new();
        let title = lang.section(&format!("handout.{}.title", self.name()));
        page.push_str(&handout_head(lang.code(), &markup(title)));
        page.push_str(&format!("<h1>{}</h1>\n", markup(title)));
        match self {
            Handout::Summary => summary(lang, &mut page),
            Handout::Worksheet => worksheet(lang, &mut page),
        }
        page.push_str("</body>\n</html>\n");
        out.write_all(page.as_bytes())
    }
}

/// What the catalog writes for a blank to fill in on paper.
const BLANK: &str = "________";

/// The section `key` of the handouts filled with `values`, as HTML, each
/// [`BLANK`] a line to write on.
fn words(lang: Lang, key: &str, values: &[(&str, Value)]) -> String {
    html(&lang.say(&format!("handout.{key}"), values)).replace(BLANK, "<span class=\"fill\"></span>")
}

/// A paragraph of the section `key`.
fn paragraph(page: &mut String, lang: Lang, key: &str, values: &[(&str, Value)]) {
    page.push_str(&format!("<p>{}</p>\n", words(lang, key, values)));
}

/// A heading of the section `key`.
fn heading(page: &mut String, lang: Lang, key: &str) {
    page.push_str(&format!("<h2>{}</h2>\n", words(lang, key, &[])));
}

/// A lesson as a list names it: its number and the short part of its title.
fn lesson_name(lang: Lang, name: &str) -> String {
    let lesson = find(name).expect("the handouts name lessons that exist");
    let values = [
        ("number", Value::Text(lesson.number_in(lang))),
        ("title", lesson.short_title(lang).into()),
    ];
    lang.say("handout.lesson", &values)
}

/// The summary: the words, the steps at n = 8, the counts, the arrays and the mistakes.
fn summary(lang: Lang, page: &mut String) {
    let basic = LESSONS
        .iter()
        .filter(|lesson| lesson.level == Level::Basic)
        .count();
    paragraph(page, lang, "summary.intro", &[("basic", basic.into())]);

    heading(page, lang, "summary.words");
    page.push_str("<dl>\n");
    for term in TERMS {
        let (name, meaning) = lang
            .section(&format!("handout.summary.term.{term}"))
            .split_once(": ")
            .expect("a term is `name: meaning`");
        page.push_str(&format!("<dt>{}:</dt> <dd>{}</dd>\n", html(name), html(meaning)));
    }
    page.push_str("</dl>\n");

    let n = SOURCES_N;
    heading(page, lang, "summary.steps");
    paragraph(page, lang, "summary.steps.intro", &[("n", n.into())]);
    let header = [
        lang.section("handout.summary.column.step"),
        lang.section("handout.summary.column.idea"),
        lang.section("common.column.nodes"),
        lang.section("common.column.leaves"),
        lang.section("common.column.checks"),
    ];
    page.push_str("<table>\n<tr>");
    for cell in header {
        page.push_str(&format!("<th>{}</th>", html(cell)));
    }
    page.push_str("</tr>\n");
    for (strategy, lesson) in SUMMARY_STEPS {
        let result = full_run(strategy, n);
        let about = lang.section(&format!("strategy.{}.about", strategy.name()));
        page.push_str(&format!(
            "<tr data-strategy=\"{}\"><td class=\"step\">{}</td><td>{}</td>",
            strategy.name(),
            html(&lesson_name(lang, lesson)),
            html(about)
        ));
        let c = &result.counters;
        for figure in [c.nodes(), result.leaves(), c.checks] {
            page.push_str(&format!("<td class=\"figure\">{}</td>", thousands(figure)));
        }
        page.push_str("</tr>\n");
    }
    page.push_str("</table>\n");

    heading(page, lang, "summary.counting");
    let (squares, queens) = ((n * n) as u128, n as u128);
    paragraph(
        page,
        lang,
        "summary.counting.text",
        &[
            ("n", n.into()),
            ("squares", squares.into()),
            ("ordered", ordered_placements(squares, queens).into()),
            ("unordered", unordered_placements(squares, queens).into()),
            ("per_row", queens.pow(n as u32).into()),
            ("per_column", ordered_placements(queens, queens).into()),
            ("solutions", known::A000170[n - 1].into()),
            ("max", BAEKJOON_MAX_N.into()),
            ("max_solutions", known::A000170[BAEKJOON_MAX_N - 1].into()),
        ],
    );

    heading(page, lang, "summary.arrays");
    page.push_str(&format!(
        "<pre>{}</pre>\n",
        markup(lang.section("handout.summary.arrays.code"))
    ));
    paragraph(page, lang, "summary.arrays.text", &[]);

    heading(page, lang, "summary.mistakes");
    page.push_str("<ul>\n");
    for lesson in MISTAKES {
        let text = lang.section(&format!("{lesson}.mistake"));
        page.push_str(&format!(
            "<li>{} <small>({})</small></li>\n",
            html(text),
            html(&lesson_name(lang, lesson))
        ));
    }
    page.push_str("</ul>\n");
}

/// The tree the worksheet asks for: branch-and-bound, all solutions, n = 4.
fn worksheet_tree() -> Tree {
    let spec = RunSpec::of(Strategy::BranchAndBound, WORKSHEET_N, false);
    Tree::record(spec, None, &mut Quiet).expect("the tree of n = 4 is small")
}

/// An empty board of `n` squares a side, or one with a queen in each row's
/// column of `queens`, as a table that prints.
fn board(n: usize, queens: Option<&[usize]>) -> String {
    let mut out = String::from("<table class=\"board\">\n");
    for row in 0..n {
        out.push_str("<tr>");
        for col in 0..n {
            let class = if (row + col) % 2 == 1 {
                " class=\"dark\""
            } else {
                ""
            };
            let queen = match queens {
                Some(queens) if queens[row] == col => "♛",
                _ => "",
            };
            out.push_str(&format!("<td{class}>{queen}</td>"));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table>\n");
    out
}

/// The worksheet: what to do, the blank tree, two empty boards; then, on a
/// page of its own, the tree filled in, its counts and its two boards.
fn worksheet(lang: Lang, page: &mut String) {
    let tree = worksheet_tree();
    let n = WORKSHEET_N;
    paragraph(page, lang, "worksheet.name", &[]);
    paragraph(page, lang, "worksheet.intro", &[("n", n.into())]);
    page.push_str("<ol>\n");
    for task in ["one", "two", "three", "four"] {
        page.push_str(&format!(
            "<li>{}</li>\n",
            words(lang, &format!("worksheet.task.{task}"), &[("n", n.into())])
        ));
    }
    page.push_str("</ol>\n");
    page.push_str(&format!(
        "<div class=\"tree blank\">{}</div>\n",
        svg_body(&tree_svg_blank(&tree, lang))
    ));
    let solutions: Vec<Vec<usize>> = tree
        .nodes
        .iter()
        .flat_map(|node| node.solutions.iter().cloned())
        .collect();
    page.push_str("<div class=\"boards\">\n");
    for _ in &solutions {
        page.push_str(&board(n, None));
    }
    page.push_str("</div>\n");

    page.push_str("<section class=\"answers\">\n");
    heading(page, lang, "worksheet.answers");
    let mut by_reason = [0u128; 3];
    for node in tree.nodes.iter().filter(|node| node.kind == NodeKind::Prune) {
        if let Some(reason) = node.reason {
            by_reason[reason.index()] += 1;
        }
    }
    let prunes: u128 = by_reason.iter().sum();
    let nodes = tree.nodes.len() as u128 - prunes;
    let boards: Vec<String> = solutions
        .iter()
        .map(|queens| crate::board::positions(queens))
        .collect();
    paragraph(
        page,
        lang,
        "worksheet.answer",
        &[
            ("nodes", nodes.into()),
            ("prunes", prunes.into()),
            ("column", by_reason[PruneReason::Column.index()].into()),
            ("diagonal", by_reason[PruneReason::Diagonal.index()].into()),
            (
                "anti_diagonal",
                by_reason[PruneReason::AntiDiagonal.index()].into(),
            ),
            ("solutions", (solutions.len() as u128).into()),
            ("boards", boards.join(", ").into()),
        ],
    );
    page.push_str(&format!(
        "<div class=\"tree\">{}</div>\n",
        svg_body(&tree_svg(&tree, lang))
    ));
    page.push_str("<div class=\"boards\">\n");
    for queens in &solutions {
        page.push_str(&board(n, Some(queens)));
    }
    page.push_str("</div>\n");
    paragraph(page, lang, "worksheet.more", &[]);
    page.push_str("</section>\n");
}

/// An SVG document as it sits inside a page: without its XML declaration.
fn svg_body(svg: &str) -> &str {
    svg.split_once("?>\n").map_or(svg, |(_, body)| body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_worksheet_tree_is_that_of_the_reference() {
        // docs/REFERENCE.md: n = 4 with branch-and-bound visits 17 nodes
        // (the root included), prunes 44 squares and finds 2 solutions.
        let tree = worksheet_tree();
        let prunes = tree.count(NodeKind::Prune);
        assert_eq!(tree.nodes.len() - prunes, 17);
        assert_eq!(prunes, 44);
        assert_eq!(tree.count(NodeKind::Solution), 2);
        assert_eq!(Handout::find("Worksheet"), Some(Handout::Worksheet));
        assert_eq!(Handout::find("list"), None);
    }
}
