//! The one palette of every picture, page, GIF and the terminal view: the
//! page and its ink, the board's squares, the marks ([`Mark`]: a queen, the
//! square tried, each attack line, a prune, a solution) and the
//! highlights. Each colour is written here and nowhere else; the SVG
//! pictures name these constants, the pages read them as CSS variables
//! ([`css_variables`]) and the terminal view shows each mark in the
//! terminal colour of the same hue ([`Mark::terminal`]).
//!
//! Every text and mark stands out from what lies under it by at least
//! 4.5:1 (WCAG AA), which the tests below compute over every pair the
//! pictures and pages draw.

use std::fmt;

use crate::observer::PruneReason;

/// A colour, written `#rrggbb` wherever it is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Colour {
    pub red: u8,
    pub green: u8,
    pub blue: u8,
}

impl Colour {
    /// The colour `#rrggbb` (checked when the constant is built).
    const fn hex(text: &str) -> Colour {
        let bytes = text.as_bytes();
        assert!(bytes.len() == 7 && bytes[0] == b'#', "a colour is #rrggbb");
        Colour {
            red: byte(bytes[1], bytes[2]),
            green: byte(bytes[3], bytes[4]),
            blue: byte(bytes[5], bytes[6]),
        }
    }

    /// WCAG's relative luminance, 0 for black to 1 for white.
    pub fn luminance(self) -> f64 {
        let linear = |channel: u8| {
            let value = f64::from(channel) / 255.0;
            if value <= 0.040_45 {
                value / 12.92
            } else {
                ((value + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(self.red) + 0.7152 * linear(self.green) + 0.0722 * linear(self.blue)
    }

    /// WCAG's contrast ratio of this colour and `other`, 1 to 21.
    pub fn contrast(self, other: Colour) -> f64 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }
}

/// The byte written by two hexadecimal digits.
const fn byte(high: u8, low: u8) -> u8 {
    digit(high) * 16 + digit(low)
}

/// The value of a hexadecimal digit.
const fn digit(digit: u8) -> u8 {
    match digit {
        b'0'..=b'9' => digit - b'0',
        b'a'..=b'f' => digit - b'a' + 10,
        _ => panic!("a colour's digits are 0-9 and a-f"),
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.red, self.green, self.blue)
    }
}

/// The page and the background of every picture.
pub const PAPER: Colour = Colour::hex("#ffffff");
/// Text, labels and the queens.
pub const INK: Colour = Colour::hex("#1b1b1b");
/// Secondary text: notes, line numbers, the counts of a tree.
pub const MUTED: Colour = Colour::hex("#595959");
/// Borders and frames.
pub const RULE: Colour = Colour::hex("#767676");
/// Lines that only guide the eye (grid lines, an empty progress bar); no
/// text or mark lies on them.
pub const FAINT: Colour = Colour::hex("#e8e8e8");
/// The board's light squares.
pub const LIGHT: Colour = Colour::hex("#f7f1e4");
/// The board's dark squares.
pub const DARK: Colour = Colour::hex("#dfcdab");
/// Under a square a queen attacks (a mark on it still reads).
pub const ATTACKED: Colour = Colour::hex("#f7d3d7");
/// A queen.
pub const QUEEN: Colour = INK;
/// The square being tried.
pub const TRIED: Colour = Colour::hex("#1a46c8");
/// A prune, a clash of two queens, a refused square.
pub const PRUNE: Colour = Colour::hex("#a8001c");
/// A solution, and a free square where a queen may go.
pub const SOLUTION: Colour = Colour::hex("#0a5f20");
/// The path to the step shown (the tree, the code's lit line).
pub const PATH: Colour = Colour::hex("#8f3500");
/// Under the step shown: the tree's current node.
pub const CURRENT: Colour = Colour::hex("#ffd54f");
/// Under the lit line of code or trace.
pub const LIT: Colour = Colour::hex("#ffe680");
/// Under a question (the quiz, the prediction).
pub const NOTE: Colour = Colour::hex("#fff8d6");
/// Under a pruned node of the tree.
pub const PRUNE_TINT: Colour = Colour::hex("#fde8ea");
/// Under code and verbatim text, and a leaf that is no solution.
pub const SHADE: Colour = Colour::hex("#f4f4f4");
/// The page in projector mode.
pub const NIGHT: Colour = Colour::hex("#000000");
/// Text in projector mode, and text on a solution's dark node.
pub const DAY: Colour = Colour::hex("#ffffff");

/// The colour of an attack line (and the prunes it makes).
pub fn line(reason: PruneReason) -> Colour {
    match reason {
        PruneReason::Column => Colour::hex("#6b4e00"),
        PruneReason::Diagonal => Colour::hex("#005a78"),
        PruneReason::AntiDiagonal => Colour::hex("#85106d"),
    }
}

/// A mark on the board, drawn the same way in every picture, page, GIF
/// and the terminal view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A placed queen.
    Queen,
    /// The square being tried.
    Tried,
    /// A square attacked along one line (and the prunes that line makes).
    Line(PruneReason),
    /// A prune, a clash of two queens, a refused square.
    Prune,
    /// A solution's queens, and a free square where a queen may go.
    Solution,
}

/// One of the sixteen colours every terminal names; the terminal draws
/// them in its own theme's shades, light or dark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TerminalColour {
    /// The terminal's own text colour (reversed for a queen).
    Text,
    /// [`MUTED`]'s: a free square's dot.
    Grey,
    /// [`INK`]'s on a coloured ground: a solution's queens.
    Black,
    Red,
    Green,
    Yellow,
    Blue,
    Magenta,
    Cyan,
}

impl Mark {
    /// Every mark, the attack lines in the order of [`PruneReason::ALL`].
    pub const ALL: [Mark; 7] = [
        Mark::Queen,
        Mark::Tried,
        Mark::Line(PruneReason::Column),
        Mark::Line(PruneReason::Diagonal),
        Mark::Line(PruneReason::AntiDiagonal),
        Mark::Prune,
        Mark::Solution,
    ];

    /// The mark's colour in the pictures, pages and GIF.
    pub fn colour(self) -> Colour {
        match self {
            Mark::Queen => QUEEN,
            Mark::Tried => TRIED,
            Mark::Line(reason) => line(reason),
            Mark::Prune => PRUNE,
            Mark::Solution => SOLUTION,
        }
    }

    /// The terminal colour of the mark's hue, for the terminal view.
    pub fn terminal(self) -> TerminalColour {
        match self {
            Mark::Queen => TerminalColour::Text,
            Mark::Tried => TerminalColour::Blue,
            Mark::Line(PruneReason::Column) => TerminalColour::Yellow,
            Mark::Line(PruneReason::Diagonal) => TerminalColour::Cyan,
            Mark::Line(PruneReason::AntiDiagonal) => TerminalColour::Magenta,
            Mark::Prune => TerminalColour::Red,
            Mark::Solution => TerminalColour::Green,
        }
    }
}

/// The colours of the strategies in the charts, in the order they are
/// declared (`Strategy as usize`): nine hues dark enough to read on white
/// and far enough apart to tell at a glance (the chart's test measures
/// it), then black and navy for the two one-solution strategies.
pub const STRATEGIES: [Colour; 11] = [
    Colour::hex("#316db0"),
    Colour::hex("#933a09"),
    Colour::hex("#09701a"),
    Colour::hex("#d22727"),
    Colour::hex("#6d34a3"),
    Colour::hex("#82275d"),
    Colour::hex("#c63476"),
    Colour::hex("#0d7c6f"),
    Colour::hex("#5c6b12"),
    Colour::hex("#111111"),
    Colour::hex("#000080"),
];

/// The palette as CSS variables on `:root` (`--ink`, `--light`, `--column`
/// …), for a page's style to read as `var(--ink)`.
pub fn css_variables() -> String {
    let named = [
        ("paper", PAPER),
        ("ink", INK),
        ("muted", MUTED),
        ("rule", RULE),
        ("faint", FAINT),
        ("light", LIGHT),
        ("dark", DARK),
        ("attacked", ATTACKED),
        ("queen", QUEEN),
        ("tried", TRIED),
        ("prune", PRUNE),
        ("solution", SOLUTION),
        ("path", PATH),
        ("current", CURRENT),
        ("lit", LIT),
        ("note", NOTE),
        ("prune-tint", PRUNE_TINT),
        ("shade", SHADE),
        ("night", NIGHT),
        ("day", DAY),
    ];
    let lines = PruneReason::ALL
        .iter()
        .map(|&reason| (reason.name(), line(reason)));
    let body: Vec<String> = named
        .into_iter()
        .chain(lines)
        .map(|(name, colour)| format!("--{name}: {colour};"))
        .collect();
    format!(":root {{ {} }}\n", body.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WCAG AA's least contrast of text on its background.
    const AA: f64 = 4.5;

    /// Every mark drawn on the board, on either square and on the page.
    fn marks() -> Vec<(&'static str, Colour)> {
        let mut marks: Vec<(&'static str, Colour)> = Mark::ALL
            .iter()
            .map(|&mark| match mark {
                Mark::Queen => ("queen", mark.colour()),
                Mark::Tried => ("tried", mark.colour()),
                Mark::Line(reason) => (reason.name(), mark.colour()),
                Mark::Prune => ("prune", mark.colour()),
                Mark::Solution => ("solution", mark.colour()),
            })
            .collect();
        marks.push(("path", PATH));
        marks
    }

    #[test]
    fn every_text_and_mark_reads_on_what_lies_under_it() {
        let mut pairs: Vec<(String, Colour, Colour)> = Vec::new();
        for (name, mark) in marks() {
            for (ground, under) in [
                ("paper", PAPER),
                ("light", LIGHT),
                ("dark", DARK),
                ("attacked", ATTACKED),
            ] {
                pairs.push((format!("{name} on {ground}"), mark, under));
            }
        }
        let grounds = [
            ("paper", PAPER),
            ("current", CURRENT),
            ("lit", LIT),
            ("note", NOTE),
            ("shade", SHADE),
            ("prune tint", PRUNE_TINT),
        ];
        for (ground, under) in grounds {
            pairs.push((format!("ink on {ground}"), INK, under));
            pairs.push((format!("muted on {ground}"), MUTED, under));
        }
        pairs.push(("a pruned node's mark".into(), PRUNE, PRUNE_TINT));
        pairs.push(("the path on the current node".into(), PATH, CURRENT));
        pairs.push(("a solution's number".into(), DAY, SOLUTION));
        pairs.push(("projector text".into(), DAY, NIGHT));
        pairs.push(("projector numbers on the page".into(), DAY, NIGHT));
        pairs.push(("a frame".into(), RULE, PAPER));
        for (index, &colour) in STRATEGIES.iter().enumerate() {
            pairs.push((format!("strategy {index}"), colour, PAPER));
        }
        for (what, fore, back) in pairs {
            let ratio = fore.contrast(back);
            assert!(
                ratio >= AA,
                "{what}: {fore} on {back} is {ratio:.2}:1, under {AA}:1"
            );
        }
    }

    #[test]
    fn contrast_matches_wcag_known_values() {
        // Black on white is 21:1, a colour on itself 1:1, and WCAG's own
        // example #767676 on white just passes AA (4.54:1).
        assert!((NIGHT.contrast(DAY) - 21.0).abs() < 1e-9);
        assert!((INK.contrast(INK) - 1.0).abs() < 1e-9);
        assert!((RULE.contrast(PAPER) - 4.54).abs() < 0.01);
    }

    #[test]
    fn marks_differ_from_each_other_and_squares_differ() {
        let marks = marks();
        for (i, (a, one)) in marks.iter().enumerate() {
            for (b, other) in &marks[i + 1..] {
                assert_ne!(one, other, "{a} and {b} share a colour");
            }
        }
        assert!(LIGHT.contrast(DARK) > 1.2, "the squares must be told apart");
    }

    /// The hue of a colour in degrees, 0 to 360 (red 0, green 120, blue 240).
    fn hue(colour: Colour) -> f64 {
        let [r, g, b] = [colour.red, colour.green, colour.blue].map(f64::from);
        let (max, min) = (r.max(g).max(b), r.min(g).min(b));
        let degrees = if max == min {
            0.0
        } else if max == r {
            60.0 * ((g - b) / (max - min))
        } else if max == g {
            60.0 * ((b - r) / (max - min)) + 120.0
        } else {
            60.0 * ((r - g) / (max - min)) + 240.0
        };
        degrees.rem_euclid(360.0)
    }

    #[test]
    fn the_terminal_shows_each_coloured_mark_in_the_nearest_of_its_hues() {
        // The six terminal hues sit 60 degrees apart; each mark's picture
        // colour is nearer its terminal colour than any other of the six.
        let hues = [
            (TerminalColour::Red, 0.0),
            (TerminalColour::Yellow, 60.0),
            (TerminalColour::Green, 120.0),
            (TerminalColour::Cyan, 180.0),
            (TerminalColour::Blue, 240.0),
            (TerminalColour::Magenta, 300.0),
        ];
        for mark in Mark::ALL {
            let shown = mark.terminal();
            if shown == TerminalColour::Text {
                assert_eq!(mark.colour(), INK, "{mark:?}: the text colour is the ink's");
                continue;
            }
            let hue = hue(mark.colour());
            let distance = |to: f64| (hue - to).abs().min(360.0 - (hue - to).abs());
            let nearest = hues
                .iter()
                .min_by(|a, b| distance(a.1).total_cmp(&distance(b.1)))
                .map(|&(colour, _)| colour);
            assert_eq!(nearest, Some(shown), "{mark:?} at {hue:.0} degrees");
        }
    }

    #[test]
    fn colours_print_as_css() {
        assert_eq!(PRUNE.to_string(), "#a8001c");
        let css = css_variables();
        assert!(
            css.contains("--ink: #1b1b1b;") && css.contains("--anti-diagonal: "),
            "{css}"
        );
    }
}
