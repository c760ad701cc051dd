//! Under `--lang ko` and under `LANG=ko_KR.UTF-8`, the commands speak
//! Korean: each output has Hangul, and no English word but the names the
//! command line takes, the code's, units and the values typed
//! (`common::korean::ALLOWED`).

use crate::common;

use common::korean::{english_words, has_hangul};
use common::{assert_snapshot, binary, refuses};
use nqueens::render::palette::INK;

/// Stdout and stderr of `args`, run once with `--lang ko` and once under
/// a Korean locale.
fn in_korean(args: &[&str]) -> [String; 2] {
    let run = |flag: bool| {
        let mut command = binary();
        command.args(args);
        if flag {
            command.args(["--lang", "ko"]);
        } else {
            command.env("LANG", "ko_KR.UTF-8");
        }
        let output = command.output().expect("nqueens runs");
        format!(
            "{}{}",
            String::from_utf8(output.stdout).expect("UTF-8"),
            String::from_utf8(output.stderr).expect("UTF-8")
        )
    };
    [run(true), run(false)]
}

/// Asserts that `args` speaks only Korean, both ways.
fn speaks_korean(args: &[&str]) {
    for output in in_korean(args) {
        assert!(has_hangul(&output), "{args:?} has no Hangul:\n{output}");
        let english = english_words(&output);
        assert!(
            english.is_empty(),
            "{args:?} has English words {english:?}:\n{output}"
        );
    }
}

#[test]
fn compare_tables_and_sweeps_are_korean() {
    speaks_korean(&["compare", "-n", "6"]);
    speaks_korean(&["compare", "-n", "6", "--format", "markdown"]);
    speaks_korean(&["compare", "--sizes", "4..=6", "--strategies", "bitmask,mirror"]);
    // A run over the budget is skipped, and its refusal is Korean too.
    speaks_korean(&["compare", "-n", "12", "--strategies", "branching,bitmask"]);
}

#[test]
fn solve_summaries_are_korean() {
    speaks_korean(&["solve", "-n", "6"]);
    speaks_korean(&["solve", "-n", "3"]);
    speaks_korean(&["solve", "-n", "8", "--first"]);
    speaks_korean(&["solve", "-n", "8", "--unique", "--limit", "2"]);
}

#[test]
fn clap_errors_are_korean_with_the_flag_its_range_and_a_suggestion() {
    speaks_korean(&["compare", "--sizez", "3"]);
    speaks_korean(&["compare", "-n", "x"]);
    speaks_korean(&["compare", "--strategies", "mirorr"]);
    let [flag, locale] = in_korean(&["compare", "--sizez", "3"]);
    assert_eq!(flag, locale);
    assert_eq!(
        flag,
        "오류: 이 명령에는 '--sizez' 옵션이 없습니다. 혹시 '--size' 옵션을 쓰려고 하셨나요?\n"
    );
    // No flag near it: where the flags are listed.
    let [unknown, _] = in_korean(&["compare", "--frob"]);
    assert_eq!(
        unknown,
        "오류: 이 명령에는 '--frob' 옵션이 없습니다. 쓸 수 있는 옵션은 nqueens compare --help --lang ko로 볼 수 있습니다.\n"
    );
    let [unknown, _] = in_korean(&["--frob"]);
    assert_eq!(
        unknown,
        "오류: 이 명령에는 '--frob' 옵션이 없습니다. 쓸 수 있는 옵션은 nqueens --help --lang ko로 볼 수 있습니다.\n"
    );
    let [bad_value, _] = in_korean(&["compare", "-n", "abc"]);
    assert!(
        bad_value.contains("-n/--size에는 'abc' 값을 쓸 수 없습니다.") && bad_value.contains("1부터 32까지"),
        "{bad_value}"
    );
    let [suggested, _] = in_korean(&["compare", "--strategies", "mirorr"]);
    assert!(suggested.contains("혹시 'mirror' 값을"), "{suggested}");
}

#[test]
fn the_help_is_korean() {
    for args in [
        &["--help"][..],
        &["compare", "--help"],
        &["solve", "-h"],
        &["lesson", "--help"],
        &["judge", "--help"],
        &["help"],
        &["help", "judge"],
        &["help", "help"],
    ] {
        for help in in_korean(args) {
            assert!(help.contains("사용법: nqueens"), "{args:?}:\n{help}");
            for english in ["Usage:", "Options:", "[default:", "Possible values", "Print help"] {
                assert!(!help.contains(english), "{args:?} says {english}:\n{help}");
            }
        }
    }
    let [judge, _] = in_korean(&["judge", "--help"]);
    assert!(
        judge.contains("[기본값: 백준 9663의 입력인 1..=14, --task all일 때는 LeetCode 51의 입력인 1..=9]")
            && judge.contains("{file} 자리에는"),
        "{judge}"
    );
    let [listed, _] = in_korean(&["help"]);
    assert!(
        listed.contains("judge    백준 9663번의 내 풀이") && listed.contains("help     이 도움말이나"),
        "{listed}"
    );
    let [compare, _] = in_korean(&["compare", "--help"]);
    assert!(compare.contains("[기본값: 8]"), "{compare}");
    assert!(
        compare.contains("- branch-and-bound: 열, `/` 대각선, `\\` 대각선 플래그 배열로"),
        "{compare}"
    );
}

/// The words of an SVG picture: the text of its `<text>` elements.
fn svg_words(svg: &str) -> String {
    svg.split("<text")
        .skip(1)
        .filter_map(|element| element.split_once('>'))
        .map(|(_, rest)| rest.split('<').next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_pictures_are_korean() {
    for args in [
        &["draw", "-n", "8", "--queens", "0,4,7"][..],
        &["draw", "-n", "4", "--queens", "0,1", "--clashes"],
        &["solve", "-n", "5", "--style", "svg"],
        &["compare", "-n", "6", "--first", "--format", "svg"],
        &["compare", "--sizes", "4..=8", "--format", "svg"],
        &["draw", "-n", "4", "--step", "20"],
        &["draw", "-n", "4", "--tree"],
        &["draw", "-n", "4", "--tree", "--step", "20"],
    ] {
        for output in in_korean(args) {
            let words = svg_words(&output);
            assert!(has_hangul(&words), "{args:?} has no Hangul:\n{words}");
            let english = english_words(&words);
            assert!(
                english.is_empty(),
                "{args:?} has English words {english:?}:\n{words}"
            );
        }
    }
    let [draw, _] = in_korean(&["draw", "-n", "8", "--queens", "0,4,7"]);
    assert!(
        svg_words(&draw).contains(
            "n = 8. 0행부터 차례로 놓은 퀸의 열 번호는 0 4 7입니다. 3행의 빈칸은 2개입니다(열 1 5)."
        ),
        "{draw}"
    );
}

#[test]
fn json_keeps_its_keys_and_says_its_reasons_in_korean() {
    let [json, _] = in_korean(&[
        "compare",
        "-n",
        "12",
        "--strategies",
        "branching,bitmask",
        "--format",
        "json",
    ]);
    assert!(
        json.contains("\"reason\": \"n = 12에서 완전 탐색(branching) 전략은 노드를 9,726,655,034,461개"),
        "{json}"
    );
    assert!(
        json.contains("\"strategy\": \"branching\"") && json.contains("\"expected_nodes\""),
        "{json}"
    );
}

/// `table` with each time (`9.4µs`, `48.46ms`, the unit against the figure
/// as Korean writes it) written `<time>`, and the runs of blanks and rules
/// its width moves written as one.
fn untimed(table: &str) -> String {
    let is_time = |word: &str| {
        ["ns", "µs", "ms", "s"].iter().any(|unit| {
            word.strip_suffix(unit)
                .is_some_and(|figure| figure.parse::<f64>().is_ok())
        })
    };
    let kept: Vec<&str> = table
        .split(' ')
        .map(|word| if is_time(word) { "<time>" } else { word })
        .collect();
    let mut collapsed = String::new();
    for c in kept.join(" ").chars() {
        if !(collapsed.ends_with(c) && matches!(c, ' ' | '─' | '═')) {
            collapsed.push(c);
        }
    }
    collapsed
}

#[test]
fn a_korean_compare_table_reads_as_its_snapshot() {
    let [table, locale] = in_korean(&["compare", "-n", "6"]);
    assert_eq!(untimed(&table), untimed(&locale));
    assert_snapshot("compare_ko_n6", &untimed(&table));
}

/// The note's example of the last column is a factor the table shows, as
/// it shows it: 175배 at n = 8 (19,173,961 nodes over 109,601), 29배 at
/// n = 6 (55,987 over 1,957: 28.6, whole from 10 on), 5.2배 at n = 4 (341
/// over 65: the column keeps a decimal only below 10).
#[test]
fn the_korean_compare_note_gives_a_factor_of_its_own_table() {
    for (n, factor) in [("8", "175배"), ("6", "29배"), ("4", "5.2배")] {
        let [table, _] = in_korean(&["compare", "-n", n, "--strategies", "branching,bounding"]);
        let row = table
            .lines()
            .find(|line| line.contains("(bounding)"))
            .unwrap_or_else(|| panic!("a row of bounding:\n{table}"));
        assert!(row.trim_end_matches(['│', ' ']).ends_with(factor), "{table}");
        assert!(
            table.contains(&format!("예를 들어 순열 탐색(bounding) 줄의 '{factor}'는")),
            "{table}"
        );
    }
}

/// Asserts that `args` (with `stdin`) is refused in Korean: exit code 2,
/// nothing on stdout, one line on stderr with Hangul and no English word
/// but the allowed ones.
fn refused_in_korean(args: &[&str], stdin: &str) {
    let korean: Vec<&str> = args.iter().copied().chain(["--lang", "ko"]).collect();
    refuses(&korean, stdin, &[]);
    let output = binary()
        .args(&korean)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().expect("piped").write_all(stdin.as_bytes())?;
            child.wait_with_output()
        })
        .expect("nqueens runs");
    let line = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(has_hangul(&line), "{args:?} has no Hangul: {line}");
    let english = english_words(&line);
    assert!(
        english.is_empty(),
        "{args:?} has English words {english:?}: {line}"
    );
}

#[test]
fn refusals_of_races_traces_pictures_and_watch_are_korean() {
    for args in [
        &["trace", "--strategies", "bitmask", "--format", "html"][..],
        &["trace", "--strategies", "bitmask,bitmask", "--format", "html"],
        &["trace", "--strategies", "bitmask,mirror"],
        &["trace", "--strategy", "construction"],
        &["draw", "--tree", "--strategy", "construction"],
        &["draw", "--step", "3", "--strategy", "min-conflicts"],
        &["watch", "--strategy", "construction"],
        &["watch", "--strategies", "bitmask"],
        &["trace", "--strategy", "parallel"],
        &["solve", "--strategy", "parallel"],
        &["trace", "--fps", "5"],
        &["trace", "--format", "gif", "--max-steps", "99999999"],
        &["trace", "--format", "json", "--max-steps", "99999999999"],
        &["trace", "--format", "html", "--max-steps", "0"],
        &["trace", "--format", "json", "--flags"],
        &["watch", "-n", "4"],
        &["draw", "-n", "4", "--queens", "0,9"],
        &["draw", "-n", "4", "--queens", "1,3,0,2,1"],
        &["draw", "-n", "4", "--queens", "0,1"],
        &["draw", "--step", "0"],
        &["draw", "-n", "4", "--step", "9999"],
        &["draw", "--tree", "-n", "4", "--step", "9999"],
        &["draw", "--tree", "-n", "9"],
        &["draw", "--tree", "-n", "9", "--step", "9000"],
        &["lesson", "3", "-n", "abc"],
        &["compare", "-n", "\u{ff18}"],
    ] {
        refused_in_korean(args, "");
    }
}

#[test]
fn refusals_of_counts_shards_and_merges_are_korean() {
    for args in [
        &["count", "-n", "8", "--shard", "0/30"][..],
        &["count", "-n", "8", "--shard", "3"],
        &["count", "-n", "8", "--shard", "9/8"],
        &["count", "-n", "8", "--shard", "x/8"],
        &["count", "-n", "8", "--shard", "1/0"],
        &["count", "-n", "8", "--shard", "1/y"],
    ] {
        refused_in_korean(args, "");
    }
    for stdin in ["", "  \n", "1 2\n", "99\n", "\u{ff18}\n", "x\n"] {
        refused_in_korean(&["count"], stdin);
    }
    let shard = |k: &str| {
        let output = binary()
            .args(["count", "-n", "8", "--shard", k])
            .output()
            .expect("nqueens runs");
        String::from_utf8(output.stdout).expect("UTF-8")
    };
    let (first, second) = (shard("0/2"), shard("1/2"));
    for other in [
        second.replace("\"n\":8", "\"n\":9"),
        second.replace("\"k\":1", "\"k\":5"),
        second.replace("\"m\":2", "\"m\":3"),
        second.replace("\"split\":\"", "\"split\":\"x"),
        second.replace("\"count\"", "\"unique\":1,\"count\""),
    ] {
        refused_in_korean(&["merge"], &format!("{first}{other}"));
    }
    refused_in_korean(&["merge", "--of", "3"], &first);
    refused_in_korean(&["merge"], &first);
}

#[test]
fn solutions_traces_and_the_lesson_list_are_korean() {
    for args in [
        &["solve", "-n", "4", "--style", "letters"][..],
        &["solve", "-n", "4", "--style", "positions"],
        &["solve", "-n", "4", "--style", "leetcode"],
        &["solve", "-n", "20", "--strategy", "construction"],
        &["solve", "-n", "8", "--strategy", "min-conflicts"],
        &["trace", "-n", "4", "--max-steps", "30"],
        &["trace", "-n", "4", "--flags", "--board", "--max-steps", "12"],
        &[
            "trace",
            "-n",
            "4",
            "--strategy",
            "bitmask",
            "--flags",
            "--max-steps",
            "12",
        ],
        &["trace", "-n", "4", "--strategy", "pairwise", "--max-steps", "20"],
        &["trace", "-n", "5", "--first"],
        &[
            "compare",
            "-n",
            "20",
            "--first",
            "--strategies",
            "construction,min-conflicts",
        ],
    ] {
        speaks_korean(args);
    }
    // The list names each lesson as the command line takes it, then says
    // what it teaches.
    for list in in_korean(&["lesson", "list"]) {
        let taught: Vec<&str> = list
            .lines()
            .filter(|line| line.starts_with(|first: char| first.is_ascii_digit()))
            .filter_map(|line| line.split_once("  ").map(|(_, rest)| rest.trim_start()))
            .filter_map(|rest| rest.split_once(' ').map(|(_, taught)| taught))
            .collect();
        assert_eq!(taught.len(), 15, "{list}");
        for line in taught {
            assert!(has_hangul(line) && english_words(line).is_empty(), "{line}");
        }
    }
}

/// Stdout of `args` in English, to set beside the Korean.
fn in_english(args: &[&str]) -> String {
    let output = binary().args(args).output().expect("nqueens runs");
    String::from_utf8(output.stdout).expect("UTF-8")
}

#[test]
fn counts_and_merges_print_the_same_figures_in_both_languages() {
    // `count` prints the count alone, as a judge reads it; `merge` adds
    // the shard lines into the same line.
    for args in [&["count", "-n", "8"][..], &["count", "-n", "8", "--unique"]] {
        let english = in_english(args);
        assert_eq!(english, if args.len() == 3 { "92\n" } else { "12\n" });
        let [flag, locale] = in_korean(args);
        assert_eq!(
            (flag.as_str(), locale.as_str()),
            (english.as_str(), english.as_str())
        );
    }
    let dir = std::env::temp_dir().join(format!("nqueens-korean-merge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let mut files = Vec::new();
    for k in 0..2 {
        let file = dir.join(format!("part{k}.json"));
        std::fs::write(
            &file,
            in_english(&["count", "-n", "8", "--unique", "--shard", &format!("{k}/2")]),
        )
        .expect("writes a shard line");
        files.push(file.display().to_string());
    }
    let mut args = vec!["merge", "--unique"];
    args.extend(files.iter().map(String::as_str));
    let english = in_english(&args);
    let [flag, locale] = in_korean(&args);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(english, "12\n");
    assert_eq!(
        (flag.as_str(), locale.as_str()),
        (english.as_str(), english.as_str())
    );
}

/// The human text of each step of a JSON trace: its `"text"` fields.
fn step_texts(json: &str) -> String {
    json.split("\"text\":\"")
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap_or_default().replace("\\\\", "\\"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn json_and_csv_keep_machine_words_and_say_their_steps_in_korean() {
    let [json, locale] = in_korean(&["trace", "-n", "4", "--format", "json", "--max-steps", "60"]);
    let texts = step_texts(&json);
    assert_eq!(texts, step_texts(&locale));
    assert!(
        texts.contains("(0,0)에 놓음: 열 0, / 0, \\ 3 플래그를 켬"),
        "{texts}"
    );
    assert!(has_hangul(&texts) && english_words(&texts).is_empty(), "{texts}");
    assert!(json.contains("\"kind\":\"place\"") && json.contains("\"function\":\"solve\""));
    // CSV is for programs: its header and names are the English ones.
    let english = in_english(&["compare", "-n", "6", "--format", "csv"]);
    let [csv, _] = in_korean(&["compare", "-n", "6", "--format", "csv"]);
    let first_fields = |table: &str| -> Vec<String> {
        table
            .lines()
            .map(|line| line.split(',').take(3).collect::<Vec<_>>().join(","))
            .collect()
    };
    assert_eq!(first_fields(&csv), first_fields(&english));
    assert_eq!(csv.lines().next(), english.lines().next());
}

#[test]
fn solutions_slides_graphs_and_races_read_in_korean_order() {
    let [trace, _] = in_korean(&["trace", "-n", "4"]);
    // n = 4 branch-and-bound: the first solution is 1 3 0 2, at step 70.
    assert!(trace.contains("해 1 찾음: 0행부터 퀸의 열은 1 3 0 2"), "{trace}");
    let [slide, _] = in_korean(&["draw", "--step", "10", "--code", "--tree", "-n", "4"]);
    assert!(
        slide.contains("n = 4에서 백트래킹(branch-and-bound) 탐색의 10단계(전체 172단계)"),
        "{slide}"
    );
    let [tree, _] = in_korean(&["draw", "--tree", "-n", "4"]);
    assert!(
        tree.contains("가지치기한 칸 44개(열 28칸, / 대각선 9칸, \\ 대각선 7칸), 해 2개"),
        "{tree}"
    );
    let [graph, _] = in_korean(&["compare", "--sizes", "4..=10", "--format", "svg"]);
    assert!(
        graph.contains("nⁿ: 완전 탐색의 리프 수(n = 9부터는 그래프 위쪽 밖으로 나감)"),
        "{graph}"
    );
    let [race, _] = in_korean(&[
        "trace",
        "-n",
        "5",
        "--strategies",
        "branch-and-bound,pairwise",
        "--format",
        "html",
    ]);
    assert!(
        race.contains("{ticks}박자 가운데 {tick}번째 박자"),
        "the tick counter"
    );
    assert!(
        race.contains("\"entry\":\"백트래킹(branch-and-bound): {steps}단계, 노드 {nodes}개\""),
        "the summary"
    );
}

#[test]
fn a_sheet_title_keeps_the_strategy_name_on_one_line() {
    // The title wraps at spaces; the name of the strategy is never cut,
    // even on the narrowest sheet (one board of n = 4).
    for n in ["4", "8"] {
        let [sheet, _] = in_korean(&["solve", "-n", n, "--limit", "1", "--style", "svg"]);
        let lines: Vec<&str> = sheet
            .split(&format!("font-size=\"16\" fill=\"{INK}\">"))
            .skip(1)
            .map(|rest| rest.split("</text>").next().unwrap_or_default())
            .collect();
        assert!(lines.len() > 1, "n = {n}: {lines:?}");
        assert!(
            lines
                .iter()
                .any(|line| line.contains("백트래킹(branch-and-bound)")),
            "n = {n}: {lines:?}"
        );
    }
}
