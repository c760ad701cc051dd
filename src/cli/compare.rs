//! `nqueens compare`: every strategy on one board, side by side, or on
//! every board of a range of sizes (`--sizes A..=B`, the sweep). With
//! `--first`, the one-solution strategies (`construction`, `min-conflicts`)
//! stand beside the searches' first solutions, and past n = 32 only they run.

use std::io::Write;
use std::ops::RangeInclusive;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::Args;

use super::interrupt::interrupt_flag;
use super::progress::{label, Progress, SearchProgress};
use super::{
    any_board_size, bare, check_seed, check_size, count_value, refusal, thread_count, to_stderr, Budget,
    Config, Error, Refusal, StrategyName,
};
use crate::format::quote;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::observer::Quiet;
use crate::render;
use crate::report::{Comparison, Entry, Format, Sweep};
use crate::run::{search, RunSpec, SpecError};
use crate::strategies::{Kind, Strategy};
use crate::threads::Control;
use crate::MAX_N;

/// Arguments of `nqueens compare`.
#[derive(Debug, Args)]
pub struct CompareArgs {
    /// Board size.
    #[arg(short, long = "size", value_name = "N", default_value_t = 8, value_parser = any_board_size(), allow_negative_numbers = true)]
    pub n: usize,

    /// Every board size of a range.
    #[arg(long, value_name = "A..=B", value_parser = size_range, conflicts_with = "n", allow_hyphen_values = true)]
    pub sizes: Option<RangeInclusive<usize>>,

    /// Strategies to run, comma-separated, in this order, each once (default: every search; with --first, construction and min-conflicts too).
    #[arg(long, value_delimiter = ',', value_name = "LIST", value_parser = StrategyName)]
    pub strategies: Vec<Strategy>,

    /// Stop each run at its first solution.
    #[arg(long)]
    pub first: bool,

    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,

    /// On a terminal, keep every column of the table, however wide (without it, the columns
    /// that do not fit the terminal's width are left out, and named under the table).
    #[arg(long)]
    pub wide: bool,

    /// Seed of min-conflicts' random numbers.
    #[arg(long, value_name = "S", value_parser = count_value(), allow_negative_numbers = true)]
    pub seed: Option<u64>,

    /// Worker threads for the parallel strategy (default: one per core); halves runs on one here.
    #[arg(long, value_name = "N", value_parser = thread_count(), allow_negative_numbers = true)]
    pub threads: Option<usize>,

    #[command(flatten)]
    pub budget: Budget,
}

/// `--sizes A..=B`: two board sizes from 1 to 32, A at most B.
fn size_range(text: &str) -> Result<RangeInclusive<usize>, Refusal> {
    let max = || ("max", Value::Text(MAX_N.to_string()));
    let (start, end) = bare(text)?
        .split_once("..=")
        .ok_or_else(|| Refusal::new(move |lang| lang.say("error.sizes.form", &[max()])))?;
    let size = |part: &str| {
        let size = quote(part, 24);
        part.parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_N).contains(n))
            .ok_or_else(|| {
                Refusal::new(move |lang| {
                    lang.say("error.sizes.size", &[("size", size.as_str().into()), max()])
                })
            })
    };
    let (start, end) = (size(start)?, size(end)?);
    if start > end {
        return Err(Refusal::new(move |lang| {
            lang.say(
                "error.sizes.order",
                &[("start", start.into()), ("end", end.into())],
            )
        }));
    }
    Ok(start..=end)
}

pub(super) fn execute(args: CompareArgs, config: &Config, out: &mut dyn Write) -> Result<(), Error> {
    let lang = config.lang;
    let sizes = args.sizes.clone().unwrap_or(args.n..=args.n);
    let largest = *sizes.end();
    let flag = match &args.sizes {
        Some(_) => format!("--sizes {}..={largest}", sizes.start()),
        None => format!("-n {largest}"),
    };
    let strategies = chosen_strategies(&args.strategies, largest, args.first, &flag, lang)?;
    check_seed(&strategies, args.seed, lang)?;
    let stop = interrupt_flag();
    let mut comparisons = Vec::new();
    for n in sizes.clone() {
        let entries = strategies
            .iter()
            .map(|&strategy| entry(&args, strategy, n, stop, &flag, config))
            .collect::<Result<_, _>>()?;
        comparisons.push(Comparison::new(n, args.first, entries));
    }
    let rendered = match (&args.sizes, comparisons.as_slice()) {
        (None, [comparison]) if args.format == Format::Table && !args.wide => {
            comparison.render_within(config.output.columns, lang)
        }
        (None, [comparison]) => render::comparison(comparison, args.format, lang),
        _ if args.format == Format::Table && !args.wide => {
            Sweep::new(sizes, args.first, comparisons).render_within(config.output.columns, lang)
        }
        _ => render::sweep(&Sweep::new(sizes, args.first, comparisons), args.format, lang),
    };
    out.write_all(rendered.as_bytes())?;
    Ok(())
}

/// The strategies to run, each once: those asked for (each must take a
/// board of `largest`), or every strategy that takes it; the one-solution
/// strategies only beside first solutions.
fn chosen_strategies(
    asked: &[Strategy],
    largest: usize,
    first: bool,
    flag: &str,
    lang: Lang,
) -> Result<Vec<Strategy>, Error> {
    let mut strategies = if asked.is_empty() {
        let one_solution = if first {
            Strategy::ONE_SOLUTION.as_slice()
        } else {
            &[]
        };
        let (strategies, left_out): (Vec<Strategy>, Vec<Strategy>) = Strategy::SEARCHES
            .iter()
            .chain(one_solution)
            .copied()
            .partition(|strategy| largest <= strategy.max_shown_n());
        if strategies.is_empty() {
            let values = [
                ("flag", Value::from(flag)),
                ("max_n", Value::Text(MAX_N.to_string())),
            ];
            return Err(Error::Usage(lang.say("compare.too_large", &values)));
        }
        note_left_out(&left_out, largest, flag, lang);
        strategies
    } else {
        for &strategy in asked {
            if strategy.kind() == Kind::OneSolution && !first {
                let values = [("strategy", Value::from(strategy.name()))];
                return Err(Error::Usage(lang.say("compare.needs_first", &values)));
            }
            check_size(strategy, largest, flag)?;
        }
        asked.to_vec()
    };
    let mut seen = Vec::new();
    strategies.retain(|&strategy| {
        let first_time = !seen.contains(&strategy);
        seen.push(strategy);
        first_time
    });
    Ok(strategies)
}

/// Names on stderr the strategies of the default list that `largest` left
/// out, with why and what runs them.
fn note_left_out(left_out: &[Strategy], largest: usize, flag: &str, lang: Lang) {
    if largest > MAX_N {
        if !left_out.is_empty() {
            let values = [
                ("flag", Value::from(flag)),
                ("max_n", Value::Text(MAX_N.to_string())),
            ];
            to_stderr(lang.say("compare.searches_left_out", &values));
        }
        return;
    }
    for &strategy in left_out {
        let name = ("strategy", Value::from(strategy.name()));
        let count_max = ("count_max", Value::Text(strategy.max_count_n().to_string()));
        let elsewhere = if largest <= strategy.max_count_n() {
            lang.say(
                "compare.count_it",
                &[name.clone(), ("n", Value::Text(largest.to_string()))],
            )
        } else {
            lang.say("compare.count_up_to", &[count_max])
        };
        let values = [
            name,
            ("max", Value::Text(strategy.max_shown_n().to_string())),
            ("elsewhere", elsewhere.into()),
        ];
        to_stderr(lang.say("compare.left_out_strategy", &values));
    }
}

/// One strategy on an `n` x `n` board, or why it was skipped (past the
/// budget of `config`); Ctrl-C (`stop`) ends the comparison, and `flag`
/// says where n came from.
fn entry(
    args: &CompareArgs,
    strategy: Strategy,
    n: usize,
    stop: Option<&'static AtomicBool>,
    flag: &str,
    config: &Config,
) -> Result<Entry, Error> {
    let lang = config.lang;
    let spec = match RunSpec::new(strategy, n, args.first, config.run_budget()) {
        Ok(spec) => RunSpec {
            seed: args.seed.unwrap_or(spec.seed),
            ..spec
        },
        Err(SpecError::OverBudget(refusal)) => {
            tracing::debug!("{refusal}");
            return Ok(Entry::Skipped(refusal));
        }
        Err(error) => return Err(refusal(error, flag)),
    };
    // The threaded parallel count shows its subproblems; a search on this
    // thread, its nodes. Either bar shows only on a terminal.
    let result = if strategy.is_serial_stand_in() && !args.first {
        let progress = Progress::counting(label(strategy, n), "subproblems", config);
        let advance = |done, total| progress.advance(done, total);
        let control = Control {
            threads: args.threads.unwrap_or(0),
            stop,
            progress: Some(&advance),
        };
        let result = search(spec, control, &mut Quiet);
        progress.clear();
        result
    } else {
        let control = Control {
            stop,
            ..Control::on_threads(1)
        };
        search(spec, control, &mut SearchProgress::for_run(spec, stop, config))
    }?;
    if stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
        let values = [
            ("strategy", Value::from(strategy.name())),
            ("n", Value::Text(n.to_string())),
        ];
        return Err(Error::Interrupted(lang.say("compare.interrupted", &values)));
    }
    Ok(Entry::Ran(result))
}
