//! The words of the tool, kept apart from the numbers: one catalog file per
//! language (`en.txt`, `ko.txt`), so that a third language is one more file.
//!
//! A catalog is a list of named sections: a line `@@ key` starts a section,
//! and its text runs to the next one. The text holds no figures: it names
//! them as `{placeholders}`, filled from runs and computations when the
//! words are shown, so the words cannot disagree with the numbers. A missing
//! section or placeholder is a bug and panics; the tests show every section
//! in both languages to catch it.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::format::{article, thousands};
use crate::lang::korean;
pub use crate::lang::Lang;

/// The English catalog.
pub const ENGLISH: &str = include_str!("en.txt");
/// The Korean catalog.
pub const KOREAN: &str = include_str!("ko.txt");

impl Lang {
    /// The whole text file of this language.
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => ENGLISH,
            Lang::Ko => KOREAN,
        }
    }

    /// The section `key`, trimmed.
    ///
    /// # Panics
    /// When the text of this language has no such section.
    pub fn section(self, key: &str) -> &'static str {
        self.section_if(key)
            .unwrap_or_else(|| panic!("the {self:?} catalog has no section '@@ {key}'"))
    }

    /// The section `key`, trimmed, if the catalog has one (a log line's
    /// message, which may be one the catalog does not hold).
    pub fn section_if(self, key: &str) -> Option<&'static str> {
        self.index().get(key).copied()
    }

    /// Every section of this language by its key (the first, should a key
    /// come twice), read from its text the first time a word is looked
    /// up: a trace looks up words at every step.
    fn index(self) -> &'static HashMap<&'static str, &'static str> {
        static INDEXES: [OnceLock<HashMap<&str, &str>>; Lang::ALL.len()] =
            [const { OnceLock::new() }; Lang::ALL.len()];
        INDEXES[self as usize].get_or_init(|| {
            let mut index = HashMap::new();
            for (key, body) in sections(self.source()) {
                index.entry(key).or_insert(body);
            }
            index
        })
    }

    /// The section `key` filled with `values`, counts written with
    /// thousands separators (`2,057`).
    ///
    /// # Panics
    /// When there is no such section or a placeholder has no value.
    pub fn say(self, key: &str, values: &[(&str, Value)]) -> String {
        fill(self.section(key), values, |value| match value {
            Value::Count(count) => thousands(*count),
            Value::Text(text) => text.clone(),
        })
    }
}

/// Every `(key, text)` section of a text file.
pub fn sections(source: &str) -> impl Iterator<Item = (&str, &str)> {
    source
        .split("\n@@ ")
        .skip(1)
        .map(|section| match section.split_once('\n') {
            Some((key, body)) => (key.trim(), body.trim()),
            None => (section.trim(), ""),
        })
}

/// A figure or a word that fills a placeholder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A count, printed with thousands separators.
    Count(u128),
    /// Anything else, printed as it is.
    Text(String),
}

impl From<u128> for Value {
    fn from(count: u128) -> Self {
        Value::Count(count)
    }
}

impl From<u64> for Value {
    fn from(count: u64) -> Self {
        Value::Count(count.into())
    }
}

impl From<usize> for Value {
    fn from(count: usize) -> Self {
        Value::Count(count as u128)
    }
}

impl From<String> for Value {
    fn from(text: String) -> Self {
        Value::Text(text)
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Self {
        Value::Text(text.to_string())
    }
}

/// Whether `value` is one, for the singular of an English word.
fn is_one(value: &Value) -> bool {
    match value {
        Value::Count(count) => *count == 1,
        Value::Text(text) => text.replace(',', "").parse::<f64>() == Ok(1.0),
    }
}

/// The English article before `value` as it is read aloud.
fn article_before(value: &Value) -> &'static str {
    match value {
        Value::Count(count) => article(*count),
        Value::Text(text) => text.replace(',', "").parse::<u128>().map_or("a", article),
    }
}

/// `template` with every placeholder filled, `show(value)` writing a value:
///
/// - `{name}`: the value;
/// - `{name:으로}`: the value and the Korean particle that follows it as it
///   is read aloud (`4로`, `3으로`; either form of 은/는, 이/가, 을/를,
///   과/와, 이나/나, 으로/로, see [`korean::particle`]);
/// - `{name:leaf|leaves}`: the value, a space and the English word in the
///   singular when the value is one, else in the plural (`1 leaf`, `0 leaves`);
/// - `{name?is|are}`: only the word, singular or plural;
/// - `{name?a|an}`: only the English article read before the value
///   (`an 8`, `an 11`, `a 4`, see [`article`]).
///
/// # Panics
/// When a placeholder has no value, or a `{` is not closed.
pub fn fill(template: &str, values: &[(&str, Value)], mut show: impl FnMut(&Value) -> String) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let close = rest[open..]
            .find('}')
            .unwrap_or_else(|| panic!("unclosed placeholder in: {template}"));
        let placeholder = &rest[open + 1..open + close];
        let (name, word_only, agreement) = match placeholder.split_once(['?', ':']) {
            Some((name, agreement)) => (name, placeholder.as_bytes()[name.len()] == b'?', Some(agreement)),
            None => (placeholder, false, None),
        };
        let value = values
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value)
            .unwrap_or_else(|| panic!("no value for {{{name}}} in: {template}"));
        let plural = agreement.and_then(|forms| forms.split_once('|'));
        let word = plural.map(|forms| match forms {
            ("a", "an") => article_before(value),
            (one, _) if is_one(value) => one,
            (_, other) => other,
        });
        let shown = if word_only { String::new() } else { show(value) };
        out.push_str(&shown);
        match (agreement, word) {
            (_, Some(word)) if word_only => out.push_str(word),
            (_, Some(word)) => {
                out.push(' ');
                out.push_str(word);
            }
            (Some(particle), None) => out.push_str(korean::particle(&shown, particle)),
            (None, None) => {}
        }
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_by_name() {
        let values = [("n", Value::Count(8)), ("name", Value::from("set"))];
        let filled = fill("{name}: {n}^{n}", &values, |value| match value {
            Value::Count(count) => count.to_string(),
            Value::Text(text) => text.clone(),
        });
        assert_eq!(filled, "set: 8^8");
    }

    #[test]
    fn particles_and_plurals_agree_with_the_value() {
        let show = |value: &Value| match value {
            Value::Count(count) => count.to_string(),
            Value::Text(text) => text.clone(),
        };
        let at = |n: u128| {
            let values = [("n", Value::Count(n))];
            (
                fill("n = {n:으로} {n:는}", &values, show),
                fill("{n:leaf|leaves}, {n?is|are}", &values, show),
            )
        };
        assert_eq!(at(4), ("n = 4로 4는".to_string(), "4 leaves, are".to_string()));
        assert_eq!(at(3), ("n = 3으로 3은".to_string(), "3 leaves, are".to_string()));
        assert_eq!(at(1), ("n = 1로 1은".to_string(), "1 leaf, is".to_string()));
        assert_eq!(at(0).1, "0 leaves, are");
    }

    #[test]
    fn the_english_article_follows_the_value_read_aloud() {
        let on = |n: u128| {
            fill(
                "{n?a|an} {n} x {n} board",
                &[("n", Value::Count(n))],
                |value| match value {
                    Value::Count(count) => count.to_string(),
                    Value::Text(text) => text.clone(),
                },
            )
        };
        assert_eq!(on(8), "an 8 x 8 board");
        assert_eq!(on(11), "an 11 x 11 board");
        assert_eq!(on(4), "a 4 x 4 board");
        assert_eq!(on(1), "a 1 x 1 board");
    }

    #[test]
    fn sections_are_found_by_key() {
        let source = "intro\n@@ a.title\nFirst\n\n@@ a.intro\nLine one\n\nLine two\n";
        let found: Vec<_> = sections(source).collect();
        assert_eq!(found, [("a.title", "First"), ("a.intro", "Line one\n\nLine two")]);
    }

    #[test]
    fn no_korean_particle_is_typed_after_a_placeholder() {
        // A particle right after `{name}` (or `{name}` in code) would be
        // right for some figures only: `{name:으로}` picks it from the figure.
        const PARTICLES: [&str; 10] = ["은", "는", "이", "가", "을", "를", "과", "와", "으로", "로"];
        for (key, body) in sections(KOREAN) {
            for (at, _) in body.match_indices('}') {
                let open = body[..at]
                    .rfind('{')
                    .expect("a placeholder opens before it closes");
                let placeholder = &body[open + 1..at];
                let after = body[at + 1..].trim_start_matches('`');
                // The particle ends the word: `{n}개` or `{n}가지` is a counter.
                let ends_word = |particle: &str| {
                    !after[particle.len()..].starts_with(|c: char| ('가'..='힣').contains(&c))
                };
                let typed = PARTICLES.iter().find(|particle| {
                    after.starts_with(*particle)
                        && ends_word(particle)
                        && !placeholder.contains([':', '?', '@'])
                });
                assert!(
                    typed.is_none(),
                    "@@ {key}: {{{placeholder}}} is followed by a typed {}: use {{{placeholder}:{}}}",
                    typed.unwrap_or(&""),
                    typed.unwrap_or(&"")
                );
            }
        }
    }

    #[test]
    fn both_languages_have_the_same_sections() {
        let keys = |lang: Lang| {
            let mut keys: Vec<&str> = sections(lang.source()).map(|(key, _)| key).collect();
            keys.sort_unstable();
            keys
        };
        assert_eq!(
            keys(Lang::En),
            keys(Lang::Ko),
            "en.txt and ko.txt must name the same sections"
        );
    }
}
