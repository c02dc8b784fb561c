//! Khrap (Храп): Frap with five cards each, as the book «100 карточных игр для всей семьи» gives
//! it — «храп» (three tricks), «вист» and «разрез» (the cut, one trick each), two bidding rounds
//! and no third; a khrap made on the first round takes the whole pot, on the second half of it.
//! The machinery is Frap's (`crate::games::frap`); this module is Khrap's data. Rules:
//! docs/games/khrap.md.

use crate::games::frap::{Frap, Ids, FLAGS, OPTIONS};
use crate::games::{GameInfo, OptionDoc, QuickFlag};

/// Frap's flags but `--blind`: Khrap has no blind declaration.
static KHRAP_FLAGS: [QuickFlag; 7] = [FLAGS[0], FLAGS[1], FLAGS[2], FLAGS[3], FLAGS[4], FLAGS[5], FLAGS[7]];

static INFO: GameInfo = GameInfo {
    id: "khrap",
    seats: (2, 10),
    flags: &KHRAP_FLAGS,
    options: &[
        OptionDoc { name: "ante", help: "option-khrap-ante" },
        OptionDoc { name: "exchange", help: "option-khrap-exchange" },
        OptionDoc { name: "short", help: "option-khrap-short" },
        OptionDoc { name: "deck", help: "option-khrap-deck" },
    ],
    rule_ids: RULE_IDS,
    words: &["khrap", "vist", "pass", "razrez"],
};

/// Every rule Khrap cites; docs/games/khrap.md explains them.
pub const RULE_IDS: &[&str] = &[
    "khrap.score.ante",
    "khrap.score.redeal",
    "khrap.bid.format",
    "khrap.bid.order",
    "khrap.bid.vist-first",
    "khrap.bid.second",
    "khrap.bid.rounds",
    "khrap.bid.all-pass",
    "khrap.bid.razrez",
    "khrap.cut",
    "khrap.exchange.size",
    "khrap.exchange.cards",
    "khrap.exchange.held",
    "khrap.exchange.stock",
    "khrap.play.leader",
    "khrap.play.turned",
    "khrap.play.hands",
    "khrap.play.format",
    "khrap.play.not-playing",
    "khrap.play.follow-suit",
    "khrap.play.trump",
    "khrap.play.trick-size",
    "khrap.play.card-count",
    "khrap.play.duplicate-card",
    "khrap.play.not-in-deck",
    "khrap.play.out-of-turn",
    "khrap.score.khrap",
    "khrap.score.remainder",
    "khrap.score.others",
    "khrap.score.uncontested",
    "khrap.score.short",
    "khrap.score.none",
    "khrap.score.vist-none",
    "khrap.money.conserved",
    "khrap.deal.format",
    "khrap.deal.dealer",
    "khrap.deal.won",
    "khrap.won.range",
    "khrap.won.sum",
    "khrap.entry.disagree",
    "khrap.penalty",
    "khrap.penalty.points",
    "khrap.option.unknown",
    "khrap.option.value",
    "khrap.snapshot",
];

static IDS: Ids = Ids {
    bid_format: "khrap.bid.format",
    bid_order: "khrap.bid.order",
    bid_vist_first: "khrap.bid.vist-first",
    bid_second: "khrap.bid.second",
    bid_rounds: "khrap.bid.rounds",
    bid_all_pass: "khrap.bid.all-pass",
    bid_cut: Some("khrap.bid.razrez"),
    blind: None,
    cut: "khrap.cut",
    exchange_size: "khrap.exchange.size",
    exchange_cards: "khrap.exchange.cards",
    exchange_held: "khrap.exchange.held",
    exchange_stock: "khrap.exchange.stock",
    lead: "khrap.play.leader",
    turned: "khrap.play.turned",
    hands: "khrap.play.hands",
    ante: "khrap.score.ante",
    redeal: "khrap.score.redeal",
    trick: "khrap.score.khrap",
    remainder: "khrap.score.remainder",
    others: Some("khrap.score.others"),
    uncontested: "khrap.score.uncontested",
    short: "khrap.score.short",
    none: "khrap.score.none",
    vist_none: "khrap.score.vist-none",
    money_conserved: "khrap.money.conserved",
    penalty: "khrap.penalty",
    penalty_points: "khrap.penalty.points",
    snapshot: "khrap.snapshot",
    option_value: "khrap.option.value",
};

/// Khrap.
pub static KHRAP: Frap = Frap { info: &INFO, ids: &IDS, tricks: 5, rounds: 2, need: 3, khrap: true, options: &OPTIONS };
