//! A bridge club session goes on from a stored state exactly as a whole replay would — the ranking
//! included — and a state no session could have left is refused.

use crate::support::common;

use common::*;
use kozyr::games::{self, Entry, Game, Resume, Setup};
use serde_json::{json, Map, Value};

/// A session of 10 pairs and 9 boards, five tables a board: 45 lines (the last board adjusted at
/// one table), scores varied by board and table.
fn lines() -> Vec<Value> {
    let mut out = vec![];
    for board in 1..=9u32 {
        for table in 0..5usize {
            // Pairs move: North-South stay, East-West move up one table a round.
            let ns = 2 * table + 1;
            let ew = 2 * ((table + board as usize) % 5) + 2;
            if board == 9 && table == 4 {
                out.push(json!({"board": board, "ns": ns, "ew": ew, "adjusted": "40/60"}));
                continue;
            }
            let tricks = 7 + (board as usize + 3 * table) % 6;
            let declarer = ["N", "E", "S", "W"][table % 4];
            out.push(json!({"board": board, "ns": ns, "ew": ew, "contract": "3NT",
                "declarer": declarer, "tricks": tricks}));
        }
    }
    out
}

fn setup(game: &dyn Game, scoring: &str) -> Setup {
    let players: Vec<String> = (1..=10).map(|p| p.to_string()).collect();
    let mut o = Map::new();
    o.insert("scoring".into(), scoring.into());
    o.insert("boards".into(), 9.into());
    game.setup(&players, None, &o).expect("a session")
}

#[test]
fn a_session_replayed_in_parts_is_the_session_replayed_whole() {
    let game = games::find("bridge").expect("bridge");
    let entries: Vec<Entry> = lines().into_iter().map(Entry::Deal).collect();
    for scoring in ["matchpoints", "imps", "cross-imps", "butler"] {
        let s = setup(game, scoring);
        let whole = games::replay(game, &s, &entries).expect("replays");
        for cut in [1, 17, 32, 44] {
            let (_, state) = games::replay_from(game, &s, None, &entries[..cut]).expect("first part");
            let state = state.expect("a session can be resumed");
            let (rest, _) = games::replay_from(game, &s, Some(&state), &entries[cut..]).expect("second part");
            assert_eq!(rest.totals, whole.totals, "{scoring} cut at {cut}");
            assert_eq!(rest.extra, whole.extra, "{scoring} cut at {cut}: the ranking");
            assert_eq!(rest.rows.last().map(|r| &r.scored), whole.rows.last().map(|r| &r.scored));
        }
        assert_eq!(games::states_every(game, &s, &entries, 10).len(), 4);
    }
}

#[test]
fn a_state_no_session_could_have_left_is_refused() {
    let game = games::find("bridge").expect("bridge");
    let s = setup(game, "matchpoints");
    let entries: Vec<Entry> = lines().into_iter().map(Entry::Deal).collect();
    let (_, state) = games::replay_from(game, &s, None, &entries[..5]).expect("replays");
    let state = state.expect("a state");
    let broken = |change: &dyn Fn(&mut Value)| {
        let mut game_state = state.game.clone();
        change(&mut game_state);
        let bad = Resume { game: game_state, ..state.clone() };
        games::replay_from(game, &s, Some(&bad), &entries[5..]).expect_err("refused").rule
    };
    assert_eq!(broken(&|v| v["lines"][0]["board"] = json!(10)), "bridge.snapshot");
    assert_eq!(broken(&|v| v["lines"][0]["ns"] = json!(11)), "bridge.snapshot");
    assert_eq!(broken(&|v| v["lines"][1] = v["lines"][0].clone()), "bridge.snapshot");
    assert_eq!(broken(&|v| v["lines"][0]["adjusted"] = json!([70, 30])), "bridge.snapshot");
    assert_eq!(broken(&|v| v["lines"] = json!("everything")), "bridge.snapshot");
    assert_eq!(broken(&|v| *v = json!({})), "bridge.snapshot");
}

#[test]
fn a_long_session_in_the_ledger_shows_undoes_and_exports_as_replayed_whole() {
    let t = Table::new();
    t.ok(&["session", "new", "--pairs", "10", "--boards", "9"]);
    let all = lines();
    for l in &all {
        let mut args: Vec<String> = vec!["session".into(), "result".into(), l["board"].to_string()];
        for (k, flag) in [
            ("ns", "--ns"),
            ("ew", "--ew"),
            ("contract", "--contract"),
            ("declarer", "--by"),
            ("adjusted", "--adjusted"),
        ] {
            if let Some(v) = l.get(k) {
                args.push(flag.into());
                args.push(v.as_str().map_or_else(|| v.to_string(), str::to_string));
            }
        }
        if let Some(tricks) = l.get("tricks") {
            args.push("--tricks".into());
            args.push(tricks.to_string());
        }
        let refs: Vec<&str> = args.iter().map(String::as_str).collect();
        t.ok(&refs);
    }
    let shown = t.json(&["session", "show"]);
    let doc = t.ok(&["export", "--format", "json"]);
    let replayed = t.json(&["replay", &t.file("s.json", &doc)]);
    assert_eq!(shown["ranking"], replayed["ranking"]);
    // Undo the last line, past the snapshot, and enter it again: the same ranking.
    t.ok(&["undo"]);
    t.ok(&["session", "result", "9", "--ns", "9", "--ew", "8", "--adjusted", "40/60"]);
    assert_eq!(t.json(&["session", "show"])["ranking"], shown["ranking"]);
    t.ok(&["verify"]);
}
