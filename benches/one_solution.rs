//! The one-solution strategies against their targets, timed in one
//! run: the construction at n = 10^7 with its positions printed to a file,
//! min-conflicts at n = 10^6 (the median of five seeds), and the memory of
//! each, counted by an allocator that keeps the peak of the bytes in use.
//! Every placement is checked by `board::is_valid`, itself timed on the
//! largest one.
//!
//! `cargo bench --bench one_solution` (or `-- N_CONSTRUCTION N_REPAIR` for
//! other sizes). The runs are counted (`Counters`, as `nqueens solve` runs
//! them), so the times include the counting and the memory includes the
//! profile of n + 1 counts.

use std::alloc::{GlobalAlloc, Layout, System};
use std::fs::File;
use std::io::{BufWriter, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use nqueens::board::{is_valid, write_positions};
use nqueens::format::thousands;
use nqueens::observer::FirstSolution;
use nqueens::strategies::{construction, min_conflicts};
use nqueens::Counters;

/// The system allocator, keeping the bytes in use and their peak.
struct Peak;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Peak {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        // SAFETY: the caller's layout goes to the system allocator unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: `ptr` came from `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Peak = Peak;

/// Runs `work`, returning its result, its time and the peak of the bytes it
/// had in use beyond what was in use before.
fn measured<T>(work: impl FnOnce() -> T) -> (T, Duration, usize) {
    let before = IN_USE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let started = Instant::now();
    let result = work();
    let elapsed = started.elapsed();
    (result, elapsed, PEAK.load(Ordering::Relaxed) - before)
}

fn main() {
    let sizes: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|arg| arg.parse().ok())
        .collect();
    let construction_n = sizes.first().copied().unwrap_or(10_000_000);
    let repair_n = sizes.get(1).copied().unwrap_or(1_000_000);

    let path = std::env::temp_dir().join(format!("nqueens-construction-{}.txt", std::process::id()));
    let (queens, construction_time, construction_bytes) = measured(|| {
        let mut watchers = (Counters::for_board(construction_n), FirstSolution::default());
        construction::search(construction_n, &mut watchers);
        let queens = watchers.1.queens.expect("a placement");
        let mut file = BufWriter::new(File::create(&path).expect("a file in the temporary folder"));
        write_positions(&mut file, &queens).expect("writing the positions");
        file.flush().expect("flushing the positions");
        queens
    });
    let written = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    std::fs::remove_file(&path).ok();
    let (valid, check_time, _) = measured(|| is_valid(&queens));
    assert!(valid, "the construction for n = {construction_n} is valid");
    drop(queens);

    let mut runs = Vec::new();
    for seed in 1..=5 {
        let ((counters, queens), elapsed, bytes) = measured(|| {
            let mut watchers = (Counters::for_board(repair_n), FirstSolution::default());
            min_conflicts::repair(repair_n, seed, &mut watchers);
            (watchers.0, watchers.1.queens.expect("a placement"))
        });
        assert!(is_valid(&queens), "min-conflicts, n = {repair_n}, seed {seed}");
        runs.push((elapsed, seed, counters, bytes));
    }
    runs.sort_by_key(|run| run.0);

    println!("construction, n = {}:", thousands(construction_n as u64));
    println!(
        "  {:.3} s, printing {} MB of positions to a file included (target: under 1 s)",
        construction_time.as_secs_f64(),
        written / 1_000_000
    );
    println!(
        "  peak memory {} MB = {:.1} bytes per queen (target: under 64)",
        construction_bytes / 1_000_000,
        construction_bytes as f64 / construction_n as f64
    );
    println!("  board::is_valid on it: {:.3} s", check_time.as_secs_f64());
    println!("min-conflicts, n = {}, seeds 1 to 5:", thousands(repair_n as u64));
    for (elapsed, seed, c, bytes) in &runs {
        println!(
            "  seed {seed}: {:.3} s, {} attacking pairs at the start, {} repairs, {} restarts, \
             {} checks, {:.1} bytes per queen",
            elapsed.as_secs_f64(),
            thousands(c.start_conflicts),
            thousands(c.repairs),
            thousands(c.restarts),
            thousands(c.checks),
            *bytes as f64 / repair_n as f64
        );
    }
    let median = &runs[runs.len() / 2];
    let most = runs.iter().map(|run| run.3).max().unwrap_or(0);
    println!(
        "  median {:.3} s (target: under 10 s); peak memory at most {:.1} bytes per queen (target: under 64)",
        median.0.as_secs_f64(),
        most as f64 / repair_n as f64
    );
}
