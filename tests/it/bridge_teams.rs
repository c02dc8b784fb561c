//! Bridge teams of four through the real binary (issue 33): a match of two tables recorded room
//! by room, IMPs per board by the WBF scale, the match's victory points by the WBF continuous
//! scale; an evening of teams ranked by victory points with its next round (Swiss and round
//! robin); every refusal with its rule id and nothing written; the match through PBN and back.

use crate::support::common;

use common::*;
use serde_json::{json, Value};

fn result(t: &Table, board: &str, room: &str, rest: &[&str]) -> Value {
    let mut args = vec!["session", "result", board, "--room", room];
    args.extend_from_slice(rest);
    t.json(&args)
}

/// Лисы (home) v Совы over 4 boards, by hand:
/// board 1 (none vul.): open 4♠ N = +420, closed 2♠ N +2 +170 → 250 → 6 IMPs to Лисы;
/// board 2 (NS vul.): open 3NT S −1 −100, closed 3NT N = +600 → −700 → 12 IMPs to Совы;
/// board 3 (EW vul.): open 4♥ E = −620, closed 4♥X E −1 +200 → −820 → 13 IMPs to Совы;
/// board 4 (both vul.): open 6♠ N = +1430, closed 4♠ N +2 +680 → 750 → 13 IMPs to Лисы.
/// Лисы 19, Совы 25: a margin of 6 over 4 boards, B = 15 × √4 = 30, τ^(18/30) = 0.749236,
/// 10 × (1 − 0.749236) / (1 − τ³ = 0.763932) = 3.28 → Совы 13.28, Лисы 6.72.
fn cup() -> Table {
    let t = Table::new();
    t.ok(&[
        "session",
        "new",
        "--scoring",
        "teams",
        "--boards",
        "4",
        "--team",
        "Лисы",
        "--team",
        "Совы",
        "--name",
        "кубок",
    ]);
    result(&t, "1", "open", &["--contract", "4S", "--by", "N", "--tricks", "10"]);
    result(&t, "1", "closed", &["--contract", "2S", "--by", "N", "--tricks", "10"]);
    result(&t, "2", "open", &["--contract", "3NT", "--by", "S", "--result", "-1"]);
    result(&t, "2", "closed", &["--contract", "3NT", "--by", "N", "--tricks", "9"]);
    result(&t, "3", "open", &["--contract", "4H", "--by", "E", "--tricks", "10"]);
    result(&t, "3", "closed", &["--contract", "4HX", "--by", "E", "--tricks", "9"]);
    result(&t, "4", "open", &["--contract", "6S", "--by", "N", "--tricks", "12"]);
    result(&t, "4", "closed", &["--contract", "4S", "--by", "N", "--tricks", "12"]);
    t
}

#[test]
fn a_teams_match_scores_imps_per_board_and_victory_points() {
    let t = cup();
    let v = t.json(&["session", "show"]);
    let imps: Vec<Value> = v["boards_played"].as_array().expect("boards").iter().map(|b| b["imps"].clone()).collect();
    assert_eq!(imps, vec![json!([6, 0]), json!([0, 12]), json!([0, 13]), json!([13, 0])]);
    assert_eq!(v["boards_played"][2], json!({"board": 3, "open": -620, "closed": 200, "imps": [0, 13]}));
    assert_eq!(v["imps"], json!([19, 25]));
    assert_eq!(v["vp"], json!([6.72, 13.28]));
    let text = t.ok(&["--lang", "en", "session", "show"]);
    assert!(text.contains("Victory points (WBF continuous scale): Лисы 6.72, Совы 13.28."), "{text}");
    assert!(text.contains("IMPs: Лисы 19, Совы 25."), "{text}");
}

#[test]
fn a_match_not_over_has_no_victory_points_and_says_what_is_missing() {
    let t = Table::new();
    t.ok(&["session", "new", "--scoring", "teams", "--boards", "2", "--team", "A", "--team", "B"]);
    result(&t, "1", "open", &["--contract", "pass"]);
    let v = t.json(&["session", "show"]);
    assert_eq!(v.get("vp"), None);
    assert_eq!(
        v["missing"],
        json!([{"board": 1, "room": "closed"}, {"board": 2, "room": "open"}, {"board": 2, "room": "closed"}])
    );
    // An evening cannot take its IMPs from it.
    t.ok(&["session", "new", "--scoring", "teams-swiss", "--boards", "2", "--team", "A", "--team", "B", "--name", "e"]);
    let err = t.refused(
        &["--lang", "en", "session", "match", "-m", "e", "--round", "1", "--from", "1"],
        "bridge.teams.incomplete",
    );
    assert!(err.contains("3 results are still to be recorded (1 closed, 2 open, 2 closed)"), "{err}");
}

#[test]
fn every_teams_refusal_names_its_rule_and_writes_nothing() {
    let t = cup();
    t.ok(&["session", "new", "--scoring", "teams", "--boards", "2", "--team", "A", "--team", "B", "--name", "m"]);
    result(&t, "1", "open", &["--contract", "pass"]);
    let r = |rest: &[&str], rule: &str| {
        let mut args = vec!["session", "result", "-m", "m"];
        args.extend_from_slice(rest);
        t.refused(&args, rule)
    };
    r(&["1", "--room", "open", "--contract", "pass"], "bridge.teams.board-twice");
    r(&["1", "--room", "closed", "--contract", "pass", "--vulnerable", "both"], "bridge.teams.vulnerable");
    let err = r(&["1", "--room", "closed", "--contract", "pass", "--dealer", "S"], "bridge.teams.dealer");
    assert!(err.contains("[bridge.teams.dealer]"), "{err}");
    r(&["1", "--room", "kitchen", "--contract", "pass"], "bridge.teams.room");
    r(&["1", "--contract", "pass"], "bridge.teams.room");
    r(&["1", "--room", "closed", "--ns", "1", "--ew", "2", "--contract", "pass"], "bridge.teams.field");
    r(&["3", "--room", "closed", "--contract", "pass"], "bridge.session.board");
    t.refused(&["session", "new", "--scoring", "teams", "--boards", "2", "--team", "A"], "bridge.teams.teams");
    t.refused(
        &["session", "new", "--scoring", "teams", "--boards", "2", "--team", "A", "--team", "a"],
        "bridge.teams.teams",
    );
    t.refused(&["session", "new", "--scoring", "teams", "--boards", "2", "--pairs", "4"], "session.teams");
    // Russian and Bulgarian name the room in their own words.
    let ru = r(&["--lang", "ru", "1", "--room", "open", "--contract", "pass"], "bridge.teams.board-twice");
    assert!(ru.contains("в открытом зале"), "{ru}");
    let bg = r(&["--lang", "bg", "1", "--room", "open", "--contract", "pass"], "bridge.teams.board-twice");
    assert!(bg.contains("в откритата зала"), "{bg}");
}

fn play(t: &Table, round: &str, home: &str, visit: &str, imps: &str) -> Value {
    t.json(&["session", "match", "--round", round, "--home", home, "--visit", visit, "--imps", imps])
}

#[test]
fn a_swiss_evening_ranks_by_victory_points_and_pairs_the_next_round() {
    let t = Table::new();
    t.ok(&[
        "session",
        "new",
        "--scoring",
        "teams-swiss",
        "--boards",
        "8",
        "--team",
        "A",
        "--team",
        "B",
        "--team",
        "C",
        "--team",
        "D",
        "--team",
        "E",
    ]);
    // Round 1 in the order entered, the last team has the bye.
    assert_eq!(
        t.json(&["session", "show"])["next_round"],
        json!({"round": 1, "pairs": [["A", "B"], ["C", "D"]], "bye": "E"})
    );
    // 8 boards: a margin of 10 is 13.78 – 6.22 (the WBF 8-board table), a draw 10 – 10.
    play(&t, "1", "A", "B", "20:10");
    play(&t, "1", "C", "D", "5:5");
    let v = t.json(&["session", "match", "--round", "1", "--bye", "E", "--vp", "12"]);
    let ranking: Vec<(String, String, f64)> = v["ranking"]
        .as_array()
        .expect("ranking")
        .iter()
        .map(|r| {
            (
                r["rank"].as_str().unwrap().to_string(),
                r["team"].as_str().unwrap().to_string(),
                r["vp"].as_f64().unwrap(),
            )
        })
        .collect();
    let expected: Vec<(String, String, f64)> =
        [("1", "A", 13.78), ("2", "E", 12.0), ("3-4", "C", 10.0), ("3-4", "D", 10.0), ("5", "B", 6.22)]
            .iter()
            .map(|&(r, t, x)| (r.to_string(), t.to_string(), x))
            .collect();
    assert_eq!(ranking, expected);
    // Round 2: the bye to the lowest-ranked team without one, B; then top-down A, E, C, D: A – E
    // would leave C – D, a rematch, so A – C and E – D.
    assert_eq!(v["next_round"], json!({"round": 2, "pairs": [["A", "C"], ["E", "D"]], "bye": "B"}));
    t.refused(
        &["session", "match", "--round", "2", "--home", "B", "--visit", "A", "--imps", "1:0"],
        "bridge.evening.rematch",
    );
    t.refused(
        &["session", "match", "--round", "3", "--home", "A", "--visit", "C", "--imps", "1:0"],
        "bridge.evening.round",
    );
    t.refused(
        &["session", "match", "--round", "1", "--home", "A", "--visit", "E", "--imps", "1:0"],
        "bridge.evening.played-twice",
    );
    t.refused(
        &["session", "match", "--round", "2", "--home", "A", "--visit", "Я", "--imps", "1:0"],
        "bridge.evening.team",
    );
    t.refused(
        &["session", "match", "--round", "2", "--home", "A", "--visit", "A", "--imps", "1:0"],
        "bridge.evening.same-team",
    );
    t.refused(
        &["session", "match", "--round", "2", "--home", "A", "--visit", "C", "--imps", "много"],
        "bridge.evening.imps",
    );
    t.refused(&["session", "match", "--round", "2", "--bye", "B", "--vp", "25"], "bridge.evening.bye");
}

#[test]
fn a_round_robin_follows_the_berger_schedule_and_ends() {
    let t = Table::new();
    t.ok(&[
        "session",
        "new",
        "--scoring",
        "teams-round-robin",
        "--boards",
        "20",
        "--team",
        "1",
        "--team",
        "2",
        "--team",
        "3",
        "--team",
        "4",
    ]);
    // Berger for four: round 1 1–4 2–3; round 2 4–3 1–2; round 3 2–4 3–1.
    assert_eq!(
        t.json(&["session", "show"])["next_round"],
        json!({"round": 1, "pairs": [["1", "4"], ["2", "3"]], "bye": null})
    );
    // 20 boards: 1 IMP is 10.28 – 9.72 (the WBF 20-board table).
    play(&t, "1", "1", "4", "11:10");
    let v = play(&t, "1", "2", "3", "0:0");
    assert_eq!(
        v["ranking"][0],
        json!({"rank": "1", "team": "1", "matches": 1, "vp": 10.28, "imps_won": 11, "imps_lost": 10})
    );
    assert_eq!(v["next_round"], json!({"round": 2, "pairs": [["4", "3"], ["1", "2"]], "bye": null}));
    play(&t, "2", "4", "3", "3:3");
    let v = play(&t, "2", "1", "2", "3:3");
    assert_eq!(v["next_round"], json!({"round": 3, "pairs": [["2", "4"], ["3", "1"]], "bye": null}));
    play(&t, "3", "2", "4", "3:3");
    let v = play(&t, "3", "3", "1", "3:3");
    assert_eq!(v["next_round"], Value::Null);
    t.refused(
        &["session", "match", "--round", "4", "--home", "1", "--visit", "2", "--imps", "1:0"],
        "bridge.evening.round",
    );
}

#[test]
fn an_evening_takes_a_teams_match_from_the_ledger() {
    let t = cup();
    t.ok(&[
        "session",
        "new",
        "--scoring",
        "teams-round-robin",
        "--boards",
        "4",
        "--team",
        "Лисы",
        "--team",
        "Совы",
        "--name",
        "лига",
    ]);
    let v = t.json(&["session", "match", "-m", "лига", "--round", "1", "--from", "кубок"]);
    assert_eq!(v["ranking"][0]["team"], json!("Совы"));
    assert_eq!(v["ranking"][0]["vp"], json!(13.28));
    assert_eq!(v["ranking"][1]["vp"], json!(6.72));
    // An evening of 8-board matches cannot take a 4-board match: its VP scale is another.
    t.ok(&[
        "session",
        "new",
        "--scoring",
        "teams-swiss",
        "--boards",
        "8",
        "--team",
        "Лисы",
        "--team",
        "Совы",
        "--name",
        "восемь",
    ]);
    let err = t.refused(
        &["--lang", "en", "session", "match", "-m", "восемь", "--round", "1", "--from", "кубок"],
        "bridge.evening.boards",
    );
    assert!(err.contains("This evening's matches are of 8 boards"), "{err}");
}

#[test]
fn a_teams_match_round_trips_through_pbn() {
    let t = cup();
    let before = t.json(&["session", "show", "-m", "кубок"]);
    let pbn = t.ok(&["export", "-m", "кубок", "--format", "pbn"]);
    assert!(pbn.contains("[Room \"Open\"]\n[HomeTeam \"Лисы\"]\n[VisitTeam \"Совы\"]\n[ScoreIMP \"NS 6\"]"), "{pbn}");
    // Board 3 in the closed room: 4♥X −1 is NS +200; NS (Совы) gained 13 IMPs there.
    assert!(pbn.contains("[Contract \"4HX\"]\n[Result \"9\"]\n[Score \"NS 200\"]\n[Room \"Closed\"]"), "{pbn}");
    assert!(pbn.contains("[ScoreIMP \"NS 13\"]"), "{pbn}");
    let f = t.file("cup.pbn", &pbn);
    let other = Table::new();
    other.ok(&["import", &f]);
    let after = other.json(&["session", "show"]);
    for key in ["teams", "boards_played", "imps", "vp", "missing"] {
        assert_eq!(after[key], before[key], "{key}");
    }
    assert_eq!(other.ok(&["export", "--format", "pbn"]), pbn);
}
