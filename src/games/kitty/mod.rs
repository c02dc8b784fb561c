//! Kitty (Кошечка): 2–6 players, the 36-card pack without its aces (32 cards), five cards each and
//! the rest a stock. Each card played matches the one before in suit or rank, a jack names a new
//! suit, a player with nothing to play draws from the stock. The first rid of his cards scores
//! nothing; each other player writes the cards left in his hand as penalty points — K 4, Q 3, J 2,
//! 10 to 6 face value. The lowest total wins. Rules: docs/games/kitty.md.

use crate::cards::{Card, Deck, Rank};
use crate::games::family::simple::{Opt, DEALS_DOC, LIMIT_DOC};
use crate::games::handcount::left::LeftIds;
use crate::games::handcount::{Counting, Ids, Kind};
use crate::games::rummy::{LEFT, OUT, POINTS};
use crate::games::{GameInfo, QuickFlag};

/// The pack: 36 cards less the aces (the book: «Используется колода из 36 карт, из которой
/// выбрасываются тузы»).
pub fn deck() -> Deck {
    let aces: Vec<Card> = Deck::standard36().cards().iter().copied().filter(|c| c.rank() == Rank::Ace).collect();
    Deck::standard36().without(&aces)
}

/// Cards dealt to each player (the book: «Сдатчик раздает каждому игроку по пять карт»).
pub const HAND: usize = 5;
/// Cards in the pack.
pub const PACK: usize = 32;

/// Most cards one loser can hold: his five and the whole stock, for a player who cannot play
/// draws (the book: «Если у игрока нет на руках подходящей карты, он должен взять верхнюю из
/// колоды»).
pub fn most(players: usize) -> usize {
    HAND + PACK.saturating_sub(HAND * players)
}

/// Most cards all the losers together can hold: the pack less the five the winner played at least.
pub fn most_all(_players: usize) -> usize {
    PACK - HAND
}

/// What a card left in hand costs (the book: «Король — 4 очка, дама — 3, валет — 2 очка. Стоимость
/// остальных карт исчисляется их собственным номиналом»).
pub fn value(card: Card) -> i64 {
    match card.rank() {
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        r => i64::from(r.value()),
    }
}

static INFO: GameInfo = GameInfo {
    id: "kitty",
    seats: (2, 6),
    flags: &[QuickFlag::DEALER, OUT, LEFT, POINTS],
    options: &[LIMIT_DOC, DEALS_DOC],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Kitty cites; docs/games/kitty.md explains them.
pub const RULE_IDS: &[&str] = &[
    "kitty.score.cards",
    "kitty.score.out",
    "kitty.match.limit",
    "kitty.match.deals",
    "kitty.match.winner",
    "kitty.penalty",
    "kitty.deal.format",
    "kitty.deal.dealer",
    "kitty.out.missing",
    "kitty.out.holds",
    "kitty.left.missing",
    "kitty.cards.card",
    "kitty.cards.ace",
    "kitty.cards.duplicate",
    "kitty.cards.count",
    "kitty.cards.total",
    "kitty.points.range",
    "kitty.points.disagree",
    "kitty.penalty.points",
    "kitty.option.unknown",
    "kitty.option.value",
    "kitty.snapshot",
];

static IDS: Ids = Ids {
    left: LeftIds {
        format: "kitty.deal.format",
        card: "kitty.cards.card",
        ace: Some("kitty.cards.ace"),
        duplicate: "kitty.cards.duplicate",
        count: "kitty.cards.count",
        total: Some("kitty.cards.total"),
        range: "kitty.points.range",
        disagree: "kitty.points.disagree",
        missing: "kitty.left.missing",
        out: "kitty.out.holds",
    },
    out_missing: "kitty.out.missing",
    score_cards: "kitty.score.cards",
    score_out: "kitty.score.out",
    limit: "kitty.match.limit",
    deals: "kitty.match.deals",
    winner: "kitty.match.winner",
    penalty: "kitty.penalty",
    snapshot: "kitty.snapshot",
};

pub static KITTY: Counting = Counting {
    info: &INFO,
    opts: &[
        Opt::Int { name: "limit", default: 100, min: 0, max: 100_000 },
        Opt::Int { name: "deals", default: 0, min: 0, max: 1000 },
    ],
    deck: |_| deck(),
    value,
    most,
    most_all,
    kind: Kind::Penalty,
    ids: &IDS,
    melds: None,
};
