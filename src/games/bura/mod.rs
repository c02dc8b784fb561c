//! Bura (Бура), two to six players with 36 cards, three in hand, as the book «100 карточных игр
//! для всей семьи» gives it: a stakes game on the shared money ledger. Every deal opens with each
//! player's ante into the bank; the player who stops the deal on his turn with 31 in his tricks
//! takes it, a wrong stop doubles it, three trumps («бура») take it outright, a deal played out
//! with nobody stopping is dealt again by the same dealer. Quick entry or the full play refereed
//! ([`play`]). Rules: docs/games/bura.md.

pub mod cards;
pub mod deal;
pub mod play;

pub use cards::{beats, beats_all, points, Combination};
pub use deal::{read_deal, Deal, Forfeit, Outcome};
pub use play::{parse_record, referee, End, Played, Record};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::family::simple::{int, read_opts, Opt};
use crate::games::family::solo_players;
use crate::games::stakes::Money;
use crate::games::{
    Entry, FlagValue, Game, GameInfo, GameReplay, Mark, MarkKind, OptionDoc, Pool, PoolColumn, QuickFlag, RuleError,
    Scored, Setup, Step,
};
use crate::i18n::{signed, Msg};
use crate::msg;

/// Each player's stake into the bank per deal, where the book leaves it to the table
/// («каждый добавляет в банк деньги»): 10.
pub const ANTE: i64 = 10;

static INFO: GameInfo = GameInfo {
    id: "bura",
    seats: (2, 6),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "stopper", field: "stopper", value: FlagValue::Text, help: "flag-bura-stopper" },
        QuickFlag { name: "claim", field: "claim", value: FlagValue::Int, help: "flag-bura-claim" },
        QuickFlag { name: "points", field: "points", value: FlagValue::SideInts, help: "flag-bura-points" },
        QuickFlag::took("flag-bura-took"),
        QuickFlag { name: "bura", field: "bura", value: FlagValue::Text, help: "flag-bura-bura" },
        QuickFlag { name: "redeal", field: "redeal", value: FlagValue::Switch, help: "flag-bura-redeal" },
        QuickFlag { name: "out-of-turn", field: "out_of_turn", value: FlagValue::Text, help: "flag-bura-out-of-turn" },
        QuickFlag { name: "extra-card", field: "extra_card", value: FlagValue::Text, help: "flag-bura-extra-card" },
    ],
    options: &[
        OptionDoc { name: "ante", help: "option-bura-ante" },
        OptionDoc { name: "forfeit", help: "option-bura-forfeit" },
        OptionDoc { name: "exact", help: "option-bura-exact" },
    ],
    rule_ids: RULE_IDS,
    words: &["seize", "stop", "draw", "bank", "ante", "out-of-turn", "extra-card"],
};

/// Every rule Bura cites; docs/games/bura.md explains them and a test keeps this list in step.
pub const RULE_IDS: &[&str] = &[
    "bura.deal.format",
    "bura.deal.dealer",
    "bura.deal.outcome",
    "bura.money.ante",
    "bura.money.conserved",
    "bura.stop.claim",
    "bura.stop.count",
    "bura.stop.turn",
    "bura.bank.win",
    "bura.bank.double",
    "bura.bura",
    "bura.redeal",
    "bura.game.next-dealer",
    "bura.points.range",
    "bura.took.cards",
    "bura.forfeit.out-of-turn",
    "bura.forfeit.extra-card",
    "bura.entry.disagree",
    "bura.penalty",
    "bura.option.unknown",
    "bura.option.value",
    "bura.snapshot",
    "bura.play.format",
    "bura.play.turned",
    "bura.play.hands",
    "bura.play.not-in-deck",
    "bura.play.duplicate-card",
    "bura.play.trick-size",
    "bura.play.lead-size",
    "bura.play.lead-suit",
    "bura.play.answer-size",
    "bura.play.out-of-turn",
    "bura.play.held",
    "bura.play.after-end",
    "bura.play.unfinished",
    "bura.trick.take",
    "bura.draw.order",
    "bura.draw.count",
    "bura.draw.last",
    "bura.seize.cards",
    "bura.seize.held",
    "bura.seize.lead",
];

const OPTS: &[Opt] = &[
    Opt::Int { name: "ante", default: ANTE, min: 1, max: 1_000_000 },
    Opt::Word { name: "forfeit", default: "bank", values: &["bank", "ante"] },
    Opt::Bool { name: "exact", default: false },
];

/// The game: see the module's documentation.
#[derive(Debug, Clone, Copy)]
pub struct Bura;

pub static BURA: Bura = Bura;

/// The match between entries: the money, who deals next, deals counted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Standing {
    money: Money,
    /// Who deals next: the last winner, or the same dealer after a deal nobody won; `None` until
    /// known (the first deal is dealt by whoever the table chose).
    dealer: Option<Seat>,
    deals: u32,
}

/// The largest amount a stored state may carry.
const SNAPSHOT_MONEY_MAX: i64 = 1 << 52;

fn read_state(state: Option<&Value>, n: usize) -> Result<Standing, RuleError> {
    let Some(v) = state else { return Ok(Standing { money: Money::new(n), dealer: None, deals: 0 }) };
    crate::games::state::resume("bura.snapshot", v, |st: &mut Standing| {
        st.money.fits_pot(n)
            && st.dealer.is_none_or(|d| d < n)
            && st.money.bank <= SNAPSHOT_MONEY_MAX
            && st.money.balances.iter().all(|b| b.unsigned_abs() <= SNAPSHOT_MONEY_MAX as u64)
    })
}

impl Game for Bura {
    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn default_options(&self) -> Value {
        read_opts("bura", OPTS, &Map::new()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        solo_players(&INFO, players, teams)?;
        let options = read_opts("bura", OPTS, options)?;
        Ok(Setup { game: "bura", players: players.to_vec(), teams: None, options })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let names = &setup.players;
        let n = names.len();
        let mut st = read_state(state, n)?;
        let mut out = GameReplay::default();
        for &(at, entry) in entries {
            match entry {
                Entry::Deal(v) => {
                    let d = read_deal(v, setup, st.dealer).map_err(|e| e.at_entry(at))?;
                    let scored = settle(&mut st, &d, setup).map_err(|e| e.at_entry(at))?;
                    out.scored.push(scored);
                    out.finished_after.push(false);
                }
                Entry::Penalty(p) => {
                    return Err(
                        RuleError::new("bura.penalty", msg!("bura-penalty", player = p.player.as_str())).at_entry(at)
                    );
                }
                // A voided deal that kept its place was dealt, but nobody knows now who won it:
                // the next deal may be dealt by any player. No money moves.
                Entry::Turn => {
                    st.deals = st.deals.saturating_add(1);
                    st.dealer = None;
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => {}
            }
        }
        out.pool = Some(PoolColumn { heading: msg!("stakes-bank-column"), amount: st.money.bank });
        let deal = st.deals.saturating_add(1);
        out.next = Some(match st.dealer {
            Some(d) => {
                msg!("bura-next", deal = deal, dealer = &names[d], leader = &names[(d + 1) % n], bank = st.money.bank)
            }
            None => msg!("bura-next-any", deal = deal, bank = st.money.bank),
        });
        out.extra.insert("bank".into(), st.money.bank.into());
        Ok((out, crate::games::state::snapshot(&st)))
    }
}

/// Moves the money of one deal and writes its row: the antes, then the bank to the winner, or
/// doubled by a wrong stop or a forfeit, or left for the redeal.
fn settle(st: &mut Standing, d: &Deal, setup: &Setup) -> Result<Scored, RuleError> {
    let names = &setup.players;
    let n = names.len();
    let ante = int(setup, "ante");
    let before = st.money.balances.clone();
    let pool_before = st.money.bank;
    for s in 0..n {
        st.money.pay_in(s, ante);
    }
    let mut steps = vec![Step {
        rule: "bura.money.ante",
        text: msg!("bura-step-ante", players = n, ante = ante, bank = st.money.bank),
    }];
    if let Some(p) = &d.played {
        for s in &p.seized {
            steps.push(Step {
                rule: "bura.seize.lead",
                text: msg!(
                    "bura-step-seize",
                    trick = s.trick,
                    player = &names[s.seat],
                    combination = s.combination.id()
                ),
            });
        }
        let took: Vec<Msg> = (0..n)
            .filter(|&s| p.tricks[s] > 0)
            .map(|s| msg!("bura-took-item", player = &names[s], tricks = p.tricks[s], points = p.points[s]))
            .collect();
        if !took.is_empty() {
            steps.push(Step { rule: "bura.trick.take", text: msg!("bura-step-tricks", took = took) });
        }
    }
    let mut marks = vec![];
    let mut notes = vec![];
    let bank = st.money.bank;
    let next = match &d.outcome {
        Outcome::Stop { seat, claim, counted } => {
            let seat = *seat;
            let right = stop_right(setup, *claim, *counted);
            steps.push(Step {
                rule: "bura.stop.count",
                text: msg!(
                    "bura-step-count",
                    player = &names[seat],
                    claim = *claim,
                    counted = *counted,
                    right = if right { "yes" } else { "no" },
                    exact = if exact(setup) { "yes" } else { "no" }
                ),
            });
            if right {
                let won = st.money.pay_out(seat, bank);
                steps.push(Step {
                    rule: "bura.bank.win",
                    text: msg!("bura-step-win", player = &names[seat], bank = won),
                });
                seat
            } else {
                st.money.pay_in(seat, bank);
                marks.push(Mark::new(seat, MarkKind::Penalty));
                let note = msg!("bura-step-double", player = &names[seat], paid = bank, bank = st.money.bank);
                notes.push(note.clone());
                steps.push(Step { rule: "bura.bank.double", text: note });
                d.dealer
            }
        }
        Outcome::Bura { seat } => {
            let won = st.money.pay_out(*seat, bank);
            steps.push(Step { rule: "bura.bura", text: msg!("bura-step-bura", player = &names[*seat], bank = won) });
            *seat
        }
        Outcome::Redeal => {
            steps.push(Step {
                rule: "bura.redeal",
                text: msg!("bura-step-redeal", dealer = &names[d.dealer], bank = bank),
            });
            d.dealer
        }
        Outcome::Forfeit { seat, why } => {
            let amount = if setup.options.get("forfeit").and_then(Value::as_str) == Some("ante") { ante } else { bank };
            st.money.pay_in(*seat, amount);
            marks.push(Mark::new(*seat, MarkKind::Penalty));
            let note =
                msg!("bura-step-forfeit", why = why.id(), player = &names[*seat], paid = amount, bank = st.money.bank);
            notes.push(note.clone());
            steps.push(Step { rule: why.rule(), text: note });
            d.dealer
        }
    };
    if !st.money.conserved() {
        return Err(RuleError::new("bura.money.conserved", msg!("stakes-money-lost")));
    }
    let balances: Vec<Msg> = names
        .iter()
        .zip(&st.money.balances)
        .map(|(p, &b)| msg!("stakes-balance", player = p.as_str(), balance = signed(b)))
        .collect();
    steps.push(Step {
        rule: "bura.money.conserved",
        text: msg!("stakes-conserved", balances = balances, bank = st.money.bank),
    });
    steps.push(Step { rule: "bura.game.next-dealer", text: msg!("bura-step-next-dealer", player = &names[next]) });
    st.dealer = Some(next);
    st.deals = st.deals.saturating_add(1);
    st.money.rounds += 1;
    let scores: Vec<i64> = st.money.balances.iter().zip(&before).map(|(a, b)| a - b).collect();
    let summary = match &d.outcome {
        Outcome::Stop { seat, claim, counted } => {
            let right = stop_right(setup, *claim, *counted);
            msg!(
                "bura-summary-stop",
                dealer = &names[d.dealer],
                player = &names[*seat],
                counted = *counted,
                right = if right { "yes" } else { "no" }
            )
        }
        Outcome::Bura { seat } => msg!("bura-summary-bura", dealer = &names[d.dealer], player = &names[*seat]),
        Outcome::Redeal => msg!("bura-summary-redeal", dealer = &names[d.dealer]),
        Outcome::Forfeit { seat, why } => {
            msg!("bura-summary-forfeit", dealer = &names[d.dealer], player = &names[*seat], why = why.id())
        }
    };
    let mut extra = deal::extra(d, names);
    extra.insert("ante".into(), ante.into());
    extra.insert("bank".into(), st.money.bank.into());
    Ok(Scored {
        scores,
        totals: st.money.balances.clone(),
        notes,
        marks,
        annotations: vec![],
        explain: steps,
        summary,
        extra,
        pool: Some(Pool { change: st.money.bank - pool_before, amount: st.money.bank }),
    })
}

/// Whether a stop was right: the tricks hold at least the points announced (31 unless more were
/// said), or exactly them where the table agreed so.
fn stop_right(setup: &Setup, claim: i64, counted: i64) -> bool {
    if exact(setup) {
        counted == claim
    } else {
        counted >= claim
    }
}

/// Whether the table agreed that a stop is right only when the tricks count exactly the points
/// announced (the book's «Если подсчет совпадает с тем, что объявил игрок»).
fn exact(setup: &Setup) -> bool {
    setup.options.get("exact").and_then(Value::as_bool).unwrap_or(false)
}
