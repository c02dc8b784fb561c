//! Five-card hands, their categories and their order.
//!
//! Where the book is silent:
//! - a hand with no pair and no ace-king is "high card", below ace-king, compared card by card;
//! - a joker becomes the best card that is not already in the hand (and not another joker's
//!   card), so there is no five of a kind: four aces and a joker is four aces with a king;
//! - suits never break ties: equal values split.

use std::cmp::Ordering;

use crate::cards::{Card, Rank, Suit};

/// The categories, low to high.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub enum Category {
    HighCard,
    AceKing,
    Pair,
    TwoPairs,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    RoyalFlush,
}

impl Category {
    /// The stable English key (JSON and message ids).
    pub fn key(self) -> &'static str {
        match self {
            Category::HighCard => "high-card",
            Category::AceKing => "ace-king",
            Category::Pair => "pair",
            Category::TwoPairs => "two-pairs",
            Category::ThreeOfAKind => "three-of-a-kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::FullHouse => "full-house",
            Category::FourOfAKind => "four-of-a-kind",
            Category::StraightFlush => "straight-flush",
            Category::RoyalFlush => "royal-flush",
        }
    }
}

/// A hand's value: its category, then the ranks that break ties, most significant first
/// (for straights the top card, five for A-2-3-4-5).
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub struct Value {
    pub category: Category,
    pub ranks: Vec<Rank>,
}

/// A hand as held (`None` is a joker) and as played (jokers replaced).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Hand {
    pub held: Vec<Option<Card>>,
    pub cards: [Card; 5],
    pub value: Value,
}

/// The value of five real cards.
pub fn value(cards: &[Card; 5]) -> Value {
    let mut counts = [0u8; 15];
    for c in cards {
        counts[c.rank() as usize] += 1;
    }
    // Groups: (count, rank), larger groups first, then higher ranks.
    let mut groups: Vec<(u8, Rank)> =
        Rank::ALL.iter().rev().filter(|r| counts[**r as usize] > 0).map(|r| (counts[*r as usize], *r)).collect();
    groups.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
    let distinct = groups.len() == 5;
    let top = groups[0].1;
    let straight_top = if !distinct {
        None
    } else if top as u8 - groups[4].1 as u8 == 4 {
        Some(top)
    } else if top == Rank::Ace && groups[1].1 == Rank::Five {
        Some(Rank::Five) // A-2-3-4-5, the ace low; K-A-2-3-4 is no straight
    } else {
        None
    };
    let ranks: Vec<Rank> = groups.iter().map(|g| g.1).collect();
    let shape: Vec<u8> = groups.iter().map(|g| g.0).collect();
    let (category, ranks) = match (straight_top, flush, shape.as_slice()) {
        (Some(Rank::Ace), true, _) => (Category::RoyalFlush, vec![]),
        (Some(t), true, _) => (Category::StraightFlush, vec![t]),
        (_, _, [4, 1]) => (Category::FourOfAKind, ranks),
        (_, _, [3, 2]) => (Category::FullHouse, ranks),
        (_, true, _) => (Category::Flush, ranks),
        (Some(t), false, _) => (Category::Straight, vec![t]),
        (_, _, [3, 1, 1]) => (Category::ThreeOfAKind, ranks),
        (_, _, [2, 2, 1]) => (Category::TwoPairs, ranks),
        (_, _, [2, 1, 1, 1]) => (Category::Pair, ranks),
        _ if ranks[0] == Rank::Ace && ranks[1] == Rank::King => (Category::AceKing, ranks),
        _ => (Category::HighCard, ranks),
    };
    Value { category, ranks }
}

/// The best a held hand can be: each joker takes the card, not already in the hand, that makes
/// it best. `held` must have five entries.
pub fn best(held: &[Option<Card>]) -> Hand {
    assert_eq!(held.len(), 5, "a poker hand has five cards");
    let real: Vec<Card> = held.iter().flatten().copied().collect();
    let jokers = held.len() - real.len();
    let all: Vec<Card> = Suit::ALL.iter().flat_map(|s| Rank::ALL.iter().map(move |r| Card::new(*r, *s))).collect();
    let mut best: Option<([Card; 5], Value)> = None;
    let mut chosen = Vec::new();
    fill(&real, jokers, &all, &mut chosen, &mut best);
    let (cards, value) = best.expect("at least one way to play the jokers");
    Hand { held: held.to_vec(), cards, value }
}

fn fill(real: &[Card], jokers: usize, all: &[Card], chosen: &mut Vec<Card>, best: &mut Option<([Card; 5], Value)>) {
    if chosen.len() == jokers {
        let mut cards = [all[0]; 5];
        for (slot, c) in cards.iter_mut().zip(real.iter().chain(chosen.iter())) {
            *slot = *c;
        }
        let v = value(&cards);
        if best.as_ref().is_none_or(|(_, b)| v > *b) {
            *best = Some((cards, v));
        }
        return;
    }
    for c in all {
        if !real.contains(c) && !chosen.contains(c) {
            chosen.push(*c);
            fill(real, jokers, all, chosen, best);
            chosen.pop();
        }
    }
}

/// How two hands compare, by value only (suits never break ties).
pub fn compare(a: &Hand, b: &Hand) -> Ordering {
    a.value.cmp(&b.value)
}

/// What the rank that decides between two hands of one category is in those hands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Role {
    /// High card, ace-king, flush: the cards compared from the highest down.
    Card,
    /// The pair of a pair or of a full house.
    Pair,
    HighPair,
    LowPair,
    /// The three of a three of a kind or of a full house.
    Three,
    Four,
    /// The top card of a straight or straight flush (five for A-2-3-4-5).
    Top,
    /// A card beside the pair, pairs, three or four.
    Kicker,
}

impl Role {
    /// The stable English key (JSON and message ids).
    pub fn key(self) -> &'static str {
        match self {
            Role::Card => "card",
            Role::Pair => "pair",
            Role::HighPair => "high-pair",
            Role::LowPair => "low-pair",
            Role::Three => "three",
            Role::Four => "four",
            Role::Top => "top",
            Role::Kicker => "kicker",
        }
    }
}

/// Why `a` and `b` differ: `None` when they are equal, `Some(None)` when the categories differ,
/// else the role and the ranks (a's, b's) of the first rank that differs.
pub fn decider(a: &Value, b: &Value) -> Option<Option<(Role, Rank, Rank)>> {
    if a.category != b.category {
        return Some(None);
    }
    let i = a.ranks.iter().zip(&b.ranks).position(|(x, y)| x != y)?;
    let role = match (a.category, i) {
        (Category::HighCard | Category::AceKing | Category::Flush, _) => Role::Card,
        (Category::Straight | Category::StraightFlush | Category::RoyalFlush, _) => Role::Top,
        (Category::Pair, 0) | (Category::FullHouse, 1) => Role::Pair,
        (Category::TwoPairs, 0) => Role::HighPair,
        (Category::TwoPairs, 1) => Role::LowPair,
        (Category::ThreeOfAKind | Category::FullHouse, 0) => Role::Three,
        (Category::FourOfAKind, 0) => Role::Four,
        _ => Role::Kicker,
    };
    Some(Some((role, a.ranks[i], b.ranks[i])))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_card;

    fn hand(s: &str) -> Hand {
        let held: Vec<Option<Card>> =
            s.split_whitespace().map(|w| if w == "Jo" { None } else { Some(parse_card(w).expect("card")) }).collect();
        best(&held)
    }

    fn cat(s: &str) -> Category {
        hand(s).value.category
    }

    fn beats(a: &str, b: &str) {
        assert_eq!(compare(&hand(a), &hand(b)), Ordering::Greater, "{a} should beat {b}");
        assert_eq!(compare(&hand(b), &hand(a)), Ordering::Less, "{b} should lose to {a}");
    }

    #[test]
    fn every_category_beats_the_one_below() {
        let ladder = [
            ("Q♠ 9♥ 7♦ 4♣ 2♠", Category::HighCard),
            ("A♠ K♥ 7♦ 4♣ 2♠", Category::AceKing),
            ("2♠ 2♥ 7♦ 4♣ 3♠", Category::Pair),
            ("2♠ 2♥ 3♦ 3♣ 4♠", Category::TwoPairs),
            ("2♠ 2♥ 2♦ 4♣ 3♠", Category::ThreeOfAKind),
            ("A♠ 2♥ 3♦ 4♣ 5♠", Category::Straight),
            ("2♠ 3♠ 4♠ 5♠ 7♠", Category::Flush),
            ("2♠ 2♥ 2♦ 3♣ 3♠", Category::FullHouse),
            ("2♠ 2♥ 2♦ 2♣ 3♠", Category::FourOfAKind),
            ("A♥ 2♥ 3♥ 4♥ 5♥", Category::StraightFlush),
            ("10♠ J♠ Q♠ K♠ A♠", Category::RoyalFlush),
        ];
        for (s, c) in ladder {
            assert_eq!(cat(s), c, "{s}");
        }
        for w in ladder.windows(2) {
            beats(w[1].0, w[0].0);
        }
    }

    #[test]
    fn ace_is_high_or_low_never_inside() {
        assert_eq!(hand("10♠ J♥ Q♦ K♣ A♠").value, Value { category: Category::Straight, ranks: vec![Rank::Ace] });
        assert_eq!(hand("A♠ 2♥ 3♦ 4♣ 5♠").value, Value { category: Category::Straight, ranks: vec![Rank::Five] });
        beats("2♠ 3♥ 4♦ 5♣ 6♠", "A♠ 2♥ 3♦ 4♣ 5♠");
        assert_eq!(cat("K♠ A♥ 2♦ 3♣ 4♠"), Category::AceKing);
        assert_eq!(cat("K♠ A♠ 2♠ 3♠ 4♠"), Category::Flush);
    }

    #[test]
    fn the_books_tie_breaks() {
        beats("A♠ K♥ J♦ 3♣ 2♠", "A♥ K♦ 10♣ 9♠ 8♥");
        beats("5♠ 5♥ 10♦ 3♣ 2♠", "5♦ 5♣ 4♠ 3♥ 2♥");
        beats("A♠ A♥ 2♦ 2♣ 3♠", "K♠ K♥ Q♦ Q♣ 3♥");
        beats("3♠ 3♥ 3♦ 2♣ 2♠", "2♥ 2♦ 2♣ A♠ A♥");
    }

    #[test]
    fn suits_never_break_ties() {
        assert_eq!(compare(&hand("A♠ K♠ J♦ 3♣ 2♠"), &hand("A♥ K♥ J♣ 3♦ 2♥")), Ordering::Equal);
    }

    #[test]
    fn the_decider_names_the_part_of_the_hand_that_differs() {
        let d = |a: &str, b: &str| decider(&hand(a).value, &hand(b).value);
        assert_eq!(d("A♠ K♥ J♦ 3♣ 2♠", "A♥ K♦ 10♣ 9♠ 8♥"), Some(Some((Role::Card, Rank::Jack, Rank::Ten))));
        assert_eq!(d("K♠ K♥ 7♦ 7♣ Q♠", "K♦ K♣ 7♠ 7♥ J♥"), Some(Some((Role::Kicker, Rank::Queen, Rank::Jack))));
        assert_eq!(d("A♠ A♥ 2♦ 2♣ 3♠", "A♦ A♣ 3♥ 3♦ 2♥"), Some(Some((Role::LowPair, Rank::Two, Rank::Three))));
        assert_eq!(d("3♠ 3♥ 3♦ 2♣ 2♠", "3♣ 3♥ 3♦ 2♦ 2♥"), None);
        assert_eq!(d("3♠ 3♥ 3♦ 2♣ 2♠", "3♣ 3♥ 3♦ A♠ A♥"), Some(Some((Role::Pair, Rank::Two, Rank::Ace))));
        assert_eq!(d("3♠ 3♥ 3♦ 2♣ 2♠", "2♥ 2♦ 2♣ A♠ A♥"), Some(Some((Role::Three, Rank::Three, Rank::Two))));
        assert_eq!(d("2♠ 3♥ 4♦ 5♣ 6♠", "A♠ 2♥ 3♦ 4♣ 5♠"), Some(Some((Role::Top, Rank::Six, Rank::Five))));
        assert_eq!(d("2♠ 2♥ 7♦ 4♣ 3♠", "A♠ K♥ 7♦ 4♣ 2♠"), Some(None));
    }

    #[test]
    fn jokers_take_the_best_card() {
        assert_eq!(hand("9♠ 10♥ Jo Q♣ K♠").value, Value { category: Category::Straight, ranks: vec![Rank::King] });
        assert_eq!(cat("2♥ 5♥ 9♥ J♥ Jo"), Category::Flush);
        assert_eq!(hand("2♥ 5♥ 9♥ J♥ Jo").value.ranks[0], Rank::Ace);
        assert_eq!(
            hand("K♠ K♥ 6♦ 6♣ Jo").value,
            Value { category: Category::FullHouse, ranks: vec![Rank::King, Rank::Six] }
        );
        assert_eq!(cat("A♠ K♠ Q♠ Jo Jo"), Category::RoyalFlush);
        assert_eq!(cat("7♦ 2♣ Jo Jo 9♥"), Category::ThreeOfAKind);
        // No five of a kind: the joker becomes the king beside four aces.
        assert_eq!(
            hand("A♠ A♥ A♦ A♣ Jo").value,
            Value { category: Category::FourOfAKind, ranks: vec![Rank::Ace, Rank::King] }
        );
    }
}
