//! What a table records, game-independent: a deal (the game reads it), a penalty, a void, a note.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::options::json_detail;
use super::RuleError;
use crate::msg;

/// A penalty written outside a deal (Thousand's misdeal or three nines at the cut).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Penalty {
    pub player: String,
    /// Points added to the player's total (negative for a penalty). A game may supply the book's
    /// amount for a reason it knows (Thousand: misdeal −100).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<i64>,
    pub reason: String,
}

/// The most points a penalty can carry either way. No game's book prices one near it (Thousand's
/// misdeal is 100, Black Mary's renege 43); the bound keeps a careless or hostile number from
/// wrapping the totals (`abs()` of `i64::MIN`). A game may bound its penalties more tightly.
pub const PENALTY_POINTS_MAX: i64 = 10_000;

impl Penalty {
    /// Refuses points outside ±[`PENALTY_POINTS_MAX`] (`penalty.points.range`), naming the number
    /// as given and the range allowed. Checked where a penalty is read: the command line and a
    /// match document.
    pub fn check_points(&self) -> Result<(), RuleError> {
        match self.points {
            Some(x) if !(-PENALTY_POINTS_MAX..=PENALTY_POINTS_MAX).contains(&x) => Err(RuleError::new(
                "penalty.points.range",
                msg!("penalty-points-range", points = x.to_string(), max = PENALTY_POINTS_MAX),
            )),
            _ => Ok(()),
        }
    }
}

/// One recorded entry, exactly as written.
#[derive(Debug, Clone, PartialEq)]
pub enum Entry {
    /// The game's deal record (quick and/or full entry), read by the game.
    Deal(Value),
    Penalty(Penalty),
    /// Voids the entry at this 1-based position; the undo of the ledger.
    Void(usize),
    /// Replaces the deal or penalty at this 1-based position by the boxed deal or penalty, which
    /// is scored at the place of the one it corrects (`kozyr correct`). Never given to a game.
    Correct(usize, Box<Entry>),
    Note(String),
    /// Given to a game in place of a voided deal that keeps its place in the rotation (other deals
    /// were recorded after it before it was voided): the game advances whatever a deal advances
    /// (the dealer, the order of deals, the deal count) and scores nothing — it pushes no `Scored`.
    /// Never recorded.
    Turn,
}

impl Entry {
    /// Reads a match document's `deals` item: `{"penalty": {…}}`, `{"void": n}`, `{"note": "…"}`
    /// or a deal object.
    pub fn from_value(v: &Value) -> Result<Entry, RuleError> {
        let Some(obj) = v.as_object() else {
            return Err(RuleError::new("document.entry", msg!("document-entry")));
        };
        if obj.len() == 1 {
            if let Some(p) = obj.get("penalty") {
                let p: Penalty = serde_json::from_value(p.clone()).map_err(|e| {
                    RuleError::new("document.penalty", msg!("document-penalty", detail = json_detail(&e.to_string())))
                })?;
                p.check_points()?;
                return Ok(Entry::Penalty(p));
            }
            if let Some(n) = obj.get("void") {
                let n = n
                    .as_u64()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| RuleError::new("document.void", msg!("document-void")))?;
                return Ok(Entry::Void(n as usize));
            }
            if let Some(t) = obj.get("note") {
                let t = t.as_str().ok_or_else(|| RuleError::new("document.note", msg!("document-note")))?;
                return Ok(Entry::Note(t.to_string()));
            }
        }
        Ok(Entry::Deal(v.clone()))
    }

    pub fn to_value(&self) -> Value {
        match self {
            Entry::Deal(v) => v.clone(),
            Entry::Penalty(p) => single("penalty", serde_json::to_value(p).unwrap_or(Value::Null)),
            Entry::Void(n) => single("void", Value::from(*n)),
            Entry::Note(t) => single("note", Value::from(t.as_str())),
            Entry::Correct(n, e) => {
                let mut m = Map::new();
                m.insert("correct".into(), Value::from(*n));
                m.insert(
                    e.kind().into(),
                    match &**e {
                        Entry::Penalty(p) => serde_json::to_value(p).unwrap_or(Value::Null),
                        other => other.to_value(),
                    },
                );
                Value::Object(m)
            }
            Entry::Turn => Value::Null,
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Entry::Deal(_) => "deal",
            Entry::Penalty(_) => "penalty",
            Entry::Void(_) => "void",
            Entry::Note(_) => "note",
            Entry::Correct(..) => "correct",
            Entry::Turn => "turn",
        }
    }
}

fn single(key: &str, v: Value) -> Value {
    let mut m = Map::new();
    m.insert(key.into(), v);
    Value::Object(m)
}
