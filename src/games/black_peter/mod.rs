//! Black Peter (Черный Петр): 3 or more players, 52 cards; pairs are thrown out, A♠ never
//! pairs; the one left holding it loses and deals next. Rules: docs/games/black-peter.md.

use crate::games::outcome::{self, Kind, Outcome};
use crate::games::GameInfo;

static INFO: GameInfo = GameInfo {
    id: "black-peter",
    seats: (3, 13),
    flags: &[outcome::LOSER, outcome::ORDER],
    options: &[outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule black-peter cites; docs/games/black-peter.md explains them.
pub const RULE_IDS: &[&str] = &[
    "black-peter.score.loser",
    "black-peter.match.deals",
    "black-peter.match.winner",
    "black-peter.deal.format",
    "black-peter.deal.outcome",
    "black-peter.deal.draw",
    "black-peter.loser.one",
    "black-peter.order.permutation",
    "black-peter.penalty",
    "black-peter.option.unknown",
    "black-peter.option.value",
    "black-peter.snapshot",
];

pub static BLACK_PETER: Outcome = Outcome {
    info: &INFO,
    opts: &[outcome::DEALS],
    kind: Kind::Loser,
    score: "black-peter.score.loser",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::LoserDeals,
    even: None,
    deals: "black-peter.match.deals",
    winner: "black-peter.match.winner",
    snapshot: "black-peter.snapshot",
};
