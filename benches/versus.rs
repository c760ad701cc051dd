//! The default count against the plain C counter, and against any other
//! counter you point it at, timed in one run with the ratios printed.
//!
//! `cargo bench --bench versus -- 15 18` runs, for each n: the plain
//! counter (the recursive bitmask loop with the first row's left half
//! doubled, written in C below and compiled with `gcc -O3 -march=native`;
//! left out without gcc: `benches/fast` times its Rust twin), then
//! `nqueens count -n N` on one thread and on two (the real binary, release
//! build). `--other 'CMD'` adds an outside counter run on one thread, `{n}`
//! standing for the size (its output must hold the count). `--runs R`
//! (default 3) takes the best wall time of R rounds; each round runs every
//! counter once in turn, so that a busy machine slows them alike. The plain
//! counter runs up to `--plain-up-to N` (default 17: it takes half an hour
//! at n = 19). Every count is checked against OEIS A000170.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use nqueens::known;

/// The plain counter in C: the textbook bitmask loop, half the first row
/// doubled (the middle column of an odd n once).
const PLAIN_C: &str = r#"
#include <stdio.h>
#include <stdlib.h>

static unsigned long long below(unsigned long long full, unsigned long long columns,
                                unsigned long long diagonals, unsigned long long anti) {
    if (columns == full) return 1;
    unsigned long long free = ~(columns | diagonals | anti) & full, found = 0;
    while (free) {
        unsigned long long bit = free & -free;
        free ^= bit;
        found += below(full, columns | bit, (diagonals | bit) >> 1, ((anti | bit) << 1) & full);
    }
    return found;
}

int main(int argc, char **argv) {
    int n = atoi(argv[1]);
    unsigned long long full = (1ULL << n) - 1, total = 0;
    for (int col = 0; col < (n + 1) / 2; col++) {
        unsigned long long bit = 1ULL << col;
        unsigned long long found = below(full, bit, bit >> 1, (bit << 1) & full);
        total += 2 * col + 1 < n ? 2 * found : found;
    }
    printf("%llu\n", total);
    return 0;
}
"#;

/// One counter: a name and the command that runs it, `{n}` for the size.
struct Counter {
    name: String,
    command: String,
}

impl Counter {
    fn name(&self) -> &str {
        &self.name
    }

    /// Runs the counter for `n`: the wall time, after checking the count.
    fn time(&self, n: usize) -> f64 {
        let expected = known::solutions(n).expect("OEIS A000170 knows n");
        let started = Instant::now();
        let command = self.command.replace("{n}", &n.to_string());
        let output = Command::new("sh")
            .args(["-c", &command])
            .output()
            .expect("sh runs");
        assert!(output.status.success(), "{command} failed");
        let output = String::from_utf8_lossy(&output.stdout);
        let seconds = started.elapsed().as_secs_f64();
        let counted = output
            .split(|c: char| !c.is_ascii_digit())
            .any(|word| word == expected.to_string());
        assert!(
            counted,
            "{}, n = {n}: {output:?} should hold {expected}",
            self.name()
        );
        seconds
    }
}

/// Compiles the plain counter with gcc into the target folder, if gcc is there.
fn plain_c() -> Option<PathBuf> {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let source = folder.join("plain.c");
    let binary = folder.join("plain");
    std::fs::write(&source, PLAIN_C).expect("the C source is written");
    let built = Command::new("gcc")
        .args(["-O3", "-march=native", "-o"])
        .arg(&binary)
        .arg(&source)
        .status()
        .is_ok_and(|status| status.success());
    built.then_some(binary)
}

fn main() {
    let mut args = std::env::args().skip(1).filter(|arg| arg != "--bench");
    let (mut sizes, mut other, mut runs, mut plain_up_to) = (Vec::new(), None, 3, 17);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--other" => other = args.next(),
            "--runs" => runs = args.next().and_then(|r| r.parse().ok()).expect("--runs R"),
            "--plain-up-to" => {
                plain_up_to = args.next().and_then(|r| r.parse().ok()).expect("--plain-up-to N")
            }
            size => sizes.push(size.parse::<usize>().expect("sizes are numbers")),
        }
    }
    let (low, high) = match sizes[..] {
        [low, high] => (low, high),
        [only] => (only, only),
        _ => (15, 18),
    };
    let nqueens = env!("CARGO_BIN_EXE_nqueens");
    let plain = plain_c().map(|binary| Counter {
        name: "plain counter (C, gcc -O3)".to_string(),
        command: format!("{} {{n}}", binary.display()),
    });
    if plain.is_none() {
        eprintln!(
            "gcc not found: the plain counter is left out (`cargo bench --bench fast` times its Rust twin)"
        );
    }
    let ours = |threads: usize| Counter {
        name: format!("nqueens count --threads {threads}"),
        command: format!("{nqueens} count -n {{n}} --threads {threads}"),
    };
    let mut counters = vec![ours(1), ours(2)];
    counters.extend(other.map(|command| Counter {
        name: format!("other: {command}"),
        command,
    }));
    println!("| n | counter | best of {runs}, s |");
    println!("|---|---|---|");
    let mut ratios = Vec::new();
    for n in low..=high {
        let mut best = vec![f64::INFINITY; counters.len() + 1];
        for _ in 0..runs {
            if let Some(plain) = plain.as_ref().filter(|_| n <= plain_up_to) {
                best[0] = best[0].min(plain.time(n));
            }
            for (slot, counter) in counters.iter().enumerate() {
                best[slot + 1] = best[slot + 1].min(counter.time(n));
            }
        }
        let everyone = plain.iter().chain(&counters);
        let shown = if plain.is_some() { &best[..] } else { &best[1..] };
        for (counter, seconds) in everyone.zip(shown).filter(|(_, s)| s.is_finite()) {
            println!("| {n} | {} | {seconds:.3} |", counter.name());
        }
        ratios.push((n, best));
    }
    println!();
    println!("| n | plain / count, 1 thread | plain / count, 2 threads | count 1 thread vs 2 | other / count, 1 thread each |");
    println!("|---|---|---|---|---|");
    let ratio = |a: f64, b: f64| {
        if a.is_finite() && b.is_finite() {
            format!("{:.2}x", a / b)
        } else {
            String::new()
        }
    };
    for (n, best) in ratios {
        let other = best.get(3).copied().unwrap_or(f64::INFINITY);
        println!(
            "| {n} | {} | {} | {} | {} |",
            ratio(best[0], best[1]),
            ratio(best[0], best[2]),
            ratio(best[1], best[2]),
            ratio(other, best[1]),
        );
    }
}
