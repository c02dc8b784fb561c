//! Poker hand ranking as «100 карточных игр для всей семьи» gives it: the showdown referee.
//! Not a playable game (the stakes ledger comes later), so it is not in `games::all()`.

pub mod hands;
pub mod showdown;

pub use hands::{best, compare, decider, Category, Hand, Role, Value};
pub use showdown::{parse_hand, showdown, Showdown, JOKER_WORDS, PACK_JOKERS};

/// The rules the showdown referee enforces, each cited where it is enforced.
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
];
