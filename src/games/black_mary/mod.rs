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
    Item::cards("black-mary.score.queen", ("black-mary-queen", "Q♠"), CardSet::single(QUEEN), 13),
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
    seats: (3, 5),
    flags: &[QuickFlag::DEALER, QuickFlag::TOOK, QuickFlag::WON, QuickFlag::RENEGE],
    options: &[simple::LIMIT_DOC, simple::DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Black Mary cites; docs/games/black-mary.md explains them.
pub const RULE_IDS: &[&str] = &[
    "black-mary.score.queen",
    "black-mary.score.king",
    "black-mary.score.ace",
    "black-mary.score.hearts",
    "black-mary.renege",
    "black-mary.match.limit",
    "black-mary.match.deals",
    "black-mary.match.winner",
    "black-mary.penalty",
    "black-mary.deal.format",
    "black-mary.deal.dealer",
    "black-mary.won.range",
    "black-mary.won.sum",
    "black-mary.took.card",
    "black-mary.took.twice",
    "black-mary.took.sum",
    "black-mary.took.impossible",
    "black-mary.renege.not-in-record",
    "black-mary.entry.disagree",
    "black-mary.penalty.points",
    "black-mary.penalty.sign",
    "black-mary.play.format",
    "black-mary.play.follow-suit",
    "black-mary.play.trick-size",
    "black-mary.play.card-count",
    "black-mary.play.duplicate-card",
    "black-mary.play.not-in-deck",
    "black-mary.play.out-of-turn",
    "black-mary.play.first-leader",
    "black-mary.option.unknown",
    "black-mary.option.value",
    "black-mary.snapshot",
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
    renege: Some(Renege { points: 43, rule: "black-mary.renege", replay: false, hint: "black-mary-renege-hint" }),
    leader_field: None,
    goal: Goal::Lowest,
    end_total: ("limit", "black-mary.match.limit"),
    end_deals: Some(("deals", "black-mary.match.deals")),
    winner_rule: "black-mary.match.winner",
    penalties: &[("renege", 43, "black-mary.renege")],
    penalty_rule: "black-mary.penalty",
    snapshot: "black-mary.snapshot",
};
