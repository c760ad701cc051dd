//! What a message says when the input is bad, run as a user runs it: the
//! input quoted with its control characters escaped and cut at a
//! character, the flag and its range named, one rule for blanks around a
//! value, the nearest lesson name, numbers grouped, a far-off quiz guess.
//! Every refusal is the bad-input contract: exit 2, nothing on stdout, one
//! `error:` line on stderr; each test asserts that line whole.

use crate::common;

use std::ffi::OsStr;

use common::nqueens;

/// Runs `nqueens args` with `stdin`, expects the bad-input contract and
/// returns the one line on stderr, without its line end.
fn refusal<S: AsRef<OsStr> + std::fmt::Debug>(args: &[S], stdin: &[u8]) -> String {
    let output = nqueens()
        .args(args)
        .write_stdin(stdin)
        .output()
        .expect("nqueens runs");
    let stderr = String::from_utf8(output.stderr).expect("stderr is UTF-8");
    assert_eq!(output.status.code(), Some(2), "nqueens {args:?}: {stderr}");
    assert!(output.stdout.is_empty(), "nqueens {args:?} wrote to stdout");
    assert_eq!(stderr.lines().count(), 1, "nqueens {args:?}: {stderr:?}");
    assert!(
        !stderr
            .bytes()
            .any(|byte| byte.is_ascii_control() && byte != b'\n'),
        "nqueens {args:?}: a control character on the terminal: {stderr:?}"
    );
    stderr.trim_end().to_string()
}

#[test]
fn control_characters_of_the_input_are_shown_escaped() {
    // A sequence that retitles the terminal, from stdin and from a flag.
    assert_eq!(
        refusal(&["count"], b"ab\x1b]0;pwned\x07\n"),
        "error: N from stdin is 'ab\\u{1b}]0;pwned\\u{7}': it must be a whole number from 1 to 32"
    );
    assert_eq!(
        refusal(&["count", "-n", "\u{1b}[31m8"], b""),
        "error: invalid value '\\u{1b}[31m8' for -n/--size: not a whole number; n is 1 to 32"
    );
    assert_eq!(
        refusal(&["count"], b"8\x009\n"),
        "error: N from stdin is '8\\09': it must be a whole number from 1 to 32"
    );
    // Clap's own refusals of what was typed: a command, a flag.
    assert_eq!(
        refusal(&["\u{1b}[31mfoo"], b""),
        "error: unrecognized subcommand '\\u{1b}[31mfoo'; the commands are compare, solve, count, \
         merge, trace, lesson, draw, watch, judge, program"
    );
    assert_eq!(
        refusal(&["count", "--\u{1b}[2J"], b""),
        "error: unexpected argument '--\\u{1b}[2J' found; see 'nqueens count --help' for the options \
         it takes"
    );
    assert_eq!(
        refusal(&["draw", "--queens", "1,\u{1b}[2J"], b""),
        "error: invalid value '\\u{1b}[2J' for --queens: not a whole number; columns are \
         numbered from 0, comma-separated: 0,4,7"
    );
    assert_eq!(
        refusal(&["lesson", "\u{1b}[2Jx", "--lang", "en"], b""),
        "error: no lesson '\\u{1b}[2Jx': NAME must be list, a number from 1 to 15, or one of \
         full-branching, row-limited, branch-and-bound, any-n, pairwise, first-solution, count-only, \
         search-space, bitmasks, where-the-work-is, mirror, symmetry, parallel, halves, one-solution"
    );
    assert_eq!(
        refusal(&["compare", "--strategies", "bitmask,\u{1b}x"], b""),
        "error: invalid value '\\u{1b}x' for --strategies [possible values: branching, \
         bounding, branch-and-bound, pairwise, bitmask, mirror, symmetry, parallel, halves, \
         construction, min-conflicts]"
    );
}

#[test]
fn merge_quotes_the_files_it_names_and_names_the_empty_ones() {
    let dir = std::env::temp_dir().join(format!("nqueens-merge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let shard = |k: usize| {
        let output = nqueens()
            .args(["count", "-n", "12", "--shard", &format!("{k}/3")])
            .output()
            .expect("nqueens runs");
        assert!(output.status.success());
        output.stdout
    };
    let odd = dir.join("shard\u{1b}[2J.txt");
    let empty = dir.join("shard-2.txt");
    std::fs::write(dir.join("shard-0.txt"), shard(0)).expect("written");
    std::fs::write(&odd, b"{\"n\":8,\"k\":1\x07}\n").expect("written");
    std::fs::write(&empty, b"").expect("written");
    let path = |file: &std::path::Path| file.to_str().expect("a UTF-8 path").to_string();
    let first = path(&dir.join("shard-0.txt"));
    let line = refusal(&["merge", &first, &path(&odd)], b"");
    assert!(
        line.starts_with(&format!(
            "error: '{}/shard\\u{{1b}}[2J.txt' line 1 is not a shard line: ",
            dir.display()
        )),
        "{line}"
    );
    // The file of shard 1 is given with its line; the one of shard 2 is empty.
    std::fs::write(dir.join("shard-1.txt"), shard(1)).expect("written");
    assert_eq!(
        refusal(
            &["merge", &first, &path(&dir.join("shard-1.txt")), &path(&empty)],
            b""
        ),
        format!(
            "error: 1 of 3 shards missing: shard 2 (list them with --missing); '{}' holds no shard line",
            path(&empty)
        )
    );
    std::fs::remove_dir_all(&dir).expect("removed");
}

#[test]
fn full_width_digits_and_accents_are_quoted_whole() {
    assert_eq!(
        refusal(&["count"], "８\n".as_bytes()),
        "error: N from stdin is '８': it must be a whole number from 1 to 32 (a full-width digit: type 8)"
    );
    assert_eq!(
        refusal(&["count", "-n", "１６"], b""),
        "error: invalid value '１６' for -n/--size: not a whole number (full-width digits: type 16); \
         n is 1 to 32"
    );
    // A cut after 24 characters, never inside one.
    let accents = "é".repeat(30);
    assert_eq!(
        refusal(&["count"], accents.as_bytes()),
        format!(
            "error: N from stdin is '{}'...: it must be a whole number from 1 to 32",
            "é".repeat(24)
        )
    );
    // Bytes that are no UTF-8 are shown as bytes.
    assert_eq!(
        refusal(&["count"], b"\xff8\n"),
        "error: N from stdin is '\\xff8': it must be a whole number from 1 to 32"
    );
}

#[test]
fn shards_name_the_flag_and_the_range_of_k_and_m() {
    assert_eq!(
        refusal(&["count", "-n", "16", "--shard", "0/18446744073709551616"], b""),
        "error: invalid value '0/18446744073709551616' for --shard: M, the number of parts, \
         is 1 to 1,000,000, not 18,446,744,073,709,551,616"
    );
    assert_eq!(
        refusal(&["count", "-n", "16", "--shard", "-1/8"], b""),
        "error: invalid value '-1/8' for --shard: K, the part, is 0 to 7 of 8 parts \
         (numbered from 0), not -1"
    );
    assert_eq!(
        refusal(&["count", "--shard", "8/8", "-n", "16"], b""),
        "error: invalid value '8/8' for --shard: K, the part, is 0 to 7 of 8 parts \
         (numbered from 0), not 8"
    );
    assert_eq!(
        refusal(&["count", "-n", "16", "--shard", "x/8"], b""),
        "error: invalid value 'x/8' for --shard: K 'x' is not a whole number; K, the part, \
         is 0 to 7 of 8 parts (numbered from 0)"
    );
}

#[test]
fn an_empty_name_in_a_list_is_named_for_what_it_is() {
    for list in ["bitmask,,mirror", "bitmask,", ""] {
        assert_eq!(
            refusal(&["compare", "--strategies", list], b""),
            "error: invalid value '' for --strategies: the list has an empty name (two \
             commas in a row, or one at an end); give names such as bitmask,mirror"
        );
    }
}

#[test]
fn blanks_around_a_value_are_refused_the_same_way_everywhere() {
    let blanks = "blanks (spaces, tabs) around the value: give it without them";
    for (args, flag) in [
        (vec!["count", "-n", " 8"], "-n/--size"),
        (vec!["count", "-n", "8 "], "-n/--size"),
        (vec!["count", "-n", "8", "--shard", " 3/8"], "--shard"),
        (vec!["count", "-n", "8", "--threads", "\t2"], "--threads"),
        (vec!["compare", "--sizes", " 4..=6"], "--sizes"),
        (vec!["compare", "--strategies", "bitmask, mirror"], "--strategies"),
        (vec!["compare", "--seed", " 3"], "--seed"),
        (vec!["solve", "--limit", "3 "], "--limit"),
        (vec!["lesson", "mirror", "-n", " 8"], "-n/--size"),
    ] {
        let line = refusal(&args, b"");
        assert!(line.starts_with("error: invalid value '"), "{args:?}: {line}");
        assert!(
            line.ends_with(&format!(" for {flag}: {blanks}")),
            "{args:?}: {line}"
        );
    }
}

#[test]
fn lesson_names_take_any_case_and_suggest_the_nearest() {
    assert_eq!(
        refusal(&["lesson", "mirorr", "--lang", "en"], b""),
        "error: no lesson 'mirorr': did you mean mirror? (nqueens lesson list lists them all)"
    );
    assert_eq!(
        refusal(&["lesson", "brach-and-bound", "--lang", "en"], b""),
        "error: no lesson 'brach-and-bound': did you mean branch-and-bound? (nqueens lesson list \
         lists them all)"
    );
    assert_eq!(
        refusal(&["lesson", "mirorr", "--lang", "ko"], b""),
        "오류: 'mirorr' 단계는 없습니다. mirror 단계를 찾으셨나요? 전체 목록은 nqueens lesson list --lang ko로 볼 수 있습니다."
    );
    // Any case: the same lesson as its name in lower case.
    let lower = nqueens()
        .args(["lesson", "mirror", "--lang", "en"])
        .output()
        .expect("runs");
    for name in ["Mirror", "MIRROR", "11_Mirror"] {
        let output = nqueens()
            .args(["lesson", name, "--lang", "en"])
            .output()
            .expect("runs");
        assert!(output.status.success(), "lesson {name}");
        assert_eq!(output.stdout, lower.stdout, "lesson {name}");
    }
    let list = nqueens().args(["lesson", "LIST"]).output().expect("runs");
    assert!(list.status.success());
    assert!(String::from_utf8_lossy(&list.stdout).starts_with("01  full-branching"));
}

#[test]
fn refusals_group_their_numbers_and_forecast_in_honest_words() {
    assert_eq!(
        refusal(&["count", "-n", "32", "--strategy", "branching"], b""),
        "error: branching for n = 32 would visit more than 3.4e38 nodes (over a million years on 1 \
         core), more than the budget of 1,000,000,000 bitmask nodes; no budget can allow it (--max-nodes \
         takes at most 18,446,744,073,709,551,615)"
    );
    assert_eq!(
        refusal(&["count", "--max-nodes", "18446744073709551616", "-n", "8"], b""),
        "error: invalid value '18446744073709551616' for --max-nodes: it takes 0 to \
         18,446,744,073,709,551,615"
    );
    assert_eq!(
        refusal(&["count"], b"99999\n"),
        "error: N from stdin is 99,999: it must be 1 to 32"
    );
    assert_eq!(
        refusal(&["draw", "--queens", "99999999999"], b""),
        "error: --queens: the queen of row 0 is in column 99,999,999,999, off the board: columns \
         are 0 to 7 for n = 8"
    );
    let mirror = nqueens::lessons::find("mirror").expect("the lesson of mirror");
    let (from, to) = (mirror.sizes.start(), mirror.sizes.end());
    assert_eq!(
        refusal(&["lesson", "mirror", "-n", "-100000", "--lang", "en"], b""),
        format!(
            "error: lesson {} (Mirror) takes -n/--size from {from} to {to}, not -100,000",
            mirror.number
        )
    );
    // The particle after the number follows it as read aloud (십만은).
    assert_eq!(
        refusal(&["lesson", "mirror", "-n", "100000", "--lang", "ko"], b""),
        format!(
            "오류: {}단계(좌우 대칭)에서는 -n/--size를 {from}부터 {to}까지만 쓸 수 있습니다. n = 100,000은 이 범위를 벗어납니다.",
            mirror.number
        )
    );
}

#[test]
fn a_huge_quiz_guess_is_told_in_grouped_words() {
    let lesson = |lang: &str| {
        let output = nqueens()
            .args(["lesson", "bitmasks", "--quiz", "--lang", lang])
            .write_stdin("99999999999999999999999\n")
            .output()
            .expect("runs");
        assert!(output.status.success());
        // The lesson wraps its lines; a sentence is read across them.
        String::from_utf8(output.stdout)
            .expect("UTF-8")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    // The bitmask search of n = 8 tests masks at its 2,057 nodes less its 92 leaves.
    let (measured, guess) = ("1,965", "99,999,999,999,999,999,999,999");
    let difference = "99,999,999,999,999,999,998,034";
    let english = lesson("en");
    assert!(
        english.contains(&format!(
            "Computed: {measured}. Your guess, {guess}, is {difference} too high (more than 1,000 \
             times the computed value)."
        )),
        "{english}"
    );
    let korean = lesson("ko");
    assert!(
        korean.contains(&format!(
            "정답은 {measured}입니다. 예측값 {guess}는 정답보다 {difference} 많습니다(정답의 1,000배가 넘습니다)."
        )),
        "{korean}"
    );
}

#[test]
fn a_flag_given_no_value_says_its_value_is_missing_in_both_languages() {
    // `--shard` and `--sizes` take values that begin with a hyphen: a flag
    // after them is no value, as after every other flag.
    // The flag, then an example of its value, typed as it is typed.
    for (args, flag, example) in [
        (
            &["count", "--shard", "--lang", "ko"][..],
            "--shard",
            "--shard 0/4",
        ),
        (
            &["count", "-n", "12", "--shard", "--threads", "2", "--lang", "ko"],
            "--shard",
            "--shard 0/4",
        ),
        (
            &["compare", "--sizes", "--lang", "ko"],
            "--sizes",
            "--sizes 4..=12",
        ),
        (&["solve", "-n", "--lang", "ko"], "-n/--size", "--size 8"),
        (
            &["draw", "--queens", "--lang", "ko"],
            "--queens",
            "--queens 0,4,7",
        ),
    ] {
        assert_eq!(
            refusal(args, b""),
            format!("오류: {flag}에 값을 주지 않았습니다. {example}처럼 값을 함께 주세요."),
            "{args:?}"
        );
    }
    // A flag of few values lists them.
    let strategy = refusal(&["count", "--strategy", "--lang", "ko"], b"");
    assert!(
        strategy.starts_with(
            "오류: --strategy에 값을 주지 않았습니다. 쓸 수 있는 값은 branching, bounding, branch-and-bound,"
        ),
        "{strategy}"
    );
    // Those `count` takes: not the one-solution strategies.
    assert!(
        strategy.ends_with("symmetry, parallel, halves 가운데 하나입니다."),
        "{strategy}"
    );
    // English says the same from its own words: the example or the values.
    for (args, flag, example) in [
        (
            &["count", "--shard", "--threads", "2"][..],
            "--shard",
            "--shard 0/4",
        ),
        (
            &["compare", "--sizes", "--size", "5"],
            "--sizes",
            "--sizes 4..=12",
        ),
        (&["compare", "-n"], "-n/--size", "--size 8"),
    ] {
        assert_eq!(
            refusal(args, b""),
            format!(
                "error: a value is required for {flag} but none was supplied; give one after the \
                 flag, as in {example}"
            ),
            "{args:?}"
        );
    }
    assert_eq!(
        refusal(&["count", "--strategy"], b""),
        "error: a value is required for --strategy but none was supplied; give one of branching, \
         bounding, branch-and-bound, pairwise, bitmask, mirror, symmetry, parallel, halves"
    );
}

#[test]
fn an_unknown_flag_points_to_the_help_of_its_command_in_both_languages() {
    assert_eq!(
        refusal(&["compare", "--bogus"], b""),
        "error: unexpected argument '--bogus' found; see 'nqueens compare --help' for the options \
         it takes"
    );
    assert_eq!(
        refusal(&["--bogus"], b""),
        "error: unexpected argument '--bogus' found; see 'nqueens --help' for the options it takes"
    );
    assert_eq!(
        refusal(&["count", "--bogus", "--lang", "ko"], b""),
        "오류: 이 명령에는 '--bogus' 옵션이 없습니다. 쓸 수 있는 옵션은 nqueens count --help --lang ko로 \
         볼 수 있습니다."
    );
    // A flag near the one typed is named instead.
    assert_eq!(
        refusal(&["compare", "--strateg"], b""),
        "error: unexpected argument '--strateg' found; a similar argument exists: '--strategies'"
    );
}

#[test]
fn judge_like_takes_only_the_searches_its_help_lists() {
    // construction and min-conflicts leave no steps to set a program against.
    let searches = "branching, bounding, branch-and-bound, pairwise, bitmask, mirror, symmetry, \
                    parallel, halves";
    for strategy in ["construction", "min-conflicts"] {
        let args = ["judge", "queens.py", "--steps", "--like", strategy];
        assert_eq!(
            refusal(&args, b""),
            format!("error: invalid value '{strategy}' for --like [possible values: {searches}]")
        );
        let korean = [&args[..], &["--lang", "ko"]].concat();
        assert_eq!(
            refusal(&korean, b""),
            format!(
                "오류: --like에는 '{strategy}' 값을 쓸 수 없습니다. 쓸 수 있는 값은 {searches} 가운데 \
                 하나입니다."
            )
        );
    }
}

#[test]
fn a_flag_given_twice_is_named_as_it_is_typed_in_both_languages() {
    assert_eq!(
        refusal(&["count", "-n", "8", "-n", "9"], b""),
        "error: the argument -n/--size cannot be used multiple times"
    );
    assert_eq!(
        refusal(&["compare", "--wide", "--wide", "--lang", "ko"], b""),
        "오류: --wide 옵션은 한 번만 쓸 수 있습니다."
    );
}

/// The words of a command line, each typed as bytes: some are not UTF-8
/// (Unix only: a Windows command line is UTF-16, whose every word is text).
#[cfg(unix)]
fn words(words: &[&[u8]]) -> Vec<std::ffi::OsString> {
    use std::os::unix::ffi::OsStringExt;
    words
        .iter()
        .map(|word| std::ffi::OsString::from_vec(word.to_vec()))
        .collect()
}

#[cfg(unix)]
#[test]
fn a_value_that_is_not_utf8_is_named_with_its_flag_and_its_bytes_in_both_languages() {
    let why = "it is not UTF-8 text; set the terminal's locale to UTF-8 (such as en_US.UTF-8) and \
               type it again";
    for (line, flag, value) in [
        (&[&b"count"[..], b"-n", b"\xff"][..], "-n/--size", "\\xff"),
        (&[b"count", b"-n\xff8"], "-n/--size", "\\xff8"),
        (&[b"count", b"--size=8\xff"], "-n/--size", "8\\xff"),
        (&[b"count", b"--shard", b"0/\xfe4"], "--shard", "0/\\xfe4"),
        (
            &[b"draw", b"-n", b"8", b"--queens", b"0,\xff"],
            "--queens",
            "0,\\xff",
        ),
        (
            &[b"judge", b"--run", b"\xffpython3", b"sol.py"],
            "--run",
            "\\xffpython3",
        ),
        (&[b"lesson", b"caf\xe9"], "NAME", "caf\\xe9"),
    ] {
        assert_eq!(
            refusal(&words(line), b""),
            format!("error: invalid value '{value}' for {flag}: {why}"),
            "{line:?}"
        );
    }
    assert_eq!(
        refusal(&words(&[b"--lang", b"ko", b"lesson", b"\xff"]), b""),
        "오류: NAME에는 '\\xff' 값을 쓸 수 없습니다. UTF-8로 인코딩된 문자열이 아닙니다. 터미널의 \
         로캘을 ko_KR.UTF-8처럼 UTF-8로 맞추고 다시 입력하세요."
    );
    assert_eq!(
        refusal(&words(&[b"--lang", b"ko", b"count", b"-n", b"\xff"]), b""),
        "오류: -n/--size에는 '\\xff' 값을 쓸 수 없습니다. UTF-8로 인코딩된 문자열이 아닙니다. 터미널의 \
         로캘을 ko_KR.UTF-8처럼 UTF-8로 맞추고 다시 입력하세요."
    );
    // Values clap takes from a list, and a command, show their bytes too.
    assert_eq!(
        refusal(&words(&[b"--lang", b"\xff", b"count"]), b""),
        "error: invalid value '\\xff' for --lang [possible values: en, ko]"
    );
    assert_eq!(
        refusal(&words(&[b"\xff"]), b""),
        "error: unrecognized subcommand '\\xff'; the commands are compare, solve, count, merge, \
         trace, lesson, draw, watch, judge, program"
    );
}
