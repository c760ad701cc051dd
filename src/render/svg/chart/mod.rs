//! Charts of comparisons and sweeps as SVG, drawn with plotters' SVG
//! backend (no system fonts: text is written as `<text>` elements and the
//! viewer draws it). Each strategy keeps one colour in every chart.
//!
//! - [`growth`]: nodes against n for a sweep, on a log scale, with n^n and n!.
//! - [`profile`]: nodes per depth for each strategy of one comparison
//!   (Knuth's profile), as grouped bars.

pub mod growth;
pub mod profile;

use std::error::Error;

use plotters::coord::types::RangedCoordf64;
use plotters::coord::Shift;
use plotters::prelude::*;

use crate::format::thousands;
use crate::lang::Lang;
use crate::render::palette::{Colour, FAINT, MUTED, PAPER, STRATEGIES};
use crate::strategies::Strategy;

/// A chart of nodes on a log scale against whole numbers (n or depth).
type Chart<'a, 'b> = ChartContext<'a, SVGBackend<'b>, Cartesian2d<RangedCoordf64, LogCoord<f64>>>;

/// What a chart's axes show.
struct Axes<'t> {
    /// The line above the chart.
    caption: String,
    /// What the whole numbers along x are.
    x_desc: &'t str,
    /// What the numbers along y are.
    y_desc: &'t str,
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
    mesh.x_labels(x_label_count(first, last, area.dim_in_pixel().0))
        .x_label_formatter(&|x| whole(*x))
        .y_label_formatter(&|nodes| tick(*nodes))
        .x_desc(axes.x_desc)
        .y_desc(axes.y_desc)
        .label_style((FONT, 15))
        .axis_desc_style((FONT, 16))
        .light_line_style(WHITE.mix(0.0))
        .bold_line_style(rgb(FAINT))
        .draw()?;
    Ok(chart)
}

/// How far each run searched, for a caption, in `lang`.
fn searched(first: bool, lang: Lang) -> &'static str {
    lang.section(if first { "chart.until_first" } else { "chart.all" })
}

/// Width and height of the growth chart in pixels.
const SIZE: (u32, u32) = (960, 600);
/// The font family of every label (the viewer picks the font).
const FONT: &str = "sans-serif";
/// Grey for the reference lines and notes.
const GREY: RGBColor = rgb(MUTED);

/// A colour of the palette as plotters names it.
const fn rgb(colour: Colour) -> RGBColor {
    RGBColor(colour.red, colour.green, colour.blue)
}

/// The colour of `strategy` in every chart, its own.
fn colour(strategy: Strategy) -> RGBColor {
    rgb(STRATEGIES[strategy as usize])
}

/// The label of a tick of the log scale, so that every tick drawn has
/// one: a power of ten as `10⁶`, a value under 10,000 as a whole number
/// (`2`, `5,000`), a larger one as `2×10⁶`.
fn tick(value: f64) -> String {
    const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    if value < 1.0 {
        return String::new();
    }
    let exponent = value.log10().floor();
    let mantissa = (value / 10f64.powf(exponent)).round();
    let power = match exponent as u32 {
        0 => String::new(),
        exponent => {
            let digits: String = exponent
                .to_string()
                .chars()
                .map(|digit| DIGITS[digit.to_digit(10).unwrap_or_default() as usize])
                .collect();
            format!("10{digits}")
        }
    };
    match (mantissa as u64, power.is_empty()) {
        (1, true) => "1".to_string(),
        (1, false) => power,
        _ if value < 10_000.0 => thousands(value.round() as u64),
        (mantissa, _) => format!("{mantissa}×{power}"),
    }
}

/// A whole number as `12` or `2,000,000`, and no label between whole numbers.
fn whole(value: f64) -> String {
    if value.fract() == 0.0 && value >= 0.0 {
        thousands(value as u64)
    } else {
        String::new()
    }
}

/// How many labels fit along x from `first` to `last`: every whole number
/// while they fit side by side, else fewer (plotters then labels round
/// steps: 0, 10, 20, ... for n = 100) on an area `width` pixels wide.
fn x_label_count(first: usize, last: usize, width: u32) -> usize {
    // About 9 pixels per character of a 15-pixel label, and a gap of 16;
    // the y labels and the margins take 112 pixels.
    let widest = thousands(last as u64).len() * 9 + 16;
    let room = width.saturating_sub(112) as usize;
    (last - first + 1).min(room / widest).max(2)
}

/// The area of a chart, white.
type Area<'b> = DrawingArea<SVGBackend<'b>, Shift>;

/// The SVG text that `draw` draws on a white area of `size` pixels,
/// ending with a newline (plotters leaves none).
fn svg(size: (u32, u32), draw: impl FnOnce(&Area) -> Result<(), Box<dyn Error>>) -> String {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, size).into_drawing_area();
        root.fill(&rgb(PAPER))
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
        assert_eq!(tick(1.0), "1");
        assert_eq!(tick(1e6), "10⁶");
        assert_eq!(tick(1e12), "10¹²");
        assert_eq!(tick(2e6), "2×10⁶");
        assert_eq!(tick(5000.0), "5,000");
        assert_eq!(tick(20.0), "20");
        assert_eq!(whole(12.0), "12");
        assert_eq!(whole(12.5), "");
    }

    #[test]
    fn x_labels_are_thinned_to_what_fits() {
        let width = 1_000;
        assert_eq!(x_label_count(4, 12, width), 9, "every n of a sweep");
        assert_eq!(x_label_count(0, 16, width), 17, "every depth up to 16");
        // 888 pixels hold 20 labels as wide as 100 (43 pixels each).
        assert_eq!(x_label_count(0, 100, width), 20);
        assert!(x_label_count(0, 10_000_000, width) <= 8);
        assert_eq!(whole(2e6), "2,000,000");
    }

    /// The colour's distance from `other`, in RGB units.
    fn distance(colour: RGBColor, other: RGBColor) -> f64 {
        let (RGBColor(r, g, b), RGBColor(s, h, c)) = (colour, other);
        [(r, s), (g, h), (b, c)]
            .map(|(x, y)| (f64::from(x) - f64::from(y)).powi(2))
            .iter()
            .sum::<f64>()
            .sqrt()
    }

    #[test]
    fn every_strategy_has_its_own_readable_colour() {
        let strategies = &Strategy::ALL;
        for (index, &strategy) in strategies.iter().enumerate() {
            let mine = colour(strategy);
            let on_paper = STRATEGIES[strategy as usize].contrast(PAPER);
            assert!(
                on_paper >= 4.5,
                "{strategy} is too pale on white: {on_paper:.2}:1"
            );
            // The grey reference lines are dashed too, so a little apart is enough.
            assert!(
                distance(mine, GREY) >= 40.0,
                "{strategy} looks like a reference line"
            );
            for &other in &strategies[..index] {
                let apart = distance(mine, colour(other));
                assert!(apart >= 64.0, "{strategy} and {other} are {apart:.0} apart");
            }
        }
    }

    #[test]
    fn a_chart_of_every_strategy_draws_each_in_its_own_colour() {
        use crate::report::tests::entry;
        use crate::report::{Comparison, Format};
        let strategies = &Strategy::ALL;
        let entries = strategies
            .iter()
            .map(|&strategy| entry(strategy, 6, 1_000_000, true))
            .collect();
        let chart = crate::render::comparison(
            &Comparison::new(6, true, entries),
            Format::Svg,
            crate::lang::Lang::En,
        );
        let mut seen = Vec::new();
        for &strategy in strategies {
            let RGBColor(r, g, b) = colour(strategy);
            let hex = format!("#{r:02X}{g:02X}{b:02X}");
            assert!(chart.contains(&hex), "{strategy} is drawn in {hex}");
            assert!(!seen.contains(&hex), "{strategy} shares {hex}");
            seen.push(hex);
        }
    }
}
