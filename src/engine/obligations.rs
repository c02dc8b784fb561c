//! The play obligations most trick games share: follow suit, trump when void, and the usual way a
//! trick is won. Games compose them in their `TrickRules::check`; each keeps its own rule id.

use super::Breach;
use crate::cards::{Card, CardSet, Rank, Suit};

/// A player who holds the led suit must follow it.
#[inline]
pub fn follow_suit(rule: &'static str, hand: CardSet, led: Suit, card: Card) -> Result<(), Breach> {
    if card.suit() == led {
        return Ok(());
    }
    let held = hand.of_suit(led);
    if held.is_empty() {
        Ok(())
    } else {
        Err(Breach::new(rule, format!("on a {} lead", led.symbol()), "a player who holds the led suit must follow it")
            .holding(held))
    }
}

/// A player void in the led suit must play a trump if he has one.
#[inline]
pub fn trump_if_void(
    rule: &'static str,
    hand: CardSet,
    led: Suit,
    trump: Option<Suit>,
    card: Card,
) -> Result<(), Breach> {
    let Some(trump) = trump else { return Ok(()) };
    if card.suit() == led || card.suit() == trump || hand.has_suit(led) {
        return Ok(());
    }
    let held = hand.of_suit(trump);
    if held.is_empty() {
        Ok(())
    } else {
        Err(Breach::new(
            rule,
            format!("on a {} lead, {} trumps", led.symbol(), trump.symbol()),
            "a player who cannot follow suit must play a trump if he has one",
        )
        .holding(held))
    }
}

/// Index of the strongest card among those `eligible`, by `strength`; on equal strength (two
/// identical cards from a multi-pack deck) the one played first wins.
#[inline]
pub fn highest_by(cards: &[Card], eligible: impl Fn(Card) -> bool, strength: impl Fn(Card) -> u8) -> Option<usize> {
    let mut best: Option<(usize, u8)> = None;
    for (i, &c) in cards.iter().enumerate() {
        if eligible(c) {
            let s = strength(c);
            if best.is_none_or(|(_, b)| s > b) {
                best = Some((i, s));
            }
        }
    }
    best.map(|(i, _)| i)
}

/// The usual trick winner: the highest trump if any trump was played, otherwise the highest card
/// of the led suit. `order` ranks cards within a suit (higher wins).
#[inline]
pub fn standard_winner(cards: &[Card], trump: Option<Suit>, order: impl Fn(Rank) -> u8) -> usize {
    let strength = |c: Card| order(c.rank());
    if let Some(t) = trump {
        if let Some(i) = highest_by(cards, |c| c.suit() == t, strength) {
            return i;
        }
    }
    let led = cards[0].suit();
    highest_by(cards, |c| c.suit() == led, strength).unwrap_or(0)
}
