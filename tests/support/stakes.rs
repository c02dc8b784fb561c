//! What the banking games' tests share: match documents of Аня, Борис, Вера…, the money a replay
//! shows (balances and the bank), and random legal rounds of Blackjack, «Очко» and Macao drawn from
//! the book's rules independently of the engine. Tests reach it as `support::stakes`.

pub use super::rng;
pub use rng::Rng;

use kozyr::cards::{Card, Rank, Suit};
use kozyr::games::{MatchDoc, Replay, RuleError};
use serde_json::{json, Map, Value};

pub const NAMES: [&str; 6] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Ева"];

pub fn doc(game: &str, players: usize, options: Value, deals: Vec<Value>) -> MatchDoc {
    super::common::match_doc(game, &NAMES, players, None, options, deals)
}

pub fn run(game: &str, players: usize, options: Value, deals: &[Value]) -> Result<Replay, RuleError> {
    doc(game, players, options, deals.to_vec()).replay()
}

pub fn ok(game: &str, players: usize, options: Value, deals: &[Value]) -> Replay {
    run(game, players, options, deals).unwrap_or_else(|e| panic!("refused: {} {e}", e.rule))
}

pub fn fails(game: &str, players: usize, options: Value, deals: &[Value]) -> RuleError {
    match run(game, players, options, deals) {
        Ok(r) => panic!("accepted: totals {:?}", r.totals),
        Err(e) => e,
    }
}

/// Every row's balances and the bank after it, for rows that score.
pub fn money(r: &Replay) -> Vec<(Vec<i64>, i64)> {
    r.rows.iter().filter_map(|row| row.scored.pool.map(|p| (row.scored.totals.clone(), p.amount))).collect()
}

/// The balances and the bank after the whole match.
pub fn last(r: &Replay) -> (Vec<i64>, i64) {
    (r.totals.clone(), r.pool.as_ref().map_or(0, |p| p.amount))
}

/// After every round: the balances and the bank add up to 0, the round's changes add up to 0,
/// and the match's `bank` field is the bank column.
pub fn assert_conserved(r: &Replay) -> Result<(), String> {
    for row in &r.rows {
        let Some(pool) = row.scored.pool else { continue };
        let sum: i64 = row.scored.totals.iter().sum::<i64>() + pool.amount;
        if sum != 0 {
            return Err(format!(
                "entry {}: balances {:?} and bank {} add up to {sum}",
                row.number, row.scored.totals, pool.amount
            ));
        }
        let moved: i64 = row.scored.scores.iter().sum::<i64>() + pool.change;
        if moved != 0 {
            return Err(format!("entry {}: the round moved {moved} from nowhere", row.number));
        }
        if pool.amount < 0 {
            return Err(format!("entry {}: the bank is {}", row.number, pool.amount));
        }
    }
    let (totals, bank) = last(r);
    if totals.iter().sum::<i64>() + bank != 0 || r.extra.get("bank") != Some(&json!(bank)) {
        return Err(format!("the match ends with {totals:?} and a bank of {bank} ({:?})", r.extra.get("bank")));
    }
    Ok(())
}

/// `{"Аня": a, …}` for the seats given.
pub fn by(pairs: &[(usize, i64)]) -> Value {
    Value::Object(pairs.iter().map(|&(s, v)| (NAMES[s].to_string(), Value::from(v))).collect())
}

/// The games the random rounds know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Blackjack { packs: u8 },
    Ochko,
    Macao,
}

impl Kind {
    pub fn id(self) -> &'static str {
        match self {
            Kind::Blackjack { .. } => "blackjack",
            Kind::Ochko => "ochko",
            Kind::Macao => "macao",
        }
    }

    pub fn options(self) -> Value {
        match self {
            Kind::Blackjack { packs } => json!({"packs": packs}),
            _ => json!({}),
        }
    }

    /// The pack, copies included, as the book gives it.
    pub fn pack(self) -> Vec<Card> {
        let (ranks, packs): (&[Rank], u8) = match self {
            Kind::Blackjack { packs } => (&Rank::ALL, packs),
            Kind::Ochko => (&Rank::ALL[4..], 1),
            Kind::Macao => (&Rank::ALL, 2),
        };
        let mut out = vec![];
        for _ in 0..packs {
            for s in Suit::ALL {
                out.extend(ranks.iter().map(|&r| Card::new(r, s)));
            }
        }
        out
    }

    /// What cards count, and whether they are a natural, from the book.
    pub fn count(self, cards: &[Card]) -> (i64, bool) {
        let face = |r: Rank| i64::from(r.value());
        match self {
            Kind::Macao => {
                let sum: i64 = cards
                    .iter()
                    .map(|c| match c.rank() {
                        Rank::Ace => 1,
                        Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 0,
                        r => face(r),
                    })
                    .sum();
                let mut t = sum;
                while t > 9 {
                    t -= 9;
                }
                (t, cards.len() == 1)
            }
            _ => {
                let hard: i64 = cards
                    .iter()
                    .map(|c| match (self, c.rank()) {
                        (_, Rank::Ace) => 1,
                        (Kind::Ochko, Rank::Jack) => 2,
                        (Kind::Ochko, Rank::Queen) => 3,
                        (Kind::Ochko, Rank::King) => 4,
                        (_, Rank::Jack | Rank::Queen | Rank::King) => 10,
                        (_, r) => face(r),
                    })
                    .sum();
                let ace = cards.iter().any(|c| c.rank() == Rank::Ace);
                let total = if ace && hard + 10 <= 21 { hard + 10 } else { hard };
                (total, cards.len() == 2 && total == 21)
            }
        }
    }
}

/// Where the match stands before the next round: its banker and bank (from the replay's view).
pub fn standing(r: &Replay) -> (Option<usize>, i64) {
    let banker = r.extra.get("banker").and_then(Value::as_str).and_then(|b| NAMES.iter().position(|n| *n == b));
    (banker, r.extra.get("bank").and_then(Value::as_i64).unwrap_or(0))
}

/// A random legal round of `kind` for `players`, the match standing as `banker` and `bank` say:
/// sometimes a new banker (Blackjack, «Очко») or a bank named, a random set of players staking
/// from 1 to the bank, each hand dealt from the shuffled pack by cards or by its total.
pub fn random_round(rng: &mut Rng, kind: Kind, players: usize, banker: Option<usize>, bank: i64) -> Value {
    let mut round = Map::new();
    let rotates = kind == Kind::Macao;
    let due = match banker {
        None => 0,
        Some(b) if !rotates && bank > 0 => b,
        Some(b) => (b + 1) % players,
    };
    let mut who = due;
    // Blackjack's bank may pass to anyone; Macao's first banker is whoever drew for it.
    if (!rotates && rng.chance(1, 5)) || (rotates && banker.is_none()) {
        who = rng.below(players);
    }
    if who != due || rng.chance(1, 3) {
        round.insert("banker".into(), NAMES[who].into());
    }
    let fresh = banker != Some(who) || bank == 0;
    let mut standing = if fresh { 100 } else { bank };
    if fresh && rng.chance(1, 4) {
        // Macao's bank covers at least the agreed stake of 10.
        standing = if rotates { 10 + rng.below(290) as i64 } else { 1 + rng.below(300) as i64 };
        round.insert("bank".into(), standing.into());
    } else if !fresh && rng.chance(1, 4) {
        round.insert("bank".into(), standing.into());
    }
    let others: Vec<usize> = (0..players).filter(|&s| s != who).collect();
    let mut playing: Vec<usize> = others.iter().copied().filter(|_| rng.chance(3, 4)).collect();
    if playing.is_empty() {
        playing.push(others[rng.below(others.len())]);
    }
    let mut stakes = Map::new();
    for &s in &playing {
        let stake = if rotates { 10 } else { 1 + rng.below(standing as usize) as i64 };
        stakes.insert(NAMES[s].into(), stake.into());
    }
    // Macao's agreed stake for everyone: the stakes may be left out.
    if !(rotates && playing.len() == others.len() && rng.chance(1, 2)) {
        round.insert("stakes".into(), Value::Object(stakes));
    }
    let mut pack = kind.pack();
    rng.shuffle(&mut pack);
    let first = if rotates { 1 } else { 2 };
    let seats: Vec<usize> = std::iter::once(who).chain(playing.iter().copied()).collect();
    let mut dealt: Vec<Vec<Card>> = seats.iter().map(|_| pack.drain(..first).collect()).collect();
    // A 21 after the deal stops Blackjack's and «Очко»'s game: no one draws; Macao's banker
    // holds his one card dealt (the book).
    let stopped = !rotates && dealt.iter().any(|c| kind.count(c).1);
    for (i, cards) in dealt.iter_mut().enumerate() {
        let banker_in_macao = rotates && i == 0;
        if !stopped && !banker_in_macao {
            let take = rng.below(4);
            cards.extend(pack.drain(..take));
        }
    }
    let mut hands = Map::new();
    let mut totals = Map::new();
    let mut naturals = vec![];
    for (&s, cards) in seats.iter().zip(dealt) {
        if rng.chance(1, 2) {
            hands.insert(NAMES[s].into(), cards.iter().map(|c| Value::from(c.ascii())).collect());
        } else {
            let (total, natural) = kind.count(&cards);
            totals.insert(NAMES[s].into(), total.into());
            if natural {
                naturals.push(Value::from(NAMES[s]));
            }
        }
    }
    if !hands.is_empty() {
        round.insert("hands".into(), Value::Object(hands));
    }
    if !totals.is_empty() {
        round.insert("totals".into(), Value::Object(totals));
    }
    if !naturals.is_empty() {
        round.insert("naturals".into(), Value::Array(naturals));
    }
    Value::Object(round)
}

/// `rounds` random legal rounds of `kind` for `players`, each drawn against the match as it stands.
pub fn random_match(rng: &mut Rng, kind: Kind, players: usize, rounds: usize) -> Vec<Value> {
    let mut deals: Vec<Value> = vec![];
    let mut at = (None, 0);
    for _ in 0..rounds {
        deals.push(random_round(rng, kind, players, at.0, at.1));
        let r = ok(kind.id(), players, kind.options(), &deals);
        at = standing(&r);
    }
    deals
}
