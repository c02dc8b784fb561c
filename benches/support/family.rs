//! Seeded legal play records for the trick-and-penalty family's referee benchmark, drawn by the
//! engine-independent random player of the property tests (`tests/family_support`), so the bench
//! and the tests play by one reading of the rules.

use kozyr::cards::{Card, Deck, Rank, Suit};
use kozyr::engine::{Play, PlayRecord};
use kozyr::games::family::FamilyRules;

use crate::family_support::{deal, play, Rng, Spec};

/// A record, the rules it is played under, and the tricks each seat won.
pub struct Record {
    pub rules: usize,
    pub record: PlayRecord,
    pub won: Vec<u32>,
}

/// King's fifteen deals as the referee sees them: four negative deals with only follow suit,
/// no hearts (no heart lead while holding another suit), no king and eralash (that, and K♥
/// discarded at the first chance), and eight positive deals with a trump that must be played
/// when void. Returns the rules of each kind and `count` records cycling through the sequence.
pub fn king(seed: u64, count: usize) -> (Vec<FamilyRules>, Vec<Record>) {
    let king = Card::new(Rank::King, Suit::Hearts);
    let mut kinds = Vec::new();
    let mut specs = Vec::new();
    for k in 0..15 {
        let mut r = FamilyRules::plain(4, 8, Deck::piquet32());
        let mut s = Spec::default();
        match k {
            3 => r.no_hearts_lead = true,
            5 | 6 => {
                r.no_hearts_lead = true;
                r.discard = Some(king);
            }
            7.. => {
                let trump = Suit::ALL[k % 4];
                r.trump = Some(trump);
                r.must_trump = true;
            }
            _ => {}
        }
        s.no_hearts_lead = r.no_hearts_lead;
        s.discard = r.discard;
        s.trump = r.trump;
        s.must_trump = r.must_trump;
        kinds.push(r);
        specs.push(s);
    }
    let records = records(seed, count, &Deck::piquet32(), 4, |i| i % 15, &specs);
    (kinds, records)
}

/// Black Mary for four: 52 cards, 13 tricks, follow suit only.
pub fn black_mary(seed: u64, count: usize) -> (FamilyRules, Vec<Record>) {
    let rules = FamilyRules::plain(4, 13, Deck::standard52());
    let records = records(seed, count, &Deck::standard52(), 4, |_| 0, &[Spec::default()]);
    (rules, records)
}

fn records(
    seed: u64,
    count: usize,
    deck: &Deck,
    seats: usize,
    kind: impl Fn(usize) -> usize,
    specs: &[Spec],
) -> Vec<Record> {
    let mut rng = Rng::new(seed);
    let per = deck.len() / seats;
    (0..count)
        .map(|i| {
            let k = kind(i);
            let leader = rng.below(seats);
            let hands = deal(&mut rng, deck.cards(), seats, per);
            let g = play(&mut rng, &specs[k], hands, leader);
            let plays = g.tricks.iter().flatten().map(|&c| Play::new(c)).collect();
            Record { rules: k, record: PlayRecord { first_leader: leader, plays }, won: g.tricks_won(seats) }
        })
        .collect()
}
