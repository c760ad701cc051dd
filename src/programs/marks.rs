//! The marks of a program: for each kind of step, the statement that takes
//! it, named by its exact text in the folder's `marks.txt`.
//!
//! `marks.txt` opens with a line for the reader; then a section for each
//! file, or for files whose marks are the same (`@@ main.c main.cpp`),
//! holds one mark a line: `KIND: STATEMENT`, where `KIND` is a step kind
//! as the trace names it (`try`, `prune`, `place`, `call`, `undo`,
//! `leaf-test`, `solution`), narrowed, as the strategies' own `// step:`
//! markers are, to a reason or a row (`try 0`: the first row's), and
//! `STATEMENT` is the text of one line of the file, without its blanks
//! and its comment. For the variant that writes the steps, words after
//! the kind say what differs from the plain loop over the columns: the
//! column where it is not the variable `col` (`col=__builtin_ctz(bit)`),
//! the board size where it is not `n` (`n=self.n`), how many solutions
//! one stands for (`times=weight`), and `mask` on the `try` of a search
//! that takes the free squares of a row from a mask, skipping the others.
//! Each mark must find exactly one line of its file.

use super::{comments, CodeLang};
use crate::observer::StepKind;

/// What starts the section of a file.
const SECTION: &str = "@@ ";

/// One mark, found in its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    /// The step kind.
    pub kind: StepKind,
    /// A reason's name (`column`, `diagonal`, `anti-diagonal`) or a row, if
    /// the mark is narrowed to one.
    pub only: Option<&'static str>,
    /// The column of the step, where it is not `col`.
    pub col: Option<&'static str>,
    /// How many solutions one solution step stands for, where not one.
    pub times: Option<&'static str>,
    /// The board size, where it is not the variable `n`.
    pub n: Option<&'static str>,
    /// Whether the squares a row's mask rules out count as tried (`mask`
    /// on a `try`): a mask search skips them, and the tool's reports them.
    pub mask: bool,
    /// The statement's text.
    pub statement: &'static str,
    /// Its line in the file, from 1.
    pub line: usize,
}

impl Mark {
    /// The row of the step: the row the mark names, else the variable `row`.
    pub fn row(&self) -> &'static str {
        self.only
            .filter(|only| only.parse::<usize>().is_ok())
            .unwrap_or("row")
    }
}

/// The marks `marks` (a `marks.txt`) gives the file named `file`, in
/// `code`, whose text is `text`, each found on its line; an error names a
/// mark that is malformed or finds no line, or more than one.
pub(super) fn locate(
    marks: &'static str,
    file: &str,
    code: CodeLang,
    text: &str,
) -> Result<Vec<Mark>, String> {
    let mut files: Vec<&str> = Vec::new();
    let mut found = Vec::new();
    let mut has_section = false;
    for line in marks.lines() {
        if let Some(names) = line.strip_prefix(SECTION) {
            files = names.split_whitespace().collect();
            has_section |= files.contains(&file);
            continue;
        }
        if line.trim().is_empty() || !files.contains(&file) {
            continue;
        }
        let mut mark = parse(line)?;
        mark.line = line_of(text, code, mark.statement)
            .map_err(|count| format!("{file}: '{}' is on {count} lines, not one", mark.statement))?;
        found.push(mark);
    }
    match has_section {
        true => Ok(found),
        false => Err(format!("no section for {file}")),
    }
}

/// A mark from its line, not yet found in its file.
fn parse(line: &'static str) -> Result<Mark, String> {
    let (head, statement) = line
        .split_once(": ")
        .ok_or_else(|| format!("'{line}' is not 'KIND: STATEMENT'"))?;
    let mut words = head.split_whitespace();
    let kind = words
        .next()
        .and_then(StepKind::named)
        .ok_or_else(|| format!("'{line}' names no step kind"))?;
    let mut mark = Mark {
        kind,
        only: None,
        col: None,
        times: None,
        n: None,
        mask: false,
        statement: statement.trim(),
        line: 0,
    };
    for word in words {
        if let Some(col) = word.strip_prefix("col=") {
            mark.col = Some(col);
        } else if let Some(times) = word.strip_prefix("times=") {
            mark.times = Some(times);
        } else if let Some(n) = word.strip_prefix("n=") {
            mark.n = Some(n);
        } else if word == "mask" {
            mark.mask = true;
        } else if mark.only.is_none() {
            mark.only = Some(word);
        } else {
            return Err(format!(
                "'{line}': '{word}' is not col=, times=, n=, mask or one narrowing"
            ));
        }
    }
    Ok(mark)
}

/// The line (from 1) whose code, blanks and comment aside, is
/// `statement`; else how many lines are.
fn line_of(text: &str, code: CodeLang, statement: &str) -> Result<usize, usize> {
    let lines: Vec<usize> = text
        .lines()
        .enumerate()
        .filter(|(_, line)| comments::split(line, code).0.trim() == statement)
        .map(|(index, _)| index + 1)
        .collect();
    match lines.as_slice() {
        [line] => Ok(*line),
        _ => Err(lines.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "while (free)\n    solve(row + 1);  // down\nreturn;\n";

    #[test]
    fn a_mark_finds_its_statement_without_blanks_or_comment() {
        let marks = "For the reader.\n\n@@ main.c main.cpp\ntry: while (free)\nundo col=c times=2 n=m mask: solve(row + 1);\ntry 0: return;\n";
        let found = locate(marks, "main.cpp", CodeLang::Cpp, TEXT).unwrap();
        let lines: Vec<(StepKind, usize)> = found.iter().map(|mark| (mark.kind, mark.line)).collect();
        assert_eq!(
            lines,
            [(StepKind::Try, 1), (StepKind::Undo, 2), (StepKind::Try, 3)]
        );
        let undo = &found[1];
        assert_eq!(
            (undo.col, undo.times, undo.n, undo.mask, undo.row()),
            (Some("c"), Some("2"), Some("m"), true, "row")
        );
        assert_eq!(
            (found[2].only, found[2].row(), found[2].mask),
            (Some("0"), "0", false)
        );
        assert_eq!(
            locate(marks, "Main.java", CodeLang::Java, TEXT),
            Err("no section for Main.java".into())
        );
    }

    #[test]
    fn a_mark_on_no_line_or_on_two_is_refused() {
        let missing = "@@ main.c\nplace: board[row] = col;\n";
        assert_eq!(
            locate(missing, "main.c", CodeLang::C, TEXT),
            Err("main.c: 'board[row] = col;' is on 0 lines, not one".into())
        );
        let twice = "@@ main.c\nsolution: return;\n";
        let text = format!("{TEXT}return;\n");
        assert!(locate(twice, "main.c", CodeLang::C, &text)
            .unwrap_err()
            .contains("on 2 lines"));
        let unknown = "@@ main.c\nleap: return;\n";
        assert!(locate(unknown, "main.c", CodeLang::C, TEXT)
            .unwrap_err()
            .contains("names no step kind"));
        let twice_narrowed = "@@ main.c\ntry 0 1: return;\n";
        assert!(locate(twice_narrowed, "main.c", CodeLang::C, TEXT)
            .unwrap_err()
            .contains("is not col="));
    }
}
