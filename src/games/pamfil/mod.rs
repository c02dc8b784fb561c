//! Pamfil (Памфил): Mushka with J♣, Pamfil, above every card — it beats everything and counts as
//! the top trump for following suit and trumping. A J♣ turned as trump goes to the dealer, who
//! turns a card of his own instead; the player dealt Pamfil gets +10. Otherwise as Mushka, whose
//! referee and sheet it uses. Rules: docs/games/pamfil.md.

use crate::games::mushka::{Ids, Mushka, PamfilIds, FLAGS, SPADE_ACE_OPTION};
use crate::games::{FlagValue, GameInfo, OptionDoc, QuickFlag};

/// Mushka's flags and Pamfil's two.
static PAMFIL_FLAGS: [QuickFlag; 8] = [
    FLAGS[0],
    FLAGS[1],
    FLAGS[2],
    FLAGS[3],
    FLAGS[4],
    FLAGS[5],
    QuickFlag { name: "pamfil", field: "pamfil", value: FlagValue::Text, help: "who was dealt J♣ (Pamfil)" },
    QuickFlag {
        name: "pamfil-turned",
        field: "pamfil_turned",
        value: FlagValue::Switch,
        help: "J♣ was turned as trump: the dealer took it and turned a card of his own",
    },
];

static INFO: GameInfo = GameInfo {
    id: "pamfil",
    names: ["Pamfil", "Памфил", "Памфил"],
    seats: (3, 6),
    flags: &PAMFIL_FLAGS,
    options: &[OptionDoc {
        name: SPADE_ACE_OPTION,
        help: "Mushka's variant: A♠ takes a trick already holding the trump ace if played after it",
    }],
    rules: include_str!("../../../docs/games/pamfil.md"),
    rule_ids: RULE_IDS,
};

/// Every rule Pamfil cites; docs/games/pamfil.md explains them.
pub const RULE_IDS: &[(&str, &str)] = &[
    ("pamfil.score.pamfil", "the player dealt Pamfil (J♣) gets +10"),
    ("pamfil.pamfil.turned", "J♣ turned as trump goes to the dealer, who gets its +10"),
    ("pamfil.score.trick", "+1 for each trick taken"),
    ("pamfil.score.ace", "+5 for each trick won with an ace"),
    ("pamfil.score.spade-ace", "when spades are trump only A♠ gives a bonus, +10"),
    ("pamfil.score.no-trick", "a player in the deal who took no trick: −5"),
    ("pamfil.score.no-trick-spade-ace", "no trick while holding A♠: −10"),
    ("pamfil.pass", "a player who passes drops out of the deal and scores nothing"),
    ("pamfil.pass.spade-ace", "a player holding A♠ may not pass"),
    ("pamfil.pass.twice", "each player passes once"),
    ("pamfil.pass.alone", "everyone but one passed: he takes the five tricks uncontested, nothing is played"),
    ("pamfil.pass.all", "everyone passed: nobody scores, the deal passes to the left"),
    ("pamfil.aces.card", "only aces are named as the cards that won tricks"),
    ("pamfil.aces.twice", "each ace wins one trick, for one player"),
    ("pamfil.aces.tricks", "nobody is given more tricks won with aces than tricks won"),
    ("pamfil.aces.holder", "A♠ wins only for the player who held it"),
    ("pamfil.match.overshoot", "a total that passes 0 starts again at −25"),
    ("pamfil.match.winner", "exactly 0 wins; two at once: the first in play from the deal's leader"),
    ("pamfil.penalty", "a penalty the table agrees is written with its points"),
    ("pamfil.deal.format", "a deal record has only the documented fields"),
    ("pamfil.deal.dealer", "the deal passes to the left"),
    ("pamfil.deal.trump", "every deal names its trump suit"),
    ("pamfil.deal.won", "tricks won are given (or every trick)"),
    ("pamfil.won.range", "a player's tricks are 0 to 5"),
    ("pamfil.won.sum", "tricks won by the players in the deal add up to 5"),
    ("pamfil.entry.disagree", "quick entry and the tricks agree"),
    ("pamfil.penalty.points", "a penalty gives its points"),
    ("pamfil.play.format", "a play record has only tricks"),
    ("pamfil.play.not-playing", "a player who passed neither plays nor takes tricks"),
    ("pamfil.play.follow-suit", "follow the led suit if able; J♣ counts as a trump"),
    ("pamfil.play.trump", "void in the led suit: play a trump (J♣ included) if able"),
    ("pamfil.play.trick-size", "each trick has one card from each player in the deal"),
    ("pamfil.play.card-count", "five tricks: every card of the hands in play"),
    ("pamfil.play.duplicate-card", "each card is played once"),
    ("pamfil.play.not-in-deck", "only the deck's cards are played (no sixes or lower with 3–4 players)"),
    ("pamfil.play.out-of-turn", "players play in turn from the trick's leader"),
    ("pamfil.option.unknown", "only documented options"),
    ("pamfil.option.value", "option values of the right type"),
];

static IDS: Ids = Ids {
    trick: "pamfil.score.trick",
    ace: "pamfil.score.ace",
    spade_ace: "pamfil.score.spade-ace",
    no_trick: "pamfil.score.no-trick",
    no_trick_spade_ace: "pamfil.score.no-trick-spade-ace",
    pass: "pamfil.pass",
    pass_spade_ace: "pamfil.pass.spade-ace",
    pass_twice: "pamfil.pass.twice",
    pass_alone: "pamfil.pass.alone",
    pass_all: "pamfil.pass.all",
    aces_card: "pamfil.aces.card",
    aces_twice: "pamfil.aces.twice",
    aces_tricks: "pamfil.aces.tricks",
    aces_holder: "pamfil.aces.holder",
    // J♣ can beat A♠ even when spades are trump.
    aces_spade_trump: None,
    overshoot: "pamfil.match.overshoot",
    winner: "pamfil.match.winner",
    penalty: "pamfil.penalty",
    pamfil: Some(PamfilIds { bonus: "pamfil.score.pamfil", turned: "pamfil.pamfil.turned" }),
};

pub static PAMFIL: Mushka = Mushka { info: &INFO, ids: &IDS };
