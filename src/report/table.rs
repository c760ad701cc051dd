//! Comparisons and sweeps as comfy-table tables, for the terminal or for
//! Markdown; a comparison under a trace is headed in the trace's language.

use comfy_table::presets::{ASCII_MARKDOWN, UTF8_FULL_CONDENSED};
use comfy_table::{CellAlignment, Table};
use unicode_width::UnicodeWidthStr;

use super::{counts, repair_counts, Comparison, Entry, Sweep, COUNT_COLUMNS, REPAIR_COLUMNS};
use crate::format::{duration, ratio, thousands};
use crate::lang::Lang;
use crate::run::OverBudget;

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

/// The column `name` of a comparison as `lang` heads it.
fn heading(lang: Lang, name: &'static str) -> &'static str {
    const KOREAN: [(&str, &str); 14] = [
        ("strategy", "전략"),
        ("nodes", "노드"),
        ("leaves", "리프"),
        ("solutions", "해"),
        ("prunes", "가지치기"),
        ("column", "열"),
        ("diagonal", "/ 대각선"),
        ("anti-diagonal", "\\ 대각선"),
        ("checks", "검사"),
        ("start_conflicts", "시작 공격 쌍"),
        ("repairs", "수리"),
        ("restarts", "재시작"),
        ("time", "시간"),
        (FEWER_NODES, "가지 뻗기 ÷ 노드"),
    ];
    match lang {
        Lang::En => name,
        Lang::Ko => KOREAN
            .iter()
            .find(|(english, _)| *english == name)
            .map_or(name, |(_, korean)| korean),
    }
}

/// The last column: full branching's nodes over the run's.
const FEWER_NODES: &str = "× fewer nodes";

/// A factor of the last column: `20.1×`, `20.1배`.
fn factor(lang: Lang, value: f64) -> String {
    match lang {
        Lang::En => ratio(value),
        Lang::Ko => ratio(value).replace('×', "배"),
    }
}

/// A comparison as a table; with `width`, only the columns that fit in it
/// ([`fit`]), and the notes wrapped to it.
pub(super) fn render(
    comparison: &Comparison,
    layout: Layout,
    timing: Timing,
    lang: Lang,
    width: Option<usize>,
) -> String {
    let timed = matches!(timing, Timing::Shown);
    let repairs = comparison.shows_repairs();
    let counted = COUNT_COLUMNS.len() + if repairs { REPAIR_COLUMNS.len() } else { 0 };
    let mut header = vec!["strategy"];
    header.extend(COUNT_COLUMNS);
    if repairs {
        header.extend(REPAIR_COLUMNS);
    }
    if timed {
        header.push("time");
    }
    header.push(FEWER_NODES);
    let skipped = match lang {
        Lang::En => "skipped",
        Lang::Ko => "건너뜀",
    };
    let mut rows = Vec::new();
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
                cells.push(format!("{} ({skipped})", refusal.expected));
                cells.extend(std::iter::repeat_n("-".to_string(), counted - 1));
                if timed {
                    cells.push(skipped.to_string());
                }
            }
        }
        cells.push(
            line.fewer_nodes_than_branching
                .map(|value| factor(lang, value))
                .unwrap_or_else(|| "-".to_string()),
        );
        rows.push(cells);
    }
    let (table, left_out) = fit(
        &header,
        &rows,
        |header, rows| {
            let mut table = new_table(&layout);
            table.set_header(header.iter().map(|&name| heading(lang, name)));
            table.add_rows(rows);
            table
        },
        width,
    );
    let (searched, meaning) = match lang {
        Lang::En => (
            format!("{};", what(comparison.first)),
            "× fewer nodes: full branching's tree size over this one's.",
        ),
        Lang::Ko => (
            format!(
                "{}.",
                if comparison.first {
                    "첫 번째 해까지"
                } else {
                    "모든 해"
                }
            ),
            "가지 뻗기 ÷ 노드: 가지 뻗기 트리의 노드 수를 이 전략의 노드 수로 나눈 값입니다.",
        ),
    };
    let mut note = format!("n = {}, {searched} {meaning}", comparison.n);
    if !left_out.is_empty() {
        let names: Vec<&str> = left_out.iter().map(|&name| heading(lang, name)).collect();
        note.push_str(&match lang {
            Lang::En => format!(
                "\nLeft out to fit the terminal: {} (--wide shows every column).",
                names.join(", ")
            ),
            Lang::Ko => format!(
                "\n터미널 너비에 맞추느라 뺀 열: {} (--wide로 모든 열을 볼 수 있습니다).",
                names.join(", ")
            ),
        });
    }
    let out = finish(table, &note, comparison.skipped(), skipped);
    match width {
        Some(width) => wrap_notes(&out, width),
        None => out,
    }
}

/// The columns a table leaves out to fit a narrow terminal, the first
/// named first: the prunes by reason, then the figures that say least
/// about a strategy's cost. The strategy, its nodes and how many times
/// fewer they are than full branching's always stay.
const LEFT_OUT_FIRST: [&str; 11] = [
    "anti-diagonal",
    "diagonal",
    "column",
    "leaves",
    "restarts",
    "start_conflicts",
    "prunes",
    "repairs",
    "solutions",
    "time",
    "checks",
];

/// The table `build` makes of `header` and `rows`, with the columns of
/// [`LEFT_OUT_FIRST`] left out one by one, in that order, until it is at
/// most `width` columns wide (`None`: every column), then those that fit
/// again taken back, the last left out first; and the names of the columns
/// left out, in the order of [`LEFT_OUT_FIRST`].
fn fit(
    header: &[&'static str],
    rows: &[Vec<String>],
    build: impl Fn(Vec<&'static str>, Vec<Vec<String>>) -> Table,
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
    for name in LEFT_OUT_FIRST {
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

/// `out` with every line past the table wrapped to `width` columns.
fn wrap_notes(out: &str, width: usize) -> String {
    let (table, notes) = out.split_once("\n\n").expect("a table, then its notes");
    let wrapped: Vec<String> = notes.lines().map(|line| textwrap::fill(line, width)).collect();
    format!("{table}\n\n{}\n", wrapped.join("\n"))
}

/// A sweep: one row per (strategy, n), each count and the time followed by
/// its growth from n - 1.
pub(super) fn render_sweep(sweep: &Sweep, layout: Layout) -> String {
    let repairs = sweep.shows_repairs();
    let mut table = new_table(&layout);
    let growth = "× n-1";
    let mut header = vec![
        "strategy",
        "n",
        "nodes",
        growth,
        "solutions",
        "prunes",
        growth,
        "checks",
        growth,
    ];
    if repairs {
        header.push("repairs");
    }
    header.extend(["time", growth]);
    table.set_header(header);
    let grown = |over: Option<f64>| over.map(ratio).unwrap_or_else(|| "-".to_string());
    for row in &sweep.rows {
        let mut cells = vec![row.line.entry.strategy().name().to_string(), row.n.to_string()];
        match &row.line.entry {
            Entry::Ran(result) => {
                let c = &result.counters;
                let g = &row.growth;
                cells.extend([
                    thousands(c.nodes()),
                    grown(g.nodes),
                    thousands(c.solutions),
                    thousands(c.prunes()),
                    grown(g.prunes),
                    thousands(c.checks),
                    grown(g.checks),
                ]);
                if repairs {
                    cells.push(thousands(c.repairs));
                }
                cells.extend([duration(result.elapsed), grown(g.seconds)]);
            }
            Entry::Skipped(refusal) => {
                cells.push(format!("{} (skipped)", refusal.expected));
                cells.extend(std::iter::repeat_n("-".to_string(), 6 + usize::from(repairs)));
                cells.extend(["skipped".to_string(), "-".to_string()]);
            }
        }
        table.add_row(cells);
    }
    let note = format!(
        "n = {} to {}, {}; × n-1: the figure before it over the same strategy's at n - 1.",
        sweep.sizes.start(),
        sweep.sizes.end(),
        what(sweep.first)
    );
    let skipped = sweep.rows.iter().filter_map(|row| match &row.line.entry {
        Entry::Skipped(refusal) => Some(refusal),
        Entry::Ran(_) => None,
    });
    finish(table, &note, skipped, "skipped")
}

/// An empty table in the style of `layout`.
fn new_table(layout: &Layout) -> Table {
    let mut table = Table::new();
    table.load_style(match layout {
        Layout::Terminal => UTF8_FULL_CONDENSED,
        Layout::Markdown => ASCII_MARKDOWN,
    });
    table
}

/// What the runs searched for.
fn what(first: bool) -> &'static str {
    if first {
        "first solution"
    } else {
        "all solutions"
    }
}

/// The table with every column but the first right-aligned, then `note`
/// and one line per skipped run, introduced by `label`.
fn finish<'a>(
    mut table: Table,
    note: &str,
    skipped: impl Iterator<Item = &'a OverBudget>,
    label: &str,
) -> String {
    for column in table.column_iter_mut().skip(1) {
        column.set_cell_alignment(CellAlignment::Right);
    }
    let mut out = format!("{table}\n\n{note}\n");
    for refusal in skipped {
        out.push_str(&format!("{label}: {refusal}\n"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A table of `header` and `rows`, as the terminal shows it.
    fn build(header: Vec<&'static str>, rows: Vec<Vec<String>>) -> Table {
        let mut table = new_table(&Layout::Terminal);
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
            FEWER_NODES,
        ];
        let row: Vec<String> = ["bitmask", "2,057", "92", "10,212", "2,088", "1,364", "9,321.3×"]
            .map(String::from)
            .to_vec();
        let rows = [row];
        let (all, none) = fit(&header, &rows, build, None);
        let widest = all.lines().next().unwrap().width();
        assert_eq!(none, Vec::<&str>::new());
        assert_eq!(fit(&header, &rows, build, Some(widest)).1, Vec::<&str>::new());
        // One column less: the anti-diagonal (16 columns with its border)
        // goes, then the diagonal (11) fits again.
        let (table, left_out) = fit(&header, &rows, build, Some(widest - 1));
        assert_eq!(left_out, ["anti-diagonal"]);
        assert_eq!(table.lines().next().unwrap().width(), widest - 16);
        // Narrower than strategy, nodes and the factor: those stay, all else goes.
        let (table, left_out) = fit(&header, &rows, build, Some(20));
        assert_eq!(left_out, ["anti-diagonal", "diagonal", "column", "solutions"]);
        let shown = table.to_string();
        assert!(shown.contains("│ strategy ┆ nodes ┆ × fewer nodes │"), "{shown}");
    }
}
