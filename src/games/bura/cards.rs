//! Bura's cards: the 36-card pack, what each card counts, which card beats which, how one
//! player's cards beat another's in a trick of one to three cards, and the three-card
//! combinations that seize the lead («молодка», three aces, «бура»).

use crate::cards::{Card, CardSet, Rank, Suit};

/// Cards in the pack, cards in a hand, and the points a player announces to stop the deal
/// (the book: «Цель игры: набрать 31 очко во взятках»).
pub const PACK: usize = 36;
pub const HAND: usize = 3;
pub const GOAL: i64 = 31;
/// Every card point of the pack: four suits of A 11, 10 10, K 4, Q 3, J 2.
pub const PACK_POINTS: i64 = 4 * (11 + 10 + 4 + 3 + 2);

/// The pack: 6 to ace of every suit.
pub fn pack() -> CardSet {
    let mut s = CardSet::EMPTY;
    for suit in Suit::ALL {
        for v in 6..=14 {
            if let Some(r) = Rank::from_value(v) {
                s.insert(Card::new(r, suit));
            }
        }
    }
    s
}

/// A card's points (the book: «туз — 11 очков, десятка — 10, король — 4, дама — 3, валет — 2,
/// девятка, восьмерка, семерка и шестерка — 0 очков»).
pub fn points(c: Card) -> i64 {
    match c.rank() {
        Rank::Ace => 11,
        Rank::Ten => 10,
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        _ => 0,
    }
}

/// The points of some cards.
pub fn count(cards: &[Card]) -> i64 {
    cards.iter().map(|&c| points(c)).sum()
}

/// A card's place in its suit: A, 10, K, Q, J, 9, 8, 7, 6 — the ten above the king, as its
/// points rank it.
fn order(c: Card) -> u8 {
    match c.rank() {
        Rank::Ace => 8,
        Rank::Ten => 7,
        Rank::King => 6,
        Rank::Queen => 5,
        Rank::Jack => 4,
        r => r.value().saturating_sub(6),
    }
}

/// Whether `x` beats `y`: a higher card of its suit, or a trump on a card of another suit
/// (the book: «Карта одной масти бьется картой более высокого достоинства той же масти или
/// козырем»).
pub fn beats(x: Card, y: Card, trump: Suit) -> bool {
    if x.suit() == y.suit() {
        order(x) > order(y)
    } else {
        x.suit() == trump
    }
}

/// Whether `answer` beats every card of `target`, each by a card of its own: some pairing of the
/// answer's cards with the target's, one to one, in which every answer card beats its partner.
pub fn beats_all(answer: &[Card], target: &[Card], trump: Suit) -> bool {
    if answer.len() != target.len() {
        return false;
    }
    fn pair(answer: &[Card], used: &mut [bool], target: &[Card], trump: Suit) -> bool {
        let Some((&first, rest)) = target.split_first() else { return true };
        for i in 0..answer.len() {
            if !used[i] && beats(answer[i], first, trump) {
                used[i] = true;
                if pair(answer, used, rest, trump) {
                    return true;
                }
                used[i] = false;
            }
        }
        false
    }
    let mut used = vec![false; answer.len()];
    pair(answer, &mut used, target, trump)
}

/// A combination of three cards that seizes the lead, in ascending order (the book: «три карты
/// одной масти — „молодка“, три туза, а также комбинация из трех козырей — „бура“»).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Combination {
    /// Three cards of one suit, not trumps.
    Molodka,
    /// Three aces.
    Aces,
    /// Three trumps: wins the deal outright.
    Bura,
}

impl Combination {
    /// The combination three distinct cards make, if any.
    pub fn of(cards: &[Card], trump: Suit) -> Option<Combination> {
        let [a, b, c] = cards else { return None };
        if a == b || b == c || a == c {
            return None;
        }
        if a.suit() == b.suit() && b.suit() == c.suit() {
            Some(if a.suit() == trump { Combination::Bura } else { Combination::Molodka })
        } else if cards.iter().all(|x| x.rank() == Rank::Ace) {
            Some(Combination::Aces)
        } else {
            None
        }
    }

    /// The word records and messages use.
    pub fn id(self) -> &'static str {
        match self {
            Combination::Molodka => "molodka",
            Combination::Aces => "aces",
            Combination::Bura => "bura",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().expect("a card")
    }

    #[test]
    fn the_pack_counts_120_and_the_ten_ranks_above_the_king() {
        assert_eq!(pack().len() as usize, PACK);
        assert_eq!(pack().iter().map(points).sum::<i64>(), PACK_POINTS);
        assert!(beats(c("10S"), c("KS"), Suit::Hearts));
        assert!(!beats(c("KS"), c("10S"), Suit::Hearts));
        assert!(beats(c("6H"), c("AS"), Suit::Hearts));
        assert!(!beats(c("AS"), c("6H"), Suit::Hearts));
        assert!(!beats(c("AD"), c("6S"), Suit::Hearts));
    }

    #[test]
    fn every_led_card_is_beaten_by_a_card_of_its_own() {
        let t = Suit::Hearts;
        // K♠ 7♠ led: A♠ 8♠ beats them (A on K, 8 on 7); A♠ 6♠ does not (6 beats neither).
        assert!(beats_all(&[c("8S"), c("AS")], &[c("KS"), c("7S")], t));
        assert!(!beats_all(&[c("AS"), c("6S")], &[c("KS"), c("7S")], t));
        // One trump cannot beat two cards.
        assert!(!beats_all(&[c("6H"), c("6D")], &[c("KS"), c("7S")], t));
        assert!(beats_all(&[c("6H"), c("7H"), c("AS")], &[c("KS"), c("7S"), c("10S")], t));
    }

    #[test]
    fn combinations_rank_molodka_aces_bura() {
        let t = Suit::Hearts;
        assert_eq!(Combination::of(&[c("6S"), c("9S"), c("KS")], t), Some(Combination::Molodka));
        assert_eq!(Combination::of(&[c("AS"), c("AD"), c("AC")], t), Some(Combination::Aces));
        assert_eq!(Combination::of(&[c("6H"), c("9H"), c("KH")], t), Some(Combination::Bura));
        assert_eq!(Combination::of(&[c("6H"), c("9H")], t), None);
        assert!(Combination::Molodka < Combination::Aces && Combination::Aces < Combination::Bura);
    }
}
