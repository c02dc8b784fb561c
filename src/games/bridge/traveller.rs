//! A traveller line: one table's result on one board of a club session, as the traveller (or a
//! Bridgemate) writes it — the board, the North-South and East-West pairs, the contract, declarer's
//! seat and the tricks or result; or an artificial score (`60/40`) for a board not played. Read and
//! checked here; the North-South score comes from Law 77 of the Laws of Duplicate Bridge.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::record;
use super::score::{ns_score, Vulnerability};
use crate::games::{shown, RuleError};
use crate::msg;

/// The fields a traveller line may have.
const FIELDS: [&str; 10] =
    ["board", "ns", "ew", "contract", "double", "declarer", "tricks", "result", "vulnerable", "adjusted"];

/// The percentages an artificial score gives a side: average plus, average, average minus.
pub const ADJUSTED: [u8; 3] = [60, 50, 40];

/// One line of a traveller as scored: what the session's state keeps and the JSON view shows.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    pub board: u32,
    /// The North-South pair's number (1-based).
    pub ns: usize,
    /// The East-West pair's number (1-based).
    pub ew: usize,
    /// The contract as a score card writes it (`4SX`), `pass`, or nothing for an adjusted line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract: Option<String>,
    /// Declarer's seat letter: N E S W.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declarer: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tricks: Option<u8>,
    /// The vulnerability the board was scored with: none, ns, ew, both.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vulnerable: Option<String>,
    /// North-South's score; `None` for an adjusted line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub score: Option<i64>,
    /// An artificial score's percentages, North-South's and East-West's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adjusted: Option<[u8; 2]>,
}

impl Line {
    /// Whether this line and `other` put a pair on the same board twice (in either direction).
    pub fn meets(&self, other: &Line) -> Option<usize> {
        if self.board != other.board {
            return None;
        }
        [self.ns, self.ew].into_iter().find(|p| *p == other.ns || *p == other.ew)
    }

    /// The result against the contract as a traveller writes it (`=`, `+1`, `-2`), if played.
    pub fn result(&self) -> Option<String> {
        let c = record::read_contract(self.contract.as_deref()?).ok()??;
        Some(record::result_text(c, self.tricks?))
    }

    /// The artificial score as written: `60/40`.
    pub fn adjusted_text(&self) -> Option<String> {
        self.adjusted.map(|[a, b]| format!("{a}/{b}"))
    }

    /// Checks a line kept in a stored state as the reading of a traveller line would have left it.
    pub fn possible(&self, boards: u32, pairs: usize) -> bool {
        let adjusted_ok = match self.adjusted {
            Some([a, b]) => ADJUSTED.contains(&a) && ADJUSTED.contains(&b) && self.score.is_none(),
            None => self.score.is_some(),
        };
        (1..=boards).contains(&self.board)
            && (1..=pairs).contains(&self.ns)
            && (1..=pairs).contains(&self.ew)
            && self.ns != self.ew
            && adjusted_ok
            && self.tricks.is_none_or(|t| t <= 13)
    }
}

/// A pair's number as given: `3` or `"3"`, 1 to `pairs`.
fn pair(obj: &Map<String, Value>, field: &'static str, pairs: usize) -> Result<usize, RuleError> {
    let v = obj.get(field);
    let n = match v {
        Some(Value::Number(n)) => n.as_u64().and_then(|n| usize::try_from(n).ok()),
        Some(Value::String(s)) => s.trim().parse::<usize>().ok(),
        _ => None,
    };
    let given = match v {
        Some(Value::String(s)) => shown(s),
        Some(other) => shown(&other.to_string()),
        None => "-".to_string(),
    };
    n.filter(|n| (1..=pairs).contains(n)).ok_or_else(|| {
        RuleError::new("bridge.session.pair", msg!("bridge-session-pair", field = field, given = given, pairs = pairs))
    })
}

fn text<'a>(obj: &'a Map<String, Value>, field: &'static str) -> Result<Option<&'a str>, RuleError> {
    match obj.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.as_str())),
        Some(other) => Err(RuleError::new(
            "bridge.session.field",
            msg!("bridge-session-field-type", field = field, given = shown(&other.to_string())),
        )),
    }
}

/// An artificial score as written: `60/40` (North-South's percentage, then East-West's), each 60,
/// 50 or 40.
pub fn read_adjusted(given: &str) -> Result<[u8; 2], RuleError> {
    let bad = || RuleError::new("bridge.session.adjusted", msg!("bridge-session-adjusted", given = shown(given)));
    let (a, b) = given.trim().split_once('/').ok_or_else(bad)?;
    let read = |s: &str| s.trim().trim_end_matches('%').parse::<u8>().ok().filter(|p| ADJUSTED.contains(p));
    Ok([read(a).ok_or_else(bad)?, read(b).ok_or_else(bad)?])
}

/// Reads one traveller line of a session of `pairs` pairs and `boards` boards, and scores it.
pub fn read(v: &Value, boards: u32, pairs: usize) -> Result<Line, RuleError> {
    let empty = Map::new();
    let obj = v.as_object().unwrap_or(&empty);
    if let Some(k) = obj.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        return Err(RuleError::new(
            "bridge.session.field",
            msg!("bridge-session-field", field = shown(k), fields = FIELDS.join(", ")),
        ));
    }
    // A deal typed as at a table (`kozyr deal --contract …`) names no pairs: say how a session
    // records a result instead of complaining about its board.
    if !obj.contains_key("ns") && !obj.contains_key("ew") {
        return Err(RuleError::new("bridge.session.traveller", msg!("bridge-session-traveller")));
    }
    let board = obj.get("board").and_then(Value::as_u64).and_then(|b| u32::try_from(b).ok());
    let Some(board) = board.filter(|b| (1..=boards).contains(b)) else {
        let given = obj.get("board").map_or_else(|| "-".to_string(), |b| shown(&b.to_string()));
        return Err(RuleError::new(
            "bridge.session.board",
            msg!("bridge-session-board", given = given, boards = boards),
        ));
    };
    let ns = pair(obj, "ns", pairs)?;
    let ew = pair(obj, "ew", pairs)?;
    if ns == ew {
        return Err(RuleError::new("bridge.session.same-pair", msg!("bridge-session-same-pair", pair = ns)));
    }
    let mut line = Line { board, ns, ew, ..Line::default() };
    if let Some(adj) = text(obj, "adjusted")? {
        if let Some(k) =
            ["contract", "double", "declarer", "tricks", "result"].into_iter().find(|k| obj.contains_key(*k))
        {
            return Err(RuleError::new(
                "bridge.session.adjusted-contract",
                msg!("bridge-session-adjusted-contract", board = board, field = k),
            ));
        }
        line.adjusted = Some(read_adjusted(adj)?);
        return Ok(line);
    }
    let Some(contract) = text(obj, "contract")? else {
        return Err(RuleError::new("bridge.session.contract", msg!("bridge-session-contract", board = board)));
    };
    let vulnerable = match text(obj, "vulnerable")? {
        Some(t) => record::read_vulnerability(t)?,
        None => Vulnerability::of_board(board),
    };
    line.vulnerable = Some(record::vulnerability_word(vulnerable).to_string());
    let Some(c) = record::read_contract(contract)? else {
        line.contract = Some("pass".to_string());
        line.score = Some(0);
        return Ok(line);
    };
    let c = record::with_double(c, text(obj, "double")?)?;
    let declarer = text(obj, "declarer")?;
    let Some(seat) = declarer.and_then(record::seat_word) else {
        let given = declarer.map_or_else(|| "-".to_string(), shown);
        return Err(RuleError::new("bridge.session.declarer", msg!("bridge-session-declarer", given = given)));
    };
    let tricks = match obj.get("tricks") {
        None | Some(Value::Null) => None,
        Some(t) => Some(t.as_i64().ok_or_else(|| {
            RuleError::new(
                "bridge.session.field",
                msg!("bridge-session-field-type", field = "tricks", given = shown(&t.to_string())),
            )
        })?),
    };
    let took = record::read_tricks(c, tricks, text(obj, "result")?)?;
    line.contract = Some(record::contract_text(c));
    line.declarer = Some(record::seat_letter(seat).to_string());
    line.tricks = Some(took);
    line.score = Some(ns_score(c, seat, took, vulnerable));
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn rule(v: Value) -> String {
        read(&v, 24, 8).expect_err("refused").rule
    }

    #[test]
    fn a_line_is_scored_for_north_south() {
        // 4♠ by North on board 1 (none vulnerable), 10 tricks: +420.
        let l = read(&json!({"board": 1, "ns": 1, "ew": "2", "contract": "4S", "declarer": "N", "tricks": 10}), 24, 8)
            .expect("reads");
        assert_eq!((l.score, l.result().as_deref()), (Some(420), Some("=")));
        // 3NT doubled by East on board 3 (East-West vulnerable), two down: +500 to North-South.
        let l = read(
            &json!({"board": 3, "ns": 3, "ew": 4, "contract": "3NT", "double": "x", "declarer": "В",
            "result": "-2"}),
            24,
            8,
        )
        .expect("reads");
        assert_eq!((l.score, l.contract.as_deref(), l.declarer.as_deref()), (Some(500), Some("3NTX"), Some("E")));
        let l = read(&json!({"board": 2, "ns": 1, "ew": 2, "contract": "pass"}), 24, 8).expect("reads");
        assert_eq!(l.score, Some(0));
        let l = read(&json!({"board": 2, "ns": 1, "ew": 2, "adjusted": "60/40"}), 24, 8).expect("reads");
        assert_eq!((l.score, l.adjusted), (None, Some([60, 40])));
    }

    #[test]
    fn every_impossible_line_is_refused_by_its_rule() {
        assert_eq!(rule(json!({"board": 25, "ns": 1, "ew": 2, "contract": "pass"})), "bridge.session.board");
        assert_eq!(rule(json!({"board": 0, "ns": 1, "ew": 2, "contract": "pass"})), "bridge.session.board");
        assert_eq!(rule(json!({"board": 1, "ns": 9, "ew": 2, "contract": "pass"})), "bridge.session.pair");
        assert_eq!(rule(json!({"board": 1, "ns": 2, "ew": 2, "contract": "pass"})), "bridge.session.same-pair");
        assert_eq!(rule(json!({"board": 1, "ns": 1, "ew": 2, "adjusted": "70/30"})), "bridge.session.adjusted");
        assert_eq!(
            rule(json!({"board": 1, "ns": 1, "ew": 2, "adjusted": "60/40", "contract": "4S"})),
            "bridge.session.adjusted-contract"
        );
        assert_eq!(rule(json!({"board": 1, "ns": 1, "ew": 2})), "bridge.session.contract");
        assert_eq!(
            rule(json!({"board": 1, "ns": 1, "ew": 2, "contract": "4S", "tricks": 10})),
            "bridge.session.declarer"
        );
        assert_eq!(
            rule(json!({"board": 1, "ns": 1, "ew": 2, "contract": "4S", "declarer": "Аня", "tricks": 10})),
            "bridge.session.declarer"
        );
        assert_eq!(
            rule(json!({"board": 1, "ns": 1, "ew": 2, "contract": "8S", "declarer": "N"})),
            "bridge.contract.level"
        );
        assert_eq!(
            rule(json!({"board": 1, "ns": 1, "ew": 2, "contract": "4S", "declarer": "N", "tricks": 14})),
            "bridge.tricks.range"
        );
        assert_eq!(rule(json!({"board": 1, "ns": 1, "ew": 2, "contract": "pass", "table": 3})), "bridge.session.field");
    }
}
