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

/// 32 cards, 7 to A (the seed's pack without sixes), 8 each.
pub fn deck(_players: usize) -> Deck {
    Deck::piquet32()
}

static INFO: GameInfo = GameInfo {
    id: "slobberhannes",
    names: ["Slobberhannes", "Слоберханс", "Слоберханс"],
    seats: (4, 4),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag {
            name: "leader",
            field: "leader",
            value: FlagValue::Text,
            help: "who led the first trick (first deal: who drew the lowest card; then it passes left)",
        },
        QuickFlag { name: "first", field: "first_trick", value: FlagValue::Text, help: "who took the first trick" },
        QuickFlag {
            name: "last",
            field: "last_trick",
            value: FlagValue::Text,
            help: "who took the last trick (Belot: the team that took it)",
        },
        QuickFlag::took("who took Q♣: --took Борис=QC"),
        QuickFlag::WON,
        QuickFlag::RENEGE,
    ],
    options: &[OptionDoc {
        name: "target",
        help: "the match ends when a player reaches this many penalty points (0: never)",
    }],
    rules: include_str!("../../../docs/games/slobberhannes.md"),
    rule_ids: RULE_IDS,
};

/// Every rule Slobberhannes cites; docs/games/slobberhannes.md explains them.
pub const RULE_IDS: &[(&str, &str)] = &[
    ("slobberhannes.score.first-trick", "taking the first trick costs 1"),
    ("slobberhannes.score.last-trick", "taking the last trick costs 1"),
    ("slobberhannes.score.queen", "taking Q♣ costs 1 (3 a deal in all)"),
    ("slobberhannes.renege", "failing to follow suit while able costs 1"),
    ("slobberhannes.match.target", "the match ends when a player reaches the agreed points (10)"),
    ("slobberhannes.match.winner", "the lowest total wins; equal lowest totals play another deal"),
    ("slobberhannes.penalty", "a penalty the table agrees is written as penalty points"),
    ("slobberhannes.deal.format", "a deal record has only the documented fields"),
    ("slobberhannes.deal.dealer", "the deal passes to the left"),
    ("slobberhannes.deal.leader", "the first deal's leader drew the lowest card; then the lead passes to the left"),
    ("slobberhannes.deal.trick-taker", "name who took the first and the last trick"),
    ("slobberhannes.won.range", "a player's tricks are 0 to 8"),
    ("slobberhannes.won.sum", "tricks won add up to 8"),
    ("slobberhannes.took.card", "only the scoring card is named: Q♣"),
    ("slobberhannes.took.twice", "Q♣ is taken by one player"),
    ("slobberhannes.took.sum", "Q♣ is accounted for"),
    ("slobberhannes.took.impossible", "nobody takes more than his tricks hold"),
    ("slobberhannes.renege.not-in-record", "a recorded renege is in the tricks"),
    ("slobberhannes.entry.disagree", "quick entry and the tricks agree"),
    ("slobberhannes.penalty.points", "a penalty gives its points unless its reason is renege"),
    ("slobberhannes.play.format", "a play record has only tricks"),
    ("slobberhannes.play.follow-suit", "follow the led suit if able (or record the renege)"),
    ("slobberhannes.play.trick-size", "each trick has one card from each player"),
    ("slobberhannes.play.card-count", "a deal is the 32 cards"),
    ("slobberhannes.play.duplicate-card", "each card is played once"),
    ("slobberhannes.play.not-in-deck", "only the deck's cards are played (7 to A)"),
    ("slobberhannes.play.out-of-turn", "players play in turn from the trick's leader"),
    ("slobberhannes.play.first-leader", "the deal's leader plays first"),
    ("slobberhannes.option.unknown", "only documented options"),
    ("slobberhannes.option.value", "option values of the right type and range"),
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
    renege: Some(Renege { points: 1, rule: "slobberhannes.renege", replay: false, hint: "1 penalty point" }),
    leader_field: Some("slobberhannes.deal.leader"),
    goal: Goal::Lowest,
    end_total: ("target", "slobberhannes.match.target"),
    end_deals: None,
    winner_rule: "slobberhannes.match.winner",
    penalties: &[("renege", 1, "slobberhannes.renege")],
    penalty_rule: "slobberhannes.penalty",
};
