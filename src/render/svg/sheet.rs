//! A sheet of boards: every solution `solve --style svg` prints, laid out
//! in a grid under a title, each board a group tagged
//! `data-queens="c0 c1 … c(n-1)"` with its caption below it.

use std::fmt::Write;

use super::{document, empty_board, squares_pattern, text};
use crate::board::positions;
use crate::format::{drawn_width, keep_together, NO_BREAK};
use crate::render::escape::markup;
use crate::render::palette::{INK, PAPER, QUEEN};

/// What a sheet shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    /// Board size.
    pub n: usize,
    /// The line above the boards; it breaks at its spaces only, not at
    /// its no-break spaces.
    pub title: String,
    /// What each caption calls a board, followed by its number: `Solution`, `Class`.
    pub label: &'static str,
    /// The boards, `queens[row] = col` each, in the order shown.
    pub boards: Vec<Vec<usize>>,
}

/// The sentence `summary` as a sheet's title, its lines broken where it
/// reads well: the strategy's `name` and `n = N` are kept whole, each
/// figure with the word before it (`노드 17개를`, `seed 1`), and a bare
/// figure with the word after it too (`92 solutions`, `3 × 3 판에`), up to a
/// punctuation mark or an opening parenthesis: no line ends with a bare
/// figure, and none starts with a figure its noun ends the line before.
pub fn title_of(summary: &str, name: &str) -> String {
    let glued = summary
        .replacen(name, &keep_together(name), 1)
        .replace("n = ", &keep_together("n = "));
    let figure = |word: &str| {
        word.trim_start_matches('(')
            .starts_with(|c: char| c.is_ascii_digit())
    };
    // A bare figure (`92`, not `92개를`) has its noun after it.
    let bare = |word: &str| figure(word) && word.ends_with(|c: char| c.is_ascii_digit());
    let joins = |before: &str, word: &str| {
        !before.ends_with([',', '.', ';', ':']) && !word.starts_with('(') && (bare(before) || figure(word))
    };
    let mut groups: Vec<Vec<&str>> = Vec::new();
    for word in glued.split(' ') {
        match groups.last_mut() {
            Some(group) if joins(group.last().expect("a group has a word"), word) => group.push(word),
            _ => groups.push(vec![word]),
        }
    }
    let groups: Vec<String> = groups
        .iter()
        .map(|group| keep_together(&group.join(" ")))
        .collect();
    groups.join(" ")
}

/// Boards side by side in a row of the grid, at most.
const COLUMNS: usize = 6;
/// The widest a row of boards grows before the next board starts a new row.
const ROW_WIDTH: u32 = 1200;
/// Columns of the board listed on one caption line.
const NUMBERS_PER_LINE: usize = 8;
/// Pixels between boards, and around the sheet.
const GAP: u32 = 24;
/// Font sizes of the title and of the captions.
const TITLE_SIZE: u32 = 16;
const CAPTION_SIZE: u32 = 11;
/// Height of one caption line.
const CAPTION_LINE: u32 = 14;
/// Width of a caption line of eight two-digit numbers.
const CAPTION_WIDTH: u32 = 150;

impl Sheet {
    /// The side of a square in pixels: 24 up to n = 13, then smaller as the
    /// board grows, down to 12 (n = 27 and over), so a larger board is drawn
    /// larger (96 pixels at n = 4, 192 at n = 8, 320 at n = 20, 384 at n = 32).
    fn cell(&self) -> u32 {
        (320 / self.n.max(1) as u32).clamp(12, 24)
    }

    /// The title cut into lines between words (never at a no-break space,
    /// which glues a strategy's name), each drawn at most `room` pixels wide
    /// ([`drawn_width`]: a Hangul syllable takes an em).
    fn title_lines(&self, room: u32) -> Vec<String> {
        let fits = |line: &str| drawn_width(line, f64::from(TITLE_SIZE)) <= f64::from(room);
        let mut lines: Vec<String> = Vec::new();
        for word in self.title.split(' ') {
            match lines.last_mut() {
                Some(line) if fits(&format!("{line} {word}")) => {
                    line.push(' ');
                    line.push_str(word);
                }
                _ => lines.push(word.to_string()),
            }
        }
        lines.iter().map(|line| line.replace(NO_BREAK, " ")).collect()
    }

    /// The width of the widest piece of the title no line may cut (a
    /// strategy's name is one), in pixels: the sheet is at least as wide.
    fn widest_title_word(&self) -> u32 {
        self.title
            .split(' ')
            .map(|word| drawn_width(word, f64::from(TITLE_SIZE)).ceil() as u32)
            .max()
            .unwrap_or(0)
    }

    /// Lines under each board: the label and number, then the columns.
    fn caption_lines(&self) -> u32 {
        1 + self.n.div_ceil(NUMBERS_PER_LINE) as u32
    }

    /// The sheet as an SVG document.
    pub fn to_svg(&self) -> String {
        let cell = self.cell();
        let side = self.n as u32 * cell;
        let tile_width = side.max(CAPTION_WIDTH) + GAP;
        let tile_height = side + 6 + self.caption_lines() * CAPTION_LINE + GAP;
        let fit = ((ROW_WIDTH - GAP) / tile_width).max(1) as usize;
        let per_row = self.boards.len().clamp(1, COLUMNS.min(fit));
        let rows = self.boards.len().div_ceil(per_row) as u32;
        let width = (GAP + per_row as u32 * tile_width)
            .max(CAPTION_WIDTH * 2)
            .max(2 * GAP + self.widest_title_word());
        let title = self.title_lines(width - 2 * GAP);
        let title_height = title.len() as u32 * (TITLE_SIZE + 6);
        let top = GAP + title_height + 6;
        let height = top + rows * tile_height;

        let mut body = squares_pattern(cell);
        for (line, words) in title.iter().enumerate() {
            text(
                &mut body,
                GAP,
                GAP + TITLE_SIZE + line as u32 * (TITLE_SIZE + 6),
                TITLE_SIZE,
                words,
            );
        }
        for (index, queens) in self.boards.iter().enumerate() {
            let x = GAP + (index % per_row) as u32 * tile_width;
            let y = top + (index / per_row) as u32 * tile_height;
            let caption = format!("{} {}", self.label, index + 1);
            body.push_str(&board_group(queens, x, y, cell, &caption));
        }
        document(width, height, &format!(" data-n=\"{}\"", self.n), &body)
    }
}

/// One board at (`x`, `y`), squares `cell` pixels wide, with `caption` and
/// its columns written under it.
fn board_group(queens: &[usize], x: u32, y: u32, cell: u32, caption: &str) -> String {
    let n = queens.len();
    let side = n as u32 * cell;
    let mut out = format!(
        "<g transform=\"translate({x},{y})\" data-queens=\"{}\">\n",
        positions(queens)
    );
    out.push_str(&empty_board(n, cell));
    let radius = cell as f64 * 0.36;
    for (row, &col) in queens.iter().enumerate() {
        let cx = col as f64 * cell as f64 + cell as f64 / 2.0;
        let cy = row as f64 * cell as f64 + cell as f64 / 2.0;
        let _ = writeln!(
            out,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"{radius:.1}\" fill=\"{QUEEN}\" stroke=\"{PAPER}\" stroke-width=\"1\"/>"
        );
    }
    let mut baseline = side + 6 + CAPTION_LINE - 3;
    let _ = writeln!(
        out,
        "<text x=\"0\" y=\"{baseline}\" font-size=\"{CAPTION_SIZE}\" font-weight=\"bold\" fill=\"{INK}\">{}</text>",
        markup(caption)
    );
    for chunk in queens.chunks(NUMBERS_PER_LINE) {
        baseline += CAPTION_LINE;
        text(&mut out, 0, baseline, CAPTION_SIZE, &positions(chunk));
    }
    out.push_str("</g>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::svg::width_of;

    #[test]
    fn a_korean_title_wraps_inside_the_sheet() {
        // `solve -n 4 --style svg --lang ko`: the sheet is 372 pixels wide.
        let sheet = Sheet {
            n: 4,
            title:
                "n = 4의 해는 2개입니다. 백트래킹(branch-and-bound) 전략으로 노드 17개를 방문해 찾았습니다."
                    .to_string(),
            label: "해",
            boards: vec![vec![1, 3, 0, 2], vec![2, 0, 3, 1]],
        };
        let svg = sheet.to_svg();
        let width = f64::from(width_of(&svg));
        let lines: Vec<&str> = svg
            .split(&format!("font-size=\"16\" fill=\"{INK}\">"))
            .skip(1)
            .map(|rest| &rest[..rest.find("</text>").expect("closed")])
            .collect();
        assert!(lines.len() >= 3, "{lines:?}");
        assert_eq!(lines.join(" "), sheet.title);
        for line in lines {
            let right = f64::from(GAP) + drawn_width(line, f64::from(TITLE_SIZE));
            assert!(right <= width - f64::from(GAP), "{line}: {right} of {width}");
        }
    }

    #[test]
    fn a_strategy_name_glued_in_the_title_is_never_cut() {
        // One board, the narrowest sheet, and a name with a space that is
        // wider than its room (the C post's 분기 한정법 beside the
        // identifier, longer than any Korean name the strategies have): the
        // sheet widens to hold the glued name on one line.
        let name = "분기 한정법(branch-and-bound)";
        let title = format!(
            "n = 4의 해는 2개입니다. {} 전략으로 노드 17개를 방문해 찾았습니다.",
            name
        );
        let sheet = Sheet {
            n: 4,
            title: title_of(&title, name),
            label: "해",
            boards: vec![vec![1, 3, 0, 2]],
        };
        let svg = sheet.to_svg();
        let room = width_of(&svg) - 2 * GAP;
        let lines = sheet.title_lines(room);
        assert!(lines.iter().any(|line| line.contains(name)), "{lines:?}");
        assert_eq!(lines.join(" "), title);
        for line in &lines {
            assert!(
                drawn_width(line, f64::from(TITLE_SIZE)) <= f64::from(room),
                "{line}"
            );
        }
        // Without the glue the name is cut between its two words.
        let cut = Sheet { title, ..sheet }.title_lines(room);
        assert!(cut.iter().all(|line| !line.contains(name)), "{cut:?}");
    }

    #[test]
    fn a_figure_keeps_its_noun_on_its_line() {
        // The titles of `solve -n 4 --limit 1 --style svg`, of `solve -n 3`
        // in Korean and of `solve -n 8 --strategy min-conflicts`, each on
        // the sheet of one 4 x 4 board: 252 pixels of room.
        let cases = [
            (
                "2 solutions for n = 4 (17 nodes, branch-and-bound); the first one shown.",
                "branch-and-bound",
                vec![
                    "2 solutions for n = 4",
                    "(17 nodes,",
                    "branch-and-bound); the",
                    "first one shown.",
                ],
            ),
            (
                "n = 3에는 해가 없습니다. 3 × 3 판에 퀸 3개를 어떻게 놓아도 서로 공격하는 퀸이 생깁니다. \
                 탐색은 노드 6개를 방문하고 끝났습니다.",
                "백트래킹(branch-and-bound)",
                vec![
                    "n = 3에는 해가 없습니다.",
                    "3 × 3 판에 퀸 3개를 어떻게",
                    "놓아도 서로 공격하는 퀸이",
                    "생깁니다. 탐색은 노드 6개를",
                    "방문하고 끝났습니다.",
                ],
            ),
            (
                "One solution for n = 8 (min-conflicts, seed 1): 3 attacking pairs at the start, \
                 4 repairs, 0 restarts; 12 queens placed, 193 checks.",
                "min-conflicts",
                vec![
                    "One solution for n = 8",
                    "(min-conflicts, seed 1):",
                    "3 attacking pairs at the",
                    "start, 4 repairs,",
                    "0 restarts; 12 queens",
                    "placed, 193 checks.",
                ],
            ),
        ];
        for (summary, name, lines) in cases {
            let sheet = Sheet {
                n: 4,
                title: title_of(summary, name),
                label: "Solution",
                boards: vec![vec![1, 3, 0, 2]],
            };
            let room = width_of(&sheet.to_svg()) - 2 * GAP;
            assert_eq!(room, 252, "{summary}");
            assert_eq!(sheet.title_lines(room), lines, "{summary}");
        }
    }

    #[test]
    fn each_board_is_a_group_tagged_with_its_queens() {
        let sheet = Sheet {
            n: 4,
            title: "2 solutions for n = 4".to_string(),
            label: "Solution",
            boards: vec![vec![1, 3, 0, 2], vec![2, 0, 3, 1]],
        };
        let svg = sheet.to_svg();
        assert!(svg.contains("data-queens=\"1 3 0 2\""));
        assert!(svg.contains("data-queens=\"2 0 3 1\""));
        assert_eq!(svg.matches("<circle").count(), 8, "one circle per queen");
        assert!(svg.contains(">Solution 2</text>"));
    }
}
