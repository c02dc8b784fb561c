//! Quartet (Квартет): 3 to 5 players, 32 cards, eight quartets to collect; the most quartets
//! wins the deal, and the quartets add up over the evening. Rules: docs/games/quartet.md.

use crate::games::outcome::{self, Kind, Outcome};
use crate::games::{FlagValue, GameInfo, QuickFlag};

static INFO: GameInfo = GameInfo {
    id: "quartet",
    seats: (3, 5),
    flags: &[QuickFlag { name: "quartets", field: "quartets", value: FlagValue::SideInts, help: "flag-quartets" }],
    options: &[outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule quartet cites; docs/games/quartet.md explains them.
pub const RULE_IDS: &[&str] = &[
    "quartet.score.count",
    "quartet.match.deals",
    "quartet.match.winner",
    "quartet.deal.format",
    "quartet.deal.outcome",
    "quartet.deal.draw",
    "quartet.count.sum",
    "quartet.penalty",
    "quartet.option.unknown",
    "quartet.option.value",
    "quartet.snapshot",
];

pub static QUARTET: Outcome = Outcome {
    info: &INFO,
    opts: &[outcome::DEALS],
    kind: Kind::Count { field: "quartets", total: 8 },
    score: "quartet.score.count",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::LeftLeftLeads,
    even: None,
    deals: "quartet.match.deals",
    winner: "quartet.match.winner",
    snapshot: "quartet.snapshot",
};
