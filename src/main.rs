//! The `nqueens` binary: parse the arguments, set up logging, run the
//! command, print the error and pick the exit code. Everything else lives in
//! the library; what only a process knows (was standard output closed when
//! it started?) is read here, at the edge.

use std::io;
use std::process::ExitCode;

use nqueens::cli::{execute, finish, parse_args, Cli, Config, Output};
use nqueens::verbose::fields_in;
use tracing_subscriber::EnvFilter;

fn main() -> ExitCode {
    let closed = nqueens::platform::stdout_closed_at_load();
    let cli: Cli = match parse_args(std::env::args_os().collect(), closed) {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    let config = match Config::resolve(&cli, Output::of_process(closed)) {
        Ok(config) => config,
        Err(code) => return code,
    };
    init_logging(&config);
    let ran = execute(
        cli.command,
        &config,
        &mut io::stdin().lock(),
        &mut config.results(),
    );
    finish(ran, config.lang)
}

/// `-v` info, `-vv` debug, `-vvv` trace, on stderr, the messages in the
/// language of the command line, in colour on a
/// terminal unless `NO_COLOR` says otherwise; `RUST_LOG` overrides. A log
/// line that stderr cannot take is lost, never told of on stderr again
/// (the subscriber's own report of it would panic there).
fn init_logging(config: &Config) {
    let level = match config.verbose {
        0 => "warn",
        1 => "info",
        2 => "debug",
        _ => "trace",
    };
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(level));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(io::stderr)
        .with_ansi(config.output.stderr_terminal && config.output.colour)
        .fmt_fields(fields_in(config.lang))
        .without_time()
        .log_internal_errors(false)
        .init();
}
