//! Owns `HistoryQuery`, the matches `kozyr history` asks the ledger for, and `HistoryRow`, each
//! match it gets back with the times of its first and last entries.

use chrono::{DateTime, Utc};

use super::MatchRecord;

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

/// A match as the history shows it: the stored match (with its cached standing) and the times
/// of its first and last entries, read from the index of entries rather than by replaying.
#[derive(Debug, Clone, PartialEq)]
pub struct HistoryRow {
    pub record: MatchRecord,
    /// When the first entry was recorded; `None` for a match without entries.
    pub first_entry: Option<DateTime<Utc>>,
    /// When the last entry was recorded.
    pub last_entry: Option<DateTime<Utc>>,
}
