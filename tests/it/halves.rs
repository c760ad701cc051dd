//! `halves`, the meet-in-the-middle counter behind the default `count`:
//! OEIS A000170 (and A002562 for the classes `count --unique` hands to
//! `parallel`), agreement with the searches, and the command line around
//! it (the boards it reports are checked in `fast.rs`).

use crate::common;

use std::sync::atomic::AtomicBool;

use common::{classes, outputs_of, refuses, solutions, stdout_of};
use nqueens::count::{self, CountSpec};
use nqueens::known::A000170;
use nqueens::shard::Shard;
use nqueens::strategies::halves::{self, band_rows};
use nqueens::strategies::min_conflicts::DEFAULT_SEED;
use nqueens::threads::Control;
use nqueens::{Counters, Strategy};

#[test]
fn the_quiet_count_matches_oeis_up_to_17_on_one_and_two_threads() {
    for n in 1..=17 {
        for threads in [1, 2] {
            let outcome = halves::count(n, Control::on_threads(threads));
            assert!(outcome.finished(), "n = {n}: every task ran");
            assert_eq!(
                outcome.found,
                u128::from(A000170[n - 1]),
                "n = {n}, {threads} threads"
            );
        }
    }
}

#[test]
fn the_default_count_matches_oeis_up_to_17_in_the_library_and_on_the_command_line() {
    for n in 1..=17 {
        let spec = CountSpec::new(n, None, false);
        let counted = count::count(&spec, Control::on_threads(0)).expect("the default count runs");
        assert!(counted.finished, "n = {n}: every task ran");
        assert_eq!(counted.solutions, u128::from(solutions(n)), "n = {n}");
    }
    assert_eq!(
        stdout_of(&["count", "-n", "17"]),
        "95815104\n",
        "OEIS A000170, n = 17"
    );
}

#[test]
fn every_split_into_shards_adds_up_to_oeis() {
    // Each shard's tasks are dealt by their estimates; whatever the number
    // of shards and threads, every task is counted in exactly one. Up to
    // 15 in 2 to 8 shards, and 16 and 17 (an even and an odd board of the
    // quarter tables' sizes) in 2 and 3.
    let splits =
        (12..=15)
            .flat_map(|n| (2..=8).map(move |m| (n, m)))
            .chain([(16, 2), (16, 3), (17, 2), (17, 3)]);
    for (n, m) in splits {
        for threads in [1, 2] {
            let total: u128 = (0..m)
                .map(|k| {
                    let outcome = halves::count_shard(n, Control::on_threads(threads), Shard { k, m })
                        .expect("enough tasks to balance");
                    assert!(outcome.finished(), "n = {n}, shard {k}/{m}");
                    outcome.found
                })
                .sum();
            assert_eq!(
                total,
                u128::from(A000170[n - 1]),
                "n = {n}, {m} shards, {threads} threads"
            );
        }
    }
}

#[test]
fn the_observed_join_counts_what_the_threads_count() {
    for n in 1..=12 {
        let mut counters = Counters::for_board(n);
        let found = halves::search(n, &mut counters);
        assert_eq!(found, A000170[n - 1], "n = {n}");
        assert_eq!(counters.solutions, found, "n = {n}: every board reported");
        assert_eq!(counters.leaves(n), 0, "n = {n}: no full board is searched for");
    }
}

#[test]
fn the_half_tree_is_the_bitmask_tree_cut_halfway() {
    for n in 4..=12 {
        let mut half = Counters::for_board(n);
        halves::search(n, &mut half);
        let mut whole = Counters::for_board(n);
        Strategy::Bitmask
            .search(n, DEFAULT_SEED, &mut whole)
            .expect("a board the strategy takes");
        let rows = band_rows(n);
        assert_eq!(half.profile[..=rows], whole.profile[..=rows], "n = {n}");
        assert!(
            half.profile[rows + 1..].iter().all(|&nodes| nodes == 0),
            "n = {n}"
        );
        // Every square of the first `rows` rows is tried once per node above
        // it, as in the bitmask tree: the squares not placed are the prunes.
        let above: u64 = half.profile[..rows].iter().sum();
        assert_eq!(half.tried(), above * n as u64, "n = {n}");
    }
}

#[test]
fn count_uses_halves_by_default_and_agrees_with_every_thread_count() {
    assert_eq!(stdout_of(&["count", "-n", "13"]), format!("{}\n", solutions(13)));
    for threads in ["1", "2", "3"] {
        let counted = stdout_of(&["count", "-n", "12", "--strategy", "halves", "--threads", threads]);
        assert_eq!(counted, format!("{}\n", solutions(12)), "{threads} threads");
    }
    assert_eq!(
        stdout_of(&["count", "-n", "11", "--unique"]),
        format!("{}\n", classes(11)),
        "parallel counts classes"
    );
}

#[test]
fn boards_past_halves_limits_are_refused_or_left_out() {
    // `count` runs it up to 23 (its memory: `halves::MAX_COUNT_N`), `compare`,
    // `solve` and `trace` up to 16 (`halves::MAX_SHOWN_N`).
    refuses(
        &["count", "-n", "24", "--strategy", "halves"],
        "",
        &["-n 24", "halves", "up to 23", "--strategy parallel"],
    );
    refuses(
        &["count", "--strategy", "halves"],
        "24\n",
        &["N = 24 from stdin", "up to 23"],
    );
    refuses(
        &["compare", "-n", "17", "--strategies", "bitmask,halves"],
        "",
        &["-n 17", "up to 16", "count"],
    );
    for command in ["solve", "trace"] {
        refuses(
            &[command, "-n", "17", "--strategy", "halves"],
            "",
            &["-n 17", "up to 16", "count"],
        );
    }
    let every = stdout_of(&["compare", "-n", "17", "--format", "csv"]);
    assert_eq!(
        every.lines().count(),
        1 + Strategy::SEARCHES.len() - 1,
        "all but halves: {every}"
    );
    assert!(!every.contains("halves"), "{every}");
    refuses(
        &["count", "-n", "12", "--strategy", "halves", "--unique"],
        "",
        &["--unique", "halves"],
    );
}

#[test]
fn a_stopped_count_walks_and_joins_nothing_more() {
    let stop = AtomicBool::new(true);
    let control = Control {
        stop: Some(&stop),
        ..Control::on_threads(2)
    };
    let outcome = halves::count(12, control);
    assert_eq!(outcome.done, 0, "no task starts once the flag is set");
    assert!(!outcome.finished());
    assert_eq!(outcome.found, 0);
}

#[test]
fn solve_prints_the_boards_bitmask_finds() {
    let boards = |strategy: &str| {
        let (printed, summary) =
            outputs_of(&["solve", "-n", "8", "--strategy", strategy, "--style", "positions"]);
        let mut boards: Vec<String> = printed.lines().map(String::from).collect();
        boards.sort_unstable();
        (boards, printed, summary)
    };
    let (joined, printed, summary) = boards("halves");
    assert_eq!(joined.len() as u64, solutions(8), "{printed}");
    assert_eq!(joined, boards("bitmask").0);
    // Its half tree is the bounded tree's rows 0..=4: 535 nodes, the sum of
    // Knuth's n = 8 profile to depth 4 (docs/REFERENCE.md).
    let said = format!("{} solutions for n = 8 (535 nodes, halves).\n", solutions(8));
    assert!(summary.ends_with(&said), "{summary}");
}
