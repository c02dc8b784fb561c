//! Frap (Фрап) and Khrap (Храп), as the book «100 карточных игр для всей семьи» gives them: 2–12
//! players (Khrap: 2–10) ante into a pot that is everyone's; four cards each (Khrap: five) and a
//! turned trump; the bidding of «фрап» (Khrap: «храп»), «вист» and «пас» over up to three rounds
//! (Khrap: two), the stake growing each time everyone passed; the exchange, the cut by those who
//! passed («подрезка», Khrap's «разрез»); tricks played following suit, else trumping; and the pot
//! paid out — a quarter a trick in Frap, the whole pot (or half) to a khrap made — with what the
//! failing players pay into it for the next deal. Money is kept on the shared ledger of the stakes
//! games and proved conserved after every entry.
//!
//! One machinery, two games: [`FRAP`] here and `crate::games::khrap::KHRAP`, each a [`Frap`] value
//! with its own ids, flags and options. Rules: docs/games/frap.md, docs/games/khrap.md.

pub mod bidding;
mod deal;
pub mod exchange;
mod game;
mod ids;

pub use bidding::{Bidding, Call};
pub use deal::Deal;
pub use ids::{BlindIds, Ids};

use crate::cards::Deck;
use crate::games::family::simple::Opt;
use crate::games::{FlagValue, GameInfo, OptionDoc, QuickFlag};
use crate::i18n::Msg;

/// A game of the Frap kind: Frap or Khrap.
#[derive(Debug)]
pub struct Frap {
    pub info: &'static GameInfo,
    pub ids: &'static Ids,
    /// Cards in a hand, so tricks a deal (the book: «по четыре карты»; Khrap «по пять карт»).
    pub tricks: usize,
    /// Bidding rounds before the cards are dealt again (Frap three; Khrap «третьего круга в данной
    /// игре нет»).
    pub rounds: usize,
    /// Tricks the frapper must take (the book: «обязан взять две или более взяток»; Khrap «три»).
    pub need: u32,
    pub khrap: bool,
    pub options: &'static [Opt],
}

impl Frap {
    /// The game's name in the reader's language.
    pub fn name(&self) -> Msg {
        Msg::new(format!("game-{}", self.info.id), vec![])
    }

    /// The pack for `players` by the book, or the one the option names: 32 cards up to four
    /// players, 36 or 52 for five or six, 52 for seven and more (the book: «Если игроков не больше
    /// четырех, используется колода из 32 карт, при 5―6 игроках — колода из 36 или 52 карт»).
    pub fn deck(&self, players: usize, option: i64) -> Option<Deck> {
        let size = match option {
            0 if players <= 4 => 32,
            0 if players <= 6 => 36,
            0 => 52,
            x => x,
        };
        let allowed = match players {
            0..=4 => size == 32,
            5 | 6 => size == 36 || size == 52,
            _ => size == 52,
        };
        // The stock must hold the hands and the turned card.
        let fits = players * self.tricks < size as usize;
        match (allowed && fits, size) {
            (true, 32) => Some(Deck::piquet32()),
            (true, 36) => Some(Deck::standard36()),
            (true, 52) => Some(Deck::standard52()),
            _ => None,
        }
    }
}

/// The agreed ante, by default 4 so that a quarter of the antes is always whole, whatever the
/// number of players (the book: «ставит на кон заранее обговоренную сумму»).
pub const ANTE: i64 = 4;
/// The most any agreed sum may be.
pub const AMOUNT_MAX: i64 = 1_000_000;

/// The quick-entry flags of Frap; Khrap takes them without `--blind`.
pub const FLAGS: [QuickFlag; 8] = [
    QuickFlag::DEALER,
    QuickFlag { name: "bidding", field: "bidding", value: FlagValue::List, help: "flag-frap-bidding" },
    QuickFlag { name: "cut", field: "cut", value: FlagValue::List, help: "flag-frap-cut" },
    QuickFlag::WON,
    QuickFlag { name: "turned", field: "turned", value: FlagValue::Text, help: "flag-frap-turned" },
    QuickFlag { name: "exchanged", field: "exchanged", value: FlagValue::SideInts, help: "flag-frap-exchanged" },
    QuickFlag { name: "blind", field: "blind", value: FlagValue::Switch, help: "flag-frap-blind" },
    QuickFlag { name: "exchange", field: "exchange", value: FlagValue::SideList, help: "flag-frap-exchange" },
];

/// The options both games share.
pub const OPTIONS: [Opt; 4] = [
    Opt::Int { name: "ante", default: ANTE, min: 1, max: AMOUNT_MAX },
    Opt::OneOf { name: "exchange", default: 4, values: &[4, 3] },
    Opt::Int { name: "short", default: ANTE, min: 0, max: AMOUNT_MAX },
    Opt::OneOf { name: "deck", default: 0, values: &[0, 32, 36, 52] },
];

static FRAP_OPTIONS: [Opt; 7] = [
    OPTIONS[0],
    OPTIONS[1],
    OPTIONS[2],
    OPTIONS[3],
    Opt::Int { name: "blind_none", default: 2, min: 0, max: 100 },
    Opt::Int { name: "blind_one", default: 4, min: 0, max: 100 },
    Opt::Int { name: "blind_one_ace", default: 3, min: 0, max: 100 },
];

static INFO: GameInfo = GameInfo {
    id: "frap",
    seats: (2, 12),
    flags: &FLAGS,
    options: &[
        OptionDoc { name: "ante", help: "option-frap-ante" },
        OptionDoc { name: "exchange", help: "option-frap-exchange" },
        OptionDoc { name: "short", help: "option-frap-short" },
        OptionDoc { name: "deck", help: "option-frap-deck" },
        OptionDoc { name: "blind_none", help: "option-frap-blind_none" },
        OptionDoc { name: "blind_one", help: "option-frap-blind_one" },
        OptionDoc { name: "blind_one_ace", help: "option-frap-blind_one_ace" },
    ],
    rule_ids: RULE_IDS,
    words: &["frap", "blind", "vist", "pass"],
};

/// Every rule Frap cites; docs/games/frap.md explains them.
pub const RULE_IDS: &[&str] = &[
    "frap.score.ante",
    "frap.score.redeal",
    "frap.bid.format",
    "frap.bid.order",
    "frap.bid.vist-first",
    "frap.bid.second",
    "frap.bid.rounds",
    "frap.bid.all-pass",
    "frap.blind.frap",
    "frap.blind.none",
    "frap.blind.one",
    "frap.blind.one-ace",
    "frap.blind.turned",
    "frap.cut",
    "frap.exchange.size",
    "frap.exchange.cards",
    "frap.exchange.held",
    "frap.exchange.stock",
    "frap.play.leader",
    "frap.play.turned",
    "frap.play.hands",
    "frap.play.format",
    "frap.play.not-playing",
    "frap.play.follow-suit",
    "frap.play.trump",
    "frap.play.trick-size",
    "frap.play.card-count",
    "frap.play.duplicate-card",
    "frap.play.not-in-deck",
    "frap.play.out-of-turn",
    "frap.score.trick",
    "frap.score.remainder",
    "frap.score.uncontested",
    "frap.score.short",
    "frap.score.none",
    "frap.score.vist-none",
    "frap.money.conserved",
    "frap.deal.format",
    "frap.deal.dealer",
    "frap.deal.won",
    "frap.won.range",
    "frap.won.sum",
    "frap.entry.disagree",
    "frap.penalty",
    "frap.penalty.points",
    "frap.option.unknown",
    "frap.option.value",
    "frap.snapshot",
];

static IDS: Ids = Ids {
    bid_format: "frap.bid.format",
    bid_order: "frap.bid.order",
    bid_vist_first: "frap.bid.vist-first",
    bid_second: "frap.bid.second",
    bid_rounds: "frap.bid.rounds",
    bid_all_pass: "frap.bid.all-pass",
    bid_cut: None,
    blind: Some(BlindIds {
        frap: "frap.blind.frap",
        none: "frap.blind.none",
        one: "frap.blind.one",
        one_ace: "frap.blind.one-ace",
        turned: "frap.blind.turned",
    }),
    cut: "frap.cut",
    exchange_size: "frap.exchange.size",
    exchange_cards: "frap.exchange.cards",
    exchange_held: "frap.exchange.held",
    exchange_stock: "frap.exchange.stock",
    lead: "frap.play.leader",
    turned: "frap.play.turned",
    hands: "frap.play.hands",
    ante: "frap.score.ante",
    redeal: "frap.score.redeal",
    trick: "frap.score.trick",
    remainder: "frap.score.remainder",
    others: None,
    uncontested: "frap.score.uncontested",
    short: "frap.score.short",
    none: "frap.score.none",
    vist_none: "frap.score.vist-none",
    money_conserved: "frap.money.conserved",
    penalty: "frap.penalty",
    penalty_points: "frap.penalty.points",
    snapshot: "frap.snapshot",
    option_value: "frap.option.value",
};

/// Frap.
pub static FRAP: Frap =
    Frap { info: &INFO, ids: &IDS, tricks: 4, rounds: 3, need: 2, khrap: false, options: &FRAP_OPTIONS };
