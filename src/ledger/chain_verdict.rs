//! Owns `ChainVerdict`, what checking one match's chain found.

use super::{ChainBreak, MatchId};

/// The outcome of checking a match's chain.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ChainVerdict {
    /// The match checked.
    #[serde(rename = "match")]
    pub match_id: MatchId,
    /// How many entries the match holds now.
    pub entries: usize,
    /// The hash of its last entry as stored ("" for none): a table that notes it down can later
    /// tell its ledger from one rewritten with every hash recomputed.
    pub head: String,
    /// The first broken link, if any.
    pub broken: Option<ChainBreak>,
}

impl ChainVerdict {
    /// Whether every link held.
    pub fn intact(&self) -> bool {
        self.broken.is_none()
    }
}
