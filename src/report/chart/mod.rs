//! Charts of comparisons and sweeps as SVG, drawn with plotters' SVG
//! backend (no system fonts: text is written as `<text>` elements and the
//! viewer draws it). Each strategy keeps one colour in every chart.
//!
//! - [`growth`]: nodes against n for a sweep, on a log scale, with n^n and n!.
//! - [`profile`]: nodes per depth for each strategy of one comparison
//!   (Knuth's profile), as grouped bars.

pub(super) mod growth;
pub(super) mod profile;

use plotters::style::RGBColor;

use crate::strategies::Strategy;

/// Width and height of a chart in pixels.
const SIZE: (u32, u32) = (960, 600);
/// The font family of every label (the viewer picks the font).
const FONT: &str = "sans-serif";
/// Grey for the reference lines and notes.
const GREY: RGBColor = RGBColor(110, 110, 110);

/// The colours of the strategies, in the order of [`Strategy::ALL`].
const PALETTE: [RGBColor; 12] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(23, 190, 207),
    RGBColor(188, 189, 34),
    RGBColor(57, 59, 121),
    RGBColor(127, 127, 127),
    RGBColor(99, 121, 57),
];

/// The colour of `strategy` in every chart.
fn colour(strategy: Strategy) -> RGBColor {
    let index = Strategy::ALL
        .iter()
        .position(|&known| known == strategy)
        .unwrap_or_default();
    PALETTE[index % PALETTE.len()]
}

/// A power of ten as `10⁶`; other values as plain numbers (`2,000`).
fn power_of_ten(value: f64) -> String {
    let exponent = value.log10().round();
    if value >= 1.0 && (value - 10f64.powf(exponent)).abs() < 1e-6 * value {
        const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
        let digits: String = (exponent as u32)
            .to_string()
            .chars()
            .map(|digit| DIGITS[digit.to_digit(10).unwrap_or_default() as usize])
            .collect();
        return if exponent == 0.0 {
            "1".to_string()
        } else {
            format!("10{digits}")
        };
    }
    String::new()
}

/// A whole number as `12`, and no label between whole numbers.
fn whole(value: f64) -> String {
    if value.fract() == 0.0 && value >= 0.0 {
        format!("{value}")
    } else {
        String::new()
    }
}

/// Ends the SVG text with a newline (plotters leaves none).
fn finish(mut svg: String) -> String {
    if !svg.ends_with('\n') {
        svg.push('\n');
    }
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axis_labels_show_powers_of_ten_and_whole_numbers() {
        assert_eq!(power_of_ten(1.0), "1");
        assert_eq!(power_of_ten(1e6), "10⁶");
        assert_eq!(power_of_ten(1e12), "10¹²");
        assert_eq!(power_of_ten(2e6), "");
        assert_eq!(whole(12.0), "12");
        assert_eq!(whole(12.5), "");
    }

    #[test]
    fn every_strategy_has_its_own_colour() {
        let mut colours: Vec<(u8, u8, u8)> = Strategy::ALL
            .iter()
            .map(|&strategy| {
                let RGBColor(r, g, b) = colour(strategy);
                (r, g, b)
            })
            .collect();
        colours.sort_unstable();
        colours.dedup();
        assert_eq!(colours.len(), Strategy::ALL.len().min(PALETTE.len()));
    }
}
