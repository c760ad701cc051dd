//! The tools the tests meet the tool through as a person does: tmux for
//! the terminal views (`send-keys` presses keys, `capture-pane` reads the
//! screen), headless Chromium for the pages (`--dump-dom` after their
//! script ran), and the compilers and interpreters the judge runs. A test
//! whose tool is missing is skipped, except in CI (`CI=true`), where
//! `.ci/run` installs them all.

use std::process::{Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};

use nqueens::judge::language::find_program;

use super::clean;

/// Whether `tool` runs (`tool version_flag`); outside CI a missing tool
/// skips its test, in CI it fails it.
pub fn available(tool: &str, version_flag: &str) -> bool {
    let found = Command::new(tool)
        .arg(version_flag)
        .output()
        .is_ok_and(|out| out.status.success());
    if !found {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI must have {tool} (.ci/run installs it)"
        );
        eprintln!("{tool} is missing: skipped (CI=true makes this a failure)");
    }
    found
}

/// Whether every one of `tools` is installed. When one is not, the test is
/// skipped with a note on stderr, except under `CI=true`, where it fails:
/// CI installs them all.
pub fn installed(tools: &[&str]) -> bool {
    let missing: Vec<&str> = tools
        .iter()
        .copied()
        .filter(|tool| find_program(tool).is_none())
        .collect();
    if missing.is_empty() {
        return true;
    }
    assert_ne!(
        std::env::var("CI").as_deref(),
        Ok("true"),
        "CI=true: {missing:?} must be installed (.ci/run installs them)"
    );
    eprintln!("note: skipped, not installed: {}", missing.join(", "));
    false
}

/// A tmux server of its own (its own socket), killed when dropped.
pub struct Tmux {
    socket: String,
}

impl Tmux {
    /// Starts `command` in a detached 80 x 24 window on a server named
    /// after `test`, or `None` when tmux is missing outside CI.
    pub fn start(test: &str, command: &str) -> Option<Self> {
        Self::start_sized(test, command, (80, 24))
    }

    /// [`Tmux::start`] in a window of `size` (columns, rows).
    pub fn start_sized(test: &str, command: &str, size: (u16, u16)) -> Option<Self> {
        if !available("tmux", "-V") {
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
            &size.0.to_string(),
            "-y",
            &size.1.to_string(),
            command,
        ]);
        assert!(
            started.status.success(),
            "tmux starts: {}",
            String::from_utf8_lossy(&started.stderr)
        );
        Some(tmux)
    }

    /// Runs `tmux args` on this server; the first run starts the server,
    /// whose windows inherit its clean environment.
    pub fn run(&self, args: &[&str]) -> Output {
        clean("tmux")
            .args(["-L", &self.socket, "-f", "/dev/null"])
            .args(args)
            .env_remove("TMUX")
            .output()
            .expect("tmux runs")
    }

    pub fn keys(&self, keys: &[&str]) {
        for key in keys {
            self.run(&["send-keys", "-t", "watch", key]);
        }
    }

    /// Presses `keys` in one `send-keys`: their bytes reach the terminal
    /// in one write, as keys typed fast or pasted do.
    pub fn keys_at_once(&self, keys: &[&str]) {
        self.run(&[&["send-keys", "-t", "watch"][..], keys].concat());
    }

    /// The window's `format` as tmux fills it (`#{alternate_on}`: 1 while
    /// the program is on the alternate screen; `#{cursor_flag}`: 1 while
    /// the cursor shows).
    pub fn display(&self, format: &str) -> String {
        let shown = self.run(&["display-message", "-p", "-t", "watch", format]).stdout;
        String::from_utf8_lossy(&shown).trim_end().to_string()
    }

    pub fn screen(&self) -> String {
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", "watch"]).stdout).into_owned()
    }

    /// Waits until the screen shows `text`, and returns it.
    pub fn wait_for(&self, text: &str) -> String {
        self.wait_until(&format!("{text:?}"), |screen| screen.contains(text))
    }

    /// Waits until the screen is as `shows` says (`what` it waits for),
    /// and returns it. The deadline, 60 s, is far past any run on a busy
    /// machine: only a screen that never comes fails.
    pub fn wait_until(&self, what: &str, shows: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            if shows(&screen) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "waited for {what}; the screen:\n{screen}"
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

/// The DOM of `page` after its script ran, opened at `fragment`.
pub fn dom_at(page: &std::path::Path, fragment: &str) -> Option<String> {
    opened(page, fragment).map(|(dom, _)| dom)
}

/// The DOM of `page` after its script ran, and the messages its console
/// logged (none on a page without errors).
pub fn dom_and_console(page: &std::path::Path) -> Option<(String, Vec<String>)> {
    opened(page, "")
}

/// Headless Chromium for `page`, with a profile of its own beside it.
fn headless_chromium(page: &std::path::Path) -> Command {
    let mut chromium = Command::new("chromium");
    chromium
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
        ])
        .arg(format!(
            "--user-data-dir={}",
            page.with_extension("profile").display()
        ));
    chromium
}

/// Runs `chromium` to its end and expects it to succeed.
fn succeeded(chromium: &mut Command) -> std::process::Output {
    let output = chromium.output().expect("chromium runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// The DOM of `page` opened at `fragment`, with what its console said
/// (Chromium logs each console message, errors included, as a `CONSOLE` line).
pub fn opened(page: &std::path::Path, fragment: &str) -> Option<(String, Vec<String>)> {
    opened_in_window(page, fragment, None)
}

/// The DOM of `page` opened at `fragment` in a window of `size` pixels
/// (width, height; Chromium's own without), with what its console said.
pub fn opened_in_window(
    page: &std::path::Path,
    fragment: &str,
    size: Option<(u32, u32)>,
) -> Option<(String, Vec<String>)> {
    if !available("chromium", "--version") {
        return None;
    }
    let mut chromium = headless_chromium(page);
    chromium
        .args(["--enable-logging=stderr", "--v=0"])
        .args(size.map(|(width, height)| format!("--window-size={width},{height}")))
        .arg("--dump-dom")
        .arg(format!("file://{}{fragment}", page.display()));
    let output = succeeded(&mut chromium);
    let console = String::from_utf8_lossy(&output.stderr)
        .lines()
        .filter(|line| line.contains("CONSOLE"))
        .map(str::to_string)
        .collect();
    Some((String::from_utf8_lossy(&output.stdout).into_owned(), console))
}

/// The text of the element with `id` in `dom` (its first text, up to a tag).
pub fn text_of<'d>(dom: &'d str, id: &str) -> &'d str {
    let start = dom
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no #{id} in the page"));
    let text = &dom[start..];
    let text = &text[text.find('>').expect("a tag ends") + 1..];
    &text[..text.find('<').expect("a tag follows")]
}

/// What a reader sees of the page `dom`: the text outside the scripts, the
/// style and the code panel (the source is the source), every tag made
/// `gap`; entities as the DOM writes them, but a no-break space (which
/// keeps a figure with its name) a space, as a reader sees it.
pub fn visible_text(dom: &str, gap: char) -> String {
    let mut seen = dom.replace("&nbsp;", " ");
    for (open, close) in [
        ("<script", "</script>"),
        ("<style", "</style>"),
        ("<section id=\"code\"", "</section>"),
    ] {
        while let Some(start) = seen.find(open) {
            let end = start + seen[start..].find(close).expect("the element ends") + close.len();
            seen.replace_range(start..end, &gap.to_string());
        }
    }
    let mut text = String::new();
    let mut inside = false;
    for c in seen.chars() {
        match c {
            '<' => inside = true,
            '>' => {
                inside = false;
                text.push(gap);
            }
            _ if !inside => text.push(c),
            _ => {}
        }
    }
    text
}

/// The sheets `page` prints on when Chromium prints it to PDF with its own
/// `@page` size and no header or footer; `None` without Chromium.
pub fn printed_sheets(page: &std::path::Path) -> Option<usize> {
    if !available("chromium", "--version") {
        return None;
    }
    let pdf = page.with_extension("pdf");
    let mut chromium = headless_chromium(page);
    chromium
        .arg("--no-pdf-header-footer")
        .arg(format!("--print-to-pdf={}", pdf.display()))
        .arg(format!("file://{}", page.display()));
    succeeded(&mut chromium);
    let bytes = std::fs::read(&pdf).expect("chromium wrote the PDF");
    // Each sheet is one object `/Type /Page`; their parent is `/Type /Pages`.
    let marker = b"/Type /Page";
    let sheets = bytes
        .windows(marker.len() + 1)
        .filter(|window| window.starts_with(marker) && window[marker.len()] != b's')
        .count();
    Some(sheets)
}
