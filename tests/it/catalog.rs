//! The two catalogs, `src/lang/en.txt` and `src/lang/ko.txt`, hold the same
//! sections with the same placeholders, and every section is read by the
//! code: named whole in a source file, named after its lesson's name in
//! the lesson's file, or built from parts in one of the families listed
//! here ([`built`]), each of whose members must exist.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use nqueens::cli::help_sections;
use nqueens::lang::catalog::{sections, ENGLISH, KOREAN};
use nqueens::lessons::LESSONS;
use nqueens::strategies::Strategy;
use nqueens::verbose::message_key;
use nqueens::watch::Outcome;
use nqueens::PruneReason;

/// The names of the placeholders of `template`: `n` for `{n}`, `{n:으로}`,
/// and `{n:leaf|leaves}`. A word that only agrees with a value
/// (`{n?is|are}`) shows no value, and a lesson's number (`{@mirror}`) is
/// no value given: each language has the ones its grammar needs.
fn placeholders(template: &str) -> BTreeSet<&str> {
    template
        .split('{')
        .skip(1)
        .map(|rest| &rest[..rest.find('}').expect("every placeholder is closed")])
        .filter(|inside| !inside.starts_with('@') && !inside.contains('?'))
        .map(|inside| inside.split(':').next().unwrap_or(inside))
        .collect()
}

#[test]
fn each_section_has_the_same_placeholders_in_both_languages() {
    let korean: Vec<(&str, &str)> = sections(KOREAN).collect();
    let mut differ = Vec::new();
    for (key, english) in sections(ENGLISH) {
        let (_, korean) = korean
            .iter()
            .find(|(name, _)| *name == key)
            .unwrap_or_else(|| panic!("ko.txt has no section '@@ {key}'"));
        let (english, korean) = (placeholders(english), placeholders(korean));
        if english != korean {
            differ.push(format!("@@ {key}: en.txt {english:?}, ko.txt {korean:?}"));
        }
    }
    assert!(
        differ.is_empty(),
        "sections with other placeholders:\n{}",
        differ.join("\n")
    );
    let english: BTreeSet<&str> = sections(ENGLISH).map(|(key, _)| key).collect();
    for (key, _) in korean {
        assert!(english.contains(key), "en.txt has no section '@@ {key}'");
    }
}

/// The names of the strategies, as the command line takes them.
fn strategy_names() -> Vec<&'static str> {
    Strategy::SEARCHES
        .iter()
        .chain(&Strategy::ONE_SOLUTION)
        .map(|strategy| strategy.name())
        .collect()
}

/// The families of sections whose keys the code builds from parts: a
/// pattern with `*` for the part, and every part it takes.
fn built() -> Vec<(&'static str, Vec<&'static str>)> {
    let lessons: Vec<&str> = LESSONS.iter().map(|lesson| lesson.name).collect();
    let reasons: Vec<&str> = PruneReason::ALL.iter().map(|reason| reason.name()).collect();
    vec![
        ("*.title", lessons),
        (
            "branch-and-bound.map.*.seed",
            vec!["column_flag", "diagonal", "anti_diagonal"],
        ),
        (
            "branch-and-bound.map.*.tool",
            vec!["column_flag", "diagonal", "anti_diagonal"],
        ),
        ("handout.*.title", vec!["summary", "worksheet"]),
        (
            "handout.summary.term.*",
            vec![
                "backtracking",
                "leaf",
                "node",
                "non_promising",
                "promising",
                "pruning",
                "tree",
            ],
        ),
        (
            "handout.*",
            vec![
                "summary.arrays",
                "summary.arrays.text",
                "summary.counting",
                "summary.counting.text",
                "summary.intro",
                "summary.mistakes",
                "summary.steps",
                "summary.steps.intro",
                "summary.words",
                "worksheet.answer",
                "worksheet.answers",
                "worksheet.intro",
                "worksheet.more",
                "worksheet.name",
                "worksheet.task.one",
                "worksheet.task.two",
                "worksheet.task.three",
                "worksheet.task.four",
            ],
        ),
        (
            "search-space.row.*",
            vec!["ordered", "unordered", "per_row", "per_column"],
        ),
        ("strategy.*", strategy_names()),
        ("progress.*", vec!["nodes", "solutions", "subproblems"]),
        ("budget.*", vec!["seconds", "minutes", "hours", "days", "years"]),
        ("strategy.*.about", strategy_names()),
        (
            "watch.none.*",
            vec!["solution-after", "solution-before", "backtrack-after"],
        ),
        ("tree.line.*", reasons.clone()),
        (
            "page.legend.*",
            [vec!["queen", "tried", "pruned"], reasons].concat(),
        ),
        (
            "predict.kind.*",
            Outcome::ALL.iter().map(|outcome| outcome.name()).collect(),
        ),
        (
            "judge.column.*",
            vec![
                "n",
                "verdict",
                "solutions",
                "output",
                "time",
                "cpu",
                "memory",
                "search",
                "nodes",
                "prunes",
            ],
        ),
        (
            "judge.verdict.*",
            vec!["ac", "wa", "pe", "tle", "mle", "re", "ole", "ce"],
        ),
        ("judge.first.*", vec!["wa", "pe", "tle", "mle", "re", "ole"]),
        ("judge.task.*", vec!["count", "one", "all"]),
    ]
}

/// The families of [`built`], each member spelled out, the sections
/// the help reads (built from the command line's arguments), and those of
/// the log's messages ([`log_messages`]).
fn built_keys() -> Vec<String> {
    built()
        .into_iter()
        .flat_map(|(pattern, parts)| parts.into_iter().map(move |part| pattern.replace('*', part)))
        .chain(help_sections().into_iter().map(|(key, _)| key))
        .chain(log_messages().iter().map(|message| message_key(message)))
        .collect()
}

/// The message of every `tracing` event in src/, or its head before `: `
/// when it has a detail (`build: {}`): the last string of the macro's
/// arguments. A message that is a value alone (`"{refusal}"`, already
/// said in its language) has no words of its own.
fn log_messages() -> Vec<String> {
    let mut files = Vec::new();
    sources(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")), &mut files);
    let mut messages = Vec::new();
    for (_, text) in &files {
        for level in ["trace", "debug", "info", "warn", "error"] {
            let opening = format!("tracing::{level}!(");
            for (at, _) in text.match_indices(&opening) {
                let arguments = &text[at + opening.len()..];
                let end = arguments.find(");").expect("a log macro ends");
                let last = arguments[..end].rsplit('"').nth(1).expect("a log message");
                let head = last.split_once(": ").map_or(last, |(head, _)| head);
                if !head.starts_with('{') {
                    messages.push(head.to_string());
                }
            }
        }
    }
    messages
}

#[test]
fn every_log_message_is_in_the_catalogs() {
    let messages = log_messages();
    for expected in ["call", "run starts", "build", "waiting for N on stdin"] {
        assert!(
            messages.iter().any(|message| message == expected),
            "{expected} among {messages:?}"
        );
    }
    for (name, text) in [("en.txt", ENGLISH), ("ko.txt", KOREAN)] {
        let keys: BTreeSet<&str> = sections(text).map(|(key, _)| key).collect();
        for message in &messages {
            let key = message_key(message);
            assert!(
                keys.contains(key.as_str()),
                "{name} has no '@@ {key}' for the log's {message}"
            );
        }
    }
}

#[test]
fn the_values_english_help_is_their_doc_comments() {
    // In English clap lists the values of the command line's own choices
    // with their doc comments (the library's choices read the catalog);
    // the catalog's English, which the other languages translate, says
    // the same.
    let english: BTreeMap<&str, &str> = sections(ENGLISH).collect();
    for (key, doc) in help_sections() {
        let section = english.get(key.as_str());
        assert!(section.is_some(), "en.txt has no section '@@ {key}'");
        let is_value = key.starts_with("help.value.") || key.starts_with("strategy.");
        if let (true, Some(doc), Some(section)) = (is_value, doc, section) {
            assert_eq!(*section, doc, "@@ {key} differs from its doc comment");
        }
    }
}

/// Every Rust source file under `dir`, with its path.
fn sources(dir: &Path, found: &mut Vec<(String, String)>) {
    for entry in fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a readable entry").path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            let text = fs::read_to_string(&path).expect("a readable source");
            found.push((path.display().to_string(), text));
        }
    }
}

#[test]
fn every_section_is_read_and_every_built_one_exists() {
    let mut files = Vec::new();
    sources(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")), &mut files);
    let named = |name: &str, in_file: &dyn Fn(&str) -> bool| {
        let quoted = format!("\"{name}\"");
        files
            .iter()
            .any(|(path, text)| in_file(path) && text.contains(&quoted))
    };
    let built = built_keys();
    let keys: BTreeSet<&str> = sections(ENGLISH).map(|(key, _)| key).collect();
    for key in &built {
        assert!(
            keys.contains(key.as_str()),
            "the code builds '{key}', which en.txt lacks"
        );
    }
    // A lesson's own sections are named without the lesson's name, in its
    // file or in the pages every lesson is written with.
    let lesson_file = |lesson: &str, path: &str| {
        let file = lesson.replace('-', "_");
        path.ends_with(&format!("lessons/{file}.rs"))
            || path.contains("lessons/page")
            || path.ends_with("lessons/mod.rs")
    };
    let unread: Vec<&str> = keys
        .iter()
        .copied()
        .filter(|key| !built.iter().any(|built| built == key) && !named(key, &|_| true))
        .filter(|key| match key.split_once('.') {
            Some((lesson, rest)) if LESSONS.iter().any(|known| known.name == lesson) => {
                !named(rest, &|path| lesson_file(lesson, path))
            }
            _ => true,
        })
        .collect();
    assert!(unread.is_empty(), "sections no code reads: {unread:?}");
}
