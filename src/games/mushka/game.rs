//! The game of the Mushka kind behind the [`Game`] contract: Mushka itself, and Pamfil, which is
//! the same game with J♣ above every card.

use crate::games::family::solo_players;
use serde_json::{Map, Value};

use super::deal::Deal;
use super::standing::{settle, START};
use super::{Ids, OPTIONS};
use crate::engine::Seat;
use crate::games::family::simple::read_opts;
use crate::games::family::{penalty, Sheet};
use crate::games::{Entry, Game, GameInfo, GameReplay, RuleError, Setup};
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

    fn replay(&self, setup: &Setup, entries: &[(usize, &Entry)]) -> Result<GameReplay, RuleError> {
        let names = &setup.players;
        let n = names.len();
        let mut sheet = Sheet::new(vec![START; n]);
        let mut next: Option<Seat> = None;
        let mut deals = 0usize;
        let mut winner = None;
        for &(at, entry) in entries {
            let (mut w, summary, order) = match entry {
                Entry::Deal(v) => {
                    let d = Deal::read(self, setup, v, next).map_err(|e| e.at_entry(at))?;
                    next = Some((d.dealer + 1) % n);
                    deals += 1;
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
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) | Entry::Turn => continue,
            };
            let notes;
            (winner, notes) = settle(&mut sheet.totals, &mut w, &order, self.ids, names);
            sheet.push(w, winner.is_some());
            // What the game itself writes on the row: the deal's line and the notes beside it.
            if let Some(row) = sheet.out.scored.last_mut() {
                if let Some(s) = summary {
                    row.summary = s;
                }
                row.notes.extend(notes);
            }
        }
        let mut out = sheet.out;
        out.target = Some(super::standing::GOAL);
        out.winner = winner;
        if winner.is_none() {
            let d = next.unwrap_or(0);
            out.next = Some(msg!("mushka-next", number = deals + 1, dealer = &names[d], leader = &names[(d + 1) % n]));
        }
        Ok(out)
    }
}
