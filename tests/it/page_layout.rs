//! The replay page laid out in headless Chromium at the sizes a classroom
//! has: at 1,280 and at 1,024 pixels wide it never scrolls sideways (the
//! code panel scrolls inside itself), in English and in Korean, and in
//! the projector mode at 1,024 x 768 each counter stays on one line. A
//! probe at the end of the page measures after the page's scripts have
//! drawn the step, so nothing waits on a clock. Skipped where Chromium is
//! missing, except in CI (`CI=true`).

use crate::common;

use common::stdout_of;
use common::tools::{opened_in_window, text_of};

/// The page of `trace -n N --lang LANG --format html` with `probe` run at
/// the end of its body, opened at `fragment` in a window of `size`; `None`
/// without Chromium.
fn probed(n: &str, lang: &str, probe: &str, fragment: &str, size: (u32, u32)) -> Option<String> {
    let dir = std::env::temp_dir().join(format!(
        "nqueens-layout-{n}-{lang}-{}x{}-{}",
        size.0,
        size.1,
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let html = stdout_of(&["trace", "-n", n, "--lang", lang, "--format", "html"]);
    let page = dir.join("search.html");
    std::fs::write(&page, html.replace("</body>", &format!("{probe}</body>"))).expect("writes the page");
    let opened = opened_in_window(&page, fragment, Some(size));
    let _ = std::fs::remove_dir_all(&dir);
    let (dom, console) = opened?;
    assert_eq!(console, Vec::<String>::new());
    Some(dom)
}

#[test]
fn the_page_fits_the_width_of_the_window() {
    let probe = r#"<script>
const root = document.documentElement;
document.body.insertAdjacentHTML("beforeend", `<p id='widths'>${root.scrollWidth} ${root.clientWidth}</p>`);
</script>"#;
    for (n, lang) in [("4", "en"), ("8", "en"), ("4", "ko"), ("8", "ko")] {
        for width in [1280, 1024] {
            let Some(dom) = probed(n, lang, probe, "#step=28", (width, 800)) else {
                return;
            };
            let widths: Vec<u32> = text_of(&dom, "widths")
                .split(' ')
                .map(|width| width.parse().expect("a width in pixels"))
                .collect();
            let [scrolled, shown] = widths[..] else {
                panic!("two widths: {widths:?}");
            };
            // The window less its vertical scroll bar.
            assert!(
                shown > width - 30,
                "n = {n}, {lang}, {width} px: {shown} px shown"
            );
            assert!(
                scrolled <= shown,
                "n = {n}, {lang}, {width} px: the page is {scrolled} px wide, {shown} px shown"
            );
        }
    }
}

#[test]
fn in_the_projector_mode_each_counter_stays_on_one_line() {
    // Each place where the counters' text goes on to a new line, as the
    // two characters before it, `|`, and the two after it.
    let probe = r#"<script>
const text = document.getElementById("counters").firstChild;
const range = document.createRange();
const breaks = [];
let line = null;
for (let i = 0; i < text.length; i++) {
  range.setStart(text, i);
  range.setEnd(text, i + 1);
  const box = range.getClientRects()[0];
  if (!box || text.data[i] === "\n") continue;
  if (line !== null && box.top > line + 1) breaks.push(text.data.slice(i - 2, i) + "|" + text.data.slice(i, i + 2));
  line = box.top;
}
document.body.insertAdjacentHTML("beforeend", `<p id='breaks'>${breaks.join(" ~ ")}</p>`);
</script>"#;
    for (lang, counters) in [
        ("en", "nodes 4  solutions 0\nprunes 7 (column 4, / 1, \\ 2)"),
        (
            "ko",
            "노드 4개, 해 0개\n가지치기한 칸 7개(열 4칸, / 대각선 1칸, \\ 대각선 2칸)",
        ),
    ] {
        let Some(dom) = probed("4", lang, probe, "#step=28&projector", (1024, 768)) else {
            return;
        };
        assert!(
            dom.contains("<body class=\"projector\">"),
            "{lang}: the projector mode"
        );
        assert_eq!(
            text_of(&dom, "counters").replace("&nbsp;", " "),
            counters,
            "{lang}: the counters of step 28"
        );
        let breaks = text_of(&dom, "breaks");
        assert!(
            breaks.contains("\n|"),
            "{lang}: the second line starts anew: {breaks:?}"
        );
        // A line ends at the end of a line of the counters, after a comma,
        // or before a parenthesis; never between a name and its figure.
        for at in breaks.split(" ~ ") {
            let (before, after) = at.split_once('|').expect("a break");
            assert!(
                before.ends_with('\n') || before == ", " || after.starts_with('('),
                "{lang}: a counter broken at {at:?} in {breaks:?}"
            );
        }
    }
}
