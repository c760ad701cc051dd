//! The one way text goes into HTML and SVG: [`markup`] for an element or
//! an attribute, [`script_safe`] for JSON inside a `<script>`.

/// `text` for HTML or SVG, inside an element or a double-quoted attribute:
/// `&`, `<`, `>` and `"` escaped.
pub fn markup(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// JSON that can sit inside a `<script>` element: no `</` to end it early.
pub fn script_safe(json: &str) -> String {
    json.replace("</", "<\\/")
}
