//! Owns `PlayerChange`, the rename or merge a command asks the ledger to record.

/// A change of who is who, validated by the caller against the [`super::PlayerBook`] it was
/// handed inside the write transaction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayerChange {
    /// The person `person` is called `name` from now on.
    Rename { person: i64, name: String, reason: Option<String> },
    /// The person `player` is the person `into`: everything merged into `player` moves with it.
    Merge { player: i64, into: i64, reason: Option<String> },
}
