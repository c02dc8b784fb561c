//! A broken play obligation as a game's rules see it, before the engine places it in the record.

use crate::cards::CardSet;
use crate::i18n::Msg;

/// Occurs when a play breaks one of the game's obligations. The engine adds the trick, the player,
/// the card and the trick at which a `held` card was played later, which proves the renege.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breach {
    /// The stable rule id, e.g. `thousand.play.follow-suit`.
    pub rule: &'static str,
    /// How the play looked, completing "Борис played 9♠ …", e.g. "on a ♥ lead".
    pub context: Msg,
    /// What the rule required, as one clause: "a player who holds the led suit must follow it".
    pub required: Msg,
    /// Cards in the player's hand that would have been legal; the engine names one of them.
    pub held: CardSet,
}

impl Breach {
    pub fn new(rule: &'static str, context: impl Into<Msg>, required: impl Into<Msg>) -> Breach {
        Breach { rule, context: context.into(), required: required.into(), held: CardSet::EMPTY }
    }

    pub fn holding(mut self, held: CardSet) -> Breach {
        self.held = held;
        self
    }
}
