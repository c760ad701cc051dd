//! Comparisons and sweeps as CSV: a header line, then one line per
//! strategy (per strategy and n for a sweep) with plain integers (no
//! separators) and seconds as a decimal. The repair columns come only when a
//! one-solution strategy is in the runs. A skipped run's size past what 128
//! bits hold reads `more than 3.4e38`, as in the table.

use super::{counts, repair_counts, Comparison, Entry, Growth, Line, Sweep, COUNT_COLUMNS, REPAIR_COLUMNS};

/// The header fields every CSV starts with.
fn header(repairs: bool) -> Vec<&'static str> {
    let mut header = vec!["strategy", "n", "first"];
    header.extend(COUNT_COLUMNS);
    if repairs {
        header.extend(REPAIR_COLUMNS);
    }
    header.extend(["seconds", "fewer_nodes_than_branching", "skipped_expected_nodes"]);
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
            fields.push(String::new());
        }
        Entry::Skipped(refusal) => {
            let counted = COUNT_COLUMNS.len() + if repairs { REPAIR_COLUMNS.len() } else { 0 };
            fields.extend(std::iter::repeat_n(String::new(), counted + 2));
            fields.push(match refusal.expected {
                size if size.is_saturated() => size.to_string(),
                size => size.nodes().to_string(),
            });
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
