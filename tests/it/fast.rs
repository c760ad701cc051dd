//! The fast counters (`mirror`, `symmetry`, `parallel`, and the boards of
//! `halves`; its counts are in `halves.rs`) against OEIS A000170
//! and A002562, against each other, and through the command line: `count
//! --unique`, `--threads`, the budget, and `solve --unique`.

use crate::common;

use common::{counted, nqueens, outputs_of, refuses, stdout_of};
use nqueens::board::is_valid;
use nqueens::budget::{count_budget, COUNT_MAX_NODES};
use nqueens::count::CountSpec;
use nqueens::estimate::SYMMETRY_SHRINK;
use nqueens::known::{A000170, A002562};
use nqueens::observer::{Flow, Observer, Quiet};
use nqueens::strategies::min_conflicts::DEFAULT_SEED;
use nqueens::strategies::parallel;
use nqueens::strategies::subproblem::{self, Subproblem};
use nqueens::strategies::symmetry::{self, Report};
use nqueens::strategies::{bitmask, halves, mirror};
use nqueens::threads::Control;
use nqueens::{Counters, RunSpec, Strategy};
use std::sync::atomic::AtomicBool;

#[test]
fn quiet_fast_counts_match_oeis_up_to_13() {
    for n in 1..=13 {
        let (all, unique) = (u128::from(A000170[n - 1]), u128::from(A002562[n - 1]));
        assert_eq!(u128::from(mirror::search(n, &mut Quiet)), all, "mirror, n = {n}");
        let classes = subproblem::count(n);
        assert_eq!(classes.total(), all, "symmetry total, n = {n}");
        assert_eq!(classes.unique(), unique, "symmetry unique, n = {n}");
        for t in [1, 2] {
            let outcome = parallel::count(n, Control::on_threads(t));
            assert!(
                outcome.finished(),
                "parallel, {t} threads, n = {n}: every subproblem solved"
            );
            assert_eq!(
                outcome.found, classes,
                "parallel, {t} threads, vs symmetry, n = {n}"
            );
        }
    }
}

#[test]
fn parallel_counters_are_the_serial_symmetry_counters() {
    for n in 1..=11 {
        let serial = counted(RunSpec::of(Strategy::Symmetry, n, false)).counters;
        assert_eq!(serial.solutions, A000170[n - 1], "symmetry solutions, n = {n}");
        for t in [1, 2] {
            let (outcome, counters) = parallel::count_with_counters(n, Control::on_threads(t));
            assert_eq!(counters, serial, "parallel on {t} threads vs symmetry, n = {n}");
            assert_eq!(
                outcome.found.total(),
                u128::from(A000170[n - 1]),
                "parallel total, n = {n}"
            );
        }
        let mut replay = Counters::for_board(n);
        Strategy::Parallel
            .search(n, DEFAULT_SEED, &mut replay)
            .expect("a board the strategy takes");
        assert_eq!(
            replay, serial,
            "parallel on the calling thread vs symmetry, n = {n}"
        );
    }
}

#[test]
fn mirror_visits_half_the_bitmask_tree_for_even_n() {
    // For even n the subtrees of columns c and n-1-c are mirror images.
    for n in (2..=12).step_by(2) {
        let [full, half] = [bitmask::search, mirror::search].map(|search| {
            let mut counters = Counters::default();
            search(n, &mut counters);
            counters
        });
        assert_eq!(half.nodes() - 1, (full.nodes() - 1) / 2, "mirror nodes, n = {n}");
        assert_eq!(half.prunes() * 2, full.prunes(), "mirror prunes, n = {n}");
        assert_eq!(
            half.solutions, full.solutions,
            "mirror reports every solution, n = {n}"
        );
        assert_eq!(
            half.leaves(n) * 2,
            full.solutions,
            "mirror reaches half the solutions, n = {n}"
        );
    }
}

#[test]
fn the_symmetry_tree_is_smaller_than_its_estimate_assumes() {
    for n in 8..=12 {
        let mut tree = Counters::default();
        symmetry::search(n, &mut tree);
        let mut full = Counters::default();
        bitmask::search(n, &mut full);
        assert!(
            u128::from(full.nodes()) >= SYMMETRY_SHRINK * u128::from(tree.nodes()),
            "n = {n}: bitmask {} nodes, symmetry {}",
            full.nodes(),
            tree.nodes()
        );
    }
}

#[test]
fn every_board_of_every_class_is_each_solution_once() {
    for n in 1..=9 {
        let mut expanded = Boards::default();
        symmetry::search(n, &mut expanded);
        let mut all = Boards::default();
        bitmask::search(n, &mut all);
        expanded.0.sort();
        assert_eq!(
            expanded.0, all.0,
            "symmetry's boards are all the solutions, n = {n}"
        );
    }
}

#[test]
fn a_stopped_parallel_count_solves_nothing_more() {
    let stop = AtomicBool::new(true);
    let control = Control {
        stop: Some(&stop),
        ..Control::on_threads(2)
    };
    let outcome = parallel::count(10, control);
    assert_eq!(outcome.done, 0, "no subproblem starts once the flag is set");
    assert!(!outcome.finished());
    assert_eq!(outcome.found.total(), 0);
}

#[test]
fn count_runs_what_its_forecast_ends_within_an_hour_on_its_cores() {
    let spec = |n| CountSpec::new(n, None, false);
    assert_eq!(spec(19).strategy, Strategy::Halves);
    assert_eq!(spec(19).max_nodes, None, "the strategy's own budget");
    assert!(spec(21).check(1).is_ok(), "n = 21 within an hour on one core");
    // n = 22: 44 minutes on two cores, 88 on one.
    assert!(spec(22).check(2).is_ok(), "n = 22 within an hour on two cores");
    let refused = spec(22).check(1).expect_err("n = 22 past an hour on one core");
    assert!(refused.to_string().contains("88 minutes on 1 core)"), "{refused}");
    // The budget in nodes differs with n and the cores: it says what it is.
    assert!(
        refused
            .to_string()
            .contains("nodes (about an hour of work on 1 core);"),
        "{refused}"
    );
    let refused = spec(23).check(2).expect_err("n = 23 past an hour on two cores");
    assert!(refused.to_string().contains("hours on 2 cores)"), "{refused}");
    // The budget is the work of an hour at the forecast's rate.
    // An hour at n = 22's rate (1.5·10^11 nodes a second) on two cores.
    assert_eq!(count_budget(Strategy::Halves, 22, 2), 1_080_000_000_000_000);
    // Given, --max-nodes holds whatever the cores.
    let mut allowed = spec(23);
    allowed.max_nodes = Some(u64::MAX);
    assert!(allowed.check(1).is_ok());
    allowed.max_nodes = Some(1);
    let refused = allowed.check(1).expect_err("past a budget of one node");
    assert!(!refused.to_string().contains("an hour"), "{refused}");
    assert_eq!(
        spec(24).strategy,
        Strategy::Parallel,
        "past halves' largest board"
    );
    assert_eq!(count_budget(Strategy::Parallel, 32, 2), COUNT_MAX_NODES);
    assert!(spec(32).check(2).is_err(), "n = 32 past it");
}

#[derive(Default)]
struct Boards(Vec<Vec<usize>>);

impl Observer for Boards {
    fn solution(&mut self, queens: &[usize]) -> Flow {
        self.0.push(queens.to_vec());
        Flow::Continue(())
    }
}

#[test]
fn every_board_joined_is_a_distinct_solution_and_none_is_missed() {
    for n in 1..=10 {
        let mut joined = Boards::default();
        halves::search(n, &mut joined);
        assert!(
            joined.0.iter().all(|board| is_valid(board)),
            "n = {n}: a board is not a solution"
        );
        let mut searched = Boards::default();
        Strategy::Bitmask
            .search(n, DEFAULT_SEED, &mut searched)
            .expect("a board the strategy takes");
        joined.0.sort_unstable();
        searched.0.sort_unstable();
        assert_eq!(
            joined.0, searched.0,
            "n = {n}: the same boards as the bitmask search"
        );
    }
}

#[test]
fn count_gives_totals_and_unique_counts_on_any_threads() {
    for n in [1, 6, 8, 10] {
        let size = n.to_string();
        let (all, unique) = (A000170[n - 1].to_string(), A002562[n - 1].to_string());
        assert_eq!(stdout_of(&["count", "-n", &size]).trim(), all, "count -n {n}");
        assert_eq!(
            stdout_of(&["count", "-n", &size, "--unique"]).trim(),
            unique,
            "--unique, n = {n}"
        );
        for threads in ["1", "2"] {
            let args = ["count", "-n", &size, "--threads", threads];
            assert_eq!(stdout_of(&args).trim(), all, "{args:?}");
        }
        for strategy in ["mirror", "symmetry"] {
            let args = ["count", "-n", &size, "--strategy", strategy, "--threads", "1"];
            assert_eq!(stdout_of(&args).trim(), all, "{args:?}");
        }
        let args = ["count", "-n", &size, "--strategy", "symmetry", "--unique"];
        assert_eq!(stdout_of(&args).trim(), unique, "{args:?}");
    }
}

#[test]
fn bad_counts_are_usage_errors() {
    for bad in ["0", "two", "1.5"] {
        refuses(&["count", "-n", "8", "--threads", bad], "", &["--threads"]);
    }
    refuses(&["count", "-n", "8", "--threads", "0"], "", &["1 to 1024"]);
    let args = ["count", "-n", "8", "--strategy", "mirror", "--threads", "2"];
    refuses(&args, "", &["--threads 2"]);
    refuses(
        &["count", "-n", "8", "--strategy", "bitmask", "--unique"],
        "",
        &["--unique"],
    );
    // The expected node count, and the flag that allows it.
    refuses(
        &["count", "-n", "32"],
        "",
        &["n = 32 would visit about", "--max-nodes"],
    );
    refuses(&["solve", "--strategy", "parallel"], "", &["--strategy symmetry"]);
    for strategy in ["parallel", "bitmask"] {
        refuses(
            &["solve", "--unique", "--strategy", strategy],
            "",
            &["--strategy symmetry"],
        );
    }
}

#[test]
fn solve_unique_prints_one_board_per_class() {
    let args = ["solve", "-n", "8", "--unique", "--style", "positions"];
    let (text, summary) = outputs_of(&args);
    // The guide's `--unique works with symmetry` (docs/counting.md): naming it gives the same boards.
    assert_eq!(
        outputs_of(&[&args[..], &["--strategy", "symmetry"]].concat()).0,
        text
    );
    let parse = |row: &str| row.split_whitespace().map(|col| col.parse().ok()).collect();
    let boards: Vec<Vec<usize>> = text.lines().map(parse).collect::<Option<_>>().expect("columns");
    let (all, unique) = (A000170[7], A002562[7]);
    assert_eq!(boards.len() as u64, unique, "A002562 for n = 8:\n{text}");
    assert!(summary.contains(&format!("{unique} classes")), "{summary}");
    assert!(summary.contains(&format!("{all} solutions in all")), "{summary}");
    for board in &boards {
        assert!(is_valid(board), "{board:?} is a solution");
    }
    for (i, a) in boards.iter().enumerate() {
        let class = symmetric_images(a);
        for b in &boards[i + 1..] {
            assert!(!class.contains(b), "{a:?} and {b:?} are the same class");
        }
    }
}

/// The 8 images of a placement, built from a quarter turn and a mirror:
/// an independent check on the strategy's own symmetry code.
fn symmetric_images(queens: &[usize]) -> Vec<Vec<usize>> {
    let n = queens.len();
    let quarter_turn = |q: &[usize]| {
        let mut turned = vec![0; n];
        for (row, &col) in q.iter().enumerate() {
            turned[col] = n - 1 - row;
        }
        turned
    };
    let mirror = |q: &[usize]| q.iter().map(|&col| n - 1 - col).collect::<Vec<_>>();
    let mut images = vec![queens.to_vec()];
    for k in 1..4 {
        let next = quarter_turn(&images[k - 1]);
        images.push(next);
    }
    let mirrored: Vec<Vec<usize>> = images.iter().map(|q| mirror(q)).collect();
    images.extend(mirrored);
    images
}

#[test]
fn one_per_class_reports_each_representative_once() {
    let mut boards = Boards::default();
    let root = Subproblem::root(8).expect("the search takes n = 8");
    let (classes, _) = root.solve(Report::OnePerClass, &mut boards);
    assert_eq!(boards.0.len() as u128, classes.unique());
    assert_eq!(classes.total(), u128::from(A000170[7]));
}

#[test]
fn the_whole_tree_is_refused_past_the_boards_the_search_takes() {
    for n in [0, nqueens::MAX_N + 1] {
        let refused = Subproblem::root(n).expect_err("no u64 row of squares");
        assert_eq!(refused.n, n);
        assert!(refused.to_string().contains("from 1 to 32"), "{refused}");
    }
}

#[test]
fn one_v_logs_the_default_count_on_stderr() {
    let logged = |args: &[&str], stdout: u64| {
        let assert = nqueens()
            .args(args)
            .assert()
            .success()
            .stdout(format!("{stdout}\n"));
        String::from_utf8_lossy(&assert.get_output().stderr).to_string()
    };
    let (all, unique) = (A000170[7], A002562[7]);
    let log = logged(&["-v", "count", "-n", "8"], all);
    assert!(log.contains("count starts strategy=\"halves\" n=8"), "{log}");
    assert!(log.contains(&format!("solutions={all} finished=true")), "{log}");
    let log = logged(&["-v", "count", "-n", "8", "--unique"], unique);
    assert!(log.contains("count starts strategy=\"parallel\" n=8"), "{log}");
    assert!(
        log.contains(&format!("solutions={all} unique={unique} finished=true")),
        "{log}"
    );
}

#[test]
fn the_quiet_count_finds_the_classes_the_observed_search_finds() {
    for n in 1..=12 {
        for depth in 0..=4 {
            for part in subproblem::split(n, depth, &mut Quiet) {
                let (observed, _) = part.solve(Report::NoBoards, &mut Quiet);
                assert_eq!(
                    part.count(),
                    observed,
                    "n = {n}, below the prefix {:?}",
                    part.prefix()
                );
            }
        }
    }
}
