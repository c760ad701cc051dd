//! `halves`, the meet-in-the-middle counter behind the default `count`:
//! OEIS A000170, agreement with the searches, every board it reports, and
//! the command line around it.

mod common;

use common::{refuses, stdout_of};
use nqueens::board::is_valid;
use nqueens::strategies::halves::{self, band_rows};
use nqueens::strategies::parallel::Control;
use nqueens::{Counters, Strategy};

/// OEIS A000170: all solutions, n = 1..=13.
const A000170: [u128; 13] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712];

#[test]
fn the_quiet_count_matches_oeis_up_to_13_on_one_and_two_threads() {
    for n in 1..=13 {
        for threads in [1, 2] {
            let control = Control {
                threads,
                ..Control::default()
            };
            let outcome = halves::count(n, control);
            assert!(outcome.finished(), "n = {n}: every task ran");
            assert_eq!(outcome.found, A000170[n - 1], "n = {n}, {threads} threads");
        }
    }
}

#[test]
fn the_observed_join_counts_what_the_threads_count() {
    for n in 1..=12 {
        let mut counters = Counters::for_board(n);
        let found = halves::search(n, &mut counters);
        assert_eq!(u128::from(found), A000170[n - 1], "n = {n}");
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
        Strategy::Bitmask.search(n, &mut whole);
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
    assert_eq!(stdout_of(&["count", "-n", "13"]), "73712\n");
    for threads in ["1", "2", "3"] {
        let counted = stdout_of(&["count", "-n", "12", "--strategy", "halves", "--threads", threads]);
        assert_eq!(counted, "14200\n", "{threads} threads");
    }
    assert_eq!(
        stdout_of(&["count", "-n", "11", "--unique"]),
        "341\n",
        "parallel counts classes"
    );
}

#[test]
fn boards_past_halves_memory_are_refused_or_left_out() {
    refuses(
        &["count", "-n", "19", "--strategy", "halves"],
        "",
        &["-n 19", "halves", "up to 18", "--strategy parallel"],
    );
    refuses(
        &["count", "--strategy", "halves"],
        "19\n",
        &["N = 19 from stdin", "up to 18"],
    );
    refuses(
        &["count", "--strategy", "halves"],
        "19\n",
        &["N = 19 from stdin", "up to 18"],
    );
    refuses(
        &["compare", "-n", "20", "--strategies", "bitmask,halves"],
        "",
        &["-n 20", "up to 18", "--strategies parallel"],
    );
    let table = stdout_of(&["compare", "-n", "19", "--strategies", "branching,bounding"]);
    assert!(!table.contains("halves"), "{table}");
    let every = stdout_of(&["compare", "-n", "19", "--format", "csv"]);
    assert_eq!(
        every.lines().count(),
        1 + Strategy::ALL.len() - 1,
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
fn solve_prints_every_board_the_join_finds() {
    let printed = stdout_of(&["solve", "-n", "8", "--strategy", "halves", "--style", "positions"]);
    let boards: Vec<Vec<usize>> = printed
        .lines()
        .take_while(|line| !line.is_empty())
        .map(|line| {
            line.split(' ')
                .map(|col| col.parse().expect("a column"))
                .collect()
        })
        .collect();
    assert_eq!(boards.len(), 92);
    assert!(boards.iter().all(|board| is_valid(board)), "{printed}");
    assert!(
        printed.ends_with("92 solutions for n = 8 (535 nodes, halves).\n"),
        "{printed}"
    );
}
