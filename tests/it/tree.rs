//! `nqueens draw --tree`: the state-space tree holds exactly the nodes,
//! pruned squares (by reason), leaves and solutions that `compare` counts
//! for the same run, for every strategy it draws at n = 4 and 5; up to a
//! step it lights one current element and the path from the root to it;
//! too large a tree and bad steps are refused with one line.

use std::collections::BTreeMap;

use crate::common;

use common::{outputs_of, refuses, stdout_of};
use nqueens::board::is_valid;

/// One `<g data-node>` element of a tree picture.
#[derive(Debug)]
struct Element {
    node: String,
    kind: String,
    reason: Option<String>,
    class: Option<String>,
    /// The boards written under it (`data-solution`), each as columns row by row.
    solutions: Vec<Vec<usize>>,
}

/// The elements of the tree picture `svg`, in document order.
fn elements(svg: &str) -> Vec<Element> {
    let document = roxmltree::Document::parse(svg).unwrap_or_else(|error| panic!("not XML: {error}"));
    assert_eq!(document.root_element().tag_name().name(), "svg");
    document
        .descendants()
        .filter(|node| node.has_tag_name("g"))
        .filter_map(|g| {
            let node = g.attribute("data-node")?.to_string();
            let solutions = g
                .descendants()
                .filter_map(|text| text.attribute("data-solution"))
                .map(|board| {
                    board
                        .split(' ')
                        .map(|col| col.parse().expect("a column"))
                        .collect()
                })
                .collect();
            Some(Element {
                node,
                kind: g
                    .attribute("data-kind")
                    .expect("every element has a kind")
                    .to_string(),
                reason: g.attribute("data-reason").map(str::to_string),
                class: g.attribute("class").map(str::to_string),
                solutions,
            })
        })
        .collect()
}

/// How many elements have `kind`.
fn count(elements: &[Element], kind: &str) -> u64 {
    elements.iter().filter(|element| element.kind == kind).count() as u64
}

/// `compare`'s counters of each strategy at `n`, by name.
fn compared(n: usize) -> BTreeMap<String, serde_json::Value> {
    let json = stdout_of(&["compare", "-n", &n.to_string(), "--format", "json"]);
    let entries: Vec<serde_json::Value> = serde_json::from_str(&json).expect("JSON");
    entries
        .into_iter()
        .map(|entry| (entry["strategy"].as_str().expect("a name").to_string(), entry))
        .collect()
}

#[test]
fn the_tree_of_branch_and_bound_at_4_is_the_textbook_one() {
    let tree = elements(&stdout_of(&[
        "draw",
        "--tree",
        "-n",
        "4",
        "--strategy",
        "branch-and-bound",
    ]));
    let nodes = tree.iter().filter(|element| element.kind != "prune").count();
    assert_eq!(nodes, 17, "16 nodes under the root, and the root");
    assert_eq!(count(&tree, "prune"), 44);
    assert_eq!(tree.iter().filter(|element| element.node == "root").count(), 1);
    assert_eq!(tree[0].node, "root", "the root comes first");
    let boards: Vec<&Vec<usize>> = tree.iter().flat_map(|element| &element.solutions).collect();
    assert_eq!(boards, [&vec![1, 3, 0, 2], &vec![2, 0, 3, 1]]);
    let full = elements(&stdout_of(&[
        "draw",
        "--tree",
        "-n",
        "4",
        "--strategy",
        "branching",
    ]));
    assert_eq!(full.iter().filter(|element| element.kind != "prune").count(), 341);
    assert_eq!(
        count(&full, "leaf") + count(&full, "solution"),
        256,
        "4^4 full boards"
    );
}

#[test]
fn the_trees_count_what_compare_counts_at_4_and_5() {
    for n in [4, 5] {
        for (strategy, counted) in compared(n) {
            let args = ["draw", "--tree", "-n", &n.to_string(), "--strategy", &strategy];
            let number = |key: &str| counted[key].as_u64().expect("a count");
            let elements_past_limit = number("nodes") + number("prunes") > 2_000;
            if strategy == "parallel" {
                refuses(&args, "", &["--strategy parallel", "symmetry"]);
                continue;
            }
            if elements_past_limit {
                refuses(&args, "", &["--step", "-n"]);
                continue;
            }
            let tree = elements(&stdout_of(&args));
            let at = format!("{strategy} at n = {n}");
            let nodes = tree.iter().filter(|element| element.kind != "prune").count() as u64;
            assert_eq!(nodes, number("nodes"), "{at}: nodes");
            assert_eq!(count(&tree, "prune"), number("prunes"), "{at}: prunes");
            for reason in ["column", "diagonal", "anti-diagonal"] {
                let drawn = tree
                    .iter()
                    .filter(|element| element.kind == "prune" && element.reason.as_deref() == Some(reason))
                    .count() as u64;
                assert_eq!(
                    drawn,
                    counted["prunes_by_reason"][reason].as_u64().unwrap(),
                    "{at}: {reason}"
                );
            }
            assert_eq!(
                count(&tree, "leaf") + count(&tree, "solution"),
                number("leaves"),
                "{at}: leaves"
            );
            let boards: Vec<&Vec<usize>> = tree.iter().flat_map(|element| &element.solutions).collect();
            assert!(
                boards.iter().all(|board| board.len() == n && is_valid(board)),
                "{at}: {boards:?}"
            );
            let drawn = if strategy == "halves" {
                0
            } else {
                number("solutions")
            };
            assert_eq!(
                boards.len() as u64,
                drawn,
                "{at}: solutions (halves finds its own in the join)"
            );
        }
    }
}

#[test]
fn up_to_a_step_one_element_is_current_and_the_path_to_it_is_lit() {
    let whole = elements(&stdout_of(&["draw", "--tree", "-n", "4"]));
    assert!(
        whole.iter().all(|element| element.class.is_none()),
        "nothing lit in a whole tree"
    );
    let mut grown = 0;
    for step in [1, 2, 3, 6, 10, 47, 60, 100, 171, 172] {
        let tree = elements(&stdout_of(&[
            "draw",
            "--tree",
            "-n",
            "4",
            "--step",
            &step.to_string(),
        ]));
        assert!(tree.len() >= grown, "step {step}: the tree only grows");
        grown = tree.len();
        let current: Vec<&Element> = tree
            .iter()
            .filter(|e| e.class.as_deref() == Some("current"))
            .collect();
        assert_eq!(current.len(), 1, "step {step}: one current element");
        let path: Vec<&str> = tree
            .iter()
            .filter(|e| e.class.as_deref() == Some("path"))
            .map(|e| e.node.as_str())
            .collect();
        let depth = match current[0].node.as_str() {
            "root" => 0,
            square => 1 + square.split(',').next().unwrap().parse::<usize>().unwrap(),
        };
        assert_eq!(
            path.len(),
            depth,
            "step {step}: the path holds every level above the current one"
        );
        if depth > 0 {
            assert_eq!(path[0], "root", "step {step}: the path starts at the root");
        }
        for (row, square) in path.iter().skip(1).enumerate() {
            assert!(square.starts_with(&format!("{row},")), "step {step}: {path:?}");
        }
    }
    let last = elements(&stdout_of(&["draw", "--tree", "-n", "4", "--step", "172"]));
    assert_eq!(last.len(), whole.len(), "the last step holds the whole tree");
    let done = last.iter().filter(|e| e.class.as_deref() == Some("done")).count();
    assert_eq!(
        done,
        whole.len() - 1,
        "at the end all is finished but the root, which is current"
    );
    let first = elements(&stdout_of(&["draw", "--tree", "-n", "4", "--step", "1"]));
    assert_eq!(first.len(), 1, "step 1 is the root's call");
}

#[test]
fn a_large_tree_is_drawn_up_to_a_step() {
    let (svg, stderr) = outputs_of(&["draw", "--tree", "-n", "8", "--step", "500"]);
    assert!(stderr.is_empty());
    let tree = elements(&svg);
    assert_eq!(
        tree.iter()
            .filter(|e| e.class.as_deref() == Some("current"))
            .count(),
        1
    );
    assert!(tree.len() < 500, "fewer elements than steps");
}

#[test]
fn bad_trees_are_refused_with_one_line() {
    refuses(&["draw", "--tree", "-n", "8"], "", &["-n 8", "--step K", "2,000"]);
    refuses(
        &["draw", "--tree", "-n", "5", "--strategy", "branching"],
        "",
        &["--step K"],
    );
    refuses(&["draw", "--tree", "-n", "4", "--step", "0"], "", &["--step 0"]);
    refuses(
        &["draw", "--tree", "-n", "4", "--step", "173"],
        "",
        &["--step 173", "172 steps"],
    );
    refuses(
        &["draw", "--tree", "-n", "12", "--step", "100000"],
        "",
        &["--step K", "2,000"],
    );
    refuses(
        &["draw", "--tree", "--strategy", "construction"],
        "",
        &["construction"],
    );
    refuses(&["draw", "--tree", "--queens", "0,2"], "", &["--queens"]);
    refuses(&["draw", "--code", "-n", "4"], "", &["--step"]);
}
