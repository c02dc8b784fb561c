//! The written forms of a play record shared by every trick game: a play is `[player:]card[!]`
//! (`!` marks a call such as a marriage), a trick is one line or a list of plays, and a text file
//! may carry `key: value` header lines (talon, passed cards…) that the game reads.

use serde::{Deserialize, Serialize};

use super::{RuleError, Setup};
use crate::cards::Card;
use crate::engine::Play;
use crate::msg;

/// A trick as written in JSON: `"AD JD 10D"` or `["Борис:AD", "Вера:JD", "Аня:10D"]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TrickDoc {
    Line(String),
    Plays(Vec<String>),
}

impl TrickDoc {
    fn tokens(&self) -> Vec<&str> {
        match self {
            TrickDoc::Line(s) => s.split([' ', ',', '\t']).filter(|t| !t.is_empty()).collect(),
            TrickDoc::Plays(v) => v.iter().map(String::as_str).collect(),
        }
    }
}

/// Parses one play: an optional `player:` prefix, a card in any notation, an optional `!`.
pub fn parse_play(token: &str, setup: &Setup) -> Result<Play, RuleError> {
    let token = token.trim();
    let (who, rest) = match token.rsplit_once(':') {
        Some((who, rest)) => (Some(who.trim()), rest.trim()),
        None => (None, token),
    };
    let (card_text, call) = match rest.strip_suffix('!') {
        Some(c) => (c.trim(), true),
        None => (rest, false),
    };
    let card: Card = card_text
        .parse()
        .map_err(|e: crate::cards::CardParseError| RuleError::new("card.notation", e.msg()).with_card(card_text))?;
    let seat = who.map(|w| setup.seat(w)).transpose()?;
    Ok(Play { card, seat, call })
}

/// Parses every trick into the engine's flat play list; each trick must have one card per seat.
pub fn parse_tricks(tricks: &[TrickDoc], setup: &Setup, per_trick: usize) -> Result<Vec<Play>, RuleError> {
    let mut plays = Vec::with_capacity(tricks.len() * per_trick);
    for (t, trick) in tricks.iter().enumerate() {
        let tokens = trick.tokens();
        if tokens.len() != per_trick {
            let mut e = RuleError::new(
                format!("{}.play.trick-size", setup.game),
                msg!("record-trick-size", trick = t + 1, cards = tokens.len(), players = per_trick),
            );
            e.trick = Some(t + 1);
            return Err(e);
        }
        for tok in tokens {
            plays.push(parse_play(tok, setup).map_err(|mut e| {
                e.trick = Some(t + 1);
                e.msg = msg!("record-in-trick", trick = t + 1, text = std::mem::take(&mut e.msg));
                e
            })?);
        }
    }
    Ok(plays)
}

/// A play record in the text form: header lines and tricks.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayText {
    /// `(key, value)` for each header line whose key is one the game reads (lowercased).
    pub headers: Vec<(String, String)>,
    pub tricks: Vec<TrickDoc>,
}

/// The tricks of a deal record's `play` (a JSON object with `tricks`, or the text form with the
/// game's `headers`), or `None` when the record has no play; a malformed object is refused with
/// the game's own error (`format`, given serde's message).
pub fn recorded_tricks(
    v: &serde_json::Value,
    headers: &[&str],
    format: impl Fn(String) -> RuleError,
) -> Result<Option<Vec<TrickDoc>>, RuleError> {
    #[derive(Deserialize)]
    struct PlayOnly {
        tricks: Vec<TrickDoc>,
    }
    match v.get("play") {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(text)) => Ok(Some(split_play_text(text, headers).tricks)),
        Some(other) => {
            // The whole record was read by the game already; only the tricks matter here.
            let mut o = other.clone();
            if let Some(m) = o.as_object_mut() {
                m.retain(|k, _| k == "tricks");
            }
            let doc: PlayOnly = serde_json::from_value(o).map_err(|e| format(e.to_string()))?;
            Ok(Some(doc.tricks))
        }
    }
}

/// Splits the text form: `#` starts a comment; a line `key: value` with a key from `headers` is a
/// header; any other line is a trick, optionally numbered (`3.`, `3)`, `3:`).
pub fn split_play_text(text: &str, headers: &[&str]) -> PlayText {
    let mut out = PlayText::default();
    for line in text.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        if let Some((key, value)) = line.split_once(':') {
            let key = key.trim().to_lowercase();
            if headers.contains(&key.as_str()) {
                out.headers.push((key, value.trim().to_string()));
                continue;
            }
        }
        let mut tokens: Vec<&str> = line.split([' ', ',', '\t']).filter(|t| !t.is_empty()).collect();
        if let Some(first) = tokens.first() {
            let digits = first.trim_end_matches(['.', ')', ':']);
            if digits.len() < first.len() && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
                tokens.remove(0);
            }
        }
        out.tricks.push(TrickDoc::Plays(tokens.into_iter().map(String::from).collect()));
    }
    out
}
