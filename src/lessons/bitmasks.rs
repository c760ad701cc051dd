//! Lesson 09, bitmasks: the three flag arrays become three machine words, and
//! one mask expression finds every free square of a row at once.

use std::io;

use super::{same_tree_other_checks, Page};
use crate::strategies::Strategy;

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    page.search_code(Strategy::Bitmask)?;
    same_tree_other_checks(page, n, (Strategy::Bitmask, false), 11)?;
    page.question(
        &[("bits", (u64::BITS as usize).into())],
        &[
            ("bits", (u64::BITS as usize).into()),
            ("max", crate::MAX_N.into()),
            ("counted", crate::known::A000170.len().into()),
        ],
    )
}
