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

use super::classroom_page::classroom_block;
use super::markup::{html_text, script_safe};
use super::player::SPEEDS;
use super::words;
use crate::format::article;
use crate::lang::Lang;
use crate::observer::PruneReason;
use crate::trace::{describe, Recording, StepKind};

/// The player, plain JavaScript.
const SCRIPT: &str = include_str!("page.js");

/// The radix of a placement's digits, one a row (`page.js` reads them with
/// `parseInt(digit, 32)`): a column of the largest board is one digit.
const DIGIT_RADIX: u32 = 32;
const _: () = assert!(crate::MAX_N <= DIGIT_RADIX as usize);

/// The look of the page.
const STYLE: &str = "
body { font-family: system-ui, sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.3em; }
main { display: grid; grid-template-columns: auto 1fr; gap: 0 2em; align-items: start; }
#board { width: min(28em, 90vw); border: 1px solid #555; }
#board .light { fill: #f0d9b5; } #board .dark { fill: #b58863; }
#board text { font: bold 16px monospace; text-anchor: middle; dominant-baseline: central; }
#board .queen { font-size: 24px; fill: #111; } #board .solved { fill: #0a7d24; }
#board .column { fill: #8a6d00; } #board .diagonal { fill: #00658a; } #board .anti-diagonal { fill: #8a0070; }
#board .pruned { fill: #c00; } #board .tried { fill: none; stroke: #1747d1; stroke-width: 4; }
#status { font: bold 1.1em monospace; }
#note { color: #8a3b00; } #note:empty { display: none; }
button { font-size: 1em; margin: 0.1em; }
#calls, #trace { font-family: monospace; }
#calls span { color: #555; }
#trace { grid-column: 1 / 3; padding-left: 4em; }
#trace pre { margin: 0; display: inline; }
#trace .current { background: #ffe680; font-weight: bold; }
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
}

/// One step in the page's data, an array in the order `page.js` reads:
/// the kind's index, depth, open calls, row, column, the reason's index,
/// the placement after it (one base-32 digit a row) and the trace's line.
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
);

/// Writes the page of `recording`, whose window starts at step 1; the
/// classroom's words ([`classroom_block`]) in `lang`.
pub fn write_page(recording: &Recording, lang: Lang, out: &mut dyn Write) -> io::Result<()> {
    let spec = recording.result.spec;
    let n = spec.n;
    let kept = recording.steps.len() as u64;
    let [nodes, prunes] = words::tally("{nodes}", "{solutions}", ["{column}", "{diagonal}", "{anti}"]);
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
        status: words::status("{step}", recording.total),
        counters: format!("{nodes}; {prunes}"),
        trying: words::trying(Some("{col}"), 0, n),
        all_placed: words::trying(None::<usize>, n, n),
        keys: words::KEYS[..words::KEYS.len() - 1]
            .iter()
            .copied()
            .chain([words::PAGE_ESCAPE])
            .collect(),
        speeds: SPEEDS.to_vec(),
        speed_names: SPEEDS.iter().map(|&speed| words::speed(speed)).collect(),
        none: BTreeMap::from([
            ("next-solution", words::none("solution", "after", "{step}")),
            ("previous-solution", words::none("solution", "before", "{step}")),
            ("backtrack", words::none("backtrack", "after", "{step}")),
        ]),
        no_step: words::no_step("{asked}", kept),
        first_step: words::FIRST_STEP,
        last_step: words::LAST_STEP,
        play: "play",
        pause: "pause",
    };
    let page_words = serde_json::to_string(&page_words)?;
    let title = format!("{} on {} {n} x {n} board", spec.strategy, article(n as u64));
    let which = if spec.first {
        "up to the first solution"
    } else {
        "all solutions"
    };
    let keeps = if recording.not_kept() > 0 {
        format!("<p>{}</p>\n", words::page_keeps(kept, recording.total))
    } else {
        String::new()
    };
    write!(
        out,
        r##"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>nqueens: {title}</title>
<style>{STYLE}</style>
</head>
<body>
<h1>{title}, {which}: every step of {function}()</h1>
<main>
<section>
<svg id="board" viewBox="0 0 {size} {size}" role="img" aria-label="the board"></svg>
<p>{marks}<br>{lines}</p>
</section>
<section>
<p id="status"></p>
<p id="note"></p>
{keeps}<p>
<button id="first" title="Home">&#xAB; first</button>
<button id="previous" title="&#x2190;">&#x25C0; back</button>
<button id="play" title="Enter or p">play</button>
<button id="next" title="&#x2192; or space">next &#x25B6;</button>
<button id="last" title="End">last &#xBB;</button>
</p>
<p>
<button id="previous-solution" title="N">&#x25C0; solution</button>
<button id="next-solution" title="n">solution &#x25B6;</button>
<button id="backtrack" title="b">next backtrack</button>
</p>
<p>
<button id="slower" title="-">slower</button> <span id="speed"></span> <button id="faster" title="+">faster</button>
<label>go to step <input id="goto" type="number" min="1" max="{kept}" size="6" title="g"></label>
<button id="show-keys" title="?">keys</button>
</p>
<dl id="keys" hidden></dl>
<h2>open calls</h2>
<ol id="calls" start="0"></ol>
<h2>counters up to this step</h2>
<p id="counters"></p>
</section>
<ol id="trace"></ol>
</main>
<script type="application/json" id="words">{page_words}</script>
<script type="application/json" id="steps">
["##,
        function = spec.strategy.function(),
        size = 40 * n,
        marks = words::LEGEND_MARKS,
        lines = html_text(&words::legend_lines()),
        page_words = script_safe(&page_words),
    )?;
    write_steps(recording, Lang::En, out)?;
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
/// the trace's lines in `lang`.
pub(super) fn write_steps(recording: &Recording, lang: Lang, out: &mut dyn Write) -> io::Result<()> {
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
