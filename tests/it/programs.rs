//! The programs of `programs/`, in C, C++, Java, Python and plain Rust,
//! proved by the tool's own judge: each is built and judged as Baekjoon
//! 9663 judges it (`judge::session::judge`), and the variant that writes
//! its steps (`Source::steps_variant`) is built as the judge builds it and
//! takes the strategy's steps one for one, read back and compared by the
//! judge's steps protocol (`NQUEENS_STEPS`, `judge::steps::compare`).
//! Then `nqueens program` prints each of them, lists them, and refuses bad
//! input in one line. A test whose compiler is missing is skipped with a
//! note, except under `CI=true`, where it fails.
//!
//! Which n are run, and why. The shown program: every n from 1 on whose
//! tree (the squares the strategy looks at, nodes and prunes as `compare`
//! counts them) stays within [`SQUARES`], up to Baekjoon's 14: full
//! branching to 5, row-limited bounding to 6, the others to 8, the first
//! solution to 14. A run then takes milliseconds of search in any of the
//! languages, so that the file takes seconds of its own beside the builds
//! and a loaded machine cannot push a run past the time limit; larger n
//! only take longer (what each program finishes within Baekjoon's limits
//! is measured in `programs/README.md`). The steps: n = 4 to 8, each on
//! which the strategy takes at most [`STEPS`] steps, one line each in the
//! variant's file: full branching to 6, row-limited bounding to 7 (its
//! 773,000 steps at n = 8 would cost more than the rest of its proof).

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::tools::installed;
use common::{nqueens, refuses, solutions, stdout_of};
use nqueens::judge::language::{prepare, Choices};
use nqueens::judge::steps::{compare, count, strategy_steps, Step, MAX_STEPS, STEPS_VARIABLE};
use nqueens::judge::task::Task;
use nqueens::lang::Lang;
use nqueens::lessons;
use nqueens::observer::{Quiet, StepKind};
use nqueens::programs::{CodeLang, Source, PROGRAMS};
use nqueens::run::{self, RunSpec};
use nqueens::threads::Control;
use nqueens::trace::Recording;
use serde_json::Value;

/// The most squares a judged run looks at.
const SQUARES: u64 = 30_000;

/// The most steps a variant writes on one board: far fewer than the judge
/// keeps ([`MAX_STEPS`]).
const STEPS: usize = 200_000;
const _: () = assert!(STEPS < MAX_STEPS);

/// The largest n of Baekjoon 9663 (1 ≤ N < 15).
const BAEKJOON_LARGEST: usize = 14;

/// The repository's root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A scratch folder of this test's own, empty.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("programs-{name}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// What the program of `source` is asked: a count, or one board.
fn task(source: &Source) -> Task {
    match source.program.first {
        true => Task::One,
        false => Task::Count,
    }
}

/// The squares the search of `source` looks at on n (nodes and prunes).
fn squares(source: &Source, n: usize) -> u64 {
    let spec = RunSpec::of(source.program.strategy, n, source.program.first);
    let counters = run::search(spec, Control::on_threads(1), &mut Quiet)
        .expect("a board the strategy takes")
        .counters;
    counters.nodes() + counters.prunes()
}

/// The sizes the shown program is judged on (see the header).
fn accepted_sizes(source: &Source) -> std::ops::RangeInclusive<usize> {
    let largest = (1..=BAEKJOON_LARGEST)
        .take_while(|&n| squares(source, n) <= SQUARES)
        .last()
        .expect("n = 1 is within any budget");
    1..=largest
}

/// The shown program, judged by `nqueens judge` (a process of its own, so
/// that each run's memory is the run's alone): accepted at every size of
/// [`accepted_sizes`].
fn accepted(source: &Source) {
    let path = root().join(&source.path);
    let sizes = accepted_sizes(source);
    let tmp = scratch(&format!("judged-{}", source.path.replace('/', "-")));
    let output = nqueens()
        .args(["judge", "--format", "json", "--task", task(source).name(), "-n"])
        .arg(format!("{}..={}", sizes.start(), sizes.end()))
        .arg(&path)
        .env("TMPDIR", &tmp)
        .output()
        .expect("nqueens runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "judge {}: {stderr}", source.path);
    let report: Value = serde_json::from_slice(&output.stdout).expect("one JSON object");
    assert_eq!(report["compile_error"], Value::Null, "{} builds", source.path);
    let runs = report["runs"].as_array().expect("runs");
    let verdicts: Vec<(u64, &str)> = runs
        .iter()
        .map(|run| {
            (
                run["n"].as_u64().expect("n"),
                run["verdict"].as_str().expect("a verdict"),
            )
        })
        .collect();
    let expected: Vec<(u64, &str)> = sizes.map(|n| (n as u64, "AC")).collect();
    assert_eq!(verdicts, expected, "{}: {runs:?}", source.path);
}

/// The variant of `source` built in a folder of its own as the judge
/// builds it: the folder and the command that runs it there.
fn built_variant(source: &Source, name: &str) -> (PathBuf, Vec<std::ffi::OsString>) {
    let dir = scratch(name);
    let file = dir.join(Path::new(&source.path).file_name().expect("a file name"));
    fs::write(&file, source.steps_variant(Lang::En)).expect("the variant written");
    let build_dir = dir.join("build");
    fs::create_dir_all(&build_dir).expect("a build folder");
    let plan = prepare(&file, &build_dir, &Choices::default()).expect("a plan");
    let language = plan.language.expect("a source file's language");
    fs::copy(&file, build_dir.join(language.file_name())).expect("the variant copied as the judge copies it");
    let build = plan.build.expect("every language is built or checked");
    let built = Command::new(&build[0])
        .args(&build[1..])
        .current_dir(&build_dir)
        .output()
        .expect("the build starts");
    assert!(
        built.status.success(),
        "{} (with its steps) does not build: {}",
        source.path,
        String::from_utf8_lossy(&built.stderr)
    );
    (build_dir, plan.run)
}

/// The variant run on n with `NQUEENS_STEPS` set: what it printed and the
/// steps it wrote.
fn run_variant(dir: &Path, run: &[std::ffi::OsString], n: usize) -> (String, String) {
    let steps = dir.join(format!("steps-{n}"));
    let mut child = Command::new(&run[0])
        .args(&run[1..])
        .current_dir(dir)
        .env(STEPS_VARIABLE, &steps)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the variant starts");
    use std::io::Write;
    child
        .stdin
        .take()
        .expect("its stdin")
        .write_all(format!("{n}\n").as_bytes())
        .expect("N written");
    let output = child.wait_with_output().expect("the variant ends");
    assert!(output.status.success(), "the variant failed on n = {n}");
    let printed = String::from_utf8(output.stdout).expect("UTF-8");
    (printed, fs::read_to_string(&steps).expect("the steps written"))
}

/// The sizes the steps are compared on (see the header).
fn steps_sizes(source: &Source) -> Vec<usize> {
    (4..=8)
        .filter(|&n| strategy_steps(source.program.strategy, n).len() <= STEPS)
        .collect()
}

/// The variant of `source` takes the strategy's steps, one for one, at
/// every size of [`steps_sizes`], and still answers right; the program
/// that stops at its first solution takes them up to that solution.
fn step_for_step(source: &Source) {
    let strategy = source.program.strategy;
    let name = source.path.replace('/', "-");
    let (dir, run) = built_variant(source, &name);
    let sizes = steps_sizes(source);
    assert!(
        sizes.starts_with(&[4, 5, 6]),
        "{}: steps on {sizes:?}",
        source.path
    );
    for n in sizes {
        let (printed, written) = run_variant(&dir, &run, n);
        let expected = solutions(n);
        assert_eq!(
            task(source).check(n, expected, printed.trim_end()),
            Ok(()),
            "{}",
            source.path
        );
        let steps = compare(n, &written, strategy);
        let theirs = strategy_steps(strategy, n);
        assert!(steps.ignored_lines.is_empty(), "{} n = {n}", source.path);
        if !source.program.first {
            assert_eq!(
                steps.first_difference, None,
                "{} n = {n}: step for step",
                source.path
            );
            assert_eq!(steps.count, theirs.len());
            assert_eq!(steps.solutions, expected);
            continue;
        }
        // Up to its first solution, and not a step further.
        let first = theirs
            .iter()
            .position(|step| *step == Step::Solution)
            .expect("n >= 4 has a solution");
        let difference = steps.first_difference.expect("the full search goes on");
        assert_eq!(steps.count, first + 1, "{} n = {n}", source.path);
        assert_eq!((difference.yours, difference.step), (None, first + 2));
        if n == 8 {
            // docs/REFERENCE.md: 0 4 7 5 2 6 1 3, reached at the 114th node.
            assert_eq!(count(&theirs[..=first]).nodes, 114);
            let columns: Vec<usize> = printed
                .lines()
                .map(|row| row.find('Q').expect("a queen in each row"))
                .collect();
            assert_eq!(columns, [0, 4, 7, 5, 2, 6, 1, 3], "{}", source.path);
        }
    }
}

/// Every program in `code`, judged and compared step for step.
fn proved(code: CodeLang, tools: &[&str]) {
    if !installed(tools) {
        return;
    }
    for program in &PROGRAMS {
        let source = program.source(code).expect("a program in each language");
        accepted(&source);
        step_for_step(&source);
    }
}

#[test]
fn the_c_programs_are_accepted_and_take_the_strategies_steps() {
    proved(CodeLang::C, &["gcc"]);
}

#[test]
fn the_cpp_programs_are_accepted_and_take_the_strategies_steps() {
    proved(CodeLang::Cpp, &["g++"]);
}

#[test]
fn the_java_programs_are_accepted_and_take_the_strategies_steps() {
    proved(CodeLang::Java, &["javac", "java"]);
}

#[test]
fn the_python_programs_are_accepted_and_take_the_strategies_steps() {
    proved(CodeLang::Python, &["python3"]);
}

#[test]
fn the_plain_rust_programs_are_accepted_and_take_the_strategies_steps() {
    // The toolchain that builds the crate builds them: never skipped.
    proved(CodeLang::PlainRust, &["rustc"]);
}

#[test]
fn the_tested_sizes_are_the_ones_the_header_names() {
    let largest = |folder: &str| {
        let program = PROGRAMS.iter().find(|program| program.folder.ends_with(folder));
        *accepted_sizes(&program.unwrap().source(CodeLang::C).unwrap()).end()
    };
    for (folder, largest_n) in [
        ("01_branching", 5),
        ("02_bounding", 6),
        ("03_branch_and_bound", 8),
        ("05_pairwise", 8),
        ("09_bitmask", 8),
        ("11_mirror", 8),
        ("06_first_solution", BAEKJOON_LARGEST),
    ] {
        assert_eq!(largest(folder), largest_n, "{folder}");
    }
    let branching = PROGRAMS[0].source(CodeLang::C).unwrap();
    assert_eq!(steps_sizes(&branching), [4, 5, 6]);
    let bounding = PROGRAMS[1].source(CodeLang::C).unwrap();
    assert_eq!(steps_sizes(&bounding), [4, 5, 6, 7]);
    let mirror = PROGRAMS[6].source(CodeLang::C).unwrap();
    assert_eq!(steps_sizes(&mirror), [4, 5, 6, 7, 8]);
}

/// The steps `strategy` takes on n, to its first solution when `first`,
/// as a trace records them.
fn recorded(strategy: nqueens::Strategy, n: usize, first: bool) -> Recording {
    Recording::record(RunSpec::of(strategy, n, first), u64::MAX).expect("a small board")
}

#[test]
fn every_step_of_a_search_has_its_line_in_every_program() {
    for program in &PROGRAMS {
        for code in CodeLang::PROGRAMS {
            let source = program.source(code).unwrap();
            let lines: Vec<&str> = source.text.lines().collect();
            for n in 4..=6 {
                for step in &recorded(program.strategy, n, program.first).steps {
                    let row = step.row.map(usize::from);
                    let line = source.line(step.kind, step.reason, row);
                    if step.kind == StepKind::Return {
                        assert_eq!(line, None, "{}: a return is the end of a function", source.path);
                        continue;
                    }
                    let line = line.unwrap_or_else(|| panic!("{}: no line for {:?}", source.path, step.kind));
                    let text = lines[line - 1];
                    let fits = match step.kind {
                        StepKind::Try => text.contains("for ") || text.contains("while "),
                        StepKind::Call => text.contains("solve(") || text.contains("for "),
                        StepKind::Undo => text.contains("solve(") || text.to_lowercase().contains("false"),
                        StepKind::Place => {
                            text.contains("= col")
                                || text.contains("solve(")
                                || text.to_lowercase().contains("true")
                        }
                        StepKind::Prune => {
                            text.contains("used") || text.contains("col") || text.contains("free")
                        }
                        StepKind::LeafTest => text.contains("valid()"),
                        StepKind::Solution => text.contains("solutions") || text.contains("row == "),
                        StepKind::Return => unreachable!("a return has no line"),
                    };
                    assert!(fits, "{} line {line} for {:?}: {text}", source.path, step.kind);
                }
            }
        }
    }
}

#[test]
fn each_folder_is_numbered_as_the_lesson_that_teaches_its_step() {
    for program in &PROGRAMS {
        let lesson = lessons::find(program.lesson).expect("a lesson");
        let folder = program.folder.strip_prefix("programs/").unwrap();
        assert!(folder.starts_with(&format!("{:02}_", lesson.number)), "{folder}");
        let readme = fs::read_to_string(root().join("programs/README.md")).expect("programs/README.md");
        assert!(
            readme.contains(&format!("]({folder}/)")),
            "programs/README.md links {folder}/"
        );
    }
}

#[test]
fn program_prints_each_file_and_its_korean_keeps_every_line() {
    for program in &PROGRAMS {
        let mut args = vec!["program", program.strategy.name()];
        if program.first {
            args.push("--first");
        }
        let with = |more: &[&str]| stdout_of(&[&args[..], more].concat());
        for code in CodeLang::PROGRAMS {
            let source = program.source(code).unwrap();
            let file = fs::read_to_string(root().join(&source.path)).expect("the file");
            assert_eq!(with(&["--code", code.name()]), file, "{}", source.path);
            let korean = with(&["--code", code.name(), "--lang", "ko"]);
            assert_eq!(korean, source.shown(Lang::Ko));
            assert_eq!(korean.lines().count(), file.lines().count());
            assert!(korean.contains("N-Queen"), "{korean}");
            assert!(common::korean::has_hangul(&korean), "{korean}");
        }
        // C++ without --code, or the language NQUEENS_CODE names.
        assert_eq!(with(&[]), program.source(CodeLang::Cpp).unwrap().text);
        let python = nqueens()
            .args(&args)
            .env("NQUEENS_CODE", "python")
            .output()
            .expect("nqueens runs");
        let python_text = program.source(CodeLang::Python).unwrap().text;
        assert_eq!(String::from_utf8_lossy(&python.stdout), python_text);
        // A program to submit under rust too: the plain Rust one.
        let rust = program.source(CodeLang::PlainRust).unwrap();
        assert_eq!(with(&["--code", "rust"]), rust.text, "{}", rust.path);
        assert_eq!(with(&["--code", "rust", "--steps"]), rust.steps_variant(Lang::En));
        assert!(!rust.text.contains("observer"), "nothing of the tool in it");
    }
}

#[test]
fn program_list_names_each_program_its_lesson_and_what_it_does() {
    let list = stdout_of(&["program", "--list"]);
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines[0], "01  branching         Every row tries every column; placements are tested at the leaves (n^n leaves)");
    assert_eq!(
        lines[4],
        "06  pairwise --first  The pairwise search stopped at its first solution, its board printed"
    );
    assert_eq!(
        lines[6].split_whitespace().take(2).collect::<Vec<_>>(),
        ["11", "mirror"]
    );
    assert!(
        list.contains("Each in c, cpp, java, python, plain-rust, in the folder programs/"),
        "{list}"
    );
    let korean = stdout_of(&["program", "--list", "--lang", "ko"]);
    assert!(
        korean.contains("06  pairwise --first  쌍별 검사 탐색을 첫 번째 해에서 멈추고"),
        "{korean}"
    );
    assert!(korean.contains("그것도 없으면 cpp 코드로 출력합니다"), "{korean}");
}

#[test]
fn bad_input_is_refused_in_one_line_naming_the_flag_and_the_values() {
    let values = "branching, bounding, branch-and-bound, pairwise, bitmask, mirror";
    refuses(&["program", "symmetry"], "", &["symmetry", values]);
    refuses(
        &["program", "bitmask", "--code", "go"],
        "",
        &["--code", "c, cpp, java, python, plain-rust, rust"],
    );
    refuses(
        &["program", "bitmask", "--first"],
        "",
        &["--first", "bitmask", "pairwise"],
    );
    // A value far from every language is not taken for a near one.
    let cobol = ["program", "bitmask", "--code", "cobol"];
    refuses(&cobol, "", &["c, cpp, java, python, plain-rust, rust"]);
    let said = nqueens().args(cobol).output().expect("nqueens runs").stderr;
    assert!(
        !String::from_utf8_lossy(&said).contains("similar"),
        "no 'c' for cobol"
    );
    refuses(
        &["program", "bitmask", "--code", "pyhton"],
        "",
        &["a similar value exists: 'python'"],
    );
    refuses(&["program", "--list", "bitmask"], "", &["--list"]);
    refuses(&["program"], "", &["STRATEGY"]);
    refuses(
        &["program", "bitmask", "--first", "--lang", "ko"],
        "",
        &[
            "--first: bitmask에는 첫 번째 해에서 멈추는 프로그램이 없습니다",
            "pairwise",
        ],
    );
    let output = nqueens()
        .args(["program", "bitmask"])
        .env("NQUEENS_CODE", "go\u{1b}[2J")
        .output()
        .expect("nqueens runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(output.stdout.is_empty());
    assert_eq!(
        stderr.trim_end(),
        "error: NQUEENS_CODE='go\\u{1b}[2J': the languages of the code are c, cpp, java, python, plain-rust, rust"
    );
}
