//! The growth chart of a sweep (`compare --sizes A..=B --format svg`): the
//! nodes of each strategy against n on a log scale, with the leaves of the
//! two trees that have closed forms, n^n and n!, as dashed reference lines.
//! The y-axis reaches just past the nodes measured: the reference lines,
//! which grow far faster (32^32 is about 10^48), are cut where they leave
//! the chart, and their legend says from which n.

use std::error::Error;

use plotters::element::DashedPathElement;
use plotters::prelude::*;

use super::{colour, frame, searched, svg, Area, Axes, FONT, GREY, SIZE};
use crate::format::drawn_width;
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::report::{ClosedForms, Sweep};

/// Width of the column right of the plot that holds the legend.
const LEGEND_WIDTH: u32 = 400;
/// Where the words of a legend line start, right of its line and mark.
const LEGEND_TEXT: u32 = 32;

/// The sweep as an SVG line chart.
pub fn render(sweep: &Sweep, lang: Lang) -> String {
    svg((SIZE.0 + LEGEND_WIDTH, SIZE.1), |root| draw(sweep, root, lang))
}

/// A legend entry: its words, and the line it stands for (a reference's
/// dash, or a strategy's colour).
struct Key {
    label: String,
    dash: Option<u32>,
    colour: RGBColor,
}

fn draw(sweep: &Sweep, root: &Area, lang: Lang) -> Result<(), Box<dyn Error>> {
    let (chart_area, legend_area) = root.split_horizontally(SIZE.0);
    let root = &chart_area;
    let mut keys = Vec::new();
    let (first_n, last_n) = (*sweep.sizes.start(), *sweep.sizes.end());
    let highest = sweep
        .strategies
        .iter()
        .flat_map(|&strategy| sweep.nodes_of(strategy))
        .flatten()
        .map(|nodes| nodes as f64)
        .fold(1.0, f64::max);
    // The top of the chart, as `frame` draws it.
    let top = highest * 4.0;
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
        let (points, cut) = clipped(&points, top);
        let label = match cut {
            Some(n) => lang.say("chart.growth.above", &[("label", label.into()), ("n", n.into())]),
            None => label.to_string(),
        };
        chart.draw_series(DashedLineSeries::new(points, dash, 5, GREY.stroke_width(2)))?;
        keys.push(Key {
            label,
            dash: Some(dash),
            colour: GREY,
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
            let values = [
                ("strategy", Value::from(label.as_str())),
                ("twin", lang.strategy_alone(twin.name()).into()),
            ];
            label = lang.say("chart.growth.twin", &values);
        }
        if let Some(&(last, _)) = points.last() {
            if (last as usize) < last_n {
                let next = last as usize + 1;
                label.push_str(&lang.say("chart.growth.skipped_past", &[("next", next.into())]));
            }
        } else {
            label.push_str(lang.section("chart.growth.skipped"));
        }
        let style = colour(strategy).stroke_width(2);
        chart.draw_series(LineSeries::new(points, style).point_size(marks))?;
        keys.push(Key {
            label,
            dash: None,
            colour: colour(strategy),
        });
    }
    side_legend(&legend_area, &keys)
}

/// The legend in its column right of the chart, where it hides no line.
fn side_legend(area: &Area, keys: &[Key]) -> Result<(), Box<dyn Error>> {
    for (index, key) in keys.iter().enumerate() {
        let y = 60 + 22 * index as i32;
        let style = key.colour.stroke_width(2);
        match key.dash {
            Some(dash) => area.draw(&DashedPathElement::new(
                vec![(0, y), (24, y)],
                dash.min(6),
                3,
                style,
            ))?,
            None => {
                area.draw(&PathElement::new(vec![(0, y), (24, y)], style))?;
                area.draw(&Circle::new((12, y), 4, style.filled()))?;
            }
        }
        // A label wider than the column is drawn smaller, whole.
        let room = f64::from(LEGEND_WIDTH - LEGEND_TEXT - 8);
        let size = (room / drawn_width(&key.label, 1.0)).min(14.0);
        area.draw(&Text::new(
            key.label.as_str(),
            (LEGEND_TEXT as i32, y - 8),
            (FONT, size).into_font(),
        ))?;
    }
    Ok(())
}

/// The points of a rising line up to `top`, ending where the line crosses
/// it (read on the log scale), and the first n past it, if the line leaves.
fn clipped(points: &[(f64, f64)], top: f64) -> (Vec<(f64, f64)>, Option<usize>) {
    let inside = points.iter().take_while(|&&(_, value)| value <= top).count();
    let mut kept = points[..inside].to_vec();
    let Some(&(n, value)) = points.get(inside) else {
        return (kept, None);
    };
    if let Some(&(before_n, before)) = kept.last() {
        let share = (top.ln() - before.ln()) / (value.ln() - before.ln());
        kept.push((before_n + share * (n - before_n), top));
    }
    (kept, Some(n as usize))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_cut_where_it_crosses_the_top_on_the_log_scale() {
        let points = [(1.0, 1.0), (2.0, 10.0), (3.0, 1000.0), (4.0, 1e6)];
        let (kept, cut) = clipped(&points, 100.0);
        assert_eq!(cut, Some(3));
        assert_eq!(&kept[..2], &points[..2]);
        // 100 is halfway from 10 to 1,000 on a log scale.
        assert_eq!(kept[2], (2.5, 100.0));
        assert_eq!(clipped(&points, 1e6), (points.to_vec(), None));
    }
}
