//! The search as `tracing` events, for `-vv` and `-vvv`.
//!
//! [`SearchLog`] is an observer that turns each solution, start placement
//! and restart into a `debug` event and each call, tried square, prune,
//! placement, undo, return and repair into a `trace` event with the fields
//! `n`, `depth`, `row`, `col` and `reason` (`from` and `to` for a repair).
//! [`search_logged`] asks `tracing` once per run whether anyone listens; when
//! nobody does, the search runs without the log at all (not even a branch
//! per step), so logging off costs nothing. The subscriber itself is set up
//! in `main` only.

use tracing::Level;

use crate::board::positions;
use crate::observer::{Flow, Observer, PruneReason};
use crate::strategies::{SizeError, Strategy};

/// Runs `strategy` on an `n` x `n` board reporting to `observer` (from
/// `seed`, for `min-conflicts`), with a [`SearchLog`] watching too when
/// `debug` events are enabled. Returns the number of solutions, or refuses
/// the board, as [`Strategy::search`] does.
pub fn search_logged<O: Observer>(
    strategy: Strategy,
    n: usize,
    seed: u64,
    observer: &mut O,
) -> Result<u64, SizeError> {
    match SearchLog::when_enabled(n) {
        Some(mut log) => strategy.search(n, seed, &mut (observer, &mut log)),
        None => strategy.search(n, seed, observer),
    }
}

/// Logs a search as `tracing` events: solutions at `debug`, every step at `trace`.
#[derive(Clone, Copy, Debug)]
pub struct SearchLog {
    n: usize,
    steps: bool,
}

impl SearchLog {
    /// A log for a search on an `n` x `n` board, or `None` when `debug`
    /// events are disabled (then there is nothing to log).
    pub fn when_enabled(n: usize) -> Option<Self> {
        tracing::enabled!(Level::DEBUG).then(|| Self {
            n,
            steps: tracing::enabled!(Level::TRACE),
        })
    }
}

impl Observer for SearchLog {
    fn call(&mut self, depth: usize) {
        if self.steps {
            tracing::trace!(n = self.n, depth, "call");
        }
    }

    fn try_square(&mut self, row: usize, col: usize) {
        if self.steps {
            tracing::trace!(n = self.n, depth = row, row, col, "try");
        }
    }

    fn prune(&mut self, row: usize, col: usize, reason: PruneReason) {
        if self.steps {
            tracing::trace!(n = self.n, depth = row, row, col, reason = reason.name(), "prune");
        }
    }

    fn place(&mut self, row: usize, col: usize) {
        if self.steps {
            tracing::trace!(n = self.n, depth = row, row, col, "place");
        }
    }

    fn solution(&mut self, queens: &[usize]) -> Flow {
        tracing::debug!(n = self.n, queens = %positions(queens), "solution");
        Flow::Continue(())
    }

    fn undo(&mut self, row: usize, col: usize) {
        if self.steps {
            tracing::trace!(n = self.n, depth = row, row, col, "undo");
        }
    }

    fn ret(&mut self, depth: usize) {
        if self.steps {
            tracing::trace!(n = self.n, depth, "return");
        }
    }

    fn start_conflicts(&mut self, pairs: u64) {
        tracing::debug!(n = self.n, pairs, "start placed");
    }

    fn repair(&mut self, row: usize, from: usize, to: usize) {
        if self.steps {
            tracing::trace!(n = self.n, row, from, to, "repair");
        }
    }

    fn restart(&mut self) {
        tracing::debug!(n = self.n, "restart");
    }
}
