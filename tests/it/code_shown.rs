//! `--code LANG` on every surface that shows code: `trace` (each step's
//! line after it, and the page's code panel), `draw --step K --code`, the
//! code panel of `watch` and the code `lesson` quotes. At every step the
//! line lit is the statement the program's `marks.txt` gives the step's
//! kind; C++ is shown unless `--code` or `NQUEENS_CODE` names another; a
//! bad value is refused; the comments are Korean under `--lang ko`; a
//! strategy with no program shows the tool's own search, saying so.

use crate::common;

use common::{nqueens, outputs_of, refuses, stdout_of};
use nqueens::lang::Lang;
use nqueens::programs::{self, CodeLang, Source};
use nqueens::render::html::markup;
use nqueens::render::terminal::{draw, Colours};
use nqueens::trace::{Code, Recording, Step, StepKind, CODE_CELL};
use nqueens::watch::Player;
use nqueens::{RunSpec, Strategy};
use ratatui::backend::TestBackend;
use ratatui::Terminal;

/// The board the tests trace: every step kind of every program occurs on it.
const N: usize = 4;

/// The steps of `strategy` at [`N`], all of them.
fn steps(strategy: Strategy) -> Vec<Step> {
    Recording::record(RunSpec::of(strategy, N, false), u64::MAX)
        .expect("a small board")
        .steps
}

/// The program of `strategy` in `code`.
fn source(strategy: Strategy, code: CodeLang) -> Source {
    programs::find(strategy, false)
        .and_then(|program| program.source(code))
        .expect("a program in each of its languages")
}

/// The line `marks.txt` gives `step` in `source`, checked to be a line
/// holding the statement marked for the step's kind; `None` for a return.
fn marked_line(source: &Source, step: &Step) -> Option<usize> {
    let line = source.line(step.kind, step.reason, step.row.map(usize::from));
    if step.kind == StepKind::Return {
        assert_eq!(line, None, "a return is the end of a function");
        return None;
    }
    let line = line.unwrap_or_else(|| panic!("{}: no line for {:?}", source.path, step.kind));
    let text = source.text.lines().nth(line - 1).expect("a line of the file");
    assert!(
        source
            .marks
            .iter()
            .any(|mark| mark.kind == step.kind && mark.line == line && text.contains(mark.statement)),
        "{} line {line} holds the statement marked for {:?}: {text}",
        source.path,
        step.kind
    );
    Some(line)
}

/// The languages `--code` names a program in.
fn program_codes() -> impl Iterator<Item = CodeLang> {
    CodeLang::PROGRAMS.into_iter()
}

#[test]
fn each_step_of_trace_code_is_followed_by_the_statement_marked_for_its_kind() {
    for strategy in programs::counted_strategies() {
        let steps = steps(strategy);
        for code in program_codes() {
            let source = source(strategy, code);
            let all = steps.len().to_string();
            let args = [
                "trace",
                "-n",
                "4",
                "--strategy",
                strategy.name(),
                "--code",
                code.name(),
            ];
            let text = stdout_of(&[&args[..], &["--max-steps", &all]].concat());
            let lit: Vec<&str> = text
                .lines()
                .filter(|line| line.trim_start().starts_with(|c: char| c.is_ascii_digit()))
                .map(|line| {
                    let (_, cell) = line
                        .split_once(&format!("  {CODE_CELL} "))
                        .unwrap_or_else(|| panic!("{strategy} {code:?}: no code after '{line}'"));
                    cell
                })
                .collect();
            assert_eq!(lit.len(), steps.len(), "{strategy} {code:?}: one line a step");
            for (step, cell) in steps.iter().zip(lit) {
                let expected = match marked_line(&source, step) {
                    Some(line) => {
                        let statement = source.text.lines().nth(line - 1).unwrap().trim();
                        format!("{line}: {statement}")
                    }
                    None => "\u{22ef}".to_string(),
                };
                assert_eq!(cell, expected, "{strategy} {code:?} step {}", step.number);
            }
        }
    }
}

/// The steps of a replay page, as its data holds them.
fn page_steps(html: &str) -> Vec<serde_json::Value> {
    let start = html
        .find("<script type=\"application/json\" id=\"steps\">")
        .expect("the page holds its steps");
    let data = &html[start..];
    let data = &data[data.find('[').unwrap()..];
    let data = &data[..data.find("</script>").unwrap()];
    serde_json::from_str::<Vec<serde_json::Value>>(data.trim()).expect("the steps are JSON")
}

/// The lines of the page's code panel: each `data-line` and its text.
fn panel_lines(html: &str) -> Vec<(usize, String)> {
    let panel = &html[html.find("<ol id=\"source\">").expect("a code panel")..];
    let panel = &panel[..panel.find("</ol>").unwrap()];
    panel
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("<li data-line=\"")?;
            let (number, rest) = rest.split_once('"')?;
            let text = rest.split_once('>')?.1.strip_suffix("</li>")?;
            Some((number.parse().unwrap(), text.to_string()))
        })
        .collect()
}

#[test]
fn the_page_shows_the_program_and_lights_the_statement_marked_for_each_step() {
    for strategy in [Strategy::BranchAndBound, Strategy::Bitmask] {
        let steps = steps(strategy);
        for code in program_codes() {
            let source = source(strategy, code);
            let args = [
                "trace",
                "-n",
                "4",
                "--strategy",
                strategy.name(),
                "--format",
                "html",
                "--code",
                code.name(),
            ];
            let html = stdout_of(&args);
            let panel = panel_lines(&html);
            let file: Vec<&str> = source.text.lines().collect();
            assert_eq!(panel.len(), file.len(), "{strategy} {code:?}: the whole program");
            for (number, text) in &panel {
                assert_eq!(
                    text,
                    &markup(file[number - 1]),
                    "{strategy} {code:?} line {number}"
                );
            }
            let heading = source.path.replace('/', "/<wbr>");
            assert!(
                html.contains(&heading),
                "{strategy} {code:?}: the panel names the file"
            );
            let data = page_steps(&html);
            assert_eq!(data.len(), steps.len());
            for (step, datum) in steps.iter().zip(&data) {
                let lit = datum[8].as_u64().map(|line| line as usize);
                assert_eq!(
                    lit,
                    marked_line(&source, step),
                    "{strategy} {code:?} step {}",
                    step.number
                );
            }
        }
    }
}

/// The `data-line` of the code panel's lit row in a slide of `draw --step K --code`.
fn lit_in_slide(svg: &str) -> Option<usize> {
    let document = roxmltree::Document::parse(svg).expect("valid SVG");
    let pictures: Vec<_> = document
        .root_element()
        .children()
        .filter(|node| node.has_tag_name("svg"))
        .collect();
    let [_, code] = pictures[..] else {
        panic!("the board and the code side by side");
    };
    code.descendants()
        .find(|node| node.attribute("class") == Some("current"))
        .and_then(|node| node.attribute("data-line"))
        .map(|line| line.parse().unwrap())
}

#[test]
fn draw_step_code_lights_the_statement_marked_for_the_step_in_each_language() {
    let strategy = Strategy::BranchAndBound;
    let steps = steps(strategy);
    // A call, a try, a prune, a placement, an undo, a return and a solution.
    let numbers: Vec<usize> = [
        StepKind::Call,
        StepKind::Try,
        StepKind::Prune,
        StepKind::Place,
        StepKind::Undo,
        StepKind::Return,
        StepKind::Solution,
    ]
    .iter()
    .map(|&kind| steps.iter().position(|step| step.kind == kind).unwrap() + 1)
    .collect();
    for code in program_codes() {
        let source = source(strategy, code);
        for &number in &numbers {
            let step = &steps[number - 1];
            let svg = stdout_of(&[
                "draw",
                "-n",
                "4",
                "--step",
                &number.to_string(),
                "--code",
                code.name(),
            ]);
            assert_eq!(
                lit_in_slide(&svg),
                marked_line(&source, step),
                "{code:?} step {number}"
            );
            assert!(svg.contains(&source.path), "{code:?}: the title names the file");
        }
    }
}

#[test]
fn the_watch_code_panel_lights_the_statement_marked_for_each_step() {
    let strategy = Strategy::Bitmask;
    let recording = Recording::record(RunSpec::of(strategy, N, false), u64::MAX).unwrap();
    for code in program_codes() {
        let source = source(strategy, code);
        let shown = Code::program(strategy, false, code, Lang::En).expect("a program");
        for (index, step) in recording.steps.iter().enumerate().step_by(7) {
            let player = Player {
                number: step.number,
                code: true,
                source: Some(shown.clone()),
                ..Player::default()
            };
            let mut terminal = Terminal::new(TestBackend::new(240, 60)).expect("a test terminal");
            terminal
                .draw(|frame| draw(frame, &recording, &player, Colours::Off))
                .expect("draws");
            let buffer = terminal.backend().buffer();
            let screen: Vec<String> = (0..60)
                .map(|y| (0..240).map(|x| buffer[(x, y)].symbol()).collect())
                .collect();
            // The code panel's lit row: `>`, its number, its text (the
            // trace's lit row beside it has a `>` too, then a step).
            let file: Vec<&str> = source.text.lines().collect();
            let lit: Vec<usize> = screen
                .iter()
                .flat_map(|row| row.split("\u{2502}>").skip(1))
                .filter_map(|cell| {
                    let cell = cell.trim_start();
                    let digits: String = cell.chars().take_while(char::is_ascii_digit).collect();
                    let line: usize = digits.parse().ok()?;
                    let text: String = file.get(line.checked_sub(1)?)?.trim().chars().take(12).collect();
                    let rest = &cell[digits.len()..];
                    (!text.is_empty() && rest.starts_with(' ') && rest.trim_start().starts_with(&text))
                        .then_some(line)
                })
                .collect();
            let expected = marked_line(&source, step);
            assert_eq!(
                lit,
                expected.into_iter().collect::<Vec<_>>(),
                "{code:?} step {} (index {index})",
                step.number
            );
            assert!(
                screen.iter().any(|row| row.contains(&source.path)),
                "{code:?}: the panel names the file"
            );
        }
    }
}

#[test]
fn a_code_that_names_no_language_is_refused_naming_the_flag_and_the_languages() {
    let languages = "c, cpp, java, python, plain-rust, rust";
    for args in [
        &["trace", "--code", "fortran"][..],
        &["trace", "--format", "html", "--code", "cobol"],
        &["draw", "--step", "3", "--code", "c++"],
        &["watch", "--code", "go"],
        &["lesson", "3", "--code", "pascal"],
    ] {
        refuses(args, "", &["--code", languages]);
    }
    for args in [
        &["trace", "--code"][..],
        &["draw", "--step", "3", "--code"],
        &["lesson", "3"],
    ] {
        let output = nqueens()
            .args(args)
            .env("NQUEENS_CODE", "basic")
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}: nothing written");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.contains("NQUEENS_CODE") && stderr.contains(languages),
            "{stderr}"
        );
    }
}

/// Runs `args` with `NQUEENS_CODE` set to `code`; returns stdout.
fn with_variable(code: &str, args: &[&str]) -> String {
    let output = nqueens().args(args).env("NQUEENS_CODE", code).output().unwrap();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn cpp_is_shown_unless_code_or_nqueens_code_names_another() {
    let path = |code: CodeLang| source(Strategy::BranchAndBound, code).path;
    fn slide<'a>(args: &[&'a str]) -> Vec<&'a str> {
        ["draw", "-n", "4", "--step", "10"]
            .iter()
            .chain(args)
            .copied()
            .collect()
    }
    assert!(stdout_of(&slide(&["--code"])).contains(&path(CodeLang::Cpp)));
    let python = with_variable("python", &slide(&["--code"]));
    assert!(
        python.contains(&path(CodeLang::Python)),
        "NQUEENS_CODE sets the default"
    );
    let java = with_variable("python", &slide(&["--code", "java"]));
    assert!(
        java.contains(&path(CodeLang::Java)),
        "--code wins over NQUEENS_CODE"
    );
    let rust = with_variable("rust", &slide(&["--code"]));
    assert!(
        rust.contains("src/strategies/branch_and_bound.rs"),
        "rust: the tool's own search"
    );
    // The page breaks the path after each folder.
    let heading = |code: CodeLang| path(code).replace('/', "/<wbr>");
    let page = with_variable("c", &["trace", "-n", "4", "--format", "html"]);
    assert!(
        page.contains(&heading(CodeLang::C)),
        "the page follows NQUEENS_CODE"
    );
    assert!(stdout_of(&["trace", "-n", "4", "--format", "html"]).contains(&heading(CodeLang::Cpp)));
    let lesson = with_variable("java", &["lesson", "branch-and-bound"]);
    assert!(
        lesson.contains(&path(CodeLang::Java)),
        "the lesson follows NQUEENS_CODE"
    );
    assert!(stdout_of(&["lesson", "branch-and-bound"]).contains(&path(CodeLang::Cpp)));
    // Without --code, the text trace shows no code.
    assert!(!stdout_of(&["trace", "-n", "4"]).contains(CODE_CELL));
}

#[test]
fn the_comments_of_the_code_shown_are_korean_under_lang_ko() {
    let strategy = Strategy::BranchAndBound;
    for code in program_codes() {
        let source = source(strategy, code);
        let korean = source.shown(Lang::Ko);
        assert_ne!(korean, source.text, "{code:?}: the Korean differs");
        let html = stdout_of(&[
            "--lang",
            "ko",
            "trace",
            "-n",
            "4",
            "--format",
            "html",
            "--code",
            code.name(),
        ]);
        let panel: Vec<String> = panel_lines(&html).into_iter().map(|(_, text)| text).collect();
        let expected: Vec<String> = korean.lines().map(markup).collect();
        assert_eq!(panel, expected, "{code:?}: the page shows the Korean comments");
        let lesson = stdout_of(&[
            "lesson",
            "branch-and-bound",
            "--lang",
            "ko",
            "--code",
            code.name(),
        ]);
        let (first, _) = source.search_function(Lang::Ko);
        let commented = korean
            .lines()
            .skip(first - 1)
            .find(|line| common::korean::has_hangul(line))
            .expect("a Korean comment in the search function");
        assert!(
            lesson.contains(commented.trim()),
            "{code:?}: the lesson quotes '{commented}'"
        );
    }
}

#[test]
fn lesson_count_only_quotes_the_whole_program_to_submit_in_each_language() {
    for code in program_codes() {
        let source = source(Strategy::Bitmask, code);
        let lesson = stdout_of(&["lesson", "count-only", "--code", code.name()]);
        let quoted: String = source
            .text
            .trim_end()
            .lines()
            .map(|line| format!("    {line}\n"))
            .collect();
        let quoted = quoted.replace("    \n", "\n");
        assert!(
            lesson.contains(&quoted),
            "{code:?}: the whole of {}:\n{lesson}",
            source.path
        );
    }
    // Under rust too the program to submit is a program: the plain Rust one.
    let rust = stdout_of(&["lesson", "count-only", "--code", "rust"]);
    let plain = source(Strategy::Bitmask, CodeLang::PlainRust);
    assert!(
        rust.contains(&format!("quoted from {} (line 1)", plain.path)),
        "{rust}"
    );
    assert!(
        rust.contains("fn main() {") && !rust.contains("fn judge("),
        "{rust}"
    );
}

#[test]
fn a_strategy_without_a_program_shows_the_tools_own_search_saying_so_once() {
    let (text, note) = outputs_of(&["trace", "-n", "4", "--strategy", "symmetry", "--code", "python"]);
    assert_eq!(note.lines().count(), 1, "{note}");
    for part in [
        "symmetry",
        "python",
        "src/strategies/symmetry.rs",
        "branch-and-bound, pairwise",
    ] {
        assert!(note.contains(part), "the note names {part}: {note}");
    }
    let own = Code::of(Strategy::Symmetry).unwrap();
    let recording = Recording::record(RunSpec::of(Strategy::Symmetry, N, false), 200).unwrap();
    let cells: Vec<&str> = text
        .lines()
        .filter_map(|line| line.split_once(&format!("  {CODE_CELL} ")).map(|(_, cell)| cell))
        .collect();
    assert_eq!(cells.len(), recording.steps.len());
    for (step, cell) in recording.steps.iter().zip(cells) {
        let expected = match own.line(step) {
            Some(line) => format!("{line}: {}", own.text(line).trim()),
            None => "\u{22ef}".to_string(),
        };
        assert_eq!(cell, expected, "step {}", step.number);
    }
    // The default is no request: the tool's own search, without a note.
    let (_, quiet) = outputs_of(&["trace", "-n", "4", "--strategy", "symmetry", "--format", "html"]);
    assert_eq!(quiet, "");
    let (_, asked_rust) = outputs_of(&["trace", "-n", "4", "--strategy", "symmetry", "--code", "rust"]);
    assert_eq!(asked_rust, "", "rust is what is shown: nothing to say");
}

#[test]
fn the_formats_without_code_refuse_code() {
    for format in ["json", "gif"] {
        refuses(
            &["trace", "-n", "4", "--format", format, "--code", "c"],
            "",
            &["--code", format, "--format text", "--format html"],
        );
    }
}

#[test]
fn a_strategys_markers_and_a_programs_marks_light_a_step_by_one_rule() {
    use nqueens::observer::PruneReason;
    // A mark narrowed to the step's reason wins over one narrowed to its
    // row, which wins over the plain one; another kind's never lights.
    let marks = [
        (StepKind::Prune, None, 10),
        (StepKind::Prune, Some("2"), 11),
        (StepKind::Prune, Some("diagonal"), 12),
        (StepKind::Place, Some("column"), 13),
    ];
    let line = |reason, row| programs::step_line(marks.into_iter(), StepKind::Prune, reason, row);
    assert_eq!(line(Some(PruneReason::Diagonal), Some(2)), Some(12));
    assert_eq!(line(Some(PruneReason::Column), Some(2)), Some(11));
    assert_eq!(line(Some(PruneReason::Column), Some(3)), Some(10));
    assert_eq!(line(None, None), Some(10));
    assert_eq!(
        programs::step_line(marks.into_iter(), StepKind::Undo, None, None),
        None
    );
    // The strategy's file and the program read through it agree with it.
    for strategy in programs::counted_strategies() {
        let code = Code::of(strategy).expect("a traced strategy");
        let program = source(strategy, CodeLang::Cpp);
        let shown = Code::program(strategy, false, CodeLang::Cpp, Lang::En).expect("a program");
        for step in steps(strategy) {
            let row = step.row.map(usize::from);
            let marks = code
                .marks
                .iter()
                .map(|mark| (mark.kind, mark.only.as_deref(), mark.line));
            assert_eq!(
                code.line(&step),
                programs::step_line(marks, step.kind, step.reason, row)
            );
            assert_eq!(
                shown.line(&step),
                program.line(step.kind, step.reason, row),
                "{strategy}"
            );
        }
    }
}
