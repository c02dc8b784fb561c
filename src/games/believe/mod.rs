//! «Верю — не верю» (I believe — I don't): any number of players, 36 or 52 cards dealt out; the
//! one left with cards when everyone else is out loses and deals next. Rules: docs/games/believe.md.

use crate::games::family::simple::Opt;
use crate::games::outcome::{self, Kind, Outcome};
use crate::games::{GameInfo, OptionDoc};

static INFO: GameInfo = GameInfo {
    id: "believe",
    seats: (2, 12),
    flags: &[outcome::LOSER, outcome::ORDER],
    options: &[OptionDoc { name: "deck", help: "option-believe-deck" }, outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule believe cites; docs/games/believe.md explains them.
pub const RULE_IDS: &[&str] = &[
    "believe.score.loser",
    "believe.match.deals",
    "believe.match.winner",
    "believe.deal.format",
    "believe.deal.outcome",
    "believe.deal.draw",
    "believe.loser.one",
    "believe.order.permutation",
    "believe.penalty",
    "believe.option.unknown",
    "believe.option.value",
    "believe.snapshot",
];

pub static BELIEVE: Outcome = Outcome {
    info: &INFO,
    opts: &[Opt::OneOf { name: "deck", default: 36, values: &[36, 52] }, outcome::DEALS],
    kind: Kind::Loser,
    score: "believe.score.loser",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::LoserDealsAndLeads,
    even: None,
    deals: "believe.match.deals",
    winner: "believe.match.winner",
    snapshot: "believe.snapshot",
};
