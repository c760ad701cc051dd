//! Where a command writes its results: standard output, buffered, or, when
//! the shell started the process with it closed (`nqueens count -n 8 >&-`),
//! a writer that refuses every byte. Rust's runtime opens `/dev/null` in
//! place of a closed standard output before `main`, so the results would
//! vanish and the command would end with exit code 0; the state of file
//! descriptor 1 is read earlier, while the program is loaded (on Linux:
//! [`crate::platform::stdout_closed_at_load`]), handed here by the binary
//! (`src/main.rs`), and a closed one fails the first write as `> /dev/full`
//! does (exit code 1).

use std::io::{self, BufWriter, Write};

/// The writer of a command's results: standard output behind a buffer, or,
/// when it was `closed_at_start`, one whose every write fails with EBADF.
pub fn results(closed_at_start: bool) -> Box<dyn Write> {
    if closed_at_start {
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
