//! The README and the guide (`docs/`) quote what the tool prints, and this
//! test holds them to it: every command quoted with its output is run, and
//! its output compared with the quote.
//!
//! The convention, for `README.md` and every page that `docs/SUMMARY.md`
//! lists:
//! - A fenced block marked `text` whose first line starts with `$ ` is a
//!   transcript. Each `$ ` line is a command, run by `sh` with the built
//!   `nqueens` first on the PATH, `LANG=C.UTF-8`, no `RUST_LOG` nor
//!   `NQUEENS_PROGRESS_AFTER`, stdin empty, in a scratch folder of its own
//!   for each block (so the commands of one block can share files). The lines after it, up to the next `$ `
//!   line, are what it prints: its stdout, then its stderr (a blank line
//!   between the two is allowed, as the tool parts them on a terminal). An
//!   `error:` line quoted means the command fails; none, that it succeeds.
//!   Times change from run to run: when the output holds one (`353.45 ms`,
//!   `38.9 µs`, `seconds=3.4797e-5`, `"seconds":0.019`), every time on both
//!   sides reads as one placeholder, and since a time's width moves the
//!   columns of a table, runs of spaces, of `─` and of `═` read as one.
//! - A fenced block marked `text file=PATH` is the content of that file of
//!   the repository.
//! - Any other `text` block fails the test: output is quoted in these two
//!   forms only. Blocks marked `sh` show commands that are not run here
//!   (synopses, scripts for GNU parallel and Slurm, runs of minutes).
//!
//! Indented blocks (inside a list item) are read without their indentation.
//! The test also checks that `docs/SUMMARY.md` lists every page of `docs/`
//! and that every relative link of these pages leads to a file.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Stdio;

use common::{clean, BINARY};

/// The repository's root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A fenced block of a page: its info string, its lines (without the
/// fence's indentation) and the line of the page it starts on.
struct Block {
    info: String,
    lines: Vec<String>,
    line: usize,
}

/// The fenced blocks of a Markdown text.
fn blocks(text: &str) -> Vec<Block> {
    let mut found = Vec::new();
    let mut lines = text.lines().enumerate();
    while let Some((number, line)) = lines.next() {
        let trimmed = line.trim_start();
        let Some(info) = trimmed.strip_prefix("```") else {
            continue;
        };
        let indent = line.len() - trimmed.len();
        let mut block = Block {
            info: info.trim().to_string(),
            lines: Vec::new(),
            line: number + 1,
        };
        for (_, inside) in lines.by_ref() {
            if inside.trim_start().starts_with("```") {
                break;
            }
            let unindented = inside.strip_prefix(&" ".repeat(indent));
            block
                .lines
                .push(unindented.unwrap_or(inside.trim_start()).to_string());
        }
        found.push(block);
    }
    found
}

/// The pages the tests below check, one test each (the last one several).
const CHECKED: [&str; 15] = [
    "README.md",
    "docs/SUMMARY.md",
    "docs/guide.md",
    "docs/strategies.md",
    "docs/commands.md",
    "docs/counting.md",
    "docs/pictures.md",
    "docs/tracing.md",
    "docs/lessons.md",
    "docs/classroom.md",
    "docs/judge.md",
    "docs/languages.md",
    "docs/benchmarks.md",
    "docs/building.md",
    "docs/REFERENCE.md",
];

/// The pages the guide is made of: the README and every page SUMMARY.md
/// links to.
fn pages() -> Vec<PathBuf> {
    let summary = std::fs::read_to_string(root().join("docs/SUMMARY.md")).expect("SUMMARY.md");
    let mut pages = vec![root().join("README.md"), root().join("docs/SUMMARY.md")];
    pages.extend(
        links(&summary)
            .into_iter()
            .map(|link| root().join("docs").join(link)),
    );
    pages
}

/// The relative link targets of a Markdown text (`[..](target)` and
/// `![..](target)`), without their `#anchor`; web addresses are left out.
fn links(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("](") {
        rest = &rest[start + 2..];
        let Some(end) = rest.find(')') else { break };
        let target = rest[..end].split('#').next().unwrap_or_default();
        if !target.is_empty() && !target.contains("://") && !target.contains(' ') {
            found.push(target.to_string());
        }
        rest = &rest[end..];
    }
    found
}

/// Whether `text` holds a time at `at`: a number, perhaps a space, then
/// `ns`, `µs`, `ms` or `s` as a word of its own. Returns its length.
fn time_at(text: &str, at: usize) -> Option<usize> {
    let rest = &text[at..];
    let digits = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(rest.len());
    if digits == 0 || !rest.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let after = &rest[digits..];
    let spaced = usize::from(after.starts_with(' '));
    let after = &after[spaced..];
    ["ns", "µs", "ms", "s"].iter().find_map(|unit| {
        let tail = after.strip_prefix(unit)?;
        let ends_word = !tail.starts_with(|c: char| c.is_alphanumeric());
        ends_word.then_some(digits + spaced + unit.len())
    })
}

/// `text` with every time replaced by `<time>`; also says whether it held
/// one.
fn without_times(text: &str) -> (String, bool) {
    let mut out = String::with_capacity(text.len());
    let mut found = false;
    let mut at = 0;
    while at < text.len() {
        let previous = text[..at].chars().next_back();
        let starts_word = previous.is_none_or(|c| !(c.is_alphanumeric() || c == '.' || c == ','));
        let starts_key = previous.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        for key in ["seconds=", "\"seconds\":"] {
            if starts_key && text[at..].starts_with(key) {
                let value = &text[at + key.len()..];
                let length = value
                    .find(|c: char| !(c.is_ascii_digit() || ".e-+".contains(c)))
                    .unwrap_or(value.len());
                if length > 0 {
                    out.push_str(key);
                    out.push_str("<time>");
                    at += key.len() + length;
                    found = true;
                }
            }
        }
        if at >= text.len() {
            break;
        }
        if starts_word {
            if let Some(length) = time_at(text, at) {
                out.push_str("<time>");
                at += length;
                found = true;
                continue;
            }
        }
        let c = text[at..].chars().next().expect("inside the text");
        out.push(c);
        at += c.len_utf8();
    }
    (out, found)
}

/// Runs of `c` in `line` made one.
fn squeeze(line: &str, c: char) -> String {
    let mut out = String::with_capacity(line.len());
    for next in line.chars() {
        if !(next == c && out.ends_with(c)) {
            out.push(next);
        }
    }
    out
}

/// The columns of a table's `time` and of its growth (`× n-1` after it),
/// from the table's header line.
fn time_columns(text: &str) -> Vec<usize> {
    let Some(header) = text.lines().find(|line| line.contains('┆')) else {
        return Vec::new();
    };
    let cells: Vec<&str> = header.split('┆').map(str::trim).collect();
    let mut columns = Vec::new();
    for (index, cell) in cells.iter().enumerate() {
        if *cell == "time" {
            columns.push(index);
            if cells.get(index + 1).is_some_and(|next| next.starts_with("× n-1")) {
                columns.push(index + 1);
            }
        }
    }
    columns
}

/// The lines of an output as this test compares them: trailing blanks and
/// trailing blank lines dropped; with `loose`, times (and the growth of
/// times in a table) made one placeholder and runs of spaces, `─` and `═`
/// made one.
fn comparable(text: &str, loose: bool) -> Vec<String> {
    let timed = time_columns(text);
    let mut lines: Vec<String> = text
        .lines()
        .map(|line| {
            let line = line.trim_end();
            if loose {
                let cells = line.split('┆').enumerate();
                let cells: Vec<&str> = cells
                    .map(
                        |(index, cell)| match (timed.contains(&index), cell.ends_with('│')) {
                            (false, _) => cell,
                            (true, false) => " <time> ",
                            (true, true) => " <time> │",
                        },
                    )
                    .collect();
                let line = without_times(&cells.join("┆")).0;
                squeeze(&squeeze(&squeeze(&line, ' '), '─'), '═')
            } else {
                line.to_string()
            }
        })
        .collect();
    while lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    lines
}

/// Runs one command of a transcript in `folder`: exit status, stdout, stderr.
fn run(command: &str, folder: &Path) -> (bool, String, String) {
    let binaries = Path::new(BINARY).parent().expect("the binary's folder");
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![binaries.to_path_buf()];
    paths.extend(std::env::split_paths(&path));
    let output = clean("sh")
        .arg("-c")
        .arg(command)
        .current_dir(folder)
        .env("PATH", std::env::join_paths(paths).expect("a PATH"))
        .stdin(Stdio::null())
        .output()
        .expect("sh runs");
    (
        output.status.success(),
        String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    )
}

/// Checks one transcript of `page`: each command prints what is quoted.
fn check_transcript(page: &str, block: &Block, folder: &Path) {
    let _ = std::fs::remove_dir_all(folder);
    std::fs::create_dir_all(folder).expect("a scratch folder");
    let mut lines = block.lines.iter().peekable();
    while let Some(line) = lines.next() {
        let command = line
            .strip_prefix("$ ")
            .expect("a transcript goes from command to command");
        let mut quoted = String::new();
        while let Some(output) = lines.next_if(|next| !next.starts_with("$ ")) {
            quoted.push_str(output);
            quoted.push('\n');
        }
        let (success, stdout, stderr) = run(command, folder);
        let loose = without_times(&stdout).1 || without_times(&stderr).1;
        let expected = comparable(&quoted, loose);
        let printed = [format!("{stdout}{stderr}"), format!("{stdout}\n{stderr}")];
        assert!(
            printed.iter().any(|both| comparable(both, loose) == expected),
            "{page}, block at line {}: `{command}` printed\n{stdout}{stderr}\nand the page quotes\n{quoted}",
            block.line
        );
        let refused = quoted
            .lines()
            .any(|line| line.starts_with("error:") || line.starts_with("오류:"));
        assert_eq!(
            success,
            !refused,
            "{page}, block at line {}: `{command}` should {}",
            block.line,
            if refused { "fail" } else { "succeed" }
        );
    }
}

/// The text of the file `name` holding `content`: an insta snapshot
/// (`.snap`) without its header, which sits between two `---` lines.
fn snapshot_body<'a>(name: &str, content: &'a str) -> &'a str {
    if !name.ends_with(".snap") {
        return content;
    }
    let header = content
        .strip_prefix("---\n")
        .expect("a snapshot opens with its header");
    let end = header
        .find("\n---\n")
        .expect("a snapshot's header ends with `---`");
    &header[end + "\n---\n".len()..]
}

/// Checks every quoted output of the page at `relative` (from the root).
fn check_page(relative: &str) {
    let text = std::fs::read_to_string(root().join(relative)).expect("the page exists");
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("guide");
    for (index, block) in blocks(&text).iter().enumerate() {
        let mut info = block.info.split_whitespace();
        if info.next() != Some("text") {
            continue;
        }
        if let Some(file) = info.next().and_then(|word| word.strip_prefix("file=")) {
            let content = std::fs::read_to_string(root().join(file)).expect("the quoted file exists");
            let content = snapshot_body(file, &content);
            assert_eq!(
                comparable(&block.lines.join("\n"), false),
                comparable(content, false),
                "{relative}, block at line {}: not the content of {file}",
                block.line
            );
            continue;
        }
        assert!(
            block.lines.first().is_some_and(|line| line.starts_with("$ ")),
            "{relative}, block at line {}: a text block quotes a transcript (`$ ` first) or a file (`text file=PATH`)",
            block.line
        );
        let folder = scratch.join(format!("{}-{index}", relative.replace('/', "-")));
        check_transcript(relative, block, &folder);
        let _ = std::fs::remove_dir_all(&folder);
    }
}

#[test]
fn the_summary_lists_every_page_and_every_link_leads_to_a_file() {
    let pages = pages();
    let mut in_docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("docs/")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    in_docs.sort();
    let mut listed: Vec<PathBuf> = pages
        .iter()
        .filter(|page| page.starts_with(root().join("docs")))
        .cloned()
        .collect();
    listed.sort();
    assert_eq!(
        listed, in_docs,
        "SUMMARY.md lists every page of docs/, and only those"
    );
    let mut checked: Vec<PathBuf> = CHECKED.iter().map(|page| root().join(page)).collect();
    checked.sort();
    let mut all = pages.clone();
    all.sort();
    assert_eq!(all, checked, "the tests check every page of the guide");
    for page in &pages {
        let text = std::fs::read_to_string(page).expect("the page exists");
        let folder = page.parent().expect("a folder");
        for link in links(&text) {
            assert!(
                folder.join(&link).exists(),
                "{}: the link {link} leads nowhere",
                page.display()
            );
        }
    }
}

#[test]
fn the_times_of_an_output_read_as_one_placeholder() {
    assert_eq!(
        without_times("│ bitmask ┆ 1,965 ┆ 38.9 µs ┆ 9,321.3× │"),
        ("│ bitmask ┆ 1,965 ┆ <time> ┆ 9,321.3× │".to_string(), true)
    );
    assert_eq!(
        without_times(r#"{"count":1886548,"seconds":0.019}"#),
        (r#"{"count":1886548,"seconds":<time>}"#.to_string(), true)
    );
    assert_eq!(
        without_times("finished=true seconds=3.4797e-5"),
        ("finished=true seconds=<time>".to_string(), true)
    );
    let sweep = "│ x ┆ n ┆ time ┆ × n-1 │\n│ bounding ┆ 9 ┆ 44.35 ms ┆ 9.3× │";
    assert_eq!(
        comparable(sweep, true),
        [
            "│ x ┆ n ┆ <time> ┆ <time> │",
            "│ bounding ┆ 9 ┆ <time> ┆ <time> │"
        ]
    );
    let untimed = "about 2.7 seconds on 1 core, 15 attacking pairs, 0 restarts";
    assert_eq!(without_times(untimed), (untimed.to_string(), false));
}

#[test]
fn the_readme_quotes_what_the_tool_prints() {
    check_page("README.md");
}

#[test]
fn the_strategies_page_quotes_what_the_tool_prints() {
    check_page("docs/strategies.md");
}

#[test]
fn the_commands_page_quotes_what_the_tool_prints() {
    check_page("docs/commands.md");
}

#[test]
fn the_counting_page_quotes_what_the_tool_prints() {
    check_page("docs/counting.md");
}

#[test]
fn the_pictures_page_quotes_what_the_tool_prints() {
    check_page("docs/pictures.md");
}

#[test]
fn the_tracing_page_quotes_what_the_tool_prints() {
    check_page("docs/tracing.md");
}

#[test]
fn the_lessons_page_quotes_what_the_tool_prints() {
    check_page("docs/lessons.md");
}

#[test]
fn the_classroom_page_quotes_what_the_tool_prints() {
    check_page("docs/classroom.md");
}

#[test]
fn the_judge_page_quotes_what_the_tool_prints() {
    check_page("docs/judge.md");
}

#[test]
fn the_languages_page_quotes_what_the_tool_prints() {
    check_page("docs/languages.md");
}

#[test]
fn the_other_pages_quote_what_the_tool_prints() {
    for page in [
        "docs/SUMMARY.md",
        "docs/guide.md",
        "docs/benchmarks.md",
        "docs/building.md",
        "docs/REFERENCE.md",
    ] {
        check_page(page);
    }
}
