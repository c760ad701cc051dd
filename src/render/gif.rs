//! The animated GIF of a run, `nqueens trace --format gif`: one frame a
//! step, each the picture of [`frame_svg`] rasterised by `resvg`, encoded
//! by the `gif` crate so that every slide program plays it.
//!
//! The file stays small in two ways. The frames are drawn without
//! anti-aliasing, so the whole animation has a few dozen colours and one
//! global palette holds them exactly (no quantiser, no dithering). And a
//! frame after the first holds only the rectangle that changed since the
//! one before, its unchanged pixels transparent so that they compress to
//! almost nothing; a step that changes nothing (a call right after its
//! try, say) is a single transparent pixel that only holds the time.

use std::collections::HashMap;
use std::io::{self, Write};

use gif::{DisposalMethod, Encoder, Frame, Repeat};
use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{Options, Tree};

use super::svg::position::cell_size;
use super::svg::step::frame_svg;
use crate::trace::Recording;

/// The frames per second unless told otherwise.
pub const DEFAULT_FPS: u32 = 5;
/// The most frames per second: a GIF counts its delays in hundredths of a
/// second, and players slow down delays under two of them.
pub const MAX_FPS: u32 = 50;
/// The most steps a GIF draws: at n = 5 that is a file of a few megabytes.
pub const MAX_GIF_STEPS: u64 = 10_000;
/// How long the last frame stays, in hundredths of a second, before the
/// animation starts again.
const LAST_FRAME_HOLD: u16 = 300;

/// A picture as rows of RGBA pixels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    pub width: u32,
    pub height: u32,
    /// Four bytes a pixel, row after row.
    pub rgba: Vec<u8>,
}

impl Picture {
    /// The pixel at (`x`, `y`) as RGBA.
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        let at = 4 * (y * self.width + x) as usize;
        [
            self.rgba[at],
            self.rgba[at + 1],
            self.rgba[at + 2],
            self.rgba[at + 3],
        ]
    }
}

/// `svg` rasterised by `resvg` at its own size. The pictures drawn here
/// are opaque (a white background first), so the premultiplied pixels of
/// the renderer are the plain ones.
pub fn rasterise(svg: &str) -> Picture {
    let tree = Tree::from_str(svg, &Options::default()).expect("the pictures drawn here are valid SVG");
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height()).expect("a picture has a size");
    resvg::render(&tree, Transform::default(), &mut pixmap.as_mut());
    Picture {
        width: size.width(),
        height: size.height(),
        rgba: pixmap.take(),
    }
}

/// The picture of the step at `index` of the recording's window, as a frame.
pub fn frame_picture(recording: &Recording, index: usize) -> Picture {
    let n = recording.n();
    let svg = frame_svg(
        n,
        cell_size(n),
        recording.total,
        &recording.steps[index],
        &recording.queens(index),
    );
    rasterise(&svg)
}

/// A frame's changed rectangle as palette indices.
struct Patch {
    left: u16,
    top: u16,
    width: u16,
    height: u16,
    indices: Vec<u8>,
}

/// The palette index of a pixel left as the frame before had it.
const TRANSPARENT: u8 = 0;

/// The colours met so far, each with its palette index (0 is transparency).
struct Palette {
    index: HashMap<[u8; 3], u8>,
    rgb: Vec<u8>,
}

impl Palette {
    fn new() -> Self {
        Self {
            index: HashMap::new(),
            rgb: vec![0, 0, 0],
        }
    }

    fn of(&mut self, pixel: [u8; 4]) -> io::Result<u8> {
        let colour = [pixel[0], pixel[1], pixel[2]];
        if let Some(&index) = self.index.get(&colour) {
            return Ok(index);
        }
        let index = u8::try_from(self.index.len() + 1).map_err(|_| {
            io::Error::other("the frames have more than 255 colours, more than a GIF palette holds")
        })?;
        self.index.insert(colour, index);
        self.rgb.extend_from_slice(&colour);
        Ok(index)
    }
}

/// The smallest rectangle holding every pixel of `now` that differs from
/// `before` (one pixel when none does), with those pixels' indices and
/// the others transparent; the whole picture when there is no `before`.
fn patch(before: Option<&Picture>, now: &Picture, palette: &mut Palette) -> io::Result<Patch> {
    let changed = |x: u32, y: u32| before.is_none_or(|before| before.pixel(x, y) != now.pixel(x, y));
    let (mut left, mut top, mut right, mut bottom) = (now.width, now.height, 0, 0);
    for y in 0..now.height {
        for x in 0..now.width {
            if changed(x, y) {
                (left, top) = (left.min(x), top.min(y));
                (right, bottom) = (right.max(x + 1), bottom.max(y + 1));
            }
        }
    }
    if right == 0 {
        (left, top, right, bottom) = (0, 0, 1, 1);
    }
    let mut indices = Vec::with_capacity(((right - left) * (bottom - top)) as usize);
    for y in top..bottom {
        for x in left..right {
            indices.push(if changed(x, y) {
                palette.of(now.pixel(x, y))?
            } else {
                TRANSPARENT
            });
        }
    }
    let side = |value: u32| u16::try_from(value).expect("a frame is at most a few hundred pixels wide");
    Ok(Patch {
        left: side(left),
        top: side(top),
        width: side(right - left),
        height: side(bottom - top),
        indices,
    })
}

/// What a GIF holds, for the note on stderr and the tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GifSize {
    pub frames: usize,
    pub width: u32,
    pub height: u32,
    pub colours: usize,
}

/// Writes the steps of `recording`'s window as an animated GIF playing
/// `fps` frames a second, looping; `stop` is asked between frames and
/// ends the drawing with an error when it says so (Ctrl-C).
pub fn write_gif(
    recording: &Recording,
    fps: u32,
    out: &mut dyn Write,
    stop: &dyn Fn() -> bool,
) -> io::Result<GifSize> {
    let mut palette = Palette::new();
    let mut patches = Vec::with_capacity(recording.steps.len());
    let mut before: Option<Picture> = None;
    for index in 0..recording.steps.len() {
        if stop() {
            return Err(io::Error::other("interrupted"));
        }
        let now = frame_picture(recording, index);
        patches.push(patch(before.as_ref(), &now, &mut palette)?);
        before = Some(now);
    }
    let last = before.expect("a recording keeps at least its root call");
    let size = |value: u32| u16::try_from(value).expect("a frame is at most a few hundred pixels wide");
    let mut encoder =
        Encoder::new(out, size(last.width), size(last.height), &palette.rgb).map_err(io::Error::other)?;
    encoder.set_repeat(Repeat::Infinite).map_err(io::Error::other)?;
    let delay = u16::try_from(100 / fps.clamp(1, MAX_FPS)).expect("a delay under a second");
    let frames = patches.len();
    for (index, patch) in patches.into_iter().enumerate() {
        let frame = Frame {
            delay: if index + 1 == frames {
                LAST_FRAME_HOLD
            } else {
                delay
            },
            dispose: DisposalMethod::Keep,
            transparent: (index > 0).then_some(TRANSPARENT),
            left: patch.left,
            top: patch.top,
            width: patch.width,
            height: patch.height,
            buffer: patch.indices.into(),
            ..Frame::default()
        };
        encoder.write_frame(&frame).map_err(io::Error::other)?;
    }
    Ok(GifSize {
        frames,
        width: last.width,
        height: last.height,
        colours: palette.index.len(),
    })
}
