//! What a table records, game-independent: a deal (the game reads it), a penalty, a void, a note.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::options::json_detail;
use super::{shown, RuleError};
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

/// The book's reason a table's word names: `words` lists each reason the game prices (`three-nines`)
/// with its Russian and Bulgarian names (`три девятки`, `три деветки`). Compared in lower case, `ё`
/// as `е`, with spaces, hyphens and underscores alike; `None` for a reason the game does not name.
pub fn named_reason(typed: &str, words: &[(&'static str, &[&str])]) -> Option<&'static str> {
    let fold = |t: &str| -> String {
        let words = t.split(|c: char| c.is_whitespace() || c == '-' || c == '_').filter(|w| !w.is_empty());
        let lower = words.map(|w| w.chars().flat_map(char::to_lowercase).map(|c| if c == 'ё' { 'е' } else { c }));
        lower.map(String::from_iter).collect::<Vec<_>>().join("-")
    };
    let t = fold(typed);
    words.iter().find(|(id, names)| fold(id) == t || names.iter().any(|n| fold(n) == t)).map(|(id, _)| *id)
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

/// The most characters a reason may hold: a line the sheet and the log can show.
pub const REASON_MAX: usize = 200;

/// Refuses a reason the sheet could not show as typed (`match.reason`): empty, longer than
/// [`REASON_MAX`] characters, or holding a control or invisible character (an escape sequence
/// would redraw the terminal on every `show`, a bidi override would show other words than the ones
/// stored). Checked where a reason is read: the command line and a match document.
pub fn check_reason(reason: &str) -> Result<(), RuleError> {
    let length = reason.chars().count();
    if reason.trim().is_empty() || length > REASON_MAX {
        return Err(RuleError::new("match.reason", msg!("match-reason-length", length = length, max = REASON_MAX)));
    }
    if let Some(c) = reason.chars().find(|&c| super::is_invisible(c)) {
        let code = format!("U+{:04X}", c as u32);
        return Err(RuleError::new(
            "match.reason",
            msg!("match-reason-invisible", reason = shown(reason), code = code),
        ));
    }
    Ok(())
}

impl Entry {
    /// Reads a match document's `deals` item: `{"penalty": {…}}`, `{"void": n}`, `{"note": "…"}`
    /// or a deal object.
    pub fn from_value(v: &Value) -> Result<Entry, RuleError> {
        Entry::read(v).map(|(e, _)| e)
    }

    /// Reads a match document's `deals` item with the reason a void or a correction carries:
    /// `{"void": n, "reason": "…"}`, `{"correct": n, "deal": {…}, "reason": "…"}`,
    /// `{"correct": n, "penalty": {…}}`, `{"penalty": {…}}`, `{"note": "…"}` or a deal object.
    pub fn read(v: &Value) -> Result<(Entry, Option<String>), RuleError> {
        let Some(obj) = v.as_object() else {
            return Err(RuleError::new("document.entry", msg!("document-entry")));
        };
        if obj.contains_key("void") {
            let reason = reason_of(obj, &["void"], || RuleError::new("document.void", msg!("document-void-fields")))?;
            let n = obj
                .get("void")
                .and_then(Value::as_u64)
                .and_then(|n| usize::try_from(n).ok())
                .filter(|&n| n > 0)
                .ok_or_else(|| RuleError::new("document.void", msg!("document-void")))?;
            return Ok((Entry::Void(n), reason));
        }
        if obj.contains_key("correct") {
            let bad = || RuleError::new("document.correct", msg!("document-correct"));
            let version = match (obj.get("deal"), obj.get("penalty")) {
                (Some(d), None) if d.is_object() => Entry::Deal(d.clone()),
                (None, Some(p)) => Entry::Penalty(penalty(p)?),
                _ => return Err(bad()),
            };
            let reason = reason_of(obj, &["correct", version.kind()], bad)?;
            let n = obj
                .get("correct")
                .and_then(Value::as_u64)
                .and_then(|n| usize::try_from(n).ok())
                .filter(|&n| n > 0)
                .ok_or_else(bad)?;
            return Ok((Entry::Correct(n, Box::new(version)), reason));
        }
        if obj.len() == 1 {
            if let Some(p) = obj.get("penalty") {
                return Ok((Entry::Penalty(penalty(p)?), None));
            }
            if let Some(t) = obj.get("note") {
                let t = t.as_str().ok_or_else(|| RuleError::new("document.note", msg!("document-note")))?;
                return Ok((Entry::Note(t.to_string()), None));
            }
        }
        Ok((Entry::Deal(v.clone()), None))
    }

    /// The entry as a match document's `deals` item, with the reason a void or a correction was
    /// recorded for ([`Entry::read`] reads it back).
    pub fn document(&self, reason: Option<&str>) -> Value {
        let mut v = self.to_value();
        if let (Some(r), Entry::Void(_) | Entry::Correct(..), Value::Object(m)) = (reason, self, &mut v) {
            m.insert("reason".into(), Value::from(r));
        }
        v
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

/// A penalty as a document gives it, its points checked.
fn penalty(p: &Value) -> Result<Penalty, RuleError> {
    let p: Penalty = serde_json::from_value(p.clone()).map_err(|e| {
        RuleError::new("document.penalty", msg!("document-penalty", detail = json_detail(&e.to_string())))
    })?;
    p.check_points()?;
    Ok(p)
}

/// The `reason` of a void or a correction whose other keys are `keys`; any other key is `bad`.
fn reason_of(
    obj: &Map<String, Value>,
    keys: &[&str],
    bad: impl Fn() -> RuleError,
) -> Result<Option<String>, RuleError> {
    if obj.keys().any(|k| k != "reason" && !keys.contains(&k.as_str())) {
        return Err(bad());
    }
    match obj.get("reason") {
        None => Ok(None),
        Some(Value::String(r)) => {
            check_reason(r)?;
            Ok(Some(r.clone()))
        }
        Some(_) => Err(RuleError::new("document.reason", msg!("document-reason"))),
    }
}

fn single(key: &str, v: Value) -> Value {
    let mut m = Map::new();
    m.insert(key.into(), v);
    Value::Object(m)
}
