//! Belot for three (Белот) as the book «100 карточных игр для всей семьи» gives it: three players,
//! 32 cards, nine each; the turned card's suit offered in two rounds, the trump 7 exchanged for
//! it, combinations of which only the best scores, the lowest player's points split between the
//! others, the declarer's tie hanging, capot, and the race to an agreed target. Rules:
//! docs/games/belot3.md.

mod bidding;
mod combinations;
mod deal;
mod figures;
mod options;
mod standing;
mod trick_rules;

pub use bidding::Offer;
pub use combinations::{Combination, Kind};
pub use deal::{read_deal, Deal, Played, DECK_POINTS};
pub use options::{Belot3Options, BelotSuit, NextDealer, OddPoint};
pub use standing::{Standing, CAPOT, DOUBLE_CAPOT};
pub use trick_rules::{Belot3Tricks, LAST_TRICK, SEATS, TRICKS};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::{
    check_players, Entry, FlagValue, Game, GameInfo, GameReplay, OptionDoc, Penalty, QuickFlag, RuleError, Scored,
    Setup, Step,
};
use crate::i18n::signed;
use crate::msg;

pub struct Belot3;

static INFO: GameInfo = GameInfo {
    id: "belot3",
    seats: (SEATS, SEATS),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "declarer", field: "declarer", value: FlagValue::Text, help: "flag-belot3-declarer" },
        QuickFlag { name: "trump", field: "trump", value: FlagValue::Text, help: "flag-belot3-trump" },
        QuickFlag { name: "turned", field: "turned", value: FlagValue::Text, help: "flag-belot3-turned" },
        QuickFlag { name: "bids", field: "bids", value: FlagValue::List, help: "flag-belot3-bids" },
        QuickFlag { name: "redeal", field: "redeal", value: FlagValue::Switch, help: "flag-belot3-redeal" },
        QuickFlag { name: "points", field: "points", value: FlagValue::SideInts, help: "flag-belot3-points" },
        QuickFlag { name: "last", field: "last_trick", value: FlagValue::Text, help: "flag-belot3-last" },
        QuickFlag { name: "capot", field: "capot", value: FlagValue::List, help: "flag-belot3-capot" },
        QuickFlag { name: "announce", field: "combinations", value: FlagValue::List, help: "flag-belot3-announce" },
        QuickFlag { name: "exchange", field: "exchange", value: FlagValue::Text, help: "flag-belot3-exchange" },
        QuickFlag { name: "reached", field: "reached", value: FlagValue::Text, help: "flag-belot3-reached" },
    ],
    options: &[
        OptionDoc { name: "target", help: "option-belot3-target" },
        OptionDoc { name: "odd_point", help: "option-belot3-odd_point" },
        OptionDoc { name: "next_dealer", help: "option-belot3-next_dealer" },
        OptionDoc { name: "belot", help: "option-belot3-belot" },
    ],
    rule_ids: RULE_IDS,
    words: &["play", "pass", "rotation", "leader", "four", "sequence", "belot", "trump", "any-suit"],
};

/// Every rule Belot for three cites; docs/games/belot3.md explains them and a test keeps this
/// list in step.
pub const RULE_IDS: &[&str] = &[
    "belot3.deal.format",
    "belot3.deal.declarer",
    "belot3.deal.trump",
    "belot3.deal.points",
    "belot3.deal.last-trick",
    "belot3.deal.redeal",
    "belot3.points.range",
    "belot3.points.sum",
    "belot3.capot.inconsistent",
    "belot3.bid.word",
    "belot3.bid.turn",
    "belot3.bid.other-suit",
    "belot3.bid.after-end",
    "belot3.bid.unfinished",
    "belot3.bid.redeal",
    "belot3.exchange.first-trump",
    "belot3.exchange.seven",
    "belot3.exchange.turned",
    "belot3.combination.format",
    "belot3.combination.type",
    "belot3.combination.set-rank",
    "belot3.combination.sequence-length",
    "belot3.combination.belot",
    "belot3.combination.overlap",
    "belot3.combination.not-held",
    "belot3.combination.order",
    "belot3.combination.turned",
    "belot3.combination.hand",
    "belot3.combination.rank",
    "belot3.combination.score",
    "belot3.play.format",
    "belot3.play.trick-size",
    "belot3.play.follow-suit",
    "belot3.play.trump",
    "belot3.play.overtrump",
    "belot3.play.card-count",
    "belot3.play.duplicate-card",
    "belot3.play.not-in-deck",
    "belot3.play.out-of-turn",
    "belot3.play.first-leader",
    "belot3.entry.disagree",
    "belot3.score.points",
    "belot3.score.lowest",
    "belot3.score.odd-point",
    "belot3.score.tie",
    "belot3.score.declarer-tie",
    "belot3.hanging.award",
    "belot3.capot",
    "belot3.capot.double",
    "belot3.match.target",
    "belot3.match.announce",
    "belot3.match.announce-trick",
    "belot3.match.last-trick",
    "belot3.dealer.leader",
    "belot3.penalty",
    "belot3.penalty.points",
    "belot3.option.unknown",
    "belot3.option.value",
    "belot3.snapshot",
];

impl Game for Belot3 {
    fn figures(&self, setup: &Setup, scored: &crate::games::Scored) -> Vec<crate::games::Figure> {
        figures::of(setup, scored)
    }

    fn figure_ids(&self) -> &'static [&'static str] {
        figures::IDS
    }

    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(Belot3Options::default()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        check_players(players, INFO.seats, INFO.id)?;
        if teams.is_some_and(|t| !t.is_empty()) {
            return Err(RuleError::new("match.teams", msg!("belot3-no-teams")));
        }
        let o = Belot3Options::from_map(options)?;
        let options = crate::games::stored_options("belot3", &o)?;
        Ok(Setup { game: INFO.id, players: players.to_vec(), teams: None, options })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let o = stored_options(setup)?;
        let names = &setup.players;
        let mut st = State::read(state)?;
        let mut out = GameReplay { target: Some(o.target), ..GameReplay::default() };
        for &(n, entry) in entries {
            let scored = match entry {
                Entry::Deal(v) => deal_row(&mut st, v, setup, &o).map_err(|e| e.at_entry(n))?,
                Entry::Penalty(p) => penalty_row(&mut st.sheet, p, setup).map_err(|e| e.at_entry(n))?,
                // A voided deal that keeps its place: the next player deals, as after a redeal;
                // nobody scores, and the points hanging stay.
                Entry::Turn => {
                    st.dealer = (st.dealer + 1) % SEATS;
                    st.deals = st.deals.saturating_add(1);
                    continue;
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => continue,
            };
            out.scored.push(scored);
            out.finished_after.push(st.sheet.winner.is_some());
        }
        out.winner = st.sheet.winner;
        if st.sheet.winner.is_none() {
            out.next = Some(msg!(
                "belot3-next",
                deal = st.deals.saturating_add(1),
                dealer = &names[st.dealer],
                bidder = &names[(st.dealer + 1) % SEATS],
                hanging = st.sheet.hanging
            ));
        }
        Ok((out, crate::games::state::snapshot(&st)))
    }
}

/// What the sheet carries from one entry to the next: the totals, the points hanging, who deals
/// next and how many deals were dealt.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    sheet: Standing,
    dealer: Seat,
    deals: usize,
}

/// The largest total or hanging pot a stored state may carry.
const SNAPSHOT_POINTS_MAX: u64 = 1 << 50;

impl State {
    /// The match's start, or a state an earlier replay of this match returned; anything else is
    /// refused (`belot3.snapshot`).
    fn read(state: Option<&Value>) -> Result<State, RuleError> {
        let Some(v) = state else { return Ok(State::default()) };
        crate::games::state::resume("belot3.snapshot", v, |st: &mut State| {
            let sheet = &st.sheet;
            st.dealer < SEATS
                && sheet.winner.is_none_or(|w| w < SEATS)
                && sheet.totals.iter().all(|t| t.unsigned_abs() <= SNAPSHOT_POINTS_MAX)
                && (0..=SNAPSHOT_POINTS_MAX as i64).contains(&sheet.hanging)
        })
    }
}

fn deal_row(st: &mut State, v: &Value, setup: &Setup, o: &Belot3Options) -> Result<Scored, RuleError> {
    let names = &setup.players;
    let d = read_deal(v, setup, st.dealer, o.belot)?;
    let Some(p) = &d.played else {
        // Two rounds of passes: the next player deals again (the book: «карты начинает
        // пересдавать следующий по очереди игрок»).
        st.deals = st.deals.saturating_add(1);
        st.dealer = (d.dealer + 1) % SEATS;
        let text = msg!("belot3-redeal", dealer = &names[d.dealer], next = &names[st.dealer]);
        let mut extra = Map::new();
        extra.insert("dealer".into(), names[d.dealer].clone().into());
        extra.insert("redeal".into(), true.into());
        return Ok(Scored {
            scores: vec![0; SEATS],
            totals: st.sheet.totals.to_vec(),
            notes: vec![text.clone()],
            marks: vec![],
            annotations: vec![],
            explain: vec![Step { rule: "belot3.bid.redeal", text }],
            summary: msg!("belot3-summary-redeal"),
            extra,
            pool: None,
        });
    };
    let mut w = st.sheet.deal(p, d.dealer, o, names)?;
    st.deals = st.deals.saturating_add(1);
    st.dealer = match o.next_dealer {
        NextDealer::Leader => {
            let next = st.sheet.leader(d.dealer);
            w.steps.push(Step {
                rule: "belot3.dealer.leader",
                text: msg!("belot3-dealer-leader", player = &names[next], total = st.sheet.totals[next]),
            });
            next
        }
        NextDealer::Rotation => (d.dealer + 1) % SEATS,
    };
    let capot: Vec<&str> = (0..SEATS).filter(|&s| p.capot[s]).map(|s| names[s].as_str()).collect();
    let summary = msg!(
        "belot3-summary",
        player = &names[p.declarer],
        trump = p.trump,
        capot = capot.len(),
        who = capot.join(", ")
    );
    let mut extra = standing::extra(p, d.dealer, st.sheet.hanging, names);
    extra.insert("points".into(), w.points.to_vec().into());
    Ok(Scored {
        scores: w.scores.to_vec(),
        totals: st.sheet.totals.to_vec(),
        notes: w.notes,
        marks: w.marks,
        annotations: vec![],
        explain: w.steps,
        summary,
        extra,
        pool: None,
    })
}

/// A penalty the table agreed: the book names none, so its points are always given.
fn penalty_row(st: &mut Standing, p: &Penalty, setup: &Setup) -> Result<Scored, RuleError> {
    let s = setup.seat(&p.player)?;
    let points = p
        .points
        .filter(|&x| x != 0 && (-1000..=1000).contains(&x))
        .ok_or_else(|| RuleError::new("belot3.penalty.points", msg!("belot3-penalty-points")))?;
    let names = &setup.players;
    let note = msg!("belot3-penalty-note", player = &names[s], reason = &p.reason, points = signed(points));
    let mut extra = Map::new();
    extra.insert("player".into(), names[s].clone().into());
    extra.insert("reason".into(), p.reason.clone().into());
    let summary = msg!("belot3-penalty-summary", reason = &p.reason);
    Ok(Scored::penalty(s, &mut st.totals, points, "belot3.penalty", note, summary, extra))
}

fn stored_options(setup: &Setup) -> Result<Belot3Options, RuleError> {
    serde_json::from_value(setup.options.clone())
        .map_err(|e| RuleError::new("belot3.option.value", msg!("belot3-option-stored", error = e.to_string())))
}
