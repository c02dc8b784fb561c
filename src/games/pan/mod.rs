//! Pan (Пан): any number of players, 24 cards (nine to ace) dealt out, 9♥ leads; the first to
//! get rid of his cards wins. Rules: docs/games/pan.md.

use crate::games::outcome::{self, Kind, Outcome};
use crate::games::GameInfo;

static INFO: GameInfo = GameInfo {
    id: "pan",
    seats: (2, 8),
    flags: &[outcome::WINNER, outcome::ORDER],
    options: &[outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule pan cites; docs/games/pan.md explains them.
pub const RULE_IDS: &[&str] = &[
    "pan.score.winner",
    "pan.match.deals",
    "pan.match.winner",
    "pan.deal.format",
    "pan.players.even",
    "pan.deal.outcome",
    "pan.deal.draw",
    "pan.winner.one",
    "pan.order.permutation",
    "pan.penalty",
    "pan.option.unknown",
    "pan.option.value",
    "pan.snapshot",
];

pub static PAN: Outcome = Outcome {
    info: &INFO,
    opts: &[outcome::DEALS],
    kind: Kind::Winner,
    score: "pan.score.winner",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::Unsaid,
    even: Some((24, "pan.players.even")),
    deals: "pan.match.deals",
    winner: "pan.match.winner",
    snapshot: "pan.snapshot",
};
