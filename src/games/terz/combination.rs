//! Terz's cards and combinations: the points of a card (trump and plain suits differ), the order
//! in which cards win a trick, and the combinations a player declares, with their ranking
//! (only the best holder scores).

use crate::cards::{Card, CardSet, Rank, Suit};
use crate::engine::Seat;
use crate::games::RuleError;
use crate::i18n::Msg;
use crate::msg;

/// Cards in the deck (7 to ace in four suits), cards dealt to each player, tricks in a deal.
pub const DECK: usize = 32;
pub const HAND: usize = 9;
pub const TRICKS: usize = DECK / 2;
/// Tricks played while the talon lasts: after each of them both players draw (the turned card
/// included); from the next one on, the late stage's obligations hold.
pub const TALON_TRICKS: usize = (DECK - 2 * HAND) / 2;
/// Every card point of a deal and the last trick's 10: a deal is worth 150.
pub const LAST_TRICK: i64 = 10;
pub const DEAL_POINTS: i64 = 150;
/// The marriage of trump king and queen.
pub const MARRIAGE: i64 = 20;

/// The deck: 7 to ace of every suit.
pub fn deck() -> CardSet {
    let mut s = CardSet::EMPTY;
    for suit in Suit::ALL {
        for v in 7..=14 {
            if let Some(r) = Rank::from_value(v) {
                s.insert(Card::new(r, suit));
            }
        }
    }
    s
}

/// A card's points: plain suits A 11, 10 10, K 3, Q 2, J 1; trumps A 11, 10 10, 9 13, K 3, Q 2,
/// J 20; eights and sevens nothing.
pub fn points(c: Card, trump: Suit) -> i64 {
    let t = c.suit() == trump;
    match c.rank() {
        Rank::Ace => 11,
        Rank::Ten => 10,
        Rank::King => 3,
        Rank::Queen => 2,
        Rank::Jack if t => 20,
        Rank::Jack => 1,
        Rank::Nine if t => 13,
        _ => 0,
    }
}

/// A card's strength within its suit: by points, and among the cards without points nine (plain
/// suits), eight, seven.
pub fn strength(c: Card, trump: Suit) -> i64 {
    let p = points(c, trump);
    if p == 0 {
        i64::from(c.rank().value()) - 7
    } else {
        p * 4
    }
}

/// Does `second` beat `first` (the card led)? A higher card of the led suit, or any trump on a
/// plain lead.
pub fn beats(second: Card, first: Card, trump: Suit) -> bool {
    if second.suit() == first.suit() {
        strength(second, trump) > strength(first, trump)
    } else {
        second.suit() == trump
    }
}

/// What a player declared: a four or a sequence, by its cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Combination {
    /// Four jacks, aces, kings or queens.
    Four(Rank),
    /// `len` cards of `suit` in a row (7 8 9 10 J Q K A), the highest `top`.
    Sequence { suit: Suit, top: Rank, len: u8 },
}

/// One combination as declared, in the order the declarations were made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Declared {
    pub seat: Seat,
    pub combination: Combination,
}

impl Combination {
    /// The combination the cards form, if any.
    pub fn of(cards: &[Card]) -> Option<Combination> {
        let mut set = CardSet::EMPTY;
        for &c in cards {
            if !set.insert(c) {
                return None;
            }
        }
        let first = *cards.first()?;
        if cards.len() == 4 && cards.iter().all(|c| c.rank() == first.rank()) {
            return matches!(first.rank(), Rank::Jack | Rank::Ace | Rank::King | Rank::Queen)
                .then_some(Combination::Four(first.rank()));
        }
        if !(3..=8).contains(&cards.len()) || cards.iter().any(|c| c.suit() != first.suit()) {
            return None;
        }
        let low = cards.iter().map(|c| c.rank().value()).min()?;
        let high = cards.iter().map(|c| c.rank().value()).max()?;
        let len = u8::try_from(cards.len()).ok()?;
        (low >= 7 && high - low + 1 == len)
            .then(|| Rank::from_value(high).map(|top| Combination::Sequence { suit: first.suit(), top, len }))
            .flatten()
    }

    /// Its cards.
    pub fn cards(self) -> CardSet {
        match self {
            Combination::Four(r) => CardSet::rank(r),
            Combination::Sequence { suit, top, len } => {
                let mut s = CardSet::EMPTY;
                for v in (top.value() + 1 - len)..=top.value() {
                    if let Some(r) = Rank::from_value(v) {
                        s.insert(Card::new(r, suit));
                    }
                }
                s
            }
        }
    }

    /// Its value: four jacks 200; four aces, kings or queens 100; five to eight in sequence 100;
    /// four 50; three («терц») 20.
    pub fn value(self) -> i64 {
        match self {
            Combination::Four(Rank::Jack) => 200,
            Combination::Four(_) => 100,
            Combination::Sequence { len, .. } if len >= 5 => 100,
            Combination::Sequence { len: 4, .. } => 50,
            Combination::Sequence { .. } => 20,
        }
    }

    /// Its rank among combinations, highest first in the book's list: four jacks, aces, kings,
    /// queens, then sequences by length, then by their highest card. Equal keys are told apart by
    /// trump, then by who declared first.
    fn key(self) -> (u8, u8) {
        match self {
            Combination::Four(Rank::Jack) => (40, 0),
            Combination::Four(Rank::Ace) => (39, 0),
            Combination::Four(Rank::King) => (38, 0),
            Combination::Four(_) => (37, 0),
            Combination::Sequence { top, len, .. } => (len, top.value()),
        }
    }

    /// Its name as a table says it: «терц», «пятьдесят», «сто — пять», «сто тузов».
    pub fn name(self) -> Msg {
        match self {
            Combination::Four(r) => msg!("terz-four", rank = Card::new(r, Suit::Spades).rank().symbol()),
            Combination::Sequence { suit, top, len } => {
                msg!("terz-sequence", len = len, top = Card::new(top, suit))
            }
        }
    }
}

/// The best combination declared: the seat whose combinations score, or `None` when nobody
/// declared one. A complete tie goes to the trump sequence, then to the one declared first; a tie
/// that needs a trump the record does not give is refused (`terz.combination.best`).
pub fn best(declared: &[Declared], trump: Option<Suit>) -> Result<Option<Seat>, RuleError> {
    let mut best: Option<(usize, Declared)> = None;
    for (i, d) in declared.iter().enumerate() {
        let Some((_, b)) = best else {
            best = Some((i, *d));
            continue;
        };
        let (dk, bk) = (d.combination.key(), b.combination.key());
        if dk > bk {
            best = Some((i, *d));
        } else if dk == bk && d.seat != b.seat {
            let suit_of = |c: Combination| match c {
                Combination::Sequence { suit, .. } => Some(suit),
                Combination::Four(_) => None,
            };
            let (ds, bs) = (suit_of(d.combination), suit_of(b.combination));
            match trump {
                Some(t) if ds == Some(t) && bs != Some(t) => best = Some((i, *d)),
                Some(_) => {}
                None => {
                    return Err(RuleError::new(
                        "terz.combination.best",
                        msg!("terz-combination-tie", first = b.combination.name(), second = d.combination.name()),
                    ))
                }
            }
        }
    }
    Ok(best.map(|(_, d)| d.seat))
}

/// Rounds a deal's points to tens, a 5 rounding down: 45 → 40, 46 → 50.
pub const fn round_tens(n: i64) -> i64 {
    (n + 4).div_euclid(10) * 10
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_holds_150_with_the_last_trick() {
        for trump in Suit::ALL {
            let sum: i64 = deck().iter().map(|c| points(c, trump)).sum();
            assert_eq!(sum + LAST_TRICK, DEAL_POINTS);
        }
        assert_eq!(deck().len(), 32);
    }

    #[test]
    fn five_rounds_down_six_up() {
        assert_eq!(round_tens(45), 40);
        assert_eq!(round_tens(46), 50);
        assert_eq!(round_tens(44), 40);
        assert_eq!(round_tens(150), 150);
        assert_eq!(round_tens(0), 0);
        assert_eq!(round_tens(105), 100);
    }

    #[test]
    fn combinations_are_read_from_their_cards() {
        let c = |s: &str| s.parse::<Card>().unwrap();
        assert_eq!(Combination::of(&[c("JS"), c("JH"), c("JD"), c("JC")]), Some(Combination::Four(Rank::Jack)));
        assert_eq!(Combination::of(&[c("9S"), c("9H"), c("9D"), c("9C")]), None);
        let terz = Combination::of(&[c("QH"), c("KH"), c("AH")]).unwrap();
        assert_eq!(terz.value(), 20);
        assert_eq!(terz.cards().len(), 3);
        assert_eq!(Combination::of(&[c("QH"), c("KH"), c("AS")]), None);
        assert_eq!(Combination::of(&[c("JH"), c("KH"), c("AH")]), None);
        let eight = Combination::of(&[c("7D"), c("8D"), c("9D"), c("10D"), c("JD"), c("QD"), c("KD"), c("AD")]);
        assert_eq!(eight.map(Combination::value), Some(100));
    }
}
