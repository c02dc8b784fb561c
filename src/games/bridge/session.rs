//! A club session: pairs numbered 1 to N play the same boards at several tables; every traveller
//! line is a deal of the match, and the pairs are ranked by matchpoints, IMPs against a datum,
//! cross-IMPs or Butler (ranking.rs). The match's "players" are the pairs, so undo, void, correct,
//! export, import and replay work on a session as on any match. docs/games/bridge.md explains it.

use serde_json::{json, Map, Value};

use super::options::{BridgeOptions, Scoring};
use super::ranking::{self, Frac, Running};
use super::traveller::{self, Line};
use super::{record, score, Vulnerability};
use crate::games::{Entry, GameReplay, Replay, RuleError, Scored, Setup, Step};
use crate::i18n::Msg;
use crate::msg;

/// The fewest and most pairs of a session.
pub const PAIRS: (usize, usize) = (2, 99);

/// The pairs are their numbers, `1` to `N` in order: the traveller names them so.
pub fn setup(
    players: &[String],
    teams: Option<&Map<String, Value>>,
    o: &BridgeOptions,
    options: Value,
) -> Result<Setup, RuleError> {
    if teams.is_some_and(|t| !t.is_empty()) {
        return Err(RuleError::new("bridge.session.pairs", msg!("bridge-session-teams")));
    }
    let (lo, hi) = PAIRS;
    if !(lo..=hi).contains(&players.len()) {
        return Err(RuleError::new(
            "bridge.session.pairs",
            msg!("bridge-session-pairs", given = players.len(), min = lo, max = hi),
        ));
    }
    if let Some((i, p)) = players.iter().enumerate().find(|(i, p)| p.trim() != (i + 1).to_string()) {
        return Err(RuleError::new(
            "bridge.session.pairs",
            msg!("bridge-session-pair-labels", given = crate::games::shown(p), expected = i + 1),
        ));
    }
    // The roster names pairs of the session, each by a name of its own.
    for (pair, name) in &o.pair_names {
        let known = pair.parse::<usize>().is_ok_and(|p| (1..=players.len()).contains(&p) && p.to_string() == *pair);
        if !known {
            let text = msg!("bridge-session-roster-pair", given = crate::games::shown(pair), pairs = players.len());
            return Err(RuleError::new("bridge.session.pairs", text));
        }
        if name.trim().is_empty() || name.trim() != name {
            let text = msg!("bridge-session-roster-name", pair = pair.as_str(), given = crate::games::shown(name));
            return Err(RuleError::new("bridge.session.pairs", text));
        }
    }
    Ok(Setup { game: "bridge", players: players.to_vec(), teams: None, options })
}

/// The session's state: every traveller line in force so far, in the order entered.
fn read_state(state: Option<&Value>, boards: u32, pairs: usize) -> Result<Vec<Line>, RuleError> {
    let Some(state) = state else { return Ok(Vec::new()) };
    let bad = || RuleError::new("bridge.snapshot", msg!("bridge-session-snapshot"));
    let lines: Vec<Line> = serde_json::from_value(state.get("lines").cloned().ok_or_else(bad)?).map_err(|_| bad())?;
    for (i, l) in lines.iter().enumerate() {
        if !l.possible(boards, pairs) || lines[..i].iter().any(|o| l.meets(o).is_some()) {
            return Err(bad());
        }
    }
    Ok(lines)
}

/// The ranking value of each pair in the totals' unit: hundredths of a percent (matchpoints),
/// hundredths of an IMP (IMPs, cross-IMPs), hundredths of an IMP per board (Butler).
/// How a line's numbers were obtained, for `kozyr explain`: its score by Law 77, part by part, and
/// what the ranking's totals are — every line of the board compared again with this one.
fn steps(scoring: Scoring, line: &Line) -> Vec<Step> {
    let mut out = vec![];
    if let (Some(c), Some(d), Some(t)) = (&line.contract, &line.declarer, line.tricks) {
        if let (Ok(Some(c)), Some(seat)) = (record::read_contract(c), record::seat_word(d)) {
            let board = Vulnerability::of_board(line.board);
            let v = line.vulnerable.as_deref().and_then(|w| record::read_vulnerability(w).ok()).unwrap_or(board);
            let vulnerable = v.of_seat(seat);
            out.extend(super::table::score_steps(c, &score::score(c, vulnerable, t), vulnerable, t, true));
        }
    }
    out.push(Step {
        rule: "bridge.session.ranking",
        text: msg!("bridge-session-step-ranking", board = line.board, scoring = scoring.id()),
    });
    out
}

fn totals(o: &BridgeOptions, pairs: usize, running: &Running) -> (Vec<i64>, Vec<ranking::Standing>) {
    let st = ranking::standings(o.scoring, pairs, &running.lines, &running.scored);
    (st.iter().map(|s| s.value.hundredths()).collect(), st)
}

fn hundredths(f: Frac) -> Value {
    json!(f.hundredths() as f64 / 100.0)
}

/// A line's contract in the reader's notation (`4♠`, `3 БК`), or `pass` as typed; `None` for an
/// artificial score.
pub fn contract_words(line: &Line) -> Option<Msg> {
    let text = line.contract.as_deref()?;
    Some(match record::read_contract(text) {
        Ok(Some(c)) => record::contract_msg(c),
        _ => msg!("bridge-session-passed"),
    })
}

/// Declarer's seat in the reader's letters: N E S W, С В Ю З, С И Ю З.
pub fn seat_words(letter: &str) -> Msg {
    let seat = record::seat_word(letter).map_or('N', record::seat_letter);
    msg!("bridge-session-seat", seat = seat.to_string())
}

/// The whole session's ranking as the JSON view gives it.
/// A pair named by the roster carries its `names`.
pub fn ranking_json(o: &BridgeOptions, standings: &[ranking::Standing]) -> Value {
    let scoring = o.scoring;
    let rows: Vec<Value> = ranking::ranking(standings)
        .into_iter()
        .map(|(place, s)| {
            let mut m = Map::new();
            m.insert("rank".into(), place.into());
            m.insert("pair".into(), s.pair.to_string().into());
            if let Some(name) = o.pair_name(s.pair) {
                m.insert("names".into(), name.into());
            }
            m.insert("boards".into(), s.boards.into());
            match scoring {
                Scoring::Matchpoints => {
                    m.insert("matchpoints".into(), hundredths(s.points));
                    m.insert("percent".into(), hundredths(s.value));
                }
                Scoring::Butler => {
                    m.insert("imps".into(), hundredths(s.points));
                    m.insert("per_board".into(), hundredths(s.value));
                }
                _ => {
                    m.insert("imps".into(), hundredths(s.points));
                }
            }
            Value::Object(m)
        })
        .collect();
    Value::Array(rows)
}

/// The lines of a session as its replay's rows show them (the deals in force, in order).
pub fn lines_of(replay: &Replay) -> Vec<Line> {
    replay
        .deals_in_force()
        .map(|r| &r.scored.extra)
        .filter(|x| x.contains_key("board"))
        .filter_map(|x| {
            let mut x = x.clone();
            // The view writes an artificial score as typed, `60/40`.
            let adjusted = x.remove("adjusted").and_then(|a| a.as_str().and_then(|t| traveller::read_adjusted(t).ok()));
            let mut line: Line = serde_json::from_value(Value::Object(x)).ok()?;
            line.adjusted = adjusted;
            Some(line)
        })
        .collect()
}

/// A club entry's result line: a deal is one, a penalty is refused (a session's scores are its
/// lines'), the rest (voids, notes) carry none. `n`: the entry's place in the match.
pub fn line_of(n: usize, e: &Entry) -> Result<Option<&Value>, RuleError> {
    match e {
        Entry::Deal(v) => Ok(Some(v)),
        Entry::Penalty(_) => Err(RuleError::new("bridge.session.penalty", msg!("bridge-session-penalty")).at_entry(n)),
        _ => Ok(None),
    }
}

pub fn replay_from(
    setup: &Setup,
    o: &BridgeOptions,
    state: Option<&Value>,
    entries: &[(usize, &Entry)],
) -> Result<(GameReplay, Option<Value>), RuleError> {
    let pairs = setup.players.len();
    let boards = o.boards.unwrap_or(0);
    let mut running = Running::new(o.scoring, o.neuberg());
    for line in read_state(state, boards, pairs)? {
        running.push(line);
    }
    // The totals are the ranking's numbers in hundredths (of a percent, of an IMP).
    let mut out = GameReplay { decimals: 2, ..GameReplay::default() };
    for &(n, e) in entries {
        let Some(v) = line_of(n, e)? else { continue };
        let line = traveller::read(v, boards, pairs).map_err(|e| e.at_entry(n))?;
        if let Some(p) = running.lines.iter().find_map(|o| line.meets(o)) {
            return Err(RuleError::new(
                "bridge.session.board-twice",
                msg!("bridge-session-board-twice", board = line.board, pair = p),
            )
            .at_entry(n));
        }
        let mut scores = vec![0i64; pairs];
        if let Some(s) = line.score {
            scores[line.ns - 1] = s;
            scores[line.ew - 1] = -s;
        }
        let summary = match (&line.adjusted_text(), &line.contract, &line.declarer) {
            (Some(a), _, _) => {
                msg!(
                    "bridge-session-line-adjusted",
                    board = line.board,
                    ns = line.ns,
                    ew = line.ew,
                    adjusted = a.as_str()
                )
            }
            (None, Some(_), Some(d)) => msg!(
                "bridge-session-line",
                board = line.board,
                ns = line.ns,
                ew = line.ew,
                contract = contract_words(&line).unwrap_or_else(|| msg!("bridge-session-passed")),
                declarer = seat_words(d),
                result = line.result().unwrap_or_default(),
                score = line.score.unwrap_or(0)
            ),
            _ => msg!("bridge-session-line-pass", board = line.board, ns = line.ns, ew = line.ew),
        };
        let mut extra = match serde_json::to_value(&line) {
            Ok(Value::Object(m)) => m,
            _ => Map::new(),
        };
        if let Some(r) = line.result() {
            extra.insert("result".into(), r.into());
        }
        if let Some(a) = line.adjusted_text() {
            extra.insert("adjusted".into(), a.into());
        }
        let explain = steps(o.scoring, &line);
        running.push(line);
        let (now, _) = totals(o, pairs, &running);
        out.scored.push(Scored { scores, totals: now, summary, extra, explain, ..Scored::default() });
        out.finished_after.push(false);
    }
    let (_, st) = totals(o, pairs, &running);
    out.extra.insert("scoring".into(), o.scoring.id().into());
    if o.scoring == Scoring::Matchpoints {
        out.extra.insert("top".into(), running.scored.top.into());
    }
    out.extra.insert("ranking".into(), ranking_json(o, &st));
    Ok((out, Some(json!({ "lines": running.lines }))))
}
