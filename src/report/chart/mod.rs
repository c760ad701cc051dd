//! Charts of comparisons and sweeps as SVG, drawn with plotters' SVG
//! backend (no system fonts: text is written as `<text>` elements and the
//! viewer draws it). Each strategy keeps one colour in every chart.
//!
//! - [`growth`]: nodes against n for a sweep, on a log scale, with n^n and n!.
//! - [`profile`]: nodes per depth for each strategy of one comparison
//!   (Knuth's profile), as grouped bars.

pub(super) mod growth;
pub(super) mod profile;

use std::error::Error;

use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;

use crate::strategies::Strategy;

/// A chart of nodes on a log scale against whole numbers (n or depth).
type Chart<'a, 'b> = ChartContext<'a, SVGBackend<'b>, Cartesian2d<RangedCoordf64, LogCoord<f64>>>;

/// What a chart's axes show.
struct Axes<'t> {
    /// The line above the chart.
    caption: String,
    /// What the whole numbers along x are.
    x_desc: &'t str,
    /// The first and last of them.
    x_range: (usize, usize),
    /// The most nodes to show.
    highest: f64,
    /// Whether to draw a vertical grid line at each whole number.
    x_mesh: bool,
}

/// The chart's frame on `area`: caption, axes, labels and grid.
fn frame<'a, 'b>(
    area: &'a DrawingArea<SVGBackend<'b>, Shift>,
    axes: Axes,
) -> Result<Chart<'a, 'b>, Box<dyn Error>> {
    let (first, last) = axes.x_range;
    let mut chart = ChartBuilder::on(area)
        .caption(axes.caption, (FONT, 22))
        .margin(20)
        .x_label_area_size(48)
        .y_label_area_size(72)
        .build_cartesian_2d(
            (first as f64 - 0.5)..(last as f64 + 0.5),
            (0.5..axes.highest * 4.0).log_scale(),
        )?;
    let mut mesh = chart.configure_mesh();
    if !axes.x_mesh {
        mesh.disable_x_mesh();
    }
    mesh.x_labels(last - first + 1)
        .x_label_formatter(&|x| whole(*x))
        .y_label_formatter(&|nodes| power_of_ten(*nodes))
        .x_desc(axes.x_desc)
        .y_desc("nodes")
        .label_style((FONT, 15))
        .axis_desc_style((FONT, 16))
        .light_line_style(WHITE.mix(0.0))
        .bold_line_style(BLACK.mix(0.12))
        .draw()?;
    Ok(chart)
}

/// The legend of the labelled series, in the upper left corner (where
/// both charts have the fewest nodes).
fn legend<'a, 'b: 'a>(chart: &mut Chart<'a, 'b>) -> Result<(), Box<dyn Error>> {
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .margin(12)
        .label_font((FONT, 14))
        .background_style(WHITE.mix(0.92))
        .border_style(BLACK.mix(0.3))
        .draw()?;
    Ok(())
}

/// How far each run searched, for a caption.
fn searched(first: bool) -> &'static str {
    if first {
        "until the first solution"
    } else {
        "for all solutions"
    }
}

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

/// The area of a chart, white, [`SIZE`] pixels.
type Area<'b> = DrawingArea<SVGBackend<'b>, Shift>;

/// The SVG text that `draw` draws on a white area, ending with a newline
/// (plotters leaves none).
fn svg(draw: impl FnOnce(&Area) -> Result<(), Box<dyn Error>>) -> String {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, SIZE).into_drawing_area();
        root.fill(&WHITE)
            .map_err(Box::from)
            .and_then(|()| draw(&root))
            .and_then(|()| Ok(root.present()?))
            .expect("plotters draws into a String without failing");
    }
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
