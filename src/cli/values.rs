//! The values the flags take: the library's choices by name (`--strategy`,
//! `--lang`, the formats, the styles, the paces) as clap's `ValueEnum`, and
//! the value parsers of the numbers and lists (`-n`, `--threads`,
//! `--max-nodes`, `--strategies`...).
//!
//! The library's types know no clap: each says its values (`ALL`) and their
//! names (`name`, `code`), and here each becomes a value of the command
//! line, with its help from the English catalog (`help.rs` writes it in the
//! other languages). A parser knows no language either: it refuses a value
//! with a [`Refusal`], the words to say once the language of the command
//! line is known, which clap keeps as the cause of its error and
//! [`super::clap_errors`] says.

use std::ffi::OsStr;
use std::fmt;
use std::num::IntErrorKind;
use std::sync::Arc;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::ValueEnum;

use super::help::value_key;
use crate::board::BoardStyle;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::lessons::Format as LessonFormat;
use crate::programs::CodeLang;
use crate::report::Format;
use crate::strategies::{Kind, Strategy, MAX_ONE_SOLUTION_N};
use crate::watch::Pace;
use crate::MAX_N;

/// `impl ValueEnum` for each type: its values in the library's order, each
/// by the name its method gives, helped by the catalog's section of a flag
/// that takes it (`command`, `flag`).
macro_rules! choices {
    ($($choice:ty: $name:ident, $command:literal, $flag:literal;)*) => {$(
        impl ValueEnum for $choice {
            fn value_variants<'a>() -> &'a [Self] {
                &<$choice>::ALL
            }

            fn to_possible_value(&self) -> Option<PossibleValue> {
                let name = self.$name();
                let help = Lang::En.section(&value_key($command, $flag, name));
                Some(PossibleValue::new(name).help(help))
            }
        }
    )*};
}

choices! {
    Strategy: name, "solve", "strategy";
    Lang: code, "nqueens", "lang";
    Format: name, "compare", "format";
    LessonFormat: name, "lesson", "format";
    BoardStyle: name, "solve", "style";
    Pace: name, "watch", "pace";
    CodeLang: name, "program", "code";
}

/// The most characters of a value a message quotes.
pub(super) const QUOTED: usize = 40;

/// Why a value parser refused a value: its words, said once the language
/// of the command line is known (clap keeps the refusal as the cause of
/// its error, and [`super::clap_errors`] says it in that language).
#[derive(Clone)]
pub(super) struct Refusal(Arc<dyn Fn(Lang) -> String + Send + Sync>);

impl Refusal {
    /// The refusal that `said` words in each language.
    pub(super) fn new(said: impl Fn(Lang) -> String + Send + Sync + 'static) -> Self {
        Refusal(Arc::new(said))
    }

    /// The refusal in `lang`.
    pub(super) fn said(&self, lang: Lang) -> String {
        (self.0)(lang)
    }
}

impl From<Words> for Refusal {
    fn from(words: Words) -> Self {
        Refusal::new(move |lang| words.said(lang))
    }
}

impl fmt::Debug for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Refusal").field(&self.said(Lang::En)).finish()
    }
}

/// In English: clap's own rendering, which the command line never prints.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(Lang::En))
    }
}

impl std::error::Error for Refusal {}

/// Words of the catalog that a value parser refuses a value with: the
/// section `key`, filled with `values` in the language it is said in.
#[derive(Clone, Debug)]
pub(super) struct Words {
    key: &'static str,
    values: Vec<(&'static str, Value)>,
}

impl Words {
    /// The section `key` of the catalog, to fill with `values`.
    pub(super) fn new(key: &'static str, values: Vec<(&'static str, Value)>) -> Self {
        Self { key, values }
    }

    /// The words in `lang`.
    fn said(&self, lang: Lang) -> String {
        lang.say(self.key, &self.values)
    }
}

/// The one rule for blanks in a value, which every value parser applies
/// first: none around it (`-n " 8"` and `--shard " 3/8"` are refused alike,
/// saying why).
pub(super) fn bare(text: &str) -> Result<&str, Refusal> {
    if text.trim() == text {
        Ok(text)
    } else {
        Err(Refusal::new(|lang| lang.section("error.blanks").to_string()))
    }
}

/// The name nearest to `given` among `names`, as clap finds it for a
/// `--strategy` that does not exist: the one most alike, if any is alike
/// enough.
pub(super) fn nearest_name(given: &str, names: &[&'static str]) -> Option<String> {
    let parser = clap::builder::PossibleValuesParser::new(names);
    let error = parser
        .parse_ref(&clap::Command::new("nqueens"), None, OsStr::new(given))
        .err()?;
    match error.get(clap::error::ContextKind::SuggestedValue) {
        Some(clap::error::ContextValue::String(name)) if alike(given, name) => Some(name.clone()),
        _ => None,
    }
}

/// Whether `name`, a value clap suggests for `given`, is near enough to
/// name: `given` its beginning (`pyth` for `python`), or a few letters
/// away, one in every three of the longer (`pyhton`, `cp`). Clap's own
/// likeness finds `c` like `cobol`, one letter of five; this rule does not.
pub(super) fn alike(given: &str, name: &str) -> bool {
    let (given, name): (Vec<char>, Vec<char>) = (given.chars().collect(), name.chars().collect());
    if !given.is_empty() && name.starts_with(&given) {
        return true;
    }
    edits(&given, &name) <= (given.len().max(name.len()) / 3).max(1)
}

/// How many letters must be inserted, deleted, replaced or swapped with
/// their neighbour to turn `from` into `to` (the optimal string alignment
/// distance).
fn edits(from: &[char], to: &[char]) -> usize {
    let mut rows = vec![(0..=to.len()).collect::<Vec<usize>>()];
    for (i, &letter) in from.iter().enumerate() {
        let mut row = vec![i + 1];
        for (j, &other) in to.iter().enumerate() {
            let above = &rows[i];
            let mut best = (above[j] + usize::from(letter != other))
                .min(above[j + 1] + 1)
                .min(row[j] + 1);
            if i > 0 && j > 0 && letter == to[j - 1] && from[i - 1] == other {
                best = best.min(rows[i - 1][j - 1] + 1);
            }
            row.push(best);
        }
        rows.push(row);
    }
    rows[from.len()][to.len()]
}

/// A strategy in the list of `--strategies`: its name, with clap's
/// suggestion for a name that does not exist; an empty name (two commas in
/// a row, or one at an end) is named for what it is.
#[derive(Clone)]
pub(super) struct StrategyName;

impl TypedValueParser for StrategyName {
    type Value = Strategy;

    fn parse_ref(
        &self,
        command: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<Strategy, clap::Error> {
        let named = |text: &str| match text {
            "" => Err(Refusal::new(|lang| lang.section("error.empty_name").to_string())),
            text => bare(text).map(drop),
        };
        // A name that is not UTF-8 is refused below with the names taken.
        named.parse_ref(command, arg, OsStr::new(value.to_string_lossy().as_ref()))?;
        clap::builder::EnumValueParser::<Strategy>::new().parse_ref(command, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            Strategy::value_variants()
                .iter()
                .filter_map(ValueEnum::to_possible_value),
        ))
    }
}

/// A strategy that searches the tree, for `count --strategy`: the
/// one-solution strategies are left out of the values the help and the
/// errors list, and `count` given one all the same says why it cannot take it.
pub(super) fn search_strategy() -> impl TypedValueParser<Value = Strategy> {
    strategy_among(true)
}

/// A strategy that searches the tree, for `judge --like`, whose steps a
/// one-solution strategy has none of: any other is refused with the values
/// its help lists.
pub(super) fn only_search_strategy() -> impl TypedValueParser<Value = Strategy> {
    strategy_among(false)
}

/// The search strategies, and the one-solution ones too when
/// `one_solution_taken`, hidden from the help.
fn strategy_among(one_solution_taken: bool) -> impl TypedValueParser<Value = Strategy> {
    strategy_values(move |strategy| match strategy.kind() {
        Kind::Search => Some(false),
        Kind::OneSolution => one_solution_taken.then_some(true),
    })
}

/// The strategies for which `taken` says whether the help hides them
/// (`None`: not taken), as a value parser that lists the shown ones.
pub(super) fn strategy_values(
    taken: impl Fn(Strategy) -> Option<bool>,
) -> impl TypedValueParser<Value = Strategy> {
    let values = Strategy::value_variants().iter().filter_map(move |&strategy| {
        let hidden = taken(strategy)?;
        Some(strategy.to_possible_value()?.hide(hidden))
    });
    clap::builder::PossibleValuesParser::new(values)
        .map(|name| Strategy::from_str(&name, false).expect("the name of a strategy"))
}

/// The board size, `-n N`, for the commands that only search.
pub(super) fn board_size() -> impl TypedValueParser<Value = usize> {
    board_size_up_to(MAX_N)
}

/// The board size, `-n N`, for the commands that also take the one-solution
/// strategies (`solve`, `compare`); each strategy's own limit is checked
/// once it is known ([`super::check_size`]).
pub(super) fn any_board_size() -> impl TypedValueParser<Value = usize> {
    board_size_up_to(MAX_ONE_SOLUTION_N)
}

/// The board size from 1 to `max`, refused with the sizes the strategies
/// take: one range up to [`MAX_N`], the searches' and the one-solution
/// strategies' beyond.
pub(super) fn board_size_up_to(max: usize) -> impl TypedValueParser<Value = usize> {
    let sizes = if max > MAX_N {
        Words::new(
            "error.range.any_size",
            vec![("max_n", MAX_N.into()), ("max", max.into())],
        )
    } else {
        Words::new("error.range.size", vec![("max", Value::Text(max.to_string()))])
    };
    whole_number(1, max as u64, sizes).map(|n| usize::try_from(n).expect("at most a board size"))
}

/// Worker threads, `--threads N`.
pub(super) fn thread_count() -> impl TypedValueParser<Value = usize> {
    let range = Words::new(
        "error.range.threads",
        vec![("max", Value::Text(MAX_THREADS.to_string()))],
    );
    whole_number(1, MAX_THREADS as u64, range)
        .map(|threads| usize::try_from(threads).expect("at most MAX_THREADS"))
}

/// The most threads `--threads` takes: far more than any machine this runs on.
const MAX_THREADS: usize = 1024;

/// A column of `draw --queens`: a whole number from 0 (the board's size
/// bounds it later, with the range for that n).
pub(super) fn column() -> impl TypedValueParser<Value = usize> {
    whole_number(0, usize::MAX as u64, Words::new("error.range.column", Vec::new()))
        .map(|column| usize::try_from(column).expect("at most usize::MAX"))
}

/// A count such as `--max-nodes`, `--limit` or `--seed`: any `u64`.
pub(super) fn count_value() -> impl TypedValueParser<Value = u64> {
    whole_number(
        0,
        u64::MAX,
        Words::new("error.range.count", vec![("max", u64::MAX.into())]),
    )
}

/// A whole number from `min` to `max`. Text that is none, or a number out
/// of the range (a negative one too), is refused with `range`, which says
/// what is taken: clap puts it after the flag and the value given.
pub(super) fn whole_number(min: u64, max: u64, range: Words) -> impl TypedValueParser<Value = u64> {
    move |text: &str| match bare(text)?.parse::<i128>() {
        Ok(value) if (i128::from(min)..=i128::from(max)).contains(&value) => {
            Ok(u64::try_from(value).expect("within a u64 range"))
        }
        Err(error)
            if !matches!(
                error.kind(),
                IntErrorKind::PosOverflow | IntErrorKind::NegOverflow
            ) =>
        {
            let (range, text) = (range.clone(), text.to_string());
            Err(Refusal::new(move |lang| {
                let range = range.said(lang);
                match lang.full_width_note(&text) {
                    Some(note) => lang.say(
                        "error.not_whole.note",
                        &[("note", note.into()), ("range", range.into())],
                    ),
                    None => lang.say("error.not_whole", &[("range", range.into())]),
                }
            }))
        }
        _ => Err(Refusal::from(range.clone())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each value of `T` is found by its own name, and no two share one.
    fn found_by_name<T: ValueEnum + PartialEq + std::fmt::Debug>() {
        let mut names = Vec::new();
        for value in T::value_variants() {
            let name = value
                .to_possible_value()
                .expect("every value is taken")
                .get_name()
                .to_string();
            assert_eq!(T::from_str(&name, false).as_ref(), Ok(value), "{name}");
            assert!(!names.contains(&name), "{name} twice");
            names.push(name);
        }
    }

    #[test]
    fn every_choice_is_taken_by_its_name() {
        found_by_name::<Strategy>();
        found_by_name::<Lang>();
        found_by_name::<Format>();
        found_by_name::<LessonFormat>();
        found_by_name::<BoardStyle>();
        found_by_name::<Pace>();
        let strategies: Vec<&str> = Strategy::value_variants()
            .iter()
            .map(|strategy| strategy.name())
            .collect();
        assert_eq!(strategies[2], "branch-and-bound");
        assert_eq!(strategies[10], "min-conflicts");
    }
}
