//! The growth chart of a sweep (`compare --sizes A..=B --format svg`): the
//! nodes of each strategy against n on a log scale, with the leaves of the
//! two trees that have closed forms, n^n and n!, as dashed reference lines.

use std::error::Error;

use plotters::element::DashedPathElement;
use plotters::prelude::*;

use super::{colour, frame, legend, searched, svg, Area, Axes, GREY, SIZE};
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::report::{ClosedForms, Sweep};

/// The sweep as an SVG line chart.
pub(in crate::report) fn render(sweep: &Sweep, lang: Lang) -> String {
    svg(SIZE, |root| draw(sweep, root, lang))
}

fn draw(sweep: &Sweep, root: &Area, lang: Lang) -> Result<(), Box<dyn Error>> {
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
    let values = [
        ("searched", Value::from(searched(sweep.first, lang))),
        ("from", first_n.into()),
        ("to", last_n.into()),
    ];
    let caption = lang.say("chart.growth.caption", &values);
    let mut chart = frame(
        root,
        Axes {
            caption,
            x_desc: lang.section("chart.growth.x"),
            y_desc: lang.section("chart.y"),
            x_range: (first_n, last_n),
            highest,
            x_mesh: true,
        },
    )?;

    let closed_form = |leaves: fn(&ClosedForms) -> f64| -> Vec<(f64, f64)> {
        sweep
            .closed_forms
            .iter()
            .map(|forms| (forms.n as f64, leaves(forms)))
            .collect()
    };
    let references = [
        (
            lang.section("chart.growth.n_to_the_n"),
            10,
            closed_form(|forms| forms.n_to_the_n),
        ),
        (
            lang.section("chart.growth.factorial"),
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
        let mut label = lang.strategy(strategy.name()).to_string();
        if let Some(twin) = twin {
            label.push(' ');
            label.push_str(&lang.say("chart.growth.twin", &[("twin", twin.name().into())]));
        }
        if let Some(&(last, _)) = points.last() {
            if (last as usize) < last_n {
                label.push_str(&lang.say("chart.growth.skipped_past", &[("last", (last as usize).into())]));
            }
        } else {
            label.push_str(lang.section("chart.growth.skipped"));
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
    legend(&mut chart)?;
    Ok(())
}
