//! Judging a program as Baekjoon 9663 does: N read from stdin the way its
//! C++ reference reads it ([`read_n`]), and a learner's own solution in C,
//! C++, Java or Python built, run for each n of a range, checked against
//! OEIS A000170 and timed ([`session::judge`]).
//!
//! The files go one way: [`language`] says how a source file is built and
//! run, [`child`] runs one command within the limits, every process it
//! starts held and killed with it (the system's way: [`crate::platform`]),
//! [`task`] checks an output (a count, one board, every board),
//! [`verdict`] reads what one run did, [`steps`] sets the steps a program
//! writes against a strategy's, [`growth`] sets the runs
//! beside the tool's own strategies, and [`session`] builds the program
//! once, runs it for each n and sets the runs beside the strategies.
//! [`limits`] holds the figures every run is held to.
//!
//! What builds, runs and reads a program (`language`, `child`, `verdict`,
//! `late`, `growth`, `session`) is the feature `judge`; reading N, the
//! limits, checking an output and setting steps side by side are pure,
//! and build without it.

#[cfg(feature = "judge")]
pub mod child;
#[cfg(feature = "judge")]
pub mod growth;
mod input;
#[cfg(feature = "judge")]
pub mod language;
#[cfg(feature = "judge")]
pub mod late;
pub mod limits;
#[cfg(feature = "judge")]
pub mod session;
pub mod steps;
pub mod task;
#[cfg(feature = "judge")]
pub mod verdict;

pub use input::{read_n, InputError, QUOTED, READ_LIMIT};
