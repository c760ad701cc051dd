//! The terminal loop of `nqueens watch`: raw mode and the alternate screen
//! while it runs, keys read with crossterm, the view drawn with ratatui.
//!
//! The terminal is always given back: on q or Esc, on Ctrl-C (a key in raw
//! mode: it quits, and the command exits with 130 as an interrupted one
//! does), on SIGTERM and SIGHUP (the stop flag they set is looked at while
//! the loop waits for keys: it quits the same way), on an error (a guard
//! restores it when the loop is left), on a process that ends at once (the
//! guard is a [`crate::stop::Undo`] while it lives), and on a panic
//! (`ratatui::try_init` installs a hook that restores it before the panic
//! message prints, and ours shows the cursor). A resize redraws at the new
//! size. While the search runs again to move the window of steps,
//! the status line says so. Each read takes every key that came
//! (`keys`).

use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ratatui::crossterm::cursor::{MoveTo, Show};
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::crossterm::execute;
use ratatui::crossterm::style::{Attribute, Print, SetAttribute};
use ratatui::crossterm::terminal::{size, Clear, ClearType};

use super::draw::{draw, Colours};
use super::keys::repaired;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::stop::Undo;
use crate::trace::{Code, Recording};
use crate::watch::{Action, Player, Tape};

/// How the view was left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// q or Esc.
    Quit,
    /// Ctrl-C, at the step it says (`interrupted at step 28 of 172`).
    Interrupted(String),
}

/// The shortest time between two frames while playing: 25 frames a second.
const FRAME: Duration = Duration::from_millis(40);

/// Gives the terminal back when dropped (line mode, the main screen, the
/// cursor), or when the process ends at once while it lives.
pub(super) struct Restore {
    _at_once: Undo,
}

impl Restore {
    fn new() -> Self {
        let at_once = Undo::new(|| {
            // Standard output stays held until the process ends: no frame
            // is drawn on the main screen once it is back.
            std::mem::forget(io::stdout().lock());
            give_back();
        });
        Restore { _at_once: at_once }
    }
}

impl Drop for Restore {
    fn drop(&mut self) {
        give_back();
    }
}

/// Line mode, the main screen, the cursor.
fn give_back() {
    // Nothing more can be done if the terminal is gone (it hung up).
    let _ = ratatui::try_restore();
    show_cursor();
}

fn show_cursor() {
    // Nothing more can be done if the terminal is gone.
    let _ = execute!(io::stdout(), Show);
}

/// Says on the status line that the search runs again to reach step `number`.
fn searching(lang: Lang, number: u64) {
    let Ok((columns, rows)) = size() else {
        return;
    };
    let line: String = lang
        .say("watch.searching", &[("step", Value::from(number))])
        .chars()
        .take(usize::from(columns))
        .collect();
    // Nothing more can be done if the terminal is gone.
    let _ = execute!(
        io::stdout(),
        MoveTo(0, rows.saturating_sub(1)),
        Clear(ClearType::CurrentLine),
        SetAttribute(Attribute::Reverse),
        Print(line),
        SetAttribute(Attribute::Reset)
    );
}

/// The terminal in raw mode on the alternate screen, and the guard that
/// gives it back when dropped.
pub(super) fn take_terminal() -> io::Result<(ratatui::DefaultTerminal, Restore)> {
    let terminal = ratatui::try_init()?;
    // ratatui's hook gives back line mode and the main screen; this one the cursor too.
    let restore_the_rest = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        show_cursor();
        restore_the_rest(info);
    }));
    Ok((terminal, Restore::new()))
}

/// Shows `recording` full screen until the user quits or `stop` is set
/// (SIGTERM, SIGHUP), moving its window of steps as the keys ask, its
/// words in `lang`; `code` in its code panel, the panel open from the
/// start when `open`.
pub fn watch(
    recording: Recording,
    (code, open): (Option<Code>, bool),
    colours: Colours,
    lang: Lang,
    stop: Option<&AtomicBool>,
) -> io::Result<Ending> {
    let (mut terminal, _restore) = take_terminal()?;
    let mut tape = Tape::new(recording).before_rerun(|number| searching(lang, number));
    let mut player = Player {
        lang,
        source: code,
        code: open,
        ..Player::default()
    };
    let mut next_frame = Instant::now();
    loop {
        let reruns = tape.reruns;
        terminal.draw(|frame| draw(frame, &tape.recording, &player, colours))?;
        let wait = if player.playing {
            next_frame.saturating_duration_since(Instant::now())
        } else {
            IDLE_WAIT
        };
        let interrupted = |player: &Player, tape: &Tape| {
            let at = lang.say(
                "watch.interrupted",
                &[
                    ("step", Value::from(player.number)),
                    ("total", Value::from(tape.recording.total)),
                ],
            );
            Ok(Ending::Interrupted(at))
        };
        match wait_for_keys(wait, stop)? {
            Came::Keys(events) => {
                for event in repaired(events) {
                    match event {
                        Event::Key(key) if key.kind == KeyEventKind::Press => {
                            if is_interrupt(key) {
                                return interrupted(&player, &tape);
                            }
                            let was_playing = player.playing;
                            if let Some(action) = action(key) {
                                if !player.apply(action, &mut tape) {
                                    return Ok(Ending::Quit);
                                }
                            }
                            if player.playing && !was_playing {
                                next_frame = Instant::now() + FRAME;
                            }
                        }
                        Event::Resize(..) => terminal.autoresize()?,
                        _ => {}
                    }
                }
            }
            Came::Stop => return interrupted(&player, &tape),
            Came::Nothing if player.playing => {
                let per_second = player.steps_per_second();
                let interval = Duration::from_secs(1)
                    .checked_div(per_second)
                    .unwrap_or(FRAME)
                    .max(FRAME);
                let steps = (u128::from(per_second) * interval.as_millis() / 1000).max(1);
                player.advance(u64::try_from(steps).unwrap_or(u64::MAX), &mut tape);
                next_frame = Instant::now() + interval;
            }
            Came::Nothing => {}
        }
        if tape.reruns != reruns {
            // The notice was written past ratatui: draw everything again.
            terminal.clear()?;
        }
    }
}

/// How long a view that plays nothing waits for keys before it looks again.
pub(super) const IDLE_WAIT: Duration = Duration::from_secs(3600);

/// How often a wait for keys looks at the stop flag.
const STOP_LOOK: Duration = Duration::from_millis(100);

/// What came while waiting for keys.
#[derive(Debug)]
pub(super) enum Came {
    /// Events: the first, and all that came with it.
    Keys(Vec<Event>),
    /// Nothing in the time given.
    Nothing,
    /// The stop flag was set (SIGTERM, SIGHUP).
    Stop,
}

/// Waits up to `wait` for events, looking at `stop` every [`STOP_LOOK`].
pub(super) fn wait_for_keys(wait: Duration, stop: Option<&AtomicBool>) -> io::Result<Came> {
    let started = Instant::now();
    loop {
        if stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
            return Ok(Came::Stop);
        }
        let left = wait.saturating_sub(started.elapsed());
        if event::poll(left.min(STOP_LOOK))? {
            let mut events = vec![event::read()?];
            while event::poll(Duration::ZERO)? {
                events.push(event::read()?);
            }
            return Ok(Came::Keys(events));
        }
        if left <= STOP_LOOK {
            return Ok(Came::Nothing);
        }
    }
}

/// Ctrl-C: quit at once, whatever is being typed.
pub(super) fn is_interrupt(key: KeyEvent) -> bool {
    key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c' | 'C'))
}

/// What a key asks for (see `words::keys`).
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
        KeyCode::Char('c') => Action::Code,
        KeyCode::Char('t') => Action::Tree,
        KeyCode::Char('q') => Action::Quit,
        KeyCode::Esc => Action::Escape,
        _ => return None,
    })
}
