//! Cards: suits, ranks, cards, card sets, decks and their notations.
//! Pure values only: no I/O, no randomness, no game rules.

mod card;
mod card_bag;
mod card_set;
mod deck;
mod notation;
mod rank;
mod suit;

pub use card::Card;
pub use card_bag::CardBag;
pub use card_set::CardSet;
pub use deck::Deck;
pub(crate) use notation::edit_distance;
pub use notation::{clip, QUOTE_LIMIT};
pub use notation::{parse_card, parse_cards, parse_rank, CardParseError, Notation, SuitParseError};
pub use rank::Rank;
pub use suit::Suit;
