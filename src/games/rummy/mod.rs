//! Rummy (Рамми): 2–6 players, 52 cards, 10 cards each for two, 7 for three or four, 6 for five or
//! six. Sets of three or four of a rank and runs of three or more in a suit (up to the ace, never
//! from the ace to the two; `ace=low` for the custom A 2 3) are laid out; the first to be rid of his cards collects from every
//! other player the points left in his hand — ace 1, 2–10 face value, pictures 10 — twice over
//! when he went out in one go («рамми»). A running +/− table; the highest total wins. Rules:
//! docs/games/rummy.md.

pub mod melds;

use crate::cards::{Card, Deck, Rank};
use crate::games::family::simple::{Opt, DEALS_DOC};
use crate::games::handcount::left::LeftIds;
use crate::games::handcount::{Counting, Ids, Kind};
use crate::games::{FlagValue, GameInfo, OptionDoc, QuickFlag};

/// Cards dealt to each player (the book: «Если играющих двое, то сдается по 10 карт; если
/// трое-четверо, то по 7 карт; если пять-шесть человек, то каждый получает по 6 карт»). A loser
/// holds no more: each turn takes a card and throws one.
pub fn hand(players: usize) -> usize {
    match players {
        2 => 10,
        3 | 4 => 7,
        _ => 6,
    }
}

/// What a card left in hand costs (the book: «1 очко за туза, от 2 до 10 очков за карты по
/// номиналу и по 10 очков за каждую карту с картинкой»).
pub fn value(card: Card) -> i64 {
    match card.rank() {
        Rank::Ace => 1,
        Rank::Jack | Rank::Queen | Rank::King => 10,
        r => i64::from(r.value()),
    }
}

/// The total that ends the match, our choice where the book keeps the table open: 100.
pub const LIMIT: i64 = 100;

/// The quick-entry flags of Rummy and Kitty: who went out, and each loser's cards or points.
pub const OUT: QuickFlag = QuickFlag { name: "out", field: "out", value: FlagValue::Text, help: "flag-handcount-out" };
pub const LEFT: QuickFlag =
    QuickFlag { name: "left", field: "left", value: FlagValue::SideList, help: "flag-handcount-left" };
pub const POINTS: QuickFlag =
    QuickFlag { name: "points", field: "points", value: FlagValue::SideInts, help: "flag-handcount-points" };

static INFO: GameInfo = GameInfo {
    id: "rummy",
    seats: (2, 6),
    flags: &[
        QuickFlag::DEALER,
        OUT,
        QuickFlag { name: "rummy", field: "rummy", value: FlagValue::Switch, help: "flag-rummy-rummy" },
        QuickFlag { name: "melds", field: "melds", value: FlagValue::Text, help: "flag-rummy-melds" },
        LEFT,
        POINTS,
    ],
    options: &[
        OptionDoc { name: "limit", help: "option-rummy-limit" },
        OptionDoc { name: "ace", help: "option-rummy-ace" },
        DEALS_DOC,
    ],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Rummy cites; docs/games/rummy.md explains them.
pub const RULE_IDS: &[&str] = &[
    "rummy.score.cards",
    "rummy.score.out",
    "rummy.score.rummy",
    "rummy.melds.one-go",
    "rummy.melds.combination",
    "rummy.melds.count",
    "rummy.match.limit",
    "rummy.match.deals",
    "rummy.match.winner",
    "rummy.penalty",
    "rummy.deal.format",
    "rummy.deal.dealer",
    "rummy.out.missing",
    "rummy.out.holds",
    "rummy.left.missing",
    "rummy.cards.card",
    "rummy.cards.duplicate",
    "rummy.cards.count",
    "rummy.points.range",
    "rummy.points.disagree",
    "rummy.penalty.points",
    "rummy.option.unknown",
    "rummy.option.value",
    "rummy.snapshot",
];

static IDS: Ids = Ids {
    left: LeftIds {
        format: "rummy.deal.format",
        card: "rummy.cards.card",
        ace: None,
        duplicate: "rummy.cards.duplicate",
        count: "rummy.cards.count",
        total: None,
        range: "rummy.points.range",
        disagree: "rummy.points.disagree",
        missing: "rummy.left.missing",
        out: "rummy.out.holds",
    },
    out_missing: "rummy.out.missing",
    score_cards: "rummy.score.cards",
    score_out: "rummy.score.out",
    limit: "rummy.match.limit",
    deals: "rummy.match.deals",
    winner: "rummy.match.winner",
    penalty: "rummy.penalty",
    snapshot: "rummy.snapshot",
};

pub static RUMMY: Counting = Counting {
    info: &INFO,
    opts: &[
        Opt::Int { name: "limit", default: LIMIT, min: 0, max: 100_000 },
        Opt::Int { name: "deals", default: 0, min: 0, max: 1000 },
        Opt::Word { name: "ace", default: "high", values: &["high", "low"] },
    ],
    deck: |_| Deck::standard52(),
    value,
    most: hand,
    most_all: |n| hand(n) * n.saturating_sub(1),
    kind: Kind::Collect { double: "rummy.score.rummy" },
    ids: &IDS,
    melds: Some(melds::check),
};
