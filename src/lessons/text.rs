//! The words of the lessons, kept apart from the numbers.
//!
//! Each language has one text file (`en.txt`, `ko.txt`) of named sections:
//! a line `@@ key` starts a section, and its text runs to the next one. The
//! text holds no figures: it names them as `{placeholders}`, filled from
//! runs and computations when the lesson is taught, so the words cannot
//! disagree with the numbers. A missing section or placeholder is a bug and
//! panics; the tests teach every lesson in both languages to catch it.

/// The language a lesson is taught in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Korean (한국어).
    Ko,
}

/// The English text, as the lessons are built with it.
pub const ENGLISH: &str = include_str!("en.txt");
/// The Korean text.
pub const KOREAN: &str = include_str!("ko.txt");

impl Lang {
    /// Both languages.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ko];

    /// The language of the locale, as `LC_ALL`, then `LC_MESSAGES`, then
    /// `LANG` name it (the first one set wins); Korean for `ko` or `ko_KR.UTF-8`,
    /// English otherwise. `var` reads one environment variable.
    pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty());
        // The language is what comes before `_`, `.` or `@`: `ko`, but not `kok` (Konkani).
        let language = locale
            .as_deref()
            .and_then(|value| value.split(['_', '.', '@']).next());
        match language {
            Some("ko") => Lang::Ko,
            _ => Lang::En,
        }
    }

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
        sections(self.source())
            .find(|(name, _)| *name == key)
            .map(|(_, body)| body)
            .unwrap_or_else(|| panic!("the {self:?} lesson text has no section '@@ {key}'"))
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

/// `template` with every `{name}` replaced by `show(value)` of its value.
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
        let name = &rest[open + 1..open + close];
        let value = values
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value)
            .unwrap_or_else(|| panic!("no value for {{{name}}} in: {template}"));
        out.push_str(&show(value));
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_korean_locale_picks_korean() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(key, _)| *key == name)
                    .map(|(_, value)| value.to_string())
            }
        };
        assert_eq!(Lang::from_locale(env(&[("LANG", "ko_KR.UTF-8")])), Lang::Ko);
        assert_eq!(
            Lang::from_locale(env(&[("LC_ALL", "ko_KR.UTF-8"), ("LANG", "C")])),
            Lang::Ko
        );
        assert_eq!(
            Lang::from_locale(env(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "ko_KR")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_locale(env(&[("LC_ALL", ""), ("LANG", "ko")])),
            Lang::Ko
        );
        assert_eq!(Lang::from_locale(env(&[("LANG", "ko.UTF-8")])), Lang::Ko);
        assert_eq!(Lang::from_locale(env(&[("LANG", "kok_IN")])), Lang::En, "Konkani");
        assert_eq!(Lang::from_locale(env(&[])), Lang::En);
    }

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
    fn sections_are_found_by_key() {
        let source = "intro\n@@ a.title\nFirst\n\n@@ a.intro\nLine one\n\nLine two\n";
        let found: Vec<_> = sections(source).collect();
        assert_eq!(found, [("a.title", "First"), ("a.intro", "Line one\n\nLine two")]);
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
