//! Lesson 05, the pairwise scan: no flags, each square is compared with every
//! queen above it. Same tree as branch-and-bound; a check costs more.

use std::io;

use super::{same_tree_other_checks, Page};
use crate::strategies::Strategy;

pub(super) fn teach(page: &mut Page, n: usize) -> io::Result<()> {
    page.say("intro", &[])?;
    page.code("src/strategies/pairwise.rs", "fn is_safe(")?;
    same_tree_other_checks(page, n, Strategy::Pairwise, 14)?;
    page.question(&[])
}
