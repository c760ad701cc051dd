//! Korean after a computed word: the particle that follows a number as it is
//! read aloud, and ratios in 배, 분의 1, 만 and 억.
//!
//! A Korean particle has two forms, one after a final consonant and one
//! after a vowel: 은/는, 이/가, 을/를, 과/와, 이나/나, and 으로/로, where a
//! final ㄹ takes 로 like a vowel. After a figure the form follows the
//! Sino-Korean reading of its end: `4` is 사, so `4로`; `3` is 삼, so
//! `3으로`; `10` is 십, so `10으로`; `7` is 칠, so `7로`; `10,000` is 만,
//! so `10,000은`. [`particle`] picks the form after any word the lessons and
//! traces print: a figure, a decimal (`5.2`, read digit by digit after the
//! point), a percentage (퍼센트), a time (`215.72ms`, 밀리초), a Hangul word, one Latin letter (`n`, 엔),
//! with closing brackets and quotes skipped (`(0,1)`, read 영 콤마 일).
//!
//! ```
//! use nqueens::lang::korean::{particle, with_particle};
//! assert_eq!(with_particle("4", "으로"), "4로");
//! assert_eq!(with_particle("3", "로"), "3으로");
//! assert_eq!(particle("10", "는"), "은");
//! assert_eq!(with_particle("2,057", "을"), "2,057을");
//! assert_eq!(with_particle("분기 한정법(branch-and-bound)", "으로"), "분기 한정법(branch-and-bound)으로");
//! assert_eq!(with_particle("비트마스크(bitmask)", "으로"), "비트마스크(bitmask)로");
//! ```

/// How a word ends when read aloud, which is all a particle looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A vowel: 사, 오, 구, 배, 퍼센트.
    Vowel,
    /// The final consonant ㄹ: 일, 칠, 팔, 엘. It takes 로 like a vowel.
    Rieul,
    /// Any other final consonant: 삼, 육, 영, 십, 백, 천, 만, 억.
    Consonant,
}

/// The two forms of each particle: after a final consonant, after a vowel.
const PARTICLES: [(&str, &str); 6] = [
    ("은", "는"),
    ("이", "가"),
    ("을", "를"),
    ("과", "와"),
    ("이나", "나"),
    ("으로", "로"),
];

/// The ending of a digit read alone: 영 일 이 삼 사 오 육 칠 팔 구.
fn digit_ending(digit: u8) -> Ending {
    match digit {
        2 | 4 | 5 | 9 => Ending::Vowel,
        1 | 7 | 8 => Ending::Rieul,
        _ => Ending::Consonant,
    }
}

/// The ending of the big unit of the `group`-th group of four digits:
/// 만 (10^4), 억 (10^8), 조 (10^12), 경 (10^16), 해 (10^20), 자 (10^24),
/// 양 (10^28), 구 (10^32), 간 (10^36).
fn unit_ending(group: u32) -> Ending {
    match group {
        3 | 5 | 6 | 8 => Ending::Vowel,
        _ => Ending::Consonant,
    }
}

/// How `number` ends when read aloud in Sino-Korean: the last word read is
/// the unit of the lowest group of four digits that is not zero (만 for
/// `30,000`), or, within the last group, the last digit or the unit after
/// it (십 for `20`, 백 for `300`, 천 for `4,000`).
pub fn number_ending(number: u128) -> Ending {
    if number == 0 {
        return Ending::Consonant;
    }
    let mut group = 0;
    let mut rest = number;
    while rest.is_multiple_of(10_000) {
        rest /= 10_000;
        group += 1;
    }
    if group > 0 {
        return unit_ending(group);
    }
    match rest % 10 {
        0 => Ending::Consonant, // 십, 백 or 천
        digit => digit_ending(digit as u8),
    }
}

/// The ending of a Hangul syllable: no final consonant, ㄹ, or another one.
fn syllable_ending(syllable: char) -> Option<Ending> {
    let index = u32::from(syllable).checked_sub(0xAC00)?;
    if index >= 11_172 {
        return None;
    }
    Some(match index % 28 {
        0 => Ending::Vowel,
        8 => Ending::Rieul,
        _ => Ending::Consonant,
    })
}

/// The ending of a Latin letter read alone: 엘 ends in ㄹ, 엠 and 엔 in a
/// consonant, the rest (에이, 비, 시, ..., 엑스, 와이, 제트) in a vowel.
fn letter_ending(letter: char) -> Ending {
    match letter.to_ascii_lowercase() {
        'l' => Ending::Rieul,
        'm' | 'n' => Ending::Consonant,
        _ => Ending::Vowel,
    }
}

/// How `word` ends when read aloud, or `None` when it ends in something
/// this module cannot read (an English word, a symbol). A command-line name
/// set in brackets after a Korean one is not read: `분기 한정법
/// (branch-and-bound)` ends as 분기 한정법 does.
pub fn ending(word: &str) -> Option<Ending> {
    if let Some((said, aside)) = word.strip_suffix(')').and_then(|inner| inner.rsplit_once('(')) {
        let said = said.trim_end();
        if aside.chars().all(|c| c.is_ascii_lowercase() || c == '-')
            && said.ends_with(|c| syllable_ending(c).is_some())
        {
            return ending(said);
        }
    }
    let word = word.trim_end_matches([')', ']', '`', '"', '\'', '’', '”', ' ']);
    let last = word.chars().next_back()?;
    if last == '%' {
        return Some(Ending::Vowel); // 퍼센트
    }
    if last.is_ascii_digit() {
        let start = word
            .rfind(|c: char| !(c.is_ascii_digit() || c == ','))
            .map_or(0, |index| index + 1);
        let before = &word[..start];
        if before.ends_with('.') && before[..before.len() - 1].ends_with(|c: char| c.is_ascii_digit()) {
            // A decimal: the digits after the point are read one by one.
            return Some(digit_ending(last as u8 - b'0'));
        }
        let digits: String = word[start..].chars().filter(char::is_ascii_digit).collect();
        return digits.parse().ok().map(number_ending);
    }
    if let Some(figure) = ["ms", "µs", "ns", "s"]
        .iter()
        .find_map(|unit| word.strip_suffix(unit))
    {
        if figure.ends_with(|c: char| c.is_ascii_digit()) {
            return Some(Ending::Vowel); // 초: 밀리초, 마이크로초, 나노초
        }
    }
    if last.is_ascii_alphabetic() {
        let letters = word.chars().rev().take_while(char::is_ascii_alphabetic).count();
        return (letters == 1).then(|| letter_ending(last));
    }
    syllable_ending(last)
}

/// The form of `particle` (either of its forms: `은` or `는`, `으로` or `로`)
/// that follows `word`.
///
/// # Panics
/// When `particle` is not one of 은/는, 이/가, 을/를, 과/와, 이나/나, 으로/로,
/// or `word` ends in something that cannot be read (an English word): a bug
/// in the text, caught by the tests that teach every lesson.
pub fn particle(word: &str, particle: &str) -> &'static str {
    let (consonant, vowel) = PARTICLES
        .into_iter()
        .find(|(consonant, vowel)| particle == *consonant || particle == *vowel)
        .unwrap_or_else(|| panic!("'{particle}' is not a particle with two forms"));
    let ending = ending(word).unwrap_or_else(|| panic!("cannot tell how '{word}' ends when read aloud"));
    match ending {
        Ending::Vowel => vowel,
        Ending::Rieul if consonant == "으로" => vowel,
        _ => consonant,
    }
}

/// `word` followed by the right form of `particle`: `4로`, `3으로`.
pub fn with_particle(word: &str, particle_form: &str) -> String {
    format!("{word}{}", particle(word, particle_form))
}

/// A factor as Korean writes it before 배 or 분의 1: whole when it is whole
/// (`2`), else one significant figure below 0.095 (`0.03`), one decimal below 10 (`5.2`), whole with separators below 10,000 (`175`, `1,234`), and above
/// that three significant figures in 만, 억, 조 or 경 (`1.92만`, `868억`).
pub fn factor(value: f64) -> String {
    const UNITS: [(f64, &str); 4] = [(1e16, "경"), (1e12, "조"), (1e8, "억"), (1e4, "만")];
    if (value - value.round()).abs() < 1e-9 && value < 9_999.5 {
        return crate::format::thousands(value.round() as u128);
    }
    if value < 0.095 {
        return crate::format::small(value);
    }
    // A tenth that rounds to nothing is left off: `9`, never `9.0`.
    if value < 9.95 {
        let tenths = format!("{value:.1}");
        return tenths.strip_suffix(".0").map_or(tenths.clone(), str::to_string);
    }
    if value < 9_999.5 {
        return crate::format::thousands(value.round() as u128);
    }
    let (size, unit) = UNITS
        .into_iter()
        .find(|(size, _)| value >= *size * 0.99995)
        .unwrap_or((1e4, "만"));
    let scaled = value / size;
    let decimals = if scaled < 9.995 {
        2
    } else if scaled < 99.95 {
        1
    } else {
        0
    };
    let text = format!("{scaled:.decimals$}");
    let text = if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        crate::format::thousands(scaled.round() as u128)
    };
    format!("{text}{unit}")
}

/// A ratio as `5.2배`, `175배`, `약 868억 배` (rounded factors say 약).
pub fn times(value: f64) -> String {
    let factor = factor(value);
    let exact = (value - value.round()).abs() < 1e-9 && value < 9_999.5;
    let about = if exact || value < 9.95 { "" } else { "약 " };
    format!("{about}{}", bae(&factor))
}

/// A factor ([`factor`]) with 배: right after its digits (`5.2배`,
/// `1,234배`), and apart after 만, 억, 조 or 경, which stand as words of
/// their own (`1.92만 배`, `868억 배`).
pub fn bae(factor: &str) -> String {
    if factor.ends_with(|c: char| c.is_ascii_digit()) {
        format!("{factor}배")
    } else {
        format!("{factor} 배")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_particle_follows_the_number_as_read_aloud() {
        // 영 일 이 삼 사 오 육 칠 팔 구: 으로 after a consonant other than ㄹ.
        let toward: Vec<String> = (0..10).map(|n| with_particle(&n.to_string(), "으로")).collect();
        assert_eq!(
            toward,
            ["0으로", "1로", "2로", "3으로", "4로", "5로", "6으로", "7로", "8로", "9로"]
        );
        let topic: Vec<String> = (0..10).map(|n| with_particle(&n.to_string(), "은")).collect();
        assert_eq!(
            topic,
            ["0은", "1은", "2는", "3은", "4는", "5는", "6은", "7은", "8은", "9는"]
        );
        assert_eq!(with_particle("4", "이"), "4가");
        assert_eq!(with_particle("92", "가"), "92가");
        assert_eq!(with_particle("2,057", "를"), "2,057을");
        assert_eq!(with_particle("114", "와"), "114와");
        assert_eq!(with_particle("13", "과"), "13과");
        assert_eq!(with_particle("5", "이나"), "5나");
    }

    #[test]
    fn a_round_number_ends_in_its_unit() {
        // 십 백 천 end in a consonant; 만 억 in a consonant, 조 in a vowel.
        assert_eq!(with_particle("10", "로"), "10으로");
        assert_eq!(with_particle("20", "는"), "20은");
        assert_eq!(with_particle("300", "가"), "300이");
        assert_eq!(with_particle("4,000", "를"), "4,000을");
        assert_eq!(with_particle("10,000", "로"), "10,000으로");
        assert_eq!(with_particle("120,000", "는"), "120,000은", "십이만");
        assert_eq!(with_particle("100,000,000", "가"), "100,000,000이", "억");
        assert_eq!(
            with_particle("3,000,000,000,000", "는"),
            "3,000,000,000,000는",
            "삼조"
        );
        assert_eq!(with_particle("10,010", "로"), "10,010으로", "만 십");
        assert_eq!(with_particle("40,320", "가"), "40,320이", "사만 삼백이십");
        assert_eq!(with_particle("365,596", "은"), "365,596은", "...오백구십육");
    }

    #[test]
    fn decimals_percentages_letters_and_words() {
        assert_eq!(with_particle("5.2", "로"), "5.2로", "오 점 이");
        assert_eq!(with_particle("0.10", "로"), "0.10으로", "영 점 일 영");
        assert_eq!(with_particle("34%", "이"), "34%가", "퍼센트");
        assert_eq!(with_particle("n", "이"), "n이", "엔");
        assert_eq!(with_particle("l", "로"), "l로", "엘");
        assert_eq!(with_particle("x", "를"), "x를", "엑스");
        assert_eq!(with_particle("(0,1)", "과"), "(0,1)과", "영 콤마 일");
        assert_eq!(with_particle("(1,2)", "과"), "(1,2)와", "일 콤마 이");
        assert_eq!(with_particle("`n`", "이"), "`n`이");
        assert_eq!(with_particle("한정", "으로"), "한정으로");
        assert_eq!(with_particle("거울", "으로"), "거울로");
        assert_eq!(with_particle("175배", "로"), "175배로");
        assert_eq!(with_particle("215.72ms", "이"), "215.72ms가", "밀리초");
        assert_eq!(with_particle("1.05s", "을"), "1.05s를", "초");
        assert_eq!(ending("bitmask"), None, "an English word is not guessed");
    }

    #[test]
    #[should_panic(expected = "not a particle")]
    fn an_unknown_particle_is_a_bug() {
        particle("4", "의");
    }

    #[test]
    fn ratios_in_bae_man_and_eok() {
        assert_eq!(times(5.24), "5.2배");
        assert_eq!(times(174.96), "약 175배");
        assert_eq!(times(2.0), "2배");
        assert_eq!(times(8.0), "8배");
        assert_eq!(times(1_234.0), "1,234배");
        assert_eq!(times(19_173.0), "약 1.92만 배");
        assert_eq!(
            (bae("29"), bae("1,136만"), bae("1.3억")),
            ("29배".into(), "1,136만 배".into(), "1.3억 배".into())
        );
        assert_eq!(times(175_000.0), "약 17.5만 배");
        // 178,462,987,637,760 ordered placements / 2,057 nodes (lesson 08).
        assert_eq!(times(178_462_987_637_760.0 / 2_057.0), "약 868억 배");
        assert_eq!(factor(123_456_789.0), "1.23억");
        assert_eq!(factor(0.7), "0.7");
        // 8.996 times (a tree's ratio) rounds to 9, as a whole 9 is said.
        assert_eq!(times(8.996), "9배");
        assert_eq!(times(5.94), "5.9배");
    }
}
