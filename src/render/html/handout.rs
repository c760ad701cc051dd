//! The look of the two pages to print beside the lessons (the summary and
//! the worksheet): A4, in the palette's colours. Their sections are
//! written by `lessons::handout`.

use super::page_head;

/// The look of both pages: A4 with narrow margins, small enough type for
/// the summary to hold on one sheet.
const STYLE: &str = "
@page { size: A4; margin: 10mm 12mm; }
body { font-family: system-ui, 'Noto Sans CJK KR', sans-serif; font-size: 9pt; line-height: 1.3; color: var(--ink); background: var(--paper); max-width: 186mm; margin: 0 auto; }
h1 { font-size: 15pt; margin: 0 0 3pt; }
h2 { font-size: 11pt; margin: 8pt 0 3pt; border-bottom: 1px solid var(--rule); }
p { margin: 3pt 0; }
table { border-collapse: collapse; margin: 3pt 0; }
th, td { border: 1px solid var(--rule); padding: 1pt 5pt; vertical-align: top; }
td.figure { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.step { white-space: nowrap; }
dl { margin: 3pt 0; }
dt { font-weight: bold; display: inline; }
dd { display: inline; margin: 0; }
dd::after { content: ''; display: block; margin-bottom: 2pt; }
pre { background: var(--shade); padding: 3pt 6pt; margin: 3pt 0; font-size: 9pt; line-height: 1.3; }
code { background: var(--shade); padding: 0 0.2em; }
ul { margin: 3pt 0; padding-left: 14pt; }
li { margin-bottom: 2pt; }
.tree svg { width: 100%; height: auto; }
.fill { border-bottom: 1px solid var(--ink); display: inline-block; min-width: 28mm; }
.boards { display: flex; gap: 14mm; margin: 4pt 0; }
table.board td { width: 9mm; height: 9mm; padding: 0; text-align: center; font-size: 14pt; }
table.board td.dark { background: var(--dark); }
.answers { break-before: page; }
@media screen { body { margin: 2em auto; } }
";

/// The start of a page to print up to its `<body>`, in the language coded
/// `lang` (`en`), titled `title` (already markup).
pub fn handout_head(lang: &str, title: &str) -> String {
    page_head(lang, title, STYLE)
}
