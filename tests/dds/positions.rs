//! The positions, drawn exactly as tests/dds/positions.py draws them: splitmix64, a
//! Fisher–Yates shuffle, then the trump, then the leader; one generator per seed, the records in
//! sequence. Seed 1: 100 full deals; seed 2: 100 endings of 5 cards; seed 3: 100 endings of 8.
//! Shared by tests/solver_dds.rs and benches/solver.rs.

#![allow(dead_code)]

use kozyr::cards::{Card, CardSet, Suit};

pub const RECORDS: usize = 100;

/// Cards a hand for each seed.
pub fn cards_per_hand(seed: u64) -> usize {
    match seed {
        1 => 13,
        2 => 5,
        _ => 8,
    }
}

pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform below `n`: draws until x < 2^64 − (2^64 mod n).
    pub fn below(&mut self, n: u64) -> u64 {
        let rem = (u64::MAX % n + 1) % n; // 2^64 mod n
        loop {
            let x = self.next();
            if rem == 0 || x < rem.wrapping_neg() {
                return x % n;
            }
        }
    }
}

/// One record: the four hands (North, East, South, West), the trump (`None`: no-trump) and the
/// seat on lead.
#[derive(Clone, Debug)]
pub struct Position {
    pub hands: [CardSet; 4],
    pub trump: Option<Suit>,
    pub leader: usize,
}

/// The recipe's card c (suit "SHDC"[c / 13], rank "AKQJT98765432"[c % 13]) is kozyr's 51 − c.
pub fn card(c: usize) -> Card {
    Card::from_index(51 - c).expect("below 52")
}

pub fn positions(seed: u64) -> Vec<Position> {
    let k = cards_per_hand(seed);
    let mut rng = SplitMix64::new(seed);
    let strains = [Some(Suit::Spades), Some(Suit::Hearts), Some(Suit::Diamonds), Some(Suit::Clubs), None];
    (0..RECORDS)
        .map(|_| {
            let mut deck: Vec<usize> = (0..52).collect();
            for i in (1..52).rev() {
                let j = rng.below(i as u64 + 1) as usize;
                deck.swap(i, j);
            }
            let mut hands = [CardSet::EMPTY; 4];
            for (h, hand) in hands.iter_mut().enumerate() {
                for &c in &deck[h * k..h * k + k] {
                    hand.insert(card(c));
                }
            }
            let trump = strains[rng.below(5) as usize];
            let leader = rng.below(4) as usize;
            Position { hands, trump, leader }
        })
        .collect()
}

/// A card as the fixtures spell it: suit letter then rank letter ("SA", "HT").
pub fn fixture_name(card: Card) -> String {
    let i = card.index();
    let suit = ['C', 'D', 'H', 'S'][i / 13];
    let rank = "23456789TJQKA".as_bytes()[i % 13] as char;
    format!("{suit}{rank}")
}

/// The PBN standard 2.1 deal string, North first, as the fixtures have it.
pub fn pbn(hands: &[CardSet; 4]) -> String {
    let mut parts = Vec::new();
    for hand in hands {
        let suits: Vec<String> = (0..4)
            .rev()
            .map(|s| {
                (0..13)
                    .rev()
                    .filter_map(|r| Card::from_index(s * 13 + r))
                    .filter(|c| hand.contains(*c))
                    .map(|c| fixture_name(c).chars().nth(1).unwrap_or('?'))
                    .collect()
            })
            .collect();
        parts.push(suits.join("."));
    }
    format!("N:{}", parts.join(" "))
}
