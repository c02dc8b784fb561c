//! A set of distinct cards as a 52-bit mask: the hot type of the referee.

use std::fmt;
use std::iter::FusedIterator;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

use super::{Card, Suit};

/// A set of distinct cards; bit `i` is the card with index `i`.
///
/// The field is public so hot loops can use raw bit tricks, but every
/// method of this type keeps bits 52..64 clear and ignores them on input,
/// so a stray high bit never turns into a bogus card.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(pub u64);

const SUIT_MASK: u64 = (1 << 13) - 1;

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const FULL: CardSet = CardSet((1 << 52) - 1);

    /// All thirteen cards of a suit.
    #[inline]
    pub const fn suit(s: Suit) -> CardSet {
        CardSet(SUIT_MASK << (s as u32 * 13))
    }

    #[inline]
    pub const fn single(c: Card) -> CardSet {
        CardSet(c.bit())
    }

    /// The four cards of a rank, one per suit.
    #[inline]
    pub const fn rank(r: super::Rank) -> CardSet {
        let one = 1u64 << (r as u32 - 2);
        CardSet(one | one << 13 | one << 26 | one << 39)
    }

    /// This set with one more card, for building sets in constants.
    #[inline]
    pub const fn with(self, c: Card) -> CardSet {
        CardSet(self.0 | c.bit())
    }

    #[inline]
    pub const fn contains(self, c: Card) -> bool {
        self.0 & c.bit() != 0
    }

    /// Returns true if the card was not already present.
    #[inline]
    pub const fn insert(&mut self, c: Card) -> bool {
        let fresh = !self.contains(c);
        self.0 |= c.bit();
        fresh
    }

    /// Returns true if the card was present.
    #[inline]
    pub const fn remove(&mut self, c: Card) -> bool {
        let had = self.contains(c);
        self.0 &= !c.bit();
        had
    }

    #[inline]
    pub const fn len(self) -> u32 {
        (self.0 & CardSet::FULL.0).count_ones()
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 & CardSet::FULL.0 == 0
    }

    #[inline]
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    #[inline]
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    #[inline]
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards of this set in suit `s`.
    #[inline]
    pub const fn of_suit(self, s: Suit) -> CardSet {
        self.intersection(CardSet::suit(s))
    }

    /// Whether any card of suit `s` is in the set: the follow-suit test.
    #[inline]
    pub const fn has_suit(self, s: Suit) -> bool {
        self.0 & CardSet::suit(s).0 != 0
    }

    /// Cards in ascending index order (clubs 2 first, spades ace last).
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = Card> {
        Bits(self.0 & CardSet::FULL.0)
    }
}

/// Pops the lowest set bit each step, so iteration costs one step per
/// card rather than one per possible card.
struct Bits(u64);

impl Iterator for Bits {
    type Item = Card;

    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Card::from_bit_index(i))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bits {}
impl FusedIterator for Bits {}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        set.extend(iter);
        set
    }
}

impl Extend<Card> for CardSet {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, iter: I) {
        for c in iter {
            self.0 |= c.bit();
        }
    }
}

impl From<Card> for CardSet {
    #[inline]
    fn from(c: Card) -> CardSet {
        CardSet::single(c)
    }
}

impl BitOr for CardSet {
    type Output = CardSet;
    #[inline]
    fn bitor(self, rhs: CardSet) -> CardSet {
        self.union(rhs)
    }
}

impl BitOrAssign for CardSet {
    #[inline]
    fn bitor_assign(&mut self, rhs: CardSet) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for CardSet {
    type Output = CardSet;
    #[inline]
    fn bitand(self, rhs: CardSet) -> CardSet {
        self.intersection(rhs)
    }
}

impl BitAndAssign for CardSet {
    #[inline]
    fn bitand_assign(&mut self, rhs: CardSet) {
        self.0 &= rhs.0;
    }
}

impl Sub for CardSet {
    type Output = CardSet;
    #[inline]
    fn sub(self, rhs: CardSet) -> CardSet {
        self.difference(rhs)
    }
}

/// Complement within the 52 cards, never setting the unused high bits.
impl Not for CardSet {
    type Output = CardSet;
    #[inline]
    fn not(self) -> CardSet {
        CardSet(!self.0 & CardSet::FULL.0)
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

// Braces keep an empty set visible in assertion output.
impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{self}}}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;

    const AS: Card = Card::new(Rank::Ace, Suit::Spades);
    const TH: Card = Card::new(Rank::Ten, Suit::Hearts);
    const TWO_C: Card = Card::new(Rank::Two, Suit::Clubs);

    #[test]
    fn insert_and_remove_report_whether_anything_changed() {
        let mut s = CardSet::EMPTY;
        assert!(s.insert(AS));
        assert!(!s.insert(AS));
        assert_eq!(s.len(), 1);
        assert!(s.remove(AS));
        assert!(!s.remove(AS));
        assert!(s.is_empty());
    }

    #[test]
    fn suit_masks_partition_the_full_set() {
        let mut all = CardSet::EMPTY;
        for s in Suit::ALL {
            assert_eq!(CardSet::suit(s).len(), 13);
            assert!(CardSet::suit(s).iter().all(|c| c.suit() == s));
            assert!(all.intersection(CardSet::suit(s)).is_empty());
            all |= CardSet::suit(s);
        }
        assert_eq!(all, CardSet::FULL);
    }

    #[test]
    fn iterates_in_ascending_index_order() {
        let s: CardSet = [AS, TWO_C, TH].into_iter().collect();
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![TWO_C, TH, AS]);
        assert_eq!(s.iter().size_hint(), (3, Some(3)));
    }

    #[test]
    fn high_bits_are_ignored_and_never_produced() {
        let s = CardSet(u64::MAX);
        assert_eq!(s.len(), 52);
        assert_eq!(s.iter().count(), 52);
        assert_eq!((!CardSet::EMPTY).0, CardSet::FULL.0);
        assert!(CardSet(1 << 60).is_empty());
    }

    #[test]
    fn display_lists_symbols_and_debug_braces_them() {
        let s: CardSet = [AS, TH].into_iter().collect();
        assert_eq!(s.to_string(), "10♥ A♠");
        assert_eq!(format!("{s:?}"), "{10♥ A♠}");
        assert_eq!(format!("{:?}", CardSet::EMPTY), "{}");
    }
}
