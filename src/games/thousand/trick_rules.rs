//! Thousand's play: follow suit, else trump, else anything; no trump until a marriage is declared
//! on lead, and each declared marriage makes its suit trump from that trick on.

use super::options::ThousandOptions;
use crate::cards::{Card, CardBag, CardSet, Deck, Rank, Suit};
use crate::engine::{follow_suit, standard_winner, trump_if_void, Breach, Play, Seat, TrickRules, TrickView};
use crate::msg;

/// Card points (the book): A 11, 10 10, K 4, Q 3, J 2, 9 0 — 120 in the deck. Indexed by rank value
/// (a table, not a `match`: the referee looks these up for every card it sees).
const POINTS: [u8; 15] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 2, 3, 4, 11];
/// Order within a suit (the book): A 10 K Q J 9, by rank value.
const ORDER: [u8; 15] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 5, 2, 3, 4, 6];

pub const fn card_points(rank: Rank) -> u32 {
    POINTS[rank.value() as usize] as u32
}

pub const fn order(rank: Rank) -> u8 {
    ORDER[rank.value() as usize]
}

/// Marriage values (the book): ♥ 100, ♦ 80, ♣ 60, ♠ 40.
pub const fn marriage_value(suit: Suit) -> i64 {
    match suit {
        Suit::Hearts => 100,
        Suit::Diamonds => 80,
        Suit::Clubs => 60,
        Suit::Spades => 40,
    }
}

/// The other half of a marriage.
pub const fn partner(card: Card) -> Option<Card> {
    match card.rank() {
        Rank::King => Some(Card::new(Rank::Queen, card.suit())),
        Rank::Queen => Some(Card::new(Rank::King, card.suit())),
        _ => None,
    }
}

pub struct ThousandTricks<'a> {
    pub options: &'a ThousandOptions,
    pub deck: Deck,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct PlayState {
    pub trump: Option<Suit>,
}

/// Three players, eight tricks each after the talon is shared out.
pub const SEATS: usize = 3;
pub const TRICKS: usize = 8;

impl TrickRules for ThousandTricks<'_> {
    type State = PlayState;

    fn seats(&self) -> usize {
        SEATS
    }
    fn tricks(&self) -> usize {
        TRICKS
    }
    fn deck(&self) -> &Deck {
        &self.deck
    }
    fn start(&self) -> PlayState {
        PlayState::default()
    }

    #[inline]
    fn check(
        &self,
        st: &PlayState,
        trick: &TrickView<'_>,
        _seat: Seat,
        hand: &CardBag,
        play: Play,
    ) -> Result<(), Breach> {
        let card = play.card;
        if play.call {
            check_marriage(self.options, trick, hand, card)?;
        }
        if let Some(led) = trick.led() {
            let held = hand.present();
            follow_suit("thousand.play.follow-suit", held, led, card)?;
            trump_if_void("thousand.play.trump", held, led, st.trump, card)?;
        }
        Ok(())
    }

    #[inline]
    fn apply(&self, st: &mut PlayState, trick: &TrickView<'_>, _seat: Seat, play: Play) {
        if play.call && trick.cards.is_empty() && partner(play.card).is_some() {
            st.trump = Some(play.card.suit());
        }
    }

    #[inline]
    fn winner(&self, st: &PlayState, trick: &TrickView<'_>) -> usize {
        standard_winner(trick.cards, st.trump, order)
    }

    #[inline]
    fn points(&self, _st: &PlayState, card: Card) -> u32 {
        card_points(card.rank())
    }

    /// Follow suit, else trump: the cards worth asking `check` about. The referee never calls
    /// this; the search uses it to try only the cards that may be legal.
    fn playable(&self, st: &PlayState, trick: &TrickView<'_>, _seat: Seat, hand: CardSet) -> CardSet {
        match trick.led() {
            Some(led) if hand.has_suit(led) => hand.of_suit(led),
            Some(_) => match st.trump {
                Some(t) if hand.has_suit(t) => hand.of_suit(t),
                _ => hand,
            },
            None => hand,
        }
    }

    /// On lead, a king or queen whose partner is in hand. The referee never calls this (it reads
    /// the call from the record); the search uses it to try such a lead both with and without
    /// declaring the marriage.
    fn may_call(&self, _st: &PlayState, trick: &TrickView<'_>, hand: CardSet, card: Card) -> bool {
        trick.cards.is_empty() && partner(card).is_some_and(|p| hand.contains(p))
    }

    /// The marriage's value (♥ 100, ♦ 80, ♣ 60, ♠ 40) for a legal call on lead. The referee never
    /// calls this; the search adds it to the points of the side it counts.
    fn call_value(&self, _st: &PlayState, trick: &TrickView<'_>, _seat: Seat, play: Play) -> u32 {
        if trick.cards.is_empty() && partner(play.card).is_some() {
            u32::try_from(marriage_value(play.card.suit())).unwrap_or(0)
        } else {
            0
        }
    }

    /// The trump in force as a number (0 before any marriage). The referee never calls this; the
    /// search uses it to recognise a position reached twice.
    fn state_key(&self, st: &PlayState) -> Option<u64> {
        Some(st.trump.map_or(0, |s| s.index() as u64 + 1))
    }
}

/// A marriage is declared by the player on lead, leading its K or Q while holding the other.
fn check_marriage(o: &ThousandOptions, trick: &TrickView<'_>, hand: &CardBag, card: Card) -> Result<(), Breach> {
    if !trick.cards.is_empty() {
        return Err(Breach::new(
            "thousand.marriage.on-lead",
            msg!("thousand-marriage-on-lead"),
            msg!("thousand-marriage-on-lead-required"),
        ));
    }
    let Some(other) = partner(card) else {
        return Err(Breach::new(
            "thousand.marriage.king-or-queen",
            msg!("thousand-marriage-king-or-queen"),
            msg!("thousand-marriage-king-or-queen-required"),
        ));
    };
    if !hand.contains(other) {
        return Err(Breach::new(
            "thousand.marriage.partner",
            msg!("thousand-marriage-partner", suit = card.suit(), card = other),
            msg!("thousand-marriage-partner-required"),
        ));
    }
    if trick.number == 1 && !o.marriage_on_first_lead {
        return Err(Breach::new(
            "thousand.marriage.first-lead",
            msg!("thousand-marriage-first-lead"),
            msg!("thousand-marriage-first-lead-required"),
        ));
    }
    Ok(())
}
