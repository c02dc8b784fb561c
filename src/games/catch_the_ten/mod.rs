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

use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::family::{Goal, Sheet, Written};
use crate::games::{
    Entry, FlagValue, Game, GameInfo, GameReplay, Mark, MarkKind, OptionDoc, Penalty, QuickFlag, RuleError, Setup, Step,
};
use deal::GAME;

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
];

/// The game: see the module's documentation.
#[derive(Debug, Clone, Copy)]
pub struct CatchTheTen;

pub static CATCH_THE_TEN: CatchTheTen = CatchTheTen;

/// A penalty the table agrees, written to a player's side (the seed prices none).
fn penalty(setup: &Setup, p: &Penalty) -> Result<Written, RuleError> {
    let side = Who::named(setup, &p.player)?.side(setup);
    let points = p.points.filter(|&x| x != 0 && x.abs() <= 10_000).ok_or_else(|| {
        RuleError::new("catch-the-ten.penalty.points", "a penalty gives its points (the seed names none): --points -10")
    })?;
    let sides = setup.sides();
    let mut scores = vec![0; sides.len()];
    scores[side] = points;
    let text = format!("{}: {} {points:+}", sides[side], p.reason);
    let mut extra = Map::new();
    extra.insert("player".into(), p.player.clone().into());
    extra.insert("side".into(), sides[side].clone().into());
    extra.insert("reason".into(), p.reason.clone().into());
    Ok(Written {
        scores,
        summary: format!("penalty: {}", p.reason),
        notes: vec![text.clone()],
        marks: vec![Mark::new(side, MarkKind::Penalty)],
        steps: vec![Step { rule: "catch-the-ten.penalty", text: text.into() }],
        extra,
    })
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

    fn replay(&self, setup: &Setup, entries: &[(usize, &Entry)]) -> Result<GameReplay, RuleError> {
        let o = CatchTheTenOptions::stored(&setup.options)?;
        let names = &setup.players;
        let n = names.len();
        let sides = setup.sides();
        let table = Table::new(n);
        let agreed = o.deals(n);
        let mut sheet = Sheet::new(vec![0; sides.len()]);
        let mut dealer: Option<Seat> = None;
        let mut deals = 0;
        for &(at, entry) in entries {
            match entry {
                Entry::Deal(v) => {
                    let d = deal::read(setup, &table, v, dealer).map_err(|e| e.at_entry(at))?;
                    deals += 1;
                    dealer = Some((d.dealer + 1) % n);
                    let mut w = deal::score(setup, &table, &d);
                    let totals = sheet.after(&w.scores);
                    let best = Goal::Highest.best(&totals);
                    let over = deals >= agreed && best.is_some();
                    if over {
                        let b = best.unwrap_or(0);
                        w.steps.push(Step {
                            rule: "catch-the-ten.match.deals",
                            text: format!("{deals} deals played: the match is over").into(),
                        });
                        w.steps.push(Step {
                            rule: "catch-the-ten.match.winner",
                            text: format!("{} wins with {}", sides[b], totals[b]).into(),
                        });
                    } else if deals >= agreed {
                        w.steps.push(Step {
                            rule: "catch-the-ten.match.winner",
                            text: "the highest total is shared: another deal is played".to_string().into(),
                        });
                        w.notes.push("the highest total is shared: another deal".to_string());
                    }
                    sheet.write(w, over);
                }
                Entry::Penalty(p) => {
                    let w = penalty(setup, p).map_err(|e| e.at_entry(at))?;
                    let over = sheet.finished();
                    sheet.write(w, over);
                }
                Entry::Void(_) | Entry::Note(_) => {}
            }
        }
        let mut out = sheet.out;
        if out.finished_after.last().copied().unwrap_or(false) {
            out.winner = Goal::Highest.best(&sheet.totals);
        } else {
            let d = dealer.unwrap_or(0);
            let how = if table.packets > 1 {
                format!("{} packets of {} cards each", table.packets, table.hand / table.packets)
            } else {
                format!("{} cards each", table.hand)
            };
            let extra = if deals >= agreed { " (the highest total is shared)" } else { "" };
            out.next = Some(
                format!("deal {}{extra}: {} deals {how}, {} leads", deals + 1, names[d], names[(d + 1) % n]).into(),
            );
        }
        Ok(out)
    }
}
