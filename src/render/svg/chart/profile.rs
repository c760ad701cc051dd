//! The profile chart of a comparison (`compare -n N --format svg`): how
//! many nodes each strategy visits at each depth (Knuth's profile of the
//! tree, TAOCP 7.2.2), as bars grouped by depth on a log scale. The
//! one-solution strategies search no tree: each start places one queen per
//! row, so their profile is flat, the same count at every depth from 1 to
//! n, and it is drawn as a line (a few elements, whatever n), not as n bars.

use std::error::Error;

use plotters::prelude::*;

use super::{colour, frame, searched, svg, Area, Axes, FONT, GREY};
use crate::lang::catalog::Value;
use crate::lang::Lang;
use crate::report::{Comparison, Entry};
use crate::run::RunResult;
use crate::strategies::{Kind, Strategy};

/// The comparison as an SVG bar chart.
pub fn render(comparison: &Comparison, lang: Lang) -> String {
    svg(SIZE, |root| draw(comparison, root, lang))
}

/// Width and height of the chart in pixels.
const SIZE: (u32, u32) = (1200, 600);
/// Width of the legend right of the bars, where it hides none of them.
const LEGEND_WIDTH: u32 = 250;
/// Height of the notes under the chart: three lines.
const NOTES_HEIGHT: u32 = 68;

/// A legend entry: the strategy's mark, its name, and what it shares.
struct Key {
    /// A bar (`false`) or a line of this width.
    line: Option<u32>,
    strategy: Strategy,
    twin: Option<Strategy>,
}

fn draw(comparison: &Comparison, root: &Area, lang: Lang) -> Result<(), Box<dyn Error>> {
    let (trees, flat): (Vec<&RunResult>, Vec<&RunResult>) = comparison
        .lines
        .iter()
        .filter_map(|line| match &line.entry {
            Entry::Ran(result) => Some(result),
            Entry::Skipped(_) => None,
        })
        .partition(|result| result.spec.strategy.kind() == Kind::Search);
    let n = comparison.n;
    let names = |results: &[&RunResult]| -> Vec<&str> {
        results
            .iter()
            .map(|result| lang.strategy(result.spec.strategy.name()))
            .collect()
    };
    let mut notes = Vec::new();
    if !flat.is_empty() {
        // "a and b" in English, "a, b" in Korean (및 belongs to forms).
        let named = names(&flat);
        let strategies = match named.split_last() {
            Some((last, first)) if !first.is_empty() => lang.say(
                "chart.and",
                &[
                    ("first", first.join(", ").into()),
                    ("last", last.to_string().into()),
                ],
            ),
            _ => named.join(""),
        };
        let values = [("strategies", Value::from(strategies)), ("n", n.into())];
        notes.push(lang.say("chart.profile.flat", &values));
    }
    if let Some(halves) = trees
        .iter()
        .find(|result| result.spec.strategy == Strategy::Halves)
    {
        let top = halves
            .counters
            .profile
            .iter()
            .rposition(|&nodes| nodes > 0)
            .unwrap_or(0);
        notes.push(lang.say("chart.profile.halves", &[("top", top.into())]));
    }
    let skipped: Vec<&str> = comparison
        .skipped()
        .map(|refusal| lang.strategy(refusal.strategy.name()))
        .collect();
    if !skipped.is_empty() {
        notes.push(lang.say(
            "chart.profile.skipped",
            &[("strategies", skipped.join(", ").into())],
        ));
    }
    let (upper, note_area) = root.split_vertically(SIZE.1 - NOTES_HEIGHT);
    let (chart_area, legend_area) = upper.split_horizontally(SIZE.0 - LEGEND_WIDTH);
    for (index, note) in notes.iter().enumerate() {
        note_area.draw(&Text::new(
            note.as_str(),
            (24, 4 + 20 * index as i32),
            (FONT, 14).into_font().color(&GREY),
        ))?;
    }

    let highest = trees
        .iter()
        .chain(&flat)
        .flat_map(|result| result.counters.profile.iter())
        .fold(1, |highest, &nodes| highest.max(nodes));
    let values = [
        ("n", Value::from(n)),
        ("searched", searched(comparison.first, lang).into()),
    ];
    let caption = lang.say("chart.profile.caption", &values);
    let mut chart = frame(
        &chart_area,
        Axes {
            caption,
            x_desc: lang.section("chart.profile.x"),
            y_desc: lang.section("chart.y"),
            x_range: (0, n),
            highest: highest as f64,
            x_mesh: false,
        },
    )?;

    let mut keys = Vec::new();
    // The lines go under the bars, so a bar of one node stays in sight.
    for (index, result) in flat.iter().enumerate() {
        let profile = &result.counters.profile;
        // Equal profiles draw one line: the earlier ones are wider, so each
        // shows around the next.
        let later_twins = flat[index + 1..]
            .iter()
            .filter(|other| &other.counters.profile == profile)
            .count() as u32;
        let twin = flat[..index]
            .iter()
            .find(|other| &other.counters.profile == profile)
            .map(|other| other.spec.strategy);
        let line = 3 + 5 * later_twins;
        let style = colour(result.spec.strategy).stroke_width(line);
        chart.draw_series(
            flat_stretches(profile)
                .into_iter()
                .map(move |(first, last, nodes)| {
                    let nodes = nodes as f64;
                    PathElement::new(
                        vec![(first as f64 - 0.42, nodes), (last as f64 + 0.42, nodes)],
                        style,
                    )
                }),
        )?;
        keys.push(Key {
            line: Some(line),
            strategy: result.spec.strategy,
            twin,
        });
    }
    let width = 0.84 / trees.len().max(1) as f64;
    for (index, result) in trees.iter().enumerate() {
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
        chart.draw_series(bars)?;
        keys.insert(
            index,
            Key {
                line: None,
                strategy: result.spec.strategy,
                twin: None,
            },
        );
    }
    side_legend(&legend_area, &keys, lang)
}

/// The legend in its column right of the chart, one entry per strategy
/// drawn (a twin's entry says whose line it shares).
fn side_legend(area: &Area, keys: &[Key], lang: Lang) -> Result<(), Box<dyn Error>> {
    let mut y = 80;
    for key in keys {
        let colour = colour(key.strategy);
        match key.line {
            None => area.draw(&Rectangle::new([(0, y - 6), (16, y + 6)], colour.filled()))?,
            Some(width) => area.draw(&PathElement::new(
                vec![(0, y), (16, y)],
                colour.stroke_width(width),
            ))?,
        }
        let font = (FONT, 14).into_font();
        area.draw(&Text::new(
            lang.strategy(key.strategy.name()),
            (26, y - 8),
            font.clone(),
        ))?;
        if let Some(twin) = key.twin {
            y += 17;
            let words = lang.say(
                "chart.profile.twin",
                &[("twin", lang.strategy(twin.name()).into())],
            );
            area.draw(&Text::new(words, (26, y - 8), font.color(&GREY)))?;
        }
        y += 22;
    }
    Ok(())
}

/// The stretches of neighbouring depths where `profile` keeps one value
/// above 0, as (first depth, last depth, nodes): one stretch from 1 to n
/// for a one-solution strategy.
fn flat_stretches(profile: &[u64]) -> Vec<(usize, usize, u64)> {
    let mut stretches: Vec<(usize, usize, u64)> = Vec::new();
    for (depth, &nodes) in profile.iter().enumerate() {
        match stretches.last_mut() {
            Some((_, last, value)) if *value == nodes && *last + 1 == depth => *last = depth,
            _ if nodes > 0 => stretches.push((depth, depth, nodes)),
            _ => {}
        }
    }
    stretches
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flat_profile_is_one_stretch() {
        assert_eq!(flat_stretches(&[0, 1, 1, 1, 1]), [(1, 4, 1)]);
        assert_eq!(flat_stretches(&[0, 2, 2, 0, 3]), [(1, 2, 2), (4, 4, 3)]);
        assert_eq!(flat_stretches(&[0, 0]), []);
    }
}
