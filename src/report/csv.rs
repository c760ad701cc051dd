//! The comparison as CSV: a header line, then one line per strategy with
//! plain integers (no separators) and seconds as a decimal.

use super::{counts, repair_counts, Comparison, Entry, COUNT_COLUMNS, REPAIR_COLUMNS};

pub(super) fn render(comparison: &Comparison) -> String {
    let repairs = comparison.shows_repairs();
    let counted = COUNT_COLUMNS.len() + if repairs { REPAIR_COLUMNS.len() } else { 0 };
    let mut header = vec!["strategy", "n", "first"];
    header.extend(COUNT_COLUMNS);
    if repairs {
        header.extend(REPAIR_COLUMNS);
    }
    header.extend(["seconds", "fewer_nodes_than_branching", "skipped_expected_nodes"]);
    let mut out = header.join(",") + "\n";
    for line in &comparison.lines {
        let mut fields = vec![
            line.entry.strategy().name().to_string(),
            comparison.n.to_string(),
            comparison.first.to_string(),
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
                fields.extend(std::iter::repeat_n(String::new(), counted + 2));
                fields.push(refusal.expected.nodes().to_string());
            }
        }
        out.push_str(&fields.join(","));
        out.push('\n');
    }
    out
}
