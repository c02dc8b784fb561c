//! Owns `ChainBreak`, the first place where a match's entries stop being what was recorded.

use super::{Breach, EntryId, EntryKind};

/// The first broken link of a match's chain: which entry, and what is wrong there.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ChainBreak {
    /// The entry's 1-based position among the match's entries as they are now; for entries
    /// missing at the end, the position the first of them had.
    pub position: usize,
    /// The entry's ledger id; `None` where the entry is gone.
    pub entry: Option<EntryId>,
    /// The entry's kind as stored now, if it is one kozyr knows.
    pub kind: Option<EntryKind>,
    /// What is wrong.
    #[serde(flatten)]
    pub breach: Breach,
}
