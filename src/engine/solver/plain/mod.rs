//! The search for four hands of a 52-card pack under plain rules: follow suit if able, the highest
//! trump or else the highest card of the led suit wins, the winner leads. Seats 0..4 are North,
//! East, South, West in playing order; sides are seat % 2 (0: North–South, 1: East–West).
//!
//! This first version is an exhaustive minimax: correct, and quick enough on a few tricks.

use super::Mode;
use crate::cards::{Card, CardSet, Suit};
use crate::engine::Seat;

/// A position: the cards still held, the trump, who led the current trick and the cards already
/// played to it (in play order from the leader).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlainDeal {
    pub hands: [CardSet; 4],
    pub trump: Option<Suit>,
    pub leader: Seat,
    pub played: Vec<Card>,
}

impl PlainDeal {
    /// The seat to play next.
    pub fn to_play(&self) -> Seat {
        (self.leader + self.played.len()) % 4
    }

    /// Tricks still to be won, the current one included.
    pub fn remaining_tricks(&self) -> u8 {
        let held: u32 = self.hands.iter().map(|h| h.len()).sum();
        u8::try_from((held as usize + self.played.len()) / 4).unwrap_or(u8::MAX)
    }

    /// The cards the player to play may play: the led suit if he holds it, else anything.
    pub fn legal(&self) -> CardSet {
        let hand = self.hands[self.to_play()];
        match self.played.first() {
            Some(led) if hand.has_suit(led.suit()) => hand.of_suit(led.suit()),
            _ => hand,
        }
    }
}

/// Index of the winning card of a complete trick.
pub fn trick_winner(cards: &[Card; 4], trump: Option<Suit>) -> usize {
    let mut best = 0;
    for i in 1..4 {
        let (b, c) = (cards[best], cards[i]);
        let beats = if c.suit() == b.suit() { c.rank() > b.rank() } else { Some(c.suit()) == trump };
        if beats {
            best = i;
        }
    }
    best
}

/// Tricks the side `side` (0: North–South, 1: East–West) wins from here on, the current trick
/// included, when the players want what `mode` says.
pub fn tricks(deal: &PlainDeal, side: usize, mode: Mode) -> u8 {
    search(deal.clone(), side, mode).0
}

/// For each card the player to play may play: the tricks his side wins from here on after it,
/// the rest played as `mode` says (seen from his side).
pub fn card_values(deal: &PlainDeal, mode: Mode) -> Vec<(Card, u8)> {
    let side = deal.to_play() % 2;
    deal.legal()
        .iter()
        .map(|c| {
            let (next, won) = step(deal, c);
            (c, won[side] + search(next, side, mode).0)
        })
        .collect()
}

/// A line of play that gives `side` exactly [`tricks`]: every card to the end, in play order.
pub fn line(deal: &PlainDeal, side: usize, mode: Mode) -> Vec<Card> {
    search(deal.clone(), side, mode).1
}

/// The double-dummy table of a deal: tricks for each declarer (North, East, South, West) in each
/// strain (♠, ♥, ♦, ♣, no-trump), the declarer's left-hand opponent on lead.
pub fn dd_table(hands: [CardSet; 4]) -> [[u8; 4]; 5] {
    let strains = [Some(Suit::Spades), Some(Suit::Hearts), Some(Suit::Diamonds), Some(Suit::Clubs), None];
    let mut out = [[0; 4]; 5];
    for (s, &trump) in strains.iter().enumerate() {
        for declarer in 0..4 {
            let deal = PlainDeal { hands, trump, leader: (declarer + 1) % 4, played: vec![] };
            out[s][declarer] = tricks(&deal, declarer % 2, Mode::DoubleDummy);
        }
    }
    out
}

/// Plays `card` for the player to play: the position after it and the tricks it completed.
fn step(deal: &PlainDeal, card: Card) -> (PlainDeal, [u8; 2]) {
    let mut next = deal.clone();
    let seat = next.to_play();
    next.hands[seat].remove(card);
    next.played.push(card);
    let mut won = [0; 2];
    if next.played.len() == 4 {
        let cards = [next.played[0], next.played[1], next.played[2], next.played[3]];
        let winner = (next.leader + trick_winner(&cards, next.trump)) % 4;
        won[winner % 2] = 1;
        next.leader = winner;
        next.played.clear();
    }
    (next, won)
}

fn search(deal: PlainDeal, side: usize, mode: Mode) -> (u8, Vec<Card>) {
    let legal = deal.legal();
    if legal.is_empty() {
        return (0, vec![]);
    }
    let maximise = mode.maximises(deal.to_play() % 2 == side);
    let mut best: Option<(u8, Vec<Card>)> = None;
    for card in legal.iter() {
        let (next, won) = step(&deal, card);
        let (rest, mut line) = search(next, side, mode);
        let value = won[side] + rest;
        let better = best.as_ref().is_none_or(|(b, _)| if maximise { value > *b } else { value < *b });
        if better {
            line.insert(0, card);
            best = Some((value, line));
        }
    }
    best.unwrap_or_default()
}
