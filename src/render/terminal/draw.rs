//! The terminal view laid out with ratatui: the board on the left, the
//! open calls and the counters on the right, the trace lines around the
//! step below (beside them, when asked and when there is room, the code
//! with the step's line lit and the state-space tree's path to the step;
//! in place of the trace where the terminal is narrow), the status line at
//! the bottom, and the keys over it all when asked. Every mark has its own
//! symbol, so the view reads the same without colour (`NO_COLOR`); colour
//! only adds to it. Every word comes from the catalog, in the player's
//! language.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};
use ratatui::Frame;

use unicode_width::UnicodeWidthStr;

use super::trace_rows::{trace_rows, wrap};
use crate::format::thousands;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::render::palette::{Mark, TerminalColour};
use crate::trace::{Code, Recording, StepKind};
use crate::watch::words;
use crate::watch::Player;
use crate::watch::{Square, View};

/// Columns the right-hand side (calls and counters) needs.
const RIGHT_WIDTH: u16 = 40;

/// Lines the trace box shows at the least (without its border).
const TRACE_LINES: u16 = 3;

/// Columns a panel below the board needs (the trace, the code, the tree):
/// where fewer are left for each, the code and the tree take the trace's place.
const PANEL_WIDTH: u16 = 44;

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

    /// The style of `mark` in the palette's terminal colour.
    fn mark(self, mark: Mark) -> Style {
        self.style(terminal(mark.terminal()))
    }
}

/// The terminal's own colour for one of the palette's terminal colours.
fn terminal(colour: TerminalColour) -> Color {
    match colour {
        TerminalColour::Text => Color::Reset,
        TerminalColour::Grey => Color::DarkGray,
        TerminalColour::Black => Color::Black,
        TerminalColour::Red => Color::Red,
        TerminalColour::Green => Color::Green,
        TerminalColour::Yellow => Color::Yellow,
        TerminalColour::Blue => Color::Blue,
        TerminalColour::Magenta => Color::Magenta,
        TerminalColour::Cyan => Color::Cyan,
    }
}

/// The smallest terminal, (columns, lines), that shows an `n` x `n` board.
pub fn needed_size(n: usize) -> (u16, u16) {
    let n = u16::try_from(n).unwrap_or(u16::MAX / 4);
    let (board_width, board_height) = board_box(n);
    let right_height = n + 3 + 5;
    (
        board_width + RIGHT_WIDTH,
        board_height.max(right_height) + TRACE_LINES + 2 + 1,
    )
}

/// Columns and lines of the board's box: a column of row numbers, three
/// characters a square, the two legend lines, the border.
pub(super) fn board_box(n: u16) -> (u16, u16) {
    let legend = [Lang::En, Lang::Ko]
        .into_iter()
        .flat_map(|lang| {
            [
                Line::from(words::legend_lines(lang)),
                Line::from(words::legend_marks(lang)),
            ]
        })
        .map(|line| line.width())
        .max()
        .unwrap_or(0) as u16;
    ((4 + 3 * n).max(legend) + 2, n + 1 + 2 + 2)
}

/// Draws the view of `recording` at the player's position.
pub fn draw(frame: &mut Frame, recording: &Recording, player: &Player, colours: Colours) {
    let area = frame.area();
    let n = recording.n();
    let lang = player.lang;
    let (width, height) = needed_size(n);
    if area.width < width || area.height < height {
        let size = |value: u16| Value::from(u64::from(value));
        let message = lang.say(
            "watch.too-small",
            &[
                ("n", Value::from(n as u64)),
                ("width", size(width)),
                ("height", size(height)),
                ("columns", size(area.width)),
                ("lines", size(area.height)),
            ],
        );
        frame.render_widget(
            Paragraph::new(
                wrap(&message, usize::from(area.width).max(1))
                    .into_iter()
                    .map(Line::from)
                    .collect::<Vec<_>>(),
            ),
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
    let [calls, counters] = Layout::vertical([Constraint::Min(3), Constraint::Length(5)]).areas(right);
    draw_board(frame, board, &view, n, colours, lang);
    draw_calls(frame, calls, recording, &view, lang);
    let [nodes, prunes] = words::tally(
        lang,
        thousands(view.tally.nodes),
        thousands(view.tally.solutions),
        thousands(view.tally.prunes_by_reason.iter().sum::<u64>()),
        view.tally.prunes_by_reason.map(thousands),
    );
    // Three rows in every language and at every width: the nodes and
    // solutions, the prunes, and their parts by reason, in brackets; each
    // wrapped by display width (a Hangul syllable takes two columns).
    let room = usize::from(counters.width.saturating_sub(2));
    let prunes = match prunes.split_once('(') {
        Some((all, parts)) => vec![all.trim_end().to_string(), format!("({parts}")],
        None => vec![prunes],
    };
    let counters_text: Vec<Line> = std::iter::once(nodes)
        .chain(prunes)
        .flat_map(|text| wrap(&text, room))
        .map(Line::from)
        .collect();
    frame.render_widget(
        Paragraph::new(counters_text).block(Block::bordered().title(titled(lang, "watch.counters", &[]))),
        counters,
    );
    draw_panels(frame, trace, recording, index, &view, player, colours);
    let status_text = status_line(recording, player, usize::from(status.width));
    frame.render_widget(Paragraph::new(status_text), status);
    if player.help {
        draw_keys(frame, area, lang);
    }
}

/// A box's title: the section `key` filled with `values`, a space each side.
fn titled(lang: Lang, key: &str, values: &[(&str, Value)]) -> String {
    format!(" {} ", lang.say(key, values))
}

/// The panels under the board: the trace, and the code and the tree when
/// the player shows them, side by side as far as the width allows; the
/// trace gives way first, then the code.
fn draw_panels(
    frame: &mut Frame,
    area: Rect,
    recording: &Recording,
    index: usize,
    view: &View,
    player: &Player,
    colours: Colours,
) {
    #[derive(Clone, Copy, PartialEq)]
    enum Panel {
        Trace,
        Code,
        Tree,
    }
    let mut panels = vec![Panel::Trace];
    panels.extend(player.code.then_some(Panel::Code));
    panels.extend(player.tree.then_some(Panel::Tree));
    while panels.len() > 1 && PANEL_WIDTH * panels.len() as u16 > area.width {
        panels.remove(0);
    }
    let areas = Layout::horizontal(vec![Constraint::Fill(1); panels.len()]).split(area);
    for (panel, &place) in panels.into_iter().zip(areas.iter()) {
        match panel {
            Panel::Trace => draw_trace(frame, place, recording, index, colours, player.lang),
            Panel::Code => draw_code(frame, place, player.source.as_ref(), view, colours, player.lang),
            Panel::Tree => draw_tree(frame, place, view, colours, player.lang),
        }
    }
}

/// The code shown (a program, or the strategy's own source) around the
/// step's line, numbered as in the file, the line lit and marked with `>`;
/// the parts of the file shown ([`Code::shown`]) are parted by `⋮`.
fn draw_code(frame: &mut Frame, area: Rect, code: Option<&Code>, view: &View, colours: Colours, lang: Lang) {
    let Some(code) = code else {
        return;
    };
    let current = code.line(&view.step);
    let height = usize::from(area.height.saturating_sub(2));
    let lines: Vec<Line> = code
        .around(current, height)
        .into_iter()
        .map(|row| match row {
            None => Line::from("     \u{22ee}"),
            Some(line) if Some(line) == current => lit(format!(">{line:>3} {}", code.text(line)), colours),
            Some(line) => Line::from(format!("{line:>4} {}", code.text(line))),
        })
        .collect();
    let title = titled(lang, "watch.code", &[("path", Value::from(code.path.as_str()))]);
    frame.render_widget(Paragraph::new(lines).block(Block::bordered().title(title)), area);
}

/// The current row, reversed in colour and bold without.
fn lit(text: String, colours: Colours) -> Line<'static> {
    match colours {
        Colours::On => Line::styled(text, Style::new().add_modifier(Modifier::REVERSED)),
        Colours::Off => Line::styled(text, Style::new().add_modifier(Modifier::BOLD)),
    }
}

/// The state-space tree's path from the root to the step, drawn with
/// box-drawing lines, one level a row: each placement with its siblings
/// folded into counts, the last level the square the step tries or prunes.
/// A path taller than the box shows its deepest levels.
fn draw_tree(frame: &mut Frame, area: Rect, view: &View, colours: Colours, lang: Lang) {
    let mut lines = vec![Line::from(lang.section("watch.tree.root").to_string())];
    let last = view.path.len();
    for (depth, level) in view.path.iter().enumerate() {
        let count = |key: &str, count: usize| lang.say(key, &[("count", Value::from(count as u64))]);
        let square = match level.kind {
            StepKind::Try => format!(
                "[{},{}] {}",
                level.row,
                level.col,
                lang.section("watch.tree.tried")
            ),
            StepKind::Prune => format!(
                "x{}x ({},{}) {}",
                level.reason.map_or('?', words::symbol),
                level.row,
                level.col,
                lang.section("watch.tree.pruned")
            ),
            _ => format!("({},{})", level.row, level.col),
        };
        let head = format!("{:indent$}└ {square}", "", indent = 2 * depth);
        let siblings = format!(
            "{} · {}",
            count("watch.tree.left", level.left),
            count("watch.tree.right", level.right),
        );
        // The siblings go on a row of their own, under the square, when the
        // row would run past the box.
        let room = usize::from(area.width.saturating_sub(2));
        let texts = match head.width() + 2 + siblings.width() <= room {
            true => vec![format!("{head}  {siblings}")],
            false => vec![head, format!("{:indent$}{siblings}", "", indent = 2 * depth + 4)],
        };
        for text in texts {
            lines.push(if depth + 1 == last {
                lit(text, colours)
            } else {
                Line::from(text)
            });
        }
    }
    let height = usize::from(area.height.saturating_sub(2));
    let skip = lines.len().saturating_sub(height);
    let lines: Vec<Line> = lines.into_iter().skip(skip).collect();
    let title = titled(lang, "watch.tree", &[]);
    frame.render_widget(Paragraph::new(lines).block(Block::bordered().title(title)), area);
}

/// The board with its marks and legend.
pub(super) fn draw_board(frame: &mut Frame, area: Rect, view: &View, n: usize, colours: Colours, lang: Lang) {
    let mut lines = Vec::with_capacity(n + 3);
    let header: String = (0..n).map(|col| format!("{col:^3}")).collect();
    lines.push(Line::from(format!("    {header}")));
    let solved = view.step.kind == StepKind::Solution;
    for (row, squares) in view.board.iter().enumerate() {
        let mut spans = vec![Span::raw(format!("{row:>3} "))];
        spans.extend(squares.iter().map(|&square| cell(square, solved, colours)));
        lines.push(Line::from(spans));
    }
    lines.push(Line::from(words::legend_marks(lang)));
    lines.push(Line::from(words::legend_lines(lang)));
    let title = titled(lang, "watch.board", &[("n", Value::from(n as u64))]);
    frame.render_widget(Paragraph::new(lines).block(Block::bordered().title(title)), area);
}

/// One square, three characters wide.
fn cell(square: Square, solved: bool, colours: Colours) -> Span<'static> {
    let mark = |reason: Option<_>| reason.map_or('·', words::symbol);
    match square {
        Square::Free => Span::styled(" · ", colours.style(terminal(TerminalColour::Grey))),
        Square::Attacked(reason) => Span::styled(
            format!(" {} ", mark(Some(reason))),
            colours.mark(Mark::Line(reason)),
        ),
        // The terminal's own colours reversed read on a dark theme and a
        // light one alike; a solution's queens on its green, in black.
        Square::Queen => {
            let style = match (colours, solved) {
                (Colours::On, true) => Style::new()
                    .fg(terminal(TerminalColour::Black))
                    .bg(terminal(Mark::Solution.terminal())),
                (Colours::On, false) => Style::new().add_modifier(Modifier::REVERSED),
                (Colours::Off, _) => Style::new(),
            };
            Span::styled(" Q ", style.add_modifier(Modifier::BOLD))
        }
        Square::Tried(reason) => {
            let style = colours.mark(reason.map_or(Mark::Tried, Mark::Line));
            Span::styled(format!("[{}]", mark(reason)), style.add_modifier(Modifier::BOLD))
        }
        Square::Pruned(reason) => {
            let symbol = words::symbol(reason);
            Span::styled(
                format!("x{symbol}x"),
                colours.mark(Mark::Prune).add_modifier(Modifier::BOLD),
            )
        }
    }
}

/// The open calls, the root first, each with the column it tries.
fn draw_calls(frame: &mut Frame, area: Rect, recording: &Recording, view: &View, lang: Lang) {
    let function = recording.result.spec.strategy.function();
    let n = recording.n();
    let lines: Vec<Line> = view
        .stack
        .iter()
        .map(|frame| {
            let call = words::call(function, frame.row);
            Line::from(format!(
                "{call}  {}",
                words::trying(lang, frame.trying, frame.row, n)
            ))
        })
        .collect();
    // The deepest calls matter most: show the bottom of a stack taller than the box.
    let shown = usize::from(area.height.saturating_sub(2));
    let skip = lines.len().saturating_sub(shown);
    let lines: Vec<Line> = lines.into_iter().skip(skip).collect();
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(titled(lang, "watch.calls", &[]))),
        area,
    );
}

/// The trace lines around the step at `at` in the window, wrapped to the
/// box (`trace_rows`), the current one marked with `>` (and reversed, in
/// colour).
fn draw_trace(frame: &mut Frame, area: Rect, recording: &Recording, at: usize, colours: Colours, lang: Lang) {
    let (width, height) = (area.width.saturating_sub(2), area.height.saturating_sub(2));
    let lines: Vec<Line> = trace_rows(recording, at, usize::from(width), usize::from(height), lang)
        .into_iter()
        .map(|row| {
            if row.current {
                lit(row.text, colours)
            } else {
                Line::from(row.text)
            }
        })
        .collect();
    let function = Value::from(recording.result.spec.strategy.function());
    let title = titled(lang, "watch.trace", &[("function", function)]);
    frame.render_widget(Paragraph::new(lines).block(Block::bordered().title(title)), area);
}

/// Parts of the status line ranked this high stay, cut at the width if
/// need be; the others give way to them.
const STAYS: u8 = 3;

/// `step K of T`, then a note if a key left one, play or pause at the
/// speed, and the keys, as many of them as `width` columns hold: the least
/// needed part goes first (the speed, then `? keys`, then `q quits`).
fn status_line(recording: &Recording, player: &Player, width: usize) -> String {
    let lang = player.lang;
    let status = words::status(lang, thousands(player.number), recording.total);
    // (part, rank): parts of lower rank give way first.
    let parts: Vec<(String, u8)> = if let Some(typed) = &player.typing {
        vec![
            (status, STAYS),
            (
                lang.say("watch.typing", &[("typed", Value::from(typed.as_str()))]),
                STAYS,
            ),
            (lang.section("watch.typing.keys").to_string(), 0),
        ]
    } else {
        let playing = if player.playing {
            "watch.playing"
        } else {
            "watch.paused"
        };
        let speed = Value::Text(words::speed(lang, player.steps_per_second()));
        let mut parts = vec![(status, STAYS)];
        parts.extend(player.note.clone().map(|note| (note, STAYS)));
        parts.extend([
            (lang.say(playing, &[("speed", speed)]), 0),
            (lang.section("watch.help-key").to_string(), 1),
            (lang.section("watch.quit-key").to_string(), 2),
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
            Some(index) if Line::from(line.as_str()).width() > width => {
                parts.remove(index);
            }
            _ => return line.chars().take(width).collect(),
        }
    }
}

/// The keys, in a box over the middle of the view.
fn draw_keys(frame: &mut Frame, area: Rect, lang: Lang) {
    let keys: Vec<(&str, &str)> = words::keys(lang)
        .into_iter()
        .chain(words::terminal_keys(lang))
        .collect();
    // The key column is as wide as its widest key, in terminal cells (a
    // Hangul syllable takes two), and two cells more.
    let column = keys
        .iter()
        .map(|(keys, _)| Line::from(*keys).width())
        .max()
        .unwrap_or(0)
        + 2;
    let lines: Vec<Line> = keys
        .iter()
        .map(|(keys, what)| {
            let pad = column - Line::from(*keys).width();
            Line::from(format!(" {keys}{:pad$}{what}", ""))
        })
        .collect();
    let width = lines.iter().map(Line::width).max().unwrap_or(0);
    let width = (width as u16 + 4).min(area.width);
    let height = (lines.len() as u16 + 2).min(area.height);
    let x = area.x + (area.width - width) / 2;
    let y = area.y + (area.height - height) / 2;
    let popup = Rect::new(x, y, width, height);
    frame.render_widget(Clear, popup);
    frame.render_widget(
        Paragraph::new(lines).block(Block::bordered().title(titled(lang, "watch.keys.title", &[]))),
        popup,
    );
}
