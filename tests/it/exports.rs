//! The exports for slides: `draw --step K` (one step as SVG, with its code
//! and its tree beside it) and `trace
//! --format gif` (the run as an animated GIF), read back as a viewer reads
//! them: the SVG's marks by their data attributes, the GIF decoded by the
//! `gif` crate frame by frame onto one canvas, as a player shows it.

use crate::common;

use common::{nqueens, outputs_of, stdout_of};
use gif::{ColorOutput, DecodeOptions};
use nqueens::render::gif::{frame_picture, Picture};
use nqueens::strategies::Strategy;
use nqueens::trace::Recording;
use nqueens::RunSpec;

/// The bytes `nqueens args` writes to stdout.
fn bytes_of(args: &[&str]) -> Vec<u8> {
    let output = nqueens().args(args).output().expect("nqueens runs");
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}

/// The canvas after each frame of `gif`: each frame drawn over the one
/// before where it is not transparent, as the frames ask (dispose: keep).
fn played(gif: &[u8]) -> Vec<Picture> {
    let mut options = DecodeOptions::new();
    options.set_color_output(ColorOutput::RGBA);
    let mut decoder = options.read_info(gif).expect("a GIF");
    let (width, height) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let mut canvas = Picture {
        width,
        height,
        rgba: vec![0; (4 * width * height) as usize],
    };
    let mut shown = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a whole frame") {
        assert_eq!(frame.dispose, gif::DisposalMethod::Keep);
        for y in 0..u32::from(frame.height) {
            for x in 0..u32::from(frame.width) {
                let from = 4 * (y * u32::from(frame.width) + x) as usize;
                let pixel = &frame.buffer[from..from + 4];
                if pixel[3] != 0 {
                    let (at_x, at_y) = (x + u32::from(frame.left), y + u32::from(frame.top));
                    let to = 4 * (at_y * width + at_x) as usize;
                    canvas.rgba[to..to + 4].copy_from_slice(pixel);
                }
            }
        }
        shown.push(canvas.clone());
    }
    shown
}

#[test]
fn the_gif_plays_every_step_and_its_frames_are_the_pictures_of_those_steps() {
    let gif = bytes_of(&["trace", "--format", "gif", "-n", "4"]);
    assert_eq!(&gif[..6], b"GIF89a", "a GIF89a file (it loops and has delays)");
    let frames = played(&gif);
    // n = 4 with branch-and-bound takes 172 steps (tests/snapshots/trace_branch_and_bound_n4.snap).
    assert_eq!(frames.len(), 172, "one frame a step");
    let recording =
        Recording::record(RunSpec::of(Strategy::BranchAndBound, 4, false), 172).expect("n = 4 is taken");
    assert_eq!(recording.total, 172);
    assert_eq!(
        frames[0],
        frame_picture(&recording, 0),
        "the first frame is step 1"
    );
    assert_eq!(
        frames[171],
        frame_picture(&recording, 171),
        "the last frame is step 172"
    );
    assert_eq!(
        frames[69],
        frame_picture(&recording, 69),
        "step 70, the first solution"
    );
    assert_ne!(frames[0], frames[171]);
}

#[test]
fn max_steps_keeps_that_many_frames_and_a_small_file() {
    let gif = bytes_of(&[
        "trace",
        "--format",
        "gif",
        "-n",
        "5",
        "--max-steps",
        "40",
        "--fps",
        "10",
    ]);
    let frames = played(&gif);
    assert_eq!(frames.len(), 40);
    let recording =
        Recording::record(RunSpec::of(Strategy::BranchAndBound, 5, false), 40).expect("n = 5 is taken");
    assert_eq!(
        frames[39],
        frame_picture(&recording, 39),
        "the last frame is step 40"
    );
    // Frames hold only what changed: 40 whole frames of this size would
    // take over 40 x 60,000 pixels; what changed from step to step is small.
    let whole = 40 * frames[0].width as usize * frames[0].height as usize;
    assert!(gif.len() * 20 < whole, "{} bytes for {whole} pixels", gif.len());
}

#[test]
fn a_step_is_drawn_with_its_square_marked_and_its_trace_line() {
    // Step 8 of branch-and-bound at n = 4: `(1,1) pruned: \ diagonal row-col+n-1 = 3 is taken`.
    let svg = stdout_of(&["draw", "--step", "8", "-n", "4"]);
    let document = roxmltree::Document::parse(&svg).expect("valid SVG");
    assert!(svg.contains("branch-and-bound, n = 4: step 8 of 172"), "{svg}");
    assert!(svg.contains("(1,1) pruned: \\ diagonal row-col+n-1 = 3 is taken"));
    let marks: Vec<&str> = document
        .descendants()
        .filter_map(|node| node.attribute("data-mark"))
        .collect();
    assert_eq!(marks, ["1 1"], "the pruned square is marked");
    let queens = stdout_of(&["draw", "--step", "10", "-n", "4"]);
    assert!(queens.contains("(1,2) placed: marks column 2, / 3, \\ 2"));
    // With --tree, the tree up to the same step stands beside the board.
    let both = stdout_of(&["draw", "--step", "8", "-n", "4", "--tree"]);
    let document = roxmltree::Document::parse(&both).expect("valid SVG");
    assert_eq!(
        pictures(&document).len(),
        2,
        "the board and the tree, side by side"
    );
    assert!(both.contains("Up to step 8 of 172"));
}

/// The pictures side by side in a slide, from the left.
fn pictures<'a>(document: &'a roxmltree::Document) -> Vec<roxmltree::Node<'a, 'a>> {
    document
        .root_element()
        .children()
        .filter(|node| node.has_tag_name("svg"))
        .collect()
}

/// The `data-...` attribute `name` of the element of `picture` tagged `class="current"`.
fn current<'a>(picture: roxmltree::Node<'a, 'a>, name: &str) -> Option<&'a str> {
    picture
        .descendants()
        .find(|node| node.attribute("class") == Some("current"))
        .and_then(|node| node.attribute(name))
}

#[test]
fn a_slide_holds_the_board_the_code_and_the_tree_of_one_step_as_the_trace_gives_them() {
    let json = stdout_of(&["trace", "--format", "json", "-n", "4"]);
    let trace: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
    // A prune, a placement, a try and a solution of branch-and-bound at n = 4.
    for step in [8, 10, 60, 70] {
        let traced = &trace["steps"][step - 1];
        assert_eq!(traced["step"], step);
        let queens: Vec<u64> = traced["queens"]
            .as_array()
            .unwrap()
            .iter()
            .map(|queen| queen.as_u64().unwrap())
            .collect();
        let svg = stdout_of(&[
            "draw",
            "--step",
            &step.to_string(),
            "-n",
            "4",
            "--tree",
            "--code",
            "rust",
        ]);
        let document = roxmltree::Document::parse(&svg).expect("valid SVG");
        let [board, code, tree] = pictures(&document)[..] else {
            panic!("step {step}: the board, the code and the tree side by side");
        };
        let placed: Vec<String> = queens.iter().map(u64::to_string).collect();
        assert_eq!(
            board.attribute("data-queens"),
            Some(placed.join(" ").as_str()),
            "step {step}"
        );
        let lit = current(code, "data-line").map(|line| line.parse::<u64>().unwrap());
        assert_eq!(
            lit,
            traced["line"].as_u64(),
            "step {step}: the lit line is the trace's"
        );
        // A prune or a placement lights its own square; a try or a solution
        // the node whose loop runs: the last queen placed.
        let square = match traced["kind"].as_str().unwrap() {
            "prune" | "place" => format!("{},{}", traced["row"], traced["col"]),
            _ => format!("{},{}", queens.len() - 1, queens.last().unwrap()),
        };
        assert_eq!(current(tree, "data-node"), Some(square.as_str()), "step {step}");
    }
    let korean = outputs_of(&["--lang", "ko", "draw", "--step", "8", "-n", "4", "--code", "rust"]).0;
    assert!(
        korean.contains("src/strategies/branch_and_bound.rs의 88번째 줄"),
        "{korean}"
    );
}

#[test]
fn exports_refuse_what_they_cannot_draw() {
    for (args, message) in [
        (
            &["draw", "--step", "173", "-n", "4"][..],
            "--step 173: the search of branch-and-bound at n = 4 takes 172 steps",
        ),
        (
            &["draw", "--step", "0", "-n", "4"][..],
            "--step 0: steps are numbered from 1",
        ),
        (&["trace", "--format", "gif", "--fps", "0"][..], "--fps"),
        (
            &["trace", "--format", "gif", "--max-steps", "10001"][..],
            "--format gif draws at most 10,000 frames",
        ),
        (
            &["trace", "--fps", "5"][..],
            "--fps 5: only --format gif has frames",
        ),
    ] {
        let output = nqueens().args(args).output().expect("nqueens runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty());
    }
}
