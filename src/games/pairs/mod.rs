//! Pairs (Пары): any number of players, 32 cards (36 without aces) face down; the most pairs
//! (cards) taken wins the deal, and the pairs add up over the evening. Rules: docs/games/pairs.md.

use crate::games::outcome::{self, Kind, Outcome};
use crate::games::{FlagValue, GameInfo, QuickFlag};

static INFO: GameInfo = GameInfo {
    id: "pairs",
    seats: (2, 10),
    flags: &[QuickFlag { name: "pairs", field: "pairs", value: FlagValue::SideInts, help: "flag-pairs" }],
    options: &[outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule pairs cites; docs/games/pairs.md explains them.
pub const RULE_IDS: &[&str] = &[
    "pairs.score.count",
    "pairs.match.deals",
    "pairs.match.winner",
    "pairs.deal.format",
    "pairs.deal.outcome",
    "pairs.deal.draw",
    "pairs.count.sum",
    "pairs.penalty",
    "pairs.option.unknown",
    "pairs.option.value",
    "pairs.snapshot",
];

pub static PAIRS: Outcome = Outcome {
    info: &INFO,
    opts: &[outcome::DEALS],
    kind: Kind::Count { field: "pairs", total: 16 },
    score: "pairs.score.count",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::Unsaid,
    even: None,
    deals: "pairs.match.deals",
    winner: "pairs.match.winner",
    snapshot: "pairs.snapshot",
};
