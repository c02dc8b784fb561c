//! King (Кинг): 4 players with 32 cards or 3 with 30. Seven negative deals — no tricks, no boys,
//! no girls, no hearts, no last two, no king, eralash — then eight positive ones with a trump; or,
//! in the ordered variant, each player orders every game himself. The highest total wins. Rules:
//! docs/games/king.md.

mod deal;
mod figures;
mod kind;
mod order_book;

pub use deal::{deck, leader, FIELDS};
pub use kind::{Kind, CLASSIC, KING_OF_HEARTS};
pub use order_book::OrderBook;

use crate::games::family::solo_players;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::family::simple::{flag, read_opts};
use crate::games::family::{penalty, resume, snapshot, Goal, Opt, Rotation, Sheet};
use crate::games::{Entry, FlagValue, Game, GameInfo, GameReplay, OptionDoc, QuickFlag, RuleError, Setup, Step};
use crate::i18n::Msg;
use crate::msg;
use deal::{and_list, read_deal, Turn, GAME};

static INFO: GameInfo = GameInfo {
    id: "king",
    seats: (3, 4),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag { name: "game", field: "game", value: FlagValue::Text, help: "flag-king-game" },
        QuickFlag::WON,
        QuickFlag::TOOK,
        QuickFlag { name: "last-two", field: "last_two", value: FlagValue::List, help: "flag-king-last-two" },
        QuickFlag { name: "trump", field: "trump", value: FlagValue::Text, help: "flag-king-trump" },
        QuickFlag { name: "by-last", field: "trump_by_last", value: FlagValue::Switch, help: "flag-king-by-last" },
    ],
    options: &[OptionDoc { name: "ordered", help: "option-king-ordered" }],
    rule_ids: RULE_IDS,
    words: &[],
};

/// Every rule King cites; docs/games/king.md explains them.
pub const RULE_IDS: &[&str] = &[
    "king.score.no-tricks",
    "king.score.no-boys",
    "king.score.no-girls",
    "king.score.no-hearts",
    "king.score.no-last-two",
    "king.score.no-king",
    "king.score.eralash",
    "king.score.positive",
    "king.deal.sequence",
    "king.deal.game",
    "king.deal.unused",
    "king.order",
    "king.order.repeated",
    "king.trump.by-last",
    "king.match.end",
    "king.match.winner",
    "king.penalty",
    "king.deal.format",
    "king.deal.dealer",
    "king.deal.trump",
    "king.deal.won",
    "king.deal.trick-taker",
    "king.won.range",
    "king.won.sum",
    "king.took.card",
    "king.took.twice",
    "king.took.sum",
    "king.took.impossible",
    "king.entry.disagree",
    "king.penalty.points",
    "king.play.format",
    "king.play.follow-suit",
    "king.play.trump",
    "king.play.hearts-lead",
    "king.play.must-discard",
    "king.play.trick-size",
    "king.play.card-count",
    "king.play.duplicate-card",
    "king.play.not-in-deck",
    "king.play.out-of-turn",
    "king.option.unknown",
    "king.option.value",
    "king.snapshot",
];

const OPTS: &[Opt] = &[Opt::Bool { name: "ordered", default: false }];

/// King as the ledger and the CLI see it.
pub struct King;

pub static KING: King = King;

impl King {
    /// How many deals the match has.
    pub fn deals(setup: &Setup) -> usize {
        if flag(setup, "ordered") {
            OrderBook::deals(setup.players.len())
        } else {
            CLASSIC.len()
        }
    }
}

/// "deal 8: positive — Аня deals, Галя names trump and leads".
fn next_text(setup: &Setup, number: usize, dealer: Seat, book: &OrderBook) -> Msg {
    let names = &setup.players;
    let n = names.len();
    if flag(setup, "ordered") {
        let o = (dealer + 1) % n;
        return msg!(
            "king-next-ordered",
            number = number,
            dealer = &names[dealer],
            orderer = &names[o],
            left = book.left_msg(o)
        );
    }
    let kind = CLASSIC[number - 1];
    let lead = &names[leader(kind, false, dealer, n)];
    if kind.is_positive() {
        msg!("king-next-positive", number = number, kind = kind.label(), dealer = &names[dealer], leader = lead)
    } else {
        msg!("king-next", number = number, kind = kind.label(), dealer = &names[dealer], leader = lead)
    }
}

/// Writes what the game itself says on the row just written: the deal's name and dealer, and
/// the notes beside it.
fn annotate(sheet: &mut Sheet, summary: Option<Msg>, notes: Vec<Msg>) {
    if let Some(row) = sheet.out.scored.last_mut() {
        if let Some(s) = summary {
            row.summary = s;
        }
        row.notes.extend(notes);
    }
}

impl Game for King {
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
        read_opts(GAME, OPTS, &Map::new()).unwrap_or(Value::Null)
    }

    fn setup(
        &self,
        players: &[String],
        teams: Option<&Map<String, Value>>,
        options: &Map<String, Value>,
    ) -> Result<Setup, RuleError> {
        solo_players(&INFO, players, teams)?;
        let options = read_opts(GAME, OPTS, options)?;
        Ok(Setup { game: GAME, players: players.to_vec(), teams: None, options })
    }

    fn replay_from(
        &self,
        setup: &Setup,
        state: Option<&Value>,
        entries: &[(usize, &Entry)],
    ) -> Result<(GameReplay, Option<Value>), RuleError> {
        let names = &setup.players;
        let n = names.len();
        let ordered = flag(setup, "ordered");
        let total = King::deals(setup);
        let mut st = match state {
            None => State { totals: vec![0; n], book: OrderBook::new(n), ..State::default() },
            Some(v) => resume("king.snapshot", v, |s: &mut State| s.fits(n, total))?,
        };
        let mut sheet = Sheet::resume(vec![0; n], std::mem::take(&mut st.totals), st.played == total);
        for &(at, entry) in entries {
            if st.played == total && matches!(entry, Entry::Deal(_) | Entry::Penalty(_) | Entry::Turn) {
                return Err(RuleError::new("match.finished", msg!("king-match-finished", deals = total)).at_entry(at));
            }
            match entry {
                Entry::Deal(v) => {
                    let turn = Turn {
                        number: st.played + 1,
                        rotation: st.rotation,
                        classic: (!ordered).then(|| CLASSIC[st.played]),
                        book: ordered.then_some(&st.book),
                    };
                    let d = read_deal(setup, v, turn).map_err(|e| e.at_entry(at))?;
                    st.played += 1;
                    if let Some(o) = d.orderer {
                        st.book.record(o, d.kind, st.played);
                    }
                    st.rotation.dealt(d.dealer, n);
                    let mut w = d.written;
                    let mut notes = Vec::new();
                    let over = st.played == total;
                    if over {
                        let totals = sheet.after(&w.scores);
                        w.steps.push(Step { rule: "king.match.end", text: msg!("king-match-end", deals = total) });
                        match Goal::Highest.best(&totals) {
                            Some(b) => w.steps.push(Step {
                                rule: "king.match.winner",
                                text: msg!("king-match-winner", name = &names[b], total = totals[b]),
                            }),
                            None => {
                                let top = totals.iter().copied().max().unwrap_or(0);
                                let level: Vec<&str> =
                                    (0..n).filter(|&s| totals[s] == top).map(|s| names[s].as_str()).collect();
                                let text = msg!("king-match-draw", names = and_list(&level), total = top);
                                notes.push(text.clone());
                                w.steps.push(Step { rule: "king.match.winner", text });
                            }
                        }
                    }
                    sheet.write(w, over);
                    annotate(&mut sheet, Some(d.summary), notes);
                }
                Entry::Penalty(p) => {
                    let (_, w) = penalty(GAME, "king.penalty", setup, p, &[]).map_err(|e| e.at_entry(at))?;
                    sheet.write(w, false);
                }
                // A voided deal that kept its place took its place in the match: the classic
                // order's game of that deal is passed over, the deal passes to the left, and in the
                // ordered variant the orderer's choice, unknown, is lost. It scores nothing.
                Entry::Turn => {
                    st.played += 1;
                    st.rotation.turn(n);
                }
                Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => {}
            }
        }
        st.totals = sheet.totals;
        // A penalty written after the last deal cannot happen (refused above), so the last row
        // says whether the match is over.
        let mut out = sheet.out;
        out.lowest_wins = false;
        if st.played == total {
            out.winner = Goal::Highest.best(&st.totals);
        } else {
            out.next = Some(next_text(setup, st.played + 1, st.rotation.due(n), &st.book));
        }
        Ok((out, snapshot(&st)))
    }
}

/// What a King match carries from one entry to the next, and so the snapshot it is resumed from.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
struct State {
    totals: Vec<i64>,
    #[serde(default)]
    rotation: Rotation,
    /// Deals of the match taken: those played and the voided ones that kept their place.
    #[serde(default)]
    played: usize,
    /// The ordered variant's orders so far.
    #[serde(default, skip_serializing_if = "OrderBook::is_empty")]
    book: OrderBook,
}

impl State {
    /// Whether a stored state can belong to a match of `n` players and `total` deals; a classic
    /// match's state has no book and gets an empty one.
    fn fits(&mut self, n: usize, total: usize) -> bool {
        if self.book.is_empty() {
            self.book = OrderBook::new(n);
        }
        self.totals.len() == n && self.rotation.fits(n) && self.played <= total && self.book.fits(n, self.played)
    }
}
