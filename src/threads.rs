//! The work-stealing pool every threaded count runs on: how a count is
//! controlled (threads, Ctrl-C's stop flag, progress), and what it gives
//! back when it ends or is stopped.
//!
//! A threaded strategy cuts its work into independent items (subproblems,
//! runs of cases) and hands them to [`solve_all`]. Rayon's pool gives the
//! items to idle threads one at a time, so uneven items balance out; each
//! task sums what it finds with `+=`. Between items every task looks at the
//! stop flag and reports progress, so a stopped count returns the sum of
//! the items it solved: a partial result, as the [`Outcome`] says. A count
//! on one thread stops at its next solution instead, through [`StopFlag`].
//!
//! The pool is the feature `threads`. Without it (`--no-default-features`,
//! or for a target without threads such as `wasm32-unknown-unknown`)
//! [`solve_all`] solves the items in turn on the calling thread, and
//! [`cores`] says one.

use std::ops::AddAssign;
#[cfg(feature = "threads")]
use std::sync::atomic::AtomicUsize;
use std::sync::atomic::{AtomicBool, Ordering};

#[cfg(feature = "threads")]
use rayon::prelude::*;

use crate::observer::{Flow, Observer, PruneReason};

/// How a count runs and who watches it.
#[derive(Clone, Copy, Default)]
pub struct Control<'a> {
    /// Worker threads; 0 means one per core.
    pub threads: usize,
    /// When set (Ctrl-C), the tasks skip the items not yet started.
    pub stop: Option<&'a AtomicBool>,
    /// Told `(done, total)` items each time one ends, from any thread.
    pub progress: Option<&'a (dyn Fn(usize, usize) + Sync)>,
}

impl Control<'_> {
    /// `threads` worker threads (0: one per core), nothing else watching.
    pub fn on_threads(threads: usize) -> Self {
        Control {
            threads,
            ..Control::default()
        }
    }

    /// Whether the stop flag is set.
    pub fn stopped(&self) -> bool {
        self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed))
    }
}

/// What a count found, and how much of its work it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome<R> {
    /// What the solved items found, summed.
    pub found: R,
    /// Items solved.
    pub done: usize,
    /// Items in all; fewer were solved when the count was stopped.
    pub subproblems: usize,
}

impl<R> Outcome<R> {
    /// Whether every item was solved.
    pub fn finished(&self) -> bool {
        self.done == self.subproblems
    }
}

/// The threads a count takes when it is told 0, one per core: this
/// machine's cores, or one without the feature `threads`.
pub fn cores() -> usize {
    if cfg!(feature = "threads") {
        std::thread::available_parallelism().map_or(1, usize::from)
    } else {
        1
    }
}

/// Solves `items` on `control.threads` worker threads (0: one per core),
/// each by `solve`, and sums what they found; between items every task
/// looks at the stop flag and reports progress.
#[cfg(feature = "threads")]
pub fn solve_all<T, R, S>(items: &[T], control: Control, solve: S) -> Outcome<R>
where
    T: Sync,
    R: AddAssign + Default + Send,
    S: Fn(&T) -> R + Sync,
{
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(control.threads)
        .build()
        .expect("the thread pool starts");
    let total = items.len();
    let done = AtomicUsize::new(0);
    let solve_one = |item: &T| {
        if control.stopped() {
            return None;
        }
        let solved = solve(item);
        let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
        if let Some(progress) = control.progress {
            progress(finished, total);
        }
        Some(solved)
    };
    let merge = |mut left: R, right: R| {
        left += right;
        left
    };
    let found = pool.install(|| {
        items
            .par_iter()
            // One item per steal: a few are far larger than the rest, and a
            // thread must not hold a run of them while the other idles.
            .with_max_len(1)
            .filter_map(solve_one)
            .reduce(R::default, merge)
    });
    Outcome {
        found,
        done: done.into_inner(),
        subproblems: total,
    }
}

/// Without the feature `threads`: [`solve_in_turn`], on the calling thread
/// whatever `control.threads` says.
#[cfg(not(feature = "threads"))]
pub fn solve_all<T, R, S>(items: &[T], control: Control, solve: S) -> Outcome<R>
where
    T: Sync,
    R: AddAssign + Default + Send,
    S: Fn(&T) -> R + Sync,
{
    solve_in_turn(items, control, solve)
}

/// Solves `items` one after another on the calling thread, each by
/// `solve`, and sums what they found; between items it looks at the stop
/// flag and reports progress, as [`solve_all`] does.
pub fn solve_in_turn<T, R, S>(items: &[T], control: Control, solve: S) -> Outcome<R>
where
    R: AddAssign + Default,
    S: Fn(&T) -> R,
{
    let mut found = R::default();
    let mut done = 0;
    for item in items {
        if control.stopped() {
            break;
        }
        found += solve(item);
        done += 1;
        if let Some(progress) = control.progress {
            progress(done, items.len());
        }
    }
    Outcome {
        found,
        done,
        subproblems: items.len(),
    }
}

/// An observer that stops a search on one thread at its first solution
/// after the flag is set (or, for a strategy that meets no solution along
/// the way, when it next asks whether to go on), and otherwise looks at
/// nothing: a quiet count that Ctrl-C can end with the solutions found so far.
pub struct StopFlag<'a> {
    flag: Option<&'a AtomicBool>,
    /// Whether the flag stopped the search.
    pub stopped: bool,
}

impl<'a> StopFlag<'a> {
    /// Watches `flag`, when there is one.
    pub fn new(flag: Option<&'a AtomicBool>) -> Self {
        StopFlag { flag, stopped: false }
    }
}

impl Observer for StopFlag<'_> {
    const READS_QUEENS: bool = false;
    const READS_ORDER: bool = false;

    #[inline(always)]
    fn prune_row(&mut self, _row: usize, _cols: u64, _reason: PruneReason) {}

    #[inline(always)]
    fn solution(&mut self, _queens: &[usize]) -> Flow {
        self.go_on()
    }

    #[inline(always)]
    fn go_on(&mut self) -> Flow {
        if self.flag.is_some_and(|flag| flag.load(Ordering::Relaxed)) {
            self.stopped = true;
            return Flow::Break(());
        }
        Flow::Continue(())
    }
}
