//! `nqueens watch` and `nqueens trace --format json` from the outside:
//! without a terminal `watch` says where to go instead, what neither can do
//! is refused with one line and exit code 2, the recorded formats keep a
//! whole run by default and say on stderr when they keep less, and the
//! counters come in `compare`'s order.

use crate::common;

use common::{outputs_of, refuses, solutions, stdout_of};
use nqueens::format::thousands;
use nqueens::trace::MAX_RECORDED_STEPS;

#[test]
fn watch_without_a_terminal_points_to_trace() {
    // The test harness gives the binary a pipe, not a terminal.
    refuses(&["watch", "-n", "5"], "", &["terminal", "nqueens trace -n 5"]);
}

#[test]
fn watch_refuses_what_it_cannot_show() {
    refuses(&["watch", "-n", "11"], "", &["--size", "n is 1 to 10"]);
    refuses(
        &["watch", "--strategy", "parallel"],
        "",
        &["--strategy parallel", "symmetry"],
    );
    // The one-solution strategies build no tree to step through.
    for strategy in ["construction", "min-conflicts"] {
        refuses(
            &["watch", "--strategy", strategy],
            "",
            &["without searching a tree", "nqueens solve --strategy"],
        );
    }
    // Full branching for n = 9 visits 435,848,050 nodes (1 + 9 + ... + 9^9),
    // past watch's budget of 20,000,000.
    refuses(
        &["watch", "-n", "9", "--strategy", "branching"],
        "",
        &["435,848,050", "--max-nodes"],
    );
}

#[test]
fn trace_json_is_data_and_refuses_text_options() {
    let (out, err) = outputs_of(&["trace", "-n", "5", "--format", "json", "--strategy", "bitmask"]);
    let json: serde_json::Value = serde_json::from_str(&out).expect("valid JSON");
    let steps = json["steps"].as_array().expect("steps");
    // The whole run by default, and nothing said about it.
    assert_eq!(json["steps_not_kept"], 0);
    assert_eq!(Some(steps.len() as u64), json["steps_in_all"].as_u64());
    assert!(err.is_empty(), "{err}");
    assert_eq!(steps[0]["kind"], "call");
    assert_eq!(steps[0]["row"], 0, "a call's row is the row it fills");
    let last = steps.last().expect("a last step");
    assert_eq!((&last["kind"], &last["row"]), (&"return".into(), &0.into()));
    assert_eq!(json["counters"]["solutions"], solutions(5), "OEIS A000170");
    // One step past the most a recording keeps.
    let past = (MAX_RECORDED_STEPS + 1).to_string();
    refuses(
        &["trace", "--format", "json", "--max-steps", &past],
        "",
        &[&format!("--max-steps {past}"), &thousands(MAX_RECORDED_STEPS)],
    );
    refuses(
        &["trace", "--format", "json", "--board"],
        "",
        &["--board", "--format text"],
    );
}

/// n = 8 with branch-and-bound takes 37,702 steps, its first solution at
/// step 2,077: the page keeps them all by default; a cut says so on stderr.
#[test]
fn the_recorded_formats_keep_a_whole_run_and_say_when_they_cut_one() {
    let (page, err) = outputs_of(&["trace", "-n", "8", "--format", "html"]);
    assert!(err.is_empty(), "{err}");
    assert!(page.contains("\"status\":\"step {step} of 37,702\""));
    assert!(!page.contains("This page keeps steps"), "nothing is cut");
    // One compact array a step: the JSON objects of --format json take 172 bytes a step here.
    let per_step = page.len() as f64 / 37_702.0;
    assert!(per_step < 64.0, "{per_step:.1} bytes a step");
    let (json, err) = outputs_of(&["trace", "-n", "8", "--format", "json", "--max-steps", "2100"]);
    let json: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
    assert_eq!(json["steps_not_kept"], 35_602);
    assert_eq!(json["steps"][2076]["kind"], "solution");
    assert_eq!(
        err,
        "note: kept the first 2,100 of 37,702 steps (--max-steps K keeps up to 1,000,000; \
         nqueens watch reaches every step)\n"
    );
}

/// The keys of a JSON text, in the order written.
fn keys(json: &str) -> Vec<&str> {
    let pieces: Vec<&str> = json.split('"').collect();
    pieces
        .windows(2)
        .filter(|pair| pair[1].trim_start().starts_with(':'))
        .map(|pair| pair[0])
        .collect()
}

#[test]
fn the_traces_counters_are_compares_object_in_compares_order() {
    let trace = stdout_of(&["trace", "-n", "6", "--format", "json"]);
    let counters = trace
        .lines()
        .find_map(|line| line.strip_prefix("\"counters\": "))
        .expect("a counters line");
    let compare = stdout_of(&[
        "compare",
        "-n",
        "6",
        "--strategies",
        "branch-and-bound",
        "--format",
        "json",
    ]);
    assert_eq!(keys(counters), keys(&compare));
    assert!(keys(counters).starts_with(&["strategy", "n", "first", "nodes"]));
    let counters: serde_json::Value = serde_json::from_str(counters).expect("valid JSON");
    let compare: serde_json::Value = serde_json::from_str(&compare).expect("valid JSON");
    for key in ["nodes", "solutions", "prunes_by_reason", "checks"] {
        assert_eq!(counters[key], compare[0][key], "{key}");
    }
}
