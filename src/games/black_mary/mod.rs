//! Black Mary (Черная Мэри): 3, 4 or 5 players, 52 cards less 2♣ (3 players) or 2♣ 2♦ (5), no
//! trump. Q♠ 13, K♠ 10, A♠ 7 and every heart 1 — 43 penalty points a deal — and 43 for a renege.
//! The match ends at 100 or after the agreed deals; the lowest total wins. Rules:
//! docs/games/black-mary.md.

use crate::cards::{Card, CardSet, Deck, Rank, Suit};
use crate::games::family::{simple, Goal, Item, Opt, Renege, Simple};
use crate::games::{GameInfo, QuickFlag};

const QUEEN: Card = Card::new(Rank::Queen, Suit::Spades);
const KING: Card = Card::new(Rank::King, Suit::Spades);
const ACE: Card = Card::new(Rank::Ace, Suit::Spades);

/// The penalty table: 13 + 10 + 7 + 13 hearts = 43 a deal.
pub const ITEMS: &[Item] = &[
    Item::cards("black-mary.score.queen", ("Q♠ (Black Mary)", "Q♠"), CardSet::single(QUEEN), 13),
    Item::cards("black-mary.score.king", ("K♠", "K♠"), CardSet::single(KING), 10),
    Item::cards("black-mary.score.ace", ("A♠", "A♠"), CardSet::single(ACE), 7),
    Item::cards("black-mary.score.hearts", ("heart", "hearts"), CardSet::suit(Suit::Hearts), 1),
];

/// 52 cards; 3 players remove 2♣ (17 each), 5 remove 2♣ and 2♦ (10 each).
pub fn deck(players: usize) -> Deck {
    let two = |s| Card::new(Rank::Two, s);
    match players {
        3 => Deck::standard52().without(&[two(Suit::Clubs)]),
        5 => Deck::standard52().without(&[two(Suit::Clubs), two(Suit::Diamonds)]),
        _ => Deck::standard52(),
    }
}

static INFO: GameInfo = GameInfo {
    id: "black-mary",
    names: ["Black Mary", "Черная Мэри", "Черната Мери"],
    seats: (3, 5),
    flags: &[QuickFlag::DEALER, QuickFlag::TOOK, QuickFlag::WON, QuickFlag::RENEGE],
    options: &[simple::LIMIT_DOC, simple::DEALS_DOC],
    rules: include_str!("../../../docs/games/black-mary.md"),
    rule_ids: RULE_IDS,
};

/// Every rule Black Mary cites; docs/games/black-mary.md explains them.
pub const RULE_IDS: &[(&str, &str)] = &[
    ("black-mary.score.queen", "taking Q♠ (Black Mary) costs 13"),
    ("black-mary.score.king", "taking K♠ costs 10"),
    ("black-mary.score.ace", "taking A♠ costs 7"),
    ("black-mary.score.hearts", "each heart taken costs 1 (43 a deal in all)"),
    ("black-mary.renege", "failing to follow suit while able costs 43"),
    ("black-mary.match.limit", "the match ends when a player reaches the limit (100)"),
    ("black-mary.match.deals", "or after the agreed number of deals"),
    ("black-mary.match.winner", "the lowest total wins; equal lowest totals play another deal"),
    ("black-mary.penalty", "a penalty the table agrees is written as penalty points"),
    ("black-mary.deal.format", "a deal record has only the documented fields"),
    ("black-mary.deal.dealer", "the deal passes to the left"),
    ("black-mary.won.range", "a player's tricks are 0 to the deal's tricks"),
    ("black-mary.won.sum", "tricks won add up to the deal's tricks (17, 13 or 10)"),
    ("black-mary.took.card", "only the scoring cards of the deck are named"),
    ("black-mary.took.twice", "each scoring card is taken by one player"),
    ("black-mary.took.sum", "Q♠, K♠, A♠ and the 13 hearts are all accounted for"),
    ("black-mary.took.impossible", "nobody takes more cards than his tricks hold"),
    ("black-mary.renege.not-in-record", "a recorded renege is in the tricks"),
    ("black-mary.entry.disagree", "quick entry and the tricks agree"),
    ("black-mary.penalty.points", "a penalty gives its points unless its reason is renege"),
    ("black-mary.play.format", "a play record has only tricks"),
    ("black-mary.play.follow-suit", "follow the led suit if able (or record the renege)"),
    ("black-mary.play.trick-size", "each trick has one card from each player"),
    ("black-mary.play.card-count", "a deal is every card of the deck"),
    ("black-mary.play.duplicate-card", "each card is played once"),
    ("black-mary.play.not-in-deck", "only the deck's cards are played (no 2♣ with 3 players…)"),
    ("black-mary.play.out-of-turn", "players play in turn from the trick's leader"),
    ("black-mary.play.first-leader", "the player left of the dealer leads"),
    ("black-mary.option.unknown", "only documented options"),
    ("black-mary.option.value", "option values of the right type and range"),
];

pub static BLACK_MARY: Simple = Simple {
    info: &INFO,
    opts: &[
        Opt::Int { name: "limit", default: 100, min: 0, max: 10_000 },
        Opt::Int { name: "deals", default: 0, min: 0, max: 1000 },
    ],
    deck,
    items: ITEMS,
    trump: false,
    trump_from_dealer: false,
    must_trump: false,
    hearts_lead_option: None,
    renege: Some(Renege { points: 43, rule: "black-mary.renege", replay: false, hint: "43 penalty points" }),
    leader_field: None,
    goal: Goal::Lowest,
    end_total: ("limit", "black-mary.match.limit"),
    end_deals: Some(("deals", "black-mary.match.deals")),
    winner_rule: "black-mary.match.winner",
    penalties: &[("renege", 43, "black-mary.renege")],
    penalty_rule: "black-mary.penalty",
};
