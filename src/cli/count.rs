//! `nqueens count`: only the number, the way an online judge asks for it.
//!
//! With `-n` the size comes from the command line; without it, from the
//! first line of stdin (Baekjoon 9663: `echo 8 | nqueens count` prints 92).

use std::io::{BufRead, Write};

use clap::Args;

use super::{board_size, Budget, Error};
use crate::run::{count_solutions, RunSpec, MAX_N};
use crate::strategies::Strategy;

/// Arguments of `nqueens count`.
#[derive(Debug, Args)]
pub struct CountArgs {
    /// Board size (1 to 32); read from stdin when absent.
    #[arg(short, long = "size", value_name = "N", value_parser = board_size())]
    pub n: Option<usize>,

    /// Strategy that counts.
    #[arg(long, value_enum, default_value_t = Strategy::Bitmask)]
    pub strategy: Strategy,

    #[command(flatten)]
    pub budget: Budget,
}

pub(super) fn execute(args: CountArgs, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), Error> {
    let n = match args.n {
        Some(n) => n,
        None => read_n(input)?,
    };
    let spec = RunSpec {
        strategy: args.strategy,
        n,
        first: false,
    };
    args.budget.check(spec)?;
    let solutions = count_solutions(args.strategy, n);
    writeln!(out, "{solutions}")?;
    Ok(())
}

/// Reads N from the first non-blank line of `input`.
fn read_n(input: &mut dyn BufRead) -> Result<usize, Error> {
    let mut text = String::new();
    input
        .read_to_string(&mut text)
        .map_err(|error| Error::Usage(format!("cannot read N from stdin: {error}")))?;
    let Some(word) = text.split_whitespace().next() else {
        return Err(Error::Usage(format!(
            "stdin is empty: give N (1 to {MAX_N}) on stdin or with -n N"
        )));
    };
    match word.parse::<usize>() {
        Ok(n) if (1..=MAX_N).contains(&n) => Ok(n),
        Ok(n) => Err(Error::Usage(format!(
            "N from stdin is {n}: it must be 1 to {MAX_N}"
        ))),
        Err(_) => Err(Error::Usage(format!(
            "N from stdin is '{word}': it must be a whole number from 1 to {MAX_N}"
        ))),
    }
}
