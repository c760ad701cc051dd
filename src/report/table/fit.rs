//! How a table fits a narrow terminal: the columns that do not fit are
//! left out, least telling first, and named in a note; the notes are
//! wrapped to the width.

use comfy_table::Table;
use unicode_width::UnicodeWidthStr;

use crate::lang::Lang;

/// The columns a comparison leaves out to fit a narrow terminal, the first
/// named first: the prunes by reason, then the figures that say least
/// about a strategy's cost, then how many times fewer nodes than full
/// branching's (which the nodes say too), the time and the checks. The
/// strategy, its nodes and its solutions (the answer a learner of Baekjoon
/// 9663 came for) always stay.
pub(super) const COMPARISON_LEFT_OUT_FIRST: [&str; 11] = [
    "anti-diagonal",
    "diagonal",
    "column",
    "leaves",
    "restarts",
    "start_conflicts",
    "prunes",
    "repairs",
    "× fewer nodes",
    "time",
    "checks",
];

/// The columns a sweep leaves out to fit a narrow terminal, the first
/// named first. The strategy, n, the nodes and the solutions always stay.
pub(super) const SWEEP_LEFT_OUT_FIRST: [&str; 8] = [
    "prunes × n-1",
    "prunes",
    "checks × n-1",
    "repairs",
    "time × n-1",
    "nodes × n-1",
    "checks",
    "time",
];

/// The table `build` makes of `header` and `rows`, with the columns named
/// in `order` left out one by one, in that order, until it is at most
/// `width` columns wide (`None`: every column), then those that fit again
/// taken back, the last left out first; and the names of the columns left
/// out, in `order`.
pub(super) fn fit(
    header: &[&'static str],
    rows: &[Vec<String>],
    build: impl Fn(Vec<&'static str>, Vec<Vec<String>>) -> Table,
    order: &[&str],
    width: Option<usize>,
) -> (Table, Vec<&'static str>) {
    let Some(width) = width else {
        return (build(header.to_vec(), rows.to_vec()), Vec::new());
    };
    let table_of = |kept: &[usize]| {
        build(
            kept.iter().map(|&column| header[column]).collect(),
            rows.iter()
                .map(|row| kept.iter().map(|&column| row[column].clone()).collect())
                .collect(),
        )
    };
    let fits = |kept: &[usize]| {
        table_of(kept)
            .lines()
            .next()
            .is_none_or(|line| line.width() <= width)
    };
    let mut kept: Vec<usize> = (0..header.len()).collect();
    let mut left_out = Vec::new();
    for &name in order {
        if fits(&kept) {
            break;
        }
        if let Some(index) = kept.iter().position(|&column| header[column] == name) {
            left_out.push(kept.remove(index));
        }
    }
    for column in left_out.clone().into_iter().rev() {
        let mut wider = kept.clone();
        wider.push(column);
        wider.sort_unstable();
        if fits(&wider) {
            kept = wider;
            left_out.retain(|&other| other != column);
        }
    }
    let names = left_out.iter().map(|&column| header[column]).collect();
    (table_of(&kept), names)
}

/// The sentence that names the columns left out (`names`), after a line
/// break; nothing when none is.
pub(super) fn left_out_note(lang: Lang, names: &[&str]) -> String {
    if names.is_empty() {
        return String::new();
    }
    format!(
        "\n{}",
        lang.say("compare.left_out", &[("columns", names.join(", ").into())])
    )
}

/// `out` with every line past the table wrapped to `width` columns, when
/// there is a width.
pub(super) fn wrap_notes(out: String, width: Option<usize>) -> String {
    let Some(width) = width else {
        return out;
    };
    let (table, notes) = out.split_once("\n\n").expect("a table, then its notes");
    let wrapped: Vec<String> = notes.lines().map(|line| textwrap::fill(line, width)).collect();
    format!("{table}\n\n{}\n", wrapped.join("\n"))
}

#[cfg(test)]
mod tests {
    use comfy_table::presets::UTF8_FULL_CONDENSED;

    use super::*;

    /// A table of `header` and `rows`, as the terminal shows it.
    fn build(header: Vec<&'static str>, rows: Vec<Vec<String>>) -> Table {
        let mut table = Table::new();
        table.load_style(UTF8_FULL_CONDENSED);
        table.set_header(header);
        table.add_rows(rows);
        table
    }

    #[test]
    fn a_narrow_terminal_leaves_out_the_prunes_by_reason_first() {
        let header = [
            "strategy",
            "nodes",
            "solutions",
            "column",
            "diagonal",
            "anti-diagonal",
            "× fewer nodes",
        ];
        let row: Vec<String> = ["bitmask", "2,057", "92", "10,212", "2,088", "1,364", "9,321.3×"]
            .map(String::from)
            .to_vec();
        let rows = [row];
        let order = &COMPARISON_LEFT_OUT_FIRST;
        let (all, none) = fit(&header, &rows, build, order, None);
        let widest = all.lines().next().unwrap().width();
        assert_eq!(none, Vec::<&str>::new());
        assert_eq!(
            fit(&header, &rows, build, order, Some(widest)).1,
            Vec::<&str>::new()
        );
        // One column less: the anti-diagonal (16 columns with its border)
        // goes, then the diagonal (11) fits again.
        let (table, left_out) = fit(&header, &rows, build, order, Some(widest - 1));
        assert_eq!(left_out, ["anti-diagonal"]);
        assert_eq!(table.lines().next().unwrap().width(), widest - 16);
        // Narrower than strategy, nodes and solutions: those stay, all else goes.
        let (table, left_out) = fit(&header, &rows, build, order, Some(20));
        assert_eq!(left_out, ["anti-diagonal", "diagonal", "column", "× fewer nodes"]);
        let shown = table.to_string();
        assert!(shown.contains("│ strategy ┆ nodes ┆ solutions │"), "{shown}");
    }
}
