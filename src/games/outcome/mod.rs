//! The games that only name a loser or a winner: Durak, Donkey, Black Peter, Crazy Eights, … The
//! table plays them without points; what it writes down is who was left «дураком» (or who went out
//! first, or who collected most), and at the end of the evening who was it most often. Each game
//! is one [`Outcome`] value — a preset: its players, its deck options, what a deal records (the
//! loser, the winner, a finishing order, or counts that add up: Quartet's quartets, Pairs' pairs)
//! and its extras (Durak's draw and «погоны», Eroshki's forgiveness). [`deal`] reads and checks a
//! deal; [`standing`] keeps the tally and writes the evening's statistics as the sheet's notes.
//!
//! Shared rule ids are cited with the game's prefix (`durak.loser.one`); [`SHARED_RULES`] lists
//! them. What the machinery says is in the `outcome-*` messages of `locales/<lang>/outcome.ftl`;
//! each game adds its role (`durak-role`: «дурак»), and Quartet and Pairs their unit.

pub mod deal;
mod figures;
pub mod standing;

pub use deal::{Dealt, Pogony};
pub use standing::Standing;

use serde_json::{Map, Value};

use crate::cards::Deck;
use crate::games::family::simple::{read_opts, Opt};
use crate::games::family::{game_name, solo_players};
use crate::games::{Entry, Game, GameInfo, GameReplay, QuickFlag, RuleError, Setup, Step};
use crate::i18n::Msg;
use crate::msg;

/// Rule ids the shared machinery raises, without the game's prefix.
pub const SHARED_RULES: &[&str] = &[
    "deal.format",
    "deal.outcome",
    "deal.draw",
    "loser.one",
    "winner.one",
    "order.permutation",
    "count.sum",
    "pogony.rank",
    "pogony.cards",
    "pogony.loser",
    "forgiven.loser",
    "penalty",
];

/// A shared rule id with the game's prefix.
pub fn id(game: &str, rule: &str) -> String {
    debug_assert!(SHARED_RULES.contains(&rule), "{rule} is not a shared rule id");
    format!("{game}.{rule}")
}

/// What a deal of the game records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Who lost (`--loser`), or the finishing order (`--order`), whose last lost.
    Loser,
    /// Who won (`--winner`), or the finishing order, whose first won.
    Winner,
    /// Each player's count in `field` (`--quartets Аня=3,…`), adding up to `total`; the most wins
    /// the deal, and the counts are the tally.
    Count { field: &'static str, total: i64 },
}

/// Builds the pack a game's cards are checked against.
pub type DeckFn = fn() -> Deck;

/// One game that names a loser or a winner, as data.
pub struct Outcome {
    pub info: &'static GameInfo,
    pub opts: &'static [Opt],
    pub kind: Kind,
    /// The rule the deal's outcome is written under (`durak.score.loser`).
    pub score: &'static str,
    /// A deal may end with nobody losing, and its rule (Durak: nobody is left with cards).
    pub draw: Option<&'static str>,
    /// The loser may be «с погонами», and its rule (Durak), with the deck the last attack's cards
    /// come from.
    pub pogony: Option<(&'static str, DeckFn)>,
    /// The loser may be forgiven, and its rule (Eroshki: he caught an open card).
    pub forgiven: Option<&'static str>,
    /// The loser deals the next deal (Durak, Black Peter, «Верю — не верю»).
    pub loser_deals: bool,
    /// The pack is dealt out equally: its size, and the rule refusing a number of players it does
    /// not divide by (Pan: «Колода раздается сдатчиком поровну между всеми игроками», 24 cards).
    pub even: Option<(usize, &'static str)>,
    /// The match ends after the agreed deals (option `deals`, 0: an open evening), and its rule.
    pub deals: &'static str,
    /// The rule that names the evening's winner.
    pub winner: &'static str,
    /// The rule refusing a stored state that is not this game's (`GAME.snapshot`).
    pub snapshot: &'static str,
}

/// `--loser NAME`: who lost the deal.
pub const LOSER: QuickFlag =
    QuickFlag { name: "loser", field: "loser", value: crate::games::FlagValue::List, help: "flag-loser" };
/// `--winner NAME`: who won the deal.
pub const WINNER: QuickFlag =
    QuickFlag { name: "winner", field: "winner", value: crate::games::FlagValue::List, help: "flag-winner" };
/// `--order A,B,C`: the finishing order, first out first.
pub const ORDER: QuickFlag =
    QuickFlag { name: "order", field: "order", value: crate::games::FlagValue::List, help: "flag-order" };
/// `--draw`: nobody lost.
pub const DRAW: QuickFlag =
    QuickFlag { name: "draw", field: "draw", value: crate::games::FlagValue::Switch, help: "flag-draw" };
/// `--pogony 6` or `--pogony 6S,6C`: the loser's «погоны».
pub const POGONY: QuickFlag =
    QuickFlag { name: "pogony", field: "pogony", value: crate::games::FlagValue::Text, help: "flag-pogony" };
/// `--forgiven`: the loser was forgiven.
pub const FORGIVEN: QuickFlag =
    QuickFlag { name: "forgiven", field: "forgiven", value: crate::games::FlagValue::Switch, help: "flag-forgiven" };

/// The end after an agreed number of deals, documented once for every game of the kind.
pub const DEALS_DOC: crate::games::OptionDoc = crate::games::OptionDoc { name: "deals", help: "option-deals" };
/// The `deals` option every game of the kind has.
pub const DEALS: Opt = Opt::Int { name: "deals", default: 0, min: 0, max: 1000 };

impl Outcome {
    /// The role the tally counts, in the reader's language («дурак», «осёл», «победитель»).
    pub fn role(&self) -> Msg {
        Msg::new(format!("{}-role", self.info.id), vec![])
    }

    /// The unit of a counting game («квартет»), for `count`.
    pub fn unit(&self, count: i64) -> Msg {
        Msg::new(format!("{}-unit", self.info.id), vec![("count", count.into())])
    }

    /// Whether the lowest tally leads the evening: the losers' count.
    pub fn lowest_wins(&self) -> bool {
        self.kind == Kind::Loser
    }

    fn over(&self, setup: &Setup, st: &Standing) -> bool {
        let agreed = crate::games::family::simple::int(setup, "deals");
        agreed != 0 && st.deals >= agreed && st.best(self.lowest_wins()).is_some()
    }

    fn end_steps(&self, setup: &Setup, st: &Standing) -> Vec<Step> {
        let Some(best) = st.best(self.lowest_wins()) else { return vec![] };
        vec![
            Step { rule: self.deals, text: msg!("family-match-over") },
            Step {
                rule: self.winner,
                text: msg!("family-match-winner", player = &setup.players[best], total = st.totals[best]),
            },
        ]
    }
}

impl Game for Outcome {
    fn figures(&self, setup: &Setup, scored: &crate::games::Scored) -> Vec<crate::games::Figure> {
        figures::of(self, setup, scored)
    }

    fn figure_ids(&self) -> &'static [&'static str] {
        if self.kind == Kind::Loser {
            figures::IDS
        } else {
            &[]
        }
    }

    fn info(&self) -> &'static GameInfo {
        self.info
    }

    fn default_options(&self) -> Value {
        read_opts(self.info.id, self.opts, &Map::new()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        solo_players(self.info, players, teams)?;
        if let Some((cards, rule)) = self.even.filter(|&(cards, _)| cards % players.len() != 0) {
            let (lo, hi) = self.info.seats;
            let can: Vec<String> = (lo..=hi).filter(|n| cards % n == 0).map(|n| n.to_string()).collect();
            return Err(RuleError::new(
                rule,
                msg!(
                    "outcome-even",
                    game = game_name(self.info.id),
                    cards = cards,
                    players = players.len(),
                    can = can.join(", ")
                ),
            ));
        }
        let options = read_opts(self.info.id, self.opts, options)?;
        Ok(Setup { game: self.info.id, players: players.to_vec(), teams: None, options })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let n = setup.players.len();
        let mut st = match state {
            None => Standing::new(n),
            Some(v) => crate::games::state::resume(self.snapshot, v, |s: &mut Standing| s.fits(n))?,
        };
        let mut out = GameReplay { start: vec![0; n], ..GameReplay::default() };
        for &(at, entry) in entries {
            let mut scored = match entry {
                Entry::Deal(v) => {
                    let dealt = self.read(setup, v).map_err(|e| e.at_entry(at))?;
                    st.record(self, &dealt);
                    st.write(self, setup, &dealt)
                }
                Entry::Penalty(_) => {
                    return Err(RuleError::new(
                        id(self.info.id, "penalty"),
                        msg!("outcome-no-penalty", game = game_name(self.info.id)),
                    )
                    .at_entry(at));
                }
                Entry::Turn => {
                    // A voided deal that kept its place: it counts as a deal and names nobody.
                    st.turn();
                    continue;
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => continue,
            };
            let over = st.over || self.over(setup, &st);
            if over && !st.over {
                scored.explain.extend(self.end_steps(setup, &st));
            }
            st.over = over;
            out.scored.push(scored);
            out.finished_after.push(over);
        }
        out.lowest_wins = self.lowest_wins();
        if st.over {
            out.winner = st.best(self.lowest_wins());
        } else {
            out.next = Some(self.next(setup, &st));
        }
        out.extra.insert("tally".into(), st.view(self, setup));
        Ok((out, crate::games::state::snapshot(&st)))
    }
}

impl Outcome {
    /// What comes next: the deal's number and, where the loser deals, who deals.
    fn next(&self, setup: &Setup, st: &Standing) -> Msg {
        match st.last_loser.filter(|_| self.loser_deals) {
            Some(s) => {
                msg!("outcome-next-loser-deals", deal = st.deals + 1, player = &setup.players[s], role = self.role())
            }
            None => msg!("outcome-next", deal = st.deals + 1),
        }
    }
}
