//! What a Korean output may hold in Latin letters, and the check that it
//! holds Hangul: shared by the tests of the commands, the terminal view and
//! the page in Korean.

/// Whether `text` has a Hangul syllable.
pub fn has_hangul(text: &str) -> bool {
    text.chars().any(|c| ('가'..='힣').contains(&c))
}

/// The English words a Korean output may hold: the strategies'
/// identifiers, the commands and the values their flags take, the streams
/// and the keys of the keyboard a refusal or a page names, the code's names a trace shows (a name with
/// `_` is one too), file names, units.
pub const ALLOWED: [&str; 43] = [
    "branching",
    "bounding",
    "branch",
    "and",
    "bound",
    "pairwise",
    "bitmask",
    "mirror",
    "symmetry",
    "parallel",
    "halves",
    "construction",
    "min",
    "conflicts",
    "µs",
    "ms",
    "mirorr",
    "LIST",
    "nqueens",
    "solve",
    "trace",
    "draw",
    "watch",
    "count",
    "merge",
    "text",
    "json",
    "html",
    "gif",
    "search",
    "stdin",
    "stdout",
    "Ctrl",
    "ko",
    "Enter",
    "Home",
    "End",
    "Esc",
    "row",
    "col",
    "queens",
    "columns",
    "diagonals",
];

/// The words of `text` in Latin letters that are not allowed; a flag
/// (`--max-nodes`) is a name the command line takes, and a word with `_`
/// (`solve`) a name of the code.
pub fn english_words(text: &str) -> Vec<String> {
    let flags = without_flags(text);
    flags
        .split(|c: char| !(c.is_ascii_alphabetic() || c == 'µ' || c == '_'))
        .filter(|word| word.chars().filter(char::is_ascii_alphabetic).count() > 1)
        .filter(|word| !word.contains('_') && !ALLOWED.contains(word))
        .map(str::to_string)
        .collect()
}

/// `text` without its flags (`--max-nodes`, `-n`, also where a particle
/// follows: `--missing으로`) and the values it quotes as typed (`'abc'`).
fn without_flags(text: &str) -> String {
    let unquoted: String = text.split('\'').step_by(2).collect::<Vec<_>>().join(" ");
    let mut kept = String::new();
    let mut in_flag = false;
    let mut before = ' ';
    for c in unquoted.chars() {
        if c == '-' && !before.is_ascii_alphanumeric() {
            in_flag = true;
        } else if in_flag && !(c.is_ascii_alphanumeric() || c == '-') {
            in_flag = false;
        }
        if !in_flag {
            kept.push(c);
        }
        before = c;
    }
    kept
}
