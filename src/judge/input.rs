//! N read from stdin the way Baekjoon 9663's C++ reference reads it
//! (`cin >> n`), within bounds.
//!
//! Blank lines and spaces before N are skipped, as `cin >> n` skips them,
//! however many there are, and without being kept; a byte order mark (some
//! Windows editors write one) is not part of N. N's line must hold nothing
//! else; the lines after it are not read, so a judge may send more. From N
//! on, at most [`READ_LIMIT`] bytes are read: a huge line of digits is
//! refused (a long tail of blanks after N left unread), never read whole,
//! and an error quotes at most [`QUOTED`] characters of it.

use std::fmt;
use std::io::{self, BufRead};

use crate::MAX_N;

/// The most bytes [`read_n`] reads from N on (the blanks before N are
/// skipped without a bound, as `cin` skips them).
pub const READ_LIMIT: usize = 4096;

/// The most characters of a bad N an error quotes.
pub const QUOTED: usize = 24;

/// Why no N could be read.
#[derive(Debug)]
pub enum InputError {
    /// Reading failed.
    Read(io::Error),
    /// The input ended before its first byte (a byte order mark aside).
    Empty,
    /// The input holds only blanks: spaces, tabs, line ends.
    OnlyBlanks,
    /// N's line holds another word after it.
    MoreThanOne,
    /// N is not a whole number: its first characters, and whether it goes on.
    NotANumber(String, bool),
    /// N is a whole number outside `1..=MAX_N`.
    OutOfRange(u64),
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Read(error) => write!(f, "cannot read N from stdin: {error}"),
            Self::Empty => write!(f, "stdin is empty: give N (1 to {MAX_N}) on stdin or with -n N"),
            Self::OnlyBlanks => write!(
                f,
                "stdin holds only blanks (spaces, tabs or line ends): give N (1 to {MAX_N}) \
                 on stdin or with -n N"
            ),
            Self::MoreThanOne => write!(
                f,
                "stdin holds more than one number on the line of N: give one N (1 to {MAX_N})"
            ),
            Self::NotANumber(word, more) => write!(
                f,
                "N from stdin is '{word}{}': it must be a whole number from 1 to {MAX_N}",
                if *more { "..." } else { "" }
            ),
            Self::OutOfRange(n) => write!(f, "N from stdin is {n}: it must be 1 to {MAX_N}"),
        }
    }
}

impl std::error::Error for InputError {}

/// Reads N from `input` as the judge gives it (see the module's header).
/// Returns as soon as N's line ends, without waiting for the end of the input.
pub fn read_n(input: &mut dyn BufRead) -> Result<usize, InputError> {
    let mut bytes = Bytes { input, read: 0 };
    let mut first = bytes.next()?;
    // A byte order mark, as some Windows editors write, is not part of N.
    if first == Some(0xef) {
        let mark = [bytes.next()?, bytes.next()?];
        if mark != [Some(0xbb), Some(0xbf)] {
            return Err(InputError::NotANumber("\u{fffd}".into(), true));
        }
        first = bytes.next()?;
    }
    if first.is_some_and(|byte| byte.is_ascii_whitespace()) {
        bytes.skip_blanks()?;
        first = bytes.next()?;
        if first.is_none() {
            return Err(InputError::OnlyBlanks);
        }
    }
    let Some(first) = first else {
        return Err(InputError::Empty);
    };
    let mut word = vec![first];
    let mut after = bytes.next()?;
    while let Some(byte) = after.filter(|byte| !byte.is_ascii_whitespace()) {
        if word.len() == QUOTED {
            let quoted = String::from_utf8_lossy(&word).into_owned();
            return Err(InputError::NotANumber(quoted, true));
        }
        word.push(byte);
        after = bytes.next()?;
    }
    let text = String::from_utf8_lossy(&word).into_owned();
    let n = match text.parse::<u64>() {
        Ok(n) if (1..=MAX_N as u64).contains(&n) => n as usize,
        Ok(n) => return Err(InputError::OutOfRange(n)),
        Err(_) => return Err(InputError::NotANumber(text, false)),
    };
    while let Some(byte) = after.filter(|&byte| byte != b'\n') {
        if !byte.is_ascii_whitespace() {
            return Err(InputError::MoreThanOne);
        }
        after = bytes.next()?;
    }
    Ok(n)
}

/// The bytes of an input one at a time, at most [`READ_LIMIT`] of them.
struct Bytes<'a> {
    input: &'a mut dyn BufRead,
    read: usize,
}

impl Bytes<'_> {
    /// Skips the blanks that come next, however many, a buffer at a time:
    /// they are neither kept nor counted against the limit.
    fn skip_blanks(&mut self) -> Result<(), InputError> {
        loop {
            let (blanks, more) = match self.input.fill_buf() {
                Ok(buffer) => {
                    let blanks = buffer
                        .iter()
                        .take_while(|byte| byte.is_ascii_whitespace())
                        .count();
                    (blanks, blanks == buffer.len() && blanks > 0)
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(InputError::Read(error)),
            };
            self.input.consume(blanks);
            if !more {
                return Ok(());
            }
        }
    }

    /// The next byte, or `None` at the end of the input or past the limit
    /// (then `read` is past the limit).
    fn next(&mut self) -> Result<Option<u8>, InputError> {
        if self.read >= READ_LIMIT {
            self.read = READ_LIMIT + 1;
            return Ok(None);
        }
        let byte = loop {
            match self.input.fill_buf() {
                Ok(buffer) => break buffer.first().copied(),
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(InputError::Read(error)),
            }
        };
        if byte.is_some() {
            self.input.consume(1);
            self.read += 1;
        }
        Ok(byte)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(input: &[u8]) -> Result<usize, InputError> {
        read_n(&mut &input[..])
    }

    #[test]
    fn n_is_read_as_cin_reads_it() {
        assert_eq!(read(b"8\n").unwrap(), 8);
        assert_eq!(read(b"1").unwrap(), 1, "no newline at the end");
        assert_eq!(read(b"  14 \n").unwrap(), 14);
        assert_eq!(read(b"\n\n 8\n").unwrap(), 8, "blank lines first");
        assert_eq!(read("\u{feff}8\r\n".as_bytes()).unwrap(), 8, "a byte order mark");
        assert_eq!(read(b"8\n9\n").unwrap(), 8, "the lines after N are not read");
    }

    #[test]
    fn reading_stops_where_n_ends() {
        let mut input: &[u8] = b"12\nrest";
        assert_eq!(read_n(&mut input).unwrap(), 12);
        assert_eq!(input, b"rest", "N's line read, nothing after it");
    }

    #[test]
    fn bad_input_says_what_is_wrong() {
        assert!(matches!(read(b""), Err(InputError::Empty)));
        assert!(matches!(read("\u{feff}".as_bytes()), Err(InputError::Empty)));
        assert!(matches!(read(b" \n\t\n"), Err(InputError::OnlyBlanks)));
        assert!(matches!(read(b"\n\n"), Err(InputError::OnlyBlanks)));
        assert!(matches!(read(b"   \n"), Err(InputError::OnlyBlanks)));
        assert!(matches!(read(b"8 9\n"), Err(InputError::MoreThanOne)));
        assert!(matches!(read(b"33\n"), Err(InputError::OutOfRange(33))));
        assert!(matches!(read(b"0\n"), Err(InputError::OutOfRange(0))));
        assert!(matches!(read(b"eight\n"), Err(InputError::NotANumber(word, false)) if word == "eight"));
    }

    #[test]
    fn huge_input_is_read_only_up_to_the_limit() {
        // 100 MB of digits: refused at the one after the QUOTED first, which
        // the error quotes.
        let digits = vec![b'7'; 100_000_000];
        let mut input = &digits[..];
        let error = read_n(&mut input).unwrap_err();
        assert!(matches!(&error, InputError::NotANumber(word, true) if word.len() == QUOTED));
        assert!(error.to_string().len() < 120, "{error}");
        assert_eq!(input.len(), digits.len() - QUOTED - 1, "the rest is left unread");
        // Blanks before N are skipped however many, as `cin >> n` skips
        // them: 5,000 spaces, then 10 MB of blank lines.
        let mut spaces = vec![b' '; 5_000];
        spaces.extend(b"8\n");
        assert_eq!(read(&spaces).unwrap(), 8);
        let mut lines = vec![b'\n'; 10_000_000];
        lines.extend(b"12");
        assert_eq!(read(&lines).unwrap(), 12);
        // Only blanks, past the limit: all skipped, then named for what they are.
        let blanks = vec![b' '; 10_000_000];
        let mut input = &blanks[..];
        assert!(matches!(read_n(&mut input), Err(InputError::OnlyBlanks)));
        assert!(input.is_empty());
        // N then a long tail of blanks: N counts, the tail is left.
        let mut tail = b"9".to_vec();
        tail.extend(vec![b' '; 10_000_000]);
        assert_eq!(read(&tail).unwrap(), 9);
    }
}
