//! The quiz of a lesson: one prediction read before the run, then the
//! measured value and how far off the guess was.
//!
//! An empty line, a closed stdin, several numbers or an answer that is not
//! a whole number counts as no guess: the lesson says so and goes on, so a piped or
//! scripted run never fails on it.

use std::io::{self, BufRead};

use super::formats::Format;
use super::wrap::wrap;
use super::Page;
use crate::format::{quote, thousands};
use crate::lang::catalog::{Lang, Value};

/// What the learner answered to the quiz.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Guess {
    /// A whole number (separators `,` and `_` allowed).
    Number(u128),
    /// Several numbers (`2057 2058`): no guess, since a guess is one number.
    Several(String),
    /// An empty line.
    Empty,
    /// Stdin was closed before any answer: no guess.
    Closed,
    /// Something that is not a whole number.
    Garbled(String),
}

/// The answer to a quiz could not be read (stdin holds bytes that are not
/// UTF-8, or is a folder): an error of the lesson's input, not of its
/// output, carried inside the [`io::Error`] a lesson returns, where
/// [`UnreadAnswer::of`] finds it.
#[derive(Debug)]
pub struct UnreadAnswer(pub io::Error);

impl UnreadAnswer {
    /// The unread answer `error` holds, if the error is one.
    pub fn of(error: &io::Error) -> Option<&UnreadAnswer> {
        error.get_ref()?.downcast_ref()
    }

    /// `error`, which a read of the answer gave, marked as such.
    fn wrapped(error: io::Error) -> io::Error {
        io::Error::new(error.kind(), UnreadAnswer(error))
    }

    /// What went wrong, in `lang`: bytes that are not UTF-8 said as such,
    /// any other failure with the system's words.
    pub fn said(&self, lang: Lang) -> String {
        match self.0.kind() {
            io::ErrorKind::InvalidData => lang.section("lesson.error.answer.not_utf8").to_string(),
            _ => lang.say("lesson.error.answer", &[("error", self.0.to_string().into())]),
        }
    }
}

impl std::fmt::Display for UnreadAnswer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said(Lang::En))
    }
}

impl std::error::Error for UnreadAnswer {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.0)
    }
}

impl Guess {
    /// Reads one answer line from `answers`; an error of the read is an
    /// [`UnreadAnswer`].
    pub fn read(answers: &mut dyn BufRead) -> io::Result<Guess> {
        let mut line = String::new();
        if answers.read_line(&mut line).map_err(UnreadAnswer::wrapped)? == 0 {
            return Ok(Guess::Closed);
        }
        let answer = line.trim();
        let number = |word: &str| {
            let digits: String = word.chars().filter(|c| !matches!(c, ',' | '_')).collect();
            digits
                .parse::<u128>()
                .ok()
                .filter(|_| digits.bytes().all(|b| b.is_ascii_digit()))
        };
        let words: Vec<&str> = answer.split_whitespace().collect();
        Ok(match words.as_slice() {
            [] => Guess::Empty,
            [word] => number(word).map_or_else(|| Guess::Garbled(answer.to_string()), Guess::Number),
            _ if words.iter().all(|word| number(word).is_some()) => Guess::Several(answer.to_string()),
            _ => Guess::Garbled(answer.to_string()),
        })
    }
}

impl Page<'_> {
    /// With `--quiz`, asks the section `quiz` and reads the answer; without
    /// it, asks nothing and returns `None`.
    /// On a page (`--format html`) the quiz is always asked, in a form
    /// the page's script answers.
    pub fn ask(&mut self, values: &[(&str, Value)]) -> io::Result<Option<Guess>> {
        if self.answers.is_none() && self.format != Format::Html {
            return Ok(None);
        }
        let prompt = self.words("quiz", values);
        let label = self.words("common.quiz", &[]);
        if self.format == Format::Html {
            self.quiz_form(&label, &prompt)?;
            return Ok(Some(Guess::Empty));
        }
        write!(self.out, "{}\n> ", wrap(&format!("{label} {prompt}")))?;
        self.out.flush()?;
        let guess = match self.answers.as_deref_mut() {
            Some(answers) => Guess::read(answers)?,
            None => Guess::Closed,
        };
        writeln!(self.out, "\n")?;
        Ok(Some(guess))
    }

    /// After the run: the measured answer to the quiz and how far the guess was.
    pub fn reveal(&mut self, guess: Option<Guess>, measured: impl Into<u128>) -> io::Result<()> {
        let Some(guess) = guess else {
            return Ok(());
        };
        let measured = measured.into();
        if self.format == Format::Html {
            return self.quiz_verdict(measured, MOST_TIMES);
        }
        let text = match guess {
            Guess::Number(number) if number == measured => {
                self.words("common.guess.exact", &[("measured", measured.into())])
            }
            Guess::Number(number) => {
                let key = if number > measured {
                    "common.guess.high"
                } else {
                    "common.guess.low"
                };
                let off = match measured {
                    0 => String::new(),
                    _ => {
                        let (key, name, value) = how_far(number, measured);
                        let off = self.words(key, &[(name, Value::Text(thousands(value)))]);
                        // Korean writes a parenthesis right after the word.
                        match self.lang {
                            Lang::En => format!(" {off}"),
                            Lang::Ko => off,
                        }
                    }
                };
                let values = [
                    ("measured", measured.into()),
                    ("guess", Value::Text(thousands(number))),
                    ("difference", Value::Text(thousands(number.abs_diff(measured)))),
                    ("off", off.into()),
                ];
                self.words(key, &values)
            }
            Guess::Empty => self.words("common.guess.empty", &[("measured", measured.into())]),
            Guess::Closed => self.words("common.guess.closed", &[("measured", measured.into())]),
            Guess::Several(answer) => self.words(
                "common.guess.several",
                &[
                    ("measured", measured.into()),
                    ("answer", quote(&answer, QUOTED).into()),
                ],
            ),
            Guess::Garbled(answer) => self.words(
                "common.guess.garbled",
                &[
                    ("measured", measured.into()),
                    ("answer", quote(&answer, QUOTED).into()),
                ],
            ),
        };
        self.paragraphs(&text)
    }
}

/// The most characters of a garbled answer the lesson quotes.
const QUOTED: usize = 40;

/// How far a guess is from the measured value (not 0), as the words of
/// the lesson's text say it: a guess under a tenth of it (but not 0) as
/// the part of it that it is (`8156` for `common.guess.fraction`, "about
/// 1/8,156"), else in per cent below 1,000% (`57`
/// for `common.guess.percent`), then as a whole factor (`12` for
/// `common.guess.times`), and past [`MOST_TIMES`] times only that it is
/// more (`common.guess.over`).
fn how_far(guess: u128, measured: u128) -> (&'static str, &'static str, u128) {
    let percent = (guess.abs_diff(measured) as f64 * 100.0 / measured as f64).round();
    let times = (guess as f64 / measured as f64).round();
    if guess > 0 && guess.saturating_mul(10) < measured {
        let part = (measured as f64 / guess as f64).round();
        ("common.guess.fraction", "denominator", part as u128)
    } else if percent < 1_000.0 {
        ("common.guess.percent", "percent", percent as u128)
    } else if times <= MOST_TIMES as f64 {
        ("common.guess.times", "times", times as u128)
    } else {
        ("common.guess.over", "times", MOST_TIMES)
    }
}

/// The largest factor a guess's distance is given as.
const MOST_TIMES: u128 = 1_000;

#[cfg(test)]
mod tests {
    use super::*;

    fn read(input: &str) -> Guess {
        Guess::read(&mut input.as_bytes()).expect("reading from a slice")
    }

    #[test]
    fn answers_are_read_as_whole_numbers() {
        assert_eq!(read("2057\n"), Guess::Number(2057));
        assert_eq!(read(" 2,057 \n"), Guess::Number(2057));
        assert_eq!(read("2_057"), Guess::Number(2057));
        assert_eq!(read("\n"), Guess::Empty);
        assert_eq!(read(""), Guess::Closed);
        assert_eq!(read("lots\n"), Guess::Garbled("lots".to_string()));
        assert_eq!(read("-5\n"), Guess::Garbled("-5".to_string()));
        assert_eq!(read("+5\n"), Guess::Garbled("+5".to_string()));
        // Two numbers are not one: `2057 2058` once read as 20,572,058.
        assert_eq!(read("2057 2058\n"), Guess::Several("2057 2058".to_string()));
        assert_eq!(read("2,057\t2_058\n"), Guess::Several("2,057\t2_058".to_string()));
        assert_eq!(read("2057 nodes\n"), Guess::Garbled("2057 nodes".to_string()));
    }

    #[test]
    fn a_guess_far_off_is_told_in_words_that_stay_short() {
        assert_eq!(how_far(3_000, 2_057), ("common.guess.percent", "percent", 46));
        assert_eq!(how_far(0, 2_057), ("common.guess.percent", "percent", 100));
        assert_eq!(how_far(206, 2_057), ("common.guess.percent", "percent", 90));
        // Far too low is a part of the measured value, as far too high is a factor.
        assert_eq!(how_far(205, 2_057), ("common.guess.fraction", "denominator", 10));
        assert_eq!(how_far(1, 2_057), ("common.guess.fraction", "denominator", 2_057));
        assert_eq!(
            how_far(2_057, 16_777_216),
            ("common.guess.fraction", "denominator", 8_156)
        );
        assert_eq!(how_far(20_570, 2_057), ("common.guess.percent", "percent", 900));
        assert_eq!(how_far(22_627, 2_057), ("common.guess.times", "times", 11));
        assert_eq!(how_far(2_057_000, 2_057), ("common.guess.times", "times", 1_000));
        assert_eq!(how_far(10u128.pow(30), 14), ("common.guess.over", "times", 1_000));
    }
}
