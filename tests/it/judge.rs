//! `nqueens judge` with real compilers and interpreters (gcc, g++, a JDK,
//! python3, pypy3, and the rustc that builds the crate; `.ci/run` installs
//! the others): every verdict earned by a real program of
//! `examples/learners/`, the endless loop killed at the time limit with
//! nothing of its process group left running, Ctrl-C during a run and
//! during a build, the scratch folder removed, the commands shown and
//! replaced, the table in Korean, and bad input refused in either language.
//! A test whose tool is not installed is skipped with a note, except under
//! `CI=true`, where it fails.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use common::tools::installed;
use common::{binary, refuses, solutions};
use nqueens::judge::steps::{strategy_steps, Step};
use nqueens::Strategy;
use serde_json::Value;

/// A learner's program of `examples/learners/`.
fn learner(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples/learners")
        .join(name);
    path.to_str().expect("a UTF-8 path").to_string()
}

/// A learner's program written for these tests, in `tests/fixtures/learners/`.
fn fixture(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/learners")
        .join(name);
    path.to_str().expect("a UTF-8 path").to_string()
}

/// A scratch folder of this test's own, empty.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("judge-{name}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// Runs `nqueens judge args` with its temporary folder in `tmp`.
fn judge_in(tmp: &Path, args: &[&str]) -> Output {
    binary()
        .arg("judge")
        .args(args)
        .env("TMPDIR", tmp)
        .stdin(Stdio::null())
        .output()
        .expect("nqueens runs")
}

/// The JSON report of `nqueens judge args --format json`, which must
/// end as its verdicts say (exit code 0 when the program is built and
/// every run accepted, else 1), say nothing on stderr and leave its
/// temporary folder removed.
fn judged(name: &str, args: &[&str]) -> Value {
    let tmp = scratch(name);
    let args = [&["--format", "json"], args].concat();
    let output = judge_in(&tmp, &args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.is_empty(), "judge {args:?} wrote {stderr:?}");
    let report: Value = serde_json::from_slice(&output.stdout).expect("one JSON object");
    let accepted =
        report["compile_error"].is_null() && verdicts(&report).iter().all(|&verdict| verdict == "AC");
    assert_eq!(
        output.status.code(),
        Some(if accepted { 0 } else { 1 }),
        "judge {args:?}: {report}"
    );
    let left: Vec<_> = fs::read_dir(&tmp).expect("the scratch folder").collect();
    assert!(left.is_empty(), "judge {args:?} left {left:?} behind");
    report
}

/// `table` with each run of spaces made one: the columns of the runs'
/// table are as wide as their widest possible cell.
fn squeezed(table: &str) -> String {
    let mut text = String::new();
    for word in table.split(' ').filter(|word| !word.is_empty()) {
        if !text.is_empty() && !text.ends_with('\n') {
            text.push(' ');
        }
        text.push_str(word);
    }
    text
}

/// The verdicts of the runs of `report`, in order.
fn verdicts(report: &Value) -> Vec<&str> {
    runs(report)
        .iter()
        .map(|run| run["verdict"].as_str().expect("a verdict"))
        .collect()
}

/// The runs of `report`.
fn runs(report: &Value) -> &Vec<Value> {
    report["runs"].as_array().expect("runs")
}

#[test]
fn right_solutions_are_accepted_in_every_language() {
    if !installed(&["python3", "gcc", "g++", "javac", "java", "rustc"]) {
        return;
    }
    // Baekjoon's extra for Python 3 (time x3+2 s, memory x2+32 MB) and Java
    // (x2+1 s, x2+16 MB); none for the others.
    let python = serde_json::json!({"time_times": 3, "time_plus": 2, "memory_times": 2, "memory_plus": 32});
    let java = serde_json::json!({"time_times": 2, "time_plus": 1, "memory_times": 2, "memory_plus": 16});
    for (name, language, extra, allowed) in [
        ("flags.py", "Python 3", &python, (32.0, 288)),
        ("is_safe.py", "Python 3", &python, (32.0, 288)),
        ("bitmask.c", "C11", &Value::Null, (10.0, 128)),
        ("flags.cpp", "C++17", &Value::Null, (10.0, 128)),
        ("flags.java", "Java 11", &java, (21.0, 272)),
        ("mirror.rs", "Rust 2021", &Value::Null, (10.0, 128)),
    ] {
        let report = judged(name, &[&learner(name), "-n", "1..=8"]);
        assert_eq!(report["language"], language, "{name}");
        assert_eq!(report["limits"]["seconds"], 10.0, "Baekjoon 9663's time limit");
        assert_eq!(report["limits"]["megabytes"], 128, "Baekjoon 9663's memory limit");
        assert_eq!(&report["extra"], extra, "{name}");
        assert_eq!(report["allowed"]["seconds"], allowed.0, "{name}");
        assert_eq!(report["allowed"]["megabytes"], allowed.1, "{name}");
        assert_eq!(verdicts(&report), ["AC"; 8], "{name}");
        for (run, n) in runs(&report).iter().zip(1..) {
            assert_eq!(run["n"], n);
            assert_eq!(run["expected"], solutions(n as usize));
            assert_eq!(run["got"], solutions(n as usize).to_string());
            assert!(run["peak_kb"].as_u64().expect("peak memory") > 0);
        }
        // Beside the progression: each n, the tool's strategies on it.
        let beside = &report["beside"];
        let strategies = ["bounding", "branch-and-bound", "pairwise", "bitmask", "mirror"];
        assert_eq!(beside["strategies"], serde_json::json!(strategies));
        let rows = beside["rows"].as_array().expect("rows");
        assert_eq!(rows.len(), 8);
        assert!(rows
            .iter()
            .all(|row| row["strategies"].as_array().map(Vec::len) == Some(5)));
        assert_eq!(beside["answers_right"], true, "{name}");
        // A compiled search of microseconds at n = 8, hidden in a start-up
        // of a millisecond: no speed read, no lesson named. An
        // interpreter's start-up may waver enough to be read; then the
        // lesson is one of the tool's.
        if let Some(lesson) = beside["next_lesson"].as_str() {
            assert!(nqueens::lessons::find(lesson).is_some(), "{lesson} is a lesson");
        }
        if ["C11", "C++17", "Rust 2021"].contains(&language) {
            assert_eq!(beside["next_lesson"], Value::Null, "{name}: {beside}");
        }
    }
}

#[test]
fn one_solution_and_every_solution_are_checked_as_boards() {
    if !installed(&["python3"]) {
        return;
    }
    let report = judged("one", &["--task", "one", &learner("one.py"), "-n", "1..=8"]);
    assert_eq!(report["task"], "one");
    assert_eq!(verdicts(&report), ["AC"; 8]);
    assert_eq!(runs(&report)[1]["got"], "", "no board for n = 2");
    let report = judged("all", &["--task", "all", &learner("all.py")]);
    assert_eq!(verdicts(&report), ["AC"; 9], "LeetCode 51's sizes, 1 to 9");
    // One board where every board is asked: the others are missing.
    let report = judged("one-for-all", &["--task", "all", &learner("one.py"), "-n", "4"]);
    assert_eq!(verdicts(&report), ["WA"]);
    assert_eq!(
        runs(&report)[0]["wrong"],
        "2 solutions in all; 1 missing (the first: 2 0 3 1)"
    );
    // A count where a board is asked.
    let report = judged(
        "count-for-one",
        &["--task", "one", &learner("flags.py"), "-n", "4"],
    );
    assert_eq!(verdicts(&report), ["WA"]);
}

#[test]
fn the_steps_of_a_flags_search_are_branch_and_bounds() {
    if !installed(&["g++"]) {
        return;
    }
    for n in [4, 5] {
        let report = judged("steps", &["--steps", &learner("steps.cpp"), "-n", &n.to_string()]);
        let steps = &report["steps"];
        assert_eq!(steps["n"], n);
        assert_eq!(steps["like"], "branch-and-bound");
        assert_eq!(steps["first_difference"], Value::Null, "n = {n}: step for step");
        assert_eq!(steps["solutions"], solutions(n));
        assert_eq!(steps["nodes"], steps["like_counted"]["nodes"]);
        assert_eq!(steps["prunes"], steps["like_counted"]["prunes"]);
    }
    // n = 4: branch-and-bound's tree, 17 nodes (the root and 16 queens
    // placed) and 44 prunes, as `compare -n 4` counts them.
    let report = judged("steps-4", &["--steps", &learner("steps.cpp"), "-n", "4"]);
    assert_eq!(report["steps"]["nodes"], 17);
    assert_eq!(report["steps"]["prunes"], 44);
    // Set against the mirror, the steps part at a removal: the board is
    // the one before that line, not before a queen (and one n is judged).
    let tmp = scratch("steps-mirror");
    let args = [
        "--lang",
        "ko",
        "--steps",
        &learner("steps.cpp"),
        "-n",
        "4",
        "--like",
        "mirror",
    ];
    let table = squeezed(&String::from_utf8(judge_in(&tmp, &args).stdout).expect("UTF-8"));
    assert!(
        table.contains("맞았습니다!! n = 4에서 정답을 출력했습니다."),
        "{table}"
    );
    // The mirror parts early from a full search, and the table says why;
    // one n run has no growth to read.
    assert!(
        table.contains("좌우 대칭(mirror) 전략은 첫 행의 왼쪽 절반만 탐색하므로"),
        "{table}"
    );
    assert!(
        table.contains(
            "n을 하나만 실행했으므로 n이 커질 때 시간이 몇 배로 늘어나는지 알 수 없고, 그래서 속도를 보고 다음에 공부할 단계를"
        ),
        "{table}"
    );
    assert!(!table.contains("단계를 공부해 보세요"), "{table}");
    assert!(
        table.contains("두 탐색은 환경 변수 NQUEENS_STEPS에 적힌 파일의 40번째 줄에서 처음 달라집니다. 내 단계는 'remove 3 2'이고, 좌우 대칭")
            && table.contains("\n그 줄 직전의 내 판은 다음과 같습니다.\n"),
        "{table}"
    );
}

#[test]
fn the_wrong_diagonal_parts_where_it_places_an_attacked_queen() {
    if !installed(&["python3"]) {
        return;
    }
    // Branch-and-bound's steps at n = 4, followed on a board: the first
    // square it tries that only a / diagonal (row + col) attacks is where
    // the wrong diagonal, which never checks those, places a queen instead.
    let theirs = strategy_steps(Strategy::BranchAndBound, 4);
    let mut queens: Vec<usize> = Vec::new();
    let (at, row, col) = theirs
        .iter()
        .enumerate()
        .find_map(|(at, step)| match *step {
            Step::Place(_, col) => {
                queens.push(col);
                None
            }
            Step::Remove(row, _) => {
                queens.truncate(row);
                None
            }
            Step::Try(row, col) => {
                let attacks = |line: fn(usize, usize) -> isize| {
                    queens
                        .iter()
                        .enumerate()
                        .any(|(r, &c)| line(r, c) == line(row, col))
                };
                let only_slash = !queens.contains(&col)
                    && !attacks(|r, c| r as isize - c as isize)
                    && attacks(|r, c| (r + c) as isize);
                only_slash.then_some((at, row, col))
            }
            Step::Solution => None,
        })
        .expect("branch-and-bound prunes a square for its / diagonal alone");
    let report = judged(
        "steps-wrong",
        &["--steps", &learner("wrong_diagonal.py"), "-n", "4"],
    );
    let difference = &report["steps"]["first_difference"];
    assert_eq!(difference["yours"], format!("place {row} {col}"));
    assert_eq!(difference["expected"], theirs[at + 1].to_string());
    assert_eq!(difference["step"], at + 2, "the line after the try, from 1");
    let attacker = difference["attacked"].as_str().expect("the attacker");
    assert!(
        attacker.starts_with("the / diagonal of the queen on"),
        "{attacker}"
    );
    // A program that writes no steps: a note, not a failure.
    let report = judged("no-steps", &["--steps", &learner("flags.py"), "-n", "4"]);
    assert_eq!(verdicts(&report), ["AC"]);
    assert_eq!(report["steps"]["count"], 0);
}

#[test]
fn pypy_runs_python_when_asked() {
    if !installed(&["pypy3"]) {
        return;
    }
    let report = judged(
        "pypy",
        &["--python", "pypy3", &learner("flags.py"), "-n", "1..=8"],
    );
    assert_eq!(report["language"], "PyPy3");
    assert_eq!(report["command"], "pypy3 -W ignore Main.py");
    assert_eq!(verdicts(&report), ["AC"; 8]);
}

#[test]
fn the_commands_are_shown_and_can_be_replaced() {
    if !installed(&["gcc"]) {
        return;
    }
    let tmp = scratch("commands");
    let output = judge_in(&tmp, &["-v", &learner("bitmask.c"), "-n", "1..=4"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(
        stderr.contains("build: gcc Main.c -o Main -O2 -std=gnu11 -lm"),
        "{stderr}"
    );
    assert!(stderr.contains("run: ./Main"), "{stderr}");
    // Both replaced: {file} and {dir} filled in, the words split without a shell.
    let args = [
        "-v",
        &learner("bitmask.c"),
        "-n",
        "1..=4",
        "--compile",
        "gcc {file} -o {dir}/Queens -O0",
        "--run",
        "{dir}/Queens",
    ];
    let output = judge_in(&tmp, &args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let folder = stderr
        .split("build: gcc Main.c -o ")
        .nth(1)
        .and_then(|rest| rest.split("/Queens -O0").next())
        .expect("the build command, its folder filled in");
    assert!(folder.starts_with(tmp.to_str().expect("UTF-8")), "{stderr}");
    assert!(stderr.contains(&format!("run: {folder}/Queens")), "{stderr}");
    let table = String::from_utf8_lossy(&output.stdout);
    assert!(table.contains(&format!("(C11: {folder}/Queens)")), "{table}");
    assert_eq!(table.matches("AC Accepted").count(), 4, "{table}");
    assert_eq!(fs::read_dir(&tmp).expect("the scratch folder").count(), 0);
}

#[test]
fn the_table_speaks_korean() {
    if !installed(&["python3"]) {
        return;
    }
    let tmp = scratch("korean");
    let args = ["--lang", "ko", &learner("wrong_diagonal.py"), "-n", "1..=2"];
    let output = judge_in(&tmp, &args);
    let table = squeezed(&String::from_utf8(output.stdout).expect("UTF-8"));
    assert_eq!(output.status.code(), Some(1), "a wrong answer at n = 2");
    for words in [
        " 파일을 채점합니다. 언어는 Python 3, 실행 명령은 python3 -W ignore Main.py입니다. \
         과제는 해의 개수 세기이고, 실행마다 시간 제한은 32초, 메모리 제한은 288MB입니다.",
        "Python 3에는 백준처럼 추가 시간과 추가 메모리를 줍니다. 시간 제한은 (문제의 제한)×3+2초, \
         메모리 제한은 (문제의 제한)×2+32MB이므로, 문제의 10초와 128MB는 각각 32초와 288MB가 됩니다.",
        "해의 수",
        "┆ 맞았습니다!! ┆",
        "┆ 틀렸습니다 ┆",
        "n = 2에서 처음으로 틀렸습니다(WA). 내 출력은 '1'인데, 정답은 0입니다.",
        "비교를 위해, 같은 n을 이 도구의 전략들로 세는 데 걸린 시간을 함께 보여 줍니다",
        "백트래킹(branch-and-bound)",
        "다음에는 '백트래킹: 열과 대각선 플래그로 모든 리프를 해로",
        "nqueens lesson branch-and-bound --lang ko로 시작할 수 있습니다.",
    ] {
        assert!(table.contains(words), "{words}:\n{table}");
    }
    let args = [
        "--lang",
        "ko",
        &learner("endless.py"),
        "-n",
        "1..=2",
        "--time-limit",
        "0.1",
    ];
    let table = squeezed(&String::from_utf8(judge_in(&tmp, &args).stdout).expect("UTF-8"));
    // Baekjoon's words alone, and an empty output said to be none.
    assert!(
        table.contains("┆ 시간 초과 ┆") && !table.contains("TLE 시간 초과"),
        "{table}"
    );
    assert!(table.contains("┆ (없음) ┆"), "{table}");
    // One n left: not "n = 2부터 2까지".
    assert!(
        table.contains("\nn = 2는 실행하지 않았습니다. n = 1에서 이미 시간 제한을 넘었으므로"),
        "{table}"
    );
    refuses(
        &["judge", "--lang", "ko", "no-such-file.py"],
        "",
        &["no-such-file.py: 이런 이름의 파일이 없습니다. 경로를 확인하세요."],
    );
    refuses(
        &["judge", "--lang", "ko", &learner("flags.py"), "-n", "0..=3"],
        "",
        &["--size 0..=3: 이 크기는 쓸 수 없습니다. 해의 개수가 알려진 n은 1부터 27까지이므로"],
    );
}

#[test]
fn the_advice_after_a_failure_fits_how_it_failed() {
    if !installed(&["gcc", "python3"]) {
        return;
    }
    let tmp = scratch("advice");
    #[rustfmt::skip]
    let cases: [(&str, &[&str], &str); 10] = [
        // Both diagonals indexed by row + col: 1 solution at n = 2, where there are 0.
        ("wrong_diagonal.py", &["-n", "1..=3"], "출력이 정답보다 많습니다. 서로 공격하는 배치까지 세고 있을 수 있습니다."),
        // Column 0 never tried: 0 solutions at n = 1, where there is 1.
        ("off_by_one.py", &["-n", "1..=3"], "출력이 정답보다 적습니다. 해를 빠뜨리고 있을 수 있습니다."),
        // 0 at n = 1 after a 100 MB table, within 128 MB.
        ("memo_table.c", &["-n", "1..=2"], "출력이 정답보다 적습니다."),
        ("memo_table.c", &["-n", "1..=2", "--memory-limit", "64"], "메모리를 제한보다 많이 씁니다."),
        ("crash_at_1.py", &["-n", "1..=2"], "프로그램이 n = 1에서 도중에 멈췄습니다. 위에 옮긴 표준 오류의 마지막 줄을 보고"),
        // Killed by SIGSEGV at n = 3, nothing on stderr: the first failing n, and no stderr line to read.
        ("null_at_3.c", &["-n", "1..=4"], "프로그램이 n = 3에서 도중에 멈췄습니다. 배열 인덱스가 범위를 벗어나지 않는지, 널 포인터를"),
        // The first board only, where every board is asked.
        ("one.py", &["-n", "4..=5", "--task", "all"], "출력한 판이 정답보다 적습니다. 첫 번째 해를 찾은 뒤 탐색을 멈추고 있지 않은지"),
        ("flood.py", &["-n", "2..=3"], "출력이 너무 깁니다. 답만 출력하고"),
        // A board where a count is asked, and a count where a board is.
        ("one.py", &["-n", "1..=2"], "출력은 해의 개수 하나뿐이어야 합니다."),
        ("off_by_one.py", &["-n", "4", "--task", "one"], "출력에는 판만 있어야 합니다."),
    ];
    for (program, args, advice) in cases {
        let path = learner(program);
        let args = [&["--lang", "ko", path.as_str()], args].concat();
        let output = judge_in(&tmp, &args);
        let table = squeezed(&String::from_utf8(output.stdout).expect("UTF-8"));
        let last = table.lines().last().unwrap_or_default();
        assert!(last.starts_with(advice), "{program} {args:?}: {advice}\n{table}");
        let flags = last.contains("플래그를 두고 퀸을 놓기 전에 확인하면");
        assert_eq!(
            flags,
            program == "wrong_diagonal.py",
            "{program} {args:?}:\n{table}"
        );
    }
    // The same advice in English.
    let table = judge_in(&tmp, &[&learner("off_by_one.py"), "-n", "1..=2"]).stdout;
    let table = String::from_utf8(table).expect("UTF-8");
    assert!(
        table.contains("Your output is smaller than the answer: solutions may be missed."),
        "{table}"
    );
}

#[test]
fn a_right_count_after_a_space_is_a_presentation_error_and_silence_is_said() {
    let spaced = ["-n", "7", "--", "sh", "-c", "echo ' 40'"];
    let report = judged("spaced", &spaced);
    assert_eq!(verdicts(&report), ["PE"]);
    assert_eq!(runs(&report)[0]["got"], " 40");
    assert_eq!(report["beside"]["next_lesson"], Value::Null);
    let tmp = scratch("spaced-table");
    let table = squeezed(&String::from_utf8(judge_in(&tmp, &spaced).stdout).expect("UTF-8"));
    assert!(
        table.contains("┆ PE Presentation Error ┆ 40 ┆ ' 40' ┆"),
        "{table}"
    );
    assert!(
        table.contains(
            "Presentation Error (PE) first at n = 7: the count 40 is right, but whitespace comes before it"
        ),
        "{table}"
    );
    let korean = [&["--lang", "ko"], &spaced[..]].concat();
    let table = squeezed(&String::from_utf8(judge_in(&tmp, &korean).stdout).expect("UTF-8"));
    assert!(table.contains("┆ 출력 형식이 잘못되었습니다 ┆"), "{table}");
    let last = table.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("개수는 맞았지만 그 앞에 공백이나 빈 줄을"),
        "{table}"
    );
    // A wrong count after a space is a wrong answer all the same.
    let report = judged("spaced-wrong", &["-n", "7", "--", "sh", "-c", "echo ' 41'"]);
    assert_eq!(verdicts(&report), ["WA"]);
    // Nothing printed: told so, not to print the count alone.
    let silent = ["-n", "4", "--", "sh", "-c", "true"];
    let table = squeezed(&String::from_utf8(judge_in(&tmp, &silent).stdout).expect("UTF-8"));
    let last = table.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("The program printed nothing at n = 4."),
        "{table}"
    );
}

#[test]
fn a_board_printed_twice_is_told_apart_from_a_board_that_is_no_solution() {
    let both = r".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n";
    let one = r".Q..\n...Q\nQ...\n..Q.\n";
    let tmp = scratch("repeated");
    for (printed, wrong, advice) in [
        (
            format!("{both}\n{one}"),
            "2 solutions in all; 1 board printed again",
            "Every board you printed is a solution, but a board is printed more than once",
        ),
        (
            format!("{one}\n{one}"),
            "2 solutions in all; 1 missing (the first: 2 0 3 1); 1 board printed again",
            "Every board you printed is a solution, but a board is printed more than once",
        ),
        (
            one.to_string(),
            "2 solutions in all; 1 missing (the first: 2 0 3 1)",
            "You printed fewer boards than there are solutions.",
        ),
    ] {
        let command = format!("printf '{printed}'");
        let args = ["--task", "all", "-n", "4", "--", "sh", "-c", &command];
        let table = squeezed(&String::from_utf8(judge_in(&tmp, &args).stdout).expect("UTF-8"));
        assert!(table.contains(wrong), "{printed}:\n{table}");
        let last = table.lines().last().unwrap_or_default();
        assert!(last.starts_with(advice), "{printed}:\n{table}");
        assert!(!table.contains("is no solution"), "{printed}:\n{table}");
        // The advice names no lesson, and neither does the JSON.
        let report = judged("repeated-json", &args);
        assert_eq!(report["beside"]["next_lesson"], Value::Null, "{printed}");
    }
}

#[test]
fn wrong_answers_are_named_where_they_start() {
    if !installed(&["python3"]) {
        return;
    }
    // Both diagonals indexed by row + col: right at n = 1 only.
    let report = judged("diagonal", &[&learner("wrong_diagonal.py"), "-n", "1..=5"]);
    assert_eq!(verdicts(&report), ["AC", "WA", "WA", "WA", "WA"]);
    assert_eq!(runs(&report)[1]["wrong"], "expected 0");
    // Wrong answers: set near no strategy, and sent to the flags of
    // branch-and-bound whatever their speed.
    let beside = &report["beside"];
    assert_eq!(beside["answers_right"], false);
    assert_eq!(beside["next_lesson"], "branch-and-bound");
    if let Some(nearest) = beside["growth"]["nearest"].as_array() {
        assert!(nearest.is_empty(), "{nearest:?}");
    }
    // Column 0 never used: wrong where the count is not 0.
    let report = judged("off-by-one", &[&learner("off_by_one.py"), "-n", "1..=4"]);
    assert_eq!(verdicts(&report), ["WA", "AC", "AC", "WA"]);
    assert_eq!(runs(&report)[0]["got"], "0");
}

#[test]
fn a_crash_is_a_runtime_error_with_its_cause() {
    if !installed(&["python3"]) {
        return;
    }
    let report = judged("crash", &[&learner("crash_at_1.py"), "-n", "1..=4"]);
    assert_eq!(verdicts(&report), ["RE", "AC", "AC", "AC"]);
    let crash = &runs(&report)[0];
    assert_eq!(crash["exit_code"], 1);
    assert!(crash["stderr"]
        .as_str()
        .expect("its stderr")
        .starts_with("ZeroDivisionError"));
    // Ended by a signal: named.
    let report = judged("signal", &["-n", "4", "--", "sh", "-c", "kill -SEGV $$"]);
    assert_eq!(verdicts(&report), ["RE"]);
    assert_eq!(runs(&report)[0]["signal"], "SIGSEGV");
}

#[test]
fn stderr_and_output_are_shown_as_written_control_characters_escaped() {
    // Quotes as the program wrote them; an escape character, which would
    // act on the terminal, escaped.
    let args = [
        "-n",
        "8",
        "--",
        "sh",
        "-c",
        r#"printf '%s\n' "bad \"quote\" and 'single' $(printf '\033')[31m" >&2; exit 1"#,
    ];
    let table =
        squeezed(&String::from_utf8(judge_in(&scratch("stderr-quotes"), &args).stdout).expect("UTF-8"));
    assert!(
        table.contains(r#"Runtime Error (RE) first at n = 8: bad "quote" and 'single' \u{1b}[31m"#),
        "{table}"
    );
    let args = ["-n", "8", "--", "sh", "-c", r#"echo "it's 92""#];
    let table =
        squeezed(&String::from_utf8(judge_in(&scratch("output-quotes"), &args).stdout).expect("UTF-8"));
    assert!(table.contains("┆ it's 92 ┆"), "{table}");
    assert!(
        table.contains("Wrong Answer (WA) first at n = 8: expected 92, got 'it's 92'"),
        "{table}"
    );
}

#[test]
fn a_program_killed_by_a_signal_is_told_what_the_signal_means() {
    if !installed(&["gcc"]) {
        return;
    }
    // Follows a null pointer from n = 3 on, and writes nothing on stderr.
    let report = judged("null", &[&learner("null_at_3.c"), "-n", "1..=4"]);
    assert_eq!(verdicts(&report), ["AC", "AC", "RE", "RE"]);
    let crash = &runs(&report)[2];
    assert_eq!(crash["signal"], "SIGSEGV");
    assert_eq!(crash["stderr"], Value::Null);
    let tmp = scratch("null-table");
    let args = ["--lang", "ko", &learner("null_at_3.c"), "-n", "1..=4"];
    let table = squeezed(&String::from_utf8(judge_in(&tmp, &args).stdout).expect("UTF-8"));
    for words in [
        "┆ 런타임 에러 ┆",
        // The cell wraps within its column.
        "┆ SIGSEGV(잘못된 ┆",
        "┆ 메모리 접근) ┆",
        "n = 3에서 처음으로 런타임 에러(RE) 판정을 받았습니다. \
         프로그램이 SIGSEGV 시그널(잘못된 메모리 접근)로 강제 종료되었습니다.",
        "프로그램이 n = 3에서 도중에 멈췄습니다.",
    ] {
        assert!(table.contains(words), "{words}:\n{table}");
    }
    // No stderr line to point to, and no n = 1 that did not fail.
    assert!(
        !table.contains("표준 오류") && !table.contains("n = 1처럼"),
        "{table}"
    );
    let table = squeezed(&String::from_utf8(judge_in(&tmp, &args[2..]).stdout).expect("UTF-8"));
    assert!(
        table.contains("RE Runtime Error ┆") && table.contains("killed by SIGSEGV (invalid memory access)"),
        "{table}"
    );
}

#[test]
fn a_program_that_prints_one_solution_is_sent_to_the_lessons_that_find_one() {
    if !installed(&["python3"]) {
        return;
    }
    let report = judged("one-next", &[&learner("one.py"), "--task", "one", "-n", "1..=8"]);
    assert_eq!(verdicts(&report), ["AC"; 8]);
    // Unless its time happens to grow like row-limited bounding's tree
    // (noise at these sizes), which sends it to the flags first.
    let beside = &report["beside"];
    let like_bounding = beside["growth"]["nearest"]
        .as_array()
        .is_some_and(|nearest| nearest.iter().any(|name| name == "bounding"));
    let expected = if like_bounding {
        "branch-and-bound"
    } else {
        "first-solution"
    };
    assert_eq!(beside["next_lesson"], expected, "{beside}");
}

#[test]
fn a_run_past_the_limit_on_the_wall_clock_alone_is_explained() {
    // Asleep past the limit: its CPU time is far under it.
    let args = [
        "--lang",
        "ko",
        "-n",
        "1",
        "--time-limit",
        "0.2",
        "--",
        "sh",
        "-c",
        "sleep 5",
    ];
    let table = squeezed(&String::from_utf8(judge_in(&scratch("asleep"), &args).stdout).expect("UTF-8"));
    assert!(table.contains("┆ 시간 초과 ┆"), "{table}");
    assert!(
        table.contains("시간 초과는 실제로 흐른 시간으로 판정합니다. CPU 시간이 제한의 절반에도 못 미치는데"),
        "{table}"
    );
}

#[test]
fn extra_time_is_allowed_and_a_late_answer_does_not_count() {
    if !installed(&["python3"]) {
        return;
    }
    // A right answer after 1.5 s of sleep: past a limit of 1 s, and within
    // Python's 1 x 3 + 2 = 5 s however busy the machine (a sleep takes no
    // CPU, so its wall time does not grow with the load).
    let sleeper = scratch("extra-time-source").join("sleeper.py");
    fs::write(
        &sleeper,
        "import time\nn = int(input())\ntime.sleep(1.5)\nprint([1, 0, 0, 2, 10, 4][n - 1])\n",
    )
    .expect("the sleeper written");
    let sleeper = sleeper.to_str().expect("a UTF-8 path");
    let slow = [sleeper, "-n", "6", "--time-limit", "1"];
    let report = judged("extra-time", &slow);
    assert_eq!(report["limits"]["seconds"], 1.0);
    let allowed = report["allowed"]["seconds"].as_f64().expect("seconds");
    assert!((allowed - 5.0).abs() < 1e-9, "{allowed}");
    assert_eq!(verdicts(&report), ["AC"]);
    let run = &runs(&report)[0];
    assert!(run["seconds"].as_f64().expect("seconds") > 1.0);
    assert_eq!(run["extra_time_used"], true);
    assert_eq!(run["answered_late"], false);
    let table =
        squeezed(&String::from_utf8(judge_in(&scratch("extra-time-table"), &slow).stdout).expect("UTF-8"));
    for words in [
        "each run within 5 s and 288 MB",
        "Python 3 is given extra time and memory, as on Baekjoon: the time limit ×3+2 s, the memory limit ×2+32 MB; \
         the problem's 1 s and 128 MB become 5 s and 288 MB.",
        "Accepted within the extra time of Python 3 (5 s in all), past the problem's 1 s: n = 6.",
    ] {
        assert!(table.contains(words), "{words}:\n{table}");
    }
    // The same program as a command: no language, no extra, past the limit.
    let command = judged(
        "no-extra",
        &["-n", "6", "--time-limit", "1", "--", "python3", sleeper],
    );
    assert_eq!(command["extra"], Value::Null);
    assert_eq!(verdicts(&command), ["TLE"]);
    // The right count printed at once, then 30 s of sleep against a limit
    // of 0.5 s: killed, and the answer does not count.
    let late = [
        "-n",
        "8",
        "--time-limit",
        "0.5",
        "--",
        "sh",
        "-c",
        "echo 92; sleep 30",
    ];
    let report = judged("late", &late);
    assert_eq!(verdicts(&report), ["TLE"]);
    assert_eq!(runs(&report)[0]["got"], "92");
    assert_eq!(runs(&report)[0]["answered_late"], true);
    let table = squeezed(&String::from_utf8(judge_in(&scratch("late-table"), &late).stdout).expect("UTF-8"));
    assert!(
        table.contains(
            "At n = 8 the output was the right answer, but the program had not ended within the time \
             limit of 0.5 s: a run is judged when it ends, and past the limit its output does not count, \
             as on Baekjoon."
        ),
        "{table}"
    );
}

#[test]
fn memory_output_and_build_limits_have_their_verdicts() {
    if !installed(&["gcc", "python3"]) {
        return;
    }
    // 100 MB filled, against a limit of 64 MB.
    let report = judged(
        "memory",
        &[&learner("memo_table.c"), "-n", "1..=2", "--memory-limit", "64"],
    );
    assert_eq!(verdicts(&report), ["MLE", "MLE"]);
    assert!(runs(&report)[0]["peak_kb"].as_u64().expect("peak memory") > 64 * 1024);
    // A print that never ends: stopped at a megabyte.
    let report = judged("flood", &[&learner("flood.py"), "-n", "2..=3"]);
    assert_eq!(verdicts(&report), ["OLE", "OLE"]);
    assert!(runs(&report)[0]["got"]
        .as_str()
        .expect("output")
        .starts_with("trying column 0\n"));
    // A missing semicolon: nothing runs.
    let report = judged("build", &[&learner("missing_semicolon.c")]);
    assert!(runs(&report).is_empty());
    let messages = report["compile_error"].as_str().expect("the compiler's lines");
    assert!(messages.contains("Main.c:7"), "{messages}");
}

/// The processes whose parent is `parent`: their ids and command lines.
fn children_of(parent: u32) -> Vec<(u32, String)> {
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").expect("/proc").flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Some((_, _, ppid, _)) = stat(pid) else {
            continue;
        };
        if ppid == parent {
            let cmdline = fs::read(entry.path().join("cmdline")).unwrap_or_default();
            found.push((pid, String::from_utf8_lossy(&cmdline).replace('\0', " ")));
        }
    }
    found
}

/// A process's state, from `/proc/PID/stat`: its id, state, parent and group.
fn stat(pid: u32) -> Option<(u32, char, u32, u32)> {
    let text = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<&str> = text[text.rfind(')')? + 2..].split(' ').collect();
    Some((
        pid,
        fields[0].chars().next()?,
        fields[1].parse().ok()?,
        fields[2].parse().ok()?,
    ))
}

/// The processes of group `group` still running (zombies aside).
fn running_in_group(group: u32) -> Vec<u32> {
    fs::read_dir("/proc")
        .expect("/proc")
        .flatten()
        .filter_map(|entry| entry.file_name().to_string_lossy().parse::<u32>().ok())
        .filter_map(stat)
        .filter(|&(_, state, _, pgrp)| pgrp == group && state != 'Z')
        .map(|(pid, ..)| pid)
        .collect()
}

/// Starts `nqueens judge args` and waits until it runs a program whose
/// command line holds `marker`; returns the judge and that program's id
/// (its process group's).
fn started(tmp: &Path, args: &[&str], marker: &str) -> (std::process::Child, u32) {
    let mut judge = binary()
        .arg("judge")
        .args(args)
        .env("TMPDIR", tmp)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(60) {
        let children = children_of(judge.id());
        if let Some((pid, _)) = children.into_iter().find(|(_, line)| line.contains(marker)) {
            return (judge, pid);
        }
        sleep(Duration::from_millis(10));
    }
    judge.kill().expect("the judge stopped");
    judge.wait().expect("the judge reaped");
    panic!("the program never started");
}

#[test]
fn an_endless_loop_is_killed_at_the_limit_with_its_whole_group() {
    if !installed(&["python3"]) {
        return;
    }
    let tmp = scratch("endless");
    // The program writes its process id (its group's) where the test reads
    // it afterwards, and leaves a child of its own behind, in its group.
    let group_file = tmp.parent().expect("a parent").join("judge-endless-group");
    let script = format!(
        "echo $$ > '{}'; sleep 300 & while :; do :; done",
        group_file.display()
    );
    let args = ["-n", "1..=3", "--time-limit", "1", "--", "sh", "-c", &script];
    let report = judged("endless-command", &args);
    assert_eq!(verdicts(&report), ["TLE"], "n = 2 and 3 are not run");
    assert_eq!(report["not_run"]["start"], 2);
    assert_eq!(report["not_run"]["end"], 3);
    let group: u32 = fs::read_to_string(&group_file)
        .expect("the program wrote its id")
        .trim()
        .parse()
        .expect("a process id");
    assert_eq!(running_in_group(group), Vec::<u32>::new(), "the group is gone");
    // The learner's endless loop, in the table (killed at Python's
    // 0.1 x 3 + 2 = 2.3 s).
    let output = judge_in(
        &tmp,
        &[&learner("endless.py"), "-n", "1..=3", "--time-limit", "0.1"],
    );
    let table = squeezed(&String::from_utf8(output.stdout).expect("UTF-8"));
    assert!(table.contains("TLE Time Limit Exceeded"), "{table}");
    assert!(table.contains("n = 2 to 3 not run"), "{table}");
    assert_eq!(
        fs::read_dir(tmp).expect("the scratch folder").count(),
        0,
        "the folder removed"
    );
}

#[test]
fn ctrl_c_stops_the_run_and_its_group() {
    if !installed(&["python3"]) {
        return;
    }
    let tmp = scratch("interrupted");
    let (judge, group) = started(
        &tmp,
        &[&learner("endless.py"), "-n", "1..=3", "--time-limit", "600"],
        "ignore Main.py",
    );
    interrupt_and_check_all_gone(judge, group, &tmp);
}

#[test]
fn ctrl_c_during_a_build_kills_the_compiler() {
    if !installed(&["g++"]) {
        return;
    }
    let tmp = scratch("interrupted-build");
    // The source includes a named pipe that no one writes: the compiler
    // waits on it for ever, inside the build.
    let waiting = tmp.with_file_name("judge-interrupted-build-pipe");
    let _ = fs::remove_file(&waiting);
    let made = std::process::Command::new("mkfifo")
        .arg(&waiting)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let source = tmp.with_file_name("judge-interrupted-build.cpp");
    fs::write(
        &source,
        format!("#include \"{}\"\nint main() {{}}\n", waiting.display()),
    )
    .expect("the source written");
    let (judge, group) = started(&tmp, &[source.to_str().expect("UTF-8"), "-n", "1..=3"], "Main.cc");
    // g++ leads the group; its compiler proper (cc1plus) waits on the pipe.
    let begun = Instant::now();
    while running_in_group(group).len() < 2 && begun.elapsed() < Duration::from_secs(60) {
        sleep(Duration::from_millis(10));
    }
    assert!(running_in_group(group).len() >= 2, "the compiler started");
    interrupt_and_check_all_gone(judge, group, &tmp);
}

/// Unix only: a Windows command line is UTF-16, whose every name is text.
#[cfg(unix)]
#[test]
fn a_program_or_source_whose_name_is_not_utf8_is_named_with_its_bytes() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    for (args, said) in [
        (&[&b"--"[..], b"\xffq"][..], "error: \\xffq: no such program"),
        (&[&b"a\xffb.c"[..]][..], "error: a\\xffb.c: no such file"),
        (&[&b"a\x1bb.c"[..]][..], "error: a\\u{1b}b.c: no such file"),
    ] {
        let output = common::nqueens()
            .arg("judge")
            .args(args.iter().map(|word| OsStr::from_bytes(word)))
            .output()
            .expect("nqueens runs");
        let stderr = String::from_utf8(output.stderr).expect("stderr is UTF-8, every byte escaped");
        assert_eq!(output.status.code(), Some(2), "{stderr}");
        assert_eq!(stderr.trim_end(), said);
    }
}

#[test]
fn bad_input_is_refused_in_one_line() {
    refuses(
        &["judge", "no-such-file.py"],
        "",
        &["no-such-file.py: no such file"],
    );
    refuses(&["judge", &learner("")], "", &["a folder"]);
    refuses(
        &[
            "judge",
            &learner("steps.cpp"),
            "--steps",
            "--like",
            "halves",
            "-n",
            "17..=17",
        ],
        "",
        &["--steps on n = 17", "halves takes n up to 16"],
    );
    refuses(
        &[
            "judge",
            "--lang",
            "ko",
            &learner("steps.cpp"),
            "--steps",
            "--like",
            "halves",
            "-n",
            "17",
        ],
        "",
        &["--steps(n = 17): ", "n을 16까지만 받습니다"],
    );
    refuses(
        &["judge", "Cargo.toml"],
        "",
        &["Cargo.toml", ".c, .cpp, .cc, .java, .py or .rs"],
    );
    refuses(
        &["judge", &learner("NotMain.java")],
        "",
        &["its public class is Queens", "class Main"],
    );
    refuses(
        &["judge", &learner("flags.py"), "-n", "0..=3"],
        "",
        &["--size", "1 to 27"],
    );
    refuses(
        &["judge", &learner("flags.py"), "-n", "1..=33"],
        "",
        &["--size", "1 to 27"],
    );
    refuses(
        &["judge", &learner("flags.py"), "-n", "5..=3"],
        "",
        &["--size", "empty"],
    );
    refuses(
        &["judge", &learner("flags.py"), "--time-limit", "0"],
        "",
        &["--time-limit", "more than 0"],
    );
    refuses(
        &["judge", &learner("flags.py"), "--memory-limit", "0"],
        "",
        &["--memory-limit"],
    );
    refuses(
        &["judge", "--", "no-such-program-of-nqueens"],
        "",
        &["no-such-program-of-nqueens: no such program"],
    );
    refuses(
        &["judge"],
        "",
        &["error: no source file to judge given; for instance: nqueens judge my_solution.py"],
    );
    // A flag given where it does nothing, and a limit that is no number.
    refuses(
        &["judge", &learner("bitmask.c"), "--python", "pypy3"],
        "",
        &[
            "--python pypy3: only a .py source file is run by Python",
            "bitmask.c is not one",
        ],
    );
    refuses(
        &["judge", "--python", "pypy3", "--", "sh"],
        "",
        &["--python pypy3", "sh is not one"],
    );
    refuses(
        &["judge", &learner("steps.cpp"), "--like", "bitmask"],
        "",
        &["--like bitmask", "needs --steps too"],
    );
    refuses(
        &[
            "judge",
            "--lang",
            "ko",
            &learner("steps.cpp"),
            "--like",
            "bitmask",
        ],
        "",
        &["--like bitmask: ", "--steps와 함께 써야 합니다"],
    );
    refuses(
        &["judge", &learner("flags.py"), "--time-limit", "abc"],
        "",
        &["--time-limit abc: not a number of seconds"],
    );
    refuses(
        &["judge", &learner("flags.py"), "--memory-limit", "abc"],
        "",
        &["--memory-limit abc: not a number of megabytes"],
    );
    refuses(
        &["judge", &learner("flags.py"), "--time-limit", "7200"],
        "",
        &["--time-limit 7200: the time limit is more than 0"],
    );
}

#[test]
fn a_program_that_cannot_be_started_is_refused_by_name() {
    let tmp = scratch("not-runnable");
    let script = tmp.join("my.py");
    fs::write(&script, "#!/usr/bin/env python3\nprint(92)\n").expect("a script");
    let script = script.to_str().expect("a UTF-8 path");
    refuses(
        &["judge", "-n", "8", "--", script],
        "",
        &[script, "not executable", "chmod +x"],
    );
    let folder = tmp.to_str().expect("a UTF-8 path");
    refuses(
        &["judge", "-n", "8", "--", folder],
        "",
        &["a folder, not a program"],
    );
    // A build that makes no ./Main, and a run of a program it does not make.
    let source = learner("bitmask.c");
    refuses(
        &["judge", &source, "--compile", "true", "-n", "8"],
        "",
        &["./Main: the build (true) made no such file", "(./Main)"],
    );
    // A run of a program the build does not make, and the source itself, by
    // name (not on PATH) or by path (not executable).
    for (run, said) in [
        ("./Nope", &["./Nope: the build (true) made no such file"][..]),
        ("{file}", &["Main.c: no program of that name on PATH", "./Main.c"]),
        ("./{file}", &["./Main.c: the file is not executable"]),
    ] {
        refuses(
            &["judge", &source, "--compile", "true", "--run", run, "-n", "8"],
            "",
            said,
        );
    }
    refuses(
        &["judge", "--lang", "ko", &source, "--compile", "true", "-n", "8"],
        "",
        &["./Main: 빌드 명령(true)을 실행한 뒤에도 이 파일이 생기지 않아"],
    );
}

/// Ctrl-C to the judge before any run ended: exit 130 with its line, no
/// process left in the program's group, and its scratch folder removed.
fn interrupt_and_check_all_gone(judge: std::process::Child, group: u32, tmp: &Path) {
    let sent = std::process::Command::new("kill")
        .args(["-INT", &judge.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let output = judge.wait_with_output().expect("nqueens ends");
    assert_eq!(output.status.code(), Some(130));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr, "error: interrupted: 0 of the runs judged\n");
    assert_eq!(
        running_in_group(group),
        Vec::<u32>::new(),
        "no process of the group is left"
    );
    assert_eq!(
        fs::read_dir(tmp).expect("the scratch folder").count(),
        0,
        "the folder removed"
    );
}

/// How long a test waits for a judge that should end at once before it
/// calls it stuck: far past any run of these tests, so that only a judge
/// waiting for ever is caught.
const STUCK: Duration = Duration::from_secs(120);

/// The output of `judge` once it ends; a judge still running after
/// [`STUCK`] is killed, `cleanup` is called, and the test fails.
fn ended(mut judge: std::process::Child, cleanup: impl Fn()) -> Output {
    let begun = Instant::now();
    while judge.try_wait().expect("the judge is waited for").is_none() {
        if begun.elapsed() > STUCK {
            let _ = judge.kill();
            let _ = judge.wait();
            cleanup();
            panic!("the judge is stuck");
        }
        sleep(Duration::from_millis(10));
    }
    judge.wait_with_output().expect("the judge's output")
}

/// A program that starts a process in a session of its own (Python's
/// `start_new_session`, as a double fork does), which writes its id to the
/// file given and sleeps for an hour, with stdout open (`holding`, and
/// `endless`) or closed (`closed`); once the id is written, the program
/// answers 92 and ends, or with `endless` never ends.
const ESCAPING: &str = r#"import os, subprocess, sys, time
pid_file, mode = sys.argv[1], sys.argv[2]
left = "import os, sys, time\nopen(sys.argv[1] + '.new', 'w').write(str(os.getpid()))\nos.rename(sys.argv[1] + '.new', sys.argv[1])\ntime.sleep(3600)"
output = subprocess.DEVNULL if mode == "closed" else None
subprocess.Popen([sys.executable, "-c", left, pid_file], start_new_session=True, stdout=output, stderr=output)
while not os.path.exists(pid_file):
    time.sleep(0.01)
while mode == "endless":
    time.sleep(1)
print(92)
"#;

/// The id the process left by [`ESCAPING`] wrote to `file`, once written.
fn escaped_id(file: &Path) -> u32 {
    let begun = Instant::now();
    while !file.exists() && begun.elapsed() < STUCK {
        sleep(Duration::from_millis(10));
    }
    fs::read_to_string(file)
        .expect("the process left behind wrote its id")
        .trim()
        .parse()
        .expect("a process id")
}

/// Kills the process whose id is in `file`, if it wrote one: what a judge
/// that failed left behind.
fn kill_escaped(file: &Path) {
    if let Ok(id) = fs::read_to_string(file) {
        let _ = std::process::Command::new("kill")
            .args(["-KILL", id.trim()])
            .status();
    }
}

#[test]
fn a_process_in_a_session_of_its_own_is_killed_with_the_run() {
    if !installed(&["python3"]) {
        return;
    }
    for mode in ["holding", "closed", "endless"] {
        let tmp = scratch(&format!("escape-{mode}"));
        let script = tmp.with_file_name(format!("judge-escape-{mode}.py"));
        fs::write(&script, ESCAPING).expect("the program written");
        let id_file = tmp.with_file_name(format!("judge-escape-{mode}.id"));
        let _ = fs::remove_file(&id_file);
        let args = [
            "--format",
            "json",
            "-n",
            "8",
            "--",
            "python3",
            script.to_str().expect("UTF-8"),
            id_file.to_str().expect("UTF-8"),
            mode,
        ];
        let judge = binary()
            .arg("judge")
            .args(args)
            .env("TMPDIR", &tmp)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("nqueens starts");
        let id = escaped_id(&id_file);
        if mode == "endless" {
            // Ctrl-C while the process left behind holds the output.
            assert!(common::interrupt(judge.id()), "SIGINT reaches the judge");
        }
        let output = ended(judge, || kill_escaped(&id_file));
        let stderr = String::from_utf8_lossy(&output.stderr);
        if mode == "endless" {
            assert_eq!(output.status.code(), Some(130), "{mode}: {stderr}");
            assert_eq!(stderr, "error: interrupted: 0 of the runs judged\n");
        } else {
            assert_eq!(output.status.code(), Some(0), "{mode}: {stderr}");
            let report: Value = serde_json::from_slice(&output.stdout).expect("one JSON object");
            assert_eq!(verdicts(&report), ["AC"], "{mode}");
        }
        assert_eq!(
            stat(id),
            None,
            "{mode}: the process left behind is killed and reaped"
        );
        assert_eq!(
            fs::read_dir(&tmp).expect("the scratch folder").count(),
            0,
            "{mode}: the folder removed"
        );
    }
}

#[test]
fn a_named_pipe_given_as_the_source_is_refused_before_it_is_read() {
    let tmp = scratch("fifo");
    let fifo = tmp.join("a.c");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let fifo = fifo.to_str().expect("UTF-8");
    // No one ever writes the pipe: a judge that opens it waits for ever.
    let output = common::nqueens()
        .args(["judge", fifo])
        .timeout(STUCK)
        .output()
        .expect("nqueens runs");
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(output.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!(
            "error: {fifo}: not a regular file (a named pipe, a device or the like): give the source file itself\n"
        )
    );
}

#[test]
fn the_files_a_command_names_by_relative_paths_are_found() {
    if !installed(&["python3"]) {
        return;
    }
    let here = scratch("relative");
    fs::write(here.join("sol.py"), "print(92)\n").expect("the program written");
    let tmp = scratch("relative-tmp");
    // The form the hint for a script without its run bit gives, too.
    for script in ["sol.py", "./sol.py"] {
        let output = binary()
            .args(["judge", "--format", "json", "-n", "8", "--", "python3", script])
            .current_dir(&here)
            .env("TMPDIR", &tmp)
            .stdin(Stdio::null())
            .output()
            .expect("nqueens runs");
        let report: Value = serde_json::from_slice(&output.stdout).expect("one JSON object");
        assert_eq!(verdicts(&report), ["AC"], "python3 {script}: {report}");
        assert_eq!(output.status.code(), Some(0));
        let command = report["command"].as_str().expect("the command run");
        let whole = here.join("sol.py");
        assert!(command.ends_with(&format!(" {}", whole.display())), "{command}");
    }
}

#[test]
fn the_exit_status_says_whether_every_run_is_accepted() {
    if !installed(&["gcc", "python3"]) {
        return;
    }
    let tmp = scratch("exit-status");
    let cases: [(&[&str], i32); 6] = [
        (&[&learner("flags.py"), "-n", "1..=4"], 0),
        (&[&learner("wrong_diagonal.py"), "-n", "1..=2"], 1),
        (&[&learner("crash_at_1.py"), "-n", "1"], 1),
        (&[&learner("missing_semicolon.c")], 1),
        (
            &["-n", "1", "--time-limit", "0.2", "--", "sh", "-c", "sleep 5"],
            1,
        ),
        (&["no-such-file.py"], 2),
    ];
    for (args, code) in cases {
        for format in ["table", "json"] {
            let args = [&["--format", format], args].concat();
            let output = judge_in(&tmp, &args);
            assert_eq!(output.status.code(), Some(code), "judge {args:?}");
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(stderr.is_empty(), code != 2, "judge {args:?}: {stderr}");
        }
    }
    // The help says so, in either language.
    let help = common::stdout_of(&["judge", "--help"]);
    assert!(
        help.contains("Exit status: 0 when the program is built and every run is accepted; 1 when it is not"),
        "{help}"
    );
    let help = common::stdout_of(&["judge", "--help", "--lang", "ko"]);
    assert!(
        help.contains("종료 코드: 빌드에 성공하고 모든 N에서 맞았으면 0, 그렇지 않으면"),
        "{help}"
    );
}

#[test]
fn a_long_last_line_of_stderr_keeps_its_end() {
    let cause = " [Errno 2] No such file or directory";
    let line = format!("{}{cause}", "x".repeat(150));
    let command = format!("echo '{line}' >&2; exit 1");
    let args = ["-n", "4", "--", "sh", "-c", &command];
    let json = judge_in(
        &scratch("long-stderr"),
        &[&["--format", "json"], &args[..]].concat(),
    )
    .stdout;
    let report: Value = serde_json::from_slice(&json).expect("one JSON object");
    assert_eq!(verdicts(&report), ["RE"]);
    // 100 characters: the first 30, a mark where the middle is cut, the last 69.
    let kept = format!("{}…{}{cause}", "x".repeat(30), "x".repeat(69 - cause.len()));
    assert_eq!(runs(&report)[0]["stderr"], kept.as_str());
    let table =
        squeezed(&String::from_utf8(judge_in(&scratch("long-stderr-table"), &args).stdout).expect("UTF-8"));
    assert!(
        table.contains(&format!("Runtime Error (RE) first at n = 4: {kept}")),
        "{table}"
    );
}

#[test]
fn a_temporary_folder_that_fails_is_named_with_its_cause() {
    let flags = learner("flags.py");
    let output = binary()
        .args(["judge", &flags, "-n", "8"])
        .env("TMPDIR", "/nonexistent-nqueens")
        .stdin(Stdio::null())
        .output()
        .expect("nqueens runs");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: cannot make the judging folder in /nonexistent-nqueens (the temporary folder, \
         TMPDIR when it is set): No such file or directory (os error 2)\n"
    );
    // A full one: a file system of 64 KB filled up, mounted where only
    // this test sees it (a mount namespace of its own, as a user namespace
    // lets anyone make).
    let unshare = ["--user", "--map-root-user", "--mount"];
    let private = common::clean("unshare").args(unshare).arg("true").status();
    if !private.is_ok_and(|status| status.success()) {
        assert_ne!(
            std::env::var("CI").as_deref(),
            Ok("true"),
            "CI=true: unshare must make a mount namespace"
        );
        eprintln!("note: skipped, no mount namespace of one's own");
        return;
    }
    let full = scratch("full");
    let fill = r#"mount -t tmpfs -o size=64k tmpfs "$0" && head -c 1M /dev/zero > "$0/fill" 2>/dev/null; TMPDIR="$0" exec "$@""#;
    let output = common::clean("unshare")
        .args(unshare)
        .args(["sh", "-c", fill])
        .arg(&full)
        .args([common::BINARY, "judge", &flags, "-n", "8"])
        .stdin(Stdio::null())
        .output()
        .expect("unshare runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    let folder = format!("{}/nqueens-judge-", full.display());
    assert!(
        stderr.starts_with(&format!(
            "error: cannot write the source into the judging folder {folder}"
        )),
        "{stderr}"
    );
    assert!(
        stderr.ends_with(": No space left on device (os error 28)\n"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

/// The lines `judge` writes on stdout, each sent as it comes.
fn lines_as_they_come(judge: &mut std::process::Child) -> std::sync::mpsc::Receiver<String> {
    use std::io::BufRead;
    let stdout = judge.stdout.take().expect("piped stdout");
    let (send, lines) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout).lines() {
            let Ok(line) = line else { return };
            if send.send(line).is_err() {
                return;
            }
        }
    });
    lines
}

/// The lines of `lines` up to the first that holds `wanted`, waiting at
/// most [`STUCK`] for it.
fn lines_until(lines: &std::sync::mpsc::Receiver<String>, wanted: &str) -> Vec<String> {
    let begun = Instant::now();
    let mut seen = Vec::new();
    while let Some(left) = STUCK.checked_sub(begun.elapsed()) {
        match lines.recv_timeout(left) {
            Ok(line) => {
                let found = line.contains(wanted);
                seen.push(line);
                if found {
                    return seen;
                }
            }
            Err(_) => break,
        }
    }
    panic!("no line with {wanted:?} came: {seen:#?}");
}

#[test]
fn the_header_and_each_row_come_as_each_n_finishes() {
    let tmp = scratch("rows-as-they-come");
    // At n = 2 the program waits until the test, having read the row of
    // n = 1 through the pipe, makes the file `go`.
    let go = tmp.with_file_name("judge-rows-as-they-come-go");
    let _ = fs::remove_file(&go);
    let script = format!(
        "read n; if [ \"$n\" = 2 ]; then while [ ! -e '{}' ]; do sleep 0.02; done; fi; \
         case $n in 1) echo 1;; *) echo 0;; esac",
        go.display()
    );
    let mut judge = binary()
        .args([
            "judge",
            "-n",
            "1..=3",
            "--time-limit",
            "300",
            "--",
            "sh",
            "-c",
            &script,
        ])
        .env("TMPDIR", &tmp)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    let lines = lines_as_they_come(&mut judge);
    let first = lines_until(&lines, "│ 1 ");
    assert!(first[0].starts_with("sh -c "), "the header first: {first:#?}");
    assert!(first.iter().any(|line| line.contains("verdict")), "{first:#?}");
    assert!(first.last().unwrap().contains("AC Accepted"), "{first:#?}");
    // The run of n = 2 is under way, waiting: its row cannot have come.
    fs::write(&go, "").expect("the file go");
    let rest = lines_until(&lines, "│ 3 ");
    let _ = fs::remove_file(&go);
    let two = rest
        .iter()
        .find(|line| line.contains("│ 2 "))
        .expect("the row of n = 2");
    assert!(two.contains("AC Accepted"), "n = 2 ran to its end: {rest:#?}");
    let output = ended(judge, || ());
    assert_eq!(output.status.code(), Some(0));
    let closing: Vec<String> = lines.iter().collect();
    assert!(closing[0].starts_with('└'), "{closing:#?}");
    assert_eq!(closing[1], "Accepted (AC): right at every n from 1 to 3");
}

#[test]
fn a_half_open_range_and_a_limit_under_the_clock_are_refused_with_what_to_write() {
    let source = fixture("columns_from_one.py");
    refuses(
        &["judge", &source, "-n", "8..14"],
        "",
        &["--size 8..14: write the range as 8..=14; both ends are judged"],
    );
    refuses(
        &["judge", &source, "-n", "8..14", "--lang", "ko"],
        "",
        &["--size 8..14: ..=가 없는 범위는", "8..=14처럼 ..=로 쓰세요."],
    );
    // The judge looks at a running program every 2 ms at most.
    refuses(
        &["judge", &source, "--time-limit", "0.001"],
        "",
        &["--time-limit 0.001: under 0.002 s, how often the judge looks at a running program"],
    );
    // At the resolution itself, the limit is kept: a sleeper is past it.
    let report = judged(
        "at-the-resolution",
        &["-n", "8", "--time-limit", "0.002", "--", "sleep", "1"],
    );
    assert_eq!(verdicts(&report), ["TLE"]);
}

#[test]
fn a_file_is_told_by_its_extension_in_either_case_and_without_one_is_named() {
    refuses(
        &["judge", &fixture("queens")],
        "",
        &["queens: the file name has no extension, so the judge cannot tell its language"],
    );
    if !installed(&["g++"]) {
        return;
    }
    let report = judged("upper-case", &[&fixture("QUEENS.CPP"), "-n", "1..=8"]);
    assert_eq!(report["language"], "C++17");
    assert_eq!(verdicts(&report), ["AC"; 8]);
}

#[test]
fn a_java_package_line_is_named_before_the_build() {
    // Refused before any tool runs: no JDK needed.
    refuses(
        &["judge", &fixture("packaged.java")],
        "",
        &["packaged.java: its line package queens.solution; puts class Main in a package"],
    );
    refuses(
        &["judge", "--lang", "ko", &fixture("packaged.java")],
        "",
        &[
            "'package queens.solution;' 줄 때문에 Main 클래스가 패키지 안에 들어가",
            "백준",
        ],
    );
}

#[test]
fn a_sanitizer_build_runs_with_its_address_space_unbounded() {
    if !installed(&["gcc"]) {
        return;
    }
    let compile = "gcc {file} -o Main -O1 -fsanitize=address";
    let report = judged(
        "sanitized",
        &[&fixture("sanitized.c"), "-n", "1..=8", "--compile", compile],
    );
    // Under the bound of any native program (the memory limit and 256 MB
    // of address space), the sanitizer cannot reserve its shadow memory
    // and aborts at start: a runtime error at every n.
    assert_eq!(verdicts(&report), ["AC"; 8], "{report}");
}

#[test]
fn steps_off_the_board_and_past_the_cap_are_said() {
    if !installed(&["python3"]) {
        return;
    }
    let args = [&fixture("columns_from_one.py") as &str, "-n", "4", "--steps"];
    let report = judged("off-board", &args);
    assert_eq!(verdicts(&report), ["AC"], "the count is right");
    let steps = &report["steps"];
    // Each column is written one too far: the first step off the board
    // is the first that names column 3, written 4.
    let off = steps["off_board"].as_array().expect("a step off the board");
    let text = String::from_utf8_lossy(&judge_in(&scratch("off-board-table"), &args).stdout).into_owned();
    let line = off[0].as_u64().expect("a line number");
    let step = off[1].as_str().expect("the line");
    assert!(step.ends_with(" 4"), "{step}");
    assert!(
        squeezed(&text).contains(&format!(
            "Line {line} of NQUEENS_STEPS, '{step}', is off the 4 × 4 board: rows and columns go from 0 to 3"
        )),
        "{text}"
    );
    assert_eq!(steps["capped"], false);
    // More steps than are read: a command that writes a million and one.
    let script = "read n; awk 'BEGIN { for (i = 0; i <= 1000000; i++) print \"try 0 0\" }' > \"$NQUEENS_STEPS\"; echo 2";
    let args = ["-n", "4", "--steps", "--", "sh", "-c", script];
    let report = judged("capped", &args);
    assert_eq!(report["steps"]["capped"], true);
    assert_eq!(report["steps"]["count"], 1_000_000);
    let text = String::from_utf8_lossy(&judge_in(&scratch("capped-table"), &args).stdout).into_owned();
    assert!(
        text.contains("Only the first 1,000,000 steps (or 16 MB) are read"),
        "{text}"
    );
}

#[test]
fn a_strategy_not_measured_is_told_apart_from_one_past_the_budget() {
    let tmp = scratch("not-measured");
    // n = 14 answered at once; beside it, the trees of bounding,
    // branch-and-bound and pairwise are past the budget, and bitmask's
    // count takes the tool a second or so: Ctrl-C comes while it counts.
    let mut judge = binary()
        .args(["judge", "-n", "14", "--", "sh", "-c", "echo 365596"])
        .env("TMPDIR", &tmp)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nqueens starts");
    let lines = lines_as_they_come(&mut judge);
    lines_until(&lines, "│ 14 ");
    assert!(common::interrupt(judge.id()));
    let output = ended(judge, || ());
    assert_eq!(output.status.code(), Some(130));
    let rest: Vec<String> = lines.iter().collect();
    let row = rest
        .iter()
        .rev()
        .find(|line| line.starts_with("│ 14 "))
        .expect("the row beside the progression");
    let cells: Vec<&str> = row
        .split(['│', '┆'])
        .map(str::trim)
        .filter(|cell| !cell.is_empty())
        .collect();
    assert_eq!(cells[2], "-", "bounding: past the budget: {row}");
    assert_eq!(cells[6], "not measured", "mirror: stopped first: {row}");
    assert!(
        rest.iter()
            .any(|line| line.starts_with("(not measured: the judging was stopped")),
        "{rest:#?}"
    );
}

#[test]
fn a_right_but_slow_program_is_projected_to_the_largest_n() {
    if !installed(&["python3"]) {
        return;
    }
    // The Python scan of the queens placed, right to n = 11: its growth,
    // carried to n = 14 as its tree grows, passes Python's 32 s many times
    // over (about 180 s on a quiet machine; more on a busy one).
    let args = [&learner("is_safe.py") as &str, "-n", "1..=11"];
    let report = judged("projected", &args);
    let growth = &report["beside"]["growth"];
    let projected = growth["projected"]
        .as_array()
        .unwrap_or_else(|| panic!("{report}"));
    let ns: Vec<u64> = projected.iter().map(|p| p["n"].as_u64().unwrap()).collect();
    assert_eq!(ns, (12..=14).collect::<Vec<u64>>());
    let at_14 = projected[2]["cpu_seconds"].as_f64().unwrap();
    assert!(at_14 > 32.0, "{growth}");
    // The fit leaves the start-up's noise out: its n are readable ones.
    assert!(
        growth["from"].as_u64().unwrap() < growth["n"].as_u64().unwrap(),
        "{growth}"
    );
    let table = squeezed(&String::from_utf8_lossy(
        &judge_in(&scratch("projected-table"), &args).stdout,
    ));
    assert!(
        table.contains("At n = 14 this search would take about ")
            && table
                .contains("of CPU time, past the 32 s Python 3 is given: it cannot pass with this search."),
        "{table}"
    );
    let ko = [&learner("is_safe.py") as &str, "-n", "1..=11", "--lang", "ko"];
    let table = squeezed(&String::from_utf8_lossy(
        &judge_in(&scratch("projected-ko"), &ko).stdout,
    ));
    assert!(
        table.contains("Python 3에 주어진 32초를 넘으므로 이 탐색으로는 통과할 수 없습니다."),
        "{table}"
    );
}

#[test]
fn a_run_kept_waiting_is_told_what_it_would_take_on_a_quiet_machine() {
    if !installed(&["python3"]) {
        return;
    }
    // Asleep at n = 11, under a limit of 3 s (a command: no extra time).
    let args = [
        "-n",
        "1..=11",
        "--time-limit",
        "3",
        "--",
        "python3",
        &fixture("scan_then_sleep.py"),
    ];
    let report = judged("quiet", &args);
    assert_eq!(verdicts(&report).last(), Some(&"TLE"));
    assert!(report["beside"]["growth"]["projected"][0]["n"] == 11, "{report}");
    let table = squeezed(&String::from_utf8_lossy(
        &judge_in(&scratch("quiet-table"), &args).stdout,
    ));
    assert!(
        table.contains("The time limit is judged on the wall clock."),
        "{table}"
    );
    assert!(
        table.contains("the growth of the runs before it puts n = 11 at about "),
        "{table}"
    );
}

#[test]
fn cpu_time_judges_a_sleeper_by_its_cpu_and_still_stops_a_spinner() {
    // A second asleep, then the answer: past a limit of 0.5 s on the wall
    // clock, a few milliseconds of CPU time.
    let sleeper = [
        "-n",
        "8",
        "--time-limit",
        "0.5",
        "--",
        "sh",
        "-c",
        "sleep 1; echo 92",
    ];
    assert_eq!(verdicts(&judged("sleeper", &sleeper)), ["TLE"]);
    let by_cpu = [&["--cpu-time"], &sleeper[..]].concat();
    let report = judged("sleeper-cpu", &by_cpu);
    assert_eq!(verdicts(&report), ["AC"], "{report}");
    assert_eq!(report["limits"]["cpu_time"], true);
    // A spinner is stopped all the same, its CPU time past the limit.
    let spinner = [
        "--cpu-time",
        "-n",
        "8",
        "--time-limit",
        "0.5",
        "--",
        "sh",
        "-c",
        "while :; do :; done",
    ];
    let report = judged("spinner-cpu", &spinner);
    assert_eq!(verdicts(&report), ["TLE"]);
    assert!(
        runs(&report)[0]["cpu_seconds"].as_f64().unwrap() > 0.5,
        "{report}"
    );
}
