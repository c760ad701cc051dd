//! Named lessons that retell the progression of the sources, step by step.
//!
//! Each lesson is one file: what changed from the previous step and why it
//! helps, the key lines quoted from the real strategy file, a run with the
//! tool's own numbers against the previous lesson, boards or a trace where
//! they are the point, and a question to think about. The words live in
//! `en.txt` and `ko.txt`; every figure is computed when the lesson is taught.
//! Each lesson runs as `nqueens lesson NAME` and as `cargo run --example
//! NN_name`.

mod any_n;
mod bitmasks;
mod branch_and_bound;
mod count_only;
mod first_solution;
mod full_branching;
mod halves;
mod handout;
mod mirror;
mod one_solution;
mod page;
mod pairwise;
mod parallel;
mod row_limited;
mod search_space;
pub mod source;
mod symmetry;
mod where_the_work_is;

use std::collections::BTreeSet;
use std::io::{self, BufRead, Write};
use std::ops::RangeInclusive;
use std::time::{Duration, Instant};

pub use crate::lang::Lang;
pub use handout::{Handout, WORKSHEET_N};
pub use page::{Format, Guess, Page, UnreadAnswer};

use crate::budget::{check_budget, LESSON_MAX_NODES};
use crate::observer::{Observer, Quiet};
use crate::programs::CodeLang;
use crate::run::{search, RunResult, RunSpec};
use crate::strategies::Strategy;
use crate::strategies::Strategy::{
    Bitmask, Bounding, BranchAndBound, Branching, Halves, Mirror, Pairwise, Symmetry,
};
use crate::threads::Control;
use Level::{Advanced, Basic};

/// A run of `strategy` for all solutions on an `n` x `n` board.
///
/// # Panics
/// When the run would visit more than [`LESSON_MAX_NODES`] nodes: a lesson
/// took a board past its quick sizes, a bug better caught at once than
/// after minutes of search.
fn full_run(strategy: Strategy, n: usize) -> RunResult {
    if let Err(refusal) = check_budget(strategy, n, false, LESSON_MAX_NODES) {
        panic!("a lesson ran past its quick sizes: {refusal}");
    }
    watched_run(RunSpec::of(strategy, n, false), &mut Quiet)
}

/// Runs `spec` on the calling thread ([`search`]), `observer` watching.
///
/// # Panics
/// When the strategy does not take the board: a lesson's boards are its
/// `sizes`, which every strategy it runs takes.
fn watched_run<O: Observer>(spec: RunSpec, observer: &mut O) -> RunResult {
    search(spec, Control::on_threads(1), observer)
        .expect("a lesson's boards are within every strategy's sizes")
}

/// The board of the four sources the lessons retell: the eight queens
/// (Baekjoon 9663's sample). The C blog post's figures, 8^8 placements,
/// 8! permutations and 64·63·…·57, are of this board whatever the
/// lesson's own.
const SOURCES_N: usize = 8;

/// The runs a lesson's timing takes the best of: the machine may be busy
/// with other work.
const TIMED_RUNS: usize = 5;

/// The shortest time `work` takes in `runs` runs: a timing a busy machine
/// disturbs least.
fn best_of(runs: usize, mut work: impl FnMut()) -> Duration {
    (0..runs)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed()
        })
        .min()
        .expect("at least one run")
}

/// The body of a lesson whose strategy visits the same tree as
/// branch-and-bound and only tests a square differently: the learner
/// predicts its checks knowing branch-and-bound's, then sees both runs, the
/// `after` section (with the nodes, prunes, both counts of checks and both
/// checks per tried square; `after.fewer` instead when the lesson's text
/// says it `costs_more` checks and this board has fewer, `after.slightly`
/// when it has less than 5% more) and the first
/// `trace_steps` steps of its trace.
fn same_tree_other_checks(
    page: &mut Page,
    n: usize,
    (strategy, costs_more): (Strategy, bool),
    trace_steps: u64,
) -> io::Result<()> {
    let previous = full_run(Strategy::BranchAndBound, n);
    let guess = page.ask(&[
        ("n", n.into()),
        ("previous_checks", previous.counters.checks.into()),
    ])?;
    let result = full_run(strategy, n);
    page.reveal(guess, result.counters.checks)?;
    page.strategy_runs(&[&previous, &result])?;
    let per_square = |result: &RunResult| {
        let c = &result.counters;
        let per = c.checks as f64 / c.tried() as f64;
        // A whole number reads as one: 3 checks, not 3.00.
        if per.fract() == 0.0 {
            format!("{per}")
        } else {
            format!("{per:.2}")
        }
    };
    let ratio = result.counters.checks as f64 / previous.counters.checks as f64;
    let after = match (costs_more, result.counters.checks < previous.counters.checks) {
        (true, true) => "after.fewer",
        // A rise that a one-decimal ratio would round to 1.0.
        (true, false) if ratio < 1.05 => "after.slightly",
        _ => "after",
    };
    page.say(
        after,
        &[
            ("nodes", result.counters.nodes().into()),
            ("prunes", result.counters.prunes().into()),
            ("checks", result.counters.checks.into()),
            ("previous_checks", previous.counters.checks.into()),
            ("per_square", per_square(&result).into()),
            ("previous_per_square", per_square(&previous).into()),
            ("times", page.times(ratio)),
        ],
    )?;
    page.trace(strategy, trace_steps, strategy == Strategy::Bitmask)
}

/// One lesson of the progression.
pub struct Lesson {
    /// Its place in the progression, from 1.
    pub number: u8,
    /// Its name on the command line: `nqueens lesson NAME`.
    pub name: &'static str,
    /// The board size it teaches on unless `-n` says otherwise.
    pub default_n: usize,
    /// The board sizes it takes: its runs stay quick within them.
    pub sizes: RangeInclusive<usize>,
    /// The strategy of its largest run, whose tree bounds `sizes`.
    pub largest_run: Strategy,
    /// Whether it is on the basic path or advanced.
    pub level: Level,
    teach: fn(&mut Page, usize) -> io::Result<()>,
}

/// Where a lesson stands in a course.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// The basic path (기초): from full branching to bitmasks, and the
    /// mirror, what a first course such as a high-school class takes.
    Basic,
    /// Advanced (심화): for after the basic path.
    Advanced,
}

impl Level {
    /// Its word in `lang`, as `nqueens lesson list` marks it: basic, 기초.
    pub fn word(self, lang: Lang) -> &'static str {
        match self {
            Level::Basic => lang.section("lesson.level.basic"),
            Level::Advanced => lang.section("lesson.level.advanced"),
        }
    }
}

/// Every lesson, in the order of the progression: number, name, default
/// board, the boards it takes, the strategy of its largest run, its level,
/// and the lesson itself. The basic path runs from full branching to
/// bitmasks, and takes the mirror too (half the first row, an idea a first
/// course can follow); the profile, symmetry, parallel, halves and one
/// solution are advanced.
#[rustfmt::skip]
pub const LESSONS: [Lesson; 15] = [
    lesson(1, "full-branching", 8, 1..=8, (Branching, Basic), full_branching::teach),
    lesson(2, "row-limited", 8, 1..=8, (Branching, Basic), row_limited::teach),
    lesson(3, "branch-and-bound", 8, 1..=10, (Bounding, Basic), branch_and_bound::teach),
    lesson(4, "any-n", 4, 1..=10, (BranchAndBound, Basic), any_n::teach),
    lesson(5, "pairwise", 8, 1..=12, (Pairwise, Basic), pairwise::teach),
    lesson(6, "first-solution", 8, 1..=12, (BranchAndBound, Basic), first_solution::teach),
    lesson(7, "count-only", 8, 1..=count_only::JUDGE_MAX_N, (Bitmask, Basic), count_only::teach),
    lesson(8, "search-space", 8, 1..=12, (BranchAndBound, Basic), search_space::teach),
    lesson(9, "bitmasks", 8, 1..=12, (Bitmask, Basic), bitmasks::teach),
    lesson(10, "where-the-work-is", 8, 1..=10, (Bounding, Advanced), where_the_work_is::teach),
    lesson(11, "mirror", 8, 4..=12, (Bitmask, Basic), mirror::teach),
    lesson(12, "symmetry", 8, 4..=12, (Mirror, Advanced), symmetry::teach),
    lesson(13, "parallel", 12, 8..=14, (Symmetry, Advanced), parallel::teach),
    lesson(14, "halves", 12, 8..=12, (Halves, Advanced), halves::teach),
    lesson(15, "one-solution", 8, 1..=12, (BranchAndBound, Advanced), one_solution::teach),
];

const fn lesson(
    number: u8,
    name: &'static str,
    default_n: usize,
    sizes: RangeInclusive<usize>,
    (largest_run, level): (Strategy, Level),
    teach: fn(&mut Page, usize) -> io::Result<()>,
) -> Lesson {
    Lesson {
        number,
        name,
        default_n,
        sizes,
        largest_run,
        level,
        teach,
    }
}

impl Lesson {
    /// The name of its example: `01_full_branching` (`cargo run --example 01_full_branching`).
    pub fn example(&self) -> String {
        format!("{:02}_{}", self.number, self.name.replace('-', "_"))
    }

    /// Its number as the texts of `lang` write it: `02` in English, `2`
    /// in Korean (read before 단계: `2단계`).
    pub fn number_in(&self, lang: Lang) -> String {
        match lang {
            Lang::En => format!("{:02}", self.number),
            Lang::Ko => self.number.to_string(),
        }
    }

    /// Its one-line title.
    pub fn title(&self, lang: Lang) -> &'static str {
        lang.section(&format!("{}.title", self.name))
    }

    /// The part of its title before the colon, the name a learner knows
    /// it by: "Mirror", 좌우 대칭.
    pub fn short_title(&self, lang: Lang) -> &'static str {
        let title = self.title(lang);
        title.split_once(':').map_or(title, |(short, _)| short)
    }

    /// Teaches the lesson on an `n` x `n` board, writing to `out`. With
    /// `answers`, the quiz is on: its question is asked before the run and
    /// the answer read from `answers`. Returns every figure the lesson wrote.
    pub fn teach<'a>(
        &'static self,
        lang: Lang,
        n: usize,
        out: &'a mut dyn Write,
        answers: Option<&'a mut dyn BufRead>,
    ) -> io::Result<BTreeSet<u128>> {
        self.teach_answering((lang, CodeLang::DEFAULT), n, out, answers, false)
    }

    /// [`Lesson::teach`], and with `answer` the answer to the closing
    /// question after it (`nqueens lesson NAME --answer`), the code quoted
    /// in `code`.
    pub fn teach_answering<'a>(
        &'static self,
        (lang, code): (Lang, CodeLang),
        n: usize,
        out: &'a mut dyn Write,
        answers: Option<&'a mut dyn BufRead>,
        answer: bool,
    ) -> io::Result<BTreeSet<u128>> {
        let mut page = Page::new(self, lang, out, answers, answer).in_code(code);
        page.heading()?;
        (self.teach)(&mut page, n)?;
        Ok(page.into_figures())
    }

    /// Writes the lesson on an `n` x `n` board in `format` (a page or
    /// Markdown notes; text is [`Lesson::teach_answering`]), the code
    /// quoted in `code`, with the answer to the closing question when
    /// `answer` is set. A page asks its quiz itself.
    pub fn write_as(
        &'static self,
        (format, code): (Format, CodeLang),
        lang: Lang,
        n: usize,
        out: &mut dyn Write,
        answer: bool,
    ) -> io::Result<BTreeSet<u128>> {
        let mut page = Page::new(self, lang, out, None, answer)
            .in_format(format)
            .in_code(code);
        page.open()?;
        page.heading()?;
        (self.teach)(&mut page, n)?;
        page.close()?;
        Ok(page.into_figures())
    }

    /// The lesson as text, without the quiz, on its default board.
    pub fn text(&'static self, lang: Lang) -> String {
        let mut out = Vec::new();
        self.teach(lang, self.default_n, &mut out, None)
            .expect("writing to memory cannot fail");
        String::from_utf8(out).expect("lessons are UTF-8")
    }
}

/// The lesson called `name`: its name (`full-branching` or `full_branching`), its example name
/// (`01_full_branching`) or its number (`1`, `01`), in any case (`Mirror`).
pub fn find(name: &str) -> Option<&'static Lesson> {
    let name = name.to_lowercase();
    LESSONS.iter().find(|lesson| {
        lesson.name == name.replace('_', "-")
            || lesson.example() == name
            || name.parse::<u8>().is_ok_and(|number| number == lesson.number)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_size_a_lesson_takes_keeps_its_largest_run_quick() {
        for lesson in &LESSONS {
            let n = *lesson.sizes.end();
            let nodes = lesson
                .largest_run
                .expected_nodes(n, false)
                .expect("a full run is sized")
                .nodes();
            assert!(
                nodes <= u128::from(LESSON_MAX_NODES),
                "lesson {} takes n = {n}, where {} visits {nodes} nodes",
                lesson.name,
                lesson.largest_run
            );
        }
    }

    #[test]
    #[should_panic(expected = "past its quick sizes")]
    fn a_lesson_run_past_the_budget_is_refused_before_it_starts() {
        // Row-limited bounding for n = 12: 1,302,061,345 nodes by the closed form.
        full_run(Strategy::Bounding, 12);
    }
}
