//! Comparisons and sweeps as comfy-table tables, for the terminal or for
//! Markdown; a comparison under a trace is headed in the trace's language.

use comfy_table::presets::{ASCII_MARKDOWN, UTF8_FULL_CONDENSED};
use comfy_table::{CellAlignment, Table};

use super::{counts, repair_counts, Comparison, Entry, Sweep, COUNT_COLUMNS, REPAIR_COLUMNS};
use crate::budget::OverBudget;
use crate::format::{duration, ratio, thousands};
use crate::lang::Lang;
use fit::{fit, left_out_note, wrap_notes, COMPARISON_LEFT_OUT_FIRST, SWEEP_LEFT_OUT_FIRST};

mod fit;

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
    let build = builder(&layout, |name| heading(lang, name));
    let (table, left_out) = fit(&header, &rows, build, &COMPARISON_LEFT_OUT_FIRST, width);
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
    let names: Vec<&str> = left_out.iter().map(|&name| heading(lang, name)).collect();
    let note = format!(
        "n = {}, {searched} {meaning}{}",
        comparison.n,
        left_out_note(lang, &names)
    );
    wrap_notes(finish(table, &note, comparison.skipped(), skipped), width)
}

/// A sweep: one row per (strategy, n), each count and the time followed by
/// its growth from n - 1; with `width`, only the columns that fit in it
/// ([`fit`]), and the notes wrapped to it.
pub(super) fn render_sweep(sweep: &Sweep, layout: Layout, width: Option<usize>) -> String {
    let repairs = sweep.shows_repairs();
    // Each growth column is named for its figure; all are headed `× n-1`.
    let mut header = vec![
        "strategy",
        "n",
        "nodes",
        "nodes × n-1",
        "solutions",
        "prunes",
        "prunes × n-1",
        "checks",
        "checks × n-1",
    ];
    if repairs {
        header.push("repairs");
    }
    header.extend(["time", "time × n-1"]);
    let grown = |over: Option<f64>| over.map(ratio).unwrap_or_else(|| "-".to_string());
    let mut rows = Vec::new();
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
        rows.push(cells);
    }
    let build = builder(
        &layout,
        |name| if name.ends_with("× n-1") { "× n-1" } else { name },
    );
    let (table, left_out) = fit(&header, &rows, build, &SWEEP_LEFT_OUT_FIRST, width);
    let note = format!(
        "n = {} to {}, {}; × n-1: the figure before it over the same strategy's at n - 1.{}",
        sweep.sizes.start(),
        sweep.sizes.end(),
        what(sweep.first),
        left_out_note(Lang::En, &left_out)
    );
    let skipped = sweep.rows.iter().filter_map(|row| match &row.line.entry {
        Entry::Skipped(refusal) => Some(refusal),
        Entry::Ran(_) => None,
    });
    wrap_notes(finish(table, &note, skipped, "skipped"), width)
}

/// How [`fit`] builds a table: in the style of `layout`, each column
/// headed by `head` of its name.
fn builder<'a>(
    layout: &'a Layout,
    head: impl Fn(&'static str) -> &'static str + 'a,
) -> impl Fn(Vec<&'static str>, Vec<Vec<String>>) -> Table + 'a {
    move |header, rows| {
        let mut table = new_table(layout);
        table.set_header(header.into_iter().map(&head));
        table.add_rows(rows);
        table
    }
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
