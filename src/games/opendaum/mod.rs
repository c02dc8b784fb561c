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
    names: ["Opendaum", "Опендаум", "Опендаум"],
    seats: (2, 6),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag {
            name: "trump",
            field: "trump",
            value: FlagValue::Text,
            help: "the trump suit, or the card that shows it: hearts, ♥, 7H (none: no trump)",
        },
        QuickFlag {
            name: "guesses",
            field: "bids",
            value: FlagValue::SideInts,
            help: "Opendaum: tricks each player said he would take, e.g. Аня=1,Борис=0 (round 1: 1 take, 0 not)",
        },
        QuickFlag::WON,
    ],
    options: &[
        OptionDoc {
            name: "rounds",
            help: "pack: until the round that deals the whole pack; players: as many rounds as players; or a number",
        },
        OptionDoc {
            name: "last_trump",
            help: "the round that deals the whole pack: none (no trump) or dealer (his last card shows trump)",
        },
        OptionDoc { name: "sevens", help: "the two sevens taken out with five players (with the sixes)" },
    ],
    rules: include_str!("../../../docs/games/opendaum.md"),
    rule_ids: RULE_IDS,
};

/// Every rule Opendaum cites; docs/games/opendaum.md explains them.
pub const RULE_IDS: &[(&str, &str)] = &[
    ("opendaum.score.first-trick", "round 1: the player who takes the trick writes 1"),
    ("opendaum.score.first-guess", "round 1: everyone who guessed take / not take right writes 5"),
    ("opendaum.score.exact", "from round 2: an exact bid writes 5 × tricks + 5"),
    ("opendaum.score.missed", "from round 2: a missed bid writes 1 per trick taken"),
    ("opendaum.match.rounds", "the match ends after the last round (the whole pack, or the agreed rounds)"),
    ("opendaum.match.winner", "the highest total wins; equal highest totals share the win"),
    ("opendaum.penalty", "a penalty the table agrees is written as points"),
    ("opendaum.bid.range", "a bid is 0 to the cards dealt (round 1: take 1 or not take 0)"),
    ("opendaum.bid.missing", "every player says how many tricks he will take"),
    ("opendaum.bid.twice", "each player bids once"),
    ("opendaum.deal.format", "a round's record has only the documented fields"),
    ("opendaum.deal.dealer", "the deal passes to the left each round"),
    ("opendaum.deal.trump", "a turned card shows trump; the round that deals the whole pack has none to turn"),
    ("opendaum.deal.won", "the tricks won are given, or every trick"),
    ("opendaum.won.range", "a player's tricks are 0 to the round's tricks"),
    ("opendaum.won.sum", "tricks won add up to the cards each player was dealt"),
    ("opendaum.entry.disagree", "tricks won given beside the record agree with it"),
    ("opendaum.penalty.points", "a penalty gives its points"),
    ("opendaum.play.format", "a play record has only tricks"),
    ("opendaum.play.follow-suit", "follow the led suit if able"),
    ("opendaum.play.trump", "a player who cannot follow suit trumps if he can"),
    ("opendaum.play.trick-size", "each trick has one card from each player"),
    ("opendaum.play.card-count", "a round is as many tricks as cards dealt to each player"),
    ("opendaum.play.duplicate-card", "each card is played once"),
    ("opendaum.play.not-in-deck", "only the pack's cards are played (no sixes with 2 or 5 players…)"),
    ("opendaum.play.out-of-turn", "players play in turn from the trick's leader"),
    ("opendaum.option.unknown", "only documented options"),
    ("opendaum.option.value", "option values of the right type and range"),
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
