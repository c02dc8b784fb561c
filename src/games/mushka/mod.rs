//! Mushka (Мушка): 3–6 players, 32 cards for 3–4 and 52 for 5–6, five cards each and a turned
//! trump. Each player draws or passes (not with A♠); follow suit, void → trump. Everyone starts at
//! −25 and climbs: +1 a trick, +5 a trick won with an ace (♠ trump: A♠ alone, +10), −5 for no
//! trick (−10 holding A♠); passing 0 starts again at −25, exactly 0 wins. Pamfil (`pamfil`) is
//! this game with J♣ above every card. Rules: docs/games/mushka.md.

mod deal;
mod game;
mod ids;
mod standing;

pub use deal::{
    Deal, ACE_BONUS, NO_TRICK, NO_TRICK_SPADE_ACE, PAMFIL, PAMFIL_BONUS, SPADE_ACE, SPADE_ACE_BONUS, TRICKS,
};
pub use game::Mushka;
pub use ids::{Ids, PamfilIds};
pub use standing::{GOAL, START};

use crate::cards::Deck;
use crate::games::family::Opt;
use crate::games::{FlagValue, GameInfo, OptionDoc, QuickFlag};

/// The option of the book's variant: A♠ takes a trick already holding the trump ace if played
/// after it (the book: «пиковый туз забирает взятку, если там уже лежит козырный туз»).
pub const SPADE_ACE_OPTION: &str = "spade_ace_over_trump_ace";

/// The options of Mushka and Pamfil.
pub const OPTIONS: &[Opt] = &[Opt::Bool { name: SPADE_ACE_OPTION, default: false }];

/// 32 cards (7 to ace) for 3–4 players, 52 for 5–6 (the book: «Если играют 3―4 человека, то
/// используют колоду из 32 карт, 5 или 6 человек — 52 карты»).
pub fn deck(players: usize) -> Deck {
    if players <= 4 {
        Deck::piquet32()
    } else {
        Deck::standard52()
    }
}

/// The quick-entry flags of Mushka; Pamfil adds its own.
pub const FLAGS: [QuickFlag; 6] = [
    QuickFlag::DEALER,
    QuickFlag { name: "trump", field: "trump", value: FlagValue::Text, help: "flag-mushka-trump" },
    QuickFlag { name: "passed", field: "passed", value: FlagValue::List, help: "flag-mushka-passed" },
    QuickFlag::WON,
    QuickFlag { name: "aces", field: "aces", value: FlagValue::SideList, help: "flag-mushka-aces" },
    QuickFlag { name: "spade-ace", field: "spade_ace", value: FlagValue::Text, help: "flag-mushka-spade-ace" },
];

static INFO: GameInfo = GameInfo {
    id: "mushka",
    seats: (3, 6),
    flags: &FLAGS,
    options: &[OptionDoc { name: SPADE_ACE_OPTION, help: "option-mushka-spade-ace" }],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Mushka cites; docs/games/mushka.md explains them.
pub const RULE_IDS: &[&str] = &[
    "mushka.score.trick",
    "mushka.score.ace",
    "mushka.score.spade-ace",
    "mushka.score.no-trick",
    "mushka.score.no-trick-spade-ace",
    "mushka.pass",
    "mushka.pass.spade-ace",
    "mushka.pass.twice",
    "mushka.pass.alone",
    "mushka.pass.all",
    "mushka.aces.card",
    "mushka.aces.twice",
    "mushka.aces.tricks",
    "mushka.aces.holder",
    "mushka.aces.spade-trump",
    "mushka.match.overshoot",
    "mushka.match.winner",
    "mushka.penalty",
    "mushka.deal.format",
    "mushka.deal.dealer",
    "mushka.deal.trump",
    "mushka.deal.won",
    "mushka.won.range",
    "mushka.won.sum",
    "mushka.entry.disagree",
    "mushka.penalty.points",
    "mushka.play.format",
    "mushka.play.not-playing",
    "mushka.play.follow-suit",
    "mushka.play.trump",
    "mushka.play.trick-size",
    "mushka.play.card-count",
    "mushka.play.duplicate-card",
    "mushka.play.not-in-deck",
    "mushka.play.out-of-turn",
    "mushka.option.unknown",
    "mushka.option.value",
    "mushka.snapshot",
];

static IDS: Ids = Ids {
    trick: "mushka.score.trick",
    ace: "mushka.score.ace",
    spade_ace: "mushka.score.spade-ace",
    no_trick: "mushka.score.no-trick",
    no_trick_spade_ace: "mushka.score.no-trick-spade-ace",
    pass: "mushka.pass",
    pass_spade_ace: "mushka.pass.spade-ace",
    pass_twice: "mushka.pass.twice",
    pass_alone: "mushka.pass.alone",
    pass_all: "mushka.pass.all",
    aces_card: "mushka.aces.card",
    aces_twice: "mushka.aces.twice",
    aces_tricks: "mushka.aces.tricks",
    aces_holder: "mushka.aces.holder",
    aces_spade_trump: Some("mushka.aces.spade-trump"),
    overshoot: "mushka.match.overshoot",
    winner: "mushka.match.winner",
    penalty: "mushka.penalty",
    snapshot: "mushka.snapshot",
    pamfil: None,
};

pub static MUSHKA: Mushka = Mushka { info: &INFO, ids: &IDS };
