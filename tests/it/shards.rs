//! `nqueens count --shard K/M` and `nqueens merge`: every shard of a board
//! run through GNU parallel adds up to OEIS, and everything that would make
//! the sum wrong is refused.

use crate::common;

use std::fs;
use std::path::PathBuf;

use common::tools::available;
use common::{classes, clean, nqueens, refuses, signalled, solutions, stdout_of, Ready, BINARY, SIGNALS};
use nqueens::shard::ShardLine;
use nqueens::strategies::halves;

/// Runs every shard `0..m` of `count -n n` (with `extra` arguments) through
/// GNU parallel, each into its own file of a fresh folder, and returns the
/// folder, or `None` when GNU parallel is missing outside CI.
fn shards_through_gnu_parallel(n: usize, m: usize, extra: &str, folder: &str) -> Option<PathBuf> {
    if !available("parallel", "--version") {
        return None;
    }
    let dir = std::env::temp_dir().join(format!("nqueens-shards-{folder}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a temporary folder");
    let command = format!(
        "{BINARY} count -n {n} {extra} --shard {{}}/{m} > {}/shard-{{}}.json",
        dir.display()
    );
    let status = clean("parallel")
        .args(["--will-cite", "--halt", "now,fail=1", &command, ":::"])
        .args((0..m).map(|k| k.to_string()))
        .status()
        .expect("GNU parallel runs (apt package `parallel`; .ci/run installs it)");
    assert!(status.success(), "every shard succeeds under GNU parallel");
    Some(dir)
}

fn files_in(dir: &PathBuf) -> Vec<String> {
    let mut files: Vec<String> = fs::read_dir(dir)
        .expect("the shard folder")
        .map(|entry| entry.expect("an entry").path().display().to_string())
        .collect();
    files.sort();
    files
}

#[test]
fn every_shard_through_gnu_parallel_adds_up_to_oeis() {
    let n = 12;
    let Some(dir) = shards_through_gnu_parallel(n, 4, "", "all") else {
        return;
    };
    let files = files_in(&dir);
    assert_eq!(files.len(), 4);
    for file in &files {
        let line = fs::read_to_string(file).expect("a shard's file");
        assert_eq!(line.lines().count(), 1, "one line per shard: {line:?}");
        assert!(line.starts_with("{\"n\":12,"), "{line}");
    }
    let mut args = vec!["merge"];
    args.extend(files.iter().map(String::as_str));
    let expected = solutions(n);
    assert_eq!(stdout_of(&args), format!("{expected}\n"));

    // The same lines on stdin, and the missing shard told when one is left out.
    let lines: Vec<String> = files
        .iter()
        .map(|file| fs::read_to_string(file).unwrap())
        .collect();
    nqueens()
        .arg("merge")
        .write_stdin(lines.concat())
        .assert()
        .success()
        .stdout(format!("{expected}\n"));
    let without_two = [&lines[..2], &lines[3..]].concat().concat();
    refuses(&["merge"], &without_two, &["1 of 4 shards missing", "shard 2"]);
    nqueens()
        .args(["merge", "--missing"])
        .write_stdin(without_two)
        .assert()
        .success()
        .stdout("2\n");
    fs::remove_dir_all(dir).expect("the folder is removed");
}

#[test]
fn unique_shards_add_up_to_the_classes() {
    let n = 11;
    let Some(dir) = shards_through_gnu_parallel(n, 6, "--unique", "unique") else {
        return;
    };
    let files = files_in(&dir);
    let mut args = vec!["merge", "--unique"];
    args.extend(files.iter().map(String::as_str));
    assert_eq!(stdout_of(&args), format!("{}\n", classes(n)));
    args.remove(1);
    assert_eq!(stdout_of(&args), format!("{}\n", solutions(n)));
    fs::remove_dir_all(dir).expect("the folder is removed");
}

/// The line of shard `k` of `m` for `n`, as `count` prints it.
fn shard_line(n: usize, k: usize, m: usize) -> String {
    stdout_of(&["count", "-n", &n.to_string(), "--shard", &format!("{k}/{m}")])
}

/// `line`, as `count` prints it, changed by `edit` and given the digest of
/// its new fields: a line only a forger writes, which the digest alone
/// cannot tell.
fn forged(line: &str, edit: impl FnOnce(&mut ShardLine)) -> String {
    let mut parsed: ShardLine = serde_json::from_str(line).expect("a shard line");
    edit(&mut parsed);
    format!("{}\n", parsed.with_digest().to_json())
}

#[test]
fn the_merge_refuses_what_would_make_the_sum_wrong() {
    let (zero, one) = (shard_line(10, 0, 2), shard_line(10, 1, 2));
    refuses(
        &["merge"],
        &[zero.clone(), one.clone(), zero.clone()].concat(),
        &["shard 0/2 appears twice", "stdin line 1", "stdin line 3"],
    );
    refuses(
        &["merge"],
        &[zero.clone(), shard_line(11, 1, 2)].concat(),
        &["stdin line 2", "n = 11", "n = 10"],
    );
    refuses(
        &["merge"],
        &[zero.clone(), shard_line(10, 1, 3)].concat(),
        &["3 shards", "first line has 2"],
    );
    // A shard of the split before this one (tasks dealt by other
    // estimates) and one of a made-up version.
    assert!(one.contains(&format!("\"split\":\"{}\"", halves::SPLIT)), "{one}");
    for version in ["halves 4", "halves 0"] {
        let other_version = forged(&one, |line| line.split = version.to_string());
        refuses(
            &["merge"],
            &[zero.clone(), other_version].concat(),
            &[&format!("split '{version}'"), "program versions"],
        );
    }
    let cut_short = &one[..one.len() / 2];
    refuses(
        &["merge"],
        &[zero.as_str(), cut_short, "\n"].concat(),
        &["stdin line 2 is not a shard line"],
    );
    refuses(&["merge"], "\n", &["no shard lines"]);
    refuses(
        &["merge", "--of", "3"],
        &[zero.clone(), one.clone()].concat(),
        &["stdin line 1", "2 shards", "--of says 3"],
    );
    refuses(&["merge", "--of", "0"], "", &["--of", "1 to 1,000,000"]);
    refuses(
        &["merge", "/no/such/file.json"],
        "",
        &["cannot read '/no/such/file.json'"],
    );
    refuses(
        &["merge", "--unique"],
        &[zero, one].concat(),
        &["--unique", "n = 10"],
    );
}

#[test]
fn bad_shard_specs_are_refused_with_the_range() {
    for (shard, says) in [
        ("0/0", "M, the number of parts, is 1 to 1,000,000, not 0"),
        (
            "5/4",
            "K, the part, is 0 to 3 of 4 parts (numbered from 0), not 5",
        ),
        ("x", "not K/M"),
        ("a/4", "'a' is not a whole number"),
    ] {
        refuses(&["count", "-n", "10", "--shard", shard], "", &["--shard", says]);
    }
    refuses(
        &["count", "-n", "10", "--shard", "0/2", "--strategy", "bitmask"],
        "",
        &["--shard 0/2", "bitmask", "halves or parallel"],
    );
    // n = 8 has 9 tasks in halves (its 70 sets of top columns, 8 a task):
    // too few for 30 balanced shards.
    refuses(
        &["count", "-n", "8", "--shard", "0/30"],
        "",
        &[
            "splits into 9 tasks, too coarse for 30 shards",
            "use at most 5 shards",
        ],
    );
    // n = 4 has one task (6 sets): said in the singular, and in Korean
    // with a whole factor (5배, not 5.0배).
    refuses(
        &["count", "-n", "4", "--shard", "0/5"],
        "",
        &[
            "splits into 1 task, too coarse for 5 shards",
            "5.0 times the mean",
        ],
    );
    refuses(
        &["count", "-n", "4", "--shard", "0/5", "--lang", "ko"],
        "",
        &["작업 1개로만 나뉘므로", "평균의 5배나 되는 일"],
    );
}

#[test]
fn a_signal_in_a_shard_writes_no_line_and_exits_128_and_the_signal() {
    let shard = [
        "count",
        "-n",
        "19",
        "--strategy",
        "parallel",
        "--threads",
        "1",
        "--shard",
        "0/2",
    ];
    // The shard runs for minutes: each signal comes once it starts.
    for (signal, code) in SIGNALS {
        let output = signalled(&shard, Ready::Log("count starts"), signal);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(code), "SIG{signal}: {stderr}");
        assert!(output.stdout.is_empty(), "no shard line: {:?}", output.stdout);
        assert!(stderr.starts_with("error: interrupted"), "SIG{signal}: {stderr}");
    }
}

#[test]
fn a_count_none_of_whose_parts_came_back_lists_them_all_with_of() {
    assert_eq!(stdout_of(&["merge", "--missing", "--of", "4"]), "0\n1\n2\n3\n");
    let one = shard_line(12, 1, 4);
    let out = nqueens()
        .args(["merge", "--missing", "--of", "4"])
        .write_stdin(one)
        .output()
        .expect("merge runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "0\n2\n3\n");
}

#[test]
fn a_count_edited_by_one_is_refused_with_its_file_and_line() {
    // n = 12 in 4 parts, one part's count edited by one: the parts would
    // add up to 14,201 where OEIS A000170 gives 14,200.
    let dir = std::env::temp_dir().join(format!("nqueens-shards-edited-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a temporary folder");
    let files: Vec<String> = (0..4)
        .map(|k| {
            let file = dir.join(format!("shard-{k}.json"));
            fs::write(&file, shard_line(12, k, 4)).expect("the shard's file");
            file.display().to_string()
        })
        .collect();
    let mut args = vec!["merge"];
    args.extend(files.iter().map(String::as_str));
    assert_eq!(stdout_of(&args), format!("{}\n", solutions(12)));
    let line = fs::read_to_string(&files[2]).expect("the shard's file");
    let count: ShardLine = serde_json::from_str(&line).expect("a shard line");
    let edited = line.replace(
        &format!("\"count\":{}", count.count),
        &format!("\"count\":{}", count.count + 1),
    );
    assert_ne!(edited, line);
    fs::write(&files[2], edited).expect("the edit");
    refuses(
        &args,
        "",
        &[
            &format!("'{}' line 1 is not a shard line", files[2]),
            "its digest does not match its fields",
        ],
    );
    fs::remove_dir_all(dir).expect("the folder is removed");
}

#[test]
fn a_line_written_before_the_digest_is_refused_as_an_earlier_version() {
    let line = shard_line(12, 0, 2);
    let digest = format!(
        ",\"digest\":\"{}\"",
        serde_json::from_str::<ShardLine>(&line).unwrap().digest
    );
    assert!(line.contains(&digest), "{line}");
    let earlier = line.replace(&digest, "");
    refuses(
        &["merge"],
        &earlier,
        &[
            "stdin line 1 is not a shard line",
            "it has no digest",
            "an earlier version",
        ],
    );
    refuses(
        &["merge", "--lang", "ko"],
        &earlier,
        &["표준 입력의 1번째 줄은 조각 줄이 아닙니다", "이전 버전"],
    );
}

#[test]
fn forged_lines_that_no_count_writes_are_refused() {
    let (zero, one) = (shard_line(12, 0, 2), shard_line(12, 1, 2));
    // A part past all the solutions of its board (OEIS A000170).
    let huge = forged(&one, |line| line.count = 10u128.pow(23));
    refuses(
        &["merge"],
        &[zero.clone(), huge].concat(),
        &[
            "stdin line 2 is not a shard line",
            "100,000,000,000,000,000,000,000 solutions, more than all 14,200 of n = 12 (OEIS A000170)",
        ],
    );
    // Parts each within the board that add up to one more than OEIS gives:
    // the error names every part.
    let more = forged(&one, |line| line.count += 1);
    refuses(
        &["merge"],
        &[zero.clone(), more].concat(),
        &[
            "the 2 parts add up to 14,201 solutions, but n = 12 has 14,200 (OEIS A000170)",
            "part 0 in stdin line 1, part 1 in stdin line 2",
        ],
    );
    // More classes than solutions, and more solutions than 8 a class, each
    // within the 724 solutions in 92 classes of n = 10.
    let counted = stdout_of(&[
        "count",
        "-n",
        "10",
        "--strategy",
        "parallel",
        "--unique",
        "--shard",
        "0/2",
    ]);
    for (count, unique) in [(10, 11), (89, 11)] {
        let forged = forged(&counted, |line| {
            line.count = count;
            line.unique = Some(unique);
        });
        refuses(
            &["merge", "--unique"],
            &forged,
            &[&format!(
                "stdin line 1 is not a shard line: {} classes of {} solutions",
                unique, count
            )],
        );
    }
    // A hundred parts, every one there and adding up to OEIS's total, of
    // a cut that `count` itself refuses for n = 12 (as it refuses a
    // million): the merge says the same most.
    let refusal = nqueens()
        .args(["count", "-n", "12", "--shard", "0/100"])
        .output()
        .expect("count runs");
    let said = String::from_utf8_lossy(&refusal.stderr);
    let most = said
        .split("use at most ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .unwrap_or_else(|| panic!("count names the most shards: {said}"));
    let made_up: String = (0..100)
        .map(|k| {
            forged(&zero, |line| {
                line.k = k;
                line.m = 100;
                line.count = if k == 0 { 14_200 } else { 0 };
            })
        })
        .collect();
    refuses(
        &["merge"],
        &made_up,
        &[
            "stdin line 1 is not a shard line",
            &format!("cuts n = 12 with this split into at most {most} parts, not 100"),
        ],
    );
    // A split this version does not write.
    let unknown: String = [&zero, &one]
        .map(|line| forged(line, |line| line.split = "halves 99".to_string()))
        .concat();
    refuses(
        &["merge"],
        &unknown,
        &[
            "split 'halves 99' is none that this version writes for n = 12",
            halves::SPLIT,
        ],
    );
}
