//! Ctrl-C, SIGTERM and SIGHUP as a terminal, `kill` and a batch system send
//! them: every command ends on each as it does on Ctrl-C, with exit code
//! 128 and the signal's number. The terminal views give the terminal back
//! (tmux runs them; its `display` tells whether the alternate screen and
//! the cursor show), the bar of a count or a search leaves the screen
//! whole at any width, the judge removes its folder. Each signal is sent
//! once the program shows it is under way, never after a fixed time.

use crate::common;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use common::tools::Tmux;
use common::{binary, send, signalled, signalled_with, Ready, BINARY, SIGNALS};

/// A fresh folder of this test process under the system's temporary one.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nqueens-signals-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

/// The shell command of a tmux window that runs `nqueens args` (after the
/// variables `env`), its process id written to `pid` first, then says how
/// it ended and whether the terminal is back in line mode, and stays.
fn in_window(env: &str, args: &str, pid: &Path) -> String {
    format!(
        "sh -c 'echo $$ > {}; {env} exec {BINARY} {args}'; echo \"ended with $?\"; \
         stty -a | tr ' ;' '\\n\\n' | grep -x -- '-*icanon'; sleep 60",
        pid.display()
    )
}

/// The process id written to `file`, once it is there.
fn pid_in(file: &Path) -> u32 {
    let started = Instant::now();
    loop {
        if let Some(pid) = std::fs::read_to_string(file)
            .ok()
            .and_then(|text| text.trim().parse().ok())
        {
            return pid;
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "no process id in {}",
            file.display()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Checks that the window shows that the command ended with `code` and its
/// error line, on the main screen with the cursor shown and in line mode.
fn ended_with_the_terminal_back(tmux: &Tmux, code: i32, run: &str) -> String {
    let screen = tmux.wait_for("icanon");
    assert!(screen.contains(&format!("ended with {code}")), "{run}:\n{screen}");
    assert!(screen.contains("error: interrupted"), "{run}:\n{screen}");
    assert_eq!(
        tmux.display("#{alternate_on} #{cursor_flag}"),
        "0 1",
        "{run}: the main screen and the cursor are back:\n{screen}"
    );
    assert!(
        screen.lines().any(|line| line == "icanon"),
        "{run}: line mode is back:\n{screen}"
    );
    screen
}

/// The three terminal views, each with what it shows once it runs: the
/// step-through view, the predicting session and the race.
const VIEWS: [(&str, &str); 3] = [
    ("watch -n 5", "step 1 of"),
    ("watch -n 4 --predict", "What happens?"),
    ("watch -n 4 --strategies bounding,branch-and-bound", "tick 1 of"),
];

#[test]
fn sigterm_and_sighup_give_the_terminal_of_each_view_back() {
    let dir = scratch("views");
    for (view, (args, shown)) in VIEWS.into_iter().enumerate() {
        for (signal, code) in [("TERM", 143), ("HUP", 129)] {
            let pid_file = dir.join(format!("{signal}.pid"));
            let _ = std::fs::remove_file(&pid_file);
            // A server of its own each time: one just killed may not take a new window.
            let server = format!("view-{view}-{signal}");
            let Some(tmux) = Tmux::start(&server, &in_window("", args, &pid_file)) else {
                return;
            };
            tmux.wait_for(shown);
            assert_eq!(
                tmux.display("#{alternate_on}"),
                "1",
                "{args}: on the alternate screen"
            );
            assert!(send(pid_in(&pid_file), signal));
            let run = format!("{args}, SIG{signal}");
            let screen = ended_with_the_terminal_back(&tmux, code, &run);
            // Every view draws its boards in boxes titled `4 x 4 board`.
            assert!(!screen.contains(" board ─"), "{run}: the view is gone:\n{screen}");
        }
    }
    std::fs::remove_dir_all(dir).expect("the folder is removed");
}

/// Whether the process `pid` runs (a zombie waiting for its parent does not).
fn runs(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        stat.rsplit_once(") ")
            .is_some_and(|(_, rest)| !rest.starts_with('Z'))
    })
}

#[test]
fn a_closed_terminal_ends_each_view() {
    // The terminal closes under the view (tmux's server killed): SIGHUP,
    // and the terminal's reads find it gone from then on. The view ends
    // all the same, within the two seconds it is given.
    let dir = scratch("closed");
    for (view, (args, shown)) in VIEWS.into_iter().enumerate() {
        let pid_file = dir.join(format!("{view}.pid"));
        let Some(tmux) = Tmux::start(&format!("closed-{view}"), &in_window("", args, &pid_file)) else {
            return;
        };
        tmux.wait_for(shown);
        let pid = pid_in(&pid_file);
        drop(tmux);
        let started = Instant::now();
        while runs(pid) {
            assert!(
                started.elapsed() < Duration::from_secs(60),
                "{args} runs on past its terminal"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    std::fs::remove_dir_all(dir).expect("the folder is removed");
}

#[test]
fn the_bar_leaves_the_screen_whole_at_any_width_on_each_signal() {
    // The n = 16 tree (1.1e9 nodes) and the count of n = 18 (760
    // subproblems) run for seconds to minutes; the bar shows at once,
    // `bitmask, n = 16: ` then the time run (`00:00:01`), cut at the
    // width. Ctrl-C is pressed as a key: the terminal echoes `^C` after
    // the bar, which must not push it onto a line that stays.
    let dir = scratch("bars");
    let solve = (
        "solve -n 16 --strategy bitmask --style positions --max-nodes 10000000000 > /dev/null",
        "n = 16: ",
    );
    let count = ("count -n 18", "00:0");
    for (index, ((args, bar), width, (signal, code))) in [
        (solve, 20, SIGNALS[0]),
        (count, 20, SIGNALS[0]),
        (solve, 80, SIGNALS[0]),
        (count, 80, SIGNALS[0]),
        (solve, 80, SIGNALS[1]),
        (count, 40, SIGNALS[2]),
    ]
    .into_iter()
    .enumerate()
    {
        let pid_file = dir.join("bar.pid");
        let _ = std::fs::remove_file(&pid_file);
        let command = in_window("NQUEENS_PROGRESS_AFTER=0", args, &pid_file);
        let Some(tmux) = Tmux::start_sized(&format!("bar-{index}"), &command, (width, 24)) else {
            return;
        };
        tmux.wait_for(bar);
        match signal {
            "INT" => tmux.keys(&["C-c"]),
            _ => assert!(send(pid_in(&pid_file), signal)),
        }
        let run = format!("{args} at {width} columns, SIG{signal}");
        let screen = ended_with_the_terminal_back(&tmux, code, &run);
        // Lines cut at the width, read as one: the error line comes first,
        // no piece of the bar before it.
        let read: String = screen.lines().collect();
        assert!(read.starts_with("error: interrupted after "), "{run}:\n{screen}");
        assert!(!read.contains(bar), "{run}: a piece of the bar stays:\n{screen}");
    }
    std::fs::remove_dir_all(dir).expect("the folder is removed");
}

#[test]
fn the_judge_removes_its_folder_on_each_signal() {
    // A program that sleeps far past the time limit: the judge is under
    // way once its log says what it runs.
    for signals in [&["INT"][..], &["TERM"], &["HUP"], &["TERM", "TERM"]] {
        let tmp = scratch(&format!("judge-{}", signals.len()));
        let mut judge = binary();
        judge
            .env("TMPDIR", &tmp)
            .args(["judge", "-n", "4", "--", "sh", "-c", "sleep 30"]);
        let output = signalled_with(judge, Ready::Log("run:"), signals);
        let stderr = String::from_utf8_lossy(&output.stderr);
        let code = SIGNALS
            .iter()
            .find(|(name, _)| *name == signals[0])
            .map(|(_, code)| *code);
        assert_eq!(output.status.code(), code, "{signals:?}: {stderr}");
        assert!(stderr.starts_with("error: interrupted"), "{signals:?}: {stderr}");
        let left: Vec<_> = std::fs::read_dir(&tmp)
            .expect("the temporary folder")
            .map(|entry| entry.expect("an entry").file_name())
            .collect();
        assert!(left.is_empty(), "{signals:?}: left in TMPDIR: {left:?}");
        std::fs::remove_dir_all(tmp).expect("the folder is removed");
    }
}

/// Checks that `stdout` holds whole boards of n = `n` drawn with `queen`
/// and `empty` (as `solve --style blocks` or `letters` prints them), each
/// after its `Solution K` line, and returns how many.
fn whole_boards(stdout: &str, n: usize, (queen, empty): (char, char), run: &str) -> usize {
    let boards: Vec<&str> = stdout.split_terminator("\n\n").collect();
    for (index, board) in boards.iter().enumerate() {
        let mut lines = board.lines();
        assert_eq!(
            lines.next(),
            Some(format!("Solution {}", index + 1).as_str()),
            "{run}: {board}"
        );
        let queens: Vec<usize> = lines
            .map(|row| {
                let cells: Vec<char> = row
                    .split(' ')
                    .map(|cell| cell.chars().next().unwrap_or(' '))
                    .collect();
                assert!(
                    cells.len() == n && cells.iter().all(|&cell| cell == queen || cell == empty),
                    "{run}: {row:?}"
                );
                cells
                    .iter()
                    .position(|&cell| cell == queen)
                    .expect("a queen in each row")
            })
            .collect();
        assert!(
            queens.len() == n && nqueens::board::is_valid(&queens),
            "{run}: {board}"
        );
    }
    assert!(
        stdout.is_empty() || stdout.ends_with('\n'),
        "{run}: the last line ends"
    );
    boards.len()
}

#[test]
fn every_format_is_a_whole_document_or_nothing_after_a_signal() {
    // Each run lasts seconds to minutes; it is signalled once its first
    // byte is out (the pipe then full, it is still under way), or once its
    // log says its search starts.
    let (signal, code) = SIGNALS[1];
    let solve = |style: &'static str| ["solve", "-n", "14", "--strategy", "bitmask", "--style", style];
    for (style, marks) in [("blocks", ('■', '□')), ("letters", ('Q', '.'))] {
        let output = signalled(&solve(style), Ready::Output, signal);
        assert_eq!(output.status.code(), Some(code), "{style}");
        let stdout = String::from_utf8(output.stdout).expect("UTF-8");
        assert!(
            whole_boards(&stdout, 14, marks, style) > 0,
            "{style}: the boards printed stay"
        );
    }
    // Documents written whole at the end: none, once interrupted.
    let budget = "10000000000";
    let compare = |format: &'static str| {
        [
            "compare",
            "-n",
            "16",
            "--strategies",
            "bitmask",
            "--max-nodes",
            budget,
            "--format",
            format,
        ]
    };
    let runs: [Vec<&str>; 3] = [
        solve("svg").to_vec(),
        compare("csv").to_vec(),
        compare("json").to_vec(),
    ];
    for args in runs {
        let output = signalled(&args, Ready::Log("run starts"), signal);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(code), "{args:?}: {stderr}");
        assert!(
            output.stdout.is_empty(),
            "{args:?}: {} bytes",
            output.stdout.len()
        );
    }
    // The judge's report is whole, its runs so far in it.
    let output = signalled(
        &[
            "judge", "-n", "4", "--format", "json", "--", "sh", "-c", "sleep 30",
        ],
        Ready::Log("run:"),
        signal,
    );
    assert_eq!(output.status.code(), Some(code));
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("one whole JSON report");
    assert_eq!(report["interrupted"], true, "{report}");
}
