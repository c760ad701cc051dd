//! Lesson 07, count only: Baekjoon 9663 reads N and prints the number of
//! solutions, nothing else. The lesson feeds the judge's input to the
//! tool's own `nqueens count` and shows what it prints.

use std::io;

use clap::Parser;

use super::Page;
use crate::cli::{execute, Cli};
use crate::observer::Quiet;
use crate::strategies::Strategy;

/// The largest N the judge asks for (1 <= N < 15).
pub(super) const JUDGE_MAX_N: usize = 14;

/// What `nqueens count` prints for `input` on stdin, as the judge runs it.
fn judge(input: &str) -> String {
    let cli = Cli::try_parse_from(["nqueens", "count"]).expect("`nqueens count` parses");
    let mut output = Vec::new();
    execute(cli, &mut input.as_bytes(), &mut output).expect("N is within the judge's range");
    String::from_utf8(output).expect("a count is ASCII")
}

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[("max", JUDGE_MAX_N.into())])?;
    page.code("src/cli/count.rs", "fn execute(")?;
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
