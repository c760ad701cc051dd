//! Ctrl-C, SIGTERM or SIGHUP while a command waits for its input on stdin
//! (`nqueens count` waiting for N, `nqueens merge` for the lines of its
//! parts): no run is under way to stop and the blocked read would never see
//! the stop flag, so the first signal ends the process at once with the
//! error line of the wait and the signal's exit code, as a run that a
//! signal stopped ends ([`super::interrupt`]).

use std::io::{IsTerminal, Write};
use std::sync::{Mutex, PoisonError};

use super::interrupt::end_now;

/// The catalog key of the error that Ctrl-C ends the process with while a
/// command waits for input; `None` when none waits.
static WAITING: Mutex<Option<&'static str>> = Mutex::new(None);

/// A wait for input on stdin: while it lives, a signal ends the process
/// with the error `key`.
pub(super) struct InputWait;

impl InputWait {
    pub(super) fn start(key: &'static str) -> Self {
        *WAITING.lock().unwrap_or_else(PoisonError::into_inner) = Some(key);
        InputWait
    }
}

impl Drop for InputWait {
    fn drop(&mut self) {
        *WAITING.lock().unwrap_or_else(PoisonError::into_inner) = None;
    }
}

/// Called at a signal: when a command waits for input, ends the process
/// with its error line, on a line of its own below the `^C` a terminal
/// echoes where the input was being typed.
pub(super) fn end_if_waiting() {
    let waiting = *WAITING.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(key) = waiting {
        if std::io::stdin().is_terminal() {
            // Nothing more can be done when stderr cannot take it.
            let _ = writeln!(std::io::stderr());
        }
        end_now(key);
    }
}
