//! The comparison as JSON: an array with one object per strategy. Counts are
//! plain integers, `seconds` a float; a skipped run has `skipped` set and
//! `null` counts.

use serde::Serialize;

use super::{Comparison, Entry};
use crate::estimate::TreeSize;
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
    expected_nodes: u128,
    estimated: bool,
    max_nodes: u64,
    reason: String,
}

pub(super) fn render(comparison: &Comparison) -> String {
    serde_json::to_string_pretty(&value(comparison)).expect("plain data always serializes") + "\n"
}

/// The array [`render`] prints, as a value to embed in other JSON.
pub(super) fn value(comparison: &Comparison) -> serde_json::Value {
    let lines: Vec<JsonLine> = comparison
        .lines
        .iter()
        .map(|line| {
            let mut json = JsonLine {
                strategy: line.entry.strategy().name(),
                n: comparison.n,
                first: comparison.first,
                nodes: None,
                profile: None,
                leaves: None,
                solutions: None,
                prunes: None,
                prunes_by_reason: None,
                checks: None,
                seconds: None,
                fewer_nodes_than_branching: line.fewer_nodes_than_branching,
                skipped: None,
            };
            match &line.entry {
                Entry::Ran(result) => {
                    let c = &result.counters;
                    json.nodes = Some(c.nodes());
                    json.profile = Some(&c.profile);
                    json.leaves = Some(result.leaves());
                    json.solutions = Some(c.solutions);
                    json.prunes = Some(c.prunes());
                    json.prunes_by_reason = Some(PrunesByReason {
                        column: c.prunes_for(PruneReason::Column),
                        diagonal: c.prunes_for(PruneReason::Diagonal),
                        anti_diagonal: c.prunes_for(PruneReason::AntiDiagonal),
                    });
                    json.checks = Some(c.checks);
                    json.seconds = Some(result.elapsed.as_secs_f64());
                }
                Entry::Skipped(refusal) => {
                    json.skipped = Some(Skipped {
                        expected_nodes: refusal.expected.nodes(),
                        estimated: matches!(refusal.expected, TreeSize::About(_)),
                        max_nodes: refusal.max_nodes,
                        reason: refusal.to_string(),
                    });
                }
            }
            json
        })
        .collect();
    serde_json::to_value(lines).expect("plain data always serializes")
}
