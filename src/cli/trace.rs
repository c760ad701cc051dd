//! `nqueens trace`: the call order of one small search, step by step.
//!
//! As text (the default) the steps stream to stdout as the search takes
//! them, so `nqueens trace | head` shows the first ones at once and ends
//! quietly. As JSON or as the replay page the steps are recorded first (by
//! default as many as a recording keeps, [`MAX_RECORDED_STEPS`]) and
//! written as data, with a note on stderr when the run took more. That
//! data is built whole in memory, then written: Ctrl-C before the end
//! writes nothing and says so. As an animated GIF (`--format gif`) each
//! kept step is a frame, drawn and encoded in memory the same way.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};

use clap::builder::TypedValueParser;
use clap::{Args, ValueEnum};

use super::interrupt::interrupt_flag;
use super::program::shown_code;
use super::progress::SearchProgress;
use super::results::WholeWrite;
use super::{
    board_size, check_searches, check_shown, count_value, to_stderr, whole_number, Budget, Config, Error,
    Words, TEACHING_STRATEGY,
};
use crate::lang::catalog::Value;
use crate::programs::CodeLang;
use crate::render::gif::{write_gif, DEFAULT_FPS, MAX_FPS, MAX_GIF_STEPS};
use crate::render::html::race::write_race;
use crate::render::html::replay::write_page;
use crate::run::RunSpec;
use crate::strategies::Strategy;
use crate::threads::StopFlag;
use crate::trace::{
    write_json, write_trace_watched, Recording, TraceOptions, DEFAULT_MAX_STEPS, MAX_RECORDED_STEPS,
};
use crate::watch::Pace;

/// How `trace` writes the steps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum TraceFormat {
    /// Numbered lines indented by depth, then the counters as a table.
    #[default]
    Text,
    /// One object: the steps as an array of objects, then the counters as `compare` gives them.
    Json,
    /// One self-contained page that replays the steps in a browser (`> search.html`).
    Html,
    /// An animated GIF, one frame a step, for slides (`> search.gif`).
    Gif,
}

/// Arguments of `nqueens trace`.
#[derive(Debug, Args)]
pub struct TraceArgs {
    /// Board size; small boards read best.
    #[arg(short, long = "size", value_name = "N", default_value_t = 4, value_parser = board_size(), allow_negative_numbers = true)]
    pub n: usize,

    /// Strategy to trace.
    #[arg(long, value_enum, default_value_t = TEACHING_STRATEGY)]
    pub strategy: Strategy,

    /// Race these strategies side by side on one page (--format html): 2 to 4, comma-separated.
    #[arg(
        long,
        value_enum,
        value_delimiter = ',',
        value_name = "LIST",
        conflicts_with = "strategy"
    )]
    pub strategies: Vec<Strategy>,

    /// How far one tick of a race moves each board: a step, or to its next node (in proportion to the nodes).
    #[arg(long, value_enum, requires = "strategies")]
    pub pace: Option<Pace>,

    /// Stop at the first solution.
    #[arg(long)]
    pub first: bool,

    /// Print at most K steps, then say how many were left out.
    #[arg(long, value_name = "K", value_parser = count_value(), allow_negative_numbers = true)]
    pub max_steps: Option<u64>,

    /// How to write the steps.
    #[arg(long, value_enum, default_value_t)]
    pub format: TraceFormat,

    /// Print the flag arrays (the masks, for bitmask) after each placement and undo (text only).
    #[arg(long)]
    pub flags: bool,

    /// Draw the board at each placement and solution (text only).
    #[arg(long)]
    pub board: bool,

    /// The code shown: the line each step executes after it (text), the code panel's language (html).
    #[arg(long, value_enum, value_name = "LANG", num_args = 0..=1, conflicts_with = "strategies")]
    pub code: Option<Option<CodeLang>>,

    /// Frames per second of the animation (--format gif).
    #[arg(long, value_name = "F", value_parser = fps_value(), allow_negative_numbers = true)]
    pub fps: Option<u32>,

    #[command(flatten)]
    pub budget: Budget,
}

/// The fewest and the most strategies a race takes: side by side, four boards still read.
pub const RACERS: std::ops::RangeInclusive<usize> = 2..=4;

/// The runs of a race of `strategies` on an `n` x `n` board (`command`
/// names it in a refusal, said in the language of `config`), each within
/// the budget of `config`; refused for too few or too many strategies, one
/// named twice, or one that does not search or take the board.
pub(super) fn race_specs(
    strategies: &[Strategy],
    (n, first): (usize, bool),
    command: &str,
    config: &Config,
) -> Result<Vec<RunSpec>, Error> {
    let lang = config.lang;
    if !RACERS.contains(&strategies.len()) {
        let values = [
            ("min", (*RACERS.start()).into()),
            ("max", (*RACERS.end()).into()),
            ("given", strategies.len().into()),
        ];
        return Err(Error::Usage(lang.say("usage.race.count", &values)));
    }
    if let Some(twice) = strategies
        .iter()
        .enumerate()
        .find(|(index, strategy)| strategies[..*index].contains(strategy))
    {
        let values = [("strategy", twice.1.name().into())];
        return Err(Error::Usage(lang.say("usage.race.twice", &values)));
    }
    let mut specs = Vec::with_capacity(strategies.len());
    for &strategy in strategies {
        check_searches(strategy, "usage.searches.race", lang)?;
        check_shown(strategy, n, command, lang)?;
        specs.push(config.spec(strategy, n, first)?);
    }
    Ok(specs)
}

pub(super) fn execute(args: TraceArgs, config: &Config, out: &mut dyn Write) -> Result<(), Error> {
    let lang = config.lang;
    if !args.strategies.is_empty() {
        return execute_race(args, config, out);
    }
    check_searches(args.strategy, "usage.searches.trace", lang)?;
    check_shown(args.strategy, args.n, "trace", lang)?;
    let max_steps = args.max_steps.unwrap_or(match args.format {
        TraceFormat::Text => DEFAULT_MAX_STEPS,
        TraceFormat::Gif => MAX_GIF_STEPS,
        _ => MAX_RECORDED_STEPS,
    });
    if let Some(fps) = args.fps.filter(|_| args.format != TraceFormat::Gif) {
        let values = [("fps", fps.to_string().into())];
        return Err(Error::Usage(lang.say("usage.fps", &values)));
    }
    if args.format != TraceFormat::Text {
        check_recorded(&args, max_steps, config)?;
    }
    let spec = config.spec(args.strategy, args.n, args.first)?;
    let code = match (args.format, args.code) {
        (TraceFormat::Html, given) | (TraceFormat::Text, given @ Some(_)) => {
            shown_code(args.strategy, args.first, given.flatten(), lang)?
        }
        _ => None,
    };
    let stop = interrupt_flag();
    let mut watchers = (SearchProgress::for_run(spec, stop, config), StopFlag::new(stop));
    if args.format == TraceFormat::Text {
        let options = TraceOptions {
            flags: args.flags,
            board: args.board,
            max_steps,
        };
        let mut screen = SearchProgress::around(watchers.0.as_ref(), out);
        write_trace_watched((lang, code), spec, options, &mut screen, &mut watchers)?;
        screen.flush()?;
        if watchers.1.stopped {
            return Err(Error::Interrupted(
                lang.section("usage.interrupted.trace").to_string(),
            ));
        }
        return Ok(());
    }
    let recording = Recording::record_watched(spec, max_steps, &mut watchers)?;
    // The bar leaves the screen before the recording is written.
    drop(watchers.0.take());
    let not_written = || Error::Interrupted(lang.section("usage.interrupted.steps").to_string());
    if pressed(stop) {
        return Err(not_written());
    }
    if recording.not_kept() > 0 {
        let most = match args.format {
            TraceFormat::Gif => MAX_GIF_STEPS,
            _ => MAX_RECORDED_STEPS,
        };
        let values = [
            ("kept", recording.steps.len().into()),
            ("total", recording.total.into()),
            ("most", most.into()),
        ];
        to_stderr(lang.say("usage.note.kept", &values));
    }
    // Built whole before a byte is written: Ctrl-C while it is built
    // writes nothing, so that no cut page or JSON is taken for whole.
    let mut built = Built {
        bytes: Vec::new(),
        stop,
    };
    let building = match args.format {
        TraceFormat::Json => write_json(&recording, lang, &mut built),
        TraceFormat::Gif => write_gif(&recording, args.fps.unwrap_or(DEFAULT_FPS), &mut built, &|| {
            pressed(stop)
        })
        .map(drop),
        _ => write_page(&recording, code.as_ref(), lang, &mut built),
    };
    write_whole(building, &built, not_written, out)
}

/// `trace --strategies a,b,c --format html`: the race page.
fn execute_race(args: TraceArgs, config: &Config, out: &mut dyn Write) -> Result<(), Error> {
    let lang = config.lang;
    if args.format != TraceFormat::Html {
        let list: Vec<&str> = args.strategies.iter().map(|strategy| strategy.name()).collect();
        return Err(Error::Usage(lang.say(
            "usage.race.html_only",
            &[("n", args.n.into()), ("list", list.join(",").into())],
        )));
    }
    let max_steps = args.max_steps.unwrap_or(MAX_RECORDED_STEPS);
    check_recorded(&args, max_steps, config)?;
    let specs = race_specs(
        &args.strategies,
        (args.n, args.first),
        "trace --strategies",
        config,
    )?;
    let not_written = || Error::Interrupted(lang.section("usage.interrupted.race").to_string());
    let stop = interrupt_flag();
    let mut recordings = Vec::with_capacity(specs.len());
    for spec in specs {
        let mut watchers = (SearchProgress::for_run(spec, stop, config), StopFlag::new(stop));
        recordings.push(Recording::record_watched(spec, max_steps, &mut watchers)?);
        drop(watchers.0.take());
        if pressed(stop) {
            return Err(not_written());
        }
    }
    for recording in recordings.iter().filter(|recording| recording.not_kept() > 0) {
        let values = [
            ("strategy", recording.result.spec.strategy.name().into()),
            ("total", recording.total.into()),
            ("kept", recording.steps.len().into()),
        ];
        to_stderr(lang.say("usage.note.race_kept", &values));
    }
    let mut built = Built {
        bytes: Vec::new(),
        stop,
    };
    let building = write_race(&recordings, args.pace.unwrap_or_default(), lang, &mut built);
    write_whole(building, &built, not_written, out)
}

/// Writes what was `built` to `out` in one piece, once `building` ended
/// well and Ctrl-C was not pressed (then `not_written`): no half output.
fn write_whole(
    building: std::io::Result<()>,
    built: &Built,
    not_written: impl Fn() -> Error,
    out: &mut dyn Write,
) -> Result<(), Error> {
    if pressed(built.stop) {
        return Err(not_written());
    }
    building?;
    let _whole = WholeWrite::start();
    out.write_all(&built.bytes)?;
    Ok(())
}

/// Whether Ctrl-C has been pressed.
fn pressed(stop: Option<&AtomicBool>) -> bool {
    stop.is_some_and(|stop| stop.load(Ordering::Relaxed))
}

/// The bytes of a page or JSON being built in memory; a write fails once
/// Ctrl-C is pressed, which ends the building.
struct Built<'a> {
    bytes: Vec<u8>,
    stop: Option<&'a AtomicBool>,
}

impl Write for Built<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if pressed(self.stop) {
            return Err(io::Error::other("interrupted"));
        }
        self.bytes.write(bytes)
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// `--fps F`: a whole number of frames a second, 1 to [`MAX_FPS`].
fn fps_value() -> impl TypedValueParser<Value = u32> {
    whole_number(
        1,
        MAX_FPS.into(),
        Words::new("error.range.fps", vec![("max", u64::from(MAX_FPS).into())]),
    )
    .map(|fps| u32::try_from(fps).expect("at most MAX_FPS"))
}

/// Refuses what a recorded format cannot do, in the language of `config`:
/// keep more than [`MAX_RECORDED_STEPS`] in memory (or draw more than
/// [`MAX_GIF_STEPS`] frames), draw text under the steps, or write a GIF to
/// a terminal.
fn check_recorded(args: &TraceArgs, max_steps: u64, config: &Config) -> Result<(), Error> {
    let lang = config.lang;
    let format = args.format.to_possible_value().expect("every format has a name");
    let format = ("format", Value::from(format.get_name()));
    let asked = ("max_steps", Value::Text(max_steps.to_string()));
    if args.format == TraceFormat::Gif {
        if max_steps > MAX_GIF_STEPS {
            let values = [asked, ("most", MAX_GIF_STEPS.into())];
            return Err(Error::Usage(lang.say("usage.gif.frames", &values)));
        }
        if config.output.stdout_terminal {
            return Err(Error::Usage(lang.section("usage.gif.terminal").to_string()));
        }
    }
    if max_steps > MAX_RECORDED_STEPS {
        let values = [asked, format, ("most", MAX_RECORDED_STEPS.into())];
        return Err(Error::Usage(lang.say("usage.max_steps.memory", &values)));
    }
    if matches!(args.format, TraceFormat::Html | TraceFormat::Gif) && max_steps == 0 {
        return Err(Error::Usage(lang.say("usage.max_steps.zero", &[format])));
    }
    if matches!(args.format, TraceFormat::Json | TraceFormat::Gif) && args.code.is_some() {
        return Err(Error::Usage(lang.say("usage.code.format", &[format])));
    }
    for (given, flag) in [(args.flags, "--flags"), (args.board, "--board")] {
        if given {
            let values = [("flag", flag.into()), format.clone()];
            return Err(Error::Usage(lang.say("usage.text_only", &values)));
        }
    }
    Ok(())
}
