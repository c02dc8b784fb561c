//! The interchange document: a whole match as JSON (see docs/formats.md).

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::options::json_detail;
use super::{Entry, Replay, RuleError};
use crate::i18n::Msg;
use crate::msg;

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
            let (line, column) = (e.line(), e.column());
            let full = e.to_string();
            let text = full.strip_suffix(&format!(" at line {line} column {column}")).unwrap_or(&full);
            let detail = match e.classify() {
                serde_json::error::Category::Data => json_detail(text),
                _ => syntax_detail(text),
            };
            RuleError::new("document.json", msg!("document-json", detail = detail, line = line, column = column))
        })
    }

    pub fn entries(&self) -> Result<Vec<Entry>, RuleError> {
        Ok(self.entries_with_reasons()?.0)
    }

    /// The entries and, beside them, the reason each void or correction gives (`None` elsewhere).
    pub fn entries_with_reasons(&self) -> Result<(Vec<Entry>, Vec<Option<String>>), RuleError> {
        let mut entries = Vec::with_capacity(self.deals.len());
        let mut reasons = Vec::with_capacity(self.deals.len());
        for (i, v) in self.deals.iter().enumerate() {
            let (e, r) = Entry::read(v).map_err(|e| e.at_entry(i + 1))?;
            entries.push(e);
            reasons.push(r);
        }
        Ok((entries, reasons))
    }

    /// The `deals` of a document holding `entries`, each void and correction with its reason
    /// (`reasons` beside the entries, by position; shorter means no reason for the rest).
    pub fn deals_of(entries: &[Entry], reasons: &[Option<String>]) -> Vec<Value> {
        entries.iter().enumerate().map(|(i, e)| e.document(reasons.get(i).and_then(Option::as_deref))).collect()
    }

    /// Scores the whole document as `kozyr replay` does: setup validated, every entry replayed,
    /// the reasons of voids and corrections on their rows.
    pub fn replay(&self) -> Result<Replay, RuleError> {
        let (game, setup) = super::setup_of(self)?;
        let (entries, reasons) = self.entries_with_reasons()?;
        Ok(super::replay(game, &setup, &entries)?.with_reasons(&reasons))
    }
}

/// A JSON syntax complaint in the reader's language; an unusual one is quoted as the reader gave it.
fn syntax_detail(text: &str) -> Msg {
    let symbols: Vec<&str> = text.split('`').skip(1).step_by(2).collect();
    if text.starts_with("EOF while parsing") {
        msg!("games-json-eof")
    } else if text == "trailing comma" {
        msg!("games-json-trailing-comma")
    } else if text == "trailing characters" {
        msg!("games-json-trailing")
    } else if text == "expected value" || text == "expected ident" {
        msg!("games-json-no-value")
    } else if text == "invalid number" || text == "number out of range" {
        msg!("games-json-number")
    } else if text == "key must be a string" {
        msg!("games-json-key")
    } else if text.starts_with("expected ") && !symbols.is_empty() {
        let mut each = symbols.iter().map(|s| msg!("games-json-name", name = *s));
        let first = each.next().unwrap_or_default();
        msg!("games-json-expected", symbols = each.fold(first, |acc, s| msg!("games-or", first = acc, second = s)))
    } else {
        msg!("games-json-raw", text = text)
    }
}
