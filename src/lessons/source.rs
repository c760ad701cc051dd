//! The tool's own source, built into the lessons.
//!
//! A lesson quotes the code it teaches from the real files, included at
//! build time, so the quoted lines are always the lines that ran. An item is
//! found by the text of its first line (`fn solve(`, `impl Observer for
//! FirstSolution`) and runs, with its doc comment, to the closing brace at the
//! same indentation: no marker comments needed.

use crate::strategies::Strategy;

/// The files lessons quote, by their path in the repository.
const FILES: [(&str, &str); 18] = [
    (
        "src/strategies/branching.rs",
        include_str!("../strategies/branching.rs"),
    ),
    (
        "src/strategies/bounding.rs",
        include_str!("../strategies/bounding.rs"),
    ),
    (
        "src/strategies/branch_and_bound.rs",
        include_str!("../strategies/branch_and_bound.rs"),
    ),
    (
        "src/strategies/pairwise.rs",
        include_str!("../strategies/pairwise.rs"),
    ),
    (
        "src/strategies/bitmask.rs",
        include_str!("../strategies/bitmask.rs"),
    ),
    (
        "src/strategies/mirror.rs",
        include_str!("../strategies/mirror.rs"),
    ),
    (
        "src/strategies/parallel.rs",
        include_str!("../strategies/parallel.rs"),
    ),
    (
        "src/strategies/halves/sliced.rs",
        include_str!("../strategies/halves/sliced.rs"),
    ),
    ("src/threads.rs", include_str!("../threads.rs")),
    (
        "src/strategies/symmetry.rs",
        include_str!("../strategies/symmetry.rs"),
    ),
    (
        "src/strategies/halves/walk.rs",
        include_str!("../strategies/halves/walk.rs"),
    ),
    (
        "src/strategies/construction.rs",
        include_str!("../strategies/construction.rs"),
    ),
    (
        "src/strategies/min_conflicts.rs",
        include_str!("../strategies/min_conflicts.rs"),
    ),
    ("src/observer.rs", include_str!("../observer.rs")),
    ("src/counters.rs", include_str!("../counters.rs")),
    ("src/judge/input.rs", include_str!("../judge/input.rs")),
    ("src/lessons/search_space.rs", include_str!("search_space.rs")),
    ("src/lessons/count_only.rs", include_str!("count_only.rs")),
];

/// Lines quoted from a source file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Excerpt {
    /// The file, from the repository root.
    pub path: &'static str,
    /// The line number of the first quoted line, from 1.
    pub line: usize,
    /// The lines, with the item's own indentation removed.
    pub code: String,
}

/// The path of the file that holds a strategy's recursive function: its
/// own file, except for `parallel` (the symmetry search cut into
/// subproblems) and `halves` (whose walk of the half tree has a file of its
/// own).
pub fn strategy_path(strategy: Strategy) -> String {
    let owner = match strategy {
        Strategy::Parallel => Strategy::Symmetry,
        Strategy::Halves => return "src/strategies/halves/walk.rs".to_string(),
        other => other,
    };
    format!("src/strategies/{}.rs", owner.name().replace('-', "_"))
}

/// The item of `path` whose first line contains `header`, with the doc
/// comment and attributes right above it.
///
/// # Panics
/// When the file is not one the lessons quote, or has no such item: both are
/// bugs in a lesson, caught by teaching every lesson in the tests.
pub fn excerpt(path: &str, header: &str) -> Excerpt {
    let (path, text) = FILES
        .into_iter()
        .find(|(name, _)| *name == path)
        .unwrap_or_else(|| panic!("{path} is not among the files lessons quote"));
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|line| line.contains(header))
        .unwrap_or_else(|| panic!("{path} has no item whose first line contains '{header}'"));
    let indent = &lines[start][..lines[start].len() - lines[start].trim_start().len()];
    let closing = format!("{indent}}}");
    let end = lines[start..]
        .iter()
        .position(|line| *line == closing)
        .map_or(lines.len(), |offset| start + offset + 1);
    let above = lines[..start]
        .iter()
        .rev()
        .take_while(|line| {
            let line = line.trim_start();
            line.starts_with("///") || line.starts_with("#[")
        })
        .count();
    let code = lines[start - above..end]
        .iter()
        .map(|line| line.strip_prefix(indent).unwrap_or(line))
        .collect::<Vec<_>>()
        .join("\n");
    Excerpt {
        path,
        line: start - above + 1,
        code,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_strategy_quotes_its_recursive_function() {
        for strategy in Strategy::SEARCHES {
            let quoted = excerpt(&strategy_path(strategy), &format!("fn {}(", strategy.function()));
            assert!(
                quoted.code.contains("self.observer.call("),
                "{strategy}: {}",
                quoted.code
            );
            assert!(
                quoted.code.ends_with('}'),
                "{strategy}: quote ends at the closing brace"
            );
        }
    }

    #[test]
    fn an_item_comes_with_its_doc_comment_and_unindented() {
        let quoted = excerpt("src/strategies/pairwise.rs", "fn is_safe(");
        assert!(quoted.code.starts_with("/// Compares"), "{}", quoted.code);
        assert!(quoted.code.contains("\nfn is_safe("), "{}", quoted.code);
        let text = FILES[3].1;
        assert_eq!(
            text.lines().nth(quoted.line - 1).map(str::trim),
            quoted.code.lines().next(),
            "the line number points at the first quoted line"
        );
    }
}
