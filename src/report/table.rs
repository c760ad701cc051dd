//! The comparison as a comfy-table table, for the terminal or for Markdown.

use comfy_table::presets::{ASCII_MARKDOWN, UTF8_FULL_CONDENSED};
use comfy_table::{CellAlignment, Table};

use super::{counts, repair_counts, Comparison, Entry, COUNT_COLUMNS, REPAIR_COLUMNS};
use crate::format::{duration, ratio, thousands};

/// Where the table is going.
pub(super) enum Layout {
    Terminal,
    Markdown,
}

/// Whether the table has a time column (without it, the same run prints the same bytes).
pub(super) enum Timing {
    Shown,
    Hidden,
}

pub(super) fn render(comparison: &Comparison, layout: Layout, timing: Timing) -> String {
    let timed = matches!(timing, Timing::Shown);
    let repairs = comparison.shows_repairs();
    let counted = COUNT_COLUMNS.len() + if repairs { REPAIR_COLUMNS.len() } else { 0 };
    let mut table = Table::new();
    table.load_style(match layout {
        Layout::Terminal => UTF8_FULL_CONDENSED,
        Layout::Markdown => ASCII_MARKDOWN,
    });
    let mut header = vec!["strategy"];
    header.extend(COUNT_COLUMNS);
    if repairs {
        header.extend(REPAIR_COLUMNS);
    }
    if timed {
        header.push("time");
    }
    header.push("× fewer nodes");
    table.set_header(header);
    for line in &comparison.lines {
        let mut cells = vec![line.entry.strategy().name().to_string()];
        match &line.entry {
            Entry::Ran(result) => {
                cells.extend(counts(result).map(thousands));
                if repairs {
                    cells.extend(repair_counts(result).map(thousands));
                }
                if timed {
                    cells.push(duration(result.elapsed));
                }
            }
            Entry::Skipped(refusal) => {
                cells.push(format!("{} (skipped)", refusal.expected));
                cells.extend(std::iter::repeat_n("-".to_string(), counted - 1));
                if timed {
                    cells.push("skipped".to_string());
                }
            }
        }
        cells.push(
            line.fewer_nodes_than_branching
                .map(ratio)
                .unwrap_or_else(|| "-".to_string()),
        );
        table.add_row(cells);
    }
    for column in table.column_iter_mut().skip(1) {
        column.set_cell_alignment(CellAlignment::Right);
    }
    let mut out = format!("{table}\n\n");
    let what = if comparison.first {
        "first solution"
    } else {
        "all solutions"
    };
    out.push_str(&format!(
        "n = {}, {what}; × fewer nodes: full branching's tree size over this one's.\n",
        comparison.n
    ));
    for refusal in comparison.skipped() {
        out.push_str(&format!("skipped: {refusal}\n"));
    }
    out
}
