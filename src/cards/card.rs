//! A single playing card packed into one byte, and its canonical spellings.

use std::fmt;
use std::str::FromStr;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::notation::{self, CardParseError};
use super::{Rank, Suit};

/// A card, stored as `suit.index() * 13 + (rank.value() - 2)`, always below 52.
///
/// The index doubles as the bit position in [`super::CardSet`], which is why
/// the field is private: every `Card` in existence is a valid bit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    /// Number of distinct cards.
    pub const COUNT: usize = 52;

    #[inline]
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(suit as u8 * 13 + (rank as u8 - 2))
    }

    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 % 13) as usize]
    }

    #[inline]
    pub const fn suit(self) -> Suit {
        // A match rather than `Suit::ALL[..]`: the compiler cannot see the
        // `< 52` invariant, so indexing would keep a panic branch in the
        // referee's inner loop.
        match self.0 / 13 {
            0 => Suit::Clubs,
            1 => Suit::Diamonds,
            2 => Suit::Hearts,
            _ => Suit::Spades,
        }
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub const fn from_index(i: usize) -> Option<Card> {
        if i < Card::COUNT {
            Some(Card(i as u8))
        } else {
            None
        }
    }

    /// The single-bit mask of this card in a [`super::CardSet`].
    #[inline]
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// For bit scans over a masked `u64`, where the caller has already
    /// guaranteed `i < 52`; the debug assertion catches a broken mask.
    #[inline]
    pub(crate) const fn from_bit_index(i: u32) -> Card {
        debug_assert!(i < 52);
        Card(i as u8)
    }

    /// ASCII spelling, rank first: `AS`, `10H`, `QC`. This is the
    /// interchange form (saved games, JSON), so it must stay stable.
    pub fn ascii(self) -> String {
        let mut s = String::with_capacity(3);
        s.push_str(self.rank().symbol());
        s.push(self.suit().letter());
        s
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().symbol(), self.suit().symbol())
    }
}

// Debug output shows up in assertion failures and trick logs, where `Q♠`
// is far easier to read than `Card(49)`.
impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(s: &str) -> Result<Card, CardParseError> {
        notation::parse_card(s)
    }
}

/// Writes the ASCII spelling without allocating, for serialisation.
struct AsciiCard(Card);

impl fmt::Display for AsciiCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.0.rank().symbol(), self.0.suit().letter())
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&AsciiCard(*self))
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        struct CardVisitor;

        impl Visitor<'_> for CardVisitor {
            type Value = Card;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a card such as \"AS\" or \"10H\"")
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<Card, E> {
                v.parse().map_err(E::custom)
            }
        }

        deserializer.deserialize_str(CardVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_layout_is_suit_major_rank_minor() {
        assert_eq!(Card::new(Rank::Two, Suit::Clubs).index(), 0);
        assert_eq!(Card::new(Rank::Ace, Suit::Clubs).index(), 12);
        assert_eq!(Card::new(Rank::Two, Suit::Diamonds).index(), 13);
        assert_eq!(Card::new(Rank::Ace, Suit::Spades).index(), 51);
    }

    #[test]
    fn rank_and_suit_survive_packing_for_every_card() {
        for s in Suit::ALL {
            for r in Rank::ALL {
                let c = Card::new(r, s);
                assert_eq!((c.rank(), c.suit()), (r, s));
                assert_eq!(Card::from_index(c.index()), Some(c));
            }
        }
        assert_eq!(Card::from_index(52), None);
    }

    #[test]
    fn ascii_and_display_spellings() {
        let c = Card::new(Rank::Ten, Suit::Hearts);
        assert_eq!(c.ascii(), "10H");
        assert_eq!(c.to_string(), "10♥");
        assert_eq!(format!("{c:?}"), "10♥");
        assert_eq!(Card::new(Rank::Queen, Suit::Clubs).ascii(), "QC");
    }

    #[test]
    fn serde_uses_ascii_and_accepts_any_notation() {
        let c = Card::new(Rank::Ace, Suit::Spades);
        assert_eq!(serde_json::to_string(&c).ok().as_deref(), Some("\"AS\""));
        let back: Result<Card, _> = serde_json::from_str("\"ПТ\"");
        assert_eq!(back.ok(), Some(c));
        let bad: Result<Card, _> = serde_json::from_str("\"11H\"");
        assert!(bad.is_err());
    }
}
