//! The terminal view laid out with ratatui: the board on the left, the
//! open calls and the counters on the right, the trace lines around the
//! step below, the status line at the bottom, and the keys over it all
//! when asked. Every mark has its own symbol, so the view reads the same
//! without colour (`NO_COLOR`); colour only adds to it.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};
use ratatui::Frame;

use super::player::Player;
use super::trace_rows::trace_rows;
use super::view::{Square, View};
use super::words;
use crate::format::{article, thousands};
use crate::observer::PruneReason;
use crate::trace::{Recording, StepKind};

/// Columns the right-hand side (calls and counters) needs.
const RIGHT_WIDTH: u16 = 40;

/// Lines the trace box shows at the least (without its border).
const TRACE_LINES: u16 = 3;

/// Whether the view draws in colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colours {
    /// Colours and symbols.
    On,
    /// Symbols only (`NO_COLOR`, and the snapshots).
    Off,
}

impl Colours {
    fn style(self, colour: Color) -> Style {
        match self {
            Self::On => Style::new().fg(colour),
            Self::Off => Style::new(),
        }
    }
}

/// The smallest terminal, (columns, lines), that shows an `n` x `n` board.
pub fn needed_size(n: usize) -> (u16, u16) {
    let n = u16::try_from(n).unwrap_or(u16::MAX / 4);
    let (board_width, board_height) = board_box(n);
    let right_height = n + 3 + 4;
    (
        board_width + RIGHT_WIDTH,
        board_height.max(right_height) + TRACE_LINES + 2 + 1,
    )
}

/// Columns and lines of the board's box: a column of row numbers, three
/// characters a square, the two legend lines, the border.
pub(super) fn board_box(n: u16) -> (u16, u16) {
    let legend = words::legend_lines().chars().count() as u16;
    ((4 + 3 * n).max(legend) + 2, n + 1 + 2 + 2)
}

/// Draws the view of `recording` at the player's position.
pub fn draw(frame: &mut Frame, recording: &Recording, player: &Player, colours: Colours) {
    let area = frame.area();
    let n = recording.n();
    let (width, height) = needed_size(n);
    if area.width < width || area.height < height {
        let message = format!(
            "The watch view of {} {n} x {n} board needs a terminal of at least {width} x {height} \
             characters; this one is {} x {}. Enlarge it, or press q to quit.",
            article(n as u64),
            area.width,
            area.height
        );
        frame.render_widget(
            Paragraph::new(message).wrap(ratatui::widgets::Wrap { trim: true }),
            area,
        );
        return;
    }
    let index = recording
        .index_of(player.number)
        .expect("the player keeps its step in the window");
    let view = View::at(recording, index);
    let (board_width, board_height) = board_box(n as u16);
    let top_height = board_height.max(n as u16 + 7);
    let [top, trace, status] = Layout::vertical([
        Constraint::Length(top_height),
        Constraint::Min(TRACE_LINES + 2),
        Constraint::Length(1),
    ])
    .areas(area);
    let [board, right] =
        Layout::horizontal([Constraint::Length(board_width), Constraint::Min(RIGHT_WIDTH)]).areas(top);
    let [calls, counters] = Layout::vertical([Constraint::Min(3), Constraint::Length(4)]).areas(right);
    draw_board(frame, board, &view, n, colours);
    draw_calls(frame, calls, recording, &view);
    let [nodes, prunes] = words::tally(
        thousands(view.tally.nodes),
        thousands(view.tally.solutions),
        view.tally.prunes_by_reason.map(thousands),
    );
    let counters_text = vec![Line::from(nodes), Line::from(prunes)];
    frame.render_widget(
        Paragraph::new(counters_text).block(Block::bordered().title(" counters up to this step ")),
        counters,
    );
    draw_trace(frame, trace, recording, index, colours);
    let status_text = status_line(recording, player, usize::from(status.width));
    frame.render_widget(Paragraph::new(status_text), status);
    if player.help {
        draw_keys(frame, area);
    }
}

/// The board with its marks and legend.
pub(super) fn draw_board(frame: &mut Frame, area: Rect, view: &View, n: usize, colours: Colours) {
    let mut lines = Vec::with_capacity(n + 3);
    let header: String = (0..n).map(|col| format!("{col:^3}")).collect();
    lines.push(Line::from(format!("    {header}")));
    let solved = view.step.kind == StepKind::Solution;
    for (row, squares) in view.board.iter().enumerate() {
        let mut spans = vec![Span::raw(format!("{row:>3} "))];
        spans.extend(squares.iter().map(|&square| cell(square, solved, colours)));
        lines.push(Line::from(spans));
    }
    lines.push(Line::from(words::LEGEND_MARKS));
    lines.push(Line::from(words::legend_lines()));
    let title = format!(" {n} x {n} board ");
    frame.render_widget(Paragraph::new(lines).block(Block::bordered().title(title)), area);
}

/// One square, three characters wide.
fn cell(square: Square, solved: bool, colours: Colours) -> Span<'static> {
    let line_colour = |reason: PruneReason| match reason {
        PruneReason::Column => Color::Yellow,
        PruneReason::Diagonal => Color::Cyan,
        PruneReason::AntiDiagonal => Color::Magenta,
    };
    let mark = |reason: Option<PruneReason>| reason.map_or('·', words::symbol);
    match square {
        Square::Free => Span::styled(" · ", colours.style(Color::DarkGray)),
        Square::Attacked(reason) => Span::styled(
            format!(" {} ", mark(Some(reason))),
            colours.style(line_colour(reason)),
        ),
        // The terminal's own colours reversed read on a dark theme and a
        // light one alike; a solution's queens on green, in black.
        Square::Queen => {
            let style = match (colours, solved) {
                (Colours::On, true) => Style::new().fg(Color::Black).bg(Color::Green),
                (Colours::On, false) => Style::new().add_modifier(Modifier::REVERSED),
                (Colours::Off, _) => Style::new(),
            };
            Span::styled(" Q ", style.add_modifier(Modifier::BOLD))
        }
        Square::Tried(reason) => {
            let style = reason.map_or(Style::new(), |reason| colours.style(line_colour(reason)));
            Span::styled(format!("[{}]", mark(reason)), style.add_modifier(Modifier::BOLD))
        }
        Square::Pruned(reason) => {
            let symbol = words::symbol(reason);
            Span::styled(
                format!("x{symbol}x"),
                colours.style(Color::Red).add_modifier(Modifier::BOLD),
            )
        }
    }
}

/// The open calls, the root first, each with the column it tries.
fn draw_calls(frame: &mut Frame, area: Rect, recording: &Recording, view: &View) {
    let function = recording.result.spec.strategy.function();
    let n = recording.n();
    let lines: Vec<Line> = view
        .stack
        .iter()
        .map(|frame| {
            let call = words::call(function, frame.row);
            Line::from(format!("{call}  {}", words::trying(frame.trying, frame.row, n)))
        })
        .collect();
    // The deepest calls matter most: show the bottom of a stack taller than the box.
    let shown = usize::from(area.height.saturating_sub(2));
    let skip = lines.len().saturating_sub(shown);
    let lines: Vec<Line> = lines.into_iter().skip(skip).collect();
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(" open calls ")),
        area,
    );
}

/// The trace lines around the step at `at` in the window, wrapped to the
/// box (`trace_rows`), the current one marked with `>` (and reversed, in
/// colour).
fn draw_trace(frame: &mut Frame, area: Rect, recording: &Recording, at: usize, colours: Colours) {
    let (width, height) = (area.width.saturating_sub(2), area.height.saturating_sub(2));
    let lines: Vec<Line> = trace_rows(recording, at, usize::from(width), usize::from(height))
        .into_iter()
        .map(|row| match (row.current, colours) {
            (true, Colours::On) => Line::styled(row.text, Style::new().add_modifier(Modifier::REVERSED)),
            (true, Colours::Off) => Line::styled(row.text, Style::new().add_modifier(Modifier::BOLD)),
            (false, _) => Line::from(row.text),
        })
        .collect();
    let title = format!(" trace of {}() ", recording.result.spec.strategy.function());
    frame.render_widget(Paragraph::new(lines).block(Block::bordered().title(title)), area);
}

/// Parts of the status line ranked this high stay, cut at the width if
/// need be; the others give way to them.
const STAYS: u8 = 3;

/// `step K of T`, then a note if a key left one, play or pause at the
/// speed, and the keys, as many of them as `width` columns hold: the least
/// needed part goes first (the speed, then `? keys`, then `q quits`).
fn status_line(recording: &Recording, player: &Player, width: usize) -> String {
    let status = words::status(thousands(player.number), recording.total);
    // (part, rank): parts of lower rank give way first.
    let parts: Vec<(String, u8)> = if let Some(typed) = &player.typing {
        vec![
            (status, STAYS),
            (format!("go to step: {typed}_"), STAYS),
            ("Enter goes, Esc cancels".to_string(), 0),
        ]
    } else {
        let playing = if player.playing { "playing" } else { "paused" };
        let speed = words::speed(player.steps_per_second());
        let mut parts = vec![(status, STAYS)];
        parts.extend(player.note.clone().map(|note| (note, STAYS)));
        parts.extend([
            (format!("{playing} at {speed}"), 0),
            ("? keys".to_string(), 1),
            ("q quits".to_string(), 2),
        ]);
        parts
    };
    fit(parts, width)
}

/// The parts joined by ` · `, leaving out those of lowest rank below
/// [`STAYS`] until the line fits `width` columns, then cut at the width.
fn fit(mut parts: Vec<(String, u8)>, width: usize) -> String {
    loop {
        let line = parts
            .iter()
            .map(|(part, _)| part.as_str())
            .collect::<Vec<_>>()
            .join(" · ");
        let lowest = parts
            .iter()
            .enumerate()
            .filter(|(_, (_, rank))| *rank < STAYS)
            .min_by_key(|(_, (_, rank))| *rank)
            .map(|(index, _)| index);
        match lowest {
            Some(index) if line.chars().count() > width => {
                parts.remove(index);
            }
            _ => return line.chars().take(width).collect(),
        }
    }
}

/// The keys, in a box over the middle of the view.
fn draw_keys(frame: &mut Frame, area: Rect) {
    let width = words::KEYS
        .iter()
        .map(|(keys, what)| keys.chars().count() + what.len() + 3)
        .max()
        .unwrap_or(0);
    let lines: Vec<Line> = words::KEYS
        .iter()
        .map(|(keys, what)| Line::from(format!(" {keys:<12} {what}")))
        .collect();
    let width = (width as u16 + 12).min(area.width);
    let height = (lines.len() as u16 + 2).min(area.height);
    let x = area.x + (area.width - width) / 2;
    let y = area.y + (area.height - height) / 2;
    let popup = Rect::new(x, y, width, height);
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(" keys (? hides) ")),
        popup,
    );
}
