//! The watch view as a pure function of the recorded steps and a position:
//! stepping back is exact, the board is the placement the trace reaches, the
//! open calls are those entered and not returned, the counters are the
//! run's, the keys land where they say, past the window of steps in memory
//! too (n = 8 with full branching); and the terminal view drawn on
//! ratatui's `TestBackend` at a few steps of n = 4, each snapshot read by
//! hand, with a status line that fits its width.

use crate::common;

use common::{assert_snapshot, counted};
use nqueens::lang::Lang;
use nqueens::render::terminal::{draw, needed_size, Colours};
use nqueens::trace::{describe, Code, Recording, StepKind, Tally};
use nqueens::watch::{Action, Player, Square, Tape, View};
use nqueens::{known, PruneReason, RunSpec, Strategy};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use unicode_width::UnicodeWidthStr;

fn spec(strategy: Strategy, n: usize) -> RunSpec {
    RunSpec::of(strategy, n, false)
}

fn record(strategy: Strategy, n: usize) -> Recording {
    Recording::record(spec(strategy, n), u64::MAX).expect("a board the strategy takes")
}

/// Where the player stands in the tape's window.
fn index(player: &Player, tape: &Tape) -> usize {
    tape.recording
        .index_of(player.number)
        .expect("the player's step is in the window")
}

fn watchable() -> impl Iterator<Item = Strategy> {
    Strategy::SEARCHES.into_iter().filter(|s| !s.is_serial_stand_in())
}

#[test]
fn k_steps_forward_then_k_back_is_the_start_again() {
    for strategy in watchable() {
        let mut tape = Tape::new(record(strategy, 5));
        let last = tape.recording.total;
        for (start, k) in [(1, 1), (1, 37), (11, 100), (last / 2, last / 2), (last - 3, 3)] {
            let mut player = Player {
                number: start,
                ..Player::default()
            };
            let before = View::at(&tape.recording, index(&player, &tape));
            for _ in 0..k {
                player.apply(Action::Next, &mut tape);
            }
            assert_eq!(player.number, start + k, "{strategy}: {k} forward");
            assert_ne!(
                View::at(&tape.recording, index(&player, &tape)),
                before,
                "{strategy}: a step changes the view"
            );
            for _ in 0..k {
                player.apply(Action::Previous, &mut tape);
            }
            assert_eq!(
                View::at(&tape.recording, index(&player, &tape)),
                before,
                "{strategy}: {k} forward, {k} back from {start}"
            );
        }
    }
}

/// The recorded placement after each step is the one the place and undo
/// steps reach (tests/it/steps.rs); the board shows it.
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
        }
    }
}

/// The calls pane at each step lists exactly the calls entered and not yet
/// returned, each trying its row's queen; at the join of `halves`, after
/// its walk has returned, none.
#[test]
fn the_open_calls_at_each_step_are_those_entered_and_not_returned() {
    for strategy in watchable() {
        for n in [4, 5] {
            let recording = record(strategy, n);
            let mut open: Vec<usize> = Vec::new();
            for (index, step) in recording.steps.iter().enumerate() {
                match step.kind {
                    StepKind::Call => open.push(usize::from(step.depth)),
                    StepKind::Return => assert_eq!(open.pop(), Some(usize::from(step.depth))),
                    _ => {}
                }
                let view = View::at(&recording, index);
                let rows: Vec<usize> = view.stack.iter().map(|frame| frame.row).collect();
                assert_eq!(rows, open, "{strategy}, n = {n}, step {}", step.number);
                let queens = recording.queens(index);
                for frame in &view.stack {
                    if let Some(&col) = queens.get(frame.row) {
                        assert_eq!(frame.trying, Some(col), "{strategy}, step {}", step.number);
                    }
                }
            }
            assert!(open.is_empty(), "{strategy}: every call returns");
        }
    }
    // n = 4, halves: step 72 is `place(row = 0) returns`, step 73 the first
    // solution its join finds (tests/snapshots has the trace's wording).
    let recording = record(Strategy::Halves, 4);
    assert_eq!(recording.steps[71].kind, StepKind::Return);
    assert_eq!(recording.steps[72].kind, StepKind::Solution);
    assert!(View::at(&recording, 72).stack.is_empty());
}

/// The tree panel's path at each step: the queens of the open calls, each
/// with the columns of its row on either side, then the square tried or
/// pruned; at the join of `halves`, whose boards its tree does not hold,
/// the root alone. The code panel's line is the step's.
#[test]
fn the_tree_path_and_the_code_line_at_each_step_come_from_the_step() {
    for strategy in watchable() {
        let code = Code::of(strategy).expect("a traced strategy has its code");
        for n in [4, 5] {
            let recording = record(strategy, n);
            for (index, step) in recording.steps.iter().enumerate() {
                let view = View::at(&recording, index);
                assert_eq!(view.line, code.line(step));
                let queens = recording.queens(index);
                let mut expected: Vec<(usize, usize, usize, usize)> = queens
                    .iter()
                    .take(usize::from(step.open))
                    .enumerate()
                    .map(|(row, &col)| (row, col, col, n - 1 - col))
                    .collect();
                if let (StepKind::Try | StepKind::Prune, Some(row), Some(col)) =
                    (step.kind, step.row, step.col)
                {
                    let (row, col) = (usize::from(row), usize::from(col));
                    expected.push((row, col, col, n - 1 - col));
                }
                let path: Vec<(usize, usize, usize, usize)> = view
                    .path
                    .iter()
                    .map(|level| (level.row, level.col, level.left, level.right))
                    .collect();
                assert_eq!(path, expected, "{strategy}, n = {n}, step {}", step.number);
            }
        }
    }
    // n = 4, branch-and-bound, step 15: (2,1) pruned on its / diagonal under (0,0) and (1,2).
    let view = View::at(&record(Strategy::BranchAndBound, 4), 14);
    let path: Vec<(usize, usize, StepKind)> = view.path.iter().map(|l| (l.row, l.col, l.kind)).collect();
    assert_eq!(
        path,
        [
            (0, 0, StepKind::Place),
            (1, 2, StepKind::Place),
            (2, 1, StepKind::Prune)
        ]
    );
    assert_eq!(view.path[2].reason, Some(PruneReason::Diagonal));
    // n = 4, halves: step 73 is the first solution of the join.
    assert!(View::at(&record(Strategy::Halves, 4), 72).path.is_empty());
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
            let tally: Tally = View::at(&recording, recording.steps.len() - 1).tally;
            let counters = counted(RunSpec::of(strategy, n, false)).counters;
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
    let mut tape = Tape::new(record(Strategy::BranchAndBound, 4));
    let mut player = Player::default();
    // The two solutions of n = 4 are steps 70 and 107 (the snapshot of the trace).
    player.apply(Action::NextSolution, &mut tape);
    assert_eq!(player.number, 70);
    player.apply(Action::NextSolution, &mut tape);
    assert_eq!(player.number, 107);
    player.apply(Action::NextSolution, &mut tape);
    assert_eq!(player.number, 107, "no third solution: stay");
    assert_eq!(player.note.as_deref(), Some("no solution after step 107"));
    player.apply(Action::PreviousSolution, &mut tape);
    assert_eq!(player.number, 70);
    assert_eq!(player.note, None, "a key that works leaves no note");
    // The first backtrack after step 70: (3,2) undone, step 72.
    player.apply(Action::NextBacktrack, &mut tape);
    assert_eq!(player.number, 72);
    go_to(&mut player, &mut tape, "12");
    assert_eq!(player.number, 12);
    assert!(
        !player.playing,
        "Enter after a step number goes there, it does not play"
    );
    // Out of range, the status line says why and the view stays at step
    // 12; n = 4 takes 172 steps (docs/REFERENCE.md, steps).
    for (typed, note) in [
        ("99999", "no step 99,999: steps go from 1 to 172"),
        ("0", "no step 0: steps go from 1 to 172"),
        ("173", "no step 173: steps go from 1 to 172"),
        // Past u64: the digits as typed.
        (
            "99999999999999999999",
            "no step 99999999999999999999: steps go from 1 to 172",
        ),
    ] {
        go_to(&mut player, &mut tape, typed);
        assert_eq!(player.number, 12, "g {typed} Enter stays");
        assert_eq!(player.note.as_deref(), Some(note));
        assert_eq!(player.typing, None);
    }
    // Enter with no number goes nowhere and says nothing.
    go_to(&mut player, &mut tape, "");
    assert_eq!((player.number, player.note.as_deref()), (12, None));
    go_to(&mut player, &mut tape, "172");
    assert_eq!((player.number, player.note.as_deref()), (172, None));
    go_to(&mut player, &mut tape, "1");
    assert_eq!(player.number, 1);
    player.apply(Action::Previous, &mut tape);
    assert_eq!(player.note.as_deref(), Some("this is the first step"));
    player.apply(Action::Last, &mut tape);
    assert_eq!(player.number, 172);
    player.apply(Action::Next, &mut tape);
    assert_eq!(player.number, 172);
    assert!(player.note.is_some(), "→ at the last step says why it stays");
    player.apply(Action::First, &mut tape);
    assert_eq!(player.number, 1);
    assert_eq!(tape.reruns, 0, "the whole run is in memory");
    assert!(
        !player.apply(Action::Escape, &mut tape),
        "Esc quits when nothing is open"
    );
    player.apply(Action::Help, &mut tape);
    assert!(
        player.apply(Action::Escape, &mut tape),
        "Esc closes the keys first"
    );
    assert!(!player.help);
    assert!(!player.apply(Action::Quit, &mut tape));
}

/// g, the digits of `number`, Enter.
fn go_to(player: &mut Player, tape: &mut Tape, number: &str) {
    player.apply(Action::GoTo, tape);
    for digit in number.bytes() {
        player.apply(Action::Digit(digit - b'0'), tape);
    }
    player.apply(Action::PlayOrPause, tape);
}

/// Steps of a run that stops at its first solution, by the closed form of
/// docs/REFERENCE.md (5·nodes - 3 + 2·prunes + leaf tests + solutions for a
/// whole run) less what the stop leaves out: the n + 1 open calls do not
/// return and the n queens are not taken off.
fn steps_to_the_first_solution(strategy: Strategy, n: usize) -> (u64, nqueens::RunResult) {
    let result = counted(RunSpec::of(strategy, n, true));
    let c = &result.counters;
    let leaf_tests = match strategy {
        Strategy::Branching | Strategy::Bounding => result.leaves(),
        _ => 0,
    };
    let whole = 5 * c.nodes() - 3 + 2 * c.prunes() + leaf_tests + c.solutions;
    (whole - (2 * n as u64 + 1), result)
}

/// n = 8 with full branching takes 112,647,110 steps and finds its first
/// solution at step 8,727,578, far past a window of a thousand steps: the
/// keys still reach it, and every other step, with the trace's numbers,
/// while the window stays bounded.
#[test]
fn every_step_of_a_run_longer_than_the_window_is_reachable() {
    let (first_solution, stopped) = steps_to_the_first_solution(Strategy::Branching, 8);
    assert_eq!(stopped.counters.solutions, 1);
    let window = 1_000;
    let mut tape = Tape::new(
        Recording::record(spec(Strategy::Branching, 8), window).expect("a board the strategy takes"),
    );
    let total = tape.recording.total;
    let c = &tape.recording.result.counters;
    assert_eq!(
        total,
        5 * c.nodes() - 3 + tape.recording.result.leaves() + c.solutions
    );
    assert_eq!(c.nodes(), 19_173_961, "docs/REFERENCE.md: n = 8, full branching");
    let mut player = Player::default();
    player.apply(Action::NextSolution, &mut tape);
    assert_eq!(player.number, first_solution);
    assert!(tape.recording.steps.len() as u64 <= window);
    // The view there: a valid placement, and the counters of the run that
    // stops at that solution.
    let view = View::at(&tape.recording, index(&player, &tape));
    assert_eq!(view.step.kind, StepKind::Solution);
    assert!(nqueens::board::is_valid(&view.queens) && view.queens.len() == 8);
    assert_eq!(view.tally.nodes, stopped.counters.nodes());
    assert_eq!(view.tally.solutions, 1);
    assert_eq!(view.stack.len(), 9, "rows 0 to 8 are open at a solution");
    // One step back is exact, across the window's edge as well.
    let there = view;
    player.apply(Action::Previous, &mut tape);
    player.apply(Action::Next, &mut tape);
    assert_eq!(View::at(&tape.recording, index(&player, &tape)), there);
    // The next backtrack, the end, a step typed, and back to the solution.
    player.apply(Action::NextBacktrack, &mut tape);
    let backtrack = View::at(&tape.recording, index(&player, &tape)).step;
    assert_eq!(backtrack.kind, StepKind::Undo);
    assert!(player.number > first_solution);
    player.apply(Action::Last, &mut tape);
    assert_eq!(player.number, total);
    let end = View::at(&tape.recording, index(&player, &tape));
    assert_eq!(end.tally.nodes, 19_173_961);
    assert_eq!(end.tally.solutions, 92);
    assert!(end.stack.is_empty());
    go_to(&mut player, &mut tape, &(first_solution + 1).to_string());
    player.apply(Action::PreviousSolution, &mut tape);
    assert_eq!(player.number, first_solution);
    assert_eq!(View::at(&tape.recording, index(&player, &tape)), there);
    // n, End and g went past the window; the rest stayed in it.
    assert_eq!(tape.reruns, 3);
    assert!(tape.recording.steps.len() as u64 <= window);

    // With --first the run ends at that solution: n and End land there.
    let first = RunSpec {
        first: true,
        ..spec(Strategy::Branching, 8)
    };
    let mut tape = Tape::new(Recording::record(first, window).expect("a board the strategy takes"));
    assert_eq!(tape.recording.total, first_solution);
    let mut player = Player::default();
    player.apply(Action::NextSolution, &mut tape);
    assert_eq!(player.number, first_solution);
    player.apply(Action::First, &mut tape);
    player.apply(Action::Last, &mut tape);
    assert_eq!(player.number, first_solution);
    assert_eq!(
        View::at(&tape.recording, index(&player, &tape)).step.kind,
        StepKind::Solution
    );
}

/// A window recorded again around any step holds the same steps, the same
/// placements and the same counters as the whole recording there.
#[test]
fn a_window_recorded_again_is_the_same_steps() {
    for strategy in watchable() {
        let whole = record(strategy, 6);
        let mut window = Recording::record(spec(strategy, 6), 50).expect("a board the strategy takes");
        for number in [300, 1, whole.total, whole.total / 2, 26, whole.total - 10] {
            window.reach(number);
            let at = window.index_of(number).expect("reached");
            let first = usize::try_from(window.steps[0].number - 1).expect("small");
            assert_eq!(window.steps.len(), 50);
            assert_eq!(
                window.steps[..],
                whole.steps[first..first + 50],
                "{strategy}, at {number}"
            );
            let mut before = Tally::default();
            for step in &whole.steps[..first] {
                before.add(step);
            }
            assert_eq!(window.before, before, "{strategy}, at {number}");
            assert_eq!(View::at(&window, at), View::at(&whole, first + at));
            assert_eq!(window.total, whole.total);
        }
    }
}

/// The view of `recording` at step `number` drawn on a `width` x `height`
/// test terminal without colour, as text.
fn screen(recording: &Recording, number: usize, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    let player = Player {
        number: number as u64,
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

/// The rows of the trace box of a screen, its borders taken off.
fn trace_box(screen: &str) -> Vec<&str> {
    screen
        .lines()
        .skip_while(|line| !line.starts_with("┌ trace of"))
        .skip(1)
        .take_while(|line| !line.starts_with('└'))
        .map(|line| line.trim_start_matches('│').trim_end_matches('│'))
        .collect()
}

#[test]
fn long_trace_lines_wrap_whole_and_the_marker_stands_apart() {
    // The bitmask call that finds the first solution, with its three masks,
    // is wider than the box at 80 columns (n = 10) and at 75 (n = 9, the
    // narrowest its view takes).
    for (n, width) in [(10, 80), (9, 75)] {
        let recording = record(Strategy::Bitmask, n);
        let call = recording.solution_steps[0] - 1;
        let index = usize::try_from(call - 1).expect("small");
        let step = &recording.steps[index];
        assert_eq!(step.kind, StepKind::Call);
        let text = describe(Lang::En, Strategy::Bitmask, n, step, &recording.queens(index));
        assert!(text.contains("anti_diagonals = "), "{text}");
        let screen = screen(&recording, call as usize, width, 24);
        let rows = trace_box(&screen);
        assert!(
            rows.iter()
                .all(|row| row.chars().count() == usize::from(width) - 2),
            "{screen}"
        );
        // The step's rows: the marker and its number, then rows blank under
        // the number, holding the rest of its words.
        let digits = recording.total.to_string().len();
        let first = rows
            .iter()
            .position(|row| row.starts_with(&format!("> {call:>digits$} ")))
            .unwrap_or_else(|| panic!("n = {n}: step {call} marked:\n{screen}"));
        let under = rows[first + 1..]
            .iter()
            .take_while(|row| row.chars().take(digits + 3).all(|c| c == ' '));
        let words: Vec<&str> = rows[first]
            .split_whitespace()
            .skip(2)
            .chain(under.flat_map(|row| row.split_whitespace()))
            .collect();
        let expected: Vec<&str> = text.split_whitespace().collect();
        assert_eq!(
            words, expected,
            "n = {n}, {width} columns, the whole line:\n{screen}"
        );
    }
    // The last step's number is as wide as the widest: the marker keeps a
    // blank before it.
    let recording = record(Strategy::Bitmask, 9);
    let last = recording.total;
    assert_eq!(last, 170_289, "the n = 9 bitmask trace");
    let screen = screen(&recording, last as usize, 75, 24);
    assert!(
        trace_box(&screen).iter().any(|row| row.starts_with("> 170289 ")),
        "{screen}"
    );
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
    for number in [8, 28, 70] {
        let drawn = screen(&recording, number, 80, 24);
        assert_snapshot(&format!("watch_n4_step_{number}"), &drawn);
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

#[test]
fn the_status_line_groups_digits_and_fits_its_width() {
    // n = 8, full branching, up to its first solution: 8,727,578 steps.
    let first = RunSpec {
        first: true,
        ..spec(Strategy::Branching, 8)
    };
    let mut recording = Recording::record(first, 1_000).expect("a board the strategy takes");
    let last = recording.total;
    recording.reach(last);
    let (needed, height) = needed_size(8);
    let status = |player: &Player, width: u16| {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
        terminal
            .draw(|frame| draw(frame, &recording, player, Colours::Off))
            .expect("draws");
        let buffer = terminal.backend().buffer();
        let line: String = (0..width).map(|x| buffer[(x, height - 1)].symbol()).collect();
        line.trim_end().to_string()
    };
    let player = Player {
        number: last,
        ..Player::default()
    };
    assert_eq!(
        status(&player, 100),
        "step 8,727,578 of 8,727,578 · paused at 10 steps/s · ? keys · q quits"
    );
    // With a note, the speed gives way first, then `? keys`.
    let noted = Player {
        note: Some("no solution after step 8,727,578".to_string()),
        ..player.clone()
    };
    assert_eq!(
        status(&noted, 100),
        "step 8,727,578 of 8,727,578 · no solution after step 8,727,578 · ? keys · q quits"
    );
    assert_eq!(
        status(&noted, needed),
        "step 8,727,578 of 8,727,578 · no solution after step 8,727,578 · q quits"
    );
    let slowest = Player { speed: 0, ..player };
    assert!(status(&slowest, 100).contains("paused at 1 step/s"));
}

#[test]
fn a_korean_terminal_too_small_breaks_its_lines_between_words() {
    // Hangul takes two columns: each row of the message fits the width and
    // breaks at a space, so no figure is cut or covered.
    let (width, height) = needed_size(4);
    let player = Player {
        number: 1,
        lang: Lang::Ko,
        ..Player::default()
    };
    let rows: Vec<String> = screen_of_n_4(&player, 50, 12)
        .iter()
        .map(|row| row.trim_end().to_string())
        .filter(|text| !text.is_empty())
        .collect();
    let message = rows.join(" ");
    let expected = format!(
        "적어도 가로 {width}글자, 세로 {height}줄은 되어야 하는데, 지금은 가로 50글자, 세로 12줄입니다."
    );
    assert!(message.contains(&expected), "{message}");
}

#[test]
fn the_korean_key_list_keeps_a_gap_after_its_widest_key() {
    // "→ 또는 스페이스" is 15 cells wide: its description starts two cells
    // after it, in the same column as every other line's.
    let player = Player {
        number: 1,
        help: true,
        lang: Lang::Ko,
        ..Player::default()
    };
    let rows = screen_of_n_4(&player, 100, 30);
    let space = rows
        .iter()
        .find(|row| row.contains("→ 또는 스페이스"))
        .expect("the key list is shown");
    assert!(space.contains("→ 또는 스페이스  다음 단계"), "{space}");
    let column = |row: &str, what: &str| UnicodeWidthStr::width(&row[..row.find(what).expect(what)]);
    let back = rows
        .iter()
        .find(|row| row.contains("이전 단계"))
        .expect("the ← line");
    assert_eq!(
        column(space, "다음 단계"),
        column(back, "이전 단계"),
        "{space}\n{back}"
    );
}

/// The rows of the n = 4 branch-and-bound view that `player` draws on a
/// screen `width` x `height` cells.
fn screen_of_n_4(player: &Player, width: u16, height: u16) -> Vec<String> {
    let recording = record(Strategy::BranchAndBound, 4);
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| draw(frame, &recording, player, Colours::Off))
        .expect("draws");
    let buffer = terminal.backend().buffer();
    (0..height).map(|y| screen_row(buffer, y, width)).collect()
}

/// Row `y` of a drawn screen `width` cells wide, as text: the cell after a
/// two-column syllable holds no character of its own, and no character
/// runs past the edge.
fn screen_row(buffer: &ratatui::buffer::Buffer, y: u16, width: u16) -> String {
    let mut text = String::new();
    let mut x = 0;
    while x < width {
        let symbol = buffer[(x, y)].symbol();
        text.push_str(symbol);
        x += UnicodeWidthStr::width(symbol).max(1) as u16;
    }
    assert!(x == width, "row {y} runs past the edge: {text}");
    text
}

#[test]
fn the_counters_fill_their_three_rows_in_both_languages_at_every_size() {
    // Step 28 of n = 4: 4 nodes, 7 prunes (column 4, `/` 1, `\` 2). The
    // nodes, the prunes and their parts by reason each take a row, however
    // wide the terminal: no row of the box is left empty.
    for (lang, title, rows) in [
        (
            Lang::En,
            "counters up to this step",
            ["nodes 4  solutions 0", "prunes 7", "(column 4, / 1, \\ 2)"],
        ),
        (
            Lang::Ko,
            "지금까지의 개수",
            [
                "노드 4개, 해 0개",
                "가지치기한 칸 7개",
                "(열 4칸, / 대각선 1칸, \\ 대각선 2칸)",
            ],
        ),
    ] {
        let player = Player {
            number: 28,
            lang,
            ..Player::default()
        };
        for (width, height) in [(80, 24), (120, 30), (200, 50)] {
            let screen = screen_of_n_4(&player, width, height);
            let top = screen
                .iter()
                .position(|row| row.contains(title))
                .unwrap_or_else(|| panic!("{lang:?} {width} x {height}: {screen:#?}"));
            let inside: Vec<&str> = screen[top + 1..]
                .iter()
                .take_while(|row| row.contains("││"))
                .filter_map(|row| row.rsplit_once("││"))
                .map(|(_, right)| right.trim_end_matches('│').trim())
                .collect();
            assert_eq!(inside, rows, "{lang:?} {width} x {height}: {screen:#?}");
        }
    }
}
