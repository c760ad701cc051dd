//! Stopping from outside: the signals that end a command, heard in one
//! place for every platform, and what must be undone when the process ends
//! at once.
//!
//! Ctrl-C (SIGINT), SIGTERM and SIGHUP reach the function given to
//! [`listen`], on a thread of its own: on Unix through signal-hook, which
//! tells them apart; elsewhere through ctrlc, which hears the console's
//! events (Ctrl-C, Ctrl-Break, the console closed) as Ctrl-C. Nothing else
//! in the program names a platform's signals.
//!
//! A process ended at once (`std::process::exit` from that thread) runs no
//! destructor: whatever must not outlive it (the terminal `watch` took, a
//! progress bar on the screen, the judge's folder) is an [`Undo`] while it
//! lasts, and [`undo_all`] runs every one still there, the latest first.

use std::io;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

/// A signal that ends a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signal {
    /// SIGINT: Ctrl-C.
    Interrupt,
    /// SIGTERM: `kill`, a job's time limit, a shutdown.
    Terminate,
    /// SIGHUP: the terminal was closed.
    HangUp,
}

impl Signal {
    /// Its number, POSIX's (the same on Linux and macOS): 2, 15 and 1.
    pub const fn number(self) -> u8 {
        match self {
            Signal::Interrupt => 2,
            Signal::Terminate => 15,
            Signal::HangUp => 1,
        }
    }

    /// The exit code of a command it ends: 128 and its number, as a shell
    /// reports a process that the signal killed (130, 143, 129).
    pub const fn exit_code(self) -> u8 {
        128 + self.number()
    }
}

/// Calls `on_signal` on a thread of its own for each Ctrl-C, SIGTERM and
/// SIGHUP from now on, instead of their default effect (the end of the
/// process). Call it once per process.
pub fn listen(on_signal: fn(Signal)) -> io::Result<()> {
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
        let mut signals = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP])?;
        std::thread::Builder::new()
            .name("signals".to_string())
            .spawn(move || {
                for number in signals.forever() {
                    on_signal(match number {
                        SIGTERM => Signal::Terminate,
                        SIGHUP => Signal::HangUp,
                        _ => Signal::Interrupt,
                    });
                }
            })
            .map(drop)
    }
    #[cfg(not(unix))]
    {
        ctrlc::set_handler(move || on_signal(Signal::Interrupt)).map_err(io::Error::other)
    }
}

/// An undo's action.
type Action = Box<dyn FnOnce() + Send>;

/// The undos registered and not forgotten, each with its number.
struct Registry {
    undos: Mutex<Vec<(u64, Action)>>,
    next: AtomicU64,
}

impl Registry {
    const fn new() -> Self {
        Registry {
            undos: Mutex::new(Vec::new()),
            next: AtomicU64::new(0),
        }
    }

    fn undos(&self) -> std::sync::MutexGuard<'_, Vec<(u64, Action)>> {
        self.undos.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Registers `action` under a number of its own, which it returns.
    fn add(&self, action: Action) -> u64 {
        let number = self.next.fetch_add(1, Ordering::Relaxed);
        self.undos().push((number, action));
        number
    }

    fn forget(&self, number: u64) {
        self.undos().retain(|(registered, _)| *registered != number);
    }

    /// Runs every undo still registered, the latest first, and forgets
    /// them; one that panics keeps neither the others nor the end from
    /// running.
    fn run_all(&self) {
        let taken = std::mem::take(&mut *self.undos());
        for (_, action) in taken.into_iter().rev() {
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(action));
        }
    }
}

/// The process's undos.
static REGISTRY: Registry = Registry::new();

/// Something to undo if the process ends at once, while this lives:
/// dropped, it is forgotten (the code that made it undoes it its own way).
#[must_use = "the undo is forgotten when dropped"]
pub struct Undo(u64);

impl Undo {
    /// Registers `action`, which [`undo_all`] runs unless this is dropped first.
    pub fn new(action: impl FnOnce() + Send + 'static) -> Undo {
        Undo(REGISTRY.add(Box::new(action)))
    }
}

impl Drop for Undo {
    fn drop(&mut self) {
        REGISTRY.forget(self.0);
    }
}

/// Runs every registered undo, the latest first, once: called just before
/// the process ends at once.
pub fn undo_all() {
    REGISTRY.run_all();
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn the_exit_codes_are_128_and_the_signal() {
        let codes = [Signal::Interrupt, Signal::Terminate, Signal::HangUp].map(Signal::exit_code);
        assert_eq!(codes, [130, 143, 129]);
    }

    #[test]
    fn only_the_undos_still_there_run_the_latest_first_and_once() {
        let registry = Registry::new();
        let done = Arc::new(Mutex::new(Vec::new()));
        let undo = |name: &'static str| {
            let done = Arc::clone(&done);
            registry.add(Box::new(move || done.lock().unwrap().push(name)))
        };
        undo("first");
        let forgotten = undo("forgotten");
        registry.add(Box::new(|| panic!("an undo that fails")));
        undo("last");
        registry.forget(forgotten);
        registry.run_all();
        registry.run_all();
        assert_eq!(*done.lock().unwrap(), ["last", "first"]);
    }
}
