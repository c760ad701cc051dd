//! The learner's search step by step against the tool's. A judged program
//! may write its steps to the file named by `NQUEENS_STEPS`, one a line:
//! `try R C`, `place R C`, `remove R C`, `solution` (rows and columns from
//! 0). They are read back (at most [`STEPS_CAP`] bytes), counted as
//! `compare` counts (a node per queen placed and the root, a prune per
//! square tried and not placed), and set against the steps a strategy of
//! the tool reports in the same words, up to the first line where the two
//! differ.

use serde::{Serialize, Serializer};

use crate::lang::Lang;
use crate::observer::{Flow, Observer, PruneReason};
use crate::run::{self, RunSpec};
use crate::strategies::Strategy;
use crate::threads::Control;

/// The environment variable naming the steps file.
pub const STEPS_VARIABLE: &str = "NQUEENS_STEPS";

/// The most bytes of a steps file read (the rest is ignored).
pub const STEPS_CAP: u64 = 16 << 20;

/// The most steps kept of either search.
pub const MAX_STEPS: usize = 1_000_000;

/// One step of the protocol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A square looked at.
    Try(usize, usize),
    /// A queen put on a square.
    Place(usize, usize),
    /// A queen taken off a square.
    Remove(usize, usize),
    /// Every row holds a queen.
    Solution,
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Step::Try(row, col) => write!(f, "try {row} {col}"),
            Step::Place(row, col) => write!(f, "place {row} {col}"),
            Step::Remove(row, col) => write!(f, "remove {row} {col}"),
            Step::Solution => f.write_str("solution"),
        }
    }
}

impl Step {
    /// The square it names, if it names one.
    fn square(self) -> Option<(usize, usize)> {
        match self {
            Step::Try(row, col) | Step::Place(row, col) | Step::Remove(row, col) => Some((row, col)),
            Step::Solution => None,
        }
    }
}

/// A step from a line of the protocol, if it is one.
fn read_step(line: &str) -> Option<Step> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let square = |row: &str, col: &str| Some((row.parse().ok()?, col.parse().ok()?));
    match words.as_slice() {
        ["solution"] => Some(Step::Solution),
        ["try", row, col] => square(row, col).map(|(r, c)| Step::Try(r, c)),
        ["place", row, col] => square(row, col).map(|(r, c)| Step::Place(r, c)),
        ["remove", row, col] => square(row, col).map(|(r, c)| Step::Remove(r, c)),
        _ => None,
    }
}

/// A search's steps counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Counted {
    /// The root and one node per queen placed.
    pub nodes: u64,
    /// The squares tried and not placed.
    pub prunes: u64,
    /// The solutions.
    pub solutions: u64,
}

/// Counts `steps` as `compare` counts.
pub fn count(steps: &[Step]) -> Counted {
    let mut counted = Counted {
        nodes: 1,
        prunes: 0,
        solutions: 0,
    };
    for (at, step) in steps.iter().enumerate() {
        match *step {
            Step::Place(..) => counted.nodes += 1,
            Step::Solution => counted.solutions += 1,
            Step::Try(row, col) if steps.get(at + 1) != Some(&Step::Place(row, col)) => counted.prunes += 1,
            _ => {}
        }
    }
    counted
}

/// Where two searches first part.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Difference {
    /// The learner's line number (from 1; one past the last line when the
    /// learner's steps end first).
    pub step: usize,
    /// The learner's line, or null where the learner's steps ended.
    pub yours: Option<String>,
    /// The strategy's line, or null where the learner's run on past its end.
    pub expected: Option<String>,
    /// The learner's queens before that step, `board[row] = col`.
    pub board: Vec<usize>,
    /// Where the learner places a queen on a square a queen attacks: why
    /// the strategy would not (`the / diagonal of the queen on (1, 2)`).
    pub attacked: Option<Attack>,
}

/// A queen that attacks a square, and the line along which it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attack {
    /// The column or diagonal the two share.
    pub line: PruneReason,
    /// The queen's row.
    pub row: usize,
    /// The queen's column.
    pub col: usize,
}

impl Attack {
    /// The attack in `lang`: `the / diagonal of the queen on (1, 2)`.
    pub fn say(&self, lang: Lang) -> String {
        let line = match self.line {
            PruneReason::Column => "judge.line.column",
            PruneReason::Diagonal => "judge.line.diagonal",
            PruneReason::AntiDiagonal => "judge.line.anti_diagonal",
        };
        lang.say(
            "judge.attacker",
            &[
                ("line", lang.section(line).into()),
                ("row", self.row.to_string().into()),
                ("col", self.col.to_string().into()),
            ],
        )
    }
}

/// In JSON, the attack in English.
impl Serialize for Attack {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.say(Lang::En))
    }
}

/// The learner's steps against a strategy's.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Steps {
    /// The board size of the run that wrote them.
    pub n: usize,
    /// How many steps were read.
    pub count: usize,
    /// Nodes, counted as `compare` counts.
    pub nodes: u64,
    /// Prunes.
    pub prunes: u64,
    /// Solutions.
    pub solutions: u64,
    /// The strategy set against them.
    pub like: &'static str,
    /// The strategy's counts.
    pub like_counted: Counted,
    /// The first step where the two differ; null when they agree.
    pub first_difference: Option<Difference>,
    /// The numbers of the lines not in the protocol (ignored).
    pub ignored_lines: Vec<usize>,
    /// The first step off the n × n board (a row or a column past n - 1):
    /// its line number and the line.
    pub off_board: Option<(usize, String)>,
    /// Whether the steps were cut at [`MAX_STEPS`] or [`STEPS_CAP`]
    /// bytes: the counts are of the steps read.
    pub capped: bool,
}

/// Reads the steps file `text` of the run on `n` and sets it against
/// `like`'s steps on the same board.
pub fn compare(n: usize, text: &str, like: Strategy) -> Steps {
    let mut ignored_lines = Vec::new();
    let mut yours = Vec::new();
    let mut line_numbers = Vec::new();
    let mut last_line = 0;
    let mut off_board = None;
    let mut capped = false;
    for (index, line) in text.lines().enumerate() {
        last_line = index + 1;
        if line.trim().is_empty() {
            continue;
        }
        match read_step(line) {
            Some(step) if yours.len() < MAX_STEPS => {
                if off_board.is_none() && step.square().is_some_and(|(row, col)| row >= n || col >= n) {
                    off_board = Some((index + 1, step.to_string()));
                }
                yours.push(step);
                line_numbers.push(index + 1);
            }
            Some(_) => capped = true,
            None => ignored_lines.push(index + 1),
        }
    }
    let theirs = strategy_steps(like, n);
    let counted = count(&yours);
    let first_difference = first_difference(&yours, &theirs).map(|mut difference| {
        let at = difference.step;
        difference.board = queens_before(&yours[..at.min(yours.len())]);
        if let Some(&Step::Place(row, col)) = yours.get(at) {
            difference.attacked = attacker(&difference.board, row, col);
        }
        difference.step = line_numbers.get(at).copied().unwrap_or(last_line + 1);
        difference
    });
    Steps {
        n,
        count: yours.len(),
        nodes: counted.nodes,
        prunes: counted.prunes,
        solutions: counted.solutions,
        like: like.name(),
        like_counted: count(&theirs),
        first_difference,
        ignored_lines,
        off_board,
        capped,
    }
}

/// The first position where `yours` and `theirs` differ (its index in
/// `step`, which the caller makes a line number).
fn first_difference(yours: &[Step], theirs: &[Step]) -> Option<Difference> {
    let at = (0..yours.len().max(theirs.len())).find(|&at| yours.get(at) != theirs.get(at))?;
    Some(Difference {
        step: at,
        yours: yours.get(at).map(Step::to_string),
        expected: theirs.get(at).map(Step::to_string),
        board: Vec::new(),
        attacked: None,
    })
}

/// The queens on the board after `steps`, row by row from row 0 (a queen
/// taken off ends its row and the rows below).
fn queens_before(steps: &[Step]) -> Vec<usize> {
    let mut queens = Vec::new();
    for step in steps {
        match *step {
            Step::Place(row, col) if row == queens.len() => queens.push(col),
            Step::Remove(row, _) => queens.truncate(row),
            _ => {}
        }
    }
    queens
}

/// The first queen of `queens` that attacks (`row`, `col`), and the line
/// along which it does.
fn attacker(queens: &[usize], row: usize, col: usize) -> Option<Attack> {
    queens.iter().enumerate().find_map(|(queen_row, &queen_col)| {
        Some(Attack {
            line: PruneReason::between(queen_row, queen_col, row, col)?,
            row: queen_row,
            col: queen_col,
        })
    })
}

/// The steps `strategy` reports on the n × n board, at most [`MAX_STEPS`].
pub fn strategy_steps(strategy: Strategy, n: usize) -> Vec<Step> {
    struct Recorder(Vec<Step>);
    impl Recorder {
        fn push(&mut self, step: Step) {
            if self.0.len() < MAX_STEPS {
                self.0.push(step);
            }
        }
    }
    impl Observer for Recorder {
        fn try_square(&mut self, row: usize, col: usize) {
            self.push(Step::Try(row, col));
        }
        fn prune(&mut self, _row: usize, _col: usize, _reason: PruneReason) {}
        fn place(&mut self, row: usize, col: usize) {
            self.push(Step::Place(row, col));
        }
        fn undo(&mut self, row: usize, col: usize) {
            self.push(Step::Remove(row, col));
        }
        fn solution(&mut self, _queens: &[usize]) -> Flow {
            self.push(Step::Solution);
            Flow::Continue(())
        }
    }
    let mut recorder = Recorder(Vec::new());
    let spec = RunSpec::of(strategy, n, false);
    run::search(spec, Control::on_threads(1), &mut recorder).expect("a board the strategy takes");
    recorder.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_count_as_compare_counts() {
        let steps = strategy_steps(Strategy::BranchAndBound, 8);
        let counted = count(&steps);
        let spec = RunSpec::new(Strategy::BranchAndBound, 8, false, u64::MAX).unwrap();
        let counters = run::search(spec, Control::on_threads(1), &mut crate::observer::Quiet)
            .unwrap()
            .counters;
        assert_eq!(counted.nodes, 2_057, "the n = 8 tree of branch-and-bound");
        assert_eq!(counted.nodes, counters.nodes());
        assert_eq!(counted.prunes, counters.prunes());
        assert_eq!(counted.solutions, 92);
    }

    #[test]
    fn an_attacked_square_names_its_attacker() {
        let yours = "try 0 0\nplace 0 0\ntry 1 0\ntry 1 1\nplace 1 1\n";
        let steps = compare(4, yours, Strategy::BranchAndBound);
        let difference = steps.first_difference.unwrap();
        assert_eq!(difference.step, 5);
        assert_eq!(difference.board, [0]);
        let attack = difference.attacked.unwrap();
        assert_eq!(attack.say(Lang::En), "the \\ diagonal of the queen on (0,0)");
        assert_eq!(attack.say(Lang::Ko), "(0,0)에 놓인 퀸의 \\ 대각선");
    }

    #[test]
    fn the_first_difference_is_named() {
        let theirs: String = strategy_steps(Strategy::BranchAndBound, 4)
            .iter()
            .map(|step| format!("{step}\n"))
            .collect();
        let same = compare(4, &theirs, Strategy::BranchAndBound);
        assert_eq!(same.first_difference, None);
        assert_eq!(same.solutions, 2);
        let wrong = theirs.replacen("try 0 1", "place 0 1\nnot a step", 1);
        let steps = compare(4, &wrong, Strategy::BranchAndBound);
        let lines: Vec<&str> = theirs.lines().collect();
        let at = lines.iter().position(|&line| line == "try 0 1").unwrap();
        assert_eq!(
            steps.first_difference,
            Some(Difference {
                step: at + 1,
                yours: Some("place 0 1".into()),
                expected: Some("try 0 1".into()),
                board: Vec::new(),
                attacked: None,
            })
        );
        assert_eq!(steps.ignored_lines, [at + 2]);
        let longer = format!("{theirs}solution\n");
        let steps = compare(4, &longer, Strategy::BranchAndBound);
        assert_eq!(steps.first_difference.unwrap().expected, None);
    }
}
