//! The replay page, `nqueens trace --format html`: one self-contained HTML
//! file that opens from disk with no network. It carries the recorded steps
//! as compact JSON (one array a step, written as it is serialised, so the
//! page costs little more memory than the recording), the words of
//! `words.rs` as JSON, a little CSS, and the player, `page.js`, included
//! when the binary is built. The page draws the board as SVG and takes the
//! terminal view's keys.

use std::collections::BTreeMap;
use std::io::{self, Write};

use serde::Serialize;

use super::classroom::{classroom_block, predict_panel};
use super::{markup, page_head, script_safe};
use crate::format::keep_together;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::observer::PruneReason;
use crate::render::svg::tree::{legend_keys, tree_heading, tree_svg_in_steps};
use crate::trace::{describe, Code, Recording, StepKind, Tree, MAX_TREE_ELEMENTS};
use crate::watch::words;
use crate::watch::SPEEDS;

/// The player, plain JavaScript.
const SCRIPT: &str = include_str!("replay.js");

/// The radix of a placement's digits, one a row (`page.js` reads them with
/// `parseInt(digit, 32)`): a column of the largest board is one digit.
const DIGIT_RADIX: u32 = 32;
const _: () = assert!(crate::MAX_N <= DIGIT_RADIX as usize);

/// The look of the page.
const STYLE: &str = "
body { font-family: system-ui, sans-serif; margin: 1.5em; color: var(--ink); background: var(--paper); }
h1 { font-size: 1.3em; }
main { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 0 2em; align-items: start; }
main > * { min-width: 0; overflow-wrap: break-word; }
#board { width: min(28em, 90vw); border: 1px solid var(--rule); }
:is(#board, #legend) .light { fill: var(--light); } :is(#board, #legend) .dark { fill: var(--dark); }
:is(#board, #legend) text { font: bold 16px monospace; text-anchor: middle; dominant-baseline: central; }
:is(#board, #legend) .queen { font-size: 24px; fill: var(--queen); } :is(#board, #legend) .solved { fill: var(--solution); }
:is(#board, #legend) .column { fill: var(--column); } :is(#board, #legend) .diagonal { fill: var(--diagonal); } :is(#board, #legend) .anti-diagonal { fill: var(--anti-diagonal); }
:is(#board, #legend) .pruned { fill: var(--prune); } :is(#board, #legend) .tried { fill: none; stroke: var(--tried); stroke-width: 4; }
#status { font: bold 1.1em monospace; }
#counters { white-space: pre-line; word-break: keep-all; }
#note { color: var(--path); } #note:empty { display: none; }
button { font-size: 1em; margin: 0.1em; }
#calls, #trace { font-family: monospace; }
#calls span { color: var(--muted); }
#trace { padding-left: 5em; margin: 0; }
#trace li { cursor: pointer; }
#source { font: 0.85em monospace; margin: 0; padding: 0.3em 0; background: var(--shade); border: 1px solid var(--rule);
  list-style: none; max-height: 36em; overflow: auto; }
#source li { white-space: pre; padding: 0 0.5em; }
#source li::before { content: attr(data-line); display: inline-block; width: 3em; color: var(--muted); }
#source li.marker { color: var(--muted); }
#source li.gap { color: var(--muted); }
#source li.current { background: var(--lit); font-weight: bold; }
#board .number { font: 14px monospace; fill: var(--muted); }
#legend { display: block; width: min(28em, 90vw); margin-top: 0.5em; }
#legend .label { text-anchor: start; font: 13px system-ui, sans-serif; fill: var(--ink); }
#tree-panel { grid-column: 1 / 3; }
#tree { overflow-x: auto; }
#tree-panel .tree-title { font-weight: bold; margin: 0.2em 0; }
#tree-panel .tree-note, #tree-legend { color: var(--muted); font-size: 0.9em; margin: 0.2em 0; }
#tree-legend { padding-left: 1.2em; }
#tree svg.folded { width: 100%; height: auto; }
#tree svg.folded { max-width: 36em; }
#tree .later { display: none; }
#tree .done { stroke-dasharray: 3 2; }
#tree .current circle, #tree .current rect { fill: var(--current); }
#tree .path > line, #tree .current > line { stroke: var(--path); stroke-width: 3; }
#trace pre { margin: 0; display: inline; }
#trace .current { background: var(--lit); font-weight: bold; }
dl#keys { display: grid; grid-template-columns: max-content 1fr; gap: 0 1em; }
dl#keys dt { font-family: monospace; }
dl#keys[hidden] { display: none; }
";

/// The words the page shows, from `words.rs`, with `{...}` where the
/// player puts the numbers, and what it needs to read the steps.
#[derive(Serialize)]
struct PageWords {
    n: usize,
    function: &'static str,
    /// The names of the kinds and reasons the steps give by index.
    kinds: Vec<&'static str>,
    reasons: Vec<&'static str>,
    symbols: BTreeMap<&'static str, char>,
    pruned: BTreeMap<&'static str, String>,
    status: String,
    counters: String,
    trying: String,
    all_placed: String,
    keys: Vec<(&'static str, &'static str)>,
    speeds: Vec<u32>,
    speed_names: Vec<String>,
    /// What a seeking button says when it finds nothing, by its id.
    none: BTreeMap<&'static str, String>,
    no_step: String,
    first_step: &'static str,
    last_step: &'static str,
    play: &'static str,
    pause: &'static str,
    /// The folded tree's words: the root, and the columns of a level's row
    /// on its left and on its right.
    root: &'static str,
    left: &'static str,
    right: &'static str,
}

/// One step in the page's data, an array in the order `page.js` reads:
/// the kind's index, depth, open calls, row, column, the reason's index,
/// the placement after it (one base-32 digit a row), the trace's line, the
/// line of the source it executes and the tree's element it is about (when
/// the page draws the whole tree).
#[derive(Serialize)]
struct PageStep(
    usize,
    u8,
    u8,
    Option<u8>,
    Option<u8>,
    Option<usize>,
    String,
    String,
    Option<usize>,
    Option<usize>,
);

/// Writes the page of `recording`, whose window starts at step 1, `code`
/// in its code panel; the classroom's words (`classroom_block`) in `lang`.
pub fn write_page(
    recording: &Recording,
    code: Option<&Code>,
    lang: Lang,
    out: &mut dyn Write,
) -> io::Result<()> {
    let spec = recording.result.spec;
    let n = spec.n;
    let kept = recording.steps.len() as u64;
    let whole = whole_tree(recording);
    let [nodes, prunes] = words::tally(
        lang,
        "{nodes}",
        "{solutions}",
        "{prunes}",
        ["{column}", "{diagonal}", "{anti}"],
    );
    let page_words = PageWords {
        n,
        function: spec.strategy.function(),
        kinds: StepKind::ALL.iter().map(|kind| kind.name()).collect(),
        reasons: PruneReason::ALL.iter().map(|reason| reason.name()).collect(),
        symbols: PruneReason::ALL
            .iter()
            .map(|&r| (r.name(), words::symbol(r)))
            .collect(),
        pruned: PruneReason::ALL
            .iter()
            .map(|&r| (r.name(), words::pruned(r)))
            .collect(),
        status: words::status(lang, "{step}", recording.total),
        counters: format!(
            "{}\n{}",
            counters_kept_whole(&nodes),
            counters_kept_whole(&prunes)
        ),
        trying: words::trying(lang, Some("{col}"), 0, n),
        all_placed: words::trying(lang, None::<usize>, n, n),
        keys: words::keys(lang)
            .into_iter()
            .chain([words::page_escape(lang)])
            .collect(),
        speeds: SPEEDS.to_vec(),
        speed_names: SPEEDS.iter().map(|&speed| words::speed(lang, speed)).collect(),
        none: BTreeMap::from([
            ("next-solution", words::none(lang, "solution-after", "{step}")),
            (
                "previous-solution",
                words::none(lang, "solution-before", "{step}"),
            ),
            ("backtrack", words::none(lang, "backtrack-after", "{step}")),
        ]),
        no_step: words::no_step(lang, "{asked}", kept),
        first_step: words::first_step(lang),
        last_step: words::last_step(lang),
        play: lang.section("page.button.play"),
        pause: lang.section("page.button.pause"),
        root: lang.section("page.tree.root"),
        left: lang.section("page.tree.left"),
        right: lang.section("page.tree.right"),
    };
    let page_words = serde_json::to_string(&page_words)?;
    let title = lang.say(
        "page.title",
        &[
            ("strategy", Value::from(lang.strategy(spec.strategy.name()))),
            ("n", Value::from(n as u64)),
        ],
    );
    let heading = if spec.first {
        "page.heading.first"
    } else {
        "page.heading.all"
    };
    let heading = lang.say(
        heading,
        &[
            ("strategy", Value::from(lang.strategy(spec.strategy.name()))),
            ("n", Value::from(n as u64)),
            ("function", Value::from(spec.strategy.function())),
        ],
    );
    let keeps = if recording.not_kept() > 0 {
        format!(
            "<p>{}</p>\n",
            markup(&words::page_keeps(lang, kept, recording.total))
        )
    } else {
        String::new()
    };
    let say = |key: &str| markup(lang.section(key));
    write!(
        out,
        r##"{head}<h1>{heading}</h1>
<main>
<section>
<svg id="board" viewBox="-28 -28 {framed} {framed}" role="img" aria-label="{board}"></svg>
{legend}
</section>
<section>
{predict}
<p id="status"></p>
<p id="note"></p>
{keeps}<p class="controls">
<button id="first" title="Home">{first}</button>
<button id="previous" title="&#x2190;">{back}</button>
<button id="play" title="{play_key}">{play}</button>
<button id="next" title="{next_key}">{next}</button>
<button id="last" title="End">{last}</button>
</p>
<p class="controls">
<button id="previous-solution" title="N">{previous_solution}</button>
<button id="next-solution" title="n">{next_solution}</button>
<button id="backtrack" title="b">{backtrack}</button>
</p>
<p class="controls">
<button id="slower" title="-">{slower}</button> <span id="speed"></span> <button id="faster" title="+">{faster}</button>
<label>{go_to} <input id="goto" type="number" min="1" max="{kept}" size="6" title="g"></label>
<button id="show-keys" title="?">{keys}</button>
</p>
<dl id="keys" hidden></dl>
<h2>{calls}</h2>
<ol id="calls" start="0"></ol>
<h2>{counters}</h2>
<p id="counters"></p>
</section>
<ol id="trace"></ol>
{source}
{tree}
</main>
<script type="application/json" id="words">{page_words}</script>
<script type="application/json" id="steps">
["##,
        head = page_head(lang.code(), &format!("nqueens: {}", markup(&title)), STYLE),
        heading = markup(&heading),
        framed = 40 * n + 28,
        board = say("page.board"),
        legend = legend(lang),
        first = say("page.button.first"),
        back = say("page.button.back"),
        play = say("page.button.play"),
        play_key = say("page.key.play"),
        next_key = say("page.key.next"),
        next = say("page.button.next"),
        last = say("page.button.last"),
        previous_solution = say("page.button.previous-solution"),
        next_solution = say("page.button.next-solution"),
        backtrack = say("page.button.backtrack"),
        slower = say("page.button.slower"),
        faster = say("page.button.faster"),
        go_to = say("page.button.go-to"),
        keys = say("page.button.keys"),
        calls = say("page.calls"),
        counters = say("page.counters"),
        source = code_panel(code),
        predict = predict_panel(lang),
        tree = tree_panel(lang, whole.as_ref().map(|(tree, _)| tree)),
        page_words = script_safe(&page_words),
    )?;
    let currents = whole.as_ref().map(|(_, currents)| currents.as_slice());
    write_steps(recording, lang, (code, currents), out)?;
    write!(
        out,
        r##"]
</script>
<script>
{SCRIPT}</script>
{classroom}</body>
</html>
"##,
        classroom = classroom_block(lang)
    )
}

/// Writes the kept steps of `recording` as the page's data, one array a
/// step and a line each, comma-separated (the caller writes the brackets),
/// the trace's lines in `lang`; with the strategy's `code`, each step's
/// line in it, and with the tree's `currents`, each step's element.
pub(super) fn write_steps(
    recording: &Recording,
    lang: Lang,
    (code, currents): (Option<&Code>, Option<&[Option<usize>]>),
    out: &mut dyn Write,
) -> io::Result<()> {
    let spec = recording.result.spec;
    let mut line = Vec::new();
    for (index, step) in recording.steps.iter().enumerate() {
        let queens = recording.queens(index);
        let placement = queens
            .iter()
            .map(|&col| char::from_digit(col as u32, DIGIT_RADIX).expect("boards are at most 32 x 32"))
            .collect();
        let text = describe(lang, spec.strategy, spec.n, step, &queens);
        let page_step = PageStep(
            step.kind.index(),
            step.depth,
            step.open,
            step.row,
            step.col,
            step.reason.map(PruneReason::index),
            placement,
            text,
            code.and_then(|code| code.line(step)),
            currents.and_then(|currents| currents[index]),
        );
        line.clear();
        if index > 0 {
            line.extend_from_slice(b",\n");
        }
        serde_json::to_writer(&mut line, &page_step)?;
        let line = std::str::from_utf8(&line).expect("JSON is UTF-8");
        out.write_all(script_safe(line).as_bytes())?;
    }
    Ok(())
}

/// A line of counters with each counter, a name and its figure, kept on
/// one line: the line breaks only between two counters (after a comma, at
/// a double space, before an opening parenthesis).
fn counters_kept_whole(line: &str) -> String {
    [", ", "  ", " ("]
        .into_iter()
        .fold(keep_together(line), |kept, between| {
            kept.replace(&keep_together(between), between)
        })
}

/// The tree of the whole run and the element of each step, when the page
/// keeps every step and the tree is small enough to draw whole.
fn whole_tree(recording: &Recording) -> Option<(Tree, Vec<Option<usize>>)> {
    if recording.not_kept() > 0 || recording.total > 10 * MAX_TREE_ELEMENTS as u64 {
        return None;
    }
    let (tree, currents) = Tree::with_currents(recording);
    (tree.nodes.len() <= MAX_TREE_ELEMENTS).then_some((tree, currents))
}

/// The source panel: each function of the strategy's file that holds a
/// step's line, one element a line with `data-line="N"` (its line in the
/// file); the player gives the step's line the class `current`.
fn code_panel(code: Option<&Code>) -> String {
    let Some(code) = code else {
        return String::new();
    };
    // A narrow column breaks the file's path after a folder, not inside a name.
    let mut out = format!(
        "<section id=\"code\">\n<h2>{}</h2>\n<ol id=\"source\">\n",
        markup(&code.path).replace('/', "/<wbr>")
    );
    for row in code.rows() {
        let Some(line) = row else {
            out.push_str("<li class=\"gap\">\u{22ee}</li>\n");
            continue;
        };
        let marker = if code.is_marker(line) {
            " class=\"marker\""
        } else {
            ""
        };
        out.push_str(&format!(
            "<li data-line=\"{line}\"{marker}>{}</li>\n",
            markup(code.text(line))
        ));
    }
    out.push_str("</ol>\n</section>");
    out
}

/// The tree panel: the whole tree drawn once, each element told when it
/// appears and returns, which the player shows up to the step; without a
/// tree (too large, or steps not kept), the player draws the path to the
/// step with the rest folded into counts. The whole tree's title, counts
/// and legend stand outside its scroll box, so they stay in view while
/// the tree scrolls sideways.
fn tree_panel(lang: Lang, tree: Option<&Tree>) -> String {
    let (above, drawn, below) = tree.map_or(Default::default(), |tree| {
        let (heading, lines) = tree_heading(tree, lang);
        let mut above = format!("<p class=\"tree-title\">{}</p>\n", markup(&heading));
        for line in &lines {
            above.push_str(&format!("<p class=\"tree-note\">{}</p>\n", markup(line)));
        }
        // Inside HTML the SVG needs neither the XML declaration nor its namespace.
        let svg = tree_svg_in_steps(tree, lang).replace(" xmlns=\"http://www.w3.org/2000/svg\"", "");
        let drawn = svg
            .split_once('\n')
            .map_or(svg.clone(), |(_, rest)| rest.to_string());
        let mut below = String::from("<ul id=\"tree-legend\">\n");
        for key in legend_keys(tree, lang) {
            below.push_str(&format!("<li>{}</li>\n", markup(key)));
        }
        below.push_str("</ul>\n");
        (above, drawn, below)
    });
    format!(
        "<section id=\"tree-panel\">\n<h2>{}</h2>\n{above}<div id=\"tree\">{drawn}</div>\n{below}</section>",
        markup(lang.section("page.tree"))
    )
}

/// The legend under the board, drawn with the marks the board uses.
fn legend(lang: Lang) -> String {
    let marks = [
        ("queen", "Q"),
        ("tried", ""),
        ("pruned", "x|x"),
        ("column", "|"),
        ("diagonal", "/"),
        ("anti-diagonal", "\\"),
    ];
    let mut out = format!(
        "<svg id=\"legend\" viewBox=\"0 0 480 84\" role=\"img\" aria-label=\"{}\">",
        markup(lang.section("page.legend"))
    );
    for (index, (class, mark)) in marks.into_iter().enumerate() {
        let label = markup(lang.section(&format!("page.legend.{class}")));
        // Two columns, wide enough for the longest label (Korean's).
        let (x, y) = ((index % 2) as f64 * 240.0, (index / 2) as f64 * 28.0);
        let shade = if (index + index / 2) % 2 == 0 {
            "light"
        } else {
            "dark"
        };
        out.push_str(&format!(
            "<rect class=\"{shade}\" x=\"{x}\" y=\"{y}\" width=\"24\" height=\"24\"/>"
        ));
        if class == "tried" {
            out.push_str(&format!(
                "<rect class=\"tried\" x=\"{}\" y=\"{}\" width=\"20\" height=\"20\"/>",
                x + 2.0,
                y + 2.0
            ));
        } else {
            out.push_str(&format!(
                "<text class=\"{class}\" x=\"{}\" y=\"{}\">{}</text>",
                x + 12.0,
                y + 12.0,
                markup(mark)
            ));
        }
        out.push_str(&format!(
            "<text class=\"label\" x=\"{}\" y=\"{}\">{label}</text>",
            x + 30.0,
            y + 12.0
        ));
    }
    out.push_str("</svg>");
    out
}
