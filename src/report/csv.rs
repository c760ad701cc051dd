//! The comparison as CSV: a header line, then one line per strategy with
//! plain integers (no separators) and seconds as a decimal. A skipped run's
//! size past what 128 bits hold reads `more than 3.4e38`, as in the table.

use super::{counts, Comparison, Entry, COUNT_COLUMNS};

pub(super) fn render(comparison: &Comparison) -> String {
    let mut header = vec!["strategy", "n", "first"];
    header.extend(COUNT_COLUMNS);
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
                fields.push(format!("{:.6}", result.elapsed.as_secs_f64()));
                fields.push(
                    line.fewer_nodes_than_branching
                        .map(|r| format!("{r:.1}"))
                        .unwrap_or_default(),
                );
                fields.push(String::new());
            }
            Entry::Skipped(refusal) => {
                fields.extend(std::iter::repeat_n(String::new(), COUNT_COLUMNS.len() + 2));
                fields.push(match refusal.expected {
                    size if size.is_saturated() => size.to_string(),
                    size => size.nodes().to_string(),
                });
            }
        }
        out.push_str(&fields.join(","));
        out.push('\n');
    }
    out
}
