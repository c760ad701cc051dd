//! `nqueens compare`: every strategy on one board, side by side. With
//! `--first`, the one-solution strategies (`construction`, `min-conflicts`)
//! stand beside the searches' first solutions, and past n = 32 only they run.

use std::io::Write;

use clap::Args;

use super::{any_board_size, check_size, thread_count, Budget, Error};
use crate::report::{Comparison, Entry, Format};
use crate::run::{run_on, RunSpec, MAX_N};
use crate::strategies::{Kind, Strategy};

/// Arguments of `nqueens compare`.
#[derive(Debug, Args)]
pub struct CompareArgs {
    /// Board size: n queens on an n x n board (1 to 32; up to 10000000 with --first for construction and min-conflicts).
    #[arg(short, long = "size", value_name = "N", default_value_t = 8, value_parser = any_board_size(), allow_negative_numbers = true)]
    pub n: usize,

    /// Strategies to run, comma-separated, in this order, each once (default: every search; with --first, construction and min-conflicts too).
    #[arg(long, value_delimiter = ',', value_name = "LIST")]
    pub strategies: Vec<Strategy>,

    /// Stop each run at its first solution (and add the one-solution strategies).
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
        // Every strategy that takes this board: the one-solution ones only
        // beside first solutions.
        let one_solution = if args.first {
            Strategy::ONE_SOLUTION.as_slice()
        } else {
            &[]
        };
        let strategies: Vec<Strategy> = Strategy::ALL
            .iter()
            .chain(one_solution)
            .copied()
            .filter(|strategy| args.n <= strategy.max_n())
            .collect();
        if strategies.is_empty() {
            return Err(Error::Usage(format!(
                "-n {}: the searches take n up to {MAX_N}; with --first, construction and \
                 min-conflicts take larger boards",
                args.n
            )));
        }
        strategies
    } else {
        for &strategy in &args.strategies {
            if strategy.kind() == Kind::OneSolution && !args.first {
                return Err(Error::Usage(format!(
                    "--strategies {strategy}: it finds one solution and counts none; \
                     add --first to set it beside the searches' first solutions"
                )));
            }
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
