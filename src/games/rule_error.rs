//! The one error type of the rules: which rule, where, and what was wrong and what was allowed.

use serde_json::{json, Map, Value};
use std::fmt;

use crate::engine::{Seat, Violation};
use crate::i18n::{Lang, Msg};
use crate::msg;

/// Occurs when a recorded deal, option or document breaks a rule. Never written to the ledger.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleError {
    /// Stable id, cited in docs and tests: `thousand.bid.step`, `match.finished`, `card.notation`.
    pub rule: String,
    /// 1-based position of the entry in the match (document `deals` item or ledger entry).
    pub entry: Option<usize>,
    pub trick: Option<usize>,
    pub player: Option<String>,
    pub card: Option<String>,
    /// One sentence: what was wrong and what was allowed, rendered in the reader's language.
    pub msg: Msg,
}

impl RuleError {
    pub fn new(rule: impl Into<String>, msg: impl Into<Msg>) -> RuleError {
        RuleError { rule: rule.into(), entry: None, trick: None, player: None, card: None, msg: msg.into() }
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

    /// Names the deal-record fields the message cites as `f` says (the flags the user typed).
    pub fn map_fields(mut self, f: &dyn Fn(&str) -> Option<String>) -> RuleError {
        self.msg.map_fields(f);
        self
    }

    /// The sentence in English (logs, tests).
    pub fn message(&self) -> String {
        self.msg.english()
    }

    /// The whole line a user reads: "entry 3: … [thousand.bid.step]", in `lang`.
    pub fn line(&self, lang: Lang) -> String {
        let text = self.msg.clone();
        let line = match self.entry {
            Some(e) => msg!("error-at-entry", entry = e, text = text, rule = self.rule.as_str()),
            None => msg!("error-line", text = text, rule = self.rule.as_str()),
        };
        line.render(lang)
    }

    /// The documented JSON view of the error (`--json`); `message` is in `lang`.
    pub fn to_json(&self, lang: Lang) -> Value {
        let mut m = Map::new();
        m.insert("rule".into(), json!(self.rule));
        if let Some(e) = self.entry {
            m.insert("entry".into(), json!(e));
        }
        if let Some(t) = self.trick {
            m.insert("trick".into(), json!(t));
        }
        if let Some(p) = &self.player {
            m.insert("player".into(), json!(p));
        }
        if let Some(c) = &self.card {
            m.insert("card".into(), json!(c));
        }
        m.insert("message".into(), json!(self.msg.render(lang)));
        Value::Object(m)
    }

    /// A referee's violation, with seat numbers turned into names and engine rule ids (`play.*`)
    /// given the game's prefix so that every id names its game.
    pub fn from_violation(game: &str, v: &Violation, players: &[String]) -> RuleError {
        let name = |s: Seat| players.get(s).cloned().unwrap_or_else(|| (s + 1).to_string());
        let rule = if v.rule.starts_with("play.") { format!("{game}.{}", v.rule) } else { v.rule.to_string() };
        RuleError {
            rule,
            entry: None,
            trick: v.trick,
            player: v.seat.map(name),
            card: v.card.map(|c| c.to_string()),
            msg: v.describe(name),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.line(Lang::En))
    }
}

impl std::error::Error for RuleError {}
