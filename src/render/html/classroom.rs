//! What the replay page adds for a class, in a file of its own
//! (`classroom.js`): predicting the next step (a button or the key `x`:
//! the page stops before each try and asks what becomes of the square,
//! in large type beside the board and above the counters, with nothing on
//! screen that tells the answer; it keeps the score per kind and says at
//! the end which kinds were missed most), a projector mode (the key `P`:
//! the board, the counters and the current line only, large and in high
//! contrast), and the address of an embedded page,
//! `#step=K&speed=S&play&projector&predict`, which opens step K, plays at
//! S steps a second, projects, and asks from step K on. The words are the
//! catalog's (`predict.` sections).

use serde::Serialize;

use super::{markup, script_safe};
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::watch::Outcome;

/// The script, plain JavaScript.
const SCRIPT: &str = include_str!("classroom.js");

/// The projector mode and the predicting panel: the panel stands in the
/// column beside the board, above the counters, and the player's buttons
/// rest while it asks.
const STYLE: &str = "
#predict-box { background: var(--note); border: 2px solid var(--column); padding: 0.3em 0.8em; margin: 0.5em 0; font-size: 1.2em; word-break: keep-all; overflow-wrap: anywhere; }
#predict-box[hidden], body.predicting .controls, body.predicting #keys { display: none; }
#predict-question { font-size: 1.3em; font-weight: bold; margin: 0.2em 0; }
#predict-box p { margin: 0.2em 0; } #predict-toggle { margin: 0; }
#predict[aria-pressed=true] { font-weight: bold; }
#predict-choices { list-style: none; padding: 0; margin: 0.3em 0; display: flex; flex-wrap: wrap; gap: 0.3em 1.6em; }
#predict-choices[hidden] { display: none; }
#predict-choices kbd { font-family: monospace; font-weight: bold; border: 1px solid var(--column); border-radius: 3px; padding: 0 0.35em; margin-right: 0.4em; background: var(--paper); }
#predict-score { white-space: pre-line; }
body.projector { background: var(--night); color: var(--day); font-size: 1.7em; margin: 0.4em; }
body.projector h1, body.projector h2, body.projector button, body.projector label, body.projector #keys,
body.projector #calls, body.projector #note, body.projector main > section:first-child > p,
body.projector #legend, body.projector #code, body.projector #tree-panel { display: none; }
body.projector main { grid-template-columns: auto minmax(0, 1fr); gap: 0 1em; }
body.projector #board { width: min(86vh, 56vw); border: 3px solid var(--day); }
body.projector #board .number { fill: var(--day); } body.projector main > * { overflow-wrap: anywhere; }
body.projector #status { font-size: 1.3em; } body.projector #counters { font-size: 1.1em; }
body.projector #trace { padding-left: 0; }
body.projector #trace li:not(.current) { display: none; }
body.projector #trace .current { background: var(--lit); color: var(--ink); }
body.projector #predict-box { color: var(--ink); font-size: 1em; } body.projector #predict-question { font-size: 1.2em; }
body.projector #predict-toggle { display: none; }
";

/// The words the script shows, with `{...}` where it puts the figures.
#[derive(Serialize)]
struct ClassroomWords {
    question: String,
    kinds: Vec<String>,
    right: String,
    wrong: String,
    score: String,
    score_none: String,
    score_kind: String,
    end: String,
    none: String,
    missed: String,
    perfect: String,
    keys: String,
}

/// The predicting button and panel, for the column beside the board; the
/// script fills the panel in `lang`.
pub fn predict_panel(lang: Lang) -> String {
    format!(
        "<p id=\"predict-toggle\"><button id=\"predict\" title=\"x\" aria-pressed=\"false\">{button}</button></p>\n\
         <div id=\"predict-box\" hidden><p id=\"predict-question\"></p>\
         <ul id=\"predict-choices\" hidden></ul><p id=\"predict-line\"></p><p id=\"predict-score\"></p></div>",
        button = markup(&lang.say("predict.button", &[])),
    )
}

/// The style, the words and the script, for the end of the replay page's
/// body, in `lang`.
pub fn classroom_block(lang: Lang) -> String {
    let keep = |key: &str, names: &[&str]| {
        let values: Vec<(&str, Value)> = names
            .iter()
            .map(|&name| (name, Value::from(format!("{{{name}}}"))))
            .collect();
        lang.say(key, &values)
    };
    let words = ClassroomWords {
        question: keep("predict.question", &["step", "function", "row", "col"]),
        kinds: Outcome::ALL
            .iter()
            .map(|outcome| lang.say(&format!("predict.kind.{}", outcome.name()), &[]))
            .collect(),
        right: keep("predict.right", &["line"]),
        wrong: keep("predict.wrong", &["answer", "line"]),
        score: keep("predict.score", &["right", "asked"]),
        score_none: lang.say("predict.score.none", &[]),
        score_kind: keep("predict.score.kind", &["kind", "right", "asked"]),
        end: keep("predict.end", &["right", "asked"]),
        none: lang.say("predict.end.none", &[]),
        missed: keep("predict.end.missed", &["kinds"]),
        perfect: lang.say("predict.end.perfect", &[]),
        keys: lang.say("predict.keys", &[]),
    };
    let words = serde_json::to_string(&words).expect("words are JSON");
    format!(
        "<style>{STYLE}</style>\n\
         <script type=\"application/json\" id=\"classroom-words\">{words}</script>\n<script>\n{SCRIPT}</script>\n",
        words = script_safe(&words),
    )
}
