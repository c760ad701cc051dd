//! The `nqueens` binary: parse the arguments, set up logging, run the
//! command, print the error and pick the exit code. Everything else lives in
//! the library.

use std::io::{self, IsTerminal};
use std::process::ExitCode;

use nqueens::cli::{execute, finish, parse_args, results, Cli};
use tracing_subscriber::EnvFilter;

fn main() -> ExitCode {
    let cli: Cli = match parse_args() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    init_logging(cli.verbose);
    let lang = cli.lang.or_locale();
    finish(execute(cli, &mut io::stdin().lock(), &mut results()), lang)
}

/// `-v` info, `-vv` debug, `-vvv` trace, on stderr; `RUST_LOG` overrides.
/// A log line that stderr cannot take is lost, never told of on stderr
/// again (the subscriber's own report of it would panic there).
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
        .log_internal_errors(false)
        .init();
}
