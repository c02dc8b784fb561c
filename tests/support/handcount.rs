//! Random legal deals of the hand-count games for their tests, written from the book's rules and
//! independent of the engine: Rummy's and Kitty's cards left when someone went out, and a whole
//! deal of Nine played by a random legal player. Tests reach it as `support::handcount`.

use kozyr::cards::{Card, Deck, Rank, Suit};
use serde_json::{json, Map, Value};

pub use super::rng;
pub use rng::Rng;

pub const NAMES: [&str; 12] =
    ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева", "Жора", "Зоя", "Иван", "Катя", "Лёва", "Маша"];

/// Rummy's cards each player is dealt: 10, 7 or 6.
pub fn rummy_hand(players: usize) -> usize {
    match players {
        2 => 10,
        3 | 4 => 7,
        _ => 6,
    }
}

pub fn rummy_value(c: Card) -> i64 {
    match c.rank() {
        Rank::Ace => 1,
        Rank::Jack | Rank::Queen | Rank::King => 10,
        r => i64::from(r.value()),
    }
}

pub fn kitty_value(c: Card) -> i64 {
    match c.rank() {
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        r => i64::from(r.value()),
    }
}

pub fn kitty_pack() -> Vec<Card> {
    Deck::standard36().cards().iter().copied().filter(|c| c.rank() != Rank::Ace).collect()
}

/// A random deal of Rummy or Kitty: who went out, and for each other player the cards left (or
/// only their points, now and then), each loser holding 1 to `most` cards and all of them no more
/// than `most_all`. Returns the record and each seat's count.
pub fn counting_deal(
    rng: &mut Rng,
    pack: &[Card],
    players: usize,
    most: usize,
    most_all: usize,
    value: fn(Card) -> i64,
) -> (Value, usize, Vec<i64>) {
    let mut cards = pack.to_vec();
    rng.shuffle(&mut cards);
    let out = rng.below(players);
    let mut budget = most_all - (players - 1);
    let mut left = Map::new();
    let mut points = Map::new();
    let mut counts = vec![0i64; players];
    let mut next = 0;
    for s in (0..players).filter(|&s| s != out) {
        let extra = rng.below(most.min(budget + 1));
        budget -= extra;
        let k = 1 + extra;
        let hand = &cards[next..next + k];
        next += k;
        counts[s] = hand.iter().map(|&c| value(c)).sum();
        if rng.chance(1, 4) {
            points.insert(NAMES[s].into(), counts[s].into());
        } else {
            left.insert(NAMES[s].into(), hand.iter().map(|c| Value::from(c.ascii())).collect());
        }
    }
    let mut d = json!({"out": NAMES[out]});
    if !left.is_empty() {
        d["left"] = Value::Object(left);
    }
    if !points.is_empty() {
        d["points"] = Value::Object(points);
    }
    (d, out, counts)
}

/// A whole deal of Nine as played.
#[derive(Debug, Clone)]
pub struct NineDeal {
    pub hands: Vec<Vec<Card>>,
    /// Every turn from the holder of 9♦: a card, or `None` for a pass.
    pub turns: Vec<Option<Card>>,
    pub holder: usize,
    pub out: usize,
    pub passes: Vec<i64>,
}

impl NineDeal {
    /// The record as `deal --tricks FILE` takes it.
    pub fn text(&self) -> String {
        let mut t = String::new();
        for (s, h) in self.hands.iter().enumerate() {
            let cards: Vec<String> = h.iter().map(|c| c.ascii()).collect();
            t.push_str(&format!("{}: {}\n", NAMES[s], cards.join(" ")));
        }
        let turns: Vec<String> = self.turns.iter().map(|t| t.map_or("-".to_string(), |c| c.ascii())).collect();
        t.push_str(&turns.join(" "));
        t.push('\n');
        t
    }

    /// The seat whose turn `i` (0-based) is.
    pub fn seat(&self, i: usize) -> usize {
        (self.holder + i) % self.hands.len()
    }
}

/// The cards that can be played on these rows: a nine of a suit not started, or the next card
/// below or above a row.
pub fn playable(rows: &[Option<(u8, u8)>; 4]) -> Vec<Card> {
    let mut out = vec![];
    for suit in Suit::ALL {
        match rows[suit.index()] {
            None => out.push(Card::new(Rank::Nine, suit)),
            Some((lo, hi)) => {
                if lo > 6 {
                    out.extend(Rank::from_value(lo - 1).map(|r| Card::new(r, suit)));
                }
                if hi < 14 {
                    out.extend(Rank::from_value(hi + 1).map(|r| Card::new(r, suit)));
                }
            }
        }
    }
    out
}

/// Deals the 36 cards one at a time from the dealer's left and plays until someone is out, each
/// player choosing at random among the cards he can play, passing only when he has none.
pub fn nine_deal(rng: &mut Rng, players: usize, dealer: usize) -> NineDeal {
    let mut pack = Deck::standard36().cards().to_vec();
    rng.shuffle(&mut pack);
    let mut hands = vec![vec![]; players];
    for (i, c) in pack.into_iter().enumerate() {
        hands[(dealer + 1 + i) % players].push(c);
    }
    let nine = Card::new(Rank::Nine, Suit::Diamonds);
    let holder = (0..players).find(|&s| hands[s].contains(&nine)).expect("9♦ is dealt");
    let mut held = hands.clone();
    let mut rows: [Option<(u8, u8)>; 4] = [None; 4];
    let mut turns = vec![];
    let mut passes = vec![0i64; players];
    let mut seat = holder;
    loop {
        let can: Vec<Card> = if turns.is_empty() {
            vec![nine]
        } else {
            playable(&rows).into_iter().filter(|c| held[seat].contains(c)).collect()
        };
        if can.is_empty() {
            turns.push(None);
            passes[seat] += 1;
        } else {
            let c = can[rng.below(can.len())];
            held[seat].retain(|&h| h != c);
            let v = c.rank().value();
            let row = &mut rows[c.suit().index()];
            *row = Some(row.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))));
            turns.push(Some(c));
            if held[seat].is_empty() {
                return NineDeal { hands, turns, holder, out: seat, passes };
            }
        }
        seat = (seat + 1) % players;
    }
}
