//! The thirteen ranks, ordered two low to ace high, and their symbols.

use std::fmt;

/// A rank. The discriminant is the conventional face value, which also
/// fixes the card index (`value - 2`), so it must never change.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[repr(u8)]
pub enum Rank {
    Two = 2,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// All ranks, ascending.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// Face value, 2..=14 (ace high).
    #[inline]
    pub const fn value(self) -> u8 {
        self as u8
    }

    #[inline]
    pub const fn from_value(v: u8) -> Option<Rank> {
        if matches!(v, 2..=14) {
            Some(Rank::ALL[(v - 2) as usize])
        } else {
            None
        }
    }

    /// ASCII symbol: "2".."10", "J", "Q", "K", "A". Also the interchange
    /// spelling of the rank part of [`super::Card::ascii`].
    #[inline]
    pub const fn symbol(self) -> &'static str {
        match self {
            Rank::Two => "2",
            Rank::Three => "3",
            Rank::Four => "4",
            Rank::Five => "5",
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_is_ascending_with_values_two_to_fourteen() {
        for (i, r) in Rank::ALL.iter().enumerate() {
            assert_eq!(usize::from(r.value()), i + 2);
            assert_eq!(Rank::from_value(r.value()), Some(*r));
        }
        assert!(Rank::ALL.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn from_value_rejects_out_of_range() {
        for v in [0, 1, 15, 255] {
            assert_eq!(Rank::from_value(v), None);
        }
    }

    #[test]
    fn display_is_the_symbol() {
        assert_eq!(Rank::Ten.to_string(), "10");
        assert_eq!(Rank::Queen.to_string(), "Q");
    }
}
