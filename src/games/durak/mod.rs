//! Durak (Дурак), throw-in (подкидной) or transfer (переводной): 2 to 6 players, 36 cards. The
//! one left with cards is «дурак» — «с погонами» when the last attack on him was two cards of one
//! rank (the book: two sixes); nobody left with cards is a draw. The loser deals next. Rules: docs/games/durak.md.

use crate::cards::Deck;
use crate::games::family::simple::Opt;
use crate::games::outcome::{self, Kind, Outcome};
use crate::games::{GameInfo, OptionDoc};

/// The pack the last attack's cards come from: 36 cards, six to ace.
fn deck() -> Deck {
    Deck::standard36()
}

static INFO: GameInfo = GameInfo {
    id: "durak",
    seats: (2, 6),
    flags: &[outcome::LOSER, outcome::ORDER, outcome::DRAW, outcome::POGONY],
    options: &[OptionDoc { name: "variant", help: "option-durak-variant" }, outcome::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &["transfer", "throw-in"],
};

/// Every rule durak cites; docs/games/durak.md explains them.
pub const RULE_IDS: &[&str] = &[
    "durak.score.loser",
    "durak.score.draw",
    "durak.score.pogony",
    "durak.match.deals",
    "durak.match.winner",
    "durak.deal.format",
    "durak.deal.outcome",
    "durak.loser.one",
    "durak.order.permutation",
    "durak.pogony.rank",
    "durak.pogony.cards",
    "durak.pogony.loser",
    "durak.penalty",
    "durak.option.unknown",
    "durak.option.value",
    "durak.snapshot",
];

pub static DURAK: Outcome = Outcome {
    info: &INFO,
    opts: &[Opt::Word { name: "variant", default: "throw-in", values: &["throw-in", "transfer"] }, outcome::DEALS],
    kind: Kind::Loser,
    score: "durak.score.loser",
    draw: Some("durak.score.draw"),
    pogony: Some(("durak.score.pogony", deck)),
    forgiven: None,
    next: outcome::Next::FromUnderTheFool,
    even: None,
    deals: "durak.match.deals",
    winner: "durak.match.winner",
    snapshot: "durak.snapshot",
};
