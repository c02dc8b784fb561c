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
    Entry, FlagValue, Game, GameInfo, GameReplay, Mark, OptionDoc, Penalty, QuickFlag, RuleError, Setup, Step,
};
use deal::GAME;

static INFO: GameInfo = GameInfo {
    id: GAME,
    names: ["Catch the Ten", "Поймай десятку", "Хвани десетката"],
    seats: (2, 9),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag {
            name: "trump",
            field: "trump",
            value: FlagValue::Text,
            help: "the trump suit, or the card that shows it: hearts, ♥, 7H (none: no trump)",
        },
        QuickFlag::took("Catch the Ten: trump honours a player (or team) captured, repeatable: --took Аня=JH,10H"),
        QuickFlag {
            name: "cards",
            field: "cards",
            value: FlagValue::SideInts,
            help: "Catch the Ten: cards each player (or team) captured, e.g. Аня=12,Борис=24",
        },
    ],
    options: &[OptionDoc {
        name: "deals",
        help: "the match ends after this many deals; players: one deal by each player",
    }],
    rules: include_str!("../../../docs/games/catch-the-ten.md"),
    rule_ids: RULE_IDS,
};

/// Every rule Catch the Ten cites; docs/games/catch-the-ten.md explains them.
pub const RULE_IDS: &[(&str, &str)] = &[
    ("catch-the-ten.score.jack", "the jack of trumps captured scores 11"),
    ("catch-the-ten.score.ten", "the ten of trumps captured scores 10"),
    ("catch-the-ten.score.ace", "the ace of trumps captured scores 4"),
    ("catch-the-ten.score.king", "the king of trumps captured scores 3"),
    ("catch-the-ten.score.queen", "the queen of trumps captured scores 2 (30 a deal in all)"),
    ("catch-the-ten.score.cards", "each card captured beyond the cards dealt to the player or side scores 1"),
    ("catch-the-ten.match.deals", "the match ends after the agreed deals (one by each player)"),
    ("catch-the-ten.match.winner", "the highest total wins; equal highest totals play another deal"),
    ("catch-the-ten.penalty", "a penalty the table agrees is written as points"),
    ("catch-the-ten.teams.format", "teams are named apart from the players and list each player once"),
    ("catch-the-ten.teams.size", "partnerships are two or more sides of equal size"),
    ("catch-the-ten.teams.seating", "partners sit alternately"),
    ("catch-the-ten.deal.format", "a deal record has only the documented fields"),
    ("catch-the-ten.deal.dealer", "the deal passes to the left"),
    ("catch-the-ten.deal.trump", "the last card dealt shows trump: every deal names it"),
    ("catch-the-ten.deal.cards", "a deal gives the cards each player or side captured, or every trick"),
    ("catch-the-ten.cards.range", "a count of cards is 0 to the pack"),
    ("catch-the-ten.cards.trick", "cards are captured in whole tricks"),
    ("catch-the-ten.cards.twice", "each player's cards are counted once"),
    ("catch-the-ten.cards.sum", "the cards captured add up to every card dealt"),
    ("catch-the-ten.took.card", "only the trump honours J 10 A K Q are named"),
    ("catch-the-ten.took.twice", "each honour is captured by one player"),
    ("catch-the-ten.took.sum", "all five trump honours are accounted for"),
    ("catch-the-ten.took.impossible", "nobody captures more honours than cards"),
    ("catch-the-ten.entry.disagree", "quick counts given beside the tricks agree with them"),
    ("catch-the-ten.penalty.points", "a penalty gives its points"),
    ("catch-the-ten.play.format", "a play record has only tricks"),
    ("catch-the-ten.play.follow-suit", "follow the led suit if able, from the packet in play"),
    ("catch-the-ten.play.trick-size", "each trick has one card from each player"),
    ("catch-the-ten.play.card-count", "a deal is every card of the pack"),
    ("catch-the-ten.play.duplicate-card", "each card is played once"),
    ("catch-the-ten.play.not-in-deck", "only the pack's cards are played (no 6♠ with five or seven players…)"),
    ("catch-the-ten.play.out-of-turn", "players play in turn from the trick's leader"),
    ("catch-the-ten.option.unknown", "only documented options"),
    ("catch-the-ten.option.value", "option values of the right type and range"),
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
        marks: vec![Mark { side, tag: "penalty", symbol: "!" }],
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
