//! Fofany (Фофаны): 4 or more players, 36 cards for four, 52 for more, one card (the fofan)
//! hidden; the one left with the card that pairs it loses. Rules: docs/games/fofany.md.

use crate::games::outcome::{self, Kind, Outcome};
use crate::games::GameInfo;

static INFO: GameInfo = GameInfo {
    id: "fofany",
    seats: (4, 13),
    flags: &[outcome::LOSER, outcome::ORDER],
    options: &[outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule fofany cites; docs/games/fofany.md explains them.
pub const RULE_IDS: &[&str] = &[
    "fofany.score.loser",
    "fofany.match.deals",
    "fofany.match.winner",
    "fofany.deal.format",
    "fofany.deal.outcome",
    "fofany.deal.draw",
    "fofany.loser.one",
    "fofany.order.permutation",
    "fofany.penalty",
    "fofany.option.unknown",
    "fofany.option.value",
    "fofany.snapshot",
];

pub static FOFANY: Outcome = Outcome {
    info: &INFO,
    opts: &[outcome::DEALS],
    kind: Kind::Loser,
    score: "fofany.score.loser",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::Unsaid,
    even: None,
    deals: "fofany.match.deals",
    winner: "fofany.match.winner",
    snapshot: "fofany.snapshot",
};
