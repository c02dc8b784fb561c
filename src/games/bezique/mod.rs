//! Bezique (Безик), the whole family of the book's chapter: two-handed with a turned trump,
//! no-trump, three and four players (each for himself or in partnerships), and six-pack (Chinese)
//! Bezique. Rules: docs/games/bezique.md.

pub mod deal;
pub mod declaration;
pub mod irregular;
pub mod options;
pub mod play;
mod play_parse;
mod play_rules;
mod play_table;
mod standing;

pub use deal::{read_deal, Deal, Scoring};
pub use declaration::{Declared, Kind};
pub use irregular::Irregularity;
pub use options::{BeziqueOptions, SequenceRule, Target, Variant};
pub use standing::{Standing, GAME_BONUS, RUBICON};

use serde_json::{json, Map, Value};

use crate::engine::Seat;
use crate::games::{
    check_players, Entry, FlagValue, Game, GameInfo, GameReplay, OptionDoc, Penalty, QuickFlag, RuleError, Scored,
    Setup,
};
use crate::i18n::{signed, Msg};
use crate::msg;

pub struct Bezique;

static INFO: GameInfo = GameInfo {
    id: "bezique",
    seats: (2, 4),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "turned", field: "turned", value: FlagValue::Text, help: "flag-bezique-turned" },
        QuickFlag { name: "declare", field: "declarations", value: FlagValue::List, help: "flag-bezique-declare" },
        QuickFlag { name: "brisks", field: "brisks", value: FlagValue::SideInts, help: "flag-bezique-brisks" },
        QuickFlag { name: "last", field: "last_trick", value: FlagValue::Text, help: "flag-bezique-last" },
        QuickFlag { name: "cut-exact", field: "cut_exact", value: FlagValue::Switch, help: "flag-bezique-cut-exact" },
        QuickFlag {
            name: "cut-guessed",
            field: "cut_guessed",
            value: FlagValue::Switch,
            help: "flag-bezique-cut-guessed",
        },
        QuickFlag {
            name: "irregular",
            field: "irregularities",
            value: FlagValue::List,
            help: "flag-bezique-irregular",
        },
    ],
    options: &[
        OptionDoc { name: "variant", help: "option-bezique-variant" },
        OptionDoc { name: "target", help: "option-bezique-target" },
        OptionDoc { name: "sequence", help: "option-bezique-sequence" },
        OptionDoc { name: "games", help: "option-bezique-games" },
    ],
    rule_ids: RULE_IDS,
    words: WORDS,
};

/// What a Bezique record takes as typed in every language: the kinds of declaration and of
/// irregularity, the variants and option values, the suits and the too-many choices.
const WORDS: &[&str] = &[
    "marriage",
    "sequence",
    "bezique",
    "double-bezique",
    "triple-bezique",
    "quadruple-bezique",
    "four",
    "dix",
    "carte-blanche",
    "two",
    "no-trump",
    "three",
    "six-pack",
    "any-suit",
    "trumps-only",
    "deal",
    "clubs",
    "diamonds",
    "hearts",
    "spades",
    "wrong-count",
    "exposed-card",
    "too-many",
    "short-hand",
    "peek",
    "odd-card",
    "incomplete-pack",
    "cards-found",
    "redeal",
    "skip-draw",
];

/// Every rule Bezique cites; docs/games/bezique.md explains them and a test keeps this list in step.
pub const RULE_IDS: &[&str] = &[
    "bezique.deal.format",
    "bezique.deal.turned",
    "bezique.declare.format",
    "bezique.declare.variant",
    "bezique.declare.copies",
    "bezique.declare.trumps-only",
    "bezique.declare.turns",
    "bezique.trump.turned",
    "bezique.trump.first-marriage",
    "bezique.trump.repeat",
    "bezique.trump.not-yet",
    "bezique.dix.turned",
    "bezique.dix.no-turned-card",
    "bezique.carte-blanche.order",
    "bezique.brisks.sum",
    "bezique.brisks.range",
    "bezique.brisks.six-pack",
    "bezique.last-trick.missing",
    "bezique.cut.format",
    "bezique.cut.exact",
    "bezique.cut.guessed",
    "bezique.score.marriage",
    "bezique.score.sequence",
    "bezique.score.bezique",
    "bezique.score.four",
    "bezique.score.dix",
    "bezique.score.carte-blanche",
    "bezique.score.brisks",
    "bezique.score.last-trick",
    "bezique.game.target",
    "bezique.game.tie",
    "bezique.game.every-deal",
    "bezique.game.rubicon",
    "bezique.game.rounding",
    "bezique.irregular.format",
    "bezique.irregular.wrong-count",
    "bezique.irregular.exposed-card",
    "bezique.irregular.too-many",
    "bezique.irregular.short-hand",
    "bezique.irregular.peek",
    "bezique.irregular.odd-card",
    "bezique.irregular.incomplete-pack",
    "bezique.irregular.cards-found",
    "bezique.entry.disagree",
    "bezique.penalty",
    "bezique.penalty.points",
    "bezique.option.unknown",
    "bezique.option.value",
    "bezique.snapshot",
    // The referee (play.rs).
    "bezique.play.format",
    "bezique.play.trick-size",
    "bezique.play.not-in-deck",
    "bezique.play.duplicate-card",
    "bezique.play.card-count",
    "bezique.play.out-of-turn",
    "bezique.play.follow-suit",
    "bezique.play.trump",
    "bezique.play.win",
    "bezique.play.held",
    "bezique.play.draws",
    "bezique.play.hands",
    "bezique.declare.cards",
    "bezique.declare.turn",
    "bezique.declare.one-per-turn",
    "bezique.declare.held",
    "bezique.declare.reuse",
    "bezique.declare.partner",
    "bezique.declare.one-hand",
    "bezique.declare.late",
    "bezique.dix.exchange",
    "bezique.carte-blanche.hand",
    // End of the referee's block.
];

impl Game for Bezique {
    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(BeziqueOptions::default()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        let o = BeziqueOptions::from_map(options)?;
        let stored = crate::games::stored_options("bezique", &o)?;
        let Some(teams) = teams else {
            check_players(players, (o.variant.seats(), o.variant.seats()), INFO.id)?;
            return Ok(Setup { game: INFO.id, players: players.to_vec(), teams: None, options: stored });
        };
        if o.variant != Variant::Four {
            return Err(RuleError::new("match.teams", msg!("bezique-teams-four")));
        }
        let (players, read) = crate::games::partnerships(INFO.id, players, teams)?;
        Ok(Setup { game: INFO.id, players, teams: Some(read), options: stored })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let o: BeziqueOptions = serde_json::from_value(setup.options.clone()).map_err(|e| {
            RuleError::new("bezique.option.value", msg!("bezique-option-stored", error = e.to_string()))
        })?;
        let sides = setup.sides();
        let names = &setup.players;
        let seats = names.len();
        let mut st = read_state(state, sides.len(), seats)?;
        let target = match o.target {
            Target::Points(p) => Some(i64::from(p)),
            Target::Deal => None,
        };
        let mut out = GameReplay { target, ..GameReplay::default() };
        for &(n, entry) in entries {
            let scored = match entry {
                Entry::Deal(v) => {
                    let d = read_deal(v, setup, &o, st.dealer, st.last_trump).map_err(|e| e.at_entry(n))?;
                    st.deals = st.deals.saturating_add(1);
                    deal_row(&mut st, &d, setup, &o, &sides)
                }
                Entry::Penalty(p) => penalty_row(&mut st, p, setup, &sides).map_err(|e| e.at_entry(n))?,
                // A voided deal that keeps its place: the deal passes on and is counted; its trump
                // is not known, so the next six-pack deal may have any.
                Entry::Turn => {
                    st.dealer = (st.dealer + 1) % seats;
                    st.deals = st.deals.saturating_add(1);
                    st.last_trump = None;
                    continue;
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => continue,
            };
            out.scored.push(scored);
            out.finished_after.push(st.winner.is_some());
        }
        out.winner = st.winner;
        if st.winner.is_none() {
            let trump = match (o.variant, st.last_trump) {
                (Variant::SixPack, Some(t)) => msg!("bezique-next-trump", suit = t),
                _ => Msg::default(),
            };
            out.next = Some(msg!(
                "bezique-next",
                deal = st.deals.saturating_add(1),
                dealer = &names[st.dealer],
                leader = &names[(st.dealer + 1) % seats],
                trump = trump
            ));
        }
        Ok((out, crate::games::state::snapshot(&st)))
    }
}

/// The largest total a stored state may carry.
const SNAPSHOT_POINTS_MAX: u64 = 1 << 50;

/// The state a replay starts from: the match's start, or what an earlier replay of this match
/// returned; anything else is refused (`bezique.snapshot`).
fn read_state(state: Option<&Value>, sides: usize, seats: usize) -> Result<Standing, RuleError> {
    let Some(v) = state else { return Ok(Standing::new(sides)) };
    crate::games::state::resume("bezique.snapshot", v, |st: &mut Standing| {
        st.totals.len() == sides
            && st.dealer < seats
            && st.winner.is_none_or(|w| w < sides)
            && st.totals.iter().all(|t| t.unsigned_abs() <= SNAPSHOT_POINTS_MAX)
    })
}

/// The side a seat scores for.
fn side_of(setup: &Setup, seat: Seat) -> usize {
    if setup.teams.is_some() {
        seat % 2
    } else {
        seat
    }
}

fn deal_row(st: &mut Standing, d: &Deal, setup: &Setup, o: &BeziqueOptions, sides: &[String]) -> Scored {
    let names = &setup.players;
    let seats = names.len();
    let zero = vec![0; sides.len()];
    let mut extra = Map::new();
    match d {
        Deal::Redeal { dealer, why } => {
            st.dealer = *dealer;
            let note = deal::irregular_name(why);
            extra.insert("dealer".into(), names[*dealer].clone().into());
            extra.insert("redeal".into(), why.kind().into());
            Scored {
                scores: zero,
                totals: st.totals.clone(),
                notes: vec![msg!("bezique-note-redeal", dealer = &names[*dealer], why = note.clone())],
                explain: vec![crate::games::Step {
                    rule: why.rule(),
                    text: msg!("bezique-step-redeal", dealer = &names[*dealer], why = note),
                }],
                summary: msg!("bezique-summary-redeal", dealer = &names[*dealer]),
                extra,
                ..Scored::default()
            }
        }
        Deal::Void { dealer } => {
            st.dealer = (*dealer + 1) % seats;
            // The void deal was played with a trump the record does not hold: as after a turn,
            // the next six-pack deal may have any.
            st.last_trump = None;
            extra.insert("dealer".into(), names[*dealer].clone().into());
            extra.insert("void".into(), "incomplete-pack".into());
            Scored {
                scores: zero,
                totals: st.totals.clone(),
                notes: vec![msg!("bezique-note-void", dealer = &names[*dealer])],
                explain: vec![crate::games::Step {
                    rule: "bezique.irregular.incomplete-pack",
                    text: msg!("bezique-step-void", dealer = &names[*dealer]),
                }],
                summary: msg!("bezique-summary-void", dealer = &names[*dealer]),
                extra,
                ..Scored::default()
            }
        }
        Deal::Scored(s) => {
            st.dealer = (s.dealer + 1) % seats;
            st.last_trump = s.trump;
            let mut points = vec![0i64; sides.len()];
            for (seat, p) in s.points.iter().enumerate() {
                points[side_of(setup, seat)] += p;
            }
            let w = st.deal(&points, o, sides);
            let mut explain = s.steps.clone();
            explain.extend(w.steps);
            let marks = w.marks;
            let annotations = match (&w.raw, w.game_won) {
                (Some(raw), _) => raw.iter().map(|p| msg!("bezique-annotation-raw", points = *p)).collect(),
                (None, Some(g)) => (0..sides.len())
                    .map(|s| if s == g { msg!("bezique-annotation-game") } else { Msg::default() })
                    .collect(),
                (None, None) => vec![],
            };
            extra.insert("dealer".into(), names[s.dealer].clone().into());
            extra.insert("trump".into(), s.trump.map_or(Value::Null, |t| t.name().into()));
            let declarations: Vec<Value> = s
                .declarations
                .iter()
                .map(|d| {
                    let mut m = Map::new();
                    m.insert("player".into(), names[d.seat].clone().into());
                    m.insert("kind".into(), d.kind.id().into());
                    if let Some(suit) = d.suit {
                        m.insert("suit".into(), suit.name().into());
                    }
                    if let Some(r) = d.rank {
                        m.insert("rank".into(), r.symbol().into());
                    }
                    Value::Object(m)
                })
                .collect();
            extra.insert("declarations".into(), declarations.into());
            if o.variant.brisks() {
                let b: Map<String, Value> =
                    s.brisks.iter().enumerate().map(|(i, n)| (names[i].clone(), json!(n))).collect();
                extra.insert("brisks".into(), Value::Object(b));
            }
            extra.insert("last_trick".into(), names[s.last_trick].clone().into());
            let by_side: Map<String, Value> = sides.iter().cloned().zip(points.iter().map(|p| json!(p))).collect();
            extra.insert("points".into(), Value::Object(by_side));
            if let Some(g) = w.game_won {
                extra.insert("game_won".into(), sides[g].clone().into());
            }
            let notes: Vec<Msg> = s.irregularities.iter().map(|i| deal::irregular_note(i, names)).collect();
            let summary = match s.trump {
                Some(t) => msg!("bezique-summary", dealer = &names[s.dealer], suit = t),
                None => msg!("bezique-summary-no-trump", dealer = &names[s.dealer]),
            };
            Scored {
                scores: w.scores,
                totals: st.totals.clone(),
                notes,
                marks,
                annotations,
                explain,
                summary,
                extra,
                pool: None,
            }
        }
    }
}

/// A penalty the table agreed, written to the player's side with the points given.
fn penalty_row(st: &mut Standing, p: &Penalty, setup: &Setup, sides: &[String]) -> Result<Scored, RuleError> {
    let seat = setup.seat(&p.player)?;
    let side = side_of(setup, seat);
    let points = p
        .points
        .filter(|&x| x != 0 && (-5000..=5000).contains(&x))
        .ok_or_else(|| RuleError::new("bezique.penalty.points", msg!("bezique-penalty-points")))?;
    let note = msg!("bezique-penalty-note", side = &sides[side], reason = &p.reason, points = signed(points));
    let mut extra = Map::new();
    extra.insert("player".into(), setup.players[seat].clone().into());
    extra.insert("reason".into(), p.reason.clone().into());
    let summary = msg!("bezique-penalty-summary", reason = &p.reason);
    Ok(Scored::penalty(side, &mut st.totals, points, "bezique.penalty", note, summary, extra))
}
