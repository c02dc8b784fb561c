//! The game of the Mushka kind behind the [`Game`] contract: Mushka itself, and Pamfil, which is
//! the same game with J♣ above every card.

use crate::games::family::solo_players;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::deal::Deal;
use super::standing::{settle, GOAL, START};
use super::{Ids, OPTIONS};
use crate::engine::Seat;
use crate::games::family::simple::read_opts;
use crate::games::family::{penalty, Sheet};
use crate::games::{Entry, Game, GameInfo, GameReplay, RuleError, Setup};
use crate::i18n::Msg;
use crate::msg;

/// Mushka, or Pamfil when its ids carry Pamfil's rules.
#[derive(Debug)]
pub struct Mushka {
    pub info: &'static GameInfo,
    pub ids: &'static Ids,
}

impl Game for Mushka {
    fn info(&self) -> &'static GameInfo {
        self.info
    }

    /// 0: the first out of the minus wins (Pamfil's too).
    fn lines(&self, _setup: &Setup) -> Vec<crate::games::ScoreLine> {
        vec![crate::games::ScoreLine { value: GOAL, label: msg!("chart-line-mushka-goal") }]
    }

    fn default_options(&self) -> Value {
        read_opts(self.info.id, OPTIONS, &Map::new()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        solo_players(self.info, players, teams)?;
        let options = read_opts(self.info.id, OPTIONS, options)?;
        Ok(Setup { game: self.info.id, players: players.to_vec(), teams: None, options })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let names = &setup.players;
        let n = names.len();
        let mut st = self.state(state, n)?;
        let mut sheet = Sheet::new(vec![START; n]);
        sheet.totals = std::mem::take(&mut st.totals);
        for &(at, entry) in entries {
            let (mut w, summary, order) = match entry {
                Entry::Deal(v) => {
                    // Until a deal was read the dealer is free, and the seat in turn is only the
                    // dealer of a record that names none.
                    let named = v.get("dealer").is_some();
                    let expected = (st.dealer_known || !named).then_some(st.dealer);
                    let d = Deal::read(self, setup, v, expected).map_err(|e| e.at_entry(at))?;
                    st.dealer = (d.dealer + 1) % n;
                    st.dealer_known = true;
                    st.deals = st.deals.saturating_add(1);
                    let (mut w, summary) = d.written(self.ids, names);
                    w.extra.insert(
                        "points".into(),
                        names
                            .iter()
                            .cloned()
                            .zip(w.scores.iter().map(|&x| Value::from(x)))
                            .collect::<Map<_, _>>()
                            .into(),
                    );
                    (w, Some(summary), d.order(n))
                }
                Entry::Penalty(p) => {
                    let (_, w) = penalty(self.info.id, self.ids.penalty, setup, p, &[]).map_err(|e| e.at_entry(at))?;
                    (w, None, (0..n).collect())
                }
                // A voided deal that keeps its place: the deal passes to the left and is counted,
                // and nobody scores. Who dealt it is not known, so a first deal voided leaves the
                // dealer as free as it was.
                Entry::Turn => {
                    st.dealer = (st.dealer + 1) % n;
                    st.deals = st.deals.saturating_add(1);
                    continue;
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => continue,
            };
            let notes;
            (st.winner, notes) = settle(&mut sheet.totals, &mut w, &order, self.ids, names);
            sheet.push(w, st.winner.is_some());
            // What the game itself writes on the row: the deal's line and the notes beside it.
            if let Some(row) = sheet.out.scored.last_mut() {
                if let Some(s) = summary {
                    row.summary = s;
                }
                row.notes.extend(notes);
            }
        }
        st.totals = sheet.totals;
        let mut out = sheet.out;
        out.target = Some(super::standing::GOAL);
        out.winner = st.winner;
        if st.winner.is_none() {
            let d = st.dealer;
            out.next = Some(msg!(
                "mushka-next",
                number = st.deals.saturating_add(1),
                dealer = &names[d],
                leader = &names[(d + 1) % n]
            ));
        }
        let state = serde_json::to_value(&st).map_err(|_| self.snapshot_refused())?;
        Ok((out, Some(state)))
    }
}

/// What the sheet carries from one entry to the next, and all a replay resumed after an earlier
/// part of the match needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    totals: Vec<i64>,
    /// Who deals next, when the record names nobody.
    dealer: Seat,
    /// Whether a deal was read, so that the dealer in turn is known and checked; before, whoever
    /// the record names dealt.
    dealer_known: bool,
    /// Deals dealt, for the next line's "deal 5".
    deals: usize,
    winner: Option<Seat>,
}

/// The largest total a stored state may carry: far beyond any match, far below where adding a
/// deal could overflow.
const SNAPSHOT_TOTAL_MAX: u64 = 1 << 50;

impl Mushka {
    /// The state a replay of a match of `seats` players starts from: the match's start, or what an
    /// earlier replay of this match returned. Anything no replay of this match can have returned —
    /// another game's state, another number of players, a total past 0 or no table could reach —
    /// is refused (`mushka.snapshot`, `pamfil.snapshot`) rather than trusted.
    fn state(&self, state: Option<&Value>, seats: usize) -> Result<State, RuleError> {
        let Some(v) = state else {
            return Ok(State { totals: vec![START; seats], dealer: 0, dealer_known: false, deals: 0, winner: None });
        };
        let st: State = serde_json::from_value(v.clone()).map_err(|_| self.snapshot_refused())?;
        let possible = st.totals.len() == seats
            && st.dealer < seats
            && st.winner.is_none_or(|w| w < seats)
            && st.totals.iter().all(|&t| t <= GOAL && t.unsigned_abs() <= SNAPSHOT_TOTAL_MAX);
        if !possible {
            return Err(self.snapshot_refused());
        }
        Ok(st)
    }

    fn snapshot_refused(&self) -> RuleError {
        RuleError::new(
            self.ids.snapshot,
            msg!("mushka-snapshot", game = Msg::new(format!("game-{}", self.info.id), vec![])),
        )
    }
}
