//! The one-solution strategies: the construction and min-conflicts give
//! valid placements at every size asked, min-conflicts the same one for the
//! same seed, their counters follow `docs/REFERENCE.md`, and the command
//! line takes them where it should and refuses them where it should.

use crate::common;

use common::{counted, nqueens, outputs_of, refuses, stdout_of};
use nqueens::board::is_valid;
use nqueens::observer::{FirstSolution, Observer};
use nqueens::strategies::{construction, min_conflicts};
use nqueens::{Counters, RunSpec, Strategy};

/// The column list of a `--style positions` line.
fn columns(line: &str) -> Vec<usize> {
    line.split(' ')
        .map(|col| col.parse().expect("a column"))
        .collect()
}

#[test]
fn the_construction_is_valid_on_large_boards_of_every_residue_mod_6() {
    for n in 100_000..100_006 {
        let queens = construction::columns(n).expect("n >= 4 has a placement");
        assert!(is_valid(&queens), "n = {n}");
    }
}

#[test]
fn min_conflicts_is_valid_over_many_seeds_and_sizes() {
    for n in (4..=40).chain([1, 100, 1_000, 20_000]) {
        let seeds = if n > 100 { 3 } else { 20 };
        for seed in 0..seeds {
            let mut found = FirstSolution::default();
            assert_eq!(min_conflicts::repair(n, seed, &mut found), 1);
            let queens = found.queens.expect("a solution is reported");
            assert!(is_valid(&queens), "n = {n}, seed {seed}: {queens:?}");
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_run() {
    let run_from = |seed| {
        let mut watchers = (Counters::for_board(200), FirstSolution::default());
        min_conflicts::repair(200, seed, &mut watchers);
        watchers
    };
    assert_eq!(run_from(7), run_from(7));
    let seeds: Vec<_> = (0..4).map(|seed| run_from(seed).1.queens).collect();
    assert!(
        seeds.windows(2).any(|pair| pair[0] != pair[1]),
        "different seeds give different solutions"
    );
}

#[test]
fn no_placement_exists_for_2_and_3() {
    for n in [2, 3] {
        assert_eq!(construction::columns(n), None);
        let mut counters = Counters::for_board(n);
        assert_eq!(min_conflicts::repair(n, 1, &mut counters), 0, "n = {n}");
        assert_eq!(counters.solutions, 0);
    }
}

#[test]
fn the_construction_counts_n_nodes_and_no_checks() {
    for n in [1, 4, 8, 9, 1_000] {
        let result = counted(RunSpec::of(Strategy::Construction, n, true));
        let c = &result.counters;
        assert_eq!(c.nodes(), n as u64, "one node per queen placed, n = {n}");
        assert_eq!((result.leaves(), c.solutions), (1, 1));
        assert_eq!((c.checks, c.prunes(), c.repairs, c.restarts), (0, 0, 0, 0));
    }
}

/// Records what min-conflicts reports: its first start, its repairs and
/// its restarts.
#[derive(Default)]
struct Recorder {
    start: Vec<usize>,
    starts: u64,
    moves: Vec<(usize, usize, usize)>,
    restarts: u64,
    solution: Vec<usize>,
}

impl Observer for Recorder {
    fn place(&mut self, row: usize, col: usize) {
        if row == 0 {
            self.starts += 1;
            self.start.clear();
            self.moves.clear();
        }
        self.start.push(col);
    }

    fn repair(&mut self, row: usize, from: usize, to: usize) {
        self.moves.push((row, from, to));
    }

    fn restart(&mut self) {
        self.restarts += 1;
    }

    fn solution(&mut self, queens: &[usize]) -> std::ops::ControlFlow<()> {
        self.solution = queens.to_vec();
        std::ops::ControlFlow::Continue(())
    }
}

/// Pairs of queens of `queens` that attack each other, compared pair by pair.
fn attacking_pairs(queens: &[usize]) -> u64 {
    let mut pairs = 0;
    for (row, &col) in queens.iter().enumerate() {
        for (earlier, &other) in queens[..row].iter().enumerate() {
            if col == other || row + other == earlier + col || row + col == earlier + other {
                pairs += 1;
            }
        }
    }
    pairs
}

#[test]
fn min_conflicts_counters_obey_their_definitions() {
    // Seeds that restart and seeds that do not, on boards where both happen.
    let mut restarted = false;
    for (n, seed) in (6..=12).flat_map(|n| (0..10).map(move |seed| (n, seed))) {
        let mut watchers = (Counters::for_board(n), Recorder::default());
        min_conflicts::repair(n, seed, &mut watchers);
        let (c, record) = watchers;
        restarted |= c.restarts > 0;
        assert_eq!(c.restarts, record.restarts);
        assert_eq!(record.starts, 1 + c.restarts, "one start, then one per restart");
        assert_eq!(c.nodes(), n as u64 * record.starts, "n queens placed per start");
        assert_eq!(c.leaves(n), record.starts, "one full placement per start");
        assert_eq!(c.solutions, 1);
        // The last start, repaired move by move, gives the solution.
        let mut queens = record.start.clone();
        for &(row, from, to) in &record.moves {
            assert_eq!(queens[row], from, "a repair moves the queen where it stands");
            queens[row] = to;
        }
        assert_eq!(queens, record.solution, "n = {n}, seed {seed}");
        if c.restarts == 0 {
            assert_eq!(c.start_conflicts, attacking_pairs(&record.start));
            assert_eq!(c.repairs, record.moves.len() as u64);
        }
        assert!(
            c.repairs <= record.starts * min_conflicts::repair_limit(n),
            "at most the limit per start"
        );
        // Each repair weighs at least one square (three reads), each start
        // at least one column per row (two reads).
        assert!(c.checks >= 3 * c.repairs + 2 * n as u64 * record.starts);
    }
    assert!(restarted, "some small board restarts");
}

#[test]
fn solve_streams_a_large_board_that_is_valid() {
    for strategy in ["construction", "min-conflicts"] {
        let (out, summary) = outputs_of(&[
            "solve",
            "--strategy",
            strategy,
            "-n",
            "20000",
            "--style",
            "positions",
        ]);
        // The board alone on stdout, one line; the summary on stderr.
        assert_eq!(out.lines().count(), 1, "{strategy}");
        let queens = columns(out.trim_end());
        assert_eq!(queens.len(), 20_000);
        assert!(is_valid(&queens), "{strategy}");
        assert!(
            summary.contains(&format!("One solution for n = 20,000 ({strategy}")),
            "{summary}"
        );
    }
}

#[test]
fn solve_min_conflicts_is_reproducible_and_logs_its_seed() {
    let board = [
        "solve",
        "--strategy",
        "min-conflicts",
        "-n",
        "300",
        "--style",
        "positions",
    ];
    let verbose = [&["-v"], board.as_slice()].concat();
    let first = nqueens().args(&verbose).output().expect("runs");
    let again = nqueens().args(&verbose).output().expect("runs");
    assert_eq!(first.stdout, again.stdout, "the default seed is fixed");
    let log = String::from_utf8_lossy(&first.stderr);
    assert!(
        log.contains(&format!("seed={}", min_conflicts::DEFAULT_SEED)),
        "{log}"
    );
    let (seeded, summary) = outputs_of(&[board.as_slice(), &["--seed", "42"]].concat());
    assert!(summary.contains("seed 42"), "{summary}");
    assert!(is_valid(&columns(seeded.lines().next().expect("columns"))));
}

#[test]
fn compare_takes_the_seed_of_solve() {
    // The same seed gives min-conflicts the same counters in solve and compare.
    let csv = |seed: &str| {
        let csv = stdout_of(&[
            "compare",
            "--first",
            "-n",
            "200",
            "--strategies",
            "min-conflicts",
            "--seed",
            seed,
            "--format",
            "csv",
        ]);
        let header: Vec<String> = csv
            .lines()
            .next()
            .expect("a header")
            .split(',')
            .map(String::from)
            .collect();
        let row: Vec<String> = csv
            .lines()
            .nth(1)
            .expect("a row")
            .split(',')
            .map(String::from)
            .collect();
        let field = |name: &str| row[header.iter().position(|h| h == name).expect(name)].clone();
        (field("repairs"), field("checks"))
    };
    for seed in ["1", "42"] {
        let (_, summary) = outputs_of(&[
            "solve",
            "-n",
            "200",
            "--strategy",
            "min-conflicts",
            "--seed",
            seed,
            "--style",
            "positions",
        ]);
        let (repairs, checks) = csv(seed);
        let plain = summary.replace(',', "");
        assert!(
            plain.contains(&format!(" {repairs} repairs")),
            "seed {seed}: {summary}"
        );
        assert!(
            plain.contains(&format!(" {checks} checks.")),
            "seed {seed}: {summary}"
        );
    }
    assert_ne!(csv("1"), csv("42"), "another seed, another run");
}

#[test]
fn the_summary_is_one_line_in_plain_words() {
    let stderr = |args: &[&str]| outputs_of(args).1;
    assert_eq!(
        stderr(&["solve", "-n", "1", "--strategy", "construction"]),
        "One solution for n = 1 (construction): 1 queen placed, 0 checks.\n"
    );
    // REFERENCE.md: branch-and-bound finds the 2 solutions of n = 4 in 17 nodes.
    assert_eq!(
        stderr(&["solve", "-n", "4", "--limit", "1"]),
        "2 solutions for n = 4 (17 nodes, branch-and-bound); the first one shown.\n",
        "no blank line before it when stdout is not the screen"
    );
}

#[test]
fn solve_says_no_placement_exists_for_2_and_3() {
    for strategy in ["construction", "min-conflicts"] {
        for n in ["2", "3"] {
            let (out, summary) = outputs_of(&["solve", "--strategy", strategy, "-n", n]);
            assert_eq!(out, "", "no board");
            assert!(
                summary.starts_with(&format!("No solution for n = {n}")),
                "{summary}"
            );
        }
    }
}

#[test]
fn compare_first_sets_them_beside_the_searches() {
    let csv = stdout_of(&["compare", "--first", "--format", "csv"]);
    let header: Vec<&str> = csv.lines().next().expect("a header").split(',').collect();
    let column = |name: &str| header.iter().position(|h| *h == name).expect(name);
    let rows: Vec<Vec<&str>> = csv.lines().skip(1).map(|l| l.split(',').collect()).collect();
    let row = |name: &str| rows.iter().find(|r| r[0] == name).expect(name);
    // REFERENCE.md: backtracking reaches the first solution for n = 8 at node
    // 114; the construction places n queens and checks nothing.
    assert_eq!(row("branch-and-bound")[column("nodes")], "114");
    assert_eq!(row("construction")[column("nodes")], "8");
    assert_eq!(row("construction")[column("checks")], "0");
    assert_eq!(row("branch-and-bound")[column("repairs")], "0");
    assert!(row("min-conflicts")[column("repairs")].parse::<u64>().is_ok());
    let large = stdout_of(&["compare", "--first", "-n", "5000", "--format", "csv"]);
    let names: Vec<&str> = large
        .lines()
        .skip(1)
        .map(|l| l.split(',').next().unwrap())
        .collect();
    assert_eq!(
        names,
        ["construction", "min-conflicts"],
        "only they take n = 5000"
    );
}

#[test]
fn bad_input_is_refused_on_one_line() {
    for n in ["8", "10000000", "100000000"] {
        refuses(
            &["count", "-n", n, "--strategy", "construction"],
            "",
            &["construction", "cannot count"],
        );
    }
    refuses(
        &["count", "--strategy", "min-conflicts"],
        "100\n",
        &["min-conflicts", "cannot count"],
    );
    refuses(&["count", "-n", "40"], "", &["-n 40", "count", "1 to 32"]);
    refuses(&["count", "-n", "0"], "", &["--size", "n is 1 to 32"]);
    refuses(
        &[
            "compare",
            "--first",
            "--seed",
            "3",
            "--strategies",
            "bitmask,construction",
        ],
        "",
        &[
            "--seed 3",
            "bitmask, construction draw no random numbers",
            "min-conflicts",
        ],
    );
    refuses(
        &[
            "solve",
            "--strategy",
            "construction",
            "-n",
            "10000001",
            "--style",
            "positions",
        ],
        "",
        &["10,000,000"],
    );
    refuses(
        &["solve", "-n", "1000", "--style", "positions"],
        "",
        &["branch-and-bound", "construction and min-conflicts"],
    );
    refuses(
        &["compare", "--strategies", "bitmask", "-n", "40"],
        "",
        &["bitmask", "construction and min-conflicts"],
    );
    refuses(&["solve", "--seed", "3"], "", &["--seed", "min-conflicts"]);
    refuses(
        &[
            "solve",
            "--strategy",
            "construction",
            "-n",
            "1000",
            "--style",
            "letters",
        ],
        "",
        &["--style positions"],
    );
    refuses(&["trace", "--strategy", "min-conflicts"], "", &["min-conflicts"]);
    refuses(&["compare", "--strategies", "construction"], "", &["--first"]);
    refuses(&["compare", "-n", "100"], "", &["--first"]);
}

#[test]
fn past_n_32_the_default_style_writes_positions_and_a_grid_asked_for_is_refused() {
    // The one-solution lesson's command: no --style, so the board is
    // written as positions, as the help says, with no error.
    let (stdout, stderr) = outputs_of(&["solve", "--strategy", "min-conflicts", "-n", "50", "--lang", "ko"]);
    let queens = columns(stdout.trim());
    assert_eq!(queens.len(), 50, "{stdout}");
    assert!(is_valid(&queens), "{stdout}");
    assert!(
        stderr.starts_with("최소 충돌(min-conflicts) 전략으로 n = 50의 해 하나를 찾았습니다(시드 1)."),
        "{stderr}"
    );
    refuses(
        &[
            "solve",
            "--strategy",
            "min-conflicts",
            "-n",
            "50",
            "--style",
            "blocks",
            "--lang",
            "ko",
        ],
        "",
        &[
            "--style blocks: 판 그림은 n = 32까지만 그릴 수 있습니다.",
            "--style positions",
        ],
    );
    // Up to n = 32 the default is still the blocks board.
    let (board, _) = outputs_of(&["solve", "--strategy", "construction", "-n", "32"]);
    assert_eq!(
        board.lines().filter(|line| line.contains('■')).count(),
        32,
        "{board}"
    );
}
