//! Random poker hands a table could record, for the session's property and resume tests: who
//! played, what each put in, who folded, and the showdown either as the cards (dealt from one
//! shuffled pack) or as the winners named — best first, only those who win a pot, ties with `=`.

use kozyr::cards::Card;
use kozyr::games::poker::session::{pot_winners, pots};
use serde_json::{json, Map, Value};

pub const NAMES: [&str; 8] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева", "Жора", "Зоя"];

/// A small deterministic generator (xorshift), seeded by the property test.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// 0 to `n - 1`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    pub fn chance(&mut self, k: usize, n: usize) -> bool {
        self.below(n) < k
    }
}

/// A random hand's facts, beside its record.
#[derive(Debug, Clone)]
pub struct RandomHand {
    pub put: Vec<Option<i64>>,
    pub folded: Vec<bool>,
    pub record: Value,
}

/// A random hand of `players` dealt by `dealer` (named in the record now and then).
pub fn random_hand(rng: &mut Rng, players: usize, dealer: usize) -> RandomHand {
    let mut put: Vec<Option<i64>> =
        (0..players).map(|_| rng.chance(5, 6).then(|| [0, 5, 10, 10, 20, 30, 37][rng.below(7)])).collect();
    while put.iter().flatten().count() < 2 {
        let s = rng.below(players);
        put[s] = Some(10);
    }
    let in_hand: Vec<usize> = (0..players).filter(|&s| put[s].is_some()).collect();
    let mut folded = vec![false; players];
    for &s in &in_hand {
        folded[s] = rng.chance(1, 3);
    }
    if in_hand.iter().all(|&s| folded[s]) {
        folded[in_hand[rng.below(in_hand.len())]] = false;
    }
    let live: Vec<usize> = in_hand.iter().copied().filter(|&s| !folded[s]).collect();
    let mut record = Map::new();
    if rng.chance(1, 2) {
        record.insert("dealer".into(), json!(NAMES[dealer]));
    }
    record.insert(
        "put".into(),
        Value::Object((0..players).filter_map(|s| put[s].map(|p| (NAMES[s].to_string(), json!(p)))).collect()),
    );
    let out: Vec<&str> = (0..players).filter(|&s| folded[s]).map(|s| NAMES[s]).collect();
    if !out.is_empty() {
        record.insert("folded".into(), json!(out));
    }
    if live.len() >= 2 && rng.chance(1, 2) {
        // The cards: five each from one shuffled pack.
        let mut pack: Vec<Card> = (0..Card::COUNT).filter_map(Card::from_index).collect();
        for i in (1..pack.len()).rev() {
            pack.swap(i, rng.below(i + 1));
        }
        let show: Map<String, Value> = live
            .iter()
            .enumerate()
            .map(|(k, &s)| {
                let cards: Vec<String> = pack[k * 5..k * 5 + 5].iter().map(|c| c.ascii()).collect();
                (NAMES[s].to_string(), json!(cards.join(" ")))
            })
            .collect();
        record.insert("show".into(), Value::Object(show));
    } else if live.len() >= 2 || rng.chance(1, 2) {
        // The winners named: a random ranking of the players still in, ties included, keeping
        // only those who win a pot.
        let mut order: Vec<Vec<usize>> = vec![];
        let mut rest = live.clone();
        while !rest.is_empty() {
            let s = rest.remove(rng.below(rest.len()));
            match order.last_mut() {
                Some(g) if rng.chance(1, 4) => g.push(s),
                _ => order.push(vec![s]),
            }
        }
        let won = pot_winners(&pots(&put, &folded), &order);
        let winners: Vec<String> = order
            .iter()
            .map(|g| {
                g.iter()
                    .filter(|s| won.iter().flatten().any(|w| w.contains(s)))
                    .map(|&s| NAMES[s])
                    .collect::<Vec<_>>()
                    .join("=")
            })
            .filter(|g| !g.is_empty())
            .collect();
        record.insert("winner".into(), json!(winners));
    }
    RandomHand { put, folded, record: Value::Object(record) }
}

/// Random hands of a session, the deal rotating from the first player.
pub fn random_hands(rng: &mut Rng, players: usize, hands: usize) -> Vec<RandomHand> {
    (0..hands).map(|k| random_hand(rng, players, k % players)).collect()
}
