//! `nqueens compare` at the terminal's width: on an 80-column terminal the
//! table leaves out the columns that do not fit and names them, keeping
//! the strategy, its nodes and its solutions; piped, or
//! with `--wide`, it keeps every column. The terminal is a pseudo-terminal
//! (`script`), its width forced with `COLUMNS`.

use crate::common;

use common::{plain, stdout_of, terminal_bytes, BINARY};
use unicode_width::UnicodeWidthStr;

/// Every heading of the whole table of `nqueens compare` (n = 8, all solutions).
const HEADINGS: [&str; 11] = [
    "strategy",
    "nodes",
    "leaves",
    "solutions",
    "prunes",
    "column",
    "diagonal",
    "anti-diagonal",
    "checks",
    "time",
    "× fewer nodes",
];

/// The headings of the table in `shown`, from its header line.
fn headings(shown: &str) -> Vec<String> {
    let header = shown
        .lines()
        .find(|line| line.contains("strategy"))
        .expect("a header line");
    header
        .trim_matches(|c: char| c == '│' || c.is_whitespace())
        .split('┆')
        .map(|heading| heading.trim().to_string())
        .collect()
}

#[test]
fn compare_fits_an_80_column_terminal_and_names_what_it_left_out() {
    let shown = plain(&terminal_bytes(&format!("COLUMNS=80 {BINARY} compare"), ""));
    // The terminal ends lines with CR LF, which `plain` makes two line breaks.
    let is_table = |line: &&str| line.starts_with(['┌', '│', '╞', '└']);
    let table: Vec<&str> = shown.lines().filter(is_table).collect();
    assert_eq!(table.len(), 4 + 9, "the table of the nine searches:\n{shown}");
    for line in &table {
        assert!(line.width() <= 80, "{} columns: {line}\n{shown}", line.width());
    }
    // The strategy, its nodes and its solutions stay: the solutions are
    // the answer a learner of Baekjoon 9663 came for.
    let kept = headings(&shown);
    assert_eq!(&kept[..3], ["strategy", "nodes", "solutions"], "{shown}");
    let left_out: Vec<&str> = HEADINGS
        .into_iter()
        .filter(|heading| !kept.iter().any(|kept| kept == heading))
        .collect();
    assert!(left_out.len() >= 3, "{shown}");
    // The note names exactly the columns left out, prunes by reason first.
    let notes: String = shown
        .lines()
        .filter(|line| !line.is_empty() && !is_table(line))
        .collect::<Vec<_>>()
        .join(" ");
    let mut named: Vec<&str> = notes
        .split("Left out to fit the terminal: ")
        .nth(1)
        .and_then(|rest| rest.split(" (--wide shows every column).").next())
        .expect("a note of the columns left out")
        .split(", ")
        .collect();
    assert_eq!(&named[..3], ["anti-diagonal", "diagonal", "column"], "{shown}");
    named.sort_unstable();
    let mut expected = left_out.clone();
    expected.sort_unstable();
    assert_eq!(named, expected, "{shown}");
}

#[test]
fn compare_keeps_every_column_piped_and_with_wide() {
    assert_eq!(headings(&stdout_of(&["compare"])), HEADINGS);
    let wide = plain(&terminal_bytes(
        &format!("COLUMNS=80 {BINARY} compare --wide"),
        "",
    ));
    assert_eq!(headings(&wide), HEADINGS);
    assert!(!wide.contains("Left out"), "{wide}");
}

#[test]
fn a_sweep_fits_an_80_column_terminal_too() {
    let sweep = "compare --sizes 4..=6 --strategies bitmask,mirror";
    let shown = plain(&terminal_bytes(&format!("COLUMNS=80 {BINARY} {sweep}"), ""));
    let table: Vec<&str> = shown
        .lines()
        .filter(|line| line.starts_with(['┌', '│', '╞', '└']))
        .collect();
    assert_eq!(table.len(), 4 + 6, "two strategies at three sizes:\n{shown}");
    for line in &table {
        assert!(line.width() <= 80, "{} columns: {line}\n{shown}", line.width());
    }
    let kept = headings(&shown);
    assert_eq!(&kept[..3], ["strategy", "n", "nodes"], "{shown}");
    assert!(kept.iter().any(|heading| heading == "solutions"), "{shown}");
    assert!(!kept.iter().any(|heading| heading == "prunes"), "{shown}");
    assert!(
        shown.contains("Left out to fit the terminal: prunes × n-1, prunes"),
        "{shown}"
    );
    // Piped, every column: the prunes and their growth among them.
    let args: Vec<&str> = sweep.split(' ').collect();
    let piped = headings(&stdout_of(&args));
    assert_eq!(piped.len(), 11, "{piped:?}");
    assert_eq!(&piped[5..7], ["prunes", "× n-1"]);
}
