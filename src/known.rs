//! Known answers to test against, each with its source: the solution counts
//! of OEIS A000170 (all boards) and A002562 (boards up to rotation and
//! reflection), n = 1..=27, the largest n for which either is known.
//!
//! Tests, benches and lessons read them from here, so a figure is typed once.

/// OEIS A000170: the number of ways to place n non-attacking queens on an
/// n × n board, n = 1..=27 (index n - 1).
pub const A000170: [u64; 27] = [
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2_680,
    14_200,
    73_712,
    365_596,
    2_279_184,
    14_772_512,
    95_815_104,
    666_090_624,
    4_968_057_848,
    39_029_188_884,
    314_666_222_712,
    2_691_008_701_644,
    24_233_937_684_440,
    227_514_171_973_736,
    2_207_893_435_808_352,
    22_317_699_616_364_044,
    234_907_967_154_122_528,
];

/// OEIS A002562: the number of solutions up to rotation and reflection (the
/// classes of the board's eight symmetries), n = 1..=27 (index n - 1).
pub const A002562: [u64; 27] = [
    1,
    0,
    0,
    1,
    2,
    1,
    6,
    12,
    46,
    92,
    341,
    1_787,
    9_233,
    45_752,
    285_053,
    1_846_955,
    11_977_939,
    83_263_591,
    621_012_754,
    4_878_666_808,
    39_333_324_973,
    336_376_244_042,
    3_029_242_658_210,
    28_439_272_956_934,
    275_986_683_743_434,
    2_789_712_466_510_289,
    29_363_495_934_315_694,
];

/// All solutions for an n × n board (OEIS A000170), where known.
pub fn solutions(n: usize) -> Option<u64> {
    n.checked_sub(1).and_then(|i| A000170.get(i)).copied()
}

/// Solutions up to the board's symmetries (OEIS A002562), where known.
pub fn unique_solutions(n: usize) -> Option<u64> {
    n.checked_sub(1).and_then(|i| A002562.get(i)).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every class has at most 8 boards and at least 1, so the two sequences
    /// bound each other: u <= a <= 8u.
    #[test]
    fn each_class_holds_one_to_eight_boards() {
        for n in 1..=27 {
            let (all, unique) = (solutions(n).unwrap(), unique_solutions(n).unwrap());
            assert!(unique <= all && all <= 8 * unique, "n = {n}: {all} vs {unique}");
        }
        assert_eq!(solutions(0), None);
        assert_eq!(solutions(28), None);
    }
}
