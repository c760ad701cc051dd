//! The keys of the bit-sliced join: a few bits cut out of every word of
//! both lists to sort them by, so that a group of bottoms meets only the
//! tops whose key shares no bit with its own ([`Key`]), and the lists
//! sorted by them ([`Sorted`]), read in runs of one part and one key
//! ([`Runs`]). It stands alone; `sliced` uses it.

/// The most parts of a list: the join's lists come in parts by weight.
pub(super) const PARTS: usize = 3;

/// The most bits of the word a [`Key`] cuts out: 64 keys.
const KEY_BITS: usize = 6;

/// Words sampled from each list to choose the key's bits: enough to find
/// the bits set most often (a share of 1/2 is read within 1/8), few enough
/// that the sample costs nothing (256 words took 4% of n = 18).
const SAMPLED: usize = 64;

/// What turning a group into its table costs, in meetings of one top with
/// one group, and what sorting a word by key costs: set so that the key
/// pays where it is used (measured on one thread: n = 18 as fast as with
/// no key, 1.5 s; a 32nd of n = 20 in 2.0 s where it took 3.4 s).
const TURN_COST: f64 = 800.0;
const SORT_COST: f64 = 6.0;

/// A few bits cut out of every word to sort the lists by, so that a group
/// of bottoms is met only by the tops whose key shares no bit with its
/// own: about 2 pairs in 3 are left out with 4 bits of which each top and
/// each bottom holds half. Its bits are those most often set in both
/// lists (counted on a sample), as many as make the least work by
/// [`TURN_COST`] and [`SORT_COST`]: none for short lists, where the sort
/// costs more than it saves, up to [`KEY_BITS`] for long ones. (Kluev's
/// counter cuts bits out of its words to index its matchers by the same
/// rule; this is written from that description.)
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Key {
    /// Increasing.
    bits: [u8; KEY_BITS],
    pub(super) len: usize,
    /// The bits, as a mask.
    mask: u64,
}

impl Key {
    /// The key for meeting `tops` with `bottoms` taken in groups of
    /// `group`, whose words are below `1 << width`.
    pub(super) fn choose(tops: &[&[u64]], bottoms: &[&[u64]], width: usize, group: usize) -> Key {
        let mut key = Key::default();
        let (top_words, bottom_words) = (words_in(tops) as f64, words_in(bottoms) as f64);
        if bottom_words < (2 * group) as f64 {
            return key;
        }
        let groups = bottom_words / group as f64;
        // The work with `keys` keys, in meetings of one top with one group:
        // the tables (half a group more per key, for the last one of
        // each), the meetings left (`left` of them, and those of the last
        // groups: `spread` is the share of keys a top meets), and the sort.
        let cost = |keys: f64, left: f64, spread: f64| {
            let sort = if keys > 1.0 {
                SORT_COST * (top_words + bottom_words)
            } else {
                0.0
            };
            TURN_COST * (groups + keys / 2.0) + top_words * (groups * left + spread / 2.0) + sort
        };
        let (in_tops, in_bottoms) = (bits_set(tops), bits_set(bottoms));
        let mut least = cost(1.0, 1.0, 1.0);
        let (mut chosen, mut left, mut spread) = (0u64, 1.0, 1.0);
        for len in 1..=KEY_BITS {
            let clash = |bit: usize| in_tops[bit] * in_bottoms[bit];
            let Some(bit) = (0..width)
                .filter(|&bit| chosen & 1 << bit == 0)
                .max_by(|&a, &b| clash(a).total_cmp(&clash(b)))
            else {
                break;
            };
            chosen |= 1 << bit;
            left *= 1.0 - clash(bit);
            spread *= 2.0 - in_tops[bit];
            let work = cost((1 << len) as f64, left, spread);
            if work < least {
                (least, key.len, key.mask) = (work, len, chosen);
            }
        }
        let chosen = key.mask;
        let mut rest = chosen;
        for bit in &mut key.bits[..key.len] {
            *bit = rest.trailing_zeros() as u8;
            rest &= rest - 1;
        }
        key
    }

    pub(super) fn buckets(&self) -> usize {
        1 << self.len
    }

    /// The key of `word`: its key bits side by side (by `pext` when `PEXT`).
    #[inline(always)]
    pub(super) fn of<const PEXT: bool>(&self, word: u64) -> usize {
        #[cfg(target_arch = "x86_64")]
        if PEXT {
            // SAFETY: `PEXT` is set only where the CPU has BMI2 (the
            // AVX-512 join, which checks it).
            return unsafe { std::arch::x86_64::_pext_u64(word, self.mask) } as usize;
        }
        self.bits[..self.len]
            .iter()
            .enumerate()
            .fold(0, |key, (at, &bit)| key | ((word >> bit) as usize & 1) << at)
    }

    /// `word` with its key bits cut out, the bits above each moved down
    /// (by `pext` when `PEXT`).
    #[inline(always)]
    pub(super) fn cut<const PEXT: bool>(&self, word: u64) -> u64 {
        #[cfg(target_arch = "x86_64")]
        if PEXT {
            // SAFETY: as in [`Key::of`].
            return unsafe { std::arch::x86_64::_pext_u64(word, !self.mask) };
        }
        self.bits[..self.len].iter().rev().fold(word, |word, &bit| {
            let below = (1u64 << bit) - 1;
            word & below | (word >> 1) & !below
        })
    }
}

/// The words of a list in parts.
fn words_in(parts: &[&[u64]]) -> usize {
    parts.iter().map(|part| part.len()).sum()
}

/// The share of the sampled words of `parts` that have each bit set.
fn bits_set(parts: &[&[u64]]) -> [f64; 64] {
    let mut set = [0u32; 64];
    let step = (words_in(parts) / SAMPLED).max(1);
    let mut sampled = 0;
    // Each part read at its own stride: stepping through the chained
    // parts would walk every word (4% of a count at n = 18).
    for &word in parts.iter().flat_map(|part| part.iter().step_by(step)) {
        sampled += 1;
        let mut rest = word;
        while rest != 0 {
            set[rest.trailing_zeros() as usize] += 1;
            rest &= rest - 1;
        }
    }
    set.map(|count| f64::from(count) / f64::from(sampled.max(1)))
}

/// A list in parts, each part sorted by key (a counting sort), the key
/// bits cut out of every word. Its buffers only grow.
#[derive(Default)]
pub(super) struct Sorted {
    words: Vec<u64>,
    /// `start[part * buckets + key]..start[part * buckets + key + 1]`
    /// index the words of one part with one key.
    start: Vec<usize>,
    /// Where the next word of each part and key goes while filling.
    next: Vec<usize>,
    /// Each word's part and key, `part * buckets + key`, while filling.
    runs: Vec<u8>,
    parts: usize,
    buckets: usize,
}

impl Sorted {
    /// Sorts `parts` by `key`, with `pext` when `PEXT`: each word's run
    /// noted, the runs counted in four tallies taken in turn (one tally
    /// would wait on its own last add whenever words of one run follow
    /// each other), then each word written to its run.
    #[inline(always)]
    pub(super) fn fill<const PEXT: bool>(&mut self, parts: &[&[u64]], key: &Key) {
        assert!(parts.len() <= PARTS, "at most {PARTS} parts");
        (self.parts, self.buckets) = (parts.len(), key.buckets());
        let runs = self.parts * self.buckets;
        self.runs.clear();
        for (part, words) in parts.iter().enumerate() {
            let first = (part * self.buckets) as u8;
            self.runs
                .extend(words.iter().map(|&word| first + key.of::<PEXT>(word) as u8));
        }
        let mut tallies = [[0u32; PARTS << KEY_BITS]; 4];
        for four in self.runs.chunks(4) {
            for (tally, &run) in tallies.iter_mut().zip(four) {
                tally[usize::from(run)] += 1;
            }
        }
        self.start.clear();
        self.start.push(0);
        for run in 0..runs {
            let words: u32 = tallies.iter().map(|tally| tally[run]).sum();
            self.start.push(self.start[run] + words as usize);
        }
        self.words.resize(self.start[runs], 0);
        self.next.clear();
        self.next.extend_from_slice(&self.start[..runs]);
        let words = parts.iter().flat_map(|part| part.iter());
        for (&word, &run) in words.zip(&self.runs) {
            let slot = &mut self.next[usize::from(run)];
            self.words[*slot] = key.cut::<PEXT>(word);
            *slot += 1;
        }
    }

    /// The runs of the list as last filled.
    pub(super) fn runs(&self) -> Runs<'_> {
        let mut runs = [&[][..]; PARTS << KEY_BITS];
        for (run, bounds) in runs.iter_mut().zip(self.start.windows(2)) {
            *run = &self.words[bounds[0]..bounds[1]];
        }
        Runs {
            runs,
            parts: self.parts,
            keys: self.buckets,
        }
    }
}

/// A list's runs of words, one for each part and key:
/// `runs[part * keys + key]`.
pub(super) struct Runs<'a> {
    runs: [&'a [u64]; PARTS << KEY_BITS],
    pub(super) parts: usize,
    pub(super) keys: usize,
}

impl<'a> Runs<'a> {
    /// The parts of a list as they are, under no key.
    pub(super) fn of_parts(parts: &[&'a [u64]]) -> Self {
        assert!(parts.len() <= PARTS, "at most {PARTS} parts");
        let mut runs = [&[][..]; PARTS << KEY_BITS];
        runs[..parts.len()].copy_from_slice(parts);
        Runs {
            runs,
            parts: parts.len(),
            keys: 1,
        }
    }

    /// The words of `part` with the key `key`.
    pub(super) fn run(&self, part: usize, key: usize) -> &'a [u64] {
        self.runs[part * self.keys + key]
    }
}
