//! Watching a search step by step: the players of the recorded steps
//! ([`crate::trace::Recording`]) that `nqueens watch` in the terminal and
//! the replay page of `nqueens trace --format html` both drive; `render`
//! draws them (`render::terminal`, `render::html`).
//!
//! [`View::at`] says what the view shows at a position, as a pure function
//! of the steps and the position; [`Player`] moves the position as the keys
//! say. The words both players use live in `words`. A race of strategies
//! side by side moves at a [`Pace`]; predicting the next step is
//! `predict`. All of it is pure, and builds without the terminal.

mod pace;
mod player;
mod predict;
mod view;
pub mod words;

pub use pace::Pace;
pub use player::{Action, Player, Tape, SPEEDS};
pub use predict::{next_question, outcome, Ask, Outcome, Score};
pub use view::{Frame, Square, View};
