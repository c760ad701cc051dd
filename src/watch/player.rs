//! Where the view stands and what the keys do to it: a step of the run, play
//! or pause, the speed, a step number being typed, the help, and a note on
//! the status line when a key cannot do what it says. Moving changes only
//! the step, so stepping back is exact: the view is
//! [`View::at`](super::View::at) the new step.
//!
//! The player moves on a [`Tape`]: a [`Recording`] whose window of steps
//! moves with it. A step outside the window is reached by running the
//! search again ([`Recording::reach`]), so every step of the run is one
//! key away and the same numbers as `nqueens trace`'s.

use super::words;
use crate::format::thousands;
use crate::lang::Lang;
use crate::trace::{Code, Recording, StepKind};

/// Steps per second when playing, slowest first.
pub const SPEEDS: [u32; 10] = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// → or space.
    Next,
    /// ←.
    Previous,
    /// Enter or p (Enter confirms a step number being typed).
    PlayOrPause,
    /// +.
    Faster,
    /// -.
    Slower,
    /// n.
    NextSolution,
    /// N.
    PreviousSolution,
    /// b.
    NextBacktrack,
    /// g: start typing a step number.
    GoTo,
    /// A digit of the step number being typed.
    Digit(u8),
    /// Backspace, while typing a step number.
    Erase,
    /// Home.
    First,
    /// End.
    Last,
    /// ?.
    Help,
    /// c: show or hide the code panel.
    Code,
    /// t: show or hide the tree panel.
    Tree,
    /// q.
    Quit,
    /// Esc: cancels a step number being typed, hides the keys, or quits.
    Escape,
}

/// The recording a player moves on, and what to do before the search runs
/// again to move its window (the terminal says it is searching).
pub struct Tape<'a> {
    /// The run and the window of its steps in memory.
    pub recording: Recording,
    /// How many times the search ran again.
    pub reruns: u64,
    before_rerun: Box<dyn FnMut(u64) + 'a>,
}

impl<'a> Tape<'a> {
    /// A tape of `recording` that runs the search again without a word.
    pub fn new(recording: Recording) -> Self {
        Self {
            recording,
            reruns: 0,
            before_rerun: Box::new(|_| {}),
        }
    }

    /// The same tape, calling `before_rerun` with the step it goes to
    /// before each run of the search.
    pub fn before_rerun(self, before_rerun: impl FnMut(u64) + 'a) -> Self {
        Self {
            before_rerun: Box::new(before_rerun),
            ..self
        }
    }

    /// Keeps step `number` in the window, running the search again if it is not.
    fn reach(&mut self, number: u64) {
        if self.recording.index_of(number).is_none() {
            (self.before_rerun)(number);
            self.recording.reach(number);
            self.reruns += 1;
        }
    }

    /// The first step of `kind` after step `number`, moving the window
    /// on past its end as often as it takes.
    fn next_of(&mut self, kind: StepKind, number: u64) -> Option<u64> {
        let mut from = number + 1;
        loop {
            let recording = &self.recording;
            let start = recording.index_of(from).unwrap_or(recording.steps.len());
            if let Some(step) = recording.steps[start..].iter().find(|step| step.kind == kind) {
                return Some(step.number);
            }
            let last = recording.steps.last()?.number;
            if last >= recording.total {
                return None;
            }
            from = from.max(last + 1);
            self.reach(from);
        }
    }
}

/// The player's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// The step shown, by its number (the first is 1).
    pub number: u64,
    /// Whether the steps advance by themselves.
    pub playing: bool,
    /// Index into [`SPEEDS`].
    pub speed: usize,
    /// The step number typed after `g`, while it is being typed.
    pub typing: Option<String>,
    /// Whether the list of keys is shown.
    pub help: bool,
    /// Why the last key did not do what it says, until the next key.
    pub note: Option<String>,
    /// Whether the code panel is shown (beside the trace, or in its place
    /// where the terminal is narrow).
    pub code: bool,
    /// The code the code panel shows: a program, or the strategy's own
    /// source ([`crate::trace::Code`]).
    pub source: Option<Code>,
    /// Whether the tree panel is shown.
    pub tree: bool,
    /// The language of the view's words.
    pub lang: Lang,
}

impl Default for Player {
    fn default() -> Self {
        Self {
            number: 1,
            playing: false,
            speed: 3,
            typing: None,
            help: false,
            note: None,
            code: false,
            source: None,
            tree: false,
            lang: Lang::En,
        }
    }
}

impl Player {
    /// Steps per second when playing.
    pub fn steps_per_second(&self) -> u32 {
        SPEEDS[self.speed]
    }

    /// Applies `action`; returns false when it asks to quit.
    pub fn apply(&mut self, action: Action, tape: &mut Tape) -> bool {
        self.note = None;
        let total = tape.recording.total;
        if let Some(typed) = &mut self.typing {
            match action {
                Action::Digit(digit) if typed.len() < 20 => typed.push(char::from(b'0' + digit)),
                Action::Erase => {
                    typed.pop();
                }
                Action::PlayOrPause => {
                    let typed = std::mem::take(typed);
                    self.typing = None;
                    // A step out of range: say why, and stay.
                    match typed.parse::<u64>() {
                        Ok(asked) if (1..=total).contains(&asked) => self.go(asked, tape),
                        Ok(asked) => self.note = Some(words::no_step(self.lang, thousands(asked), total)),
                        Err(_) if typed.is_empty() => {}
                        Err(_) => self.note = Some(words::no_step(self.lang, typed, total)),
                    }
                }
                Action::Escape | Action::GoTo => self.typing = None,
                Action::Quit => return false,
                _ => {}
            }
            return true;
        }
        if self.help && action == Action::Escape {
            self.help = false;
            return true;
        }
        match action {
            Action::Next if self.number < total => self.go(self.number + 1, tape),
            Action::Next => self.note = Some(words::last_step(self.lang).into()),
            Action::Previous if self.number > 1 => self.go(self.number - 1, tape),
            Action::Previous => self.note = Some(words::first_step(self.lang).into()),
            Action::PlayOrPause if !self.playing && self.number == total => {
                self.note = Some(words::last_step(self.lang).into());
            }
            Action::PlayOrPause => self.playing = !self.playing,
            Action::Faster | Action::Slower => self.change_speed(action == Action::Faster),
            Action::NextSolution => {
                let solutions = &tape.recording.solution_steps;
                let after = solutions.partition_point(|&step| step <= self.number);
                match solutions.get(after) {
                    Some(&number) => self.go(number, tape),
                    None => self.none("solution-after"),
                }
            }
            Action::PreviousSolution => {
                let solutions = &tape.recording.solution_steps;
                let before = solutions.partition_point(|&step| step < self.number);
                match before.checked_sub(1).map(|index| solutions[index]) {
                    Some(number) => self.go(number, tape),
                    None => self.none("solution-before"),
                }
            }
            Action::NextBacktrack => match tape.next_of(StepKind::Undo, self.number) {
                Some(number) => self.go(number, tape),
                None => self.none("backtrack-after"),
            },
            Action::GoTo => {
                self.playing = false;
                self.typing = Some(String::new());
            }
            Action::Digit(_) | Action::Erase => {}
            Action::First => self.go(1, tape),
            Action::Last => self.go(total, tape),
            Action::Help => self.help = !self.help,
            Action::Code => self.code = !self.code,
            Action::Tree => self.tree = !self.tree,
            Action::Quit | Action::Escape => return false,
        }
        true
    }

    /// Moves `steps` steps on while playing; stops at the last step.
    pub fn advance(&mut self, steps: u64, tape: &mut Tape) {
        let total = tape.recording.total;
        self.go(self.number.saturating_add(steps).min(total), tape);
        if self.number == total {
            self.playing = false;
        }
    }

    /// Goes to step `number`, moving the window to it if need be.
    fn go(&mut self, number: u64, tape: &mut Tape) {
        tape.reach(number);
        self.number = number;
    }

    fn change_speed(&mut self, faster: bool) {
        let speed = if faster {
            (self.speed + 1).min(SPEEDS.len() - 1)
        } else {
            self.speed.saturating_sub(1)
        };
        if speed == self.speed {
            let which = if faster { "watch.fastest" } else { "watch.slowest" };
            self.note = Some(self.lang.section(which).to_string());
        }
        self.speed = speed;
    }

    fn none(&mut self, seeking: &str) {
        self.note = Some(words::none(self.lang, seeking, thousands(self.number)));
    }
}
