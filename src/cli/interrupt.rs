//! How Ctrl-C, SIGTERM and SIGHUP end a command: each the same way, the
//! exit code telling which (130, 143, 129: 128 and the signal).
//!
//! The signals are heard from the start of every command
//! ([`crate::stop::listen`]). A run that can stop by itself takes the flag
//! they set ([`interrupt_flag`]): it stops at its next subproblem, solution
//! or frame, takes its bar off the screen, writes what it must to end its
//! output whole, and reports the interruption on stderr. Otherwise, and at
//! a second signal, the process ends at once ([`end_now`]): every
//! [`crate::stop::Undo`] still registered is run (the terminal given back,
//! the bar cleared, the judge's folder removed), the whole part of the
//! results is written and an open document closed ([`super::results`]),
//! then the error line. A second signal while a board or a page is being
//! written lets the write end first; while a command waits for its input,
//! the first ends it ([`super::input_wait`]). After SIGHUP no second signal
//! comes: a run that has not ended by itself two seconds later (nobody
//! waits at a closed terminal; a loaded machine may take that long to
//! stop) is ended at once.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

use super::{command_line_lang, input_wait, results};
use crate::stop::{self, Signal};

/// Set by the first signal; a run reads it.
static STOP: AtomicBool = AtomicBool::new(false);

/// Whether a run reads [`STOP`]: until one does, a signal ends the process at once.
static READ: AtomicBool = AtomicBool::new(false);

/// The first signal heard.
static RECEIVED: OnceLock<Signal> = OnceLock::new();

/// Starts hearing the signals, once per process; when they cannot be
/// heard, they keep their default effect (the process ends).
pub(super) fn listen() {
    static LISTENING: OnceLock<()> = OnceLock::new();
    LISTENING.get_or_init(|| {
        if let Err(error) = stop::listen(on_signal) {
            tracing::debug!("the signals are not heard: {error}");
        }
    });
}

/// The flag a signal sets, cleared for a new run that reads it from now
/// on (see the module's header).
pub(super) fn interrupt_flag() -> Option<&'static AtomicBool> {
    listen();
    STOP.store(false, Ordering::Relaxed);
    READ.store(true, Ordering::Relaxed);
    Some(&STOP)
}

/// The exit code of a command a signal ended: 128 and the first signal's
/// number; Ctrl-C's (130) when none came (`watch` reads Ctrl-C as a key).
pub(super) fn exit_code() -> u8 {
    RECEIVED.get().copied().unwrap_or(Signal::Interrupt).exit_code()
}

/// How long a run has to end by itself after SIGHUP: the terminal is
/// gone, and no second signal will come to end it (a terminal view may not
/// even see the flag: its terminal's reads never wait again).
const HANG_UP_GRACE: Duration = Duration::from_secs(2);

/// How often the end after [`HANG_UP_GRACE`] looks again while a whole
/// result is being written.
const WHOLE_LOOK: Duration = Duration::from_millis(10);

fn on_signal(signal: Signal) {
    RECEIVED.get_or_init(|| signal);
    if let Some(key) = input_wait::waiting() {
        // On a line of its own below the `^C` a terminal echoes where the
        // input was being typed.
        if std::io::stdin().is_terminal() {
            super::to_stderr("");
        }
        end_now(key);
    }
    let again = STOP.swap(true, Ordering::Relaxed);
    if !READ.load(Ordering::Relaxed) {
        end_now("usage.interrupted");
    }
    if again && !results::writing_whole() {
        end_now("usage.interrupted.twice");
    }
    if signal == Signal::HangUp {
        std::thread::sleep(HANG_UP_GRACE);
        while results::writing_whole() {
            std::thread::sleep(WHOLE_LOOK);
        }
        end_now("usage.interrupted");
    }
}

/// Ends the process at once, after undoing what must not outlive it and
/// writing the whole part of the results: the error line `key` of the
/// catalog, in the language of the command line, and the exit code of the
/// signal.
pub(super) fn end_now(key: &str) -> ! {
    stop::undo_all();
    results::end_whole();
    let lang = command_line_lang();
    let message = lang.section(key).into();
    super::to_stderr(lang.say("error.line", &[("message", message)]));
    std::process::exit(i32::from(exit_code()));
}
