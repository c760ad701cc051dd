//! The `nqueens` binary: parse the arguments, set up logging, run the
//! command, print the error and pick the exit code. Everything else lives in
//! the library.

use std::io::{self, IsTerminal};
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use nqueens::cli::{execute, finish, Cli};
use tracing_subscriber::EnvFilter;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            // --help and --version: print them as clap does and succeed.
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            eprintln!("{}", one_line(&error));
            return ExitCode::from(2);
        }
    };
    init_logging(cli.verbose);
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    finish(execute(cli, &mut io::stdin().lock(), &mut out))
}

/// A clap error as one `error: ...` line: its message with the lines that
/// complete it (the missing argument, the possible values), without the
/// usage, tips and help hints that follow. With no command at all, clap
/// renders the whole help; the line names the commands instead.
fn one_line(error: &clap::Error) -> String {
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        let command = Cli::command();
        let names: Vec<&str> = command.get_subcommands().map(clap::Command::get_name).collect();
        return format!(
            "error: no command given: use one of {} (see 'nqueens --help')",
            names.join(", ")
        );
    }
    let rendered = error.render().to_string();
    let lines: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .take_while(|line| !line.starts_with("Usage:") && !line.starts_with("For more information"))
        .filter(|line| !line.is_empty() && !line.starts_with("tip:"))
        .collect();
    match lines.as_slice() {
        [] => "error: bad arguments".to_string(),
        lines => lines.join(" "),
    }
}

/// `-v` info, `-vv` debug, `-vvv` trace, on stderr; `RUST_LOG` overrides.
fn init_logging(verbose: u8) {
    let level = match verbose {
        0 => "warn",
        1 => "info",
        2 => "debug",
        _ => "trace",
    };
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(level));
    let ansi = io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(io::stderr)
        .with_ansi(ansi)
        .without_time()
        .init();
}
