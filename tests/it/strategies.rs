//! Every strategy against the known answers of `docs/REFERENCE.md` and `src/known.rs`: OEIS
//! A000170, the n = 8 table, Knuth's profile and the closed forms.

use crate::common;

use common::counted;

use nqueens::board::is_valid;
use nqueens::budget::{check_budget, FirstPath, DEFAULT_MAX_NODES};
use nqueens::estimate::{full_branching_nodes, row_limited_nodes, row_limited_prunes, TreeSize};
use nqueens::known::A000170;
use nqueens::observer::Observer;
use nqueens::strategies::min_conflicts::DEFAULT_SEED;
use nqueens::threads::Control;
use nqueens::{Counters, PruneReason, RunResult, RunSpec, Strategy};

/// The branch-and-bound tree strategies: same tree, different tests.
/// The first solution of `n` and the bounded tree's nodes up to it.
fn first_path(n: usize) -> &'static FirstPath {
    nqueens::budget::first_path(n).expect("a board the searches take")
}

const BOUNDED: [Strategy; 3] = [Strategy::BranchAndBound, Strategy::Pairwise, Strategy::Bitmask];

fn full_run(strategy: Strategy, n: usize) -> RunResult {
    counted(RunSpec::of(strategy, n, false))
}

fn first_run(strategy: Strategy, n: usize) -> RunResult {
    counted(RunSpec::of(strategy, n, true))
}

#[test]
fn the_n_8_table_is_reproduced() {
    // The n = 8 table of docs/REFERENCE.md; the bounded tree's leaves are
    // its solutions, OEIS A000170.
    let solutions = A000170[7];
    let expected = [
        (Strategy::Branching, 19_173_961, 16_777_216, 0),
        (Strategy::Bounding, 109_601, 40_320, 444_648),
        (Strategy::BranchAndBound, 2_057, solutions, 13_664),
        (Strategy::Pairwise, 2_057, solutions, 13_664),
        (Strategy::Bitmask, 2_057, solutions, 13_664),
    ];
    for (strategy, nodes, leaves, prunes) in expected {
        let result = full_run(strategy, 8);
        let c = &result.counters;
        assert_eq!(c.nodes(), nodes, "{strategy}: nodes for n = 8");
        assert_eq!(result.leaves(), leaves, "{strategy}: leaves for n = 8");
        assert_eq!(c.solutions, solutions, "{strategy}: solutions for n = 8");
        assert_eq!(c.prunes(), prunes, "{strategy}: prunes for n = 8");
        assert_eq!(c.profile.len(), 9, "{strategy}: profile covers depths 0..=8");
    }
}

#[test]
fn the_bounded_profile_for_n_8_is_knuths() {
    for strategy in BOUNDED {
        let profile = full_run(strategy, 8).counters.profile;
        assert_eq!(
            profile,
            [1, 8, 42, 140, 344, 568, 550, 312, 92],
            "{strategy}: Knuth's profile, TAOCP 7.2.2"
        );
    }
}

#[test]
fn the_profile_covers_every_depth_even_where_no_node_reaches() {
    // docs/REFERENCE.md: the profile is nodes per depth 0..=n. For n = 2 and 3 the
    // bounded tree dies out before depth n: n = 2 has the root and its two
    // children; n = 3 has 3 children, and only (0,0)-(1,2) and (0,2)-(1,0)
    // go one row further.
    for (n, profile) in [(1, vec![1, 1]), (2, vec![1, 2, 0]), (3, vec![1, 3, 2, 0])] {
        for strategy in BOUNDED {
            let result = full_run(strategy, n);
            assert_eq!(
                result.counters.profile, profile,
                "{strategy}: profile for n = {n}"
            );
            let first = first_run(strategy, n);
            assert_eq!(
                first.counters.profile.len(),
                n + 1,
                "{strategy}, --first: depths 0..={n}"
            );
        }
    }
}

#[test]
fn every_strategy_counts_oeis_a000170() {
    for strategy in Strategy::SEARCHES {
        let largest = match strategy {
            Strategy::Branching => 7,
            Strategy::Bounding => 9,
            Strategy::Pairwise => 10,
            _ => 11,
        };
        for n in 1..=largest {
            let solutions = full_run(strategy, n).counters.solutions;
            assert_eq!(solutions, A000170[n - 1], "{strategy}: solutions for n = {n}");
        }
    }
}

#[test]
fn the_bitmask_counts_oeis_up_to_13_with_no_observer() {
    for n in 1..=13 {
        let solutions = Strategy::Bitmask
            .search(n, DEFAULT_SEED, &mut nqueens::observer::Quiet)
            .expect("a board the strategy takes");
        assert_eq!(solutions, A000170[n - 1], "bitmask, quiet: solutions for n = {n}");
    }
}

#[test]
fn closed_forms_hold_for_branching_and_bounding() {
    for n in 1..=7 {
        let branching = full_run(Strategy::Branching, n).counters;
        assert_eq!(
            u128::from(branching.nodes()),
            full_branching_nodes(n),
            "branching nodes, n = {n}"
        );
        assert_eq!(branching.prunes(), 0, "branching never prunes, n = {n}");
        let profile: Vec<u64> = (0..=n as u32).map(|k| (n as u64).pow(k)).collect();
        assert_eq!(branching.profile, profile, "branching profile is n^k, n = {n}");
    }
    for n in 1..=9 {
        let bounding = full_run(Strategy::Bounding, n).counters;
        assert_eq!(
            u128::from(bounding.nodes()),
            row_limited_nodes(n),
            "bounding nodes, n = {n}"
        );
        assert_eq!(
            u128::from(bounding.prunes()),
            row_limited_prunes(n),
            "bounding prunes, n = {n}"
        );
        assert_eq!(
            bounding.prunes(),
            bounding.prunes_for(PruneReason::Column),
            "bounding prunes only by column, n = {n}"
        );
        let leaves: u64 = (1..=n as u64).product();
        assert_eq!(bounding.leaves(n), leaves, "bounding has n! leaves, n = {n}");
    }
}

#[test]
fn bounded_strategies_visit_the_same_tree_with_different_checks() {
    for n in 1..=12 {
        let counters: Vec<Counters> = BOUNDED.iter().map(|&s| full_run(s, n).counters).collect();
        for (strategy, c) in BOUNDED.iter().zip(&counters) {
            assert_eq!(c.profile, counters[0].profile, "{strategy}: profile for n = {n}");
            assert_eq!(
                c.prunes_by_reason, counters[0].prunes_by_reason,
                "{strategy}: prunes by reason for n = {n}"
            );
            assert_eq!(
                c.leaves(n),
                c.solutions,
                "{strategy}: every leaf is a solution, n = {n}"
            );
        }
        let [flags, scan, masks] = [&counters[0], &counters[1], &counters[2]];
        // Flags: one to three lookups per tried square.
        assert!(
            flags.checks >= flags.tried() && flags.checks <= 3 * flags.tried(),
            "n = {n}"
        );
        // Masks: one test per node that has a row to fill.
        assert_eq!(
            masks.checks,
            masks.nodes() - masks.solutions,
            "bitmask checks, n = {n}"
        );
        if n >= 5 {
            assert!(
                scan.checks > flags.checks,
                "the scan costs more checks than flags, n = {n}"
            );
        }
    }
}

#[test]
fn branch_and_bound_checks_follow_from_the_prune_reasons() {
    // Column prunes cost one lookup, `/` two, `\` three, and a free square three.
    let c = full_run(Strategy::BranchAndBound, 8).counters;
    let by = |reason| c.prunes_for(reason);
    let expected = by(PruneReason::Column)
        + 2 * by(PruneReason::Diagonal)
        + 3 * by(PruneReason::AntiDiagonal)
        + 3 * (c.nodes() - 1);
    assert_eq!(c.checks, expected);
}

#[test]
fn tried_squares_are_children_or_prunes() {
    for strategy in Strategy::SEARCHES {
        let mut tries = TryCounter::default();
        // On the calling thread, so that `parallel` reports its steps too.
        let result = nqueens::run::search(
            RunSpec::of(strategy, 6, false),
            Control::on_threads(1),
            &mut tries,
        )
        .expect("n = 6 is searched");
        assert_eq!(
            tries.tried,
            result.counters.tried(),
            "{strategy}: tried squares for n = 6"
        );
        assert_eq!(
            tries.placed,
            result.counters.nodes() - 1,
            "{strategy}: placements for n = 6"
        );
        assert_eq!(
            tries.undone, tries.placed,
            "{strategy}: every placement is undone, n = 6"
        );
    }
}

#[derive(Default)]
struct TryCounter {
    tried: u64,
    placed: u64,
    undone: u64,
}

impl Observer for TryCounter {
    fn try_square(&mut self, _row: usize, _col: usize) {
        self.tried += 1;
    }
    fn place(&mut self, _row: usize, _col: usize) {
        self.placed += 1;
    }
    fn undo(&mut self, _row: usize, _col: usize) {
        self.undone += 1;
    }
}

#[test]
fn every_solution_is_valid_and_distinct() {
    for strategy in Strategy::SEARCHES {
        let mut all = Collector::default();
        let n = if strategy == Strategy::Branching { 6 } else { 8 };
        strategy
            .search(n, DEFAULT_SEED, &mut all)
            .expect("a board the strategy takes");
        assert_eq!(all.solutions.len() as u64, A000170[n - 1], "{strategy}: n = {n}");
        assert!(
            all.solutions.iter().all(|q| is_valid(q)),
            "{strategy}: an invalid solution"
        );
        let mut distinct = all.solutions.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(
            distinct.len(),
            all.solutions.len(),
            "{strategy}: each solution comes once"
        );
    }
}

#[derive(Default)]
struct Collector {
    solutions: Vec<Vec<usize>>,
}

impl Observer for Collector {
    fn solution(&mut self, queens: &[usize]) -> std::ops::ControlFlow<()> {
        self.solutions.push(queens.to_vec());
        std::ops::ControlFlow::Continue(())
    }
}

#[test]
fn the_first_solution_is_reached_at_node_114() {
    // docs/REFERENCE.md: the first solution found for n = 8, and its node.
    for strategy in BOUNDED {
        let result = first_run(strategy, 8);
        assert_eq!(
            result.counters.nodes(),
            114,
            "{strategy}: nodes to the first solution"
        );
        assert_eq!(
            result.counters.solutions, 1,
            "{strategy}: stops after one solution"
        );
    }
    assert_eq!(first_path(8).queens, Some(vec![0, 4, 7, 5, 2, 6, 1, 3]));
}

#[test]
fn runs_stopped_at_the_first_solution_agree_on_every_counter() {
    // A stopped run counts only the squares a left-to-right scan reached, so
    // the strategies of one tree agree on the prunes as well as the nodes.
    for n in [4, 5, 6, 8, 10] {
        let flags = first_run(Strategy::BranchAndBound, n).counters;
        for strategy in [Strategy::Pairwise, Strategy::Bitmask] {
            let other = first_run(strategy, n).counters;
            assert_eq!(
                other.profile, flags.profile,
                "{strategy}: profile to the first solution, n = {n}"
            );
            assert_eq!(
                other.prunes_by_reason, flags.prunes_by_reason,
                "{strategy}: prunes by reason to the first solution, n = {n}"
            );
        }
    }
}

#[test]
fn first_runs_of_the_big_trees_match_their_predicted_size() {
    for n in [4, 5, 6, 8] {
        for strategy in [Strategy::Branching, Strategy::Bounding] {
            let measured = first_run(strategy, n).counters.nodes();
            let predicted = strategy.expected_nodes(n, true).expect("a closed form").nodes();
            assert_eq!(
                u128::from(measured),
                predicted,
                "{strategy}: nodes to the first solution, n = {n}"
            );
        }
    }
}

#[test]
fn first_runs_of_the_mask_searches_are_sized_by_the_first_path() {
    // Mirror reaches the first solution at bitmask's node; symmetry's tree
    // and parallel's (with the rows above its cut) reach it no later.
    // (Where no solution exists, n = 2 and 3, the whole tree is estimated.)
    for n in (1..=18).filter(|&n| n == 1 || n >= 4) {
        let path = first_path(n).bounded_nodes;
        for strategy in [
            Strategy::Bitmask,
            Strategy::Mirror,
            Strategy::Symmetry,
            Strategy::Parallel,
        ] {
            let measured = u128::from(first_run(strategy, n).counters.nodes());
            let sized = strategy.expected_nodes(n, true).expect("sized");
            match sized {
                TreeSize::Exact(nodes) => assert_eq!(measured, nodes, "{strategy}, n = {n}"),
                TreeSize::About(nodes) => assert!(
                    measured <= nodes && nodes <= measured + u128::from(path),
                    "{strategy}, n = {n}: {measured} nodes, sized {nodes}"
                ),
            }
        }
        assert_eq!(
            Strategy::Halves.expected_nodes(n, true),
            Strategy::Halves.expected_nodes(n, false),
            "halves walks its whole half tree first, n = {n}"
        );
    }
}

#[test]
fn the_weights_grow_with_n_as_the_checks_per_node_do() {
    // What the budget weighs a node by (0.32·n for branch-and-bound,
    // 0.125·n² for pairwise, 1 for bitmask) follows what a node costs: the
    // counted checks per node, about 1.4·n flag lookups, n²/3 comparisons
    // with earlier queens, one mask test.
    for n in [9, 10, 11, 12] {
        let per_node = |strategy| {
            let c = full_run(strategy, n).counters;
            c.checks as f64 / c.nodes() as f64
        };
        let n = n as f64;
        let flags = per_node(Strategy::BranchAndBound) / n;
        assert!(
            (1.3..=1.6).contains(&flags),
            "branch-and-bound, n = {n}: {flags}·n"
        );
        let scans = per_node(Strategy::Pairwise) / (n * n);
        assert!((0.33..=0.40).contains(&scans), "pairwise, n = {n}: {scans}·n²");
        assert!(per_node(Strategy::Bitmask) <= 1.0, "bitmask, n = {n}");
    }
}

/// The first solution a strategy stops at with `--first`.
fn first_board(strategy: Strategy, n: usize) -> Option<Vec<usize>> {
    let mut first = nqueens::observer::FirstSolution::default();
    strategy
        .search(n, DEFAULT_SEED, &mut first)
        .expect("a board the strategy takes");
    first.queens
}

#[test]
fn the_first_solutions_are_those_the_guide_names() {
    // Every search of the progression, and `symmetry` on these boards,
    // stops at the smallest placement in column order (found by bitmask);
    // `halves` stops at the first board its join finds, a solution too.
    for n in 4..=12 {
        let smallest = first_path(n).queens.clone().expect("a solution for n >= 4");
        let mut searches = vec![
            Strategy::BranchAndBound,
            Strategy::Pairwise,
            Strategy::Mirror,
            Strategy::Symmetry,
        ];
        if n <= 8 {
            searches.extend([Strategy::Branching, Strategy::Bounding]);
        }
        for strategy in searches {
            assert_eq!(
                first_board(strategy, n).as_ref(),
                Some(&smallest),
                "{strategy}, n = {n}"
            );
        }
        let joined = first_board(Strategy::Halves, n).expect("halves finds a solution");
        assert!(
            is_valid(&joined) && joined.len() == n,
            "halves, n = {n}: {joined:?}"
        );
    }
    // The board the guide names (docs/strategies.md) for halves at n = 8 (from this test's run).
    assert_eq!(
        first_board(Strategy::Halves, 8),
        Some(vec![2, 5, 3, 0, 7, 4, 6, 1])
    );
}

#[test]
fn the_work_halves_is_sized_by_counts_its_pair_tests() {
    // Counted work: the half tree's nodes plus its checks (nearly all pair
    // tests), each weighted as the budget weighs it.
    use nqueens::budget::PAIR_TEST_WEIGHT;
    for n in [10, 12, 13, 14, 15] {
        let counted = full_run(Strategy::Halves, n).counters;
        let counted = counted.nodes() as f64 + counted.checks as f64 * PAIR_TEST_WEIGHT;
        let sized = Strategy::Halves.expected_work(n, false).expect("sized").nodes() as f64;
        assert!(
            (0.5..=2.0).contains(&(sized / counted)),
            "halves, n = {n}: sized {sized}, counted {counted}"
        );
    }
    // A mask search weighs one node per node; pairwise more than branch-and-bound.
    let work = |s: Strategy| s.expected_work(12, false).expect("sized").nodes();
    assert_eq!(
        work(Strategy::Bitmask),
        Strategy::Bitmask.expected_nodes(12, false).unwrap().nodes()
    );
    assert!(work(Strategy::Pairwise) > work(Strategy::BranchAndBound));
    assert!(work(Strategy::BranchAndBound) > work(Strategy::Bitmask));
    // `compare -n 32 --first` ran two minutes, most of it pairwise on the
    // 87 million nodes to its first solution: now refused by its work, as
    // are bitmask's, mirror's and symmetry's 87 million nodes themselves.
    let refusal = check_budget(Strategy::Pairwise, 32, true, DEFAULT_MAX_NODES).expect_err("past the budget");
    assert!(refusal.work.nodes() > refusal.expected.nodes(), "{refusal}");
    for strategy in [
        Strategy::Bitmask,
        Strategy::Mirror,
        Strategy::Symmetry,
        Strategy::Parallel,
    ] {
        let refusal = check_budget(strategy, 32, true, DEFAULT_MAX_NODES).expect_err("past the budget");
        assert!(refusal.expected.nodes() >= 87_491_426, "{refusal}");
    }
}

#[test]
fn a_board_a_strategy_does_not_take_is_a_typed_refusal_not_a_panic() {
    use nqueens::strategies::SizeError;
    for strategy in Strategy::SEARCHES {
        // `halves` stops at 23, the other searches at 32.
        let largest = if strategy == Strategy::Halves { 23 } else { 32 };
        assert_eq!(strategy.max_search_n(), largest, "{strategy}");
        for n in [0, 33, largest + 1] {
            let refused = strategy.search(n, DEFAULT_SEED, &mut nqueens::observer::Quiet);
            assert_eq!(
                refused,
                Err(SizeError { strategy, n, largest }),
                "{strategy}, n = {n}"
            );
            assert_eq!(
                refused.unwrap_err().to_string(),
                format!("n = {n}: {strategy} takes n from 1 to {largest}")
            );
        }
    }
    for strategy in Strategy::ONE_SOLUTION {
        for n in [0, 10_000_001] {
            let refused = strategy.search(n, DEFAULT_SEED, &mut nqueens::observer::Quiet);
            assert!(
                matches!(refused, Err(SizeError { n: m, largest: 10_000_000, .. }) if m == n),
                "{strategy}"
            );
        }
        assert_eq!(
            strategy.search(33, DEFAULT_SEED, &mut nqueens::observer::Quiet),
            Ok(1)
        );
    }
}

#[test]
fn the_run_entry_counts_alike_on_every_path_for_n_1_to_10() {
    for n in 1..=10 {
        let known = A000170[n - 1];
        // Full branching stops at n = 8: n = 10 is 11 billion nodes.
        let runs: Vec<RunResult> = Strategy::SEARCHES
            .iter()
            .filter(|&&strategy| strategy != Strategy::Branching || n <= 8)
            .map(|&strategy| full_run(strategy, n))
            .collect();
        for run in &runs {
            assert_eq!(run.counters.solutions, known, "{}, n = {n}", run.spec.strategy);
            assert!(!run.stopped);
        }
        // The bounded tree is one tree, whichever test rules a square out.
        let counters = |strategy: Strategy| {
            let run = runs.iter().find(|run| run.spec.strategy == strategy);
            &run.expect("every search but branching runs").counters
        };
        for strategy in [Strategy::Pairwise, Strategy::Bitmask] {
            assert_eq!(
                counters(strategy).nodes(),
                counters(Strategy::BranchAndBound).nodes(),
                "n = {n}"
            );
            assert_eq!(
                counters(strategy).prunes(),
                counters(Strategy::BranchAndBound).prunes(),
                "n = {n}"
            );
        }
        // `parallel` on its threads counts what its serial run does, and
        // that is the `symmetry` tree.
        let spec = RunSpec::of(Strategy::Parallel, n, false);
        let serial = nqueens::run::search(spec, Control::on_threads(1), &mut nqueens::observer::Quiet)
            .expect("n is searched");
        assert_eq!(&serial.counters, counters(Strategy::Parallel), "n = {n}");
        assert_eq!(
            serial.counters.nodes(),
            counters(Strategy::Symmetry).nodes(),
            "n = {n}"
        );
    }
}

#[test]
fn the_seed_in_the_spec_picks_the_board_of_min_conflicts() {
    let board = |seed: u64| {
        let spec = RunSpec {
            seed,
            ..RunSpec::of(Strategy::MinConflicts, 50, true)
        };
        let mut first = nqueens::observer::FirstSolution::default();
        let result = nqueens::run::search(spec, Control::default(), &mut first).expect("n = 50 is taken");
        assert_eq!(result.spec.seed, seed);
        let queens = first.queens.expect("min-conflicts finds a board for n = 50");
        assert!(is_valid(&queens), "seed {seed}: {queens:?}");
        (queens, result.counters)
    };
    let (one, one_counters) = board(1);
    let (two, _) = board(2);
    assert_ne!(one, two, "two seeds, two starts");
    assert_eq!(board(1), (one, one_counters), "the same seed, the same run");
}
