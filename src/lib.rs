//! nqueens: the classic N-Queens searches, run, counted, traced and compared.
//!
//! The library holds everything; the `nqueens` binary only parses arguments
//! and prints. Start with [`strategies`] (one file per step of the
//! progression), [`observer`] (what a search reports) and [`run`](mod@run) (one
//! counted, timed run); [`trace`] prints a search step by step and
//! [`logging`] turns it into `tracing` events.

pub mod board;
pub mod count;
pub mod counters;
pub mod estimate;
pub mod format;
pub mod judge;
pub mod known;
pub mod lang;
pub mod lessons;
pub mod logging;
pub mod observer;
pub mod random;
pub mod run;
pub mod shard;
pub mod strategies;
pub mod symmetries;
pub mod threads;
pub mod trace;
pub mod watch;

pub use counters::Counters;
pub use observer::{Observer, PruneReason};
pub use run::{run, RunResult, RunSpec, MAX_N};
pub use strategies::Strategy;
pub mod cli;
pub mod report;
