//! Comparisons and sweeps as JSON: an array with one object per strategy
//! (per strategy and n for a sweep). Counts are plain integers, `seconds` a
//! float; a skipped run has `skipped` set and `null` counts. A size past
//! what 128 bits hold (full branching from n = 27 on) has `expected_nodes`
//! `null` and `saturated` true. `start_conflicts`, `repairs` and `restarts`
//! appear when a one-solution strategy is in the runs. `profile`, the nodes
//! per depth, is the searches' alone: a one-solution strategy's is `null`
//! (it would be n + 1 numbers, 0 then `restarts + 1` at every depth, so a
//! million queens would take megabytes to say what `nodes` says).

use serde::Serialize;

use super::{Comparison, Entry, Line, Sweep};
use crate::estimate::TreeSize;
use crate::lang::Lang;
use crate::strategies::Kind;
use crate::PruneReason;

#[derive(Serialize)]
struct JsonLine<'a> {
    strategy: &'a str,
    n: usize,
    first: bool,
    nodes: Option<u64>,
    profile: Option<&'a [u64]>,
    leaves: Option<u64>,
    solutions: Option<u64>,
    prunes: Option<u64>,
    prunes_by_reason: Option<PrunesByReason>,
    checks: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    start_conflicts: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    repairs: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    restarts: Option<u64>,
    seconds: Option<f64>,
    fewer_nodes_than_branching: Option<f64>,
    skipped: Option<Skipped>,
}

#[derive(Serialize)]
struct PrunesByReason {
    column: u64,
    diagonal: u64,
    #[serde(rename = "anti-diagonal")]
    anti_diagonal: u64,
}

#[derive(Serialize)]
struct Skipped {
    expected_nodes: Option<u128>,
    estimated: bool,
    saturated: bool,
    max_nodes: u64,
    reason: String,
}

/// One run on an `n` x `n` board as an object, the reason of a skipped
/// run in `lang` (the keys are the same in every language).
fn json_line(line: &Line, n: usize, first: bool, repairs: bool, lang: Lang) -> JsonLine<'_> {
    let mut json = JsonLine {
        strategy: line.entry.strategy().name(),
        n,
        first,
        nodes: None,
        profile: None,
        leaves: None,
        solutions: None,
        prunes: None,
        prunes_by_reason: None,
        checks: None,
        start_conflicts: None,
        repairs: None,
        restarts: None,
        seconds: None,
        fewer_nodes_than_branching: line.fewer_nodes_than_branching,
        skipped: None,
    };
    match &line.entry {
        Entry::Ran(result) => {
            let c = &result.counters;
            json.nodes = Some(c.nodes());
            json.profile = (line.entry.strategy().kind() == Kind::Search).then_some(c.profile.as_slice());
            json.leaves = Some(result.leaves());
            json.solutions = Some(c.solutions);
            json.prunes = Some(c.prunes());
            json.prunes_by_reason = Some(PrunesByReason {
                column: c.prunes_for(PruneReason::Column),
                diagonal: c.prunes_for(PruneReason::Diagonal),
                anti_diagonal: c.prunes_for(PruneReason::AntiDiagonal),
            });
            json.checks = Some(c.checks);
            if repairs {
                json.start_conflicts = Some(c.start_conflicts);
                json.repairs = Some(c.repairs);
                json.restarts = Some(c.restarts);
            }
            json.seconds = Some(result.elapsed.as_secs_f64());
        }
        Entry::Skipped(refusal) => {
            json.skipped = Some(Skipped {
                expected_nodes: (!refusal.expected.is_saturated()).then(|| refusal.expected.nodes()),
                estimated: matches!(refusal.expected, TreeSize::About(_)),
                saturated: refusal.expected.is_saturated(),
                max_nodes: refusal.max_nodes,
                reason: refusal.said(lang),
            });
        }
    }
    json
}

/// One row of a sweep: a run's object and its growth from n - 1.
#[derive(Serialize)]
struct SweepLine<'a> {
    #[serde(flatten)]
    line: JsonLine<'a>,
    nodes_over_previous_n: Option<f64>,
    prunes_over_previous_n: Option<f64>,
    checks_over_previous_n: Option<f64>,
    seconds_over_previous_n: Option<f64>,
}

pub(super) fn render(comparison: &Comparison, lang: Lang) -> String {
    let repairs = comparison.shows_repairs();
    let lines: Vec<JsonLine> = comparison
        .lines
        .iter()
        .map(|line| json_line(line, comparison.n, comparison.first, repairs, lang))
        .collect();
    serde_json::to_string_pretty(&lines).expect("plain data always serializes") + "\n"
}

/// The object [`render`] prints for the run at `index`, on one line, with
/// the same keys in the same order (to embed in other JSON). The run was
/// traced, so it ran: no skipped run's reason needs a language.
pub(super) fn object(comparison: &Comparison, index: usize) -> String {
    let line = &comparison.lines[index];
    let json = json_line(
        line,
        comparison.n,
        comparison.first,
        comparison.shows_repairs(),
        Lang::En,
    );
    serde_json::to_string(&json).expect("plain data always serializes")
}

pub(super) fn render_sweep(sweep: &Sweep, lang: Lang) -> String {
    let repairs = sweep.shows_repairs();
    let lines: Vec<SweepLine> = sweep
        .rows
        .iter()
        .map(|row| SweepLine {
            line: json_line(&row.line, row.n, sweep.first, repairs, lang),
            nodes_over_previous_n: row.growth.nodes,
            prunes_over_previous_n: row.growth.prunes,
            checks_over_previous_n: row.growth.checks,
            seconds_over_previous_n: row.growth.seconds,
        })
        .collect();
    serde_json::to_string_pretty(&lines).expect("plain data always serializes") + "\n"
}
