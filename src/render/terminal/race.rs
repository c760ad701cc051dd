//! `nqueens watch --strategies a,b`: the race in the terminal, two to four
//! boards side by side (as many as the width holds), each with its step,
//! its counters, its current trace line and whether it has finished, all
//! moved by one tick as on the race page (`race.js`): a step each, or with
//! `--pace nodes` each to its next node. The keys are the page's.

use std::io;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use ratatui::Frame;

use super::draw::{board_box, draw_board, Colours};
use super::keys::repaired;
use super::play::{is_interrupt, take_terminal, wait_for_keys, Came, Ending, IDLE_WAIT};
use super::trace_rows::wrap;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::trace::{describe, Recording, StepKind};
use crate::watch::Pace;
use crate::watch::View;

/// Ticks a second, from the slowest.
const SPEEDS: [u64; 9] = [1, 2, 5, 10, 20, 50, 100, 200, 500];

/// Columns a board's part of the screen takes at the least: its counters fit.
const MIN_COLUMN: u16 = 30;

/// Rows under each board: the step number, the counters (two rows), the
/// step's line (two rows), and whether the search is over.
const WORDS_ROWS: u16 = 6;

/// `text` wrapped to `room` columns in exactly `count` rows: blank rows
/// after it, or its last row ending in `…` when it is longer.
fn rows(text: &str, room: usize, count: usize) -> Vec<String> {
    let mut rows = wrap(text, room);
    if rows.len() > count {
        rows.truncate(count);
        rows[count - 1].push('…');
    }
    rows.resize(count, String::new());
    rows
}

/// One strategy of the race: its steps and where its calls are.
struct Racer {
    recording: Recording,
    calls: Vec<usize>,
    ticks: u64,
}

impl Racer {
    fn new(recording: Recording, pace: Pace) -> Self {
        let calls: Vec<usize> = (0..recording.steps.len())
            .filter(|&index| recording.steps[index].kind == StepKind::Call)
            .collect();
        let ticks = match pace {
            Pace::Steps => recording.steps.len(),
            Pace::Nodes => calls.len(),
        } as u64;
        Self {
            recording,
            calls,
            ticks,
        }
    }

    /// The index of the step it shows at `tick` (from 1).
    fn at(&self, tick: u64, pace: Pace) -> usize {
        if tick >= self.ticks {
            return self.recording.steps.len() - 1;
        }
        let tick = tick as usize;
        match pace {
            Pace::Steps => tick - 1,
            Pace::Nodes => self.calls[tick - 1],
        }
    }
}

/// The race being watched.
struct Race {
    racers: Vec<Racer>,
    pace: Pace,
    lang: Lang,
    tick: u64,
    last: u64,
    playing: bool,
    speed: usize,
}

impl Race {
    /// Takes a key; false when it quits.
    fn key(&mut self, code: KeyCode) -> bool {
        let go = |race: &mut Self, to: u64| race.tick = to.clamp(1, race.last);
        match code {
            KeyCode::Char('q') | KeyCode::Esc => return false,
            KeyCode::Right | KeyCode::Char(' ') => go(self, self.tick + 1),
            KeyCode::Left => go(self, self.tick.saturating_sub(1)),
            KeyCode::Home => go(self, 1),
            KeyCode::End => go(self, self.last),
            KeyCode::Enter | KeyCode::Char('p') => self.playing = !self.playing && self.tick < self.last,
            KeyCode::Char('+' | '=') => self.speed = (self.speed + 1).min(SPEEDS.len() - 1),
            KeyCode::Char('-') => self.speed = self.speed.saturating_sub(1),
            _ => {}
        }
        true
    }

    fn draw(&self, frame: &mut Frame, colours: Colours) {
        let lang = self.lang;
        let n = self.racers[0].recording.n();
        let (board_width, board_height) = board_box(n as u16);
        let column = board_width.max(MIN_COLUMN) + 1;
        let area = frame.area();
        let shown = usize::from(area.width / column).min(self.racers.len());
        let height = 1 + 1 + board_height + WORDS_ROWS + self.racers.len() as u16 + 3;
        if shown < 2 || area.height < height {
            let values = [
                ("boards", Value::from(self.racers.len())),
                ("n", n.into()),
                ("width", Value::from(u64::from(column) * 2)),
                ("height", Value::from(u64::from(height))),
                ("columns", Value::from(u64::from(area.width))),
                ("rows", Value::from(u64::from(area.height))),
            ];
            let message = Paragraph::new(lang.say("race.narrow", &values)).wrap(Wrap { trim: true });
            frame.render_widget(message, area);
            return;
        }
        let [top, boards, bottom] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(1 + board_height + WORDS_ROWS),
            Constraint::Min(3),
        ])
        .areas(area);
        let tick = lang.say(
            "race.tick",
            &[("tick", self.tick.into()), ("ticks", self.last.into())],
        );
        frame.render_widget(Paragraph::new(tick), top);
        let columns = Layout::horizontal(vec![Constraint::Length(column); shown]).split(boards);
        let mut entries = Vec::new();
        for (racer, &place) in self.racers.iter().zip(columns.iter()) {
            entries.push(self.draw_racer(frame, racer, place, colours));
        }
        let mut lines = vec![Line::from(lang.say("race.summary", &[]))];
        lines.extend(entries.into_iter().map(|entry| Line::from(format!("  {entry}"))));
        lines.push(Line::from(lang.say("race.keys", &[])));
        frame.render_widget(Paragraph::new(lines).wrap(Wrap { trim: true }), bottom);
    }

    /// One racer's column; returns its part of the summary line.
    fn draw_racer(&self, frame: &mut Frame, racer: &Racer, place: Rect, colours: Colours) -> String {
        let lang = self.lang;
        let recording = &racer.recording;
        let spec = recording.result.spec;
        let index = racer.at(self.tick, self.pace);
        let view = View::at(recording, index);
        let (_, board_height) = board_box(spec.n as u16);
        let [name, board, words] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Length(board_height),
            Constraint::Length(WORDS_ROWS),
        ])
        .areas(place);
        frame.render_widget(Paragraph::new(lang.strategy(spec.strategy.name())), name);
        draw_board(frame, board, &view, spec.n, colours, lang);
        let prunes: u64 = view.tally.prunes_by_reason.iter().sum();
        let finished = match self.tick >= racer.ticks {
            true => lang.say("race.finished", &[("tick", racer.ticks.into())]),
            false => lang.say("race.running", &[]),
        };
        let room = usize::from(words.width);
        let status = lang.say(
            "race.status",
            &[
                ("step", view.step.number.into()),
                ("total", recording.total.into()),
            ],
        );
        let counters = lang.say(
            "race.counters",
            &[
                ("nodes", view.tally.nodes.into()),
                ("solutions", view.tally.solutions.into()),
                ("prunes", prunes.into()),
            ],
        );
        let step = describe(lang, spec.strategy, spec.n, &view.step, &view.queens);
        // Each text takes the same rows in every column, so that the lines
        // stand level across the boards.
        let lines: Vec<Line> = [(status, 1), (counters, 2), (step, 2), (finished, 1)]
            .into_iter()
            .flat_map(|(text, count)| rows(&text, room, count))
            .map(Line::from)
            .collect();
        frame.render_widget(Paragraph::new(lines), words);
        lang.say(
            "race.summary.entry",
            &[
                ("strategy", lang.strategy(spec.strategy.name()).into()),
                ("steps", view.step.number.into()),
                ("nodes", view.tally.nodes.into()),
            ],
        )
    }
}

/// Runs the race of `recordings` (each from step 1, one board size) until
/// the user quits.
pub fn race(
    recordings: Vec<Recording>,
    pace: Pace,
    lang: Lang,
    colours: Colours,
    stop: Option<&AtomicBool>,
) -> io::Result<Ending> {
    let racers: Vec<Racer> = recordings
        .into_iter()
        .map(|recording| Racer::new(recording, pace))
        .collect();
    let last = racers.iter().map(|racer| racer.ticks).max().unwrap_or(1).max(1);
    let mut race = Race {
        racers,
        pace,
        lang,
        tick: 1,
        last,
        playing: false,
        speed: 3,
    };
    let (mut terminal, _restore) = take_terminal()?;
    loop {
        terminal.draw(|frame| race.draw(frame, colours))?;
        let wait = match race.playing {
            true => Duration::from_millis(1000 / SPEEDS[race.speed]),
            false => IDLE_WAIT,
        };
        let interrupted = |race: &Race| {
            let at = lang.say(
                "race.tick",
                &[("tick", race.tick.into()), ("ticks", race.last.into())],
            );
            Ok(Ending::Interrupted(
                lang.say("usage.interrupted.race_at", &[("at", at.into())]),
            ))
        };
        let events = match wait_for_keys(wait, stop)? {
            Came::Keys(events) => events,
            Came::Stop => return interrupted(&race),
            Came::Nothing => {
                if race.playing {
                    race.tick = (race.tick + 1).min(race.last);
                    race.playing = race.tick < race.last;
                }
                continue;
            }
        };
        for event in repaired(events) {
            match event {
                Event::Key(key) if key.kind == KeyEventKind::Press => {
                    if is_interrupt(key) {
                        return interrupted(&race);
                    }
                    if !race.key(key.code) {
                        return Ok(Ending::Quit);
                    }
                }
                Event::Resize(..) => terminal.autoresize()?,
                _ => {}
            }
        }
    }
}
