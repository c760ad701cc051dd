//! N read from stdin the way Baekjoon 9663's C++ reference reads it
//! (`cin >> n`), within bounds.
//!
//! Blank lines and spaces before N are skipped, as `cin >> n` skips them,
//! without being kept; a byte order mark (some Windows editors write one) is
//! not part of N. N's line must hold nothing else; the lines after it are not
//! read, so a judge may send more. At most [`READ_LIMIT`] bytes are read,
//! the blanks before N included: endless blank lines (`yes ''`) or a huge
//! line of digits are refused, never read whole, and an error quotes at most
//! [`QUOTED`] characters of a bad N, cut at a character, with its control
//! characters escaped.

use std::fmt;
use std::io::{self, BufRead};

use crate::format::quote_bytes;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::MAX_N;

/// The most bytes [`read_n`] reads, the blanks before N included.
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
    /// The first [`READ_LIMIT`] bytes are blanks, and more follow.
    BlanksPastLimit,
    /// N's line holds another word after it.
    MoreThanOne,
    /// N is not a whole number: its first bytes (enough for [`QUOTED`]
    /// characters, or all of them).
    NotANumber(Vec<u8>),
    /// N is a whole number outside `1..=MAX_N`.
    OutOfRange(u64),
}

impl InputError {
    /// Why no N could be read, in `lang`, with what to give instead.
    pub fn said(&self, lang: Lang) -> String {
        let max = ("max", Value::from(MAX_N));
        match self {
            Self::Read(error) => lang.say("usage.input.read", &[("error", error.to_string().into())]),
            Self::Empty => lang.say("usage.input.empty", &[max]),
            Self::OnlyBlanks => lang.say("usage.input.blanks", &[max]),
            Self::MoreThanOne => lang.say("usage.input.several", &[max]),
            Self::BlanksPastLimit => lang.say("usage.input.past_limit", &[("limit", READ_LIMIT.into()), max]),
            Self::NotANumber(word) => {
                let word_value = ("word", Value::from(quote_bytes(word, QUOTED)));
                match lang.full_width_note(&String::from_utf8_lossy(word)) {
                    Some(note) => lang.say(
                        "usage.input.not_number.note",
                        &[word_value, max, ("note", note.into())],
                    ),
                    None => lang.say("usage.input.not_number", &[word_value, max]),
                }
            }
            Self::OutOfRange(n) => lang.say("usage.input.range", &[("n", (*n).into()), max]),
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(Lang::En))
    }
}

impl std::error::Error for InputError {}

/// Reads N from `input` as the judge gives it (see the module's header).
/// Returns as soon as N's line ends, without waiting for the end of the input.
pub fn read_n(input: &mut dyn BufRead) -> Result<usize, InputError> {
    let mut bytes = Bytes { input, read: 0 };
    let mut word = Vec::new();
    // A byte order mark, as some Windows editors write, is not part of N;
    // bytes that only begin as one does are (`８` is EF BC 98).
    while word.len() < BYTE_ORDER_MARK.len() {
        let Some(byte) = bytes.next()? else { break };
        word.push(byte);
        if byte != BYTE_ORDER_MARK[word.len() - 1] {
            break;
        }
    }
    if word == BYTE_ORDER_MARK {
        word.clear();
    }
    let mut blanks = false;
    loop {
        match word.first() {
            Some(byte) if byte.is_ascii_whitespace() => {
                blanks = true;
                word.remove(0);
            }
            Some(_) => break,
            None => match bytes.next()? {
                Some(byte) => word.push(byte),
                None if bytes.read > READ_LIMIT => return Err(InputError::BlanksPastLimit),
                None if blanks => return Err(InputError::OnlyBlanks),
                None => return Err(InputError::Empty),
            },
        }
    }
    // N's word, up to the first blank; past [`QUOTED`] characters' worth of
    // bytes it is no number and the rest is left unread.
    let mut after = match word.iter().position(u8::is_ascii_whitespace) {
        Some(end) => {
            let blank = word[end];
            word.truncate(end);
            Some(blank)
        }
        None => bytes.next()?,
    };
    while let Some(byte) = after.filter(|byte| !byte.is_ascii_whitespace()) {
        if word.len() == WORD_BYTES {
            return Err(InputError::NotANumber(word));
        }
        word.push(byte);
        after = bytes.next()?;
    }
    let n = match std::str::from_utf8(&word)
        .ok()
        .and_then(|text| text.parse::<u64>().ok())
    {
        Some(n) if (1..=MAX_N as u64).contains(&n) => n as usize,
        Some(n) => return Err(InputError::OutOfRange(n)),
        None => return Err(InputError::NotANumber(word)),
    };
    while let Some(byte) = after.filter(|&byte| byte != b'\n') {
        if !byte.is_ascii_whitespace() {
            return Err(InputError::MoreThanOne);
        }
        after = bytes.next()?;
    }
    Ok(n)
}

/// The byte order mark in UTF-8.
const BYTE_ORDER_MARK: [u8; 3] = [0xef, 0xbb, 0xbf];

/// The most bytes of N's word read: enough for [`QUOTED`] characters of
/// UTF-8 and one more, so that a quote can say the word goes on.
const WORD_BYTES: usize = 4 * (QUOTED + 1);

/// The bytes of an input one at a time, at most [`READ_LIMIT`] of them.
struct Bytes<'a> {
    input: &'a mut dyn BufRead,
    read: usize,
}

impl Bytes<'_> {
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
        assert!(matches!(read(b"eight\n"), Err(InputError::NotANumber(word)) if word == b"eight"));
    }

    #[test]
    fn a_bad_n_is_quoted_escaped_and_cut_at_a_character() {
        let message = |input: &[u8]| read(input).unwrap_err().to_string();
        assert_eq!(
            message(b"ab\x1b]0;pwned\x07\n"),
            "N from stdin is 'ab\\u{1b}]0;pwned\\u{7}': it must be a whole number from 1 to 32"
        );
        assert_eq!(
            message("８\n".as_bytes()),
            "N from stdin is '８': it must be a whole number from 1 to 32 (a full-width digit: type 8)"
        );
        assert_eq!(
            message(b"\xef\n"),
            "N from stdin is '\\xef': it must be a whole number from 1 to 32"
        );
        let accents = "é".repeat(30);
        assert_eq!(
            message(accents.as_bytes()),
            format!(
                "N from stdin is '{}'...: it must be a whole number from 1 to 32",
                "é".repeat(24)
            )
        );
        assert_eq!(message(b"99999\n"), "N from stdin is 99,999: it must be 1 to 32");
    }

    #[test]
    fn huge_input_is_read_only_up_to_the_limit() {
        // 100 MB of digits: refused once the word is past what a quote
        // shows, which the error quotes.
        let digits = vec![b'7'; 100_000_000];
        let mut input = &digits[..];
        let error = read_n(&mut input).unwrap_err();
        assert!(matches!(&error, InputError::NotANumber(word) if word.len() == WORD_BYTES));
        assert!(error.to_string().len() < 120, "{error}");
        assert_eq!(
            input.len(),
            digits.len() - WORD_BYTES - 1,
            "the rest is left unread"
        );
        // Blanks before N count against the limit: within it, N is read.
        let mut spaces = vec![b' '; READ_LIMIT - 2];
        spaces.extend(b"8\n");
        assert_eq!(read(&spaces).unwrap(), 8);
        // Past it, endless blank lines (`yes ''`) are refused, the rest left unread.
        let lines = vec![b'\n'; 10_000_000];
        let mut input = &lines[..];
        assert!(matches!(read_n(&mut input), Err(InputError::BlanksPastLimit)));
        assert_eq!(input.len(), lines.len() - READ_LIMIT);
        // N then a long tail of blanks: N counts, the tail is left.
        let mut tail = b"9".to_vec();
        tail.extend(vec![b' '; 10_000_000]);
        assert_eq!(read(&tail).unwrap(), 9);
    }
}
