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
    names: ["Chervy", "Черва", "Черва"],
    seats: (4, 4),
    flags: &[QuickFlag::DEALER, QuickFlag::TOOK, QuickFlag::WON, QuickFlag::RENEGE],
    options: &[
        simple::LIMIT_DOC,
        simple::DEALS_DOC,
        OptionDoc {
            name: "no_hearts_lead",
            help: "hearts may not be led while the leader holds a card of another suit (not in the seed: off)",
        },
    ],
    rules: include_str!("../../../docs/games/chervy.md"),
    rule_ids: RULE_IDS,
};

/// Every rule Chervy cites; docs/games/chervy.md explains them.
pub const RULE_IDS: &[(&str, &str)] = &[
    ("chervy.score.queen", "taking Q♠ costs 13"),
    ("chervy.score.hearts", "each heart taken costs 1 (26 a deal in all)"),
    ("chervy.renege", "failing to follow suit while able costs 26 and the same dealer deals again"),
    ("chervy.match.limit", "the match ends when a player reaches the limit (100)"),
    ("chervy.match.deals", "or after the agreed number of deals"),
    ("chervy.match.winner", "the lowest total wins; equal lowest totals play another deal"),
    ("chervy.penalty", "a penalty the table agrees is written as penalty points"),
    ("chervy.deal.format", "a deal record has only the documented fields"),
    ("chervy.deal.dealer", "the deal passes to the left (after a renege the same dealer deals again)"),
    ("chervy.won.range", "a player's tricks are 0 to 13"),
    ("chervy.won.sum", "tricks won add up to 13"),
    ("chervy.took.card", "only the scoring cards are named: Q♠ and hearts"),
    ("chervy.took.twice", "each scoring card is taken by one player"),
    ("chervy.took.sum", "Q♠ and the 13 hearts are all accounted for"),
    ("chervy.took.impossible", "nobody takes more cards than his tricks hold"),
    ("chervy.renege.not-in-record", "a recorded renege is in the tricks"),
    ("chervy.entry.disagree", "quick entry and the tricks agree"),
    ("chervy.penalty.points", "a penalty gives its points unless its reason is renege"),
    ("chervy.play.format", "a play record has only tricks"),
    ("chervy.play.follow-suit", "follow the led suit if able (or record the renege)"),
    ("chervy.play.hearts-lead", "with no_hearts_lead: no heart led while holding another suit"),
    ("chervy.play.trick-size", "each trick has one card from each player"),
    ("chervy.play.card-count", "a deal is the 52 cards"),
    ("chervy.play.duplicate-card", "each card is played once"),
    ("chervy.play.out-of-turn", "players play in turn from the trick's leader"),
    ("chervy.play.first-leader", "the player left of the dealer leads"),
    ("chervy.option.unknown", "only documented options"),
    ("chervy.option.value", "option values of the right type and range"),
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
    renege: Some(Renege { points: 26, rule: "chervy.renege", replay: true, hint: "26 penalty points, dealt again" }),
    leader_field: None,
    goal: Goal::Lowest,
    end_total: ("limit", "chervy.match.limit"),
    end_deals: Some(("deals", "chervy.match.deals")),
    winner_rule: "chervy.match.winner",
    penalties: &[("renege", 26, "chervy.renege")],
    penalty_rule: "chervy.penalty",
};
