//! Random legal deals of Frap and Khrap written from the rules: the bidding (rounds of passes, one
//! frap, the вистs), the cuts the stock can feed, and the tricks — by quick entry or played card by
//! card with every obligation kept (follow suit, else trump).

use serde_json::{json, Map, Value};

pub const NAMES: [&str; 12] =
    ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева", "Жора", "Зоя", "Игорь", "Катя", "Лёва", "Маша"];

/// A small deterministic generator (xorshift).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    pub fn chance(&mut self, a: u64, b: u64) -> bool {
        self.next() % b < a
    }
}

const RANKS: [&str; 13] = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const SUITS: [char; 4] = ['S', 'H', 'D', 'C'];

/// A card as (rank index into RANKS, suit index).
pub type C = (usize, usize);

pub fn text(c: C) -> String {
    format!("{}{}", RANKS[c.0], SUITS[c.1])
}

/// The book's pack for `players`: 32 up to four, 36 for five or six, 52 beyond.
pub fn pack(players: usize) -> Vec<C> {
    let low = if players <= 4 {
        5
    } else if players <= 6 {
        4
    } else {
        0
    };
    (0..4).flat_map(|s| (low..13).map(move |r| (r, s))).collect()
}

/// What kind of game: Frap (4 tricks, 3 rounds, blind) or Khrap (5 tricks, 2 rounds).
#[derive(Clone, Copy, Debug)]
pub struct Kind {
    pub id: &'static str,
    pub tricks: usize,
    pub rounds: usize,
    pub word: &'static str,
    pub blind: bool,
}

pub const FRAP: Kind = Kind { id: "frap", tricks: 4, rounds: 3, word: "frap", blind: true };
pub const KHRAP: Kind = Kind { id: "khrap", tricks: 5, rounds: 2, word: "khrap", blind: false };

/// A random legal deal record for `players` with `dealer` dealing: everyone passing now and then,
/// the tricks by quick entry or played (`full`: always played when anyone plays against the frapper).
pub fn deal(rng: &mut Rng, kind: Kind, players: usize, dealer: usize, full: bool) -> Value {
    let n = players;
    let passes = if rng.chance(1, 5) { kind.rounds } else { rng.below(kind.rounds) };
    let mut rounds: Vec<String> = vec![vec!["pass"; n].join(" "); passes.min(kind.rounds)];
    let mut v = json!({});
    if rng.chance(1, 2) {
        v["dealer"] = json!(NAMES[dealer]);
    }
    if passes == kind.rounds {
        v["bidding"] = json!(rounds);
        return v;
    }
    // The final round: passes until the frapper, then everyone else «вист» or «пас».
    let order: Vec<usize> = (1..=n).map(|k| (dealer + k) % n).collect();
    let fpos = rng.below(n);
    let frapper = order[fpos];
    let blind = kind.blind && rng.chance(1, 4);
    let mut words: Vec<String> = vec!["pass".to_string(); fpos];
    words.push(if blind { "blind".to_string() } else { kind.word.to_string() });
    let mut vists = vec![];
    for k in 1..n {
        let s = (frapper + k) % n;
        if rng.chance(1, 2) {
            vists.push(s);
            words.push("vist".into());
        } else {
            words.push("pass".into());
        }
    }
    rounds.push(words.join(" "));
    v["bidding"] = json!(rounds);
    // Cuts by those who passed, while the stock feeds them.
    let deck = pack(n);
    let mut stock = deck.len() as i64 - (n * kind.tricks) as i64 - (passes as i64 + 1);
    let mut cut = vec![];
    for k in 1..n {
        let s = (frapper + k) % n;
        let need = if cut.is_empty() && !blind { 4 } else { 5 };
        if !vists.contains(&s) && rng.chance(1, 4) && stock >= need {
            stock -= need;
            cut.push(s);
        }
    }
    if !cut.is_empty() {
        v["cut"] = json!(cut.iter().map(|&s| NAMES[s]).collect::<Vec<_>>());
    }
    let mut playing: Vec<usize> =
        std::iter::once(frapper).chain(vists.iter().copied()).chain(cut.iter().copied()).collect();
    playing.sort_unstable();
    // The turned card: outside every hand.
    let mut cards = deck.clone();
    for i in (1..cards.len()).rev() {
        cards.swap(i, rng.below(i + 1));
    }
    let turned = cards.pop().expect("a card");
    v["turned"] = json!(text(turned));
    if playing.len() == 1 {
        return v;
    }
    let k = playing.len();
    let mut hands: Vec<Vec<C>> = (0..k).map(|i| cards[i * kind.tricks..(i + 1) * kind.tricks].to_vec()).collect();
    let trump = turned.1;
    let leader = cut.first().copied().unwrap_or(frapper);
    let mut lead = playing.iter().position(|&s| s == leader).expect("the leader plays");
    let mut won = vec![0usize; k];
    let mut lines = vec![];
    for _ in 0..kind.tricks {
        let mut trick: Vec<(usize, C)> = vec![];
        for j in 0..k {
            let p = (lead + j) % k;
            let hand = &hands[p];
            let legal: Vec<usize> = match trick.first() {
                None => (0..hand.len()).collect(),
                Some(&(_, led)) => {
                    let follow: Vec<usize> = (0..hand.len()).filter(|&i| hand[i].1 == led.1).collect();
                    let trumps: Vec<usize> = (0..hand.len()).filter(|&i| hand[i].1 == trump).collect();
                    if !follow.is_empty() {
                        follow
                    } else if !trumps.is_empty() {
                        trumps
                    } else {
                        (0..hand.len()).collect()
                    }
                }
            };
            let i = legal[rng.below(legal.len())];
            let c = hands[p].remove(i);
            trick.push((p, c));
        }
        let led = trick[0].1 .1;
        let key = |c: C| (if c.1 == trump { 2 } else { usize::from(c.1 == led) }, c.0);
        let (w, _) = *trick.iter().max_by_key(|(_, c)| key(*c)).expect("cards");
        won[w] += 1;
        lead = w;
        let named = rng.chance(1, 3);
        lines.push(
            trick
                .iter()
                .map(|&(p, c)| if named { format!("{}:{}", NAMES[playing[p]], text(c)) } else { text(c) })
                .collect::<Vec<_>>()
                .join(" "),
        );
    }
    let quick: Map<String, Value> = (0..k).map(|i| (NAMES[playing[i]].to_string(), json!(won[i]))).collect();
    if full || rng.chance(1, 2) {
        v["play"] = json!(lines.join("\n"));
        if rng.chance(1, 3) {
            v["won"] = Value::Object(quick);
        }
    } else {
        v["won"] = Value::Object(quick);
    }
    v
}

/// `deals` random legal deals from the first dealer on.
pub fn deals(rng: &mut Rng, kind: Kind, players: usize, deals: usize) -> Vec<Value> {
    (0..deals).map(|d| deal(rng, kind, players, d % players, false)).collect()
}
