//! The judge's own cost per run: a learner's program (the C bitmask
//! solution of `examples/learners/`, built once with gcc) run on the same n
//! by hand (spawn, N on stdin, wait for its output) and through the judge's
//! run ([`child::run`]: its own process group, the address-space bound, the
//! capped readers, the watch of the time limit, `wait4`, then
//! [`judge_run`]: the verdict), the two taken in turns. Prints the median
//! and the least wall time of each, and the difference of the medians: what
//! the judge adds to one run.
//!
//! `cargo bench --bench judge` (or `-- RUNS` for another number of runs of
//! each kind and each n; 200 by default).

use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use nqueens::format::duration;
use nqueens::judge::child::{self, Launch};
use nqueens::judge::limits::Limits;
use nqueens::judge::session::ADDRESS_HEADROOM_MB;
use nqueens::judge::task::Task;
use nqueens::judge::verdict::{judge_run, Verdict};
use nqueens::known;

/// The sizes timed: one that ends at once, and one that searches a while.
const SIZES: [usize; 2] = [1, 10];

fn main() {
    let runs: usize = std::env::args()
        .skip(1)
        .find(|arg| !arg.starts_with('-'))
        .map_or(200, |arg| arg.parse().expect("RUNS is a number"));
    let dir = std::env::temp_dir().join(format!("nqueens-bench-judge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/learners/bitmask.c");
    let program = dir.join("Main");
    let built = Command::new("gcc")
        .arg(&source)
        .args(["-o"])
        .arg(&program)
        .args(["-O2", "-std=gnu11", "-lm"])
        .status();
    if !built.is_ok_and(|status| status.success()) {
        eprintln!("gcc could not build {}: nothing to time", source.display());
        let _ = std::fs::remove_dir_all(&dir);
        return;
    }
    println!("examples/learners/bitmask.c, {runs} runs of each kind per n, taken in turns");
    println!(
        "{:>3} {:>12} {:>12} {:>12} {:>12} {:>12}",
        "n", "by hand", "(least)", "judge", "(least)", "added"
    );
    for n in SIZES {
        let (mut by_hand, mut judged) = (Vec::with_capacity(runs), Vec::with_capacity(runs));
        for _ in 0..runs {
            by_hand.push(by_hand_run(&program, &dir, n));
            judged.push(judge_once(&program, &dir, n));
        }
        let (hand, hand_least) = median_and_least(&mut by_hand);
        let (judge, judge_least) = median_and_least(&mut judged);
        println!(
            "{n:>3} {:>12} {:>12} {:>12} {:>12} {:>12}",
            duration(hand),
            duration(hand_least),
            duration(judge),
            duration(judge_least),
            duration(judge.saturating_sub(hand))
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// One run by hand: spawned, N written on stdin, its output waited for.
fn by_hand_run(program: &Path, dir: &Path, n: usize) -> Duration {
    let started = Instant::now();
    let mut child = Command::new(program)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(format!("{n}\n").as_bytes())
        .expect("N written");
    let output = child.wait_with_output().expect("the program ends");
    let took = started.elapsed();
    let expected = known::solutions(n).expect("a known count");
    assert_eq!(
        String::from_utf8_lossy(&output.stdout).trim(),
        expected.to_string()
    );
    took
}

/// One run through the judge's run and verdict, within 9663's limits.
fn judge_once(program: &Path, dir: &Path, n: usize) -> Duration {
    let limits = Limits::BAEKJOON_9663;
    let argv = [OsString::from(program)];
    let input = format!("{n}\n");
    let started = Instant::now();
    let finished = child::run(&Launch {
        argv: &argv,
        dir,
        stdin: input.as_bytes(),
        time_limit: limits.wall(),
        address_space: Some((limits.megabytes + ADDRESS_HEADROOM_MB) << 20),
        env: None,
        stop: None,
    })
    .expect("the program runs");
    let expected = known::solutions(n).expect("a known count");
    let run = judge_run(Task::Count, (n, expected), &finished, limits, limits).expect("a verdict");
    let took = started.elapsed();
    assert_eq!(run.verdict, Verdict::Accepted);
    took
}

/// The median and the least of `times`.
fn median_and_least(times: &mut [Duration]) -> (Duration, Duration) {
    times.sort_unstable();
    (times[times.len() / 2], times[0])
}
