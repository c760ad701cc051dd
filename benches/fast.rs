//! The fast counters side by side, timed in one run: `mirror` on one
//! thread, `symmetry`, `parallel` on 1 and 2 threads, and the default
//! `nqueens count` (the real binary, all cores), for n = 14..=17.
//!
//! `cargo bench --bench fast` (or `cargo bench --bench fast -- 16 17` for
//! other sizes). Each row is one quiet run (nothing observed, as `count` runs
//! it); its node count comes from a separate counted run of the same tree,
//! so nodes/s is the speed of the quiet search. The ratios at the end are
//! the targets: default count vs mirror, 2 threads vs 1, and
//! mirror's nodes per second.

use std::process::Command;
use std::time::{Duration, Instant};

use nqueens::format::thousands;
use nqueens::observer::Quiet;
use nqueens::strategies::parallel::{self, Control};
use nqueens::strategies::{mirror, symmetry};
use nqueens::Counters;

/// OEIS A000170 for n = 14..=18, to check every run.
const A000170: [(usize, u128); 5] = [
    (14, 365_596),
    (15, 2_279_184),
    (16, 14_772_512),
    (17, 95_815_104),
    (18, 666_090_624),
];

struct Row {
    n: usize,
    counter: &'static str,
    seconds: f64,
    nodes: u64,
}

fn main() {
    let sizes: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|arg| arg.parse().ok())
        .collect();
    let (low, high) = match sizes[..] {
        [low, high] => (low, high),
        _ => (14, 17),
    };
    let mut rows = Vec::new();
    for n in low..=high {
        let expected = A000170.iter().find(|&&(size, _)| size == n).map(|&(_, all)| all);
        let check = |counter: &str, found: u128| {
            if let Some(all) = expected {
                assert_eq!(found, all, "{counter}, n = {n}: OEIS A000170");
            }
        };
        let mut counted = Counters::default();
        mirror::search(n, &mut counted);
        let mirror_nodes = counted.nodes();
        let mut counted = Counters::default();
        symmetry::search(n, &mut counted);
        let symmetry_nodes = counted.nodes();

        let (found, elapsed) = timed(|| u128::from(mirror::search(n, &mut Quiet)));
        check("mirror", found);
        rows.push(row(n, "mirror --threads 1", elapsed, mirror_nodes));

        let (found, elapsed) = timed(|| symmetry::count(n).total());
        check("symmetry", found);
        rows.push(row(n, "symmetry", elapsed, symmetry_nodes));

        for threads in [1, 2] {
            let control = Control {
                threads,
                ..Control::default()
            };
            let (found, elapsed) = timed(|| parallel::count(n, control).found.total());
            check("parallel", found);
            let counter = if threads == 1 {
                "parallel --threads 1"
            } else {
                "parallel --threads 2"
            };
            rows.push(row(n, counter, elapsed, symmetry_nodes));
        }

        let (found, elapsed) = timed(|| default_count(n));
        check("nqueens count", found);
        rows.push(row(n, "nqueens count (default)", elapsed, symmetry_nodes));
    }
    print_table(&rows);
    print_ratios(&rows, low, high);
}

fn timed<T>(work: impl FnOnce() -> T) -> (T, Duration) {
    let started = Instant::now();
    let result = work();
    (result, started.elapsed())
}

fn row(n: usize, counter: &'static str, elapsed: Duration, nodes: u64) -> Row {
    Row {
        n,
        counter,
        seconds: elapsed.as_secs_f64(),
        nodes,
    }
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
    println!("| n | counter | seconds | nodes | nodes/s |");
    println!("|---|---|---|---|---|");
    for row in rows {
        println!(
            "| {} | {} | {:.3} | {} | {:.1} M |",
            row.n,
            row.counter,
            row.seconds,
            thousands(row.nodes),
            row.nodes as f64 / row.seconds / 1e6
        );
    }
}

fn print_ratios(rows: &[Row], low: usize, high: usize) {
    let seconds = |n: usize, counter: &str| {
        rows.iter()
            .find(|row| row.n == n && row.counter == counter)
            .map(|row| row.seconds)
            .expect("every counter ran for every n")
    };
    println!();
    println!("| n | default count vs mirror | parallel 2 threads vs 1 | mirror nodes/s |");
    println!("|---|---|---|---|");
    for n in low..=high {
        let mirror = rows
            .iter()
            .find(|row| row.n == n && row.counter == "mirror --threads 1")
            .expect("mirror ran");
        println!(
            "| {n} | {:.2}x | {:.2}x | {:.1} M |",
            mirror.seconds / seconds(n, "nqueens count (default)"),
            seconds(n, "parallel --threads 1") / seconds(n, "parallel --threads 2"),
            mirror.nodes as f64 / mirror.seconds / 1e6
        );
    }
}
