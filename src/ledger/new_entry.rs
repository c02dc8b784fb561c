//! Owns `NewEntry`, an entry the caller wants appended.

use super::{EntryId, EntryKind};

/// An entry to append.
///
/// In `Ledger::append_with`, `voids` and `corrects` are ids of entries of the same match (an
/// existing one or one appended earlier in the same call). In `Ledger::import_match`, where no
/// ids exist yet, they are 0-based positions of earlier entries in the imported slice.
#[derive(Debug, Clone, PartialEq)]
pub struct NewEntry {
    /// What the entry records.
    pub kind: EntryKind,
    /// The payload, stored exactly as given.
    pub payload: serde_json::Value,
    /// The entry this one cancels, if any.
    pub voids: Option<EntryId>,
    /// The original deal or penalty this one replaces, if it is a correction: it must be of the
    /// same kind as this entry and not itself a correction.
    pub corrects: Option<EntryId>,
    /// Why this entry voids or corrects another, if the table said.
    pub reason: Option<String>,
}
