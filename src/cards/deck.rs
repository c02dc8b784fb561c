//! The cards a game is dealt from: which ranks, how many packs.

use super::{Card, CardBag, CardSet, Rank, Suit};

/// An ordered list of cards as it comes out of the box(es), before any
/// shuffle. Order: pack by pack, suit by suit, ranks ascending.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    cards: Vec<Card>,
    packs: u8,
}

impl Deck {
    /// Every suit × `ranks`, repeated `packs` times. Duplicate ranks are
    /// ignored so a careless rank list cannot inflate a card's copies.
    pub fn from_ranks(ranks: &[Rank], packs: u8) -> Deck {
        let mut rank_mask = 0u16;
        for r in ranks {
            rank_mask |= 1 << (r.value() - 2);
        }
        let distinct: Vec<Rank> = Rank::ALL.into_iter().filter(|r| rank_mask & (1 << (r.value() - 2)) != 0).collect();
        let mut cards = Vec::with_capacity(distinct.len() * 4 * usize::from(packs));
        for _ in 0..packs {
            for s in Suit::ALL {
                cards.extend(distinct.iter().map(|&r| Card::new(r, s)));
            }
        }
        Deck { cards, packs }
    }

    /// 24 cards, 9 to ace: Thousand, Schnapsen-style games.
    pub fn piquet24() -> Deck {
        Deck::from_ranks(&Rank::ALL[7..], 1)
    }

    /// 32 cards, 7 to ace: Belot, Preference, Bezique (per pack).
    pub fn piquet32() -> Deck {
        Deck::from_ranks(&Rank::ALL[5..], 1)
    }

    /// 36 cards, 6 to ace: Durak and most Russian games.
    pub fn standard36() -> Deck {
        Deck::from_ranks(&Rank::ALL[4..], 1)
    }

    pub fn standard52() -> Deck {
        Deck::from_ranks(&Rank::ALL, 1)
    }

    /// Removes one copy of each listed card (listing a card twice removes
    /// two copies); cards not in the deck are ignored.
    pub fn without(mut self, removed: &[Card]) -> Deck {
        let mut pending: CardBag = removed.iter().copied().collect();
        self.cards.retain(|&c| !pending.remove(c));
        self
    }

    #[inline]
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// How many packs the deck was built from (not reduced by `without`).
    #[inline]
    pub fn packs(&self) -> u8 {
        self.packs
    }

    /// Copies of `c` in the deck, 0 if absent.
    pub fn copies(&self, c: Card) -> u8 {
        let n = self.cards.iter().filter(|&&x| x == c).count();
        u8::try_from(n).unwrap_or(u8::MAX)
    }

    pub fn contains(&self, c: Card) -> bool {
        self.cards.contains(&c)
    }

    pub fn bag(&self) -> CardBag {
        self.cards.iter().copied().collect()
    }

    /// The distinct cards of the deck.
    pub fn set(&self) -> CardSet {
        self.cards.iter().copied().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_decks_have_their_sizes() {
        assert_eq!(Deck::piquet24().len(), 24);
        assert_eq!(Deck::piquet32().len(), 32);
        assert_eq!(Deck::standard36().len(), 36);
        assert_eq!(Deck::standard52().len(), 52);
    }

    #[test]
    fn duplicate_ranks_do_not_add_copies() {
        let d = Deck::from_ranks(&[Rank::Ace, Rank::Ace], 1);
        assert_eq!(d.len(), 4);
    }

    #[test]
    fn zero_packs_is_an_empty_deck() {
        assert!(Deck::from_ranks(&Rank::ALL, 0).is_empty());
    }
}
