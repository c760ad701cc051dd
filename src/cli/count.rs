//! `nqueens count`: only the number, the way an online judge asks for it.
//!
//! With `-n` the size comes from the command line; without it, from the
//! first line of stdin (Baekjoon 9663: `echo 8 | nqueens count` prints 92).
//! The default strategy is the fastest (`halves` up to n = 23, `parallel`
//! beyond and for `--unique`, both on every core), with a progress bar on a
//! terminal and Ctrl-C reporting the partial count.
//!
//! With `--shard K/M` it counts part K of M (see [`crate::shard`]) and prints
//! one JSON line when that part is done; `nqueens merge` adds the lines.

use std::io::{BufRead, Write};
use std::time::Instant;

use clap::Args;

use super::progress::{interrupt_flag, Progress};
use super::{board_size, check_size, thread_count, Error};
use crate::format::thousands;
use crate::run::{
    check_count_budget, count_budget, count_classes, count_halves, count_solutions, RunSpec, MAX_N,
};
use crate::shard::{Shard, ShardLine, Unbalanced};
use crate::strategies::parallel::{Control, Outcome};
use crate::strategies::Strategy;

/// Arguments of `nqueens count`.
#[derive(Debug, Args)]
pub struct CountArgs {
    /// Board size (1 to 32); read from stdin when absent.
    #[arg(short, long = "size", value_name = "N", value_parser = board_size(), allow_negative_numbers = true)]
    pub n: Option<usize>,

    /// Strategy that counts [default: halves up to n = 23; parallel beyond, and with --unique]
    #[arg(long, value_enum)]
    pub strategy: Option<Strategy>,

    /// Count the solutions up to rotation and reflection (OEIS A002562) instead of all.
    #[arg(long)]
    pub unique: bool,

    /// Worker threads for --strategy halves and parallel (default: one per core); 1 for the others.
    #[arg(long, value_name = "N", value_parser = thread_count(), allow_negative_numbers = true)]
    pub threads: Option<usize>,

    /// Count only part K of M (K from 0), printing one JSON line to add up with `nqueens merge`.
    #[arg(long, value_name = "K/M")]
    pub shard: Option<Shard>,

    /// Refuse a count whose tree has more nodes than this (closed form or Knuth's estimate)
    /// [default: 200000000000 for mirror, symmetry and parallel, 1000000000 for the others;
    /// each of M shards gets this budget]
    #[arg(long, value_name = "NODES", allow_negative_numbers = true)]
    pub max_nodes: Option<u64>,
}

pub(super) fn execute(args: CountArgs, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<(), Error> {
    let n = match args.n {
        Some(n) => n,
        None => read_n(input)?,
    };
    let strategy = args.strategy.unwrap_or_else(|| Strategy::fastest(n, args.unique));
    if let Some(threads) = args.threads.filter(|&t| t > 1 && !strategy.is_threaded()) {
        return Err(Error::Usage(format!(
            "--threads {threads}: {strategy} runs on one thread; only --strategy halves or parallel take more"
        )));
    }
    if args.unique && !strategy.counts_classes() {
        return Err(Error::Usage(format!(
            "--unique needs a strategy that counts classes of symmetric boards \
             (--strategy symmetry or parallel), not {strategy}"
        )));
    }
    let given = match args.n {
        Some(_) => format!("-n {n}"),
        None => format!("N = {n} from stdin"),
    };
    if let Some(shard) = args.shard.filter(|_| strategy.shard_split().is_none()) {
        return Err(Error::Usage(format!(
            "--shard {shard}: {strategy} counts on one thread, in one piece; \
             only --strategy halves or parallel cut a count into shards"
        )));
    }
    check_size(strategy, n, true, &given, "--strategy")?;
    let spec = RunSpec {
        strategy,
        n,
        first: false,
    };
    let shard = args.shard.unwrap_or(Shard::WHOLE);
    // A shard does its share of the work: the budget holds for each.
    let budget = args.max_nodes.unwrap_or_else(|| count_budget(strategy));
    let threads = args.threads.unwrap_or(0);
    let cores = match threads {
        0 => std::thread::available_parallelism().map_or(1, usize::from),
        threads => threads,
    };
    check_count_budget(spec, budget.saturating_mul(shard.m as u64), cores)?;
    let started = Instant::now();
    let (count, unique) = if strategy == Strategy::Halves {
        let outcome = with_progress(strategy, threads, |control| count_halves(n, control, shard))?;
        if !outcome.finished() {
            return Err(interrupted(
                &outcome,
                format!("{} solutions so far", thousands(outcome.found)),
            ));
        }
        (outcome.found, None)
    } else if strategy.counts_classes() {
        let outcome = with_progress(strategy, threads, |control| {
            count_classes(strategy, n, control, shard)
        })?;
        let classes = outcome.found;
        if !outcome.finished() {
            return Err(interrupted(
                &outcome,
                format!(
                    "{} solutions so far ({} up to symmetry)",
                    thousands(classes.total()),
                    thousands(classes.unique()),
                ),
            ));
        }
        (classes.total(), Some(classes.unique()))
    } else {
        (u128::from(count_solutions(strategy, n)), None)
    };
    match (args.shard, strategy.shard_split()) {
        (Some(Shard { k, m }), Some(split)) => {
            let line = ShardLine {
                n,
                k,
                m,
                split: split.to_string(),
                count,
                unique: unique.filter(|_| args.unique),
                seconds: (started.elapsed().as_secs_f64() * 1000.0).round() / 1000.0,
            };
            writeln!(out, "{}", line.to_json())?;
        }
        _ => writeln!(
            out,
            "{}",
            if args.unique {
                unique.unwrap_or(count)
            } else {
                count
            }
        )?,
    }
    Ok(())
}

/// Runs a count with a progress bar, and with Ctrl-C stopping it between
/// subproblems (when the count is threaded).
fn with_progress<R>(
    strategy: Strategy,
    threads: usize,
    count: impl FnOnce(Control) -> Result<Outcome<R>, Unbalanced>,
) -> Result<Outcome<R>, Error> {
    let progress = Progress::new();
    let advance = |done, total| progress.advance(done, total);
    let control = Control {
        threads,
        stop: strategy.is_threaded().then(interrupt_flag).flatten(),
        progress: Some(&advance),
    };
    let outcome = count(control);
    progress.clear();
    outcome.map_err(|unbalanced| Error::Usage(unbalanced.to_string()))
}

/// The error of a count Ctrl-C stopped, which says what it found so far.
fn interrupted<R>(outcome: &Outcome<R>, so_far: String) -> Error {
    Error::Interrupted(format!(
        "interrupted after {} of {} subproblems: {so_far}",
        thousands(outcome.done as u64),
        thousands(outcome.subproblems as u64),
    ))
}

/// Reads N from the first line of `input`, as a judge gives it: one whole
/// number. The line is read as soon as it ends, without waiting for the end
/// of the input.
fn read_n(input: &mut dyn BufRead) -> Result<usize, Error> {
    let mut line = String::new();
    input
        .read_line(&mut line)
        .map_err(|error| Error::Usage(format!("cannot read N from stdin: {error}")))?;
    // A byte order mark, as some Windows editors write, is not part of N.
    let mut words = line.trim_start_matches('\u{feff}').split_whitespace();
    let Some(word) = words.next() else {
        return Err(Error::Usage(format!(
            "stdin is empty: give N (1 to {MAX_N}) on stdin or with -n N"
        )));
    };
    if words.next().is_some() {
        return Err(Error::Usage(format!(
            "stdin holds more than one number on its first line: give one N (1 to {MAX_N})"
        )));
    }
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
