//! A rule broken in a play record, placed precisely: trick, seat, card, and the proof.

use super::Seat;
use crate::cards::Card;

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
    pub context: String,
    pub required: String,
}

impl Violation {
    /// The sentence a table reads: "trick 3: Борис played 9♠ on a ♥ lead but held K♥ (played at
    /// trick 6); a player who holds the led suit must follow it".
    pub fn describe(&self, name: impl Fn(Seat) -> String) -> String {
        let mut s = String::new();
        if let Some(t) = self.trick {
            s.push_str(&format!("trick {t}: "));
        }
        match (self.seat, self.card) {
            (Some(seat), Some(card)) => s.push_str(&format!("{} played {card}", name(seat))),
            (Some(seat), None) => s.push_str(&name(seat)),
            (None, Some(card)) => s.push_str(&card.to_string()),
            (None, None) => {}
        }
        if !self.context.is_empty() {
            if !s.is_empty() && !s.ends_with(": ") {
                s.push(' ');
            }
            s.push_str(&self.context);
        }
        if let Some((card, trick)) = self.held {
            s.push_str(&format!(" but held {card} (played at trick {trick})"));
        }
        if !self.required.is_empty() {
            s.push_str("; ");
            s.push_str(&self.required);
        }
        s
    }
}
