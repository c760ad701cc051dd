//! The rows of the view's trace box: the steps around the current one,
//! each worded as `trace` words it after a marker (`>` on the current
//! step, kept apart from the number by a space) and its number, indented
//! by depth. A line wider than the box wraps between words onto rows
//! indented under its text, so that nothing at its end (the masks of a
//! bitmask call) is lost; as many whole steps as the box holds are shown,
//! the current one with about as many rows above it as below.

use crate::lang::Lang;
use crate::trace::{describe, Recording};

/// One row of the trace box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceRow {
    /// What the row shows, at most the box's width.
    pub text: String,
    /// Whether it is a row of the current step.
    pub current: bool,
}

/// The least room a step's text keeps beside its number and indent: a
/// deeper indent is cut to leave it.
const LEAST_TEXT: usize = 24;

/// The rows of the steps around the one at `at` in the recording's window
/// that fit a box of `width` columns and `height` rows.
pub fn trace_rows(
    recording: &Recording,
    at: usize,
    width: usize,
    height: usize,
    lang: Lang,
) -> Vec<TraceRow> {
    let digits = recording.total.to_string().len();
    let spec = recording.result.spec;
    let rows_of = |index: usize| {
        let step = &recording.steps[index];
        let text = describe(lang, spec.strategy, spec.n, step, &recording.queens(index));
        step_rows(index == at, step.number, digits, 2 * step.indent(), &text, width)
    };
    let mut current = rows_of(at);
    current.truncate(height);
    // Steps before the current one up to half the rows left, then after it,
    // then before it again while rows are left (near the window's end).
    let mut before: Vec<Vec<TraceRow>> = Vec::new();
    let mut after: Vec<Vec<TraceRow>> = Vec::new();
    let mut left = height - current.len();
    let mut half = left.div_ceil(2);
    let mut earlier = (0..at).rev().map(rows_of).peekable();
    while let Some(rows) = earlier.next_if(|rows| rows.len() <= half) {
        half -= rows.len();
        left -= rows.len();
        before.push(rows);
    }
    for rows in (at + 1..recording.steps.len()).map(rows_of) {
        if rows.len() > left {
            break;
        }
        left -= rows.len();
        after.push(rows);
    }
    while let Some(rows) = earlier.next_if(|rows| rows.len() <= left) {
        left -= rows.len();
        before.push(rows);
    }
    before
        .into_iter()
        .rev()
        .chain([current])
        .chain(after)
        .flatten()
        .collect()
}

/// The rows of one step: `> 773  ` and its indent before the first, the
/// same width of blanks before the others, its words wrapped at `width`.
fn step_rows(
    current: bool,
    number: u64,
    digits: usize,
    indent: usize,
    text: &str,
    width: usize,
) -> Vec<TraceRow> {
    let marker = if current { '>' } else { ' ' };
    let number = format!("{marker} {number:>digits$} ");
    let indent = indent.min(width.saturating_sub(number.len() + LEAST_TEXT));
    let room = width.saturating_sub(number.len() + indent).max(1);
    let under = " ".repeat(number.len() + indent);
    wrap(text, room)
        .into_iter()
        .enumerate()
        .map(|(row, words)| {
            let before = if row == 0 {
                format!("{number}{:indent$}", "")
            } else {
                under.clone()
            };
            TraceRow {
                text: before + &words,
                current,
            }
        })
        .collect()
}

/// `text` cut into rows of at most `room` columns, between words where
/// it can, inside a word longer than a row; a row's columns count two for
/// each Hangul syllable.
pub(super) fn wrap(text: &str, room: usize) -> Vec<String> {
    let mut rows = vec![String::new()];
    // The columns of the last row, kept as it grows.
    let mut used = 0;
    for word in text.split(' ') {
        let wide = columns(word);
        if used > 0 && used + 1 + wide <= room {
            let row = rows.last_mut().expect("one row at least");
            row.push(' ');
            row.push_str(word);
            used += 1 + wide;
            continue;
        }
        if used > 0 {
            rows.push(String::new());
            used = 0;
        }
        for letter in word.chars() {
            let width = unicode_width::UnicodeWidthChar::width(letter).unwrap_or(0);
            if !rows.last().expect("one row at least").is_empty() && used + width > room {
                rows.push(String::new());
                used = 0;
            }
            rows.last_mut().expect("one row at least").push(letter);
            used += width;
        }
    }
    rows
}

/// The columns `text` takes on a terminal: two for each Hangul syllable.
fn columns(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_wrap_between_words_and_a_long_word_is_cut() {
        assert_eq!(wrap("try (4,1)", 20), ["try (4,1)"]);
        assert_eq!(
            wrap("solve(row = 9, columns = 111111111)", 16),
            ["solve(row = 9,", "columns =", "111111111)"]
        );
        assert_eq!(wrap("0123456789", 4), ["0123", "4567", "89"]);
        assert_eq!(wrap("가지치기했습니다", 5), ["가지", "치기", "했습", "니다"]);
        // The row a cut word ends on takes the next word when it fits.
        assert_eq!(wrap("abcdefg hi", 6), ["abcdef", "g hi"]);
        assert_eq!(wrap("가지치기 한 칸", 6), ["가지치", "기 한", "칸"]);
    }

    #[test]
    fn the_marker_stands_apart_from_the_widest_number() {
        let rows = step_rows(true, 170_289, 6, 4, "try (4,1)", 40);
        assert_eq!(rows[0].text, "> 170289     try (4,1)");
        let rows = step_rows(false, 7, 6, 0, "try (0,0)", 40);
        assert_eq!(rows[0].text, "       7 try (0,0)");
    }

    #[test]
    fn a_long_line_wraps_under_its_text() {
        let rows = step_rows(
            false,
            772,
            6,
            4,
            "solve(row = 9, columns = 111111111, diagonals = 000000101)",
            40,
        );
        let texts: Vec<&str> = rows.iter().map(|row| row.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "     772     solve(row = 9, columns =",
                "             111111111, diagonals =",
                "             000000101)",
            ]
        );
        // Too deep for the width: the indent gives way, the text keeps 24.
        let rows = step_rows(false, 772, 6, 30, "a b", 40);
        assert_eq!(rows[0].text, "     772        a b");
    }
}
