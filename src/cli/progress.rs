//! What a long run shows while it runs, and how Ctrl-C ends it.
//!
//! The bar (indicatif, on stderr) appears only when stderr is a terminal and
//! the run has lasted a second (or the seconds `NQUEENS_PROGRESS_AFTER`
//! says): short runs and piped runs print nothing extra. A threaded count
//! moves it as its subproblems end, a count on one thread as its solutions
//! come; a search on one thread (`compare`, `solve`, `trace`) moves it
//! through [`SearchProgress`], an observer that counts the nodes against
//! the tree's expected size. Ctrl-C, SIGTERM and SIGHUP set a flag
//! ([`super::interrupt`]) that the tasks read between subproblems and the
//! searches at their solutions; the bar leaves the screen at once, the run
//! returns what it has, and the command reports it on stderr as an
//! interruption. A process that ends at once takes the bar off the screen
//! too: while shown, it is a [`crate::stop::Undo`].
//!
//! The bar's line never fills the terminal's width: it stops two columns
//! short, where a terminal echoes the `^C` of Ctrl-C, so that the echo does
//! not push the line onto a second one that the bar would leave behind when
//! it is taken off; a line wider than that (a narrow terminal) is cut.

use std::io::{self, IsTerminal, Write};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use console::Term;
use indicatif::{FormattedDuration, HumanDuration, ProgressBar, ProgressDrawTarget, ProgressStyle, TermLike};
use unicode_width::UnicodeWidthStr;

use crate::budget::forecast_in;
use crate::estimate::TreeSize;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::observer::{Observer, PruneReason};
use crate::run::RunSpec;
use crate::stop::Undo;
use crate::strategies::Strategy;

/// How long a run goes before its bar appears, unless [`PROGRESS_AFTER`] says.
const QUIET_START: Duration = Duration::from_secs(1);

/// The environment variable that sets, in seconds, how long a run goes
/// before its bar appears: `0` shows it at once, `5` keeps the runs of a
/// few seconds quiet.
const PROGRESS_AFTER: &str = "NQUEENS_PROGRESS_AFTER";

/// How long a run goes before its bar appears, read once by
/// [`read_quiet_start`] before the command runs.
static QUIET: OnceLock<Duration> = OnceLock::new();

/// Reads how long a run goes before its bar appears: the seconds of
/// [`PROGRESS_AFTER`], or [`QUIET_START`] when it is not set. The
/// refusal's words, in `lang`, when it is not a number of seconds from 0.
pub(super) fn read_quiet_start(lang: Lang) -> Result<(), String> {
    let quiet = quiet_start(lang)?;
    QUIET.get_or_init(|| quiet);
    Ok(())
}

fn quiet_start(lang: Lang) -> Result<Duration, String> {
    let Some(value) = std::env::var_os(PROGRESS_AFTER) else {
        return Ok(QUIET_START);
    };
    let value = value.to_string_lossy();
    value
        .trim()
        .parse::<f64>()
        .ok()
        .and_then(|seconds| Duration::try_from_secs_f64(seconds).ok())
        .ok_or_else(|| {
            lang.say(
                "progress.after",
                &[
                    ("variable", PROGRESS_AFTER.into()),
                    ("value", value.as_ref().into()),
                ],
            )
        })
}

/// The progress bar of one run, drawn from any thread.
pub(super) struct Progress {
    started: Instant,
    /// How long the run goes before the bar appears.
    quiet_start: Duration,
    on_terminal: bool,
    /// What the run is, before the bar (`bitmask, n = 14: `), or nothing.
    label: String,
    /// What is counted, in the language of the command: `subproblems`,
    /// `solutions`, `nodes`.
    unit: &'static str,
    /// The language of the time left.
    lang: Lang,
    /// The bar on the screen, shared with the undo that takes it off when
    /// the process ends at once.
    shown: Arc<Mutex<Shown>>,
    /// That undo, once the bar is shown.
    undo: OnceLock<Undo>,
}

/// Where the bar is.
enum Shown {
    /// Not drawn yet.
    Not,
    /// On the screen, `columns` wide (read again after [`WIDTH_LOOK`], at `read`).
    Drawn {
        bar: ProgressBar,
        columns: usize,
        read: Instant,
    },
    /// Taken off the screen: it is not drawn again.
    Off,
}

/// The most times a second the bar is drawn, as indicatif draws on stderr.
const DRAWS_A_SECOND: u8 = 20;

/// How long the width of the terminal is taken as it was read: a bar moves
/// thousands of times a second, and a resize is seen within this.
const WIDTH_LOOK: Duration = Duration::from_millis(50);

/// Columns left free at the end of the bar's line, for the `^C` a terminal
/// echoes.
const ECHO_ROOM: u16 = 2;

/// The narrowest bar drawn between its brackets; in less room, the line
/// goes without one.
const NARROWEST_BAR: usize = 10;

/// The marks of the bar: done, and still to do.
const BAR_MARKS: [&str; 2] = ["█", "░"];

/// Takes the bar in `shown` off the screen, if it is there, for good.
fn take_off(shown: &Mutex<Shown>) {
    let mut shown = shown.lock().unwrap_or_else(PoisonError::into_inner);
    if let Shown::Drawn { bar, .. } = &*shown {
        bar.finish_and_clear();
    }
    *shown = Shown::Off;
}

/// The columns a bar's line takes: those of standard error's terminal
/// but [`ECHO_ROOM`].
fn columns_now() -> usize {
    usize::from(Narrowed::stderr().width())
}

/// Standard error as indicatif's terminal, [`ECHO_ROOM`] columns narrower
/// than it is.
#[derive(Debug)]
struct Narrowed(Term);

impl Narrowed {
    fn stderr() -> Self {
        Narrowed(Term::stderr())
    }
}

impl TermLike for Narrowed {
    fn width(&self) -> u16 {
        self.0.size().1.saturating_sub(ECHO_ROOM).max(1)
    }

    fn height(&self) -> u16 {
        self.0.size().0
    }

    fn move_cursor_up(&self, n: usize) -> io::Result<()> {
        self.0.move_cursor_up(n)
    }

    fn move_cursor_down(&self, n: usize) -> io::Result<()> {
        self.0.move_cursor_down(n)
    }

    fn move_cursor_right(&self, n: usize) -> io::Result<()> {
        self.0.move_cursor_right(n)
    }

    fn move_cursor_left(&self, n: usize) -> io::Result<()> {
        self.0.move_cursor_left(n)
    }

    fn write_line(&self, s: &str) -> io::Result<()> {
        self.0.write_line(s)
    }

    fn write_str(&self, s: &str) -> io::Result<()> {
        self.0.write_str(s)
    }

    fn clear_line(&self) -> io::Result<()> {
        self.0.clear_line()
    }

    fn flush(&self) -> io::Result<()> {
        self.0.flush()
    }
}

impl Progress {
    /// A bar in `unit` (`nodes`, `solutions` or `subproblems`), after
    /// `label`, its words in `lang`.
    pub(super) fn counting(label: String, unit: &'static str, lang: Lang) -> Self {
        Progress {
            started: Instant::now(),
            quiet_start: QUIET.get().copied().unwrap_or(QUIET_START),
            on_terminal: io::stderr().is_terminal(),
            label,
            unit: lang.section(&format!("progress.{unit}")),
            lang,
            shown: Arc::new(Mutex::new(Shown::Not)),
            undo: OnceLock::new(),
        }
    }

    /// `done` of `total` are done; a `total` of 0 is not known.
    pub(super) fn advance(&self, done: usize, total: usize) {
        self.advance_to(done as u64, total as u64);
    }

    fn advance_to(&self, done: u64, total: u64) {
        if !self.on_terminal || self.started.elapsed() < self.quiet_start {
            return;
        }
        let mut shown = self.shown.lock().unwrap_or_else(PoisonError::into_inner);
        match &mut *shown {
            Shown::Off => {}
            Shown::Drawn { bar, columns, read } => {
                if read.elapsed() >= WIDTH_LOOK {
                    (*columns, *read) = (columns_now(), Instant::now());
                }
                bar.set_message(self.line(done, total, *columns));
            }
            Shown::Not => {
                let target =
                    ProgressDrawTarget::term_like_with_hz(Box::new(Narrowed::stderr()), DRAWS_A_SECOND);
                let style = ProgressStyle::with_template("{wide_msg}").expect("the template is valid");
                let bar = ProgressBar::with_draw_target(None, target).with_style(style);
                let columns = columns_now();
                bar.set_message(self.line(done, total, columns));
                *shown = Shown::Drawn {
                    bar,
                    columns,
                    read: Instant::now(),
                };
                let shown = Arc::clone(&self.shown);
                self.undo.get_or_init(|| Undo::new(move || take_off(&shown)));
            }
        }
    }

    /// The bar's line: what the run is, the time it has run, the bar
    /// (when the total is known and there is room for it) and the words
    /// after it, in `columns`.
    fn line(&self, done: u64, total: u64, columns: usize) -> String {
        let head = format!("{}{} ", self.label, FormattedDuration(self.started.elapsed()));
        // An estimate can fall short of the true size: the bar then stays full.
        let done = if total == 0 { done } else { done.min(total) };
        let words = self.message(done, total);
        let room = columns.saturating_sub(head.width() + words.width() + "[] ".len());
        if total == 0 || room < NARROWEST_BAR {
            return format!("{head}{words}");
        }
        let filled =
            usize::try_from(u128::from(done) * room as u128 / u128::from(total)).expect("at most room");
        let [done_mark, left_mark] = BAR_MARKS;
        format!(
            "{head}[{}{}] {words}",
            done_mark.repeat(filled),
            left_mark.repeat(room - filled)
        )
    }

    /// The words after the bar: how many units are done, of how many, and
    /// the time left at the pace of the whole run so far, once a hundredth
    /// is done. (indicatif's own estimate weighs the last seconds most, and
    /// its first sample is all the work done before the bar appeared, as if
    /// in an instant: it said `0s left` and then climbed.) The work is dealt
    /// so that the pace holds: nodes of one tree, subproblems taken from all
    /// of the tree in turn.
    fn message(&self, done: u64, total: u64) -> String {
        let counted = counted_in(self.lang, self.unit, done, total);
        if total == 0 || done < total.div_ceil(100) || done == total {
            return counted;
        }
        let pace = self.started.elapsed().as_secs_f64() / done as f64;
        time_left_in(
            self.lang,
            counted,
            Duration::from_secs_f64(pace * (total - done) as f64),
        )
    }

    /// Takes the bar off the screen, if it was shown, for good.
    pub(super) fn clear(&self) {
        take_off(&self.shown);
    }

    /// Runs `write`, with the bar taken off the screen while it does when it is shown.
    fn suspend<T>(&self, write: impl FnOnce() -> T) -> T {
        let bar = match &*self.shown.lock().unwrap_or_else(PoisonError::into_inner) {
            Shown::Drawn { bar, .. } => Some(bar.clone()),
            _ => None,
        };
        match bar {
            Some(bar) => bar.suspend(write),
            None => write(),
        }
    }
}

/// `done` of `total` `unit`s as `lang` counts them (`962,560/95,815,104
/// solutions`, `해 962,560개 / 95,815,104개`); a `total` of 0 is not known.
fn counted_in(lang: Lang, unit: &str, done: u64, total: u64) -> String {
    match total {
        0 => lang.say(
            "progress.count.open",
            &[("unit", unit.into()), ("done", done.into())],
        ),
        _ => lang.say(
            "progress.count",
            &[
                ("unit", unit.into()),
                ("done", done.into()),
                ("total", total.into()),
            ],
        ),
    }
}

/// What is `counted`, and `left` as `lang` says a time to come (`about 26
/// minutes`, `약 26분`: the Korean figure brings its 약), under a second
/// as such (never `about 0 seconds`).
fn time_left_in(lang: Lang, counted: String, left: Duration) -> String {
    if left < Duration::from_secs(1) {
        return lang.say("progress.left.second", &[("counted", Value::from(counted))]);
    }
    let left = match lang {
        Lang::En => HumanDuration(left).to_string(),
        lang => forecast_in(lang, left.as_secs_f64()),
    };
    lang.say(
        "progress.left",
        &[("counted", Value::from(counted)), ("left", left.into())],
    )
}

/// The progress of one search on the calling thread, as an observer: it
/// counts the nodes (and the batches of checks, which are `halves`' work
/// after its half tree) and, every few thousand of them, moves the bar, or
/// takes it off the screen once the stop flag is set.
pub(super) struct SearchProgress {
    progress: Rc<Progress>,
    stop: Option<&'static AtomicBool>,
    expected_nodes: u64,
    nodes: u64,
    events: u64,
}

/// The words before a run's bar: `bitmask, n = 14: `.
pub(super) fn label(strategy: Strategy, n: usize) -> String {
    format!("{strategy}, n = {n}: ")
}

/// Events between two looks at the clock: a few microseconds of search.
const EVENTS_PER_LOOK: u64 = 1 << 12;

impl SearchProgress {
    /// Progress of the run `spec`, against the size of its tree
    /// ([`Strategy::expected_nodes`]; a bar with no end when nothing
    /// predicts it), taken off the screen once `stop` is set. `None` when
    /// stderr is not a terminal, so that a piped run pays nothing.
    ///
    /// [`Strategy::expected_nodes`]: crate::strategies::Strategy::expected_nodes
    pub(super) fn for_run(spec: RunSpec, stop: Option<&'static AtomicBool>, lang: Lang) -> Option<Self> {
        let RunSpec { strategy, n, .. } = spec;
        let progress = Progress::counting(label(strategy, n), "nodes", lang);
        let expected = strategy.expected_nodes(n, spec.first).map(TreeSize::nodes);
        progress.on_terminal.then(|| SearchProgress {
            progress: Rc::new(progress),
            stop,
            expected_nodes: expected.map_or(0, |nodes| u64::try_from(nodes).unwrap_or(u64::MAX)),
            nodes: 0,
            events: 0,
        })
    }

    /// `out`, the command's stdout, written around this bar: see
    /// [`AroundTheBar`]. When stdout is not the terminal (a file, a pipe)
    /// its lines never meet the bar, and go through as they come: the bar
    /// is redrawn only as the search moves it, a few times a second.
    pub(super) fn around<'o>(progress: Option<&Self>, out: &'o mut dyn Write) -> AroundTheBar<'o> {
        let shares_the_screen = io::stdout().is_terminal();
        AroundTheBar {
            out,
            progress: progress
                .filter(|_| shares_the_screen)
                .map(|shown| Rc::clone(&shown.progress)),
            pending: Vec::new(),
        }
    }

    #[inline(always)]
    fn event(&mut self) {
        self.events += 1;
        if self.events.is_multiple_of(EVENTS_PER_LOOK) {
            if self.stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
                self.progress.clear();
            }
            self.progress.advance_to(self.nodes, self.expected_nodes);
        }
    }
}

impl Observer for SearchProgress {
    const READS_QUEENS: bool = false;
    const READS_ORDER: bool = false;

    #[inline(always)]
    fn call(&mut self, _depth: usize) {
        self.nodes += 1;
        self.event();
    }

    #[inline(always)]
    fn prune_row(&mut self, _row: usize, _cols: u64, _reason: PruneReason) {}

    #[inline(always)]
    fn checks(&mut self, _count: u64) {
        self.event();
    }
}

impl Drop for SearchProgress {
    /// Takes the bar off the screen when the search is over.
    fn drop(&mut self) {
        self.progress.clear();
    }
}

/// Stdout for a run that writes while its bar may be on the same terminal
/// (the boards of `solve`, the steps of `trace`): each whole line goes
/// through at once, and while the bar is shown it takes the bar off the
/// screen and puts it back, so that no line is drawn over or cut.
pub(super) struct AroundTheBar<'o> {
    out: &'o mut dyn Write,
    progress: Option<Rc<Progress>>,
    /// The end of a line not yet written through.
    pending: Vec<u8>,
}

impl AroundTheBar<'_> {
    /// Writes `pending` up to and including byte `end`.
    fn write_through(&mut self, end: usize) -> io::Result<()> {
        let lines: Vec<u8> = self.pending.drain(..end).collect();
        let mut write = || {
            self.out.write_all(&lines)?;
            self.out.flush()
        };
        match &self.progress {
            Some(progress) => progress.suspend(write),
            None => write(),
        }
    }
}

impl Write for AroundTheBar<'_> {
    fn write(&mut self, text: &[u8]) -> io::Result<usize> {
        if self.progress.is_none() {
            return self.out.write(text);
        }
        self.pending.extend_from_slice(text);
        if let Some(last) = self.pending.iter().rposition(|&byte| byte == b'\n') {
            self.write_through(last + 1)?;
        }
        Ok(text.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.write_through(self.pending.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_left_says_about_once() {
        let counted = "부분 문제 12개 / 100개".to_string();
        let line = time_left_in(Lang::Ko, counted.clone(), Duration::from_millis(1_200));
        assert_eq!(line, "부분 문제 12개 / 100개 · 남은 시간 약 1.2초");
        let line = time_left_in(Lang::Ko, counted, Duration::from_secs(26 * 60));
        assert_eq!(line, "부분 문제 12개 / 100개 · 남은 시간 약 26분");
        let counted = "12/100 subproblems".to_string();
        let line = time_left_in(Lang::En, counted, Duration::from_secs(60));
        assert_eq!(line, "12/100 subproblems, about 60 seconds left");
        let counted = "99/100 subproblems".to_string();
        let line = time_left_in(Lang::En, counted, Duration::from_millis(700));
        assert_eq!(line, "99/100 subproblems, under a second left");
        let counted = "부분 문제 99개 / 100개".to_string();
        let line = time_left_in(Lang::Ko, counted, Duration::from_millis(700));
        assert_eq!(line, "부분 문제 99개 / 100개 · 남은 시간 1초 미만");
    }

    #[test]
    fn the_count_is_said_in_the_order_of_each_language() {
        let solutions = |lang: Lang| lang.section("progress.solutions");
        assert_eq!(
            counted_in(Lang::Ko, solutions(Lang::Ko), 962_560, 95_815_104),
            "해 962,560개 / 95,815,104개"
        );
        assert_eq!(
            counted_in(Lang::En, solutions(Lang::En), 962_560, 95_815_104),
            "962,560/95,815,104 solutions"
        );
        let nodes = |lang: Lang| lang.section("progress.nodes");
        assert_eq!(counted_in(Lang::Ko, nodes(Lang::Ko), 4_096, 0), "노드 4,096개");
        assert_eq!(counted_in(Lang::En, nodes(Lang::En), 4_096, 0), "4,096 nodes");
    }
}
