//! Ctrl-C while a command waits for its input on stdin (`nqueens count`
//! waiting for N, `nqueens merge` for the lines of its parts): no run is
//! under way to stop and the blocked read would never see the stop flag,
//! so the interrupt handler ends the process at once with the error line
//! of the wait and exit code 130, as a run that Ctrl-C stopped ends.

use std::io::IsTerminal;
use std::sync::{Mutex, PoisonError};

use super::command_line_lang;

/// The catalog key of the error that Ctrl-C ends the process with while a
/// command waits for input; `None` when none waits.
static WAITING: Mutex<Option<&'static str>> = Mutex::new(None);

/// A wait for input on stdin: while it lives, Ctrl-C ends the process with
/// the error `key` (once the handler is installed, by
/// [`super::progress::interrupt_flag`]).
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

/// Called by the interrupt handler: when a command waits for input, prints
/// its error line in the language of the command line (on a line of its
/// own below the `^C` a terminal echoes where the input was being typed)
/// and ends the process with exit code 130.
pub(super) fn end_if_waiting() {
    let waiting = *WAITING.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(key) = waiting {
        let lang = command_line_lang();
        let message = lang.section(key).into();
        if std::io::stdin().is_terminal() {
            super::to_stderr("");
        }
        super::to_stderr(lang.say("error.line", &[("message", message)]));
        std::process::exit(130);
    }
}
