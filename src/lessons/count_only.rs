//! Lesson 07, count only: Baekjoon 9663 reads N and prints the number of
//! solutions, nothing else. The lesson's `judge` is that whole program: N
//! read by the library's `judge::read_n`, counted by the bitmask search with
//! the observer that observes nothing. It says where `nqueens count`, which
//! reads N the same way, picks its faster strategy.

use std::io::{self, BufRead};
use std::time::Instant;

use super::Page;
use crate::judge::{read_n, InputError};
use crate::observer::Quiet;
use crate::strategies::{bitmask, halves, Strategy};

/// The largest N the judge asks for (1 <= N < 15).
pub(super) const JUDGE_MAX_N: usize = 14;

/// The time limit of Baekjoon 9663, in seconds, as its problem page states it.
const TIME_LIMIT_SECONDS: u64 = 10;

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
        &[("max", JUDGE_MAX_N.into()), ("limit", TIME_LIMIT_SECONDS.into())],
    )?;
    page.code("src/lessons/count_only.rs", "fn judge(")?;
    page.say("search", &[])?;
    page.search_code(Strategy::Bitmask)?;
    let guess = page.ask(&[("max", JUDGE_MAX_N.into())])?;
    let mut took = None;
    let counts: Vec<u64> = (1..=JUDGE_MAX_N)
        .map(|size| {
            let start = Instant::now();
            let count = bitmask::search(size, &mut Quiet);
            took = Some(start.elapsed());
            count
        })
        .collect();
    page.reveal(guess, counts[JUDGE_MAX_N - 1])?;
    let input = format!("{n}\n");
    let output = judge(&mut input.as_bytes()).expect("N is within the judge's range");
    page.say("sample", &[("n", n.into())])?;
    let (input_label, output_label) = (page.words("input", &[]), page.words("output", &[]));
    page.verbatim(&format!("{input_label}\n{input}\n{output_label}\n{output}"))?;
    page.say("table", &[("max", JUDGE_MAX_N.into())])?;
    let header = page.labels(&["common.column.n", "common.column.solutions"]);
    let rows = (1..=JUDGE_MAX_N)
        .zip(&counts)
        .map(|(size, &count)| vec![page.count(size as u128), page.count(count)])
        .collect();
    page.table(header, rows)?;
    let took = took.expect("the judge asks for at least one N");
    let time = page.lang().duration(took);
    page.say(
        "timed",
        &[
            ("max", JUDGE_MAX_N.into()),
            ("time", time.into()),
            ("limit", TIME_LIMIT_SECONDS.into()),
        ],
    )?;
    page.say("tool", &[("halves_max", halves::MAX_N.into())])?;
    page.question(&[], &[])
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
}
