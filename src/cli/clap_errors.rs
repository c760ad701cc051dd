//! The errors clap finds in a command line (an unknown flag, a wrong value,
//! a missing argument, a command that does not exist), each as one
//! `error: ...` line in the language of the command line, said from the
//! catalog with what clap found: the flag, the value typed, the values
//! taken, the name it suggests, an example of a missing value and the
//! command whose help lists the flags. A value parser's refusal comes as
//! the cause of clap's error ([`Refusal`]) and is said here too.
//!
//! Clap's own error formatter (`clap::error::ErrorFormatter`) is a type
//! without state: it sees the error's context, but neither the language
//! nor the command line, which this line reads (the flag's short name,
//! the command named, that command's own flag of a name several commands
//! share, the bytes of a value that is not UTF-8). So clap's kinds and
//! context are read here and the line written from the catalog; clap's
//! own printing serves `--help` and `--version`.

use std::any::TypeId;
use std::error::Error as _;
use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use super::values::{alike, Refusal, QUOTED};
use crate::format::{quote, quote_bytes, shown};
use crate::lang::catalog::Value;
use crate::lang::Lang;

/// A command line as clap was given it: the command it is parsed as and
/// its words, the program's name first.
#[derive(Clone, Copy)]
pub(super) struct CommandLine<'a> {
    pub command: &'a clap::Command,
    pub args: &'a [OsString],
}

impl<'a> CommandLine<'a> {
    /// The command the line names (`compare` in `nqueens compare --frob`),
    /// if it names one.
    fn named(self) -> Option<&'a str> {
        self.args.iter().skip(1).find_map(|arg| {
            self.command
                .get_subcommands()
                .map(clap::Command::get_name)
                .find(|name| *name == arg)
        })
    }

    /// The flag `--long` as the line means it: the one of the command it
    /// names first (`--strategy` of `count` takes fewer values than
    /// `--strategy` of `solve`), else the program's own, else the first of
    /// its commands that has one.
    pub(super) fn flag(self, long: &str) -> Option<&'a clap::Arg> {
        self.argument(|flag| flag.get_long() == Some(long))
    }

    /// The first argument that `is`, looked for as [`CommandLine::flag`]
    /// looks for a flag.
    fn argument(self, is: impl Fn(&clap::Arg) -> bool) -> Option<&'a clap::Arg> {
        let command = self.command;
        let named = self.named().and_then(|name| command.find_subcommand(name));
        named
            .into_iter()
            .chain(std::iter::once(command))
            .chain(command.get_subcommands())
            .flat_map(clap::Command::get_arguments)
            .find(|flag| is(flag))
    }

    /// The first word before any `--` that is not UTF-8 and is the value of
    /// an argument that takes only text, as that value and the argument:
    /// a flag's (`-n VALUE`, `--size=VALUE`, `-nVALUE`), or the
    /// positional argument of the command the line names (a lesson's
    /// name). A path or a program's word takes any bytes and is passed
    /// over. `None` for the argument when the line does not say which.
    fn not_utf8(self) -> Option<(Option<&'a clap::Arg>, &'a [u8])> {
        let takes_bytes = |arg: &clap::Arg| {
            let value = arg.get_value_parser().type_id();
            value == TypeId::of::<PathBuf>() || value == TypeId::of::<OsString>()
        };
        let words: Vec<&OsStr> = self
            .args
            .iter()
            .skip(1)
            .map(OsString::as_os_str)
            .take_while(|word| *word != "--")
            .collect();
        words.iter().enumerate().find_map(|(index, word)| {
            if word.to_str().is_some() {
                return None;
            }
            let bytes = word.as_encoded_bytes();
            let flag_before = index
                .checked_sub(1)
                .and_then(|before| words[before].to_str())
                .and_then(|before| match before.strip_prefix("--") {
                    Some(long) => self.flag(long),
                    None => self.short(before.strip_prefix('-')?),
                })
                .filter(|flag| flag.get_action().takes_values());
            let (arg, value) = if let Some(joined) = bytes.strip_prefix(b"--") {
                let equals = joined.iter().position(|&byte| byte == b'=')?;
                let long = std::str::from_utf8(&joined[..equals]).ok()?;
                (self.flag(long), &joined[equals + 1..])
            } else if let Some(flag) = flag_before {
                (Some(flag), bytes)
            } else if let Some(joined) = bytes.strip_prefix(b"-").filter(|rest| !rest.is_empty()) {
                let short = std::str::from_utf8(&joined[..1]).ok()?;
                (self.short(short), &joined[1..])
            } else {
                let named = self.named().and_then(|name| self.command.find_subcommand(name));
                let command = named.unwrap_or(self.command);
                (command.get_positionals().next(), bytes)
            };
            match arg {
                Some(arg) if takes_bytes(arg) => None,
                arg => Some((arg, value)),
            }
        })
    }

    /// The flag `-short` as the line means it (see [`CommandLine::flag`]).
    fn short(self, short: &str) -> Option<&'a clap::Arg> {
        let mut letters = short.chars();
        let letter = letters.next().filter(|_| letters.next().is_none())?;
        self.argument(|flag| flag.get_short() == Some(letter))
    }
}

/// A clap error of the command `line` as one `error: ...` line in `lang`.
pub(super) fn one_line(error: &clap::Error, lang: Lang, line: CommandLine) -> String {
    let said = said(error, lang, line);
    lang.say("error.line", &[("message", said.into())])
}

/// One piece of context of `error`, an error of the command `line`, as
/// text: a flag, a typed value (quoted whole, escaped: a value that is not
/// UTF-8, which clap gives with U+FFFD for its bytes, with each byte that
/// is no part of UTF-8 written `\xff`), or a list joined by commas.
fn context(error: &clap::Error, kind: ContextKind, line: CommandLine) -> Option<String> {
    match error.get(kind)? {
        ContextValue::String(text)
            if matches!(kind, ContextKind::InvalidValue | ContextKind::InvalidSubcommand) =>
        {
            Some(match line.not_utf8() {
                Some((_, bytes)) if *text == String::from_utf8_lossy(bytes) => quote_bytes(bytes, QUOTED),
                _ => quote(text, QUOTED),
            })
        }
        ContextValue::String(text) => Some(format!("'{}'", shown(text))),
        ContextValue::Strings(texts) => Some(
            texts
                .iter()
                .map(|text| format!("'{}'", shown(text)))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        _ => None,
    }
}

/// The flag whose value `error` refuses, as the learner types it:
/// `-n/--size` for clap's `--size <N>`, its short name beside the long one
/// when the flag of the command `line` has one.
fn typed_flag(error: &clap::Error, line: CommandLine) -> Option<String> {
    refused_flag(error, line).map(typed)
}

/// A flag as the learner types it: `-n/--size`, its short name beside the
/// long one when it has one.
pub(super) fn typed(flag: &clap::Arg) -> String {
    let long = flag.get_long().unwrap_or_else(|| flag.get_id().as_str());
    match flag.get_short() {
        Some(short) => format!("-{short}/--{long}"),
        None => format!("--{long}"),
    }
}

/// The flag whose value `error` refuses, found by its long name as the
/// command `line` means it.
fn refused_flag<'a>(error: &clap::Error, line: CommandLine<'a>) -> Option<&'a clap::Arg> {
    let Some(ContextValue::String(arg)) = error.get(ContextKind::InvalidArg) else {
        return None;
    };
    let long = arg.split(' ').next()?.strip_prefix("--")?;
    line.flag(long)
}

/// What a flag given no value says: the values it takes when they are
/// few, else an example of the value as it is typed (`--shard 0/4`).
fn without_value(error: &clap::Error, line: CommandLine, flag: String, lang: Lang) -> String {
    let Some(found) = refused_flag(error, line) else {
        return lang.say("error.empty_value.bare", &[("flag", flag.into())]);
    };
    let values: Vec<String> = found
        .get_possible_values()
        .iter()
        .filter(|value| !value.is_hide_set())
        .map(|value| value.get_name().to_string())
        .collect();
    if !values.is_empty() {
        return lang.say(
            "error.empty_value.one_of",
            &[("flag", flag.into()), ("values", values.join(", ").into())],
        );
    }
    let name = found
        .get_value_names()
        .and_then(|names| names.first())
        .map_or("VALUE", |name| name.as_str());
    // A value a learner could type, for the value names the flags use.
    let example = match name {
        "N" => "8".to_string(),
        "A..=B" => "4..=12".to_string(),
        "K/M" => "0/4".to_string(),
        "SECONDS" => "1".to_string(),
        "MB" => "256".to_string(),
        "NODES" => "1000000".to_string(),
        "COLS" => "0,4,7".to_string(),
        "K" | "S" | "R" | "F" | "M" => "1".to_string(),
        _ => format!("<{name}>"),
    };
    let typed = format!("--{} {example}", found.get_long().unwrap_or_default());
    lang.say(
        "error.empty_value",
        &[("flag", flag.into()), ("example", typed.into())],
    )
}

/// What `error` says, in `lang`, from the catalog; `line` is the command
/// line it is an error of.
fn said(error: &clap::Error, lang: Lang, line: CommandLine) -> String {
    // The commands, for a command line that names none or one that does not exist.
    let commands = || {
        let names: Vec<&str> = line
            .command
            .get_subcommands()
            .map(clap::Command::get_name)
            .filter(|name| *name != "help")
            .collect();
        names.join(", ")
    };
    let get = |kind| context(error, kind, line).unwrap_or_default();
    let arg = get(ContextKind::InvalidArg);
    // A value is refused after the flag as it is typed: `-n/--size`.
    let valued = typed_flag(error, line).unwrap_or_else(|| arg.clone());
    let value = get(ContextKind::InvalidValue);
    let missing = |name: &str| match error.get(ContextKind::InvalidArg) {
        Some(ContextValue::Strings(names)) => names.iter().any(|missed| missed == name),
        _ => false,
    };
    let main = match error.kind() {
        ErrorKind::UnknownArgument => lang.say("error.unknown_flag", &[("flag", arg.into())]),
        ErrorKind::InvalidSubcommand => lang.say(
            "error.unknown_command",
            &[
                ("command", get(ContextKind::InvalidSubcommand).into()),
                ("commands", commands().into()),
            ],
        ),
        ErrorKind::InvalidValue => {
            let values = match error.get(ContextKind::ValidValue) {
                Some(ContextValue::Strings(values)) => values.join(", "),
                _ => String::new(),
            };
            match value.as_str() {
                // Clap's word for a flag given no value (`--strategy --lang ko`).
                "''" => without_value(error, line, valued, lang),
                _ => lang.say(
                    "error.not_one_of",
                    &[
                        ("flag", valued.into()),
                        ("value", value.into()),
                        ("values", values.into()),
                    ],
                ),
            }
        }
        ErrorKind::ValueValidation => {
            // A value parser's refusal, said in `lang` (a parser of clap's
            // own gives its cause in English).
            let why = match error.source() {
                Some(why) => why
                    .downcast_ref::<Refusal>()
                    .map_or_else(|| why.to_string(), |refusal| refusal.said(lang)),
                None => lang.section("error.unreadable").to_string(),
            };
            lang.say(
                "error.bad_value",
                &[
                    ("flag", valued.into()),
                    ("value", value.into()),
                    ("why", why.into()),
                ],
            )
        }
        // The one argument a command cannot go without: judge's file.
        ErrorKind::MissingRequiredArgument if missing("<FILE>") => {
            lang.section("error.missing.file").to_string()
        }
        // The flag judge's `--like` goes with: the steps it sets against.
        ErrorKind::MissingRequiredArgument if missing("--steps") => {
            let like = super::given_values(line.args, "like")
                .last()
                .map_or_else(String::new, |like| shown(&like.to_string_lossy()));
            lang.say("judge.error.like", &[("like", like.into())])
        }
        ErrorKind::MissingRequiredArgument => lang.say("error.missing", &[("args", arg.into())]),
        ErrorKind::ArgumentConflict => {
            let prior = get(ContextKind::PriorArg);
            if prior == arg || prior.is_empty() {
                lang.say("error.twice", &[("flag", valued.into())])
            } else {
                lang.say("error.conflict", &[("flag", arg.into()), ("other", prior.into())])
            }
        }
        ErrorKind::TooManyValues
        | ErrorKind::TooFewValues
        | ErrorKind::WrongNumberOfValues
        | ErrorKind::NoEquals => lang.say("error.values", &[("flag", arg.into())]),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            lang.say("error.no_command", &[("commands", commands().into())])
        }
        ErrorKind::InvalidUtf8 => match line.not_utf8() {
            Some((arg, value)) => not_utf8(arg, value, lang),
            None => lang.section("error.unreadable").to_string(),
        },
        _ => lang.section("error.unreadable").to_string(),
    };
    let suggested = [
        (ContextKind::SuggestedArg, "error.did_you_mean.flag"),
        (ContextKind::SuggestedSubcommand, "error.did_you_mean.command"),
        (ContextKind::SuggestedValue, "error.did_you_mean.value"),
    ]
    .into_iter()
    .filter(|&(kind, _)| kind != ContextKind::SuggestedValue || suggested_value_alike(error))
    .find_map(|(kind, key)| Some((context(error, kind, line)?, key)));
    let more = match suggested {
        Some((name, key)) => lang.say(key, &[("name", Value::from(name))]),
        // An unknown flag and no near one: where the flags are listed.
        None if error.kind() == ErrorKind::UnknownArgument => {
            let program = line.command.get_bin_name().unwrap_or("nqueens");
            let typed = std::iter::once(program).chain(line.named()).collect::<Vec<_>>();
            lang.say("error.unknown_flag.help", &[("command", typed.join(" ").into())])
        }
        None => return main,
    };
    lang.say("error.more", &[("said", main.into()), ("more", more.into())])
}

/// Whether the value clap suggests is near the value typed ([`alike`]):
/// a suggestion that is not is left out, the values taken being listed.
fn suggested_value_alike(error: &clap::Error) -> bool {
    match (
        error.get(ContextKind::InvalidValue),
        error.get(ContextKind::SuggestedValue),
    ) {
        (Some(ContextValue::String(typed)), Some(ContextValue::String(name))) => alike(typed, name),
        _ => true,
    }
}

/// The refusal of `value`, which is not UTF-8, given to `arg` (when the
/// line says which): the flag named as it is typed (a positional argument
/// by its value's name) and the value with each byte that is no part of
/// UTF-8 written `\xff`.
fn not_utf8(arg: Option<&clap::Arg>, value: &[u8], lang: Lang) -> String {
    let value = quote_bytes(value, QUOTED);
    let why = lang.section("error.not_utf8");
    match arg {
        Some(arg) => {
            let flag = match arg.is_positional() {
                true => arg
                    .get_value_names()
                    .and_then(|names| names.first())
                    .map_or_else(|| arg.get_id().to_string(), ToString::to_string),
                false => typed(arg),
            };
            lang.say(
                "error.bad_value",
                &[
                    ("flag", flag.into()),
                    ("value", value.into()),
                    ("why", why.into()),
                ],
            )
        }
        None => lang.say(
            "error.not_utf8.word",
            &[("value", value.into()), ("why", why.into())],
        ),
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;
    use crate::cli::Cli;

    /// The error line of the command line `words`, which clap refuses, in `lang`.
    fn refused(words: &[&str], lang: Lang) -> String {
        let args: Vec<OsString> = words.iter().map(OsString::from).collect();
        let mut command = Cli::command();
        let error = command
            .try_get_matches_from_mut(&args)
            .expect_err("a command line clap refuses");
        one_line(
            &error,
            lang,
            CommandLine {
                command: &command,
                args: &args,
            },
        )
    }

    #[test]
    fn a_refused_value_is_said_in_the_language_of_the_line_it_comes_from() {
        // The value parsers know no language: this test process's own
        // command line (the test harness's) asks for none.
        assert_eq!(
            refused(&["nqueens", "--lang", "ko", "count", "-n", "x"], Lang::Ko),
            "오류: -n/--size에는 'x' 값을 쓸 수 없습니다. 값은 정수여야 합니다. n은 1부터 32까지 받습니다."
        );
        assert_eq!(
            refused(&["nqueens", "trace", "-n", "40"], Lang::En),
            "error: invalid value '40' for -n/--size: n is 1 to 32"
        );
        assert_eq!(
            refused(
                &["nqueens", "compare", "--strategies", "bitmask,,mirror"],
                Lang::Ko
            ),
            refused(
                &[
                    "nqueens",
                    "--lang=ko",
                    "compare",
                    "--strategies",
                    "bitmask,,mirror"
                ],
                Lang::Ko
            ),
        );
        assert!(
            refused(&["nqueens", "count", "--shard", "9/4"], Lang::Ko).starts_with("오류: --shard에는 '9/4'")
        );
    }
}
