//! Belot's figures for `kozyr stats`, read from what a deal's row already says: the contracts
//! each team played, made and left hanging (висящи), its valats (капо), and the contras it said
//! and won (the declarers went inside).

use serde_json::Value;

use crate::games::{Figure, Scored, Setup};

pub const IDS: &[&str] = &[
    "belot.contract.played",
    "belot.contract.made",
    "belot.contract.hanging",
    "belot.valat",
    "belot.contra.played",
    "belot.contra.won",
];

pub fn of(setup: &Setup, scored: &Scored) -> Vec<Figure> {
    let x = &scored.extra;
    let text = |k: &str| x.get(k).and_then(Value::as_str);
    let Some(declarer) = text("declarer").and_then(|d| setup.side_of(d)) else { return Vec::new() };
    let mut out = vec![(IDS[0], declarer, 1)];
    match text("outcome") {
        Some("made") => out.push((IDS[1], declarer, 1)),
        Some("hanging") => out.push((IDS[2], declarer, 1)),
        _ => {}
    }
    if let Some(team) = text("valat").and_then(|t| setup.side_of(t)) {
        out.push((IDS[3], team, 1));
    }
    // A contra is said by the defenders (a recontra answers it): theirs to win or lose.
    if text("double").is_some() {
        let defenders = 1 - declarer.min(1);
        out.push((IDS[4], defenders, 1));
        if text("outcome") == Some("inside") {
            out.push((IDS[5], defenders, 1));
        }
    }
    out
}
