//! Number formats shared by every renderer and message.

use std::time::Duration;

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

/// A rough length of time for a forecast: `40 seconds`, `26 minutes`,
/// `3.1 hours`, `9 days`, `4.2 years`, `31,688 years`.
pub fn rough_duration(seconds: f64) -> String {
    let units = [
        ("seconds", 1.0),
        ("minutes", 60.0),
        ("hours", 3600.0),
        ("days", 86_400.0),
        ("years", 365.25 * 86_400.0),
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

/// A ratio such as `9,321.3×`, with one decimal.
pub fn ratio(value: f64) -> String {
    let whole = value.trunc() as u128;
    let tenth = ((value - value.trunc()) * 10.0).round() as u128;
    if tenth == 10 {
        format!("{}.0×", thousands(whole + 1))
    } else {
        format!("{}.{tenth}×", thousands(whole))
    }
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
        assert_eq!(rough_duration(1e15), "31,688,088 years");
    }

    #[test]
    fn thousands_groups_digits_by_three() {
        assert_eq!(thousands(0u64), "0");
        assert_eq!(thousands(999u64), "999");
        assert_eq!(thousands(1_000u64), "1,000");
        assert_eq!(thousands(19_173_961u64), "19,173,961");
        assert_eq!(thousands(178_462_987_637_760u64), "178,462,987,637,760");
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
    }

    #[test]
    fn durations_pick_a_readable_unit() {
        assert_eq!(duration(Duration::from_millis(1500)), "1.50 s");
        assert_eq!(duration(Duration::from_micros(2500)), "2.50 ms");
        assert_eq!(duration(Duration::from_nanos(12_300)), "12.3 µs");
    }
}
