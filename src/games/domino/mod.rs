//! Domino (Домино): 3 or more players (seven at most: seven cards each), 52 cards; the first
//! to get rid of his cards wins. Rules: docs/games/domino.md.

use crate::games::outcome::{self, Kind, Outcome};
use crate::games::GameInfo;

static INFO: GameInfo = GameInfo {
    id: "domino",
    seats: (3, 7),
    flags: &[outcome::WINNER, outcome::ORDER],
    options: &[outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule domino cites; docs/games/domino.md explains them.
pub const RULE_IDS: &[&str] = &[
    "domino.score.winner",
    "domino.match.deals",
    "domino.match.winner",
    "domino.deal.format",
    "domino.deal.outcome",
    "domino.deal.draw",
    "domino.winner.one",
    "domino.order.permutation",
    "domino.penalty",
    "domino.option.unknown",
    "domino.option.value",
    "domino.snapshot",
];

pub static DOMINO: Outcome = Outcome {
    info: &INFO,
    opts: &[outcome::DEALS],
    kind: Kind::Winner,
    score: "domino.score.winner",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::Left,
    even: None,
    deals: "domino.match.deals",
    winner: "domino.match.winner",
    snapshot: "domino.snapshot",
};
