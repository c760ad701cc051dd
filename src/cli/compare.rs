//! `nqueens compare`: every strategy on one board, side by side.

use std::io::Write;

use clap::Args;

use super::{board_size, check_size, thread_count, Budget, Error};
use crate::report::{Comparison, Entry, Format};
use crate::run::{run_on, RunSpec};
use crate::strategies::Strategy;

/// Arguments of `nqueens compare`.
#[derive(Debug, Args)]
pub struct CompareArgs {
    /// Board size: n queens on an n x n board (1 to 32).
    #[arg(short, long = "size", value_name = "N", default_value_t = 8, value_parser = board_size(), allow_negative_numbers = true)]
    pub n: usize,

    /// Strategies to run, comma-separated, in this order, each once (default: all).
    #[arg(long, value_delimiter = ',', value_name = "LIST")]
    pub strategies: Vec<Strategy>,

    /// Stop each run at its first solution.
    #[arg(long)]
    pub first: bool,

    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,

    /// Worker threads for the parallel strategy (default: one per core); halves runs on one here.
    #[arg(long, value_name = "N", value_parser = thread_count(), allow_negative_numbers = true)]
    pub threads: Option<usize>,

    #[command(flatten)]
    pub budget: Budget,
}

pub(super) fn execute(args: CompareArgs, out: &mut dyn Write) -> Result<(), Error> {
    let mut strategies = if args.strategies.is_empty() {
        // Every strategy that takes this board.
        Strategy::ALL
            .into_iter()
            .filter(|strategy| args.n <= strategy.max_n())
            .collect()
    } else {
        for &strategy in &args.strategies {
            check_size(strategy, args.n, &format!("-n {}", args.n))?;
        }
        args.strategies
    };
    let mut seen = Vec::new();
    strategies.retain(|&strategy| {
        let first_time = !seen.contains(&strategy);
        seen.push(strategy);
        first_time
    });
    let entries = strategies
        .into_iter()
        .map(|strategy| {
            let spec = RunSpec {
                strategy,
                n: args.n,
                first: args.first,
            };
            match args.budget.check(spec) {
                Ok(()) => Entry::Ran(run_on(spec, args.threads.unwrap_or(0))),
                Err(refusal) => {
                    tracing::debug!("{refusal}");
                    Entry::Skipped(refusal)
                }
            }
        })
        .collect();
    let comparison = Comparison::new(args.n, args.first, entries);
    out.write_all(comparison.render(args.format).as_bytes())?;
    Ok(())
}
