//! The two players as a person meets them. The real `nqueens watch` in a
//! real terminal: tmux runs it, `send-keys` presses the keys,
//! `capture-pane` reads the screen back. The replay page of `trace
//! --format html` in headless Chromium (Debian's `chromium`) at
//! `#step=10`: it runs its script from disk, with no network, and shows
//! step 10. Each test is skipped where its tool is missing, except in CI
//! (`CI=true`), where `.ci/run` installs both.

use crate::common;

use common::tools::{dom_at, opened, text_of, visible_text, Tmux};
use common::{stdout_of, BINARY};

fn watch_command(args: &str) -> String {
    format!(
        "{BINARY} watch {args}; echo \"watch ended with $?\"; stty -a | tr ' ;' '\\n\\n' | grep -x -- '-*icanon'; sleep 60"
    )
}

#[test]
fn keys_move_the_view_and_q_gives_the_terminal_back() {
    let Some(tmux) = Tmux::start("keys", &watch_command("-n 4")) else {
        return;
    };
    // The n = 4 branch-and-bound search takes 172 steps (tests/snapshots/trace_branch_and_bound_n4.snap).
    let screen = tmux.wait_for("step 1 of 172");
    assert!(screen.contains("solve(row = 0)"), "{screen}");
    tmux.keys(&["Right", "Right", "Right", "Right", "Right", "Right", "Right"]);
    let screen = tmux.wait_for("step 8 of 172");
    // Step 8: `(1,1) pruned: \ diagonal ...`, the pruned square marked with its reason.
    assert!(screen.contains("  1  | x\\x ·  ·"), "{screen}");
    assert!(screen.contains(">   8     (1,1) pruned"), "{screen}");
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
    tmux.wait_until("Esc to hide the keys", |screen| {
        !screen.contains("keys (? hides)")
    });
    tmux.keys(&["End"]);
    tmux.wait_for("step 172 of 172");
    // A window too small says what it needs; back to size, the view returns.
    tmux.run(&["resize-window", "-t", "watch", "-x", "50", "-y", "12"]);
    let screen = tmux.wait_for("Enlarge it").replace('\n', " ");
    let (width, height) = nqueens::render::terminal::needed_size(4);
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
        !screen.contains("solve"),
        "the alternate screen is gone:\n{screen}"
    );
    assert_line_mode(&screen);
}

#[test]
fn a_key_that_comes_in_one_read_with_esc_is_taken_too() {
    let Some(tmux) = Tmux::start("esc", &watch_command("-n 4")) else {
        return;
    };
    tmux.wait_for("step 1 of 172");
    // Esc hides the keys, End goes to the last step (`ESC [ 4 ~` in tmux):
    // both, from one write.
    tmux.keys(&["?"]);
    tmux.wait_for("keys (? hides)");
    tmux.keys_at_once(&["Escape", "End"]);
    let screen = tmux.wait_for("step 172 of 172");
    assert!(
        !screen.contains("keys (? hides)"),
        "Esc hides the keys:\n{screen}"
    );
    // Esc drops a step number being typed, Left steps back.
    tmux.keys(&["g", "1", "2"]);
    tmux.wait_for("go to step: 12_");
    tmux.keys_at_once(&["Escape", "Left"]);
    let screen = tmux.wait_for("step 171 of 172");
    assert!(!screen.contains("go to step"), "Esc drops the number:\n{screen}");
    tmux.keys(&["q"]);
    let screen = tmux.wait_for("icanon");
    assert!(screen.contains("watch ended with 0"), "{screen}");
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
    // As every command ends on Ctrl-C: exit code 130, and where it stopped.
    assert!(screen.contains("watch ended with 130"), "{screen}");
    assert!(screen.contains("error: interrupted at step "), "{screen}");
    assert!(
        !screen.contains("open calls"),
        "the alternate screen is gone:\n{screen}"
    );
    assert_line_mode(&screen);
}

/// n = 8 with full branching: 112,647,110 steps, its first solution at
/// step 8,727,578 (tests/it/watch.rs works both out), far past the million
/// steps kept at once; `n` gets there all the same, `End` to the last step.
#[test]
fn keys_reach_steps_past_the_window_in_memory() {
    let Some(tmux) = Tmux::start("window", &watch_command("-n 8 --strategy branching")) else {
        return;
    };
    tmux.wait_for("step 1 of 112,647,110");
    tmux.keys(&["n"]);
    let screen = tmux.wait_for("step 8,727,578 of 112,647,110");
    assert!(screen.contains("solution 1: 0 4 7 5 2 6 1 3"), "{screen}");
    tmux.keys(&["End"]);
    tmux.wait_for("step 112,647,110 of 112,647,110");
    tmux.keys(&["N"]);
    let screen = tmux.wait_for("solution 92:");
    assert!(screen.contains(" of 112,647,110"), "{screen}");
    tmux.keys(&["q"]);
    let screen = tmux.wait_for("icanon");
    assert!(screen.contains("watch ended with 0"), "{screen}");
}

/// The words of two letters or more on `text` written in Latin letters
/// that are not names from the code or keys of the keyboard: what a
/// Korean screen must not have.
fn english_words(text: &str) -> Vec<String> {
    const NAMES: [&str; 9] = [
        "solve",
        "row",
        "col",
        "branch-and-bound",
        "nqueens",
        "Enter",
        "Home",
        "End",
        "Esc",
    ];
    let mut found: Vec<String> = text
        .split(|c: char| !(c.is_ascii_alphabetic() || c == '_' || c == '-'))
        .filter(|word| !NAMES.contains(word))
        .flat_map(|word| word.split('-'))
        .filter(|word| word.len() > 1 && !NAMES.contains(word))
        .map(str::to_string)
        .collect();
    found.dedup();
    found
}

#[test]
fn watch_shows_the_code_and_the_tree_and_toggles_them() {
    for (lang, code, tree, placed) in [
        (
            "en",
            "code: programs/03_branch_and_bound/main.cpp",
            "state-space tree",
            "(1,2) placed",
        ),
        (
            "ko",
            "코드: programs/03_branch_and_bound/main.cpp",
            "상태 공간 트리",
            "(1,2)에 놓음",
        ),
    ] {
        let Some(tmux) = Tmux::start(
            &format!("panels-{lang}"),
            &watch_command(&format!("-n 4 --lang {lang}")),
        ) else {
            return;
        };
        tmux.wait_for(if lang == "en" {
            "step 1 of 172"
        } else {
            "전체 172단계 가운데 1단계"
        });
        tmux.keys(&["g", "1", "0", "Enter", "c"]);
        // Step 10 places (1,2): the code panel takes the trace's place on
        // 80 columns, its line of the placement lit.
        let screen = tmux.wait_for(code);
        assert!(
            screen
                .lines()
                .any(|line| line.starts_with("│> ") && line.contains("column[col] = up[row + col] =")),
            "{screen}"
        );
        assert!(!screen.contains(placed), "the trace gave way:\n{screen}");
        tmux.keys(&["t"]);
        let screen = tmux.wait_for(tree);
        let path = if lang == "en" {
            "└ (1,2)  2 left, finished · 1 right, to come"
        } else {
            "└ (1,2)  앞 형제 2개 끝남 · 뒤 형제 1개 남음"
        };
        assert!(screen.contains(path), "{screen}");
        if lang == "ko" {
            assert!(screen.chars().any(|c| ('가'..='힣').contains(&c)));
            assert_eq!(english_words(&screen), Vec::<String>::new(), "{screen}");
        }
        // A wide terminal holds the three side by side.
        tmux.run(&["resize-window", "-t", "watch", "-x", "150", "-y", "30"]);
        let screen = tmux.wait_until("three panels", |screen| {
            screen.contains(placed) && screen.contains(code) && screen.contains(tree)
        });
        assert!(screen.contains("column[col] = up[row + col] ="), "{screen}");
        tmux.keys(&["c", "t"]);
        tmux.wait_until("the trace alone", |screen| {
            screen.contains(placed) && !screen.contains(code) && !screen.contains(tree)
        });
        tmux.keys(&["q"]);
        let screen = tmux.wait_for("icanon");
        assert!(screen.contains("watch ended with 0"), "{screen}");
    }
}

#[test]
fn the_korean_page_says_everything_in_korean() {
    let dir = std::env::temp_dir().join(format!("nqueens-korean-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let page = dir.join("search.html");
    std::fs::write(
        &page,
        stdout_of(&["trace", "-n", "4", "--format", "html", "--lang", "ko"]),
    )
    .expect("writes the page");
    let english = stdout_of(&["trace", "-n", "4", "--format", "html", "--lang", "en"]);
    let Some((dom, console)) = opened(&page, "#step=15") else {
        return;
    };
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(console, Vec::<String>::new());
    assert_ne!(
        std::fs::read_to_string(&page).ok(),
        Some(english),
        "not the English page"
    );
    assert!(dom.contains("<html lang=\"ko\">"));
    assert_eq!(text_of(&dom, "status"), "전체 172단계 가운데 15단계");
    let text = visible_text(&dom, ' ');
    assert!(text.contains("상태 공간 트리"), "{text}");
    assert!(text.contains("가지치기"), "{text}");
    assert_eq!(english_words(&text), Vec::<String>::new());
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

#[test]
fn the_page_opens_at_the_step_its_address_names_and_takes_the_keys() {
    let dir = std::env::temp_dir().join(format!("nqueens-page-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let page = dir.join("search.html");
    let html = stdout_of(&["trace", "-n", "4", "--format", "html"]);
    for outside in ["http:", "https:", " src=", "<link"] {
        assert!(
            !html.contains(outside),
            "the page is self-contained: it has {outside:?}"
        );
    }
    std::fs::write(&page, &html).expect("writes the page");
    let dom = dom_at(&page, "#step=10");
    // The same page with a probe after the player: it presses keys and
    // notes the status after each (quoted with ' so that its own source,
    // which the DOM also holds, does not match).
    let probe = r#"<script>
for (const key of ["n", "ArrowLeft", "b", "End", "Home", "ArrowRight", "N"]) {
  document.dispatchEvent(new KeyboardEvent("keydown", { key }));
  const note = document.getElementById("note").textContent;
  document.body.insertAdjacentHTML("beforeend", `<p class='probe'>${key}: ${document.getElementById("status").textContent}${note ? " / " + note : ""}</p>`);
}
</script></body>"#;
    let probed = dir.join("probed.html");
    std::fs::write(&probed, html.replace("</body>", probe)).expect("writes the probed page");
    let keys_dom = dom_at(&probed, "");
    let _ = std::fs::remove_dir_all(&dir);
    let (Some(dom), Some(keys_dom)) = (dom, keys_dom) else {
        return;
    };
    // The keys land where the terminal view's do (tests/it/watch.rs): the first
    // solution at step 70, the first backtrack after step 69 at step 72.
    let statuses: Vec<&str> = keys_dom
        .split("<p class=\"probe\">")
        .skip(1)
        .map(|probe| &probe[..probe.find('<').expect("a tag follows")])
        .collect();
    assert_eq!(
        statuses,
        [
            "n: step 70 of 172",
            "ArrowLeft: step 69 of 172",
            "b: step 72 of 172",
            "End: step 172 of 172",
            "Home: step 1 of 172",
            "ArrowRight: step 2 of 172",
            "N: step 2 of 172 / no solution before step 2",
        ]
    );
    // n = 4 with branch-and-bound takes 172 steps; step 10 is `(1,2) placed`
    // (tests/snapshots/trace_branch_and_bound_n4.snap), with queens (0,0) and (1,2).
    assert_eq!(text_of(&dom, "status"), "step 10 of 172");
    assert!(
        dom.contains("<li class=\"current\" value=\"10\">"),
        "the trace list marks step 10"
    );
    assert!(
        dom.contains("(1,2) placed: marks column 2, / 3, \\ 2"),
        "step 10's line"
    );
    let board = &dom[dom.find("id=\"board\"").expect("a board")..];
    let queens = board[..board.find("</svg>").expect("an SVG")]
        .matches("class=\"queen\"")
        .count();
    assert_eq!(queens, 2, "two queens on the board at step 10");
    // Each figure is kept with its name by a no-break space.
    assert!(
        text_of(&dom, "counters").starts_with("nodes&nbsp;2  solutions&nbsp;0"),
        "{}",
        text_of(&dom, "counters")
    );
}

#[test]
fn the_page_says_why_it_does_not_open_a_step_out_of_range_and_stays() {
    let dir = std::env::temp_dir().join(format!("nqueens-range-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let page = dir.join("search.html");
    std::fs::write(&page, stdout_of(&["trace", "-n", "4", "--format", "html"])).expect("writes the page");
    // n = 4 with branch-and-bound takes 172 steps: the page stays at the
    // step it opens, step 1, and says why.
    for (fragment, note) in [
        ("#step=abc", "no step abc: steps go from 1 to 172"),
        ("#step=0", "no step 0: steps go from 1 to 172"),
        ("#step=99999", "no step 99,999: steps go from 1 to 172"),
        ("#step=172", ""),
    ] {
        let Some(dom) = dom_at(&page, fragment) else {
            break;
        };
        let status = if note.is_empty() {
            "step 172 of 172"
        } else {
            "step 1 of 172"
        };
        assert_eq!(text_of(&dom, "status"), status, "{fragment}");
        assert_eq!(text_of(&dom, "note"), note, "{fragment}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The attribute `name` of the first element with class `current` inside
/// the element with `id` in `dom`.
fn current_in<'d>(dom: &'d str, id: &str, name: &str) -> &'d str {
    let start = dom
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no #{id}"));
    let inside = &dom[start..];
    let lit = inside
        .find("class=\"current\"")
        .unwrap_or_else(|| panic!("nothing lit in #{id}"));
    let tag = &inside[inside[..lit].rfind('<').expect("a tag opens")..];
    let tag = &tag[..tag.find('>').expect("a tag ends")];
    let value = &tag[tag
        .find(&format!("{name}=\""))
        .unwrap_or_else(|| panic!("no {name} in {tag}"))
        + name.len()
        + 2..];
    &value[..value.find('"').expect("the value ends")]
}

#[test]
fn the_page_lights_the_code_line_and_the_tree_node_of_the_step() {
    let dir = std::env::temp_dir().join(format!("nqueens-views-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let page = dir.join("search.html");
    let html = stdout_of(&["trace", "-n", "4", "--format", "html", "--code", "rust"]);
    std::fs::write(&page, &html).expect("writes the page");
    let json = stdout_of(&["trace", "-n", "4", "--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&json).expect("the trace is JSON");
    let line_of = |step: usize| {
        json["steps"][step - 1]["line"]
            .as_u64()
            .expect("a line")
            .to_string()
    };
    // n = 4 with branch-and-bound (tests/snapshots/trace_branch_and_bound_n4.snap):
    // step 10 places (1,2), step 15 prunes (2,1) on its / diagonal, step 70 is
    // the first solution, whose leaf is (3,2).
    let mut lit = Vec::new();
    for (step, node, kind) in [(10, "1,2", "node"), (15, "2,1", "prune"), (70, "3,2", "solution")] {
        let Some((dom, console)) = opened(&page, &format!("#step={step}")) else {
            return;
        };
        assert_eq!(console, Vec::<String>::new(), "no console message at step {step}");
        assert_eq!(text_of(&dom, "status"), format!("step {step} of 172"));
        let line = current_in(&dom, "source", "data-line");
        assert_eq!(line, line_of(step), "the lit line is the step's line in the JSON");
        assert_eq!(current_in(&dom, "tree", "data-node"), node, "step {step}");
        assert_eq!(current_in(&dom, "tree", "data-kind"), kind, "step {step}");
        lit.push(line.to_string());
    }
    // The three lines are the placement, the / diagonal's test and the count of a solution.
    let source = std::fs::read_to_string("src/strategies/branch_and_bound.rs").expect("the source");
    let text: Vec<&str> = lit
        .iter()
        .map(|line| {
            source
                .lines()
                .nth(line.parse::<usize>().unwrap() - 1)
                .unwrap()
                .trim()
        })
        .collect();
    assert_eq!(
        text,
        [
            "self.queens[row] = col;",
            "if self.diagonal_used[diagonal] {",
            "self.solutions += 1;"
        ]
    );
    // A click on the trace's line of step 5 opens step 5 (quoted with ' so
    // that the probe's own source, which the DOM also holds, does not match).
    let probe = r#"<script>
document.querySelector('#trace li[value="5"] pre').click();
document.body.insertAdjacentHTML("beforeend", `<p class='probe'>${document.getElementById("status").textContent}</p>`);
</script></body>"#;
    let probed = dir.join("clicked.html");
    std::fs::write(&probed, html.replace("</body>", probe)).expect("writes the probed page");
    if let Some((dom, console)) = opened(&probed, "#step=10") {
        assert_eq!(console, Vec::<String>::new());
        assert!(
            dom.contains("<p class=\"probe\">step 5 of 172</p>"),
            "the click moved to step 5"
        );
        assert_eq!(current_in(&dom, "trace", "value"), "5");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_large_run_folds_its_tree_around_the_path() {
    let dir = std::env::temp_dir().join(format!("nqueens-folded-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let page = dir.join("search.html");
    std::fs::write(&page, stdout_of(&["trace", "-n", "8", "--format", "html"])).expect("writes the page");
    // Step 300 of n = 8 branch-and-bound tries (4,2) below queens (0,0),
    // (1,2), (2,5), (3,1): the path has four placed levels and the square tried.
    let Some((dom, console)) = opened(&page, "#step=300") else {
        return;
    };
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(console, Vec::<String>::new());
    assert!(!dom.contains("data-node="), "the whole tree is not drawn");
    let tree = &dom[dom.find("id=\"tree\"").expect("a tree")..];
    let tree = &tree[..tree.find("</svg>").expect("an SVG")];
    for square in ["(0,0)", "(1,2)", "(2,5)", "(3,1)", "(4,2)"] {
        assert!(tree.contains(square), "{square} on the path");
    }
    // Row 2's queen stands in column 5: five columns on its left, finished, two on its right.
    assert!(tree.contains("5 to the left, finished"), "{tree}");
    assert!(tree.contains("2 to the right"), "{tree}");
}

#[test]
fn the_trees_title_counts_and_legend_stay_in_view_while_the_tree_scrolls() {
    let dir = std::env::temp_dir().join(format!("nqueens-tree-box-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let html = stdout_of(&["trace", "-n", "5", "--format", "html"]);
    // The words stand outside the scroll box `#tree`, which holds the tree alone.
    let start = html.find("<div id=\"tree\">").expect("the tree's box");
    let end = start + html[start..].find("</svg>").expect("the tree");
    let (before, inside, after) = (&html[..start], &html[start..end], &html[end..]);
    let title = "State-space tree of branch-and-bound, n = 5, all solutions";
    let counts = "10 solutions</p>";
    let legend = "<ul id=\"tree-legend\">";
    assert!(before.contains(title) && before.contains(counts), "above the box");
    assert!(after.contains(legend), "the legend under the box");
    for words in [title, "10 solutions", "squares pruned"] {
        assert!(!inside.contains(words), "{words} is not inside the box");
    }
    // At the last step the box has scrolled right to the node, and the
    // title still starts where the box starts, inside the window.
    let probe = r##"<script>
const box = document.getElementById("tree");
const title = document.querySelector("#tree-panel .tree-title").getBoundingClientRect();
document.body.insertAdjacentHTML("beforeend", `<p id='probe'>${box.scrollLeft > 0} ${title.left >= 0 && title.left === box.getBoundingClientRect().left}</p>`);
</script></body>"##;
    let page = dir.join("scrolled.html");
    std::fs::write(&page, html.replace("</body>", probe)).expect("writes the probed page");
    let opened = opened(&page, "#step=600");
    let _ = std::fs::remove_dir_all(&dir);
    let Some((dom, console)) = opened else {
        return;
    };
    assert_eq!(console, Vec::<String>::new());
    assert_eq!(text_of(&dom, "probe"), "true true");
}
