//! A teams-of-four match in PBN (the PBN standard 2.1): one game per board and room, the room in
//! the `Room` tag (`Open`, `Closed`), the teams in `HomeTeam` and `VisitTeam`, the table's score in
//! `Score` and, once the board has been played in both rooms, the IMPs it won or lost in
//! `ScoreIMP`, both from the side of North-South at that table (`NS 6`, `EW 6`). Read back, such a
//! file is the same match: the game checks and scores it again.

use serde_json::{json, Map, Value};

use super::convert::{score_text, vul_tag, MatchView};
use super::reader::{at_line, placed, Game};
use super::writer::OutGame;
use crate::games::bridge::record::{
    contract_text, read_contract, read_tricks, read_vulnerability, seat_letter, seat_word, vulnerability_word,
};
use crate::games::bridge::teams::Room;
use crate::games::bridge::{dealer_of_board, imps, Vulnerability};
use crate::games::{shown, MatchDoc, RuleError};
use crate::msg;

/// Whether the file's games are a teams match: they name their room and the teams.
pub fn is_teams(games: &[Game]) -> bool {
    games.iter().any(|g| g.known("Room").is_some() && (g.known("HomeTeam").is_some() || g.known("VisitTeam").is_some()))
}

fn text<'a>(deal: &'a Value, field: &str) -> Option<&'a str> {
    deal.get(field).and_then(Value::as_str)
}

/// Each table's North-South score, by board and room, as the replay scored it.
fn score_of(x: &Map<String, Value>) -> i64 {
    x.get("score").and_then(Value::as_i64).unwrap_or(0)
}

/// The teams match as PBN games, one per table's result, in the order recorded.
pub fn export(m: &MatchView) -> Result<Vec<OutGame>, RuleError> {
    let home = m.players.first().map_or("?", String::as_str);
    let visit = m.players.get(1).map_or("?", String::as_str);
    let mut out = vec![];
    for (i, deal) in m.deals.iter().enumerate() {
        let x = m.replayed.get(i).cloned().unwrap_or_default();
        let board = deal.get("board").and_then(Value::as_u64).and_then(|b| u32::try_from(b).ok()).unwrap_or(1);
        let room = x.get("room").and_then(Value::as_str).and_then(Room::read).unwrap_or(Room::Open);
        let v = match x.get("vulnerable").and_then(Value::as_str) {
            Some(w) => read_vulnerability(w)?,
            None => Vulnerability::of_board(board),
        };
        let dealer = x.get("dealer").and_then(Value::as_str).and_then(seat_word).unwrap_or(dealer_of_board(board));
        let mut g = OutGame::default();
        g.set("Event", m.name.unwrap_or("?"));
        g.set("Site", "?");
        g.set("Date", m.date.as_str());
        g.set("Board", board.to_string());
        g.set("Dealer", seat_letter(dealer).to_string());
        g.set("Vulnerable", vul_tag(v));
        g.set("Deal", "N:- - - -");
        g.set("Scoring", "IMP");
        match x.get("contract").and_then(Value::as_str) {
            Some(c) if c != "pass" => {
                g.set("Declarer", text(&Value::Object(x.clone()), "declarer").unwrap_or("?"));
                g.set("Contract", c);
                g.set("Result", x.get("tricks").and_then(Value::as_u64).unwrap_or(0).to_string());
            }
            _ => {
                g.set("Declarer", "");
                g.set("Contract", "Pass");
                g.set("Result", "");
            }
        }
        g.set("Score", score_text(score_of(&x)));
        g.set("Room", if room == Room::Open { "Open" } else { "Closed" });
        g.set("HomeTeam", home);
        g.set("VisitTeam", visit);
        // The board's IMPs once both rooms have played it, from this table's North-South side.
        let other = m.replayed.iter().find(|o| {
            o.get("board").and_then(Value::as_u64) == Some(u64::from(board))
                && o.get("room").and_then(Value::as_str) != Some(room.id())
        });
        if let Some(o) = other {
            let gained = imps(score_of(&x) - score_of(o));
            g.set("ScoreIMP", score_text(gained));
        }
        out.push(g);
    }
    Ok(out)
}

/// The teams match a PBN file of rooms holds.
pub fn document(games: &[Game]) -> Result<MatchDoc, RuleError> {
    let first = &games[0];
    let team = |tag: &str, default: &str| games.iter().find_map(|g| g.known(tag)).unwrap_or(default).to_string();
    let players = vec![team("HomeTeam", "Home"), team("VisitTeam", "Visit")];
    let mut deals = vec![];
    let mut boards = 0;
    for g in games {
        let Some(contract) = g.known("Contract") else { continue };
        let line = |name: &str| g.tag(name).map_or(g.line(), |t| t.line);
        let given = g.known("Board").unwrap_or_default();
        let board = given
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|b| *b >= 1)
            .ok_or_else(|| at_line(line("Board"), "pbn.board", msg!("pbn-board", given = shown(given))))?;
        boards = boards.max(board);
        let room = g.known("Room").unwrap_or_default();
        let mut deal = Map::new();
        deal.insert("board".into(), json!(board));
        deal.insert("room".into(), json!(room.to_lowercase()));
        match read_contract(contract).map_err(|e| placed(line("Contract"), e))? {
            None => {
                deal.insert("contract".into(), json!("pass"));
            }
            Some(c) => {
                let named = g.known("Declarer").unwrap_or_default();
                let seat = seat_word(named).ok_or_else(|| {
                    at_line(line("Declarer"), "pbn.declarer", msg!("pbn-declarer", given = shown(named)))
                })?;
                let took = g.known("Result").and_then(|r| r.trim().parse::<i64>().ok());
                let took = read_tricks(c, took, None).map_err(|e| placed(line("Result"), e))?;
                deal.insert("contract".into(), json!(contract_text(c)));
                deal.insert("declarer".into(), json!(seat_letter(seat).to_string()));
                deal.insert("tricks".into(), json!(took));
            }
        }
        if let Some(given) = g.known("Vulnerable") {
            let v = read_vulnerability(given).map_err(|e| placed(line("Vulnerable"), e))?;
            if v != Vulnerability::of_board(board) {
                deal.insert("vulnerable".into(), json!(vulnerability_word(v)));
            }
        }
        if let Some(d) = g.known("Dealer").and_then(seat_word) {
            if d != dealer_of_board(board) {
                deal.insert("dealer".into(), json!(seat_letter(d).to_string()));
            }
        }
        deals.push(Value::Object(deal));
    }
    let mut options = Map::new();
    options.insert("scoring".into(), json!("teams"));
    options.insert("boards".into(), json!(boards.max(1)));
    let name = first.known("Event").map(str::to_string);
    Ok(MatchDoc { game: "bridge".into(), name, players, teams: None, options, deals })
}
