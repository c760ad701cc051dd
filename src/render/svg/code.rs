//! The code panel of a slide (`nqueens draw --step K --code`): the
//! strategy's own source around the line a step executes, numbered as in
//! the file, that line lit, the parts of the file parted by `⋮`, as the
//! terminal view and the replay page show it ([`Code::around`]). Each row
//! is a `<g data-line="N">` (its line in the file), the lit one tagged
//! `class="current"`, so a test reads which line is lit.

use std::fmt::Write;

use unicode_width::UnicodeWidthStr;

use crate::format::drawn_width;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::render::escape::markup;
use crate::render::palette::{Colour, INK, LIT, MUTED, PATH};
use crate::render::svg::document;

use crate::trace::Code;

/// Rows of code a panel shows: about a function around the line.
const CODE_ROWS: usize = 24;

/// Pixels around the panel, as around the board beside it.
const MARGIN: u32 = 24;
/// The title's size, that of the step's caption beside it.
const TITLE_SIZE: u32 = 16;
/// The code's size, and the width of one of its characters (DejaVu Sans
/// Mono advances 0.6 of its size) and the height of a row.
const CODE_SIZE: u32 = 13;
const CHAR: f64 = 7.8;
const ROW: u32 = 18;
/// Characters before the code: a line number of up to four digits and a space.
const NUMBER: usize = 5;

const GREY: Colour = MUTED;
/// The lit row, its edge in the tree's colour for the current step.
const LIT_EDGE: Colour = PATH;

/// The panel of `code` around `line` (none lit when the step runs outside
/// the file), as an SVG document, its title in `lang`.
pub fn code_svg(code: &Code, line: Option<usize>, lang: Lang) -> String {
    let rows = code.around(line, CODE_ROWS);
    let title = match line {
        Some(line) => lang.say(
            "export.code.title",
            &[("path", Value::from(code.path.as_str())), ("line", line.into())],
        ),
        None => lang.say(
            "export.code.elsewhere",
            &[("path", Value::from(code.path.as_str()))],
        ),
    };
    let widest = rows
        .iter()
        .flatten()
        .map(|&row| code.text(row).width())
        .max()
        .unwrap_or(0);
    let code_width = ((NUMBER + widest) as f64 * CHAR).ceil() as u32;
    let title_width = drawn_width(&title, f64::from(TITLE_SIZE)).ceil() as u32;
    let width = 2 * MARGIN + code_width.max(title_width);
    let top = MARGIN + TITLE_SIZE + 18;
    let height = top + rows.len() as u32 * ROW + MARGIN;

    let mut body = String::new();
    let _ = writeln!(
        body,
        "<text x=\"{MARGIN}\" y=\"{}\" font-size=\"{TITLE_SIZE}\" fill=\"{INK}\">{}</text>",
        MARGIN + TITLE_SIZE,
        markup(&title)
    );
    let _ = writeln!(
        body,
        "<g font-family=\"DejaVu Sans Mono, monospace\" font-size=\"{CODE_SIZE}\">"
    );
    let number_end = MARGIN as f64 + (NUMBER - 1) as f64 * CHAR;
    let code_start = MARGIN as f64 + NUMBER as f64 * CHAR;
    for (index, row) in rows.into_iter().enumerate() {
        let y = top + index as u32 * ROW;
        let baseline = y + ROW - 5;
        let Some(row) = row else {
            let _ = writeln!(
                body,
                "<text x=\"{number_end:.1}\" y=\"{baseline}\" fill=\"{GREY}\" text-anchor=\"end\">\u{22ee}</text>"
            );
            continue;
        };
        let lit = Some(row) == line;
        let _ = write!(
            body,
            "<g data-line=\"{row}\"{}>",
            if lit { " class=\"current\"" } else { "" }
        );
        if lit {
            let _ = write!(
                body,
                "<rect x=\"{}\" y=\"{y}\" width=\"{}\" height=\"{ROW}\" fill=\"{LIT}\"/>\
                 <rect x=\"{}\" y=\"{y}\" width=\"3\" height=\"{ROW}\" fill=\"{LIT_EDGE}\"/>",
                MARGIN - 6,
                code_width + 12,
                MARGIN - 6
            );
        }
        let (colour, weight) = match (lit, code.is_marker(row)) {
            (true, _) => (INK, " font-weight=\"bold\""),
            (false, true) => (GREY, ""),
            (false, false) => (INK, ""),
        };
        let _ = writeln!(
            body,
            "<text x=\"{number_end:.1}\" y=\"{baseline}\" fill=\"{GREY}\" text-anchor=\"end\">{row}</text>\
             <text x=\"{code_start:.1}\" y=\"{baseline}\" fill=\"{colour}\"{weight} xml:space=\"preserve\">{}</text></g>",
            markup(code.text(row))
        );
    }
    body.push_str("</g>\n");
    document(width, height, "", &body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::svg::width_of;

    #[test]
    fn a_title_wider_than_the_code_sets_the_width_as_every_picture_measures_it() {
        // A Hangul syllable an em, any other character three fifths of one
        // (`format::drawn_width`), in both languages.
        let code = Code {
            path: "src/strategies/branch_and_bound.rs".to_string(),
            lines: vec!["fn solve() {}".to_string()],
            marks: Vec::new(),
            whole: false,
        };
        for lang in [Lang::En, Lang::Ko] {
            let title = lang.say(
                "export.code.elsewhere",
                &[("path", Value::from(code.path.as_str()))],
            );
            let svg = code_svg(&code, None, lang);
            let drawn = drawn_width(&title, f64::from(TITLE_SIZE)).ceil() as u32;
            assert_eq!(width_of(&svg), 2 * MARGIN + drawn, "{title}");
        }
    }
}
