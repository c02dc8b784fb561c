//! Owns `HistoryQuery`, the matches `kozyr history` asks the ledger for, and `HistoryRow`, each
//! match it gets back with the times of its first and last entries.

use chrono::{DateTime, Utc};

use super::MatchId;

/// Which matches to read: every condition given must hold.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct HistoryQuery {
    /// Matches where one of these players (ids in the players table) sat.
    pub players: Option<Vec<i64>>,
    /// Matches of this game id.
    pub game: Option<String>,
    /// Matches started at or after this time.
    pub since: Option<DateTime<Utc>>,
    /// Matches started before this time.
    pub before: Option<DateTime<Utc>>,
}

/// A match as the history shows it: what the match row says of it (its cached standing among it)
/// and the times of its first and last entries, read from the index of entries rather than by
/// replaying. Not a whole `MatchRecord`: the history has no use for the options, and reading the
/// options of thousands of matches is most of what listing them would cost.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryRow {
    pub id: MatchId,
    pub game: String,
    pub name: Option<String>,
    /// The players in seat order.
    pub players: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    /// The cached summary of the replayed standing (`MatchStatus::summary`) as stored, JSON text:
    /// the history reads the few fields it shows from it, without building the rest.
    pub status: Option<String>,
    /// When the first entry was recorded; `None` for a match without entries.
    pub first_entry: Option<DateTime<Utc>>,
    /// When the last entry was recorded.
    pub last_entry: Option<DateTime<Utc>>,
}
