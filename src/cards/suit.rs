//! The four French suits: their order, canonical names and symbols.

use std::fmt;
use std::str::FromStr;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::notation::{self, SuitParseError};

/// A suit. The discriminants fix the bit layout of [`super::Card`] and
/// [`super::CardSet`], so they must never be reordered.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u8)]
pub enum Suit {
    Clubs = 0,
    Diamonds = 1,
    Hearts = 2,
    Spades = 3,
}

impl Suit {
    /// All suits in index order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub fn from_index(i: usize) -> Option<Suit> {
        Suit::ALL.get(i).copied()
    }

    /// The black/red suit symbol used for display.
    #[inline]
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The English letter used in ASCII notation (`AS`, `10H`).
    #[inline]
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// Lowercase English plural: the spelling used in saved games and
    /// JSON, so it must stay stable.
    #[inline]
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

impl FromStr for Suit {
    type Err = SuitParseError;

    fn from_str(s: &str) -> Result<Suit, SuitParseError> {
        notation::parse_suit(s)
    }
}

impl Serialize for Suit {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Suit {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Suit, D::Error> {
        struct SuitVisitor;

        impl Visitor<'_> for SuitVisitor {
            type Value = Suit;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a suit name such as \"spades\"")
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<Suit, E> {
                v.parse().map_err(E::custom)
            }
        }

        deserializer.deserialize_str(SuitVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trips_through_from_index() {
        for s in Suit::ALL {
            assert_eq!(Suit::from_index(s.index()), Some(s));
        }
        assert_eq!(Suit::from_index(4), None);
    }

    #[test]
    fn display_is_the_symbol() {
        assert_eq!(Suit::Spades.to_string(), "♠");
        assert_eq!(Suit::Clubs.to_string(), "♣");
    }

    #[test]
    fn serializes_as_english_name_and_reads_any_spelling() {
        assert_eq!(serde_json::to_string(&Suit::Hearts).ok().as_deref(), Some("\"hearts\""));
        let s: Result<Suit, _> = serde_json::from_str("\"пики\"");
        assert_eq!(s.ok(), Some(Suit::Spades));
        let bad: Result<Suit, _> = serde_json::from_str("\"cups\"");
        assert!(bad.is_err());
    }
}
