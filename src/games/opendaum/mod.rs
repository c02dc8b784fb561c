//! Opendaum (Опендаум, a form of Oh Hell): 2–6 players; round n deals n cards each until the
//! round that deals the whole pack; a card turned for trump; every player says how many tricks he
//! will take; exact guesses score 5 × tricks + 5, others a point a trick; round 1 scores apart.
//! The highest total wins. Rules: docs/games/opendaum.md.

mod options;
mod round;

pub use options::{LastTrump, OpendaumOptions, Rounds, RoundsBy};
pub use round::Round;

use crate::games::family::solo_players;
use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::family::{penalty, Goal, Sheet};
use crate::games::{Entry, FlagValue, Game, GameInfo, GameReplay, OptionDoc, QuickFlag, RuleError, Setup, Step};
use round::{At, GAME};

static INFO: GameInfo = GameInfo {
    id: GAME,
    seats: (2, 6),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "trump", field: "trump", value: FlagValue::Text, help: "flag-opendaum-trump" },
        QuickFlag { name: "guesses", field: "bids", value: FlagValue::SideInts, help: "flag-opendaum-guesses" },
        QuickFlag::WON,
    ],
    options: &[
        OptionDoc { name: "rounds", help: "option-opendaum-rounds" },
        OptionDoc { name: "last_trump", help: "option-opendaum-last_trump" },
        OptionDoc { name: "sevens", help: "option-opendaum-sevens" },
    ],
    rule_ids: RULE_IDS,
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

    fn replay(&self, setup: &Setup, entries: &[(usize, &Entry)]) -> Result<GameReplay, RuleError> {
        let o = OpendaumOptions::stored(&setup.options)?;
        let names = &setup.players;
        let n = names.len();
        let deck = o.pack(n)?;
        let most = deck.len() / n;
        let last = o.last_round(n, most);
        let mut sheet = Sheet::new(vec![0; n]);
        let mut dealer: Option<Seat> = None;
        let mut played = 0;
        for &(at, entry) in entries {
            match entry {
                Entry::Deal(v) => {
                    if played >= last {
                        return Err(RuleError::new(
                            "opendaum.match.rounds",
                            format!("the match ended after round {last}; there is no round {}", played + 1),
                        )
                        .at_entry(at));
                    }
                    let number = played + 1;
                    let when = At { number, whole_pack: number == most, dealer };
                    let r = round::read(setup, &o, &deck, v, when).map_err(|e| e.at_entry(at))?;
                    played = number;
                    dealer = Some((r.dealer + 1) % n);
                    let mut w = round::score(setup, &r);
                    let over = played == last;
                    if over {
                        let totals = sheet.after(&w.scores);
                        w.steps.push(Step {
                            rule: "opendaum.match.rounds",
                            text: format!("round {last} was the last: the match is over").into(),
                        });
                        w.steps.push(Step { rule: "opendaum.match.winner", text: standing(names, &totals).into() });
                        if Goal::Highest.best(&totals).is_none() {
                            w.notes.push(standing(names, &totals));
                        }
                    }
                    sheet.write(w, over);
                }
                Entry::Penalty(p) => {
                    let (_, w) = penalty(GAME, "opendaum.penalty", setup, p, &[]).map_err(|e| e.at_entry(at))?;
                    let over = sheet.finished();
                    sheet.write(w, over);
                }
                Entry::Void(_) | Entry::Note(_) => {}
            }
        }
        let mut out = sheet.out;
        let over = out.finished_after.last().copied().unwrap_or(false);
        if over {
            out.winner = Goal::Highest.best(&sheet.totals);
        } else {
            let number = played + 1;
            let d = dealer.unwrap_or(0);
            let cards = round::cards(number);
            let pack = match (number == most, o.last_trump) {
                (false, _) => String::new(),
                (true, LastTrump::None) => " (the whole pack: no trump)".to_string(),
                (true, LastTrump::Dealer) => " (the whole pack: the dealer's last card shows trump)".to_string(),
            };
            out.next = Some(
                format!("round {number}: {} deals {cards} each{pack}, {} bids first", names[d], names[(d + 1) % n])
                    .into(),
            );
        }
        Ok(out)
    }
}

/// "Аня wins with 57", or who shares the highest total.
fn standing(names: &[String], totals: &[i64]) -> String {
    let best = totals.iter().copied().max().unwrap_or(0);
    let top: Vec<&str> = names.iter().zip(totals).filter(|(_, &t)| t == best).map(|(n, _)| n.as_str()).collect();
    if top.len() == 1 {
        format!("{} wins with {best}", top[0])
    } else {
        format!("{} share the highest total, {best}: nobody wins alone", top.join(" and "))
    }
}
