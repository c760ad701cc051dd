//! `nqueens lesson`: the named lessons of the progression, listed or taught.
//!
//! `nqueens lesson list` lists them; `nqueens lesson NAME` teaches one, in
//! English or Korean (`--lang`, else the locale), with an optional quiz read
//! from stdin; `nqueens lesson summary --format html` and `nqueens lesson
//! worksheet --format html` write the two pages to print ([`Handout`]). The examples (`cargo run --example 01_full_branching`) come
//! in through [`example`], which takes the same flags.
//!
//! The quiz reads one line of stdin. An empty line, or stdin already closed
//! (`nqueens lesson bitmasks --quiz < /dev/null`), counts as no guess: the
//! lesson says so and goes on, so a piped or scripted run never fails on it.

use std::io::{self, BufRead, Write};
use std::num::IntErrorKind;
use std::process::ExitCode;

use clap::{Args, Parser};
use unicode_width::UnicodeWidthStr;

use super::program::code_lang;
use super::{bare, finish, nearest_name, parse_args, Config, Error, LangFlag, Output, Refusal};
use crate::format::{quote, signed_thousands};
use crate::lang::catalog::Value;
use crate::lessons::{find, Format, Handout, Lang, Lesson, Level, UnreadAnswer, LESSONS};
use crate::programs::CodeLang;

/// Arguments of `nqueens lesson`.
#[derive(Debug, Args)]
pub struct LessonArgs {
    /// The lesson: its name, number or example name (`branch-and-bound`, `3`,
    /// `03_branch_and_bound`), or `list` (or nothing) to list them.
    #[arg(value_name = "NAME")]
    pub name: Option<String>,

    #[command(flatten)]
    pub flags: LessonFlags,
}

/// How a lesson is taught.
#[derive(Debug, Args)]
pub struct LessonFlags {
    /// Ask one prediction before the run, read from stdin, then compare it with the measured value
    /// (an empty line or a closed stdin counts as no guess).
    #[arg(long)]
    pub quiz: bool,

    /// After the closing question, print its answer.
    #[arg(long)]
    pub answer: bool,

    /// How to write the lesson: text for the terminal, one self-contained page whose quiz works in the
    /// browser (`> lesson.html`), or Markdown notes.
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,

    /// The language of the code quoted: the programs' (c, cpp, java, python, plain-rust), or rust, the tool's own
    /// search [default: cpp, or the one NQUEENS_CODE names].
    #[arg(long, value_enum, value_name = "LANG")]
    pub code: Option<CodeLang>,

    /// Board size; each lesson has its own default and range (a size out of range names it, in the
    /// lesson's language).
    #[arg(short, long = "size", value_name = "N", value_parser = lesson_size, allow_negative_numbers = true)]
    pub n: Option<i128>,
}

/// `-n N` of a lesson: any whole number once [`bare`], held against the
/// lesson's range when the lesson is known; 128 bits hold any size typed
/// short of 39 digits, so even a far one is refused in the lesson's language.
fn lesson_size(text: &str) -> Result<i128, Refusal> {
    let largest = LESSONS
        .iter()
        .map(|lesson| *lesson.sizes.end())
        .max()
        .unwrap_or(0);
    let range = move |lang: Lang| {
        lang.say(
            "usage.lesson_size",
            &[("largest", Value::Text(largest.to_string()))],
        )
    };
    bare(text)?
        .parse()
        .map_err(|error: std::num::ParseIntError| match error.kind() {
            IntErrorKind::PosOverflow | IntErrorKind::NegOverflow => Refusal::new(range),
            _ => Refusal::new(move |lang| lang.say("error.not_whole", &[("range", range(lang).into())])),
        })
}

impl LessonFlags {
    /// The board size for `lesson`: `-n` within its range, or its default.
    fn size(&self, lesson: &Lesson, lang: Lang) -> Result<usize, Error> {
        let within = self
            .n
            .and_then(|n| usize::try_from(n).ok())
            .filter(|n| lesson.sizes.contains(n));
        match (self.n, within) {
            (None, _) => Ok(lesson.default_n),
            (Some(_), Some(n)) => Ok(n),
            (Some(n), None) => {
                let (from, to) = (*lesson.sizes.start(), *lesson.sizes.end());
                Err(Error::Usage(lang.say(
                    "lesson.error.size",
                    &[
                        ("title", lesson.short_title(lang).into()),
                        ("number", Value::Text(lesson.number.to_string())),
                        ("from", from.into()),
                        ("to", to.into()),
                        ("n", signed_thousands(n).into()),
                    ],
                )))
            }
        }
    }

    /// Teaches `lesson` with these flags, in `lang`.
    fn teach<'a>(
        &self,
        lesson: &'static Lesson,
        lang: Lang,
        input: &'a mut dyn BufRead,
        out: &'a mut dyn Write,
    ) -> Result<(), Error> {
        let n = self.size(lesson, lang)?;
        let (code, _) = code_lang(self.code, lang)?;
        if self.format != Format::Text {
            if self.quiz {
                return Err(Error::Usage(lang.section("lesson.error.quiz_format").to_string()));
            }
            let mut built = Vec::new();
            lesson.write_as((self.format, code), lang, n, &mut built, self.answer)?;
            out.write_all(&built)?;
            return Ok(());
        }
        let answers = self.quiz.then_some(input);
        match lesson.teach_answering((lang, code), n, out, answers, self.answer) {
            Ok(_) => Ok(()),
            // An answer stdin could not give is bad input, not a failed write.
            Err(error) => Err(match UnreadAnswer::of(&error) {
                Some(unread) => Error::Usage(unread.said(lang)),
                None => Error::Output(error),
            }),
        }
    }
}

pub(super) fn execute(
    args: LessonArgs,
    config: &Config,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let lang = config.lang;
    let name = args.name.as_deref().unwrap_or("list");
    let flags = &args.flags;
    if name.eq_ignore_ascii_case("list") {
        refuse_teaching(flags, Format::Text, |flag| {
            lang.say("lesson.error.list", &[("flag", flag.into())])
        })?;
        return list(lang, out);
    }
    if let Some(handout) = Handout::find(name) {
        if flags.format != Format::Html {
            return Err(Error::Usage(
                lang.say("lesson.error.handout.format", &[("name", handout.name().into())]),
            ));
        }
        refuse_teaching(flags, Format::Html, |flag| {
            let values = [("name", handout.name().into()), ("flag", flag.into())];
            lang.say("lesson.error.handout", &values)
        })?;
        let mut page = Vec::new();
        handout.write(lang, &mut page)?;
        out.write_all(&page)?;
        return Ok(());
    }
    let lesson = find(name).ok_or_else(|| {
        let names: Vec<&str> = LESSONS.iter().map(|lesson| lesson.name).collect();
        let pages = Handout::ALL.map(Handout::name);
        let candidates: Vec<&str> = names.iter().copied().chain(pages).collect();
        let nearest = nearest_name(&name.to_lowercase().replace('_', "-"), &candidates);
        let key = match nearest {
            Some(_) => "lesson.error.nearest",
            None => "lesson.error.unknown",
        };
        let values = [
            ("name", quote(name, 24).into()),
            ("last", LESSONS.len().into()),
            ("names", names.join(", ").into()),
            ("nearest", nearest.unwrap_or_default().into()),
        ];
        Error::Usage(lang.say(key, &values))
    })?;
    args.flags.teach(lesson, lang, input, out)
}

/// Refuses the first flag given that teaches a lesson (`-n`, `--quiz`,
/// `--answer`, a `--format` other than `format`), in the words `said` gives
/// for its name.
fn refuse_teaching(flags: &LessonFlags, format: Format, said: impl Fn(&str) -> String) -> Result<(), Error> {
    let teaching = [
        (flags.n.is_some(), "-n/--size"),
        (flags.quiz, "--quiz"),
        (flags.answer, "--answer"),
        (flags.format != format, "--format"),
    ];
    match teaching.iter().find(|(given, _)| *given) {
        Some((_, flag)) => Err(Error::Usage(said(flag))),
        None => Ok(()),
    }
}

/// One line per lesson: number, name, level (basic or advanced) and
/// title; then what the levels mean and the printable pages.
fn list(lang: Lang, out: &mut dyn Write) -> Result<(), Error> {
    let width = LESSONS.iter().map(|lesson| lesson.name.len()).max().unwrap_or(0);
    let level_width = [Level::Basic, Level::Advanced]
        .map(|level| level.word(lang).width())
        .into_iter()
        .max()
        .unwrap_or(0);
    for lesson in &LESSONS {
        let level = lesson.level.word(lang);
        let pad = " ".repeat(level_width - level.width());
        writeln!(
            out,
            "{:02}  {:width$}  {level}{pad}  {}",
            lesson.number,
            lesson.name,
            lesson.title(lang)
        )?;
    }
    writeln!(out, "\n{}", lang.section("lesson.list.levels"))?;
    Ok(())
}

/// The arguments of a lesson's example: the lesson's flags, no name. Its
/// help is that of `nqueens lesson`: the command is named for the catalog's
/// sections it reads ([`super::help`]), and its usage for the example.
#[derive(Debug, Parser)]
#[command(name = "lesson")]
struct ExampleArgs {
    #[command(flatten)]
    lang: LangFlag,

    #[command(flatten)]
    flags: LessonFlags,
}

/// The `main` of `examples/NN_name.rs`: teaches the lesson `name` with the
/// flags of `nqueens lesson` (`cargo run --example 03_branch_and_bound -- --lang ko --quiz`),
/// read from the example's command line.
pub fn example(name: &str) -> ExitCode {
    let lesson = find(name).unwrap_or_else(|| panic!("no lesson named {name}"));
    // An example does not tell a standard output closed at start from
    // `/dev/null`: the `nqueens` binary does (see `super::results`).
    let args: ExampleArgs = match parse_args(std::env::args_os().collect(), false) {
        Ok(args) => args,
        Err(code) => return code,
    };
    let config = match Config::of_lesson(args.lang, Output::of_process(false)) {
        Ok(config) => config,
        Err(code) => return code,
    };
    let mut out = config.results();
    let taught = args
        .flags
        .teach(lesson, config.lang, &mut io::stdin().lock(), &mut out)
        .and_then(|()| out.flush().map_err(Error::from));
    finish(taught, config.lang)
}
