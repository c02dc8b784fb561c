//! Catch the Ten (Поймай десятку, Scottish whist): 2–9 players with a 36-card pack (less 6♠ for
//! five or seven, less the sixes for eight), each for himself or in partnerships seated
//! alternately. The last card dealt shows trump; in trumps the jack is highest. Captured trump
//! honours score J 11, 10 10, A 4, K 3, Q 2, and every card captured beyond the cards dealt 1.
//! The highest total after the agreed deals wins. Rules: docs/games/catch-the-ten.md.

mod deal;
mod options;
mod seating;

pub use deal::{honours, Deal, Table, HONOURS};
pub use options::{pack, packets, CatchTheTenOptions, Deals, DealsBy};
pub use seating::{side_of, Who};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::games::family::{resume, snapshot, Goal, Rotation, Sheet, Written};
use crate::games::{
    Entry, FlagValue, Game, GameInfo, GameReplay, Mark, MarkKind, OptionDoc, Penalty, QuickFlag, RuleError, Setup,
    Step, PENALTY_POINTS_MAX,
};
use crate::i18n::{signed, Msg};
use crate::msg;
use deal::{Scoring, GAME};

static INFO: GameInfo = GameInfo {
    id: GAME,
    seats: (2, 9),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "trump", field: "trump", value: FlagValue::Text, help: "flag-catch-the-ten-trump" },
        QuickFlag::took("flag-catch-the-ten-took"),
        QuickFlag { name: "cards", field: "cards", value: FlagValue::SideInts, help: "flag-catch-the-ten-cards" },
    ],
    options: &[OptionDoc { name: "deals", help: "option-catch-the-ten-deals" }],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Catch the Ten cites; docs/games/catch-the-ten.md explains them.
pub const RULE_IDS: &[&str] = &[
    "catch-the-ten.score.jack",
    "catch-the-ten.score.ten",
    "catch-the-ten.score.ace",
    "catch-the-ten.score.king",
    "catch-the-ten.score.queen",
    "catch-the-ten.score.cards",
    "catch-the-ten.match.deals",
    "catch-the-ten.match.winner",
    "catch-the-ten.penalty",
    "catch-the-ten.teams.format",
    "catch-the-ten.teams.size",
    "catch-the-ten.teams.seating",
    "catch-the-ten.deal.format",
    "catch-the-ten.deal.dealer",
    "catch-the-ten.deal.trump",
    "catch-the-ten.deal.cards",
    "catch-the-ten.cards.range",
    "catch-the-ten.cards.trick",
    "catch-the-ten.cards.twice",
    "catch-the-ten.cards.sum",
    "catch-the-ten.took.card",
    "catch-the-ten.took.twice",
    "catch-the-ten.took.sum",
    "catch-the-ten.took.impossible",
    "catch-the-ten.entry.disagree",
    "catch-the-ten.penalty.points",
    "catch-the-ten.play.format",
    "catch-the-ten.play.follow-suit",
    "catch-the-ten.play.trick-size",
    "catch-the-ten.play.card-count",
    "catch-the-ten.play.duplicate-card",
    "catch-the-ten.play.not-in-deck",
    "catch-the-ten.play.out-of-turn",
    "catch-the-ten.option.unknown",
    "catch-the-ten.option.value",
    "catch-the-ten.snapshot",
];

/// The game: see the module's documentation.
#[derive(Debug, Clone, Copy)]
pub struct CatchTheTen;

pub static CATCH_THE_TEN: CatchTheTen = CatchTheTen;

/// A penalty the table agrees, written to a player's side (the book prices none): its row, its
/// line on the sheet and its note.
fn penalty(setup: &Setup, p: &Penalty) -> Result<(Written, Msg, Msg), RuleError> {
    let side = Who::named(setup, &p.player)?.side(setup);
    let points = p
        .points
        .filter(|&x| x != 0 && (-PENALTY_POINTS_MAX..=PENALTY_POINTS_MAX).contains(&x))
        .ok_or_else(|| RuleError::new("catch-the-ten.penalty.points", msg!("catch-the-ten-penalty-points")))?;
    let sides = setup.sides();
    let mut scores = vec![0; sides.len()];
    scores[side] = points;
    let text = msg!(
        "catch-the-ten-penalty-note",
        side = sides[side].as_str(),
        reason = p.reason.as_str(),
        points = signed(points)
    );
    let mut extra = Map::new();
    extra.insert("player".into(), p.player.clone().into());
    extra.insert("side".into(), sides[side].clone().into());
    extra.insert("reason".into(), p.reason.clone().into());
    let w = Written {
        scores,
        marks: vec![Mark::new(side, MarkKind::Penalty)],
        steps: vec![Step { rule: "catch-the-ten.penalty", text: text.clone() }],
        extra,
        ..Written::default()
    };
    Ok((w, msg!("catch-the-ten-penalty-summary", reason = p.reason.as_str()), text))
}

/// Writes a row with the words the table reads on it: its line and its notes (the shared sheet
/// writer leaves them to the game).
fn write(sheet: &mut Sheet, w: Written, over: bool, summary: Msg, notes: Vec<Msg>) {
    sheet.write(w, over);
    if let Some(row) = sheet.out.scored.last_mut() {
        row.summary = summary;
        row.notes = notes;
    }
}

impl Game for CatchTheTen {
    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(CatchTheTenOptions::default()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        let (players, teams) = seating::seat(players, teams)?;
        let o = CatchTheTenOptions::from_map(options)?;
        let options = crate::games::stored_options("catch-the-ten", &o)?;
        Ok(Setup { game: INFO.id, players, teams, options })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let o = CatchTheTenOptions::stored(&setup.options)?;
        let names = &setup.players;
        let n = names.len();
        let sides = setup.sides();
        let table = Table::new(n);
        let agreed = o.deals(n);
        let mut st = match state {
            None => State { totals: vec![0; sides.len()], ..State::default() },
            Some(v) => resume("catch-the-ten.snapshot", v, |s: &mut State| s.fits(n, sides.len()))?,
        };
        let mut sheet = Sheet::resume(vec![0; sides.len()], std::mem::take(&mut st.totals), st.over);
        for &(at, entry) in entries {
            match entry {
                Entry::Deal(v) => {
                    let d = deal::read(setup, &table, v, st.rotation).map_err(|e| e.at_entry(at))?;
                    st.deals += 1;
                    st.rotation.dealt(d.dealer, n);
                    let deals = st.deals;
                    let Scoring { written: mut w, summary } = deal::score(setup, &table, &d);
                    let totals = sheet.after(&w.scores);
                    let best = Goal::Highest.best(&totals);
                    let over = deals >= agreed && best.is_some();
                    let mut notes = vec![];
                    if over {
                        let b = best.unwrap_or(0);
                        w.steps.push(Step {
                            rule: "catch-the-ten.match.deals",
                            text: msg!("catch-the-ten-match-over", deals = deals),
                        });
                        w.steps.push(Step {
                            rule: "catch-the-ten.match.winner",
                            text: msg!("catch-the-ten-winner", side = sides[b].as_str(), points = totals[b]),
                        });
                    } else if deals >= agreed {
                        w.steps.push(Step { rule: "catch-the-ten.match.winner", text: msg!("catch-the-ten-tie-step") });
                        notes.push(msg!("catch-the-ten-tie-note"));
                    }
                    write(&mut sheet, w, over, summary, notes);
                }
                Entry::Penalty(p) => {
                    let (w, summary, note) = penalty(setup, p).map_err(|e| e.at_entry(at))?;
                    let over = sheet.finished();
                    write(&mut sheet, w, over, summary, vec![note]);
                }
                // A voided deal that kept its place was dealt: it counts among the agreed deals
                // and the deal passes to the left. It scores nothing.
                Entry::Turn => {
                    st.deals += 1;
                    st.rotation.turn(n);
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => {}
            }
        }
        st.over = sheet.finished();
        st.totals = sheet.totals;
        let mut out = sheet.out;
        if st.over {
            out.winner = Goal::Highest.best(&st.totals);
        } else {
            let d = st.rotation.due(n);
            out.next = Some(msg!(
                "catch-the-ten-next",
                deal = st.deals + 1,
                shared = if st.deals >= agreed { "yes" } else { "no" },
                dealer = names[d].as_str(),
                packets = table.packets,
                cards = table.hand / table.packets,
                leader = names[(d + 1) % n].as_str(),
            ));
        }
        Ok((out, snapshot(&st)))
    }
}

/// What a Catch the Ten match carries from one deal to the next, and so the snapshot it is
/// resumed from.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
struct State {
    /// By side: a player's or a partnership's.
    totals: Vec<i64>,
    #[serde(default)]
    rotation: Rotation,
    /// Deals taken: those played and the voided ones that kept their place.
    #[serde(default)]
    deals: usize,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    over: bool,
}

impl State {
    /// Whether a stored state can belong to a match of `n` players in `sides` sides.
    fn fits(&self, n: usize, sides: usize) -> bool {
        self.totals.len() == sides && self.rotation.fits(n)
    }
}
