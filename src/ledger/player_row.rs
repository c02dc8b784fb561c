//! Owns `PlayerRow`, one row of the players table as the player entries leave it.

use serde::Serialize;

/// A player as the ledger stores them: the name is the person's current name (for a merged
/// player, the name they had when merged) and `merged_into` the person they now are.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerRow {
    pub id: i64,
    pub name: String,
    /// The person this player was merged into; `None` for a person of their own.
    pub merged_into: Option<i64>,
}
