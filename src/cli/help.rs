//! The help of every command in the language of the command line: each
//! text from the catalog (`help.COMMAND.ARG`, `help.value.COMMAND.ARG.VALUE`,
//! `strategy.NAME.about`), set on clap's command at run time. The limits
//! and defaults the texts quote are filled from the constants that set
//! them, so that `--help` cannot drift from what the commands take. In a
//! language other than English, the headings, the defaults and the lists
//! of values clap writes in English are written from the catalog too.

use std::io::Write;

use clap::builder::PossibleValue;
use clap::{Arg, ArgAction, Args, Command, CommandFactory};

use crate::budget::{COUNT_MAX_NODES, COUNT_TEACHING_MAX_NODES, DEFAULT_MAX_NODES, WATCH_MAX_NODES};
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::programs::{CodeLang, CODE_VARIABLE};
use crate::run::RunSpec;
use crate::strategies::min_conflicts::DEFAULT_SEED;
use crate::strategies::{halves, MAX_ONE_SOLUTION_N};
use crate::trace::{Recording, DEFAULT_MAX_STEPS, MAX_RECORDED_STEPS};
use crate::MAX_N;

use super::judge::{ALL_SIZES, DEFAULT_SIZES};
use super::watch::MAX_WATCH_N;
use super::{Cli, Error, TEACHING_STRATEGY};

/// Arguments of `nqueens help`, which takes the place of clap's own `help`
/// command so that its words come from the catalog too.
#[derive(Debug, Args)]
pub struct HelpArgs {
    /// Print help for the subcommand(s).
    #[arg(value_name = "COMMAND")]
    pub command: Option<String>,
}

/// `nqueens help [COMMAND]`: the long help of the command line, or of one
/// of its commands, in `lang`, as `--help` prints it.
pub(super) fn execute(args: HelpArgs, lang: Lang, out: &mut dyn Write) -> Result<(), Error> {
    let mut command = localize(Cli::command(), lang);
    command.build();
    let help = match args.command {
        None => command.render_long_help(),
        Some(name) => match command.find_subcommand_mut(&name) {
            Some(sub) => sub.render_long_help(),
            None => {
                let commands: Vec<&str> = command.get_subcommands().map(Command::get_name).collect();
                let values = [
                    ("command", format!("'{name}'").into()),
                    ("commands", commands.join(", ").into()),
                ];
                return Err(Error::Usage(lang.say("error.unknown_command", &values)));
            }
        },
    };
    write!(out, "{help}")?;
    Ok(())
}

/// The figures the help quotes, each from its constant (counts with
/// their digits grouped: `50,000,000`), and the steps of the search that
/// `trace` shows first, as the search takes them.
fn figures() -> Vec<(&'static str, Value)> {
    let text = |value: &dyn ToString| Value::Text(value.to_string());
    let first_trace = RunSpec::new(TEACHING_STRATEGY, 4, false, u64::MAX)
        .and_then(|spec| Recording::record(spec, 1))
        .expect("n = 4 is within every budget");
    vec![
        ("max_n", text(&MAX_N)),
        ("max_one", MAX_ONE_SOLUTION_N.into()),
        ("watch_max", text(&MAX_WATCH_N)),
        ("halves_max", text(&halves::MAX_N)),
        ("seed", text(&DEFAULT_SEED)),
        ("max_steps", DEFAULT_MAX_STEPS.into()),
        ("recorded", MAX_RECORDED_STEPS.into()),
        ("steps", first_trace.total.into()),
        ("default_nodes", DEFAULT_MAX_NODES.into()),
        ("watch_nodes", WATCH_MAX_NODES.into()),
        ("count_nodes", COUNT_MAX_NODES.into()),
        ("teaching_nodes", COUNT_TEACHING_MAX_NODES.into()),
        (
            "judge_sizes",
            Value::Text(format!("{}..={}", DEFAULT_SIZES.start(), DEFAULT_SIZES.end())),
        ),
        (
            "judge_all_sizes",
            Value::Text(format!("{}..={}", ALL_SIZES.start(), ALL_SIZES.end())),
        ),
        ("code_default", CodeLang::DEFAULT.name().into()),
        ("code_variable", CODE_VARIABLE.into()),
        // The placeholders `judge --compile` takes, shown as they are typed.
        ("file", Value::from("{file}")),
        ("dir", Value::from("{dir}")),
    ]
}

/// The catalog's section for the help of the argument `arg` of `command`:
/// one for the flags every command shares, but for the budget of the
/// commands whose default is their own.
fn arg_key(command: &str, arg: &str) -> String {
    match (command, arg) {
        ("count" | "watch", "max_nodes") => format!("help.{command}.{arg}"),
        (_, "verbose" | "lang" | "max_nodes") => format!("help.{arg}"),
        _ => format!("help.{command}.{arg}"),
    }
}

/// The catalog's section for the help of `value` of the argument `arg` of
/// `command`: a strategy's is the same everywhere.
fn value_key(command: &str, arg: &str, value: &str) -> String {
    match arg {
        "strategy" | "strategies" | "like" => format!("strategy.{value}.about"),
        "lang" => format!("help.value.lang.{value}"),
        "code" => format!("help.value.code.{value}"),
        _ => format!("help.value.{command}.{arg}.{value}"),
    }
}

/// Every section of the catalog the help reads, each with the English text
/// clap's derive gives it (the doc comments), if any: the commands'
/// descriptions, their arguments' and their values'.
pub fn help_sections() -> Vec<(String, Option<String>)> {
    let mut command = Cli::command();
    command.build();
    let mut sections = vec![("help.nqueens.about".to_string(), None)];
    let mut commands = vec![("nqueens", &command)];
    commands.extend(command.get_subcommands().map(|sub| (sub.get_name(), sub)));
    for (name, command) in commands {
        if name != "nqueens" {
            let about = command.get_about().map(ToString::to_string);
            sections.push((format!("help.{name}.about"), about));
        }
        for arg in command
            .get_arguments()
            .filter(|arg| !["help", "version"].contains(&arg.get_id().as_str()))
        {
            let id = arg.get_id().as_str();
            let help = arg.get_long_help().or(arg.get_help()).map(ToString::to_string);
            sections.push((arg_key(name, id), help));
            if arg.get_action().takes_values() {
                for value in arg.get_possible_values() {
                    let help = value.get_help().map(ToString::to_string);
                    sections.push((value_key(name, id, value.get_name()), help));
                }
            }
        }
    }
    sections
}

/// The command line `command` (built by clap's derive) with its help in
/// `lang`. Its name is the command whose sections of the catalog it reads:
/// `nqueens` for the tool, `lesson` for a lesson's example, which takes the
/// flags of `nqueens lesson`; its usage starts with the name the program
/// was run by, when clap was told it (`bin_name`), as clap's own does.
pub(super) fn localize(command: Command, lang: Lang) -> Command {
    let figures = figures();
    let root = command.get_name().to_string();
    let program = command.get_bin_name().unwrap_or(&root).to_string();
    let command = command.about(lang.say(&format!("help.{root}.about"), &figures));
    let mut command = in_language(command, &root, None, lang, &figures);
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    for name in names {
        command = command.mut_subcommand(&name, |sub| {
            let sub = sub.about(lang.say(&format!("help.{name}.about"), &figures));
            let sub = in_language(sub, &name, Some(&program), lang, &figures);
            // What the exit code of `judge` says, which scripts read.
            if name == "judge" {
                sub.after_help(lang.section("help.judge.exit"))
            } else {
                sub
            }
        });
    }
    command
}

/// Every argument of `command` (called `name`, a command of `program` when
/// it is one) with its help in `lang`.
fn in_language(
    mut command: Command,
    name: &str,
    program: Option<&str>,
    lang: Lang,
    figures: &[(&str, Value)],
) -> Command {
    let ids: Vec<String> = command
        .get_arguments()
        .map(|arg| arg.get_id().to_string())
        .filter(|id| id != "help" && id != "version")
        .collect();
    for id in ids {
        command = command.mut_arg(&id, |arg| {
            let help = lang.say(&arg_key(name, &id), figures);
            match lang {
                // Clap writes the defaults and the values in English itself.
                Lang::En => arg
                    .help(help)
                    .long_help(clap::builder::Resettable::<clap::builder::StyledStr>::Reset),
                _ => in_other_language(arg, name, &help, lang),
            }
        });
    }
    match lang {
        Lang::En => command,
        _ => headings(command, program, lang),
    }
}

/// The possible values of `arg`, each with its help in `lang`.
fn values_with_help(arg: &Arg, command: &str, lang: Lang) -> Vec<PossibleValue> {
    let id = arg.get_id().as_str();
    if !arg.get_action().takes_values() {
        return Vec::new();
    }
    arg.get_possible_values()
        .into_iter()
        .filter(|value| !value.is_hide_set())
        .map(|value| {
            let help = lang.section(&value_key(command, id, value.get_name()));
            value.help(help)
        })
        .collect()
}

/// `arg` with its help, its default and its values written in `lang`.
fn in_other_language(arg: Arg, command: &str, help: &str, lang: Lang) -> Arg {
    let values = values_with_help(&arg, command, lang);
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|value| value.to_string_lossy().into_owned())
        .collect();
    let default = match defaults.as_slice() {
        [] => String::new(),
        values => format!(
            " {}",
            lang.say("help.default", &[("value", values.join(",").into())])
        ),
    };
    let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
    // A bracket that follows the help ends its sentence: no period before it.
    let before_brackets = help.strip_suffix('.').unwrap_or(help);
    let short = match names.as_slice() {
        [] if default.is_empty() => help.to_string(),
        [] => format!("{before_brackets}{default}"),
        names => format!(
            "{before_brackets} {}{default}",
            lang.say("help.values", &[("values", names.join(", ").into())])
        ),
    };
    let long = match values.as_slice() {
        [] => short.clone(),
        values => {
            let width = names.iter().map(|name| name.len()).max().unwrap_or(0) + 1;
            let lines: Vec<String> = values
                .iter()
                .map(|value| {
                    let about = value.get_help().map(ToString::to_string).unwrap_or_default();
                    format!("- {:width$} {about}", format!("{}:", value.get_name()))
                })
                .collect();
            format!(
                "{help}\n\n{}\n{}{}",
                lang.section("help.values.heading"),
                lines.join("\n"),
                if default.is_empty() {
                    String::new()
                } else {
                    format!("\n\n{}", default.trim())
                }
            )
        }
    };
    let heading = if arg.is_positional() {
        lang.section("help.heading.arguments")
    } else {
        lang.section("help.heading.options")
    };
    arg.help(short)
        .long_help(long)
        .hide_default_value(true)
        .hide_possible_values(true)
        .help_heading(heading)
}

/// `command` (a command of `program` when it is one) with its usage,
/// headings and `--help` / `--version` flags in `lang`.
fn headings(command: Command, program: Option<&str>, lang: Lang) -> Command {
    let options = lang.section("help.heading.options");
    let usage = command.clone().render_usage().to_string();
    let usage = usage.trim_start_matches("Usage: ");
    let usage = match program {
        None => usage.to_string(),
        Some(program) => format!("{program} {usage}"),
    };
    let usage = usage.replace("[OPTIONS]", &format!("[{}]", lang.section("help.usage.options")));
    // `<COMMAND>` names a command only where there are commands (`judge`'s is a program's).
    let usage = if command.has_subcommands() {
        usage.replace("<COMMAND>", &format!("<{}>", lang.section("help.usage.command")))
    } else {
        usage
    };
    let has_version = command.get_version().is_some();
    let mut command = command
        .override_usage(usage)
        .help_template(lang.section("help.template"))
        .subcommand_help_heading(lang.section("help.heading.commands"))
        .subcommand_value_name(lang.section("help.usage.command"))
        .disable_help_flag(true)
        .arg(
            Arg::new("help")
                .short('h')
                .long("help")
                .action(ArgAction::Help)
                .help(lang.section("help.help"))
                .help_heading(options),
        );
    if has_version {
        command = command.disable_version_flag(true).arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(lang.section("help.version"))
                .help_heading(options),
        );
    }
    command
}
