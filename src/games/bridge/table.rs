//! A table of four scoring its deals: duplicate boards (Law 77 of the Laws of Duplicate Bridge,
//! every board on its own, NS against EW), the rubber score pad (the Laws of Rubber Bridge) or
//! Chicago. Every deal is read by `record.rs`, as a club session's traveller is. A deal record
//! `{"stop": true}` ends the match: the rubber being played is settled as unfinished.

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::chicago::Chicago;
use super::options::{BridgeOptions, Scoring};
use super::play;
use super::record::{self, seat_letter, side_name, side_of, SEATS};
use super::rubber::{Rubber, RubberDeal, SIDES};
use super::score::{dealer_of_board, ns_score, score, Contract, Score, Strain, Vulnerability};
use crate::games::{Entry, GameReplay, Penalty, RuleError, Scored, Setup, Step, PENALTY_POINTS_MAX};
use crate::i18n::{signed, Msg};
use crate::msg;

/// The highest board number a table writes: board sets stop far below.
pub const BOARD_MAX: u32 = 9999;

/// A deal record as written (docs/formats.md, "Bridge deal record").
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DealDoc {
    board: Option<i64>,
    declarer: Option<String>,
    contract: Option<String>,
    double: Option<String>,
    tricks: Option<i64>,
    result: Option<String>,
    honours: Option<String>,
    vulnerable: Option<String>,
    #[serde(default)]
    stop: bool,
    /// Full entry (play.rs): the hands as a PBN deal string, the dealer, the auction, the play
    /// (tricks, or the text form carrying the whole board) and a claim.
    deal: Option<String>,
    dealer: Option<String>,
    auction: Option<Value>,
    play: Option<Value>,
    claim: Option<Value>,
}

/// A deal read and checked.
#[derive(Debug, Clone)]
struct Deal {
    board: u32,
    /// `None`: passed out.
    played: Option<Played>,
    /// The vulnerability written on the record, if any.
    vulnerable: Option<Vulnerability>,
    /// What the play record proved, shown by `kozyr explain` (full entry only).
    play_steps: Vec<Step>,
    play_extra: Map<String, Value>,
}

#[derive(Debug, Clone, Copy)]
struct Played {
    contract: Contract,
    declarer: usize,
    tricks: u8,
    /// The seat that held the honours, and how many.
    honours: Option<(usize, u8)>,
}

/// Where the table's match stands between entries (kept in snapshots).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    /// Deals dealt at the table, passed-out ones included: the rubber's dealer rotates by it.
    deals: u32,
    /// The last board number written (0 before the first).
    board: u32,
    /// Every point written, NS then EW.
    totals: [i64; SIDES],
    /// The rubber being played.
    rubber: Rubber,
    /// Rubbers completed before it.
    rubbers: u32,
    /// The chicago being played.
    chicago: Chicago,
    /// The table stopped the match (`"stop": true`).
    stopped: bool,
}

/// The largest total a stored state may carry.
const SNAPSHOT_POINTS_MAX: u64 = 1 << 50;

fn read_state(state: Option<&Value>) -> Result<State, RuleError> {
    let Some(v) = state else { return Ok(State::default()) };
    crate::games::state::resume("bridge.snapshot", v, |st: &mut State| {
        st.board <= BOARD_MAX
            && st.rubber.games.iter().all(|&g| g < 2)
            && st.rubber.winner.is_none()
            && st.chicago.dealt < super::chicago::DEALS
            && st
                .totals
                .iter()
                .chain(&st.rubber.below)
                .chain(&st.chicago.below)
                .all(|t| t.unsigned_abs() <= SNAPSHOT_POINTS_MAX)
    })
}

pub fn replay_from(
    setup: &Setup,
    o: &BridgeOptions,
    state: Option<&Value>,
    entries: &[(usize, &Entry)],
) -> Result<(GameReplay, Option<Value>), RuleError> {
    let mut st = read_state(state)?;
    let mut out = GameReplay::default();
    for &(n, entry) in entries {
        let scored = match entry {
            Entry::Deal(v) => {
                let (deal, stop) = read_deal(v, setup, o, &st).map_err(|e| e.at_entry(n))?;
                let mut row = match deal {
                    Some(deal) => deal_row(&mut st, o, setup, deal),
                    None => Scored {
                        scores: vec![0; SIDES],
                        totals: st.totals.to_vec(),
                        summary: msg!("bridge-summary-stop"),
                        ..Scored::default()
                    },
                };
                if stop {
                    stop_row(&mut st, o, &mut row);
                }
                row
            }
            Entry::Penalty(p) => penalty_row(&mut st, o, setup, p).map_err(|e| e.at_entry(n))?,
            // A voided deal the table dealt on after: its board and its place in the rotation stay.
            Entry::Turn => {
                st.board = st.board.saturating_add(1).min(BOARD_MAX);
                st.deals = st.deals.saturating_add(1);
                if o.scoring == Scoring::Chicago {
                    st.chicago.count();
                }
                continue;
            }
            Entry::Void(_) | Entry::Note(_) | Entry::Correct(..) => continue,
        };
        out.scored.push(scored);
        out.finished_after.push(st.stopped);
    }
    if st.stopped {
        out.winner = match st.totals[0].cmp(&st.totals[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
    } else {
        out.next = Some(next(&st, o, setup));
    }
    Ok((out, crate::games::state::snapshot(&st)))
}

/// What the table deals next: "board 5: Юг deals, NS vulnerable".
fn next(st: &State, o: &BridgeOptions, setup: &Setup) -> Msg {
    let board = st.board.saturating_add(1);
    let (dealer, vul) = dealer_and_vulnerability(st, o, board);
    let vul = vulnerability_msg(vul);
    let dealer = &setup.players[dealer];
    match o.scoring {
        Scoring::Rubber => {
            msg!("bridge-next-rubber", rubber = st.rubbers + 1, deal = board, dealer = dealer, vul = vul)
        }
        Scoring::Chicago => msg!(
            "bridge-next-chicago",
            chicago = st.chicago.completed + 1,
            deal = u32::from(st.chicago.dealt) + 1,
            dealer = dealer,
            vul = vul
        ),
        _ => msg!("bridge-next-board", board = board, dealer = dealer, vul = vul),
    }
}

/// The dealer's seat and the vulnerability of the deal numbered `board` by the scoring's rules.
fn dealer_and_vulnerability(st: &State, o: &BridgeOptions, board: u32) -> (usize, Vulnerability) {
    match o.scoring {
        Scoring::Rubber => {
            let vul = match (st.rubber.vulnerable(0), st.rubber.vulnerable(1)) {
                (false, false) => Vulnerability::None,
                (true, false) => Vulnerability::Ns,
                (false, true) => Vulnerability::Ew,
                (true, true) => Vulnerability::Both,
            };
            ((st.deals % SEATS as u32) as usize, vul)
        }
        Scoring::Chicago => (st.chicago.dealer(), st.chicago.vulnerable_now()),
        _ => (dealer_of_board(board), Vulnerability::of_board(board)),
    }
}

pub fn vulnerability_msg(v: Vulnerability) -> Msg {
    msg!("bridge-vulnerability", vul = record::vulnerability_word(v))
}

/// A seat by a player's name or a seat's word (N, Север, East…).
pub(super) fn seat_of(setup: &Setup, text: &str) -> Result<usize, RuleError> {
    match setup.seat(text) {
        Ok(s) => Ok(s),
        Err(e) => match record::seat_word(text) {
            Some(s) => Ok(s),
            None if e.msg.id == "match-player-unknown" => Err(RuleError::new(
                "bridge.seat.unknown",
                msg!("bridge-seat-unknown", given = crate::games::shown(text), players = setup.players.join(", ")),
            )),
            None => Err(e),
        },
    }
}

/// Reads a deal record against the match so far: the deal (`None`: a record that only stops the
/// match) and whether the table stops after it.
fn read_deal(v: &Value, setup: &Setup, o: &BridgeOptions, st: &State) -> Result<(Option<Deal>, bool), RuleError> {
    let mut doc: DealDoc = serde_json::from_value(v.clone())
        .map_err(|e| RuleError::new("bridge.deal.format", msg!("bridge-deal-format", error = e.to_string())))?;
    let full = doc.deal.is_some()
        || doc.dealer.is_some()
        || doc.auction.is_some()
        || doc.play.is_some()
        || doc.claim.is_some();
    let mut written = play::Written {
        deal: doc.deal.take(),
        dealer: doc.dealer.take(),
        auction: doc.auction.take(),
        contract: doc.contract.take(),
        double: doc.double.take(),
        declarer: doc.declarer.take(),
        board: doc.board,
        vulnerable: doc.vulnerable.take(),
        claim: doc.claim.as_ref().map(play::read_claim).transpose()?,
        ..play::Written::default()
    };
    if let Some(p) = &doc.play {
        play::unfold(p, &mut written)?;
    }
    doc.contract = written.contract.clone();
    doc.double = written.double.clone();
    doc.declarer = written.declarer.clone();
    doc.board = written.board;
    doc.vulnerable = written.vulnerable.clone();
    let board = match doc.board {
        Some(b) => u32::try_from(b).ok().filter(|b| (1..=BOARD_MAX).contains(b)).ok_or_else(|| {
            RuleError::new("bridge.deal.board", msg!("bridge-deal-board", given = b, max = BOARD_MAX))
        })?,
        None => st.board.saturating_add(1),
    };
    if board > BOARD_MAX {
        return Err(RuleError::new("bridge.deal.board", msg!("bridge-deal-board", given = board, max = BOARD_MAX)));
    }
    let vulnerable = match &doc.vulnerable {
        None => None,
        Some(text) => {
            let v = record::read_vulnerability(text)?;
            match o.scoring {
                Scoring::Rubber => {
                    return Err(RuleError::new("bridge.rubber.vulnerable", msg!("bridge-rubber-vulnerable")));
                }
                Scoring::Chicago if v != st.chicago.vulnerable_now() => {
                    return Err(RuleError::new(
                        "bridge.chicago.vulnerable",
                        msg!(
                            "bridge-chicago-vulnerable",
                            given = vulnerability_msg(v),
                            deal = u32::from(st.chicago.dealt) + 1,
                            vul = vulnerability_msg(st.chicago.vulnerable_now())
                        ),
                    ));
                }
                _ => Some(v),
            }
        }
    };
    if full {
        return full_deal(&doc, &written, setup, o, st, board, vulnerable);
    }
    let contract = match &doc.contract {
        Some(text) => record::read_contract(text)?,
        None if doc.stop => return Ok((None, true)),
        None => return Err(RuleError::new("bridge.contract.missing", msg!("bridge-contract-missing"))),
    };
    let Some(contract) = contract else {
        if doc.honours.is_some() {
            return Err(RuleError::new("bridge.honours.passed", msg!("bridge-honours-passed")));
        }
        return Ok((
            Some(Deal { board, played: None, vulnerable, play_steps: vec![], play_extra: Map::new() }),
            doc.stop,
        ));
    };
    let contract = record::with_double(contract, doc.double.as_deref())?;
    let declarer = match &doc.declarer {
        Some(d) => seat_of(setup, d)?,
        None => return Err(RuleError::new("bridge.declarer.missing", msg!("bridge-declarer-missing"))),
    };
    let tricks = record::read_tricks(contract, doc.tricks, doc.result.as_deref())?;
    let honours = doc.honours.as_deref().map(|h| read_honours(setup, contract.strain, h)).transpose()?;
    Ok((
        Some(Deal {
            board,
            played: Some(Played { contract, declarer, tricks, honours }),
            vulnerable,
            play_steps: vec![],
            play_extra: Map::new(),
        }),
        doc.stop,
    ))
}

/// A deal entered in full: the auction and the play refereed (play.rs), the quick fields written
/// beside them checked against what they prove.
fn full_deal(
    doc: &DealDoc,
    w: &play::Written,
    setup: &Setup,
    o: &BridgeOptions,
    st: &State,
    board: u32,
    vulnerable: Option<Vulnerability>,
) -> Result<(Option<Deal>, bool), RuleError> {
    let written = match &doc.contract {
        None => None,
        Some(text) => match record::read_contract(text)? {
            None => Some(None),
            Some(c) => {
                let c = record::with_double(c, doc.double.as_deref())?;
                let declarer = match &doc.declarer {
                    Some(d) => seat_of(setup, d)?,
                    None if w.auction.is_some() => SEATS,
                    None => return Err(RuleError::new("bridge.declarer.missing", msg!("bridge-declarer-missing"))),
                };
                Some(Some((c, declarer)))
            }
        },
    };
    let dealer =
        if o.scoring == Scoring::Duplicate { dealer_of_board(board) } else { dealer_and_vulnerability(st, o, board).0 };
    let seat = |t: &str| seat_of(setup, t);
    let b = play::referee_board(w, setup, &seat, dealer, written, o.revokes == super::options::Revokes::Laws)?;
    let (steps, extra) = play::explain(&b, setup);
    let Some((contract, declarer)) = b.contract else {
        let deal = Deal { board, played: None, vulnerable, play_steps: steps, play_extra: extra };
        return Ok((Some(deal), doc.stop));
    };
    let tricks = match b.tricks {
        Some(t) => {
            if doc.tricks.is_some() || doc.result.is_some() {
                let given = record::read_tricks(contract, doc.tricks, doc.result.as_deref())?;
                if given != t {
                    return Err(RuleError::new(
                        "bridge.play.disagree",
                        msg!("bridge-play-disagree", written = given, played = t),
                    ));
                }
            }
            t
        }
        None => record::read_tricks(contract, doc.tricks, doc.result.as_deref())?,
    };
    let honours = doc.honours.as_deref().map(|h| read_honours(setup, contract.strain, h)).transpose()?;
    let played = Some(Played { contract, declarer, tricks, honours });
    Ok((Some(Deal { board, played, vulnerable, play_steps: steps, play_extra: extra }), doc.stop))
}

/// Honours as written: `HOLDER:4` or `HOLDER:5` (the four aces at no-trump: `HOLDER:4`).
fn read_honours(setup: &Setup, strain: Strain, text: &str) -> Result<(usize, u8), RuleError> {
    let bad =
        || RuleError::new("bridge.honours.format", msg!("bridge-honours-format", given = crate::games::shown(text)));
    let (holder, count) = text.rsplit_once(':').ok_or_else(bad)?;
    if holder.trim().is_empty() {
        return Err(bad());
    }
    let seat = seat_of(setup, holder.trim())?;
    let count: u8 = match count.trim() {
        "4" => 4,
        "5" => 5,
        other => {
            return Err(RuleError::new(
                "bridge.honours.count",
                msg!("bridge-honours-count", given = crate::games::shown(other)),
            ))
        }
    };
    if strain == Strain::NoTrump && count != 4 {
        return Err(RuleError::new("bridge.honours.notrump", msg!("bridge-honours-notrump")));
    }
    Ok((seat, count))
}

/// The explanation of a score's parts, each under its rule; `duplicate` adds the game and
/// part-score bonuses, which a rubber and Chicago pay their own way.
pub(super) fn score_steps(c: Contract, s: &Score, vulnerable: bool, tricks: u8, duplicate: bool) -> Vec<Step> {
    let contract = record::contract_msg(c);
    let vul = if vulnerable { "yes" } else { "no" };
    let mut out = Vec::new();
    let mut step = |rule: &'static str, text: Msg| out.push(Step { rule, text });
    if s.undertricks < 0 {
        let down = 6 + i64::from(c.level) - i64::from(tricks);
        step(
            "bridge.score.undertricks",
            msg!("bridge-step-undertricks", contract = contract, down = down, vul = vul, points = -s.undertricks),
        );
        return out;
    }
    step(
        "bridge.score.trick-points",
        msg!("bridge-step-trick-points", contract = contract, points = s.contract_points),
    );
    if s.overtricks > 0 {
        let over = i64::from(tricks) - 6 - i64::from(c.level);
        step("bridge.score.overtricks", msg!("bridge-step-overtricks", count = over, points = s.overtricks));
    }
    if duplicate {
        if s.game_or_part > 50 {
            step("bridge.score.game", msg!("bridge-step-game", vul = vul, points = s.game_or_part));
        } else {
            step("bridge.score.part-score", msg!("bridge-step-part-score", points = s.game_or_part));
        }
    }
    if s.slam > 0 {
        let grand = if c.level == 7 { "grand" } else { "small" };
        step("bridge.score.slam", msg!("bridge-step-slam", slam = grand, vul = vul, points = s.slam));
    }
    if s.insult > 0 {
        step("bridge.score.insult", msg!("bridge-step-insult", points = s.insult));
    }
    out
}

fn by_side(values: [i64; SIDES]) -> Value {
    json!({ side_name(0): values[0], side_name(1): values[1] })
}

/// Scores a deal by the match's scoring and writes its row.
fn deal_row(st: &mut State, o: &BridgeOptions, setup: &Setup, deal: Deal) -> Scored {
    let board = deal.board;
    let (dealer, by_rule) = if o.scoring == Scoring::Duplicate {
        (dealer_of_board(board), Vulnerability::of_board(board))
    } else {
        dealer_and_vulnerability(st, o, board)
    };
    let vul = deal.vulnerable.unwrap_or(by_rule);
    st.board = board;
    st.deals = st.deals.saturating_add(1);
    let mut extra = Map::new();
    extra.insert("board".into(), board.into());
    extra.insert("dealer".into(), seat_letter(dealer).to_string().into());
    extra.insert("vulnerable".into(), record::vulnerability_word(vul).into());
    let mut explain = Vec::new();
    let mut notes = Vec::new();
    let mut annotations = Vec::new();
    let table = if o.scoring == Scoring::Duplicate { "board" } else { "deal" };
    let summary;
    match deal.played {
        None => {
            extra.insert("contract".into(), "pass".into());
            explain.push(Step { rule: "bridge.score.passed-out", text: msg!("bridge-step-passed-out") });
            summary = msg!("bridge-summary-pass", table = table, board = board);
        }
        Some(p) => {
            let c = p.contract;
            let side = side_of(p.declarer);
            extra.insert("declarer".into(), seat_letter(p.declarer).to_string().into());
            extra.insert("contract".into(), record::contract_text(c).into());
            extra.insert("result".into(), record::result_text(c, p.tricks).into());
            extra.insert("tricks".into(), p.tricks.into());
            if let Some((holder, count)) = p.honours {
                extra.insert("honours".into(), format!("{}:{count}", seat_letter(holder)).into());
            }
            summary = msg!(
                "bridge-summary",
                table = table,
                board = board,
                contract = record::contract_msg(c),
                declarer = &setup.players[p.declarer],
                result = record::result_text(c, p.tricks)
            );
            annotations = (0..SIDES)
                .map(|s| {
                    if s == side {
                        msg!(
                            "bridge-annotation",
                            contract = record::contract_msg(c),
                            result = record::result_text(c, p.tricks)
                        )
                    } else {
                        Msg::default()
                    }
                })
                .collect();
            let vulnerable = match o.scoring {
                Scoring::Rubber => st.rubber.vulnerable(side),
                _ => vul.of_seat(p.declarer),
            };
            let s = score(c, vulnerable, p.tricks);
            explain = score_steps(c, &s, vulnerable, p.tricks, o.scoring == Scoring::Duplicate);
            if o.scoring == Scoring::Duplicate && p.honours.is_some() {
                notes.push(msg!("bridge-note-honours-duplicate"));
            }
        }
    }
    let scores = match o.scoring {
        Scoring::Rubber | Scoring::Chicago => {
            let rd = RubberDeal {
                contract: deal.played.map(|p| p.contract),
                side: deal.played.map_or(0, |p| side_of(p.declarer)),
                tricks: deal.played.map_or(0, |p| p.tricks),
                honours: deal.played.and_then(|p| p.honours).map(|(seat, n)| (side_of(seat), n)),
            };
            if let (Some(c), Some((holder, n))) = (rd.contract, rd.honours) {
                let points = super::rubber::honours_value(c.strain, n).unwrap_or(0);
                explain.push(Step {
                    rule: "bridge.score.honours",
                    text: msg!("bridge-step-honours", side = side_name(holder), count = n, points = points),
                });
            }
            let (below, above) = if o.scoring == Scoring::Rubber {
                rubber_deal(st, &rd, &mut explain, &mut extra)
            } else {
                chicago_deal(st, &rd, &mut explain, &mut extra)
            };
            extra.insert("below".into(), by_side(below));
            extra.insert("above".into(), by_side(above));
            vec![below[0].saturating_add(above[0]), below[1].saturating_add(above[1])]
        }
        _ => {
            let ns = deal.played.map_or(0, |p| ns_score(p.contract, p.declarer, p.tricks, vul));
            extra.insert("score".into(), ns.into());
            vec![ns, -ns]
        }
    };
    for (t, s) in st.totals.iter_mut().zip(&scores) {
        *t = t.saturating_add(*s);
    }
    if !deal.play_steps.is_empty() {
        let mut steps = deal.play_steps.clone();
        steps.append(&mut explain);
        explain = steps;
    }
    for (k, v) in deal.play_extra {
        extra.insert(k, v);
    }
    Scored {
        scores,
        totals: st.totals.to_vec(),
        notes,
        marks: vec![],
        annotations,
        explain,
        summary,
        extra,
        pool: None,
    }
}

/// A deal on the rubber pad: below and above the line, the game, the rubber.
fn rubber_deal(
    st: &mut State,
    rd: &RubberDeal,
    explain: &mut Vec<Step>,
    extra: &mut Map<String, Value>,
) -> ([i64; SIDES], [i64; SIDES]) {
    extra.insert("rubber".into(), (st.rubbers + 1).into());
    let w = st.rubber.deal(rd);
    if let Some(side) = w.game {
        extra.insert("game".into(), side_name(side).into());
        explain
            .push(Step { rule: "bridge.rubber.game", text: msg!("bridge-step-rubber-game", side = side_name(side)) });
    }
    if let Some((side, bonus)) = w.rubber_bonus {
        extra.insert("rubber_won".into(), json!({"side": side_name(side), "bonus": bonus}));
        explain.push(Step {
            rule: "bridge.rubber.bonus",
            text: msg!("bridge-step-rubber-bonus", side = side_name(side), points = bonus),
        });
        st.rubbers = st.rubbers.saturating_add(1);
        st.rubber = Rubber::default();
    }
    (w.below, w.above)
}

/// A deal of a chicago: the game paid at once, the fourth deal's part score.
fn chicago_deal(
    st: &mut State,
    rd: &RubberDeal,
    explain: &mut Vec<Step>,
    extra: &mut Map<String, Value>,
) -> ([i64; SIDES], [i64; SIDES]) {
    extra.insert("chicago".into(), (st.chicago.completed + 1).into());
    extra.insert("deal".into(), (u32::from(st.chicago.dealt) + 1).into());
    let w = st.chicago.deal(rd);
    if let Some((side, bonus)) = w.game {
        extra.insert("game".into(), side_name(side).into());
        explain.push(Step {
            rule: "bridge.chicago.game",
            text: msg!("bridge-step-chicago-game", side = side_name(side), points = bonus),
        });
    }
    if let Some(side) = w.part_score {
        extra.insert("bonus".into(), super::chicago::FOURTH_DEAL_PART_SCORE.into());
        explain.push(Step {
            rule: "bridge.chicago.part-score",
            text: msg!(
                "bridge-step-chicago-part",
                side = side_name(side),
                points = super::chicago::FOURTH_DEAL_PART_SCORE
            ),
        });
    }
    (w.below, w.above)
}

/// The table stops: an unfinished rubber is settled (300 for a side's only game, the option's
/// 100 or 50 for a part score in the game being played); a chicago or duplicate adds nothing.
fn stop_row(st: &mut State, o: &BridgeOptions, row: &mut Scored) {
    st.stopped = true;
    row.explain.push(Step { rule: "bridge.stop", text: msg!("bridge-step-stop") });
    row.extra.insert("stop".into(), true.into());
    if o.scoring != Scoring::Rubber {
        return;
    }
    let bonus = st.rubber.unfinished(o.unfinished_partscore);
    for side in 0..SIDES {
        if st.rubber.games[side] == 1 && st.rubber.games[1 - side] == 0 {
            row.explain.push(Step {
                rule: "bridge.rubber.unfinished",
                text: msg!("bridge-step-unfinished-game", side = side_name(side)),
            });
        }
        if st.rubber.below[side] > 0 {
            row.explain.push(Step {
                rule: "bridge.rubber.unfinished",
                text: msg!("bridge-step-unfinished-part", side = side_name(side), points = o.unfinished_partscore),
            });
        }
    }
    let written = |key: &str| {
        [0, 1].map(|s| row.extra.get(key).and_then(|m| m.get(side_name(s))).and_then(Value::as_i64).unwrap_or(0))
    };
    let (below, mut above) = (written("below"), written("above"));
    for s in 0..SIDES {
        above[s] = above[s].saturating_add(bonus[s]);
        row.scores[s] = row.scores[s].saturating_add(bonus[s]);
        st.totals[s] = st.totals[s].saturating_add(bonus[s]);
    }
    row.extra.entry("rubber").or_insert_with(|| (st.rubbers + 1).into());
    row.extra.insert("unfinished".into(), by_side(bonus));
    row.extra.insert("below".into(), by_side(below));
    row.extra.insert("above".into(), by_side(above));
    row.totals = st.totals.to_vec();
}

/// A penalty the table agreed: its points to the side of the player (or side) named, above the
/// line on a pad.
fn penalty_row(st: &mut State, o: &BridgeOptions, setup: &Setup, p: &Penalty) -> Result<Scored, RuleError> {
    let side = match (0..SIDES).find(|&s| crate::games::same_name(side_name(s), &p.player)) {
        Some(s) => s,
        None => side_of(seat_of(setup, &p.player)?),
    };
    let points =
        p.points.filter(|&x| x != 0 && x.unsigned_abs() <= PENALTY_POINTS_MAX.unsigned_abs()).ok_or_else(|| {
            RuleError::new("bridge.penalty.points", msg!("bridge-penalty-points", max = PENALTY_POINTS_MAX))
        })?;
    let note = msg!("bridge-penalty-note", side = side_name(side), reason = &p.reason, points = signed(points));
    let mut extra = Map::new();
    extra.insert("side".into(), side_name(side).into());
    extra.insert("reason".into(), p.reason.clone().into());
    if o.scoring != Scoring::Duplicate {
        let mut above = [0; SIDES];
        above[side] = points;
        extra.insert("below".into(), by_side([0; SIDES]));
        extra.insert("above".into(), by_side(above));
    }
    let summary = msg!("bridge-penalty-summary", reason = &p.reason);
    Ok(Scored::penalty(side, &mut st.totals, points, "bridge.penalty", note, summary, extra))
}
