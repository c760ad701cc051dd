//! The pictures: every SVG the tool draws parses as XML with an `svg`
//! root; the boards of `solve --style svg` are exactly the solutions; a
//! drawn position marks what the queens attack; the sweep's numbers are
//! those of single `compare` runs; the pictures under `docs/pictures/` are
//! what the tool draws today; and bad input is refused.

use std::collections::BTreeSet;

use nqueens::board::is_valid;
use nqueens::known;

use crate::common;

use common::{assert_picture, refuses, stdout_of};

/// Parses `svg`, checks that its root is an `svg` element, and returns the
/// values of `attribute` on every element below the root, in document order.
fn tagged(svg: &str, attribute: &str) -> Vec<String> {
    let document = roxmltree::Document::parse(svg).unwrap_or_else(|error| panic!("not XML: {error}\n{svg}"));
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg", "the root element");
    assert_eq!(root.tag_name().namespace(), Some("http://www.w3.org/2000/svg"));
    root.descendants()
        .filter(|node| *node != root)
        .filter_map(|node| node.attribute(attribute).map(str::to_string))
        .collect()
}

/// The root element's `attribute`.
fn root_attribute(svg: &str, attribute: &str) -> Option<String> {
    let document = roxmltree::Document::parse(svg).expect("XML");
    document.root_element().attribute(attribute).map(str::to_string)
}

/// The boards of a sheet, each as `queens[row] = col`.
fn boards(svg: &str) -> Vec<Vec<usize>> {
    tagged(svg, "data-queens")
        .iter()
        .map(|queens| {
            queens
                .split(' ')
                .map(|col| col.parse().expect("a column"))
                .collect()
        })
        .collect()
}

#[test]
fn the_svg_sheet_holds_exactly_the_solutions() {
    for n in 1..=8 {
        let svg = stdout_of(&["solve", "-n", &n.to_string(), "--style", "svg"]);
        let boards = boards(&svg);
        for board in &boards {
            assert_eq!(board.len(), n, "n = {n}: {board:?}");
            assert!(is_valid(board), "n = {n}: {board:?} is not a solution");
        }
        let distinct: BTreeSet<&Vec<usize>> = boards.iter().collect();
        assert_eq!(distinct.len(), boards.len(), "n = {n}: a board drawn twice");
        assert_eq!(
            Some(boards.len() as u64),
            known::solutions(n),
            "n = {n}: OEIS A000170"
        );
    }
}

#[test]
fn the_unique_sheet_holds_one_board_per_class_and_the_limit_is_kept() {
    let svg = stdout_of(&["solve", "-n", "8", "--unique", "--style", "svg"]);
    let classes = boards(&svg);
    assert!(classes.iter().all(|board| is_valid(board)));
    assert_eq!(
        Some(classes.len() as u64),
        known::unique_solutions(8),
        "OEIS A002562"
    );
    assert!(
        svg.contains(&format!(">Class {}</text>", common::classes(8))),
        "each board is captioned"
    );

    let svg = stdout_of(&["solve", "-n", "10", "--style", "svg", "--limit", "5"]);
    assert_eq!(boards(&svg).len(), 5);
    assert!(svg.contains("the first 5 shown"), "the title says the limit");
    let svg = stdout_of(&["solve", "-n", "3", "--style", "svg"]);
    assert!(boards(&svg).is_empty());
    assert!(svg.contains("No solution for n = 3"));
}

/// The lines along which the queens attack (`row`, `col`), computed here
/// from the definitions of REFERENCE.md, not with the library's code.
fn lines_through(queens: &[usize], row: usize, col: usize) -> Vec<&'static str> {
    let on = |test: &dyn Fn(usize, usize) -> bool| queens.iter().enumerate().any(|(r, &c)| test(r, c));
    let mut lines = Vec::new();
    if on(&|_, c| c == col) {
        lines.push("column");
    }
    if on(&|r, c| r + c == row + col) {
        lines.push("diagonal");
    }
    if on(&|r, c| r + col == row + c) {
        lines.push("anti-diagonal");
    }
    lines
}

#[test]
fn a_drawn_position_marks_every_attacked_square_and_the_free_ones() {
    for (n, queens) in [
        (8, vec![0, 4, 7]),
        (6, vec![1, 3]),
        (5, vec![]),
        (4, vec![1, 3, 0, 2]),
    ] {
        let list: Vec<String> = queens.iter().map(usize::to_string).collect();
        let mut args = vec!["draw".to_string(), "-n".to_string(), n.to_string()];
        if !queens.is_empty() {
            args.extend(["--queens".to_string(), list.join(",")]);
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let svg = stdout_of(&args);
        assert_eq!(root_attribute(&svg, "data-queens"), Some(list.join(" ")));
        let squares = tagged(&svg, "data-square");
        let attacks = tagged(&svg, "data-attacks");
        let free = tagged(&svg, "data-free");
        let mut expected_squares = Vec::new();
        let mut expected_free = Vec::new();
        for row in queens.len()..n {
            for col in 0..n {
                let lines = lines_through(&queens, row, col);
                if !lines.is_empty() {
                    expected_squares.push((format!("{row} {col}"), lines.join(" ")));
                } else if row == queens.len() {
                    expected_free.push(format!("{row} {col}"));
                }
            }
        }
        let drawn: Vec<(String, String)> = squares.into_iter().zip(attacks).collect();
        assert_eq!(drawn, expected_squares, "{args:?}: attacked squares");
        assert_eq!(free, expected_free, "{args:?}: free squares of the next row");
    }
    // The legend names only what is drawn: a full board tints no square
    // and rings none.
    let full = stdout_of(&["draw", "-n", "4", "--queens", "1,3,0,2"]);
    assert!(
        !full.contains("attacked square") && !full.contains("free in row"),
        "{full}"
    );
    assert!(full.contains("column"), "its queens' lines are drawn");
    // 0 4 7 leaves columns 1 and 5 of row 3 (its first solution is 0 4 7 5 2 6 1 3, REFERENCE.md).
    let svg = stdout_of(&["draw", "--queens", "0,4,7"]);
    assert_eq!(tagged(&svg, "data-free"), ["3 1", "3 5"]);
    assert!(svg.contains("attacked square") && svg.contains("free in row 3"));
}

#[test]
fn clashing_queens_are_refused_unless_asked_for() {
    refuses(
        &["draw", "--queens", "0,1"],
        "",
        &["--queens", "(0,0) and (1,1)", "\\ diagonal", "--clashes"],
    );
    let svg = stdout_of(&["draw", "-n", "4", "--queens", "0,1,0", "--clashes"]);
    assert_eq!(
        tagged(&svg, "data-clash"),
        ["anti-diagonal", "column", "diagonal"]
    );
}

/// The CSV lines of `args` without the header, each split into fields,
/// the seconds (`seconds_at`) blanked out since they change from run to run.
fn csv_rows(args: &[&str], seconds_at: usize) -> Vec<Vec<String>> {
    stdout_of(args)
        .lines()
        .skip(1)
        .map(|line| {
            let mut fields: Vec<String> = line.split(',').map(str::to_string).collect();
            fields[seconds_at].clear();
            fields
        })
        .collect()
}

#[test]
fn the_sweep_gives_the_numbers_of_single_compare_runs() {
    let header = stdout_of(&["compare", "-n", "4", "--format", "csv"]);
    let columns: Vec<&str> = header.lines().next().expect("a header").split(',').collect();
    let seconds = columns
        .iter()
        .position(|&c| c == "seconds")
        .expect("a seconds column");
    // A budget of 10^5 nodes skips branching at n = 7 (1 + 7 + ... + 7^7 = 960,800 nodes).
    let budget = ["--max-nodes", "100000"];
    let sweep = csv_rows(
        &[&["compare", "--sizes", "4..=7", "--format", "csv"], &budget[..]].concat(),
        seconds,
    );
    let mut singles = Vec::new();
    for n in 4..=7 {
        let n = n.to_string();
        singles.extend(csv_rows(
            &[&["compare", "-n", &n, "--format", "csv"], &budget[..]].concat(),
            seconds,
        ));
    }
    assert_eq!(sweep.len(), singles.len(), "one row per (strategy, n)");
    for single in &singles {
        let row = sweep
            .iter()
            .find(|row| row[..2] == single[..2])
            .unwrap_or_else(|| panic!("the sweep lacks {} at n = {}", single[0], single[1]));
        assert_eq!(
            row[..single.len()],
            single[..],
            "{} at n = {}",
            single[0],
            single[1]
        );
    }
    let column = |name: &str| columns.iter().position(|&c| c == name).expect(name);
    let skipped_at = column("skipped_expected_nodes");
    let skipped = sweep.iter().filter(|row| !row[skipped_at].is_empty()).count();
    assert!(skipped > 0, "some runs are past the budget and shown as skipped");

    // The growth columns follow compare's: each count over the single run's at n - 1.
    let growth_at = singles[0].len();
    let mut grown = 0;
    for row in &sweep {
        let before = (row[1].parse::<usize>().expect("n") - 1).to_string();
        let previous = singles
            .iter()
            .find(|single| single[0] == row[0] && single[1] == before);
        for (offset, counted) in ["nodes", "prunes", "checks"].into_iter().enumerate() {
            let at = column(counted);
            let expected = match previous {
                // No ratio to a skipped run, or to 0 (full branching prunes nothing).
                Some(previous) if !row[at].is_empty() && !["", "0"].contains(&previous[at].as_str()) => {
                    let (now, then): (f64, f64) = (
                        row[at].parse().expect("a count"),
                        previous[at].parse().expect("a count"),
                    );
                    grown += 1;
                    format!("{:.3}", now / then)
                }
                _ => String::new(),
            };
            assert_eq!(
                row[growth_at + offset],
                expected,
                "{counted} of {} at n = {}",
                row[0],
                row[1]
            );
        }
        let ran = |line: &[String]| line[skipped_at].is_empty();
        let timed = previous.is_some_and(|previous| ran(row) && ran(previous));
        assert_eq!(
            !row[growth_at + 3].is_empty(),
            timed,
            "time of {} at n = {}",
            row[0],
            row[1]
        );
    }
    assert!(grown > 20, "most rows have a row at n - 1");
}

#[test]
fn the_charts_are_svg_and_name_every_strategy() {
    let growth = stdout_of(&["compare", "--sizes", "4..=7", "--format", "svg"]);
    let profile = stdout_of(&["compare", "-n", "6", "--format", "svg"]);
    for (chart, svg) in [("growth", &growth), ("profile", &profile)] {
        tagged(svg, "id");
        for strategy in [
            "branching",
            "bounding",
            "branch-and-bound",
            "bitmask",
            "symmetry",
            "halves",
        ] {
            assert!(svg.contains(strategy), "the {chart} chart names {strategy}");
        }
    }
    assert!(growth.contains("leaves of full branching") && growth.contains("n!: "));
    assert!(
        profile.contains("Knuth"),
        "the profile chart says whose profile it is"
    );
}

/// The texts of the `text` elements of `svg`, in document order.
fn texts(svg: &str) -> Vec<String> {
    let document = roxmltree::Document::parse(svg).expect("XML");
    document
        .descendants()
        .filter(|node| node.has_tag_name("text"))
        .filter_map(|node| node.text().map(|text| text.trim().to_string()))
        .collect()
}

#[test]
fn the_profile_stays_readable_and_small_at_any_n() {
    for (n, depths) in [("100", "100"), ("100000", "100,000")] {
        let svg = stdout_of(&["compare", "-n", n, "--first", "--format", "svg"]);
        assert!(svg.len() < 20_000, "n = {n}: {} bytes", svg.len());
        let numbers: Vec<String> = texts(&svg)
            .into_iter()
            .filter(|text| !text.is_empty() && text.chars().all(|c| c.is_ascii_digit() || c == ','))
            .collect();
        assert!(numbers.len() <= 24, "n = {n}: labels {numbers:?}");
        assert!(
            numbers.contains(&depths.to_string()),
            "n = {n}: the last depth is labelled"
        );
        for strategy in ["construction", "min-conflicts"] {
            assert!(svg.contains(strategy), "n = {n}: {strategy} is drawn");
        }
        assert!(
            svg.contains("search no tree"),
            "n = {n}: the note says why they are lines"
        );
    }

    let json = stdout_of(&["compare", "-n", "1000000", "--first", "--format", "json"]);
    assert!(json.len() < 2_000, "{} bytes", json.len());
    let runs: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    for run in runs.as_array().expect("an array") {
        assert_eq!(run["profile"], serde_json::Value::Null, "{}", run["strategy"]);
        assert_eq!(run["nodes"], 1_000_000, "one node per queen placed");
    }
    // The searches keep their profile: Knuth's n = 8 tree, REFERENCE.md.
    let json = stdout_of(&["compare", "--strategies", "branch-and-bound", "--format", "json"]);
    let runs: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(
        runs[0]["profile"],
        serde_json::json!([1, 8, 42, 140, 344, 568, 550, 312, 92])
    );
}

/// The pictures the README and the guide show (docs/pictures.md), and the arguments that draw them.
const DOC_PICTURES: [(&str, &[&str]); 6] = [
    (
        "solutions-8.svg",
        &["solve", "-n", "8", "--unique", "--style", "svg"],
    ),
    ("position-8.svg", &["draw", "-n", "8", "--queens", "0,4,7"]),
    (
        "tree-4.svg",
        &["draw", "--tree", "-n", "4", "--strategy", "branch-and-bound"],
    ),
    (
        "step-4-60.svg",
        &["draw", "--step", "60", "--tree", "--code", "-n", "4"],
    ),
    (
        "growth.svg",
        &[
            "compare",
            "--sizes",
            "4..=12",
            "--format",
            "svg",
            "--max-nodes",
            "100000000",
        ],
    ),
    ("profile-8.svg", &["compare", "-n", "8", "--format", "svg"]),
];

/// Fails when a picture of the README or the guide is not what the tool draws now.
#[test]
fn the_guide_pictures_are_what_the_tool_draws() {
    for (file, args) in DOC_PICTURES {
        assert_picture(file, &stdout_of(args));
    }
}

#[test]
fn bad_sizes_and_queens_are_refused() {
    refuses(&["compare", "--sizes", "4..=33"], "", &["--sizes", "1 to 32"]);
    refuses(
        &["compare", "--sizes", "9..=4"],
        "",
        &["--sizes", "9 is larger than 4"],
    );
    refuses(&["compare", "--sizes", "4-9"], "", &["--sizes", "A..=B"]);
    refuses(
        &["compare", "--sizes", "4..=8", "-n", "5"],
        "",
        &["--sizes", "--size"],
    );
    refuses(
        &["draw", "--queens", "0,8"],
        "",
        &["--queens", "column 8", "0 to 7"],
    );
    refuses(
        &["draw", "-n", "3", "--queens", "0,2,1,0"],
        "",
        &["--queens", "4 queens", "3 rows"],
    );
    refuses(
        &["draw", "--queens", "two"],
        "",
        &["--queens", "two", "not a whole number", "numbered from 0"],
    );
    refuses(
        &["draw", "--queens", "0,a"],
        "",
        &["--queens", "'a'", "numbered from 0"],
    );
    refuses(
        &["draw", "--queens", "-1"],
        "",
        &["--queens", "-1", "numbered from 0"],
    );
}
