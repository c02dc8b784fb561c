//! Owns `PlayerDrift`, a player whose cached name or merge disagrees with the player entries.

use serde::Serialize;

/// One player whose row (`players.name`, `players.merged_into`) is not what a replay of the
/// player entries gives: the ledger was edited behind kozyr's back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerDrift {
    pub player: i64,
    pub cached_name: String,
    pub replayed_name: String,
    pub cached_merged_into: Option<i64>,
    pub replayed_merged_into: Option<i64>,
}
