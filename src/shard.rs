//! Shards: one count cut into `M` parts that run anywhere (GNU parallel on
//! one machine or many, a Slurm job array), each printing one line, and the
//! lines merged into the count.
//!
//! A threaded counter lists its work as tasks, each with an estimate of its
//! cost (pair tests, or Knuth's estimate of a subtree). Shard `K` of `M`
//! takes the tasks that a fixed rule deals to it: the largest task first,
//! each to the shard with the least estimated work so far (Graham's "longest
//! processing time first" rule). No shard then gets more than the mean plus
//! one task; a cut whose largest shard would pass twice the mean is refused,
//! since the tasks are too coarse for that many shards. The rule and the
//! tasks depend only on `n`, `M` and the program's split version, so every
//! shard of one count deals the same way, on any machine.
//!
//! A shard's result is one JSON line, written when the shard is done, that
//! ends with a digest of the fields the merge adds up (64-bit FNV-1a, in
//! hex): a line edited after it was written no longer matches it. The merge adds the lines and
//! refuses anything that would make the sum wrong, naming the file and the
//! line: a line it cannot read, one with no digest (written by an earlier
//! version) or one that does not match it, a count that no board holds
//! (more than OEIS A000170 gives for its n, classes past the solutions or
//! more than 8 solutions a class), a split this version does not write or
//! does not cut into that many parts, a missing or duplicate shard, lines
//! of different boards, shard counts or split versions; and, where OEIS
//! gives the total, a sum that differs from it, naming the parts.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::format::{quote, signed_thousands};
use crate::known;

/// Part `k` of `m` (`0 <= k < m`), numbered from 0 as Slurm's array tasks are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which part, `0..m`.
    pub k: usize,
    /// How many parts.
    pub m: usize,
}

impl Shard {
    /// The whole count: one part of one.
    pub const WHOLE: Shard = Shard { k: 0, m: 1 };

    /// The most parts a count takes.
    pub const MAX_M: usize = 1_000_000;

    /// The tasks this shard takes, as indices into `estimates` (each task's
    /// estimated cost), in increasing order; an error when the tasks are too
    /// coarse to give `m` shards of balanced work.
    pub fn pick(self, estimates: &[u64]) -> Result<Vec<usize>, Unbalanced> {
        let (shards, loads) = deal(estimates, self.m);
        if over_twice_the_mean(&loads) {
            // The most shards that do balance, searched between one shard
            // (always balanced) and `m` (not).
            let (mut most, mut over) = (1, self.m);
            while over - most > 1 {
                let middle = most + (over - most) / 2;
                if over_twice_the_mean(&deal(estimates, middle).1) {
                    over = middle;
                } else {
                    most = middle;
                }
            }
            let (largest, total) = largest_and_total(&loads);
            return Err(Unbalanced {
                m: self.m,
                tasks: estimates.len(),
                largest_share: largest as f64 * self.m as f64 / total as f64,
                most,
            });
        }
        Ok((0..estimates.len())
            .filter(|&task| shards[task] == self.k)
            .collect())
    }
}

/// Deals tasks to `m` shards by the "longest processing time first" rule:
/// the shard of each task, and each shard's estimated work. Ties go to the
/// earlier task and the lower shard, so the deal is the same everywhere.
fn deal(estimates: &[u64], m: usize) -> (Vec<usize>, Vec<u64>) {
    let mut order: Vec<usize> = (0..estimates.len()).collect();
    order.sort_by_key(|&task| (Reverse(estimates[task]), task));
    let mut least = BinaryHeap::new();
    least.extend((0..m).map(|shard| Reverse((0u64, shard))));
    let mut shards = vec![0; estimates.len()];
    let mut loads = vec![0; m];
    for task in order {
        let Reverse((load, shard)) = least.pop().expect("there is at least one shard");
        shards[task] = shard;
        loads[shard] = load + estimates[task];
        least.push(Reverse((loads[shard], shard)));
    }
    (shards, loads)
}

/// The largest shard's work in `loads`, and the work of all shards.
fn largest_and_total(loads: &[u64]) -> (u128, u128) {
    let total = loads.iter().map(|&load| u128::from(load)).sum();
    (u128::from(loads.iter().copied().max().unwrap_or(0)), total)
}

/// Whether the largest shard of `loads` holds over twice the mean work,
/// largest * m > 2 * total, in whole numbers.
fn over_twice_the_mean(loads: &[u64]) -> bool {
    let (largest, total) = largest_and_total(loads);
    largest * loads.len() as u128 > 2 * total
}

/// A cut into more shards than the tasks can balance.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Unbalanced {
    /// The shards asked for.
    pub m: usize,
    /// The tasks the counter splits the board into.
    pub tasks: usize,
    /// The largest shard's work, in means.
    pub largest_share: f64,
    /// The most shards whose deal does balance.
    pub most: usize,
}

/// Why a `--shard` value is no part `K/M`; the command line says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShardError {
    /// No `/` between K and M.
    NotKM,
    /// M is a whole number outside 1 to [`Shard::MAX_M`], as given (digits grouped).
    PartsOutside(String),
    /// M is no whole number, quoted.
    PartsNotWhole(String),
    /// K is a whole number outside `0..m`, as given (digits grouped).
    PartOutside { k: String, m: usize },
    /// K is no whole number, quoted.
    PartNotWhole { k: String, m: usize },
}

impl FromStr for Shard {
    type Err = ShardError;

    /// `K/M`, as `--shard` takes it. A refusal tells which part is wrong,
    /// and quotes it when it is no number at all.
    fn from_str(text: &str) -> Result<Self, ShardError> {
        let Some((k, m)) = text.split_once('/') else {
            return Err(ShardError::NotKM);
        };
        let m = match whole(m) {
            Some(Some(m)) if (1..=Shard::MAX_M as u128).contains(&m) => m as usize,
            Some(_) => return Err(ShardError::PartsOutside(grouped(m))),
            None => return Err(ShardError::PartsNotWhole(quote(m, 24))),
        };
        match whole(k) {
            Some(Some(k)) if k < m as u128 => Ok(Shard { k: k as usize, m }),
            Some(_) => Err(ShardError::PartOutside { k: grouped(k), m }),
            None => Err(ShardError::PartNotWhole { k: quote(k, 24), m }),
        }
    }
}

/// A whole number as given, its digits grouped by three (`-1,000`), or as
/// given when it is past what 128 bits hold.
fn grouped(word: &str) -> String {
    match word.parse::<i128>() {
        Ok(value) => signed_thousands(value),
        Err(_) => word.to_string(),
    }
}

/// `word` as a whole number: `None` when it is none (not digits, with one
/// minus sign at most), `Some(None)` when it is one outside `0..=u128::MAX`
/// (negative, or huge).
fn whole(word: &str) -> Option<Option<u128>> {
    let digits = word.strip_prefix('-').unwrap_or(word);
    if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    Some(digits.parse().ok().filter(|_| digits.len() == word.len()))
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.k, self.m)
    }
}

/// What one shard found: the line it prints.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShardLine {
    /// The board size.
    pub n: usize,
    /// Which part.
    pub k: usize,
    /// Of how many parts.
    pub m: usize,
    /// The counter and the version of its split into tasks: shards of
    /// different splits do not add up.
    pub split: String,
    /// The solutions this part counts.
    pub count: u128,
    /// The classes of solutions up to symmetry this part counts, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unique: Option<u128>,
    /// Wall time of the part.
    pub seconds: f64,
    /// The digest of the fields above but the time
    /// ([`ShardLine::with_digest`]), which `count` writes and `merge`
    /// checks; empty in a line of an earlier version, which wrote none.
    #[serde(default)]
    pub digest: String,
}

impl ShardLine {
    /// The line with the digest of its fields but the time (which the
    /// count does not read, and which would make the same part's line
    /// differ from run to run): 64-bit FNV-1a over the fields as one JSON
    /// array, in 16 hex digits.
    pub fn with_digest(self) -> Self {
        let digest = self.fields_digest();
        ShardLine { digest, ..self }
    }

    fn fields_digest(&self) -> String {
        let fields = (self.n, self.k, self.m, &self.split, self.count, self.unique);
        let text = serde_json::to_string(&fields).expect("plain data always serializes");
        let hash = text.bytes().fold(FNV_OFFSET, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(FNV_PRIME)
        });
        format!("{hash:016x}")
    }

    /// The line as printed: one JSON object.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("plain data always serializes")
    }

    /// Refuses what no count of its board writes: no digest or one that
    /// does not match the fields, or counts past what the board holds (OEIS
    /// A000170 and A002562 where they are known, at least one and at most 8
    /// solutions a class).
    fn check(&self) -> Result<(), Broken> {
        if self.digest.is_empty() {
            return Err(Broken::NoDigest);
        }
        if self.digest != self.fields_digest() {
            return Err(Broken::Edited);
        }
        if let Some(all) = known::solutions(self.n).filter(|&all| self.count > u128::from(all)) {
            return Err(Broken::PastKnown {
                count: self.count,
                n: self.n,
                known: Known::Solutions(all),
            });
        }
        let Some(unique) = self.unique else {
            return Ok(());
        };
        if let Some(all) = known::unique_solutions(self.n).filter(|&all| unique > u128::from(all)) {
            return Err(Broken::PastKnown {
                count: unique,
                n: self.n,
                known: Known::Classes(all),
            });
        }
        if unique > self.count || self.count > unique * MOST_A_CLASS {
            return Err(Broken::Classes {
                unique,
                count: self.count,
            });
        }
        Ok(())
    }
}

/// The most characters of a split a message quotes.
pub const QUOTED_SPLIT: usize = 40;

/// FNV-1a's 64-bit offset basis and prime.
const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// The most solutions a class holds: the board's 8 symmetries.
pub const MOST_A_CLASS: u128 = 8;

/// Where a line came from, for the messages: a file (or stdin) and a line number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The file's name, or `stdin`.
    pub source: String,
    /// From 1.
    pub line: usize,
}

/// The shard lines of one count, checked to belong together.
#[derive(Clone, Debug)]
pub struct Shards {
    found: Vec<Option<(ShardLine, Place)>>,
}

/// The whole count, from every shard.
#[derive(Clone, Debug, PartialEq)]
pub struct Merged {
    /// The board size.
    pub n: usize,
    /// The solutions.
    pub count: u128,
    /// The classes up to symmetry, when every shard counted them.
    pub unique: Option<u128>,
    /// The shards' wall times added: the work of the whole count.
    pub seconds: f64,
}

/// Why shard lines do not add up.
#[derive(Clone, Debug, PartialEq)]
pub enum MergeError {
    /// No line at all.
    Empty,
    /// A line that is not a shard line.
    Corrupt { place: Place, why: Broken },
    /// A line of another count: `what` names the field that differs.
    Mixed { place: Place, what: Mismatch },
    /// The same part twice.
    Duplicate {
        shard: Shard,
        first: Place,
        again: Place,
    },
    /// Parts never given.
    Missing { missing: Vec<usize>, m: usize },
    /// Every part is there, and the sum is not the total OEIS gives: one
    /// of the `parts` (each with its place) is wrong.
    Total {
        n: usize,
        sum: u128,
        known: Known,
        parts: Vec<(usize, Place)>,
    },
}

/// Why a line is no shard line.
#[derive(Clone, Debug, PartialEq)]
pub enum Broken {
    /// It is no JSON object of a shard line: what the JSON reader says.
    Json(String),
    /// Its part `k` of `m` is none (`m` is 0, or more than [`Shard::MAX_M`], or `k` is not below it).
    NotAPart { k: usize, m: usize },
    /// It has no digest: an earlier version wrote it.
    NoDigest,
    /// Its digest does not match its fields: it was edited.
    Edited,
    /// A count past what OEIS gives for its board.
    PastKnown { count: u128, n: usize, known: Known },
    /// Classes past the solutions, or more than [`MOST_A_CLASS`] solutions a class.
    Classes { unique: u128, count: u128 },
    /// A split this version does not write (quoted), or not for board `n`.
    Split { split: String, n: usize },
    /// A split this version does not cut into `m` parts for `n`: at most `most`.
    Parts { n: usize, m: usize, most: usize },
}

/// A total OEIS gives for a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    /// All solutions, OEIS A000170.
    Solutions(u64),
    /// The classes up to symmetry, OEIS A002562.
    Classes(u64),
}

/// What differs between a line and the first line of a count (or `--of`).
#[derive(Clone, Debug, PartialEq)]
pub enum Mismatch {
    /// The board size.
    N { line: usize, first: usize },
    /// The number of parts.
    Parts { line: usize, first: usize },
    /// One counts the classes (`--unique`) and the other does not.
    Unique,
    /// The split version.
    Split { line: String, first: String },
    /// The number of parts, against `--of`.
    Of { found: usize, of: usize },
}

impl Shards {
    /// Reads the lines, skipping blank ones, and checks that each is a
    /// shard line as `count` writes it ([`ShardLine`]'s digest and counts),
    /// and that they are lines of one count with no part twice.
    pub fn read<'a>(lines: impl IntoIterator<Item = (Place, &'a str)>) -> Result<Shards, MergeError> {
        let mut shards: Option<(ShardLine, Shards)> = None;
        for (place, text) in lines {
            if text.trim().is_empty() {
                continue;
            }
            let corrupt = |why| MergeError::Corrupt {
                place: place.clone(),
                why,
            };
            let line: ShardLine =
                serde_json::from_str(text).map_err(|error| corrupt(Broken::Json(error.to_string())))?;
            if line.m == 0 || line.k >= line.m || line.m > Shard::MAX_M {
                return Err(corrupt(Broken::NotAPart { k: line.k, m: line.m }));
            }
            line.check().map_err(corrupt)?;
            let (first, shards) = shards.get_or_insert_with(|| {
                let found = vec![None; line.m];
                (line.clone(), Shards { found })
            });
            shards.add(first, line, place)?;
        }
        shards.map(|(_, shards)| shards).ok_or(MergeError::Empty)
    }

    /// Adds `line`, read at `place`, when it belongs to the count of `first`.
    fn add(&mut self, first: &ShardLine, line: ShardLine, place: Place) -> Result<(), MergeError> {
        let mixed = if line.n != first.n {
            Some(Mismatch::N {
                line: line.n,
                first: first.n,
            })
        } else if line.m != first.m {
            Some(Mismatch::Parts {
                line: line.m,
                first: first.m,
            })
        } else if line.unique.is_some() != first.unique.is_some() {
            Some(Mismatch::Unique)
        } else if line.split != first.split {
            Some(Mismatch::Split {
                line: quote(&line.split, QUOTED_SPLIT),
                first: quote(&first.split, QUOTED_SPLIT),
            })
        } else {
            None
        };
        if let Some(what) = mixed {
            return Err(MergeError::Mixed { place, what });
        }
        let shard = Shard { k: line.k, m: line.m };
        let slot = &mut self.found[shard.k];
        if let Some((_, first)) = slot {
            return Err(MergeError::Duplicate {
                shard,
                first: first.clone(),
                again: place,
            });
        }
        *slot = Some((line, place));
        Ok(())
    }

    /// Reads the lines as [`Shards::read`] does, for a count split into
    /// `m` parts when `of` says so: a line of another split is refused, and
    /// no line at all is a count none of whose parts came back (every part
    /// missing), not an error, so that a whole failed job array can be
    /// listed and run again by the same command.
    pub fn read_of<'a>(
        lines: impl IntoIterator<Item = (Place, &'a str)>,
        of: Option<usize>,
    ) -> Result<Shards, MergeError> {
        let read = Shards::read(lines);
        let Some(m) = of else {
            return read;
        };
        match read {
            Err(MergeError::Empty) => Ok(Shards { found: vec![None; m] }),
            Ok(shards) if shards.found.len() != m => {
                let place = shards.places().next().cloned().expect("a read line");
                Err(MergeError::Mixed {
                    place,
                    what: Mismatch::Of {
                        found: shards.found.len(),
                        of: m,
                    },
                })
            }
            other => other,
        }
    }

    fn places(&self) -> impl Iterator<Item = &Place> {
        self.found.iter().flatten().map(|(_, place)| place)
    }

    /// The parts no line gave, in increasing order.
    pub fn missing(&self) -> Vec<usize> {
        (0..self.found.len())
            .filter(|&k| self.found[k].is_none())
            .collect()
    }

    /// The whole count, when every part is there, their split deals that
    /// many parts as `deals` says (the counters know their splits: see
    /// `crate::count::deals`, which builds what one part builds before it
    /// counts) and, where OEIS gives the board's totals, the sums are them.
    pub fn merge(&self, deals: &dyn Fn(&ShardLine) -> Result<(), Broken>) -> Result<Merged, MergeError> {
        let missing = self.missing();
        if !missing.is_empty() {
            return Err(MergeError::Missing {
                missing,
                m: self.found.len(),
            });
        }
        let (first, place) = self
            .found
            .iter()
            .flatten()
            .next()
            .expect("every part is there, and there is one at least");
        deals(first).map_err(|why| MergeError::Corrupt {
            place: place.clone(),
            why,
        })?;
        let mut merged = Merged {
            n: first.n,
            count: 0,
            unique: first.unique.map(|_| 0),
            seconds: 0.0,
        };
        for (line, _) in self.found.iter().flatten() {
            merged.count += line.count;
            merged.unique = merged.unique.zip(line.unique).map(|(sum, part)| sum + part);
            merged.seconds += line.seconds;
        }
        let sums = [
            (
                Some(merged.count),
                known::solutions(merged.n).map(Known::Solutions),
            ),
            (
                merged.unique,
                known::unique_solutions(merged.n).map(Known::Classes),
            ),
        ];
        for (sum, known) in sums {
            if let (Some(sum), Some(known)) = (sum, known) {
                if sum != known.total() {
                    let parts = self
                        .found
                        .iter()
                        .flatten()
                        .map(|(line, place)| (line.k, place.clone()))
                        .collect();
                    return Err(MergeError::Total {
                        n: merged.n,
                        sum,
                        known,
                        parts,
                    });
                }
            }
        }
        Ok(merged)
    }
}

impl Known {
    /// The total.
    pub fn total(self) -> u128 {
        match self {
            Known::Solutions(total) | Known::Classes(total) => u128::from(total),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Part `k` of `m` of a count on a board whose total OEIS does not
    /// give (n = 30), as `count` writes it.
    fn line(k: usize, m: usize, count: u128) -> String {
        part(30, k, m, count, None).to_json()
    }

    fn part(n: usize, k: usize, m: usize, count: u128, unique: Option<u128>) -> ShardLine {
        ShardLine {
            n,
            k,
            m,
            split: "test 1".to_string(),
            count,
            unique,
            seconds: 0.5,
            digest: String::new(),
        }
        .with_digest()
    }

    fn read(lines: &[String]) -> Result<Shards, MergeError> {
        read_of(lines, None)
    }

    fn read_of(lines: &[String], of: Option<usize>) -> Result<Shards, MergeError> {
        let lines = lines.iter().enumerate().map(|(i, text)| {
            (
                Place {
                    source: "t".to_string(),
                    line: i + 1,
                },
                text.as_str(),
            )
        });
        Shards::read_of(lines, of)
    }

    /// Why the one line `line` is refused.
    fn broken(line: &str) -> Broken {
        match read(&[line.to_string()]) {
            Err(MergeError::Corrupt { why, .. }) => why,
            other => panic!("{line} is refused as no shard line, not {other:?}"),
        }
    }

    #[test]
    fn shard_specs_take_k_below_m() {
        assert_eq!("3/8".parse(), Ok(Shard { k: 3, m: 8 }));
        assert_eq!("0/1".parse(), Ok(Shard::WHOLE));
        for bad in ["0/0", "5/4", "4/4", "x", "1/x", "-1/4", "", "1/2/3"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad} is refused");
        }
    }

    #[test]
    fn the_deal_gives_every_task_to_one_shard_and_balances_the_work() {
        // Estimates from a fixed xorshift stream, skewed like subtrees are.
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        let estimates: Vec<u64> = (0..500)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                (state % 1000).pow(2)
            })
            .collect();
        let m = 16;
        let picks: Vec<Vec<usize>> = (0..m)
            .map(|k| {
                Shard { k, m }
                    .pick(&estimates)
                    .expect("500 tasks balance 16 shards")
            })
            .collect();
        let mut every: Vec<usize> = picks.concat();
        every.sort_unstable();
        assert_eq!(
            every,
            (0..500).collect::<Vec<_>>(),
            "each task in exactly one shard"
        );
        let total: u64 = estimates.iter().sum();
        let largest = picks
            .iter()
            .map(|pick| pick.iter().map(|&task| estimates[task]).sum::<u64>())
            .max()
            .unwrap();
        let most = *estimates.iter().max().unwrap();
        assert!(
            largest <= total / m as u64 + most,
            "Graham's bound: mean plus one task"
        );
    }

    #[test]
    fn too_many_shards_for_the_tasks_are_refused() {
        // [10, 1, 1] in 4 shards: 10 of 12 in one, 3.3 means; in 3, 2.5
        // means; in 2 (10 and 1 + 1), 1.67 means: at most 2 shards.
        let unbalanced = Shard { k: 0, m: 4 }.pick(&[10, 1, 1]).unwrap_err();
        assert_eq!((unbalanced.m, unbalanced.tasks, unbalanced.most), (4, 3, 2));
        assert!(Shard { k: 0, m: 2 }.pick(&[5, 5, 5, 5]).is_ok());
        // Four equal tasks fill 8 shards at exactly twice the mean, not 9.
        assert!(Shard { k: 0, m: 8 }.pick(&[5, 5, 5, 5]).is_ok());
        assert_eq!(Shard { k: 0, m: 9 }.pick(&[5, 5, 5, 5]).unwrap_err().most, 8);
    }

    #[test]
    fn the_merge_adds_every_part_once() {
        let lines = vec![line(1, 3, 20), String::new(), line(0, 3, 10), line(2, 3, 5)];
        let merged = read(&lines).unwrap().merge(&|_| Ok(())).unwrap();
        assert_eq!((merged.n, merged.count, merged.unique), (30, 35, None));
        assert_eq!(merged.seconds, 1.5);
    }

    #[test]
    fn the_merge_refuses_what_would_make_the_sum_wrong() {
        let missing = read(&[line(1, 4, 1), line(3, 4, 1)]).unwrap();
        assert_eq!(missing.missing(), vec![0, 2]);
        assert_eq!(
            missing.merge(&|_| Ok(())),
            Err(MergeError::Missing {
                missing: vec![0, 2],
                m: 4
            })
        );
        assert!(matches!(
            read(&[line(1, 4, 1), line(1, 4, 1)]),
            Err(MergeError::Duplicate { .. })
        ));
        assert!(matches!(
            read(&[line(0, 2, 1), line(1, 3, 1)]),
            Err(MergeError::Mixed { .. })
        ));
        let other_split = ShardLine {
            split: "test 2".to_string(),
            ..part(30, 1, 2, 1, None)
        }
        .with_digest()
        .to_json();
        assert!(matches!(
            read(&[line(0, 2, 1), other_split]),
            Err(MergeError::Mixed { .. })
        ));
        let cut = line(0, 2, 1);
        assert!(matches!(
            read(&[cut[..cut.len() - 3].to_string()]),
            Err(MergeError::Corrupt { .. })
        ));
        assert!(matches!(read(&[line(2, 2, 1)]), Err(MergeError::Corrupt { .. })));
        assert_eq!(read(&[]).unwrap_err(), MergeError::Empty);
    }

    #[test]
    fn a_count_of_m_parts_lists_every_missing_part_even_with_no_line() {
        assert_eq!(read_of(&[], Some(3)).unwrap().missing(), vec![0, 1, 2]);
        assert_eq!(
            read_of(&[], Some(3)).unwrap().merge(&|_| Ok(())),
            Err(MergeError::Missing {
                missing: vec![0, 1, 2],
                m: 3
            })
        );
        assert_eq!(read_of(&[line(1, 3, 7)], Some(3)).unwrap().missing(), vec![0, 2]);
        assert!(matches!(
            read_of(&[line(1, 3, 7)], Some(4)),
            Err(MergeError::Mixed { .. })
        ));
        assert_eq!(read_of(&[], None).unwrap_err(), MergeError::Empty);
        let whole = read_of(&[line(0, 2, 3), line(1, 2, 4)], Some(2))
            .unwrap()
            .merge(&|_| Ok(()))
            .unwrap();
        assert_eq!(whole.count, 7);
    }

    #[test]
    fn the_digest_finds_a_line_edited_or_written_without_one() {
        let written = line(0, 2, 14_200);
        assert!(read(std::slice::from_ref(&written)).is_ok());
        let digest = part(30, 0, 2, 14_200, None).digest;
        assert_eq!(digest.len(), 16, "{digest}");
        assert!(
            written.ends_with(&format!(",\"digest\":\"{digest}\"}}")),
            "{written}"
        );
        // One digit changed, in the count or in the digest itself.
        assert_eq!(broken(&written.replace("14200", "14201")), Broken::Edited);
        let last = if digest.ends_with('0') { "1" } else { "0" };
        let other = format!("{}{last}", &digest[..15]);
        assert_eq!(broken(&written.replace(&digest, &other)), Broken::Edited);
        // A line of the version before, which wrote no digest.
        let earlier = written.replace(&format!(",\"digest\":\"{digest}\""), "");
        assert_eq!(broken(&earlier), Broken::NoDigest);
    }

    #[test]
    fn a_count_no_board_holds_is_refused_even_with_its_digest() {
        // n = 12: 14,200 solutions in 1,787 classes (OEIS A000170, A002562).
        let over = part(12, 0, 2, 14_201, None).to_json();
        assert_eq!(
            broken(&over),
            Broken::PastKnown {
                count: 14_201,
                n: 12,
                known: Known::Solutions(14_200)
            }
        );
        let classes = part(12, 0, 2, 8_000, Some(1_788)).to_json();
        assert!(matches!(
            broken(&classes),
            Broken::PastKnown {
                known: Known::Classes(1_787),
                ..
            }
        ));
        assert_eq!(
            broken(&part(30, 0, 2, 5, Some(6)).to_json()),
            Broken::Classes { unique: 6, count: 5 }
        );
        assert_eq!(
            broken(&part(30, 0, 2, 49, Some(6)).to_json()),
            Broken::Classes { unique: 6, count: 49 }
        );
        assert!(read(&[part(30, 0, 2, 48, Some(6)).to_json()]).is_ok());
    }

    #[test]
    fn a_sum_other_than_the_known_total_names_every_part() {
        let lines: Vec<String> = [(0, 7_100), (1, 7_101)]
            .into_iter()
            .map(|(k, count)| part(12, k, 2, count, None).to_json())
            .collect();
        let Err(MergeError::Total { n, sum, known, parts }) = read(&lines).unwrap().merge(&|_| Ok(())) else {
            panic!("14,201 for n = 12 is refused");
        };
        assert_eq!((n, sum, known), (12, 14_201, Known::Solutions(14_200)));
        let named: Vec<(usize, usize)> = parts.iter().map(|(k, place)| (*k, place.line)).collect();
        assert_eq!(named, vec![(0, 1), (1, 2)]);
    }

    #[test]
    fn the_split_is_asked_once_whether_it_deals_that_many_parts() {
        let asked = std::cell::Cell::new(0);
        let deals = |line: &ShardLine| {
            asked.set(asked.get() + 1);
            match line.m {
                3 => Err(Broken::Parts {
                    n: line.n,
                    m: 3,
                    most: 2,
                }),
                _ => Ok(()),
            }
        };
        let two = read(&[line(0, 2, 1), line(1, 2, 1)]).unwrap();
        assert_eq!(two.merge(&deals).map(|merged| merged.count), Ok(2));
        assert_eq!(asked.get(), 1);
        let three = read(&[line(0, 3, 1), line(1, 3, 1), line(2, 3, 1)]).unwrap();
        assert!(matches!(
            three.merge(&deals),
            Err(MergeError::Corrupt {
                why: Broken::Parts { most: 2, .. },
                place: Place { line: 1, .. }
            })
        ));
        // Parts missing are told first, without asking.
        let missing = read(&[line(0, 3, 1)]).unwrap();
        assert!(matches!(missing.merge(&deals), Err(MergeError::Missing { .. })));
        assert_eq!(asked.get(), 2);
    }
}
