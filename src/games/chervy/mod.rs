//! Chervy (Черва): 4 players, 52 cards, no trump. Q♠ 13 and every heart 1 — 26 penalty points a
//! deal. A renege costs 26 and the deal is dealt again by the same dealer. The match ends at 100
//! or after the agreed deals; the lowest total wins. Rules: docs/games/chervy.md.

use crate::cards::{Card, CardSet, Deck, Rank, Suit};
use crate::games::family::{simple, Goal, Item, Opt, Renege, Simple};
use crate::games::{GameInfo, OptionDoc, QuickFlag};

const QUEEN: Card = Card::new(Rank::Queen, Suit::Spades);

/// The penalty table: 13 + 13 hearts = 26 a deal.
pub const ITEMS: &[Item] = &[
    Item::cards("chervy.score.queen", ("Q♠", "Q♠"), CardSet::single(QUEEN), 13),
    Item::cards("chervy.score.hearts", ("heart", "hearts"), CardSet::suit(Suit::Hearts), 1),
];

/// The 52-card pack, 13 each.
pub fn deck(_players: usize) -> Deck {
    Deck::standard52()
}

static INFO: GameInfo = GameInfo {
    id: "chervy",
    seats: (4, 4),
    flags: &[QuickFlag::DEALER, QuickFlag::TOOK, QuickFlag::WON, QuickFlag::RENEGE],
    options: &[
        simple::LIMIT_DOC,
        simple::DEALS_DOC,
        OptionDoc { name: "no_hearts_lead", help: "option-chervy-no_hearts_lead" },
    ],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Chervy cites; docs/games/chervy.md explains them.
pub const RULE_IDS: &[&str] = &[
    "chervy.score.queen",
    "chervy.score.hearts",
    "chervy.renege",
    "chervy.match.limit",
    "chervy.match.deals",
    "chervy.match.winner",
    "chervy.penalty",
    "chervy.deal.format",
    "chervy.deal.dealer",
    "chervy.won.range",
    "chervy.won.sum",
    "chervy.took.card",
    "chervy.took.twice",
    "chervy.took.sum",
    "chervy.took.impossible",
    "chervy.renege.not-in-record",
    "chervy.entry.disagree",
    "chervy.penalty.points",
    "chervy.penalty.sign",
    "chervy.play.format",
    "chervy.play.follow-suit",
    "chervy.play.hearts-lead",
    "chervy.play.trick-size",
    "chervy.play.card-count",
    "chervy.play.duplicate-card",
    "chervy.play.out-of-turn",
    "chervy.play.first-leader",
    "chervy.option.unknown",
    "chervy.option.value",
    "chervy.snapshot",
];

pub static CHERVY: Simple = Simple {
    info: &INFO,
    opts: &[
        Opt::Int { name: "limit", default: 100, min: 0, max: 10_000 },
        Opt::Int { name: "deals", default: 0, min: 0, max: 1000 },
        Opt::Bool { name: "no_hearts_lead", default: false },
    ],
    deck,
    items: ITEMS,
    trump: false,
    trump_from_dealer: false,
    must_trump: false,
    hearts_lead_option: Some("no_hearts_lead"),
    renege: Some(Renege { points: 26, rule: "chervy.renege", replay: true, hint: "chervy-renege-hint" }),
    leader_field: None,
    goal: Goal::Lowest,
    end_total: ("limit", "chervy.match.limit"),
    end_deals: Some(("deals", "chervy.match.deals")),
    winner_rule: "chervy.match.winner",
    penalties: &[("renege", 26, "chervy.renege")],
    penalty_rule: "chervy.penalty",
    snapshot: "chervy.snapshot",
};
