//! Text made safe for the pages the players write: JSON inside a
//! `<script>` element, and text inside HTML.

/// JSON that can sit inside a `<script>` element: no `</` to end it early.
pub fn script_safe(json: &str) -> String {
    json.replace("</", "<\\/")
}

/// Text for HTML: `&` and `<` escaped.
pub fn html_text(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;")
}
