//! The tables a quiet count builds its bands from: quadrant tables at an
//! even board that takes them, quarter tables otherwise.

use super::bands::Split;
use super::quadrants::{self, Quadrants};
use super::quarters::{Band, Quarters, Rows};

/// The tables of one count.
pub(super) enum Tables {
    Quarters(Box<Quarters>),
    Quadrants(Quadrants),
}

impl Tables {
    /// The tables for the bands of `split`: quadrant tables on an even
    /// board up to [`quadrants::MAX_QUADRANT_N`], whose bands have no middle row
    /// next to them.
    pub(super) fn new(split: Split) -> Self {
        if split.n.is_multiple_of(2) && split.n <= quadrants::MAX_QUADRANT_N {
            Tables::Quadrants(Quadrants::new(split.n, split.top))
        } else {
            Tables::Quarters(Box::new(Quarters::new(split.n, split.top, split.middle == 1)))
        }
    }

    /// How many placements `rows` on `columns` the tables pair up before
    /// testing them: the work of building them.
    pub(super) fn pairs_on(&self, columns: u32, rows: Rows) -> u64 {
        match self {
            Tables::Quarters(quarters) => quarters.pairs_on(columns, rows),
            Tables::Quadrants(quadrants) => {
                debug_assert_eq!(rows, Rows::Band, "quadrant tables hold no middle row");
                quadrants.pairs_on(columns)
            }
        }
    }

    /// Writes the lines below every placement `rows` on `columns` that has
    /// none of the lines `avoid` into `band`.
    #[inline(always)]
    pub(super) fn band_on(&self, columns: u32, avoid: u64, rows: Rows, band: &mut Band) {
        match self {
            Tables::Quarters(quarters) => quarters.band_on(columns, avoid, rows, band),
            Tables::Quadrants(quadrants) => {
                debug_assert_eq!(rows, Rows::Band, "quadrant tables hold no middle row");
                quadrants.band_on(columns, avoid, band)
            }
        }
    }
}
