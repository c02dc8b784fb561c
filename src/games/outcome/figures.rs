//! The loser games' figure for `kozyr stats`: how many times each player was left the loser
//! («дурак», «осёл», …), a forgiven loser not counted.

use serde_json::Value;

use super::{Kind, Outcome};
use crate::games::{Figure, Scored, Setup};

pub const IDS: &[&str] = &["outcome.loser"];

pub fn of(game: &Outcome, setup: &Setup, scored: &Scored) -> Vec<Figure> {
    if game.kind != Kind::Loser || scored.extra.get("forgiven").and_then(Value::as_bool) == Some(true) {
        return Vec::new();
    }
    let Some(loser) = scored.extra.get("loser").and_then(Value::as_str).and_then(|l| setup.side_of(l)) else {
        return Vec::new();
    };
    vec![(IDS[0], loser, 1)]
}
