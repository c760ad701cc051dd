//! `nqueens lesson`: the named lessons of the progression, listed or taught.
//!
//! `nqueens lesson list` lists them; `nqueens lesson NAME` teaches one, in
//! English or Korean (`--lang`, else the locale), with an optional quiz read
//! from stdin. The examples (`cargo run --example 01_full_branching`) come
//! in through [`example`], which takes the same flags.
//!
//! The quiz reads one line of stdin. An empty line, or stdin already closed
//! (`nqueens lesson bitmasks --quiz < /dev/null`), counts as no guess: the
//! lesson says so and goes on, so a piped or scripted run never fails on it.

use std::io::{self, BufRead, Write};
use std::num::IntErrorKind;
use std::process::ExitCode;

use clap::{Args, Parser};

use super::{bare, finish, nearest_name, parse_args, Error};
use crate::format::{quote, signed_thousands};
use crate::lang::korean::with_particle;
use crate::lessons::{find, Format, Lang, Lesson, LESSONS};

/// Arguments of `nqueens lesson`.
#[derive(Debug, Args)]
pub struct LessonArgs {
    /// The lesson: its name, number or example name (`branch-and-bound`, `3`,
    /// `03_branch_and_bound`), or `list` to list them.
    #[arg(value_name = "NAME")]
    pub name: String,

    #[command(flatten)]
    pub flags: LessonFlags,
}

/// How a lesson is taught.
#[derive(Debug, Args)]
pub struct LessonFlags {
    /// Language; without it, Korean when LC_ALL, LC_MESSAGES or LANG is Korean (ko_KR.UTF-8), else English.
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<Lang>,

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

    /// Board size; each lesson has its own default and range (a size out of range names it, in the
    /// lesson's language).
    #[arg(short, long = "size", value_name = "N", value_parser = lesson_size, allow_negative_numbers = true)]
    pub n: Option<i128>,
}

/// `-n N` of a lesson: any whole number once [`bare`], held against the
/// lesson's range when the lesson is known; 128 bits hold any size typed
/// short of 39 digits, so even a far one is refused in the lesson's language.
fn lesson_size(text: &str) -> Result<i128, String> {
    let largest = LESSONS
        .iter()
        .map(|lesson| *lesson.sizes.end())
        .max()
        .unwrap_or(0);
    let range = format!("each lesson takes its own range, none past {largest}");
    bare(text)?
        .parse()
        .map_err(|error: std::num::ParseIntError| match error.kind() {
            IntErrorKind::PosOverflow | IntErrorKind::NegOverflow => range,
            _ => format!("not a whole number; {range}"),
        })
}

impl LessonFlags {
    fn lang(&self) -> Lang {
        self.lang.unwrap_or_else(Lang::of_environment)
    }

    /// The board size for `lesson`: `-n` within its range, or its default.
    fn size(&self, lesson: &Lesson) -> Result<usize, Error> {
        let within = self
            .n
            .and_then(|n| usize::try_from(n).ok())
            .filter(|n| lesson.sizes.contains(n));
        match (self.n, within) {
            (None, _) => Ok(lesson.default_n),
            (Some(_), Some(n)) => Ok(n),
            (Some(n), None) => {
                let (name, from, to) = (lesson.name, lesson.sizes.start(), lesson.sizes.end());
                Err(Error::Usage(match self.lang() {
                    Lang::En => format!(
                        "lesson {name} takes -n/--size from {from} to {to}, not {}",
                        signed_thousands(n)
                    ),
                    Lang::Ko => format!(
                        "{name}({}단계)는 -n/--size로 {from}부터 {to}까지 받습니다. {} 범위 밖입니다",
                        lesson.number,
                        with_particle(&signed_thousands(n), "은")
                    ),
                }))
            }
        }
    }

    /// Teaches `lesson` with these flags.
    fn teach<'a>(
        &self,
        lesson: &'static Lesson,
        input: &'a mut dyn BufRead,
        out: &'a mut dyn Write,
    ) -> Result<(), Error> {
        let n = self.size(lesson)?;
        if self.format != Format::Text {
            if self.quiz {
                return Err(Error::Usage(
                    "--quiz: only --format text reads a guess from stdin; the page asks its quiz itself"
                        .to_string(),
                ));
            }
            let mut built = Vec::new();
            lesson.write_as(self.format, self.lang(), n, &mut built, self.answer)?;
            out.write_all(&built)?;
            return Ok(());
        }
        let answers = self.quiz.then_some(input);
        lesson.teach_answering(self.lang(), n, out, answers, self.answer)?;
        Ok(())
    }
}

pub(super) fn execute(args: LessonArgs, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), Error> {
    if args.name.eq_ignore_ascii_case("list") {
        let flags = &args.flags;
        let teaching = [
            (flags.n.is_some(), "-n/--size"),
            (flags.quiz, "--quiz"),
            (flags.answer, "--answer"),
            (flags.format != Format::Text, "--format"),
        ];
        if let Some((_, flag)) = teaching.iter().find(|(given, _)| *given) {
            // Each flag is read as an English word ending in a vowel (사이즈, 퀴즈, 앤서): 는.
            return Err(Error::Usage(match flags.lang() {
                Lang::En => format!("lesson list takes only --lang, not {flag} (it teaches no lesson)"),
                Lang::Ko => {
                    format!("lesson list는 단계를 가르치지 않으므로 --lang만 받고 {flag}는 받지 않습니다")
                }
            }));
        }
        return list(flags.lang(), out);
    }
    let lesson = find(&args.name).ok_or_else(|| {
        let names: Vec<&str> = LESSONS.iter().map(|lesson| lesson.name).collect();
        let nearest = nearest_name(&args.name.to_lowercase().replace('_', "-"), &names);
        let (name, last, names) = (quote(&args.name, 24), LESSONS.len(), names.join(", "));
        Error::Usage(match (args.flags.lang(), nearest) {
            (Lang::En, Some(nearest)) => format!("no lesson {name}: did you mean {nearest}? (nqueens lesson list lists them all)"),
            (Lang::En, None) => format!("no lesson {name}: NAME must be list, a number from 1 to {last}, or one of {names}"),
            (Lang::Ko, Some(nearest)) => format!(
                "{name}에 해당하는 단계가 없습니다. 혹시 {nearest} 단계를 찾으셨나요? (전체 목록: nqueens lesson list)"
            ),
            (Lang::Ko, None) => format!(
                "{name}에 해당하는 단계가 없습니다. NAME에는 list, 1부터 {last}까지의 번호, 또는 다음 이름 가운데 하나를 씁니다: {names}"
            ),
        })
    })?;
    args.flags.teach(lesson, input, out)
}

/// One line per lesson: number, name and title.
fn list(lang: Lang, out: &mut dyn Write) -> Result<(), Error> {
    let width = LESSONS.iter().map(|lesson| lesson.name.len()).max().unwrap_or(0);
    for lesson in &LESSONS {
        writeln!(
            out,
            "{:02}  {:width$}  {}",
            lesson.number,
            lesson.name,
            lesson.title(lang)
        )?;
    }
    Ok(())
}

/// The arguments of a lesson's example: the lesson's flags, no name.
#[derive(Debug, Parser)]
#[command(about = "One lesson of nqueens (see `nqueens lesson list`)")]
struct ExampleArgs {
    #[command(flatten)]
    flags: LessonFlags,
}

/// The `main` of `examples/NN_name.rs`: teaches the lesson `name` with the
/// flags of `nqueens lesson` (`cargo run --example 03_branch_and_bound -- --lang ko --quiz`).
pub fn example(name: &str) -> ExitCode {
    let lesson = find(name).unwrap_or_else(|| panic!("no lesson named {name}"));
    let args: ExampleArgs = match parse_args() {
        Ok(args) => args,
        Err(code) => return code,
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let taught = args
        .flags
        .teach(lesson, &mut io::stdin().lock(), &mut out)
        .and_then(|()| out.flush().map_err(Error::from));
    finish(taught)
}
