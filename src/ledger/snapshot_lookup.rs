//! Owns `SnapshotLookup`, what looking for a cached match state found.

use super::{EntryId, Snapshot};

/// The latest snapshot at or before an entry, if any, and whether it can be trusted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SnapshotLookup {
    /// No snapshot at or before the entry: replay from the start.
    None,
    /// A snapshot whose seal checks.
    Found(Snapshot),
    /// The latest snapshot's seal does not fit its entry's hash and its state: it was edited, or
    /// its entry was. Treat as no snapshot, and say so.
    BadSeal {
        /// The entry the snapshot claims to follow.
        entry: EntryId,
    },
}
