//! What the judged program is asked, and how its output is checked: `count`
//! (Baekjoon 9663: the number of solutions), `one` (one solution, any
//! valid one) or `all` (LeetCode 51: every solution, boards separated by
//! blank lines, compared as a set). A board is written as n rows of `Q`
//! and `.` (or of `1` and `0`, spaces between the squares allowed), or as
//! its n columns on one line, from 0 or from 1.

use std::collections::BTreeSet;

use serde::{Serialize, Serializer};

use crate::board::is_valid;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::observer::{Flow, Observer};
use crate::run::{self, RunSpec};
use crate::strategies::Strategy;
use crate::threads::Control;

/// What the program is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// The number of solutions.
    Count,
    /// One solution.
    One,
    /// Every solution.
    All,
}

impl Task {
    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Task::Count => "count",
            Task::One => "one",
            Task::All => "all",
        }
    }

    /// Checks `output` (trimmed of trailing whitespace) for `n`: `Err`
    /// says what is wrong.
    pub fn check(self, n: usize, expected: u64, output: &str) -> Result<(), Wrong> {
        match self {
            Task::Count if output == expected.to_string() => Ok(()),
            Task::Count => Err(Wrong::Count(expected)),
            Task::One => check_one(n, expected, output),
            Task::All => check_all(n, output),
        }
    }
}

/// What is wrong with an output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// Another count than this one.
    Count(u64),
    /// This count, right, but after whitespace.
    Spacing(u64),
    /// A board where n has none.
    NoSolution(usize),
    /// No board of size n.
    NoBoard(usize),
    /// A board whose queens (by row, their columns) attack each other.
    Attacking(Vec<usize>),
    /// Not every board once: of `total`, how many are `missing` (and the
    /// first of them), how many printed are `repeated` (a solution printed
    /// before), and how many `invalid` (no board of size n, or queens that
    /// attack each other).
    Boards {
        /// The number of boards.
        total: usize,
        /// The boards missing.
        missing: usize,
        /// The first board missing.
        first: Option<Vec<usize>>,
        /// The boards printed again.
        repeated: usize,
        /// The boards that are no solution.
        invalid: usize,
    },
}

impl Wrong {
    /// What is wrong, in `lang`.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            Wrong::Count(expected) => lang.say("judge.wrong.count", &[("expected", (*expected).into())]),
            Wrong::Spacing(expected) => lang.say("judge.wrong.spacing", &[("expected", (*expected).into())]),
            Wrong::NoSolution(n) => lang.say("judge.wrong.no_solution", &[("n", (*n).into())]),
            Wrong::NoBoard(n) => lang.say("judge.wrong.no_board", &[("n", (*n).into())]),
            Wrong::Attacking(queens) => match attacking_pair(queens) {
                Some((first, second, line)) => lang.say(
                    "judge.wrong.attacking",
                    &[
                        ("first", square(first, queens[first]).into()),
                        ("second", square(second, queens[second]).into()),
                        ("line", lang.section(line).into()),
                    ],
                ),
                None => lang.say("judge.wrong.no_board", &[("n", queens.len().into())]),
            },
            Wrong::Boards {
                total,
                missing,
                first,
                repeated,
                invalid,
            } => {
                let mut what = Vec::new();
                if let Some(first) = first {
                    what.push(lang.say(
                        "judge.wrong.missing",
                        &[("missing", (*missing).into()), ("first", positions(first).into())],
                    ));
                }
                if *repeated > 0 {
                    what.push(lang.say("judge.wrong.repeated", &[("repeated", (*repeated).into())]));
                }
                if *invalid > 0 {
                    what.push(lang.say("judge.wrong.invalid", &[("invalid", (*invalid).into())]));
                }
                let what = what
                    .into_iter()
                    .reduce(|first, second| {
                        lang.say(
                            "judge.wrong.joined",
                            &[("first", first.into()), ("second", second.into())],
                        )
                    })
                    .unwrap_or_default();
                let what = Value::from(what);
                lang.say(
                    "judge.wrong.boards",
                    &[("total", (*total).into()), ("what", what)],
                )
            }
        }
    }
}

/// In JSON, what is wrong in English.
impl Serialize for Wrong {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.say(Lang::En))
    }
}

/// One board, or none where there is none (n = 2 and 3).
fn check_one(n: usize, expected: u64, output: &str) -> Result<(), Wrong> {
    let board = read_board(n, output.lines().filter(|line| !line.trim().is_empty()));
    match (expected, board) {
        (0, None) => Ok(()),
        (0, Some(_)) => Err(Wrong::NoSolution(n)),
        (_, None) => Err(Wrong::NoBoard(n)),
        (_, Some(queens)) if is_valid(&queens) => Ok(()),
        (_, Some(queens)) => Err(Wrong::Attacking(queens)),
    }
}

/// Every board once, compared with the search's.
fn check_all(n: usize, output: &str) -> Result<(), Wrong> {
    let mut given = BTreeSet::new();
    let (mut repeated, mut invalid) = (0, 0);
    for block in output
        .split("\n\n")
        .map(str::trim)
        .filter(|block| !block.is_empty())
    {
        match read_board(n, block.lines()) {
            Some(queens) if is_valid(&queens) => {
                if !given.insert(queens) {
                    repeated += 1;
                }
            }
            _ => invalid += 1,
        }
    }
    let every = solutions(n);
    let missing: Vec<&Vec<usize>> = every.difference(&given).collect();
    if missing.is_empty() && repeated == 0 && invalid == 0 {
        return Ok(());
    }
    Err(Wrong::Boards {
        total: every.len(),
        missing: missing.len(),
        first: missing.first().map(|first| first.to_vec()),
        repeated,
        invalid,
    })
}

/// A board as `solve` and `trace` write it: the column of each row's
/// queen, spaced (`2 0 3 1`).
fn positions(queens: &[usize]) -> String {
    let columns: Vec<String> = queens.iter().map(usize::to_string).collect();
    columns.join(" ")
}

/// The first two queens (by row) that attack each other, and the key of
/// the line they share: a column, a `/` diagonal (row + column the same)
/// or a `\` diagonal (row - column the same).
fn attacking_pair(queens: &[usize]) -> Option<(usize, usize, &'static str)> {
    (0..queens.len()).find_map(|second| {
        (0..second).find_map(|first| {
            let (a, b) = (queens[first], queens[second]);
            let line = if a == b {
                "judge.line.column"
            } else if first + a == second + b {
                "judge.line.rising"
            } else if a.abs_diff(b) == second - first {
                "judge.line.falling"
            } else {
                return None;
            };
            Some((first, second, line))
        })
    })
}

/// A square as the messages name it: `(row,column)`, from 0.
fn square(row: usize, column: usize) -> String {
    format!("({row},{column})")
}

/// The board the `lines` write, if they write one of size `n`: n rows of
/// squares, or one line of n columns.
fn read_board<'a>(n: usize, lines: impl Iterator<Item = &'a str>) -> Option<Vec<usize>> {
    let lines: Vec<&str> = lines.collect();
    if let [line] = lines.as_slice() {
        if let Some(queens) = read_columns(n, line) {
            return Some(queens);
        }
    }
    if lines.len() != n {
        return None;
    }
    lines
        .iter()
        .map(|row| {
            let squares: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
            let queen = squares.iter().position(|&c| c == 'Q' || c == '1')?;
            let one_queen = squares.len() == n
                && squares.iter().enumerate().all(|(col, &c)| match c {
                    'Q' | '1' => col == queen,
                    '.' | '0' => true,
                    _ => false,
                });
            one_queen.then_some(queen)
        })
        .collect()
}

/// A board written as its n columns on one line, separated by spaces or
/// commas, from 0 or from 1 (from 1 when no column is 0).
fn read_columns(n: usize, line: &str) -> Option<Vec<usize>> {
    let numbers: Vec<usize> = line
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty())
        .map(|word| word.parse().ok())
        .collect::<Option<_>>()?;
    if numbers.len() != n {
        return None;
    }
    let from = usize::from(!numbers.contains(&0));
    numbers
        .iter()
        .map(|&col| col.checked_sub(from).filter(|&col| col < n))
        .collect()
}

/// Every solution of the n × n board, from the bitmask search.
fn solutions(n: usize) -> BTreeSet<Vec<usize>> {
    struct Boards(BTreeSet<Vec<usize>>);
    impl Observer for Boards {
        fn solution(&mut self, queens: &[usize]) -> Flow {
            self.0.insert(queens.to_vec());
            Flow::Continue(())
        }
    }
    let mut boards = Boards(BTreeSet::new());
    let spec = RunSpec::of(Strategy::Bitmask, n, false);
    run::search(spec, Control::on_threads(1), &mut boards).expect("a board bitmask takes");
    boards.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_attacking_pair_is_named_by_its_squares_and_line() {
        // 0 1 2 3: every queen on the \ diagonal of (0,0).
        assert_eq!(attacking_pair(&[0, 1, 2, 3]), Some((0, 1, "judge.line.falling")));
        // 1 3 0 0: rows 2 and 3 share column 0; rows 0..2 are safe.
        assert_eq!(attacking_pair(&[1, 3, 0, 0]), Some((2, 3, "judge.line.column")));
        // 2 0 1 3 ... row 1 (0) and row 2 (1) on a \ diagonal; 0 and 2 are on /.
        assert_eq!(attacking_pair(&[1, 0, 2, 3]), Some((0, 1, "judge.line.rising")));
        assert_eq!(attacking_pair(&[1, 3, 0, 2]), None);
        let said = Wrong::Attacking(vec![0, 1, 2, 3]).say(Lang::Ko);
        assert_eq!(
            said,
            "(0,0)의 퀸과 (1,1)의 퀸이 같은 \\ 대각선에 있어 서로 공격합니다."
        );
    }

    #[test]
    fn one_solution_in_any_of_its_forms() {
        let rows = ".Q..\n...Q\nQ...\n..Q.";
        assert_eq!(Task::One.check(4, 2, rows), Ok(()));
        assert_eq!(
            Task::One.check(4, 2, "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0"),
            Ok(())
        );
        assert_eq!(Task::One.check(4, 2, "1 3 0 2"), Ok(()));
        assert_eq!(Task::One.check(4, 2, "2,4,1,3"), Ok(()), "columns from 1");
        assert_eq!(Task::One.check(1, 1, "Q"), Ok(()));
        assert_eq!(Task::One.check(1, 1, "1"), Ok(()));
        assert_eq!(Task::One.check(3, 0, ""), Ok(()), "no board where there is none");
        assert_eq!(Task::One.check(2, 0, "no solution"), Ok(()));
        let wrong = Task::One.check(4, 2, "0 1 2 3").unwrap_err();
        assert_eq!(
            wrong.say(Lang::En),
            "the queens on (0,0) and (1,1) share a \\ diagonal and attack each other"
        );
        assert!(Task::One.check(4, 2, "Q...\n.Q..").is_err(), "two rows of four");
    }

    #[test]
    fn every_solution_as_a_set() {
        let both = "..Q.\nQ...\n...Q\n.Q..\n\n.Q..\n...Q\nQ...\n..Q.";
        assert_eq!(Task::All.check(4, 2, both), Ok(()));
        let said = |output: &str, lang| Task::All.check(4, 2, output).unwrap_err().say(lang);
        let one = ".Q..\n...Q\nQ...\n..Q.";
        assert_eq!(
            said(one, Lang::En),
            "2 solutions in all; 1 missing (the first: 2 0 3 1)"
        );
        assert_eq!(
            said(one, Lang::Ko),
            "해는 모두 2개입니다. 1개가 빠졌습니다. 빠진 판 가운데 첫 번째는 행마다 퀸의 열이 2 0 3 1인 판입니다."
        );
        // A valid board printed again is said to be repeated, not to be
        // no solution.
        let repeated = format!("{both}\n\n{one}");
        assert_eq!(
            Task::All.check(4, 2, &repeated),
            Err(Wrong::Boards {
                total: 2,
                missing: 0,
                first: None,
                repeated: 1,
                invalid: 0
            })
        );
        assert_eq!(
            said(&repeated, Lang::En),
            "2 solutions in all; 1 board printed again"
        );
        let one_twice = format!("{one}\n\n{one}");
        assert_eq!(
            said(&one_twice, Lang::En),
            "2 solutions in all; 1 missing (the first: 2 0 3 1); 1 board printed again"
        );
        assert_eq!(
            said(&one_twice, Lang::Ko),
            "해는 모두 2개입니다. 1개가 빠졌습니다. 빠진 판 가운데 첫 번째는 행마다 퀸의 열이 2 0 3 1인 판입니다. \
             같은 판을 중복해서 출력한 것이 1개 있습니다."
        );
        let attacking = format!("{one}\n\n{one}\n\nQ...\n.Q..\n..Q.\n...Q");
        assert_eq!(
            said(&attacking, Lang::En),
            "2 solutions in all; 1 missing (the first: 2 0 3 1); 1 board printed again; 1 board that is no solution"
        );
        assert_eq!(
            said(&attacking, Lang::Ko),
            "해는 모두 2개입니다. 1개가 빠졌습니다. 빠진 판 가운데 첫 번째는 행마다 퀸의 열이 2 0 3 1인 판입니다. \
             같은 판을 중복해서 출력한 것이 1개 있습니다. 해가 아닌 판(퀸끼리 공격하거나 판 모양이 잘못된 판)이 1개 있습니다."
        );
        assert_eq!(solutions(6).len(), 4);
        assert_eq!(Task::All.check(3, 0, ""), Ok(()));
    }

    #[test]
    fn a_count_is_compared_as_a_number() {
        assert_eq!(Task::Count.check(8, 92, "92"), Ok(()));
        assert_eq!(Task::Count.check(8, 92, "093"), Err(Wrong::Count(92)));
        assert_eq!(Wrong::Count(92).say(Lang::En), "expected 92");
    }
}
