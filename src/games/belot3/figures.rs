//! Belot for three's figures for `kozyr stats`, read from what a deal's row already says: the
//! contracts each player played and made (the declarer's points above both others'), the deals
//! whose points he left hanging (висящи), and the valats (every trick taken).

use serde_json::Value;

use crate::games::{Figure, MarkKind, Scored, Setup};

pub const IDS: &[&str] = &["belot3.contract.played", "belot3.contract.made", "belot3.contract.hanging", "belot3.valat"];

pub fn of(setup: &Setup, scored: &Scored) -> Vec<Figure> {
    let x = &scored.extra;
    let Some(declarer) = x.get("declarer").and_then(Value::as_str).and_then(|d| setup.side_of(d)) else {
        return Vec::new();
    };
    let mut out = vec![(IDS[0], declarer, 1)];
    let points: Vec<i64> = x
        .get("points")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_i64).collect())
        .unwrap_or_default();
    if let Some(&own) = points.get(declarer) {
        if points.iter().enumerate().all(|(s, &p)| s == declarer || p < own) {
            out.push((IDS[1], declarer, 1));
        }
    }
    for m in &scored.marks {
        match m.kind {
            MarkKind::Hanging => out.push((IDS[2], m.side, 1)),
            MarkKind::Valat => out.push((IDS[3], m.side, 1)),
            _ => {}
        }
    }
    out
}
