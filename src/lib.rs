//! nqueens: the classic N-Queens searches, run, counted, traced and compared.
//!
//! The library holds everything; the `nqueens` binary only parses arguments
//! and prints. Start with [`strategies`] (one file per step of the
//! progression), [`observer`] (what a search reports) and [`run::search`]
//! (one counted, timed run, the entry every command goes through);
//! [`count`] counts quietly on threads, [`budget`] forecasts how long a
//! run takes and refuses one past its budget, [`trace`] prints a search
//! step by step and [`verbose`] turns it into `tracing` events (the log of `-v`).

pub mod board;
pub mod budget;
pub mod count;
pub mod counters;
pub mod estimate;
pub mod format;
pub mod judge;
pub mod known;
pub mod lang;
pub mod lessons;
pub mod observer;
#[cfg(feature = "judge")]
pub mod platform;
pub mod programs;
pub mod random;
pub mod render;
pub mod run;
pub mod shard;
pub mod stop;
pub mod strategies;
pub mod symmetries;
pub mod threads;
pub mod trace;
pub mod verbose;
pub mod watch;

pub use counters::Counters;
pub use observer::{Observer, PruneReason};
pub use run::{RunResult, RunSpec};
pub use strategies::Strategy;
#[cfg(feature = "cli")]
pub mod cli;
pub mod report;

/// The largest board a tree search takes, and the largest grid drawn: a row
/// of squares is one `u64` mask, and a column one base-32 digit in the
/// recorded steps. The searches stop at 32 because their trees grow faster
/// than any power of n (counting n = 27 took years of dedicated hardware),
/// while the one-solution strategies ([`strategies::MAX_ONE_SOLUTION_N`])
/// do a few steps per queen and so take ten million queens.
pub const MAX_N: usize = 32;
