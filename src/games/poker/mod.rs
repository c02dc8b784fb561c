//! Poker hand ranking as «100 карточных игр для всей семьи» gives it: the showdown referee.
//! Not a playable game (the stakes ledger comes later), so it is not in `games::all()`.

pub mod hands;

pub use hands::{best, compare, Category, Hand, Value};

/// A hand of other than five cards.
pub const RULE_HAND_SIZE: &str = "poker.hand.size";
/// A card that is not a card.
pub const RULE_CARD_UNKNOWN: &str = "poker.card.unknown";
/// The same card in two hands or twice in one.
pub const RULE_CARD_DUPLICATE: &str = "poker.card.duplicate";
/// Fewer than two hands to compare.
pub const RULE_COMPARE_HANDS: &str = "poker.compare.hands";
