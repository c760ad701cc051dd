//! Comparisons and sweeps as comfy-table tables, for the terminal or for
//! Markdown; a comparison under a trace is headed in the trace's language.

use comfy_table::presets::{ASCII_MARKDOWN, UTF8_FULL_CONDENSED};
use comfy_table::{CellAlignment, Table};

use super::{counts, repair_counts, Comparison, Entry, Sweep, COUNT_COLUMNS, REPAIR_COLUMNS};
use crate::budget::OverBudget;
use crate::format::{ratio, thousands};
use crate::lang::catalog::Value;
use crate::lang::{korean, Lang};
use crate::run::RunResult;
use crate::strategies::{Kind, Strategy};
use fit::{fit, left_out_note, wrap_notes, COMPARISON_LEFT_OUT_FIRST, SWEEP_LEFT_OUT_FIRST};

mod fit;

/// Where the table is going.
pub(super) enum Layout {
    Terminal,
    Markdown,
}

/// Whether the table has a time column (without it, the same run prints the
/// same bytes); a traced run has none, nor the ratio to full branching,
/// which its note says in words.
pub(super) enum Timing {
    Shown,
    Traced,
}

/// The catalog's section for the heading of each column, by the column's name.
const HEADINGS: [(&str, &str); 16] = [
    ("strategy", "compare.column.strategy"),
    ("n", "compare.column.n"),
    ("nodes", "compare.column.nodes"),
    ("leaves", "compare.column.leaves"),
    ("solutions", "compare.column.solutions"),
    ("prunes", "compare.column.prunes"),
    ("column", "compare.column.column"),
    ("diagonal", "compare.column.diagonal"),
    ("anti-diagonal", "compare.column.anti_diagonal"),
    ("checks", "compare.column.checks"),
    ("start_conflicts", "compare.column.start_conflicts"),
    ("repairs", "compare.column.repairs"),
    ("restarts", "compare.column.restarts"),
    ("time", "compare.column.time"),
    (FEWER_NODES, "compare.column.fewer_nodes"),
    (GROWTH, "compare.column.growth"),
];

/// The column `name` as `lang` heads it; every growth column of a sweep
/// (`nodes × n-1`) is headed alike.
fn heading(lang: Lang, name: &'static str) -> &'static str {
    let name = if name.ends_with(GROWTH) { GROWTH } else { name };
    let (_, key) = HEADINGS
        .iter()
        .find(|(column, _)| *column == name)
        .unwrap_or_else(|| panic!("no heading for the column {name}"));
    lang.section(key)
}

/// The last column: full branching's nodes over the run's.
const FEWER_NODES: &str = "× fewer nodes";

/// The end of the name of a sweep's growth column.
const GROWTH: &str = "× n-1";

/// A factor of the last column: `20.1×`, `20배`, `1.86만 배`; a billion and more
/// as words, `about 13.4 billion times`, `약 134억 배` (the larger trees
/// are estimates, which a figure to the last digit would overstate).
fn factor(lang: Lang, value: f64) -> String {
    if value >= 1e9 {
        return lang.times(value);
    }
    lang.factor(value)
}

/// The figure of a factor below a billion, without its sign: `20.1`, and
/// in Korean as Korean writes every factor ([`korean::factor`]): `5.2`,
/// `20`, `9,321`, `1.92만`.
fn figure(lang: Lang, value: f64) -> String {
    match lang {
        Lang::Ko => korean::factor(value),
        Lang::En => ratio(value).trim_end_matches('×').to_string(),
    }
}

/// The note's example of the last column: the first strategy with fewer
/// nodes than full branching, its factor as the column shows it (none past
/// a billion, which the column says in words).
fn factor_example(comparison: &Comparison, lang: Lang) -> String {
    let example = comparison.lines.iter().find_map(|line| {
        let value = line.fewer_nodes_than_branching?;
        (value > 1.0 && value < 1e9).then(|| (line.entry.strategy(), value))
    });
    match example {
        Some((strategy, value)) => {
            let values = [
                ("strategy", lang.strategy(strategy.name()).into()),
                ("figure", figure(lang, value).into()),
                ("factor", factor(lang, value).into()),
            ];
            format!(" {}", lang.say("compare.note.example", &values))
        }
        None => String::new(),
    }
}

/// The note under a traced run's one row: what its columns count, then how
/// many nodes full branching visits at the same n and what part of them the
/// run visited (when fewer).
fn traced_note(comparison: &Comparison, lang: Lang) -> String {
    let Some(line) = comparison.lines.first() else {
        return String::new();
    };
    let strategy = line.entry.strategy();
    let what = match strategy {
        Strategy::Branching => "trace.footer.checks.pairs",
        Strategy::Bounding => "trace.footer.checks.bounding",
        Strategy::BranchAndBound => "trace.footer.checks.flags",
        Strategy::Pairwise => "trace.footer.checks.pairs",
        _ => "trace.footer.checks.masks",
    };
    let note = lang.say("trace.footer.note", &[("what", lang.section(what).into())]);
    let fewer = match (&line.entry, comparison.branching_nodes) {
        (Entry::Ran(result), Some(branching)) if branching > u128::from(result.counters.nodes()) => {
            let nodes = result.counters.nodes();
            let values = [
                ("n", comparison.n.into()),
                ("branching", Value::Text(thousands(branching))),
                ("strategy", lang.strategy(strategy.name()).into()),
                ("fewer", lang.fewer(branching, u128::from(nodes)).into()),
            ];
            format!(" {}", lang.say("trace.footer.fewer", &values))
        }
        _ => String::new(),
    };
    format!("{note}{fewer}")
}

/// A count of a repair column: `-` for a strategy that searches a tree,
/// which never repairs (0 would read as measured, none).
fn repaired(result: &RunResult, count: u64) -> String {
    if result.spec.strategy.kind() == Kind::OneSolution {
        thousands(count)
    } else {
        "-".to_string()
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
    let traced = matches!(timing, Timing::Traced);
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
    if !traced {
        header.push(FEWER_NODES);
    }
    let skipped = lang.section("compare.skipped");
    let mut rows = Vec::new();
    for line in &comparison.lines {
        let mut cells = vec![lang.strategy(line.entry.strategy().name()).to_string()];
        match &line.entry {
            Entry::Ran(result) => {
                cells.extend(counts(result).map(thousands));
                if repairs {
                    cells.extend(repair_counts(result).map(|count| repaired(result, count)));
                }
                if timed {
                    cells.push(lang.duration(result.elapsed));
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
        if !traced {
            cells.push(
                line.fewer_nodes_than_branching
                    .map(|value| factor(lang, value))
                    .unwrap_or_else(|| "-".to_string()),
            );
        }
        rows.push(cells);
    }
    let build = builder(&layout, |name| heading(lang, name));
    let (table, left_out) = fit(&header, &rows, build, &COMPARISON_LEFT_OUT_FIRST, width);
    let names: Vec<&str> = left_out.iter().map(|&name| heading(lang, name)).collect();
    let note = match traced {
        true => traced_note(comparison, lang),
        false => {
            let key = if comparison.first {
                "compare.note.first"
            } else {
                "compare.note.all"
            };
            let note = lang.say(key, &[("n", comparison.n.into())]);
            format!("{note}{}", factor_example(comparison, lang))
        }
    };
    let note = format!("{note}{}", left_out_note(lang, &names));
    wrap_notes(finish(table, &note, comparison.skipped(), lang), width)
}

/// A sweep: one row per (strategy, n), each count and the time followed by
/// its growth from n - 1; with `width`, only the columns that fit in it
/// ([`fit`]), and the notes wrapped to it.
pub(super) fn render_sweep(sweep: &Sweep, layout: Layout, lang: Lang, width: Option<usize>) -> String {
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
    let skipped = lang.section("compare.skipped");
    let grown = |over: Option<f64>| {
        over.map(|value| factor(lang, value))
            .unwrap_or_else(|| "-".to_string())
    };
    let mut rows = Vec::new();
    for row in &sweep.rows {
        let mut cells = vec![
            lang.strategy(row.line.entry.strategy().name()).to_string(),
            row.n.to_string(),
        ];
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
                    cells.push(repaired(result, c.repairs));
                }
                cells.extend([lang.duration(result.elapsed), grown(g.seconds)]);
            }
            Entry::Skipped(refusal) => {
                cells.push(format!("{} ({skipped})", refusal.expected));
                cells.extend(std::iter::repeat_n("-".to_string(), 6 + usize::from(repairs)));
                cells.extend([skipped.to_string(), "-".to_string()]);
            }
        }
        rows.push(cells);
    }
    let build = builder(&layout, |name| heading(lang, name));
    let (table, left_out) = fit(&header, &rows, build, &SWEEP_LEFT_OUT_FIRST, width);
    let key = if sweep.first {
        "compare.sweep.note.first"
    } else {
        "compare.sweep.note.all"
    };
    let sizes = [
        ("from", (*sweep.sizes.start()).into()),
        ("to", (*sweep.sizes.end()).into()),
    ];
    let names: Vec<String> = left_out
        .iter()
        .map(|&name| match name.strip_suffix(GROWTH) {
            Some(figure) => format!("{} {}", heading(lang, figure.trim_end()), heading(lang, GROWTH)),
            None => heading(lang, name).to_string(),
        })
        .collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let note = format!("{}{}", lang.say(key, &sizes), left_out_note(lang, &names));
    let skipped = sweep.rows.iter().filter_map(|row| match &row.line.entry {
        Entry::Skipped(refusal) => Some(refusal),
        Entry::Ran(_) => None,
    });
    wrap_notes(finish(table, &note, skipped, lang), width)
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

/// The table with every column but the first right-aligned, then `note`
/// and one line per skipped run, in `lang`.
fn finish<'a>(
    mut table: Table,
    note: &str,
    skipped: impl Iterator<Item = &'a OverBudget>,
    lang: Lang,
) -> String {
    for column in table.column_iter_mut().skip(1) {
        column.set_cell_alignment(CellAlignment::Right);
    }
    let mut out = format!("{table}\n\n{note}\n");
    for refusal in skipped {
        let why = refusal.said(lang);
        out.push_str(&lang.say("compare.skipped.line", &[("why", why.into())]));
        out.push('\n');
    }
    out
}
