//! The recorded steps against the text trace and the counters: the same
//! numbering and words, one step per counted event, the placement after
//! each step, the `max_steps` bound, the bytes a step costs, and the JSON.

use crate::common;

use common::counted;

use nqueens::lang::Lang;
use nqueens::trace::{trace_to_string, write_json, Recording, StepKind, TraceOptions};
use nqueens::{known, RunSpec, Strategy};

fn spec(strategy: Strategy, n: usize) -> RunSpec {
    RunSpec::of(strategy, n, false)
}

/// Every numbered line of the text trace: (number, indent, text).
fn numbered(trace: &str) -> Vec<(u64, usize, String)> {
    trace
        .lines()
        .filter_map(|line| {
            let start = line.len() - line.trim_start().len();
            let (number, rest) = line[start..].split_once(' ')?;
            let number = number.parse().ok()?;
            let text = rest.trim_start();
            Some((number, rest.len() - text.len(), text.to_string()))
        })
        .collect()
}

#[test]
fn the_recording_says_what_the_text_trace_says_for_every_strategy() {
    for strategy in traceable() {
        for n in [4, 5] {
            let recording =
                Recording::record(spec(strategy, n), u64::MAX).expect("a board the strategy takes");
            let options = TraceOptions {
                max_steps: u64::MAX,
                ..TraceOptions::default()
            };
            let lines =
                numbered(&trace_to_string(spec(strategy, n), options).expect("a board the strategy takes"));
            assert_eq!(lines.len(), recording.steps.len(), "{strategy}, n = {n}");
            assert_eq!(recording.total, recording.steps.len() as u64);
            for (index, (step, (number, indent, text))) in recording.steps.iter().zip(&lines).enumerate() {
                assert_eq!(
                    step.number, *number,
                    "{strategy}, n = {n}: numbered from 1 without a gap"
                );
                assert_eq!(step.indent() * 2, *indent, "{strategy}, n = {n}, step {number}");
                let said = nqueens::trace::describe(Lang::En, strategy, n, step, &recording.queens(index));
                assert_eq!(&said, text, "{strategy}, n = {n}, step {number}");
            }
            let solutions = recording
                .steps
                .iter()
                .filter(|s| s.kind == StepKind::Solution)
                .count();
            assert_eq!(
                solutions as u64,
                known::solutions(n).expect("known"),
                "{strategy}, n = {n}"
            );
        }
    }
}

/// Every strategy `trace` takes: `parallel` only stands in for `symmetry` on one thread.
fn traceable() -> impl Iterator<Item = Strategy> {
    Strategy::SEARCHES.into_iter().filter(|s| !s.is_serial_stand_in())
}

#[test]
fn each_step_keeps_the_placement_after_it() {
    for strategy in traceable() {
        let recording = Recording::record(spec(strategy, 6), u64::MAX).expect("a board the strategy takes");
        // The placement rebuilt from the place and undo steps alone.
        let mut queens: Vec<usize> = Vec::new();
        for (index, step) in recording.steps.iter().enumerate() {
            let at = format!("{strategy}, step {}", step.number);
            let square = step
                .row
                .zip(step.col)
                .map(|(r, c)| (usize::from(r), usize::from(c)));
            match (step.kind, square) {
                (StepKind::Place, Some((row, col))) => {
                    assert_eq!(queens.len(), row, "{at}: a queen goes on the next row");
                    queens.push(col);
                }
                (StepKind::Undo, Some((row, col))) => {
                    assert_eq!(queens.pop(), Some(col), "{at}");
                    assert_eq!(queens.len(), row, "{at}");
                }
                (StepKind::Prune, Some((row, col))) => {
                    // The reason is the first line, column first, an earlier queen holds through the square.
                    let first = queens
                        .iter()
                        .enumerate()
                        .filter_map(|(r, &c)| nqueens::PruneReason::between(r, c, row, col))
                        .min();
                    assert_eq!(step.reason, first, "{at}");
                }
                _ => {}
            }
            if step.kind == StepKind::Solution {
                // A solution may be reported as one of its images (mirror,
                // symmetry): the step keeps the solution as reported.
                assert!(nqueens::board::is_valid(&recording.queens(index)), "{at}");
            } else {
                assert_eq!(recording.queens(index), queens, "{at}");
            }
        }
        assert!(
            queens.is_empty(),
            "{strategy}: every queen is taken off at the end"
        );
    }
}

/// docs/REFERENCE.md: steps = 5·nodes - 3 + 2·prunes + leaf tests + solutions.
#[test]
fn a_whole_run_takes_the_steps_its_counters_say() {
    for strategy in traceable() {
        for n in 4..=7 {
            let recording = Recording::record(spec(strategy, n), 0).expect("a board the strategy takes");
            let c = &recording.result.counters;
            let generate_and_test = matches!(strategy, Strategy::Branching | Strategy::Bounding);
            let leaf_tests = if generate_and_test {
                recording.result.leaves()
            } else {
                0
            };
            let steps = 5 * c.nodes() - 3 + 2 * c.prunes() + leaf_tests + c.solutions;
            assert_eq!(recording.total, steps, "{strategy}, n = {n}");
            assert!(recording.steps.is_empty() && recording.not_kept() == steps);
        }
    }
}

#[test]
fn a_bounded_recording_keeps_the_first_steps_and_counts_them_all() {
    let whole = Recording::record(spec(Strategy::Bitmask, 6), u64::MAX).expect("a board the strategy takes");
    let cut = Recording::record(spec(Strategy::Bitmask, 6), 50).expect("a board the strategy takes");
    assert_eq!(cut.steps[..], whole.steps[..50]);
    assert_eq!(cut.total, whole.total);
    assert_eq!(cut.not_kept(), whole.total - 50);
    assert_eq!(cut.result.counters, whole.result.counters);
    assert_eq!(cut.result.counters.solutions, known::solutions(6).expect("known"));
}

/// The bytes a kept step costs at n = 10: a recording keeps up to a million
/// steps, meant to fit in about 100 MB, so at most 100 bytes a step, allocation included.
#[test]
fn a_step_costs_a_few_dozen_bytes_at_n_10() {
    let recording = Recording::record(
        spec(Strategy::BranchAndBound, 10),
        nqueens::trace::MAX_RECORDED_STEPS,
    )
    .expect("a board the strategy takes");
    let kept = recording.steps.len();
    let per_step = recording.bytes() as f64 / kept as f64;
    let size = std::mem::size_of::<nqueens::trace::Step>();
    eprintln!(
        "n = 10: {kept} steps kept in {} bytes, {per_step:.1} bytes a step \
         ({size} for the step, 10 for its placement, the rest allocated ahead)",
        recording.bytes()
    );
    assert!(
        kept > 100_000,
        "n = 10 takes a few hundred thousand steps, got {kept}"
    );
    let floor = std::mem::size_of::<nqueens::trace::Step>() + 10;
    assert!(per_step >= floor as f64, "at least the step and its 10 rows");
    assert!(per_step <= 100.0, "{per_step:.1} bytes a step");
}

#[test]
fn the_json_holds_every_step_and_the_counters_of_compare() {
    let recording =
        Recording::record(spec(Strategy::BranchAndBound, 4), 100).expect("a board the strategy takes");
    let mut out = Vec::new();
    write_json(&recording, Lang::En, &mut out).expect("writes to memory");
    let json: serde_json::Value = serde_json::from_slice(&out).expect("valid JSON");
    assert_eq!(json["strategy"], "branch-and-bound");
    // The n = 4 trace takes 172 steps (tests/snapshots/trace_branch_and_bound_n4.snap).
    assert_eq!(json["steps_in_all"], 172);
    assert_eq!(json["steps_not_kept"], 72);
    let steps = json["steps"].as_array().expect("an array");
    assert_eq!(steps.len(), 100);
    // Step 6 of the snapshot: `(1,0) pruned: column 0 is taken`.
    let six = &steps[5];
    assert_eq!(six["step"], 6);
    assert_eq!(six["kind"], "prune");
    assert_eq!((six["row"].as_u64(), six["col"].as_u64()), (Some(1), Some(0)));
    assert_eq!(six["depth"], 1);
    assert_eq!(six["reason"], "column");
    assert_eq!(six["flag"], 0);
    assert_eq!(six["text"], "(1,0) pruned: column 0 is taken");
    assert_eq!(steps[0]["reason"], serde_json::Value::Null);
    let counters = &json["counters"];
    let counted = counted(spec(Strategy::BranchAndBound, 4)).counters;
    assert_eq!(counters["nodes"], counted.nodes());
    assert_eq!(counters["solutions"].as_u64(), known::solutions(4));
    assert_eq!(
        counters["prunes_by_reason"]["column"],
        counted.prunes_by_reason[0]
    );
}
