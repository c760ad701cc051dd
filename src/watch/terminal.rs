//! The terminal loop of `nqueens watch`: raw mode and the alternate screen
//! while it runs, keys read with crossterm, the view drawn with ratatui.
//!
//! The terminal is always given back: on q or Esc, on Ctrl-C (a key in raw
//! mode, so it quits like q), on an error (a guard restores it when the loop
//! is left), and on a panic (`ratatui::try_init` installs a hook that
//! restores it before the panic message prints, and ours shows the cursor). A resize redraws at the
//! new size.

use std::io;
use std::time::{Duration, Instant};

use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::crossterm::execute;

use super::draw::{draw, Colours};
use super::player::{Action, Player};
use crate::trace::Recording;

/// The shortest time between two frames while playing: 25 frames a second.
const FRAME: Duration = Duration::from_millis(40);

/// Gives the terminal back when dropped: line mode, the main screen, the cursor.
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        ratatui::restore();
        show_cursor();
    }
}

fn show_cursor() {
    // Nothing more can be done if the terminal is gone.
    let _ = execute!(io::stdout(), Show);
}

/// Shows `recording` full screen until the user quits.
pub fn watch(recording: &Recording, colours: Colours) -> io::Result<()> {
    let mut terminal = ratatui::try_init()?;
    let _restore = Restore;
    // ratatui's hook gives back line mode and the main screen; this one the cursor too.
    let restore_the_rest = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        show_cursor();
        restore_the_rest(info);
    }));
    let mut player = Player::default();
    let mut next_frame = Instant::now();
    loop {
        terminal.draw(|frame| draw(frame, recording, &player, colours))?;
        let wait = if player.playing {
            next_frame.saturating_duration_since(Instant::now())
        } else {
            Duration::from_secs(3600)
        };
        if event::poll(wait)? {
            match event::read()? {
                Event::Key(key) if key.kind == KeyEventKind::Press => {
                    if is_interrupt(key) {
                        return Ok(());
                    }
                    let was_playing = player.playing;
                    if let Some(action) = action(key) {
                        if !player.apply(action, recording) {
                            return Ok(());
                        }
                    }
                    if player.playing && !was_playing {
                        next_frame = Instant::now() + FRAME;
                    }
                }
                Event::Resize(..) => terminal.autoresize()?,
                _ => {}
            }
        } else if player.playing {
            let per_second = player.steps_per_second();
            let interval = Duration::from_secs(1)
                .checked_div(per_second)
                .unwrap_or(FRAME)
                .max(FRAME);
            let steps = (u128::from(per_second) * interval.as_millis() / 1000).max(1);
            player.advance(usize::try_from(steps).unwrap_or(usize::MAX), recording);
            next_frame = Instant::now() + interval;
        }
    }
}

/// Ctrl-C: quit at once, whatever is being typed.
fn is_interrupt(key: KeyEvent) -> bool {
    key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c' | 'C'))
}

/// What a key asks for (see `words::KEYS`).
fn action(key: KeyEvent) -> Option<Action> {
    Some(match key.code {
        KeyCode::Right | KeyCode::Char(' ') => Action::Next,
        KeyCode::Left => Action::Previous,
        KeyCode::Enter | KeyCode::Char('p') => Action::PlayOrPause,
        KeyCode::Char('+' | '=') => Action::Faster,
        KeyCode::Char('-') => Action::Slower,
        KeyCode::Char('n') => Action::NextSolution,
        KeyCode::Char('N') => Action::PreviousSolution,
        KeyCode::Char('b') => Action::NextBacktrack,
        KeyCode::Char('g') => Action::GoTo,
        KeyCode::Char(digit @ '0'..='9') => Action::Digit(digit as u8 - b'0'),
        KeyCode::Backspace => Action::Erase,
        KeyCode::Home => Action::First,
        KeyCode::End => Action::Last,
        KeyCode::Char('?') => Action::Help,
        KeyCode::Char('q') => Action::Quit,
        KeyCode::Esc => Action::Escape,
        _ => return None,
    })
}
