//! `nqueens program`: a step of the progression as a whole program to
//! submit to Baekjoon 9663, printed in the language `--code` names (C++
//! unless `--code` or `NQUEENS_CODE` names another), its comments in the
//! language of the messages; `--steps` prints the same program writing its
//! steps for `nqueens judge --steps`; `--list` lists the programs. The
//! programs are the library's [`crate::programs`]; `--code rust` prints
//! the plain Rust program, as `--code plain-rust` does: what this command
//! prints is always a program to submit.

use std::io::Write;

use clap::Args;

use super::{strategy_values, to_stderr, Config, Error};
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::lessons;
use crate::programs::{self, CodeLang, CODE_VARIABLE, PROGRAMS};
use crate::strategies::Strategy;
use crate::trace::Code;

/// Arguments of `nqueens program`.
#[derive(Debug, Args)]
pub struct ProgramArgs {
    /// The step of the progression whose program to print.
    #[arg(
        value_name = "STRATEGY",
        value_parser = strategy_values(|strategy| programs::find(strategy, false).map(|_| false)),
        required_unless_present_any = ["list", "first"]
    )]
    pub strategy: Option<Strategy>,

    /// The language of the program [default: cpp, or the one NQUEENS_CODE names]
    #[arg(long, value_enum, value_name = "LANG")]
    pub code: Option<CodeLang>,

    /// The program that stops at its first solution and prints its board (the pairwise search's).
    #[arg(long)]
    pub first: bool,

    /// The program writing its steps to the file NQUEENS_STEPS names, for nqueens judge --steps.
    #[arg(long)]
    pub steps: bool,

    /// List the programs, with the lesson of each.
    #[arg(long, conflicts_with_all = ["strategy", "code", "first", "steps"])]
    pub list: bool,
}

/// The strategy whose search stops at its first solution when `--first`
/// is given without one.
const FIRST_SOLUTION: Strategy = Strategy::Pairwise;

pub(super) fn execute(args: ProgramArgs, config: &Config, out: &mut dyn Write) -> Result<(), Error> {
    let lang = config.lang;
    if args.list {
        return list(lang, out);
    }
    let strategy = args.strategy.unwrap_or(FIRST_SOLUTION);
    let (code, _) = code_lang(args.code, lang)?;
    // A program to submit, whatever --code names: rust is the plain one.
    let code = code.submitted();
    let Some(program) = programs::find(strategy, args.first) else {
        let firsts: Vec<&str> = PROGRAMS
            .iter()
            .filter(|program| program.first)
            .map(|program| program.strategy.name())
            .collect();
        let values = [
            ("strategy", strategy.name().into()),
            ("strategies", firsts.join(", ").into()),
        ];
        return Err(Error::Usage(lang.say("program.error.first", &values)));
    };
    let source = program.source(code).expect("a program in each of its languages");
    let text = match args.steps {
        true => source.steps_variant(lang),
        false => source.shown(lang),
    };
    out.write_all(text.as_bytes())?;
    Ok(())
}

/// The language of the code shown, and whether it was asked for: `given`
/// (`--code`), else the one `NQUEENS_CODE` names, else
/// [`CodeLang::DEFAULT`]; a value of the variable that names none is
/// refused with the values it may take.
pub(super) fn code_lang(given: Option<CodeLang>, lang: Lang) -> Result<(CodeLang, bool), Error> {
    if let Some(code) = given {
        return Ok((code, true));
    }
    let Some(value) = std::env::var_os(CODE_VARIABLE) else {
        return Ok((CodeLang::DEFAULT, false));
    };
    let value = value.to_string_lossy();
    let code = <CodeLang as clap::ValueEnum>::from_str(&value, false).map_err(|_| {
        let names: Vec<&str> = <CodeLang as clap::ValueEnum>::value_variants()
            .iter()
            .map(|code| code.name())
            .collect();
        let values = [
            ("variable", CODE_VARIABLE.into()),
            ("value", crate::format::quote(&value, 24).into()),
            ("codes", names.join(", ").into()),
        ];
        Error::Usage(lang.say("program.error.code_variable", &values))
    })?;
    Ok((code, true))
}

/// The code shown beside the steps of `strategy` (to its first solution
/// when `first`): its program in the language [`code_lang`] gives, its
/// comments in `lang`; the tool's own search for `rust`, and for a
/// strategy that has no program, then with a line on stderr saying so
/// when a language was asked for. `None` for a strategy not traced.
pub(super) fn shown_code(
    strategy: Strategy,
    first: bool,
    given: Option<CodeLang>,
    lang: Lang,
) -> Result<Option<Code>, Error> {
    let (code, asked) = code_lang(given, lang)?;
    if let Some(program) = Code::program(strategy, first, code, lang) {
        return Ok(Some(program));
    }
    let own = Code::of(strategy);
    if let Some(own) = own.as_ref().filter(|_| asked && code != CodeLang::Rust) {
        let names: Vec<&str> = programs::counted_strategies()
            .iter()
            .map(|strategy| strategy.name())
            .collect();
        let values = [
            ("strategy", strategy.name().into()),
            ("code", code.name().into()),
            ("path", own.path.as_str().into()),
            ("strategies", names.join(", ").into()),
        ];
        to_stderr(lang.say("code.note.no_program", &values));
    }
    Ok(own)
}

/// One line a program: its lesson's number, how to name it, what it does;
/// then where the files are and how to print one.
fn list(lang: Lang, out: &mut dyn Write) -> Result<(), Error> {
    let width = PROGRAMS
        .iter()
        .map(|program| program.command().len())
        .max()
        .unwrap_or(0);
    for program in &PROGRAMS {
        let lesson = lessons::find(program.lesson).expect("the lesson of a program");
        let about = match program.first {
            true => lang.section("program.first.about"),
            false => lang.section(&format!("strategy.{}.about", program.strategy.name())),
        };
        writeln!(out, "{:02}  {:width$}  {about}", lesson.number, program.command())?;
    }
    let names: Vec<&str> = CodeLang::PROGRAMS.iter().map(|code| code.name()).collect();
    let values = [
        ("codes", Value::from(names.join(", "))),
        ("default", CodeLang::DEFAULT.name().into()),
        ("variable", CODE_VARIABLE.into()),
    ];
    writeln!(out, "\n{}", lang.say("program.list.note", &values))?;
    Ok(())
}
