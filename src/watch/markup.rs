//! Text made safe for the pages the players write: JSON inside a
//! `<script>` element, and text inside HTML.

use crate::lang::Lang;

/// JSON that can sit inside a `<script>` element: no `</` to end it early.
pub fn script_safe(json: &str) -> String {
    json.replace("</", "<\\/")
}

/// Text for HTML: `&` and `<` escaped.
pub fn html_text(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;")
}

/// A page's `lang` attribute for `lang`.
fn html_lang(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Ko => "ko",
    }
}

/// The start of a page up to its `<body>`: its language, `title` (already
/// HTML text) and `style`.
pub fn page_head(lang: Lang, title: &str, style: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>nqueens: {title}</title>\n<style>{style}</style>\n</head>\n<body>\n",
        html_lang(lang)
    )
}
