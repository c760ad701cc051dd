//! The random numbers of the crate, from one small seeded generator:
//! Knuth's estimate draws its random paths from it, min-conflicts its
//! starts and repairs. A seed gives the same numbers on every machine, so
//! an estimate and a repaired board are the same on every run.

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014), with the constants of Vigna's public-domain
/// `splitmix64.c`: plain 64-bit integer arithmetic, the same on every machine.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// The generator whose state starts at `seed`.
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    /// The next number of the sequence.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (Lemire's multiply and shift); `bound` is
    /// not 0.
    pub fn below(&mut self, bound: usize) -> usize {
        ((u128::from(self.next_u64()) * bound as u128) >> 64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_gives_the_reference_sequence() {
        // The first outputs of Vigna's splitmix64.c from the state 0.
        let mut random = SplitMix64::new(0);
        assert_eq!(random.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(random.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn a_seed_gives_the_same_sequence_and_another_seed_another() {
        let sequence = |seed| {
            let mut random = SplitMix64::new(seed);
            (0..100).map(|_| random.next_u64()).collect::<Vec<_>>()
        };
        assert_eq!(sequence(7), sequence(7));
        assert_ne!(sequence(7), sequence(8));
    }

    #[test]
    fn numbers_below_a_bound_stay_below_it_and_reach_every_value() {
        let mut random = SplitMix64::new(1);
        for bound in [1, 2, 3, 7, 100] {
            let mut seen = vec![false; bound];
            for _ in 0..100 * bound {
                let number = random.below(bound);
                assert!(number < bound, "{number} below {bound}");
                seen[number] = true;
            }
            assert!(seen.iter().all(|&seen| seen), "every number below {bound} drawn");
        }
    }
}
