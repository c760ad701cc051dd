//! Ctrl-C, SIGTERM or SIGHUP while a command waits for its input on stdin
//! (`nqueens count` waiting for N, `nqueens merge` for the lines of its
//! parts): no run is under way to stop and the blocked read would never see
//! the stop flag, so the first signal ends the process at once with the
//! error line of the wait and the signal's exit code, as a run that a
//! signal stopped ends ([`super::interrupt`] reads [`waiting`]).

use std::sync::{Mutex, PoisonError};

/// The catalog key of the error that a signal ends the process with while a
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

/// The catalog key of the error of the wait for input under way, if any.
pub(super) fn waiting() -> Option<&'static str> {
    *WAITING.lock().unwrap_or_else(PoisonError::into_inner)
}
