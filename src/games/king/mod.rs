//! King (Кинг): 4 players with 32 cards or 3 with 30. Seven negative deals — no tricks, no boys,
//! no girls, no hearts, no last two, no king, eralash — then eight positive ones with a trump; or,
//! in the ordered variant, each player orders every game himself. The highest total wins. Rules:
//! docs/games/king.md.

mod deal;
mod kind;
mod order_book;

pub use deal::{deck, leader, FIELDS};
pub use kind::{Kind, CLASSIC, KING_OF_HEARTS};
pub use order_book::OrderBook;

use crate::games::family::solo_players;
use serde_json::{Map, Value};

use crate::engine::Seat;
use crate::games::family::simple::{flag, read_opts};
use crate::games::family::{penalty, Goal, Opt, Sheet};
use crate::games::{Entry, FlagValue, Game, GameInfo, GameReplay, OptionDoc, QuickFlag, RuleError, Setup, Step};
use deal::{read_deal, Turn, GAME};

static INFO: GameInfo = GameInfo {
    id: "king",
    names: ["King", "Кинг", "Кинг"],
    seats: (3, 4),
    flags: &[
        QuickFlag::DEALER,
        QuickFlag {
            name: "game",
            field: "game",
            value: FlagValue::Text,
            help: "King: the deal's game (no-tricks, no-boys, no-girls, no-hearts, no-last-two, no-king, eralash, \
                   positive; мальчики, ералаш…); required when ordered",
        },
        QuickFlag::WON,
        QuickFlag::TOOK,
        QuickFlag {
            name: "last-two",
            field: "last_two",
            value: FlagValue::List,
            help: "King: who took the last trick but one and the last, e.g. Аня,Борис",
        },
        QuickFlag {
            name: "trump",
            field: "trump",
            value: FlagValue::Text,
            help: "the deal's trump suit: hearts, ♥, H, черви…",
        },
        QuickFlag {
            name: "by-last",
            field: "trump_by_last",
            value: FlagValue::Switch,
            help: "King: the trump was named «по последней», by the namer's last card",
        },
    ],
    options: &[OptionDoc {
        name: "ordered",
        help: "the ordered variant (заказной): the player left of the dealer orders each deal's game",
    }],
    rules: include_str!("../../../docs/games/king.md"),
    rule_ids: RULE_IDS,
};

/// Every rule King cites; docs/games/king.md explains them.
pub const RULE_IDS: &[(&str, &str)] = &[
    ("king.score.no-tricks", "no tricks: each trick taken costs 2 (−16 a deal; 3 players −20)"),
    ("king.score.no-boys", "no boys: each jack taken costs 4 (−16)"),
    ("king.score.no-girls", "no girls: each queen taken costs 4 (−16)"),
    ("king.score.no-hearts", "no hearts: each heart taken costs 2 (−16)"),
    ("king.score.no-last-two", "no last two: each of the last two tricks costs 8 (−16)"),
    ("king.score.no-king", "no king: taking K♥ costs 16"),
    ("king.score.eralash", "eralash: all six penalties at once (−96; 3 players −100)"),
    ("king.score.positive", "positive: each trick taken gives 3 (+24; 3 players +30); void → trump"),
    ("king.deal.sequence", "the classic order: the seven negative deals, then eight positive"),
    ("king.deal.game", "a deal's game is one of the eight; the ordered variant names it every deal"),
    ("king.deal.unused", "a deal records only what its game scores"),
    ("king.order", "the player on the dealer's left orders the deal's game and leads"),
    ("king.order.repeated", "each player orders each negative game once and the positive game twice"),
    ("king.trump.by-last", "a trump named by the last card is a suit its namer holds"),
    ("king.match.end", "the match ends after the last deal of the sequence (15, or 36/27 ordered)"),
    ("king.match.winner", "the highest total wins; a shared highest total is a draw"),
    ("king.penalty", "a penalty the table agrees is written with its points"),
    ("king.deal.format", "a deal record has only the documented fields"),
    ("king.deal.dealer", "the deal passes to the left"),
    ("king.deal.trump", "a positive deal names its trump suit"),
    ("king.deal.won", "tricks won are given where tricks score"),
    ("king.deal.trick-taker", "who took the last two tricks is given where they score"),
    ("king.won.range", "a player's tricks are 0 to the deal's tricks"),
    ("king.won.sum", "tricks won add up to the deal's tricks (8, or 10 for 3 players)"),
    ("king.took.card", "only the deal's scoring cards are named"),
    ("king.took.twice", "each scoring card is taken by one player"),
    ("king.took.sum", "every scoring card of the deal is accounted for"),
    ("king.took.impossible", "nobody takes more cards or scoring tricks than his tricks hold"),
    ("king.entry.disagree", "quick entry and the tricks agree"),
    ("king.penalty.points", "a penalty gives its points"),
    ("king.play.format", "a play record has only tricks"),
    ("king.play.follow-suit", "follow the led suit if able"),
    ("king.play.trump", "positive deals: void in the led suit, trump if able"),
    ("king.play.hearts-lead", "no hearts, no king, eralash: no heart led while holding another suit"),
    ("king.play.must-discard", "no king, eralash: K♥ is discarded at the first trick its holder cannot follow"),
    ("king.play.trick-size", "each trick has one card from each player"),
    ("king.play.card-count", "a deal is every card of the deck"),
    ("king.play.duplicate-card", "each card is played once"),
    ("king.play.not-in-deck", "only the deck's cards are played (no sixes, A♠ or A♣ with 3 players)"),
    ("king.play.out-of-turn", "players play in turn from the trick's leader"),
    ("king.option.unknown", "only documented options"),
    ("king.option.value", "option values of the right type"),
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
fn next_text(setup: &Setup, number: usize, dealer: Seat, book: &OrderBook) -> String {
    let names = &setup.players;
    let n = names.len();
    if flag(setup, "ordered") {
        let o = (dealer + 1) % n;
        return format!(
            "deal {number}: {} deals, {} orders (left: {}) and leads",
            names[dealer],
            names[o],
            book.left_text(o)
        );
    }
    let kind = CLASSIC[number - 1];
    let lead = &names[leader(kind, false, dealer, n)];
    if kind.is_positive() {
        format!("deal {number}: {kind} — {} deals, {lead} names trump and leads", names[dealer])
    } else {
        format!("deal {number}: {kind} — {} deals, {lead} leads", names[dealer])
    }
}

impl Game for King {
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

    fn replay(&self, setup: &Setup, entries: &[(usize, &Entry)]) -> Result<GameReplay, RuleError> {
        let names = &setup.players;
        let n = names.len();
        let ordered = flag(setup, "ordered");
        let total = King::deals(setup);
        let mut sheet = Sheet::new(vec![0; n]);
        let mut book = OrderBook::new(n);
        let mut next: Option<Seat> = None;
        let mut played = 0usize;
        for &(at, entry) in entries {
            if played == total && matches!(entry, Entry::Deal(_) | Entry::Penalty(_)) {
                return Err(RuleError::new(
                    "match.finished",
                    format!("the match ended with its {total}th deal; nothing can be recorded after it"),
                )
                .at_entry(at));
            }
            match entry {
                Entry::Deal(v) => {
                    let turn = Turn {
                        number: played + 1,
                        dealer: next,
                        classic: (!ordered).then(|| CLASSIC[played]),
                        book: ordered.then_some(&book),
                    };
                    let d = read_deal(setup, v, turn).map_err(|e| e.at_entry(at))?;
                    played += 1;
                    if let Some(o) = d.orderer {
                        book.record(o, d.kind, played);
                    }
                    next = Some((d.dealer + 1) % n);
                    let mut w = d.written;
                    let over = played == total;
                    if over {
                        let totals = sheet.after(&w.scores);
                        w.steps.push(Step {
                            rule: "king.match.end",
                            text: format!("the match is over after {total} deals").into(),
                        });
                        match Goal::Highest.best(&totals) {
                            Some(b) => w.steps.push(Step {
                                rule: "king.match.winner",
                                text: format!("{} wins with {}", names[b], totals[b]).into(),
                            }),
                            None => {
                                let top = totals.iter().copied().max().unwrap_or(0);
                                let level: Vec<&str> =
                                    (0..n).filter(|&s| totals[s] == top).map(|s| names[s].as_str()).collect();
                                let text = format!("a draw: {} share the highest total, {top}", level.join(" and "));
                                w.notes.push(text.clone());
                                w.steps.push(Step { rule: "king.match.winner", text: text.into() });
                            }
                        }
                    }
                    sheet.write(w, over);
                }
                Entry::Penalty(p) => {
                    let (_, w) = penalty(GAME, "king.penalty", setup, p, &[]).map_err(|e| e.at_entry(at))?;
                    sheet.write(w, false);
                }
                Entry::Void(_) | Entry::Note(_) => {}
            }
        }
        let finished = played == total;
        // A penalty written after the last deal cannot happen (refused above), so the last row
        // says whether the match is over.
        let mut out = sheet.out;
        out.lowest_wins = false;
        if finished {
            out.winner = Goal::Highest.best(&sheet.totals);
        } else {
            out.next = Some(next_text(setup, played + 1, next.unwrap_or(0), &book).into());
        }
        Ok(out)
    }
}
