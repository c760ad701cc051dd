//! The comments of the programs, and their Korean.
//!
//! A comment runs from its marker (`//`, or `#` in Python), at the start
//! of a line or after a blank, to the end of the line. Comment lines that
//! follow each other at the same indentation are one comment, read as
//! their texts joined by spaces, so that a sentence broken over two lines
//! is translated whole. `programs/comments.ko.txt` gives each comment's
//! Korean: a section `@@ ENGLISH` followed by the Korean in as many lines
//! as the English takes, so that every line of a program stays where it
//! is in either language (the marks' line numbers hold in both).

use super::CodeLang;

/// The Korean of every comment of the programs.
const KOREAN: &str = include_str!("../../programs/comments.ko.txt");

/// What starts the section of one comment in [`KOREAN`]: `@@ ` at the
/// start of a line.
const SECTION: &str = "\n@@ ";

/// `line` split into its code and, if it has one, the byte where its
/// comment's marker starts.
pub(super) fn split(line: &str, code: CodeLang) -> (&str, Option<usize>) {
    let marker = code.comment();
    let start = line.match_indices(marker).map(|(at, _)| at).find(|&at| {
        let before = &line[..at];
        let after = &line[at + marker.len()..];
        (before.is_empty() || before.ends_with(char::is_whitespace))
            && (after.is_empty() || after.starts_with(' '))
    });
    match start {
        Some(at) => (&line[..at], Some(at)),
        None => (line, None),
    }
}

/// One comment of a program: its first line (from 0), how many lines it
/// takes, and its text, the lines joined by spaces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Comment {
    pub first: usize,
    pub lines: usize,
    pub text: String,
}

/// The comments of the program `text` written in `code`, in order.
pub(super) fn comments(text: &str, code: CodeLang) -> Vec<Comment> {
    let marker = code.comment();
    let mut found: Vec<Comment> = Vec::new();
    // The indentation of the comment line just before, if the line before was one.
    let mut open: Option<usize> = None;
    for (index, line) in text.lines().enumerate() {
        let (before, start) = split(line, code);
        let Some(start) = start else {
            open = None;
            continue;
        };
        let words = line[start + marker.len()..].trim();
        let alone = before.trim().is_empty();
        match found.last_mut() {
            Some(last) if alone && open == Some(start) => {
                last.lines += 1;
                last.text = format!("{} {words}", last.text);
            }
            _ => found.push(Comment {
                first: index,
                lines: 1,
                text: words.to_string(),
            }),
        }
        open = alone.then_some(start);
    }
    found
}

/// The Korean of the comment `english`, line by line, if the table has it.
fn korean_of(english: &str) -> Option<Vec<&'static str>> {
    let mut sections = KOREAN.split(SECTION).skip(1);
    let section = sections.find(|section| section.lines().next() == Some(english))?;
    Some(
        section
            .lines()
            .skip(1)
            .take_while(|line| !line.trim().is_empty())
            .collect(),
    )
}

/// The program `text` in `code` with every comment in Korean, each line
/// where it was; `Err` gives a comment the table lacks, or whose Korean
/// takes another number of lines.
pub(super) fn korean(text: &str, code: CodeLang) -> Result<String, String> {
    let marker = code.comment();
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    for comment in comments(text, code) {
        let korean = korean_of(&comment.text)
            .filter(|korean| korean.len() == comment.lines)
            .ok_or_else(|| comment.text.clone())?;
        for (line, words) in lines[comment.first..].iter_mut().zip(korean) {
            let (_, start) = split(line, code);
            let start = start.expect("a line of the comment");
            *line = format!("{}{marker} {words}", &line[..start]);
        }
    }
    Ok(lines.iter().map(|line| format!("{line}\n")).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::programs::PROGRAMS;

    #[test]
    fn a_comment_starts_at_its_marker_after_a_blank() {
        let cpp = CodeLang::Cpp;
        assert_eq!(split("int n;  // the size", cpp), ("int n;  ", Some(8)));
        assert_eq!(split("// a line", cpp), ("", Some(0)));
        assert_eq!(split("a = \"http://x\";", cpp), ("a = \"http://x\";", None));
        assert_eq!(split("#include <cstdio>", cpp), ("#include <cstdio>", None));
        assert_eq!(split("x = 1  # one", CodeLang::Python), ("x = 1  ", Some(7)));
    }

    #[test]
    fn comment_lines_in_a_row_are_one_comment() {
        let text = "// one\n// two\nint n;  // three\n    // four\n// five\n";
        let texts: Vec<(usize, usize, String)> = comments(text, CodeLang::C)
            .into_iter()
            .map(|comment| (comment.first, comment.lines, comment.text))
            .collect();
        assert_eq!(
            texts,
            [
                (0, 2, "one two".to_string()),
                (2, 1, "three".to_string()),
                (3, 1, "four".to_string()),
                (4, 1, "five".to_string())
            ]
        );
    }

    /// Every comment of every program, in English.
    fn every_comment() -> Vec<String> {
        PROGRAMS
            .iter()
            .flat_map(|program| {
                CodeLang::PROGRAMS.into_iter().flat_map(move |code| {
                    let source = program.source(code).expect("a program");
                    comments(source.text, code)
                        .into_iter()
                        .map(|comment| comment.text)
                })
            })
            .collect()
    }

    #[test]
    fn every_comment_has_its_korean_in_as_many_lines_and_every_korean_is_used() {
        for program in &PROGRAMS {
            for code in CodeLang::PROGRAMS {
                let source = program.source(code).expect("a program");
                let korean = korean(source.text, code).unwrap_or_else(|missing| {
                    panic!(
                        "{}: comments.ko.txt lacks '@@ {missing}' (or its lines)",
                        source.path
                    )
                });
                let english: Vec<&str> = source.text.lines().collect();
                let korean: Vec<&str> = korean.lines().collect();
                assert_eq!(english.len(), korean.len(), "{}", source.path);
                for (english, korean) in english.iter().zip(&korean) {
                    assert_eq!(split(english, code).0, split(korean, code).0, "{}", source.path);
                }
            }
        }
        let used = every_comment();
        let table: Vec<&str> = KOREAN
            .split(SECTION)
            .skip(1)
            .filter_map(|section| section.lines().next())
            .collect();
        for english in &table {
            assert!(
                used.iter().any(|text| text == english),
                "comments.ko.txt: '{english}' is no comment"
            );
            let count = table.iter().filter(|other| *other == english).count();
            assert_eq!(count, 1, "comments.ko.txt: '{english}' {count} times");
        }
    }
}
