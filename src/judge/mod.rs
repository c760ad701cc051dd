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

pub mod child;
pub mod growth;
mod input;
pub mod language;
pub mod late;
pub mod session;
pub mod steps;
pub mod task;
pub mod verdict;

pub use input::{read_n, InputError, QUOTED, READ_LIMIT};
