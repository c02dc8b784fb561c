//! The one error type of the rules: which rule, where, and what was wrong and what was allowed.

use serde::Serialize;
use std::fmt;

use crate::engine::{Seat, Violation};

/// Occurs when a recorded deal, option or document breaks a rule. Never written to the ledger.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RuleError {
    /// Stable id, cited in docs and tests: `thousand.bid.step`, `match.finished`, `card.notation`.
    pub rule: String,
    /// 1-based position of the entry in the match (document `deals` item or ledger entry).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub entry: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trick: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    /// One sentence: what was wrong and what was allowed.
    pub message: String,
}

impl RuleError {
    pub fn new(rule: impl Into<String>, message: impl Into<String>) -> RuleError {
        RuleError { rule: rule.into(), entry: None, trick: None, player: None, card: None, message: message.into() }
    }

    /// Places the error at an entry unless it is already placed.
    pub fn at_entry(mut self, entry: usize) -> RuleError {
        self.entry.get_or_insert(entry);
        self
    }

    pub fn with_player(mut self, player: impl Into<String>) -> RuleError {
        self.player = Some(player.into());
        self
    }

    pub fn with_card(mut self, card: impl fmt::Display) -> RuleError {
        self.card = Some(card.to_string());
        self
    }

    /// A referee's violation, with seat numbers turned into names and engine rule ids (`play.*`)
    /// given the game's prefix so that every id names its game.
    pub fn from_violation(game: &str, v: &Violation, players: &[String]) -> RuleError {
        let name = |s: Seat| players.get(s).cloned().unwrap_or_else(|| format!("seat {}", s + 1));
        let rule = if v.rule.starts_with("play.") { format!("{game}.{}", v.rule) } else { v.rule.to_string() };
        RuleError {
            rule,
            entry: None,
            trick: v.trick,
            player: v.seat.map(name),
            card: v.card.map(|c| c.to_string()),
            message: v.describe(name),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(e) = self.entry {
            write!(f, "entry {e}: ")?;
        }
        write!(f, "{} [{}]", self.message, self.rule)
    }
}

impl std::error::Error for RuleError {}
