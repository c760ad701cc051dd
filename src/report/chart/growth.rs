//! The growth chart of a sweep (`compare --sizes A..=B --format svg`): the
//! nodes of each strategy against n on a log scale, with the leaves of the
//! two trees that have closed forms, n^n and n!, as dashed reference lines.

use std::error::Error;

use plotters::element::DashedPathElement;
use plotters::prelude::*;

use super::{colour, finish, power_of_ten, whole, FONT, GREY, SIZE};
use crate::report::{ClosedForms, Sweep};

/// The sweep as an SVG line chart.
pub(in crate::report) fn render(sweep: &Sweep) -> String {
    let mut svg = String::new();
    draw(sweep, &mut svg).expect("plotters draws into a String without failing");
    finish(svg)
}

fn draw(sweep: &Sweep, svg: &mut String) -> Result<(), Box<dyn Error>> {
    let root = SVGBackend::with_string(svg, SIZE).into_drawing_area();
    root.fill(&WHITE)?;
    let (first_n, last_n) = (*sweep.sizes.start(), *sweep.sizes.end());
    let highest = sweep
        .closed_forms
        .iter()
        .map(|forms| forms.n_to_the_n)
        .chain(
            sweep
                .strategies
                .iter()
                .flat_map(|&strategy| sweep.nodes_of(strategy))
                .flatten()
                .map(|nodes| nodes as f64),
        )
        .fold(1.0, f64::max);
    let what = if sweep.first {
        "until the first solution"
    } else {
        "for all solutions"
    };
    let mut chart = ChartBuilder::on(&root)
        .caption(
            format!("Nodes visited {what}, n = {first_n} to {last_n} (log scale)"),
            (FONT, 22),
        )
        .margin(20)
        .x_label_area_size(48)
        .y_label_area_size(72)
        .build_cartesian_2d(
            (first_n as f64 - 0.5)..(last_n as f64 + 0.5),
            (0.5..highest * 4.0).log_scale(),
        )?;
    chart
        .configure_mesh()
        .x_labels(last_n - first_n + 1)
        .x_label_formatter(&|n| whole(*n))
        .y_label_formatter(&|nodes| power_of_ten(*nodes))
        .x_desc("n (board size)")
        .y_desc("nodes")
        .label_style((FONT, 15))
        .axis_desc_style((FONT, 16))
        .light_line_style(WHITE.mix(0.0))
        .bold_line_style(BLACK.mix(0.12))
        .draw()?;

    let closed_form = |leaves: fn(&ClosedForms) -> f64| -> Vec<(f64, f64)> {
        sweep
            .closed_forms
            .iter()
            .map(|forms| (forms.n as f64, leaves(forms)))
            .collect()
    };
    let references = [
        (
            "nⁿ: leaves of full branching",
            10,
            closed_form(|forms| forms.n_to_the_n),
        ),
        (
            "n!: leaves of row-limited bounding",
            3,
            closed_form(|forms| forms.factorial),
        ),
    ];
    for (label, dash, points) in references {
        chart
            .draw_series(DashedLineSeries::new(points, dash, 5, GREY.stroke_width(2)))?
            .label(label)
            .legend(move |(x, y)| {
                DashedPathElement::new(vec![(x, y), (x + 24, y)], dash.min(6), 3, GREY.stroke_width(2))
            });
    }

    for &strategy in &sweep.strategies {
        let points: Vec<(f64, f64)> = sweep
            .rows_of(strategy)
            .zip(sweep.nodes_of(strategy))
            .filter_map(|(row, nodes)| Some((row.n as f64, nodes? as f64)))
            .collect();
        // Strategies with the same nodes share a line: the earlier ones get
        // larger marks, so each ring shows around the next.
        let later_twins = sweep
            .strategies
            .iter()
            .filter(|&&other| sweep.same_nodes_as(other) == Some(strategy))
            .count() as u32;
        let twin = sweep.same_nodes_as(strategy);
        let marks = 3 + 2 * later_twins;
        let mut label = strategy.name().to_string();
        if let Some(twin) = twin {
            label.push_str(&format!(" (the same nodes as {twin})"));
        }
        if let Some(&(last, _)) = points.last() {
            if (last as usize) < last_n {
                label.push_str(&format!(", skipped past n = {last}"));
            }
        } else {
            label.push_str(", skipped at every n");
        }
        let style = colour(strategy).stroke_width(2);
        chart
            .draw_series(LineSeries::new(points, style).point_size(marks))?
            .label(label)
            .legend(move |(x, y)| {
                EmptyElement::at((x, y))
                    + PathElement::new(vec![(0, 0), (24, 0)], style)
                    + Circle::new((12, 0), 4, style.filled())
            });
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
