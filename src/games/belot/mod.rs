//! Bulgarian Bridge-Belot (Бридж-белот): four players in two teams, counter-clockwise, contracts
//! from ♣ to All trumps with contra and recontra, premiums, the ÷ 10 rounding and hanging points.
//! Rules: docs/games/belot.md.

mod announcements;
mod bidding;
mod contract;
mod deal;
mod figures;
mod options;
mod rounding;
mod solve;
mod standing;
mod trick_rules;

pub(crate) use announcements::{carre_strength, parse_rank};
pub use announcements::{Announcement, Kind};
pub use bidding::Auction;
pub use contract::{sequence_index, Contract, Double};
pub use deal::{read_deal, Deal, Played};
pub use options::BelotOptions;
pub use rounding::{round_one, split, whole};
pub use standing::Standing;
pub use trick_rules::{BelotTricks, SEATS, TRICKS};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::{
    Entry, FlagValue, Game, GameInfo, GameReplay, OptionDoc, Penalty, QuickFlag, RuleError, Scored, Setup,
};
use crate::i18n::signed;
use crate::msg;

pub struct Belot;

static INFO: GameInfo = GameInfo {
    id: "belot",
    seats: (SEATS, SEATS),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "contract", field: "contract", value: FlagValue::Text, help: "flag-belot-contract" },
        QuickFlag { name: "by", field: "declarer", value: FlagValue::Text, help: "flag-belot-by" },
        QuickFlag { name: "declarer", field: "declarer", value: FlagValue::Text, help: "flag-belot-declarer" },
        QuickFlag { name: "contra", field: "double", value: FlagValue::Sets("contra"), help: "flag-belot-contra" },
        QuickFlag {
            name: "recontra",
            field: "double",
            value: FlagValue::Sets("recontra"),
            help: "flag-belot-recontra",
        },
        QuickFlag { name: "points", field: "points", value: FlagValue::SideInts, help: "flag-belot-points" },
        QuickFlag { name: "last", field: "last_trick", value: FlagValue::Text, help: "flag-belot-last" },
        QuickFlag { name: "announce", field: "announcements", value: FlagValue::List, help: "flag-belot-announce" },
        QuickFlag { name: "valat", field: "valat", value: FlagValue::Text, help: "flag-belot-valat" },
        QuickFlag { name: "bids", field: "bids", value: FlagValue::List, help: "flag-belot-bids" },
        QuickFlag { name: "all-pass", field: "all_pass", value: FlagValue::Switch, help: "flag-belot-all-pass" },
    ],
    options: &[
        OptionDoc { name: "target", help: "option-belot-target" },
        OptionDoc { name: "valat_doubles", help: "option-belot-valat_doubles" },
        OptionDoc { name: "contra_escape", help: "option-belot-contra_escape" },
    ],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Belot cites; docs/games/belot.md explains them and a test keeps this list in step.
pub const RULE_IDS: &[&str] = &[
    "belot.deal.format",
    "belot.deal.contract",
    "belot.deal.declarer",
    "belot.deal.double",
    "belot.deal.points",
    "belot.deal.last-trick",
    "belot.deal.all-pass",
    "belot.points.sum",
    "belot.points.range",
    "belot.points.team",
    "belot.valat.inconsistent",
    "belot.bid.turn",
    "belot.bid.word",
    "belot.bid.higher",
    "belot.bid.contra",
    "belot.bid.recontra",
    "belot.bid.contra-escape",
    "belot.bid.after-end",
    "belot.bid.unfinished",
    "belot.entry.disagree",
    "belot.announce.format",
    "belot.announce.type",
    "belot.announce.no-trumps",
    "belot.announce.sequence-length",
    "belot.announce.carre-rank",
    "belot.announce.belot-suit",
    "belot.announce.overlap",
    "belot.announce.carre-and-sequence",
    "belot.announce.not-held",
    "belot.play.follow-suit",
    "belot.play.trump",
    "belot.play.overtrump",
    "belot.play.higher-trump",
    "belot.play.all-trumps-higher",
    "belot.play.format",
    "belot.play.trick-size",
    "belot.play.card-count",
    "belot.play.duplicate-card",
    "belot.play.not-in-deck",
    "belot.play.out-of-turn",
    "belot.play.first-leader",
    "belot.belot.king-or-queen",
    "belot.belot.trump",
    "belot.belot.pair",
    "belot.belot.how-played",
    "belot.premium.sequence",
    "belot.premium.sequence-tie",
    "belot.premium.carre",
    "belot.premium.belot",
    "belot.score.raw",
    "belot.score.made",
    "belot.score.hanging",
    "belot.score.inside",
    "belot.score.contra",
    "belot.score.contra-winner",
    "belot.score.contra-hanging",
    "belot.round.suit",
    "belot.round.all-trumps",
    "belot.round.no-trumps",
    "belot.round.conflict",
    "belot.round.hanging-up",
    "belot.hanging.award",
    "belot.match.target",
    "belot.match.tie",
    "belot.match.valat",
    "belot.penalty",
    "belot.penalty.points",
    "belot.option.unknown",
    "belot.option.value",
    "belot.snapshot",
];

impl Game for Belot {
    fn figures(&self, setup: &Setup, scored: &crate::games::Scored) -> Vec<crate::games::Figure> {
        figures::of(setup, scored)
    }

    fn figure_ids(&self) -> &'static [&'static str] {
        figures::IDS
    }

    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    /// The match's target (the book: 151), the line a paper sheet draws.
    fn lines(&self, setup: &Setup) -> Vec<crate::games::ScoreLine> {
        let target = stored_options(setup).map_or(BelotOptions::default().target, |o| o.target);
        vec![crate::games::ScoreLine { value: target, label: msg!("chart-line-belot-target") }]
    }

    fn solve(
        &self,
        setup: &Setup,
        deal: &Value,
        from_trick: Option<usize>,
    ) -> Result<Option<crate::games::Solved>, RuleError> {
        let o = stored_options(setup)?;
        solve::solve(setup, deal, &o, from_trick)
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(BelotOptions::default()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        let need = || RuleError::new("match.teams", msg!("belot-teams-needed"));
        let (players, read) = crate::games::partnerships(INFO.id, players, teams.ok_or_else(need)?)?;
        let o = BelotOptions::from_map(options)?;
        let options = crate::games::stored_options("belot", &o)?;
        Ok(Setup { game: INFO.id, players, teams: Some(read), options })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let o = stored_options(setup)?;
        let sides = setup.sides();
        let names = &setup.players;
        let mut st = State::read(state)?;
        let mut out = GameReplay { target: Some(o.target), ..GameReplay::default() };
        for &(n, entry) in entries {
            let scored = match entry {
                Entry::Deal(v) => {
                    let d = read_deal(v, setup, &o, st.dealer).map_err(|e| e.at_entry(n))?;
                    st.deals = st.deals.saturating_add(1);
                    st.dealer = (d.dealer + 1) % SEATS;
                    let w = st.sheet.deal(&d, &o, &sides, names);
                    Scored {
                        scores: w.scores.to_vec(),
                        totals: st.sheet.totals.to_vec(),
                        notes: w.notes,
                        marks: w.marks,
                        annotations: vec![],
                        explain: w.steps,
                        summary: w.summary,
                        extra: w.extra,
                        pool: None,
                    }
                }
                Entry::Penalty(p) => penalty_row(&mut st.sheet, p, setup, &sides).map_err(|e| e.at_entry(n))?,
                // A voided deal that keeps its place: the deal passes to the next player and the
                // deal is counted; nobody scores, and the points hanging stay for the next deal won.
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
                "belot-next",
                deal = st.deals.saturating_add(1),
                dealer = &names[st.dealer],
                bidder = &names[(st.dealer + 1) % SEATS],
                hanging = st.sheet.hanging
            ));
        }
        Ok((out, crate::games::state::snapshot(&st)))
    }
}

/// What the sheet carries from one entry to the next, and all a replay resumed after an earlier
/// part of the match needs: the totals, the points hanging, who deals next and how many deals were
/// dealt (the next line says "deal 5").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    sheet: Standing,
    dealer: Seat,
    deals: usize,
}

/// The largest total or hanging pot a stored state may carry: far beyond any match, far below
/// where adding a deal could overflow.
const SNAPSHOT_POINTS_MAX: u64 = 1 << 50;

impl State {
    /// The state a replay starts from: the match's start, or what an earlier replay of this match
    /// returned. Anything no replay of this match can have returned — another game's state, a
    /// seat or team the match does not have, a total no table could reach — is refused
    /// (`belot.snapshot`) rather than trusted, so that no stored number can make the arithmetic
    /// overflow.
    fn read(state: Option<&Value>) -> Result<State, RuleError> {
        let Some(v) = state else { return Ok(State::default()) };
        crate::games::state::resume("belot.snapshot", v, |st: &mut State| {
            let sheet = &st.sheet;
            st.dealer < SEATS
                && sheet.winner.is_none_or(|w| w < 2)
                && sheet.totals.iter().all(|t| t.unsigned_abs() <= SNAPSHOT_POINTS_MAX)
                && (0..=SNAPSHOT_POINTS_MAX as i64).contains(&sheet.hanging)
        })
    }
}

/// A penalty the table agreed, written to the player's team: the Bulgarian rules name none, so its
/// points are always given.
fn penalty_row(st: &mut Standing, p: &Penalty, setup: &Setup, sides: &[String]) -> Result<Scored, RuleError> {
    let t = deal::team_of(setup, &p.player)?;
    let points = p
        .points
        .filter(|&x| x != 0 && (-1000..=1000).contains(&x))
        .ok_or_else(|| RuleError::new("belot.penalty.points", msg!("belot-penalty-points")))?;
    let note = msg!("belot-penalty-note", team = &sides[t], reason = &p.reason, points = signed(points));
    let mut extra = Map::new();
    extra.insert("team".into(), sides[t].clone().into());
    extra.insert("reason".into(), p.reason.clone().into());
    let summary = msg!("belot-penalty-summary", reason = &p.reason);
    Ok(Scored::penalty(t, &mut st.totals, points, "belot.penalty", note, summary, extra))
}

/// The options stored with the match, as replay and the search read them.
fn stored_options(setup: &Setup) -> Result<BelotOptions, RuleError> {
    serde_json::from_value(setup.options.clone())
        .map_err(|e| RuleError::new("belot.option.value", msg!("belot-option-stored", error = e.to_string())))
}
