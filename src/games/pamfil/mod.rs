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
    QuickFlag { name: "pamfil", field: "pamfil", value: FlagValue::Text, help: "flag-pamfil-pamfil" },
    QuickFlag {
        name: "pamfil-turned",
        field: "pamfil_turned",
        value: FlagValue::Switch,
        help: "flag-pamfil-pamfil-turned",
    },
];

static INFO: GameInfo = GameInfo {
    id: "pamfil",
    seats: (3, 6),
    flags: &PAMFIL_FLAGS,
    options: &[OptionDoc { name: SPADE_ACE_OPTION, help: "option-pamfil-spade-ace" }],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Pamfil cites; docs/games/pamfil.md explains them.
pub const RULE_IDS: &[&str] = &[
    "pamfil.score.pamfil",
    "pamfil.pamfil.turned",
    "pamfil.score.trick",
    "pamfil.score.ace",
    "pamfil.score.spade-ace",
    "pamfil.score.no-trick",
    "pamfil.score.no-trick-spade-ace",
    "pamfil.pass",
    "pamfil.pass.spade-ace",
    "pamfil.pass.twice",
    "pamfil.pass.alone",
    "pamfil.pass.all",
    "pamfil.aces.card",
    "pamfil.aces.twice",
    "pamfil.aces.tricks",
    "pamfil.aces.holder",
    "pamfil.match.overshoot",
    "pamfil.match.winner",
    "pamfil.penalty",
    "pamfil.deal.format",
    "pamfil.deal.dealer",
    "pamfil.deal.trump",
    "pamfil.deal.won",
    "pamfil.won.range",
    "pamfil.won.sum",
    "pamfil.entry.disagree",
    "pamfil.penalty.points",
    "pamfil.play.format",
    "pamfil.play.not-playing",
    "pamfil.play.follow-suit",
    "pamfil.play.trump",
    "pamfil.play.trick-size",
    "pamfil.play.card-count",
    "pamfil.play.duplicate-card",
    "pamfil.play.not-in-deck",
    "pamfil.play.out-of-turn",
    "pamfil.option.unknown",
    "pamfil.option.value",
    "pamfil.snapshot",
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
    snapshot: "pamfil.snapshot",
    pamfil: Some(PamfilIds { bonus: "pamfil.score.pamfil", turned: "pamfil.pamfil.turned" }),
};

pub static PAMFIL: Mushka = Mushka { info: &INFO, ids: &IDS };
