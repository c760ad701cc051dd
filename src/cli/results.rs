//! Where a command writes its results: standard output, buffered, or, when
//! the shell started the process with it closed (`nqueens count -n 8 >&-`),
//! a writer that refuses every byte. Rust's runtime opens `/dev/null` in
//! place of a closed standard output before `main`, so the results would
//! vanish and the command would end with exit code 0; the state of file
//! descriptor 1 is read earlier, while the program is loaded (on Linux:
//! [`crate::platform::stdout_closed_at_load`]), and a closed one fails
//! the first write as `> /dev/full` does (exit code 1).
//!
//! The results reach standard output whole, even when a second signal ends
//! the process at once ([`super::interrupt`]): the buffer is shared with
//! that end ([`end_whole`]), which writes the whole lines and the whole
//! pieces written under a [`WholeWrite`] (a board, a page), leaves out a
//! piece cut short, and closes the document still open (the `]` of a JSON
//! array: [`OpenDocument`]).

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use crate::platform::stdout_closed_at_load;

/// The writer of a command's results: standard output behind the shared
/// buffer, or, when it was closed at start, one whose every write fails
/// with EBADF.
pub fn results() -> Box<dyn Write> {
    if stdout_closed_at_load() {
        Box::new(Closed)
    } else {
        Box::new(Results)
    }
}

/// Standard output that was closed at start.
struct Closed;

impl Write for Closed {
    fn write(&mut self, _: &[u8]) -> io::Result<usize> {
        Err(io::Error::from_raw_os_error(libc::EBADF))
    }

    fn flush(&mut self) -> io::Result<()> {
        Err(io::Error::from_raw_os_error(libc::EBADF))
    }
}

/// The bytes held before they go to standard output, as `BufWriter` holds them.
const CAPACITY: usize = 8 * 1024;

/// How long the end at once waits for a write under way (to a reader that
/// takes nothing, it would wait for ever): then it writes nothing more.
const END_WAIT: Duration = Duration::from_millis(200);

/// The results not yet on standard output.
struct Pending {
    bytes: Vec<u8>,
    /// How many of `bytes` end whole pieces: lines, and what was written
    /// under a [`WholeWrite`].
    whole: usize,
    /// What closes the document under way, once its opening is whole.
    closing: Option<&'static str>,
}

static PENDING: Mutex<Pending> = Mutex::new(Pending {
    bytes: Vec::new(),
    whole: 0,
    closing: None,
});

/// Whether a [`WholeWrite`] is under way: read without [`PENDING`]'s lock,
/// which a write to a reader that takes nothing may hold.
static WRITING_WHOLE: AtomicBool = AtomicBool::new(false);

fn pending() -> MutexGuard<'static, Pending> {
    PENDING.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Pending {
    /// Writes the first `end` bytes to standard output.
    fn pass_on(&mut self, end: usize) -> io::Result<()> {
        if end == 0 {
            return Ok(());
        }
        let bytes: Vec<u8> = self.bytes.drain(..end).collect();
        self.whole = self.whole.saturating_sub(end);
        let mut stdout = io::stdout().lock();
        stdout.write_all(&bytes)?;
        stdout.flush()
    }
}

/// Standard output through [`PENDING`].
struct Results;

impl Write for Results {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let in_whole = WRITING_WHOLE.load(Ordering::Relaxed);
        let mut pending = pending();
        pending.bytes.extend_from_slice(bytes);
        if !in_whole {
            if let Some(last) = bytes.iter().rposition(|&byte| byte == b'\n') {
                pending.whole = pending.bytes.len() - bytes.len() + last + 1;
            }
        }
        if pending.bytes.len() >= CAPACITY {
            // A piece larger than the buffer goes through as it comes: a
            // second signal lets it end (see `WholeWrite`).
            let end = if in_whole {
                pending.bytes.len()
            } else {
                pending.whole
            };
            pending.pass_on(end)?;
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        let mut pending = pending();
        let end = pending.bytes.len();
        pending.pass_on(end)
    }
}

/// Called as the process ends at once: writes the whole pieces of the
/// results and the closing of the document under way, unless a write
/// under way keeps standard output past [`END_WAIT`].
pub(super) fn end_whole() {
    let started = Instant::now();
    let mut pending = loop {
        match PENDING.try_lock() {
            Ok(pending) => break pending,
            Err(std::sync::TryLockError::Poisoned(poisoned)) => break poisoned.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) if started.elapsed() < END_WAIT => {
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(std::sync::TryLockError::WouldBlock) => return,
        }
    };
    let whole = pending.whole;
    pending.bytes.truncate(whole);
    if let Some(closing) = pending.closing.take() {
        pending.bytes.extend_from_slice(closing.as_bytes());
    }
    let end = pending.bytes.len();
    // Nothing more can be done when standard output cannot take them.
    let _ = pending.pass_on(end);
}

/// Whether a result that must reach stdout whole is being written.
pub(super) fn writing_whole() -> bool {
    WRITING_WHOLE.load(Ordering::Relaxed)
}

/// A write of one whole result (a board, a page): until it ends, the
/// result is not taken for whole, and a second signal does not end the
/// process (the write ends first), so that no cut board or page is left
/// behind.
pub(super) struct WholeWrite;

impl WholeWrite {
    pub(super) fn start() -> Self {
        WRITING_WHOLE.store(true, Ordering::Relaxed);
        WholeWrite
    }
}

impl Drop for WholeWrite {
    fn drop(&mut self) {
        let mut pending = pending();
        pending.whole = pending.bytes.len();
        WRITING_WHOLE.store(false, Ordering::Relaxed);
    }
}

/// A document whose opening is written (`[` of a JSON array): while this
/// lives, the end at once writes `closing` after the whole pieces. Made
/// once the opening is whole; dropped once the command wrote the closing.
pub(super) struct OpenDocument;

impl OpenDocument {
    pub(super) fn start(closing: &'static str) -> Self {
        pending().closing = Some(closing);
        OpenDocument
    }
}

impl Drop for OpenDocument {
    fn drop(&mut self) {
        pending().closing = None;
    }
}
