//! `nqueens count`: only the number, the way an online judge asks for it.
//!
//! With `-n` the size comes from the command line; without it, from stdin
//! as the judge gives it ([`crate::judge::read_n`]: `echo 8 | nqueens
//! count` prints 92). The default strategy is the fastest (`halves` up to
//! n = 23, `parallel` beyond and for `--unique`, both on every core), with a
//! progress bar on a terminal and Ctrl-C reporting the partial count. The
//! counting itself is the library's [`crate::count::count`].
//!
//! With `--shard K/M` it counts part K of M (see [`crate::shard`]) and prints
//! one JSON line when that part is done; `nqueens merge` adds the lines.

use std::io::{self, BufRead, IsTerminal, Write};
use std::time::Instant;

use clap::builder::TypedValueParser;
use clap::Args;

use super::input_wait::InputWait;
use super::interrupt::interrupt_flag;
use super::progress::Progress;
use super::{
    bare, command_line_lang, refusal, search_strategy, thread_count, to_stderr, whole_number, Budget, Error,
    Words,
};
use crate::count::{count, Count, CountSpec};
use crate::judge::read_n;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::run::SpecError;
use crate::shard::{Shard, ShardError};
use crate::strategies::{Kind, Strategy};
use crate::threads::Control;
use crate::MAX_N;

/// Arguments of `nqueens count`.
#[derive(Debug, Args)]
pub struct CountArgs {
    /// Board size; read from stdin when absent.
    #[arg(short, long = "size", value_name = "N", value_parser = count_size(), allow_negative_numbers = true)]
    pub n: Option<usize>,

    /// Strategy that counts.
    #[arg(long, value_parser = search_strategy())]
    pub strategy: Option<Strategy>,

    /// Count the solutions up to rotation and reflection (OEIS A002562) instead of all.
    #[arg(long)]
    pub unique: bool,

    /// Worker threads for --strategy halves and parallel (default: one per core); 1 for the others.
    #[arg(long, value_name = "N", value_parser = thread_count(), allow_negative_numbers = true)]
    pub threads: Option<usize>,

    /// Count only part K of M (K from 0), printing one JSON line to add up with `nqueens merge`.
    #[arg(long, value_name = "K/M", value_parser = shard_part(), allow_hyphen_values = true)]
    pub shard: Option<Shard>,

    #[command(flatten)]
    pub budget: Budget,
}

/// `-n N` of count: a whole number from 1, held against what the strategy
/// takes once it is known, so that a one-solution strategy is told that it
/// counts nothing, whatever n.
fn count_size() -> impl TypedValueParser<Value = usize> {
    whole_number(
        1,
        u64::MAX,
        Words::new("error.range.size", vec![("max", Value::Text(MAX_N.to_string()))]),
    )
    .map(|n| usize::try_from(n).unwrap_or(usize::MAX))
}

/// `--shard K/M`, by [`Shard`]'s rule once the value is [`bare`], refused
/// in the language of the command line.
fn shard_part() -> impl TypedValueParser<Value = Shard> {
    |text: &str| {
        bare(text)?
            .parse::<Shard>()
            .map_err(|refusal| shard_refusal(&refusal, command_line_lang()))
    }
}

/// Why a value of `--shard` is no part `K/M`, in `lang`, with the range of the part that is wrong.
fn shard_refusal(refusal: &ShardError, lang: Lang) -> String {
    let parts = || lang.say("usage.shard.parts", &[("max", Shard::MAX_M.into())]);
    let part = |m: usize| {
        let values = [("last", Value::Text((m - 1).to_string())), ("m", m.into())];
        lang.say("usage.shard.part", &values)
    };
    let said = |key: &str, given: &str, range: String| {
        lang.say(key, &[("given", given.into()), ("range", range.into())])
    };
    match refusal {
        ShardError::NotKM => lang.section("usage.shard.not_km").to_string(),
        ShardError::PartsOutside(m) => said("usage.shard.outside", m, parts()),
        ShardError::PartsNotWhole(m) => said("usage.shard.parts_not_whole", m, parts()),
        ShardError::PartOutside { k, m } => said("usage.shard.outside", k, part(*m)),
        ShardError::PartNotWhole { k, m } => said("usage.shard.part_not_whole", k, part(*m)),
    }
}

pub(super) fn execute(
    args: CountArgs,
    lang: Lang,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), Error> {
    // Whatever n, before it is read: these strategies count nothing.
    if let Some(strategy) = args
        .strategy
        .filter(|strategy| strategy.kind() == Kind::OneSolution)
    {
        return Err(SpecError::CountsNone(strategy).into());
    }
    let n = match args.n {
        Some(n) => n,
        None => {
            if io::stdin().is_terminal() {
                let max = Value::Text(MAX_N.to_string());
                to_stderr(lang.say("count.prompt", &[("max", max)]));
            }
            let _waiting = InputWait::start("input.interrupted.n");
            tracing::info!("waiting for N on stdin");
            read_n(input).map_err(|error| Error::Usage(error.said(lang)))?
        }
    };
    let mut spec = CountSpec::new(n, args.strategy, args.unique);
    spec.max_nodes = args.budget.max_nodes;
    let given = match args.n {
        Some(_) => format!("-n {n}"),
        None => lang.say("count.from_stdin", &[("n", Value::Text(n.to_string()))]),
    };
    spec.shard = args.shard;
    let progress = Progress::counting(String::new(), spec.progress_unit(), lang);
    let advance = |done, total| progress.advance(done, total);
    let control = Control {
        threads: args.threads.unwrap_or(0),
        stop: interrupt_flag(),
        progress: Some(&advance),
    };
    let started = Instant::now();
    let counted = count(&spec, control).map_err(|error| match error {
        SpecError::Size { .. } | SpecError::SearchTooLarge { .. } => {
            let values = [
                ("given", Value::from(given.as_str())),
                ("max", Value::Text(MAX_N.to_string())),
            ];
            Error::Usage(lang.say("count.too_large", &values))
        }
        error => refusal(error, &given),
    });
    progress.clear();
    let counted = counted?;
    if !counted.finished {
        return Err(interrupted(&counted, lang));
    }
    match counted.shard_line(&spec, started.elapsed().as_secs_f64()) {
        Some(line) => writeln!(out, "{}", line.to_json())?,
        None => writeln!(out, "{}", counted.asked(&spec))?,
    }
    Ok(())
}

/// The error of a count Ctrl-C stopped, which says what it found so far,
/// and after how many of its subproblems when it had them.
fn interrupted(counted: &Count, lang: Lang) -> Error {
    let unique = match counted.unique {
        Some(unique) => format!(
            " {}",
            lang.say("count.unique_so_far", &[("unique", unique.into())])
        ),
        None => String::new(),
    };
    let mut values = vec![
        ("solutions", Value::from(counted.solutions)),
        ("unique", unique.into()),
    ];
    let key = match counted.parts {
        Some((done, total)) => {
            values.extend([("done", Value::from(done)), ("total", total.into())]);
            "count.interrupted.after"
        }
        None => "count.interrupted",
    };
    Error::Interrupted(lang.say(key, &values))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_interruption_says_what_was_found_in_each_language_order() {
        // The figures of a Ctrl-C during `count -n 17` (threads, classes).
        let counted = Count {
            solutions: 16_160_716,
            unique: Some(2_020_171),
            parts: Some((1_146, 9_033)),
            finished: false,
        };
        let said = |lang| match interrupted(&counted, lang) {
            Error::Interrupted(text) => text,
            _ => panic!("an interruption"),
        };
        assert_eq!(
            said(Lang::Ko),
            "부분 문제 9,033개 가운데 1,146개를 마친 뒤 중단했습니다. 지금까지 찾은 해는 \
             16,160,716개입니다. 본질적으로 다른 해는 2,020,171개입니다."
        );
        assert_eq!(
            said(Lang::En),
            "interrupted after 1,146 of 9,033 subproblems: 16,160,716 solutions so far (2,020,171 up \
             to symmetry)"
        );
        let alone = Count {
            unique: None,
            parts: None,
            ..counted
        };
        match interrupted(&alone, Lang::Ko) {
            Error::Interrupted(text) => {
                assert_eq!(text, "중단했습니다. 지금까지 찾은 해는 16,160,716개입니다.")
            }
            _ => panic!("an interruption"),
        }
    }
}
