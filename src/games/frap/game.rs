//! The game of the Frap kind behind the [`Game`] contract: the options, the money between entries
//! and the sheet — every player's balance, and the pot as a column of its own.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::deal::{fine_text, Deal, Terms};
use super::{Frap, AMOUNT_MAX};
use crate::engine::Seat;
use crate::games::family::simple::{int, read_opts};
use crate::games::family::solo_players;
use crate::games::stakes::Money;
use crate::games::state::{resume, snapshot};
use crate::games::{
    Entry, Game, GameInfo, GameReplay, Mark, MarkKind, Penalty, Pool, PoolColumn, RuleError, Scored, Setup, Step,
};
use crate::i18n::{signed, Msg};
use crate::msg;

/// What the sheet carries from one entry to the next, and all a resumed replay needs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    /// The balances and the pot; `rounds` counts the deals.
    money: Money,
    /// Who deals next when the record names nobody.
    dealer: Seat,
    /// Whether a deal was read, so that the dealer in turn is checked.
    dealer_known: bool,
    /// Everyone passed every round of the last deal: its pot is the next deal's stake, no ante.
    redeal: bool,
}

impl Frap {
    fn terms(&self, setup: &Setup) -> Result<Terms, RuleError> {
        let n = setup.players.len();
        let deck = self.deck(n, int(setup, "deck")).ok_or_else(|| {
            RuleError::new(
                self.ids.option_value,
                msg!(
                    "frap-option-deck",
                    deck = int(setup, "deck"),
                    players = n,
                    game = self.name(),
                    cards = self.tricks
                ),
            )
        })?;
        Ok(Terms {
            ante: int(setup, "ante"),
            exchange: int(setup, "exchange"),
            short: int(setup, "short"),
            deck,
            blind: [int(setup, "blind_none"), int(setup, "blind_one"), int(setup, "blind_one_ace")],
        })
    }

    fn state(&self, state: Option<&Value>, n: usize) -> Result<State, RuleError> {
        match state {
            None => Ok(State { money: Money::new(n), dealer: 0, dealer_known: false, redeal: false }),
            Some(v) => resume(self.ids.snapshot, v, |st: &mut State| {
                st.money.fits_pot(n) && st.dealer < n && st.money.balances.iter().all(|b| b.unsigned_abs() < 1 << 50)
            }),
        }
    }

    /// "deal 5: Вера deals; everyone antes 4 into the pot of 3".
    fn next(&self, st: &State, terms: &Terms, names: &[String]) -> Msg {
        let deal = st.money.rounds + 1;
        let dealer = &names[st.dealer];
        if st.redeal {
            msg!("frap-next-redeal", deal = deal, dealer = dealer, pot = st.money.bank)
        } else {
            msg!("frap-next", deal = deal, dealer = dealer, ante = terms.ante, pot = st.money.bank)
        }
    }

    /// A fine the table agreed, paid into the pot: a penalty entry with its amount as negative points.
    fn fine(&self, st: &mut State, p: &Penalty, setup: &Setup) -> Result<Scored, RuleError> {
        let names = &setup.players;
        let seat = setup.seat(&p.player)?;
        let amount = match p.points {
            Some(x) if x < 0 && -x <= AMOUNT_MAX => -x,
            _ => return Err(RuleError::new(self.ids.penalty_points, msg!("frap-fine-points", max = AMOUNT_MAX))),
        };
        let before = st.money.bank;
        st.money.pay_in(seat, amount);
        let note = fine_text(&names[seat], &p.reason, amount);
        let mut explain = vec![Step { rule: self.ids.penalty, text: note.clone() }];
        self.conserved(&st.money, names, &mut explain)?;
        let mut scores = vec![0; names.len()];
        scores[seat] = -amount;
        let mut extra = Map::new();
        extra.insert("player".into(), names[seat].clone().into());
        extra.insert("reason".into(), p.reason.clone().into());
        extra.insert("pot_after".into(), st.money.bank.into());
        Ok(Scored {
            scores,
            totals: st.money.balances.clone(),
            notes: vec![note],
            marks: vec![Mark::new(seat, MarkKind::Penalty)],
            annotations: vec![],
            explain,
            summary: msg!("frap-fine-summary", reason = p.reason.as_str()),
            extra,
            pool: Some(Pool { change: st.money.bank - before, amount: st.money.bank }),
        })
    }

    /// The proof after every entry: the balances and the pot add up to 0, as at the start.
    fn conserved(&self, money: &Money, names: &[String], steps: &mut Vec<Step>) -> Result<(), RuleError> {
        if !money.conserved() {
            return Err(RuleError::new(self.ids.money_conserved, msg!("frap-money-lost")));
        }
        let balances: Vec<Msg> = names
            .iter()
            .zip(&money.balances)
            .map(|(p, &b)| msg!("stakes-balance", player = p.as_str(), balance = signed(b)))
            .collect();
        steps.push(Step {
            rule: self.ids.money_conserved,
            text: msg!("frap-conserved", balances = balances, pot = money.bank),
        });
        Ok(())
    }
}

impl Game for Frap {
    fn info(&self) -> &'static GameInfo {
        self.info
    }

    fn default_options(&self) -> Value {
        read_opts(self.info.id, self.options, &Map::new()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        solo_players(self.info, players, teams)?;
        let options = read_opts(self.info.id, self.options, options)?;
        let setup = Setup { game: self.info.id, players: players.to_vec(), teams: None, options };
        self.terms(&setup)?;
        Ok(setup)
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let names = &setup.players;
        let n = names.len();
        let terms = self.terms(setup)?;
        let mut st = self.state(state, n)?;
        let mut out = GameReplay::default();
        for &(at, entry) in entries {
            let scored = match entry {
                Entry::Deal(v) => {
                    let named = v.get("dealer").is_some();
                    let expected = (st.dealer_known || !named).then_some(st.dealer);
                    let d = Deal::read(self, setup, v, expected, &terms).map_err(|e| e.at_entry(at))?;
                    st.dealer = (d.dealer + 1) % n;
                    st.dealer_known = true;
                    let before = st.money.balances.clone();
                    let pot_before = st.money.bank;
                    let (mut explain, pot) = d.settle(self, &terms, &mut st.money, &mut st.redeal, names);
                    self.conserved(&st.money, names, &mut explain).map_err(|e| e.at_entry(at))?;
                    st.money.rounds += 1;
                    let scores: Vec<i64> = st.money.balances.iter().zip(&before).map(|(a, b)| a - b).collect();
                    let mut extra = d.extra(names, pot);
                    extra.insert("deal".into(), st.money.rounds.into());
                    extra.insert("pot_after".into(), st.money.bank.into());
                    extra.insert("redeal".into(), st.redeal.into());
                    extra.insert(
                        "paid".into(),
                        names.iter().cloned().zip(scores.iter().map(|&x| Value::from(x))).collect::<Map<_, _>>().into(),
                    );
                    let mut marks = vec![];
                    // The frapper who failed his declaration: the contract failed.
                    if let Some((f, _, _)) = d.bidding.frap.filter(|&(f, _, _)| d.tricks[f] < self.need) {
                        marks.push(Mark::new(f, MarkKind::Inside));
                    }
                    Scored {
                        scores,
                        totals: st.money.balances.clone(),
                        notes: vec![],
                        marks,
                        annotations: d.annotations(self),
                        explain,
                        summary: d.summary(self, names),
                        extra,
                        pool: Some(Pool { change: st.money.bank - pot_before, amount: st.money.bank }),
                    }
                }
                Entry::Penalty(p) => self.fine(&mut st, p, setup).map_err(|e| e.at_entry(at))?,
                // A voided deal that keeps its place: the deal passes to the left and is counted;
                // no money moves.
                Entry::Turn => {
                    st.dealer = (st.dealer + 1) % n;
                    st.money.rounds += 1;
                    continue;
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => continue,
            };
            out.scored.push(scored);
            out.finished_after.push(false);
        }
        out.pool = Some(PoolColumn { heading: msg!("frap-pot-column"), amount: st.money.bank });
        out.next = Some(self.next(&st, &terms, names));
        out.extra.insert("pot".into(), st.money.bank.into());
        Ok((out, snapshot(&st)))
    }
}
