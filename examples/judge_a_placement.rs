//! Judge a placement: is a board a solution, and what does a partial one attack?
//!
//! `board::is_valid` is the judge every test applies to a printed board
//! (`queens[row] = col`, one flag per column and diagonal: linear time).
//! `board::attacks::Position` is a partial placement, the first rows filled:
//! it says along which lines the queens attack a square (column, `/`
//! diagonal, `\` diagonal, in the order a prune is charged) and which
//! squares of the next row are free, where a search places its next queen.
//! `nqueens draw` draws the same facts.
//!
//! Run: `cargo run --release --example judge_a_placement`.

use nqueens::board::attacks::Position;
use nqueens::board::{is_valid, positions};

fn main() {
    for queens in [vec![1, 3, 0, 2], vec![0, 2, 1, 3], vec![0, 4, 7, 5, 2, 6, 1, 3]] {
        let verdict = if is_valid(&queens) {
            "a solution"
        } else {
            "not a solution"
        };
        println!("{}: {verdict}", positions(&queens));
    }
    let position = Position::new(8, vec![0, 4, 7]).expect("the queens are on the board");
    let row = position.next_row();
    for col in 0..position.n() {
        let lines: Vec<&str> = position
            .attacks(row, col)
            .iter()
            .map(|line| line.name())
            .collect();
        let said = if lines.is_empty() {
            "free".to_string()
        } else {
            lines.join(", ")
        };
        println!("({row},{col}): {said}");
    }
    println!("free in row {row}: {:?}", position.free_in_next_row());
}
