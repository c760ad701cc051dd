//! Count with a stop flag and progress.
//!
//! `count::count` is the counting entry point of `nqueens count`: a
//! `CountSpec` says what to count (`CountSpec::new` picks the fastest
//! strategy and its budget), and a `threads::Control` how: the worker
//! threads, a stop flag (set it, from Ctrl-C or anywhere, and the tasks not
//! yet started are skipped) and a progress callback, told `(done, total)`
//! each time a task ends, from any thread. Here the first count runs to the
//! end; the second sets its own stop flag once half its tasks are done and
//! reports what it counted so far.
//!
//! Run: `cargo run --release --example count_with_stop`.

use std::sync::atomic::{AtomicBool, Ordering};

use nqueens::count::{count, CountSpec};
use nqueens::format::thousands;
use nqueens::threads::Control;

fn main() {
    let whole = CountSpec::new(12, None, false);
    whole.check(2).expect("n = 12 is within the budget");
    let progress = |done: usize, total: usize| eprintln!("{done} of {total} tasks");
    let control = Control {
        threads: 2,
        stop: None,
        progress: Some(&progress),
    };
    let counted = count(&whole, control).expect("the count runs");
    println!(
        "n = 12 ({}): {} solutions",
        whole.strategy.name(),
        thousands(counted.solutions)
    );

    let stop = AtomicBool::new(false);
    let stop_at_half = |done: usize, total: usize| {
        if 2 * done >= total {
            stop.store(true, Ordering::Relaxed);
        }
    };
    let halted = CountSpec::new(15, None, false);
    let control = Control {
        threads: 2,
        stop: Some(&stop),
        progress: Some(&stop_at_half),
    };
    let partial = count(&halted, control).expect("the count runs");
    let (done, total) = partial.parts.expect("a threaded count has tasks");
    println!(
        "n = 15, stopped at half: finished {}, {done} of {total} tasks, {} solutions so far",
        partial.finished,
        thousands(partial.solutions)
    );
}
