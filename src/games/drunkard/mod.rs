//! Drunkard (Пьяница): two players, 32 cards (36 without aces), 16 each; the one left without
//! cards loses. Nobody goes out the way a shedding game's players do: a deal's `order` is its
//! standing, the winner first and the player left without cards last — the family's one meaning of
//! the field, its last the loser, the meaning stored matches were scored by. Rules:
//! docs/games/drunkard.md.

use crate::games::outcome::{self, Kind, Outcome};
use crate::games::{FlagValue, GameInfo, QuickFlag};

/// `--order Аня,Борис`: the deal's standing, the winner first and the player left without cards
/// last; its own help, since nobody goes out first in Drunkard.
const ORDER: QuickFlag =
    QuickFlag { name: "order", field: "order", value: FlagValue::Names, help: "flag-drunkard-order" };

static INFO: GameInfo = GameInfo {
    id: "drunkard",
    seats: (2, 2),
    flags: &[outcome::LOSER, ORDER],
    options: &[outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule drunkard cites; docs/games/drunkard.md explains them.
pub const RULE_IDS: &[&str] = &[
    "drunkard.score.loser",
    "drunkard.match.deals",
    "drunkard.match.winner",
    "drunkard.deal.format",
    "drunkard.deal.outcome",
    "drunkard.deal.draw",
    "drunkard.loser.one",
    "drunkard.order.permutation",
    "drunkard.penalty",
    "drunkard.option.unknown",
    "drunkard.option.value",
    "drunkard.snapshot",
];

pub static DRUNKARD: Outcome = Outcome {
    info: &INFO,
    opts: &[outcome::DEALS],
    kind: Kind::Loser,
    score: "drunkard.score.loser",
    draw: None,
    pogony: None,
    forgiven: None,
    next: outcome::Next::Unsaid,
    even: None,
    deals: "drunkard.match.deals",
    winner: "drunkard.match.winner",
    snapshot: "drunkard.snapshot",
};
