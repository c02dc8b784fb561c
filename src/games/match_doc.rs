//! The interchange document: a whole match as JSON (see docs/formats.md).

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{Entry, Replay, RuleError};

/// `{"game": …, "players": [...], "teams": {...}, "options": {...}, "deals": [...]}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchDoc {
    pub game: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Seat order, clockwise (or in the game's direction of play) from the first dealer.
    pub players: Vec<String>,
    /// Team name → members, for partnership games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<Map<String, Value>>,
    #[serde(default)]
    pub options: Map<String, Value>,
    /// Every entry in order: deals, penalties, voids and notes.
    #[serde(default)]
    pub deals: Vec<Value>,
}

impl MatchDoc {
    pub fn parse(text: &str) -> Result<MatchDoc, RuleError> {
        serde_json::from_str(text).map_err(|e| {
            RuleError::new("document.json", format!("not a valid match document: {e} (see docs/formats.md)"))
        })
    }

    pub fn entries(&self) -> Result<Vec<Entry>, RuleError> {
        self.deals.iter().enumerate().map(|(i, v)| Entry::from_value(v).map_err(|e| e.at_entry(i + 1))).collect()
    }

    /// Scores the whole document as `kozyr replay` does: setup validated, every entry replayed.
    pub fn replay(&self) -> Result<Replay, RuleError> {
        let (game, setup) = super::setup_of(self)?;
        super::replay(game, &setup, &self.entries()?)
    }
}
