//! Lesson 07, count only: Baekjoon 9663 reads N and prints the number of
//! solutions, nothing else. The lesson's `judge` is that whole program: N
//! read by the library's `judge::read_n`, counted by the bitmask search with
//! the observer that observes nothing. It says where `nqueens count`, which
//! reads N the same way, picks its faster strategy, and ends with how to
//! judge one's own solution with `nqueens judge`: its limits and the growth
//! of the trees it sets a program's time beside, computed here.

use std::io::{self, BufRead};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use super::{full_run, Page};
use crate::judge::limits::{Extra, Limits};
use crate::judge::{read_n, InputError};
use crate::observer::Quiet;
use crate::strategies::{bitmask, halves, Strategy};

/// The largest N the judge asks for (1 <= N < 15).
pub(super) const JUDGE_MAX_N: usize = 14;

/// The program a judge runs: N read from `input` as the judge gives it,
/// the solutions counted by the bitmask search with an observer that
/// observes nothing, and the count printed on a line of its own.
fn judge(input: &mut dyn BufRead) -> Result<String, InputError> {
    let n = read_n(input)?;
    let solutions = bitmask::search(n, &mut Quiet);
    Ok(format!("{solutions}\n"))
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say(
        "intro",
        &[
            ("max", JUDGE_MAX_N.into()),
            ("limit", Limits::BAEKJOON_9663.seconds.to_string().into()),
        ],
    )?;
    page.submitted_code(Strategy::Bitmask, ("src/lessons/count_only.rs", "fn judge("))?;
    page.say("search", &[])?;
    page.search_code(Strategy::Bitmask)?;
    let guess = page.ask(&[("max", JUDGE_MAX_N.into())])?;
    let runs = judge_runs();
    page.reveal(guess, runs.counts[JUDGE_MAX_N - 1])?;
    let input = format!("{n}\n");
    let output = judge(&mut input.as_bytes()).expect("N is within the judge's range");
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
    fn the_judge_answers_the_sample_and_refuses_what_it_cannot_read() {
        // Baekjoon 9663's sample: input 8, output 92 (A000170).
        assert_eq!(judge(&mut "8\n".as_bytes()).unwrap(), "92\n");
        assert!(matches!(judge(&mut "".as_bytes()), Err(InputError::Empty)));
    }

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
