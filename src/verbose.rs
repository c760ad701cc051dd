//! The search as `tracing` events, for `-vv` and `-vvv`: the verbose log, not to
//! be confused with `trace`, the call order recorded as steps.
//!
//! [`SearchLog`] is an observer that turns each solution, start placement
//! and restart into a `debug` event and each call, tried square, prune,
//! placement, undo, return and repair into a `trace` event with the fields
//! `n`, `depth`, `row`, `col` and `reason` (`from` and `to` for a repair).
//! [`search_logged`] asks `tracing` once per run whether anyone listens; when
//! nobody does, the search runs without the log at all (not even a branch
//! per step), so logging off costs nothing. The subscriber itself is set up
//! in `main` only; [`fields_in`] is how it writes a line's fields, the
//! message in the language of the command line (`log.*` in the catalogs,
//! [`message_in`]) and the other fields by their names.

use std::borrow::Cow;

use tracing::Level;
#[cfg(feature = "cli")]
use tracing_subscriber::field::MakeExt;
#[cfg(feature = "cli")]
use tracing_subscriber::fmt::format::{self, FormatFields, Writer};

use crate::board::positions;
use crate::lang::Lang;
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

/// The catalog's key for a log message: `log.` and the message in lower
/// case, `_` for each space (`run starts`: `log.run_starts`).
pub fn message_key(message: &str) -> String {
    format!("log.{}", message.to_lowercase().replace(' ', "_"))
}

/// A log line's message in `lang`: the catalog's words for it; for a
/// message `HEAD: DETAIL` (`build: gcc Main.c ...`) the words for its head,
/// the detail as it is; a message the catalog does not hold, as written.
pub fn message_in(lang: Lang, message: &str) -> Cow<'_, str> {
    if let Some(words) = lang.section_if(&message_key(message)) {
        return Cow::Borrowed(words);
    }
    match message.split_once(": ") {
        Some((head, detail)) => match lang.section_if(&message_key(head)) {
            Some(words) => Cow::Owned(format!("{words}: {detail}")),
            None => Cow::Borrowed(message),
        },
        None => Cow::Borrowed(message),
    }
}

/// How `main`'s subscriber writes the fields of a log line: the message in
/// `lang` ([`message_in`]), then each other field as `name=value`, the
/// names as the code spells them, separated by spaces.
#[cfg(feature = "cli")]
pub fn fields_in(lang: Lang) -> impl for<'writer> FormatFields<'writer> + 'static {
    format::debug_fn(
        move |writer: &mut Writer<'_>, field: &tracing::field::Field, value: &dyn std::fmt::Debug| match field
            .name()
        {
            "message" => write!(writer, "{}", message_in(lang, &format!("{value:?}"))),
            name => write!(writer, "{name}={value:?}"),
        },
    )
    .delimited(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_said_in_the_language_asked_with_its_detail_kept() {
        assert_eq!(message_key("run starts"), "log.run_starts");
        assert_eq!(message_in(Lang::En, "run starts"), "run starts");
        assert_eq!(message_in(Lang::Ko, "run starts"), "탐색 시작");
        assert_eq!(message_in(Lang::Ko, "build: gcc Main.c"), "빌드: gcc Main.c");
        assert_eq!(message_in(Lang::Ko, "not a message: x"), "not a message: x");
    }
}
