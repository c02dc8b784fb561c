//! Owns `NewMatch`, what the caller supplies to start a match.

/// A match to be created. Players are named; unknown names become new players.
#[derive(Debug, Clone, PartialEq)]
pub struct NewMatch {
    /// The game's identifier, e.g. `thousand`.
    pub game: String,
    /// An optional unique name to select the match by.
    pub name: Option<String>,
    /// The game's options, stored as given.
    pub options: serde_json::Value,
    /// Player names in seat order.
    pub players: Vec<String>,
    /// Team layout, for games that have one.
    pub teams: Option<serde_json::Value>,
    /// The match's own language (`en`, `ru`, `bg`), if the table chose one.
    pub lang: Option<String>,
}
