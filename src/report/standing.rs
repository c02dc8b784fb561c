//! The standing of a match as the ledger caches it on the match row for `kozyr list`: totals,
//! leader, winner, entries. Derived from a replay at every write, never read to score.

use serde_json::{json, Map, Value};

use crate::games::Replay;
use crate::ledger::MatchStatus;

pub fn standing(replay: &Replay) -> MatchStatus {
    let leader = replay
        .totals
        .iter()
        .enumerate()
        .max_by_key(|&(_, t)| *t)
        .filter(|_| replay.rows.iter().any(|r| r.kind == "deal"))
        .map(|(i, _)| replay.sides[i].clone());
    let totals: Map<String, Value> =
        replay.sides.iter().cloned().zip(replay.totals.iter().map(|&t| Value::from(t))).collect();
    MatchStatus {
        finished: replay.finished,
        summary: json!({
            "totals": totals,
            "leader": leader,
            "winner": replay.winner.map(|w| replay.sides[w].clone()),
            "entries": replay.rows.len(),
        }),
    }
}
