//! The variant of a program that writes its steps for the judge: the file
//! named by `NQUEENS_STEPS` gets `try R C`, `place R C`, `remove R C` and
//! `solution`, one a line, as `nqueens judge --steps` reads them.
//!
//! The variant is the program with a few lines added and none changed: at
//! the top (in Java, inside class `Main`) the functions that open the file
//! and write a step, and at each mark of a kind the protocol has, a call of
//! them, indented as the statement is. A `try` is written as the first
//! statement of the block its mark opens (the loop over the columns), or
//! after its mark; a `solution` likewise, or before its mark; a `place`
//! before its mark; an `undo` (`remove`) after its mark's statement, its
//! block included. The lines are written out when the program ends,
//! however it ends (C's streams at exit, Java's in a shutdown hook,
//! Python's by `atexit`; Rust's are not held back at all).

use super::marks::Mark;
use super::CodeLang;
use crate::observer::StepKind;

/// The functions that write the steps, in C and C++. `nqueens_next[row]`
/// is the first square of the row not yet written, which a mask search
/// writes up to (`nqueens_tries`) and a placement starts afresh below.
const C_PROLOGUE: &str = r#"#include <stdio.h>
#include <stdlib.h>
static FILE *nqueens_steps(void) {
    static int opened = 0;
    static FILE *file = NULL;
    if (!opened) {
        const char *path = getenv("NQUEENS_STEPS");
        opened = 1;
        if (path) file = fopen(path, "w");
    }
    return file;
}
static int nqueens_next[64];
static void nqueens_step(const char *kind, int row, int col) {
    if (nqueens_steps()) fprintf(nqueens_steps(), "%s %d %d\n", kind, row, col);
    if (kind[0] == 'p') nqueens_next[row + 1] = 0;
}
static void nqueens_tries(int row, int col) {
    while (nqueens_next[row] <= col) nqueens_step("try", row, nqueens_next[row]++);
}
static void nqueens_rest(int row, int n) {
    if (row < n) nqueens_tries(row, n - 1);
}
static void nqueens_solution(long long times) {
    for (long long i = 0; nqueens_steps() && i < times; i++) fputs("solution\n", nqueens_steps());
}
"#;

/// The same in Java, as members of class `Main`.
const JAVA_PROLOGUE: &str = r#"    static java.io.PrintStream nqueensSteps = nqueensOpen();
    static int[] nqueensNext = new int[64];
    static java.io.PrintStream nqueensOpen() {
        String path = System.getenv("NQUEENS_STEPS");
        if (path == null) return null;
        try {
            java.io.PrintStream steps = new java.io.PrintStream(new java.io.BufferedOutputStream(new java.io.FileOutputStream(path)));
            Runtime.getRuntime().addShutdownHook(new Thread(steps::flush));
            return steps;
        } catch (java.io.IOException e) {
            return null;
        }
    }
    static void nqueensStep(String kind, int row, int col) {
        if (nqueensSteps != null) nqueensSteps.println(kind + " " + row + " " + col);
        if (kind.equals("place")) nqueensNext[row + 1] = 0;
    }
    static void nqueensTries(int row, int col) {
        while (nqueensNext[row] <= col) nqueensStep("try", row, nqueensNext[row]++);
    }
    static void nqueensRest(int row, int n) {
        if (row < n) nqueensTries(row, n - 1);
    }
    static void nqueensSolution(long times) {
        for (long i = 0; nqueensSteps != null && i < times; i++) nqueensSteps.println("solution");
    }
"#;

/// The same in Python.
const PYTHON_PROLOGUE: &str = r#"import atexit as _nqueens_atexit
import os as _nqueens_os
_nqueens_path = _nqueens_os.environ.get("NQUEENS_STEPS")
_nqueens_file = open(_nqueens_path, "w") if _nqueens_path else None
if _nqueens_file:
    _nqueens_atexit.register(_nqueens_file.close)
_nqueens_next = [0] * 64


def _nqueens_step(kind, row, col):
    if _nqueens_file:
        _nqueens_file.write(f"{kind} {row} {col}\n")
    if kind == "place":
        _nqueens_next[row + 1] = 0


def _nqueens_tries(row, col):
    while _nqueens_next[row] <= col:
        _nqueens_step("try", row, _nqueens_next[row])
        _nqueens_next[row] += 1


def _nqueens_rest(row, n):
    if row < n:
        _nqueens_tries(row, n - 1)


def _nqueens_solution(times):
    if _nqueens_file:
        _nqueens_file.write("solution\n" * times)


"#;

/// The same in Rust.
const RUST_PROLOGUE: &str = r#"fn nqueens_steps() -> Option<&'static std::fs::File> {
    static FILE: std::sync::OnceLock<Option<std::fs::File>> = std::sync::OnceLock::new();
    FILE.get_or_init(|| std::fs::File::create(std::env::var_os("NQUEENS_STEPS")?).ok())
        .as_ref()
}
static NQUEENS_NEXT: std::sync::Mutex<[usize; 64]> = std::sync::Mutex::new([0; 64]);
fn nqueens_write(line: String) {
    if let Some(mut file) = nqueens_steps() {
        let _ = std::io::Write::write_all(&mut file, line.as_bytes());
    }
}
fn nqueens_step(kind: &str, row: usize, col: usize) {
    nqueens_write(format!("{kind} {row} {col}\n"));
    if kind == "place" {
        NQUEENS_NEXT.lock().unwrap()[row + 1] = 0;
    }
}
fn nqueens_tries(row: usize, col: usize) {
    loop {
        let next = NQUEENS_NEXT.lock().unwrap()[row];
        if next > col {
            break;
        }
        NQUEENS_NEXT.lock().unwrap()[row] = next + 1;
        nqueens_step("try", row, next);
    }
}
fn nqueens_rest(row: usize, n: usize) {
    if row < n {
        nqueens_tries(row, n - 1);
    }
}
fn nqueens_solution(times: u64) {
    nqueens_write("solution\n".repeat(times as usize));
}
"#;

/// The line of a Java program after which its prologue goes.
const JAVA_CLASS: &str = "public class Main {";

/// The prologue of `code`.
fn prologue(code: CodeLang) -> &'static str {
    match code {
        CodeLang::C | CodeLang::Cpp => C_PROLOGUE,
        CodeLang::Java => JAVA_PROLOGUE,
        CodeLang::Python => PYTHON_PROLOGUE,
        CodeLang::PlainRust | CodeLang::Rust => RUST_PROLOGUE,
    }
}

/// The functions a prologue defines, as `code` names them: a step, the
/// squares a mask ruled out up to a column, the rest of a row, solutions;
/// and what ends a statement.
fn functions(code: CodeLang) -> ([&'static str; 4], &'static str) {
    match code {
        CodeLang::Java => (
            ["nqueensStep", "nqueensTries", "nqueensRest", "nqueensSolution"],
            ";",
        ),
        CodeLang::Python => (
            [
                "_nqueens_step",
                "_nqueens_tries",
                "_nqueens_rest",
                "_nqueens_solution",
            ],
            "",
        ),
        _ => (
            [
                "nqueens_step",
                "nqueens_tries",
                "nqueens_rest",
                "nqueens_solution",
            ],
            ";",
        ),
    }
}

/// The statements that write the step of `mark` in `code`, as the
/// protocol's `word` (none for a solution): a `try` marked `mask` writes
/// first the squares its row's mask ruled out, and in a search whose rows
/// below the first are masks (`mask`), a `remove` writes first the squares
/// of the row below left after its last free one, as the tool's mask
/// searches report them.
fn calls(code: CodeLang, word: Option<&str>, mark: &Mark, mask: bool) -> Vec<String> {
    let ([step, tries, rest, solution], end) = functions(code);
    let rust = matches!(code, CodeLang::PlainRust | CodeLang::Rust);
    // Rust takes rows, columns and counts as one type, whatever the program's.
    let typed = |expression: &str, type_name: &str| match (rust, expression.contains(' ')) {
        (true, true) => format!("({expression}) as {type_name}"),
        (true, false) => format!("{expression} as {type_name}"),
        (false, _) => expression.to_string(),
    };
    let row = typed(mark.row(), "usize");
    let col = typed(mark.col.unwrap_or("col"), "usize");
    let Some(word) = word else {
        let times = typed(mark.times.unwrap_or("1"), "u64");
        return vec![format!("{solution}({times}){end}")];
    };
    let written = format!("{step}(\"{word}\", {row}, {col}){end}");
    match word {
        "try" if mark.mask => vec![format!("{tries}({row}, {col}){end}")],
        "remove" if mask => {
            let below = match mark.row().parse::<usize>() {
                Ok(row) => (row + 1).to_string(),
                Err(_) => format!("{} + 1", mark.row()),
            };
            let below = typed(&below, "usize");
            let n = typed(mark.n.unwrap_or("n"), "usize");
            vec![format!("{rest}({below}, {n}){end}"), written]
        }
        _ => vec![written],
    }
}

/// Where a written step goes, relative to its mark's line.
enum Place {
    /// First in the block the line opens, else right after the line.
    Into,
    /// Before the line.
    Before,
    /// After the statement, its block included.
    After,
}

/// The word of the protocol a kind is written as, and where it goes; none
/// for the kinds the protocol leaves out.
fn protocol(kind: StepKind) -> Option<(Option<&'static str>, Place, Place)> {
    // (word, where in a line that opens a block, where in any other line)
    match kind {
        StepKind::Try => Some((Some("try"), Place::Into, Place::After)),
        StepKind::Place => Some((Some("place"), Place::Before, Place::Before)),
        StepKind::Undo => Some((Some("remove"), Place::After, Place::After)),
        StepKind::Solution => Some((None, Place::Into, Place::Before)),
        StepKind::Call | StepKind::Prune | StepKind::LeafTest | StepKind::Return => None,
    }
}

/// The leading blanks of `line`.
fn indent(line: &str) -> &str {
    &line[..line.len() - line.trim_start().len()]
}

/// The index of the last line of the statement at `index` of `lines`: the
/// line itself, or the end of the block it opens.
fn statement_end(lines: &[&str], index: usize, code: CodeLang, opens: bool) -> usize {
    if !opens {
        return index;
    }
    let depth = indent(lines[index]).len();
    let mut end = index;
    for (at, line) in lines.iter().enumerate().skip(index + 1) {
        if line.trim().is_empty() {
            continue;
        }
        let inner = indent(line).len() > depth;
        if code == CodeLang::Python && !inner {
            break;
        }
        end = at;
        if !inner {
            break;
        }
    }
    end
}

/// `text`, a program in `code` with `marks`, with its steps written.
pub(super) fn with_steps(text: &str, code: CodeLang, marks: &[Mark]) -> String {
    let lines: Vec<&str> = text.lines().collect();
    // (the line it goes before, whether it goes before an earlier line's
    // after-inserts, the text)
    let mut inserts: Vec<(usize, bool, String)> = Vec::new();
    let mask = marks.iter().any(|mark| mark.mask);
    for mark in marks {
        let Some((word, in_block, in_line)) = protocol(mark.kind) else {
            continue;
        };
        let index = mark.line - 1;
        let opens = super::comments::split(lines[index], code)
            .0
            .trim_end()
            .ends_with(code.block_opener());
        let own = indent(lines[index]);
        let (at, before, indented) = match if opens { in_block } else { in_line } {
            Place::Into if opens => (index + 1, false, indent(lines[index + 1])),
            Place::Into | Place::After => (statement_end(&lines, index, code, opens) + 1, false, own),
            Place::Before => (index, true, own),
        };
        for written in calls(code, word, mark, mask) {
            inserts.push((at, before, format!("{indented}{written}")));
        }
    }
    inserts.sort_by_key(|(at, before, _)| (*at, *before));
    // The prologue goes after the comment that opens the file (in Java,
    // inside class `Main`), so that the file still starts with what it is.
    let head = match code {
        CodeLang::Java => lines
            .iter()
            .position(|line| line.trim() == JAVA_CLASS)
            .map_or(0, |class| class + 1),
        _ => lines
            .iter()
            .position(|line| {
                !super::comments::split(line, code).0.trim().is_empty() || line.trim().is_empty()
            })
            .unwrap_or(0),
    };
    let mut out = String::new();
    let mut pending = inserts.into_iter().peekable();
    for (index, line) in lines.iter().enumerate() {
        if index == head {
            out.push_str(prologue(code));
        }
        while let Some((_, _, text)) = pending.next_if(|(at, ..)| *at == index) {
            out.push_str(&text);
            out.push('\n');
        }
        out.push_str(line);
        out.push('\n');
    }
    for (_, _, text) in pending {
        out.push_str(&text);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::programs::PROGRAMS;

    #[test]
    fn a_step_goes_where_its_kind_is_taken() {
        let program = PROGRAMS
            .iter()
            .find(|program| program.folder.ends_with("06_first_solution"));
        let source = program.unwrap().source(CodeLang::Python).unwrap();
        let variant = source.steps_variant(Lang::En);
        let expected = "    for col in range(n):
        _nqueens_step(\"try\", row, col)
        if not is_safe(row, col):
            continue
        _nqueens_step(\"place\", row, col)
        board[row] = col
        if solve(row + 1):
            return True
        _nqueens_step(\"remove\", row, col)
    return False";
        assert!(variant.contains(expected), "{variant}");
        assert!(variant.contains("    if row == n:\n        _nqueens_solution(1)\n        return True\n"));
        // Nothing else changed: without the added lines, the program itself.
        let opening = 2;
        assert_eq!(variant.lines().nth(opening), PYTHON_PROLOGUE.lines().next());
        let added = PYTHON_PROLOGUE.lines().count();
        let kept: Vec<&str> = variant
            .lines()
            .take(opening)
            .chain(variant.lines().skip(opening + added))
            .filter(|line| !line.trim_start().starts_with("_nqueens_"))
            .collect();
        assert_eq!(kept, source.text.lines().collect::<Vec<_>>());
    }

    #[test]
    fn the_java_prologue_goes_inside_class_main() {
        let program = PROGRAMS
            .iter()
            .find(|program| program.folder.ends_with("11_mirror"));
        let variant = program
            .unwrap()
            .source(CodeLang::Java)
            .unwrap()
            .steps_variant(Lang::En);
        let class = variant.find(JAVA_CLASS).unwrap();
        assert!(variant[class..].starts_with(&format!("{JAVA_CLASS}\n{JAVA_PROLOGUE}")));
        assert!(variant.contains("            nqueensSolution(weight);\n            solutions += weight;"));
        assert!(variant.contains("            nqueensStep(\"try\", 0, col);\n"));
    }
}
