//! Results in, bytes out: every picture, page and GIF the tool writes, and
//! the terminal view, in one palette ([`palette`]) and one set of marks
//! ([`palette::Mark`]). For any of them, one file draws it:
//!
//! - a board as text (blocks, letters, positions, LeetCode's strings):
//!   [`board`], here;
//! - a sheet of solutions: `svg/sheet.rs`; one position with what it
//!   attacks: `svg/position.rs`; a step of a search, and the frames of the
//!   GIF: `svg/step.rs`; the search tree: `svg/tree.rs`; the code with its
//!   line lit: `svg/code.rs`; the charts of `compare`: `svg/chart/`
//!   (`profile.rs` for one n, `growth.rs` for a range);
//! - the GIF: `gif.rs`;
//! - the replay page: `html/replay.rs` (its player `replay.js`); the race:
//!   `html/race.rs` (`race.js`); the classroom's prediction on the replay
//!   page: `html/classroom.rs` (`classroom.js`); a lesson's page: its look
//!   in `html/lesson.rs`, its sections in `lessons::page`; the two pages
//!   to print: their look in `html/handout.rs`, their sections in
//!   `lessons::handout`;
//! - the terminal view of `watch`: `terminal/draw.rs` (its loop
//!   `terminal/play.rs`, the race `terminal/race.rs`, the prediction
//!   `terminal/predict.rs`).

pub mod escape;
pub mod gif;
pub mod html;
pub mod palette;
pub mod svg;
#[cfg(feature = "terminal")]
pub mod terminal;

use crate::board::{grid, positions, BoardStyle};
use crate::lang::Lang;
use crate::report::{Comparison, Format, Sweep};

/// Draws `queens` in `style`, ending with a newline.
pub fn board(queens: &[usize], style: BoardStyle) -> String {
    match style {
        BoardStyle::Blocks => grid(queens, "■", "□", " "),
        BoardStyle::Letters => grid(queens, "Q", ".", " "),
        BoardStyle::Positions => positions(queens) + "\n",
        BoardStyle::Leetcode => {
            let rows: Vec<String> = grid(queens, "Q", ".", "")
                .lines()
                .map(|line| format!("\"{line}\""))
                .collect();
            format!("[{}]\n", rows.join(","))
        }
        BoardStyle::Svg => svg::sheet::Sheet {
            n: queens.len(),
            title: format!("n = {}", queens.len()),
            label: "Solution",
            boards: vec![queens.to_vec()],
        }
        .to_svg(),
    }
}

/// The comparison laid out in `format`, in `lang`, ending with a newline.
pub fn comparison(comparison: &Comparison, format: Format, lang: Lang) -> String {
    match format {
        Format::Table => comparison.render_within(None, lang),
        Format::Markdown => comparison.markdown(lang),
        Format::Csv => comparison.csv(),
        Format::Json => comparison.json(lang),
        Format::Svg => svg::chart::profile::render(comparison, lang),
    }
}

/// The sweep laid out in `format`, in `lang`, ending with a newline.
pub fn sweep(sweep: &Sweep, format: Format, lang: Lang) -> String {
    match format {
        Format::Table => sweep.render_within(None, lang),
        Format::Markdown => sweep.markdown(lang),
        Format::Csv => sweep.csv(),
        Format::Json => sweep.json(lang),
        Format::Svg => svg::chart::growth::render(sweep, lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::observer::Quiet;
    use crate::report::tests::entry;
    use crate::report::Entry;
    use crate::run::{search, RunSpec};
    use crate::strategies::Strategy;
    use crate::threads::Control;

    #[test]
    fn leetcode_style_matches_problem_51() {
        assert_eq!(
            board(&[1, 3, 0, 2], BoardStyle::Leetcode),
            "[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]\n"
        );
    }

    #[test]
    fn boards_draw_one_line_per_row() {
        assert_eq!(
            board(&[1, 3, 0, 2], BoardStyle::Letters),
            ". Q . .\n. . . Q\nQ . . .\n. . Q .\n"
        );
        assert_eq!(board(&[1, 0], BoardStyle::Blocks), "□ ■\n■ □\n");
        assert_eq!(
            board(&[0, 4, 7, 5, 2, 6, 1, 3], BoardStyle::Positions),
            "0 4 7 5 2 6 1 3\n"
        );
    }

    #[test]
    fn the_repair_columns_come_with_a_one_solution_strategy() {
        let run_first = |strategy| {
            let spec = RunSpec::of(strategy, 8, true);
            Entry::Ran(search(spec, Control::default(), &mut Quiet).expect("n = 8 is searched"))
        };
        let searches = Comparison::new(8, true, vec![run_first(Strategy::Bitmask)]);
        let all = Comparison::new(
            8,
            true,
            vec![run_first(Strategy::Bitmask), run_first(Strategy::MinConflicts)],
        );
        for format in [Format::Table, Format::Markdown, Format::Csv, Format::Json] {
            assert!(
                !comparison(&searches, format, Lang::En).contains("repairs"),
                "{format:?}"
            );
            assert!(
                comparison(&all, format, Lang::En).contains("repairs"),
                "{format:?}"
            );
        }
    }

    #[test]
    fn every_format_names_every_strategy() {
        let entries = Strategy::SEARCHES
            .iter()
            .map(|&s| entry(s, 5, 1_000_000, false))
            .collect();
        let comparison = Comparison::new(5, false, entries);
        for format in [
            Format::Table,
            Format::Markdown,
            Format::Csv,
            Format::Json,
            Format::Svg,
        ] {
            let text = super::comparison(&comparison, format, Lang::En);
            for strategy in Strategy::SEARCHES {
                assert!(text.contains(strategy.name()), "{format:?} lacks {strategy}");
            }
        }
    }
}
