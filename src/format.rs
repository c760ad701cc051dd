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
/// `3.1 hours`, `9 days`, `4.2 years`.
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
        format!("{value:.0} {name}")
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
