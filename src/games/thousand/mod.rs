//! Thousand (Тысяча): three players, 24 cards, bidding from 100, marriages that change trump
//! mid-deal, and the score sheet's barrel, bolts and 555. Rules: docs/games/thousand.md.

mod deal;
mod figures;
mod options;
mod solve;
mod standing;
mod trick_rules;

pub use deal::{read_deal, Deal, HEADERS};
pub use options::ThousandOptions;
pub use standing::Standing;
pub use trick_rules::{card_points, marriage_value, ThousandTricks, SEATS, TRICKS};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::{
    check_players, Entry, FlagValue, Game, GameInfo, GameReplay, OptionDoc, Penalty, QuickFlag, RuleError, Scored,
    Setup,
};
use crate::i18n::{signed, Arg, Msg};
use crate::msg;

/// The game: stateless; everything lives in the match's setup and entries.
pub struct Thousand;

/// The book's penalties, written as their own entries: the reason as typed (`--reason misdeal`),
/// its points, and the catalogue message that names it in the reader's language. A misdeal: the
/// last card of the pack did not go to the dealer; three nines: the same player cut a nine three
/// times in a row. Both −100.
pub const PENALTIES: &[(&str, i64, &str)] =
    &[("misdeal", -100, "thousand-penalty-misdeal"), ("three-nines", -100, "thousand-penalty-three-nines")];

static INFO: GameInfo = GameInfo {
    id: "thousand",
    seats: (SEATS, SEATS),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "declarer", field: "declarer", value: FlagValue::Text, help: "flag-thousand-declarer" },
        QuickFlag { name: "bid", field: "bid", value: FlagValue::Int, help: "flag-thousand-bid" },
        QuickFlag { name: "auction", field: "auction", value: FlagValue::Int, help: "flag-thousand-auction" },
        QuickFlag { name: "points", field: "points", value: FlagValue::SideInts, help: "flag-thousand-points" },
        QuickFlag { name: "marriage", field: "marriages", value: FlagValue::SideList, help: "flag-thousand-marriage" },
        QuickFlag { name: "conceded", field: "conceded", value: FlagValue::Switch, help: "flag-thousand-conceded" },
    ],
    options: &[
        OptionDoc { name: "bid_step", help: "option-thousand-bid_step" },
        OptionDoc { name: "marriage_on_first_lead", help: "option-thousand-marriage_on_first_lead" },
        OptionDoc { name: "barrel_at", help: "option-thousand-barrel_at" },
        OptionDoc { name: "barrel_deals", help: "option-thousand-barrel_deals" },
        OptionDoc { name: "barrel_fall_to", help: "option-thousand-barrel_fall_to" },
        OptionDoc { name: "barrel_penalty", help: "option-thousand-barrel_penalty" },
        OptionDoc { name: "bolts_consecutive", help: "option-thousand-bolts_consecutive" },
        OptionDoc { name: "reset_555", help: "option-thousand-reset_555" },
        OptionDoc { name: "reset_minus_555", help: "option-thousand-reset_minus_555" },
    ],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Thousand cites. docs/games/thousand.md explains each; a test keeps them in step.
pub const RULE_IDS: &[&str] = &[
    "thousand.deal.format",
    "thousand.deal.declarer",
    "thousand.deal.bid",
    "thousand.deal.points",
    "thousand.bid.opening",
    "thousand.bid.step",
    "thousand.bid.max",
    "thousand.bid.raise",
    "thousand.bid.dealer-opens",
    "thousand.bid.marriage",
    "thousand.points.sum",
    "thousand.points.range",
    "thousand.points.impossible",
    "thousand.marriage.suit",
    "thousand.marriage.twice",
    "thousand.marriage.on-lead",
    "thousand.marriage.king-or-queen",
    "thousand.marriage.partner",
    "thousand.marriage.first-lead",
    "thousand.concede.no-play",
    "thousand.play.format",
    "thousand.play.trick-size",
    "thousand.play.follow-suit",
    "thousand.play.trump",
    "thousand.play.card-count",
    "thousand.play.duplicate-card",
    "thousand.play.not-in-deck",
    "thousand.play.out-of-turn",
    "thousand.play.first-leader",
    "thousand.talon.size",
    "thousand.talon.cards",
    "thousand.talon.passed",
    "thousand.entry.disagree",
    "thousand.score.card-points",
    "thousand.score.declarer-made",
    "thousand.score.declarer-failed",
    "thousand.score.opponent-rounding",
    "thousand.concede",
    "thousand.barrel.climb",
    "thousand.barrel.opponent",
    "thousand.barrel.deal",
    "thousand.barrel.time",
    "thousand.barrel.win",
    "thousand.barrel.short",
    "thousand.barrel.failed-contract",
    "thousand.barrel.knocked-off",
    "thousand.bolt",
    "thousand.bolt.three",
    "thousand.bolt.consecutive",
    "thousand.reset-555",
    "thousand.penalty",
    "thousand.penalty.reason",
    "thousand.penalty.points",
    "thousand.penalty.sign",
    "thousand.penalty.step",
    "thousand.penalty.barrel",
    "thousand.option.unknown",
    "thousand.option.value",
    "thousand.snapshot",
];

/// The book's penalties by the names the table uses: the Russian of the book «100 карточных игр
/// для всей семьи» and the Bulgarian table's.
const PENALTY_WORDS: &[(&str, &[&str])] = &[
    ("misdeal", &["ошибка сдачи", "ошибка при сдаче", "неправильная сдача", "грешно раздаване"]),
    ("three-nines", &["три девятки", "три деветки"]),
];

impl Game for Thousand {
    fn penalty_reason(&self, typed: &str) -> Option<&'static str> {
        crate::games::entry::named_reason(typed, PENALTY_WORDS)
    }

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
        ThousandOptions::from_map(&Map::new()).ok().and_then(|o| serde_json::to_value(o).ok()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        check_players(players, INFO.seats, INFO.id)?;
        if teams.is_some_and(|t| !t.is_empty()) {
            return Err(RuleError::new("match.teams", msg!("thousand-no-teams")));
        }
        let o = ThousandOptions::from_map(options)?;
        let options = crate::games::stored_options("thousand", &o)?;
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
        let mut st = State::read(state, &o)?;
        let mut out = GameReplay::default();
        for &(n, entry) in entries {
            let scored = match entry {
                Entry::Deal(v) => deal_row(&mut st, v, setup, &o).map_err(|e| e.at_entry(n))?,
                Entry::Penalty(p) => penalty_row(&mut st.sheet, p, setup, &o).map_err(|e| e.at_entry(n))?,
                // A voided deal that keeps its place: the deal passes to the next player and the
                // deal is counted, but nobody scores, and the barrel's deals and the bolts, which
                // count what a player scored, stay as they were.
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
        out.next = if st.sheet.winner.is_some() {
            None
        } else {
            Some(msg!(
                "thousand-next",
                deal = st.deals.saturating_add(1),
                dealer = names[st.dealer].as_str(),
                opening = deal::OPENING_BID
            ))
        };
        Ok((out, crate::games::state::snapshot(&st)))
    }

    /// The barrel line of the match's options (the book: 900) and the 1000 that wins.
    fn lines(&self, setup: &Setup) -> Vec<crate::games::ScoreLine> {
        let barrel = stored_options(setup).map_or(ThousandOptions::default().barrel_at, |o| o.barrel_at);
        vec![
            crate::games::ScoreLine { value: barrel, label: msg!("chart-line-thousand-barrel") },
            crate::games::ScoreLine { value: standing::TARGET, label: msg!("chart-line-thousand-target") },
        ]
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
}

/// What the sheet carries from one entry to the next, and all a replay resumed after an earlier
/// part of the match needs: the totals, the barrel and the bolts, who deals next and how many
/// deals were dealt (the next line says "deal 5").
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    sheet: Standing,
    dealer: Seat,
    deals: usize,
}

impl State {
    /// The state a replay starts from: the match's start, or what an earlier replay of this match
    /// returned. Anything no replay of this match can have returned — another game's state, a
    /// seat the match does not have, more bolts or barrel deals than the rules let stand, a total
    /// no table could reach — is refused (`thousand.snapshot`) rather than trusted, so that no
    /// stored number can make the arithmetic overflow.
    fn read(state: Option<&Value>, o: &ThousandOptions) -> Result<State, RuleError> {
        let Some(v) = state else { return Ok(State::default()) };
        crate::games::state::resume("thousand.snapshot", v, |st: &mut State| {
            let sheet = &st.sheet;
            st.dealer < SEATS
                && sheet.winner.is_none_or(|w| w < SEATS)
                && sheet.totals.iter().all(|t| t.unsigned_abs() <= SNAPSHOT_TOTAL_MAX)
                && sheet.bolts.iter().all(|&b| b < standing::BOLTS_LIMIT)
                && sheet.barrel.iter().flatten().all(|&n| n < o.barrel_deals)
        })
    }
}

/// The largest total a stored state may carry: far beyond any match (a penalty is at most 1 000),
/// far below where adding a deal could overflow.
const SNAPSHOT_TOTAL_MAX: u64 = 1 << 50;

/// Scores a deal: the dealer in turn unless the record names one, then the sheet's rules.
fn deal_row(st: &mut State, v: &Value, setup: &Setup, o: &ThousandOptions) -> Result<Scored, RuleError> {
    let names = &setup.players;
    let d = read_deal(v, setup, o, st.dealer)?;
    st.deals = st.deals.saturating_add(1);
    st.dealer = (d.dealer + 1) % SEATS;
    let w = st.sheet.deal(&d, o, names);
    // As the table writes it: the declarer and his contract, and how it ended.
    let declarer = names[d.declarer].as_str();
    let summary = if d.conceded {
        msg!("thousand-summary-conceded", declarer = declarer, bid = d.bid)
    } else if w.made {
        msg!("thousand-summary-made", declarer = declarer, bid = d.bid)
    } else {
        msg!("thousand-summary-failed", declarer = declarer, bid = d.bid)
    };
    let mut extra = Map::new();
    extra.insert("dealer".into(), names[d.dealer].clone().into());
    extra.insert("declarer".into(), names[d.declarer].clone().into());
    extra.insert("bid".into(), d.bid.into());
    extra.insert("made".into(), w.made.into());
    extra.insert("conceded".into(), d.conceded.into());
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

/// Scores a penalty written outside a deal.
fn penalty_row(st: &mut Standing, p: &Penalty, setup: &Setup, o: &ThousandOptions) -> Result<Scored, RuleError> {
    let names = &setup.players;
    let s = setup.seat(&p.player)?;
    let points = penalty_points(&p.reason, p.points)?;
    let mut w = standing::Written { scores: [0; SEATS], marks: vec![], steps: vec![], notes: vec![], made: false };
    let reason = penalty_reason(&p.reason);
    w.steps.push(crate::games::Step {
        rule: "thousand.penalty",
        text: msg!(
            "thousand-penalty-step",
            player = names[s].as_str(),
            points = signed(points),
            reason = reason.clone()
        ),
    });
    w.marks.push(crate::games::Mark::new(s, crate::games::MarkKind::Penalty));
    st.penalty(s, points, o, names, &mut w);
    let mut extra = Map::new();
    extra.insert("player".into(), names[s].clone().into());
    extra.insert("reason".into(), p.reason.clone().into());
    let mut notes = vec![msg!(
        "thousand-penalty-note",
        player = names[s].as_str(),
        reason = reason.clone(),
        points = crate::i18n::signed(points)
    )];
    notes.extend(w.notes);
    Ok(Scored {
        scores: w.scores.to_vec(),
        totals: st.totals.to_vec(),
        notes,
        marks: w.marks,
        annotations: vec![],
        explain: w.steps,
        summary: msg!("thousand-summary-penalty", reason = reason),
        extra,
        pool: None,
    })
}

/// One of the book's penalties named by its reason as typed.
fn known_penalty(reason: &str) -> Option<&'static (&'static str, i64, &'static str)> {
    PENALTIES.iter().find(|(r, _, _)| *r == reason.trim().to_lowercase())
}

/// A penalty's reason in the reader's language: the book's penalties by name, any other reason as
/// the table typed it.
fn penalty_reason(reason: &str) -> Arg {
    match known_penalty(reason) {
        Some(&(_, _, id)) => Arg::from(Msg::new(id, vec![])),
        None => Arg::from(reason),
    }
}

/// The points of a penalty: the book's amount for a reason it names, else the points given.
fn penalty_points(reason: &str, given: Option<i64>) -> Result<i64, RuleError> {
    let known = known_penalty(reason);
    let points = match (given, known) {
        (Some(p), _) => p,
        (None, Some(&(_, p, _))) => p,
        (None, None) => {
            let names: Vec<&str> = PENALTIES.iter().map(|(r, _, _)| *r).collect();
            return Err(RuleError::new(
                "thousand.penalty.reason",
                msg!("thousand-penalty-reason", reason = reason, known = names.join(", ")),
            ));
        }
    };
    if points == 0 || !(-1000..=1000).contains(&points) {
        return Err(RuleError::new("thousand.penalty.points", msg!("thousand-penalty-points", points = points)));
    }
    // The book's penalties are losses: a misdeal given +100 is a slip of the sign, not a bonus.
    if let (Some(&(name, book, _)), Some(p)) = (known, given) {
        if p.signum() != book.signum() {
            return Err(RuleError::new(
                "thousand.penalty.sign",
                msg!("thousand-penalty-sign", reason = penalty_reason(name), points = signed(p), book = signed(book)),
            ));
        }
    }
    // Every score in Thousand is a multiple of 5: card points are rounded to 5, bids step by 5.
    if points % 5 != 0 {
        return Err(RuleError::new(
            "thousand.penalty.step",
            msg!("thousand-penalty-multiple", points = signed(points)),
        ));
    }
    Ok(points)
}

/// The options stored with the match, as replay and the search read them.
fn stored_options(setup: &Setup) -> Result<ThousandOptions, RuleError> {
    serde_json::from_value(setup.options.clone())
        .map_err(|e| RuleError::new("thousand.option.value", msg!("thousand-options-stored", error = e.to_string())))
}
