//! Owns `EntryRecord`, one stored line of a match's history.

use chrono::{DateTime, Utc};

use super::{EntryChain, EntryId, EntryKind};

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
    /// For a correction (a deal or penalty), the original deal or penalty it replaces.
    pub corrects: Option<EntryId>,
    /// Why the entry voids or corrects another, as the table said it.
    pub reason: Option<String>,
    /// When the entry was appended.
    pub created_at: DateTime<Utc>,
    /// The stored texts and chain data, for `Ledger::check_records`.
    #[serde(skip)]
    pub chain: EntryChain,
}
