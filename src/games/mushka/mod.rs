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

/// The option of the seed's variant: A♠ takes a trick already holding the trump ace if played
/// after it (seed: «пиковый туз забирает взятку, если там уже лежит козырный туз»).
pub const SPADE_ACE_OPTION: &str = "spade_ace_over_trump_ace";

/// The options of Mushka and Pamfil.
pub const OPTIONS: &[Opt] = &[Opt::Bool { name: SPADE_ACE_OPTION, default: false }];

/// 32 cards (7 to ace) for 3–4 players, 52 for 5–6 (seed: «Если играют 3―4 человека, то
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
    QuickFlag {
        name: "trump",
        field: "trump",
        value: FlagValue::Text,
        help: "the trump suit: hearts, ♥, H, черви… (Pamfil: the suit in force after J♣ was swapped)",
    },
    QuickFlag {
        name: "passed",
        field: "passed",
        value: FlagValue::List,
        help: "a player who passed and sat the deal out (repeatable, or NAME,NAME)",
    },
    QuickFlag::WON,
    QuickFlag {
        name: "aces",
        field: "aces",
        value: FlagValue::SideList,
        help: "aces with which a player won tricks, repeatable: --aces Борис=AS,AH",
    },
    QuickFlag { name: "spade-ace", field: "spade_ace", value: FlagValue::Text, help: "who held A♠ when play began" },
];

static INFO: GameInfo = GameInfo {
    id: "mushka",
    names: ["Mushka", "Мушка", "Мушка"],
    seats: (3, 6),
    flags: &FLAGS,
    options: &[OptionDoc {
        name: SPADE_ACE_OPTION,
        help: "the seed's variant: A♠ takes a trick already holding the trump ace if played after it",
    }],
    rules: include_str!("../../../docs/games/mushka.md"),
    rule_ids: RULE_IDS,
};

/// Every rule Mushka cites; docs/games/mushka.md explains them.
pub const RULE_IDS: &[(&str, &str)] = &[
    ("mushka.score.trick", "+1 for each trick taken"),
    ("mushka.score.ace", "+5 for each trick won with an ace"),
    ("mushka.score.spade-ace", "when spades are trump only A♠ gives a bonus, +10"),
    ("mushka.score.no-trick", "a player in the deal who took no trick: −5"),
    ("mushka.score.no-trick-spade-ace", "no trick while holding A♠: −10"),
    ("mushka.pass", "a player who passes drops out of the deal and scores nothing"),
    ("mushka.pass.spade-ace", "a player holding A♠ may not pass"),
    ("mushka.pass.twice", "each player passes once"),
    ("mushka.pass.alone", "everyone but one passed: he takes the five tricks uncontested, nothing is played"),
    ("mushka.pass.all", "everyone passed: nobody scores, the deal passes to the left"),
    ("mushka.aces.card", "only aces are named as the cards that won tricks"),
    ("mushka.aces.twice", "each ace wins one trick, for one player"),
    ("mushka.aces.tricks", "nobody is given more tricks won with aces than tricks won"),
    ("mushka.aces.holder", "A♠ wins only for the player who held it"),
    ("mushka.aces.spade-trump", "with ♠ trump A♠ cannot lose: its holder won a trick with it"),
    ("mushka.match.overshoot", "a total that passes 0 starts again at −25"),
    ("mushka.match.winner", "exactly 0 wins; two at once: the first in play from the deal's leader"),
    ("mushka.penalty", "a penalty the table agrees is written with its points"),
    ("mushka.deal.format", "a deal record has only the documented fields"),
    ("mushka.deal.dealer", "the deal passes to the left"),
    ("mushka.deal.trump", "every deal names its trump suit"),
    ("mushka.deal.won", "tricks won are given (or every trick)"),
    ("mushka.won.range", "a player's tricks are 0 to 5"),
    ("mushka.won.sum", "tricks won by the players in the deal add up to 5"),
    ("mushka.entry.disagree", "quick entry and the tricks agree"),
    ("mushka.penalty.points", "a penalty gives its points"),
    ("mushka.play.format", "a play record has only tricks"),
    ("mushka.play.not-playing", "a player who passed neither plays nor takes tricks"),
    ("mushka.play.follow-suit", "follow the led suit if able"),
    ("mushka.play.trump", "void in the led suit: play a trump if able"),
    ("mushka.play.trick-size", "each trick has one card from each player in the deal"),
    ("mushka.play.card-count", "five tricks: every card of the hands in play"),
    ("mushka.play.duplicate-card", "each card is played once"),
    ("mushka.play.not-in-deck", "only the deck's cards are played (no sixes or lower with 3–4 players)"),
    ("mushka.play.out-of-turn", "players play in turn from the trick's leader"),
    ("mushka.option.unknown", "only documented options"),
    ("mushka.option.value", "option values of the right type"),
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
    pamfil: None,
};

pub static MUSHKA: Mushka = Mushka { info: &INFO, ids: &IDS };
