//! The words and symbols of the players, in one place: the terminal view
//! and the page say the same things. (The steps themselves are worded by
//! the trace, `trace::describe`.)

use std::fmt::Display;

use crate::format::thousands;
use crate::observer::PruneReason;
use crate::trace::MAX_RECORDED_STEPS;

/// The keys, as `?` lists them (the page takes the same ones).
pub const KEYS: [(&str, &str); 10] = [
    ("→ or space", "next step"),
    ("←", "previous step, exactly back"),
    ("Enter or p", "play or pause"),
    ("+ and -", "faster, slower"),
    ("n and N", "next and previous solution"),
    ("b", "the next backtrack (a queen taken off)"),
    ("g", "go to a step: type its number, then Enter"),
    ("Home and End", "the first and the last step"),
    ("?", "show or hide these keys"),
    ("q or Esc", "quit"),
];

/// The page has nothing to quit: its Esc hides the keys, in place of the
/// last of [`KEYS`].
pub const PAGE_ESCAPE: (&str, &str) = ("Esc", "hide these keys");

/// The symbol a line of attack is drawn with: `|`, `/` or `\`.
pub fn symbol(reason: PruneReason) -> char {
    match reason {
        PruneReason::Column => '|',
        PruneReason::Diagonal => '/',
        PruneReason::AntiDiagonal => '\\',
    }
}

/// The legend under the board: what each mark means.
pub const LEGEND_MARKS: &str = "Q queen  [ ] tried  x|x pruned";

/// The legend of the attacked squares: each line has its own symbol.
pub fn legend_lines() -> String {
    let [column, diagonal, anti_diagonal] = PruneReason::ALL.map(symbol);
    format!("attacked: {column} column  {diagonal} {anti_diagonal} diagonals")
}

/// `step 12 of 172`: the status both players start with.
pub fn status(number: impl Display, total: u64) -> String {
    format!("step {number} of {}", thousands(total))
}

/// What the page says under its status when it keeps only the first steps.
pub fn page_keeps(kept: u64, total: u64) -> String {
    format!(
        "This page keeps steps 1 to {} of {}: --max-steps keeps up to {}, and \
         nqueens watch reaches every step.",
        thousands(kept),
        thousands(total),
        thousands(MAX_RECORDED_STEPS)
    )
}

/// What → says at the last step.
pub const LAST_STEP: &str = "this is the last step: Home goes back to the first";

/// What ← says at the first step.
pub const FIRST_STEP: &str = "this is the first step";

/// A speed: `1 step/s`, `20 steps/s`.
pub fn speed(per_second: u32) -> String {
    let steps = if per_second == 1 { "step" } else { "steps" };
    format!("{} {steps}/s", thousands(per_second))
}

/// Why a key that seeks finds nothing: `no solution after step 70`.
pub fn none(what: &str, direction: &str, number: impl Display) -> String {
    format!("no {what} {direction} step {number}")
}

/// A step number out of range, or no number (the player stays where it
/// is): the steps go from 1 to `last`.
pub fn no_step(asked: impl Display, last: u64) -> String {
    format!("no step {asked}: steps go from 1 to {}", thousands(last))
}

/// The open call for `row`, as the source names it: `place_queen(row = 2)`.
pub fn call(function: &str, row: usize) -> String {
    format!("{function}(row = {row})")
}

/// What an open call is doing: the column it tries, or that every row is filled.
pub fn trying(trying: Option<impl Display>, row: usize, n: usize) -> String {
    match trying {
        Some(col) => format!("trying column {col}"),
        None if row == n => format!("all {n} queens placed"),
        None => String::new(),
    }
}

/// A pruned square: its reason's symbol between two crosses, `x|x`.
pub fn pruned(reason: PruneReason) -> String {
    format!("x{}x", symbol(reason))
}

/// The counters up to the step, as two lines.
pub fn tally(
    nodes: impl Display,
    solutions: impl Display,
    prunes_by_reason: [impl Display; 3],
) -> [String; 2] {
    let [column, diagonal, anti_diagonal] = prunes_by_reason;
    let [_, slash, backslash] = PruneReason::ALL.map(symbol);
    [
        format!("nodes {nodes}  solutions {solutions}"),
        format!("prunes: column {column}, {slash} {diagonal}, {backslash} {anti_diagonal}"),
    ]
}
