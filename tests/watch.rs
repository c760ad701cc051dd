//! The watch view as a pure function of the recorded steps and a position:
//! stepping back is exact, the board is the placement the trace reaches, the
//! counters are the run's, the keys land where they say; and the terminal
//! view drawn on ratatui's `TestBackend` at a few steps of n = 4, each
//! snapshot read by hand.

use nqueens::trace::{Recording, StepKind};
use nqueens::watch::{draw, needed_size, Action, Colours, Player, Square, View};
use nqueens::{known, run, PruneReason, RunSpec, Strategy};
use ratatui::backend::TestBackend;
use ratatui::Terminal;

fn record(strategy: Strategy, n: usize) -> Recording {
    Recording::record(
        RunSpec {
            strategy,
            n,
            first: false,
        },
        u64::MAX,
    )
}

fn watchable() -> impl Iterator<Item = Strategy> {
    Strategy::ALL.into_iter().filter(|s| !s.is_serial_stand_in())
}

#[test]
fn k_steps_forward_then_k_back_is_the_start_again() {
    for strategy in watchable() {
        let recording = record(strategy, 5);
        let last = recording.steps.len() - 1;
        for (start, k) in [(0, 1), (0, 37), (10, 100), (last / 2, last / 2), (last - 3, 3)] {
            let mut player = Player {
                index: start,
                ..Player::default()
            };
            let before = View::at(&recording, player.index);
            for _ in 0..k {
                player.apply(Action::Next, &recording);
            }
            assert_eq!(player.index, start + k, "{strategy}: {k} forward");
            assert_ne!(
                View::at(&recording, player.index),
                before,
                "{strategy}: a step changes the view"
            );
            for _ in 0..k {
                player.apply(Action::Previous, &recording);
            }
            assert_eq!(
                View::at(&recording, player.index),
                before,
                "{strategy}: {k} forward, {k} back from {start}"
            );
        }
    }
}

/// The recorded placement after each step is the one the place and undo
/// steps reach (tests/steps.rs); the board shows it.
#[test]
fn the_board_at_each_step_is_the_placement_the_trace_reaches() {
    for strategy in watchable() {
        let recording = record(strategy, 5);
        for (index, step) in recording.steps.iter().enumerate() {
            let view = View::at(&recording, index);
            let on_board = squares(&view, |s| s == Square::Queen);
            let placed: Vec<(usize, usize)> = recording.queens(index).into_iter().enumerate().collect();
            if step.kind == StepKind::LeafTest && step.reason.is_some() {
                // The lower queen of the clash is marked pruned instead.
                assert_eq!(
                    on_board.len(),
                    placed.len() - 1,
                    "{strategy}, step {}",
                    step.number
                );
            } else {
                assert_eq!(on_board, placed, "{strategy}, step {}", step.number);
            }
            let open = view.stack.len();
            match step.kind {
                StepKind::Return => assert_eq!(open, usize::from(step.depth)),
                _ => assert_eq!(
                    open,
                    usize::from(step.depth) + 1,
                    "{strategy}, step {}",
                    step.number
                ),
            }
        }
    }
}

/// The squares of `view` that `keep` keeps, row by row.
fn squares(view: &View, keep: impl Fn(Square) -> bool) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    for (row, line) in view.board.iter().enumerate() {
        for (col, &square) in line.iter().enumerate() {
            if keep(square) {
                found.push((row, col));
            }
        }
    }
    found
}

#[test]
fn marks_follow_the_queens_above() {
    // Step 8 of the n = 4 branch-and-bound trace (tests/snapshots/
    // trace_branch_and_bound_n4.txt): `(1,1) pruned: \ diagonal ... = 3 is
    // taken`, with the queen on (0,0). Below it, (0,0) holds column 0 and
    // the `\` diagonal (1,1) (2,2) (3,3); its `/` diagonal leaves the board.
    let recording = record(Strategy::BranchAndBound, 4);
    let view = View::at(&recording, 7);
    assert_eq!(view.step.number, 8);
    use PruneReason::*;
    let free = Square::Free;
    let expected = vec![
        vec![Square::Queen, free, free, free],
        vec![Square::Attacked(Column), Square::Pruned(AntiDiagonal), free, free],
        vec![
            Square::Attacked(Column),
            free,
            Square::Attacked(AntiDiagonal),
            free,
        ],
        vec![
            Square::Attacked(Column),
            free,
            free,
            Square::Attacked(AntiDiagonal),
        ],
    ];
    assert_eq!(view.board, expected);
    // Step 15, `(2,1) pruned: / diagonal row+col = 3`, under (0,0) (1,2):
    // (1,2)'s `/` runs through (2,1) and (3,0), which column 0 claims first.
    let view = View::at(&recording, 14);
    assert_eq!(view.board[2][1], Square::Pruned(Diagonal));
    assert_eq!(view.board[3][0], Square::Attacked(Column));
    assert_eq!(
        view.board[3][3],
        Square::Attacked(AntiDiagonal),
        "(0,0)'s \\ line"
    );
    assert_eq!(view.stack.last().map(|frame| frame.trying), Some(Some(1)));
}

#[test]
fn the_counters_at_the_last_step_are_the_runs() {
    for strategy in watchable() {
        for n in [4, 6] {
            let recording = record(strategy, n);
            let tally = View::at(&recording, recording.steps.len() - 1).tally;
            let counters = run(RunSpec {
                strategy,
                n,
                first: false,
            })
            .counters;
            assert_eq!(tally.nodes, counters.nodes(), "{strategy}, n = {n}");
            assert_eq!(
                tally.prunes_by_reason, counters.prunes_by_reason,
                "{strategy}, n = {n}"
            );
            assert_eq!(Some(tally.solutions), known::solutions(n), "{strategy}, n = {n}");
        }
    }
}

#[test]
fn keys_jump_to_solutions_backtracks_and_step_numbers() {
    let recording = record(Strategy::BranchAndBound, 4);
    let mut player = Player::default();
    // The two solutions of n = 4 are steps 70 and 107 (the snapshot of the trace).
    player.apply(Action::NextSolution, &recording);
    assert_eq!(recording.steps[player.index].number, 70);
    player.apply(Action::NextSolution, &recording);
    assert_eq!(recording.steps[player.index].number, 107);
    player.apply(Action::NextSolution, &recording);
    assert_eq!(
        recording.steps[player.index].number, 107,
        "no third solution: stay"
    );
    player.apply(Action::PreviousSolution, &recording);
    assert_eq!(recording.steps[player.index].number, 70);
    // The first backtrack after step 70: (3,2) undone, step 72.
    player.apply(Action::NextBacktrack, &recording);
    assert_eq!(recording.steps[player.index].number, 72);
    for action in [
        Action::GoTo,
        Action::Digit(1),
        Action::Digit(2),
        Action::PlayOrPause,
    ] {
        player.apply(action, &recording);
    }
    assert_eq!(recording.steps[player.index].number, 12);
    assert!(
        !player.playing,
        "Enter after a step number goes there, it does not play"
    );
    // The last of the 172 steps of n = 4 (docs/REFERENCE.md, steps).
    player.apply(Action::Last, &recording);
    assert_eq!(recording.steps[player.index].number, 172);
    player.apply(Action::First, &recording);
    assert_eq!(player.index, 0);
    assert!(
        !player.apply(Action::Escape, &recording),
        "Esc quits when nothing is open"
    );
    player.apply(Action::Help, &recording);
    assert!(
        player.apply(Action::Escape, &recording),
        "Esc closes the keys first"
    );
    assert!(!player.help);
    assert!(!player.apply(Action::Quit, &recording));
}

/// The view of `recording` at step `number` drawn on a `width` x `height`
/// test terminal without colour, as text.
fn screen(recording: &Recording, number: usize, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    let player = Player {
        index: number - 1,
        ..Player::default()
    };
    terminal
        .draw(|frame| draw(frame, recording, &player, Colours::Off))
        .expect("draws");
    let buffer = terminal.backend().buffer();
    let mut text = String::new();
    for y in 0..height {
        let line: String = (0..width).map(|x| buffer[(x, y)].symbol()).collect();
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// Read by hand against the trace snapshot of n = 4:
/// - step 8: queen (0,0); (1,1) pruned by the `\` diagonal (`x\x`); column
///   0 marked `|` below the queen, (2,2) and (3,3) `\`; calls for rows 0
///   and 1, row 1 trying column 1; 2 nodes, 1 column prune (step 6) and 1
///   `\` prune; the trace lines 3 to 13 with `>` on step 8.
/// - step 28: (2,1) placed under (0,0) (1,3); row 3 attacked everywhere:
///   (3,0) and (3,1) by column, (3,2) by the `\` of (2,1) (the `/` of
///   (1,3) reaches (3,1), which column 1 claims first), (3,3) by column 3;
///   three calls, row 2 trying column 1; 4 nodes (steps 1, 4, 11, 24) and
///   7 prunes: column 4 (steps 6, 13, 17, 26), `/` 1 (15), `\` 2 (8, 19).
/// - step 70: the first solution `1 3 0 2`, five open calls, the deepest
///   with all 4 queens placed; 9 nodes; 18 prunes: the 13 under (0,0)
///   (column 8, `/` 2, `\` 3), then steps 52 `/`, 54 column, 56 `\`, and
///   (3,0), (3,1) by column: column 11, `/` 3, `\` 4.
#[test]
fn the_terminal_view_at_three_steps_of_n_4_is_the_snapshot_read_by_hand() {
    let recording = record(Strategy::BranchAndBound, 4);
    for (number, snapshot) in [
        (8, include_str!("snapshots/watch_n4_step_8.txt")),
        (28, include_str!("snapshots/watch_n4_step_28.txt")),
        (70, include_str!("snapshots/watch_n4_step_70.txt")),
    ] {
        let drawn = screen(&recording, number, 80, 24);
        assert_eq!(drawn, snapshot, "step {number}:\n{drawn}");
    }
}

#[test]
fn a_terminal_too_small_says_how_much_it_needs() {
    // The largest board watch takes, n = 10, fits the common 80 x 24.
    let (width, height) = needed_size(10);
    assert!(width <= 80 && height <= 24, "n = 10 needs {width} x {height}");
    let recording = record(Strategy::BranchAndBound, 8);
    let (width, height) = needed_size(8);
    let drawn = screen(&recording, 1, 60, 20);
    let expected = format!("needs a terminal of at least {width} x {height}");
    assert!(drawn.replace('\n', " ").contains(&expected), "{drawn}");
    assert!(drawn.contains("60 x 20"), "{drawn}");
}
