//! What one run of a judged program earns, as Baekjoon words it: the
//! verdict, from the way the run ended, its time and memory against the
//! limits (the problem's, with the extra a language is granted:
//! [`Extra`](super::limits::Extra)), and its output, trimmed of trailing whitespace as the
//! judges trim it, checked by the task ([`Task::check`]). A right count
//! after whitespace (` 92`, a blank line first) is, as on Baekjoon, a
//! presentation error (출력 형식이 잘못되었습니다), not a wrong answer.
//! Past the time limit the output does not count, right or not: a time
//! limit exceeded.

use serde::{Serialize, Serializer};

use super::child::{signal_name, End, Finished};
use super::limits::Limits;
use super::task::{Task, Wrong};
use crate::lang::Lang;

/// The most characters of a program's output a run keeps to show, and of
/// the last line of its stderr.
pub const SHOWN_OUTPUT: usize = 100;

/// The characters a long last line of stderr keeps from its start; its end
/// fills the rest of [`SHOWN_OUTPUT`] after a `…`: the end of an error line
/// says the most (`[Errno 2] No such file or directory`), its start what
/// failed.
pub const STDERR_START: usize = 30;

/// A judge's verdict on one run (or on the build).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Verdict {
    /// The right answer within the limits.
    #[serde(rename = "AC")]
    Accepted,
    /// A wrong answer.
    #[serde(rename = "WA")]
    WrongAnswer,
    /// The right answer, with whitespace where none is asked for.
    #[serde(rename = "PE")]
    PresentationError,
    /// Past the time limit.
    #[serde(rename = "TLE")]
    TimeLimit,
    /// Past the memory limit.
    #[serde(rename = "MLE")]
    MemoryLimit,
    /// Ended by a signal or with a non-zero exit code.
    #[serde(rename = "RE")]
    RuntimeError,
    /// More output than the judge reads.
    #[serde(rename = "OLE")]
    OutputLimit,
    /// The build failed.
    #[serde(rename = "CE")]
    CompileError,
}

impl Verdict {
    /// The verdicts a run earns, in the order of Baekjoon's list (the
    /// build's, [`Verdict::CompileError`], apart).
    pub const OF_RUNS: [Verdict; 7] = [
        Verdict::Accepted,
        Verdict::WrongAnswer,
        Verdict::PresentationError,
        Verdict::TimeLimit,
        Verdict::MemoryLimit,
        Verdict::RuntimeError,
        Verdict::OutputLimit,
    ];

    /// Its usual English abbreviation.
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::PresentationError => "PE",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit => "MLE",
            Verdict::RuntimeError => "RE",
            Verdict::OutputLimit => "OLE",
            Verdict::CompileError => "CE",
        }
    }

    /// Its words (Baekjoon's, in Korean: `맞았습니다!!`), from the catalog.
    pub fn words(self, lang: Lang) -> &'static str {
        lang.section(&format!("judge.verdict.{}", self.code().to_lowercase()))
    }

    /// As a table's cell shows it, in `lang`: Baekjoon's status table
    /// writes its words alone (`맞았습니다!!`); English puts the code first
    /// (`AC Accepted`).
    pub fn cell(self, lang: Lang) -> &'static str {
        lang.section(match self {
            Verdict::Accepted => "judge.cell.ac",
            Verdict::WrongAnswer => "judge.cell.wa",
            Verdict::PresentationError => "judge.cell.pe",
            Verdict::TimeLimit => "judge.cell.tle",
            Verdict::MemoryLimit => "judge.cell.mle",
            Verdict::RuntimeError => "judge.cell.re",
            Verdict::OutputLimit => "judge.cell.ole",
            Verdict::CompileError => "judge.cell.ce",
        })
    }
}

/// The signal that ended a run, by its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signal(pub i32);

impl Signal {
    /// Its name (`SIGSEGV`) and the catalog key of what it means, for the
    /// signals a crashed or stopped program gets.
    pub fn named(self) -> Option<(&'static str, &'static str)> {
        let name = signal_name(self.0)?;
        let meaning = match name {
            "SIGSEGV" => "judge.signal.sigsegv",
            "SIGFPE" => "judge.signal.sigfpe",
            "SIGABRT" => "judge.signal.sigabrt",
            "SIGBUS" => "judge.signal.sigbus",
            "SIGILL" => "judge.signal.sigill",
            "SIGKILL" => "judge.signal.sigkill",
            "SIGXCPU" => "judge.signal.sigxcpu",
            "SIGPIPE" => "judge.signal.sigpipe",
            "SIGTERM" => "judge.signal.sigterm",
            _ => "judge.signal.sigint",
        };
        Some((name, meaning))
    }

    /// Its name and what it means in `lang` (`SIGSEGV(잘못된 메모리
    /// 접근)`), or its number.
    pub fn say(self, lang: Lang) -> String {
        match self.named() {
            Some((name, meaning)) => lang.say(
                "judge.signal",
                &[("name", name.into()), ("meaning", lang.section(meaning).into())],
            ),
            None => lang.say("judge.signal.number", &[("number", self.0.to_string().into())]),
        }
    }
}

/// In JSON, its name (`SIGSEGV`), or `signal 64`.
impl Serialize for Signal {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match signal_name(self.0) {
            Some(name) => serializer.serialize_str(name),
            None => serializer.serialize_str(&format!("signal {}", self.0)),
        }
    }
}

/// One run of the judged program, judged.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Run {
    /// The board size given on stdin.
    pub n: usize,
    /// The verdict.
    pub verdict: Verdict,
    /// The number of solutions (OEIS A000170): the right answer of `count`.
    pub expected: u64,
    /// The output, trimmed of trailing whitespace, its first
    /// [`SHOWN_OUTPUT`] characters.
    pub got: String,
    /// Wall seconds.
    pub seconds: f64,
    /// CPU seconds, user and system.
    pub cpu_seconds: f64,
    /// Peak resident memory, in kilobytes.
    pub peak_kb: u64,
    /// The signal that ended it (`SIGSEGV` in JSON), if one did.
    pub signal: Option<Signal>,
    /// Its exit code, if it exited.
    pub exit_code: Option<i32>,
    /// For a wrong answer, what is wrong.
    pub wrong: Option<Wrong>,
    /// For a runtime error, the last line it wrote on stderr (the
    /// exception, as a rule): past [`SHOWN_OUTPUT`] characters, its first
    /// [`STDERR_START`] and its end, a `…` where the middle is cut.
    pub stderr: Option<String>,
    /// Past the time limit, yet its output is the right answer: too late
    /// to count.
    pub answered_late: bool,
    /// Within the time limit only thanks to the language's extra time: it
    /// took longer than the problem's own limit.
    pub extra_time_used: bool,
}

/// What the first failing run says to look at: the advice after the
/// runs, chosen by how the run failed rather than one piece of advice for
/// every failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advice {
    /// More solutions than there are: placements that attack are counted
    /// too (the flags of the diagonals).
    TooMany,
    /// A board that is no solution, or one where n has none: the same
    /// cause, said of boards.
    NotASolution,
    /// Fewer solutions than there are: some squares are never tried, or a
    /// flag is left set.
    TooFew,
    /// The right count after whitespace.
    Spacing,
    /// No output at all.
    Nothing,
    /// Fewer boards than there are solutions, none wrong: most often a
    /// search that stops at its first solution.
    TooFewBoards,
    /// Every board a solution, but one printed more than once.
    RepeatedBoards,
    /// An output that is not one count.
    NotACount,
    /// No board could be read from the output.
    NotABoard,
    /// A runtime error with a last line on stderr (an exception).
    Crashed,
    /// A runtime error by a signal (a bad memory access, as a rule).
    Signaled,
    /// A runtime error by a non-zero exit code, and nothing on stderr.
    ExitCode,
    /// More output than the judge reads.
    TooLong,
    /// Past the memory limit.
    TooMuchMemory,
}

impl Advice {
    /// The advice for the first run of `runs` that is neither accepted nor
    /// past the time limit, with that run's n; `None` when there is none.
    pub fn of(runs: &[Run]) -> Option<(Advice, usize)> {
        let run = runs
            .iter()
            .find(|run| !matches!(run.verdict, Verdict::Accepted | Verdict::TimeLimit))?;
        let advice = match (run.verdict, &run.wrong) {
            (Verdict::RuntimeError, _) if run.signal.is_some() => Advice::Signaled,
            (Verdict::RuntimeError, _) if run.stderr.is_none() => Advice::ExitCode,
            (Verdict::RuntimeError, _) => Advice::Crashed,
            (Verdict::OutputLimit, _) => Advice::TooLong,
            (Verdict::MemoryLimit, _) => Advice::TooMuchMemory,
            (Verdict::PresentationError, _) => Advice::Spacing,
            _ if run.got.is_empty() => Advice::Nothing,
            (_, Some(Wrong::Count(expected))) => match run.got.parse::<u64>() {
                Ok(got) if got > *expected => Advice::TooMany,
                Ok(_) => Advice::TooFew,
                Err(_) => Advice::NotACount,
            },
            (_, Some(Wrong::NoBoard(_))) => Advice::NotABoard,
            (
                _,
                Some(Wrong::Boards {
                    invalid: 0,
                    repeated: 0,
                    ..
                }),
            ) => Advice::TooFewBoards,
            (_, Some(Wrong::Boards { invalid: 0, .. })) => Advice::RepeatedBoards,
            _ => Advice::NotASolution,
        };
        Some((advice, run.n))
    }

    /// Whether it sends the program to the flags of branch-and-bound:
    /// attacking placements counted or printed.
    pub fn names_the_flags(self) -> bool {
        matches!(self, Advice::TooMany | Advice::NotASolution)
    }

    /// Its catalog key.
    pub fn key(self) -> &'static str {
        match self {
            Advice::TooMany => "judge.advice.too_many",
            Advice::NotASolution => "judge.advice.not_a_solution",
            Advice::TooFew => "judge.advice.too_few",
            Advice::Spacing => "judge.advice.spacing",
            Advice::Nothing => "judge.advice.nothing",
            Advice::TooFewBoards => "judge.advice.too_few_boards",
            Advice::RepeatedBoards => "judge.advice.repeated_boards",
            Advice::NotACount => "judge.advice.not_a_count",
            Advice::NotABoard => "judge.advice.not_a_board",
            Advice::Crashed => "judge.advice.crashed",
            Advice::Signaled => "judge.advice.signal",
            Advice::ExitCode => "judge.advice.exit_code",
            Advice::TooLong => "judge.advice.too_long",
            Advice::TooMuchMemory => "judge.advice.memory",
        }
    }
}

/// The run of the program on `n` that ended as `finished`, judged by
/// `task` (`expected` solutions) against `allowed`, the limits of its
/// language (the `problem`'s, with any extra). `None` when the run was
/// stopped (Ctrl-C): it earns no verdict.
pub fn judge_run(
    task: Task,
    (n, expected): (usize, u64),
    finished: &Finished,
    problem: Limits,
    allowed: Limits,
) -> Option<Run> {
    let output = String::from_utf8_lossy(&finished.stdout);
    let trimmed = output.trim_end();
    let cpu = finished.cpu.as_secs_f64();
    // The longer of the wall clock and the CPU time: a run that ends
    // between the limit and the moment it would be stopped is still late;
    // with `--cpu-time`, the CPU time alone.
    let took = if allowed.cpu_time {
        cpu
    } else {
        finished.wall.as_secs_f64().max(cpu)
    };
    let (signal, exit_code) = match finished.end {
        End::Signaled(number) => (Some(Signal(number)), None),
        End::Exited(code) => (None, Some(code)),
        _ => (None, None),
    };
    let mut wrong = None;
    let verdict = match finished.end {
        End::Stopped => return None,
        End::TimedOut => Verdict::TimeLimit,
        _ if took > allowed.seconds => Verdict::TimeLimit,
        End::OutputFlood => Verdict::OutputLimit,
        _ if finished.peak_kb > allowed.megabytes * 1024 => Verdict::MemoryLimit,
        End::Signaled(_) | End::Exited(1..) | End::Exited(..=-1) => Verdict::RuntimeError,
        _ => match task.check(n, expected, trimmed) {
            Ok(()) => Verdict::Accepted,
            Err(_) if task == Task::Count && task.check(n, expected, trimmed.trim_start()).is_ok() => {
                wrong = Some(Wrong::Spacing(expected));
                Verdict::PresentationError
            }
            Err(what) => {
                wrong = Some(what);
                Verdict::WrongAnswer
            }
        },
    };
    let stderr = String::from_utf8_lossy(&finished.stderr);
    let last_line = stderr.lines().rev().map(str::trim).find(|line| !line.is_empty());
    Some(Run {
        n,
        verdict,
        expected,
        got: trimmed.chars().take(SHOWN_OUTPUT).collect(),
        seconds: finished.wall.as_secs_f64(),
        cpu_seconds: cpu,
        peak_kb: finished.peak_kb,
        signal,
        exit_code,
        wrong,
        stderr: last_line
            .filter(|_| verdict == Verdict::RuntimeError)
            .map(ends_of),
        answered_late: verdict == Verdict::TimeLimit && task.check(n, expected, trimmed).is_ok(),
        extra_time_used: verdict != Verdict::TimeLimit && took > problem.seconds,
    })
}

/// `line` as a run keeps it: whole up to [`SHOWN_OUTPUT`] characters,
/// else its first [`STDERR_START`] and its end, `…` between them, as many
/// characters in all.
fn ends_of(line: &str) -> String {
    let length = line.chars().count();
    if length <= SHOWN_OUTPUT {
        return line.to_string();
    }
    let end = SHOWN_OUTPUT - STDERR_START - 1;
    let start: String = line.chars().take(STDERR_START).collect();
    let tail: String = line.chars().skip(length - end).collect();
    format!("{start}…{tail}")
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::super::limits::Extra;
    use super::*;

    fn finished(end: End, stdout: &str, peak_kb: u64) -> Finished {
        Finished {
            end,
            wall: Duration::from_millis(20),
            cpu: Duration::from_millis(10),
            peak_kb,
            stdout: stdout.as_bytes().to_vec(),
            stderr: b"Traceback (most recent call last):\nZeroDivisionError: division by zero\n".to_vec(),
        }
    }

    /// The run of `finished` on n = 8 within 9663's limits, with `extra`.
    fn judged(finished: &Finished, extra: Option<Extra>) -> Run {
        let problem = Limits::BAEKJOON_9663;
        let allowed = extra.map_or(problem, |extra| extra.apply(problem));
        judge_run(Task::Count, (8, 92), finished, problem, allowed).unwrap()
    }

    fn verdict(end: End, stdout: &str, peak_kb: u64) -> Verdict {
        judged(&finished(end, stdout, peak_kb), None).verdict
    }

    /// A run that printed `stdout` and exited after `wall` seconds, `cpu` of them on the CPU.
    fn timed(stdout: &str, wall: f64, cpu: f64) -> Finished {
        Finished {
            wall: Duration::from_secs_f64(wall),
            cpu: Duration::from_secs_f64(cpu),
            ..finished(End::Exited(0), stdout, 2_000)
        }
    }

    /// Python 3's extra on Baekjoon: the time ×3+2 s, the memory ×2+32 MB.
    const PYTHON: Extra = Extra {
        time_times: 3,
        time_plus: 2,
        memory_times: 2,
        memory_plus: 32,
    };

    #[test]
    fn verdicts_follow_the_judges_order() {
        assert_eq!(verdict(End::Exited(0), "92 \n\n", 2_000), Verdict::Accepted);
        assert_eq!(verdict(End::Exited(0), " 92", 2_000), Verdict::PresentationError);
        assert_eq!(
            verdict(End::Exited(0), "\n92\n", 2_000),
            Verdict::PresentationError
        );
        assert_eq!(verdict(End::Exited(0), " 91", 2_000), Verdict::WrongAnswer);
        assert_eq!(verdict(End::Exited(0), "9 2", 2_000), Verdict::WrongAnswer);
        assert_eq!(verdict(End::Exited(0), "91\n", 2_000), Verdict::WrongAnswer);
        assert_eq!(verdict(End::Exited(0), "92\n", 200_000), Verdict::MemoryLimit);
        assert_eq!(verdict(End::Exited(1), "92\n", 2_000), Verdict::RuntimeError);
        assert_eq!(
            verdict(End::Signaled(libc::SIGSEGV), "", 2_000),
            Verdict::RuntimeError
        );
        assert_eq!(verdict(End::OutputFlood, "9292", 2_000), Verdict::OutputLimit);
        assert_eq!(verdict(End::TimedOut, "", 200_000), Verdict::TimeLimit);
        let limits = Limits::BAEKJOON_9663;
        assert!(judge_run(
            Task::Count,
            (8, 92),
            &finished(End::Stopped, "", 0),
            limits,
            limits
        )
        .is_none());
    }

    #[test]
    fn past_the_time_limit_the_right_answer_does_not_count() {
        // Killed at the limit after printing the right count.
        let killed = judged(&finished(End::TimedOut, "92\n", 2_000), None);
        assert_eq!(killed.verdict, Verdict::TimeLimit);
        assert!(killed.answered_late);
        assert!(!judged(&finished(End::TimedOut, "91\n", 2_000), None).answered_late);
        // Ended on its own between the limit and the moment it would have
        // been killed: late on the wall clock, though its CPU time is small.
        let late = judged(&timed("92\n", 10.002, 0.01), None);
        assert_eq!((late.verdict, late.answered_late), (Verdict::TimeLimit, true));
        // Past the limit on the CPU alone (threads), as late.
        assert_eq!(
            judged(&timed("92\n", 6.0, 10.5), None).verdict,
            Verdict::TimeLimit
        );
        let in_time = judged(&timed("92\n", 9.9, 9.8), None);
        assert_eq!(
            (in_time.verdict, in_time.extra_time_used),
            (Verdict::Accepted, false)
        );
    }

    #[test]
    fn the_extra_time_of_a_language_is_time_allowed() {
        let limits = Limits::BAEKJOON_9663;
        assert_eq!(
            PYTHON.apply(limits),
            Limits {
                seconds: 32.0,
                megabytes: 288,
                cpu_time: false,
            }
        );
        // Past 9663's 10 s, within Python's 32 s: accepted, in the extra time.
        let extra = judged(&timed("92\n", 12.0, 11.5), Some(PYTHON));
        assert_eq!((extra.verdict, extra.extra_time_used), (Verdict::Accepted, true));
        // The same run without the extra, and a run past the extra too.
        let without = judged(&timed("92\n", 12.0, 11.5), None);
        assert_eq!(
            (without.verdict, without.extra_time_used),
            (Verdict::TimeLimit, false)
        );
        let past = judged(&timed("92\n", 32.5, 32.2), Some(PYTHON));
        assert_eq!((past.verdict, past.extra_time_used), (Verdict::TimeLimit, false));
        assert!(past.answered_late);
        // The memory allowed grows too: 200 MB is within Python's 288 MB.
        let memory = judged(&finished(End::Exited(0), "92", 200_000), Some(PYTHON));
        assert_eq!(memory.verdict, Verdict::Accepted);
    }

    #[test]
    fn verdicts_are_said_in_baekjoons_words() {
        let said = |lang| {
            let mut cells: Vec<&str> = Verdict::OF_RUNS
                .iter()
                .map(|verdict| verdict.cell(lang))
                .collect();
            cells.push(Verdict::CompileError.cell(lang));
            cells
        };
        // Baekjoon's own words, without the English code, as its Korean
        // status table shows them.
        assert_eq!(
            said(Lang::Ko),
            [
                "맞았습니다!!",
                "틀렸습니다",
                "출력 형식이 잘못되었습니다",
                "시간 초과",
                "메모리 초과",
                "런타임 에러",
                "출력 초과",
                "컴파일 에러"
            ]
        );
        assert_eq!(said(Lang::En)[2], "PE Presentation Error");
        assert_eq!(said(Lang::En)[3], "TLE Time Limit Exceeded");
        assert_eq!(Verdict::Accepted.words(Lang::Ko), "맞았습니다!!");
    }

    #[test]
    fn a_runtime_error_is_advised_by_how_it_ended() {
        let silent = |end| Finished {
            stderr: Vec::new(),
            ..finished(end, "", 2_000)
        };
        let accepted = judged(&finished(End::Exited(0), "92", 2_000), None);
        let advice = |run: Run| Advice::of(&[accepted.clone(), Run { n: 9, ..run }]);
        // The last line of stderr to read; a signal with nothing on stderr;
        // an exit code alone. Each at the first n that failed.
        let thrown = judged(&finished(End::Exited(1), "", 2_000), None);
        assert_eq!(advice(thrown), Some((Advice::Crashed, 9)));
        let killed = judged(&silent(End::Signaled(libc::SIGSEGV)), None);
        assert_eq!(advice(killed), Some((Advice::Signaled, 9)));
        let exited = judged(&silent(End::Exited(3)), None);
        assert_eq!(advice(exited), Some((Advice::ExitCode, 9)));
        // A right count after a space; no output at all.
        let spaced = judged(&finished(End::Exited(0), " 92", 2_000), None);
        assert_eq!(advice(spaced), Some((Advice::Spacing, 9)));
        let nothing = judged(&finished(End::Exited(0), "", 2_000), None);
        assert_eq!(nothing.verdict, Verdict::WrongAnswer);
        assert_eq!(advice(nothing), Some((Advice::Nothing, 9)));
        assert_eq!(Advice::of(&[accepted]), None);
    }

    #[test]
    fn a_signal_is_named_and_long_output_cut() {
        let run = judged(&finished(End::Signaled(libc::SIGFPE), "", 0), None);
        let signal = run.signal.expect("ended by a signal");
        assert_eq!(signal.say(Lang::Ko), "SIGFPE(0으로 나누기 같은 산술 오류)");
        assert_eq!(Signal(libc::SIGSEGV).say(Lang::Ko), "SIGSEGV(잘못된 메모리 접근)");
        assert_eq!(Signal(64).say(Lang::Ko), "시그널 64");
        assert_eq!(serde_json::to_string(&signal).unwrap(), "\"SIGFPE\"");
        assert_eq!(serde_json::to_string(&Signal(64)).unwrap(), "\"signal 64\"");
        assert_eq!(run.stderr.as_deref(), Some("ZeroDivisionError: division by zero"));
        let long = "9".repeat(500);
        let run = judged(&finished(End::Exited(0), &long, 0), None);
        assert_eq!(run.got.len(), SHOWN_OUTPUT);
        assert_eq!(run.stderr, None, "stderr is kept for a runtime error only");
    }
}
