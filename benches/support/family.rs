//! Seeded legal play records for the trick-and-penalty family's referee benchmark, drawn by the
//! engine-independent random player of the property tests (`tests/family_support`), so the bench
//! and the tests play by one reading of the rules.

use kozyr::cards::{Card, Deck, Rank, Suit};
use kozyr::engine::{Play, PlayRecord};
use kozyr::games::family::FamilyRules;
use kozyr::games::king::{Kind, CLASSIC};

use super::family_support::{deal, play, Rng, Spec};

/// A record, the rules it is played under, and the tricks each seat won.
pub struct Record {
    pub rules: usize,
    pub record: PlayRecord,
    pub won: Vec<u32>,
}

/// King's fifteen deals of the classic sequence, with the rules King itself builds for each
/// (`Kind::rules`): follow suit; no heart led while holding another suit in no hearts, no king and
/// eralash, K♥ discarded at the first chance in the last two; the positive deals' trump (cycling
/// through the suits), which must be played when void. `count` records cycle through the sequence.
pub fn king(seed: u64, count: usize) -> (Vec<FamilyRules>, Vec<Record>) {
    let mut kinds = Vec::new();
    let mut specs = Vec::new();
    for (k, kind) in CLASSIC.iter().enumerate() {
        let trump = kind.is_positive().then_some(Suit::ALL[k % 4]);
        let r = kind.rules(4, Deck::piquet32(), trump);
        // The independent player reads the same facts from the digest, not from `r`.
        let s = Spec {
            trump,
            must_trump: kind.is_positive(),
            no_hearts_lead: matches!(kind, Kind::NoHearts | Kind::NoKing | Kind::Eralash),
            discard: matches!(kind, Kind::NoKing | Kind::Eralash).then_some(Card::new(Rank::King, Suit::Hearts)),
            ..Spec::default()
        };
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
