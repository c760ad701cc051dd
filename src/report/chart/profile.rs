//! The profile chart of a comparison (`compare -n N --format svg`): how
//! many nodes each strategy visits at each depth (Knuth's profile of the
//! tree, TAOCP 7.2.2), as bars grouped by depth on a log scale.

use std::error::Error;

use plotters::prelude::*;

use super::{colour, frame, legend, searched, svg, Area, Axes, FONT, GREY, SIZE};
use crate::report::{Comparison, Entry};

/// The comparison as an SVG bar chart.
pub(in crate::report) fn render(comparison: &Comparison) -> String {
    svg(|root| draw(comparison, root))
}

fn draw(comparison: &Comparison, root: &Area) -> Result<(), Box<dyn Error>> {
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
    let caption = format!(
        "Nodes per depth, n = {n}, {} (Knuth's profile, log scale)",
        searched(comparison.first)
    );
    let mut chart = frame(
        &chart_area,
        Axes {
            caption,
            x_desc: "depth (queens placed)",
            x_range: (0, n),
            highest: highest as f64,
            x_mesh: false,
        },
    )?;

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
    if !ran.is_empty() {
        legend(&mut chart)?;
    }
    Ok(())
}
