//! The terminal view of `nqueens watch`, laid out with ratatui in the
//! palette's terminal colours: `draw` draws a [`crate::watch::View`] (the
//! trace box's rows wrapped by `trace_rows`) and `play` runs the loop,
//! taking every key of a read (`keys`); the race of strategies side by
//! side is `race`, the prediction of the next step `predict`. The players
//! they drive, and the words they share with the pages, are
//! [`crate::watch`]'s. The feature `terminal`.

mod draw;
mod keys;
mod play;
mod predict;
mod race;
mod trace_rows;

pub use draw::{draw, needed_size, Colours};
pub use play::{watch, Ending};
pub use predict::{predict, summary};
pub use race::race;
