//! What a long threaded count shows while it runs, and how Ctrl-C ends it.
//!
//! The bar (indicatif, on stderr) appears only when stderr is a terminal and
//! the run has lasted a second: short runs and piped runs print nothing
//! extra. Ctrl-C sets a flag that the tasks read between subproblems; the
//! count then returns what it has, and `count` reports it on stderr as an
//! interruption (exit code 130), leaving stdout empty. A second Ctrl-C ends
//! the process at once.

use std::io::{self, IsTerminal};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

/// How long a run goes before its bar appears.
const QUIET_START: Duration = Duration::from_secs(1);

/// The progress bar of one threaded run, drawn from any thread.
pub(super) struct Progress {
    started: Instant,
    on_terminal: bool,
    bar: OnceLock<ProgressBar>,
}

impl Progress {
    pub(super) fn new() -> Self {
        Progress {
            started: Instant::now(),
            on_terminal: io::stderr().is_terminal(),
            bar: OnceLock::new(),
        }
    }

    /// `done` of `total` subproblems are solved.
    pub(super) fn advance(&self, done: usize, total: usize) {
        if !self.on_terminal || self.started.elapsed() < QUIET_START {
            return;
        }
        let bar = self.bar.get_or_init(|| {
            let style = ProgressStyle::with_template(
                "{elapsed_precise} [{wide_bar}] {pos}/{len} subproblems, {eta} left",
            )
            .expect("the template is valid");
            ProgressBar::new(total as u64)
                .with_style(style)
                .with_elapsed(self.started.elapsed())
        });
        bar.set_position(done as u64);
    }

    /// Takes the bar off the screen, if it was shown.
    pub(super) fn clear(&self) {
        if let Some(bar) = self.bar.get() {
            bar.finish_and_clear();
        }
    }
}

/// The flag Ctrl-C sets, cleared for a new run, with the handler installed
/// on first use (once per process). `None` when the handler cannot be installed: then Ctrl-C keeps
/// its default effect and ends the process.
pub(super) fn interrupt_flag() -> Option<&'static AtomicBool> {
    static STOP: AtomicBool = AtomicBool::new(false);
    static INSTALLED: OnceLock<bool> = OnceLock::new();
    let installed = *INSTALLED.get_or_init(|| {
        ctrlc::set_handler(|| {
            if STOP.swap(true, Ordering::Relaxed) {
                std::process::exit(130);
            }
        })
        .map_err(|error| tracing::debug!("Ctrl-C handler not installed: {error}"))
        .is_ok()
    });
    STOP.store(false, Ordering::Relaxed);
    installed.then_some(&STOP)
}
