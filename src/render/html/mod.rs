//! The pages: the replay page of a recorded search ([`replay`]), the
//! race of strategies ([`race`]) and the classroom's prediction on the
//! replay page ([`classroom`]); a lesson's page takes its head and look
//! from [`lesson`]. The one head every page starts with ([`page_head`],
//! the palette's CSS variables in it) lives here.

pub mod classroom;
pub mod handout;
pub mod lesson;
pub mod race;
pub mod replay;

pub use super::escape::{markup, script_safe};
use super::palette::css_variables;

/// The start of a page up to its `<body>`: its language (`lang`, as
/// `en`), `title` (already markup) and `style`, which reads the palette
/// as CSS variables (`var(--ink)`).
pub fn page_head(lang: &str, title: &str, style: &str) -> String {
    let palette = css_variables();
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<style>{palette}{style}</style>\n</head>\n<body>\n"
    )
}
