//! The Korean terminal view and the Korean replay page as a person meets
//! them, each kept as a snapshot read by hand: `nqueens watch -n 4` in a
//! tmux window of 80 x 24 at step 28 (`capture-pane`), and the text of the
//! page of `trace -n 4 --format html` at `#step=28` as headless Chromium
//! renders it (`--dump-dom`, the code panel left out: the source is the
//! source). Both are the same under `--lang ko` and under
//! `LANG=ko_KR.UTF-8`, and hold Hangul and no English word but the code's
//! names. Every row of the Korean view stays inside its box, also the
//! answer of `--predict`. Each test is skipped where its tool is missing,
//! except in CI.

use crate::common;

use common::korean::{english_words, has_hangul};
use common::tools::{opened, visible_text, Tmux};
use common::{assert_snapshot, stdout_of, BINARY};

/// The screen of `nqueens watch -n 4` at step 28, run under `locale`
/// (`LANG=...`) with `flag` after it (`--lang ko`, or nothing), its
/// lines' trailing blanks taken off; `None` without tmux.
fn watch_screen(test: &str, locale: &str, flag: &str) -> Option<String> {
    let command = format!("env -u LC_ALL -u LC_MESSAGES {locale} {BINARY} watch -n 4 {flag}; sleep 60");
    let tmux = Tmux::start(test, &command)?;
    tmux.wait_for("전체 172단계 가운데 1단계");
    tmux.keys(&["g", "2", "8", "Enter"]);
    let screen = tmux.wait_for("전체 172단계 가운데 28단계");
    tmux.keys(&["q"]);
    Some(screen.lines().map(str::trim_end).collect::<Vec<_>>().join("\n") + "\n")
}

/// At step 28 of the n = 4 branch-and-bound search (as in
/// `tests/snapshots/watch_n4_step_28.snap`, read there by hand), the
/// Korean view shows the same board, calls, counters and trace lines:
/// queens at (0,0), (1,3), (2,1); 4 nodes; prunes 열 4, / 1, \ 2; the
/// status `전체 172단계 가운데 28단계`, paused at 10 steps a second.
#[test]
fn the_korean_terminal_view_at_step_28_is_the_snapshot() {
    let Some(flag) = watch_screen("ko-flag", "LANG=C.UTF-8", "--lang ko") else {
        return;
    };
    let Some(locale) = watch_screen("ko-locale", "LANG=ko_KR.UTF-8", "") else {
        return;
    };
    assert_eq!(flag, locale);
    assert!(has_hangul(&flag), "{flag}");
    assert_eq!(english_words(&flag), Vec::<String>::new(), "{flag}");
    assert_snapshot("watch_ko_n4_step_28", &flag);
}

/// The lines a reader sees on the page `dom`: no scripts, no style, no
/// code panel, no tags; each text on its line, blanks trimmed, the
/// entities read back, and each time (`9.4ms`) written `<time>`.
fn page_lines(dom: &str) -> String {
    let text = visible_text(dom, '\n');
    let text = text
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&");
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(untimed)
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// `line` with each measured time (`215.72ms`, `9.4 µs`) written `<time>`.
fn untimed(line: &str) -> String {
    line.split(' ')
        .map(|word| {
            let unit = ["ns", "µs", "ms", "s"]
                .into_iter()
                .find(|unit| word.ends_with(unit) && word[..word.len() - unit.len()].parse::<f64>().is_ok());
            if unit.is_some() {
                "<time>"
            } else {
                word
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The text of the Korean page that `args` writes, at `#step=28`: asked
/// with `--lang ko`, or under a Korean locale when `locale`; `None`
/// without Chromium.
fn page_text(test: &str, args: &[&str], locale: bool) -> Option<String> {
    let dir = std::env::temp_dir().join(format!("nqueens-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let page = dir.join("search.html");
    let html = if locale {
        let output = common::binary()
            .args(args)
            .env("LANG", "ko_KR.UTF-8")
            .output()
            .expect("nqueens runs");
        String::from_utf8(output.stdout).expect("UTF-8")
    } else {
        stdout_of(&[args, &["--lang", "ko"]].concat())
    };
    std::fs::write(&page, html).expect("writes the page");
    let opened = opened(&page, "#step=28");
    let _ = std::fs::remove_dir_all(&dir);
    let (dom, console) = opened?;
    assert_eq!(console, Vec::<String>::new());
    Some(page_lines(&dom))
}

/// The page at step 28 says what the terminal view says there (the same
/// board, calls, counters, `전체 172단계 가운데 28단계`), with its buttons,
/// key list, trace window and state-space tree in Korean.
#[test]
fn the_korean_page_at_step_28_is_the_snapshot() {
    let args = ["trace", "-n", "4", "--format", "html"];
    let Some(flag) = page_text("ko-page-flag", &args, false) else {
        return;
    };
    let Some(locale) = page_text("ko-page-locale", &args, true) else {
        return;
    };
    let differ = flag
        .lines()
        .zip(locale.lines())
        .find(|(flag, locale)| flag != locale);
    assert_eq!(
        differ, None,
        "the page under --lang ko and under LANG=ko_KR.UTF-8"
    );
    assert_eq!(flag, locale);
    assert!(flag.contains("전체 172단계 가운데 28단계"), "{flag}");
    assert!(has_hangul(&flag), "{flag}");
    assert_eq!(english_words(&flag), Vec::<String>::new(), "{flag}");
    assert_snapshot("page_ko_n4_step_28", &flag);
}

/// At step 31 of `watch -n 5` (the queen of row 4 pruned at (4,1), n =
/// 5's first dead end of depth 5), the deepest row of the tree and the
/// counters of prunes fit in their boxes: what would run past the border
/// goes on the next row, whole. In 80 x 24 the counters take two rows; in
/// 120 x 40 the tree, beside the trace, puts the deepest row's siblings on
/// a row of their own.
#[test]
fn the_korean_tree_and_counters_fit_their_boxes() {
    let command =
        format!("env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 {BINARY} watch -n 5 --lang ko; sleep 60");
    let Some(tmux) = Tmux::start("ko-tree", &command) else {
        return;
    };
    tmux.wait_for("전체 611단계 가운데 1단계");
    tmux.keys(&["g", "3", "1", "Enter"]);
    tmux.wait_for("전체 611단계 가운데 31단계");
    tmux.keys(&["t"]);
    let narrow = tmux.wait_for("상태 공간 트리");
    tmux.run(&["resize-window", "-t", "watch", "-x", "120", "-y", "40"]);
    let wide = tmux.wait_until("the trace beside the tree", |screen| screen.contains("추적"));
    tmux.keys(&["q"]);
    let boxed = |screen: &str| {
        for row in screen
            .lines()
            .map(str::trim_end)
            .filter(|row| row.starts_with('│'))
        {
            assert!(
                row.ends_with(['│', '┘', '┐']),
                "{row:?} runs past its box:\n{screen}"
            );
        }
    };
    boxed(&narrow);
    boxed(&wide);
    let rows: Vec<&str> = narrow.lines().map(str::trim_end).collect();
    assert!(
        rows.iter().any(|row| row.contains("││가지치기한 칸 9개  ")),
        "{narrow}"
    );
    assert!(
        narrow.contains("││(열 6칸, / 대각선 1칸, \\ 대각선 2칸)"),
        "{narrow}"
    );
    let rows: Vec<&str> = wide.lines().map(str::trim_end).collect();
    let deepest = rows
        .iter()
        .position(|row| row.contains("└ x|x (4,1) 가지치기"))
        .unwrap_or_else(|| panic!("the pruned square:\n{wide}"));
    assert!(
        rows[deepest]
            .trim_end_matches('│')
            .trim_end()
            .ends_with("└ x|x (4,1) 가지치기"),
        "{wide}"
    );
    assert!(
        rows[deepest + 1].contains("││            앞 형제 1개 끝남 · 뒤 형제 3개 남음"),
        "{wide}"
    );
}

/// The answer of `watch --predict` in Korean, at 80 x 24, wraps by the
/// columns its Hangul takes: no row runs over the right border.
#[test]
fn the_korean_predict_answer_stays_inside_its_box() {
    let command = format!(
        "env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 {BINARY} watch -n 4 --predict --lang ko; sleep 60"
    );
    let Some(tmux) = Tmux::start("ko-predict", &command) else {
        return;
    };
    tmux.wait_for("어떻게 될까요?");
    tmux.keys(&["c"]);
    let screen = tmux.wait_for("틀렸습니다.");
    tmux.keys(&["q"]);
    for row in screen
        .lines()
        .map(str::trim_end)
        .filter(|row| row.starts_with('│'))
    {
        assert!(row.ends_with('│'), "{row:?} runs past its box:\n{screen}");
    }
    assert!(screen.contains("실제 단계는 '(0,0)에 놓음:"), "{screen}");
}
