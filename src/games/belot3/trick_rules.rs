//! Belot for three's play: follow suit; void in it, trump; a trump on the table must be beaten
//! when the player can; a plain suit need not be. A belot (K+Q of trump) may be called with
//! either card. Card points and order are Belot's suit contract (trump J 9 A 10 K Q 8 7).

use super::options::BelotSuit;
use crate::cards::{Card, CardBag, CardSet, Deck, Rank, Suit};
use crate::engine::{follow_suit, highest_by, trump_if_void, Breach, Play, Seat, TrickRules, TrickView};
use crate::games::belot::Contract;
use crate::msg;

pub const SEATS: usize = 3;
/// Nine cards each (the book: 6 by threes, then 3 more); five of the 32 stay out of play.
pub const TRICKS: usize = 9;
/// The last trick (the book: «Последняя взятка стоит 10 очков»).
pub const LAST_TRICK: i64 = 10;
/// A belot (the book: «Цена этой комбинации — 20 очков»).
pub const BELOT: u32 = 20;

pub struct Belot3Tricks {
    pub trump: Suit,
    contract: Contract,
    deck: Deck,
    belot: BelotSuit,
}

impl Belot3Tricks {
    /// The rules with a belot of trumps.
    pub fn new(trump: Suit) -> Belot3Tricks {
        Belot3Tricks::with_belot(trump, BelotSuit::Trump)
    }

    /// The rules with the table's reading of the belot (option `belot`).
    pub fn with_belot(trump: Suit, belot: BelotSuit) -> Belot3Tricks {
        Belot3Tricks { trump, contract: Contract::of_suit(trump), deck: Deck::piquet32(), belot }
    }

    /// Whether `suit` makes a belot: the trump's, or with `belot=any-suit` every suit's.
    pub fn belot_suit(&self, suit: Suit) -> bool {
        self.belot == BelotSuit::AnySuit || suit == self.trump
    }

    /// Card points with this trump: trump J 20, 9 14, A 11, 10 10, K 4, Q 3; plain J 2, 9 0.
    pub fn card_points(&self, card: Card) -> u32 {
        self.contract.points(card)
    }

    /// The highest trump among `cards`, if any.
    fn best_trump(&self, cards: &[Card]) -> Option<Card> {
        highest_by(cards, |k| k.suit() == self.trump, |k| self.contract.order(k)).map(|i| cards[i])
    }
}

impl TrickRules for Belot3Tricks {
    type State = ();

    fn seats(&self) -> usize {
        SEATS
    }
    fn tricks(&self) -> usize {
        TRICKS
    }
    fn deck(&self) -> &Deck {
        &self.deck
    }
    fn start(&self) {}

    fn check(&self, _: &(), trick: &TrickView<'_>, _seat: Seat, hand: &CardBag, play: Play) -> Result<(), Breach> {
        let card = play.card;
        let held = hand.present();
        if play.call {
            self.check_belot(held, card)?;
        }
        let Some(led) = trick.led() else { return Ok(()) };
        follow_suit("belot3.play.follow-suit", held, led, card)?;
        trump_if_void("belot3.play.trump", held, led, Some(self.trump), card)?;
        // A trump on the table must be beaten by the trump played on it, if the hand can.
        if card.suit() == self.trump {
            if let Some(best) = self.best_trump(trick.cards) {
                let c = self.contract;
                if c.order(card) < c.order(best) {
                    let higher: CardSet =
                        held.of_suit(self.trump).iter().filter(|&k| c.order(k) > c.order(best)).collect();
                    if !higher.is_empty() {
                        return Err(Breach::new(
                            "belot3.play.overtrump",
                            msg!("belot3-play-under-trump", best = best),
                            msg!("belot3-play-overtrump-required"),
                        )
                        .holding(higher));
                    }
                }
            }
        }
        Ok(())
    }

    fn winner(&self, _: &(), trick: &TrickView<'_>) -> usize {
        let cards = trick.cards;
        let c = self.contract;
        highest_by(cards, |k| k.suit() == self.trump, |k| c.order(k))
            .or_else(|| highest_by(cards, |k| k.suit() == cards[0].suit(), |k| c.order(k)))
            .unwrap_or(0)
    }

    fn points(&self, _: &(), card: Card) -> u32 {
        self.contract.points(card)
    }

    /// Follow suit when able: the cards worth asking `check` about (the search's narrowing).
    fn playable(&self, _: &(), trick: &TrickView<'_>, _seat: Seat, hand: CardSet) -> CardSet {
        match trick.led() {
            Some(led) if hand.has_suit(led) => hand.of_suit(led),
            Some(_) if hand.has_suit(self.trump) => hand.of_suit(self.trump),
            _ => hand,
        }
    }

    fn may_call(&self, _: &(), _trick: &TrickView<'_>, hand: CardSet, card: Card) -> bool {
        other_half(card).is_some_and(|o| self.belot_suit(card.suit()) && hand.contains(o))
    }

    fn call_value(&self, _: &(), _trick: &TrickView<'_>, _seat: Seat, _play: Play) -> u32 {
        BELOT
    }

    fn last_trick_bonus(&self) -> u32 {
        u32::try_from(LAST_TRICK).unwrap_or(0)
    }

    fn state_key(&self, _: &()) -> Option<u64> {
        Some(0)
    }
}

/// The other card of a belot: the queen for the king and the king for the queen.
pub fn other_half(card: Card) -> Option<Card> {
    match card.rank() {
        Rank::King => Some(Card::new(Rank::Queen, card.suit())),
        Rank::Queen => Some(Card::new(Rank::King, card.suit())),
        _ => None,
    }
}

impl Belot3Tricks {
    /// A belot is called with the K or Q of trump while the player holds the other card.
    fn check_belot(&self, held: CardSet, card: Card) -> Result<(), Breach> {
        let ok = self.belot_suit(card.suit()) && other_half(card).is_some_and(|o| held.contains(o));
        if ok {
            Ok(())
        } else {
            Err(Breach::new(
                "belot3.combination.belot",
                msg!("belot3-call-with-it"),
                msg!("belot3-call-required", trump = self.trump),
            ))
        }
    }
}
