//! Owns `NewEntry`, an entry the caller wants appended.

use super::{EntryId, EntryKind};

/// An entry to append.
///
/// In `Ledger::append_with`, `voids` is the id of an entry of the same match (an existing one or
/// one appended earlier in the same call). In `Ledger::import_match`, where no ids exist yet, it
/// is the 0-based position of an earlier entry in the imported slice.
#[derive(Debug, Clone, PartialEq)]
pub struct NewEntry {
    /// What the entry records.
    pub kind: EntryKind,
    /// The payload, stored exactly as given.
    pub payload: serde_json::Value,
    /// The entry this one cancels, if any.
    pub voids: Option<EntryId>,
}
