//! Where a command writes its results: standard output, buffered, or, when
//! the shell started the process with it closed (`nqueens count -n 8 >&-`),
//! a writer that refuses every byte. Rust's runtime opens `/dev/null` in
//! place of a closed standard output before `main`, so the results would
//! vanish and the command would end with exit code 0; the state of file
//! descriptor 1 is read earlier, while the program is loaded (on Linux:
//! [`crate::platform::stdout_closed_at_load`]), and a closed one fails
//! the first write as `> /dev/full` does (exit code 1).

use std::io::{self, BufWriter, Write};

use crate::platform::stdout_closed_at_load;

/// The writer of a command's results: standard output behind a buffer, or,
/// when it was closed at start, one whose every write fails with EBADF.
pub fn results() -> Box<dyn Write> {
    if stdout_closed_at_load() {
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
