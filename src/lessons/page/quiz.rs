//! The quiz of a lesson: one prediction read before the run, then the
//! measured value and how far off the guess was.
//!
//! An empty line, a closed stdin or an answer that is not a whole number
//! counts as no guess: the lesson says so and goes on, so a piped or
//! scripted run never fails on it.

use std::io::{self, BufRead};

use super::wrap::wrap;
use super::Page;
use crate::format::thousands;
use crate::lessons::text::{Lang, Value};

/// What the learner answered to the quiz.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Guess {
    /// A whole number (separators `,`, `_` and spaces allowed).
    Number(u128),
    /// An empty line.
    Empty,
    /// Stdin was closed before any answer: no guess.
    Closed,
    /// Something that is not a whole number.
    Garbled(String),
}

impl Guess {
    /// Reads one answer line from `answers`.
    pub fn read(answers: &mut dyn BufRead) -> io::Result<Guess> {
        let mut line = String::new();
        if answers.read_line(&mut line)? == 0 {
            return Ok(Guess::Closed);
        }
        let answer = line.trim();
        let digits: String = answer.chars().filter(|c| !matches!(c, ',' | '_' | ' ')).collect();
        Ok(if answer.is_empty() {
            Guess::Empty
        } else {
            match digits.parse::<u128>() {
                Ok(number) if digits.bytes().all(|b| b.is_ascii_digit()) => Guess::Number(number),
                _ => Guess::Garbled(answer.to_string()),
            }
        })
    }
}

impl Page<'_> {
    /// With `--quiz`, asks the section `quiz` and reads the answer; without
    /// it, asks nothing and returns `None`.
    pub fn ask(&mut self, values: &[(&str, Value)]) -> io::Result<Option<Guess>> {
        if self.answers.is_none() {
            return Ok(None);
        }
        let prompt = self.words("quiz", values);
        let label = self.words("common.quiz", &[]);
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
                        let percent = number.abs_diff(measured) as f64 * 100.0 / measured as f64;
                        let off = self.words(
                            "common.guess.percent",
                            &[("percent", format!("{percent:.0}").into())],
                        );
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
            Guess::Garbled(answer) => self.words(
                "common.guess.garbled",
                &[("measured", measured.into()), ("answer", answer.into())],
            ),
        };
        self.paragraphs(&text)
    }
}

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
    }
}
