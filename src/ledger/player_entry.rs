//! Owns `PlayerEntry`, one recorded rename or merge.

use serde::Serialize;

use super::PlayerEntryKind;

/// A rename or a merge as recorded in `player_entries`, never changed afterwards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerEntry {
    pub id: i64,
    pub kind: PlayerEntryKind,
    /// The player renamed, or the player merged into another.
    pub player: i64,
    /// Merge: the person the player became.
    pub into: Option<i64>,
    /// Rename: the name before.
    pub old_name: Option<String>,
    /// Rename: the name after.
    pub name: Option<String>,
    /// Why, as the table said it.
    pub reason: Option<String>,
    /// When, RFC 3339 UTC as stored.
    pub created_at: String,
}
