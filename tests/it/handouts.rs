//! The two pages to print, `nqueens lesson summary --format html` and
//! `nqueens lesson worksheet --format html`, in both languages: every
//! figure on them is the one the search computes (against the known
//! answers of `docs/REFERENCE.md` and `src/known.rs`), the worksheet's
//! blank tree gives nothing away that its answer page tells, the summary
//! prints on one A4 sheet and the worksheet on two (the sheet, then its
//! answers), and any other flag is refused.

use crate::common;

use common::tools::printed_sheets;
use common::{counted, refuses, solutions, stdout_of};

use nqueens::format::thousands;
use nqueens::lang::catalog::{sections, ENGLISH, KOREAN};
use nqueens::lessons::{find, Lang, Level, LESSONS, WORKSHEET_N};
use nqueens::strategies::Strategy;
use nqueens::RunSpec;

const LANGS: [&str; 2] = ["en", "ko"];

fn page(name: &str, lang: &str) -> String {
    stdout_of(&["lesson", name, "--format", "html", "--lang", lang])
}

/// The part of `text` from `open` up to the next `close`.
fn between<'t>(text: &'t str, open: &str, close: &str) -> &'t str {
    let start = text.find(open).unwrap_or_else(|| panic!("no {open} in the page")) + open.len();
    let end = text[start..]
        .find(close)
        .unwrap_or_else(|| panic!("no {close} after {open}"));
    &text[start..start + end]
}

/// The figures of a table row: the text of its cells marked `figure`.
fn figures(row: &str) -> Vec<String> {
    row.split("<td class=\"figure\">")
        .skip(1)
        .map(|cell| cell[..cell.find("</td>").expect("a cell ends")].to_string())
        .collect()
}

#[test]
fn the_summary_counts_each_step_of_the_basic_path_at_eight() {
    let n = 8;
    for lang in LANGS {
        let summary = page("summary", lang);
        let rows: Vec<&str> = summary.split("<tr data-strategy=\"").skip(1).collect();
        let names: Vec<&str> = rows.iter().map(|row| &row[..row.find('"').unwrap()]).collect();
        assert_eq!(
            names,
            ["branching", "bounding", "branch-and-bound", "pairwise", "bitmask"]
        );
        for row in &rows {
            let strategy = Strategy::ALL
                .into_iter()
                .find(|strategy| row.starts_with(&format!("{}\"", strategy.name())))
                .expect("a strategy the tool has");
            let result = counted(RunSpec::of(strategy, n, false));
            assert_eq!(result.counters.solutions, solutions(n));
            let c = &result.counters;
            let expected: Vec<String> = [c.nodes(), result.leaves(), c.checks].map(thousands).into();
            assert_eq!(figures(row), expected, "{lang}: the row of {}", strategy.name());
        }
        // The n = 8 table of docs/REFERENCE.md: nodes and leaves of the
        // first three steps; branch-and-bound, pairwise and bitmask search
        // the same tree.
        let nodes_leaves: Vec<Vec<String>> = rows.iter().map(|row| figures(row)[..2].to_vec()).collect();
        assert_eq!(nodes_leaves[0], ["19,173,961", "16,777,216"]);
        assert_eq!(nodes_leaves[1], ["109,601", "40,320"]);
        for same in &nodes_leaves[2..] {
            assert_eq!(same, &["2,057", "92"]);
        }
        // Counting before searching: 64·63·…·57, C(64, 8), 8^8, 8!, and
        // Baekjoon's largest N with its count (OEIS A000170).
        let counting = between(&summary, "<h2>", "</body>");
        for figure in [
            "178,462,987,637,760",
            "4,426,165,368",
            "16,777,216",
            "40,320",
            &thousands(solutions(14)),
        ] {
            assert!(counting.contains(figure), "{lang}: the summary misses {figure}");
        }
    }
}

#[test]
fn the_summary_repeats_every_common_mistake_and_counts_the_basic_lessons() {
    for (lang, catalog, language) in [("en", ENGLISH, Lang::En), ("ko", KOREAN, Lang::Ko)] {
        let summary = page("summary", lang);
        let mistakes = between(&summary, "<ul>", "</ul>");
        let lessons: Vec<&str> = sections(catalog)
            .filter_map(|(key, _)| key.strip_suffix(".mistake"))
            .filter(|lesson| find(lesson).is_some())
            .collect();
        assert_eq!(mistakes.matches("<li>").count(), lessons.len(), "{lang}");
        assert!(
            lessons.len() >= 4,
            "{lang}: the lessons hold their common mistakes"
        );
        for lesson in lessons {
            let title = find(lesson).unwrap().short_title(language);
            assert!(
                mistakes.contains(title),
                "{lang}: no mistake of {lesson} on the summary"
            );
        }
        let basic = LESSONS
            .iter()
            .filter(|lesson| lesson.level == Level::Basic)
            .count();
        let intro = between(&summary, "<p>", "</p>");
        assert!(intro.contains(&basic.to_string()), "{lang}: {intro}");
    }
}

/// The `<g …>` elements of an SVG tree, each with its attributes.
fn elements(svg: &str) -> Vec<&str> {
    svg.split("<g ")
        .skip(1)
        .map(|g| &g[..g.find('>').unwrap()])
        .collect()
}

#[test]
fn the_worksheet_asks_for_the_tree_of_four_and_answers_it_overleaf() {
    assert_eq!(WORKSHEET_N, 4);
    let result = counted(RunSpec::of(Strategy::BranchAndBound, WORKSHEET_N, false));
    // docs/REFERENCE.md: 17 nodes, the root included, 44 pruned squares, 2 solutions.
    assert_eq!((result.counters.nodes(), result.counters.prunes()), (17, 44));
    for lang in LANGS {
        let sheet = page("worksheet", lang);
        let (question, answers) = sheet
            .split_once("<section class=\"answers\">")
            .expect("the answers on a page of their own");
        let blank = between(question, "<div class=\"tree blank\">", "</svg>");
        let kinds: Vec<&str> = elements(blank)
            .iter()
            .map(|g| between(g, "data-kind=\"", "\""))
            .collect();
        assert_eq!(kinds.iter().filter(|kind| **kind == "node").count(), 17, "{lang}");
        assert_eq!(
            kinds.iter().filter(|kind| **kind == "prune").count(),
            44,
            "{lang}"
        );
        assert_eq!(kinds.len(), 61, "{lang}: nothing else in the blank tree");
        for told in ["data-reason", "solution", ">0<", ">1<", ">2<", ">3<", "<title"] {
            assert!(!blank.contains(told), "{lang}: the blank tree tells {told:?}");
        }
        for told in ["1 3 0 2", "2 0 3 1", "♛"] {
            assert!(!question.contains(told), "{lang}: the sheet tells {told:?}");
        }
        // Two empty boards to draw the solutions on, n × n squares each.
        assert_eq!(question.matches("<table class=\"board\">").count(), 2);
        assert_eq!(question.matches("<td").count(), 2 * WORKSHEET_N * WORKSHEET_N);

        let filled = between(answers, "<div class=\"tree\">", "</svg>");
        let reasons: Vec<&str> = elements(filled)
            .iter()
            .filter_map(|g| {
                g.split_once("data-reason=\"")
                    .map(|(_, r)| &r[..r.find('"').unwrap()])
            })
            .collect();
        assert_eq!(reasons.len(), 44);
        let by_reason = ["column", "diagonal", "anti-diagonal"]
            .map(|reason| reasons.iter().filter(|r| **r == reason).count() as u64);
        assert_eq!(by_reason.iter().sum::<u64>(), 44, "{reasons:?}");
        assert_eq!(by_reason.to_vec(), result.counters.prunes_by_reason.to_vec());
        let told = between(answers, "<p>", "</p>");
        for figure in [17, 44, by_reason[0], by_reason[1], by_reason[2], 2] {
            assert!(
                told.contains(&figure.to_string()),
                "{lang}: {told} misses {figure}"
            );
        }
        for board in ["1 3 0 2", "2 0 3 1"] {
            assert!(told.contains(board), "{lang}: {told} misses {board}");
        }
        assert_eq!(answers.matches('♛').count(), 2 * WORKSHEET_N);
    }
}

#[test]
fn the_summary_prints_on_one_sheet_and_the_worksheet_on_two() {
    let dir = std::env::temp_dir().join(format!("nqueens-handouts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    for lang in LANGS {
        for (name, sheets) in [("summary", 1), ("worksheet", 2)] {
            let path = dir.join(format!("{name}-{lang}.html"));
            std::fs::write(&path, page(name, lang)).expect("writes the page");
            let Some(printed) = printed_sheets(&path) else {
                let _ = std::fs::remove_dir_all(&dir);
                return;
            };
            assert_eq!(printed, sheets, "{name} in {lang}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_page_to_print_takes_only_the_html_format_and_the_language() {
    refuses(&["lesson", "summary"], "", &["--format html"]);
    refuses(
        &["lesson", "worksheet", "--format", "markdown", "--lang", "ko"],
        "",
        &["--format html"],
    );
    refuses(
        &["lesson", "worksheet", "--format", "html", "-n", "5"],
        "",
        &["-n/--size"],
    );
    refuses(
        &["lesson", "summary", "--format", "html", "--quiz"],
        "",
        &["--quiz"],
    );
    refuses(
        &["lesson", "summary", "--format", "html", "--answer"],
        "",
        &["--answer"],
    );
    refuses(&["lesson", "sumary"], "", &["summary"]);
}
