//! Owns `Breach`, what a verifier found wrong at the first broken link of a match's chain.

use super::{ChainField, MatchId};

/// What is wrong at a broken link. Each says as much as the stored chain can prove, and no more:
/// an edit by someone who recomputed every hash after it is not told apart from a real entry.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "what", rename_all = "kebab-case")]
pub enum Breach {
    /// The entry has no chain data: it was inserted by hand, not by kozyr.
    Unchained,
    /// The entry differs from what was recorded in these fields (never `Match`: see `Moved`).
    Changed {
        /// The fields whose checks no longer fit.
        fields: Vec<ChainField>,
    },
    /// The entry was recorded in another match and moved into this one.
    Moved {
        /// The match whose id its check fits, if that match still exists.
        from: Option<MatchId>,
        /// Other fields that were changed as well.
        fields: Vec<ChainField>,
    },
    /// The entry's link names an entry this match no longer holds: one or more entries before
    /// it were deleted (or moved away).
    MissingBefore,
    /// The entry's link skips the entries after `since` (a 1-based position, 0 for the start of
    /// the match): those were inserted, or the entries were put in another order.
    InsertedBefore {
        /// The position of the entry this one was recorded after.
        since: usize,
    },
    /// The entry's fields fit their checks but its hash does not: the chain data itself (hash,
    /// link or checks) was edited.
    CheckData,
    /// The match row counts more entries than there are: the last `count` were deleted.
    MissingAtEnd {
        /// How many entries are missing.
        count: u64,
    },
    /// There are more entries than the match row counts: the ones from here on were added
    /// outside kozyr.
    ExtraAtEnd {
        /// How many entries are too many.
        count: u64,
    },
    /// The match row's record of its last entry (or count) does not fit the entries: the last
    /// entry was replaced, or the match row's chain data was edited.
    Head,
}

impl Breach {
    /// The stable word `--json` gives for this breach.
    pub fn as_str(&self) -> &'static str {
        match self {
            Breach::Unchained => "unchained",
            Breach::Changed { .. } => "changed",
            Breach::Moved { .. } => "moved",
            Breach::MissingBefore => "missing-before",
            Breach::InsertedBefore { .. } => "inserted-before",
            Breach::CheckData => "check-data",
            Breach::MissingAtEnd { .. } => "missing-at-end",
            Breach::ExtraAtEnd { .. } => "extra-at-end",
            Breach::Head => "head",
        }
    }
}
