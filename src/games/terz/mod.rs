//! Terz (Терц), two players with 32 cards and a talon, as the book «100 карточных игр для всей
//! семьи» gives it. Rules: docs/games/terz.md.

pub mod combination;
pub mod deal;
pub mod options;
pub mod play;

pub use combination::{round_tens, Combination, Declared};
pub use deal::{read_deal, Deal, Forfeit, Scoring};
pub use options::{TalonPlay, TerzOptions};
pub use play::{parse_record, referee, FalseAnnouncement, Played, Record};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::{
    check_players, Entry, FlagValue, Game, GameInfo, GameReplay, Mark, MarkKind, OptionDoc, Penalty, QuickFlag,
    RuleError, Scored, Setup, Step,
};
use crate::i18n::{signed, Msg};
use crate::msg;

pub struct Terz;

static INFO: GameInfo = GameInfo {
    id: "terz",
    seats: (2, 2),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "won", field: "won", value: FlagValue::SideInts, help: "flag-terz-won" },
        QuickFlag { name: "points", field: "points", value: FlagValue::SideInts, help: "flag-terz-points" },
        QuickFlag { name: "last", field: "last_trick", value: FlagValue::Text, help: "flag-terz-last" },
        QuickFlag { name: "trump", field: "trump", value: FlagValue::Text, help: "flag-terz-trump" },
        QuickFlag { name: "declare", field: "declarations", value: FlagValue::List, help: "flag-terz-declare" },
        QuickFlag { name: "marriage", field: "marriage", value: FlagValue::Text, help: "flag-terz-marriage" },
        QuickFlag {
            name: "false-announcement",
            field: "false_announcements",
            value: FlagValue::SideInts,
            help: "flag-terz-false-announcement",
        },
        QuickFlag { name: "miscount", field: "miscounts", value: FlagValue::SideInts, help: "flag-terz-miscount" },
        QuickFlag { name: "out-of-turn", field: "out_of_turn", value: FlagValue::Text, help: "flag-terz-out-of-turn" },
        QuickFlag { name: "extra-card", field: "extra_card", value: FlagValue::Text, help: "flag-terz-extra-card" },
    ],
    options: &[
        OptionDoc { name: "target", help: "option-terz-target" },
        OptionDoc { name: "uphill", help: "option-terz-uphill" },
        OptionDoc { name: "rounding", help: "option-terz-rounding" },
        OptionDoc { name: "free_jack", help: "option-terz-free_jack" },
        OptionDoc { name: "talon_play", help: "option-terz-talon_play" },
    ],
    rule_ids: RULE_IDS,
    words: &["four", "false-announcement", "miscount", "out-of-turn", "extra-card", "declare", "exchange", "draw"],
};

/// Every rule Terz cites; docs/games/terz.md explains them and a test keeps this list in step.
pub const RULE_IDS: &[&str] = &[
    "terz.deal.format",
    "terz.deal.dealer",
    "terz.tricks.sum",
    "terz.points.range",
    "terz.points.sum",
    "terz.last-trick",
    "terz.declare.format",
    "terz.declare.cards",
    "terz.declare.turn",
    "terz.declare.late",
    "terz.declare.held",
    "terz.combination.best",
    "terz.marriage",
    "terz.score.count",
    "terz.score.rounding",
    "terz.game.target",
    "terz.game.next-dealer",
    "terz.entry.disagree",
    "terz.penalty",
    "terz.penalty.points",
    "terz.penalty.false-announcement",
    "terz.penalty.out-of-turn",
    "terz.penalty.extra-card",
    "terz.penalty.miscount",
    "terz.option.unknown",
    "terz.option.value",
    "terz.snapshot",
    "terz.play.format",
    "terz.play.trick-size",
    "terz.play.turned",
    "terz.play.not-in-deck",
    "terz.play.duplicate-card",
    "terz.play.card-count",
    "terz.play.out-of-turn",
    "terz.play.hands",
    "terz.play.held",
    "terz.play.follow-suit",
    "terz.play.trump",
    "terz.play.beat",
    "terz.talon.break",
    "terz.talon.draw",
    "terz.talon.last",
    "terz.exchange.late",
    "terz.exchange.held",
];

/// The match between entries: totals, false announcements against each player, who deals next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Standing {
    totals: Vec<i64>,
    /// «Сто в гору» written against each player.
    ups: Vec<u32>,
    /// Who deals next: the taker of the last trick; `None` until known (dealt by lot).
    dealer: Option<Seat>,
    deals: u32,
    winner: Option<usize>,
}

impl Standing {
    fn new() -> Standing {
        Standing { totals: vec![0, 0], ups: vec![0, 0], dealer: None, deals: 0, winner: None }
    }

    fn needs(&self, o: &TerzOptions) -> [i64; 2] {
        [o.need(self.ups[0]), o.need(self.ups[1])]
    }

    /// The game ends when a player reaches what he needs (500, and 100 more for each false
    /// announcement); both at once: the taker of the deal's last trick, as the book settles it.
    fn finish(&mut self, o: &TerzOptions, last_trick: Option<Seat>, steps: &mut Vec<Step>, names: &[String]) {
        let needs = self.needs(o);
        let reached: Vec<usize> = (0..2).filter(|&s| self.totals[s] >= needs[s]).collect();
        let winner = match reached.as_slice() {
            [one] => Some(*one),
            [_, _] => last_trick,
            _ => None,
        };
        if let Some(w) = winner {
            self.winner = Some(w);
            steps.push(Step {
                rule: "terz.game.target",
                text: msg!("terz-step-won", player = &names[w], total = self.totals[w], need = needs[w]),
            });
        }
    }
}

/// The book's penalties by the names the table uses, in Russian and Bulgarian (as the rules'
/// messages name them).
const PENALTY_WORDS: &[(&str, &[&str])] = &[
    ("false-announcement", &["ложное объявление", "невярно обявяване", "невярна обява"]),
    ("miscount", &["ошибка в счёте", "неправильный подсчёт", "грешно броене", "грешно преброяване"]),
    (
        "out-of-turn",
        &["не в очередь", "карта не в очередь", "чужой подъём", "не по ред", "карта не по ред", "чужд подем"],
    ),
    ("extra-card", &["лишняя карта", "карта в повече", "излишна карта"]),
];

impl Game for Terz {
    fn penalty_reason(&self, typed: &str) -> Option<&'static str> {
        crate::games::entry::named_reason(typed, PENALTY_WORDS)
    }

    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(TerzOptions::default()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        let o = TerzOptions::from_map(options)?;
        let stored = crate::games::stored_options("terz", &o)?;
        if teams.is_some() {
            return Err(RuleError::new("match.teams", msg!("terz-teams")));
        }
        check_players(players, INFO.seats, INFO.id)?;
        Ok(Setup { game: INFO.id, players: players.to_vec(), teams: None, options: stored })
    }

    /// A match recorded before `talon_play` existed was refereed with any card allowed while the
    /// talon lasts: its stored options lack the key, and it replays so (`free`).
    fn stored_before(&self, _: &Map<String, Value>) -> &'static [(&'static str, &'static str)] {
        &[(options::TALON_PLAY, "free")]
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let o: TerzOptions = serde_json::from_value(setup.options.clone())
            .map_err(|e| RuleError::new("terz.option.value", msg!("terz-option-stored", error = e.to_string())))?;
        let names = &setup.players;
        let mut st = read_state(state)?;
        let mut out = GameReplay { target: Some(i64::from(o.target)), ..GameReplay::default() };
        for &(n, entry) in entries {
            let scored = match entry {
                Entry::Deal(v) => {
                    let d = read_deal(v, setup, &o, st.dealer).map_err(|e| e.at_entry(n))?;
                    st.deals = st.deals.saturating_add(1);
                    deal_row(&mut st, &d, names, &o)
                }
                Entry::Penalty(p) => penalty_row(&mut st, p, setup, &o).map_err(|e| e.at_entry(n))?,
                // A voided deal that keeps its place: counted, its last trick unknown, so the next
                // deal may be dealt by either player.
                Entry::Turn => {
                    st.deals = st.deals.saturating_add(1);
                    st.dealer = None;
                    continue;
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => continue,
            };
            out.scored.push(scored);
            out.finished_after.push(st.winner.is_some());
        }
        out.winner = st.winner;
        if st.winner.is_none() {
            let deal = st.deals.saturating_add(1);
            out.next = Some(match st.dealer {
                Some(d) => msg!("terz-next", deal = deal, dealer = &names[d], leader = &names[1 - d]),
                None => msg!("terz-next-lot", deal = deal),
            });
        }
        Ok((out, crate::games::state::snapshot(&st)))
    }
}

/// The largest total a stored state may carry.
const SNAPSHOT_POINTS_MAX: u64 = 1 << 50;

/// The state a replay starts from: the match's start, or what an earlier replay of this match
/// returned; anything else is refused (`terz.snapshot`).
fn read_state(state: Option<&Value>) -> Result<Standing, RuleError> {
    let Some(v) = state else { return Ok(Standing::new()) };
    crate::games::state::resume("terz.snapshot", v, |st: &mut Standing| {
        st.totals.len() == 2
            && st.ups.len() == 2
            && st.dealer.is_none_or(|d| d < 2)
            && st.winner.is_none_or(|w| w < 2)
            && st.totals.iter().all(|t| t.unsigned_abs() <= SNAPSHOT_POINTS_MAX)
            && st.ups.iter().all(|&u| u <= 1_000_000)
    })
}

/// What the sheet writes beside each total: what a player needs once «сто в гору» is against him.
fn needs_annotations(st: &Standing, o: &TerzOptions) -> Vec<Msg> {
    if st.ups.iter().all(|&u| u == 0) {
        return vec![];
    }
    let needs = st.needs(o);
    (0..2)
        .map(|s| if st.ups[s] > 0 { msg!("terz-annotation-needs", need = needs[s]) } else { Msg::default() })
        .collect()
}

fn deal_row(st: &mut Standing, d: &Deal, names: &[String], o: &TerzOptions) -> Scored {
    match d {
        Deal::Forfeit { dealer, seat, why } => {
            let other = 1 - seat;
            st.winner = Some(other);
            st.dealer = Some(*dealer);
            let note = deal::forfeit_msg(*why, &names[*seat], &names[other]);
            let mut extra = Map::new();
            extra.insert("dealer".into(), names[*dealer].clone().into());
            extra.insert("forfeit".into(), why.id().into());
            extra.insert("player".into(), names[*seat].clone().into());
            Scored {
                scores: vec![0, 0],
                totals: st.totals.clone(),
                notes: vec![note.clone()],
                marks: vec![Mark::new(*seat, MarkKind::Penalty)],
                annotations: needs_annotations(st, o),
                explain: vec![Step { rule: why.rule(), text: note }],
                summary: msg!("terz-summary-forfeit", dealer = &names[*dealer]),
                extra,
                pool: None,
            }
        }
        Deal::Scored(s) => {
            for seat in 0..2 {
                st.totals[seat] = st.totals[seat].saturating_add(s.points[seat]);
            }
            let mut marks = vec![];
            let mut notes = vec![];
            for &(seat, value) in &s.false_announcements {
                st.ups[seat] = st.ups[seat].saturating_add(1);
                marks.push(Mark::new(seat, MarkKind::Penalty));
                notes.push(msg!("terz-note-false", player = &names[seat], value = value, need = o.need(st.ups[seat])));
            }
            for &(seat, value) in &s.miscounts {
                marks.push(Mark::new(seat, MarkKind::Penalty));
                notes.push(msg!("terz-note-miscount", player = &names[seat], points = value));
            }
            let mut explain = s.steps.clone();
            st.dealer = Some(s.last_trick);
            explain.push(Step {
                rule: "terz.game.next-dealer",
                text: msg!("terz-step-next-dealer", player = &names[s.last_trick]),
            });
            st.finish(o, Some(s.last_trick), &mut explain, names);
            let extra = deal::extra(s, names, st.needs(o));
            Scored {
                scores: s.points.to_vec(),
                totals: st.totals.clone(),
                notes,
                marks,
                annotations: needs_annotations(st, o),
                explain,
                summary: msg!("terz-summary", dealer = &names[s.dealer], won = format!("{}–{}", s.won[0], s.won[1])),
                extra,
                pool: None,
            }
        }
    }
}

/// A penalty written as its own entry: the book's (`false-announcement`, `miscount`,
/// `out-of-turn`, `extra-card`) or any other the table agreed, with its points.
fn penalty_row(st: &mut Standing, p: &Penalty, setup: &Setup, o: &TerzOptions) -> Result<Scored, RuleError> {
    let names = &setup.players;
    let seat = setup.seat(&p.player)?;
    let other = 1 - seat;
    let mut extra = Map::new();
    extra.insert("player".into(), names[seat].clone().into());
    extra.insert("reason".into(), p.reason.clone().into());
    let reason = p.reason.trim().to_lowercase();
    let mut scores = vec![0i64, 0];
    let (rule, note): (&'static str, Msg) = match reason.as_str() {
        "false-announcement" => {
            let value = p.points.unwrap_or(0);
            deal::check_false(value, &names[seat])?;
            scores[other] = value;
            st.ups[seat] = st.ups[seat].saturating_add(1);
            (
                "terz.penalty.false-announcement",
                msg!("terz-note-false", player = &names[seat], value = value, need = o.need(st.ups[seat])),
            )
        }
        "miscount" => {
            let value = p.points.unwrap_or(0);
            deal::check_miscount(value, &names[seat])?;
            scores[seat] = -value;
            scores[other] = value;
            ("terz.penalty.miscount", msg!("terz-note-miscount", player = &names[seat], points = value))
        }
        "out-of-turn" | "extra-card" => {
            let why = if reason == "out-of-turn" { Forfeit::OutOfTurn } else { Forfeit::ExtraCard };
            if p.points.is_some() {
                return Err(RuleError::new(why.rule(), msg!("terz-forfeit-points")));
            }
            st.winner = Some(other);
            (why.rule(), deal::forfeit_msg(why, &names[seat], &names[other]))
        }
        _ => {
            let points = p
                .points
                .filter(|&x| x != 0 && (-5000..=5000).contains(&x))
                .ok_or_else(|| RuleError::new("terz.penalty.points", msg!("terz-penalty-points")))?;
            scores[seat] = points;
            (
                "terz.penalty",
                msg!("terz-penalty-note", player = &names[seat], reason = &p.reason, points = signed(points)),
            )
        }
    };
    for (total, score) in st.totals.iter_mut().zip(&scores) {
        *total = total.saturating_add(*score);
    }
    let mut explain = vec![Step { rule, text: note.clone() }];
    if st.winner.is_none() {
        st.finish(o, None, &mut explain, names);
    }
    Ok(Scored {
        scores,
        totals: st.totals.clone(),
        notes: vec![note],
        marks: vec![Mark::new(seat, MarkKind::Penalty)],
        annotations: needs_annotations(st, o),
        explain,
        summary: msg!("terz-penalty-summary", reason = &p.reason),
        extra,
        pool: None,
    })
}
