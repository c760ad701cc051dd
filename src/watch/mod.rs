//! Watching a search step by step: `nqueens watch` in the terminal and the
//! replay page of `nqueens trace --format html`, two players of the same
//! recorded steps ([`crate::trace::Recording`]).
//!
//! [`View::at`] says what the view shows at a position, as a pure function
//! of the steps and the position; [`Player`] moves the position as the keys
//! say; `draw` lays a view out with ratatui (the trace box's rows wrapped
//! by `trace_rows`) and `terminal` runs the loop,
//! taking every key of a read (`keys`).
//! The words both players use live in `words`. A race of strategies side
//! by side on one page is `race_page` (its player `race.js`), in the
//! terminal `race_terminal`; predicting
//! the next step is `predict`, in the terminal `predict_terminal`.
//!
//! The terminal players (`draw`, `keys`, `terminal`, `race_terminal`,
//! `predict_terminal`, `trace_rows`) are the feature `terminal`; the view,
//! the player and the pages are pure, and build without it.

mod classroom_page;
#[cfg(feature = "terminal")]
mod draw;
#[cfg(feature = "terminal")]
mod keys;
mod page;
mod player;
mod predict;
#[cfg(feature = "terminal")]
mod predict_terminal;
mod race_page;
#[cfg(feature = "terminal")]
mod race_terminal;
#[cfg(feature = "terminal")]
mod terminal;
#[cfg(feature = "terminal")]
mod trace_rows;
mod view;
mod words;

#[cfg(feature = "terminal")]
pub use draw::{draw, needed_size, Colours};
pub use page::write_page;
pub use player::{Action, Player, Tape, SPEEDS};
pub use predict::{next_question, outcome, Ask, Outcome, Score};
#[cfg(feature = "terminal")]
pub use predict_terminal::{predict, summary};
pub use race_page::{write_race, Pace};
#[cfg(feature = "terminal")]
pub use race_terminal::race;
#[cfg(feature = "terminal")]
pub use terminal::{watch, Ending};
pub use view::{Frame, Square, View};
