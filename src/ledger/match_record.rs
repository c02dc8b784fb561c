//! Owns `MatchRecord`, a match as stored in the ledger.

use chrono::{DateTime, Utc};

use super::MatchId;

/// A stored match with its players in seat order.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct MatchRecord {
    /// The match's id, increasing with creation.
    pub id: MatchId,
    /// The game's identifier.
    pub game: String,
    /// The match's unique name, if it has one.
    pub name: Option<String>,
    /// The game's options as recorded.
    pub options: serde_json::Value,
    /// Player names in seat order.
    pub players: Vec<String>,
    /// Team layout, if any.
    pub teams: Option<serde_json::Value>,
    /// When the match was created.
    pub created_at: DateTime<Utc>,
    /// When the match became finished; `None` while it is open.
    pub finished_at: Option<DateTime<Utc>>,
    /// The cached summary of the replayed standing (`MatchStatus::summary`), if any.
    pub status: Option<serde_json::Value>,
    /// The match's own language (`en`, `ru`, `bg`), if the table chose one.
    pub lang: Option<String>,
}
