//! Owns `MatchHead`, the end of a match's chain as its match row records it.

/// The hash of a match's last entry ("" before the first) and its number of entries: what the
/// next entry links to, and what tells a deleted last entry from a match that ends there.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(super) struct MatchHead {
    pub hash: String,
    pub length: i64,
}

impl MatchHead {
    /// Moves the head past an entry just appended with `hash`.
    pub fn advance(&mut self, hash: String) {
        // No disk holds i64::MAX entries; saturating keeps the count from ever wrapping.
        self.length = self.length.saturating_add(1);
        self.hash = hash;
    }
}
