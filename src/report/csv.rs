//! Comparisons and sweeps as CSV: a header line, then one line per
//! strategy (per strategy and n for a sweep) with counts as plain integers (no
//! separators), seconds and ratios as decimals and flags as `true` or `false`. The
//! repair columns come only when a one-solution strategy is in the runs. A
//! skipped run gives the nodes it would visit, whether that figure is
//! Knuth's estimate (`skipped_estimated`) and whether it is past what 128
//! bits hold (`skipped_saturated`, full branching from n = 27 on: the
//! nodes are then left empty); a run that ran leaves the three empty.

use super::{counts, repair_counts, Comparison, Entry, Growth, Line, Sweep, COUNT_COLUMNS, REPAIR_COLUMNS};
use crate::estimate::TreeSize;

/// The header fields every CSV starts with.
fn header(repairs: bool) -> Vec<&'static str> {
    let mut header = vec!["strategy", "n", "first"];
    header.extend(COUNT_COLUMNS);
    if repairs {
        header.extend(REPAIR_COLUMNS);
    }
    header.extend([
        "seconds",
        "fewer_nodes_than_branching",
        "skipped_expected_nodes",
        "skipped_estimated",
        "skipped_saturated",
    ]);
    header
}

/// The fields of `line`, a run on an `n` x `n` board, in the order of [`header`].
fn fields(line: &Line, n: usize, first: bool, repairs: bool) -> Vec<String> {
    let mut fields = vec![
        line.entry.strategy().name().to_string(),
        n.to_string(),
        first.to_string(),
    ];
    match &line.entry {
        Entry::Ran(result) => {
            fields.extend(counts(result).map(|count| count.to_string()));
            if repairs {
                fields.extend(repair_counts(result).map(|count| count.to_string()));
            }
            fields.push(format!("{:.6}", result.elapsed.as_secs_f64()));
            fields.push(
                line.fewer_nodes_than_branching
                    .map(|r| format!("{r:.1}"))
                    .unwrap_or_default(),
            );
            fields.extend(std::iter::repeat_n(String::new(), 3));
        }
        Entry::Skipped(refusal) => {
            let counted = COUNT_COLUMNS.len() + if repairs { REPAIR_COLUMNS.len() } else { 0 };
            fields.extend(std::iter::repeat_n(String::new(), counted + 2));
            let size = refusal.expected;
            fields.push(if size.is_saturated() {
                String::new()
            } else {
                size.nodes().to_string()
            });
            fields.push(matches!(size, TreeSize::About(_)).to_string());
            fields.push(size.is_saturated().to_string());
        }
    }
    fields
}

pub(super) fn render(comparison: &Comparison) -> String {
    let repairs = comparison.shows_repairs();
    let mut out = header(repairs).join(",") + "\n";
    for line in &comparison.lines {
        out.push_str(&fields(line, comparison.n, comparison.first, repairs).join(","));
        out.push('\n');
    }
    out
}

/// A sweep: the fields of `compare`'s CSV, then the nodes, prunes, checks
/// and seconds over those at n - 1.
pub(super) fn render_sweep(sweep: &Sweep) -> String {
    let repairs = sweep.shows_repairs();
    let mut header = header(repairs);
    header.extend([
        "nodes_over_previous_n",
        "prunes_over_previous_n",
        "checks_over_previous_n",
        "seconds_over_previous_n",
    ]);
    let mut out = header.join(",") + "\n";
    for row in &sweep.rows {
        let mut fields = fields(&row.line, row.n, sweep.first, repairs);
        let Growth {
            nodes,
            prunes,
            checks,
            seconds,
        } = row.growth;
        fields.extend(
            [nodes, prunes, checks, seconds].map(|over| over.map(|r| format!("{r:.3}")).unwrap_or_default()),
        );
        out.push_str(&fields.join(","));
        out.push('\n');
    }
    out
}
