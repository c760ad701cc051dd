//! `nqueens merge`: adds the lines of `nqueens count --shard K/M` into the
//! count, or tells which shards are still missing.
//!
//! The lines come from the files given, or from stdin when there are none.
//! Anything that would make the sum wrong is refused with one line (see
//! [`crate::shard`]); `--missing` prints only the numbers of the shards not
//! yet there, one per line, ready to be run again.

use std::fs;
use std::io::{BufRead, Write};
use std::path::PathBuf;

use clap::builder::TypedValueParser;
use clap::Args;

use super::input_wait::InputWait;
use super::{whole_number, Config, Error, Words};
use crate::count::deals;
use crate::format::quote;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::shard::{Broken, Known, MergeError, Mismatch, Place, Shard, Shards, MOST_A_CLASS, QUOTED_SPLIT};
use crate::strategies::Strategy;

/// The most characters of a file's name a message quotes.
const QUOTED_PATH: usize = 200;

/// The most parts a sum that is not the known total names.
const NAMED_PARTS: usize = 8;

/// Arguments of `nqueens merge`.
#[derive(Debug, Args)]
pub struct MergeArgs {
    /// Files of shard lines, as `nqueens count --shard K/M` prints them; stdin when none.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,

    /// Print only the numbers K of the shards missing, one per line, to run them again.
    #[arg(long)]
    pub missing: bool,

    /// The count was split into M shards: lines of another split are
    /// refused, and --missing lists every part when no line came back.
    #[arg(long, value_name = "M", value_parser = shard_total(), allow_negative_numbers = true)]
    pub of: Option<usize>,

    /// Print the count up to symmetry (the shards must have counted with --unique).
    #[arg(long, conflicts_with = "missing")]
    pub unique: bool,
}

pub(super) fn execute(
    args: MergeArgs,
    config: &Config,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let lang = config.lang;
    let texts = if args.files.is_empty() {
        let mut text = String::new();
        let _waiting = InputWait::start("input.interrupted.lines");
        input
            .read_to_string(&mut text)
            .map_err(|error| Error::Usage(lang.say("merge.stdin", &[("error", error.to_string().into())])))?;
        vec![(lang.section("merge.source.stdin").to_string(), text)]
    } else {
        args.files
            .iter()
            .map(|file| {
                let name = quote(&file.display().to_string(), QUOTED_PATH);
                fs::read_to_string(file)
                    .map(|text| (name.clone(), text))
                    .map_err(|error| Error::Usage(unread(&name, &error, lang)))
            })
            .collect::<Result<Vec<_>, Error>>()?
    };
    let lines = texts.iter().flat_map(|(source, text)| {
        text.lines().enumerate().map(|(index, line)| {
            let place = Place {
                source: source.clone(),
                line: index + 1,
            };
            (place, line)
        })
    });
    // A file that holds no shard line is named when shards are missing: it
    // is likely the shard whose run did not finish.
    let empty: Vec<&str> = texts
        .iter()
        .filter(|(_, text)| !args.files.is_empty() && text.trim().is_empty())
        .map(|(source, _)| source.as_str())
        .collect();
    let refused = |error: MergeError| {
        let message = said(&error, lang);
        Error::Usage(match error {
            MergeError::Empty | MergeError::Missing { .. } if !empty.is_empty() => {
                let values = [
                    ("message", Value::from(message)),
                    ("files", Value::from(empty.join(", "))),
                    ("count", empty.len().into()),
                ];
                lang.say("merge.empty_files", &values)
            }
            _ => message,
        })
    };
    let shards = Shards::read_of(lines, args.of).map_err(refused)?;
    if args.missing {
        for k in shards.missing() {
            writeln!(out, "{k}")?;
        }
        return Ok(());
    }
    let merged = shards.merge(&deals).map_err(refused)?;
    tracing::info!(
        n = merged.n,
        solutions = %merged.count,
        seconds = %format!("{:.3}", merged.seconds),
        "merged the shards"
    );
    match (args.unique, merged.unique) {
        (false, _) => writeln!(out, "{}", merged.count)?,
        (true, Some(unique)) => writeln!(out, "{unique}")?,
        (true, None) => {
            let values = [
                ("n", Value::Text(merged.n.to_string())),
                ("count", merged.count.into()),
            ];
            return Err(Error::Usage(lang.say("merge.no_classes", &values)));
        }
    }
    Ok(())
}

/// The shards of a count, `--of M`: 1 to [`Shard::MAX_M`], as `--shard K/M` takes.
fn shard_total() -> impl TypedValueParser<Value = usize> {
    let range = Words::new("error.range.shards", vec![("max", Shard::MAX_M.into())]);
    whole_number(1, Shard::MAX_M as u64, range).map(|m| usize::try_from(m).expect("at most MAX_M"))
}

/// What differs between two lines of shards, in `lang`.
fn mismatch(what: &Mismatch, lang: Lang) -> String {
    let pair = |line: &dyn ToString, first: &dyn ToString| {
        [
            ("line", Value::Text(line.to_string())),
            ("first", Value::Text(first.to_string())),
        ]
    };
    match what {
        Mismatch::N { line, first } => lang.say("usage.mismatch.n", &pair(line, first)),
        Mismatch::Parts { line, first } => lang.say("usage.mismatch.parts", &pair(line, first)),
        Mismatch::Unique => lang.section("usage.mismatch.unique").to_string(),
        Mismatch::Split { line, first } => lang.say("usage.mismatch.split", &pair(line, first)),
        Mismatch::Of { found, of } => lang.say(
            "usage.mismatch.of",
            &[
                ("found", Value::Text(found.to_string())),
                ("of", Value::Text(of.to_string())),
            ],
        ),
    }
}

/// Why the file `name` cannot be read, in `lang`: a file that is not
/// there and one not allowed said in words, any other cause as the system says it.
fn unread(name: &str, error: &std::io::Error, lang: Lang) -> String {
    let name = ("name", Value::from(name));
    match error.kind() {
        std::io::ErrorKind::NotFound => lang.say("merge.file.missing", &[name]),
        std::io::ErrorKind::PermissionDenied => lang.say("merge.file.denied", &[name]),
        _ => lang.say("merge.file", &[name, ("error", error.to_string().into())]),
    }
}

/// Why the shard lines do not add up, in `lang`.
fn said(error: &MergeError, lang: Lang) -> String {
    let place = |place: &Place| {
        let values = [
            ("source", Value::from(place.source.as_str())),
            ("line", Value::Text(place.line.to_string())),
        ];
        lang.say("merge.place", &values)
    };
    match error {
        MergeError::Empty => lang.section("merge.none").to_string(),
        MergeError::Corrupt { place: at, why } => lang.say(
            "merge.corrupt",
            &[("place", place(at).into()), ("why", broken(why, lang).into())],
        ),
        MergeError::Mixed { place: at, what } => lang.say(
            "merge.mixed",
            &[("place", place(at).into()), ("what", mismatch(what, lang).into())],
        ),
        MergeError::Duplicate { shard, first, again } => lang.say(
            "merge.duplicate",
            &[
                ("k", Value::Text(shard.k.to_string())),
                ("m", Value::Text(shard.m.to_string())),
                ("first", place(first).into()),
                ("again", place(again).into()),
            ],
        ),
        MergeError::Missing { missing, m } => {
            let list: Vec<String> = missing.iter().map(usize::to_string).collect();
            let values = [
                ("count", Value::Text(missing.len().to_string())),
                ("m", Value::Text(m.to_string())),
                ("list", list.join(", ").into()),
            ];
            lang.say("merge.missing", &values)
        }
        MergeError::Total { n, sum, known, parts } => {
            let mut named: Vec<String> = parts
                .iter()
                .take(NAMED_PARTS)
                .map(|(k, at)| {
                    let values = [("k", Value::Text(k.to_string())), ("place", place(at).into())];
                    lang.say("merge.part", &values)
                })
                .collect();
            if parts.len() > NAMED_PARTS {
                let more = [("more", (parts.len() - NAMED_PARTS).into())];
                named.push(lang.say("merge.parts.more", &more));
            }
            let key = match known {
                Known::Solutions(_) => "merge.total.solutions",
                Known::Classes(_) => "merge.total.classes",
            };
            let values = [
                ("m", parts.len().into()),
                ("sum", (*sum).into()),
                ("n", Value::Text(n.to_string())),
                ("known", known.total().into()),
                ("parts", named.join(", ").into()),
            ];
            lang.say(key, &values)
        }
    }
}

/// Why a line is no shard line as this version writes it, in `lang`.
fn broken(why: &Broken, lang: Lang) -> String {
    let n = |n: &usize| ("n", Value::Text(n.to_string()));
    match why {
        Broken::Json(error) => {
            tracing::info!(%error, "the line is not JSON");
            lang.section("usage.broken.json").to_string()
        }
        Broken::NotAPart { k, m } => lang.say(
            "usage.broken.part",
            &[
                ("k", Value::Text(k.to_string())),
                ("m", Value::Text(m.to_string())),
            ],
        ),
        Broken::NoDigest => lang.section("usage.broken.no_digest").to_string(),
        Broken::Edited => lang.section("usage.broken.edited").to_string(),
        Broken::PastKnown {
            count,
            n: size,
            known,
        } => {
            let key = match known {
                Known::Solutions(_) => "usage.broken.past_solutions",
                Known::Classes(_) => "usage.broken.past_classes",
            };
            let values = [
                ("count", (*count).into()),
                n(size),
                ("known", known.total().into()),
            ];
            lang.say(key, &values)
        }
        Broken::Classes { unique, count } => lang.say(
            "usage.broken.classes",
            &[
                ("unique", (*unique).into()),
                ("count", (*count).into()),
                ("most", MOST_A_CLASS.into()),
            ],
        ),
        Broken::Split { split, n: size } => {
            let splits: Vec<String> = Strategy::ALL
                .into_iter()
                .filter_map(|strategy| Some(quote(strategy.shard_split()?, QUOTED_SPLIT)))
                .collect();
            let values = [
                ("split", split.as_str().into()),
                n(size),
                ("splits", splits.join(", ").into()),
            ];
            lang.say("usage.broken.split", &values)
        }
        Broken::Parts { n: size, m, most } => lang.say(
            "usage.broken.parts",
            &[
                n(size),
                ("m", Value::Text(m.to_string())),
                ("most", (*most).into()),
            ],
        ),
    }
}
