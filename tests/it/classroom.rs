//! The classroom views as a person meets them: the race page of `trace
//! --format html --strategies` in headless Chromium, read back through its
//! DOM at a tick its address names. Each board says its step and its nodes
//! in `data-step` and `data-nodes`, and shows its counters as text.

use crate::common;

use std::collections::BTreeSet;
use std::path::PathBuf;

use common::tools::{dom_and_console, dom_at, Tmux};
use common::{counted, nqueens, stdout_of};
use nqueens::format::thousands;
use nqueens::lessons::LESSONS;
use nqueens::strategies::Strategy;
use nqueens::trace::{Recording, StepKind};
use nqueens::RunSpec;

/// The three strategies of the race: 55,987, 1,957 and 153 nodes at n = 6.
const RACERS: [Strategy; 3] = [Strategy::Branching, Strategy::Bounding, Strategy::BranchAndBound];

/// A folder of its own for the pages of `test`.
fn folder(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nqueens-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// What each board of the race says at a tick: (`data-step`, `data-nodes`,
/// its counters line, whether it says it finished).
fn boards(dom: &str) -> Vec<(u64, u64, String, String)> {
    dom.split("<section class=\"racer\"")
        .skip(1)
        .map(|board| {
            let attribute = |name: &str| -> u64 {
                let start = board
                    .find(&format!("data-{name}=\""))
                    .expect("the board has its data")
                    + name.len()
                    + 7;
                board[start..start + board[start..].find('"').expect("closed")]
                    .parse()
                    .expect("a number")
            };
            let text = |class: &str| -> String {
                let start = board
                    .find(&format!("class=\"{class}\">"))
                    .expect("the board has its parts")
                    + class.len()
                    + 9;
                board[start..start + board[start..].find('<').expect("a tag follows")].to_string()
            };
            (
                attribute("step"),
                attribute("nodes"),
                text("counters"),
                text("finished"),
            )
        })
        .collect()
}

/// The race page of the three strategies at n = 6, a tick moving them at
/// `pace`, written in `dir`; it is self-contained.
fn race_page(dir: &std::path::Path, pace: &str) -> PathBuf {
    let html = stdout_of(&[
        "trace",
        "--format",
        "html",
        "--strategies",
        "branching,bounding,branch-and-bound",
        "-n",
        "6",
        "--pace",
        pace,
    ]);
    for outside in ["http:", "https:", " src=", "<link"] {
        assert!(
            !html.contains(outside),
            "the page is self-contained: it has {outside:?}"
        );
    }
    let page = dir.join("race.html");
    std::fs::write(&page, &html).expect("writes the page");
    page
}

#[test]
fn the_race_moves_each_board_a_step_a_tick_and_ends_with_the_counters_of_compare() {
    let dir = folder("race");
    let page = race_page(&dir, "steps");
    let runs: Vec<_> = RACERS
        .iter()
        .map(|&strategy| counted(RunSpec::of(strategy, 6, false)))
        .collect();
    let at_40 = dom_at(&page, "#tick=40");
    // Past the longest run (326,592 steps of branching), every board is at its end.
    let at_end = dom_at(&page, "#tick=400000");
    let _ = std::fs::remove_dir_all(&dir);
    let (Some(at_40), Some(at_end)) = (at_40, at_end) else {
        return;
    };
    let shown = boards(&at_40);
    assert_eq!(shown.len(), 3);
    for (step, ..) in &shown {
        assert_eq!(*step, 40, "after 40 ticks each board is at its own step 40");
    }
    for ((step, nodes, counters, finished), run) in boards(&at_end).iter().zip(&runs) {
        let c = &run.counters;
        assert_eq!(*nodes, c.nodes());
        let expected = format!(
            "nodes {}, solutions {}, prunes {}",
            thousands(c.nodes()),
            c.solutions,
            thousands(c.prunes())
        );
        assert_eq!(counters, &expected, "{}", run.spec.strategy);
        assert!(
            finished.starts_with(&format!("finished at tick {}", thousands(*step))),
            "{finished}"
        );
    }
}

#[test]
fn at_the_pace_of_nodes_each_board_finishes_at_the_tick_of_its_node_count() {
    let dir = folder("race-nodes");
    let page = race_page(&dir, "nodes");
    let nodes: Vec<u64> = RACERS
        .iter()
        .map(|&strategy| counted(RunSpec::of(strategy, 6, false)).counters.nodes())
        .collect();
    assert_eq!(
        nodes,
        [55_987, 1_957, 153],
        "the nodes of compare -n 6 (docs/REFERENCE.md)"
    );
    let at_100 = dom_at(&page, "#tick=100");
    let at_153 = dom_at(&page, "#tick=153");
    let _ = std::fs::remove_dir_all(&dir);
    let (Some(at_100), Some(at_153)) = (at_100, at_153) else {
        return;
    };
    // A tick is one node of each: after 100 ticks each has made 100 calls,
    // so the steps each took are the steps its own 100 nodes cost.
    let shown = boards(&at_100);
    assert!(shown.iter().all(|(_, nodes, ..)| *nodes == 100), "{shown:?}");
    for ((step, ..), &strategy) in shown.iter().zip(&RACERS) {
        let recording = Recording::record(RunSpec::of(strategy, 6, false), 10_000).expect("n = 6 is taken");
        let hundredth_call = recording
            .steps
            .iter()
            .filter(|step| step.kind == StepKind::Call)
            .nth(99)
            .expect("100 calls")
            .number;
        assert_eq!(*step, hundredth_call, "{strategy} is at its 100th call");
    }
    // Branch-and-bound's 153 nodes end it at tick 153; the others go on.
    let shown = boards(&at_153);
    assert_eq!(shown[2].1, 153);
    assert_eq!(shown[2].3, "finished at tick 153");
    assert_eq!(shown[0].3, "still searching");
    assert_eq!(shown[1].3, "still searching");
}

#[test]
fn predicting_in_the_terminal_scores_a_wrong_and_a_right_reason() {
    let command = format!(
        "{} watch -n 4 --predict prunes; echo \"predict ended with $?\"; sleep 60",
        common::BINARY
    );
    let Some(tmux) = Tmux::start("predict", &command) else {
        return;
    };
    // n = 4, branch-and-bound: the first prune is step 6, (1,0) by its column
    // (tried at step 5); the next is step 8, (1,1) by its \ diagonal.
    let screen = tmux.wait_for("Step 5: solve() tries (1,0), and it will be pruned. Along which line?");
    let rows = screen.lines().filter(|line| {
        ["│  1 ", "│  2 ", "│  3 "]
            .iter()
            .any(|row| line.starts_with(row))
    });
    for row in rows {
        assert!(
            !row[4..].contains(['|', '/', '\\']),
            "the attacked squares are hidden while asking:\n{screen}"
        );
    }
    tmux.keys(&["/"]);
    let screen = tmux.wait_for("Not pruned by the / diagonal: (1,0) pruned: column 0 is taken");
    assert!(screen.contains("score 0 of 1"), "{screen}");
    assert!(screen.contains("pruned by the column: 0 of 1"), "{screen}");
    tmux.keys(&["Space"]);
    tmux.wait_for("Step 7: solve() tries (1,1)");
    tmux.keys(&["\\"]);
    let screen = tmux.wait_for("Right: (1,1) pruned: \\ diagonal row-col+n-1 = 3 is taken");
    assert!(screen.contains("score 1 of 2"), "{screen}");
    assert!(screen.contains("pruned by the \\ diagonal: 1 of 1"), "{screen}");
    tmux.keys(&["q"]);
    let screen = tmux.wait_for("predict ended with 0");
    assert!(screen.contains("Your score: 1 of 2 right."), "{screen}");
    assert!(
        screen.contains("Most often missed: pruned by the column."),
        "{screen}"
    );
}

#[test]
fn the_korean_choice_line_sets_each_key_apart_from_its_label() {
    let command = format!(
        "{} watch -n 4 --predict --lang ko; echo \"predict ended with $?\"; sleep 60",
        common::BINARY
    );
    let Some(tmux) = Tmux::start("predict-ko", &command) else {
        return;
    };
    // The / key and the / of its label were one space apart: "/ / 대각선".
    let screen = tmux.wait_for("2단계: solve() 호출에서 (0,0) 칸을 시도합니다. 어떻게 될까요?");
    // A choice breaks onto the next line whole, at a " · ", never inside
    // (its spaces do not break: U+00A0).
    let screen = screen.replace('\u{a0}', " ");
    let lines: Vec<&str> = screen
        .lines()
        .map(|line| line.trim_matches(['│', ' ']))
        .skip_while(|line| !line.starts_with("p:"))
        .take(2)
        .collect();
    assert_eq!(
        lines,
        [
            "p: 퀸을 놓음 · c: 열 때문에 가지치기 · /: / 대각선 때문에 가지치기 ·",
            "\\: \\ 대각선 때문에 가지치기"
        ],
        "{screen}"
    );
    assert!(!screen.contains("/ / ") && !screen.contains("\\ \\ "), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_for("predict ended with 0");
}

/// The figures in `text`: runs of digits with the `,` and `.` inside them,
/// but not timings (a figure followed by s, ms, µs or ns), which differ
/// from run to run, nor, in a lesson that times its runs (`timed`), the
/// factors between them (`2.9×`, `2.9배`).
fn figures(text: &str, timed: bool) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let chars: Vec<char> = text.chars().collect();
    let mut at = 0;
    while at < chars.len() {
        if chars[at].is_ascii_digit() && (at == 0 || !chars[at - 1].is_alphanumeric()) {
            let start = at;
            while at < chars.len()
                && (chars[at].is_ascii_digit()
                    || (matches!(chars[at], ',' | '.')
                        && chars.get(at + 1).is_some_and(char::is_ascii_digit)))
            {
                at += 1;
            }
            let after: String = chars[at..]
                .iter()
                .take(4)
                .collect::<String>()
                .trim_start()
                .to_string();
            // A time ends with its unit (`2.34 s;`, `215.72ms가`), not
            // with a word that starts like one (`5 solutions`).
            let timing = ["ms", "µs", "s"].iter().any(|unit| {
                after
                    .strip_prefix(unit)
                    .is_some_and(|rest| !rest.starts_with(|c: char| c.is_ascii_alphanumeric()))
            });
            let factor = ["×", "배", " times"]
                .iter()
                .any(|unit| after.starts_with(unit.trim_start()));
            if !(timing || (timed && factor)) {
                found.insert(chars[start..at].iter().collect());
            }
        }
        at += 1;
    }
    found
}

/// The text a reader sees in `dom`: no scripts, no style, no tags, the
/// entities read back.
fn page_text(dom: &str) -> String {
    let without = |text: &str, open: &str, close: &str| -> String {
        let mut kept = String::new();
        let mut rest = text;
        while let Some(start) = rest.find(open) {
            kept.push_str(&rest[..start]);
            rest = &rest[start + rest[start..].find(close).expect("closed") + close.len()..];
        }
        kept + rest
    };
    let text = without(&without(dom, "<script", "</script>"), "<style", "</style>");
    let mut plain = String::new();
    let mut inside = false;
    for c in text.chars() {
        match c {
            '<' => inside = true,
            '>' if inside => {
                inside = false;
                plain.push(' ');
            }
            c if !inside => plain.push(c),
            _ => {}
        }
    }
    plain
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

/// The page of lesson `name` in `lang` (`en` or `ko`), written in `dir`:
/// self-contained, and with every figure of the text lesson (its quiz
/// left empty, so that the measured answer is written too) in the text a
/// reader sees.
fn lesson_page(dir: &std::path::Path, name: &str, lang: &str) -> PathBuf {
    let html = stdout_of(&["lesson", name, "--format", "html", "--lang", lang]);
    for outside in ["http:", "https:", " src=", "<link"] {
        assert!(
            !html.contains(outside),
            "{name} is self-contained: it has {outside:?}"
        );
    }
    let output = nqueens()
        .args(["lesson", name, "--lang", lang, "--quiz"])
        .write_stdin("\n")
        .output()
        .expect("nqueens runs");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    // Times are written `215.72 ms` in English and `215.72ms` in Korean.
    let timed = text.contains("ms") || text.contains("µs");
    let mut shown = figures(&page_text(&html), timed);
    if let Some(start) = html.find("data-measured=\"") {
        let value = &html[start + 15..];
        let measured: u128 = value[..value.find('"').expect("closed")]
            .parse()
            .expect("a figure");
        shown.insert(thousands(measured));
    }
    assert_eq!(shown, figures(&text, timed), "{name} ({lang})");
    let page = dir.join(format!("{name}-{lang}.html"));
    std::fs::write(&page, &html).expect("writes the page");
    page
}

#[test]
fn every_lesson_page_shows_the_figures_of_the_text_lesson_and_opens_without_an_error() {
    let dir = folder("lessons");
    let frames: String = LESSONS
        .iter()
        .flat_map(|lesson| ["en", "ko"].map(|lang| lesson_page(&dir, lesson.name, lang)))
        .map(|page| format!("<iframe src=\"{}\"></iframe>\n", page.display()))
        .collect();
    // All thirty pages in one window: Chromium logs what any of them logs.
    let index = dir.join("index.html");
    std::fs::write(
        &index,
        format!("<!DOCTYPE html>\n<html><body>\n{frames}</body></html>\n"),
    )
    .expect("writes the index");
    let opened = dom_and_console(&index);
    let _ = std::fs::remove_dir_all(&dir);
    if let Some((dom, console)) = opened {
        assert_eq!(dom.matches("<iframe").count(), 2 * LESSONS.len());
        assert!(console.is_empty(), "the pages logged: {console:?}");
    }
}

#[test]
fn the_quiz_of_a_lesson_page_answers_as_the_terminal_lesson_does() {
    let dir = folder("quiz");
    for (lang, guess) in [
        ("en", "3000"),
        ("ko", "3,000"),
        ("ko", "2,052"),
        // Far too low: a part of the measured value, 약 103분의 1.
        ("ko", "20"),
        ("en", "lots"),
    ] {
        let html = stdout_of(&["lesson", "branch-and-bound", "--format", "html", "--lang", lang]);
        let probe = format!(
            "<script>\nconst form = document.querySelector('form.quiz');\n\
             form.elements.guess.value = '{guess}';\nform.querySelector('button').click();\n</script>\n</body>"
        );
        let page = dir.join(format!("quiz-{lang}.html"));
        std::fs::write(&page, html.replace("</body>", &probe)).expect("writes the page");
        let Some((dom, console)) = dom_and_console(&page) else {
            let _ = std::fs::remove_dir_all(&dir);
            return;
        };
        assert!(console.is_empty(), "{console:?}");
        let output = nqueens()
            .args(["lesson", "branch-and-bound", "--lang", lang, "--quiz"])
            .write_stdin(format!("{guess}\n"))
            .output()
            .expect("nqueens runs");
        let text = String::from_utf8(output.stdout).expect("UTF-8");
        // The terminal's verdict is the paragraph after the prompt, wrapped.
        let verdict = text
            .split("\n\n")
            .find(|part| part.contains("2,057"))
            .expect("a verdict");
        let verdict = verdict.split_whitespace().collect::<Vec<_>>().join(" ");
        let start = dom.find("class=\"verdict\"").expect("the verdict paragraph");
        let shown = &dom[start..];
        let shown = &shown[shown.find('>').expect("a tag") + 1..shown.find("</p>").expect("closed")];
        assert_eq!(shown.replace("&quot;", "\""), verdict, "{lang}, {guess}");
        assert!(
            !dom.contains("class=\"after-quiz\" hidden"),
            "the rest of the lesson is shown"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_page_asks_the_next_step_scores_each_kind_and_opens_as_its_address_says() {
    let dir = folder("page-predict");
    let html = stdout_of(&["trace", "-n", "4", "--format", "html"]);
    // A probe after the scripts: it presses keys and notes the panel after each.
    let probe = r#"<script>
for (const key of ["x", "p", " ", "/", " ", "\\"]) {
  window.dispatchEvent(new KeyboardEvent("keydown", { key }));
  const text = (id) => document.getElementById(id).textContent.replaceAll("\n", " ¶ ");
  const list = document.getElementById("predict-choices");
  const choices = list.hidden ? "-" : Array.from(list.children)
    .map((choice) => choice.querySelector("kbd").textContent + "=" + choice.lastChild.textContent).join(" | ");
  const seen = [text("predict-question"), choices, text("predict-line"), text("predict-score")];
  document.body.insertAdjacentHTML("beforeend", `<p class='probe'>${seen.join(" / ")}</p>`);
}
</script></body>"#;
    let page = dir.join("predict.html");
    std::fs::write(&page, html.replace("</body>", probe)).expect("writes the page");
    let plain = dir.join("plain.html");
    std::fs::write(&plain, &html).expect("writes the page");
    let predicted = dom_and_console(&page);
    let embedded = dom_at(&plain, "#step=10&speed=20&play");
    let projected = dom_at(&plain, "#step=10&projector");
    let _ = std::fs::remove_dir_all(&dir);
    let (Some((dom, console)), Some(embedded), Some(projected)) = (predicted, embedded, projected) else {
        return;
    };
    assert!(console.is_empty(), "{console:?}");
    let seen: Vec<&str> = dom
        .split("<p class=\"probe\">")
        .skip(1)
        .map(|probe| &probe[..probe.find("</p>").expect("closed")])
        .collect();
    // The question, then each answer in its own item (its key, then its
    // words) while it is open, none once answered.
    let asked = |step: u64, square: &str| {
        format!(
            "Step {step}: solve() tries {square}. What happens? / p=placed | c=pruned by the column | \
             /=pruned by the / diagonal | \\=pruned by the \\ diagonal"
        )
    };
    let answered =
        |step: u64, square: &str| format!("Step {step}: solve() tries {square}. What happens? / -");
    assert_eq!(
        seen,
        [
            format!("{} /  / no answer yet", asked(2, "(0,0)")),
            format!(
                "{} / Right: (0,0) placed: marks column 0, / 0, \\ 3 / score 1 of 1 ¶ placed: 1 of 1",
                answered(2, "(0,0)")
            ),
            format!("{} /  / score 1 of 1 ¶ placed: 1 of 1", asked(5, "(1,0)")),
            format!(
                "{} / Not pruned by the / diagonal: (1,0) pruned: column 0 is taken / \
                 score 1 of 2 ¶ placed: 1 of 1 ¶ pruned by the column: 0 of 1",
                answered(5, "(1,0)")
            ),
            format!(
                "{} /  / score 1 of 2 ¶ placed: 1 of 1 ¶ pruned by the column: 0 of 1",
                asked(7, "(1,1)")
            ),
            format!(
                "{} / Right: (1,1) pruned: \\ diagonal row-col+n-1 = 3 is taken / \
                 score 2 of 3 ¶ placed: 1 of 1 ¶ pruned by the column: 0 of 1 ¶ pruned by the \\ diagonal: 1 of 1",
                answered(7, "(1,1)")
            ),
        ]
    );
    // Embedded at step 10, playing at 20 steps a second.
    assert!(
        embedded.contains("<span id=\"speed\">20 steps/s</span>"),
        "the speed asked"
    );
    assert!(
        embedded.contains("<button id=\"play\" title=\"Enter or p\">pause</button>"),
        "playing"
    );
    // The projector mode only where the address asks for it.
    assert!(!embedded.contains("<body class=\"projector\">"));
    assert!(
        projected.contains("<body class=\"projector\">"),
        "the projector mode"
    );
}

#[test]
fn the_terminal_race_moves_each_board_a_step_a_tick() {
    let command = format!(
        "{} watch -n 4 --strategies bounding,branch-and-bound; echo \"race ended with $?\"; sleep 60",
        common::BINARY
    );
    let Some(tmux) = Tmux::start("race", &command) else {
        return;
    };
    tmux.wait_for("tick 1 of ");
    for _ in 0..20 {
        tmux.keys(&["Right"]);
    }
    // Bounding takes 548 steps at n = 4 and branch-and-bound 172 (the
    // trace's totals), so at tick 21 both are at their own step 21.
    let screen = tmux.wait_for("tick 21 of 548");
    assert_eq!(screen.matches("step 21 of ").count(), 2, "{screen}");
    assert!(screen.contains("step 21 of 172"), "{screen}");
    tmux.keys(&["End"]);
    let screen = tmux.wait_for("tick 548 of 548");
    assert!(screen.contains("finished at tick 172"), "{screen}");
    assert!(screen.contains("finished at tick 548"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_for("race ended with 0");
}
