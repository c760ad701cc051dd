//! Why a command fails, and how the process ends: [`Error`] (bad usage, a
//! refused run, a write that failed, an interruption, a failure of the
//! system), its exit code, and its one `error: ...` line on stderr, said
//! in the language of the command line ([`finish`]). The errors clap finds
//! in the command line itself are said by [`super::clap_errors`].

use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;

use crate::budget::OverBudget;
use crate::format::shown;
use crate::lang::Lang;
use crate::run::SpecError;

/// Why a command failed.
#[derive(Debug)]
pub enum Error {
    /// Bad input: exit code 2.
    Usage(String),
    /// A run refused before it started (bad input too, exit code 2), after
    /// where its n came from (`-n 19`), said in the language of the command.
    Refused(Option<String>, Box<SpecError>),
    /// Writing the results failed (a closed pipe ends quietly).
    Output(io::Error),
    /// Ctrl-C, SIGTERM or SIGHUP stopped the run; the message holds what
    /// was counted so far. Exit code 128 and the signal's number: 130,
    /// 143, 129.
    Interrupted(String),
    /// The system failed the command (a process or a folder could not be made): exit code 1.
    Failed(String),
    /// The command did its work and its results, written, say it failed
    /// (a program judged and not accepted): exit code 1, no error line.
    Rejected,
}

impl Error {
    /// The exit code this error ends the process with; 0 for a closed pipe.
    pub fn exit_code(&self) -> i32 {
        match self {
            Self::Usage(_) | Self::Refused(..) => 2,
            Self::Output(error) if error.kind() == io::ErrorKind::BrokenPipe => 0,
            Self::Output(_) | Self::Failed(_) | Self::Rejected => 1,
            Self::Interrupted(_) => i32::from(super::interrupt::exit_code()),
        }
    }
}

impl Error {
    /// The message in `lang`.
    pub fn said(&self, lang: Lang) -> String {
        match self {
            Self::Usage(message) | Self::Interrupted(message) | Self::Failed(message) => message.clone(),
            Self::Refused(None, refusal) => refusal.said(lang),
            Self::Refused(Some(given), refusal) => format!("{given}: {}", refusal.said(lang)),
            Self::Output(error) => lang.say("error.output", &[("error", error.to_string().into())]),
            Self::Rejected => String::new(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(Lang::En))
    }
}

impl From<io::Error> for Error {
    fn from(error: io::Error) -> Self {
        Self::Output(error)
    }
}

impl From<OverBudget> for Error {
    fn from(refusal: OverBudget) -> Self {
        Self::Refused(None, Box::new(SpecError::OverBudget(refusal)))
    }
}

impl From<SpecError> for Error {
    fn from(refusal: SpecError) -> Self {
        Self::Refused(None, Box::new(refusal))
    }
}

/// Writes `line` and a line end on stderr, as `eprintln!` does, but never
/// panics: a stderr that cannot take it (full, closed, a pipe whose reader
/// is gone) loses the line, and the command ends with its own exit code.
pub(super) fn to_stderr(line: impl fmt::Display) {
    // Nowhere is left to tell of a failed write to stderr.
    let _ = writeln!(io::stderr().lock(), "{line}");
}

/// The exit code of a finished command, after printing its error (if any)
/// as one `error: ...` line on stderr, with any control character that
/// came from input (a line of a file, a reader's error) escaped; a closed
/// pipe ends quietly.
pub fn finish(result: Result<(), Error>, lang: Lang) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            let code = error.exit_code();
            if code != 0 && !matches!(error, Error::Rejected) {
                let message = shown(&error.said(lang));
                to_stderr(lang.say("error.line", &[("message", message.into())]));
            }
            ExitCode::from(code as u8)
        }
    }
}

/// A refusal as a command prints it: a board the strategy does not take
/// after where n came from (`given`: `-n 19`, `N = 19 from stdin`).
pub(super) fn refusal(error: SpecError, given: &str) -> Error {
    match error {
        SpecError::Size { .. } | SpecError::SearchTooLarge { .. } | SpecError::TooLarge { .. } => {
            Error::Refused(Some(given.to_string()), Box::new(error))
        }
        error => error.into(),
    }
}
