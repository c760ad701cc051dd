//! Where the view stands and what the keys do to it: a position in the
//! recording, play or pause, the speed, a step number being typed, the
//! help. Moving changes only the position, so stepping back is exact: the
//! view is [`View::at`](super::View::at) the new position.

use crate::trace::{Recording, StepKind};

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
    /// q or Ctrl-C.
    Quit,
    /// Esc: cancels a step number being typed, hides the keys, or quits.
    Escape,
}

/// The player's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// The position in the recording: 0 is the first step.
    pub index: usize,
    /// Whether the steps advance by themselves.
    pub playing: bool,
    /// Index into [`SPEEDS`].
    pub speed: usize,
    /// The step number typed after `g`, while it is being typed.
    pub typing: Option<String>,
    /// Whether the list of keys is shown.
    pub help: bool,
}

impl Default for Player {
    fn default() -> Self {
        Self {
            index: 0,
            playing: false,
            speed: 3,
            typing: None,
            help: false,
        }
    }
}

impl Player {
    /// Steps per second when playing.
    pub fn steps_per_second(&self) -> u32 {
        SPEEDS[self.speed]
    }

    /// Applies `action`; returns false when it asks to quit.
    pub fn apply(&mut self, action: Action, recording: &Recording) -> bool {
        let last = recording.steps.len() - 1;
        if let Some(typed) = &mut self.typing {
            match action {
                Action::Digit(digit) if typed.len() < 20 => typed.push(char::from(b'0' + digit)),
                Action::Erase => {
                    typed.pop();
                }
                Action::PlayOrPause => {
                    if let Ok(number) = typed.parse::<usize>() {
                        self.index = number.clamp(1, last + 1) - 1;
                    }
                    self.typing = None;
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
            Action::Next => self.index = (self.index + 1).min(last),
            Action::Previous => self.index = self.index.saturating_sub(1),
            Action::PlayOrPause => self.playing = !self.playing && self.index < last,
            Action::Faster => self.speed = (self.speed + 1).min(SPEEDS.len() - 1),
            Action::Slower => self.speed = self.speed.saturating_sub(1),
            Action::NextSolution => self.seek_forward(recording, StepKind::Solution),
            Action::PreviousSolution => self.seek_back(recording, StepKind::Solution),
            Action::NextBacktrack => self.seek_forward(recording, StepKind::Undo),
            Action::GoTo => {
                self.playing = false;
                self.typing = Some(String::new());
            }
            Action::Digit(_) | Action::Erase => {}
            Action::First => self.index = 0,
            Action::Last => self.index = last,
            Action::Help => self.help = !self.help,
            Action::Quit | Action::Escape => return false,
        }
        true
    }

    /// Moves `steps` steps on while playing; stops at the last step.
    pub fn advance(&mut self, steps: usize, recording: &Recording) {
        let last = recording.steps.len() - 1;
        self.index = (self.index + steps).min(last);
        if self.index == last {
            self.playing = false;
        }
    }

    /// The next step of `kind` after the position, if any.
    fn seek_forward(&mut self, recording: &Recording, kind: StepKind) {
        let mut after = recording.steps.iter().skip(self.index + 1);
        if let Some(offset) = after.position(|step| step.kind == kind) {
            self.index += offset + 1;
        }
    }

    /// The last step of `kind` before the position, if any.
    fn seek_back(&mut self, recording: &Recording, kind: StepKind) {
        let before = &recording.steps[..self.index];
        if let Some(index) = before.iter().rposition(|step| step.kind == kind) {
            self.index = index;
        }
    }
}
