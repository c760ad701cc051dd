//! `nqueens lesson` from the outside: the list, the language, the quiz on a
//! pipe, and one-line usage errors.

use crate::common;

use std::io::Write;

use common::{nqueens, refuses, solutions, stdout_of};
use nqueens::judge::language::Language;
use nqueens::lessons::LESSONS;
use predicates::prelude::*;

#[test]
fn the_list_names_every_lesson_in_order() {
    let listed: Vec<(String, String)> = stdout_of(&["lesson", "list"])
        .lines()
        .filter(|line| line.starts_with(|first: char| first.is_ascii_digit()))
        .map(|line| {
            let mut words = line.split_whitespace();
            let number = words.next().expect("a number").to_string();
            (number, words.next().expect("a name").to_string())
        })
        .collect();
    let expected: Vec<(String, String)> = LESSONS
        .iter()
        .map(|lesson| (format!("{:02}", lesson.number), lesson.name.to_string()))
        .collect();
    assert_eq!(
        listed, expected,
        "nqueens lesson list: number and name of each lesson, in order"
    );
}

#[test]
fn a_korean_locale_teaches_in_korean_unless_told_otherwise() {
    nqueens()
        .env("LANG", "ko_KR.UTF-8")
        .args(["lesson", "list"])
        .assert()
        .success()
        .stdout(predicate::str::contains("백준 9663"));
    nqueens()
        .env("LANG", "ko_KR.UTF-8")
        .args(["lesson", "count-only", "--lang", "en"])
        .assert()
        .success()
        .stdout(predicate::str::contains("in the judge's format"));
}

/// Lesson 07 names every language the judge builds, Rust among them, in
/// both languages.
#[test]
fn the_count_only_lesson_names_every_language_the_judge_builds() {
    for extension in ["c", "cpp", "java", "py", "rs"] {
        assert!(Language::of_extension(extension).is_some(), ".{extension}");
    }
    for (lang, names) in [
        ("en", "in C, C++, Java, Python or Rust,"),
        ("ko", "C, C++, Java, Python, Rust 가운데 하나로"),
    ] {
        let text = stdout_of(&["lesson", "count-only", "--lang", lang]);
        let joined = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(joined.contains(names), "--lang {lang}:\n{text}");
    }
}

#[test]
fn a_piped_guess_is_compared_with_the_measured_value() {
    // 2,057 nodes: branch-and-bound for n = 8 (docs/REFERENCE.md); 3,000 is
    // 943 more, 46% of 2,057.
    nqueens()
        .args(["lesson", "03_branch_and_bound", "--quiz"])
        .write_stdin("3000\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Computed: 2,057. Your guess, 3,000, is 943 too high (46% off).",
        ));
}

#[test]
fn a_closed_stdin_means_no_guess() {
    // The quiz asks for the solutions of n = 4.
    let measured = format!("Computed: {}.", solutions(4));
    nqueens()
        .args(["lesson", "any-n", "--quiz"])
        .write_stdin("")
        .assert()
        .success()
        .stdout(predicate::str::contains("stdin is closed").and(predicate::str::contains(measured)));
}

#[test]
fn bad_input_is_one_usage_line() {
    let unknown = "error: no lesson 'eight-queens': NAME must be list";
    refuses(
        &["lesson", "eight-queens"],
        "",
        &[
            unknown,
            "where-the-work-is, mirror, symmetry, parallel, halves, one-solution",
        ],
    );
    let too_large = "error: lesson 1 (Full branching) takes -n/--size from 1 to 8, not 9";
    refuses(&["lesson", "full-branching", "-n", "9"], "", &[too_large]);
}

#[test]
fn the_list_takes_no_teaching_flags() {
    for flag in [&["-n", "5"][..], &["--quiz"], &["--answer"]] {
        let mut args = vec!["lesson", "list"];
        args.extend_from_slice(flag);
        nqueens().args(&args).assert().code(2).stdout("").stderr(
            predicate::str::starts_with("error: lesson list takes only --lang, not ")
                .and(predicate::str::contains(flag[0].trim_start_matches('-'))),
        );
    }
    nqueens()
        .args(["lesson", "list", "--lang", "ko"])
        .assert()
        .success();
}

#[test]
fn a_korean_trace_reads_korean() {
    // The n = 4 trace of branch-and-bound: (1,1) is on the `\` diagonal 1-1+3 = 3 of (0,0);
    // of its 172 steps (docs/REFERENCE.md) the 8 shown leave 164.
    nqueens()
        .args(["trace", "--lang", "ko", "--max-steps", "8"])
        .assert()
        .success()
        .stdout(
            predicate::str::contains("(1,1) 가지치기: \\ 대각선 row-col+n-1 = 3이 차 있음")
                .and(predicate::str::contains("나머지 164단계는 생략했습니다")),
        );
    nqueens()
        .env("LANG", "ko_KR.UTF-8")
        .args(["trace", "--max-steps", "3"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "(0,0)에 놓음: 열 0, / 0, \\ 3 플래그를 켬",
        ));
}

#[test]
fn a_korean_trace_ends_with_a_korean_table() {
    // Full branching's n = 4 tree has 341 nodes (1 + 4 + 16 + 64 + 256),
    // branch-and-bound's 17: 341 / 17 = 20.06, told as 약 20분의 1.
    for korean in [&["trace", "-n", "4", "--lang", "ko"][..], &["trace", "-n", "4"]] {
        let out = nqueens()
            .env("LANG", "ko_KR.UTF-8")
            .args(korean)
            .assert()
            .success();
        let stdout = String::from_utf8(out.get_output().stdout.clone()).expect("UTF-8");
        let table: Vec<&str> = stdout.lines().rev().take(8).collect();
        let table = table.join("\n");
        for word in ["전략", "노드", "리프", "가지치기", "검사", "열 충돌"] {
            assert!(table.contains(word), "{word}:\n{table}");
        }
        // One strategy: no ratio column, the ratio said in words under it.
        assert!(
            !table.contains("절감 배수") && !table.contains("20.1배"),
            "{table}"
        );
        assert!(
            table.starts_with(
                "표의 열 충돌, / 대각선 충돌, \\ 대각선 충돌은 가지치기한 칸을 까닭별로 나눈 수이고, \
                 검사는 플래그를 조회한 횟수입니다. 같은 n = 4에서 완전 탐색은 노드 341개를 \
                 방문하니, 백트래킹(branch-and-bound) 전략은 노드를 약 20분의 1로 줄인 셈입니다."
            ),
            "{table}"
        );
        assert!(table.contains("백트래킹(branch-and-bound)"), "{table}");
        for english in ["strategy", "fewer", "×", "all solutions"] {
            assert!(!table.contains(english), "{english}:\n{table}");
        }
    }
}

#[test]
fn a_korean_learner_is_refused_in_korean() {
    // 9 is read 구, so it takes 는.
    nqueens()
        .args(["lesson", "full-branching", "-n", "9", "--lang", "ko"])
        .assert()
        .code(2)
        .stdout("")
        .stderr("오류: 1단계(완전 탐색)에서는 -n/--size를 1부터 8까지만 쓸 수 있습니다. n = 9는 이 범위를 벗어납니다.\n");
    // Out of 1..=32 too, where no lesson goes: one Korean line, exit 2.
    for (n, read) in [("0", "0은"), ("99", "99는"), ("-5", "-5는")] {
        nqueens()
            .args(["lesson", "1", "--lang", "ko", "-n", n])
            .assert()
            .code(2)
            .stdout("")
            .stderr(format!(
                "오류: 1단계(완전 탐색)에서는 -n/--size를 1부터 8까지만 쓸 수 있습니다. n = {read} 이 범위를 벗어납니다.\n"
            ));
    }
    nqueens()
        .env("LANG", "ko_KR.UTF-8")
        .args(["lesson", "count-only", "-n", "0"])
        .assert()
        .code(2)
        .stderr("오류: 7단계(개수만 세기)에서는 -n/--size를 1부터 14까지만 쓸 수 있습니다. n = 0은 이 범위를 벗어납니다.\n");
    nqueens()
        .env("LANG", "ko_KR.UTF-8")
        .args(["lesson", "queens"])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with("오류: 'queens' 단계는 없습니다."));
}

#[test]
fn a_guess_of_several_numbers_is_refused_in_one_line_and_the_lesson_goes_on() {
    // `2057 2058` once read as 20,572,058; branch-and-bound visits 2,057 nodes for n = 8.
    let output = nqueens()
        .args(["lesson", "3", "--lang", "ko", "--quiz"])
        .write_stdin("2057 2058\n")
        .output()
        .expect("runs");
    assert_eq!(output.status.code(), Some(0), "no guess is no failure");
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    // One paragraph tells it, and the lesson goes on to the run's table.
    let told: Vec<String> = stdout
        .split("\n\n")
        .filter(|paragraph| paragraph.contains("2057 2058"))
        .map(|paragraph| paragraph.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(
        told,
        ["입력한 답('2057 2058')에는 수가 여러 개 있어 예측으로 치지 않습니다. 정답은 2,057입니다."],
        "{stdout}"
    );
    assert!(stdout.contains("│ 백트래킹(branch-and-bound) ┆"), "{stdout}");
    assert!(!stdout.contains("20,572,058"), "{stdout}");
}

#[test]
fn lesson_6_keeps_the_columns_of_its_solution_on_one_line() {
    // The first solution, as `solve --limit 1` finds it, written in the
    // lesson's paragraph in both languages: its columns are one item, never
    // cut across two lines (n = 4, 6, 11 and 12 cut them in Korean), and
    // written once, on the line of the node that reaches it.
    for n in 4..=12 {
        let size = n.to_string();
        let first = stdout_of(&["solve", "-n", &size, "--limit", "1", "--style", "positions"]);
        let columns = first.trim();
        for lang in ["en", "ko"] {
            let lesson = stdout_of(&["lesson", "6", "-n", &size, "--lang", lang]);
            let lines = lesson.lines().filter(|line| line.contains(columns)).count();
            assert_eq!(lines, 1, "n = {n}, {lang}: '{columns}' whole once:\n{lesson}");
        }
    }
}

/// Runs `nqueens args` with `stdin`; its exit code and its stderr.
fn ended(args: &[&str], stdin: std::process::Stdio) -> (Option<i32>, String) {
    let output = common::binary()
        .args(args)
        .stdin(stdin)
        .output()
        .expect("nqueens runs");
    let stderr = String::from_utf8(output.stderr).expect("stderr is UTF-8");
    (output.status.code(), stderr)
}

#[test]
fn an_answer_stdin_cannot_give_is_a_read_error_of_bad_input() {
    // Bytes that are not UTF-8 (a binary piped in by mistake), in both languages.
    let binary = |bytes: &[u8]| {
        let (reader, mut writer) = std::io::pipe().expect("a pipe");
        // A few bytes: the pipe holds them all before the run reads them.
        writer.write_all(bytes).expect("the bytes are written");
        std::process::Stdio::from(reader)
    };
    assert_eq!(
        ended(&["lesson", "3", "--quiz"], binary(b"\x7fELF\x02\x01\xff\n")),
        (
            Some(2),
            "error: cannot read the answer to the quiz from stdin: it is not UTF-8 text; give one \
             whole number on a line\n"
                .to_string()
        )
    );
    assert_eq!(
        ended(&["lesson", "3", "--quiz", "--lang", "ko"], binary(b"20\xff57\n")),
        (
            Some(2),
            "오류: 표준 입력에서 퀴즈의 답을 읽을 수 없습니다. 입력이 UTF-8 문자열이 아닙니다. \
             0 이상의 정수 하나를 한 줄에 입력하세요.\n"
                .to_string()
        )
    );
    // A folder given as stdin: the system's cause.
    let folder = std::fs::File::open("/").expect("the root folder");
    assert_eq!(
        ended(&["lesson", "3", "--quiz"], std::process::Stdio::from(folder)),
        (
            Some(2),
            "error: cannot read the answer to the quiz from stdin: Is a directory (os error 21)\n"
                .to_string()
        )
    );
}
