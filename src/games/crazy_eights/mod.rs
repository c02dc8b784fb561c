//! Crazy Eights (Сумасбродные восьмерки): 2 to 4 players, one or two 52-card packs; the first to
//! get rid of his cards wins. Rules: docs/games/crazy-eights.md.

use crate::games::family::simple::Opt;
use crate::games::outcome::{self, Kind, Outcome};
use crate::games::{GameInfo, OptionDoc};

static INFO: GameInfo = GameInfo {
    id: "crazy-eights",
    seats: (2, 4),
    flags: &[outcome::WINNER, outcome::ORDER],
    options: &[OptionDoc { name: "packs", help: "option-crazy-eights-packs" }, outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule crazy-eights cites; docs/games/crazy-eights.md explains them.
pub const RULE_IDS: &[&str] = &[
    "crazy-eights.score.winner",
    "crazy-eights.match.deals",
    "crazy-eights.match.winner",
    "crazy-eights.deal.format",
    "crazy-eights.deal.outcome",
    "crazy-eights.deal.draw",
    "crazy-eights.winner.one",
    "crazy-eights.order.permutation",
    "crazy-eights.penalty",
    "crazy-eights.option.unknown",
    "crazy-eights.option.value",
    "crazy-eights.snapshot",
];

pub static CRAZY_EIGHTS: Outcome = Outcome {
    info: &INFO,
    opts: &[Opt::OneOf { name: "packs", default: 1, values: &[1, 2] }, outcome::DEALS],
    kind: Kind::Winner,
    score: "crazy-eights.score.winner",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::Unsaid,
    even: None,
    deals: "crazy-eights.match.deals",
    winner: "crazy-eights.match.winner",
    snapshot: "crazy-eights.snapshot",
};
