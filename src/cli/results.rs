//! Where a command writes its results: standard output, buffered, or, when
//! the shell started the process with it closed (`nqueens count -n 8 >&-`),
//! a writer that refuses every byte. Rust's runtime opens `/dev/null` in
//! place of a closed standard output before `main`, so the results would
//! vanish and the command would end with exit code 0; the state of file
//! descriptor 1 is read earlier, while the program is loaded, and a closed
//! one fails the first write as `> /dev/full` does (exit code 1).

use std::io::{self, BufWriter, Write};
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether file descriptor 1 was closed when the program was loaded.
static CLOSED_AT_START: AtomicBool = AtomicBool::new(false);

/// Read by the loader before `main` (and so before Rust's runtime fills a
/// closed descriptor with `/dev/null`).
#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static READ_AT_LOAD: extern "C" fn() = note_closed_stdout;

#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
extern "C" fn note_closed_stdout() {
    // SAFETY: `F_GETFD` only reads the flags of descriptor 1; it fails with
    // EBADF when the descriptor is not open.
    let closed = unsafe { libc::fcntl(libc::STDOUT_FILENO, libc::F_GETFD) } == -1;
    CLOSED_AT_START.store(closed, Ordering::Relaxed);
}

/// The writer of a command's results: standard output behind a buffer, or,
/// when it was closed at start, one whose every write fails with EBADF.
pub fn results() -> Box<dyn Write> {
    if CLOSED_AT_START.load(Ordering::Relaxed) {
        Box::new(Closed)
    } else {
        Box::new(BufWriter::new(io::stdout().lock()))
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
