//! The words and symbols of the players, in one place: the terminal view
//! and the page say the same things, in the language they are given, each
//! from its section of the catalog (`watch.` and `page.` keys). (The steps
//! themselves are worded by the trace, `trace::describe`.) What only the
//! terminal view says is the feature `terminal`.

use std::fmt::Display;

use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::observer::PruneReason;
use crate::trace::MAX_RECORDED_STEPS;

/// The lines of a keys section: `(keys, what they do)`.
fn key_lines(lang: Lang, key: &str) -> Vec<(&'static str, &'static str)> {
    lang.section(key)
        .lines()
        .filter_map(|line| line.split_once(" | "))
        .collect()
}

/// The keys both players take, as `?` lists them.
pub fn keys(lang: Lang) -> Vec<(&'static str, &'static str)> {
    key_lines(lang, "watch.keys")
}

/// The keys only the terminal view takes: its panels, and quitting.
#[cfg(feature = "terminal")]
pub fn terminal_keys(lang: Lang) -> Vec<(&'static str, &'static str)> {
    let mut keys = key_lines(lang, "watch.keys.panels");
    keys.extend(key_lines(lang, "watch.keys.quit"));
    keys
}

/// The page has nothing to quit: its Esc hides the keys.
pub fn page_escape(lang: Lang) -> (&'static str, &'static str) {
    key_lines(lang, "page.keys.escape")[0]
}

/// The symbol a line of attack is drawn with: `|`, `/` or `\`.
pub fn symbol(reason: PruneReason) -> char {
    match reason {
        PruneReason::Column => '|',
        PruneReason::Diagonal => '/',
        PruneReason::AntiDiagonal => '\\',
    }
}

/// The legend under the board: what each mark means.
#[cfg(feature = "terminal")]
pub fn legend_marks(lang: Lang) -> &'static str {
    lang.section("watch.legend.marks")
}

/// The legend of the attacked squares: each line has its own symbol.
#[cfg(feature = "terminal")]
pub fn legend_lines(lang: Lang) -> String {
    let [column, diagonal, anti] = PruneReason::ALL.map(|reason| Value::Text(symbol(reason).to_string()));
    lang.say(
        "watch.legend.lines",
        &[("column", column), ("diagonal", diagonal), ("anti", anti)],
    )
}

/// `step 12 of 172`: the status both players start with.
pub fn status(lang: Lang, number: impl Display, total: u64) -> String {
    lang.say(
        "watch.status",
        &[
            ("step", Value::Text(number.to_string())),
            ("total", Value::from(total)),
        ],
    )
}

/// What the page says under its status when it keeps only the first steps.
pub fn page_keeps(lang: Lang, kept: u64, total: u64) -> String {
    lang.say(
        "page.keeps",
        &[
            ("kept", Value::from(kept)),
            ("total", Value::from(total)),
            ("most", Value::from(MAX_RECORDED_STEPS)),
        ],
    )
}

/// What → says at the last step.
pub fn last_step(lang: Lang) -> &'static str {
    lang.section("watch.last-step")
}

/// What ← says at the first step.
pub fn first_step(lang: Lang) -> &'static str {
    lang.section("watch.first-step")
}

/// A speed: `1 step/s`, `20 steps/s`.
pub fn speed(lang: Lang, per_second: u32) -> String {
    lang.say("watch.speed", &[("count", Value::from(u64::from(per_second)))])
}

/// What a seeking key says when it finds nothing past step `number`:
/// `no solution after step 70` (`seeking` names the section:
/// `solution-after`, `solution-before`, `backtrack-after`).
pub fn none(lang: Lang, seeking: &str, number: impl Display) -> String {
    lang.say(
        &format!("watch.none.{seeking}"),
        &[("step", Value::Text(number.to_string()))],
    )
}

/// A step number out of range, or no number (the player stays where it
/// is): the steps go from 1 to `last`.
pub fn no_step(lang: Lang, asked: impl Display, last: u64) -> String {
    lang.say(
        "watch.no-step",
        &[
            ("asked", Value::Text(asked.to_string())),
            ("last", Value::from(last)),
        ],
    )
}

/// The open call for `row`, as the source names it: `solve(row = 2)`.
#[cfg(feature = "terminal")]
pub fn call(function: &str, row: usize) -> String {
    format!("{function}(row = {row})")
}

/// What an open call is doing: the column it tries, or that every row is filled.
pub fn trying(lang: Lang, trying: Option<impl Display>, row: usize, n: usize) -> String {
    match trying {
        Some(col) => lang.say("watch.trying", &[("col", Value::Text(col.to_string()))]),
        None if row == n => lang.say("watch.all-placed", &[("n", Value::from(n as u64))]),
        None => String::new(),
    }
}

/// A pruned square: its reason's symbol between two crosses, `x|x`.
pub fn pruned(reason: PruneReason) -> String {
    format!("x{}x", symbol(reason))
}

/// The counters up to the step, as two lines: the nodes and solutions,
/// then the squares pruned, all of them and by reason.
pub fn tally(
    lang: Lang,
    nodes: impl Display,
    solutions: impl Display,
    prunes: impl Display,
    prunes_by_reason: [impl Display; 3],
) -> [String; 2] {
    let text = |value: &dyn Display| Value::Text(value.to_string());
    let [column, diagonal, anti] = prunes_by_reason;
    let [_, slash, backslash] = PruneReason::ALL.map(symbol);
    [
        lang.say(
            "watch.tally.nodes",
            &[("nodes", text(&nodes)), ("solutions", text(&solutions))],
        ),
        lang.say(
            "watch.tally.prunes",
            &[
                ("prunes", text(&prunes)),
                ("column", text(&column)),
                ("slash", text(&slash)),
                ("diagonal", text(&diagonal)),
                ("backslash", text(&backslash)),
                ("anti", text(&anti)),
            ],
        ),
    ]
}
