//! Owns `PlayerEntryKind`, what a player entry does.

use serde::Serialize;

/// The kinds of player entry, as stored in `player_entries.kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayerEntryKind {
    /// A person takes another name from now on; the matches already recorded keep theirs.
    Rename,
    /// A player is found to be another person (two spellings of one name).
    Merge,
}

impl PlayerEntryKind {
    pub fn as_str(self) -> &'static str {
        match self {
            PlayerEntryKind::Rename => "rename",
            PlayerEntryKind::Merge => "merge",
        }
    }

    /// The kind stored as `text`; `None` for a kind this build does not know (the schema's
    /// CHECK refuses any other, so only a hand-edited ledger holds one).
    pub fn parse(text: &str) -> Option<PlayerEntryKind> {
        match text {
            "rename" => Some(PlayerEntryKind::Rename),
            "merge" => Some(PlayerEntryKind::Merge),
            _ => None,
        }
    }
}
