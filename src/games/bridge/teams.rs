//! A teams-of-four match: two teams, two tables (the open room, where the home team sits
//! North-South, and the closed room, where the visitors do), the same boards at both. Each table's
//! result on a board is an entry; once a board has been played in both rooms the North-South score
//! of the open room less the North-South score of the closed room is the home team's gain, turned
//! into IMPs by the WBF scale; the match's IMPs become victory points by the WBF continuous scale
//! for its number of boards (vp.rs). docs/games/bridge.md explains it.

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::options::BridgeOptions;
use super::traveller::{self, Line};
use super::{dealer_of_board, imps, record, score, vp, Vulnerability};
use crate::games::{shown, Entry, GameReplay, RuleError, Scored, Setup, Step};
use crate::msg;

/// The fields of one table's result in a teams match.
const FIELDS: [&str; 9] =
    ["board", "room", "dealer", "contract", "double", "declarer", "tricks", "result", "vulnerable"];

/// The two rooms: the open room (the home team North-South) and the closed room (the visitors
/// North-South).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Room {
    Open,
    Closed,
}

impl Room {
    pub const fn id(self) -> &'static str {
        match self {
            Room::Open => "open",
            Room::Closed => "closed",
        }
    }

    /// A room as written: `open`/`closed`, the table's number 1 or 2, or the room's name in
    /// Russian or Bulgarian.
    pub fn read(text: &str) -> Option<Room> {
        match text.trim().to_lowercase().as_str() {
            "open" | "1" | "открытая" | "открытый" | "открита" => Some(Room::Open),
            "closed" | "2" | "закрытая" | "закрытый" | "закрита" => Some(Room::Closed),
            _ => None,
        }
    }
}

/// One table's result: the room, the board's dealer there, and the line as a traveller writes
/// it (pair 1 is the home team, pair 2 the visitors).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableResult {
    pub room: Room,
    /// The dealer's seat letter, N E S W.
    pub dealer: String,
    pub line: Line,
}

/// A board played in both rooms: each room's North-South score and the home team's IMPs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardResult {
    pub board: u32,
    pub open: i64,
    pub closed: i64,
    /// The home team's IMPs (the visitors' are the opposite).
    pub imps: i64,
}

/// The two teams' names: the home team first.
pub fn setup(
    players: &[String],
    teams: Option<&Map<String, Value>>,
    _o: &BridgeOptions,
    options: Value,
) -> Result<Setup, RuleError> {
    if teams.is_some_and(|t| !t.is_empty()) || players.len() != 2 {
        return Err(RuleError::new("bridge.teams.teams", msg!("bridge-teams-two", given = players.len())));
    }
    if players[0].trim().to_lowercase() == players[1].trim().to_lowercase() {
        return Err(RuleError::new("bridge.teams.teams", msg!("bridge-teams-same-name", name = players[0].as_str())));
    }
    Ok(Setup { game: "bridge", players: players.to_vec(), teams: None, options })
}

/// Reads one table's result of a match of `boards` boards.
pub fn read(v: &Value, boards: u32) -> Result<TableResult, RuleError> {
    let empty = Map::new();
    let obj = v.as_object().unwrap_or(&empty);
    if let Some(k) = obj.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        return Err(RuleError::new(
            "bridge.teams.field",
            msg!("bridge-teams-field", field = shown(k), fields = FIELDS.join(", ")),
        ));
    }
    let room_text = obj.get("room").and_then(Value::as_str);
    let Some(room) = room_text.and_then(Room::read) else {
        let given = obj.get("room").map_or_else(|| "-".to_string(), |r| shown(r.as_str().unwrap_or(&r.to_string())));
        return Err(RuleError::new("bridge.teams.room", msg!("bridge-teams-room", given = given)));
    };
    let mut rest = obj.clone();
    rest.remove("room");
    let dealer = rest.remove("dealer");
    let (ns, ew) = match room {
        Room::Open => (1, 2),
        Room::Closed => (2, 1),
    };
    rest.insert("ns".into(), json!(ns));
    rest.insert("ew".into(), json!(ew));
    let line = traveller::read(&Value::Object(rest), boards, 2)?;
    let dealer = match dealer {
        None | Some(Value::Null) => dealer_of_board(line.board),
        Some(d) => {
            let text = d.as_str().map_or_else(|| d.to_string(), str::to_string);
            record::seat_word(&text).ok_or_else(|| {
                RuleError::new("bridge.seat.unknown", msg!("bridge-seat-unknown", given = shown(&text), players = "-"))
            })?
        }
    };
    Ok(TableResult { room, dealer: record::seat_letter(dealer).to_string(), line })
}

/// The result `r` checked against those already recorded: one result per board and room, and
/// the same vulnerability and dealer in both rooms.
fn check(r: &TableResult, earlier: &[TableResult]) -> Result<(), RuleError> {
    let board = r.line.board;
    if earlier.iter().any(|o| o.line.board == board && o.room == r.room) {
        return Err(RuleError::new(
            "bridge.teams.board-twice",
            msg!("bridge-teams-board-twice", board = board, room = r.room.id()),
        ));
    }
    let Some(other) = earlier.iter().find(|o| o.line.board == board) else { return Ok(()) };
    if other.line.vulnerable != r.line.vulnerable {
        return Err(RuleError::new(
            "bridge.teams.vulnerable",
            msg!(
                "bridge-teams-vulnerable",
                board = board,
                room = other.room.id(),
                there = other.line.vulnerable.clone().unwrap_or_default(),
                given = r.line.vulnerable.clone().unwrap_or_default()
            ),
        ));
    }
    if other.dealer != r.dealer {
        return Err(RuleError::new(
            "bridge.teams.dealer",
            msg!(
                "bridge-teams-dealer",
                board = board,
                room = other.room.id(),
                there = other.dealer.as_str(),
                given = r.dealer.as_str()
            ),
        ));
    }
    Ok(())
}

/// Every board played in both rooms, in board order.
pub fn boards_played(results: &[TableResult]) -> Vec<BoardResult> {
    let mut out: Vec<BoardResult> = vec![];
    for o in results.iter().filter(|r| r.room == Room::Open) {
        let board = o.line.board;
        if let Some(c) = results.iter().find(|r| r.room == Room::Closed && r.line.board == board) {
            let (open, closed) = (o.line.score.unwrap_or(0), c.line.score.unwrap_or(0));
            out.push(BoardResult { board, open, closed, imps: imps(open - closed) });
        }
    }
    out.sort_by_key(|b| b.board);
    out
}

/// What is still to be played: each board of `1..=boards` with the rooms it lacks.
pub fn missing(results: &[TableResult], boards: u32) -> Vec<(u32, Room)> {
    let mut out = vec![];
    for b in 1..=boards {
        for room in [Room::Open, Room::Closed] {
            if !results.iter().any(|r| r.line.board == b && r.room == room) {
                out.push((b, room));
            }
        }
    }
    out
}

/// The match's IMPs, home team first.
pub fn total(played: &[BoardResult]) -> [i64; 2] {
    played.iter().fold([0, 0], |[h, v], b| [h + b.imps.max(0), v + (-b.imps).max(0)])
}

/// The `bridge.teams.incomplete` refusal for a match with `missing` results.
pub fn incomplete(missing: &[(u32, Room)]) -> RuleError {
    let list: Vec<String> = missing.iter().take(6).map(|(b, r)| format!("{b} {}", r.id())).collect();
    RuleError::new(
        "bridge.teams.incomplete",
        msg!("bridge-teams-incomplete", count = missing.len(), missing = list.join(", ")),
    )
}

fn read_state(state: Option<&Value>, boards: u32) -> Result<Vec<TableResult>, RuleError> {
    let Some(state) = state else { return Ok(Vec::new()) };
    let bad = || RuleError::new("bridge.snapshot", msg!("bridge-session-snapshot"));
    let results: Vec<TableResult> =
        serde_json::from_value(state.get("results").cloned().ok_or_else(bad)?).map_err(|_| bad())?;
    for (i, r) in results.iter().enumerate() {
        if !r.line.possible(boards, 2) || check(r, &results[..i]).is_err() {
            return Err(bad());
        }
    }
    Ok(results)
}

/// The steps of a table's score (Law 77) and, when it completes the board, of its IMPs.
fn steps(setup: &Setup, r: &TableResult, done: Option<&BoardResult>) -> Vec<Step> {
    let line = &r.line;
    let mut out = vec![];
    if let (Some(c), Some(d), Some(t)) = (&line.contract, &line.declarer, line.tricks) {
        if let (Ok(Some(c)), Some(seat)) = (record::read_contract(c), record::seat_word(d)) {
            let v = line.vulnerable.as_deref().and_then(|w| record::read_vulnerability(w).ok());
            let vulnerable = v.unwrap_or(Vulnerability::of_board(line.board)).of_seat(seat);
            out.extend(super::table::score_steps(c, &score::score(c, vulnerable, t), vulnerable, t, true));
        }
    }
    if let Some(b) = done {
        let (team, gained) = if b.imps >= 0 { (&setup.players[0], b.imps) } else { (&setup.players[1], -b.imps) };
        out.push(Step {
            rule: "bridge.teams.imps",
            text: msg!(
                "bridge-teams-step-imps",
                board = b.board,
                open = b.open,
                closed = b.closed,
                difference = (b.open - b.closed).abs(),
                imps = gained,
                team = team.as_str()
            ),
        });
    }
    out
}

/// The match as its JSON view gives it: the boards played in both rooms, the IMPs, what is
/// missing, and the victory points once every board has been played in both rooms.
pub fn match_json(setup: &Setup, results: &[TableResult], boards: u32) -> Map<String, Value> {
    let played = boards_played(results);
    let [home, visit] = total(&played);
    let lacking = missing(results, boards);
    let mut m = Map::new();
    m.insert("teams".into(), json!(setup.players));
    m.insert(
        "boards_played".into(),
        Value::Array(
            played
                .iter()
                .map(|b| {
                    json!({"board": b.board, "open": b.open, "closed": b.closed,
                           "imps": [b.imps.max(0), (-b.imps).max(0)]})
                })
                .collect(),
        ),
    );
    m.insert("imps".into(), json!([home, visit]));
    m.insert(
        "missing".into(),
        Value::Array(lacking.iter().map(|(b, r)| json!({"board": b, "room": r.id()})).collect()),
    );
    if lacking.is_empty() {
        let [a, b] = vp::victory_points(home, visit, boards);
        m.insert("vp".into(), json!([a as f64 / 100.0, b as f64 / 100.0]));
    }
    m
}

pub fn replay_from(
    setup: &Setup,
    o: &BridgeOptions,
    state: Option<&Value>,
    entries: &[(usize, &Entry)],
) -> Result<(GameReplay, Option<Value>), RuleError> {
    let boards = o.boards.unwrap_or(0);
    let mut results = read_state(state, boards)?;
    let mut out = GameReplay::default();
    for &(n, e) in entries {
        let Some(v) = super::session::line_of(n, e)? else { continue };
        let r = read(v, boards).map_err(|e| e.at_entry(n))?;
        check(&r, &results).map_err(|e| e.at_entry(n))?;
        results.push(r.clone());
        let played = boards_played(&results);
        let done = played.iter().find(|b| b.board == r.line.board).copied();
        let line = &r.line;
        let summary = match (&line.contract, &line.declarer) {
            (Some(c), Some(d)) => msg!(
                "bridge-teams-line",
                board = line.board,
                room = r.room.id(),
                contract = c.as_str(),
                declarer = d.as_str(),
                result = line.result().unwrap_or_default(),
                score = line.score.unwrap_or(0)
            ),
            _ => msg!("bridge-teams-line-pass", board = line.board, room = r.room.id()),
        };
        let scores = done.map_or(vec![0, 0], |b| vec![b.imps.max(0), (-b.imps).max(0)]);
        let mut extra = match serde_json::to_value(line) {
            Ok(Value::Object(m)) => m,
            _ => Map::new(),
        };
        extra.remove("ns");
        extra.remove("ew");
        extra.insert("room".into(), r.room.id().into());
        extra.insert("dealer".into(), r.dealer.clone().into());
        if let Some(res) = line.result() {
            extra.insert("result".into(), res.into());
        }
        if let Some(b) = done {
            extra.insert("imps".into(), json!([b.imps.max(0), (-b.imps).max(0)]));
        }
        let explain = steps(setup, &r, done.as_ref());
        let totals = total(&played).to_vec();
        out.scored.push(Scored { scores, totals, summary, extra, explain, ..Scored::default() });
        out.finished_after.push(false);
    }
    out.extra = match_json(setup, &results, boards);
    out.extra.insert("scoring".into(), o.scoring.id().into());
    Ok((out, Some(json!({ "results": results }))))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(v: Value) -> TableResult {
        read(&v, 4).expect("reads")
    }

    #[test]
    fn a_board_in_both_rooms_is_imps_to_the_team_that_gained() {
        // Board 1 (none vulnerable): 4♠ by North made in the open room, +420 to the home team;
        // in the closed room the visitors' North stops in 2♠ making 10 tricks, +170. 420 − 170 =
        // 250: 6 IMPs to the home team.
        let open = result(json!({"board": 1, "room": "open", "contract": "4S", "declarer": "N", "tricks": 10}));
        let closed = result(json!({"board": 1, "room": "closed", "contract": "2S", "declarer": "N", "tricks": 10}));
        let played = boards_played(&[open, closed]);
        assert_eq!(played, vec![BoardResult { board: 1, open: 420, closed: 170, imps: 6 }]);
        assert_eq!(total(&played), [6, 0]);
    }

    #[test]
    fn the_rooms_must_agree_on_the_board() {
        let open = result(json!({"board": 2, "room": "open", "contract": "pass"}));
        let twice = result(json!({"board": 2, "room": "1", "contract": "pass"}));
        assert_eq!(check(&twice, std::slice::from_ref(&open)).expect_err("twice").rule, "bridge.teams.board-twice");
        let vul = result(json!({"board": 2, "room": "closed", "contract": "pass", "vulnerable": "none"}));
        assert_eq!(check(&vul, std::slice::from_ref(&open)).expect_err("vul").rule, "bridge.teams.vulnerable");
        let dealer = result(json!({"board": 2, "room": "closed", "contract": "pass", "dealer": "N"}));
        assert_eq!(check(&dealer, std::slice::from_ref(&open)).expect_err("dealer").rule, "bridge.teams.dealer");
        assert_eq!(missing(&[open], 2), vec![(1, Room::Open), (1, Room::Closed), (2, Room::Closed)]);
    }
}
