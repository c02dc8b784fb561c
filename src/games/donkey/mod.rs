//! Donkey (Осел): any number of players, 36 or 52 cards dealt out; the last to raise his
//! thumb after someone collected four of a kind is «осёл». Rules: docs/games/donkey.md.

use crate::games::family::simple::Opt;
use crate::games::outcome::{self, Kind, Outcome};
use crate::games::{GameInfo, OptionDoc};

static INFO: GameInfo = GameInfo {
    id: "donkey",
    seats: (2, 13),
    flags: &[outcome::LOSER, outcome::ORDER],
    options: &[OptionDoc { name: "deck", help: "option-donkey-deck" }, outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule donkey cites; docs/games/donkey.md explains them.
pub const RULE_IDS: &[&str] = &[
    "donkey.score.loser",
    "donkey.match.deals",
    "donkey.match.winner",
    "donkey.deal.format",
    "donkey.deal.outcome",
    "donkey.deal.draw",
    "donkey.loser.one",
    "donkey.order.permutation",
    "donkey.penalty",
    "donkey.option.unknown",
    "donkey.option.value",
    "donkey.snapshot",
];

pub static DONKEY: Outcome = Outcome {
    info: &INFO,
    opts: &[Opt::OneOf { name: "deck", default: 36, values: &[36, 52] }, outcome::DEALS],
    kind: Kind::Loser,
    score: "donkey.score.loser",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::Unsaid,
    even: None,
    deals: "donkey.match.deals",
    winner: "donkey.match.winner",
    snapshot: "donkey.snapshot",
};
