//! The classroom views as a person meets them: the race page of `trace
//! --format html --strategies` in headless Chromium, read back through its
//! DOM at a tick its address names. Each board says its step and its nodes
//! in `data-step` and `data-nodes`, and shows its counters as text.

mod common;

use std::path::PathBuf;

use common::tools::{dom_at, Tmux};
use common::{counted, stdout_of};
use nqueens::format::thousands;
use nqueens::strategies::Strategy;
use nqueens::trace::{Recording, StepKind};
use nqueens::RunSpec;

/// The three strategies of the race: 55,987, 1,957 and 153 nodes at n = 6.
const RACERS: [Strategy; 3] = [Strategy::Branching, Strategy::Bounding, Strategy::BranchAndBound];

/// A folder of its own for the pages of `test`.
fn folder(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nqueens-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// What each board of the race says at a tick: (`data-step`, `data-nodes`,
/// its counters line, whether it says it finished).
fn boards(dom: &str) -> Vec<(u64, u64, String, String)> {
    dom.split("<section class=\"racer\"")
        .skip(1)
        .map(|board| {
            let attribute = |name: &str| -> u64 {
                let start = board.find(&format!("data-{name}=\"")).expect("the board has its data") + name.len() + 7;
                board[start..start + board[start..].find('"').expect("closed")]
                    .parse()
                    .expect("a number")
            };
            let text = |class: &str| -> String {
                let start = board.find(&format!("class=\"{class}\">")).expect("the board has its parts") + class.len() + 9;
                board[start..start + board[start..].find('<').expect("a tag follows")].to_string()
            };
            (attribute("step"), attribute("nodes"), text("counters"), text("finished"))
        })
        .collect()
}

#[test]
fn the_race_moves_each_board_a_step_a_tick_and_ends_with_the_counters_of_compare() {
    let dir = folder("race");
    let page = dir.join("race.html");
    let html = stdout_of(&["trace", "--format", "html", "--strategies", "branching,bounding,branch-and-bound", "-n", "6"]);
    for outside in ["http:", "https:", " src=", "<link"] {
        assert!(!html.contains(outside), "the page is self-contained: it has {outside:?}");
    }
    std::fs::write(&page, &html).expect("writes the page");
    let runs: Vec<_> = RACERS.iter().map(|&strategy| counted(RunSpec::of(strategy, 6, false))).collect();
    let at_40 = dom_at(&page, "#tick=40");
    // Past the longest run (326,592 steps of branching), every board is at its end.
    let at_end = dom_at(&page, "#tick=400000");
    let _ = std::fs::remove_dir_all(&dir);
    let (Some(at_40), Some(at_end)) = (at_40, at_end) else {
        return;
    };
    let shown = boards(&at_40);
    assert_eq!(shown.len(), 3);
    for (step, ..) in &shown {
        assert_eq!(*step, 40, "after 40 ticks each board is at its own step 40");
    }
    for ((step, nodes, counters, finished), run) in boards(&at_end).iter().zip(&runs) {
        let c = &run.counters;
        assert_eq!(*nodes, c.nodes());
        let expected = format!(
            "nodes {}, solutions {}, prunes {}",
            thousands(c.nodes()),
            c.solutions,
            thousands(c.prunes())
        );
        assert_eq!(counters, &expected, "{}", run.spec.strategy);
        assert!(finished.starts_with(&format!("finished at tick {}", thousands(*step))), "{finished}");
    }
}

#[test]
fn at_the_pace_of_nodes_each_board_finishes_at_the_tick_of_its_node_count() {
    let dir = folder("race-nodes");
    let page = dir.join("race.html");
    let html = stdout_of(&[
        "trace", "--format", "html", "--strategies", "branching,bounding,branch-and-bound", "-n", "6", "--pace", "nodes",
    ]);
    std::fs::write(&page, &html).expect("writes the page");
    let nodes: Vec<u64> = RACERS
        .iter()
        .map(|&strategy| counted(RunSpec::of(strategy, 6, false)).counters.nodes())
        .collect();
    assert_eq!(nodes, [55_987, 1_957, 153], "the nodes of compare -n 6 (docs/REFERENCE.md)");
    let at_100 = dom_at(&page, "#tick=100");
    let at_153 = dom_at(&page, "#tick=153");
    let _ = std::fs::remove_dir_all(&dir);
    let (Some(at_100), Some(at_153)) = (at_100, at_153) else {
        return;
    };
    // A tick is one node of each: after 100 ticks each has made 100 calls,
    // so the steps each took are the steps its own 100 nodes cost.
    let shown = boards(&at_100);
    assert!(shown.iter().all(|(_, nodes, ..)| *nodes == 100), "{shown:?}");
    for ((step, ..), &strategy) in shown.iter().zip(&RACERS) {
        let recording = Recording::record(RunSpec::of(strategy, 6, false), 10_000).expect("n = 6 is taken");
        let hundredth_call = recording
            .steps
            .iter()
            .filter(|step| step.kind == StepKind::Call)
            .nth(99)
            .expect("100 calls")
            .number;
        assert_eq!(*step, hundredth_call, "{strategy} is at its 100th call");
    }
    // Branch-and-bound's 153 nodes end it at tick 153; the others go on.
    let shown = boards(&at_153);
    assert_eq!(shown[2].1, 153);
    assert_eq!(shown[2].3, "finished at tick 153");
    assert_eq!(shown[0].3, "still searching");
    assert_eq!(shown[1].3, "still searching");
}

#[test]
fn predicting_in_the_terminal_scores_a_wrong_and_a_right_reason() {
    let command = format!("{} watch -n 4 --predict prunes; echo \"predict ended with $?\"; sleep 60", common::BINARY);
    let Some(tmux) = Tmux::start("predict", &command) else {
        return;
    };
    // n = 4, branch-and-bound: the first prune is step 6, (1,0) by its column
    // (tried at step 5); the next is step 8, (1,1) by its \ diagonal.
    let screen = tmux.wait_for("Step 5: place_queen() tries (1,0), and it will be pruned. Along which line?");
    let rows = screen.lines().filter(|line| ["│  1 ", "│  2 ", "│  3 "].iter().any(|row| line.starts_with(row)));
    for row in rows {
        assert!(!row[4..].contains(['|', '/', '\\']), "the attacked squares are hidden while asking:\n{screen}");
    }
    tmux.keys(&["/"]);
    let screen = tmux.wait_for("Not pruned by the / diagonal: (1,0) pruned: column 0 is taken");
    assert!(screen.contains("score 0 of 1"), "{screen}");
    assert!(screen.contains("pruned by the column: 0 of 1"), "{screen}");
    tmux.keys(&["Space"]);
    tmux.wait_for("Step 7: place_queen() tries (1,1)");
    tmux.keys(&["\\"]);
    let screen = tmux.wait_for("Right: (1,1) pruned: \\ diagonal row-col+n-1 = 3 is taken");
    assert!(screen.contains("score 1 of 2"), "{screen}");
    assert!(screen.contains("pruned by the \\ diagonal: 1 of 1"), "{screen}");
    tmux.keys(&["q"]);
    let screen = tmux.wait_for("predict ended with 0");
    assert!(screen.contains("Your score: 1 of 2 right."), "{screen}");
    assert!(screen.contains("Most often missed: pruned by the column."), "{screen}");
}
