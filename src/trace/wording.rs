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
//! Korean locale, and the traces inside Korean lessons); the whole wording
//! of a trace lives here, behind a [`Lang`], for every renderer of steps.
//! A Korean particle after a computed number or square follows it as it is
//! read aloud (`열 0이`, `(1,2)가`), by [`crate::lang::korean::particle`].

use super::steps::{Step, StepKind};
use crate::board::positions;
use crate::format::article;
use crate::lang::korean::with_particle;
use crate::lang::Lang;
use crate::observer::{Clash, PruneReason};
use crate::strategies::Strategy;

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
        (StepKind::Return, _) => returns(lang, strategy, depth),
        (StepKind::Solution, _) => solution(lang, step.solutions, &positions(queens)),
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
            leaf(lang, &positions(queens), &leaf_test(lang, queens, clash))
        }
        (StepKind::Try, Some((row, col))) => try_square(lang, row, col),
        (StepKind::Prune, Some((row, col))) => {
            let reason = step.reason.expect("a prune has a reason");
            let cause = prune(lang, strategy, n, queens, (row, col), reason);
            pruned(lang, row, col, &cause)
        }
        (StepKind::Place, Some((row, col))) => placed(lang, row, col, &place(lang, strategy, n, row, col)),
        (StepKind::Undo, Some((row, col))) => undone(lang, row, col, &undo(lang, strategy, n, row, col)),
        (StepKind::Try | StepKind::Prune | StepKind::Place | StepKind::Undo, None) => {
            unreachable!("a step on a square has its square")
        }
    }
}

/// The first line of a trace: what runs, on which board, how squares are named.
pub fn title(lang: Lang, strategy: Strategy, n: usize, first: bool) -> String {
    let function = strategy.function();
    match (lang, first) {
        (Lang::En, first) => {
            let which = if first {
                "up to the first solution"
            } else {
                "all solutions"
            };
            let a = article(n as u64);
            format!("Trace of {strategy} on {a} {n} x {n} board, {which}: each step of {function}(), squares as (row,col) from 0.")
        }
        (Lang::Ko, first) => {
            let which = if first {
                "첫 번째 해를 찾을 때까지의"
            } else {
                "모든 해를 찾는"
            };
            format!("{strategy} 전략이 {n} x {n} 판에서 {which} 과정을 추적합니다. {function}()의 단계 하나를 한 줄에 적고, 칸은 0부터 센 (행,열)로 나타냅니다.")
        }
    }
}

/// The line after the shown steps, when some were left out.
pub fn left_out(lang: Lang, left: &str, all: &str, steps: u64) -> String {
    match lang {
        Lang::En => {
            format!("... {left} more steps not shown ({all} in all; see them with --max-steps {steps}).")
        }
        Lang::Ko => format!(
            "... 나머지 {left}단계는 생략했습니다(모두 {all}단계). --max-steps {} 실행하면 모두 볼 수 있습니다.",
            with_particle(&steps.to_string(), "으로")
        ),
    }
}

/// The line after a trace stopped at its first solution.
pub fn stopped(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "The first solution stops the search: the open calls return at once.",
        Lang::Ko => "첫 번째 해에서 탐색이 멈춥니다. 열려 있던 호출은 곧바로 돌아갑니다.",
    }
}

/// A tried square: `try (1,2)`.
fn try_square(lang: Lang, row: usize, col: usize) -> String {
    match lang {
        Lang::En => format!("try ({row},{col})"),
        Lang::Ko => format!("({row},{col}) 시도"),
    }
}

/// A pruned square and its cause.
fn pruned(lang: Lang, row: usize, col: usize, cause: &str) -> String {
    match lang {
        Lang::En => format!("({row},{col}) pruned: {cause}"),
        Lang::Ko => format!("({row},{col}) 가지치기: {cause}"),
    }
}

/// A placed queen and what it marks.
fn placed(lang: Lang, row: usize, col: usize, marks: &str) -> String {
    match lang {
        Lang::En => format!("({row},{col}) placed{marks}"),
        Lang::Ko => format!("({row},{col})에 놓음{marks}"),
    }
}

/// A leaf test of `positions` and what it found.
fn leaf(lang: Lang, positions: &str, found: &str) -> String {
    match lang {
        Lang::En => format!("leaf test {positions}: {found}"),
        Lang::Ko => format!("리프 검사 {positions}: {found}"),
    }
}

/// The `number`-th solution.
fn solution(lang: Lang, number: u64, positions: &str) -> String {
    match lang {
        Lang::En => format!("solution {number}: {positions}"),
        Lang::Ko => format!("해 {number}: {positions}"),
    }
}

/// A queen taken back and what it clears.
fn undone(lang: Lang, row: usize, col: usize, clears: &str) -> String {
    match lang {
        Lang::En => format!("({row},{col}) undone{clears}"),
        Lang::Ko => format!("({row},{col}) 되돌림{clears}"),
    }
}

/// A call returning.
fn returns(lang: Lang, strategy: Strategy, depth: usize) -> String {
    let function = strategy.function();
    match lang {
        Lang::En => format!("{function}(row = {depth}) returns"),
        Lang::Ko => format!("{function}(row = {depth}) 반환"),
    }
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
            match lang {
                Lang::En => format!("bit {col} is set in {name} {}", binary(mask, n)),
                Lang::Ko => format!(
                    "{name} {}에서 비트 {} 켜져 있음",
                    binary(mask, n),
                    with_particle(&col.to_string(), "이")
                ),
            }
        }
        Strategy::Pairwise => {
            let (earlier_row, earlier_col, first) = queens[..row]
                .iter()
                .enumerate()
                .find_map(|(r, &c)| PruneReason::between(r, c, row, col).map(|why| (r, c, why)))
                .expect("a pruned square clashes with an earlier queen");
            let queen = format!("({earlier_row},{earlier_col})");
            let mut cause = match lang {
                Lang::En => format!("queen {queen} is on its {}", line(lang, first)),
                Lang::Ko => format!("퀸 {} 같은 {}", with_particle(&queen, "과"), line(lang, first)),
            };
            if first != reason {
                cause.push_str(&match lang {
                    Lang::En => format!(" (counted as a {} prune)", line(lang, reason)),
                    Lang::Ko => format!("({} 가지치기로 셈)", line(lang, reason)),
                });
            }
            cause
        }
        Strategy::Branching | Strategy::Bounding | Strategy::BranchAndBound => {
            let flag = flag(lang, reason, row, col, n);
            match lang {
                Lang::En => format!("{flag} is taken"),
                Lang::Ko => format!("{} 차 있음", with_particle(&flag, "이")),
            }
        }
        Strategy::Construction | Strategy::MinConflicts => {
            unreachable!("the one-solution strategies prune nothing")
        }
    }
}

/// What a placement marks, after `(row,col) placed`.
fn place(lang: Lang, strategy: Strategy, n: usize, row: usize, col: usize) -> String {
    let marks = |flags: String| match lang {
        Lang::En => format!(": marks {flags}"),
        Lang::Ko => format!(": {flags} 표시"),
    };
    match strategy {
        Strategy::Branching | Strategy::Pairwise | Strategy::Construction | Strategy::MinConflicts => {
            format!(": queens[{row}] = {col}")
        }
        Strategy::Bounding => marks(flag(lang, PruneReason::Column, row, col, n)),
        Strategy::BranchAndBound => marks(all_flags(lang, row, col, n)),
        Strategy::Bitmask | Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel | Strategy::Halves => {
            let bit = binary(1 << col, n);
            match lang {
                Lang::En => format!(": bit {bit} joins the masks passed to row {}", row + 1),
                Lang::Ko => format!(
                    ": 비트 {} {}행에 넘기는 마스크에 더함",
                    with_particle(&bit, "을"),
                    row + 1
                ),
            }
        }
    }
}

/// What an undo clears, after `(row,col) undone`.
fn undo(lang: Lang, strategy: Strategy, n: usize, row: usize, col: usize) -> String {
    let clears = |flags: String| match lang {
        Lang::En => format!(": clears {flags}"),
        Lang::Ko => format!(": {flags} 지움"),
    };
    match strategy {
        Strategy::Branching | Strategy::Pairwise | Strategy::Construction | Strategy::MinConflicts => {
            String::new()
        }
        Strategy::Bounding => clears(flag(lang, PruneReason::Column, row, col, n)),
        Strategy::BranchAndBound => clears(all_flags(lang, row, col, n)),
        Strategy::Bitmask | Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel | Strategy::Halves => {
            match lang {
                Lang::En => ": nothing to clear, the masks were passed by value".to_string(),
                Lang::Ko => ": 지울 것 없음, 마스크는 값으로 넘겼음".to_string(),
            }
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
            let masks = Masks::of(queens, n).describe(n);
            match lang {
                Lang::En => format!("masks for row {}: {masks}", queens.len()),
                Lang::Ko => format!("{}행의 마스크: {masks}", queens.len()),
            }
        }
    }
}

/// What a leaf test found.
fn leaf_test(lang: Lang, queens: &[usize], clash: Option<Clash>) -> String {
    match (lang, clash) {
        (Lang::En, None) => "no two queens attack each other".to_string(),
        (Lang::Ko, None) => "서로 공격하는 두 퀸 없음".to_string(),
        (
            lang,
            Some(Clash {
                earlier_row,
                row,
                reason,
            }),
        ) => {
            let earlier = format!("({earlier_row},{})", queens[earlier_row]);
            let later = format!("({row},{})", queens[row]);
            match lang {
                Lang::En => format!("{earlier} and {later} share a {}", line(lang, reason)),
                Lang::Ko => format!(
                    "{} {} 같은 {}에 있음",
                    with_particle(&earlier, "과"),
                    with_particle(&later, "이"),
                    line(lang, reason)
                ),
            }
        }
    }
}

/// The line a reason is about: `column`, `/ diagonal` or `\ diagonal`
/// ([`PruneReason::line`]), or its Korean name.
fn line(lang: Lang, reason: PruneReason) -> &'static str {
    match (lang, reason) {
        (Lang::En, reason) => reason.line(),
        (Lang::Ko, PruneReason::Column) => "열",
        (Lang::Ko, PruneReason::Diagonal) => "/ 대각선",
        (Lang::Ko, PruneReason::AntiDiagonal) => "\\ 대각선",
    }
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
            "queen (0,0) is on its \\ diagonal (counted as a column prune)"
        );
        let cause = prune(
            Lang::Ko,
            Strategy::Pairwise,
            4,
            &[0, 2],
            (2, 2),
            PruneReason::Column,
        );
        assert_eq!(cause, "퀸 (0,0)과 같은 \\ 대각선(열 가지치기로 셈)");
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
            ": 비트 0010을 1행에 넘기는 마스크에 더함"
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
