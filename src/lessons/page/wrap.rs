//! Paragraphs wrapped to the terminal by display width (a Hangul syllable
//! takes two columns), with the `textwrap` crate, never breaking inside
//! inline code (`` `free & free.wrapping_neg()` ``) or a formula (`n = 4`,
//! `8^8 = 16,777,216`, `1 ≤ N ≤ 14`, `8 x 8`).
//!
//! Such units are first glued with no-break spaces, so `textwrap` (which
//! breaks at ASCII spaces only, as configured here: Korean is written with
//! spaces between words and must not break between syllables) keeps each
//! whole; the no-break spaces turn back into spaces after wrapping.

/// The widest line of a paragraph, in terminal columns.
pub const LINE_WIDTH: usize = 78;

/// A no-break space, gluing a unit while it is wrapped.
const GLUE: char = '\u{a0}';

/// Words that join the words on both sides into one formula.
const OPERATORS: [&str; 13] = ["=", "==", "+", "-", "−", "×", "x", "·", "≤", "≥", "<", ">", "≠"];

/// Units that stay with the figure before them: `6.70 ms`.
const UNITS: [&str; 4] = ["s", "ms", "µs", "ns"];

/// `paragraph` with the spaces inside inline code and around operators glued.
fn glue_units(paragraph: &str) -> String {
    let mut glued = String::with_capacity(paragraph.len());
    let mut in_code = false;
    for c in paragraph.chars() {
        match c {
            '`' => {
                in_code = !in_code;
                glued.push(c);
            }
            c if c.is_ascii_whitespace() && in_code => glued.push(GLUE),
            c => glued.push(c),
        }
    }
    let words: Vec<&str> = glued.split_ascii_whitespace().collect();
    let mut out = String::with_capacity(glued.len());
    for (index, word) in words.iter().enumerate() {
        if index > 0 {
            let joins = OPERATORS.contains(word)
                || OPERATORS.contains(&words[index - 1])
                || UNITS
                    .iter()
                    .any(|unit| word.trim_end_matches([',', '.', ')']) == *unit);
            out.push(if joins { GLUE } else { ' ' });
        }
        out.push_str(word);
    }
    out
}

/// Each paragraph of `text` (paragraphs are separated by a blank line) with
/// its lines joined and wrapped again at [`LINE_WIDTH`] columns, so filled-in
/// figures do not leave ragged lines.
pub fn wrap(text: &str) -> String {
    let options = textwrap::Options::new(LINE_WIDTH)
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
        .break_words(false);
    let paragraphs: Vec<String> = text
        .split("\n\n")
        .map(|paragraph| {
            textwrap::wrap(&glue_units(paragraph), &options)
                .iter()
                .map(|line| line.replace(GLUE, " "))
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect();
    paragraphs.join("\n\n")
}

#[cfg(test)]
mod tests {
    use unicode_width::UnicodeWidthStr;

    use super::*;

    #[test]
    fn paragraphs_wrap_by_terminal_columns() {
        let english = "word ".repeat(40);
        assert!(wrap(&english).lines().all(|line| line.len() <= LINE_WIDTH));
        assert_eq!(wrap("one\ntwo\n\nthree"), "one two\n\nthree");
        let korean = "한국어 ".repeat(30);
        let wrapped = wrap(&korean);
        let lines: Vec<&str> = wrapped.lines().collect();
        assert!(lines.iter().all(|line| line.width() <= LINE_WIDTH), "{lines:?}");
        assert_eq!(
            lines[0].width(),
            11 * 6 + 10,
            "eleven words of six columns fit, twelve do not"
        );
    }

    #[test]
    fn formulas_and_code_stay_on_one_line() {
        let units = [
            "n = 4로",
            "8^8 = 16,777,216개",
            "`free & free.wrapping_neg()`로",
            "1 ≤ N ≤ 14",
            "8 x 8",
            "`!(columns | diagonals | anti_diagonals)`",
            "6.70 ms,",
        ];
        // Every unit at every position of a line: it never breaks.
        for unit in units {
            for shift in 0..LINE_WIDTH {
                let text = format!(
                    "{} {unit} 다음 말입니다 그리고 더",
                    "가".repeat(shift / 2) + &" ".repeat(shift % 2)
                );
                let wrapped = wrap(&text);
                assert!(
                    wrapped.lines().any(|line| line.contains(unit)),
                    "'{unit}' broken:\n{wrapped}"
                );
                assert!(
                    wrapped.lines().all(|line| line.width() <= LINE_WIDTH),
                    "{wrapped}"
                );
            }
        }
    }

    #[test]
    fn korean_breaks_only_between_words() {
        let text = "가나다라마바사아자차카타파하 ".repeat(8);
        for line in wrap(&text).lines() {
            assert!(
                line.split(' ').all(|word| word == "가나다라마바사아자차카타파하"),
                "{line}"
            );
        }
    }
}
