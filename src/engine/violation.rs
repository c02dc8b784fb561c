//! A rule broken in a play record, placed precisely: trick, seat, card, and the proof.

use super::Seat;
use crate::cards::Card;
use crate::i18n::Msg;
use crate::msg;

/// Occurs when a play record is malformed or a play breaks an obligation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// Stable rule id. Engine-level ids (`play.*`) are prefixed with the game id by the game.
    pub rule: &'static str,
    /// 1-based trick number, or `None` for a problem with the record as a whole.
    pub trick: Option<usize>,
    pub seat: Option<Seat>,
    pub card: Option<Card>,
    /// A card the player held that proves the breach, and the trick at which he played it.
    pub held: Option<(Card, usize)>,
    /// What was wrong and what was allowed, without the player's name (the engine knows seats only).
    pub context: Msg,
    pub required: Msg,
}

impl Violation {
    /// The sentence a table reads: "trick 3: Борис played 9♠ on a ♥ lead but held K♥ (played at
    /// trick 6); a player who holds the led suit must follow it".
    pub fn describe(&self, name: impl Fn(Seat) -> String) -> Msg {
        let at = self.trick.map_or_else(Msg::default, |t| msg!("violation-trick", trick = t));
        let who = match (self.seat, self.card) {
            (Some(seat), Some(card)) => msg!("violation-played", player = name(seat), card = card),
            (Some(seat), None) => msg!("violation-player", player = name(seat)),
            (None, Some(card)) => msg!("violation-card", card = card),
            (None, None) => Msg::default(),
        };
        let context = match (self.context.is_empty(), who.is_empty()) {
            (true, _) => Msg::default(),
            (false, true) => self.context.clone(),
            (false, false) => msg!("violation-context", context = self.context.clone()),
        };
        let held =
            self.held.map_or_else(Msg::default, |(card, trick)| msg!("violation-held", card = card, trick = trick));
        let required = if self.required.is_empty() {
            Msg::default()
        } else {
            msg!("violation-required", required = self.required.clone())
        };
        msg!("violation", at = at, who = who, context = context, held = held, required = required)
    }
}
