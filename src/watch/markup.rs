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
pub fn html_lang(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Ko => "ko",
    }
}
