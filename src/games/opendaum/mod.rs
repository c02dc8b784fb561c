//! Opendaum (Опендаум, a form of Oh Hell): 2–6 players; round n deals n cards each until the
//! round that deals the whole pack; a card turned for trump; every player bids the tricks he will
//! take; an exact bid scores 5 × tricks + 5, any other a point a trick; round 1 scores apart.
//! The highest total wins. Rules: docs/games/opendaum.md.

mod options;
mod round;

pub use options::{LastTrump, OpendaumOptions, Rounds, RoundsBy};
pub use round::Round;

use crate::games::family::solo_players;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::games::family::{penalty, resume, snapshot, Goal, Rotation, Sheet};
use crate::games::{Entry, FlagValue, Game, GameInfo, GameReplay, OptionDoc, QuickFlag, RuleError, Setup, Step};
use crate::i18n::Msg;
use crate::msg;
use round::{At, Scoring, GAME};

static INFO: GameInfo = GameInfo {
    id: GAME,
    seats: (2, 6),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "trump", field: "trump", value: FlagValue::Text, help: "flag-opendaum-trump" },
        QuickFlag { name: "bids", field: "bids", value: FlagValue::SideInts, help: "flag-opendaum-bids" },
        QuickFlag::WON,
    ],
    options: &[
        OptionDoc { name: "rounds", help: "option-opendaum-rounds" },
        OptionDoc { name: "last_trump", help: "option-opendaum-last_trump" },
        OptionDoc { name: "sevens", help: "option-opendaum-sevens" },
    ],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule Opendaum cites; docs/games/opendaum.md explains them.
pub const RULE_IDS: &[&str] = &[
    "opendaum.score.first-trick",
    "opendaum.score.first-guess",
    "opendaum.score.exact",
    "opendaum.score.missed",
    "opendaum.match.rounds",
    "opendaum.match.winner",
    "opendaum.penalty",
    "opendaum.bid.range",
    "opendaum.bid.missing",
    "opendaum.bid.twice",
    "opendaum.deal.format",
    "opendaum.deal.dealer",
    "opendaum.deal.trump",
    "opendaum.deal.won",
    "opendaum.won.range",
    "opendaum.won.sum",
    "opendaum.entry.disagree",
    "opendaum.penalty.points",
    "opendaum.play.format",
    "opendaum.play.follow-suit",
    "opendaum.play.trump",
    "opendaum.play.trick-size",
    "opendaum.play.card-count",
    "opendaum.play.duplicate-card",
    "opendaum.play.not-in-deck",
    "opendaum.play.out-of-turn",
    "opendaum.option.unknown",
    "opendaum.option.value",
    "opendaum.snapshot",
];

/// The game: see the module's documentation.
#[derive(Debug, Clone, Copy)]
pub struct Opendaum;

pub static OPENDAUM: Opendaum = Opendaum;

impl Game for Opendaum {
    fn info(&self) -> &'static GameInfo {
        &INFO
    }

    fn default_options(&self) -> Value {
        serde_json::to_value(OpendaumOptions::default()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        solo_players(&INFO, players, teams)?;
        let o = OpendaumOptions::from_map(options, players.len())?;
        let options = crate::games::stored_options("opendaum", &o)?;
        Ok(Setup { game: INFO.id, players: players.to_vec(), teams: None, options })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let o = OpendaumOptions::stored(&setup.options)?;
        let names = &setup.players;
        let n = names.len();
        let deck = o.pack(n)?;
        let most = deck.len() / n;
        let last = o.last_round(n, most);
        let mut st = match state {
            None => State { totals: vec![0; n], ..State::default() },
            Some(v) => resume("opendaum.snapshot", v, |s: &mut State| s.fits(n, last))?,
        };
        let mut sheet = Sheet::resume(vec![0; n], std::mem::take(&mut st.totals), st.over);
        for &(at, entry) in entries {
            match entry {
                Entry::Deal(v) => {
                    if st.played >= last {
                        return Err(RuleError::new(
                            "opendaum.match.rounds",
                            msg!("opendaum-no-more-rounds", last = last, round = st.played + 1),
                        )
                        .at_entry(at));
                    }
                    let number = st.played + 1;
                    let when = At { number, whole_pack: number == most, rotation: st.rotation };
                    let r = round::read(setup, &o, &deck, v, when).map_err(|e| e.at_entry(at))?;
                    st.played = number;
                    st.rotation.dealt(r.dealer, n);
                    let Scoring { written: mut w, summary, cells } = round::score(setup, &r);
                    let over = st.played == last;
                    let mut notes = vec![];
                    if over {
                        let totals = sheet.after(&w.scores);
                        w.steps.push(Step {
                            rule: "opendaum.match.rounds",
                            text: msg!("opendaum-last-round", last = last),
                        });
                        w.steps.push(Step { rule: "opendaum.match.winner", text: standing(names, &totals) });
                        if Goal::Highest.best(&totals).is_none() {
                            notes.push(standing(names, &totals));
                        }
                    }
                    sheet.write(w, over);
                    // The row's words: the round's line, the shared win, and bid/took beside each
                    // number (the shared sheet writer leaves them to the game).
                    if let Some(row) = sheet.out.scored.last_mut() {
                        row.summary = summary;
                        row.notes = notes;
                        row.annotations = cells;
                    }
                }
                Entry::Penalty(p) => {
                    let (_, w) = penalty(GAME, "opendaum.penalty", setup, p, &[]).map_err(|e| e.at_entry(at))?;
                    let over = sheet.finished();
                    sheet.write(w, over);
                }
                // A voided round that kept its place was dealt: the next round deals one card
                // more and the deal passes to the left. It scores nothing.
                Entry::Turn => {
                    if st.played >= last {
                        return Err(RuleError::new(
                            "opendaum.match.rounds",
                            msg!("opendaum-no-more-rounds", last = last, round = st.played + 1),
                        )
                        .at_entry(at));
                    }
                    st.played += 1;
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
        } else if st.played < last {
            let number = st.played + 1;
            let d = st.rotation.due(n);
            let whole = match (number == most, o.last_trump) {
                (false, _) => "no",
                (true, LastTrump::None) => "none",
                (true, LastTrump::Dealer) => "dealer",
            };
            out.next = Some(msg!(
                "opendaum-next",
                round = number,
                dealer = names[d].as_str(),
                cards = number,
                whole = whole,
                first = names[(d + 1) % n].as_str(),
            ));
        }
        Ok((out, snapshot(&st)))
    }
}

/// What an Opendaum match carries from one round to the next, and so the snapshot it is resumed
/// from.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
struct State {
    totals: Vec<i64>,
    #[serde(default)]
    rotation: Rotation,
    /// Rounds taken: those played and the voided ones that kept their place.
    #[serde(default)]
    played: usize,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    over: bool,
}

impl State {
    /// Whether a stored state can belong to a match of `n` players and `last` rounds.
    fn fits(&self, n: usize, last: usize) -> bool {
        self.totals.len() == n && self.rotation.fits(n) && self.played <= last
    }
}

/// "Аня wins with 57", or who shares the highest total.
fn standing(names: &[String], totals: &[i64]) -> Msg {
    let best = totals.iter().copied().max().unwrap_or(0);
    let top: Vec<&str> = names.iter().zip(totals).filter(|(_, &t)| t == best).map(|(n, _)| n.as_str()).collect();
    match top[..] {
        [one] => msg!("opendaum-winner", player = one, points = best),
        [ref rest @ .., last] => msg!("opendaum-shared-win", players = rest.join(", "), last = last, points = best),
        [] => Msg::default(),
    }
}
