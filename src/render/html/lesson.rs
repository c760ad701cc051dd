//! The look of a lesson's page: its head and style, readable on a laptop
//! and on a projector, in the palette's colours. The lesson's sections
//! are marked up by `lessons::page` (HTML, Markdown or text alike).

use super::page_head;

/// The style of a lesson's page.
const STYLE: &str = "
body { font-family: system-ui, sans-serif; max-width: 52em; margin: 2em auto; padding: 0 1em; line-height: 1.5; color: var(--ink); background: var(--paper); }
pre { background: var(--shade); padding: 0.8em; overflow-x: auto; line-height: 1.25; }
code { background: var(--shade); padding: 0 0.2em; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid var(--rule); padding: 0.2em 0.6em; }
td.figure { text-align: right; font-variant-numeric: tabular-nums; }
form.quiz { background: var(--note); border: 1px solid var(--column); padding: 0.6em 1em; }
.verdict { font-weight: bold; }
";

/// The start of a lesson's page up to its `<body>`, in the language coded
/// `lang` (`en`), titled `title` (already markup).
pub fn lesson_head(lang: &str, title: &str) -> String {
    page_head(lang, title, STYLE)
}
