//! The play obligations most trick games share: follow suit, trump when void, and the usual way a
//! trick is won. Games compose them in their `TrickRules::check`; each keeps its own rule id.

use super::Breach;
use crate::cards::{Card, CardSet, Rank, Suit};
use crate::msg;

// The checks below decide with masks and one branch that a legal record always takes the same
// way: on random legal play a branch per suit comparison is mispredicted often enough to cost more
// than the rest of the referee's work on the card.

/// A player who holds the led suit must follow it.
#[inline]
pub fn follow_suit(rule: &'static str, hand: CardSet, led: Suit, card: Card) -> Result<(), Breach> {
    let suit = CardSet::suit(led);
    let held = hand.intersection(suit);
    if suit.contains(card) | held.is_empty() {
        Ok(())
    } else {
        Err(not_followed(rule, led, held))
    }
}

#[cold]
fn not_followed(rule: &'static str, led: Suit, held: CardSet) -> Breach {
    Breach::new(rule, msg!("play-on-lead", led = led), msg!("play-follow-suit-required")).holding(held)
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
    let led_suit = CardSet::suit(led);
    let trump_suit = trump.map_or(CardSet::EMPTY, CardSet::suit);
    let held = hand.intersection(trump_suit);
    let ok = led_suit.contains(card) | trump_suit.contains(card) | hand.has_suit(led) | held.is_empty();
    match trump {
        Some(trump) if !ok => Err(not_trumped(rule, led, trump, held)),
        _ => Ok(()),
    }
}

#[cold]
fn not_trumped(rule: &'static str, led: Suit, trump: Suit, held: CardSet) -> Breach {
    Breach::new(rule, msg!("play-on-lead-trumps", led = led, trump = trump), msg!("play-trump-if-void-required"))
        .holding(held)
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
    // One pass over a key: trumps (class 2) above the led suit (class 1) above the rest (0, never
    // wins), then strength; a strictly greater key replaces the best, so on a tie the card played
    // first wins, as with `highest_by`. The led card has class 1 or 2, so some card always wins.
    let led = CardSet::suit(cards[0].suit());
    let trumps = trump.map_or(CardSet::EMPTY, CardSet::suit);
    let mut best = (0, 0u32);
    for (i, &c) in cards.iter().enumerate() {
        // Computed for every card and masked, rather than skipped for the rest: a branch here is a
        // coin toss on random play.
        let class = (2 * u32::from(trumps.contains(c))) | u32::from(led.contains(c) & !trumps.contains(c));
        let key = ((class << 8) | u32::from(order(c.rank()))) & 0u32.wrapping_sub(u32::from(class != 0));
        if key > best.1 {
            best = (i, key);
        }
    }
    best.0
}
