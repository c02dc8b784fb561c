//! The play of a bridge deal as the referee sees it: four seats clockwise, thirteen tricks of a
//! 52-card pack, follow suit and nothing else (a player void in the led suit may play any card),
//! the highest trump wins a trick, else the highest card of the suit led.

use crate::cards::{Card, CardBag, Deck, Suit};
use crate::engine::{follow_suit, standard_winner, Breach, Play, Seat, TrickRules, TrickView};

/// Seats at a bridge table.
pub const SEATS: usize = 4;
/// Tricks in a deal.
pub const TRICKS: usize = 13;

/// The rules of the play for one contract's trump (`None`: no-trump).
#[derive(Debug, Clone)]
pub struct BridgeTricks {
    pub trump: Option<Suit>,
    deck: Deck,
}

impl BridgeTricks {
    pub fn new(trump: Option<Suit>) -> BridgeTricks {
        BridgeTricks { trump, deck: Deck::standard52() }
    }

    /// The winner's index among the four cards of a complete trick.
    pub fn winning(&self, cards: &[Card]) -> usize {
        standard_winner(cards, self.trump, |r| r.value())
    }
}

impl TrickRules for BridgeTricks {
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

    fn check(&self, _: &(), trick: &TrickView<'_>, _: Seat, hand: &CardBag, play: Play) -> Result<(), Breach> {
        match trick.led() {
            // Law 44: a player who holds the led suit must follow; any card otherwise.
            Some(led) => follow_suit("bridge.play.revoke", hand.present(), led, play.card),
            None => Ok(()),
        }
    }

    fn winner(&self, _: &(), trick: &TrickView<'_>) -> usize {
        self.winning(trick.cards)
    }

    /// Bridge counts tricks, not card points.
    fn points(&self, _: &(), _: Card) -> u32 {
        0
    }
}
