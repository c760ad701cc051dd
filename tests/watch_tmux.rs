//! The real `nqueens watch` in a real terminal: tmux runs it, `send-keys`
//! presses the keys, `capture-pane` reads the screen back. Skipped where
//! tmux is missing, except in CI (`CI=true`), where `.ci/run` installs it.

use std::process::{Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A tmux server of its own (its own socket), killed when dropped.
struct Tmux {
    socket: String,
}

impl Tmux {
    /// Starts `command` in a detached 80 x 24 window on a server named
    /// after `test`, or `None` when tmux is missing outside CI.
    fn start(test: &str, command: &str) -> Option<Self> {
        let found = Command::new("tmux")
            .arg("-V")
            .output()
            .is_ok_and(|out| out.status.success());
        if !found {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "CI must have tmux (.ci/run installs it)"
            );
            eprintln!("tmux is missing: skipped (CI=true makes this a failure)");
            return None;
        }
        let tmux = Self {
            socket: format!("nqueens-{test}-{}", std::process::id()),
        };
        let started = tmux.run(&[
            "new-session",
            "-d",
            "-s",
            "watch",
            "-x",
            "80",
            "-y",
            "24",
            command,
        ]);
        assert!(
            started.status.success(),
            "tmux starts: {}",
            String::from_utf8_lossy(&started.stderr)
        );
        Some(tmux)
    }

    fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .args(["-L", &self.socket, "-f", "/dev/null"])
            .args(args)
            .env_remove("TMUX")
            .output()
            .expect("tmux runs")
    }

    fn keys(&self, keys: &[&str]) {
        for key in keys {
            self.run(&["send-keys", "-t", "watch", key]);
        }
    }

    fn screen(&self) -> String {
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", "watch"]).stdout).into_owned()
    }

    /// Waits (up to 10 s) until the screen shows `text`, and returns it.
    fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "waited for {text:?}; the screen:\n{screen}"
            );
            sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        self.run(&["kill-server"]);
    }
}

fn watch_command(args: &str) -> String {
    format!(
        "{} watch {args}; echo \"watch ended with $?\"; stty -a | tr ' ;' '\\n\\n' | grep -x -- '-*icanon'; sleep 60",
        env!("CARGO_BIN_EXE_nqueens")
    )
}

#[test]
fn keys_move_the_view_and_q_gives_the_terminal_back() {
    let Some(tmux) = Tmux::start("keys", &watch_command("-n 4")) else {
        return;
    };
    // The n = 4 branch-and-bound search takes 172 steps (tests/snapshots/trace_branch_and_bound_n4.txt).
    let screen = tmux.wait_for("step 1 of 172");
    assert!(screen.contains("place_queen(row = 0)"), "{screen}");
    tmux.keys(&["Right", "Right", "Right", "Right", "Right", "Right", "Right"]);
    let screen = tmux.wait_for("step 8 of 172");
    // Step 8: `(1,1) pruned: \ diagonal ...`, the pruned square marked with its reason.
    assert!(screen.contains("  1  | x\\x ·  ·"), "{screen}");
    assert!(screen.contains(">  8     (1,1) pruned"), "{screen}");
    tmux.keys(&["Left"]);
    tmux.wait_for("step 7 of 172");
    tmux.keys(&["n"]);
    let screen = tmux.wait_for("step 70 of 172");
    assert!(screen.contains("solution 1: 1 3 0 2"), "{screen}");
    tmux.keys(&["g", "1", "2", "0", "Enter"]);
    tmux.wait_for("step 120 of 172");
    tmux.keys(&["?"]);
    tmux.wait_for("keys (? hides)");
    tmux.keys(&["Escape"]);
    tmux.keys(&["End"]);
    let screen = tmux.wait_for("step 172 of 172");
    assert!(
        !screen.contains("keys (? hides)"),
        "Esc hides the keys:\n{screen}"
    );
    // A window too small says what it needs; back to size, the view returns.
    tmux.run(&["resize-window", "-t", "watch", "-x", "50", "-y", "12"]);
    let screen = tmux.wait_for("Enlarge it").replace('\n', " ");
    let (width, height) = nqueens::watch::needed_size(4);
    assert!(
        screen.contains(&format!("at least {width} x {height}")),
        "{screen}"
    );
    tmux.run(&["resize-window", "-t", "watch", "-x", "80", "-y", "24"]);
    tmux.wait_for("step 172 of 172");
    tmux.keys(&["q"]);
    let screen = tmux.wait_for("icanon");
    assert!(screen.contains("watch ended with 0"), "{screen}");
    assert!(
        !screen.contains("place_queen"),
        "the alternate screen is gone:\n{screen}"
    );
    assert_line_mode(&screen);
}

#[test]
fn ctrl_c_quits_and_gives_the_terminal_back() {
    let Some(tmux) = Tmux::start("ctrl-c", &watch_command("-n 5 --strategy bitmask")) else {
        return;
    };
    tmux.wait_for("step 1 of");
    tmux.keys(&["p"]);
    tmux.wait_for("playing");
    tmux.keys(&["C-c"]);
    let screen = tmux.wait_for("icanon");
    assert!(screen.contains("watch ended with 0"), "{screen}");
    assert!(
        !screen.contains("open calls"),
        "the alternate screen is gone:\n{screen}"
    );
    assert_line_mode(&screen);
}

/// After `watch`, `stty -a` in the same terminal says `icanon`: raw mode
/// (`-icanon`) is off again.
fn assert_line_mode(screen: &str) {
    let mode = screen.lines().find(|line| line.ends_with("icanon"));
    assert_eq!(
        mode,
        Some("icanon"),
        "the terminal is back in line mode:\n{screen}"
    );
}
