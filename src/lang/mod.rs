//! The languages the tool speaks, English and Korean, and the few phrases
//! that depend on a computed figure in a way a template cannot say: which
//! Korean particle follows a number ([`korean`]), and how much smaller one
//! count is than another ("174.9× fewer", "약 175분의 1").
//!
//! Every view takes a [`Lang`]; the words themselves live in one catalog
//! file per language ([`catalog`]: `en.txt`, `ko.txt`).
//!
//! Why not Project Fluent (`fluent-bundle`)? Measured on this machine,
//! it adds 24 crates (`cargo tree`) to a build and answers neither need:
//! CLDR gives Korean one plural category (`other`), so Fluent's selectors
//! choose nothing there, and it has no particle rule, so 으로/로 would be a
//! custom function all the same. English plurals are the `{name:one|other}`
//! of the catalog's templates ([`catalog::fill`]), which also carry the
//! particles as `{name:으로}`; one small tested file does both.

pub mod catalog;
pub mod korean;

use crate::format::ratio;

/// The language of a lesson or a trace.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Korean (한국어).
    Ko,
}

impl Lang {
    /// Both languages.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ko];

    /// The language of the locale, as `LC_ALL`, then `LC_MESSAGES`, then
    /// `LANG` name it (the first one set wins); Korean for `ko` or `ko_KR.UTF-8`
    /// (a Korean locale in UTF-8 or with no character set named), English
    /// otherwise, also for `ko_KR.eucKR`, whose terminal would garble the
    /// UTF-8 Korean. `var` reads one environment variable.
    pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty());
        // The language is what comes before `_`, `.` or `@`: `ko`, but not `kok` (Konkani).
        let language = locale
            .as_deref()
            .and_then(|value| value.split(['_', '.', '@']).next());
        // The character set is what comes between `.` and `@`: `UTF-8`, `utf8`.
        let charset = locale
            .as_deref()
            .and_then(|value| value.split('@').next())
            .and_then(|value| value.split_once('.'))
            .map(|(_, charset)| charset.to_ascii_lowercase().replace('-', ""));
        match (language, charset.as_deref()) {
            (Some("ko"), None | Some("utf8")) => Lang::Ko,
            _ => Lang::En,
        }
    }

    /// Its code, as a page's `lang` attribute and `--lang` write it: `en`, `ko`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
        }
    }

    /// The language of this process's locale.
    pub fn of_environment() -> Lang {
        Lang::from_locale(|name| std::env::var(name).ok())
    }

    /// How tables and titles name the strategy that the command line calls
    /// `name`: the name itself in English; in Korean, the textbook's name
    /// with the command line's beside it, `분기 한정법(branch-and-bound)`.
    pub fn strategy(self, name: &str) -> &'static str {
        self.section(&format!("strategy.{name}"))
    }

    /// The textbook's name of the strategy `name` alone, for a line that
    /// names it beside another strategy's full name: `분기 한정법`; in English
    /// the name itself.
    pub fn strategy_alone(self, name: &str) -> &'static str {
        let full = self.strategy(name);
        full.strip_suffix(&format!("({name})")).unwrap_or(full)
    }

    /// When `text` holds full-width digits (`８`), the note that says so
    /// and what to type instead: `a full-width digit: type 8`.
    pub fn full_width_note(self, text: &str) -> Option<String> {
        crate::format::full_width_digits(text).map(|(count, typed)| {
            let key = if count == 1 {
                "usage.full_width.one"
            } else {
                "usage.full_width.many"
            };
            self.say(key, &[("typed", typed.into())])
        })
    }

    /// How `after` compares with `before`, as a short phrase: "174.9×
    /// fewer" / "약 175분의 1" (a whole part, rounded: "약 5분의 1") when it is at most 1/2.5 of it, "29% fewer"
    /// / "7분의 5" (a part of at most ten: "약 2분의 1", "약 10분의 7") when less, "no fewer" / "변화 없음" when equal, and "2.0× more"
    /// / "2배로 늘어남" when more.
    pub fn fewer(self, before: u128, after: u128) -> String {
        let factor = before as f64 / after.max(1) as f64;
        match (self, before.cmp(&after)) {
            (Lang::En, std::cmp::Ordering::Equal) => "no fewer".to_string(),
            (Lang::Ko, std::cmp::Ordering::Equal) => "변화 없음".to_string(),
            (Lang::En, std::cmp::Ordering::Less) => format!("{} more", ratio(1.0 / factor)),
            (Lang::Ko, std::cmp::Ordering::Less) => format!("{}로 늘어남", korean::times(1.0 / factor)),
            (Lang::En, std::cmp::Ordering::Greater) if factor < 2.5 => {
                format!("{:.0}% fewer", (1.0 - 1.0 / factor) * 100.0)
            }
            (Lang::En, std::cmp::Ordering::Greater) => format!("{} fewer", ratio(factor)),
            (Lang::Ko, std::cmp::Ordering::Greater) => korean_share(after as f64 / before as f64),
        }
    }

    /// A measured time as this language writes it: `215.72 ms` in English,
    /// `215.72ms` in Korean, the unit against the figure.
    pub fn duration(self, elapsed: std::time::Duration) -> String {
        let shown = crate::format::duration(elapsed);
        match self {
            Lang::En => shown,
            Lang::Ko => shown.replace(' ', ""),
        }
    }

    /// A figure with its unit as this language writes it: `1,352 KB` in
    /// English, `1,352KB` in Korean, the unit against the figure.
    pub fn unit(self, figure: &str, unit: &str) -> String {
        match self {
            Lang::En => format!("{figure} {unit}"),
            Lang::Ko => format!("{figure}{unit}"),
        }
    }

    /// `value` times as a table's column writes it, to its figure and
    /// without "about": "20.1×" / "20배", "1.86만 배" (Korean keeps a
    /// decimal only below 10, and writes 만 and 억 from 10,000).
    pub fn factor(self, value: f64) -> String {
        match self {
            Lang::En => ratio(value),
            Lang::Ko => korean::bae(&korean::factor(value)),
        }
    }

    /// `value` times, as a factor: "19.6×", "about 86.8 billion times" /
    /// "약 20배", "약 868억 배"; below 1, Korean says the part it is
    /// ("2분의 1", as [`Lang::fewer`] says it), never "0.5배".
    pub fn times(self, value: f64) -> String {
        if self == Lang::Ko && value > 0.0 && value < 1.0 {
            return korean_share(value);
        }
        // Past 10^20 (an estimated tree's ratio), digits would be false precision.
        if value >= 1e20 {
            let power = value.log10().floor();
            let mantissa = value / 10f64.powf(power);
            return match self {
                Lang::En => format!("about {mantissa:.1} × 10^{power} times"),
                Lang::Ko => format!("약 {mantissa:.1} × 10^{power}배"),
            };
        }
        const LARGE: [(f64, &str); 3] = [(1e12, "trillion"), (1e9, "billion"), (1e6, "million")];
        match self {
            Lang::En => match LARGE.iter().find(|(size, _)| value >= *size) {
                Some((size, name)) => format!("about {:.1} {name} times", value / size),
                None => ratio(value),
            },
            Lang::Ko => korean::times(value),
        }
    }
}

/// A share between 0 and 1 as Korean says it: a part of at most ten below
/// 2.5 times fewer ([`korean_part`]), else a whole part, rounded ("약 5분의
/// 1", never "5.2분의 1").
fn korean_share(share: f64) -> String {
    let factor = 1.0 / share;
    if factor < 2.5 {
        return korean_part(share);
    }
    let whole = factor.round();
    let about = if (factor - whole).abs() < 1e-9 { "" } else { "약 " };
    let factor = if whole < 9_999.5 { whole } else { factor };
    format!("{about}{}분의 1", korean::factor(factor))
}

/// A share between 0 and 1 as Korean says a part: in halves, thirds,
/// quarters or fifths when one comes within a point and a half of it ("4분의
/// 3", "약 2분의 1"), else in tenths in lowest terms ("약 10분의 7", "약 5분의
/// 3", never "10분의 6"); "약" when it is not exact.
fn korean_part(share: f64) -> String {
    let near = |whole: u32| {
        let part = (share * f64::from(whole)).round();
        (part, share - part / f64::from(whole))
    };
    let (whole, part, off) = (2..=5)
        .map(|whole| (whole, near(whole)))
        .find(|(_, (part, off))| *part >= 1.0 && off.abs() < 0.015)
        .map_or_else(
            || (10, near(10).0, near(10).1),
            |(whole, (part, off))| (whole, part, off),
        );
    let about = if off.abs() < 1e-9 { "" } else { "약 " };
    // Tenths are said in lowest terms: 10분의 5 is 2분의 1, 10분의 8 is 5분의 4.
    let part = part as u32;
    let common = (1..=part)
        .rev()
        .find(|d| whole.is_multiple_of(*d) && part.is_multiple_of(*d))
        .unwrap_or(1);
    format!("{about}{}분의 {}", whole / common, part / common)
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
        assert_eq!(Lang::from_locale(env(&[("LANG", "ko_KR.utf8")])), Lang::Ko);
        assert_eq!(Lang::from_locale(env(&[("LANG", "ko_KR.UTF-8@euro")])), Lang::Ko);
        // Another character set: English, which any terminal shows.
        assert_eq!(Lang::from_locale(env(&[("LANG", "ko_KR.eucKR")])), Lang::En);
        assert_eq!(Lang::from_locale(env(&[("LANG", "ko_KR.EUC-KR")])), Lang::En);
        assert_eq!(Lang::from_locale(env(&[("LANG", "ko_KR.CP949")])), Lang::En);
        assert_eq!(Lang::from_locale(env(&[])), Lang::En);
    }

    #[test]
    fn fewer_reads_right_at_every_ratio() {
        // Lesson 02 at n = 8: 19,173,961 -> 109,601 nodes.
        assert_eq!(Lang::En.fewer(19_173_961, 109_601), "174.9× fewer");
        assert_eq!(Lang::Ko.fewer(19_173_961, 109_601), "약 175분의 1");
        // n = 2: full branching 7 nodes, row-limited 5.
        assert_eq!(Lang::En.fewer(7, 5), "29% fewer");
        assert_eq!(Lang::Ko.fewer(7, 5), "약 10분의 7");
        assert_eq!(Lang::Ko.fewer(4, 3), "4분의 3");
        assert_eq!(Lang::Ko.fewer(100, 71), "약 10분의 7");
        // Tenths in lowest terms: mirror at n = 4 (17 -> 9 nodes) and n = 7
        // (552 -> 316), symmetry at n = 4 (9 -> 7) and n = 6 (77 -> 40).
        assert_eq!(Lang::Ko.fewer(17, 9), "약 2분의 1");
        assert_eq!(Lang::Ko.fewer(552, 316), "약 5분의 3");
        assert_eq!(Lang::Ko.fewer(9, 7), "약 5분의 4");
        assert_eq!(Lang::Ko.fewer(77, 40), "약 2분의 1");
        assert_eq!(Lang::Ko.fewer(1_000, 430), "약 5분의 2");
        assert_eq!(korean_part(0.17), "약 5분의 1");
        assert_eq!(korean_part(0.71), "약 10분의 7");
        // n = 1: both trees have 2 nodes.
        assert_eq!(Lang::En.fewer(2, 2), "no fewer");
        assert_eq!(Lang::Ko.fewer(2, 2), "변화 없음");
        assert_eq!(Lang::En.fewer(1, 2), "2.0× more");
        assert_eq!(Lang::Ko.fewer(1, 2), "2배로 늘어남");
        assert_eq!(Lang::Ko.fewer(8, 2), "4분의 1");
        // A part is a whole one in Korean: 5.2 times fewer is 약 5분의 1.
        assert_eq!(Lang::Ko.fewer(52, 10), "약 5분의 1");
        assert_eq!(Lang::Ko.fewer(38, 10), "약 4분의 1");
        assert_eq!(Lang::Ko.fewer(109_601, 2_057), "약 53분의 1");
        assert_eq!(
            Lang::Ko.duration(std::time::Duration::from_micros(215_720)),
            "215.72ms"
        );
        // Mirror at n = 8: 2,057 -> 1,029 nodes.
        assert_eq!(Lang::Ko.fewer(2_057, 1_029), "약 2분의 1");
        // 178,462,987,637,760 ordered placements of n = 8 over 2,057 nodes.
        let ordered = 178_462_987_637_760.0 / 2_057.0;
        assert_eq!(Lang::En.times(ordered), "about 86.8 billion times");
        assert_eq!(Lang::Ko.times(ordered), "약 868억 배");
        assert_eq!(Lang::En.times(19.6), "19.6×");
        // Below 1, Korean says the part, never "0.5배" nor "0배": lesson 8
        // at n = 1 has 1 ordered placement over 2 nodes.
        assert_eq!(Lang::Ko.times(1.0 / 2.0), "2분의 1");
        assert_eq!(Lang::En.times(1.0 / 2.0), "0.5×");
        assert_eq!(Lang::Ko.times(0.033), "약 30분의 1");
        // compare -n 20 --first: 30,394,280,022,135,640,424,448 over 1 node.
        assert_eq!(Lang::Ko.times(3.039_428e25), "약 3.0 × 10^25배");
        assert_eq!(Lang::En.times(3.039_428e25), "about 3.0 × 10^25 times");
        assert_eq!(Lang::Ko.times(13_440_046_185.6), "약 134억 배");
    }
}
