//! `nqueens lesson` from the outside: the list, the language, the quiz on a
//! pipe, and one-line usage errors.

mod common;

use common::{nqueens, refuses, stdout_of};
use nqueens::lessons::LESSONS;
use predicates::prelude::*;

#[test]
fn the_list_names_every_lesson_in_order() {
    let listed: Vec<(String, String)> = stdout_of(&["lesson", "list"])
        .lines()
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
        .stdout(predicate::str::contains("The judge's sample"));
}

#[test]
fn a_piped_guess_is_compared_with_the_measured_value() {
    nqueens()
        .args(["lesson", "03_branch_and_bound", "--quiz"])
        .write_stdin("3000\n")
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Measured: 2,057. Your guess, 3,000, is 943 too high (46% off).",
        ));
}

#[test]
fn a_closed_stdin_means_no_guess() {
    nqueens()
        .args(["lesson", "any-n", "--quiz"])
        .write_stdin("")
        .assert()
        .success()
        .stdout(predicate::str::contains("stdin is closed").and(predicate::str::contains("Measured: 2.")));
}

#[test]
fn bad_input_is_one_usage_line() {
    let unknown = "error: no lesson 'eight-queens': NAME must be list";
    refuses(
        &["lesson", "eight-queens"],
        "",
        &[unknown, "where-the-work-is", "one-solution"],
    );
    let too_large = "error: lesson full-branching takes -n/--size from 1 to 8, not 9";
    refuses(&["lesson", "full-branching", "-n", "9"], "", &[too_large]);
}
