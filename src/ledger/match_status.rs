//! Owns `MatchStatus`, the caller's verdict on a match after replaying it.

/// What the caller computed by replaying the match with the new entry; cached on the match row
/// for `list`.
#[derive(Debug, Clone, PartialEq)]
pub struct MatchStatus {
    /// Whether the match is over; sets or clears `finished_at`.
    pub finished: bool,
    /// The standing to show without replaying, stored as `MatchRecord::status`.
    pub summary: serde_json::Value,
}
