//! Predicting the next step: before a square is tried, the learner says
//! what will happen to it (a queen placed, or pruned by its column, its `/`
//! diagonal or its `\` diagonal), then sees the step and why. Which tries
//! are asked is a setting ([`Ask`]): every one, only those that end in a
//! prune (the question is then only which line), or only those on one row.
//! The [`Score`] keeps the answers right and asked per kind of outcome, so
//! that the end can say which kinds the learner got wrong most.
//!
//! All of it is a pure function of the recorded steps; the terminal loop
//! (`render::terminal`) and the page (`render::html::classroom`) only show it.

use crate::observer::PruneReason;
use crate::trace::{Recording, StepKind};

/// Which tries are asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Every try.
    Every,
    /// Only the tries that end in a prune: which line prunes the square?
    Prunes,
    /// Only the tries on this row (the depth of the call that tries it).
    Row(usize),
}

/// What becomes of a tried square: the step after the try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Placed,
    Pruned(PruneReason),
}

impl Outcome {
    /// Every outcome, in the order of [`Outcome::index`].
    pub const ALL: [Outcome; 4] = [
        Outcome::Placed,
        Outcome::Pruned(PruneReason::Column),
        Outcome::Pruned(PruneReason::Diagonal),
        Outcome::Pruned(PruneReason::AntiDiagonal),
    ];

    /// Its place in [`Outcome::ALL`].
    pub fn index(self) -> usize {
        match self {
            Outcome::Placed => 0,
            Outcome::Pruned(reason) => 1 + reason.index(),
        }
    }

    /// Its name in the catalog's keys (`predict.kind.NAME`) and on the page.
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Placed => "placed",
            Outcome::Pruned(reason) => reason.name(),
        }
    }

    /// The answer a key gives: `p` placed, `c` column, `/` and `\` the diagonals.
    pub fn of_key(key: char) -> Option<Outcome> {
        Some(match key {
            'p' => Outcome::Placed,
            'c' | '|' => Outcome::Pruned(PruneReason::Column),
            '/' => Outcome::Pruned(PruneReason::Diagonal),
            '\\' => Outcome::Pruned(PruneReason::AntiDiagonal),
            _ => return None,
        })
    }
}

/// The outcome of the try at `index` of the recording's window: the step
/// right after it, when that is a placement or a prune (and kept).
pub fn outcome(recording: &Recording, index: usize) -> Option<Outcome> {
    if recording.steps.get(index)?.kind != StepKind::Try {
        return None;
    }
    let next = recording.steps.get(index + 1)?;
    match (next.kind, next.reason) {
        (StepKind::Place, _) => Some(Outcome::Placed),
        (StepKind::Prune, Some(reason)) => Some(Outcome::Pruned(reason)),
        _ => None,
    }
}

/// The first try at or after `from` in the window that `ask` asks about.
pub fn next_question(recording: &Recording, from: usize, ask: Ask) -> Option<usize> {
    (from..recording.steps.len()).find(|&index| {
        outcome(recording, index).is_some_and(|outcome| match ask {
            Ask::Every => true,
            Ask::Prunes => outcome != Outcome::Placed,
            Ask::Row(row) => recording.steps[index].row == u8::try_from(row).ok(),
        })
    })
}

/// The answers so far, right and asked, by the kind of the true outcome.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub asked: [u64; 4],
    pub right: [u64; 4],
}

impl Score {
    /// Counts `answer` to a try whose outcome is `truth`; whether it was right.
    pub fn answer(&mut self, truth: Outcome, answer: Outcome) -> bool {
        let kind = truth.index();
        self.asked[kind] += 1;
        let right = truth == answer;
        if right {
            self.right[kind] += 1;
        }
        right
    }

    /// Answers right and asked, all kinds together.
    pub fn total(&self) -> (u64, u64) {
        (self.right.iter().sum(), self.asked.iter().sum())
    }

    /// The kinds answered wrong most often (the most wrong answers; none
    /// when every answer was right).
    pub fn missed_most(&self) -> Vec<Outcome> {
        let wrong = |kind: usize| self.asked[kind] - self.right[kind];
        let most = (0..4).map(wrong).max().unwrap_or(0);
        if most == 0 {
            return Vec::new();
        }
        Outcome::ALL
            .into_iter()
            .filter(|outcome| wrong(outcome.index()) == most)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::RunSpec;
    use crate::strategies::Strategy;

    fn recording() -> Recording {
        Recording::record(RunSpec::of(Strategy::BranchAndBound, 4, false), 1_000).expect("n = 4 is taken")
    }

    #[test]
    fn the_questions_are_the_tries_and_their_outcomes_the_step_after() {
        // n = 4: step 2 tries (0,0) and step 3 places it; step 5 tries (1,0),
        // pruned by its column at step 6; step 8 prunes (1,1) by its \ diagonal.
        let recording = recording();
        assert_eq!(next_question(&recording, 0, Ask::Every), Some(1));
        assert_eq!(outcome(&recording, 1), Some(Outcome::Placed));
        assert_eq!(next_question(&recording, 2, Ask::Every), Some(4));
        assert_eq!(outcome(&recording, 4), Some(Outcome::Pruned(PruneReason::Column)));
        assert_eq!(next_question(&recording, 5, Ask::Prunes), Some(6));
        assert_eq!(
            outcome(&recording, 6),
            Some(Outcome::Pruned(PruneReason::AntiDiagonal))
        );
        assert_eq!(next_question(&recording, 0, Ask::Row(1)), Some(4));
        // Every try of the run is asked once: as many as its prunes and placements.
        let c = &recording.result.counters;
        let mut asked = 0;
        let mut from = 0;
        while let Some(index) = next_question(&recording, from, Ask::Every) {
            asked += 1;
            from = index + 1;
        }
        assert_eq!(
            asked,
            c.prunes() + c.nodes() - 1,
            "one try a prune or a placement (a node past the root)"
        );
    }

    #[test]
    fn the_score_keeps_each_kind_and_names_the_kinds_missed_most() {
        let mut score = Score::default();
        let [placed, column, diagonal, anti] = Outcome::ALL;
        assert!(score.answer(placed, placed));
        assert!(!score.answer(diagonal, anti));
        assert!(!score.answer(anti, diagonal));
        assert!(score.answer(column, column));
        assert_eq!(score.total(), (2, 4));
        assert_eq!(score.missed_most(), [diagonal, anti]);
        assert!(!score.answer(diagonal, column));
        assert_eq!(score.missed_most(), [diagonal]);
        assert_eq!(Score::default().missed_most(), []);
        assert_eq!(Outcome::of_key('\\'), Some(anti));
    }
}
