//! A fixture ledger for the statistics tests: a few hundred matches of Thousand, Belot, King and
//! Durak, made by a fixed arithmetic generator, imported through the real binary as match
//! documents; and what each records, kept by the generator in its own simple terms, so that the
//! tests can work the statistics out without kozyr's engine.

use std::collections::BTreeMap;

use serde_json::{json, Value};

use super::common::Table;

pub const POOL: [&str; 6] = ["Аня", "Борис", "Вера", "Глеб", "Дина", "Жора"];

/// A small deterministic generator (xorshift), so that the fixture is the same on every run.
pub struct Dice(u64);

impl Dice {
    pub fn new() -> Dice {
        Dice(0x9E37_79B9_7F4A_7C15)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }

    /// `k` different players of the pool, in the order drawn.
    pub fn players(&mut self, k: usize) -> Vec<&'static str> {
        let mut left: Vec<&str> = POOL.to_vec();
        (0..k).map(|_| left.remove(self.below(left.len() as u64) as usize)).collect()
    }
}

/// What one player did in one match, as the generator worked it out.
#[derive(Debug, Clone, Default)]
pub struct Line {
    /// Every counted deal's score of his side.
    pub scores: Vec<i64>,
    pub figures: BTreeMap<&'static str, i64>,
    /// His place at the end of a finished match.
    pub place: Option<usize>,
    pub won: bool,
}

/// A match the generator recorded: its game and every player's line.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub game: &'static str,
    pub lines: BTreeMap<&'static str, Line>,
    pub finished: bool,
}

fn add(line: &mut Line, figure: &'static str, n: i64) {
    *line.figures.entry(figure).or_insert(0) += n;
}

/// A Thousand of three, four deals, no marriages: the dealer may declare at 100, anyone at 105
/// to 120; the declarer writes the bid when his points reach it, else loses it; the others write
/// their points (multiples of 5), a 0 being a bolt. Four deals never reach the barrel.
fn thousand(d: &mut Dice) -> (Value, Recorded) {
    let p = d.players(3);
    let mut lines: BTreeMap<&str, Line> = p.iter().map(|&n| (n, Line::default())).collect();
    let mut deals = Vec::new();
    let mut bolts = [0; 3];
    for k in 0..4 {
        let dealer = k % 3;
        let (declarer, bid) = match d.below(3) {
            0 => (dealer, 100),
            _ => (d.below(3) as usize, 105 + 5 * d.below(4) as i64),
        };
        // The declarer's points, then the rest shared: 120 in all, in fives; drawn again rather
        // than give a third bolt, whose penalty is no part of this arithmetic.
        let a = (declarer + 1) % 3;
        let b = (declarer + 2) % 3;
        let pts = loop {
            let mut pts = [0i64; 3];
            pts[declarer] = 60 + 5 * d.below(13) as i64;
            let rest = 120 - pts[declarer];
            pts[a] = 5 * d.below(rest as u64 / 5 + 1) as i64;
            pts[b] = rest - pts[a];
            if [a, b].iter().all(|&s| pts[s] > 0 || bolts[s] < 2) {
                break pts;
            }
        };
        let made = pts[declarer] >= bid;
        for s in 0..3 {
            let line = lines.get_mut(p[s]).unwrap();
            if s == declarer {
                line.scores.push(if made { bid } else { -bid });
                add(line, if made { "thousand.contract.made" } else { "thousand.contract.failed" }, 1);
            } else {
                line.scores.push(pts[s]);
                if pts[s] == 0 {
                    bolts[s] += 1;
                    add(line, "thousand.bolt", 1);
                }
            }
        }
        deals.push(json!({
            "declarer": p[declarer],
            "bid": bid,
            "points": { p[0]: pts[0], p[1]: pts[1], p[2]: pts[2] },
        }));
    }
    let doc = json!({ "game": "thousand", "players": p, "deals": deals });
    (doc, Recorded { game: "thousand", lines, finished: false })
}

/// A Belot of two teams, five deals in suits, sometimes with a contra: the declarers make it with
/// more points than the others (the last trick's 10 counted), hang at equal points, else go
/// inside. Five deals never reach 151. Both teammates get the team's figures.
fn belot(d: &mut Dice) -> (Value, Recorded) {
    let p = d.players(4);
    let teams = [[p[0], p[2]], [p[1], p[3]]];
    let names = ["Ние", "Вие"];
    let mut lines: BTreeMap<&str, Line> = p.iter().map(|&n| (n, Line::default())).collect();
    let mut deals = Vec::new();
    for _ in 0..5 {
        let declarer = d.below(4) as usize;
        let dt = declarer % 2;
        let mut pts = [0i64; 2];
        pts[dt] = 20 + d.below(113) as i64;
        pts[1 - dt] = 152 - pts[dt];
        let last = d.below(2) as usize;
        let raw = |t: usize| pts[t] + if last == t { 10 } else { 0 };
        let contra = d.below(6) == 0;
        let suit = ["hearts", "spades", "diamonds", "clubs"][d.below(4) as usize];
        let mut deal = json!({
            "contract": suit,
            "declarer": p[declarer],
            "points": { names[0]: pts[0], names[1]: pts[1] },
            "last_trick": names[last],
        });
        if contra {
            deal["double"] = json!("contra");
        }
        deals.push(deal);
        for (t, team) in teams.iter().enumerate() {
            for &n in team {
                let line = lines.get_mut(n).unwrap();
                if t == dt {
                    add(line, "belot.contract.played", 1);
                    if raw(dt) > raw(1 - dt) {
                        add(line, "belot.contract.made", 1);
                    } else if raw(dt) == raw(1 - dt) {
                        add(line, "belot.contract.hanging", 1);
                    }
                } else if contra {
                    add(line, "belot.contra.played", 1);
                    if raw(dt) < raw(1 - dt) {
                        add(line, "belot.contra.won", 1);
                    }
                }
            }
        }
    }
    let doc = json!({
        "game": "belot",
        "players": p,
        "teams": { names[0]: teams[0], names[1]: teams[1] },
        "deals": deals,
    });
    (doc, Recorded { game: "belot", lines, finished: false })
}

/// A King of four, its first deal («не брать взяток»): 2 points off a trick, 8 tricks.
fn king(d: &mut Dice) -> (Value, Recorded) {
    let p = d.players(4);
    let mut won = [0i64; 4];
    for _ in 0..8 {
        won[d.below(4) as usize] += 1;
    }
    let mut lines: BTreeMap<&str, Line> = p.iter().map(|&n| (n, Line::default())).collect();
    for s in 0..4 {
        let line = lines.get_mut(p[s]).unwrap();
        line.scores.push(-2 * won[s]);
        add(line, "king.kind.no-tricks", -2 * won[s]);
    }
    let deals = vec![json!({ "won": { p[0]: won[0], p[1]: won[1], p[2]: won[2], p[3]: won[3] } })];
    (json!({ "game": "king", "players": p, "deals": deals }), Recorded { game: "king", lines, finished: false })
}

/// A Durak of three agreed at five deals, one fool a deal, one player the fool least often: he
/// wins; the places go by the times the fool, the fewest first, equal counts sharing a place.
fn durak(d: &mut Dice) -> (Value, Recorded) {
    let p = d.players(3);
    let losers: Vec<usize> = loop {
        let l: Vec<usize> = (0..5).map(|_| d.below(3) as usize).collect();
        let counts: Vec<usize> = (0..3).map(|s| l.iter().filter(|&&x| x == s).count()).collect();
        let least = *counts.iter().min().unwrap();
        if counts.iter().filter(|&&c| c == least).count() == 1 {
            break l;
        }
    };
    let counts: Vec<i64> = (0..3).map(|s| losers.iter().filter(|&&x| x == s).count() as i64).collect();
    let mut lines: BTreeMap<&str, Line> = BTreeMap::new();
    for s in 0..3 {
        let line = Line {
            scores: losers.iter().map(|&l| i64::from(l == s)).collect(),
            figures: [("outcome.loser", counts[s])].into_iter().collect(),
            place: Some(1 + (0..3).filter(|&o| counts[o] < counts[s]).count()),
            won: (0..3).all(|o| o == s || counts[o] > counts[s]),
        };
        lines.insert(p[s], line);
    }
    let deals: Vec<Value> = losers.iter().map(|&l| json!({ "loser": [p[l]] })).collect();
    let doc = json!({ "game": "durak", "players": p, "options": { "deals": 5 }, "deals": deals });
    (doc, Recorded { game: "durak", lines, finished: true })
}

/// Imports `n` matches, the games in turn, into `t`'s ledger and returns what each recorded, in
/// the order imported (ledger ids 1, 2, …).
pub fn fixture(t: &Table, n: usize) -> Vec<Recorded> {
    let mut d = Dice::new();
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let (doc, rec) = match i % 4 {
            0 => thousand(&mut d),
            1 => belot(&mut d),
            2 => king(&mut d),
            _ => durak(&mut d),
        };
        let file = t.file(&format!("m{i}.json"), &doc.to_string());
        t.ok(&["import", &file]);
        out.push(rec);
    }
    out
}
