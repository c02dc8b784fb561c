//! Owns `UnknownEntryKind`, the error for a word that names no entry kind.

/// A word that is not one of `deal`, `penalty`, `void` or `note`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{word}\" is not an entry kind; use deal, penalty, void or note")]
pub struct UnknownEntryKind {
    /// The word that was given.
    pub word: String,
}
