//! `nqueens watch` and `nqueens trace --format json` from the outside:
//! without a terminal `watch` says where to go instead, and what neither
//! can do is refused with one line and exit code 2.

mod common;

use common::{refuses, stdout_of};

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
    let json: serde_json::Value = serde_json::from_str(&stdout_of(&[
        "trace",
        "-n",
        "5",
        "--format",
        "json",
        "--strategy",
        "bitmask",
    ]))
    .expect("valid JSON");
    let steps = json["steps"].as_array().expect("steps");
    // 200 steps by default, as the text trace shows.
    assert_eq!(steps.len(), 200);
    assert_eq!(steps[0]["kind"], "call");
    assert_eq!(
        json["counters"]["solutions"], 10,
        "A000170: 10 solutions for n = 5"
    );
    refuses(
        &["trace", "--format", "json", "--max-steps", "1000001"],
        "",
        &["--max-steps 1000001", "1,000,000"],
    );
    refuses(
        &["trace", "--format", "json", "--board"],
        "",
        &["--board", "--format text"],
    );
}
