//! The call-order trace against the tree it traces: the n = 4 trace read by
//! hand, line counts equal to the counters for every strategy, and the
//! `max_steps` cut that leaves the counters whole.

use crate::common;

use common::{assert_snapshot, counted};

use nqueens::lang::Lang;
use nqueens::report::{Comparison, Entry};
use nqueens::trace::{trace_to_string, TraceOptions};
use nqueens::{RunSpec, Strategy};

fn spec(strategy: Strategy, n: usize, first: bool) -> RunSpec {
    RunSpec::of(strategy, n, first)
}

fn untruncated() -> TraceOptions {
    TraceOptions {
        max_steps: u64::MAX,
        ..TraceOptions::default()
    }
}

/// Checked by hand against the n = 4 tree (the 172 numbered steps, then
/// the counters table):
/// - 17 calls `solve(row = d)`: the root and one per placement; the
///   placements are (0,0) (1,2) (1,3) (2,1) under the first queen,
///   (0,1) (1,3) (2,0) (3,2) under the second, (0,2) (1,0) (2,3) (3,1)
///   under the third and (0,3) (1,0) (2,2) (1,1) under the fourth: 16.
/// - 44 prunes: 13 under (0,0), 9 under (0,1), 9 under (0,2), 13 under
///   (0,3); 28 by column, 9 by `/` and 7 by `\`, as `compare -n 4` counts.
///   Each flag index was recomputed, e.g. step 96: (2,1) under (0,2) (1,0)
///   is on `\` 2-1+3 = 4, which (1,0) marked at step 91 (1-0+3 = 4).
/// - every placement marks column c, `/` r+c and `\` r-c+3, and its undo
///   clears the same three flags just before the next square of its row.
/// - the two solutions, `1 3 0 2` (step 70) and `2 0 3 1` (step 107), are
///   LeetCode 51's, found at depth 4 in column order.
/// - 17 returns, the last one the root's (step 172); nothing left out.
#[test]
fn the_n_4_branch_and_bound_trace_is_the_one_checked_by_hand() {
    let trace = trace_to_string(spec(Strategy::BranchAndBound, 4, false), TraceOptions::default())
        .expect("a board the strategy takes");
    assert_snapshot("trace_branch_and_bound_n4", &trace);
}

/// How many numbered lines of each kind a trace has.
#[derive(Debug, Default, PartialEq, Eq)]
struct Steps {
    calls: u64,
    tries: u64,
    prunes: u64,
    places: u64,
    leaf_tests: u64,
    solutions: u64,
    undos: u64,
    returns: u64,
}

impl Steps {
    fn count(trace: &str, strategy: Strategy) -> Self {
        let call = format!("{}(row = ", strategy.function());
        let mut steps = Steps::default();
        for text in numbered(trace) {
            let kind = if text.ends_with(" returns") {
                &mut steps.returns
            } else if text.starts_with(&call) {
                &mut steps.calls
            } else if text.starts_with("try (") {
                &mut steps.tries
            } else if text.contains(") pruned: ") {
                &mut steps.prunes
            } else if text.contains(") placed") {
                &mut steps.places
            } else if text.contains(") undone") {
                &mut steps.undos
            } else if text.starts_with("leaf test ") {
                &mut steps.leaf_tests
            } else if text.starts_with("solution ") {
                &mut steps.solutions
            } else {
                panic!("a step of no known kind: {text:?}");
            };
            *kind += 1;
        }
        steps
    }

    fn total(&self) -> u64 {
        self.calls
            + self.tries
            + self.prunes
            + self.places
            + self.leaf_tests
            + self.solutions
            + self.undos
            + self.returns
    }
}

/// The text of each numbered step, without its number and indent.
fn numbered(trace: &str) -> impl Iterator<Item = &str> {
    trace.lines().filter_map(|line| {
        let (number, text) = line.trim_start().split_once(' ')?;
        number.parse::<u64>().ok().map(|_| text.trim_start())
    })
}

#[test]
fn every_strategy_traces_one_line_per_counted_step() {
    for strategy in Strategy::SEARCHES {
        for n in 4..=6 {
            let counted = counted(spec(strategy, n, false));
            let c = &counted.counters;
            let generate_and_test = matches!(strategy, Strategy::Branching | Strategy::Bounding);
            let expected = Steps {
                calls: c.nodes(),
                tries: c.tried(),
                prunes: c.prunes(),
                places: c.nodes() - 1,
                leaf_tests: if generate_and_test { counted.leaves() } else { 0 },
                solutions: c.solutions,
                undos: c.nodes() - 1,
                returns: c.nodes(),
            };
            let trace =
                trace_to_string(spec(strategy, n, false), untruncated()).expect("a board the strategy takes");
            assert_eq!(
                Steps::count(&trace, strategy),
                expected,
                "{strategy}, n = {n}: lines of each kind against the counters"
            );
            assert!(
                trace.ends_with(&counters_table(&counted)),
                "{strategy}, n = {n}: the counters below the trace are compare's"
            );
        }
    }
}

/// The counters of a run as `compare` prints them, without the time.
fn counters_table(result: &nqueens::RunResult) -> String {
    let RunSpec { n, first, .. } = result.spec;
    Comparison::new(n, first, vec![Entry::Ran(result.clone())]).render_untimed(Lang::En)
}

#[test]
fn max_steps_cuts_the_trace_and_says_how_much_is_left_out() {
    for (strategy, n, first) in [
        (Strategy::BranchAndBound, 5, false),
        (Strategy::Bitmask, 6, true),
        (Strategy::Bounding, 4, true),
    ] {
        let whole =
            trace_to_string(spec(strategy, n, first), untruncated()).expect("a board the strategy takes");
        let total = Steps::count(&whole, strategy).total();
        let cut = trace_to_string(
            spec(strategy, n, first),
            TraceOptions {
                max_steps: 50,
                ..TraceOptions::default()
            },
        )
        .expect("a board the strategy takes");
        assert_eq!(numbered(&cut).count(), 50, "{strategy}, n = {n}: 50 steps shown");
        assert!(
            numbered(&cut).eq(numbered(&whole).take(50)),
            "{strategy}, n = {n}: the cut trace is the start of the whole one"
        );
        let note = format!(
            "... {} more steps not shown ({total} in all; see them with --max-steps {total}).",
            total - 50
        );
        assert!(
            cut.contains(&note),
            "{strategy}, n = {n}: expected {note:?} in\n{cut}"
        );
        let counted = counted(spec(strategy, n, first));
        assert!(
            cut.ends_with(&counters_table(&counted)),
            "{strategy}, n = {n}: the counters are those of the whole run"
        );
    }
}

#[test]
fn the_first_solution_ends_the_trace() {
    let trace = trace_to_string(spec(Strategy::BranchAndBound, 8, true), untruncated())
        .expect("a board the strategy takes");
    let steps = Steps::count(&trace, Strategy::BranchAndBound);
    // docs/REFERENCE.md: the first solution, 0 4 7 5 2 6 1 3, is the 114th node.
    assert_eq!(steps.calls, 114, "calls up to the first solution for n = 8");
    assert_eq!(steps.places, 113, "placements up to the first solution for n = 8");
    assert_eq!(steps.solutions, 1);
    let last = numbered(&trace).last().expect("a step");
    assert_eq!(last, "solution 1: 0 4 7 5 2 6 1 3");
}

#[test]
fn bitmask_prunes_name_a_mask_with_the_square_set() {
    let trace = trace_to_string(spec(Strategy::Bitmask, 6, false), untruncated())
        .expect("a board the strategy takes");
    let mut checked = 0;
    for text in numbered(&trace).filter(|text| text.contains(") pruned: ")) {
        // `(2,1) pruned: bit 1 is set in diagonals 000010`
        let words: Vec<&str> = text.split(' ').collect();
        let col: usize = words[3].parse().expect("a column");
        let mask = words[8];
        assert_eq!(mask.len(), 6, "six binary digits: {text}");
        assert_eq!(&mask[5 - col..6 - col], "1", "bit {col} is set: {text}");
        checked += 1;
    }
    assert_eq!(
        checked,
        counted(spec(Strategy::Bitmask, 6, false)).counters.prunes()
    );
}

#[test]
fn boards_show_the_placements_and_the_solutions() {
    let options = TraceOptions {
        board: true,
        ..untruncated()
    };
    let trace =
        trace_to_string(spec(Strategy::Pairwise, 4, false), options).expect("a board the strategy takes");
    let lines: Vec<&str> = trace.lines().map(str::trim).collect();
    // LeetCode 51's two boards for n = 4, each drawn under its solution step.
    for (solution, board) in [
        (
            "solution 1: 1 3 0 2",
            [". Q . .", ". . . Q", "Q . . .", ". . Q ."],
        ),
        (
            "solution 2: 2 0 3 1",
            [". . Q .", "Q . . .", ". . . Q", ". Q . ."],
        ),
    ] {
        let at = lines
            .iter()
            .position(|line| line.ends_with(solution))
            .unwrap_or_else(|| panic!("{solution} in\n{trace}"));
        assert_eq!(lines[at + 1..at + 5], board, "the board under {solution}");
    }
    let flags = TraceOptions {
        flags: true,
        ..untruncated()
    };
    let trace =
        trace_to_string(spec(Strategy::BranchAndBound, 4, false), flags).expect("a board the strategy takes");
    // After (0,1) (1,3) (2,0) (3,2): every column, `/` r+c = 1 4 2 5 and `\` r-c+3 = 2 1 5 4.
    assert!(
        trace.contains("column [1 1 1 1]  / [0 1 1 0 1 1 0]  \\ [0 1 1 0 1 1 0]"),
        "the flags of the first solution in\n{trace}"
    );
}

#[test]
fn every_strategy_tries_columns_from_left_to_right() {
    // The guide's promise (docs/strategies.md): within one call, the squares of its row are
    // tried (placed or pruned) in increasing column order, prunes of one
    // mask test interleaved with the free squares as a scan meets them.
    for strategy in Strategy::SEARCHES.into_iter().filter(|s| !s.is_serial_stand_in()) {
        for n in [5, 6] {
            let text =
                trace_to_string(spec(strategy, n, false), untruncated()).expect("a board the strategy takes");
            // The last column tried in each row since that row's call.
            let mut last: Vec<Option<usize>> = vec![None; n];
            for line in text.lines() {
                let step = line.trim_start_matches(|c: char| c.is_ascii_digit()).trim_start();
                if let Some(rest) = step.strip_prefix(&format!("{}(row = ", strategy.function())) {
                    let row: usize = rest
                        .split(|c: char| !c.is_ascii_digit())
                        .next()
                        .unwrap()
                        .parse()
                        .unwrap();
                    if row < n {
                        last[row] = None;
                    }
                } else if let Some(square) = step.strip_prefix("try (") {
                    let (row, col) = square.trim_end_matches(')').split_once(',').expect("(row,col)");
                    let (row, col): (usize, usize) = (row.parse().unwrap(), col.parse().unwrap());
                    assert!(
                        last[row].is_none_or(|before| before < col),
                        "{strategy}, n = {n}: ({row},{col}) tried after column {:?}:\n{text}",
                        last[row]
                    );
                    last[row] = Some(col);
                }
            }
            assert!(text.contains("try ("), "{strategy}: the trace shows its tries");
        }
    }
}

/// Whether `text` (a program) defines a function `name`: a line that
/// opens a block with a definition of it, `void solve(`, `def solve(`,
/// `fn solve(`, `static boolean solve(`...
fn defines(text: &str, name: &str) -> bool {
    let kinds = ["def ", "fn ", "void ", "bool ", "int ", "static "];
    text.lines().map(str::trim).any(|line| {
        kinds.iter().any(|kind| line.starts_with(kind))
            && line.contains(&format!(" {name}("))
            && line.ends_with(['{', ':'])
    })
}

#[test]
fn the_trace_calls_the_function_by_the_name_the_programs_give_it() {
    use nqueens::programs::{self, CodeLang};
    for program in &programs::PROGRAMS {
        let strategy = program.strategy;
        for code in CodeLang::PROGRAMS {
            let source = program.source(code).expect("a program in each language");
            assert!(defines(source.text, strategy.function()), "{}", source.path);
        }
        let trace = trace_to_string(spec(strategy, 4, program.first), TraceOptions::default())
            .expect("a board the strategy takes");
        let first = trace.lines().nth(1).expect("the first step");
        let call = first.trim_start_matches(|c: char| c == ' ' || c.is_ascii_digit());
        assert!(call.starts_with("solve(row = 0"), "{strategy}: {call}");
    }
}
