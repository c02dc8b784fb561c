//! Akulina (Акулина, Ведьма, Колдунья): 6 or more players, 52 cards; Q♠ is never thrown out,
//! and the one left with two queens, Q♠ and another, loses. Rules: docs/games/akulina.md.

use crate::games::outcome::{self, Kind, Outcome};
use crate::games::GameInfo;

static INFO: GameInfo = GameInfo {
    id: "akulina",
    seats: (6, 13),
    flags: &[outcome::LOSER, outcome::ORDER],
    options: &[outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule akulina cites; docs/games/akulina.md explains them.
pub const RULE_IDS: &[&str] = &[
    "akulina.score.loser",
    "akulina.match.deals",
    "akulina.match.winner",
    "akulina.deal.format",
    "akulina.deal.outcome",
    "akulina.deal.draw",
    "akulina.loser.one",
    "akulina.order.permutation",
    "akulina.penalty",
    "akulina.option.unknown",
    "akulina.option.value",
    "akulina.snapshot",
];

pub static AKULINA: Outcome = Outcome {
    info: &INFO,
    opts: &[outcome::DEALS],
    kind: Kind::Loser,
    score: "akulina.score.loser",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::Unsaid,
    even: None,
    deals: "akulina.match.deals",
    winner: "akulina.match.winner",
    snapshot: "akulina.snapshot",
};
