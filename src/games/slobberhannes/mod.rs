//! Slobberhannes (Слоберханс): 4 players, 32 cards (7 to A), 8 each, no trump. One penalty point
//! each for taking the first trick, the last trick and Q♣ — 3 a deal — and one for a renege. The
//! player who drew the lowest card leads the first deal; the match runs to the agreed points and
//! the lowest total wins. Rules: docs/games/slobberhannes.md.

use crate::cards::{Card, CardSet, Deck, Rank, Suit};
use crate::games::family::{Goal, Item, Opt, Pos, Renege, Simple};
use crate::games::{FlagValue, GameInfo, OptionDoc, QuickFlag};

const QUEEN: Card = Card::new(Rank::Queen, Suit::Clubs);

/// The penalty table: first trick, last trick and Q♣, one point each — 3 a deal.
pub const ITEMS: &[Item] = &[
    Item::trick("slobberhannes.score.first-trick", Pos::First, 1),
    Item::trick("slobberhannes.score.last-trick", Pos::Last, 1),
    Item::cards("slobberhannes.score.queen", ("Q♣", "Q♣"), CardSet::single(QUEEN), 1),
];

/// 32 cards, 7 to A (the book's pack without sixes), 8 each.
pub fn deck(_players: usize) -> Deck {
    Deck::piquet32()
}

static INFO: GameInfo = GameInfo {
    id: "slobberhannes",
    seats: (4, 4),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "leader", field: "leader", value: FlagValue::Text, help: "flag-slobberhannes-leader" },
        QuickFlag { name: "first", field: "first_trick", value: FlagValue::Text, help: "flag-slobberhannes-first" },
        QuickFlag { name: "last", field: "last_trick", value: FlagValue::Text, help: "flag-slobberhannes-last" },
        QuickFlag::took("flag-slobberhannes-took"),
        QuickFlag::WON,
        QuickFlag::RENEGE,
    ],
    options: &[OptionDoc { name: "target", help: "option-slobberhannes-target" }],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Slobberhannes cites; docs/games/slobberhannes.md explains them.
pub const RULE_IDS: &[&str] = &[
    "slobberhannes.score.first-trick",
    "slobberhannes.score.last-trick",
    "slobberhannes.score.queen",
    "slobberhannes.renege",
    "slobberhannes.match.target",
    "slobberhannes.match.winner",
    "slobberhannes.penalty",
    "slobberhannes.deal.format",
    "slobberhannes.deal.dealer",
    "slobberhannes.deal.leader",
    "slobberhannes.deal.trick-taker",
    "slobberhannes.won.range",
    "slobberhannes.won.sum",
    "slobberhannes.took.card",
    "slobberhannes.took.twice",
    "slobberhannes.took.sum",
    "slobberhannes.took.impossible",
    "slobberhannes.renege.not-in-record",
    "slobberhannes.entry.disagree",
    "slobberhannes.penalty.points",
    "slobberhannes.penalty.sign",
    "slobberhannes.play.format",
    "slobberhannes.play.follow-suit",
    "slobberhannes.play.trick-size",
    "slobberhannes.play.card-count",
    "slobberhannes.play.duplicate-card",
    "slobberhannes.play.not-in-deck",
    "slobberhannes.play.out-of-turn",
    "slobberhannes.play.first-leader",
    "slobberhannes.option.unknown",
    "slobberhannes.option.value",
    "slobberhannes.snapshot",
];

pub static SLOBBERHANNES: Simple = Simple {
    info: &INFO,
    opts: &[Opt::Int { name: "target", default: 10, min: 0, max: 1000 }],
    deck,
    items: ITEMS,
    trump: false,
    trump_from_dealer: false,
    must_trump: false,
    hearts_lead_option: None,
    renege: Some(Renege { points: 1, rule: "slobberhannes.renege", replay: false, hint: "slobberhannes-renege-hint" }),
    leader_field: Some("slobberhannes.deal.leader"),
    goal: Goal::Lowest,
    end_total: ("target", "slobberhannes.match.target"),
    end_deals: None,
    winner_rule: "slobberhannes.match.winner",
    penalties: &[("renege", 1, "slobberhannes.renege")],
    penalty_rule: "slobberhannes.penalty",
    snapshot: "slobberhannes.snapshot",
};
