//! Belot's play: follow suit; in a suit contract trump when an opponent wins the trick, over-trump
//! an opponent's trump, and go higher when trump is led; in All trumps go higher in the led suit
//! whoever wins; in No trumps only follow suit. A belot (K+Q) is called with the first of the two.

use super::contract::Contract;
use super::standing::LAST_TRICK;
use crate::cards::{Card, CardBag, CardSet, Deck, Rank, Suit};
use crate::engine::{highest_by, Breach, Play, Seat, TrickRules, TrickView};
use crate::msg;

pub const SEATS: usize = 4;
pub const TRICKS: usize = 8;

/// A belot is worth 20 (the rules: «белот — 20 точки»).
const BELOT: u32 = 20;

pub struct BelotTricks {
    pub contract: Contract,
    pub deck: Deck,
}

impl BelotTricks {
    pub fn new(contract: Contract) -> BelotTricks {
        BelotTricks { contract, deck: Deck::piquet32() }
    }

    /// Index of the card winning the trick so far: the highest trump if any, else the highest card
    /// of the led suit.
    #[inline]
    fn winning(&self, cards: &[Card]) -> usize {
        let c = self.contract;
        let led = cards[0].suit();
        if let Some(t) = c.trump() {
            if let Some(i) = highest_by(cards, |k| k.suit() == t, |k| c.order(k)) {
                return i;
            }
        }
        highest_by(cards, |k| k.suit() == led, |k| c.order(k)).unwrap_or(0)
    }

    /// Cards of `suit` in `hand` that beat `best` in this contract.
    #[inline]
    fn higher(&self, hand: CardSet, suit: Suit, best: Card) -> CardSet {
        let c = self.contract;
        hand.of_suit(suit).iter().filter(|&k| c.order(k) > c.order(best)).collect()
    }
}

/// Partners sit opposite.
pub const fn partner(seat: Seat) -> Seat {
    (seat + 2) % SEATS
}

impl TrickRules for BelotTricks {
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

    fn check(&self, _: &(), trick: &TrickView<'_>, seat: Seat, hand: &CardBag, play: Play) -> Result<(), Breach> {
        let card = play.card;
        let held = hand.present();
        if play.call {
            self.check_belot(trick, held, card)?;
        }
        let Some(led) = trick.led() else { return Ok(()) };
        let c = self.contract;
        let has_led = held.has_suit(led);
        if card.suit() != led && has_led {
            return Err(Breach::new(
                "belot.play.follow-suit",
                msg!("belot-play-on-lead", led = led),
                msg!("belot-play-follow-suit-required"),
            )
            .holding(held.of_suit(led)));
        }
        // The trick's current winner is worked out only where an obligation depends on it: most
        // plays (following a plain suit, anything in No trumps) never need it.
        match c {
            Contract::NoTrumps => Ok(()),
            Contract::AllTrumps => {
                // Follow and go higher than the best card of the led suit, whoever wins.
                if card.suit() == led {
                    let best = trick.cards[self.winning(trick.cards)];
                    if c.order(card) < c.order(best) {
                        let higher = self.higher(held, led, best);
                        if !higher.is_empty() {
                            return Err(Breach::new(
                                "belot.play.all-trumps-higher",
                                msg!("belot-play-under-all-trumps", best = best),
                                msg!("belot-play-all-trumps-higher-required"),
                            )
                            .holding(higher));
                        }
                    }
                }
                Ok(())
            }
            _ => {
                let trump = c.trump().unwrap_or(Suit::Clubs);
                if led == trump {
                    if card.suit() == trump {
                        let best = trick.cards[self.winning(trick.cards)];
                        if c.order(card) < c.order(best) {
                            let higher = self.higher(held, trump, best);
                            if !higher.is_empty() {
                                return Err(Breach::new(
                                    "belot.play.higher-trump",
                                    msg!("belot-play-under-trump-lead", best = best),
                                    msg!("belot-play-higher-trump-required"),
                                )
                                .holding(higher));
                            }
                        }
                    }
                    return Ok(());
                }
                if has_led {
                    return Ok(());
                }
                let win = self.winning(trick.cards);
                if trick.seats[win] == partner(seat) {
                    return Ok(());
                }
                let best = trick.cards[win];
                // Void in the led suit with an opponent winning.
                if best.suit() == trump {
                    let beats = card.suit() == trump && c.order(card) > c.order(best);
                    if !beats {
                        let higher = self.higher(held, trump, best);
                        if !higher.is_empty() {
                            return Err(Breach::new(
                                "belot.play.overtrump",
                                msg!("belot-play-after-opponent-trumped", best = best),
                                msg!("belot-play-overtrump-required"),
                            )
                            .holding(higher));
                        }
                    }
                    Ok(())
                } else if card.suit() != trump && held.has_suit(trump) {
                    Err(Breach::new(
                        "belot.play.trump",
                        msg!("belot-play-on-lead-opponent-wins", led = led),
                        msg!("belot-play-trump-required"),
                    )
                    .holding(held.of_suit(trump)))
                } else {
                    Ok(())
                }
            }
        }
    }

    fn winner(&self, _: &(), trick: &TrickView<'_>) -> usize {
        self.winning(trick.cards)
    }

    fn points(&self, _: &(), card: Card) -> u32 {
        self.contract.points(card)
    }

    /// Follow suit when able: the cards worth asking `check` about. The referee never calls this;
    /// the search uses it to try only the cards that may be legal.
    fn playable(&self, _: &(), trick: &TrickView<'_>, _seat: Seat, hand: CardSet) -> CardSet {
        match trick.led() {
            Some(led) if hand.has_suit(led) => hand.of_suit(led),
            _ => hand,
        }
    }

    /// A king or queen of trump (any suit in All trumps) whose partner is in hand. The referee
    /// never calls this (it reads the call from the record); the search uses it to try such a card
    /// both with and without calling the belot, `check` deciding whether the call is legal.
    fn may_call(&self, _: &(), _trick: &TrickView<'_>, hand: CardSet, card: Card) -> bool {
        let other = match card.rank() {
            Rank::King => Card::new(Rank::Queen, card.suit()),
            Rank::Queen => Card::new(Rank::King, card.suit()),
            _ => return false,
        };
        self.contract.is_trump(card) && hand.contains(other)
    }

    /// A legal belot's 20. The referee never calls this; the search adds it to the points of the
    /// side it counts.
    fn call_value(&self, _: &(), _trick: &TrickView<'_>, _seat: Seat, _play: Play) -> u32 {
        BELOT
    }

    /// The last trick's 10. The referee never calls this; the search adds it to the side that wins
    /// the deal's last trick.
    fn last_trick_bonus(&self) -> u32 {
        u32::try_from(LAST_TRICK).unwrap_or(0)
    }

    /// Always the same number: nothing changes during Belot's play. The referee never calls this;
    /// it lets the search recognise a position reached twice.
    fn state_key(&self, _: &()) -> Option<u64> {
        Some(0)
    }
}

impl BelotTricks {
    /// A belot is K+Q of trump (any suit in All trumps), called with the first of the two played,
    /// and only if that card is led, follows suit, or trumps.
    fn check_belot(&self, trick: &TrickView<'_>, held: CardSet, card: Card) -> Result<(), Breach> {
        let c = self.contract;
        let other = match card.rank() {
            Rank::King => Card::new(Rank::Queen, card.suit()),
            Rank::Queen => Card::new(Rank::King, card.suit()),
            _ => {
                return Err(Breach::new(
                    "belot.belot.king-or-queen",
                    msg!("belot-call-with-it"),
                    msg!("belot-call-king-or-queen-required"),
                ))
            }
        };
        if c == Contract::NoTrumps || !c.is_trump(card) {
            return Err(Breach::new(
                "belot.belot.trump",
                msg!("belot-call-in-suit", suit = card.suit()),
                msg!("belot-call-trump-required"),
            ));
        }
        if !held.contains(other) {
            return Err(Breach::new(
                "belot.belot.pair",
                msg!("belot-call-without", other = other),
                msg!("belot-call-pair-required"),
            ));
        }
        if let Some(led) = trick.led() {
            let trumping = c != Contract::AllTrumps && card.suit() != led;
            if card.suit() != led && !trumping {
                return Err(Breach::new(
                    "belot.belot.how-played",
                    msg!("belot-call-on-lead", led = led),
                    msg!("belot-call-how-played-required"),
                ));
            }
        }
        Ok(())
    }
}
