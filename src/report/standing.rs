//! The standing of a match as the ledger caches it on the match row for `kozyr list` and
//! `kozyr history`: totals, leader, winner, entries, deals. Derived from a replay at every write,
//! never read to score.

use serde_json::{json, Map, Value};

use crate::games::Replay;
use crate::ledger::MatchStatus;

pub fn standing(replay: &Replay) -> MatchStatus {
    // A side leads only when no other side has as much: at 0–0 after an all-pass deal, or level
    // after any deal, nobody leads (max_by_key alone would name the last of the tied sides).
    let best =
        if replay.lowest_wins { replay.totals.iter().copied().min() } else { replay.totals.iter().copied().max() };
    let leaders: Vec<usize> = (0..replay.totals.len()).filter(|&i| Some(replay.totals[i]) == best).collect();
    let leader = match leaders.as_slice() {
        [i] if replay.first > 0 || replay.rows.iter().any(|r| r.kind == "deal") => Some(replay.sides[*i].clone()),
        _ => None,
    };
    let totals: Map<String, Value> =
        replay.sides.iter().cloned().zip(replay.totals.iter().map(|&t| Value::from(t))).collect();
    let mut summary = json!({
            "totals": totals,
            "leader": leader,
            "winner": replay.winner.map(|w| replay.sides[w].clone()),
            "entries": replay.first + replay.rows.len(),
            "deals": replay.deals_before + replay.rows.iter().filter(|r| crate::games::replay::counts(r)).count(),
    });
    // The totals' unit, for `kozyr history`: a club session counts hundredths.
    if let (d @ 1.., Value::Object(m)) = (replay.decimals, &mut summary) {
        m.insert("decimals".into(), d.into());
    }
    // The figures `kozyr stats` reads, kept in the same transaction as every entry.
    if let (Some(f), Value::Object(m)) = (&replay.figures, &mut summary) {
        m.insert("figures".into(), serde_json::to_value(f).unwrap_or(Value::Null));
    }
    MatchStatus { finished: replay.finished, summary }
}

/// Keys a ledger written before them lacks in its cached standings: such a standing is not stale
/// for their absence, and `kozyr history` (`deals`) and `kozyr stats` (`figures`) replay that
/// match to count them. (`decimals`, a club session's: its history line shows hundredths until
/// the session's next entry rewrites the standing.)
const LATER_KEYS: [&str; 3] = ["deals", "figures", "decimals"];

/// Whether the `cached` standing is the `replayed` one, a standing from before [`LATER_KEYS`]
/// judged on the keys it has.
pub fn standing_agrees(cached: Option<&Value>, replayed: &Value) -> bool {
    let Some(cached) = cached else { return false };
    if cached == replayed {
        return true;
    }
    match (cached.as_object(), replayed.as_object()) {
        (Some(c), Some(r)) if LATER_KEYS.iter().any(|k| !c.contains_key(*k)) => {
            let mut r = r.clone();
            for k in LATER_KEYS {
                if !c.contains_key(k) {
                    r.remove(k);
                }
            }
            *c == r
        }
        _ => false,
    }
}
