//! The driver of the family's simplest games — a deck per player count, one penalty table, an
//! optional named trump, a renege penalty (Chervy's replays the deal), a first leader the table
//! names, and an end at a total or after some deals, lowest or highest winning. Black Mary, Chervy,
//! Slobberhannes and Jacks are each one [`Simple`] value: data, no code of their own.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::{deal_map, game_name, no_more_fields, penalty, read, score, trump, Ctx, FamilyDoc, FamilyRules};
use super::{Goal, Item, Pos, Read, Rotation, Sheet, Written};
use crate::cards::{Deck, Suit};
use crate::engine::Seat;
use crate::games::{Entry, Game, GameInfo, GameReplay, OptionDoc, RuleError, Setup, Step};
use crate::i18n::{field, signed, Msg};
use crate::msg;

/// An option of a game and its default: a whole number in a range, one of a few numbers (a deck
/// of 36 or 52 cards), one of a few words (a variant), or a switch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Opt {
    Int { name: &'static str, default: i64, min: i64, max: i64 },
    OneOf { name: &'static str, default: i64, values: &'static [i64] },
    Word { name: &'static str, default: &'static str, values: &'static [&'static str] },
    Bool { name: &'static str, default: bool },
}

impl Opt {
    pub const fn name(&self) -> &'static str {
        match self {
            Opt::Int { name, .. } | Opt::OneOf { name, .. } | Opt::Word { name, .. } | Opt::Bool { name, .. } => name,
        }
    }

    fn default_value(&self) -> Value {
        match *self {
            Opt::Int { default, .. } | Opt::OneOf { default, .. } => default.into(),
            Opt::Word { default, .. } => default.into(),
            Opt::Bool { default, .. } => default.into(),
        }
    }
}

/// The end of a penalty-points match at a total (`Opt::Int` `limit`), documented once.
pub const LIMIT_DOC: OptionDoc = OptionDoc { name: "limit", help: "option-limit" };
/// The end after an agreed number of deals (`Opt::Int` `deals`), documented once.
pub const DEALS_DOC: OptionDoc = OptionDoc { name: "deals", help: "option-deals" };

/// Reads options against their specs: unknown names and values of the wrong kind or range are
/// refused (`GAME.option.unknown`, `GAME.option.value`); every option is stored with its value.
pub fn read_opts(game: &str, specs: &[Opt], given: &Map<String, Value>) -> Result<Value, RuleError> {
    let mut out = Map::new();
    for (k, _) in given {
        if !specs.iter().any(|s| s.name() == k) {
            let names: Vec<Msg> = specs.iter().map(|s| msg!("family-option-name", name = s.name())).collect();
            return Err(RuleError::new(
                format!("{game}.option.unknown"),
                msg!("family-option-unknown", key = k.as_str(), game = game, options = names),
            ));
        }
    }
    for spec in specs {
        let v = given.get(spec.name()).cloned().unwrap_or_else(|| spec.default_value());
        let ok = match *spec {
            Opt::Int { min, max, .. } => v.as_i64().is_some_and(|x| (min..=max).contains(&x)),
            Opt::OneOf { values, .. } => v.as_i64().is_some_and(|x| values.contains(&x)),
            Opt::Word { values, .. } => v.as_str().is_some_and(|x| values.contains(&x)),
            Opt::Bool { .. } => v.is_boolean(),
        };
        if !ok {
            let want = match *spec {
                Opt::Int { min, max, .. } => msg!("family-option-int", min = min, max = max),
                Opt::OneOf { values, .. } => msg!(
                    "family-option-one-of",
                    values = values.iter().map(|&x| msg!("family-option-name", name = x)).collect::<Vec<_>>()
                ),
                Opt::Word { values, .. } => msg!(
                    "family-option-one-of",
                    values = values.iter().map(|&x| msg!("family-option-name", name = x)).collect::<Vec<_>>()
                ),
                Opt::Bool { .. } => msg!("family-option-bool"),
            };
            return Err(RuleError::new(
                format!("{game}.option.value"),
                msg!("family-option-value", name = spec.name(), value = v.to_string(), want = want),
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
    /// The catalogue message of the referee's hint, e.g. `black-mary-renege-hint`: "43 penalty points".
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
    /// The trump is the suit of the dealer's last card (Jacks): a play record must show the dealer
    /// holding that suit.
    pub trump_from_dealer: bool,
    pub must_trump: bool,
    /// The option that forbids leading hearts while holding another suit, if the game has one.
    pub hearts_lead_option: Option<&'static str>,
    pub renege: Option<Renege>,
    /// A deal may name who leads the first trick (Slobberhannes: whoever drew the lowest card);
    /// the lead then passes to the left with the deal, and this rule refuses a deal naming another
    /// leader. `None`: the player left of the dealer leads.
    pub leader_field: Option<&'static str>,
    pub goal: Goal,
    /// The option whose total ends the match when reached (0: no such end), and its rule.
    pub end_total: (&'static str, &'static str),
    /// The option counting the deals after which the match ends (0: no limit), and its rule.
    pub end_deals: Option<(&'static str, &'static str)>,
    /// The rule that names the winner.
    pub winner_rule: &'static str,
    /// Penalty reasons the book prices: (reason, points, rule).
    pub penalties: &'static [(&'static str, i64, &'static str)],
    pub penalty_rule: &'static str,
    /// The rule refusing a stored state that is not this game's (`GAME.snapshot`).
    pub snapshot: &'static str,
}

impl Simple {
    fn fields(&self) -> Vec<&'static str> {
        let mut f = vec!["dealer", "won", "took", "play"];
        for (on, key) in [
            (self.trump, "trump"),
            (self.renege.is_some(), "renege"),
            (self.leader_field.is_some(), "leader"),
            (self.items.iter().any(|i| i.count == super::Count::Trick(super::Pos::First)), "first_trick"),
            (self.items.iter().any(|i| i.count == super::Count::Trick(super::Pos::Last)), "last_trick"),
        ] {
            if on {
                f.push(key);
            }
        }
        f
    }

    /// Reads and scores one deal: who dealt and led, whether it is dealt again, what it writes.
    fn deal(&self, setup: &Setup, v: &Value, expected: Expected) -> Result<Dealt, RuleError> {
        let game = self.info.id;
        let names = &setup.players;
        let n = names.len();
        let mut map = deal_map(game, v)?;
        let fields = self.fields();
        let doc = FamilyDoc::take(game, &mut map, &fields)?;
        no_more_fields(game, &map, &fields)?;
        let dealer = expected.rotation.dealer(game, setup, doc.dealer.as_deref())?;
        let leader = self.leader(setup, doc.leader.as_deref(), expected.leader, dealer)?;
        let trump = trump(game, doc.trump.as_deref(), self.trump)?;
        if self.trump && trump.is_none() {
            let name = game_name(game);
            return Err(RuleError::new(
                super::id(game, "deal.trump"),
                if self.trump_from_dealer {
                    msg!("family-trump-always-dealer", game = name, field = field("trump"))
                } else {
                    msg!("family-trump-always", game = name, field = field("trump"))
                },
            ));
        }
        let deck = (self.deck)(n);
        let tricks = deck.len() / n;
        let mut ctx = Ctx::new(game, setup, &deck, tricks, dealer);
        ctx.leader = leader;
        ctx.renege_hint = self.renege.map(|r| r.hint);
        let mut rules = FamilyRules::plain(n, tricks, deck.clone());
        rules.trump = trump;
        rules.must_trump = self.must_trump;
        rules.no_hearts_lead = self.hearts_lead_option.is_some_and(|o| flag(setup, o));
        let mut extra = Map::new();
        extra.insert("dealer".into(), names[dealer].clone().into());
        if self.leader_field.is_some() {
            extra.insert("leader".into(), names[leader].clone().into());
        }
        if let Some(tr) = trump {
            extra.insert("trump".into(), tr.name().into());
        }
        if !doc.renege.is_empty() {
            let reneges =
                doc.renege.iter().map(|x| setup.seat(x).map(|s| names[s].clone())).collect::<Result<Vec<_>, _>>()?;
            extra.insert("renege".into(), reneges.into());
        }

        // A renege that replays the deal: only the renege is written.
        if let Some(r) = self.renege.filter(|r| r.replay && !doc.renege.is_empty()) {
            if doc.has_counts() {
                let player = doc.renege[0].as_str();
                let (renege, took, won) = (field("renege"), field("took"), field("won"));
                return Err(RuleError::new(
                    r.rule,
                    if fields.contains(&"first_trick") {
                        msg!(
                            "family-renege-replay-positions",
                            renege = renege,
                            player = player,
                            took = took,
                            won = won,
                            first = field("first_trick"),
                            last = field("last_trick")
                        )
                    } else {
                        msg!("family-renege-replay", renege = renege, player = player, took = took, won = won)
                    },
                )
                .with_player(player));
            }
            let reneges = doc.renege.iter().map(|x| setup.seat(x)).collect::<Result<Vec<_>, _>>()?;
            if doc.play.is_some() {
                let got = read(&ctx, &doc, &rules, self.items)?;
                self.check_trump_holder(setup, dealer, trump, &got)?;
            }
            let mut w = Written { scores: vec![0; n], ..Written::default() };
            for s in reneges {
                w.scores[s] += r.points;
                w.steps.push(Step {
                    rule: r.rule,
                    text: msg!("family-renege-replayed", player = &names[s], points = signed(r.points)),
                });
            }
            w.summary = msg!("family-summary-renege", dealer = &names[dealer]);
            extra.insert("replayed".into(), true.into());
            w.extra = extra;
            return Ok(Dealt { dealer, leader, replayed: true, written: w });
        }

        let got = read(&ctx, &doc, &rules, self.items)?;
        self.check_trump_holder(setup, dealer, trump, &got)?;
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
                            msg!("family-renege-step", player = &names[s], points = signed(r.points))
                        } else {
                            msg!(
                                "family-reneges-step",
                                player = &names[s],
                                count = k,
                                points = signed(r.points),
                                total = signed(i64::from(k) * r.points)
                            )
                        },
                    });
                }
            }
        }
        if let Some(tr) = &t.tricks {
            extra.insert("won".into(), names.iter().cloned().zip(tr.iter().map(|&x| Value::from(x))).collect());
        }
        for (pos, key) in [(Pos::First, "first_trick"), (Pos::Last, "last_trick")] {
            if fields.contains(&key) {
                if let Some(s) = t.at(pos) {
                    extra.insert(key.into(), names[s].clone().into());
                }
            }
        }
        let (d, l) = (&names[dealer], &names[leader]);
        let summary = match (trump, self.leader_field.is_some()) {
            (Some(tr), true) => msg!("family-summary-trump-leads", dealer = d, trump = tr, leader = l),
            (Some(tr), false) => msg!("family-summary-trump", dealer = d, trump = tr),
            (None, true) => msg!("family-summary-leads", dealer = d, leader = l),
            (None, false) => msg!("family-summary", dealer = d),
        };
        Ok(Dealt {
            dealer,
            leader,
            replayed: false,
            written: Written { scores, summary, steps, extra, ..Written::default() },
        })
    }

    /// The seat of the dealer a deal record names, if it names one of the players.
    fn names_dealer(&self, setup: &Setup, v: &Value) -> Option<Seat> {
        v.get("dealer").and_then(Value::as_str).and_then(|d| setup.seat(d).ok())
    }

    /// Who leads the first trick: the player left of the dealer, or, where a deal may name him,
    /// the one named on the first deal and after that the next player to the left.
    fn leader(
        &self,
        setup: &Setup,
        given: Option<&str>,
        expected: Option<Seat>,
        dealer: Seat,
    ) -> Result<Seat, RuleError> {
        let n = setup.players.len();
        let (Some(rule), Some(name)) = (self.leader_field, given) else {
            return Ok(expected.unwrap_or((dealer + 1) % n));
        };
        let s = setup.seat(name)?;
        match expected {
            Some(e) if e != s => {
                Err(RuleError::new(rule, msg!("family-leader-turn", player = name, turn = &setup.players[e]))
                    .with_player(name))
            }
            _ => Ok(s),
        }
    }

    /// Where the trump is the suit of the dealer's last card, the tricks must show him holding it.
    fn check_trump_holder(
        &self,
        setup: &Setup,
        dealer: Seat,
        trump: Option<Suit>,
        got: &Read,
    ) -> Result<(), RuleError> {
        let (true, Some(tr), Some(p)) = (self.trump_from_dealer, trump, &got.play) else { return Ok(()) };
        if p.outcome.hands[dealer].present().has_suit(tr) {
            return Ok(());
        }
        let name = &setup.players[dealer];
        Err(RuleError::new(
            super::id(self.info.id, "deal.trump"),
            msg!("family-trump-not-held", name = tr.name(), dealer = name, suit = tr),
        )
        .with_player(name))
    }

    fn over(&self, setup: &Setup, totals: &[i64], deals: i64) -> bool {
        let limit = int(setup, self.end_total.0);
        let by_total = limit != 0 && totals.iter().any(|&t| t >= limit);
        let by_deals = self.end_deals.is_some_and(|(o, _)| int(setup, o) != 0 && deals >= int(setup, o));
        (by_total || by_deals) && self.goal.best(totals).is_some()
    }
}

/// The penalties family games price, by their Russian and Bulgarian names.
const PENALTY_WORDS: &[(&str, &[&str])] = &[("renege", &["ренонс"])];

impl Game for Simple {
    fn penalty_reason(&self, typed: &str) -> Option<&'static str> {
        crate::games::entry::named_reason(typed, PENALTY_WORDS).filter(|r| self.penalties.iter().any(|p| p.0 == *r))
    }

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
        super::solo_players(self.info, players, teams)?;
        let options = read_opts(self.info.id, self.opts, options)?;
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
        let mut st = match state {
            None => State { totals: vec![0; n], ..State::default() },
            Some(v) => super::resume(self.snapshot, v, |s: &mut State| s.fits(n))?,
        };
        let mut sheet = Sheet::resume(vec![0; n], std::mem::take(&mut st.totals), st.over);
        for &(at, entry) in entries {
            let mut w = match entry {
                Entry::Deal(v) => {
                    let dealt_again = st.turn.take().filter(|&(d, _)| self.names_dealer(setup, v) == Some(d));
                    if let Some((d, l)) = dealt_again {
                        // The voided place was a deal dealt again after a renege: it did not
                        // pass the deal on, nor count.
                        st.rotation.next = Some(d);
                        st.leader = l;
                        st.deals -= 1;
                    }
                    let expected = Expected { rotation: st.rotation, leader: st.leader };
                    let d = self.deal(setup, v, expected).map_err(|e| e.at_entry(at))?;
                    st.again = d.replayed;
                    if d.replayed {
                        st.rotation = Rotation { next: Some(d.dealer), unknown: 0 };
                    } else {
                        st.rotation.dealt(d.dealer, n);
                    }
                    if self.leader_field.is_some() {
                        st.leader = Some((d.leader + usize::from(!d.replayed)) % n);
                    }
                    st.deals += i64::from(!d.replayed);
                    d.written
                }
                Entry::Penalty(p) => {
                    penalty(self.info.id, self.penalty_rule, setup, p, self.penalties).map_err(|e| e.at_entry(at))?.1
                }
                Entry::Turn => {
                    // A voided deal that kept its place: the deal and the lead pass on and it
                    // counts as a deal; it scores nothing. Where a renege has the same dealer deal
                    // again, the voided deal may have been such a one: the next deal may name
                    // the same dealer again.
                    if self.renege.is_some_and(|r| r.replay) {
                        st.turn = st.rotation.next.map(|d| (d, st.leader));
                    }
                    st.rotation.turn(n);
                    st.leader = st.leader.map(|l| (l + 1) % n);
                    st.again = false;
                    st.deals += 1;
                    continue;
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => continue,
            };
            let totals = sheet.after(&w.scores);
            let over = self.over(setup, &totals, st.deals);
            if over {
                w.steps.extend(self.end_steps(setup, &totals));
            }
            sheet.write(w, over);
        }
        st.over = sheet.finished();
        st.totals = sheet.totals;
        let mut out = sheet.out;
        out.lowest_wins = self.goal == Goal::Lowest;
        let limit = int(setup, self.end_total.0);
        out.target = (limit != 0).then_some(limit);
        if st.over {
            out.winner = self.goal.best(&st.totals);
        } else {
            let d = st.rotation.due(n);
            let l = st.leader.unwrap_or((d + 1) % n);
            let (deal, dealer, leader) = (st.deals + 1, &names[d], &names[l]);
            out.next = Some(if st.again {
                msg!("family-next-again", deal = deal, dealer = dealer, leader = leader)
            } else {
                msg!("family-next", deal = deal, dealer = dealer, leader = leader)
            });
        }
        Ok((out, super::snapshot(&st)))
    }
}

/// What a match of a simple game carries from one entry to the next, and so the snapshot it is
/// resumed from: the totals and the rotation, never a row.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
struct State {
    totals: Vec<i64>,
    #[serde(default)]
    rotation: Rotation,
    /// Who leads the next deal, where a deal names its leader (Slobberhannes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    leader: Option<Seat>,
    /// The last deal had a renege and is dealt again (Chervy).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    again: bool,
    /// Deals that count: the next is one more.
    #[serde(default)]
    deals: i64,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    over: bool,
    /// Right after a voided place in a game that deals again after a renege: its dealer and
    /// leader, who deal and lead again if the voided deal was dealt again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    turn: Option<(Seat, Option<Seat>)>,
}

impl State {
    /// Whether a stored state can belong to a match of `n` players.
    fn fits(&self, n: usize) -> bool {
        let seat = |s: &Option<Seat>| s.is_none_or(|s| s < n);
        self.totals.len() == n
            && self.rotation.fits(n)
            && seat(&self.leader)
            && self.deals >= 0
            && self.turn.is_none_or(|(d, l)| d < n && seat(&l))
    }
}

/// Who the rotation says deals and leads the next deal.
#[derive(Debug, Clone, Copy, Default)]
struct Expected {
    rotation: Rotation,
    leader: Option<Seat>,
}

/// A deal read and scored.
#[derive(Debug)]
struct Dealt {
    dealer: Seat,
    leader: Seat,
    /// A renege replays the deal: the same dealer deals again.
    replayed: bool,
    written: Written,
}

impl Simple {
    /// The explanation of the match's end: the rule that ended it and the winner.
    fn end_steps(&self, setup: &Setup, totals: &[i64]) -> Vec<Step> {
        let limit = int(setup, self.end_total.0);
        let rule = if limit != 0 && totals.iter().any(|&t| t >= limit) {
            self.end_total.1
        } else {
            self.end_deals.map_or(self.end_total.1, |d| d.1)
        };
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

/// Every deal's total for a game and player count: what each complete deal must sum to.
pub fn expected_total(game: &Simple, players: usize) -> i64 {
    let deck = (game.deck)(players);
    super::deal_total(game.items, &deck, deck.len() / players)
}
