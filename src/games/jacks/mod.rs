//! Jacks (Валеты): 4 players, 52 cards, 13 each; trump is the suit of the dealer's last card and a
//! player who cannot follow suit must trump. +1 per trick; J♥ −4, J♦ −3, J♣ −2, J♠ −1 — 13 − 10 = 3
//! a deal. Game to 20: the highest total wins. Rules: docs/games/jacks.md.

use crate::cards::{Card, CardSet, Deck, Rank, Suit};
use crate::games::family::{Goal, Item, Opt, Simple};
use crate::games::{FlagValue, GameInfo, OptionDoc, QuickFlag};

const fn jack(s: Suit) -> CardSet {
    CardSet::single(Card::new(Rank::Jack, s))
}

/// The table: 13 tricks × 1 − (4 + 3 + 2 + 1) = 3 a deal.
pub const ITEMS: &[Item] = &[
    Item::tricks("jacks.score.trick", 1),
    Item::cards("jacks.score.jack-hearts", ("J♥", "J♥"), jack(Suit::Hearts), -4),
    Item::cards("jacks.score.jack-diamonds", ("J♦", "J♦"), jack(Suit::Diamonds), -3),
    Item::cards("jacks.score.jack-clubs", ("J♣", "J♣"), jack(Suit::Clubs), -2),
    Item::cards("jacks.score.jack-spades", ("J♠", "J♠"), jack(Suit::Spades), -1),
];

/// The 52-card pack, 13 each.
pub fn deck(_players: usize) -> Deck {
    Deck::standard52()
}

static INFO: GameInfo = GameInfo {
    id: "jacks",
    names: ["Jacks", "Валеты", "Валета"],
    seats: (4, 4),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag {
            name: "trump",
            field: "trump",
            value: FlagValue::Text,
            help: "the trump suit (Jacks: the suit of the dealer's last card): hearts, ♥, H, черви…",
        },
        QuickFlag::WON,
        QuickFlag::took("the jacks a player took, repeatable: --took Борис=JH,JS"),
    ],
    options: &[OptionDoc { name: "target", help: "the match ends when a player reaches this many points (0: never)" }],
    rules: include_str!("../../../docs/games/jacks.md"),
    rule_ids: RULE_IDS,
};

/// Every rule Jacks cites; docs/games/jacks.md explains them.
pub const RULE_IDS: &[(&str, &str)] = &[
    ("jacks.score.trick", "each trick taken scores +1"),
    ("jacks.score.jack-hearts", "taking J♥ costs 4"),
    ("jacks.score.jack-diamonds", "taking J♦ costs 3"),
    ("jacks.score.jack-clubs", "taking J♣ costs 2"),
    ("jacks.score.jack-spades", "taking J♠ costs 1 (13 − 10 = 3 a deal in all)"),
    ("jacks.match.target", "the match ends when a player reaches 20"),
    ("jacks.match.winner", "the highest total wins; equal highest totals play another deal"),
    ("jacks.penalty", "a penalty the table agrees is written as points"),
    ("jacks.deal.format", "a deal record has only the documented fields"),
    ("jacks.deal.dealer", "the deal passes to the left"),
    ("jacks.deal.trump", "each deal names its trump: the suit of the dealer's last card"),
    ("jacks.deal.won", "the tricks each player won are given"),
    ("jacks.won.range", "a player's tricks are 0 to 13"),
    ("jacks.won.sum", "tricks won add up to 13"),
    ("jacks.took.card", "only the scoring cards are named: the four jacks"),
    ("jacks.took.twice", "each jack is taken by one player"),
    ("jacks.took.sum", "the four jacks are all accounted for"),
    ("jacks.took.impossible", "nobody takes more jacks than his tricks hold"),
    ("jacks.entry.disagree", "quick entry and the tricks agree"),
    ("jacks.penalty.points", "a penalty gives its points"),
    ("jacks.play.format", "a play record has only tricks"),
    ("jacks.play.follow-suit", "follow the led suit if able"),
    ("jacks.play.trump", "a player who cannot follow suit must trump if able"),
    ("jacks.play.trick-size", "each trick has one card from each player"),
    ("jacks.play.card-count", "a deal is the 52 cards"),
    ("jacks.play.duplicate-card", "each card is played once"),
    ("jacks.play.out-of-turn", "players play in turn from the trick's leader"),
    ("jacks.play.first-leader", "the player left of the dealer leads"),
    ("jacks.option.unknown", "only documented options"),
    ("jacks.option.value", "option values of the right type and range"),
];

pub static JACKS: Simple = Simple {
    info: &INFO,
    opts: &[Opt::Int { name: "target", default: 20, min: 0, max: 1000 }],
    deck,
    items: ITEMS,
    trump: true,
    trump_from_dealer: true,
    must_trump: true,
    hearts_lead_option: None,
    renege: None,
    leader_field: None,
    goal: Goal::Highest,
    end_total: ("target", "jacks.match.target"),
    end_deals: None,
    winner_rule: "jacks.match.winner",
    penalties: &[],
    penalty_rule: "jacks.penalty",
};
