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
    seats: (4, 4),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "trump", field: "trump", value: FlagValue::Text, help: "flag-jacks-trump" },
        QuickFlag::WON,
        QuickFlag::took("flag-jacks-took"),
    ],
    options: &[OptionDoc { name: "target", help: "option-jacks-target" }],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Jacks cites; docs/games/jacks.md explains them.
pub const RULE_IDS: &[&str] = &[
    "jacks.score.trick",
    "jacks.score.jack-hearts",
    "jacks.score.jack-diamonds",
    "jacks.score.jack-clubs",
    "jacks.score.jack-spades",
    "jacks.match.target",
    "jacks.match.winner",
    "jacks.penalty",
    "jacks.deal.format",
    "jacks.deal.dealer",
    "jacks.deal.trump",
    "jacks.deal.won",
    "jacks.won.range",
    "jacks.won.sum",
    "jacks.took.card",
    "jacks.took.twice",
    "jacks.took.sum",
    "jacks.took.impossible",
    "jacks.entry.disagree",
    "jacks.penalty.points",
    "jacks.play.format",
    "jacks.play.follow-suit",
    "jacks.play.trump",
    "jacks.play.trick-size",
    "jacks.play.card-count",
    "jacks.play.duplicate-card",
    "jacks.play.out-of-turn",
    "jacks.play.first-leader",
    "jacks.option.unknown",
    "jacks.option.value",
    "jacks.snapshot",
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
    snapshot: "jacks.snapshot",
};
