//! The fast counters side by side, timed in one run: the bare loop (the
//! plain C counter, in Rust), `mirror` on one thread,
//! `symmetry`, `parallel` and `halves` on 1 and 2 threads, and the default
//! `nqueens count` (the real binary, every core), for n = 14..=17.
//!
//! `cargo bench --bench fast` (or `cargo bench --bench fast -- 16 17` for
//! other sizes). Each row is the best (the least time) of as many quiet
//! runs as fill [`MIN_TIMED`] together, at least one: a run of 0.1 s is
//! repeated ten times, one of a second or more runs once; with nothing
//! observed, as `count` runs it. Its node count comes from a separate counted run of
//! the same strategy, so nodes/s is the speed of the quiet run; for `halves`
//! the nodes are those of its half tree, and its work is in the pair tests
//! (`checks`), shown too. The table after it holds the ratios to watch:
//! default count vs mirror, 2 threads vs 1, mirror's speed against the bare
//! loop.

use std::process::Command;
use std::time::{Duration, Instant};

use nqueens::format::thousands;
use nqueens::observer::Quiet;
use nqueens::strategies::min_conflicts::DEFAULT_SEED;
use nqueens::strategies::parallel;
use nqueens::strategies::{halves, mirror, subproblem};
use nqueens::threads::Control;
use nqueens::{Counters, Strategy};

// The bare loop lives beside lesson 09, as an example a learner runs; the
// bench takes its function, not its `main`.
#[allow(dead_code)]
#[path = "../examples/bare_bitmask.rs"]
mod bare;
use bare::bare_bitmask;

struct Row {
    n: usize,
    counter: String,
    seconds: f64,
    nodes: u64,
    checks: u64,
    /// Whether the timed run walks the tree `nodes` counts, so that nodes/s
    /// is its speed (not for `halves`: the count builds its halves from
    /// quarter tables, the counted run walks the half tree).
    walks_the_nodes: bool,
}

fn main() {
    let sizes: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|arg| arg.parse().ok())
        .collect();
    // `-- 16` times n = 16 alone, `-- 16 17` the sizes from 16 to 17.
    let (low, high) = match sizes[..] {
        [n] => (n, n),
        [low, high] => (low, high),
        _ => (14, 17),
    };
    let mut rows = Vec::new();
    for n in low..=high {
        let expected = nqueens::known::solutions(n).map(u128::from);
        let counted = |strategy: Strategy| {
            let mut counters = Counters::for_board(n);
            strategy
                .search(n, DEFAULT_SEED, &mut counters)
                .expect("a board the strategy takes");
            counters
        };
        let (mirror_counted, symmetry_counted) = (counted(Strategy::Mirror), counted(Strategy::Symmetry));
        let halves_counted = &counted(Strategy::Halves);
        let mut time = |counter: &str, counted: &Counters, count: &dyn Fn() -> u128| {
            let (found, seconds) = best_of(count);
            if let Some(all) = expected {
                assert_eq!(found, all, "{counter}, n = {n}: OEIS A000170");
            }
            rows.push(Row {
                n,
                counter: counter.to_string(),
                seconds,
                nodes: counted.nodes(),
                checks: counted.checks,
                walks_the_nodes: !std::ptr::eq(counted, halves_counted),
            });
        };

        time("bare loop (plain counter)", &mirror_counted, &|| {
            u128::from(bare_mirror(n))
        });
        time("mirror --threads 1", &mirror_counted, &|| {
            u128::from(mirror::search(n, &mut Quiet))
        });
        time("symmetry", &symmetry_counted, &|| subproblem::count(n).total());
        for threads in [1, 2] {
            let control = Control::on_threads(threads);
            time(
                &format!("parallel --threads {threads}"),
                &symmetry_counted,
                &|| parallel::count(n, control).found.total(),
            );
            time(&format!("halves --threads {threads}"), halves_counted, &|| {
                halves::count(n, control).found
            });
        }
        let default = Strategy::fastest(n, false);
        let default_counted = if default == Strategy::Halves {
            halves_counted
        } else {
            &symmetry_counted
        };
        time("nqueens count (default)", default_counted, &|| default_count(n));
    }
    print_table(&rows);
    print_ratios(&rows, low, high);
}

/// How long the runs of one row take together, at least: runs of 0.1 s
/// timed a few times each gave 2 threads over 1 as 0.85x one day and 1.99x
/// another, on the same machine.
const MIN_TIMED: Duration = Duration::from_secs(1);

/// The least time of the runs of `work` that fill [`MIN_TIMED`] together
/// (at least one run), and what it returned.
fn best_of(work: &dyn Fn() -> u128) -> (u128, f64) {
    let mut best = (0, f64::INFINITY);
    let mut timed = Duration::ZERO;
    while timed < MIN_TIMED {
        let started = Instant::now();
        let found = work();
        let elapsed = started.elapsed();
        timed += elapsed;
        if elapsed.as_secs_f64() < best.1 {
            best = (found, elapsed.as_secs_f64());
        }
    }
    best
}

/// `nqueens count -n N`, the real binary with its defaults, timed from outside.
fn default_count(n: usize) -> u128 {
    let output = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["count", "-n", &n.to_string()])
        .output()
        .expect("nqueens runs");
    assert!(output.status.success(), "nqueens count -n {n} failed");
    String::from_utf8_lossy(&output.stdout)
        .trim()
        .parse()
        .expect("count prints a number")
}

fn print_table(rows: &[Row]) {
    println!("| n | counter | seconds | nodes | nodes/s | checks |");
    println!("|---|---|---|---|---|---|");
    for row in rows {
        let speed = if row.walks_the_nodes {
            format!("{:.1} M", row.nodes as f64 / row.seconds / 1e6)
        } else {
            String::new()
        };
        println!(
            "| {} | {} | {:.3} | {} | {speed} | {} |",
            row.n,
            row.counter,
            row.seconds,
            thousands(row.nodes),
            thousands(row.checks),
        );
    }
}

fn print_ratios(rows: &[Row], low: usize, high: usize) {
    let row = |n: usize, counter: &str| {
        rows.iter()
            .find(|row| row.n == n && row.counter == counter)
            .expect("every counter ran for every n")
    };
    println!();
    println!(
        "| n | default count vs mirror | halves 2 threads vs 1 | parallel 2 threads vs 1 \
         | mirror nodes/s | mirror vs bare loop |"
    );
    println!("|---|---|---|---|---|---|");
    for n in low..=high {
        let seconds = |counter: &str| row(n, counter).seconds;
        let mirror = row(n, "mirror --threads 1");
        println!(
            "| {n} | {:.2}x | {:.2}x | {:.2}x | {:.1} M | {:.2}x |",
            mirror.seconds / seconds("nqueens count (default)"),
            seconds("halves --threads 1") / seconds("halves --threads 2"),
            seconds("parallel --threads 1") / seconds("parallel --threads 2"),
            mirror.nodes as f64 / mirror.seconds / 1e6,
            seconds("bare loop (plain counter)") / mirror.seconds,
        );
    }
}

/// The plain counter with the mirror: the first queen on the left half of
/// the first row, each count doubled, the middle column of an odd `n` once.
/// This is the plain C counter (gcc -O3 in `benches/versus.rs`), written in Rust.
fn bare_mirror(n: usize) -> u64 {
    let full = (1u64 << n) - 1;
    (0..n.div_ceil(2))
        .map(|col| {
            let bit = 1u64 << col;
            let below = bare_bitmask(full, bit, bit >> 1, (bit << 1) & full);
            if 2 * col + 1 < n {
                2 * below
            } else {
                below
            }
        })
        .sum()
}
