//! Bridge's figures for `kozyr stats`: the contracts each side (a partnership at the table, a
//! pair in a club session) declared and made, read from each deal's row, and a matchpoint
//! session's percentage of each pair, read from the session's ranking.

use serde_json::{Map, Value};

use crate::games::{Figure, Scored, Setup};

pub const IDS: &[&str] =
    &["bridge.contract.played", "bridge.contract.made", "bridge.matchpoints.sessions", "bridge.matchpoints.percent"];

/// The declaring side and whether it made its contract (`=` or `+n`).
pub fn of(setup: &Setup, scored: &Scored) -> Vec<Figure> {
    let x = &scored.extra;
    let text = |k: &str| x.get(k).and_then(Value::as_str);
    let (Some(declarer), Some(result)) = (text("declarer"), text("result")) else { return Vec::new() };
    let north_south = matches!(declarer, "N" | "S");
    let side = match (x.get("ns").and_then(Value::as_u64), x.get("ew").and_then(Value::as_u64)) {
        // A session's line names its pairs by number.
        (Some(ns), Some(ew)) => usize::try_from(if north_south { ns } else { ew }).ok().and_then(|p| p.checked_sub(1)),
        _ => Some(usize::from(!north_south)).filter(|&s| s < setup.sides().len()),
    };
    let Some(side) = side else { return Vec::new() };
    let mut out = vec![(IDS[0], side, 1)];
    if result.starts_with(['=', '+']) {
        out.push((IDS[1], side, 1));
    }
    out
}

/// A matchpoint session's percentage of each pair (in hundredths of a per cent), and the session
/// counted once for each pair that played a board.
pub fn of_match(_setup: &Setup, extra: &Map<String, Value>) -> Vec<Figure> {
    if extra.get("scoring").and_then(Value::as_str) != Some("matchpoints") {
        return Vec::new();
    }
    let mut out = Vec::new();
    for row in extra.get("ranking").and_then(Value::as_array).into_iter().flatten() {
        let pair = row.get("pair").and_then(Value::as_str).and_then(|p| p.parse::<usize>().ok());
        let percent = row.get("percent").and_then(Value::as_f64);
        let boards = row.get("boards").and_then(Value::as_u64).unwrap_or(0);
        if let (Some(pair), Some(percent), true) = (pair.and_then(|p| p.checked_sub(1)), percent, boards > 0) {
            out.push((IDS[2], pair, 1));
            out.push((IDS[3], pair, (percent * 100.0).round() as i64));
        }
    }
    out
}
