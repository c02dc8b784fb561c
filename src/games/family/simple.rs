//! The driver of the family's simplest games — a deck per player count, one penalty table, an
//! optional named trump, a renege penalty and an end at a total or after some deals. Black Mary,
//! Chervy, Slobberhannes and Jacks are each one [`Simple`] value: data, no code of their own.

use serde_json::{Map, Value};

use super::{deal_map, dealer, no_more_fields, penalty, read, score, trump, Ctx, FamilyDoc, FamilyRules, Goal};
use super::{Item, Sheet, Written};
use crate::cards::Deck;
use crate::engine::Seat;
use crate::games::{check_players, Entry, Game, GameInfo, GameReplay, RuleError, Setup, Step};

/// An option of a game and its default: a whole number in a range, or a switch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opt {
    Int { name: &'static str, default: i64, min: i64, max: i64 },
    Bool { name: &'static str, default: bool },
}

impl Opt {
    pub const fn name(&self) -> &'static str {
        match self {
            Opt::Int { name, .. } | Opt::Bool { name, .. } => name,
        }
    }

    fn default_value(&self) -> Value {
        match *self {
            Opt::Int { default, .. } => default.into(),
            Opt::Bool { default, .. } => default.into(),
        }
    }
}

/// Reads options against their specs: unknown names and values of the wrong kind or range are
/// refused (`GAME.option.unknown`, `GAME.option.value`); every option is stored with its value.
pub fn read_opts(game: &str, specs: &[Opt], given: &Map<String, Value>) -> Result<Value, RuleError> {
    let mut out = Map::new();
    for (k, _) in given {
        if !specs.iter().any(|s| s.name() == k) {
            let names: Vec<&str> = specs.iter().map(Opt::name).collect();
            return Err(RuleError::new(
                format!("{game}.option.unknown"),
                format!(
                    "unknown option `{k}`; {game}'s options are {} (see `kozyr rules {game} options`)",
                    names.join(", ")
                ),
            ));
        }
    }
    for spec in specs {
        let v = given.get(spec.name()).cloned().unwrap_or_else(|| spec.default_value());
        let ok = match *spec {
            Opt::Int { min, max, .. } => v.as_i64().is_some_and(|x| (min..=max).contains(&x)),
            Opt::Bool { .. } => v.is_boolean(),
        };
        if !ok {
            let want = match *spec {
                Opt::Int { min, max, .. } => format!("a whole number from {min} to {max}"),
                Opt::Bool { .. } => "true or false".to_string(),
            };
            return Err(RuleError::new(
                format!("{game}.option.value"),
                format!("bad option value: {} = {v}: expected {want}", spec.name()),
            ));
        }
        out.insert(spec.name().to_string(), v);
    }
    Ok(Value::Object(out))
}

/// An integer option of a stored setup.
pub fn int(setup: &Setup, name: &str) -> i64 {
    setup.options.get(name).and_then(Value::as_i64).unwrap_or(0)
}

/// A switch of a stored setup.
pub fn flag(setup: &Setup, name: &str) -> bool {
    setup.options.get(name).and_then(Value::as_bool).unwrap_or(false)
}

/// What a renege costs in a game that scores it.
#[derive(Debug, Clone, Copy)]
pub struct Renege {
    pub points: i64,
    pub rule: &'static str,
    /// The deal is played again: only the renege is scored and the same dealer deals (Chervy).
    pub replay: bool,
    /// The referee's hint, e.g. "43 penalty points".
    pub hint: &'static str,
}

/// One of the family's simple games, as data.
pub struct Simple {
    pub info: &'static GameInfo,
    pub opts: &'static [Opt],
    /// The deck for a number of players.
    pub deck: fn(usize) -> Deck,
    pub items: &'static [Item],
    /// Each deal names a trump (`--trump`); `must_trump`: void → trump.
    pub trump: bool,
    pub must_trump: bool,
    /// The option that forbids leading hearts while holding another suit, if the game has one.
    pub hearts_lead_option: Option<&'static str>,
    pub renege: Option<Renege>,
    /// A deal may name who led the first trick (Slobberhannes: whoever drew the lowest card).
    pub leader_field: bool,
    pub goal: Goal,
    /// The option whose total ends the match when reached (0: no such end), and its rule.
    pub end_total: (&'static str, &'static str),
    /// The option counting the deals after which the match ends (0: no limit), and its rule.
    pub end_deals: Option<(&'static str, &'static str)>,
    /// The rule that names the winner.
    pub winner_rule: &'static str,
    /// Penalty reasons the seed prices: (reason, points, rule).
    pub penalties: &'static [(&'static str, i64, &'static str)],
    pub penalty_rule: &'static str,
}

impl Simple {
    fn fields(&self) -> Vec<&'static str> {
        let mut f = vec!["dealer", "won", "took", "play"];
        for (on, key) in [
            (self.trump, "trump"),
            (self.renege.is_some(), "renege"),
            (self.leader_field, "leader"),
            (self.items.iter().any(|i| i.count == super::Count::Trick(super::Pos::First)), "first_trick"),
            (self.items.iter().any(|i| i.count == super::Count::Trick(super::Pos::Last)), "last_trick"),
        ] {
            if on {
                f.push(key);
            }
        }
        f
    }

    /// Reads and scores one deal; returns the dealer and what the deal writes.
    fn deal(&self, setup: &Setup, v: &Value, expected: Option<Seat>) -> Result<(Seat, bool, Written), RuleError> {
        let game = self.info.id;
        let names = &setup.players;
        let n = names.len();
        let mut map = deal_map(game, v)?;
        let fields = self.fields();
        let doc = FamilyDoc::take(game, &mut map, &fields)?;
        no_more_fields(game, &map, &fields)?;
        let dealer = dealer(game, setup, doc.dealer.as_deref(), expected)?;
        let trump = trump(game, doc.trump.as_deref(), self.trump)?;
        let deck = (self.deck)(n);
        let tricks = deck.len() / n;
        let mut ctx = Ctx::new(game, setup, &deck, tricks, dealer);
        if let Some(l) = doc.leader.as_deref() {
            ctx.leader = setup.seat(l)?;
        }
        ctx.renege_hint = self.renege.map(|r| r.hint);
        let mut rules = FamilyRules::plain(n, tricks, deck.clone());
        rules.trump = trump;
        rules.must_trump = self.must_trump;
        rules.no_hearts_lead = self.hearts_lead_option.is_some_and(|o| flag(setup, o));

        // A renege that replays the deal: only the renege is written.
        if let Some(r) = self.renege.filter(|r| r.replay && !doc.renege.is_empty()) {
            let reneges = doc.renege.iter().map(|x| setup.seat(x)).collect::<Result<Vec<_>, _>>()?;
            if doc.play.is_some() {
                read(&ctx, &doc, &rules, self.items)?;
            }
            let mut w = Written { scores: vec![0; n], ..Written::default() };
            for s in reneges {
                w.scores[s] += r.points;
                w.steps.push(Step {
                    rule: r.rule,
                    text: format!("{}: renege {:+}; the deal is dealt again", names[s], r.points),
                });
            }
            w.summary = format!("renege — {} deals again", names[dealer]);
            w.extra.insert("dealer".into(), names[dealer].clone().into());
            w.extra.insert("replayed".into(), true.into());
            return Ok((dealer, true, w));
        }

        let got = read(&ctx, &doc, &rules, self.items)?;
        let t = &got.tally;
        let (mut scores, mut steps) = score(self.items, |s, k| t.count(self.items, s, k), names);
        if let Some(r) = self.renege {
            for s in 0..n {
                let k = t.reneges_of(s);
                if k > 0 {
                    scores[s] += i64::from(k) * r.points;
                    steps.push(Step {
                        rule: r.rule,
                        text: if k == 1 {
                            format!("{}: renege {:+}", names[s], r.points)
                        } else {
                            format!("{}: {k} reneges × {:+} = {:+}", names[s], r.points, i64::from(k) * r.points)
                        },
                    });
                }
            }
        }
        let mut extra = Map::new();
        extra.insert("dealer".into(), names[dealer].clone().into());
        if let Some(tr) = trump {
            extra.insert("trump".into(), tr.name().into());
        }
        if let Some(tr) = &t.tricks {
            extra.insert("won".into(), names.iter().cloned().zip(tr.iter().map(|&x| Value::from(x))).collect());
        }
        let summary = match trump {
            Some(tr) => format!("{} deals, {} trumps", names[dealer], tr.symbol()),
            None => format!("{} deals", names[dealer]),
        };
        Ok((dealer, false, Written { scores, summary, steps, extra, ..Written::default() }))
    }

    fn over(&self, setup: &Setup, totals: &[i64], deals: i64) -> bool {
        let limit = int(setup, self.end_total.0);
        let by_total = limit != 0 && totals.iter().any(|&t| t >= limit);
        let by_deals = self.end_deals.is_some_and(|(o, _)| int(setup, o) != 0 && deals >= int(setup, o));
        (by_total || by_deals) && self.goal.best(totals).is_some()
    }
}

impl Game for Simple {
    fn info(&self) -> &'static GameInfo {
        self.info
    }

    fn default_options(&self) -> Value {
        read_opts(self.info.id, self.opts, &Map::new()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        check_players(players, self.info.seats, self.info.id)?;
        if teams.is_some_and(|t| !t.is_empty()) {
            return Err(RuleError::new(
                "match.teams",
                format!("{} is played every player for himself; no teams", self.info.id),
            ));
        }
        let options = read_opts(self.info.id, self.opts, options)?;
        Ok(Setup { game: self.info.id, players: players.to_vec(), teams: None, options })
    }

    fn replay(&self, setup: &Setup, entries: &[(usize, &Entry)]) -> Result<GameReplay, RuleError> {
        let names = &setup.players;
        let n = names.len();
        let mut sheet = Sheet::new(vec![0; n]);
        let mut next: Option<Seat> = None;
        let mut deals = 0i64;
        for &(at, entry) in entries {
            match entry {
                Entry::Deal(v) => {
                    let (d, replayed, mut w) = self.deal(setup, v, next).map_err(|e| e.at_entry(at))?;
                    next = Some(if replayed { d } else { (d + 1) % n });
                    if !replayed {
                        deals += 1;
                    }
                    let mut totals = sheet.totals.clone();
                    for (t, s) in totals.iter_mut().zip(&w.scores) {
                        *t += s;
                    }
                    let over = self.over(setup, &totals, deals);
                    if over {
                        let rule = if int(setup, self.end_total.0) != 0
                            && totals.iter().any(|&t| t >= int(setup, self.end_total.0))
                        {
                            self.end_total.1
                        } else {
                            self.end_deals.map_or(self.end_total.1, |d| d.1)
                        };
                        let best = self.goal.best(&totals).map_or(String::new(), |b| names[b].clone());
                        let at = self.goal.best(&totals).map_or(0, |b| totals[b]);
                        w.steps.push(Step { rule, text: "the match is over".to_string() });
                        w.steps.push(Step { rule: self.winner_rule, text: format!("{best} wins with {at}") });
                    }
                    sheet.write(w, over);
                }
                Entry::Penalty(p) => {
                    let (_, w) = penalty(self.info.id, self.penalty_rule, setup, p, self.penalties)
                        .map_err(|e| e.at_entry(at))?;
                    let mut totals = sheet.totals.clone();
                    for (t, s) in totals.iter_mut().zip(&w.scores) {
                        *t += s;
                    }
                    let over = self.over(setup, &totals, deals);
                    sheet.write(w, over);
                }
                Entry::Void(_) | Entry::Note(_) => {}
            }
        }
        let mut out = sheet.out;
        out.lowest_wins = self.goal == Goal::Lowest;
        let limit = int(setup, self.end_total.0);
        out.target = (limit != 0).then_some(limit);
        if out.finished_after.last().copied().unwrap_or(false) {
            out.winner = self.goal.best(&sheet.totals);
        } else {
            let d = next.unwrap_or(0);
            out.next = Some(format!("deal {}: {} deals, {} leads", deals + 1, names[d], names[(d + 1) % n]));
        }
        Ok(out)
    }
}

/// Every deal's total for a game and player count: what each complete deal must sum to.
pub fn expected_total(game: &Simple, players: usize) -> i64 {
    let deck = (game.deck)(players);
    super::deal_total(game.items, &deck, deck.len() / players)
}
