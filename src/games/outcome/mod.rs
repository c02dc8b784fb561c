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
use crate::engine::Seat;
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

/// Who deals the next deal and who leads it, as the book says for the game. The players are
/// listed from the first dealer (drawn by lot), so the first deal is the first player's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// The book names nobody: the line gives the deal's number.
    Unsaid,
    /// The last deal's loser deals (Black Peter).
    LoserDeals,
    /// Durak: the fool deals and the player on his left leads, «из-под дурака»; the first deal, and
    /// a deal after one nobody lost, the lowest trump leads. After a draw the dealer deals again.
    FromUnderTheFool,
    /// The loser deals and, dealing, leads («Верю — не верю»).
    LoserDealsAndLeads,
    /// The deal passes to the left, to the next player listed (Domino).
    Left,
    /// The deal passes to the left, and the player on the dealer's left leads (Quartet).
    LeftLeftLeads,
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
    /// Who deals the next deal and who leads it, where the book says.
    pub next: Next,
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
    QuickFlag { name: "loser", field: "loser", value: crate::games::FlagValue::Name, help: "flag-loser" };
/// `--winner NAME`: who won the deal.
pub const WINNER: QuickFlag =
    QuickFlag { name: "winner", field: "winner", value: crate::games::FlagValue::Name, help: "flag-winner" };
/// `--order A,B,C`: the finishing order, first out first.
pub const ORDER: QuickFlag =
    QuickFlag { name: "order", field: "order", value: crate::games::FlagValue::Names, help: "flag-order" };
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
    /// A loser or winner as one name, an order as a list of names, whatever shape it was stored
    /// in (the command line once stored `"loser": ["Вера"]` and `"order": ["Вера,Аня,Борис"]`).
    fn export_deal(&self, deal: &Value) -> Value {
        let Value::Object(map) = deal else { return deal.clone() };
        let mut out = map.clone();
        for key in ["loser", "winner", "order"] {
            let Some(v) = map.get(key) else { continue };
            let Ok(names) = deal::names(self.info.id, key, v) else { continue };
            let shaped = match (key, names.as_slice()) {
                ("order", _) => Value::from(names.clone()),
                (_, [one]) => Value::from(one.as_str()),
                _ => continue,
            };
            out.insert(key.into(), shaped);
        }
        Value::Object(out)
    }

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
    /// What comes next: the deal's number and, where the book says, who deals and who leads.
    fn next(&self, setup: &Setup, st: &Standing) -> Msg {
        let n = setup.players.len();
        let deal = st.deals + 1;
        let name = |s: Seat| setup.players[s].as_str();
        // Who deals: the last loser where the loser deals (the dealer again after a deal nobody
        // lost), the next player listed where the deal passes on; the first player first.
        let (dealer, dealt) = match self.next {
            Next::Unsaid => return msg!("outcome-next", deal = deal),
            Next::LoserDeals | Next::FromUnderTheFool | Next::LoserDealsAndLeads => {
                let s = st.last_loser.unwrap_or(0);
                let line = match (st.deals, st.no_loser, st.last_loser) {
                    (0, ..) => msg!("outcome-next-first", deal = deal, player = name(s)),
                    (_, Some(false), Some(_)) => {
                        msg!("outcome-next-loser-deals", deal = deal, player = name(s), role = self.role())
                    }
                    (_, Some(true), _) => msg!("outcome-next-again", deal = deal, player = name(s)),
                    _ => msg!("outcome-next-dealer", deal = deal, player = name(s)),
                };
                (s, line)
            }
            Next::Left | Next::LeftLeftLeads => {
                let s = usize::try_from(st.deals).unwrap_or(0) % n.max(1);
                let line = if st.deals == 0 {
                    msg!("outcome-next-first", deal = deal, player = name(s))
                } else {
                    msg!("outcome-next-left", deal = deal, player = name(s))
                };
                (s, line)
            }
        };
        let lead = match self.next {
            Next::FromUnderTheFool => match (st.deals, st.no_loser, st.last_loser) {
                (0, ..) | (_, Some(true), _) => Some(msg!("outcome-lead-trump")),
                (_, Some(false), Some(fool)) => {
                    Some(msg!("outcome-lead-under", player = name((fool + 1) % n), fool = name(fool)))
                }
                _ => None,
            },
            Next::LoserDealsAndLeads => Some(msg!("outcome-lead-dealer")),
            Next::LeftLeftLeads => Some(msg!("outcome-lead-left", player = name((dealer + 1) % n))),
            Next::Unsaid | Next::LoserDeals | Next::Left => None,
        };
        match lead {
            Some(lead) => msg!("outcome-next-lead", next = dealt, lead = lead),
            None => dealt,
        }
    }
}
