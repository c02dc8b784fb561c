//! Poker as «100 карточных игр для всей семьи» gives it: the hands ranked in the book's order with
//! the showdown referee (`kozyr poker compare`, [`showdown`]), and the game `poker` — a session
//! whose every hand records what each player put into the pot, who folded and the showdown, the
//! pots (side pots included) paid to the best hands on the shared stakes ledger ([`session`]).
//! Rules: docs/games/poker.md.

pub mod betting;
pub mod hands;
pub mod session;
pub mod showdown;

use serde_json::{Map, Value as Json};

pub use hands::{best, compare, decider, Category, Hand, Role, Value};
pub use showdown::{parse_hand, showdown, Showdown, JOKER_WORDS, PACK_JOKERS};

use crate::games::family::simple::DEALS_DOC;
use crate::games::family::solo_players;
use crate::games::{Entry, FlagValue, Game, GameInfo, GameReplay, OptionDoc, QuickFlag, RuleError, Setup};

static INFO: GameInfo = GameInfo {
    id: "poker",
    // Five cards each from 52 (and the jokers): ten players at most.
    seats: (2, 10),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "put", field: "put", value: FlagValue::SideInts, help: "flag-poker-put" },
        QuickFlag { name: "bets", field: "bets", value: FlagValue::Text, help: "flag-poker-bets" },
        QuickFlag { name: "fold", field: "folded", value: FlagValue::List, help: "flag-poker-fold" },
        QuickFlag { name: "show", field: "show", value: FlagValue::SideList, help: "flag-poker-show" },
        QuickFlag { name: "winner", field: "winner", value: FlagValue::List, help: "flag-poker-winner" },
    ],
    options: &[
        OptionDoc { name: "ante", help: "option-poker-ante" },
        OptionDoc { name: "betting", help: "option-poker-betting" },
        OptionDoc { name: "jokers", help: "option-poker-jokers" },
        DEALS_DOC,
    ],
    rule_ids: RULE_IDS,
    words: &["free", "book", "pass", "put", "folded"],
};

/// Every rule poker cites: the showdown referee's and the session's.
pub const RULE_IDS: &[&str] = &[
    // A hand of other than five cards (a joker counts as one).
    "poker.hand.size",
    // A card that is not a card (nor a joker).
    "poker.card.unknown",
    // The same card in two hands or twice in one.
    "poker.card.duplicate",
    // More jokers than a pack holds.
    "poker.joker.count",
    // Fewer than two hands to compare.
    "poker.compare.hands",
    // `--names` not naming each hand once.
    "poker.compare.names",
    // A session's hand.
    "poker.deal.format",
    "poker.deal.dealer",
    "poker.put.players",
    "poker.put.amount",
    "poker.put.ante",
    "poker.put.book",
    // The betting action by action (`bets`).
    "poker.bet.format",
    "poker.bet.turn",
    "poker.bet.minimum",
    "poker.bet.folded",
    "poker.bet.over",
    "poker.bet.unfinished",
    "poker.bet.round",
    "poker.bet.disagree",
    "poker.fold.out",
    "poker.fold.all",
    "poker.show.out",
    "poker.show.folded",
    "poker.show.players",
    "poker.show.rank",
    "poker.winner.missing",
    "poker.winner.out",
    "poker.winner.folded",
    "poker.winner.pot",
    "poker.winner.extra",
    "poker.winner.disagree",
    "poker.pot.layers",
    "poker.pot.won",
    "poker.pot.split",
    "poker.pot.returned",
    "poker.money.conserved",
    "poker.match.deals",
    "poker.match.winner",
    "poker.penalty",
    "poker.option.unknown",
    "poker.option.value",
    "poker.snapshot",
];

/// The game: a poker session (see [`session`]).
#[derive(Debug, Clone, Copy)]
pub struct Poker;

pub static POKER: Poker = Poker;

impl Game for Poker {
    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn default_options(&self) -> Json {
        session::read_options(&Map::new()).unwrap_or(Json::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Json>>,
        options: &Map<String, Json>,
    ) -> Result<Setup, RuleError> {
        solo_players(&INFO, players, teams)?;
        let options = session::read_options(options)?;
        Ok(Setup { game: "poker", players: players.to_vec(), teams: None, options })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Json>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Json>), RuleError> {
        session::replay_from(setup, state, entries)
    }
}
