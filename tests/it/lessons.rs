//! The lessons against the known answers of `docs/REFERENCE.md` and
//! `src/known.rs`, in both languages; the lessons against `examples/`; and
//! the lesson text against hard-coded figures. The n = 8 figures are the
//! n = 8 table of `docs/REFERENCE.md` and Knuth's profile there.

use crate::common;

use common::counted;

use std::collections::BTreeSet;
use std::sync::OnceLock;

use nqueens::board::BoardStyle;
use nqueens::format::thousands;
use nqueens::known;
use nqueens::lang::catalog::{sections, ENGLISH, KOREAN};
use nqueens::lessons::{find, Lang, Lesson, LESSONS};
use nqueens::programs::CodeLang;
use nqueens::render::board as render;
use nqueens::strategies::symmetry;
use nqueens::Counters;
use rayon::prelude::*;

/// OEIS A000170 for n = 8: the 92 solutions (`src/known.rs`).
const EIGHT: u64 = known::A000170[7];

fn lesson(name: &str) -> &'static Lesson {
    find(name).unwrap_or_else(|| panic!("lesson {name} exists"))
}

/// Teaches `name` on its default board, with `answer` piped to the quiz when given.
fn teach(name: &str, lang: Lang, answer: Option<&str>) -> String {
    let lesson = lesson(name);
    let mut out = Vec::new();
    let mut answers = answer.map(str::as_bytes);
    lesson
        .teach(lang, lesson.default_n, &mut out, answers.as_mut().map(|a| a as _))
        .expect("teaching into memory");
    String::from_utf8(out).expect("UTF-8")
}

/// The lesson with every run of white space made one space, so that
/// sentences can be found whatever the line wrapping.
fn prose(name: &str, lang: Lang, answer: Option<&str>) -> String {
    teach(name, lang, answer)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Asserts that lesson `name`, in both languages, shows each of `figures`.
fn shows(name: &str, figures: &[&str]) {
    for lang in Lang::ALL {
        let text = lesson(name).text(lang);
        for figure in figures {
            assert!(
                text.contains(figure),
                "lesson {name} ({lang:?}) should show {figure}:\n{text}"
            );
        }
    }
}

#[test]
fn full_branching_shows_the_n_to_the_n_tree() {
    shows("full-branching", &["19,173,961", "16,777,216", &thousands(EIGHT)]);
}

#[test]
fn row_limited_shows_the_permutation_tree_against_full_branching() {
    shows("row-limited", &["19,173,961", "109,601", "40,320", "444,648"]);
}

#[test]
fn branch_and_bound_shows_the_bounded_tree() {
    shows(
        "branch-and-bound",
        &["2,057", &thousands(EIGHT), "13,664", "109,601"],
    );
}

#[test]
fn any_n_draws_the_two_boards_of_n_4() {
    // LeetCode 51's two boards (docs/REFERENCE.md, judge formats).
    let boards: Vec<String> = [[1, 3, 0, 2], [2, 0, 3, 1]]
        .iter()
        .map(|queens| {
            let board = render(queens, BoardStyle::Letters);
            board.lines().map(|line| format!("    {line}\n")).collect()
        })
        .collect();
    shows("any-n", &[&boards[0], &boards[1]]);
    // A000170: 10 solutions for n = 5, only 4 for n = 6.
    let english = prose("any-n", Lang::En, None);
    assert!(
        english.contains("(n = 6 has fewer solutions than n = 5)"),
        "{english}"
    );
}

#[test]
fn pairwise_shows_the_same_tree_at_a_higher_price() {
    let pairwise = counted(nqueens::RunSpec::of(nqueens::Strategy::Pairwise, 8, false));
    shows(
        "pairwise",
        &["2,057", "13,664", &thousands(pairwise.counters.checks)],
    );
}

#[test]
fn first_solution_stops_at_the_114th_node() {
    // docs/REFERENCE.md: the first solution for n = 8 and the node it is reached at.
    shows("first-solution", &["0 4 7 5 2 6 1 3", "114", "2,057"]);
    let english = prose("first-solution", Lang::En, None);
    assert!(english.contains("is reached at node 114"), "{english}");
    let korean = prose("first-solution", Lang::Ko, None);
    assert!(
        korean.contains(
            "114번째 노드에서 첫 번째 해에 닿습니다. 전체 트리의 5.5%만 방문한 셈입니다. 이 해를 행마다 놓인 퀸의 열 번호로 적으면 0 4 7 5 2 6 1 3이고, 판으로 그리면 다음과 같습니다. Q . . . . . . ."
        ),
        "{korean}"
    );
}

#[test]
fn count_only_answers_the_judges_sample_and_range() {
    // Baekjoon 9663 (docs/REFERENCE.md, judge formats): the sample, input 8,
    // then the table of every answer, N = 1 to 14, from OEIS A000170.
    shows("count-only", &["    8\n", &format!("    {EIGHT}\n")]);
    for lang in Lang::ALL {
        let text = lesson("count-only").text(lang);
        for n in 1..=14 {
            let expected = [n.to_string(), thousands(known::A000170[n - 1])];
            let found = text.lines().any(|line| {
                let cells: Vec<&str> = line.split(['│', '┆']).map(str::trim).collect();
                cells.len() == 4 && cells[1..3] == expected
            });
            assert!(found, "{lang:?}: the table has n = {n} as {expected:?}:\n{text}");
        }
    }
}

#[test]
fn count_only_sets_python_3_against_pypy3_with_the_commands_that_measured_them() {
    for lang in Lang::ALL {
        let text = lesson("count-only").text(lang);
        // The program is a program: nothing of the tool's internals is named.
        for internal in ["judge::read_n", "Quiet", "self.solutions", "`judge`", "fn judge("] {
            assert!(!text.contains(internal), "{lang:?} names {internal}:\n{text}");
        }
        let commands: Vec<&str> = text
            .lines()
            .map(str::trim)
            .filter(|line| line.starts_with("nqueens judge programs/"))
            .collect();
        assert_eq!(
            commands.len(),
            4,
            "{lang:?}: two programs, two Pythons each:\n{text}"
        );
        for command in &commands {
            let words: Vec<&str> = command.split_whitespace().collect();
            let file = words[2];
            let python = words.last().expect("the Python");
            assert!(["python3", "pypy3"].contains(python), "{command}");
            assert!(
                std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join(file)
                    .is_file(),
                "{file}"
            );
            // The row of the table names the program and the N of its command.
            let n = words[words.iter().position(|word| *word == "-n").expect("-n") + 1];
            let row = text.lines().find(|line| line.contains(&format!("│ {file} ")));
            let row = row.unwrap_or_else(|| panic!("{lang:?}: a row for {file}:\n{text}"));
            let cells: Vec<&str> = row.split(['│', '┆']).map(str::trim).collect();
            assert_eq!(cells[2], n, "{row}");
            // PyPy3 is the faster, by the factor the row gives.
            let seconds = |cell: &str| {
                let (figure, scale) = match cell.strip_suffix("ms") {
                    Some(milliseconds) => (milliseconds, 1e-3),
                    None => (cell.trim_end_matches('s'), 1.0),
                };
                figure.trim().parse::<f64>().expect("a time") * scale
            };
            let (python3, pypy3) = (seconds(cells[3]), seconds(cells[4]));
            assert!(pypy3 < python3, "{row}");
            let factor: String = cells[5]
                .chars()
                .filter(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            let factor = factor.parse::<f64>().expect("a factor");
            assert!((factor / (python3 / pypy3) - 1.0).abs() < 0.05, "{row}");
        }
        // Baekjoon's Python 3 rule, ×3+2 seconds: 9663's 10 seconds become 32.
        assert!(text.contains("×3+2") && text.contains("32"), "{lang:?}:\n{text}");
    }
}

#[test]
fn search_space_computes_the_sources_arithmetic() {
    // docs/REFERENCE.md, the search-space arithmetic, and branch-and-bound's nodes.
    shows(
        "search-space",
        &[
            "64·63·…·57",
            "178,462,987,637,760",
            "4,426,165,368",
            "16,777,216",
            "40,320",
            "2,057",
        ],
    );
}

#[test]
fn bitmasks_make_one_mask_test_per_inner_node() {
    // One mask test for each node that still has a row to fill: 2,057 nodes
    // less the leaves, one per solution.
    shows("bitmasks", &["2,057", "13,664", &thousands(2_057 - EIGHT)]);
}

#[test]
fn where_the_work_is_charts_knuths_profile() {
    // docs/REFERENCE.md: Knuth's profile for n = 8.
    let knuth = [1u64, 8, 42, 140, 344, 568, 550, 312, 92];
    for lang in Lang::ALL {
        let text = teach("where-the-work-is", lang, None);
        for (depth, nodes) in knuth.iter().enumerate() {
            let row = text.lines().find(|line| {
                let cells: Vec<&str> = line.split(['│', '┆']).map(str::trim).collect();
                cells.get(1) == Some(&depth.to_string().as_str())
                    && cells.get(2) == Some(&thousands(*nodes).as_str())
            });
            assert!(
                row.is_some(),
                "{lang:?}: a chart row for depth {depth} with {nodes} nodes:\n{text}"
            );
        }
    }
}

#[test]
fn lessons_and_examples_agree() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("examples/ exists")
        .filter_map(|entry| {
            let name = entry
                .expect("readable entry")
                .file_name()
                .into_string()
                .expect("UTF-8 name");
            name.strip_suffix(".rs").map(str::to_string)
        })
        .collect();
    files.sort();
    let examples: Vec<String> = LESSONS.iter().map(Lesson::example).collect();
    let index = std::fs::read_to_string(dir.join("README.md")).expect("examples/README.md exists");
    let indexed: Vec<&str> = index
        .lines()
        .filter_map(|line| line.strip_prefix("- [`")?.split('`').next())
        .collect();
    assert_eq!(
        indexed[..examples.len()],
        examples,
        "examples/README.md lists one example per lesson first, named NN_name, in lesson order"
    );
    let mut all: Vec<String> = indexed.iter().map(|name| name.to_string()).collect();
    all.sort();
    assert_eq!(files, all, "examples/README.md lists every example");
    for file in &files {
        assert_eq!(
            file.starts_with(|letter: char| letter.is_ascii_digit()),
            examples.contains(file),
            "{file}: a number begins the name of a lesson's example, and of no other"
        );
        let source = std::fs::read_to_string(dir.join(format!("{file}.rs"))).expect("example");
        assert_eq!(
            source.contains("lesson_example("),
            examples.contains(file),
            "{file}: the lessons' examples, and only they, call lesson_example"
        );
        assert!(source.starts_with("//! "), "{file}: opens with a //! header");
        assert!(
            source.contains(&format!("cargo run --release --example {file}"))
                || source.contains(&format!("cargo run --example {file}")),
            "{file}: its header gives the command that runs it"
        );
    }
    for lesson in &LESSONS {
        let source = std::fs::read_to_string(dir.join(format!("{}.rs", lesson.example()))).expect("example");
        assert!(
            source.starts_with("//! "),
            "{}: opens with a //! header",
            lesson.example()
        );
        assert!(
            source.contains(&format!("lesson_example(\"{}\")", lesson.name)),
            "{} teaches lesson {}",
            lesson.example(),
            lesson.name
        );
    }
}

/// Every number written in `text`, separators (`,` and `_` between digits) removed.
fn numbers_in(text: &str) -> Vec<u128> {
    let chars: Vec<char> = text.chars().collect();
    let mut numbers = Vec::new();
    let mut digits = String::new();
    for (index, &c) in chars.iter().enumerate() {
        let joins = matches!(c, ',' | '_')
            && !digits.is_empty()
            && chars.get(index + 1).is_some_and(char::is_ascii_digit);
        if c.is_ascii_digit() {
            digits.push(c);
        } else if !joins && !digits.is_empty() {
            numbers.push(digits.parse().expect("digits"));
            digits.clear();
        }
    }
    if !digits.is_empty() {
        numbers.push(digits.parse().expect("digits"));
    }
    numbers
}

#[test]
fn the_number_scanner_reads_separated_figures() {
    assert_eq!(
        numbers_in("visits 2,057 nodes, 13_664 prunes; 92."),
        [2057, 13664, 92]
    );
    assert_eq!(
        numbers_in("1, 2 and 178,462,987,637,760"),
        [1, 2, 178_462_987_637_760]
    );
}

#[test]
fn no_lesson_text_hard_codes_a_computed_figure() {
    // Every figure the lessons compute and print, in both languages, plus the
    // reference figures of docs/REFERENCE.md. Single digits are left out: a row
    // number or "one queen" cannot be told from a computed 1 or 8.
    let mut computed: BTreeSet<u128> = [
        19_173_961,
        16_777_216,
        109_601,
        40_320,
        444_648,
        2_057,
        u128::from(EIGHT),
        13_664,
        114,
        178_462_987_637_760,
        4_426_165_368,
        140,
        344,
        568,
        550,
        312,
        42,
    ]
    .into();
    for lesson in &LESSONS {
        for lang in Lang::ALL {
            let figures = lesson
                .teach(lang, lesson.default_n, &mut Vec::new(), None)
                .expect("teaching into memory");
            computed.extend(figures);
        }
    }
    // count-only's table ends with n = 14.
    assert!(
        computed.contains(&u128::from(known::A000170[13])),
        "the figures written by the lessons are collected"
    );
    // The lessons' sections: those of a lesson, and those all lessons share.
    let taught = |text: &'static str| -> String {
        sections(text)
            .filter(|(key, _)| {
                let first = key.split('.').next().unwrap_or_default();
                first == "common" || LESSONS.iter().any(|lesson| lesson.name == first)
            })
            .map(|(_, body)| body)
            .collect::<Vec<_>>()
            .join("\n")
    };
    for (name, text) in [("en.txt", taught(ENGLISH)), ("ko.txt", taught(KOREAN))] {
        let typed: Vec<u128> = numbers_in(&text)
            .into_iter()
            .filter(|number| *number >= 10 && computed.contains(number))
            .collect();
        assert!(
            typed.is_empty(),
            "{name} types computed figures {typed:?}: name them as placeholders"
        );
    }
}

#[test]
fn the_quiz_reveals_the_measured_value_and_the_difference() {
    // The measured values of docs/REFERENCE.md: 2,057 nodes for n = 8, 140
    // at depth 3 of Knuth's profile, the first solution at node 114; each
    // difference is the guess's from it.
    let text = prose("branch-and-bound", Lang::En, Some("2000\n"));
    assert!(
        text.contains("How many nodes will branch-and-bound visit for n = 8?"),
        "{text}"
    );
    assert!(
        text.contains("Computed: 2,057. Your guess, 2,000, is 57 too low (3% off)."),
        "{text}"
    );
    let text = prose("where-the-work-is", Lang::En, Some("140"));
    assert!(text.contains("at depth 3"), "{text}");
    assert!(
        text.contains("Computed: 140. Your guess is exactly right."),
        "{text}"
    );
    let text = prose("first-solution", Lang::Ko, Some("1,000\n"));
    assert!(
        text.contains("정답은 114입니다. 예측값 1,000은 정답보다 886 많습니다"),
        "{text}",
    );
    let text = prose("first-solution", Lang::Ko, Some("2\n"));
    assert!(
        text.contains("정답은 114입니다. 예측값 2는 정답보다 112 적습니다"),
        "{text}"
    );
}

#[test]
fn the_quiz_survives_empty_garbled_and_closed_answers() {
    // The mask tests of n = 8: 2,057 nodes less the leaves, one per solution.
    let measured = thousands(2_057 - EIGHT);
    let empty = prose("bitmasks", Lang::En, Some("\n"));
    assert!(
        empty.contains(&format!(
            "No guess given (the answer was empty). Computed: {measured}."
        )),
        "{empty}"
    );
    let garbled = prose("bitmasks", Lang::En, Some("lots\n"));
    assert!(garbled.contains("'lots' is not a whole number"), "{garbled}");
    let closed = prose("bitmasks", Lang::Ko, Some(""));
    assert!(closed.contains("표준 입력이 닫혀"), "{closed}");
    assert!(closed.contains(&format!("정답은 {measured}입니다.")), "{closed}");
}

#[test]
fn the_quiz_is_asked_before_the_run() {
    let text = prose("row-limited", Lang::En, Some("100000\n"));
    let asked = text.find("Quiz, before the run:").expect("the quiz is asked");
    let table = text.find("┌").expect("the run's table");
    assert!(asked < table, "the question comes before the results:\n{text}");
}

#[test]
fn the_lessons_on_checks_show_a_short_trace_of_n_4_in_their_language() {
    // The n = 4 trace begins (0,0), then (1,0) is pruned by its column and
    // (1,1) by the `\` diagonal of the queen on (0,0): row-col+n-1 = 0-0+3.
    let lines = [
        (
            "branch-and-bound",
            Lang::En,
            "(1,1) pruned: \\ diagonal row-col+n-1 = 3 is taken",
        ),
        (
            "branch-and-bound",
            Lang::Ko,
            "(1,1) 가지치기: \\ 대각선 row-col+n-1 = 3이 차 있음",
        ),
        (
            "branch-and-bound",
            Lang::Ko,
            "nqueens trace -n 4 --strategy branch-and-bound --lang ko",
        ),
        ("pairwise", Lang::En, "(1,0) pruned: queen (0,0) is on its column"),
        ("pairwise", Lang::Ko, "(1,0) 가지치기: 퀸 (0,0)과 같은 열"),
        ("bitmasks", Lang::En, "masks for row 1: columns = 0001"),
        ("bitmasks", Lang::Ko, "1행의 마스크: columns = 0001"),
    ];
    for (name, lang, line) in lines {
        let text = lesson(name).text(lang);
        assert!(
            text.contains(line),
            "lesson {name} ({lang:?}) should show {line}:\n{text}"
        );
    }
}

/// A lesson as taught on one board in one language, "1" piped to its quiz,
/// with the answer to its closing question.
struct Taught {
    lesson: &'static Lesson,
    n: usize,
    lang: Lang,
    text: String,
}

/// Every lesson at every board it takes, in both languages: taught once,
/// spread over the cores, for the tests that read them all.
fn every_lesson_taught() -> &'static [Taught] {
    static TAUGHT: OnceLock<Vec<Taught>> = OnceLock::new();
    TAUGHT.get_or_init(|| {
        let runs: Vec<_> = LESSONS
            .iter()
            .flat_map(|lesson| {
                lesson
                    .sizes
                    .clone()
                    .flat_map(move |n| Lang::ALL.map(|lang| (lesson, n, lang)))
            })
            .collect();
        runs.into_par_iter()
            .map(|(lesson, n, lang)| {
                let mut out = Vec::new();
                lesson
                    .teach_answering(
                        (lang, CodeLang::DEFAULT),
                        n,
                        &mut out,
                        Some(&mut "1\n".as_bytes()),
                        true,
                    )
                    .unwrap_or_else(|error| panic!("{} for n = {n}: {error}", lesson.name));
                let text = String::from_utf8(out).expect("UTF-8");
                Taught {
                    lesson,
                    n,
                    lang,
                    text,
                }
            })
            .collect()
    })
}

#[test]
fn every_lesson_teaches_every_board_it_takes() {
    // n = 2 and 3 have no solution: no node reaches depth n.
    for Taught {
        lesson,
        n,
        lang,
        text,
    } in every_lesson_taught()
    {
        let ending = match lang {
            Lang::En => "To think about:",
            Lang::Ko => "생각해 볼 문제:",
        };
        assert!(
            text.contains(ending),
            "{} ({lang:?}) for n = {n} ends with its question:\n{text}",
            lesson.name
        );
    }
}

#[test]
fn one_solution_shows_the_erratic_first_solutions_and_the_constructed_board() {
    // The nodes to the first solution, from a counted bitmask run, for n = 22 and 23.
    let first = |n| {
        thousands(
            nqueens::budget::first_path(n)
                .expect("a searched board")
                .bounded_nodes,
        )
    };
    // REFERENCE.md: the construction for n = 8 is `1 3 5 7 2 0 6 4`.
    let board: String = render(&[1, 3, 5, 7, 2, 0, 6, 4], BoardStyle::Letters)
        .lines()
        .map(|line| format!("    {line}\n"))
        .collect();
    shows("one-solution", &[&first(22), &first(23), &board]);
    let english = prose("one-solution", Lang::En, None);
    assert!(
        english.contains(
            "For n = 8 the rule places one queen per row, 8 in all, and the checks it counts are 0"
        ),
        "{english}"
    );
}

#[test]
fn the_new_lessons_show_the_known_counts() {
    // A000170 and A002562 (src/known.rs): n = 8 has 92 solutions in 12
    // classes. The mirror visits the root and half the rest of the bounded
    // tree's 2,057 nodes (tests/it/fast.rs). The classes have 8 boards or 4 (no
    // class of 2 at n = 8, the lesson's table shows): 11 of 8 and 1 of 4.
    shows("mirror", &[&thousands(1 + (2_057u64 - 1) / 2), &thousands(EIGHT)]);
    let unique = known::A002562[7];
    let of_eight = (EIGHT - 4 * unique) / 4;
    shows("symmetry", &[&thousands(unique), &thousands(of_eight)]);
    let text = lesson("symmetry").text(Lang::En);
    for n in 1..=10 {
        let expected = [
            n.to_string(),
            thousands(known::solutions(n).expect("known")),
            thousands(known::unique_solutions(n).expect("known")),
        ];
        let found = text.lines().any(|line| {
            let cells: Vec<&str> = line.split(['│', '┆']).map(str::trim).collect();
            cells.len() == 5 && cells[1..4] == expected
        });
        assert!(found, "the table of totals has n = {n} as {expected:?}:\n{text}");
    }
    // n = 12 cut below row 4: a subproblem per node at depth 4 of the
    // symmetry tree, as its observed search counts them.
    let mut tree = Counters::for_board(12);
    symmetry::search(12, &mut tree);
    shows("parallel", &[&thousands(tree.profile[4])]);
    shows("halves", &[&thousands(known::A000170[11])]);
}

#[test]
fn the_answer_to_every_closing_question_is_given() {
    for lesson in &LESSONS {
        for lang in Lang::ALL {
            let mut out = Vec::new();
            let n = *lesson.sizes.start();
            lesson
                .teach_answering((lang, CodeLang::DEFAULT), n, &mut out, None, true)
                .expect("teaching into memory");
            let text = String::from_utf8(out).expect("UTF-8");
            let label = match lang {
                Lang::En => "\nAnswer: ",
                Lang::Ko => "\n답: ",
            };
            let asked = text
                .find("To think about:")
                .or_else(|| text.find("생각해 볼 문제:"));
            let answered = text.find(label);
            assert!(
                asked.is_some() && answered > asked,
                "{} ({lang:?}): the answer follows the question:\n{text}",
                lesson.name
            );
        }
    }
}

/// The text of a lesson before `end`, without its heading, the code it
/// quotes (and the labels of the quotes), the first column of its tables
/// (the board sizes or names a row is labelled with), the board sizes it
/// names (`n = 28`) and the numbers of the lessons it names: what a learner has read there. Boards, samples and
/// the figures of tables stay.
fn read_before(text: &str, end: usize) -> String {
    let mut read = Vec::new();
    let (mut quoting, mut leading_in) = (false, false);
    for line in text[..end].lines().skip(2) {
        // The line that leads into quoted code names its file and line
        // number: "Key lines (src/...):" in English, a sentence from
        // "다음은 src/..." to "핵심 코드입니다." in Korean (`programs/...`
        // for a program's).
        leading_in |= line.starts_with("다음은 src/") || line.starts_with("다음은 programs/");
        if leading_in {
            leading_in = !line.ends_with("코드입니다.");
            quoting = !leading_in;
            continue;
        }
        if (line.contains("src/") || line.contains("programs/")) && line.ends_with(':') {
            quoting = true;
            continue;
        }
        quoting &= line.is_empty() || line.starts_with("    ");
        if quoting {
            continue;
        }
        match line.strip_prefix('│').and_then(|row| row.split_once('┆')) {
            Some((_label, figures)) => read.push(figures),
            None => read.push(line),
        }
    }
    // A board size (`n = 28`) names a board, not a count.
    let mut read: String = read
        .join("\n")
        .split("n = ")
        .enumerate()
        .map(|(index, part)| match index {
            0 => part,
            _ => part.trim_start_matches(|c: char| c.is_ascii_digit()),
        })
        .collect();
    for other in &LESSONS {
        for named in [
            format!("Lesson {:02}", other.number),
            format!("{}단계", other.number),
        ] {
            read = read.replace(&named, "");
        }
    }
    read
}

#[test]
fn no_quiz_shows_its_answer_before_it_asks() {
    // At every board a lesson takes: lesson 07 once printed its sample for
    // N = 14, 365596, just before asking for N = 14.
    for Taught {
        lesson,
        n,
        lang,
        text,
    } in every_lesson_taught()
    {
        let n = *n;
        let (prompt, measured_label) = match lang {
            Lang::En => ("Quiz, before the run:", "Computed: "),
            Lang::Ko => ("퀴즈: 실행하기 전에", "정답은 "),
        };
        let asked = text.find(prompt).expect("the quiz is asked");
        let after =
            &text[text.find(measured_label).expect("the answer is revealed") + measured_label.len()..];
        let measured = numbers_in(after.split(". ").next().expect("a figure"))[0];
        let before = read_before(text, asked);
        // A small answer, or one equal to n (which the quiz itself
        // names), cannot be told from the other figures.
        assert!(
            measured < 10 || measured == n as u128 || !numbers_in(&before).contains(&measured),
            "{} ({lang:?}, n = {n}) shows {measured} before its quiz asks for it:\n{before}",
            lesson.name
        );
    }
}

#[test]
fn a_guess_far_too_low_is_told_as_a_part_of_the_measured_value() {
    // Lesson 1 measures the 8^8 = 16,777,216 leaves of n = 8; a guess of
    // 2,057 is 16,777,216 / 2,057 = 8,156.2 times too small.
    let verdict = |lang: Lang| {
        let mut out = Vec::new();
        lesson("full-branching")
            .teach(lang, 8, &mut out, Some(&mut "2057\n".as_bytes()))
            .expect("teaching into memory");
        let text = String::from_utf8(out).expect("UTF-8");
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let korean = verdict(Lang::Ko);
    assert!(
        korean.contains("예측값 2,057은 정답보다 16,775,159 적습니다(정답의 약 8,156분의 1)."),
        "{korean}"
    );
    let english = verdict(Lang::En);
    assert!(
        english.contains("is 16,775,159 too low (about 1/8,156 of the computed value)."),
        "{english}"
    );
}

#[test]
fn a_quiz_reads_the_sample_of_count_only_after_it_asks() {
    // Baekjoon 9663 at N = 14: 365,596 solutions (A000170), asked first.
    let mut out = Vec::new();
    lesson("count-only")
        .teach(Lang::Ko, 14, &mut out, Some(&mut "365596\n".as_bytes()))
        .expect("teaching into memory");
    let text = String::from_utf8(out).expect("UTF-8");
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let asked = text
        .find("N = 14일 때 해는 몇 개일까요?")
        .expect("the quiz asks for N = 14");
    let sample = text.find("출력: 365596").expect("the sample's output");
    assert!(asked < sample, "{text}");
    assert!(
        text.contains("정답은 365,596입니다. 정확히 맞혔습니다."),
        "{text}"
    );
}

#[test]
fn korean_lessons_choose_their_particles_and_say_bae() {
    // No 은(는)-style fallback, no × for a ratio, at the sizes the lessons start from and n = 8.
    for lesson in &LESSONS {
        let sizes = [*lesson.sizes.start(), lesson.default_n];
        for n in sizes {
            let mut out = Vec::new();
            lesson
                .teach_answering(
                    (Lang::Ko, CodeLang::DEFAULT),
                    n,
                    &mut out,
                    Some(&mut "1\n".as_bytes()),
                    true,
                )
                .expect("teaching into memory");
            let text = String::from_utf8(out).expect("UTF-8");
            let prose: Vec<&str> = text
                .lines()
                .filter(|line| !line.starts_with("    ") && !line.starts_with(['│', '┌', '└', '╞']))
                .collect();
            // A ratio's × sits against its figure (5.2×); a board's has spaces (4 × 4 판).
            for fallback in [
                "은(는)", "이(가)", "을(를)", "과(와)", "(으)로", "0×", "1×", "2×", "3×", "4×", "5×", "6×",
                "7×", "8×", "9×",
            ] {
                assert!(
                    prose.iter().all(|line| !line.contains(fallback)),
                    "{} at n = {n} writes {fallback}:\n{}",
                    lesson.name,
                    prose.join("\n")
                );
            }
        }
    }
    // Ratios of the figures of docs/REFERENCE.md, rounded.
    let text = prose("row-limited", Lang::Ko, None);
    assert!(
        text.contains("(약 175분의 1)"),
        "19,173,961 / 109,601 nodes: {text}"
    );
    let text = prose("search-space", Lang::Ko, None);
    assert!(
        text.contains("약 868억 배"),
        "178,462,987,637,760 / 2,057: {text}"
    );
}

#[test]
fn full_branching_asks_about_the_clashes_it_counted() {
    // docs/REFERENCE.md: 8! = 40,320 of the 8^8 leaves have no column clash;
    // 22 of the 64 first two rows clash: 22 * 8^6 = 5,767,168 leaves, 34.4%.
    let text = prose("full-branching", Lang::En, None);
    assert!(
        text.contains("16,736,896 (99.8%) put two or more queens in one column"),
        "{text}"
    );
    assert!(
        text.contains("5,767,168 (34.4%) already have a clash between rows 0 and 1"),
        "{text}"
    );
}

/// Lesson `name` on the board `n`, with its answer, every run of white
/// space made one space.
fn prose_at(name: &str, lang: Lang, n: usize) -> String {
    let mut out = Vec::new();
    lesson(name)
        .teach_answering((lang, CodeLang::DEFAULT), n, &mut out, None, true)
        .expect("teaching into memory");
    String::from_utf8(out)
        .expect("UTF-8")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Asserts that lesson `name` on the board `n`, with its answer, says `sentence`.
fn says(name: &str, lang: Lang, n: usize, sentence: &str) {
    let text = prose_at(name, lang, n);
    assert!(
        text.contains(sentence),
        "{name} ({lang:?}, n = {n}): {sentence}\n{text}"
    );
}

#[test]
fn the_smallest_boards_read_right_in_both_languages() {
    #[rustfmt::skip]
    let sentences = [
        // n = 1: one full placement, one leaf, one solution (A000170).
        ("full-branching", Lang::En, 1, "there is 1^1 = 1 full placement"),
        ("full-branching", Lang::En, 1, "one for the empty board and one at the leaf"),
        ("full-branching", Lang::Ko, 1, "탐색 함수는 빈 판에서 한 번, 퀸을 놓은 뒤 리프에서 한 번, 모두 2번 호출되었습니다."),
        // Every call is a node: 1 + 2 + 4 = 7 at n = 2, 1 + 3 + 9 + 27 = 40 at n = 3.
        ("full-branching", Lang::Ko, 2, "퀸을 하나 놓을 때마다 한 번씩 호출되므로 모두 1 + 2 + 2^2 = 7번 호출되었습니다."),
        ("full-branching", Lang::En, 3, "one for each queen placed, 1 + 3 + 3^2 + 3^3 = 40 calls."),
        ("full-branching", Lang::Ko, 1, "행이 1개이고 고를 수 있는 열도 1개뿐이므로"),
        ("full-branching", Lang::Ko, 1, "트리는 한 줄로 이어지고"),
        ("full-branching", Lang::En, 1, "the tree is a single path"),
        // n = 2: all four leaves clash in rows 0 and 1, two share a column.
        ("full-branching", Lang::Ko, 2, "리프 4개 모두 0행과 1행의 퀸끼리 이미 충돌합니다"),
        ("row-limited", Lang::Ko, 1, "배치 1^1과 순열 1!이 모두 1개로 같습니다"),
        ("first-solution", Lang::Ko, 1, "n = 1에서는 첫 번째 해를 찾는 동안 트리 전체를 방문합니다"),
        // n = 2: the flags look 13 times, the scan compares 4 pairs.
        ("pairwise", Lang::Ko, 2, "검사는 13번에서 4번으로 오히려 줄었습니다"),
        ("pairwise", Lang::En, 2, "and even fewer checks: 4 checks instead of 13"),
        // n = 5: 405 pair scans against 393 flag lookups, 3% more: a
        // rise, but not one a ratio of 1.0 could tell.
        ("pairwise", Lang::Ko, 5, "검사는 393번에서 405번으로 조금 늘었습니다"),
        ("pairwise", Lang::En, 5, "and only a few more checks: 405 checks instead of 393"),
        ("where-the-work-is", Lang::Ko, 5, "n = 5의 트리는 너무 작아 나누어 볼 것이 없으므로, n = 8의 트리로 답합니다."),
        // n = 1: one node at depth 0 and one at depth 1, equally wide.
        ("where-the-work-is", Lang::Ko, 1, "가장 넓은 층은 노드가 1개씩인 깊이 0과 깊이 1입니다."),
        ("where-the-work-is", Lang::En, 1, "The widest levels are depths 0 and 1, with 1 node each;"),
        ("search-space", Lang::En, 1, "One queen per row leaves 1^1 = 1 placement"),
        ("any-n", Lang::En, 1, "The only solution for n = 1:"),
        ("any-n", Lang::En, 5, "The first 4 of the 10 solutions for n = 5, in the order the search finds them:"),
        ("bitmasks", Lang::En, 8, "(the sources keep arrays of flags or scan the queens above, but contest solutions often do this)"),
        ("search-space", Lang::En, 1, "the ordered placements are 0.5× as many"),
        ("any-n", Lang::Ko, 1, "n = 1의 해는 하나뿐이며, 다음과 같습니다."),
        ("where-the-work-is", Lang::En, 1, "1 node reaches the bottom (depth 1)."),
        ("where-the-work-is", Lang::En, 2, "no node reaches the bottom (depth 2)."),
        ("where-the-work-is", Lang::Ko, 2, "바닥(깊이 2)까지 닿는 노드는 없습니다."),
        ("first-solution", Lang::Ko, 1, "첫 번째 해까지 가는 길이 트리 전체입니다"),
        ("first-solution", Lang::Ko, 2, "n = 2에는 해가 없어 탐색이 트리 전체를 돌았습니다"),
        // Knuth's profile of n = 8 peaks at depth 5 (568 nodes): its squares are tried most.
        ("pairwise", Lang::Ko, 1, "n = 8에서는 5행(0부터 센 번호)입니다"),
        // n = 1: the flags look 3 times at the one square, the scan compares nothing.
        ("pairwise", Lang::Ko, 1, "플래그로는 3번, 쌍별 검사로는 0번입니다"),
        // n = 4: row 2 is busiest (24 of 60 squares tried); a square there meets 2
        // queens at most, fewer than the flags' 3 lookups.
        ("pairwise", Lang::Ko, 4, "탐색이 2행에서 시도한 칸은 24개로, 시도한 칸 전체 60개의 40.0%를 차지합니다. 이 행의 칸 하나는 위에 놓인 퀸 최대 2개와만 비교하므로, 이 작은 판에서는 많아야 세 번 조회하는 플래그보다 오히려 비용이 적습니다."),
        ("pairwise", Lang::En, 2, "so on this small board the scan costs even less than the flags' three lookups"),
        // n = 5: row 3 (70 of 220 squares), where 3 queens match the 3 lookups.
        // Checks 393 by the flags, 405 by the scan: it adds few.
        ("pairwise", Lang::Ko, 5, "탐색이 3행에서 시도한 칸은 70개로, 시도한 칸 전체 220개의 31.8%를 차지합니다. 이 행의 칸 하나는 위에 놓인 퀸 최대 3개와 비교하므로, 많아야 세 번 조회하는 플래그와 비용이 거의 같습니다."),
        ("pairwise", Lang::En, 5, "Row 3 (counted from 0): the search tried 70 squares there, 31.8% of the 220 squares tried in all. A square of this row is compared with at most 3 queens above it, about what the flags' three lookups cost"),
        ("pairwise", Lang::En, 1, "for n = 8 it is row 5 of 8"),
        // n = 2 and 3 have no solution (A000170).
        ("one-solution", Lang::Ko, 2, "n = 2에는 해가 되는 배치가 아예 없습니다"),
        ("one-solution", Lang::En, 2, "For n = 2 no solution exists at all"),
        // The default seed's greedy start for n = 1 and 5 has no attacking pair.
        ("one-solution", Lang::Ko, 1, "시작 배치부터 서로 공격하는 쌍이 없어 퀸을 한 번도 옮기지 않았습니다"),
        ("one-solution", Lang::Ko, 5, "시작 배치부터 서로 공격하는 쌍이 없어 퀸을 한 번도 옮기지 않았습니다"),
        ("one-solution", Lang::En, 5, "the start already had no attacking pair, so no queen was moved"),
    ];
    for (name, lang, n, sentence) in sentences {
        says(name, lang, n, sentence);
    }
}

#[test]
fn the_korean_lessons_read_their_computed_figures_right() {
    #[rustfmt::skip]
    let sentences = [
        // The command the lesson offers answers in Korean too.
        ("any-n", 8, "`nqueens solve -n 8 --lang ko` 명령으로 모두 그려 볼 수 있습니다."),
        // Tenths in lowest terms: mirror at n = 4 (17 -> 9 nodes) and 7 (552 -> 316),
        // symmetry at n = 4 (9 -> 7) and 6 (77 -> 40).
        ("mirror", 4, "17개에서 9개로 줄었습니다(약 2분의 1)"),
        ("mirror", 7, "552개에서 316개로 줄었습니다(약 5분의 3)"),
        ("symmetry", 4, "9개에서 7개로 줄었습니다(약 5분의 4)"),
        ("symmetry", 6, "77개에서 40개로 줄었습니다(약 2분의 1)"),
        // n = 12: the first solution at node 262 of 856,189 (lesson 11's table), 0.031%.
        ("first-solution", 12, "262번째 노드에서 첫 번째 해에 닿습니다. 전체 트리의 0.031%만 방문한 셈입니다. 이 해를 행마다 놓인 퀸의 열 번호로 적으면 0 2 4 7 9 11 5 10 1 6 8 3이고, 판으로 그리면 다음과 같습니다."),
        // n = 4: node 9 of 17, more than half the tree: not "only".
        ("first-solution", 4, "9번째 노드에서 첫 번째 해에 닿습니다. 첫 번째 해를 찾기까지 전체 트리의 52.9%를 방문한 셈입니다."),
        // n = 5 has 10 solutions (A000170); the lesson draws the first 4.
        ("any-n", 5, "n = 5의 해 10개 가운데 탐색이 먼저 찾은 4개를 찾은 순서대로 그리면 다음과 같습니다."),
        ("any-n", 5, "이 밖에도 해가 6개 더 있습니다."),
        ("any-n", 4, "n = 4의 해 2개를 탐색이 찾은 순서대로 그리면 다음과 같습니다."),
        // Pairwise at n = 8: 46,752 checks against the flags' 24,648, 1.90 times.
        ("pairwise", 8, "검사는 24,648번에서 46,752번으로 1.9배 늘었습니다."),
        // n = 1: 1 ordered placement over 2 nodes is a half, not 0.5배.
        ("search-space", 1, "순서를 따진 배치의 수는 이것의 2분의 1입니다."),
        // Branch-and-bound and bitmask walk one tree: 27,358,553 / 4,674,890 = 5.85.
        ("count-only", 14, "백트래킹(branch-and-bound)과 비트마스크(bitmask)의 트리는 둘 다 5.9배,"),
        ("count-only", 14, "병렬 탐색은 13단계에서, 중간에서 만나기는 14단계에서 배웁니다."),
        ("branch-and-bound", 8, "다음은 `nqueens trace -n 4 --strategy branch-and-bound --lang ko` 명령을 실행했을 때 나오는 처음 24줄입니다."),
        ("bitmasks", 8, "지금까지 본 풀이들은 플래그 배열을 두거나 위의 퀸들을 훑었지만"),
        ("one-solution", 8, "서로 다른 절반에 있는 두 퀸도, n을 6으로 나눈 나머지가 2나 3이 아니면 같은 대각선에 놓이지 않습니다."),
        ("row-limited", 8, "1단계 질문의 답부터 봅시다."),
        ("where-the-work-is", 8, "순열 탐색(2단계)"),
        ("symmetry", 8, "n = 1부터 10까지 판 크기별로 센 해의 수와 본질적으로 다른 해의 수입니다."),
        ("one-solution", 6, "n = 6을 시드 1부터 100까지로 풀어 보면"),
    ];
    for (name, n, sentence) in sentences {
        says(name, Lang::Ko, n, sentence);
    }
}

/// The particles that have two forms, longest first so `으로` is not read as `로`.
const PARTICLES: [&str; 12] = [
    "으로", "이나", "은", "는", "이", "가", "을", "를", "과", "와", "나", "로",
];

/// Each figure or square of `text` directly followed by a two-form particle
/// that ends the word (`5로`, `(0,0)과`, `2,057을`), where the form is not
/// the one read aloud after it: `5으로` would be listed.
fn wrong_particles(text: &str) -> Vec<String> {
    let is_hangul = |c: char| ('가'..='힣').contains(&c);
    let mut wrong = Vec::new();
    for word in text.split_whitespace() {
        let figure_len = word
            .find(|c: char| !(c.is_ascii_digit() || "(),.%`".contains(c)))
            .unwrap_or(word.len());
        let (figure, rest) = word.split_at(figure_len);
        // `N(1 ≤ N ≤ 14)을`: the particle follows the word before the parenthesis.
        let closes_earlier = figure.contains(')') && !figure.contains('(');
        if !figure.contains(|c: char| c.is_ascii_digit()) || figure.ends_with([',', '.']) || closes_earlier {
            continue;
        }
        let typed = PARTICLES.iter().find(|particle| {
            rest.strip_prefix(**particle)
                .is_some_and(|after| !after.starts_with(is_hangul))
        });
        if let Some(typed) = typed {
            if nqueens::lang::korean::particle(figure, typed) != *typed {
                wrong.push(word.to_string());
            }
        }
    }
    wrong
}

#[test]
fn the_particle_scanner_finds_a_wrong_form() {
    assert_eq!(
        wrong_particles("n = 4로 실행하고 (0,0)과 2,057을 3으로 셉니다"),
        Vec::<String>::new()
    );
    assert_eq!(
        wrong_particles("n = 4으로, 2,057를, (0,1)와"),
        ["4으로,", "2,057를,", "(0,1)와"]
    );
    // A counter or the copula is not a particle: 4개, 1이면.
    assert_eq!(wrong_particles("4개를 1이면 5.2배로"), Vec::<String>::new());
}

#[test]
fn every_korean_particle_after_a_figure_is_read_aloud_right() {
    // Every lesson at every board it takes, with its quiz and its answer,
    // and the Korean trace of every strategy on the small boards.
    let lessons = every_lesson_taught()
        .iter()
        .filter(|taught| taught.lang == Lang::Ko)
        .map(|taught| {
            (
                format!("{} at n = {}", taught.lesson.name, taught.n),
                taught.text.clone(),
            )
        });
    let traces = nqueens::Strategy::SEARCHES.iter().flat_map(|&strategy| {
        (1..=6).flat_map(move |n| {
            [false, true].map(|first| {
                let mut out = Vec::new();
                let spec = nqueens::RunSpec::of(strategy, n, first);
                nqueens::trace::write_trace_in(Lang::Ko, spec, Default::default(), &mut out)
                    .expect("a board every search takes");
                (
                    format!("trace of {strategy} at n = {n}"),
                    String::from_utf8(out).expect("UTF-8"),
                )
            })
        })
    });
    for (what, text) in lessons.into_iter().chain(traces) {
        let wrong = wrong_particles(&text);
        assert!(wrong.is_empty(), "{what} writes {wrong:?}:\n{text}");
    }
}

#[test]
fn search_space_keeps_the_profile_for_the_quiz_of_where_the_work_is() {
    // Lesson 10 asks for the nodes at depth 3 (140 for n = 8, Knuth's
    // profile in docs/REFERENCE.md); lesson 08's answer comes first and must not tell it.
    let at_depth_3 = counted(nqueens::RunSpec::of(nqueens::Strategy::BranchAndBound, 8, false))
        .counters
        .profile[3];
    assert_eq!(at_depth_3, 140);
    for lang in Lang::ALL {
        let text = prose_at("search-space", lang, 8);
        assert!(
            !numbers_in(&text).contains(&u128::from(at_depth_3)),
            "lesson 08 ({lang:?}) tells lesson 10's answer:\n{text}"
        );
    }
}

#[test]
fn a_guess_of_several_numbers_is_no_guess_and_a_far_one_is_told_in_grouped_digits() {
    // `2057 2058` once read as 20,572,058; branch-and-bound visits 2,057 nodes for n = 8.
    let text = prose("branch-and-bound", Lang::Ko, Some("2057 2058\n"));
    assert!(
        text.contains("입력한 답('2057 2058')에는 수가 여러 개 있어 예측으로 치지 않습니다."),
        "{text}"
    );
    assert!(!text.contains("20,572,058"), "{text}");
    let text = prose("branch-and-bound", Lang::En, Some("2057 2058\n"));
    assert!(text.contains("'2057 2058' holds more than one number"), "{text}");
    // 2,057,000 is 1,000 times the measured value: its digits are grouped.
    let text = prose("branch-and-bound", Lang::Ko, Some("2057000\n"));
    assert!(
        text.contains("예측값 2,057,000은 정답보다 2,054,943 많습니다(정답의 1,000배)."),
        "{text}"
    );
    let text = prose("branch-and-bound", Lang::En, Some("4000\n"));
    assert!(text.contains("is 1,943 too high (94% off)."), "{text}");
}

/// Lesson `name` on its default board, with its answer, as one line: the
/// bars of a box of common mistakes taken out, every run of white space
/// made one space.
fn read_whole(name: &str, lang: Lang) -> String {
    let lesson = lesson(name);
    prose_at(name, lang, lesson.default_n)
        .replace(" ┃ ", " ")
        .replace("┃ ", "")
}

#[test]
fn the_lessons_say_of_the_sources_only_what_they_do() {
    #[rustfmt::skip]
    let said = [
        // The C blog post's first program prints the 8^8 placements and checks nothing.
        ("full-branching", Lang::En, "Its first program checks nothing: it prints every placement"),
        ("full-branching", Lang::Ko, "이 글의 첫 프로그램은 아무것도 검사하지 않습니다. 배치를 하나씩 모두 출력할 뿐"),
        // Its second prints the 8! = 40,320 permutations, the diagonals untested.
        ("row-limited", Lang::En, "it makes the 8! = 40,320 permutations and prints them all, again without looking at the diagonals"),
        ("row-limited", Lang::Ko, "8! = 40,320가지 순열을 만들고, 이번에도 대각선은 따지지 않은 채 모두 출력합니다"),
        // 64·63·…·57 is the post's, unsaid as ordered; the division by 8! is the lesson's.
        ("search-space", Lang::En, "it gives 64·63·…·57 as the number of ways to place eight queens on the 64 squares, without saying that it counts them in order"),
        ("search-space", Lang::En, "Dividing by 8! is this lesson's step, not the post's."),
        ("search-space", Lang::Ko, "C 블로그 글은 8!로 나누지 않았으므로, 순서를 없애는 이 나눗셈은 이 단계에서 합니다."),
        // The Java solution's check arrays, beside the tool's index.
        ("branch-and-bound", Lang::En, "one indexed by `row - col + n` for the `\\` diagonals. This tool writes `row - col + n - 1` for the last."),
        ("branch-and-bound", Lang::Ko, "`\\` 대각선은 `row - col + n`을 첨자로 쓰는 배열입니다. 이 도구는 마지막 첨자를 `row - col + n - 1`로 씁니다."),
        // Backtracking first in Korean, the post's 분기 한정법 as its name there.
        ("branch-and-bound", Lang::Ko, "03 · 백트래킹: 열과 대각선 플래그로"),
        ("branch-and-bound", Lang::Ko, "C 블로그 글은 열과 대각선 플래그를 쓰는 이 프로그램을 분기 한정법이라고 부르고"),
        ("pairwise", Lang::En, "The Python solution keeps only `board[]`, the column of each row's queen, and scans the rows above"),
        ("first-solution", Lang::En, "the C++ solution's depth-first search stops at its first solution"),
    ];
    for (name, lang, sentence) in said {
        let text = read_whole(name, lang);
        assert!(text.contains(sentence), "{name} ({lang:?}): {sentence}\n{text}");
    }
    // The four common mistakes, each where a learner meets it, in both languages.
    #[rustfmt::skip]
    let mistakes = [
        ("full-branching", "divide and conquer", "분할 정복"),
        ("branch-and-bound", "It is depth-first (DFS)", "백트래킹은 깊이 우선 탐색(DFS)입니다"),
        ("pairwise", "writes the diagonal test without abs", "대각선 검사에 abs를 쓰지 않습니다"),
        ("first-solution", "No solution is better than another", "어느 해도 다른 해보다 낫지 않습니다"),
    ];
    for (name, english, korean) in mistakes {
        for (lang, label, words) in [
            (Lang::En, "Common mistake:", english),
            (Lang::Ko, "흔한 오해와 실수:", korean),
        ] {
            let text = read_whole(name, lang);
            let at = text
                .find(label)
                .unwrap_or_else(|| panic!("{name} ({lang:?}) has no {label}\n{text}"));
            assert!(
                text[at..].contains(words),
                "{name} ({lang:?}): {words} after {label}"
            );
        }
    }
    // Nothing left of what the sources do not say: a textbook, a tutorial,
    // the call order or the ■ boards of the C post, a test it runs at the leaves.
    for lesson in &LESSONS {
        for (lang, unsaid) in [
            (
                Lang::En,
                &[
                    "C source",
                    "tutorial",
                    "C++ source",
                    "Python source",
                    "tests the placement, pair by pair. This tool",
                ][..],
            ),
            (
                Lang::Ko,
                &["C 교재", "C++ 예제", "파이썬 예제", "한정 조작", "가지 뻗기", "■"][..],
            ),
        ] {
            let text = read_whole(lesson.name, lang);
            for words in unsaid {
                assert!(!text.contains(words), "{} ({lang:?}) says {words}", lesson.name);
            }
        }
    }
}

#[test]
fn advanced_lessons_say_so_and_the_list_marks_the_basic_path() {
    use nqueens::lessons::Level;
    let advanced: Vec<&str> = LESSONS
        .iter()
        .filter(|lesson| lesson.level == Level::Advanced)
        .map(|lesson| lesson.name)
        .collect();
    // The profile, symmetry, parallel, halves and one solution.
    assert_eq!(
        advanced,
        [
            "where-the-work-is",
            "symmetry",
            "parallel",
            "halves",
            "one-solution"
        ]
    );
    for lesson in &LESSONS {
        for (lang, note) in [(Lang::En, "An advanced lesson"), (Lang::Ko, "심화 단계입니다")] {
            let text = read_whole(lesson.name, lang);
            assert_eq!(
                text.contains(note),
                lesson.level == Level::Advanced,
                "{} ({lang:?}): {note}",
                lesson.name
            );
        }
    }
    // Inside the advanced lessons, what goes further still says so.
    assert!(read_whole("halves", Lang::Ko)
        .contains("궁금한 사람을 위한 것으로, 처음 읽을 때는 건너뛰어도 됩니다"));
    assert!(read_whole("parallel", Lang::Ko)
        .contains("다음 코드는 Rust의 병렬 처리 라이브러리인 Rayon을 쓰므로, 처음 읽을 때는"));
    assert!(read_whole("halves", Lang::En).contains("The rest of this paragraph is advanced material"));
    assert!(read_whole("parallel", Lang::En).contains("The next lines are advanced material: they use Rayon"));
}
