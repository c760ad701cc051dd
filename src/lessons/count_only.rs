//! Lesson 07, count only: Baekjoon 9663 reads N and prints the number of
//! solutions, nothing else. The lesson reads the judge's input and counts
//! it with the library calls `nqueens count` makes, and shows the result.

use std::io;

use super::Page;
use crate::count::{count, CountSpec};
use crate::judge::read_n;
use crate::observer::Quiet;
use crate::strategies::Strategy;
use crate::threads::Control;

/// The largest N the judge asks for (1 <= N < 15).
pub(super) const JUDGE_MAX_N: usize = 14;

/// What `nqueens count` prints for `input` on stdin, as the judge runs it:
/// N read as the judge gives it, counted by the default strategy.
fn judge(input: &str) -> String {
    let n = read_n(&mut input.as_bytes()).expect("the sample is one N");
    let spec = CountSpec::new(n, None, false);
    let counted = count(&spec, Control::on_threads(1)).expect("N is within the judge's range");
    format!("{}\n", counted.solutions)
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[("max", JUDGE_MAX_N.into())])?;
    page.code("src/count.rs", "pub fn count(")?;
    let input = format!("{n}\n");
    let output = judge(&input);
    page.say("sample", &[("n", n.into())])?;
    let (input_label, output_label) = (page.words("input", &[]), page.words("output", &[]));
    page.verbatim(&format!("{input_label}\n{input}\n{output_label}\n{output}"))?;
    let guess = page.ask(&[("max", JUDGE_MAX_N.into())])?;
    let counts: Vec<u64> = (1..=JUDGE_MAX_N)
        .map(|size| Strategy::Bitmask.search(size, &mut Quiet))
        .collect();
    page.reveal(guess, counts[JUDGE_MAX_N - 1])?;
    page.say("table", &[("max", JUDGE_MAX_N.into())])?;
    let header = page.labels(&["common.column.n", "common.column.solutions"]);
    let rows = (1..=JUDGE_MAX_N)
        .zip(&counts)
        .map(|(size, &count)| vec![page.count(size as u128), page.count(count)])
        .collect();
    page.table(header, rows)?;
    page.question(&[], &[])
}
