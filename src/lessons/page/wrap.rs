//! Paragraphs wrapped to the terminal by display width (a Hangul syllable
//! takes two columns), with the `textwrap` crate, never breaking inside a
//! unit a reader takes in at once:
//!
//! - inline code (`` `free & free.wrapping_neg()` ``) and a formula
//!   (`n = 4`, `8^8 = 16,777,216`, `1 ≤ N ≤ 14`, `8 x 8`, `6.70 ms`);
//! - a word and the number with a particle or counter that follows it
//!   (`깊이 4에서`, `노드 2,057개`; one at a time, so that a run of them
//!   never moves a whole clause to the next line), `약` and its figure (`약 559배`), and
//!   a lesson, depth, row, node or seed and its number (`lesson 12`);
//! - a figure after the `n = 12:` it belongs to, a short list of small
//!   numbers and the `...` that ends it (`2, 4, 6, ...에`), the columns of
//!   a solution, one number after another (`0 4 7 5 2 6 1 3이고`), and a short
//!   parenthesis of at most three words (`(약 2분의 1)`, `(약 175분의 1)`);
//! - a native numeral and its noun (`두 전략은`, `세 번`), and `N = 14일 때`;
//! - an arrow and the step before it (`solve(1) →`), so no line starts with `→`.
//!
//! Such units are first glued with no-break spaces, so `textwrap` (which
//! breaks at ASCII spaces only, as configured here: Korean is written with
//! spaces between words and must not break between syllables) keeps each
//! whole; the no-break spaces turn back into spaces after wrapping.

// A no-break space glues a unit while it is wrapped.
use crate::format::NO_BREAK as GLUE;

/// The widest line of a paragraph, in terminal columns.
pub const LINE_WIDTH: usize = 78;

/// Words that join the words on both sides into one formula.
const OPERATORS: [&str; 13] = ["=", "==", "+", "-", "−", "×", "x", "·", "≤", "≥", "<", ">", "≠"];

/// Units that stay with the figure before them: `6.70 ms`.
const UNITS: [&str; 4] = ["s", "ms", "µs", "ns"];

/// Words that stay with the number after them: `lesson 12`, `약 559배`.
const NAMING: [&str; 8] = ["lesson", "lessons", "depth", "row", "node", "seed", "약", "about"];

/// Native numerals that stay with the noun after them: `두 전략은`, `세 번`.
const NUMERALS: [&str; 5] = ["한", "두", "세", "네", "몇"];

/// The most words a parenthesis may hold and still be kept on one line.
const SHORT_PARENTHESIS: usize = 3;

fn is_hangul(c: char) -> bool {
    ('\u{ac00}'..='\u{d7a3}').contains(&c)
}

fn starts_with_digit(word: &str) -> bool {
    word.starts_with(|c: char| c.is_ascii_digit())
}

/// A number followed by a particle or a counter: `4에서`, `2,057개`, `0.031%입니다`.
fn is_counted(word: &str) -> bool {
    starts_with_digit(word) && word.chars().any(is_hangul)
}

/// A small number in a list: `2,` of `2, 4, 6, ...`.
fn is_listed(word: &str) -> bool {
    word.strip_suffix(',')
        .is_some_and(|digits| (1..=2).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()))
}

/// A bare whole number: `7` of the columns `0 4 7 5 2 6 1 3`.
fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

/// The figure a formula ends on before a colon: `12:` of `n = 12: 0.031%`.
fn is_labelled(word: &str) -> bool {
    word.strip_suffix(':')
        .is_some_and(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
}

/// Whether the space between `before` and `word` must not break.
fn joins(before: &str, word: &str) -> bool {
    OPERATORS.contains(&word)
        || OPERATORS.contains(&before)
        || UNITS
            .iter()
            .any(|unit| word.trim_end_matches([',', '.', ')']) == *unit)
        || word == "→"
        || word.starts_with("...")
        || ((is_counted(word) || is_listed(word))
            && before.ends_with(|c: char| c.is_alphanumeric())
            && !is_counted(before))
        || (starts_with_digit(word) && NAMING.contains(&before.to_lowercase().as_str()))
        || (is_listed(before) && (starts_with_digit(word) || word.starts_with("...")))
        || (is_number(before) && starts_with_digit(word))
        || is_labelled(before)
        || NUMERALS.contains(&before)
        || (before.ends_with("분의") && starts_with_digit(word))
        || (word == "때" && is_counted(before))
}

/// For each word, whether it closes a short parenthesis opened by an
/// earlier word: the spaces inside stay unbroken.
fn in_short_parenthesis(words: &[&str]) -> Vec<bool> {
    let mut inside = vec![false; words.len()];
    for (open, word) in words.iter().enumerate() {
        let Some(at) = word.rfind('(') else { continue };
        if word[at..].contains(')') {
            continue;
        }
        let close = words[open + 1..]
            .iter()
            .take(SHORT_PARENTHESIS - 1)
            .position(|word| word.contains(')'));
        if let Some(close) = close {
            inside[open + 1..=open + 1 + close].fill(true);
        }
    }
    inside
}

/// `paragraph` with the spaces inside the units of the module's header glued.
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
    let parenthesised = in_short_parenthesis(&words);
    let mut out = String::with_capacity(glued.len());
    for (index, word) in words.iter().enumerate() {
        if index > 0 {
            let glue = parenthesised[index] || joins(words[index - 1], word);
            out.push(if glue { GLUE } else { ' ' });
        }
        out.push_str(word);
    }
    out
}

/// Each paragraph of `text` (paragraphs are separated by a blank line) with
/// its lines joined and wrapped again at `width` columns ([`LINE_WIDTH`] for
/// the lesson's text), so filled-in figures do not leave ragged lines.
pub fn wrap(text: &str, width: usize) -> String {
    let options = textwrap::Options::new(width)
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
    use crate::format::keep_together;

    #[test]
    fn paragraphs_wrap_by_terminal_columns() {
        let english = "word ".repeat(40);
        assert!(wrap(&english, LINE_WIDTH)
            .lines()
            .all(|line| line.len() <= LINE_WIDTH));
        assert_eq!(wrap("one\ntwo\n\nthree", LINE_WIDTH), "one two\n\nthree");
        let korean = "한국어 ".repeat(30);
        let wrapped = wrap(&korean, LINE_WIDTH);
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
            "깊이 4에서",
            "노드 2,057개를",
            "n = 12: 0.031%",
            "(약 2분의 1)",
            "(약 175분의 1),",
            "약 559배입니다.",
            "열 2, 4, 6, ...에",
            "거의 8분의 1로",
            "N = 14일 때",
            "lesson 12",
            "(1,3) 플래그 지우기",
            "1 3 0 2이고,",
            "0 2 4 7 9 11 5 10 1 6 8 3이고,",
            "0 4 7 5 2 6 1 3,",
        ];
        // Every unit at every position of a line: it never breaks.
        for unit in units {
            for shift in 0..LINE_WIDTH {
                let text = format!(
                    "{} {unit} 다음 말입니다 그리고 더",
                    "가".repeat(shift / 2) + &" ".repeat(shift % 2)
                );
                let wrapped = wrap(
                    &text.replace("(1,3) 플래그 지우기", &keep_together("(1,3) 플래그 지우기")),
                    LINE_WIDTH,
                );
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
        for line in wrap(&text, LINE_WIDTH).lines() {
            assert!(
                line.split(' ').all(|word| word == "가나다라마바사아자차카타파하"),
                "{line}"
            );
        }
    }

    #[test]
    fn no_line_starts_with_an_arrow_and_long_parentheses_still_break() {
        let steps = "solve(0) → (0,0)에 퀸 → solve(1) → (1,2)에 퀸 → ".repeat(6);
        let wrapped = wrap(&steps, LINE_WIDTH);
        assert!(wrapped.lines().count() > 1, "{wrapped}");
        assert!(wrapped.lines().all(|line| !line.starts_with('→')), "{wrapped}");
        let cited = format!(
            "{} (Hoffman, Loessi, Moore 1969; Bernhardsson 1991).",
            "가나다 ".repeat(22)
        );
        let wrapped = wrap(&cited, LINE_WIDTH);
        assert!(
            wrapped.lines().all(|line| line.width() <= LINE_WIDTH),
            "{wrapped}"
        );
        assert!(
            wrapped
                .lines()
                .nth(1)
                .is_some_and(|line| !line.starts_with("(Hoffman")),
            "{wrapped}"
        );
    }

    #[test]
    fn counted_words_glue_one_at_a_time() {
        // `노드는 19,173,961개에서` is one unit and `109,601개가` the next:
        // chained into one, they pushed `트리의 노드는` to the next line far too early.
        let text = format!(
            "{} 트리의 노드는 19,173,961개에서 109,601개가 되었고(약 175분의 1), 해는 여전히 92개입니다.",
            "가나다".repeat(15)
        );
        let wrapped = wrap(&text, LINE_WIDTH);
        let first = wrapped.lines().next().expect("a line");
        assert!(first.width() > LINE_WIDTH - 24, "{wrapped}");
        // A native numeral stays with its noun: never `두⏎전략은`.
        for shift in 0..8 {
            let text = format!(
                "{}{} 두 전략은 13단계와 14단계에서 배웁니다.",
                "가나다 ".repeat(16),
                "가".repeat(shift)
            );
            let wrapped = wrap(&text, LINE_WIDTH);
            assert!(wrapped.lines().all(|line| !line.ends_with(" 두")), "{wrapped}");
            assert!(
                wrapped
                    .lines()
                    .next()
                    .is_some_and(|line| line.width() > LINE_WIDTH - 24),
                "{wrapped}"
            );
        }
    }

    #[test]
    fn a_sentence_may_end_a_line_before_a_number() {
        // After a full stop or a comma the next figure may start a line.
        let text = format!("{}니다. 14단계 halves가 이렇게 합니다.", "가".repeat(34));
        assert_eq!(
            wrap(&text, LINE_WIDTH).lines().nth(1),
            Some("14단계 halves가 이렇게 합니다.")
        );
    }
}
