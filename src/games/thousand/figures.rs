//! Thousand's figures for `kozyr stats`, read from what a deal's row already says: the contract
//! made or failed (a conceded one, «расписать», is a contract failed), the barrel climbed and
//! fallen, and the bolts.

use crate::games::{Figure, MarkKind, Scored, Setup};

pub const IDS: &[&str] = &[
    "thousand.contract.made",
    "thousand.contract.failed",
    "thousand.barrel.climbed",
    "thousand.barrel.fallen",
    "thousand.bolt",
];

pub fn of(setup: &Setup, scored: &Scored) -> Vec<Figure> {
    let mut out = Vec::new();
    if let Some(declarer) = scored.extra.get("declarer").and_then(|d| d.as_str()).and_then(|d| setup.side_of(d)) {
        let made = scored.extra.get("made").and_then(serde_json::Value::as_bool) == Some(true)
            && scored.extra.get("conceded").and_then(serde_json::Value::as_bool) != Some(true);
        out.push((if made { IDS[0] } else { IDS[1] }, declarer, 1));
    }
    for m in &scored.marks {
        match m.kind {
            // The barrel mark is written both when a player climbs and on every deal he sits
            // there; only a climb raises his total (from below the line up to it).
            MarkKind::Barrel if scored.scores.get(m.side).is_some_and(|&s| s > 0) => out.push((IDS[2], m.side, 1)),
            MarkKind::BarrelFall => out.push((IDS[3], m.side, 1)),
            MarkKind::Bolt => out.push((IDS[4], m.side, 1)),
            _ => {}
        }
    }
    out
}
