//! Eroshki (Ерошки): 2 to 10 players, 36 cards, three each; players go out with three of a
//! suit and the last is «Ерошка» — unless forgiven for catching an open card. Rules: docs/games/eroshki.md.

use crate::games::outcome::{self, Kind, Outcome};
use crate::games::GameInfo;

static INFO: GameInfo = GameInfo {
    id: "eroshki",
    seats: (2, 10),
    flags: &[outcome::LOSER, outcome::ORDER, outcome::FORGIVEN],
    options: &[outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule eroshki cites; docs/games/eroshki.md explains them.
pub const RULE_IDS: &[&str] = &[
    "eroshki.score.loser",
    "eroshki.score.forgiven",
    "eroshki.match.deals",
    "eroshki.match.winner",
    "eroshki.deal.format",
    "eroshki.deal.outcome",
    "eroshki.deal.draw",
    "eroshki.loser.one",
    "eroshki.order.permutation",
    "eroshki.forgiven.loser",
    "eroshki.penalty",
    "eroshki.option.unknown",
    "eroshki.option.value",
    "eroshki.snapshot",
];

pub static EROSHKI: Outcome = Outcome {
    info: &INFO,
    opts: &[outcome::DEALS],
    kind: Kind::Loser,
    score: "eroshki.score.loser",
    draw: None,
    pogony: None,
    forgiven: Some("eroshki.score.forgiven"),
    next: outcome::Next::Unsaid,
    even: None,
    deals: "eroshki.match.deals",
    winner: "eroshki.match.winner",
    snapshot: "eroshki.snapshot",
};
