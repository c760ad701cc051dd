//! What each step of a trace says, in the words of the strategy that takes it.
//!
//! The flag strategies name the flag that pruned a square by its index
//! (`\ diagonal row-col+n-1 = 4 is taken`), `pairwise` names the first
//! earlier queen its scan finds attacking the square, and `bitmask` (with
//! `mirror`, `symmetry`, `parallel` and the half tree of `halves`, its
//! faster forms) shows its masks in binary (bit `c` is column `c`, so column 0 is the rightmost
//! digit). Everything is worked out from the placement so far,
//! `queens[row] = col` for the rows already filled, so the strategies need
//! not report their flags.
//!
//! Every line is worded in English or Korean (`nqueens trace --lang ko`, a
//! Korean locale, and the traces inside Korean lessons); the words are the
//! `trace.` sections of the catalogs (`en.txt`, `ko.txt`), and this file
//! only picks the section and fills in the squares, flags and masks. A
//! Korean particle after a computed number or square follows it as it is
//! read aloud (`열 0이`, `(1,2)가`), through the catalog's `{name:이}`.

use super::steps::{Step, StepKind};
use crate::board::positions;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::observer::{Clash, PruneReason};
use crate::strategies::Strategy;

/// A square as the trace names it: `(1,2)`.
fn square_name(row: usize, col: usize) -> Value {
    Value::Text(format!("({row},{col})"))
}

/// What step `step` of `strategy` on an `n` x `n` board says in `lang`,
/// without its number and indent; `queens` is the placement after it. The
/// text trace, the JSON steps, the terminal view and the page all word
/// steps here.
pub fn describe(lang: Lang, strategy: Strategy, n: usize, step: &Step, queens: &[usize]) -> String {
    let depth = usize::from(step.depth);
    let square = step
        .row
        .zip(step.col)
        .map(|(row, col)| (usize::from(row), usize::from(col)));
    match (step.kind, square) {
        (StepKind::Call, _) => call(strategy, n, queens, depth),
        (StepKind::Return, _) => lang.say(
            "trace.step.return",
            &[("function", strategy.function().into()), ("row", depth.into())],
        ),
        (StepKind::Solution, _) => lang.say(
            "trace.step.solution",
            &[
                ("number", Value::Text(step.solutions.to_string())),
                ("positions", positions(queens).into()),
            ],
        ),
        (StepKind::LeafTest, _) => {
            let clash =
                step.earlier_row
                    .zip(step.row)
                    .zip(step.reason)
                    .map(|((earlier_row, row), reason)| Clash {
                        earlier_row: usize::from(earlier_row),
                        row: usize::from(row),
                        reason,
                    });
            lang.say(
                "trace.step.leaf",
                &[
                    ("positions", positions(queens).into()),
                    ("found", leaf_test(lang, queens, clash).into()),
                ],
            )
        }
        (StepKind::Try, Some((row, col))) => lang.say("trace.step.try", &[("square", square_name(row, col))]),
        (StepKind::Prune, Some((row, col))) => {
            let reason = step.reason.expect("a prune has a reason");
            let cause = prune(lang, strategy, n, queens, (row, col), reason);
            lang.say(
                "trace.step.prune",
                &[("square", square_name(row, col)), ("cause", cause.into())],
            )
        }
        (StepKind::Place, Some((row, col))) => lang.say(
            "trace.step.place",
            &[
                ("square", square_name(row, col)),
                ("marks", place(lang, strategy, n, row, col).into()),
            ],
        ),
        (StepKind::Undo, Some((row, col))) => lang.say(
            "trace.step.undo",
            &[
                ("square", square_name(row, col)),
                ("clears", undo(lang, strategy, n, row, col).into()),
            ],
        ),
        (StepKind::Try | StepKind::Prune | StepKind::Place | StepKind::Undo, None) => {
            unreachable!("a step on a square has its square")
        }
    }
}

/// The first line of a trace: what runs, on which board, how squares are named.
pub fn title(lang: Lang, strategy: Strategy, n: usize, first: bool) -> String {
    let key = if first {
        "trace.title.first"
    } else {
        "trace.title.all"
    };
    lang.say(
        key,
        &[
            ("strategy", lang.strategy(strategy.name()).into()),
            ("function", strategy.function().into()),
            ("n", Value::Text(n.to_string())),
        ],
    )
}

/// The line after the shown steps, when some were left out.
pub fn left_out(lang: Lang, left: &str, all: &str, steps: u64) -> String {
    lang.say(
        "trace.left_out",
        &[
            ("left", left.into()),
            ("all", all.into()),
            ("steps", Value::Text(steps.to_string())),
        ],
    )
}

/// The line after a trace stopped at its first solution.
pub fn stopped(lang: Lang) -> &'static str {
    lang.section("trace.stopped")
}

/// The call line: the recursive function with its arguments.
fn call(strategy: Strategy, n: usize, queens: &[usize], depth: usize) -> String {
    let function = strategy.function();
    match strategy {
        Strategy::Bitmask | Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel | Strategy::Halves => {
            format!("{function}(row = {depth}, {})", Masks::of(queens, n).describe(n))
        }
        _ => format!("{function}(row = {depth})"),
    }
}

/// Why `square` was pruned, given the queens above it.
fn prune(
    lang: Lang,
    strategy: Strategy,
    n: usize,
    queens: &[usize],
    square: (usize, usize),
    reason: PruneReason,
) -> String {
    let (row, col) = square;
    match strategy {
        Strategy::Bitmask | Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel | Strategy::Halves => {
            let (name, mask) = Masks::of(queens, n).for_reason(reason);
            lang.say(
                "trace.prune.bit",
                &[
                    ("col", col.into()),
                    ("name", name.into()),
                    ("mask", binary(mask, n).into()),
                ],
            )
        }
        Strategy::Pairwise => {
            // The first earlier queen the scan meets that attacks the
            // square, and the first that attacks it along `reason`.
            let attacker = |wanted: Option<PruneReason>| {
                queens[..row]
                    .iter()
                    .enumerate()
                    .find_map(|(r, &c)| {
                        PruneReason::between(r, c, row, col)
                            .filter(|why| wanted.is_none_or(|wanted| *why == wanted))
                            .map(|why| (square_name(r, c), why))
                    })
                    .expect("a pruned square clashes with an earlier queen")
            };
            let (queen, first) = attacker(None);
            if first == reason {
                return lang.say(
                    "trace.prune.queen",
                    &[("queen", queen), ("line", line(lang, first).into())],
                );
            }
            let (charged, _) = attacker(Some(reason));
            lang.say(
                "trace.prune.charged",
                &[
                    ("met_queen", queen),
                    ("met_line", line(lang, first).into()),
                    ("queen", charged),
                    ("line", line(lang, reason).into()),
                ],
            )
        }
        Strategy::Branching | Strategy::Bounding | Strategy::BranchAndBound => lang.say(
            "trace.prune.flag",
            &[("flag", flag(lang, reason, row, col, n).into())],
        ),
        Strategy::Construction | Strategy::MinConflicts => {
            unreachable!("the one-solution strategies prune nothing")
        }
    }
}

/// What a placement marks, after `(row,col) placed`.
fn place(lang: Lang, strategy: Strategy, n: usize, row: usize, col: usize) -> String {
    let marks = |flags: String| lang.say("trace.place.marks", &[("flags", flags.into())]);
    match strategy {
        Strategy::Branching | Strategy::Pairwise | Strategy::Construction | Strategy::MinConflicts => {
            format!(": queens[{row}] = {col}")
        }
        Strategy::Bounding => marks(flag(lang, PruneReason::Column, row, col, n)),
        Strategy::BranchAndBound => marks(all_flags(lang, row, col, n)),
        Strategy::Bitmask | Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel | Strategy::Halves => {
            lang.say(
                "trace.place.bit",
                &[("bit", binary(1 << col, n).into()), ("next", (row + 1).into())],
            )
        }
    }
}

/// What an undo clears, after `(row,col) undone`.
fn undo(lang: Lang, strategy: Strategy, n: usize, row: usize, col: usize) -> String {
    let clears = |flags: String| lang.say("trace.undo.clears", &[("flags", flags.into())]);
    match strategy {
        Strategy::Branching | Strategy::Pairwise | Strategy::Construction | Strategy::MinConflicts => {
            String::new()
        }
        Strategy::Bounding => clears(flag(lang, PruneReason::Column, row, col, n)),
        Strategy::BranchAndBound => clears(all_flags(lang, row, col, n)),
        Strategy::Bitmask | Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel | Strategy::Halves => {
            lang.section("trace.undo.masks").to_string()
        }
    }
}

/// The state the strategy keeps, after a change: its flag arrays, its
/// masks, or only the placement when it keeps no flags.
pub(super) fn flags(lang: Lang, strategy: Strategy, n: usize, queens: &[usize]) -> String {
    let marked = |index: &dyn Fn(usize, usize) -> usize, len: usize| {
        let mut taken = vec![false; len];
        for (row, &col) in queens.iter().enumerate() {
            taken[index(row, col)] = true;
        }
        let digits: Vec<&str> = taken.iter().map(|&t| if t { "1" } else { "0" }).collect();
        format!("[{}]", digits.join(" "))
    };
    let columns = marked(&|_, col| col, n);
    let column = line(lang, PruneReason::Column);
    match strategy {
        Strategy::Branching | Strategy::Pairwise | Strategy::Construction | Strategy::MinConflicts => {
            let rows: Vec<String> = (0..n)
                .map(|row| queens.get(row).map_or(".".to_string(), usize::to_string))
                .collect();
            format!("queens [{}]", rows.join(" "))
        }
        Strategy::Bounding => format!("{column} {columns}"),
        Strategy::BranchAndBound => format!(
            "{column} {columns}  / {}  \\ {}",
            marked(&|row, col| row + col, 2 * n - 1),
            marked(&|row, col| row + n - 1 - col, 2 * n - 1)
        ),
        Strategy::Bitmask | Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel | Strategy::Halves => {
            lang.say(
                "trace.masks",
                &[
                    ("row", queens.len().into()),
                    ("masks", Masks::of(queens, n).describe(n).into()),
                ],
            )
        }
    }
}

/// What a leaf test found.
fn leaf_test(lang: Lang, queens: &[usize], clash: Option<Clash>) -> String {
    match clash {
        None => lang.section("trace.leaf.none").to_string(),
        Some(Clash {
            earlier_row,
            row,
            reason,
        }) => lang.say(
            "trace.leaf.clash",
            &[
                ("earlier", square_name(earlier_row, queens[earlier_row])),
                ("later", square_name(row, queens[row])),
                ("line", line(lang, reason).into()),
            ],
        ),
    }
}

/// The line a reason is about: `column`, `/ diagonal` or `\ diagonal`, or
/// its Korean name.
pub fn line(lang: Lang, reason: PruneReason) -> &'static str {
    lang.section(match reason {
        PruneReason::Column => "trace.line.column",
        PruneReason::Diagonal => "trace.line.diagonal",
        PruneReason::AntiDiagonal => "trace.line.anti_diagonal",
    })
}

/// The flag of `(row,col)` for `reason`, with its index: `/ diagonal row+col = 3`.
fn flag(lang: Lang, reason: PruneReason, row: usize, col: usize, n: usize) -> String {
    let (line, index) = (line(lang, reason), reason.flag_index(row, col, n));
    match reason {
        PruneReason::Column => format!("{line} {index}"),
        PruneReason::Diagonal => format!("{line} row+col = {index}"),
        PruneReason::AntiDiagonal => format!("{line} row-col+n-1 = {index}"),
    }
}

/// The three flags of a square, shortly: `column 1, / 1, \ 2`.
fn all_flags(lang: Lang, row: usize, col: usize, n: usize) -> String {
    let [column, diagonal, anti_diagonal] = PruneReason::ALL.map(|reason| reason.flag_index(row, col, n));
    format!(
        "{} {column}, / {diagonal}, \\ {anti_diagonal}",
        line(lang, PruneReason::Column)
    )
}

/// `mask` as `n` binary digits, column 0 rightmost.
fn binary(mask: u64, n: usize) -> String {
    format!("{mask:0n$b}")
}

/// The bitmask strategy's three masks for the next row to fill.
struct Masks {
    columns: u64,
    diagonals: u64,
    anti_diagonals: u64,
}

impl Masks {
    /// The masks `bitmask` holds for row `queens.len()`: each queen's `/`
    /// line moves one column left per row down, its `\` line one right,
    /// and lines that leave the board are dropped.
    fn of(queens: &[usize], n: usize) -> Self {
        let row = queens.len();
        let mut masks = Self {
            columns: 0,
            diagonals: 0,
            anti_diagonals: 0,
        };
        for (earlier_row, &col) in queens.iter().enumerate() {
            let down = row - earlier_row;
            masks.columns |= 1 << col;
            if col >= down {
                masks.diagonals |= 1 << (col - down);
            }
            if col + down < n {
                masks.anti_diagonals |= 1 << (col + down);
            }
        }
        masks
    }

    /// The mask a prune for `reason` comes from, with its name in the source.
    fn for_reason(&self, reason: PruneReason) -> (&'static str, u64) {
        match reason {
            PruneReason::Column => ("columns", self.columns),
            PruneReason::Diagonal => ("diagonals", self.diagonals),
            PruneReason::AntiDiagonal => ("anti_diagonals", self.anti_diagonals),
        }
    }

    /// `columns = 0001, diagonals = 0000, anti_diagonals = 0010`.
    fn describe(&self, n: usize) -> String {
        format!(
            "columns = {}, diagonals = {}, anti_diagonals = {}",
            binary(self.columns, n),
            binary(self.diagonals, n),
            binary(self.anti_diagonals, n)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_follow_the_lines_down_the_board() {
        // Queens (0,1) and (1,3) on a 4 x 4 board, seen from row 2: columns
        // 1 and 3; `/` from (1,3) reaches (2,2), from (0,1) it has left the
        // board; `\` from (0,1) reaches (2,3), from (1,3) it has left.
        let masks = Masks::of(&[1, 3], 4);
        assert_eq!(
            masks.describe(4),
            "columns = 1010, diagonals = 0100, anti_diagonals = 1000"
        );
    }

    #[test]
    fn flag_prunes_name_the_flag_index() {
        let cause = prune(
            Lang::En,
            Strategy::BranchAndBound,
            4,
            &[2, 0],
            (2, 1),
            PruneReason::AntiDiagonal,
        );
        assert_eq!(cause, "\\ diagonal row-col+n-1 = 4 is taken");
        let cause = prune(
            Lang::En,
            Strategy::Bounding,
            4,
            &[2, 0],
            (2, 0),
            PruneReason::Column,
        );
        assert_eq!(cause, "column 0 is taken");
        let cause = prune(
            Lang::Ko,
            Strategy::Bounding,
            4,
            &[2, 0],
            (2, 0),
            PruneReason::Column,
        );
        assert_eq!(cause, "열 0이 차 있음", "영 takes 이");
        let cause = prune(
            Lang::Ko,
            Strategy::BranchAndBound,
            4,
            &[2, 0],
            (2, 1),
            PruneReason::AntiDiagonal,
        );
        assert_eq!(cause, "\\ 대각선 row-col+n-1 = 4가 차 있음", "사 takes 가");
    }

    #[test]
    fn pairwise_prunes_name_the_first_queen_of_the_scan() {
        // (2,2) is on the `\` line of (0,0) and in the column of (1,2): the
        // scan meets (0,0) first, the counters charge the column.
        let cause = prune(
            Lang::En,
            Strategy::Pairwise,
            4,
            &[0, 2],
            (2, 2),
            PruneReason::Column,
        );
        assert_eq!(
            cause,
            "queen (0,0) is on its \\ diagonal (counted as a column prune: it is also on the column of \
             queen (1,2), and a prune counts under the first of column, /, \\ that blocks it)"
        );
        let cause = prune(
            Lang::Ko,
            Strategy::Pairwise,
            4,
            &[0, 2],
            (2, 2),
            PruneReason::Column,
        );
        assert_eq!(
            cause,
            "퀸 (1,2)와 같은 열에 있음(퀸 (0,0)과 같은 \\ 대각선에도 있지만, 열 → / → \\ 순서로 따져 열 \
             가지치기로 셉니다)"
        );
    }

    #[test]
    fn korean_leaf_tests_and_masks_take_their_particles() {
        let clash = Clash {
            earlier_row: 0,
            row: 1,
            reason: PruneReason::Diagonal,
        };
        assert_eq!(
            leaf_test(Lang::Ko, &[1, 0, 2, 3], Some(clash)),
            "(0,1)과 (1,0)이 같은 / 대각선에 있음"
        );
        assert_eq!(
            leaf_test(Lang::Ko, &[2, 1, 0, 3], Some(clash)),
            "(0,2)와 (1,1)이 같은 / 대각선에 있음"
        );
        assert_eq!(
            place(Lang::Ko, Strategy::Bitmask, 4, 0, 1),
            ": 1행에 넘길 마스크에 비트 0010을 켬"
        );
        assert_eq!(
            prune(
                Lang::Ko,
                Strategy::Bitmask,
                4,
                &[0],
                (1, 1),
                PruneReason::AntiDiagonal
            ),
            "anti_diagonals 0010에서 비트 1이 켜져 있음"
        );
    }
}
