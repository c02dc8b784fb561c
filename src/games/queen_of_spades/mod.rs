//! Queen of Spades (Пиковая дама): 4 or more players, 36 cards for four, 52 for more; the one
//! left with Q♠ loses. Rules: docs/games/queen-of-spades.md.

use crate::games::outcome::{self, Kind, Outcome};
use crate::games::GameInfo;

static INFO: GameInfo = GameInfo {
    id: "queen-of-spades",
    seats: (4, 13),
    flags: &[outcome::LOSER, outcome::ORDER],
    options: &[outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule queen-of-spades cites; docs/games/queen-of-spades.md explains them.
pub const RULE_IDS: &[&str] = &[
    "queen-of-spades.score.loser",
    "queen-of-spades.match.deals",
    "queen-of-spades.match.winner",
    "queen-of-spades.deal.format",
    "queen-of-spades.deal.outcome",
    "queen-of-spades.deal.draw",
    "queen-of-spades.loser.one",
    "queen-of-spades.order.permutation",
    "queen-of-spades.penalty",
    "queen-of-spades.option.unknown",
    "queen-of-spades.option.value",
    "queen-of-spades.snapshot",
];

pub static QUEEN_OF_SPADES: Outcome = Outcome {
    info: &INFO,
    opts: &[outcome::DEALS],
    kind: Kind::Loser,
    score: "queen-of-spades.score.loser",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::Unsaid,
    even: None,
    deals: "queen-of-spades.match.deals",
    winner: "queen-of-spades.match.winner",
    snapshot: "queen-of-spades.snapshot",
};
