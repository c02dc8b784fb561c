//! The match of a hand-count game between deals: the deal passes to the left, totals run on, a
//! penalty the table agrees is written, and the match ends at the agreed total (`limit`) or after
//! the agreed number of deals (`deals`), the best total winning — or goes on while two share it.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::family::simple::int;
use crate::games::family::{penalty, resume, snapshot, Goal, Rotation, Sheet, Written};
use crate::games::{Entry, GameInfo, GameReplay, RuleError, Setup, Step};
use crate::i18n::{field, Msg};
use crate::msg;

/// How a match of the game ends and who wins it.
#[derive(Debug)]
pub struct End {
    pub goal: Goal,
    /// The rule of the `limit` option: a total reaching it ends the match (0: never).
    pub limit_rule: &'static str,
    /// The rule of the `deals` option: the match ends after so many deals (0: no agreed number).
    pub deals_rule: &'static str,
    /// The best total wins.
    pub winner_rule: &'static str,
}

impl End {
    fn reached(&self, setup: &Setup, totals: &[i64]) -> bool {
        let limit = int(setup, "limit");
        limit != 0 && totals.iter().any(|&t| t >= limit)
    }

    /// Over after these totals and this many deals: an end was reached and one total is the best.
    fn over(&self, setup: &Setup, totals: &[i64], deals: i64) -> bool {
        let agreed = int(setup, "deals");
        let by_deals = agreed != 0 && deals >= agreed;
        (self.reached(setup, totals) || by_deals) && self.goal.best(totals).is_some()
    }

    /// The explanation of the end: the rule that ended the match and the winner.
    fn steps(&self, setup: &Setup, totals: &[i64]) -> Vec<Step> {
        let rule = if self.reached(setup, totals) { self.limit_rule } else { self.deals_rule };
        let Some(best) = self.goal.best(totals) else { return vec![] };
        vec![
            Step { rule, text: msg!("family-match-over") },
            Step {
                rule: self.winner_rule,
                text: msg!("family-match-winner", player = &setup.players[best], total = totals[best]),
            },
        ]
    }
}

/// A deal read and scored by the game: who dealt it and what it writes.
#[derive(Debug)]
pub struct DealDone {
    pub dealer: Seat,
    pub written: Written,
}

/// The shared match driver of a hand-count game.
#[derive(Debug)]
pub struct Table {
    pub info: &'static GameInfo,
    pub end: End,
    /// The rule of a penalty the table agrees.
    pub penalty_rule: &'static str,
    /// The rule refusing a stored state that is not this match's.
    pub snapshot_rule: &'static str,
}

/// What a match carries from one entry to the next, and so its snapshot.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    totals: Vec<i64>,
    #[serde(default)]
    rotation: Rotation,
    /// Deals that count: the next is one more.
    #[serde(default)]
    deals: i64,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    over: bool,
}

impl Table {
    /// Replays `entries` from `state` (`None`: the match's start). `deal` reads and scores a deal
    /// record with the rotation in force; `next` words the next deal from its number and dealer.
    pub fn replay(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
        deal: impl Fn(&Value, &Rotation) -> Result<DealDone, RuleError>,
        next: impl Fn(i64, Seat) -> Msg,
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let n = setup.players.len();
        let mut st = match state {
            None => State { totals: vec![0; n], ..State::default() },
            Some(v) => resume(self.snapshot_rule, v, |s: &mut State| {
                s.totals.len() == n && s.rotation.fits(n) && s.deals >= 0
            })?,
        };
        let mut sheet = Sheet::resume(vec![0; n], std::mem::take(&mut st.totals), st.over);
        for &(at, entry) in entries {
            let mut w = match entry {
                Entry::Deal(v) => {
                    let d = deal(v, &st.rotation).map_err(|e| e.at_entry(at))?;
                    st.rotation.dealt(d.dealer, n);
                    st.deals += 1;
                    d.written
                }
                Entry::Penalty(p) => {
                    penalty(self.info.id, self.penalty_rule, setup, p, &[]).map_err(|e| e.at_entry(at))?.1
                }
                // A voided deal that kept its place: the deal passed on and counts; nobody scores.
                Entry::Turn => {
                    st.rotation.turn(n);
                    st.deals += 1;
                    continue;
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => continue,
            };
            let totals = sheet.after(&w.scores);
            let over = self.end.over(setup, &totals, st.deals);
            if over {
                w.steps.extend(self.end.steps(setup, &totals));
            }
            sheet.write(w, over);
        }
        st.over = sheet.finished();
        st.totals = sheet.totals;
        let mut out = sheet.out;
        out.lowest_wins = self.end.goal == Goal::Lowest;
        let limit = int(setup, "limit");
        out.target = (limit != 0).then_some(limit);
        if st.over {
            out.winner = self.end.goal.best(&st.totals);
        } else {
            out.next = Some(next(st.deals + 1, st.rotation.due(n)));
        }
        Ok((out, snapshot(&st)))
    }
}

/// A player's name a deal record gives in `key`, as the table seats him.
pub fn one_name(setup: &Setup, format_rule: &str, key: &str, v: &Value) -> Result<Seat, RuleError> {
    let name = v
        .as_str()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .ok_or_else(|| RuleError::new(format_rule, msg!("handcount-takes-name", field = field(key))))?;
    setup.seat(name)
}

/// An object keyed by players' names, as the table seats them, in the order given; a player
/// named twice (`Аня` and `аня`) is refused.
pub fn names_map<'v>(
    setup: &Setup,
    format_rule: &str,
    key: &str,
    v: &'v Value,
) -> Result<Vec<(Seat, &'v Value)>, RuleError> {
    let m: &'v Map<String, Value> = v
        .as_object()
        .ok_or_else(|| RuleError::new(format_rule, msg!("handcount-takes-players", field = field(key))))?;
    let mut out: Vec<(Seat, &Value)> = Vec::with_capacity(m.len());
    for (name, x) in m {
        let s = setup.seat(name)?;
        if out.iter().any(|(o, _)| *o == s) {
            return Err(RuleError::new(
                format_rule,
                msg!("handcount-named-twice", player = &setup.players[s], field = field(key)),
            )
            .with_player(name));
        }
        out.push((s, x));
    }
    Ok(out)
}
