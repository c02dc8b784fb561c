//! Owns `EntryRecord`, one stored line of a match's history.

use chrono::{DateTime, Utc};

use super::{EntryId, EntryKind};

/// A stored entry. Entries are never changed once written.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct EntryRecord {
    /// The entry's id, increasing with time across the whole ledger.
    pub id: EntryId,
    /// What the entry records.
    pub kind: EntryKind,
    /// The payload exactly as recorded.
    pub payload: serde_json::Value,
    /// For a void entry, the entry it cancels.
    pub voids: Option<EntryId>,
    /// When the entry was appended.
    pub created_at: DateTime<Utc>,
}
