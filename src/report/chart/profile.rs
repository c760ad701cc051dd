//! The profile chart of a comparison (`compare -n N --format svg`): how
//! many nodes each strategy visits at each depth (Knuth's profile of the
//! tree, TAOCP 7.2.2), as bars grouped by depth on a log scale.

use std::error::Error;

use plotters::prelude::*;

use super::{colour, finish, power_of_ten, whole, FONT, GREY, SIZE};
use crate::report::{Comparison, Entry};

/// The comparison as an SVG bar chart.
pub(in crate::report) fn render(comparison: &Comparison) -> String {
    let mut svg = String::new();
    draw(comparison, &mut svg).expect("plotters draws into a String without failing");
    finish(svg)
}

fn draw(comparison: &Comparison, svg: &mut String) -> Result<(), Box<dyn Error>> {
    let root = SVGBackend::with_string(svg, SIZE).into_drawing_area();
    root.fill(&WHITE)?;
    let ran: Vec<_> = comparison
        .lines
        .iter()
        .filter_map(|line| match &line.entry {
            Entry::Ran(result) => Some(result),
            Entry::Skipped(_) => None,
        })
        .collect();
    let skipped: Vec<String> = comparison
        .skipped()
        .map(|refusal| refusal.spec.strategy.name().to_string())
        .collect();
    let (chart_area, note_area) = root.split_vertically(SIZE.1 - 30);
    if !skipped.is_empty() {
        note_area.draw(&Text::new(
            format!("Skipped, past the node budget: {}", skipped.join(", ")),
            (24, 6),
            (FONT, 14).into_font().color(&GREY),
        ))?;
    }

    let n = comparison.n;
    let highest = ran
        .iter()
        .flat_map(|result| result.counters.profile.iter())
        .fold(1, |highest, &nodes| highest.max(nodes));
    let what = if comparison.first {
        "until the first solution"
    } else {
        "for all solutions"
    };
    let mut chart = ChartBuilder::on(&chart_area)
        .caption(
            format!("Nodes per depth, n = {n}, {what} (Knuth's profile, log scale)"),
            (FONT, 22),
        )
        .margin(20)
        .x_label_area_size(48)
        .y_label_area_size(72)
        .build_cartesian_2d(-0.5..n as f64 + 0.5, (0.5..highest as f64 * 4.0).log_scale())?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(n + 1)
        .x_label_formatter(&|depth| whole(*depth))
        .y_label_formatter(&|nodes| power_of_ten(*nodes))
        .x_desc("depth (queens placed)")
        .y_desc("nodes")
        .label_style((FONT, 15))
        .axis_desc_style((FONT, 16))
        .light_line_style(WHITE.mix(0.0))
        .bold_line_style(BLACK.mix(0.12))
        .draw()?;

    let width = 0.84 / ran.len().max(1) as f64;
    for (index, result) in ran.iter().enumerate() {
        let fill = colour(result.spec.strategy).filled();
        let bars = result
            .counters
            .profile
            .iter()
            .enumerate()
            .filter(|&(_, &nodes)| nodes > 0)
            .map(move |(depth, &nodes)| {
                let left = depth as f64 - 0.42 + index as f64 * width;
                Rectangle::new([(left, 0.5), (left + width, nodes as f64)], fill)
            });
        chart
            .draw_series(bars)?
            .label(result.spec.strategy.name())
            .legend(move |(x, y)| Rectangle::new([(x, y - 6), (x + 16, y + 6)], fill));
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .margin(12)
        .label_font((FONT, 14))
        .background_style(WHITE.mix(0.92))
        .border_style(BLACK.mix(0.3))
        .draw()?;
    root.present()?;
    Ok(())
}
