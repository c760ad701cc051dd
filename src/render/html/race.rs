//! The race page, `nqueens trace --format html --strategies a,b,c`: one
//! self-contained HTML file with one board per strategy, side by side,
//! each with its counters, its current trace line and whether it has
//! finished, all driven by one set of controls (`race.js`). A tick moves
//! every board one step, or with `--pace nodes` to its next node, so the
//! boards keep the real ratio of the work. Each strategy's steps are the
//! replay page's data (`page::write_steps`); the words come from the
//! catalog (`race.` sections), in the language asked for.

use std::io::{self, Write};

use serde::Serialize;

use super::replay::write_steps;
use super::{markup, page_head, script_safe};
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::observer::PruneReason;
use crate::trace::{Recording, StepKind};
use crate::watch::words::symbol;
use crate::watch::Pace;

/// The race's player, plain JavaScript.
const SCRIPT: &str = include_str!("race.js");

/// The look of the race: boards side by side, wrapping on a narrow screen.
const STYLE: &str = "
body { font-family: system-ui, sans-serif; margin: 1.2em; color: var(--ink); background: var(--paper); }
h1 { font-size: 1.3em; }
#boards { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
.racer { flex: 1 1 16em; max-width: 24em; }
.racer h2 { font-size: 1.1em; margin: 0.3em 0; font-family: monospace; }
.racer svg { width: 100%; border: 1px solid var(--rule); }
.racer .light { fill: var(--light); } .racer .dark { fill: var(--dark); }
.racer text { font: bold 16px monospace; text-anchor: middle; dominant-baseline: central; }
.racer .queen { font-size: 24px; fill: var(--queen); } .racer .mark { fill: var(--ink); }
.racer .pruned { fill: var(--prune); } .racer .tried { fill: none; stroke: var(--tried); stroke-width: 4; }
.racer .line { font-family: monospace; min-height: 2.6em; }
.racer .finished { color: var(--solution); font-weight: bold; }
#tick { font: bold 1.1em monospace; }
#summary-heading { font-size: 1em; margin-bottom: 0.2em; }
#summary { margin-top: 0; }
button { font-size: 1em; margin: 0.1em; }
";

/// The words the race shows, with `{...}` where `race.js` puts the numbers.
#[derive(Serialize)]
struct RaceWords {
    n: usize,
    pace: Pace,
    kinds: Vec<&'static str>,
    symbols: Vec<char>,
    tick: String,
    status: String,
    counters: String,
    finished: String,
    running: String,
    play: String,
    pause: String,
    speed: String,
}

/// One strategy's part of the page's data.
#[derive(Serialize)]
struct Racer<'a> {
    name: &'a str,
    total: u64,
    /// Its part of the summary line, `{steps}` and `{nodes}` to fill.
    entry: String,
}

/// Writes the race of `recordings` (each from step 1, all on one board
/// size), a tick moving each as `pace` says, its words in `lang`.
pub fn write_race(recordings: &[Recording], pace: Pace, lang: Lang, out: &mut dyn Write) -> io::Result<()> {
    let n = recordings[0].n();
    let names: Vec<&str> = recordings.iter().map(|r| r.result.spec.strategy.name()).collect();
    let placeholder = |name: &str| Value::from(format!("{{{name}}}"));
    let say = |key: &str, names: &[&str]| {
        let values: Vec<(&str, Value)> = names.iter().map(|&name| (name, placeholder(name))).collect();
        lang.say(key, &values)
    };
    let words = RaceWords {
        n,
        pace,
        kinds: StepKind::ALL.iter().map(|kind| kind.name()).collect(),
        symbols: PruneReason::ALL.iter().map(|&reason| symbol(reason)).collect(),
        tick: say("race.tick", &["tick", "ticks"]),
        status: say("race.status", &["step", "total"]),
        counters: say("race.counters", &["nodes", "solutions", "prunes"]),
        finished: say("race.finished", &["tick"]),
        running: lang.say("race.running", &[]),
        play: lang.say("race.button.play", &[]),
        pause: lang.say("race.button.pause", &[]),
        speed: say("race.speed", &["ticks"]),
    };
    let title = lang.say(
        "race.title",
        &[
            ("n", n.into()),
            (
                "strategies",
                names
                    .iter()
                    .map(|name| lang.strategy(name))
                    .collect::<Vec<_>>()
                    .join(", ")
                    .into(),
            ),
        ],
    );
    let pace_words = lang.say(
        match pace {
            Pace::Steps => "race.pace.steps",
            Pace::Nodes => "race.pace.nodes",
        },
        &[],
    );
    let windows: String = recordings
        .iter()
        .filter(|recording| recording.not_kept() > 0)
        .map(|recording| {
            let words = lang.say(
                "race.window",
                &[
                    ("strategy", recording.result.spec.strategy.name().into()),
                    ("total", recording.total.into()),
                    ("kept", recording.steps.len().into()),
                ],
            );
            format!("<p class=\"window\">{}</p>\n", markup(&words))
        })
        .collect();
    let button = |id: &str, key: &str, title: &str| {
        format!(
            "<button id=\"{id}\" title=\"{title}\">{}</button>",
            markup(&lang.say(key, &[]))
        )
    };
    let controls = [
        button("first", "race.button.first", "Home"),
        button("previous", "race.button.back", "&#x2190;"),
        button("play", "race.button.play", &markup(lang.section("page.key.play"))),
        button("next", "race.button.next", &markup(lang.section("page.key.next"))),
        button("last", "race.button.last", "End"),
        button("slower", "race.button.slower", "-"),
        "<span id=\"speed\"></span>".to_string(),
        button("faster", "race.button.faster", "+"),
    ]
    .join("\n");
    let boards: String = names
        .iter()
        .enumerate()
        .map(|(index, name)| {
            format!(
                "<section class=\"racer\" id=\"racer-{index}\">\n<h2>{}</h2>\n\
                 <svg viewBox=\"0 0 {size} {size}\" role=\"img\"></svg>\n\
                 <p class=\"status\"></p>\n<p class=\"counters\"></p>\n<p class=\"line\"></p>\n<p class=\"finished\"></p>\n</section>\n",
                markup(lang.strategy(name)),
                size = 40 * n
            )
        })
        .collect();
    write!(
        out,
        r##"{head}<h1>{title}</h1>
<p>{pace_words}</p>
{windows}<p>
{controls}
</p>
<p id="tick"></p>
<h2 id="summary-heading">{summary}</h2>
<ul id="summary"></ul>
<div id="boards">
{boards}</div>
<script type="application/json" id="words">{words}</script>
"##,
        head = page_head(lang.code(), &format!("nqueens: {}", markup(&title)), STYLE),
        title = markup(&title),
        pace_words = markup(&pace_words),
        summary = markup(lang.section("race.summary")),
        words = script_safe(&serde_json::to_string(&words)?),
    )?;
    for (index, recording) in recordings.iter().enumerate() {
        let racer = Racer {
            name: names[index],
            total: recording.total,
            entry: lang.say(
                "race.summary.entry",
                &[
                    ("strategy", lang.strategy(names[index]).into()),
                    ("steps", placeholder("steps")),
                    ("nodes", placeholder("nodes")),
                ],
            ),
        };
        writeln!(
            out,
            "<script type=\"application/json\" class=\"racer-data\">{{\"racer\":{},\"steps\":[",
            script_safe(&serde_json::to_string(&racer)?)
        )?;
        write_steps(recording, lang, (None, None), out)?;
        writeln!(out, "]}}</script>")?;
    }
    write!(out, "<script>\n{SCRIPT}</script>\n</body>\n</html>\n")
}
