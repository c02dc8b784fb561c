//! What the tests of Faro, Shtoss and Thirteen share: each game's pack, the book's decisions worked
//! out here independently of the engine (for the random rounds), random legal rounds and matches,
//! and a table with a match for the refusals through the binary. Tests reach it as `support::bets`.

use kozyr::cards::{Card, Rank, Suit};
use serde_json::{json, Map, Value};

use super::common::Table;
use super::stakes::{ok, standing, Rng, NAMES};

/// The three games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Faro,
    Shtoss,
    Thirteen,
}

pub const KINDS: [Kind; 3] = [Kind::Faro, Kind::Shtoss, Kind::Thirteen];

impl Kind {
    pub fn id(self) -> &'static str {
        match self {
            Kind::Faro => "faro",
            Kind::Shtoss => "shtoss",
            Kind::Thirteen => "thirteen",
        }
    }

    /// The pack the cards come from: Faro two packs of 52 mixed, the others one.
    pub fn pack(self) -> Vec<Card> {
        let packs = if self == Kind::Faro { 2 } else { 1 };
        let mut out = vec![];
        for _ in 0..packs {
            for s in Suit::ALL {
                out.extend(Rank::ALL.iter().map(|&r| Card::new(r, s)));
            }
        }
        out
    }

    pub fn ranked(self) -> bool {
        self != Kind::Thirteen
    }
}

/// How a stake came out: +1 the player won, −1 the banker, 0 open; and the card that decided it.
pub type Verdict = (i64, Option<usize>);

/// Faro by the book: the latest card of the rank before this one in the same pair — the banker's;
/// in the pair just before — the player's; anything else decides nothing.
pub fn faro(run: &[Card], rank: Rank) -> Verdict {
    let mut last: Option<usize> = None;
    for (i, c) in run.iter().enumerate().filter(|(_, c)| c.rank() == rank) {
        if let Some(j) = last {
            if j / 2 == i / 2 {
                return (-1, Some(i));
            }
            if j / 2 + 1 == i / 2 {
                return (1, Some(i));
            }
        }
        let _ = c;
        last = Some(i);
    }
    (0, None)
}

/// Shtoss by the book: the first card of the rank — odd (to the right) the banker's, even (to the
/// left) the player's.
pub fn shtoss(run: &[Card], rank: Rank) -> Verdict {
    match run.iter().position(|c| c.rank() == rank) {
        Some(i) if i % 2 == 1 => (1, Some(i)),
        Some(i) => (-1, Some(i)),
        None => (0, None),
    }
}

/// Thirteen by the book: the calls two, three … ace, two …; the first match the banker's, the
/// whole pack without one the players'.
pub fn thirteen(run: &[Card]) -> Verdict {
    const CALLS: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];
    for (i, c) in run.iter().enumerate() {
        if c.rank() == CALLS[i % 13] {
            return (-1, Some(i));
        }
    }
    if run.len() == 52 {
        (1, Some(51))
    } else {
        (0, None)
    }
}

fn ascii(cards: &[Card]) -> Value {
    cards.iter().map(|c| Value::from(c.ascii())).collect()
}

/// A random legal round of `kind` for `players`, the match standing as `banker` and `bank` say, with
/// the verdict of every stake, worked here: sometimes another banker (Faro, Shtoss) or a bank named,
/// a random set of players staking from 1 to the bank on random ranks, and either the cards (to
/// the last decision or the whole pack) or the outcomes.
pub fn random_round(
    rng: &mut Rng,
    kind: Kind,
    players: usize,
    banker: Option<usize>,
    bank: i64,
    banker_won: bool,
) -> (Value, Vec<(usize, i64, i64)>) {
    let mut round = Map::new();
    let keeps_only_winning = kind == Kind::Thirteen;
    let due = match banker {
        None => 0,
        Some(b) if bank > 0 && (!keeps_only_winning || banker_won) => b,
        Some(b) => (b + 1) % players,
    };
    let mut who = due;
    if (!keeps_only_winning && rng.chance(1, 5)) || banker.is_none() {
        who = rng.below(players);
    }
    if who != due || rng.chance(1, 3) {
        round.insert("banker".into(), NAMES[who].into());
    }
    let fresh = banker != Some(who) || bank == 0;
    let mut standing = if fresh { 100 } else { bank };
    if fresh && rng.chance(1, 4) {
        standing = 1 + rng.below(300) as i64;
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
    let mut ranks = Map::new();
    let mut bets: Vec<(usize, i64, Option<Rank>)> = vec![];
    for &s in &playing {
        let stake = 1 + rng.below(standing as usize) as i64;
        stakes.insert(NAMES[s].into(), stake.into());
        let rank = kind.ranked().then(|| Rank::ALL[rng.below(13)]);
        if let Some(r) = rank {
            ranks.insert(NAMES[s].into(), r.symbol().into());
        }
        bets.push((s, stake, rank));
    }
    round.insert("stakes".into(), Value::Object(stakes));
    if kind.ranked() {
        round.insert("ranks".into(), Value::Object(ranks));
    }
    let mut pack = kind.pack();
    rng.shuffle(&mut pack);
    let verdicts: Vec<Verdict> = bets
        .iter()
        .map(|&(_, _, rank)| match (kind, rank) {
            (Kind::Faro, Some(r)) => faro(&pack, r),
            (Kind::Shtoss, Some(r)) => shtoss(&pack, r),
            _ => thirteen(&pack),
        })
        .collect();
    let out: Vec<(usize, i64, i64)> = bets.iter().zip(&verdicts).map(|(b, v)| (b.0, b.1, v.0)).collect();
    if rng.chance(1, 2) {
        let open = verdicts.iter().any(|v| v.1.is_none());
        let last = verdicts.iter().filter_map(|v| v.1).max().unwrap_or(0);
        let end = if open || kind == Kind::Thirteen || rng.chance(1, 4) {
            if kind == Kind::Thirteen {
                last + 1
            } else if open {
                pack.len()
            } else {
                last + 1 + rng.below(pack.len() - last)
            }
        } else {
            last + 1
        };
        round.insert("cards".into(), ascii(&pack[..end]));
        if rng.chance(1, 4) {
            // The outcomes beside the cards, agreeing.
            insert_outcomes(&mut round, &out);
        }
    } else {
        insert_outcomes(&mut round, &out);
    }
    (Value::Object(round), out)
}

fn insert_outcomes(round: &mut Map<String, Value>, out: &[(usize, i64, i64)]) {
    for (key, v) in [("wins", 1), ("loses", -1), ("undecided", 0)] {
        let names: Vec<Value> = out.iter().filter(|o| o.2 == v).map(|o| Value::from(NAMES[o.0])).collect();
        if !names.is_empty() {
            round.insert(key.into(), Value::Array(names));
        }
    }
}

/// `rounds` random legal rounds of `kind` for `players`, each drawn against the match as it stands.
pub fn random_match(rng: &mut Rng, kind: Kind, players: usize, rounds: usize) -> Vec<Value> {
    let mut deals: Vec<Value> = vec![];
    let mut at = (None, 0);
    let mut banker_won = false;
    for _ in 0..rounds {
        let (round, out) = random_round(rng, kind, players, at.0, at.1, banker_won);
        deals.push(round);
        banker_won = out.iter().all(|o| o.2 != 1);
        let r = ok(kind.id(), players, json!({}), &deals);
        at = standing(&r);
    }
    deals
}

/// A ledger with a match of `kind` for Аня, Борис, Вера and Галя, and its options.
pub fn table(kind: Kind, options: &[&str]) -> Table {
    let t = Table::new();
    let mut args = vec!["new", kind.id(), "--players", "Аня,Борис,Вера,Галя"];
    for o in options {
        args.extend(["--option", o]);
    }
    t.ok(&args);
    t
}

/// `kozyr deal` with these flags.
pub fn deal<'a>(flags: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["deal"];
    args.extend_from_slice(flags);
    args
}

/// The balances after the match, and the bank, from `kozyr show --json`.
pub fn money_shown(t: &Table) -> (Vec<i64>, i64) {
    let v = t.json(&["show"]);
    let totals = super::common::totals(&v).into_iter().map(|(_, n)| n).collect();
    (totals, v["bank"].as_i64().expect("the bank in the view"))
}
