//! A program judged over a range of n: built once in a fresh folder (which
//! is removed afterwards), then run once for each n, `N` and a newline on
//! stdin, each run judged ([`judge_run`]). After the first run past the
//! time limit the larger n are not run: a slow program only grows slower.
//! Then the runs are set beside the tool's own strategies ([`beside`]).

use std::ffi::OsString;
use std::fs;
use std::io;
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use serde::{Serialize, Serializer};

use super::child::{self, End, Launch};
use super::growth::{beside, Beside};
use super::language::{self, Choices, Plan, ProgramError};
use super::limits::{Extra, Limits, BAEKJOON_LARGEST_N};
use super::steps::{self, Steps, STEPS_CAP, STEPS_VARIABLE};
use super::task::Task;
use super::verdict::{judge_run, Run, Verdict};
use crate::known;
use crate::lang::Lang;
use crate::stop::Undo;
use crate::strategies::Strategy;

/// The largest n judged: the last whose count OEIS A000170 gives.
pub const LARGEST_N: usize = known::A000170.len();

/// The longest a build may take.
pub const BUILD_LIMIT: Duration = Duration::from_secs(120);

/// The most lines of the compiler's messages a compile error keeps.
pub const COMPILER_LINES: usize = 8;

/// Room given to a native program's address space above the memory limit:
/// a runtime maps more than it touches, and the verdict reads the peak.
pub const ADDRESS_HEADROOM_MB: u64 = 256;

/// What is judged.
#[derive(Clone, Debug)]
pub enum Program {
    /// A source file, built by its extension as the choices ask.
    Source(PathBuf, Choices),
    /// A command, run as it is.
    Command(Vec<OsString>),
}

/// What a judging found.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// The file or the command judged, as given.
    pub program: String,
    /// The language, for a source file.
    pub language: Option<&'static str>,
    /// The command that ran it (in its folder).
    pub command: String,
    /// What it is asked: `count`, `one` or `all`.
    pub task: &'static str,
    /// The problem's limits.
    pub limits: Limits,
    /// The extra time and memory the language is granted, if any.
    pub extra: Option<Extra>,
    /// The limits of each run: the problem's, with the extra.
    pub allowed: Limits,
    /// Why the build failed (`CE`).
    pub compile_error: Option<BuildFailure>,
    /// One run per n, in order.
    pub runs: Vec<Run>,
    /// The n left unrun after a run past the time limit.
    pub not_run: Option<RangeInclusive<usize>>,
    /// Whether Ctrl-C stopped the judging.
    pub interrupted: bool,
    /// The learner's steps (`--steps`) against a strategy's.
    pub steps: Option<Steps>,
    /// The runs beside the tool's strategies, once every n is judged (if
    /// one ended within the time limit).
    pub beside: Option<Beside>,
}

impl Report {
    /// Whether the program is accepted: built, and every run accepted.
    pub fn accepted(&self) -> bool {
        self.compile_error.is_none() && self.runs.iter().all(|run| run.verdict == Verdict::Accepted)
    }
}

/// Why a build failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildFailure {
    /// The compiler's first lines.
    Messages(String),
    /// It took longer than [`BUILD_LIMIT`].
    TooLong,
}

impl BuildFailure {
    /// The compiler's lines, or in `lang` that the build took too long.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            BuildFailure::Messages(messages) => messages.clone(),
            BuildFailure::TooLong => lang.say(
                "judge.build_too_long",
                &[("seconds", BUILD_LIMIT.as_secs().into())],
            ),
        }
    }
}

/// In JSON, the compiler's lines, or in English that it took too long.
impl Serialize for BuildFailure {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.say(Lang::En))
    }
}

/// Why a judging could not be done.
#[derive(Debug)]
pub enum JudgeError {
    /// The program was refused before it ran.
    Program(ProgramError),
    /// No folder could be made for the judging in the temporary folder
    /// (the one named).
    NoFolder(PathBuf, io::Error),
    /// The source could not be written into the judging's folder (named).
    FolderWrite(PathBuf, io::Error),
    /// A process failed.
    System(io::Error),
}

impl From<ProgramError> for JudgeError {
    fn from(error: ProgramError) -> Self {
        JudgeError::Program(error)
    }
}

impl From<io::Error> for JudgeError {
    fn from(error: io::Error) -> Self {
        JudgeError::System(error)
    }
}

impl JudgeError {
    /// The error in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            JudgeError::Program(error) => error.say(lang),
            JudgeError::NoFolder(folder, error) => lang.say(
                "judge.error.scratch",
                &[
                    ("folder", folder.display().to_string().into()),
                    ("error", error.to_string().into()),
                ],
            ),
            JudgeError::FolderWrite(folder, error) => lang.say(
                "judge.error.scratch_write",
                &[
                    ("folder", folder.display().to_string().into()),
                    ("error", error.to_string().into()),
                ],
            ),
            JudgeError::System(error) => {
                lang.say("judge.error.system", &[("error", error.to_string().into())])
            }
        }
    }
}

impl std::fmt::Display for JudgeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::error::Error for JudgeError {}

/// A fresh folder under the system's temporary one, removed when dropped,
/// or when the process ends at once while it lives (its [`Undo`]).
struct Scratch(PathBuf, #[expect(dead_code, reason = "held for its drop")] Undo);

impl Scratch {
    fn new() -> Result<Scratch, JudgeError> {
        let base = std::env::temp_dir();
        for attempt in 0u32.. {
            let path = base.join(format!("nqueens-judge-{}-{attempt}", std::process::id()));
            match fs::create_dir(&path) {
                Ok(()) => {
                    let removed = path.clone();
                    let undo = Undo::new(move || drop(fs::remove_dir_all(removed)));
                    return Ok(Scratch(path, undo));
                }
                Err(error) if error.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(error) => return Err(JudgeError::NoFolder(base, error)),
            }
        }
        unreachable!("u32 attempts run out")
    }

    /// Copies the source file `from` into the folder as `name`: a read
    /// that fails is the file's fault, a write that fails (a full disk)
    /// the folder's.
    fn copy_source(&self, from: &Path, name: &str) -> Result<(), JudgeError> {
        use std::io::{Read, Write};
        let unreadable = |error| JudgeError::Program(ProgramError::Unreadable(from.to_path_buf(), error));
        let unwritable = |error| JudgeError::FolderWrite(self.0.clone(), error);
        let mut source = fs::File::open(from).map_err(unreadable)?;
        let mut copy = fs::File::create(self.0.join(name)).map_err(unwritable)?;
        let mut buffer = [0u8; 8192];
        loop {
            match source.read(&mut buffer) {
                Ok(0) => return copy.flush().map_err(unwritable),
                Ok(read) => copy.write_all(&buffer[..read]).map_err(unwritable)?,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(unreadable(error)),
            }
        }
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// The board the steps are read on: n = 4 when the range holds it, else
/// its smallest n.
pub fn steps_size(sizes: &RangeInclusive<usize>) -> usize {
    if sizes.contains(&4) {
        4
    } else {
        *sizes.start()
    }
}

/// What a judging has done so far, told as it happens: the caller prints
/// the header and each row at once rather than after the last run.
pub enum Event<'a> {
    /// The program is built and about to run: the report holds no run
    /// yet. A build that fails or is stopped is not followed by it.
    Ready(&'a Report),
    /// A run is judged.
    Ran(&'a Run),
}

/// Judges `program`, asked `task`, on each n of `sizes` (within
/// `1..=LARGEST_N`) under `limits`; with `like`, the run on
/// [`steps_size`] is given a steps file, read back and set against
/// `like`'s steps (the caller checks that `like` takes that board);
/// `stop` (Ctrl-C) ends it with the runs so far. `told` hears each
/// [`Event`] as it happens.
pub fn judge(
    program: &Program,
    task: Task,
    sizes: RangeInclusive<usize>,
    limits: Limits,
    like: Option<Strategy>,
    stop: Option<&AtomicBool>,
    told: &mut dyn FnMut(Event<'_>),
) -> Result<Report, JudgeError> {
    let scratch = Scratch::new()?;
    let (plan, shown) = match program {
        Program::Source(path, choices) => {
            let plan = language::prepare(path, &scratch.0, choices)?;
            let language = plan.language.expect("a source file's language");
            scratch.copy_source(path, language.file_name())?;
            (plan, path.display().to_string())
        }
        Program::Command(argv) => (language::command(argv)?, language::line_of(argv)),
    };
    let extra = plan.language.and_then(|language| language.extra());
    let mut report = Report {
        program: shown,
        language: plan.language.map(|language| language.name()),
        command: language::line_of(&plan.run),
        task: task.name(),
        limits,
        extra,
        allowed: extra.map_or(limits, |extra| extra.apply(limits)),
        compile_error: None,
        runs: Vec::new(),
        not_run: None,
        interrupted: false,
        steps: None,
        beside: None,
    };
    tracing::info!(folder = %scratch.0.display(), "judging in a fresh folder");
    if let Some(build) = &plan.build {
        tracing::info!("build: {}", language::line_of(build));
        match build_program(build, &scratch.0, stop)? {
            Built::Ready => {}
            Built::Failed(messages) => {
                report.compile_error = Some(messages);
                return Ok(report);
            }
            Built::Stopped => {
                report.interrupted = true;
                return Ok(report);
            }
        }
        language::check_built(&plan, &scratch.0)?;
    }
    told(Event::Ready(&report));
    tracing::info!("run: {}", language::line_of(&plan.run));
    let to = *sizes.end();
    let steps_n = steps_size(&sizes);
    let steps_file = scratch.0.join("steps");
    for n in sizes {
        let expected = known::solutions(n).expect("n within the known counts");
        let env = (like.is_some() && n == steps_n).then_some((STEPS_VARIABLE, steps_file.as_path()));
        let limits = (report.limits, report.allowed);
        let Some(run) = run_once(&plan, &scratch.0, (task, n, expected), limits, env, stop)? else {
            report.interrupted = true;
            break;
        };
        let timed_out = run.verdict == Verdict::TimeLimit;
        told(Event::Ran(&run));
        report.runs.push(run);
        if let Some(like) = like.filter(|_| n == steps_n) {
            let (text, cut) = read_capped(&steps_file)?;
            let mut steps = steps::compare(n, &text, like);
            steps.capped |= cut;
            report.steps = Some(steps);
        }
        if timed_out {
            report.not_run = (n < to).then_some(n + 1..=to);
            break;
        }
    }
    if !report.interrupted {
        // Projected up to Baekjoon's largest n, or LeetCode's for every
        // solution.
        let upto = match task {
            Task::All => to,
            Task::Count | Task::One => to.max(BAEKJOON_LARGEST_N),
        };
        report.beside = beside(&report.runs, task == Task::One, upto, stop);
        report.interrupted = stop.is_some_and(|stop| stop.load(Ordering::Relaxed));
    }
    Ok(report)
}

/// How a build ended.
enum Built {
    Ready,
    Failed(BuildFailure),
    Stopped,
}

/// Builds with `build` in `dir`, which is its `TMPDIR` too: what a
/// compiler stopped midway leaves there is removed with the folder.
fn build_program(build: &[OsString], dir: &Path, stop: Option<&AtomicBool>) -> io::Result<Built> {
    let finished = child::run(&Launch {
        argv: build,
        dir,
        stdin: b"",
        time_limit: BUILD_LIMIT,
        address_space: None,
        env: Some(("TMPDIR", dir)),
        stop,
    })?;
    Ok(match finished.end {
        End::Exited(0) => Built::Ready,
        End::Stopped => Built::Stopped,
        End::TimedOut => Built::Failed(BuildFailure::TooLong),
        _ => {
            let mut messages = String::from_utf8_lossy(&finished.stderr).into_owned();
            if messages.trim().is_empty() {
                messages = String::from_utf8_lossy(&finished.stdout).into_owned();
            }
            let lines: Vec<&str> = messages.lines().take(COMPILER_LINES).collect();
            Built::Failed(BuildFailure::Messages(lines.join("\n")))
        }
    })
}

/// A steps file's first [`STEPS_CAP`] bytes, and whether the file holds
/// more; empty when there is none.
fn read_capped(path: &Path) -> io::Result<(String, bool)> {
    use std::io::Read;
    let file = match fs::File::open(path) {
        Ok(file) => file,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok((String::new(), false)),
        Err(error) => return Err(error),
    };
    let mut bytes = Vec::new();
    file.take(STEPS_CAP + 1).read_to_end(&mut bytes)?;
    let cut = bytes.len() as u64 > STEPS_CAP;
    bytes.truncate(STEPS_CAP as usize);
    Ok((String::from_utf8_lossy(&bytes).into_owned(), cut))
}

/// One run of the built program on `n` (`expected` solutions), judged by
/// `task` against the `allowed` limits (the `problem`'s with the
/// language's extra), with `env` set; `None` when stopped.
fn run_once(
    plan: &Plan,
    dir: &Path,
    (task, n, expected): (Task, usize, u64),
    (problem, allowed): (Limits, Limits),
    env: Option<(&str, &Path)>,
    stop: Option<&AtomicBool>,
) -> io::Result<Option<Run>> {
    if stop.is_some_and(|stop| stop.load(Ordering::Relaxed)) {
        return Ok(None);
    }
    let input = format!("{n}\n");
    let finished = child::run(&Launch {
        argv: &plan.run,
        dir,
        stdin: input.as_bytes(),
        time_limit: allowed.wall(),
        address_space: plan
            .bounded
            .then(|| (allowed.megabytes + ADDRESS_HEADROOM_MB) << 20),
        env,
        stop,
    })?;
    Ok(judge_run(task, (n, expected), &finished, problem, allowed))
}
