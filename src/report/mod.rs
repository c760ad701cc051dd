//! Comparisons of runs, and the renderers that print them.
//!
//! A [`Comparison`] holds the plain results of several runs (or why a run
//! was skipped) and the figures derived from them, computed once here; a
//! [`Sweep`] holds comparisons at every n of a range and the growth from
//! one n to the next. The renderers (a terminal table, Markdown, CSV, JSON)
//! only lay them out; `render` picks one by [`Format`] and draws the SVG
//! chart.

mod csv;
mod json;
mod sweep;
mod table;

pub use sweep::{ClosedForms, Growth, Sweep, SweepRow};

use crate::budget::OverBudget;
use crate::estimate::TreeSize;
use crate::lang::Lang;
use crate::run::RunResult;
use crate::strategies::{Kind, Strategy};
use crate::PruneReason;
use crate::MAX_N;

/// How `compare` prints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    /// A table for the terminal.
    #[default]
    Table,
    /// A GitHub Markdown table.
    Markdown,
    /// Comma-separated values with a header line: counts as plain integers, seconds and ratios as decimals.
    Csv,
    /// An array of objects, one per strategy.
    Json,
    /// An SVG chart: nodes per depth for each strategy (Knuth's profile); with --sizes, nodes against n.
    Svg,
}

impl Format {
    /// Every format, in the order the help lists them.
    pub const ALL: [Format; 5] = [
        Format::Table,
        Format::Markdown,
        Format::Csv,
        Format::Json,
        Format::Svg,
    ];

    /// Its name, as `compare --format` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Format::Table => "table",
            Format::Markdown => "markdown",
            Format::Csv => "csv",
            Format::Json => "json",
            Format::Svg => "svg",
        }
    }
}

/// One strategy's line of a comparison.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    /// The strategy ran.
    Ran(RunResult),
    /// The strategy was refused before it started.
    Skipped(OverBudget),
}

impl Entry {
    /// The strategy of this line.
    pub fn strategy(&self) -> Strategy {
        match self {
            Self::Ran(result) => result.spec.strategy,
            Self::Skipped(refusal) => refusal.strategy,
        }
    }
}

/// A line of a comparison with its derived figures.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// What happened.
    pub entry: Entry,
    /// How many times fewer nodes than full branching visits for the same
    /// run (from its closed form, so known even when branching is skipped).
    pub fewer_nodes_than_branching: Option<f64>,
}

/// Several strategies run on the same board.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// Board size.
    pub n: usize,
    /// Whether every run stopped at its first solution.
    pub first: bool,
    /// One line per strategy, in the order asked for.
    pub lines: Vec<Line>,
    /// The nodes full branching visits for the same run, from its closed
    /// form, when it has one.
    pub branching_nodes: Option<u128>,
}

impl Comparison {
    /// Derives the figures of a comparison from its entries.
    pub fn new(n: usize, first: bool, entries: Vec<Entry>) -> Self {
        let branching = (n <= MAX_N)
            .then(|| Strategy::Branching.expected_nodes(n, first))
            .flatten()
            .map(TreeSize::nodes)
            .filter(|&nodes| nodes != u128::MAX);
        let lines = entries
            .into_iter()
            .map(|entry| {
                let fewer_nodes_than_branching = match (&entry, branching) {
                    (Entry::Ran(result), Some(branching)) if result.counters.nodes() > 0 => {
                        Some(branching as f64 / result.counters.nodes() as f64)
                    }
                    _ => None,
                };
                Line {
                    entry,
                    fewer_nodes_than_branching,
                }
            })
            .collect();
        Self {
            n,
            first,
            lines,
            branching_nodes: branching,
        }
    }

    /// The comparison as a GitHub Markdown table, in `lang`.
    pub fn markdown(&self, lang: Lang) -> String {
        table::render(self, table::Layout::Markdown, table::Timing::Shown, lang, None)
    }

    /// The comparison as CSV, a header line first.
    pub fn csv(&self) -> String {
        csv::render(self)
    }

    /// The comparison as a JSON array, one object per strategy.
    pub fn json(&self, lang: Lang) -> String {
        json::render(self, lang)
    }

    /// The object of [`Format::Json`] for the run at `index`, on one line
    /// and with the same keys in the same order, to embed in other JSON
    /// (the counters under `nqueens trace --format json`).
    pub fn json_object(&self, index: usize) -> String {
        json::object(self, index)
    }

    /// The terminal table of a traced run: no time column, so the same run
    /// prints the same bytes, and no ratio column, its note saying the ratio
    /// to full branching in words; headed in `lang`.
    pub fn render_untimed(&self, lang: Lang) -> String {
        table::render(self, table::Layout::Terminal, table::Timing::Traced, lang, None)
    }

    /// The terminal table ([`Format::Table`]) within `width` columns: the
    /// columns that do not fit are left out, the prunes by reason first,
    /// and a note names them; `None` keeps every column.
    pub fn render_within(&self, width: Option<usize>, lang: Lang) -> String {
        table::render(self, table::Layout::Terminal, table::Timing::Shown, lang, width)
    }

    /// Whether the repair columns ([`REPAIR_COLUMNS`]) are shown: when a
    /// one-solution strategy is compared.
    fn shows_repairs(&self) -> bool {
        shows_repairs(&self.lines)
    }

    /// The runs that were refused, for a note under the table.
    pub fn skipped(&self) -> impl Iterator<Item = &OverBudget> {
        self.lines.iter().filter_map(|line| match &line.entry {
            Entry::Skipped(refusal) => Some(refusal),
            Entry::Ran(_) => None,
        })
    }
}

/// Whether `lines` hold a one-solution strategy, whose repair columns
/// ([`REPAIR_COLUMNS`]) are then shown.
fn shows_repairs<'a>(lines: impl IntoIterator<Item = &'a Line>) -> bool {
    lines
        .into_iter()
        .any(|line| line.entry.strategy().kind() == Kind::OneSolution)
}

impl Sweep {
    /// Whether the repair columns ([`REPAIR_COLUMNS`]) are shown.
    fn shows_repairs(&self) -> bool {
        shows_repairs(self.rows.iter().map(|row| &row.line))
    }

    /// The terminal table ([`Format::Table`]) within `width` columns: the
    /// columns that do not fit are left out, the growth of the prunes
    /// first, and a note names them; `None` keeps every column.
    pub fn render_within(&self, width: Option<usize>, lang: Lang) -> String {
        table::render_sweep(self, table::Layout::Terminal, lang, width)
    }

    /// The sweep as a GitHub Markdown table, in `lang`.
    pub fn markdown(&self, lang: Lang) -> String {
        table::render_sweep(self, table::Layout::Markdown, lang, None)
    }

    /// The sweep as CSV, a header line first.
    pub fn csv(&self) -> String {
        csv::render_sweep(self)
    }

    /// The sweep as a JSON array, one object per n and strategy.
    pub fn json(&self, lang: Lang) -> String {
        json::render_sweep(self, lang)
    }
}

/// The counted columns, in the order every renderer prints them.
const COUNT_COLUMNS: [&str; 8] = [
    "nodes",
    "leaves",
    "solutions",
    "prunes",
    "column",
    "diagonal",
    "anti-diagonal",
    "checks",
];

/// The min-conflicts columns, after [`COUNT_COLUMNS`] when shown.
const REPAIR_COLUMNS: [&str; 3] = ["start_conflicts", "repairs", "restarts"];

/// The values of [`REPAIR_COLUMNS`] for one run.
fn repair_counts(result: &RunResult) -> [u64; 3] {
    let c = &result.counters;
    [c.start_conflicts, c.repairs, c.restarts]
}

/// The values of [`COUNT_COLUMNS`] for one run.
fn counts(result: &RunResult) -> [u64; 8] {
    let c = &result.counters;
    [
        c.nodes(),
        result.leaves(),
        c.solutions,
        c.prunes(),
        c.prunes_for(PruneReason::Column),
        c.prunes_for(PruneReason::Diagonal),
        c.prunes_for(PruneReason::AntiDiagonal),
        c.checks,
    ]
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::budget::check_budget;
    use crate::observer::Quiet;
    use crate::run::{search, RunSpec};
    use crate::threads::Control;

    /// `strategy` run on an `n` x `n` board (to its `first` solution, or
    /// for all), or skipped past `max_nodes`.
    pub(crate) fn entry(strategy: Strategy, n: usize, max_nodes: u64, first: bool) -> Entry {
        match check_budget(strategy, n, first, max_nodes) {
            Ok(()) => Entry::Ran(
                search(RunSpec::of(strategy, n, first), Control::default(), &mut Quiet)
                    .expect("n is searched"),
            ),
            Err(refusal) => Entry::Skipped(refusal),
        }
    }

    #[test]
    fn ratios_come_from_the_closed_form_even_when_branching_is_skipped() {
        let entries = vec![
            entry(Strategy::Branching, 6, 1_000, false),
            entry(Strategy::BranchAndBound, 6, 1_000, false),
        ];
        let comparison = Comparison::new(6, false, entries);
        assert!(matches!(comparison.lines[0].entry, Entry::Skipped(_)));
        assert_eq!(comparison.lines[0].fewer_nodes_than_branching, None);
        // Full branching for n = 6 has 1 + 6 + ... + 6^6 = 55,987 nodes (the
        // closed form of docs/REFERENCE.md), over the bounded tree's nodes as run.
        let Entry::Ran(bounded) = &comparison.lines[1].entry else {
            panic!("branch-and-bound for n = 6 is within the budget");
        };
        let ratio = comparison.lines[1].fewer_nodes_than_branching.expect("a ratio");
        let expected = 55_987.0 / bounded.counters.nodes() as f64;
        assert!((ratio - expected).abs() < 1e-9, "ratio {ratio}");
    }
}
