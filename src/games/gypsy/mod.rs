//! Gypsy (Цыган): 24 cards for two players, 52 for more, dealt out; the one left with cards
//! loses. Rules: docs/games/gypsy.md.

use crate::games::outcome::{self, Kind, Outcome};
use crate::games::GameInfo;

static INFO: GameInfo = GameInfo {
    id: "gypsy",
    seats: (2, 10),
    flags: &[outcome::LOSER, outcome::ORDER],
    options: &[outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule gypsy cites; docs/games/gypsy.md explains them.
pub const RULE_IDS: &[&str] = &[
    "gypsy.score.loser",
    "gypsy.match.deals",
    "gypsy.match.winner",
    "gypsy.deal.format",
    "gypsy.deal.outcome",
    "gypsy.deal.draw",
    "gypsy.loser.one",
    "gypsy.order.permutation",
    "gypsy.penalty",
    "gypsy.option.unknown",
    "gypsy.option.value",
    "gypsy.snapshot",
];

pub static GYPSY: Outcome = Outcome {
    info: &INFO,
    opts: &[outcome::DEALS],
    kind: Kind::Loser,
    score: "gypsy.score.loser",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::Unsaid,
    even: None,
    deals: "gypsy.match.deals",
    winner: "gypsy.match.winner",
    snapshot: "gypsy.snapshot",
};
