//! The progression as programs a learner submits: each step (full
//! branching, bounding, check arrays, the pairwise scan, the first
//! solution, bitmasks, the mirror) a whole Baekjoon 9663 program in C,
//! C++, Java, Python and plain Rust, reading N from stdin and printing the
//! count (or, for the first solution, the board), with nothing of the tool
//! in it.
//!
//! The programs live in the repository's `programs/` folder, one folder a
//! step, numbered as the lesson that teaches it
//! (`programs/03_branch_and_bound/`), and are built in here
//! (`include_str!`), so the text printed is the text the tests judge.
//! Beside them, each folder's `marks.txt` names, by its exact text, the
//! statement each kind of step executes ([`Mark`]): the line a player
//! lights, and where the variant that writes its steps for the judge
//! (`NQUEENS_STEPS`, [`Source::steps_variant`]) writes them, so the
//! program shown and the program proved equal to the strategy cannot drift
//! apart. A program's comments are English in its file;
//! `programs/comments.ko.txt` gives each its Korean ([`Source::shown`]), so
//! one source serves both languages and keeps its line numbers in either.

mod comments;
mod marks;
mod variant;

use crate::lang::Lang;
use crate::observer::{PruneReason, StepKind};
use crate::strategies::Strategy;

pub use marks::Mark;

/// The environment variable that sets the language of the code shown when
/// `--code` is not given.
pub const CODE_VARIABLE: &str = "NQUEENS_CODE";

/// A language code is shown in (`--code`): the five of the programs, and
/// the tool's own instrumented search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodeLang {
    /// C11, main.c.
    C,
    /// C++17, main.cpp: the default, the language most Baekjoon learners submit.
    Cpp,
    /// Java 11, Main.java (class Main).
    Java,
    /// Python 3, main.py.
    Python,
    /// Plain Rust, main.rs: a program to submit, nothing of the tool in it.
    PlainRust,
    /// The tool's own search in Rust (src/strategies/), the code the counters count.
    Rust,
}

impl CodeLang {
    /// Every language, in the order `--code` lists them.
    pub const ALL: [CodeLang; 6] = [
        Self::C,
        Self::Cpp,
        Self::Java,
        Self::Python,
        Self::PlainRust,
        Self::Rust,
    ];

    /// The languages the programs are written in, in the order of their files.
    pub const PROGRAMS: [CodeLang; 5] = [Self::C, Self::Cpp, Self::Java, Self::Python, Self::PlainRust];

    /// The language shown when neither `--code` nor [`CODE_VARIABLE`] names one.
    pub const DEFAULT: CodeLang = CodeLang::Cpp;

    /// Its name, as `--code` takes it.
    pub fn name(self) -> &'static str {
        match self {
            Self::C => "c",
            Self::Cpp => "cpp",
            Self::Java => "java",
            Self::Python => "python",
            Self::PlainRust => "plain-rust",
            Self::Rust => "rust",
        }
    }

    /// The language of a program to submit in this one: itself, and plain
    /// Rust for the tool's own search, which is no program to submit.
    pub fn submitted(self) -> CodeLang {
        match self {
            Self::Rust => Self::PlainRust,
            code => code,
        }
    }

    /// The file a program of the language has in its folder, `None` for
    /// the tool's own search.
    pub fn file(self) -> Option<&'static str> {
        match self {
            Self::C => Some("main.c"),
            Self::Cpp => Some("main.cpp"),
            Self::Java => Some("Main.java"),
            Self::Python => Some("main.py"),
            Self::PlainRust => Some("main.rs"),
            Self::Rust => None,
        }
    }

    /// What starts a comment that runs to the end of its line.
    fn comment(self) -> &'static str {
        match self {
            Self::Python => "#",
            _ => "//",
        }
    }

    /// The character that ends a line opening a block: `{`, or `:` in Python.
    fn block_opener(self) -> char {
        match self {
            Self::Python => ':',
            _ => '{',
        }
    }
}

/// One step of the progression as a program, in every language.
#[derive(Debug)]
pub struct Program {
    /// The strategy whose steps the program takes.
    pub strategy: Strategy,
    /// Whether it stops at the first solution and prints its board, rather
    /// than counting them all.
    pub first: bool,
    /// The name of the lesson that teaches the step, whose number starts
    /// the folder's name.
    pub lesson: &'static str,
    /// The folder, from the repository's root.
    pub folder: &'static str,
    /// The text of each file, in the order of [`CodeLang::PROGRAMS`].
    texts: [&'static str; 5],
    /// The folder's `marks.txt`.
    marks: &'static str,
}

/// Builds a program from its folder under `programs/`.
macro_rules! program {
    ($strategy:ident, $first:expr, $lesson:expr, $folder:literal) => {
        Program {
            strategy: Strategy::$strategy,
            first: $first,
            lesson: $lesson,
            folder: concat!("programs/", $folder),
            texts: [
                include_str!(concat!("../../programs/", $folder, "/main.c")),
                include_str!(concat!("../../programs/", $folder, "/main.cpp")),
                include_str!(concat!("../../programs/", $folder, "/Main.java")),
                include_str!(concat!("../../programs/", $folder, "/main.py")),
                include_str!(concat!("../../programs/", $folder, "/main.rs")),
            ],
            marks: include_str!(concat!("../../programs/", $folder, "/marks.txt")),
        }
    };
}

/// Every program, in the order of the progression.
pub const PROGRAMS: [Program; 7] = [
    program!(Branching, false, "full-branching", "01_branching"),
    program!(Bounding, false, "row-limited", "02_bounding"),
    program!(BranchAndBound, false, "branch-and-bound", "03_branch_and_bound"),
    program!(Pairwise, false, "pairwise", "05_pairwise"),
    program!(Pairwise, true, "first-solution", "06_first_solution"),
    program!(Bitmask, false, "bitmasks", "09_bitmask"),
    program!(Mirror, false, "mirror", "11_mirror"),
];

/// The strategies that have a program counting every solution, in order.
pub fn counted_strategies() -> Vec<Strategy> {
    PROGRAMS
        .iter()
        .filter(|program| !program.first)
        .map(|program| program.strategy)
        .collect()
}

/// The program of `strategy` that counts every solution, or with `first`
/// the one that stops at the first solution; `None` when there is none.
pub fn find(strategy: Strategy, first: bool) -> Option<&'static Program> {
    PROGRAMS
        .iter()
        .find(|program| program.strategy == strategy && program.first == first)
}

impl Program {
    /// How the command line names it: `branch-and-bound`, `pairwise --first`.
    pub fn command(&self) -> String {
        match self.first {
            true => format!("{} --first", self.strategy.name()),
            false => self.strategy.name().to_string(),
        }
    }

    /// The program in `code`, `None` for the tool's own search.
    ///
    /// # Panics
    ///
    /// When a mark of its `marks.txt` finds no line, or more than one, of
    /// the file: a defect of the built-in files, which the tests rule out.
    pub fn source(&'static self, code: CodeLang) -> Option<Source> {
        let at = CodeLang::PROGRAMS.iter().position(|&each| each == code)?;
        let file = code.file()?;
        let text = self.texts[at];
        let marks = marks::locate(self.marks, file, code, text)
            .unwrap_or_else(|error| panic!("{}/marks.txt: {error}", self.folder));
        Some(Source {
            program: self,
            code,
            path: format!("{}/{file}", self.folder),
            text,
            marks,
        })
    }
}

/// One program in one language: its text, and the line of each step.
#[derive(Clone, Debug)]
pub struct Source {
    /// The program.
    pub program: &'static Program,
    /// Its language.
    pub code: CodeLang,
    /// Its file, from the repository's root.
    pub path: String,
    /// The file as it is, its comments in English.
    pub text: &'static str,
    /// Its marks, in the order of `marks.txt`.
    pub marks: Vec<Mark>,
}

impl Source {
    /// The program as a learner reads it in `lang`: the file, its comments
    /// in that language, every line where it is in the file.
    pub fn shown(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.text.to_string(),
            Lang::Ko => comments::korean(self.text, self.code)
                .unwrap_or_else(|missing| panic!("{}: no Korean for '{missing}'", self.path)),
        }
    }

    /// The function that searches, as a lesson quotes it in `lang`: the
    /// line (from 1) it starts on, with the comment right above it, and its
    /// lines without the function's own indentation.
    pub fn search_function(&self, lang: Lang) -> (usize, String) {
        let shown = self.shown(lang);
        let lines: Vec<&str> = shown.lines().collect();
        let indent = |line: &str| line.len() - line.trim_start().len();
        let tried = self.marks.iter().find(|mark| mark.kind == StepKind::Try);
        let tried = tried.expect("every program tries squares").line - 1;
        let header = (0..tried)
            .rev()
            .find(|&at| {
                indent(lines[at]) < indent(lines[tried])
                    && lines[at].contains("solve(")
                    && lines[at].trim_end().ends_with(self.code.block_opener())
            })
            .expect("the try is inside the search function");
        let margin = &lines[header][..indent(lines[header])];
        let comment = format!("{margin}{}", self.code.comment());
        let start = header
            - lines[..header]
                .iter()
                .rev()
                .take_while(|line| line.starts_with(&comment))
                .count();
        let end = match self.code {
            CodeLang::Python => lines[header + 1..]
                .iter()
                .position(|line| !line.trim().is_empty() && indent(line) <= margin.len())
                .map_or(lines.len(), |offset| header + 1 + offset),
            _ => lines[header..]
                .iter()
                .position(|line| *line == format!("{margin}}}"))
                .map_or(lines.len(), |offset| header + offset + 1),
        };
        let text = lines[start..end]
            .iter()
            .map(|line| line.strip_prefix(margin).unwrap_or(line))
            .collect::<Vec<_>>()
            .join("\n");
        (start + 1, text.trim_end().to_string())
    }

    /// The same program writing its steps to the file named by
    /// `NQUEENS_STEPS` (`try R C`, `place R C`, `remove R C`, `solution`,
    /// as the judge reads them), its comments in `lang`: the language's
    /// print inserted at each marked statement, nothing else changed.
    pub fn steps_variant(&self, lang: Lang) -> String {
        variant::with_steps(&self.shown(lang), self.code, &self.marks)
    }

    /// The line (from 1) of a step of `kind`, by [`step_line`]; `None`
    /// where the program has no statement of that kind (a `return`, which
    /// is the end of a function).
    pub fn line(&self, kind: StepKind, reason: Option<PruneReason>, row: Option<usize>) -> Option<usize> {
        let marks = self.marks.iter().map(|mark| (mark.kind, mark.only, mark.line));
        step_line(marks, kind, reason, row)
    }
}

/// The line (from 1) a step of `kind` lights among `marks` (each a mark's
/// kind, the reason or row it is narrowed to, and its line): the mark of
/// that kind narrowed to the step's `reason`, else to its `row`, else the
/// plain one. The one rule for a program's marks and a strategy's
/// `// step:` markers alike.
pub fn step_line<'m>(
    marks: impl Iterator<Item = (StepKind, Option<&'m str>, usize)> + Clone,
    kind: StepKind,
    reason: Option<PruneReason>,
    row: Option<usize>,
) -> Option<usize> {
    let narrowed = [
        reason.map(|reason| reason.name().to_string()),
        row.map(|row| row.to_string()),
    ];
    narrowed
        .into_iter()
        .flatten()
        .map(Some)
        .chain([None])
        .find_map(|only| {
            marks
                .clone()
                .find(|&(each, narrowed, _)| each == kind && narrowed == only.as_deref())
        })
        .map(|(.., line)| line)
}
