//! The tally of an evening: how often each player was the loser (or the winner), his longest run,
//! Durak's «погоны», Eroshki's forgiven losses, who went out first — kept from deal to deal (the
//! state a match resumes from) and written as each deal's row: the first column says what
//! happened, the notes give the evening so far («Вера: дурак 3 раза из 7, подряд 2»).

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{Dealt, Kind, Outcome, Pogony};
use crate::engine::Seat;
use crate::games::{Scored, Setup, Step};
use crate::i18n::Msg;
use crate::msg;

/// What a match carries from one deal to the next, and so the snapshot it resumes from.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct Standing {
    /// The tally: losses (loser games), wins (winner games) or counts (Quartet, Pairs).
    pub totals: Vec<i64>,
    /// Deals counted, voided places that kept theirs included.
    pub deals: i64,
    /// Deals each player was the role the tally counts (Quartet, Pairs: deals he had the most).
    pub times: Vec<i64>,
    /// The current run of such deals, and the longest.
    pub run: Vec<i64>,
    pub longest: Vec<i64>,
    /// Times a player went out first, in deals whose finishing order was recorded.
    pub first: Vec<i64>,
    /// Durak's «погоны» and Eroshki's forgiven losses, per player.
    pub pogony: Vec<i64>,
    pub forgiven: Vec<i64>,
    pub draws: i64,
    /// The last deal's loser (he deals next where the loser deals).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_loser: Option<Seat>,
    /// Whether the last deal counted named nobody (a draw, or a voided deal that kept its place):
    /// the next line then says the dealer deals again. `None` before the first deal, and in a state
    /// stored before it was kept, when the line names the dealer only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_loser: Option<bool>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub over: bool,
}

impl Standing {
    pub fn new(n: usize) -> Standing {
        let z = vec![0; n];
        Standing {
            totals: z.clone(),
            times: z.clone(),
            run: z.clone(),
            longest: z.clone(),
            first: z.clone(),
            pogony: z.clone(),
            forgiven: z,
            ..Standing::default()
        }
    }

    /// Whether a stored state can belong to a match of `n` players.
    pub fn fits(&self, n: usize) -> bool {
        let all = [&self.totals, &self.times, &self.run, &self.longest, &self.first, &self.pogony, &self.forgiven];
        all.iter().all(|v| v.len() == n && v.iter().all(|&x| x >= 0))
            && self.deals >= 0
            && self.draws >= 0
            && self.last_loser.is_none_or(|s| s < n)
    }

    /// The player who leads the evening: the fewest (`lowest`) or the most, alone.
    pub fn best(&self, lowest: bool) -> Option<Seat> {
        let best = if lowest { self.totals.iter().min() } else { self.totals.iter().max() }?;
        let mut at = (0..self.totals.len()).filter(|&s| self.totals[s] == *best);
        let first = at.next();
        at.next().is_none().then_some(first).flatten()
    }

    /// A voided deal that kept its place: a deal, named nobody, broke no run.
    pub fn turn(&mut self) {
        self.deals += 1;
        self.no_loser = Some(true);
    }

    /// Adds a deal to the tally.
    pub fn record(&mut self, game: &Outcome, d: &Dealt) {
        let n = self.totals.len();
        self.deals += 1;
        let marked: Vec<Seat> = match game.kind {
            Kind::Loser => d.loser.filter(|_| !d.forgiven).into_iter().collect(),
            Kind::Winner => d.winner.into_iter().collect(),
            Kind::Count { .. } => d.best(),
        };
        match (game.kind, &d.counts) {
            (Kind::Count { .. }, Some(c)) => {
                for (total, count) in self.totals.iter_mut().zip(c) {
                    *total += count;
                }
            }
            _ => {
                for &s in &marked {
                    self.totals[s] += 1;
                }
            }
        }
        for s in 0..n {
            if marked.contains(&s) {
                self.times[s] += 1;
                self.run[s] += 1;
                self.longest[s] = self.longest[s].max(self.run[s]);
            } else {
                self.run[s] = 0;
            }
        }
        if let Some(o) = &d.order {
            self.first[o[0]] += 1;
        }
        if let (Some(s), Some(_)) = (d.loser, &d.pogony) {
            self.pogony[s] += 1;
        }
        if let (Some(s), true) = (d.loser, d.forgiven) {
            self.forgiven[s] += 1;
        }
        self.draws += i64::from(d.draw);
        self.last_loser = d.loser.or(self.last_loser);
        self.no_loser = Some(d.loser.is_none());
    }

    /// The deal's row: what happened, the explanation, and the evening so far as its notes.
    pub fn write(&self, game: &Outcome, setup: &Setup, d: &Dealt) -> Scored {
        let names = &setup.players;
        let n = names.len();
        let role = game.role();
        let mut scores = vec![0; n];
        let mut steps = Vec::new();
        let mut extra = Map::new();
        let summary = match game.kind {
            Kind::Count { field, .. } => {
                let c = d.counts.clone().unwrap_or_default();
                for s in 0..n {
                    scores[s] = c[s];
                    if c[s] > 0 {
                        steps.push(Step {
                            rule: game.score,
                            text: msg!("outcome-step-count", player = &names[s], count = c[s], unit = game.unit(c[s])),
                        });
                    }
                }
                extra.insert(field.into(), names.iter().cloned().zip(c.iter().map(|&x| Value::from(x))).collect());
                let best = d.best();
                let top = best.first().map_or(0, |&s| c[s]);
                msg!("outcome-summary-count", players = players(names, &best), count = top, unit = game.unit(top))
            }
            Kind::Loser | Kind::Winner if d.draw => {
                steps.push(Step { rule: game.draw.unwrap_or(game.score), text: msg!("outcome-step-draw") });
                extra.insert("draw".into(), true.into());
                msg!("outcome-summary-draw")
            }
            Kind::Loser => {
                let s = d.loser.unwrap_or(0);
                let player = &names[s];
                extra.insert("loser".into(), player.clone().into());
                if d.forgiven {
                    let rule = game.forgiven.unwrap_or(game.score);
                    steps
                        .push(Step { rule, text: msg!("outcome-step-forgiven", player = player, role = role.clone()) });
                    extra.insert("forgiven".into(), true.into());
                    msg!("outcome-summary-forgiven", player = player, role = role.clone())
                } else {
                    scores[s] = 1;
                    steps.push(Step {
                        rule: game.score,
                        text: msg!("outcome-step-loser", player = player, role = role.clone()),
                    });
                    match (&d.pogony, game.pogony) {
                        (Some(p), Some((rule, _))) => {
                            extra.insert("pogony".into(), p.record());
                            steps.push(Step {
                                rule,
                                text: msg!("outcome-step-pogony", player = player, pogony = pogony(p)),
                            });
                            msg!("outcome-summary-pogony", player = player, role = role.clone(), pogony = pogony(p))
                        }
                        _ => msg!("outcome-summary-loser", player = player, role = role.clone()),
                    }
                }
            }
            Kind::Winner => {
                let s = d.winner.unwrap_or(0);
                scores[s] = 1;
                extra.insert("winner".into(), names[s].clone().into());
                steps.push(Step { rule: game.score, text: msg!("outcome-step-winner", player = &names[s]) });
                msg!("outcome-summary-winner", player = &names[s])
            }
        };
        if let Some(o) = &d.order {
            extra.insert("order".into(), o.iter().map(|&s| Value::from(names[s].clone())).collect());
        }
        let mut notes = Vec::new();
        if let Some(o) = d.order.as_ref().filter(|_| goes_out(game)) {
            notes.push(msg!("outcome-order", players = players(names, o)));
        }
        notes.extend(self.notes(game, setup));
        Scored {
            scores,
            totals: self.totals.clone(),
            notes,
            marks: vec![],
            annotations: vec![],
            explain: steps,
            summary,
            extra,
            pool: None,
        }
    }

    /// The evening so far: who was the role most often, then each player's line.
    fn notes(&self, game: &Outcome, setup: &Setup) -> Vec<Msg> {
        let names = &setup.players;
        let role = game.role();
        let mut notes = Vec::new();
        let most = self.times.iter().copied().max().unwrap_or(0);
        if most > 0 {
            let who: Vec<Seat> = (0..names.len()).filter(|&s| self.times[s] == most).collect();
            notes.push(msg!("outcome-most", role = role.clone(), players = players(names, &who), count = most));
        }
        // Each player who has been the role (or, counting games, scored) so far: his line. His
        // forgiven losses are noted even when every loss of his was forgiven (Eroshki).
        for (s, name) in names.iter().enumerate() {
            let has_line = self.times[s] > 0 || self.totals[s] > 0;
            let line = has_line.then(|| match game.kind {
                Kind::Count { .. } => msg!(
                    "outcome-stat-count",
                    player = name,
                    total = self.totals[s],
                    unit = game.unit(self.totals[s]),
                    count = self.times[s],
                    deals = self.deals,
                    run = self.longest[s]
                ),
                _ => msg!(
                    "outcome-stat",
                    player = name,
                    role = role.clone(),
                    count = self.times[s],
                    deals = self.deals,
                    run = self.longest[s]
                ),
            });
            notes.extend(line);
            if self.pogony[s] > 0 {
                notes.push(msg!("outcome-stat-pogony", player = name, count = self.pogony[s]));
            }
            if self.forgiven[s] > 0 {
                notes.push(msg!("outcome-stat-forgiven", player = name, count = self.forgiven[s]));
            }
            if has_line && game.kind == Kind::Loser && goes_out(game) && self.first[s] > 0 {
                notes.push(msg!("outcome-stat-first", player = name, count = self.first[s]));
            }
        }
        if self.draws > 0 {
            notes.push(msg!("outcome-stat-draws", count = self.draws));
        }
        notes
    }

    /// The tally of the whole match as the JSON view's `tally`: per player, in seat order.
    pub fn view(&self, game: &Outcome, setup: &Setup) -> Value {
        let key = match game.kind {
            Kind::Loser => "lost",
            Kind::Winner => "won",
            Kind::Count { .. } => "best",
        };
        let mut rows = Vec::new();
        for (s, name) in setup.players.iter().enumerate() {
            let mut m = Map::new();
            m.insert("player".into(), name.clone().into());
            m.insert(key.into(), self.times[s].into());
            m.insert("longest_run".into(), self.longest[s].into());
            if let Kind::Count { field, .. } = game.kind {
                m.insert(field.into(), self.totals[s].into());
            }
            if game.kind == Kind::Loser && goes_out(game) {
                m.insert("first_out".into(), self.first[s].into());
            }
            if game.pogony.is_some() {
                m.insert("pogony".into(), self.pogony[s].into());
            }
            if game.forgiven.is_some() {
                m.insert("forgiven".into(), self.forgiven[s].into());
            }
            rows.push(Value::Object(m));
        }
        let mut m = Map::new();
        m.insert("deals".into(), self.deals.into());
        if game.draw.is_some() {
            m.insert("draws".into(), self.draws.into());
        }
        m.insert("players".into(), rows.into());
        Value::Object(m)
    }
}

/// Whether the game's players go out one by one, so that its order is an order of going out worth a
/// note: not in a game for two only (Drunkard), where the order is the deal's standing, the winner
/// and the loser the summary already names, and nobody goes out first.
fn goes_out(game: &Outcome) -> bool {
    game.info.seats != (2, 2)
}

/// Players as a list argument of a message.
fn players(names: &[String], seats: &[Seat]) -> Vec<Msg> {
    seats.iter().map(|&s| msg!("outcome-player", player = &names[s])).collect()
}

/// «Погоны» as a message argument: the cards, or the rank.
fn pogony(p: &Pogony) -> Msg {
    if p.cards.is_empty() {
        msg!("outcome-pogony-shown-rank", rank = p.rank.symbol())
    } else {
        msg!("outcome-pogony-shown-cards", cards = p.cards.clone())
    }
}
