//! Madam–Monsieur (Мадам — месье): any number of players, 36 or 52 cards dealt out; the
//! first to get rid of his cards wins. Rules: docs/games/madam-monsieur.md.

use crate::games::family::simple::Opt;
use crate::games::outcome::{self, Kind, Outcome};
use crate::games::{GameInfo, OptionDoc};

static INFO: GameInfo = GameInfo {
    id: "madam-monsieur",
    seats: (2, 12),
    flags: &[outcome::WINNER, outcome::ORDER],
    options: &[OptionDoc { name: "deck", help: "option-madam-monsieur-deck" }, outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule madam-monsieur cites; docs/games/madam-monsieur.md explains them.
pub const RULE_IDS: &[&str] = &[
    "madam-monsieur.score.winner",
    "madam-monsieur.match.deals",
    "madam-monsieur.match.winner",
    "madam-monsieur.deal.format",
    "madam-monsieur.deal.outcome",
    "madam-monsieur.deal.draw",
    "madam-monsieur.winner.one",
    "madam-monsieur.order.permutation",
    "madam-monsieur.penalty",
    "madam-monsieur.option.unknown",
    "madam-monsieur.option.value",
    "madam-monsieur.snapshot",
];

pub static MADAM_MONSIEUR: Outcome = Outcome {
    info: &INFO,
    opts: &[Opt::OneOf { name: "deck", default: 36, values: &[36, 52] }, outcome::DEALS],
    kind: Kind::Winner,
    score: "madam-monsieur.score.winner",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::Unsaid,
    even: None,
    deals: "madam-monsieur.match.deals",
    winner: "madam-monsieur.match.winner",
    snapshot: "madam-monsieur.snapshot",
};
