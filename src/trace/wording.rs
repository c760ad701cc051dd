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

use super::steps::{Step, StepKind};
use crate::board::positions;
use crate::observer::{Clash, PruneReason};
use crate::strategies::Strategy;

/// What step `step` of `strategy` on an `n` x `n` board says, without its
/// number and indent; `queens` is the placement after it. The text trace,
/// the JSON steps, the terminal view and the page all word steps here.
pub fn describe(strategy: Strategy, n: usize, step: &Step, queens: &[usize]) -> String {
    let depth = usize::from(step.depth);
    let square = step
        .row
        .zip(step.col)
        .map(|(row, col)| (usize::from(row), usize::from(col)));
    match (step.kind, square) {
        (StepKind::Call, _) => call(strategy, n, queens, depth),
        (StepKind::Return, _) => format!("{}(row = {depth}) returns", strategy.function()),
        (StepKind::Solution, _) => format!("solution {}: {}", step.solutions, positions(queens)),
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
            format!("leaf test {}: {}", positions(queens), leaf_test(queens, clash))
        }
        (StepKind::Try, Some((row, col))) => format!("try ({row},{col})"),
        (StepKind::Prune, Some((row, col))) => {
            let reason = step.reason.expect("a prune has a reason");
            let cause = prune(strategy, n, queens, (row, col), reason);
            format!("({row},{col}) pruned: {cause}")
        }
        (StepKind::Place, Some((row, col))) => {
            format!("({row},{col}) placed{}", place(strategy, n, row, col))
        }
        (StepKind::Undo, Some((row, col))) => format!("({row},{col}) undone{}", undo(strategy, n, row, col)),
        (StepKind::Try | StepKind::Prune | StepKind::Place | StepKind::Undo, None) => {
            unreachable!("a step on a square has its square")
        }
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
            format!("bit {col} is set in {name} {}", binary(mask, n))
        }
        Strategy::Pairwise => {
            let (earlier_row, earlier_col, first) = queens[..row]
                .iter()
                .enumerate()
                .find_map(|(r, &c)| PruneReason::between(r, c, row, col).map(|why| (r, c, why)))
                .expect("a pruned square clashes with an earlier queen");
            let mut cause = format!("queen ({earlier_row},{earlier_col}) is on its {}", first.line());
            if first != reason {
                cause.push_str(&format!(" (counted as a {} prune)", reason.line()));
            }
            cause
        }
        Strategy::Branching | Strategy::Bounding | Strategy::BranchAndBound => {
            format!("{} is taken", flag(reason, row, col, n))
        }
        Strategy::Construction | Strategy::MinConflicts => {
            unreachable!("the one-solution strategies prune nothing")
        }
    }
}

/// What a placement marks, after `(row,col) placed`.
fn place(strategy: Strategy, n: usize, row: usize, col: usize) -> String {
    match strategy {
        Strategy::Branching | Strategy::Pairwise | Strategy::Construction | Strategy::MinConflicts => {
            format!(": queens[{row}] = {col}")
        }
        Strategy::Bounding => format!(": marks {}", flag(PruneReason::Column, row, col, n)),
        Strategy::BranchAndBound => format!(": marks {}", all_flags(row, col, n)),
        Strategy::Bitmask | Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel | Strategy::Halves => {
            format!(
                ": bit {} joins the masks passed to row {}",
                binary(1 << col, n),
                row + 1
            )
        }
    }
}

/// What an undo clears, after `(row,col) undone`.
fn undo(strategy: Strategy, n: usize, row: usize, col: usize) -> String {
    match strategy {
        Strategy::Branching | Strategy::Pairwise | Strategy::Construction | Strategy::MinConflicts => {
            String::new()
        }
        Strategy::Bounding => format!(": clears {}", flag(PruneReason::Column, row, col, n)),
        Strategy::BranchAndBound => format!(": clears {}", all_flags(row, col, n)),
        Strategy::Bitmask | Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel | Strategy::Halves => {
            ": nothing to clear, the masks were passed by value".to_string()
        }
    }
}

/// The state the strategy keeps, after a change: its flag arrays, its
/// masks, or only the placement when it keeps no flags.
pub(super) fn flags(strategy: Strategy, n: usize, queens: &[usize]) -> String {
    let marked = |index: &dyn Fn(usize, usize) -> usize, len: usize| {
        let mut taken = vec![false; len];
        for (row, &col) in queens.iter().enumerate() {
            taken[index(row, col)] = true;
        }
        let digits: Vec<&str> = taken.iter().map(|&t| if t { "1" } else { "0" }).collect();
        format!("[{}]", digits.join(" "))
    };
    let columns = marked(&|_, col| col, n);
    match strategy {
        Strategy::Branching | Strategy::Pairwise | Strategy::Construction | Strategy::MinConflicts => {
            let rows: Vec<String> = (0..n)
                .map(|row| queens.get(row).map_or(".".to_string(), usize::to_string))
                .collect();
            format!("queens [{}]", rows.join(" "))
        }
        Strategy::Bounding => format!("column {columns}"),
        Strategy::BranchAndBound => format!(
            "column {columns}  / {}  \\ {}",
            marked(&|row, col| row + col, 2 * n - 1),
            marked(&|row, col| row + n - 1 - col, 2 * n - 1)
        ),
        Strategy::Bitmask | Strategy::Mirror | Strategy::Symmetry | Strategy::Parallel | Strategy::Halves => {
            format!(
                "masks for row {}: {}",
                queens.len(),
                Masks::of(queens, n).describe(n)
            )
        }
    }
}

/// What a leaf test found.
fn leaf_test(queens: &[usize], clash: Option<Clash>) -> String {
    match clash {
        None => "no two queens attack each other".to_string(),
        Some(Clash {
            earlier_row,
            row,
            reason,
        }) => format!(
            "({earlier_row},{}) and ({row},{}) share a {}",
            queens[earlier_row],
            queens[row],
            reason.line()
        ),
    }
}

/// The flag of `(row,col)` for `reason`, with its index: `/ diagonal row+col = 3`.
fn flag(reason: PruneReason, row: usize, col: usize, n: usize) -> String {
    let index = reason.flag_index(row, col, n);
    match reason {
        PruneReason::Column => format!("column {index}"),
        PruneReason::Diagonal => format!("/ diagonal row+col = {index}"),
        PruneReason::AntiDiagonal => format!("\\ diagonal row-col+n-1 = {index}"),
    }
}

/// The three flags of a square, shortly: `column 1, / 1, \ 2`.
fn all_flags(row: usize, col: usize, n: usize) -> String {
    let [column, diagonal, anti_diagonal] = PruneReason::ALL.map(|reason| reason.flag_index(row, col, n));
    format!("column {column}, / {diagonal}, \\ {anti_diagonal}")
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
            Strategy::BranchAndBound,
            4,
            &[2, 0],
            (2, 1),
            PruneReason::AntiDiagonal,
        );
        assert_eq!(cause, "\\ diagonal row-col+n-1 = 4 is taken");
        let cause = prune(Strategy::Bounding, 4, &[2, 0], (2, 0), PruneReason::Column);
        assert_eq!(cause, "column 0 is taken");
    }

    #[test]
    fn pairwise_prunes_name_the_first_queen_of_the_scan() {
        // (2,2) is on the `\` line of (0,0) and in the column of (1,2): the
        // scan meets (0,0) first, the counters charge the column.
        let cause = prune(Strategy::Pairwise, 4, &[0, 2], (2, 2), PruneReason::Column);
        assert_eq!(
            cause,
            "queen (0,0) is on its \\ diagonal (counted as a column prune)"
        );
    }
}
