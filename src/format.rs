//! Number formats shared by every renderer and message, and the one way a
//! message quotes what the user typed ([`quote`]).

use std::time::Duration;

/// A no-break space: a line wrapped at spaces never ends at one; it turns
/// back into a space once the lines are cut.
pub const NO_BREAK: char = '\u{a0}';

/// `text` with its spaces made unbreakable: a line wrapped at spaces keeps
/// it whole (a strategy's name, a step of a walk-through).
pub fn keep_together(text: &str) -> String {
    text.replace(' ', &NO_BREAK.to_string())
}

/// About how many pixels `text` takes in a sans-serif font of `size`
/// pixels: a wide character (Hangul, CJK: two terminal columns) an em, any
/// other three fifths of one (the widest Latin letters, digits and blanks).
pub fn drawn_width(text: &str, size: f64) -> f64 {
    let ems: f64 = text
        .chars()
        .map(|letter| match unicode_width::UnicodeWidthChar::width(letter) {
            Some(2) => 1.0,
            _ => 0.6,
        })
        .sum();
    ems * size
}

/// `19173961` as `19,173,961`.
pub fn thousands(value: impl Into<u128>) -> String {
    let digits = value.into().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A whole number that may be negative, its digits grouped: `-1,000`.
pub fn signed_thousands(value: i128) -> String {
    let sign = if value < 0 { "-" } else { "" };
    format!("{sign}{}", thousands(value.unsigned_abs()))
}

/// The English article before `number` as it is read aloud: `an` before
/// 8, 11, 18, 80 to 89, 800 to 899, 8,000, 11,000, 18,000 and so on
/// (eight, eleven, eighteen, eighty...), `a` before the others.
pub fn article(number: impl Into<u128>) -> &'static str {
    let digits = number.into().to_string();
    let lead = match digits.len() % 3 {
        0 => &digits[..3],
        len => &digits[..len],
    };
    if lead.starts_with('8') || lead == "11" || lead == "18" {
        "an"
    } else {
        "a"
    }
}

/// A duration in the unit that keeps three significant figures readable.
pub fn duration(elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    if seconds >= 1.0 {
        format!("{seconds:.2} s")
    } else if seconds >= 1e-3 {
        format!("{:.2} ms", seconds * 1e3)
    } else {
        format!("{:.1} µs", seconds * 1e6)
    }
}

/// A forecast of how long something would run, in words: `about 40
/// seconds`, `about 26 minutes`, `about 3.1 hours`, `about 9 days`, `about
/// 4.2 years`, `about 31,688 years`; past [`LONGEST_FORECAST_YEARS`], `over
/// a million years`, since a forecast that far says only that no one can
/// wait for it.
pub fn forecast(seconds: f64) -> String {
    if seconds >= LONGEST_FORECAST_YEARS * YEAR {
        "over a million years".to_string()
    } else {
        format!("about {}", rough_duration(seconds))
    }
}

/// The longest forecast given as a figure: a million years.
pub const LONGEST_FORECAST_YEARS: f64 = 1e6;

/// A year in seconds: 365.25 days.
const YEAR: f64 = 365.25 * 86_400.0;

/// A rough length of time: `40 seconds`, `26 minutes`, `3.1 hours`, `9
/// days`, `4.2 years`, `31,688 years`.
fn rough_duration(seconds: f64) -> String {
    let units = [
        ("seconds", 1.0),
        ("minutes", 60.0),
        ("hours", 3600.0),
        ("days", 86_400.0),
        ("years", YEAR),
    ];
    let (name, size) = units
        .iter()
        .rev()
        .find(|&&(_, size)| seconds >= 2.0 * size)
        .unwrap_or(&units[0]);
    let value = seconds / size;
    if value < 10.0 {
        format!("{value:.1} {name}")
    } else {
        format!("{} {name}", thousands(value.round() as u128))
    }
}

/// A ratio such as `9,321.3×`, with one decimal (below 0.095, one
/// significant figure: `0.03×`).
pub fn ratio(value: f64) -> String {
    if value < 0.095 {
        return format!("{}×", small(value));
    }
    let whole = value.trunc() as u128;
    let tenth = ((value - value.trunc()) * 10.0).round() as u128;
    if tenth == 10 {
        format!("{}.0×", thousands(whole + 1))
    } else {
        format!("{}.{tenth}×", thousands(whole))
    }
}

/// A positive figure below 0.095 to one significant figure, so that it
/// does not read as nothing: `0.03`, `0.004`; `0` only for zero.
pub fn small(value: f64) -> String {
    if value <= 0.0 {
        return "0".to_string();
    }
    let decimals = (-value.log10().floor()) as usize;
    format!("{value:.decimals$}")
}

/// Text the user gave, as a message quotes it: between single quotes, with
/// every character that would act on the terminal instead of showing
/// (control characters such as ESC, NUL or a line end, and the marks that
/// turn the direction of text) written as Rust writes it: `\u{1b}`, `\0`,
/// `\n`. Past `max` characters it is cut, at a character, and ends in `...`.
pub fn quote(text: &str, max: usize) -> String {
    let mut out = String::from("'");
    let mut chars = text.chars();
    for c in chars.by_ref().take(max) {
        push_shown(&mut out, c);
    }
    out.push('\'');
    if chars.next().is_some() {
        out.push_str("...");
    }
    out
}

/// Bytes the user gave, quoted as [`quote`] quotes text; a byte that is no
/// part of UTF-8 is written `\xff`.
pub fn quote_bytes(bytes: &[u8], max: usize) -> String {
    quote(&decoded(bytes), max)
}

/// Bytes the user gave, shown as [`shown`] shows text, a byte that is no
/// part of UTF-8 written `\xff`: a program's name that is not UTF-8.
pub fn shown_bytes(bytes: &[u8]) -> String {
    shown(&decoded(bytes))
}

/// `bytes` as text, each byte that is no part of UTF-8 written `\xff`.
fn decoded(bytes: &[u8]) -> String {
    let mut text = String::new();
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        for byte in chunk.invalid() {
            text.push_str(&format!("\\x{byte:02x}"));
        }
    }
    text
}

/// `line` with the characters [`quote`] escapes escaped, for a message that
/// holds input already quoted elsewhere (clap's).
pub fn shown(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    for c in line.chars() {
        push_shown(&mut out, c);
    }
    out
}

/// Pushes `c`, escaped when it would act on the terminal.
fn push_shown(out: &mut String, c: char) {
    // The marks that turn the direction of the text after them.
    let turns =
        matches!(c, '\u{61c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    if c.is_control() || turns {
        out.extend(c.escape_debug());
    } else {
        out.push(c);
    }
}

/// When `text` holds full-width digits (`８`, as a Chinese, Japanese or
/// Korean keyboard types them), how many it holds and the text as it
/// should be typed (`8`), escaped for a terminal; the catalog says it
/// (`Lang::full_width_note`).
pub fn full_width_digits(text: &str) -> Option<(usize, String)> {
    let full_width = |c: char| ('\u{ff10}'..='\u{ff19}').contains(&c);
    let count = text.chars().filter(|&c| full_width(c)).count();
    (count > 0).then(|| {
        let typed: String = text
            .chars()
            .map(|c| {
                if full_width(c) {
                    char::from(b'0' + (u32::from(c) - 0xff10) as u8)
                } else {
                    c
                }
            })
            .collect();
        (count, shown(&typed))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forecasts_pick_a_readable_unit() {
        assert_eq!(rough_duration(40.0), "40 seconds");
        assert_eq!(rough_duration(1560.0), "26 minutes");
        assert_eq!(rough_duration(3.1 * 3600.0), "3.1 hours");
        assert_eq!(rough_duration(9.0 * 86_400.0), "9.0 days");
        assert_eq!(rough_duration(4.2 * 365.25 * 86_400.0), "4.2 years");
        assert_eq!(rough_duration(1e12), "31,688 years");
        assert_eq!(forecast(40.0), "about 40 seconds");
        assert_eq!(forecast(999_999.0 * YEAR), "about 999,999 years");
        assert_eq!(forecast(1e6 * YEAR), "over a million years");
        assert_eq!(forecast(1e15), "over a million years");
    }

    #[test]
    fn quotes_escape_what_would_act_on_the_terminal() {
        assert_eq!(quote("ab\u{1b}]0;pwned\u{7}", 24), "'ab\\u{1b}]0;pwned\\u{7}'");
        assert_eq!(quote("\u{1b}[31m8", 24), "'\\u{1b}[31m8'");
        assert_eq!(quote("a\0b\n", 24), "'a\\0b\\n'");
        assert_eq!(quote("\u{202e}8", 24), "'\\u{202e}8'");
        assert_eq!(quote_bytes(b"8\xff\xfe", 24), "'8\\xff\\xfe'");
        assert_eq!(shown("error: '\u{1b}x'"), "error: '\\u{1b}x'");
    }

    #[test]
    fn quotes_keep_whole_characters() {
        assert_eq!(quote("８", 24), "'８'");
        assert_eq!(quote("ééé", 2), "'éé'...");
        assert_eq!(quote(&"é".repeat(30), 24), format!("'{}'...", "é".repeat(24)));
        assert_eq!(quote("n", 1), "'n'");
        assert_eq!(full_width_digits("８"), Some((1, "8".to_string())));
        assert_eq!(full_width_digits("１２x"), Some((2, "12x".to_string())));
        assert_eq!(full_width_digits("12"), None);
    }

    #[test]
    fn thousands_groups_digits_by_three() {
        assert_eq!(thousands(0u64), "0");
        assert_eq!(thousands(999u64), "999");
        assert_eq!(thousands(1_000u64), "1,000");
        assert_eq!(thousands(19_173_961u64), "19,173,961");
        assert_eq!(thousands(178_462_987_637_760u64), "178,462,987,637,760");
        assert_eq!(signed_thousands(-1_000), "-1,000");
        assert_eq!(signed_thousands(12), "12");
    }

    #[test]
    fn articles_follow_the_number_read_aloud() {
        for (number, expected) in [
            (1u64, "a"),
            (4, "a"),
            (8, "an"),
            (11, "an"),
            (18, "an"),
            (12, "a"),
            (32, "a"),
            (80, "an"),
            (110, "a"),
            (800, "an"),
            (1_100, "a"),
            (8_000, "an"),
            (11_000, "an"),
            (18_500, "an"),
            (180_000, "a"),
        ] {
            assert_eq!(article(number), expected, "{number}");
        }
    }

    #[test]
    fn ratios_keep_one_decimal() {
        assert_eq!(ratio(9321.25), "9,321.3×");
        assert_eq!(ratio(1.0), "1.0×");
        assert_eq!(ratio(174.96), "175.0×");
        // 271.8 µs after 8.24 ms: not "0.0×".
        assert_eq!(ratio(0.000_271_8 / 0.008_24), "0.03×");
        assert_eq!(ratio(0.4), "0.4×");
        assert_eq!(small(0.0), "0");
    }

    #[test]
    fn durations_pick_a_readable_unit() {
        assert_eq!(duration(Duration::from_millis(1500)), "1.50 s");
        assert_eq!(duration(Duration::from_micros(2500)), "2.50 ms");
        assert_eq!(duration(Duration::from_nanos(12_300)), "12.3 µs");
    }
}
