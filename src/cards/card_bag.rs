//! A multiset of cards, for decks built from several packs (Bezique).

use super::{Card, CardSet};

/// Counts per card plus a [`CardSet`] of the cards present, so callers that
/// only care about "is there at least one" keep using the fast set.
///
/// Counts saturate at 255: a real table never gets near (Bezique's six
/// packs give six copies), and saturating keeps `add` total.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CardBag {
    counts: [u8; 52],
    present: CardSet,
    len: u16,
}

impl Default for CardBag {
    fn default() -> CardBag {
        CardBag::new()
    }
}

impl CardBag {
    #[inline]
    pub const fn new() -> CardBag {
        CardBag { counts: [0; 52], present: CardSet::EMPTY, len: 0 }
    }

    #[inline]
    pub fn add(&mut self, c: Card) {
        let n = &mut self.counts[c.index()];
        if *n < u8::MAX {
            *n += 1;
            self.len += 1;
            self.present.insert(c);
        }
    }

    /// Removes one copy; false if there was none.
    #[inline]
    pub fn remove(&mut self, c: Card) -> bool {
        let n = &mut self.counts[c.index()];
        if *n == 0 {
            return false;
        }
        *n -= 1;
        self.len -= 1;
        if *n == 0 {
            self.present.remove(c);
        }
        true
    }

    #[inline]
    pub const fn count(&self, c: Card) -> u8 {
        self.counts[c.index()]
    }

    #[inline]
    pub const fn contains(&self, c: Card) -> bool {
        self.present.contains(c)
    }

    /// Total number of cards, counting copies.
    #[inline]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The distinct cards with at least one copy.
    #[inline]
    pub const fn present(&self) -> CardSet {
        self.present
    }

    /// Each card repeated by its count, in ascending index order. The
    /// counts are copied (52 bytes) so the iterator does not borrow the bag.
    pub fn iter(&self) -> impl Iterator<Item = Card> {
        let counts = self.counts;
        self.present.iter().flat_map(move |c| std::iter::repeat_n(c, usize::from(counts[c.index()])))
    }
}

impl FromIterator<Card> for CardBag {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardBag {
        let mut bag = CardBag::new();
        bag.extend(iter);
        bag
    }
}

impl Extend<Card> for CardBag {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, iter: I) {
        for c in iter {
            self.add(c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Rank, Suit};

    const AS: Card = Card::new(Rank::Ace, Suit::Spades);
    const QC: Card = Card::new(Rank::Queen, Suit::Clubs);

    #[test]
    fn counts_copies_and_keeps_present_in_sync() {
        let mut b = CardBag::new();
        b.add(AS);
        b.add(AS);
        b.add(QC);
        assert_eq!((b.count(AS), b.count(QC), b.len()), (2, 1, 3));
        assert!(b.remove(AS));
        assert!(b.contains(AS));
        assert!(b.remove(AS));
        assert!(!b.contains(AS));
        assert!(!b.remove(AS));
        assert_eq!(b.present(), CardSet::single(QC));
        assert_eq!(b.len(), 1);
    }

    #[test]
    fn iter_repeats_each_card_by_its_count_in_order() {
        let b: CardBag = [AS, QC, AS].into_iter().collect();
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![QC, AS, AS]);
    }

    #[test]
    fn counts_saturate_instead_of_overflowing() {
        let mut b = CardBag::new();
        for _ in 0..300 {
            b.add(AS);
        }
        assert_eq!(b.count(AS), u8::MAX);
        assert_eq!(b.len(), 255);
    }
}
