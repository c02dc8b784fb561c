//! Belot for three's score sheet: each player's points (cards, last trick, combinations), capot,
//! the lowest player's points split between the other two, the declarer's tie (his points hang
//! for whoever has the most next deal), and the end of the match at the agreed target.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::combinations;
use super::deal::Played;
use super::options::{Belot3Options, OddPoint};
use super::trick_rules::{LAST_TRICK, SEATS};
use crate::engine::Seat;
use crate::games::{Mark, MarkKind, RuleError, Step};
use crate::i18n::Msg;
use crate::msg;

/// Capot: each of the others gets 50 (the book: «приплюсовывают к своему результату по 50 очков»).
pub const CAPOT: i64 = 50;
/// Double capot: the taker of every trick gets 100 (the book: «100 очков — за двойное «капо»»).
pub const DOUBLE_CAPOT: i64 = 100;

/// The running sheet; part of the state a resumed replay starts from.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Standing {
    pub totals: [i64; SEATS],
    /// The declarer's points from a tie, for whoever has the most points in a later deal.
    pub hanging: i64,
    pub winner: Option<Seat>,
}

pub struct Written {
    pub scores: [i64; SEATS],
    /// Each player's points in the deal before the split.
    pub points: [i64; SEATS],
    pub steps: Vec<Step>,
    pub notes: Vec<Msg>,
    pub marks: Vec<Mark>,
}

impl Standing {
    /// Scores a played deal; `dealer` orders the players from his left where a tie needs an order.
    pub fn deal(
        &mut self,
        p: &Played,
        dealer: Seat,
        o: &Belot3Options,
        names: &[String],
    ) -> Result<Written, RuleError> {
        let mut w = Written { scores: [0; SEATS], points: [0; SEATS], steps: vec![], notes: vec![], marks: vec![] };
        let order: [Seat; SEATS] = std::array::from_fn(|k| (dealer + 1 + k) % SEATS);

        // 1. Card points, the last trick, combinations.
        for (s, (name, &cards)) in names.iter().zip(&p.points).enumerate() {
            let last = if p.last_trick == s { LAST_TRICK } else { 0 };
            w.points[s] = cards + last;
            w.steps.push(Step {
                rule: "belot3.score.points",
                text: msg!("belot3-score-points", player = name, cards = cards, last = last),
            });
        }
        let combos = combinations::score(&p.combinations, p.trump, p.capot, names, &mut w.steps);
        for (points, combo) in w.points.iter_mut().zip(combos) {
            *points += combo;
        }

        // 2. Capot and double capot.
        let capots = p.capot.iter().filter(|&&c| c).count();
        if capots == 1 {
            for s in (0..SEATS).filter(|&s| !p.capot[s]) {
                w.points[s] += CAPOT;
            }
            let c = (0..SEATS).find(|&s| p.capot[s]).unwrap_or(0);
            let text = msg!("belot3-capot", player = &names[c], bonus = CAPOT);
            w.notes.push(text.clone());
            w.steps.push(Step { rule: "belot3.capot", text });
        } else if capots == 2 {
            let t = (0..SEATS).find(|&s| !p.capot[s]).unwrap_or(0);
            w.points[t] += DOUBLE_CAPOT;
            w.marks.push(Mark::new(t, MarkKind::Valat));
            let text = msg!("belot3-capot-double", player = &names[t], bonus = DOUBLE_CAPOT);
            w.notes.push(text.clone());
            w.steps.push(Step { rule: "belot3.capot.double", text });
        }
        let pts = w.points;
        w.scores = pts;

        // 3. The one with the fewest points loses them, split between the other two.
        let low = pts.iter().copied().min().unwrap_or(0);
        let lows: Vec<Seat> = (0..SEATS).filter(|&s| pts[s] == low).collect();
        if let [l] = lows[..] {
            let [a, b] = [order[0], order[1], order[2]]
                .into_iter()
                .filter(|&s| s != l)
                .collect::<Vec<_>>()
                .try_into()
                .unwrap_or([0, 1]);
            let half = low / 2;
            w.scores[l] = 0;
            w.scores[a] += half;
            w.scores[b] += half;
            w.steps.push(Step {
                rule: "belot3.score.lowest",
                text: msg!(
                    "belot3-score-lowest",
                    player = &names[l],
                    points = low,
                    first = &names[a],
                    second = &names[b],
                    half = half
                ),
            });
            if low % 2 == 1 {
                let text = match o.odd_point {
                    OddPoint::Higher => {
                        let to = if pts[b] > pts[a] { b } else { a };
                        w.scores[to] += 1;
                        msg!("belot3-score-odd-higher", player = &names[to])
                    }
                    OddPoint::Drop => msg!("belot3-score-odd-drop"),
                };
                w.steps.push(Step { rule: "belot3.score.odd-point", text });
            }
        } else {
            let tied: Vec<Msg> = lows.iter().map(|&s| msg!("belot3-name", player = &names[s])).collect();
            w.steps
                .push(Step { rule: "belot3.score.tie", text: msg!("belot3-score-tie", players = tied, points = low) });
        }

        // 4. The declarer tying an opponent writes nothing; his points hang.
        let d = p.declarer;
        let mut held = 0;
        if let Some(opp) = (0..SEATS).find(|&s| s != d && pts[s] == pts[d]) {
            held = w.scores[d];
            w.scores[d] = 0;
            w.marks.push(Mark::new(d, MarkKind::Hanging));
            w.steps.push(Step {
                rule: "belot3.score.declarer-tie",
                text: msg!(
                    "belot3-score-declarer-tie",
                    player = &names[d],
                    opponent = &names[opp],
                    points = pts[d],
                    held = held
                ),
            });
        }

        // 5. Points hanging from before go to whoever has the most points in this deal.
        if self.hanging > 0 {
            let top = pts.iter().copied().max().unwrap_or(0);
            let tops: Vec<Seat> = (0..SEATS).filter(|&s| pts[s] == top).collect();
            if let [t] = tops[..] {
                w.scores[t] += self.hanging;
                let text = msg!("belot3-hanging-award", player = &names[t], hanging = self.hanging);
                w.notes.push(text.clone());
                w.steps.push(Step { rule: "belot3.hanging.award", text });
                self.hanging = 0;
            } else {
                let text = msg!("belot3-hanging-stays", hanging = self.hanging);
                w.notes.push(text.clone());
                w.steps.push(Step { rule: "belot3.hanging.award", text });
            }
        }
        if held > 0 {
            self.hanging += held;
            w.notes.push(msg!("belot3-hanging-held", held = held, total = self.hanging));
        }
        for s in 0..SEATS {
            self.totals[s] = self.totals[s].saturating_add(w.scores[s]);
        }

        // 6. The end: an announcement during the play, else whoever reached the target at the
        // count; several → the taker of the last trick, and if he is not one of them, play on.
        if let Some(r) = p.reached {
            if self.totals[r] < o.target {
                return Err(RuleError::new(
                    "belot3.match.announce",
                    msg!("belot3-announce-short", player = &names[r], total = self.totals[r], target = o.target),
                )
                .with_player(&names[r]));
            }
            self.win(
                r,
                "belot3.match.announce",
                msg!("belot3-match-announce", player = &names[r], total = self.totals[r]),
                &mut w,
            );
        } else {
            let reached: Vec<Seat> = (0..SEATS).filter(|&s| self.totals[s] >= o.target).collect();
            match reached[..] {
                [] => {}
                [r] => self.win(
                    r,
                    "belot3.match.target",
                    msg!("belot3-match-target", player = &names[r], total = self.totals[r], target = o.target),
                    &mut w,
                ),
                _ if reached.contains(&p.last_trick) => {
                    let r = p.last_trick;
                    self.win(
                        r,
                        "belot3.match.last-trick",
                        msg!("belot3-match-last-trick", player = &names[r], total = self.totals[r]),
                        &mut w,
                    )
                }
                _ => {
                    let who: Vec<Msg> = reached.iter().map(|&s| msg!("belot3-name", player = &names[s])).collect();
                    let text =
                        msg!("belot3-match-play-on", players = who, target = o.target, last = &names[p.last_trick]);
                    w.notes.push(text.clone());
                    w.steps.push(Step { rule: "belot3.match.last-trick", text });
                }
            }
        }
        Ok(w)
    }

    fn win(&mut self, s: Seat, rule: &'static str, text: Msg, w: &mut Written) {
        self.winner = Some(s);
        w.marks.push(Mark::new(s, MarkKind::Win));
        w.notes.push(text.clone());
        w.steps.push(Step { rule, text });
    }

    /// The player who deals after a played deal: the one with the most points, a tie going to
    /// the first of them after `dealer`.
    pub fn leader(&self, dealer: Seat) -> Seat {
        let top = self.totals.iter().copied().max().unwrap_or(0);
        (1..=SEATS).map(|k| (dealer + k) % SEATS).find(|&s| self.totals[s] == top).unwrap_or(0)
    }
}

/// The JSON view's fields of a played deal.
pub fn extra(p: &Played, dealer: Seat, hanging: i64, names: &[String]) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("dealer".into(), names[dealer].clone().into());
    m.insert("declarer".into(), names[p.declarer].clone().into());
    m.insert("trump".into(), p.trump.name().into());
    m.insert("last_trick".into(), names[p.last_trick].clone().into());
    let capot: Vec<Value> = (0..SEATS).filter(|&s| p.capot[s]).map(|s| Value::from(names[s].clone())).collect();
    m.insert("capot".into(), Value::Array(capot));
    m.insert("hanging".into(), hanging.into());
    m
}
