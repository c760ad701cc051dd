//! A lesson written as a web page or as Markdown notes, besides the
//! terminal's text: the same sections in the same order, each part of the
//! page ([`Page::paragraphs`], headings, quoted text, tables, the closing
//! question) marked up for its format. The words are the catalog's,
//! whatever it holds; only the markup is added here.
//!
//! The page is self-contained (no network): its style and its quiz's
//! script (`quiz.js`) are inside it. The quiz asks its question in a form;
//! the rest of the lesson stays hidden until the learner answers, then the
//! verdict is the catalog's (`common.guess.*`), filled in by the script
//! from the templates the page carries.

use std::io;

use super::Page;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::render::html::lesson::lesson_head;
use crate::render::html::markup;

/// How a lesson is written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    /// Wrapped text for the terminal.
    #[default]
    Text,
    /// One self-contained HTML page, its quiz working in the page.
    Html,
    /// Markdown, for notes.
    Markdown,
}

impl Format {
    /// Every format, in the order the help lists them.
    pub const ALL: [Format; 3] = [Format::Text, Format::Html, Format::Markdown];

    /// Its name, as `--format` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Html => "html",
            Format::Markdown => "markdown",
        }
    }
}

/// The quiz's script, plain JavaScript.
const QUIZ_SCRIPT: &str = include_str!("quiz.js");

/// `text` for HTML: `&`, `<` and `>` escaped, and `` `code` `` marked up
/// (when the backticks pair up; else they stay as they are).
pub(in crate::lessons) fn html(text: &str) -> String {
    let escaped = markup(text);
    let parts: Vec<&str> = escaped.split('`').collect();
    if parts.len().is_multiple_of(2) {
        return escaped;
    }
    parts
        .iter()
        .enumerate()
        .map(|(index, part)| match index % 2 {
            1 => format!("<code>{part}</code>"),
            _ => part.to_string(),
        })
        .collect()
}

/// Figures that stand for the learner's guess in the templates of the
/// verdict, read aloud ending in a vowel (…이) and in a consonant (…일).
const GUESS_READ_WITH_A_VOWEL: &str = "98765432123456789012";
const GUESS_READ_WITH_A_CONSONANT: &str = "98765432123456789011";

impl Page<'_> {
    /// Writes what comes before the lesson: the page's head, in HTML.
    pub(in crate::lessons) fn open(&mut self) -> io::Result<()> {
        if self.format != Format::Html {
            return Ok(());
        }
        let title = format!(
            "{:02} · {}",
            self.lesson.number,
            markup(self.lesson.title(self.lang))
        );
        write!(self.out, "{}", lesson_head(self.lang.code(), &title))
    }

    /// Writes what comes after the lesson: the rest the quiz hid, the
    /// script and the end of the page, in HTML.
    pub(in crate::lessons) fn close(&mut self) -> io::Result<()> {
        if self.format != Format::Html {
            return Ok(());
        }
        if self.hidden {
            writeln!(self.out, "</div>")?;
        }
        write!(self.out, "<script>\n{QUIZ_SCRIPT}</script>\n</body>\n</html>\n")
    }

    /// The heading in HTML or Markdown (`None` for text).
    pub(super) fn marked_heading(&mut self, line: &str) -> io::Result<Option<()>> {
        match self.format {
            Format::Text => Ok(None),
            Format::Html => writeln!(self.out, "<h1>{}</h1>", html(line)).map(Some),
            Format::Markdown => writeln!(self.out, "# {line}\n").map(Some),
        }
    }

    /// A paragraph in HTML or Markdown (`None` for text).
    pub(super) fn marked_paragraphs(&mut self, text: &str) -> io::Result<Option<()>> {
        match self.format {
            Format::Text => Ok(None),
            Format::Html => {
                for paragraph in text.split("\n\n") {
                    writeln!(self.out, "<p>{}</p>", html(paragraph.trim()))?;
                }
                Ok(Some(()))
            }
            Format::Markdown => writeln!(self.out, "{}\n", text.trim()).map(Some),
        }
    }

    /// A common mistake's box in HTML or Markdown (`None` for text): its
    /// label in bold, then its text.
    pub(super) fn marked_mistake(&mut self, label: &str, text: &str) -> io::Result<Option<()>> {
        match self.format {
            Format::Text => Ok(None),
            Format::Html => writeln!(
                self.out,
                "<aside class=\"mistake\"><p><strong>{}</strong> {}</p></aside>",
                html(label),
                html(text.trim())
            )
            .map(Some),
            Format::Markdown => writeln!(self.out, "> **{label}** {}\n", text.trim()).map(Some),
        }
    }

    /// Text as it is (code, a board, a trace) in HTML or Markdown (`None` for text).
    pub(super) fn marked_verbatim(&mut self, text: &str) -> io::Result<Option<()>> {
        match self.format {
            Format::Text => Ok(None),
            Format::Html => writeln!(self.out, "<pre>{}</pre>", markup(text.trim_end())).map(Some),
            Format::Markdown => writeln!(self.out, "```text\n{}\n```\n", text.trim_end()).map(Some),
        }
    }

    /// A table in HTML or Markdown (`None` for text); `figures` says
    /// which columns hold figures (right-aligned).
    pub(super) fn marked_table(
        &mut self,
        header: &[String],
        rows: &[Vec<String>],
        figures: &[bool],
    ) -> io::Result<Option<()>> {
        match self.format {
            Format::Text => Ok(None),
            Format::Html => {
                let cells = |row: &[String], tag: &str| -> String {
                    row.iter()
                        .zip(figures)
                        .map(|(cell, &figure)| {
                            let class = if figure && tag == "td" {
                                " class=\"figure\""
                            } else {
                                ""
                            };
                            format!("<{tag}{class}>{}</{tag}>", html(cell))
                        })
                        .collect()
                };
                writeln!(self.out, "<table>\n<tr>{}</tr>", cells(header, "th"))?;
                for row in rows {
                    writeln!(self.out, "<tr>{}</tr>", cells(row, "td"))?;
                }
                writeln!(self.out, "</table>").map(Some)
            }
            Format::Markdown => {
                let line = |row: &[String]| format!("| {} |", row.join(" | "));
                writeln!(self.out, "{}", line(header))?;
                let rule: Vec<String> = figures
                    .iter()
                    .map(|&figure| if figure { "---:" } else { "---" }.to_string())
                    .collect();
                writeln!(self.out, "{}", line(&rule))?;
                for row in rows {
                    writeln!(self.out, "{}", line(row))?;
                }
                writeln!(self.out).map(Some)
            }
        }
    }

    /// The closing question, and its answer when asked for, in HTML or
    /// Markdown (`None` for text): the answer folded away until opened.
    pub(super) fn marked_question(
        &mut self,
        (label, question): (&str, &str),
        answer: Option<(&str, &str)>,
    ) -> io::Result<Option<()>> {
        match self.format {
            Format::Text => return Ok(None),
            Format::Html => {
                writeln!(
                    self.out,
                    "<p><strong>{}</strong> {}</p>",
                    html(label),
                    html(question)
                )?;
                if let Some((label, answer)) = answer {
                    writeln!(
                        self.out,
                        "<details><summary>{}</summary><p>{}</p></details>",
                        html(label),
                        html(answer)
                    )?;
                }
            }
            Format::Markdown => {
                writeln!(self.out, "**{label}** {question}\n")?;
                if let Some((label, answer)) = answer {
                    writeln!(self.out, "**{label}** {answer}\n")?;
                }
            }
        }
        Ok(Some(()))
    }

    /// The quiz's question as a form, the rest of the lesson hidden until
    /// it is answered.
    pub(super) fn quiz_form(&mut self, label: &str, prompt: &str) -> io::Result<()> {
        self.hidden = true;
        writeln!(
            self.out,
            "<form class=\"quiz\">\n<p><strong>{}</strong> {}</p>\n\
             <p><input name=\"guess\" inputmode=\"numeric\" autocomplete=\"off\" aria-label=\"{}\"> <button>{}</button></p>\n\
             </form>\n<div class=\"after-quiz\" hidden>",
            html(label),
            html(prompt),
            markup(label),
            html(&self.lang.say("export.quiz.button", &[])),
        )
    }

    /// The verdict of the quiz, written by the page's script when the learner
    /// answers: the measured value and the catalog's words for each case,
    /// `{guess}`, `{difference}`, `{off}`, `{percent}`, `{denominator}`, `{times}` and
    /// `{answer}` left for the script.
    /// A guess `most` times the measured value or more is only said to be more.
    pub(super) fn quiz_verdict(&mut self, measured: u128, most: u128) -> io::Result<()> {
        let kept = |name: &'static str| (name, Value::Text(format!("{{{name}}}")));
        let measured_value = ("measured", Value::from(measured));
        // A guess is read aloud before a Korean particle: the page keeps
        // the template for a guess ending in a vowel (2 is 이) and for one
        // ending in a consonant (1 is 일), a figure no lesson writes
        // standing for the guess, and the script picks one.
        let guessed = |key: &str, this: &mut Self, sample: &str| {
            let values = [
                measured_value.clone(),
                ("guess", Value::Text(sample.to_string())),
                kept("difference"),
                kept("off"),
            ];
            this.words(key, &values).replace(sample, "{guess}")
        };
        let (vowel, consonant) = (GUESS_READ_WITH_A_VOWEL, GUESS_READ_WITH_A_CONSONANT);
        let templates = [
            (
                "exact",
                self.words("common.guess.exact", std::slice::from_ref(&measured_value)),
            ),
            ("high-vowel", guessed("common.guess.high", self, vowel)),
            ("high-consonant", guessed("common.guess.high", self, consonant)),
            ("low-vowel", guessed("common.guess.low", self, vowel)),
            ("low-consonant", guessed("common.guess.low", self, consonant)),
            ("percent", self.words("common.guess.percent", &[kept("percent")])),
            (
                "fraction",
                self.words("common.guess.fraction", &[kept("denominator")]),
            ),
            ("times", self.words("common.guess.times", &[kept("times")])),
            ("over", self.words("common.guess.over", &[kept("times")])),
            (
                "empty",
                self.words("common.guess.empty", std::slice::from_ref(&measured_value)),
            ),
            (
                "garbled",
                self.words("common.guess.garbled", &[measured_value, kept("answer")]),
            ),
        ];
        let data: String = templates
            .iter()
            .map(|(name, text)| format!(" data-{name}=\"{}\"", markup(text)))
            .collect();
        let space = match self.lang {
            Lang::En => " ",
            Lang::Ko => "",
        };
        writeln!(
            self.out,
            "<p class=\"verdict\" data-measured=\"{measured}\" data-most=\"{most}\" data-space=\"{space}\"{data}></p>"
        )
    }
}
