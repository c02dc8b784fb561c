//! Owns `EntryKind`, the four kinds of line a match's history can hold.

use std::fmt;
use std::str::FromStr;

use super::UnknownEntryKind;

/// What an entry records. Stored as the lowercase word in `entries.kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum EntryKind {
    /// A played deal and its scores.
    Deal,
    /// A penalty given outside a deal.
    Penalty,
    /// Cancels an earlier entry; undo appends one of these instead of deleting.
    Void,
    /// A free-form remark that does not change the score.
    Note,
}

impl EntryKind {
    /// Every kind, in the order the schema's CHECK lists them.
    pub const ALL: [EntryKind; 4] = [EntryKind::Deal, EntryKind::Penalty, EntryKind::Void, EntryKind::Note];

    /// The word stored in the ledger and shown to users.
    pub fn as_str(self) -> &'static str {
        match self {
            EntryKind::Deal => "deal",
            EntryKind::Penalty => "penalty",
            EntryKind::Void => "void",
            EntryKind::Note => "note",
        }
    }
}

impl fmt::Display for EntryKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for EntryKind {
    type Err = UnknownEntryKind;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        EntryKind::ALL
            .into_iter()
            .find(|kind| kind.as_str() == s)
            .ok_or_else(|| UnknownEntryKind { word: s.to_owned() })
    }
}
