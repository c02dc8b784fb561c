//! Seeded generators of legal Thousand data, shared by the engine benchmarks and the
//! `bench_ledger` example so both measure the same kind of deal.
//!
//! The generator plays like a careless but honest table: random 8/8/8 hands, every card a random
//! legal one (follow suit, else trump if any, else anything), and now and then a marriage declared
//! on lead. It is written independently of the referee, so the referee accepting every record is
//! itself a check of both.

use kozyr::cards::{Card, CardSet, Deck, Rank, Suit};
use kozyr::engine::{standard_winner, Play, PlayRecord, Seat};
use kozyr::games::thousand::{card_points, marriage_value, Thousand, SEATS, TRICKS};
use kozyr::games::{replay, Entry, Game, Replay, Setup};
use serde_json::{json, Map, Value};

pub use super::rng::Rng;

/// Order within a suit in Thousand: A 10 K Q J 9.
fn strength(rank: Rank) -> u8 {
    match rank {
        Rank::Ace => 6,
        Rank::Ten => 5,
        Rank::King => 4,
        Rank::Queen => 3,
        Rank::Jack => 2,
        _ => 1,
    }
}

fn partner(card: Card) -> Option<Card> {
    match card.rank() {
        Rank::King => Some(Card::new(Rank::Queen, card.suit())),
        Rank::Queen => Some(Card::new(Rank::King, card.suit())),
        _ => None,
    }
}

/// A generated deal: the record and what the generator computed for it.
pub struct RandomDeal {
    pub record: PlayRecord,
    /// Card points each seat took.
    pub points: [u32; SEATS],
    /// Declared marriages in play order.
    pub marriages: Vec<(Seat, Suit)>,
}

/// Plays one random legal deal led by `leader`. A player on lead holding a marriage declares it
/// with probability `marriage_num / marriage_den`.
pub fn random_deal(rng: &mut Rng, leader: Seat, marriage_num: u64, marriage_den: u64) -> RandomDeal {
    let mut deck = Deck::piquet24().cards().to_vec();
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.below(i + 1));
    }
    let mut hands = [CardSet::EMPTY; SEATS];
    for (i, &c) in deck.iter().enumerate() {
        hands[i % SEATS].insert(c);
    }
    let mut plays = Vec::with_capacity(SEATS * TRICKS);
    let mut points = [0u32; SEATS];
    let mut marriages = Vec::new();
    let mut trump: Option<Suit> = None;
    let mut lead = leader;
    for _ in 0..TRICKS {
        let mut cards = [Card::new(Rank::Nine, Suit::Clubs); SEATS];
        for k in 0..SEATS {
            let seat = (lead + k) % SEATS;
            let hand = hands[seat];
            let (card, call) = if k == 0 {
                let halves: CardSet = hand.iter().filter(|&c| partner(c).is_some_and(|p| hand.contains(p))).collect();
                if !halves.is_empty() && rng.chance(marriage_num, marriage_den) {
                    let c = rng.pick(halves);
                    trump = Some(c.suit());
                    marriages.push((seat, c.suit()));
                    (c, true)
                } else {
                    (rng.pick(hand), false)
                }
            } else {
                let led = cards[0].suit();
                let legal = if hand.has_suit(led) {
                    hand.of_suit(led)
                } else {
                    match trump.map(|t| hand.of_suit(t)) {
                        Some(trumps) if !trumps.is_empty() => trumps,
                        _ => hand,
                    }
                };
                (rng.pick(legal), false)
            };
            hands[seat].remove(card);
            cards[k] = card;
            plays.push(Play { card, seat: None, call });
        }
        let w = (lead + standard_winner(&cards, trump, strength)) % SEATS;
        points[w] += cards.iter().map(|c| card_points(c.rank())).sum::<u32>();
        lead = w;
    }
    RandomDeal { record: PlayRecord { first_leader: leader, plays }, points, marriages }
}

/// A generated match: its setup (players in seat order), entries as a table would record them, and its replay.
pub struct RandomMatch {
    pub setup: Setup,
    pub entries: Vec<Entry>,
    pub replay: Replay,
}

const NAMES: [&str; 12] =
    ["Аня", "Борис", "Вера", "Глеб", "Даша", "Егор", "Жанна", "Зоя", "Иван", "Катя", "Лев", "Мила"];

/// The deal record of one random deal: quick entry (contract, points, marriages), or, when
/// `full`, the play record itself in the text-per-trick form.
fn deal_value(rng: &mut Rng, players: &[String], dealer: Seat, full: bool) -> Value {
    let declarer = rng.below(SEATS);
    let d = random_deal(rng, declarer, 1, 2);
    // The contract sits around what the declarer took, so some deals are made and some fail, and
    // totals climb slowly enough for a match of twenty deals.
    let own: i64 = marriage_total(&d.marriages, declarer) + i64::from(d.points[declarer]);
    let lowest = if declarer == dealer { 100 } else { 105 };
    let bid = ((own - 35 + 5 * rng.below(12) as i64) / 5 * 5).clamp(lowest, 300);
    let mut deal = Map::new();
    deal.insert("declarer".into(), players[declarer].clone().into());
    deal.insert("bid".into(), bid.into());
    if full {
        let tricks: Vec<Value> = d
            .record
            .plays
            .chunks(SEATS)
            .map(|t| {
                let words: Vec<String> =
                    t.iter().map(|p| format!("{}{}", p.card.ascii(), if p.call { "!" } else { "" })).collect();
                Value::from(words.join(" "))
            })
            .collect();
        deal.insert("play".into(), json!({ "tricks": tricks }));
    } else {
        let points: Map<String, Value> = (0..SEATS).map(|s| (players[s].clone(), d.points[s].into())).collect();
        deal.insert("points".into(), points.into());
        if !d.marriages.is_empty() {
            let mut m = Map::new();
            for &(s, suit) in &d.marriages {
                let list = m.entry(players[s].clone()).or_insert_with(|| Value::Array(vec![]));
                if let Value::Array(a) = list {
                    a.push(suit.name().into());
                }
            }
            deal.insert("marriages".into(), m.into());
        }
    }
    Value::Object(deal)
}

fn marriage_total(marriages: &[(Seat, Suit)], seat: Seat) -> i64 {
    marriages.iter().filter(|&&(s, _)| s == seat).map(|&(_, suit)| marriage_value(suit)).sum()
}

/// A match of exactly `deals` deals, every one checked by replaying the match; every `full_every`th
/// deal (if non-zero) is recorded trick by trick. The match may be won on its last deal only if
/// `may_finish`; candidates that break that are drawn again, so the result depends on the seed alone.
pub fn random_match(rng: &mut Rng, deals: usize, full_every: usize, may_finish: bool) -> RandomMatch {
    loop {
        let first = rng.below(NAMES.len());
        let players: Vec<String> = (0..SEATS).map(|k| NAMES[(first + 3 * k) % NAMES.len()].to_string()).collect();
        let setup = Thousand.setup(&players, None, &Map::new()).expect("three distinct names make a setup");
        let entries: Vec<Entry> = (0..deals)
            .map(|i| Entry::Deal(deal_value(rng, &players, i % SEATS, full_every > 0 && i % full_every == 0)))
            .collect();
        // A match won before its last deal refuses the deals after it: draw again.
        if let Ok(r) = replay(&Thousand, &setup, &entries) {
            if may_finish || !r.finished {
                return RandomMatch { setup, entries, replay: r };
            }
        }
    }
}

/// `count` matches of `deals` deals from `seed`; only the last is guaranteed unfinished.
pub fn random_matches(seed: u64, count: usize, deals: usize, full_every: usize) -> Vec<RandomMatch> {
    let mut rng = Rng::new(seed);
    (0..count).map(|i| random_match(&mut rng, deals, full_every, i + 1 < count)).collect()
}
