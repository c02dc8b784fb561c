//! Owns `ChainField`, the parts of an entry its hash covers one by one.

use std::fmt;

/// A field of an entry that has its own check in `entries.sums`, so that a verifier can name
/// what was edited rather than only that something was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ChainField {
    /// The match the entry was recorded in.
    Match,
    /// Deal, penalty, void or note.
    Kind,
    /// What was recorded: the deal, the penalty, the void's target, the note.
    Payload,
    /// The entry a void cancels.
    Voids,
    /// The entry a correction replaces.
    Corrects,
    /// Why a void or correction was made.
    Reason,
    /// When the entry was recorded.
    Time,
}

impl ChainField {
    /// Every field, in the order `entries.sums` lists them.
    pub const ALL: [ChainField; 7] = [
        ChainField::Match,
        ChainField::Kind,
        ChainField::Payload,
        ChainField::Voids,
        ChainField::Corrects,
        ChainField::Reason,
        ChainField::Time,
    ];

    /// The field's word in `entries.sums`, in `--json` and in catalogue selectors.
    pub fn as_str(self) -> &'static str {
        match self {
            ChainField::Match => "match",
            ChainField::Kind => "kind",
            ChainField::Payload => "payload",
            ChainField::Voids => "voids",
            ChainField::Corrects => "corrects",
            ChainField::Reason => "reason",
            ChainField::Time => "time",
        }
    }
}

impl fmt::Display for ChainField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
