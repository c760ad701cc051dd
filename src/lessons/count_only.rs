//! Lesson 07, count only: Baekjoon 9663 reads N and prints the number of
//! solutions, nothing else. The program to submit is quoted whole: the
//! bitmask program of `programs/` in the learner's language (`--code`),
//! its search counted here for every N the judge asks and timed at the
//! largest. It says where `nqueens count`, which reads N from stdin too,
//! picks its faster strategy, answers the Python source's complaint about
//! the time limit with Python 3 against PyPy3 as `nqueens judge` measured
//! them ([`PYTHON_RUNS`]), and ends with how to judge one's own solution
//! with `nqueens judge`: its limits and the growth of the trees it sets a
//! program's time beside, computed here.

use std::io;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use super::{full_run, Page};
use crate::judge::limits::{Extra, Limits};
use crate::lang::catalog::Value;
use crate::observer::Quiet;
use crate::strategies::{bitmask, halves, Strategy};

/// The largest N the judge asks for (1 <= N < 15).
pub(super) const JUDGE_MAX_N: usize = 14;

/// One Python program of `programs/` judged at one N under Python 3 and
/// under PyPy3, as `nqueens judge` measured it.
pub(super) struct PythonRun {
    /// The program, from the repository's root.
    pub program: &'static str,
    /// The N it was run at.
    pub n: usize,
    /// The time limit given to `nqueens judge` (`--time-limit`), so that a
    /// busy machine's wall clock stopped no run.
    pub time_limit: u32,
    /// Its CPU time under `python3`, in seconds.
    pub python3: f64,
    /// Its CPU time under `pypy3`, in seconds.
    pub pypy3: f64,
}

/// Python 3 against PyPy3, measured with `nqueens judge FILE -n N
/// --time-limit L --python python3` (then `pypy3`) on the machine this
/// lesson was written on: 2 cores shared with other work, Python 3.11.7
/// and PyPy 7.3.11. CPU time, which such a load changes far less than the wall
/// clock. The bitmask program is the one this lesson shows; the pairwise
/// scan is the Python source's own way.
pub(super) const PYTHON_RUNS: [PythonRun; 2] = [
    PythonRun {
        program: "programs/09_bitmask/main.py",
        n: 14,
        time_limit: 60,
        python3: 14.65,
        pypy3: 2.83,
    },
    PythonRun {
        program: "programs/05_pairwise/main.py",
        n: 12,
        time_limit: 60,
        python3: 8.54,
        pypy3: 0.845,
    },
];

impl PythonRun {
    /// The command that measures it again under `python`.
    pub fn command(&self, python: &str) -> String {
        format!(
            "nqueens judge {} -n {} --time-limit {} --python {python}",
            self.program, self.n, self.time_limit
        )
    }
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say(
        "intro",
        &[
            ("max", JUDGE_MAX_N.into()),
            ("limit", Limits::BAEKJOON_9663.seconds.to_string().into()),
        ],
    )?;
    page.submitted_code(Strategy::Bitmask)?;
    page.say("search", &[])?;
    page.search_code(Strategy::Bitmask)?;
    let guess = page.ask(&[("max", JUDGE_MAX_N.into())])?;
    let runs = judge_runs();
    page.reveal(guess, runs.counts[JUDGE_MAX_N - 1])?;
    let input = format!("{n}\n");
    let output = format!("{}\n", bitmask::search(n, &mut Quiet));
    page.say("sample", &[("n", n.into())])?;
    let (input_label, output_label) = (page.words("input", &[]), page.words("output", &[]));
    page.verbatim(&format!("{input_label}\n{input}\n{output_label}\n{output}"))?;
    page.say("table", &[("max", JUDGE_MAX_N.into())])?;
    let header = page.labels(&["common.column.n", "common.column.solutions"]);
    let rows = (1..=JUDGE_MAX_N)
        .zip(&runs.counts)
        .map(|(size, &count)| vec![page.count(size as u128), page.count(count)])
        .collect();
    page.table(header, rows)?;
    let time = page.lang().duration(runs.took);
    page.say(
        "timed",
        &[
            ("max", JUDGE_MAX_N.into()),
            ("time", time.into()),
            ("limit", Limits::BAEKJOON_9663.seconds.to_string().into()),
        ],
    )?;
    page.say("tool", &[("halves_max", halves::MAX_COUNT_N.into())])?;
    python_or_pypy(page)?;
    judge_your_own(page, runs.bounded_growth)?;
    page.question(&[], &[])
}

/// What the lesson measures whatever its sample board: the judge's answer
/// for every N, the time of the last, and how much the bounded tree grows
/// from the N before it, which has no closed form (row-limited's tree has
/// one, [`row_limited_nodes`]): its nodes are counted by two searches.
struct JudgeRuns {
    counts: Vec<u64>,
    took: Duration,
    bounded_growth: f64,
}

/// The [`JudgeRuns`], measured the first time the lesson is taught and
/// kept: a process that teaches it on several boards or in both languages
/// searches the judge's range once.
fn judge_runs() -> &'static JudgeRuns {
    static RUNS: OnceLock<JudgeRuns> = OnceLock::new();
    RUNS.get_or_init(|| {
        let mut took = Duration::ZERO;
        let counts = (1..=JUDGE_MAX_N)
            .map(|size| {
                let start = Instant::now();
                let count = bitmask::search(size, &mut Quiet);
                took = start.elapsed();
                count
            })
            .collect();
        JudgeRuns {
            counts,
            took,
            // Branch-and-bound and the bitmask search visit one tree: it grows alike.
            bounded_growth: growth(bounded_nodes),
        }
    })
}

/// How many times a tree grows from n = `JUDGE_MAX_N` - 1 to `JUDGE_MAX_N`,
/// as `nqueens judge` reads a program's growth, from its nodes at each n.
fn growth(nodes: impl Fn(usize) -> u128) -> f64 {
    nodes(JUDGE_MAX_N) as f64 / nodes(JUDGE_MAX_N - 1) as f64
}

/// The nodes of the branch-and-bound tree, which the bitmask search visits
/// too, counted by a run of the bitmask search (the quicker of the two).
fn bounded_nodes(n: usize) -> u128 {
    u128::from(full_run(Strategy::Bitmask, n).counters.nodes())
}

/// The nodes of the row-limited tree, by its closed form.
fn row_limited_nodes(n: usize) -> u128 {
    Strategy::Bounding
        .expected_nodes(n, false)
        .expect("the judge's sizes have a tree size")
        .nodes()
}

/// Python 3 against PyPy3: the [`PYTHON_RUNS`], the commands that measure
/// them again, and what Baekjoon's limits make of them.
fn python_or_pypy(page: &mut Page) -> io::Result<()> {
    page.say("python", &[])?;
    let header = page.labels(&[
        "python.column.program",
        "common.column.n",
        "python.column.python3",
        "python.column.pypy3",
        "python.column.faster",
    ]);
    let seconds = |page: &Page, value: f64| page.lang().duration(Duration::from_secs_f64(value));
    let rows = PYTHON_RUNS
        .iter()
        .map(|run| {
            vec![
                run.program.to_string(),
                page.count(run.n as u128),
                seconds(page, run.python3),
                seconds(page, run.pypy3),
                page.lang().times(run.python3 / run.pypy3),
            ]
        })
        .collect();
    page.table(header, rows)?;
    page.say("python.again", &[])?;
    let commands: Vec<String> = PYTHON_RUNS
        .iter()
        .flat_map(|run| [run.command("python3"), run.command("pypy3")])
        .collect();
    page.verbatim(&commands.join("\n"))?;
    let limits = Limits::BAEKJOON_9663;
    let [bitmask, pairwise] = &PYTHON_RUNS;
    let values: [(&str, Value); 7] = [
        ("seconds", limits.seconds.to_string().into()),
        (
            "python_seconds",
            Extra::PYTHON.apply(limits).seconds.to_string().into(),
        ),
        ("n", bitmask.n.into()),
        ("python3", seconds(page, bitmask.python3).into()),
        ("pypy3", seconds(page, bitmask.pypy3).into()),
        ("pairwise_n", pairwise.n.into()),
        ("pairwise", seconds(page, pairwise.python3).into()),
    ];
    page.say("python.limits", &values)
}

/// The closing section: the command that judges one's own solution and
/// what its tables say, with 9663's limits (and Python 3's, with the
/// extra Baekjoon grants it) and the growth of the trees, the bounded
/// one's measured by [`judge_runs`].
fn judge_your_own(page: &mut Page, bounded: f64) -> io::Result<()> {
    page.say("judge", &[])?;
    let command = page.words("judge.command", &[]);
    page.verbatim(&command)?;
    let limits = Limits::BAEKJOON_9663;
    let python = Extra::PYTHON.apply(limits);
    let values = [
        ("max", JUDGE_MAX_N.into()),
        ("before", (JUDGE_MAX_N - 1).into()),
        ("seconds", limits.seconds.to_string().into()),
        ("megabytes", limits.megabytes.to_string().into()),
        ("python_seconds", python.seconds.to_string().into()),
        ("python_megabytes", python.megabytes.to_string().into()),
        ("bitmask", page.times(bounded)),
        ("bounding", page.times(growth(row_limited_nodes))),
    ];
    page.say("judge.table", &values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_closing_section_reads_the_growth_of_the_trees() {
        // The bounded tree has 4,674,890 nodes at n = 13 and 27,358,553 at
        // n = 14, as `compare` counts them for branch-and-bound and bitmask:
        // it grows 5.85 times, where Knuth's estimate would say 6.0.
        assert_eq!(bounded_nodes(13), 4_674_890);
        assert_eq!(bounded_nodes(14), 27_358_553);
        assert!((judge_runs().bounded_growth - 27_358_553.0 / 4_674_890.0).abs() < 1e-12);
        // Row-limited bounding's tree, n! leaves, grows about n times.
        assert!((growth(row_limited_nodes) - JUDGE_MAX_N as f64).abs() < 1.0);
        let text = super::super::find("count-only")
            .unwrap()
            .text(crate::lang::Lang::En);
        let section = &text[text.find("Judge your own solution").expect("the section")..];
        assert!(section.contains("nqueens judge my_solution.py"), "{section}");
        let grows = crate::lang::Lang::En.times(judge_runs().bounded_growth);
        assert!(section.contains(&grows), "{grows} in {section}");
    }
}
