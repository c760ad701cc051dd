//! The words and symbols of the players, in one place: the terminal view
//! and the page say the same things. (The steps themselves are worded by
//! the trace, `trace::describe`.)

use std::fmt::Display;

use crate::format::thousands;
use crate::observer::PruneReason;

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

/// `step 12 of 172`, and how many were not kept when the recording is cut.
pub fn status(number: impl Display, kept: u64, total: u64) -> String {
    if kept == total {
        format!("step {number} of {kept}")
    } else {
        format!(
            "step {number} of {kept} (the first {} of {} steps are kept)",
            thousands(kept),
            thousands(total)
        )
    }
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
