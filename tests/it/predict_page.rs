//! The replay page's predict mode in headless Chromium: while it asks what
//! becomes of a tried square, nothing a reader sees tells the answer (no
//! trace line after the try, no attacked square, no tree element after
//! it), in English and in Korean, asked from steps of each kind; the
//! question stands clear of the board and the counters at 1,920 x 1,080
//! and 1,024 x 768, normal and projected; `#step=K&predict` opens the mode
//! at step K; the score counts right and wrong answers and is kept. A
//! probe at the end of the page reads what is drawn after the page's
//! scripts ran, so nothing waits on a clock. Skipped where Chromium is
//! missing, except in CI (`CI=true`).

use crate::common;

use std::path::{Path, PathBuf};

use common::stdout_of;
use common::tools::{opened_in_window, text_of};
use nqueens::lang::Lang;
use nqueens::strategies::Strategy;
use nqueens::trace::{describe, Recording, StepKind};
use nqueens::RunSpec;

/// The strategy of the pages.
const STRATEGY: Strategy = Strategy::BranchAndBound;

/// What the probes put in the page to read what a reader sees: the text of
/// the rendered elements under `root`, those under `skip` left out.
const VISIBLE: &str = r#"
// Chromium's checkVisibility passes an SVG element under one not displayed.
function shown(element) {
  for (let at = element; at; at = at.parentElement) if (getComputedStyle(at).display === "none") return false;
  return element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
}
function visibleText(root, skip) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || element.closest("script, style, .probe") || (skip && element.closest(skip))) continue;
    if (shown(element)) parts.push(node.data);
  }
  return parts.join(" ");
}
const press = (key) => window.dispatchEvent(new KeyboardEvent("keydown", { key }));
function report(id, value) {
  const out = document.createElement("pre");
  out.className = "probe";
  out.id = id;
  out.textContent = JSON.stringify(value);
  document.body.append(out);
}
"#;

/// A folder of its own for the pages of `test`.
fn folder(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nqueens-predict-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// The page of `trace -n N --lang LANG --format html` with `probe` at the
/// end of its body, written in `dir`.
fn page(dir: &Path, n: usize, lang: &str, probe: &str) -> PathBuf {
    let html = stdout_of(&[
        "trace",
        "-n",
        &n.to_string(),
        "--strategy",
        STRATEGY.name(),
        "--lang",
        lang,
        "--format",
        "html",
    ]);
    let page = dir.join(format!("predict-{n}-{lang}.html"));
    let probe = format!("<script>{VISIBLE}{probe}</script></body>");
    std::fs::write(&page, html.replace("</body>", &probe)).expect("writes the page");
    page
}

/// The index of the try the page asks when predicting starts at `index`:
/// the first try from there on whose next step places or prunes.
fn asked_from(recording: &Recording, index: usize) -> Option<usize> {
    (index..recording.steps.len() - 1).find(|&i| {
        recording.steps[i].kind == StepKind::Try
            && matches!(recording.steps[i + 1].kind, StepKind::Place | StepKind::Prune)
    })
}

/// The JSON the probe reported as `id` in `dom`.
fn reported(dom: &str, id: &str) -> serde_json::Value {
    let text = text_of(dom, id)
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    serde_json::from_str(&text).expect("the probe reports JSON")
}

#[test]
fn while_it_asks_nothing_on_the_page_tells_the_outcome_of_the_try() {
    let n = 5;
    let recording = Recording::record(RunSpec::of(STRATEGY, n, false), 1_000_000).expect("n = 5 is taken");
    let steps = &recording.steps;
    // Of each kind, three steps to start predicting at: the first, one in
    // the middle and the last with a try still to come.
    let mut starts = Vec::new();
    for kind in [
        StepKind::Place,
        StepKind::Prune,
        StepKind::Solution,
        StepKind::Undo,
    ] {
        let of_kind: Vec<usize> = (0..steps.len())
            .filter(|&i| steps[i].kind == kind && asked_from(&recording, i).is_some())
            .collect();
        assert!(of_kind.len() >= 3, "{kind:?}: {} steps", of_kind.len());
        starts.extend([of_kind[0], of_kind[of_kind.len() / 2], of_kind[of_kind.len() - 1]]);
    }
    // And three tries that place: the question asked at the try itself.
    let placing: Vec<usize> = (0..steps.len() - 1)
        .filter(|&i| steps[i].kind == StepKind::Try && steps[i + 1].kind == StepKind::Place)
        .collect();
    starts.extend([placing[1], placing[placing.len() / 2], placing[placing.len() - 1]]);
    let outcomes: Vec<StepKind> = starts
        .iter()
        .map(|&start| steps[asked_from(&recording, start).expect("a try") + 1].kind)
        .collect();
    assert!(
        outcomes.contains(&StepKind::Place) && outcomes.contains(&StepKind::Prune),
        "{outcomes:?}"
    );
    // For each start: predicting off, the step opened, predicting on (x);
    // then what is seen.
    let probe = format!(
        r##"
const replay = window.nqueensReplay;
const seen = [];
for (const start of {starts:?}) {{
  if (document.body.classList.contains("predicting")) press("x");
  replay.go(start);
  press("x");
  seen.push({{
    index: replay.index(),
    text: visibleText(document.body, "#trace"),
    rows: Array.from(document.querySelectorAll("#trace li")).filter(shown).map((row) => row.value),
    marks: Array.from(document.querySelectorAll("#board text")).filter(shown).map((mark) => mark.getAttribute("class")),
    tried: document.querySelectorAll("#board rect.tried").length,
    later: Array.from(document.querySelectorAll("#tree g[data-node]")).filter(shown).map((g) => Number(g.dataset.from)),
  }});
}}
report("seen", seen);
"##
    );
    let dir = folder("outcome");
    for lang in [Lang::En, Lang::Ko] {
        let page = page(&dir, n, lang.code(), &probe);
        let Some((dom, console)) = opened_in_window(&page, "", Some((1920, 1080))) else {
            let _ = std::fs::remove_dir_all(&dir);
            return;
        };
        assert_eq!(console, Vec::<String>::new());
        let seen = reported(&dom, "seen");
        let seen = seen.as_array().expect("one report a start");
        assert_eq!(seen.len(), starts.len());
        for (&start, seen) in starts.iter().zip(seen) {
            let asked = asked_from(&recording, start).expect("a try");
            let what = format!("{lang:?}, from step {}, asking step {}", start + 1, asked + 1);
            assert_eq!(seen["index"], asked, "{what}: the page asks the next try");
            let step = asked as u64 + 1;
            // The outcome as the trace says it, up to its colon: `(1,3) placed`, `(1,0) 가지치기`.
            let outcome = describe(lang, STRATEGY, n, &steps[asked + 1], &recording.queens(asked + 1));
            let outcome = outcome.split(':').next().expect("a line").trim();
            let text = seen["text"].as_str().expect("text");
            let (row, col) = (
                steps[asked].row.expect("a row"),
                steps[asked].col.expect("a column"),
            );
            assert!(
                text.contains(&format!("({row},{col})")),
                "{what}: the question names the square: {text}"
            );
            assert!(!text.contains(outcome), "{what}: {outcome:?} is shown: {text}");
            let rows: Vec<u64> = serde_json::from_value(seen["rows"].clone()).expect("step numbers");
            assert_eq!(rows.last(), Some(&step), "{what}: the trace ends at the try");
            assert!(rows.iter().all(|&row| row <= step), "{what}: {rows:?}");
            // The board: the queens above the try, its square outlined, no attacked square.
            let queens = recording.queens(asked).len();
            let marks: Vec<String> = serde_json::from_value(seen["marks"].clone()).expect("classes");
            assert_eq!(
                marks.iter().filter(|mark| *mark == "queen").count(),
                queens,
                "{what}"
            );
            assert!(
                marks.iter().all(|mark| mark == "queen" || mark == "number"),
                "{what}: {marks:?}"
            );
            assert_eq!(seen["tried"], 1, "{what}: the tried square is outlined");
            let later: Vec<u64> = serde_json::from_value(seen["later"].clone()).expect("steps");
            assert!(
                !later.is_empty() && later.iter().all(|&from| from <= step),
                "{what}: {later:?}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_question_stands_clear_of_the_board_and_the_counters_and_its_address_opens_it() {
    let n = 6;
    let recording = Recording::record(RunSpec::of(STRATEGY, n, false), 1_000_000).expect("n = 6 is taken");
    // Step 40 is a call; the page asks the first try from there on.
    let opened_at = 40;
    let asked = asked_from(&recording, opened_at - 1).expect("a try after step 40") as u64;
    let probe = r#"
const box = (id) => {
  const at = document.getElementById(id).getBoundingClientRect();
  return [at.left, at.top, at.right, at.bottom];
};
report("layout", {
  index: window.nqueensReplay.index(),
  address: location.hash,
  classes: document.body.className,
  window: [innerWidth, innerHeight],
  question: box("predict-box"), board: box("board"), counters: box("counters"),
  size: parseFloat(getComputedStyle(document.getElementById("predict-question")).fontSize),
});
"#;
    let dir = folder("layout");
    for lang in ["en", "ko"] {
        let page = page(&dir, n, lang, probe);
        for size in [(1920, 1080), (1024, 768)] {
            for projector in [false, true] {
                let mode = if projector { "&projector" } else { "" };
                let fragment = format!("#step={opened_at}{mode}&predict");
                let Some((dom, console)) = opened_in_window(&page, &fragment, Some(size)) else {
                    let _ = std::fs::remove_dir_all(&dir);
                    return;
                };
                let what = format!("{lang}, {}x{}, {fragment}", size.0, size.1);
                assert_eq!(console, Vec::<String>::new(), "{what}");
                let layout = reported(&dom, "layout");
                assert_eq!(
                    layout["index"], asked,
                    "{what}: asks the first try from step {opened_at}"
                );
                assert_eq!(
                    layout["address"],
                    format!("#step={}{mode}&predict", asked + 1),
                    "{what}"
                );
                let classes = layout["classes"].as_str().expect("classes");
                assert!(classes.contains("predicting"), "{what}: {classes}");
                assert_eq!(classes.contains("projector"), projector, "{what}: {classes}");
                let rect =
                    |name: &str| -> [f64; 4] { serde_json::from_value(layout[name].clone()).expect("a box") };
                // The screen's size: Chromium's window for --dump-dom is
                // shorter than it by its own frame (`window` says how much).
                let (width, height) = (f64::from(size.0), f64::from(size.1));
                let (question, board, counters) = (rect("question"), rect("board"), rect("counters"));
                for (name, other) in [("board", board), ("counters", counters)] {
                    let apart = question[2] <= other[0]
                        || other[2] <= question[0]
                        || question[3] <= other[1]
                        || other[3] <= question[1];
                    assert!(
                        apart,
                        "{what}: the question {question:?} covers the {name} {other:?}"
                    );
                }
                for (name, shown) in [("question", question), ("board", board), ("counters", counters)] {
                    assert!(
                        shown[0] >= 0.0 && shown[1] >= 0.0 && shown[2] <= width && shown[3] <= height,
                        "{what}: the {name} {shown:?} is outside the screen ({})",
                        layout["window"]
                    );
                }
                let size = layout["size"].as_f64().expect("a font size");
                assert!(size >= 24.0, "{what}: the question is {size} px");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_score_counts_right_and_wrong_answers_and_is_kept() {
    // n = 4: from step 3 the page asks step 5, (1,0), pruned by its column,
    // then step 7, (1,1), pruned by its \ diagonal, then step 9, (1,2).
    let probe = r#"
const score = () => document.getElementById("predict-score").textContent.replaceAll("\n", " ¶ ");
const seen = [];
const note = () => seen.push([window.nqueensReplay.index() + 1, score(), shown(document.getElementById("predict-score"))]);
note();
for (const keys of [["/"], [" "], ["\\"], ["x"], ["x"]]) {
  keys.forEach(press);
  note();
}
report("score", seen);
"#;
    let dir = folder("score");
    let page = page(&dir, 4, "en", probe);
    let opened = opened_in_window(&page, "#step=3&predict", Some((1024, 768)));
    let _ = std::fs::remove_dir_all(&dir);
    let Some((dom, console)) = opened else {
        return;
    };
    assert_eq!(console, Vec::<String>::new());
    let seen: Vec<(u64, String, bool)> = serde_json::from_value(reported(&dom, "score")).expect("notes");
    let one_wrong = "score 0 of 1 ¶ pruned by the column: 0 of 1";
    let one_right = "score 1 of 2 ¶ pruned by the column: 0 of 1 ¶ pruned by the \\ diagonal: 1 of 1";
    assert_eq!(
        seen,
        [
            (5, "no answer yet".to_string(), true),
            (6, one_wrong.to_string(), true),
            (7, one_wrong.to_string(), true),
            (8, one_right.to_string(), true),
            // Predicting off, the score is kept though not shown, and on
            // again it asks the next try with the score so far.
            (8, one_right.to_string(), false),
            (9, one_right.to_string(), true),
        ]
    );
}
