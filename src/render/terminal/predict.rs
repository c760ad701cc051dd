//! `nqueens watch --predict`: the search stops before each try it asks
//! about ([`Ask`]) and waits for the learner's answer (p, c, / or \); then
//! it shows the step that follows with its trace line and whether the
//! answer was right, and the score so far, right and asked, per kind. At
//! the end of the search it says the score and the kinds missed most.
//!
//! While a question is open the board shows the queens and the tried
//! square only, not the attacked squares, which would give the answer away.

use std::io;
use std::sync::atomic::AtomicBool;

use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind};
use ratatui::layout::{Constraint, Layout};
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph};
use ratatui::Frame;

use super::draw::{board_box, draw_board, Colours};
use super::keys::repaired;
use super::play::{is_interrupt, take_terminal, wait_for_keys, Came, Ending, IDLE_WAIT};
use super::trace_rows::wrap;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::trace::{describe, Recording};
use crate::watch::{next_question, outcome, Ask, Outcome, Score};
use crate::watch::{Square, View};

/// Where the learner is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// The try at this index of the window is asked.
    Asking(usize),
    /// The try at `asked` was answered; its outcome's step is shown.
    Shown {
        asked: usize,
        right: bool,
        answer: Outcome,
    },
    /// No question is left.
    End,
}

/// The learner's session: the stage and the score.
struct Session<'a> {
    recording: &'a Recording,
    ask: Ask,
    lang: Lang,
    stage: Stage,
    score: Score,
}

impl Session<'_> {
    /// The next question from `from`, or the end.
    fn from(&self, from: usize) -> Stage {
        next_question(self.recording, from, self.ask).map_or(Stage::End, Stage::Asking)
    }

    /// Takes a key; false when it quits.
    fn key(&mut self, code: KeyCode) -> bool {
        match (self.stage, code) {
            (_, KeyCode::Char('q') | KeyCode::Esc) => return false,
            (Stage::Asking(index), KeyCode::Char(key)) => {
                let answer = Outcome::of_key(key)
                    .filter(|answer| self.ask != Ask::Prunes || *answer != Outcome::Placed);
                if let (Some(answer), Some(truth)) = (answer, outcome(self.recording, index)) {
                    let right = self.score.answer(truth, answer);
                    self.stage = Stage::Shown {
                        asked: index,
                        right,
                        answer,
                    };
                }
            }
            (Stage::Shown { asked, .. }, KeyCode::Right | KeyCode::Enter | KeyCode::Char(' ')) => {
                self.stage = self.from(asked + 2);
            }
            _ => {}
        }
        true
    }

    /// The lines under the board.
    fn lines(&self) -> Vec<String> {
        let lang = self.lang;
        let recording = self.recording;
        let mut lines = Vec::new();
        match self.stage {
            Stage::Asking(index) => {
                let step = &recording.steps[index];
                let key = if self.ask == Ask::Prunes {
                    "predict.question.prunes"
                } else {
                    "predict.question"
                };
                lines.push(lang.say(
                    key,
                    &[
                        ("step", step.number.into()),
                        ("function", recording.result.spec.strategy.function().into()),
                        ("row", Value::Text(step.row.unwrap_or(0).to_string())),
                        ("col", Value::Text(step.col.unwrap_or(0).to_string())),
                    ],
                ));
                let choices = if self.ask == Ask::Prunes {
                    "predict.choices.prunes"
                } else {
                    "predict.choices"
                };
                // A choice breaks onto the next line whole, never between
                // its key and its label.
                let choices: Vec<String> = lang
                    .say(choices, &[])
                    .split(" · ")
                    .map(crate::format::keep_together)
                    .collect();
                lines.push(choices.join(" · "));
            }
            Stage::Shown { asked, right, answer } => {
                let shown = asked + 1;
                let spec = recording.result.spec;
                let line = describe(
                    lang,
                    spec.strategy,
                    spec.n,
                    &recording.steps[shown],
                    &recording.queens(shown),
                );
                lines.push(if right {
                    lang.say("predict.right", &[("line", line.into())])
                } else {
                    let answer = lang.say(&format!("predict.kind.{}", answer.name()), &[]);
                    lang.say(
                        "predict.wrong",
                        &[("answer", answer.into()), ("line", line.into())],
                    )
                });
            }
            Stage::End => lines.extend(summary(lang, &self.score)),
        }
        lines.push(String::new());
        lines.extend(score_lines(lang, &self.score));
        lines
    }

    /// The board as the stage shows it: at a question, the queens and the
    /// tried square only.
    fn view(&self) -> View {
        let last = self.recording.steps.len() - 1;
        match self.stage {
            Stage::Asking(index) => {
                let mut view = View::at(self.recording, index);
                for square in view.board.iter_mut().flatten() {
                    *square = match *square {
                        Square::Attacked(_) => Square::Free,
                        Square::Tried(_) => Square::Tried(None),
                        other => other,
                    };
                }
                view
            }
            Stage::Shown { asked, .. } => View::at(self.recording, asked + 1),
            Stage::End => View::at(self.recording, last),
        }
    }
}

/// The score so far: all kinds together, then each kind asked.
fn score_lines(lang: Lang, score: &Score) -> Vec<String> {
    let (right, asked) = score.total();
    // Before the first answer there is no score to give: "0 of 0" is none.
    let mut lines = vec![if asked == 0 {
        lang.say("predict.score.none", &[])
    } else {
        lang.say(
            "predict.score",
            &[("right", right.into()), ("asked", asked.into())],
        )
    }];
    for outcome in Outcome::ALL {
        let kind = outcome.index();
        if score.asked[kind] > 0 {
            let name = lang.say(&format!("predict.kind.{}", outcome.name()), &[]);
            lines.push(lang.say(
                "predict.score.kind",
                &[
                    ("kind", name.into()),
                    ("right", score.right[kind].into()),
                    ("asked", score.asked[kind].into()),
                ],
            ));
        }
    }
    lines
}

/// What the end says: the score, and the kinds missed most (or that none was).
pub fn summary(lang: Lang, score: &Score) -> Vec<String> {
    let (right, asked) = score.total();
    if asked == 0 {
        return vec![lang.say("predict.end.none", &[])];
    }
    let end = lang.say("predict.end", &[("right", right.into()), ("asked", asked.into())]);
    let missed = score.missed_most();
    let after = if missed.is_empty() {
        lang.say("predict.end.perfect", &[])
    } else {
        let kinds: Vec<&str> = missed
            .iter()
            .map(|outcome| lang.section(&format!("predict.kind.{}", outcome.name())))
            .collect();
        lang.say("predict.end.missed", &[("kinds", kinds.join(", ").into())])
    };
    vec![end, after]
}

fn draw(frame: &mut Frame, session: &Session, colours: Colours) {
    let n = session.recording.n();
    let (width, height) = board_box(n as u16);
    let [top, below, keys] = Layout::vertical([
        Constraint::Length(height),
        Constraint::Min(3),
        Constraint::Length(2),
    ])
    .areas(frame.area());
    let [board, _] = Layout::horizontal([Constraint::Length(width), Constraint::Min(0)]).areas(top);
    draw_board(frame, board, &session.view(), n, colours, session.lang);
    // Wrapped here, by the columns each letter takes (two for a Hangul
    // syllable), to stay inside the box.
    let room = usize::from(below.width.saturating_sub(2)).max(1);
    let lines: Vec<Line> = session
        .lines()
        .iter()
        .flat_map(|line| wrap(line, room))
        .map(Line::from)
        .collect();
    frame.render_widget(Paragraph::new(lines).block(Block::bordered()), below);
    // Asked only about prunes, p (place) is no answer: its key is not offered.
    let keys_key = match session.ask {
        Ask::Prunes => "predict.keys.prunes",
        _ => "predict.keys",
    };
    let keys_line = session.lang.say(keys_key, &[]);
    let keys_lines: Vec<Line> = wrap(&keys_line, usize::from(keys.width).max(1))
        .into_iter()
        .map(Line::from)
        .collect();
    frame.render_widget(Paragraph::new(keys_lines), keys);
}

/// Runs the predicting session on `recording` until the learner quits or
/// `stop` is set (SIGTERM, SIGHUP); returns how it ended and the score.
pub fn predict(
    recording: &Recording,
    ask: Ask,
    lang: Lang,
    colours: Colours,
    stop: Option<&AtomicBool>,
) -> io::Result<(Ending, Score)> {
    let (mut terminal, _restore) = take_terminal()?;
    let mut session = Session {
        recording,
        ask,
        lang,
        stage: Stage::End,
        score: Score::default(),
    };
    session.stage = session.from(0);
    loop {
        terminal.draw(|frame| draw(frame, &session, colours))?;
        let interrupted = |session: &Session| {
            let (right, asked) = session.score.total();
            let values = [("right", right.into()), ("asked", asked.into())];
            let at = session.lang.say("usage.interrupted.predict", &values);
            Ok((Ending::Interrupted(at), session.score))
        };
        let events = match wait_for_keys(IDLE_WAIT, stop)? {
            Came::Keys(events) => events,
            Came::Stop => return interrupted(&session),
            Came::Nothing => continue,
        };
        for event in repaired(events) {
            match event {
                Event::Key(key) if key.kind == KeyEventKind::Press => {
                    if is_interrupt(key) {
                        return interrupted(&session);
                    }
                    if !session.key(key.code) {
                        return Ok((Ending::Quit, session.score));
                    }
                }
                Event::Resize(..) => terminal.autoresize()?,
                _ => {}
            }
        }
    }
}
