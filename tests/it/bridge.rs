//! Bridge at a table of four, through the real binary: the issue's pinned duplicate document, and
//! rubbers and a Chicago worked by hand — every number below is written out in the comments.

use crate::support::common;

use common::Table;
use serde_json::{json, Value};

const PLAYERS: [&str; 4] = ["Север", "Восток", "Юг", "Запад"];

/// `kozyr replay --json` of a bridge document with these options and deals.
fn replay(options: Value, deals: Value) -> Value {
    let t = Table::new();
    let doc = json!({"game": "bridge", "players": PLAYERS, "options": options, "deals": deals});
    let path = t.file("match.json", &doc.to_string());
    t.json(&["replay", &path])
}

fn scores(v: &Value, i: usize) -> (i64, i64) {
    let s = &v["deals"][i]["scores"];
    (s["NS"].as_i64().expect("NS"), s["EW"].as_i64().expect("EW"))
}

fn totals(v: &Value) -> (i64, i64) {
    (v["totals"]["NS"].as_i64().expect("NS"), v["totals"]["EW"].as_i64().expect("EW"))
}

#[test]
fn the_issues_document_scores_by_law_77() {
    let v = replay(
        json!({"scoring": "duplicate"}),
        json!([
            {"board": 1, "declarer": "Север", "contract": "4S", "double": "x", "tricks": 10},
            {"board": 2, "contract": "pass"},
            {"board": 3, "declarer": "Восток", "contract": "3NT", "tricks": 7, "honours": "Восток:4"}
        ]),
    );
    // Board 1, nobody vulnerable: 4♠× made, 240 + 300 game + 50 insult = 590 to NS.
    assert_eq!(scores(&v, 0), (590, -590));
    assert_eq!(v["deals"][0]["vulnerable"], "none");
    assert_eq!((v["deals"][0]["contract"].clone(), v["deals"][0]["result"].clone()), (json!("4SX"), json!("=")));
    // Board 2 passed out.
    assert_eq!(scores(&v, 1), (0, 0));
    assert_eq!(v["deals"][1]["contract"], "pass");
    // Board 3, EW vulnerable: 3NT by East two down, 200 to NS; the honours are not scored.
    assert_eq!(scores(&v, 2), (200, -200));
    assert_eq!((v["deals"][2]["vulnerable"].clone(), v["deals"][2]["dealer"].clone()), (json!("ew"), json!("S")));
    assert_eq!(v["deals"][2]["declarer"], "E");
    assert_eq!(v["deals"][2]["totals"], json!({"NS": 790, "EW": -790}));
    assert!(v["deals"][2]["notes"][0].as_str().expect("a note").contains("Law 77"));
    assert_eq!(totals(&v), (790, -790));
    assert_eq!(v["finished"], false);
    assert_eq!(v["next"], "board 4: Запад deals, both vulnerable");
}

#[test]
fn a_board_without_a_number_follows_the_last_and_a_given_vulnerability_wins() {
    let v = replay(
        json!({}),
        json!([
            {"board": 4, "declarer": "N", "contract": "4H", "result": "="},
            {"declarer": "N", "contract": "4H", "result": "="},
            {"board": 4, "declarer": "N", "contract": "4H", "result": "=", "vulnerable": "none"}
        ]),
    );
    // Board 4 is both vulnerable (620), board 5 NS vulnerable (620), board 4 again as none (420).
    assert_eq!([scores(&v, 0).0, scores(&v, 1).0, scores(&v, 2).0], [620, 620, 420]);
    assert_eq!(v["deals"][1]["board"], 5);
    assert_eq!(v["deals"][1]["dealer"], "N", "board 5 is dealt by North again");
}

#[test]
fn a_rubber_won_two_games_to_none_earns_700() {
    let v = replay(
        json!({"scoring": "rubber"}),
        json!([
            {"declarer": "Север", "contract": "4S", "tricks": 10},
            {"declarer": "Юг", "contract": "3NT", "tricks": 9}
        ]),
    );
    // 4♠ = : 120 below, a game. 3NT = vulnerable: 100 below, a game, the rubber 700 above.
    assert_eq!(scores(&v, 0), (120, 0));
    assert_eq!(v["deals"][0]["game"], "NS");
    assert_eq!(scores(&v, 1), (800, 0));
    assert_eq!(v["deals"][1]["rubber_won"], json!({"side": "NS", "bonus": 700}));
    assert_eq!(v["deals"][1]["below"], json!({"NS": 100, "EW": 0}));
    assert_eq!(v["deals"][1]["above"], json!({"NS": 700, "EW": 0}));
    assert_eq!(totals(&v), (920, 0));
    // The match goes on with a new rubber, nobody vulnerable.
    assert_eq!(v["finished"], false);
    assert_eq!(v["next"], "rubber 2, deal 3: Юг deals, nobody vulnerable");
}

#[test]
fn a_rubber_won_two_games_to_one_earns_500_and_the_line_wipes_part_scores() {
    let v = replay(
        json!({"scoring": "rubber"}),
        json!([
            {"declarer": "Восток", "contract": "2H", "tricks": 8},
            {"declarer": "Север", "contract": "4S", "tricks": 11},
            {"declarer": "Запад", "contract": "3NT", "tricks": 9},
            {"declarer": "Юг", "contract": "5D", "tricks": 11}
        ]),
    );
    // EW 60 below; NS 4♠+1: 120 below (a game) and 30 above; EW's 60 no longer counts toward a
    // game, so their 3NT (100) is a game on its own; NS 5♦ = : 100 below, the rubber, 500.
    assert_eq!(scores(&v, 0), (0, 60));
    assert_eq!(scores(&v, 1), (150, 0));
    assert_eq!(scores(&v, 2), (0, 100));
    assert_eq!(v["deals"][2]["game"], "EW");
    assert_eq!(scores(&v, 3), (600, 0));
    assert_eq!(v["deals"][3]["rubber_won"]["bonus"], 500);
    assert_eq!(totals(&v), (750, 160));
}

#[test]
fn honours_score_above_the_line_to_whoever_held_them() {
    let v = replay(
        json!({"scoring": "rubber"}),
        json!([
            {"declarer": "Север", "contract": "4H", "tricks": 10, "honours": "Восток:4"},
            {"declarer": "Восток", "contract": "1NT", "tricks": 6, "honours": "W:4"},
            {"declarer": "Восток", "contract": "2S", "tricks": 8, "honours": "Восток:5"}
        ]),
    );
    // 4♥ = : 120 below to NS, 100 honours to EW. 1NT one down (EW not vulnerable): 50 to NS, the
    // four aces 150 to EW. 2♠ = : 60 below and 150 for all five honours.
    assert_eq!(scores(&v, 0), (120, 100));
    assert_eq!(scores(&v, 1), (50, 150));
    assert_eq!(scores(&v, 2), (0, 210));
    assert_eq!(v["deals"][2]["above"], json!({"NS": 0, "EW": 150}));
}

#[test]
fn an_unfinished_rubber_pays_300_for_the_only_game_and_100_or_50_for_a_part_score() {
    let deals = json!([
        {"declarer": "Север", "contract": "4S", "tricks": 10},
        {"declarer": "Восток", "contract": "2D", "tricks": 8},
        {"stop": true}
    ]);
    let v = replay(json!({"scoring": "rubber"}), deals.clone());
    assert_eq!(scores(&v, 2), (300, 100));
    assert_eq!(v["deals"][2]["unfinished"], json!({"NS": 300, "EW": 100}));
    assert_eq!(totals(&v), (420, 140));
    assert_eq!((v["finished"].clone(), v["winner"].clone()), (json!(true), json!("NS")));
    let v = replay(json!({"scoring": "rubber", "unfinished_partscore": 50}), deals);
    assert_eq!(scores(&v, 2), (300, 50));
    assert_eq!(totals(&v), (420, 90));
}

#[test]
fn a_chicago_rotates_vulnerability_and_pays_a_fourth_deal_part_score() {
    let v = replay(
        json!({"scoring": "chicago"}),
        json!([
            {"declarer": "Север", "contract": "4S", "tricks": 10},
            {"contract": "pass"},
            {"declarer": "Восток", "contract": "3H", "tricks": 8},
            {"declarer": "Север", "contract": "3C", "tricks": 9},
            {"declarer": "Запад", "contract": "1C", "tricks": 7},
            {"declarer": "Восток", "contract": "4H", "tricks": 10}
        ]),
    );
    let vul: Vec<&str> = (0..6).map(|i| v["deals"][i]["vulnerable"].as_str().expect("vulnerable")).collect();
    // The passed-out deal is dealt again by East: deal 2 is still to come, EW vulnerable.
    assert_eq!(vul, ["none", "ew", "ew", "ns", "both", "none"]);
    assert_eq!(v["deals"][2]["dealer"], "E");
    // 4♠ = not vulnerable: 120 + 300. 3♥ one down, EW vulnerable: 100 to NS. 3♣ = : 60 below.
    // 1♣ = on the fourth deal: 20 below, not a game, 100 bonus. A new chicago: 4♥ = 120 + 300.
    assert_eq!(scores(&v, 0), (420, 0));
    assert_eq!(scores(&v, 2), (100, 0));
    assert_eq!(scores(&v, 3), (60, 0));
    assert_eq!(scores(&v, 4), (0, 120));
    assert_eq!(v["deals"][4]["bonus"], 100);
    assert_eq!(scores(&v, 5), (0, 420));
    assert_eq!((v["deals"][5]["chicago"].clone(), v["deals"][5]["deal"].clone()), (json!(2), json!(1)));
    assert_eq!(totals(&v), (580, 540));
}

#[test]
fn chicago_part_scores_add_up_to_a_game_paid_by_the_deals_vulnerability() {
    let v = replay(
        json!({"scoring": "chicago"}),
        json!([
            {"declarer": "Юг", "contract": "2S", "tricks": 8},
            {"declarer": "Юг", "contract": "1NT", "tricks": 7},
            {"declarer": "Юг", "contract": "1S", "tricks": 7},
            {"declarer": "Юг", "contract": "3S", "tricks": 9}
        ]),
    );
    // 60 below, then 40 more on deal 2 (EW vulnerable, NS not): 100, a game at 300. Deal 3, NS
    // vulnerable: 1♠ = 30 below, a part score (no bonus before the fourth deal).
    assert_eq!(scores(&v, 1), (340, 0));
    assert_eq!(scores(&v, 2), (30, 0));
    // Deal 4, both vulnerable: 3♠ = 90 below, with the 30 a game, vulnerable: 500.
    assert_eq!(scores(&v, 3), (590, 0));
    assert_eq!(v["deals"][3]["game"], "NS");
    assert!(v["deals"][3].get("bonus").is_none(), "a game is not a part score");
}

#[test]
fn a_stopped_duplicate_match_is_won_by_the_higher_total() {
    let v = replay(json!({}), json!([{"declarer": "W", "contract": "1NT", "result": "="}, {"stop": true}]));
    assert_eq!((v["finished"].clone(), v["winner"].clone()), (json!(true), json!("EW")));
    assert_eq!(totals(&v), (-90, 90));
}

#[test]
fn the_sheet_and_explanation_speak_russian() {
    let t = Table::new();
    t.ok(&["new", "bridge", "--players", "Север,Восток,Юг,Запад"]);
    t.ok(&["deal", "--board", "1", "--contract", "4SX", "--by", "Юг", "--result", "="]);
    let shown = t.ok(&["--lang", "ru", "show"]);
    assert!(shown.contains("Сдача 1 · 4♠× Юг ="), "{shown}");
    assert!(shown.contains("590"), "{shown}");
    let why = t.ok(&["--lang", "ru", "explain", "1"]);
    assert!(why.contains("премия за гейм, в первой зоне: 300"), "{why}");
    assert!(why.contains("[bridge.score.insult]"), "{why}");
}

/// The pad's lines of `kozyr show` (from the first rubber's or chicago's title on).
fn pad(t: &Table, lang: &str, first: &str) -> Vec<String> {
    let shown = t.ok(&["--lang", lang, "--ascii", "show"]);
    let lines: Vec<String> = shown.lines().map(str::to_string).collect();
    let at = lines.iter().position(|l| l == first).unwrap_or_else(|| panic!("no {first} in:\n{shown}"));
    lines[at..].to_vec()
}

#[test]
fn a_rubber_is_shown_as_a_score_pad_in_english_and_russian() {
    let t = common::rubber();
    // EW 2♥= 60 below; NS 4♠+1: 120 below (a game), 30 + 100 honours above; EW 3NT× one down,
    // NS vulnerable, EW not: 100 to NS; EW 1NT= 40 below; the stop: 300 to NS for the only game,
    // 100 to EW for the part score.
    let want = [
        "Rubber 1",
        "      NS |     EW",
        "     300 |    100",
        "     100 |",
        "     130 |",
        "  -------+-------",
        "         |     60",
        "     120 |",
        "  -------+-------",
        "         |     40",
        "  =======+=======",
        "     650 |    200",
        "Winner: NS",
    ];
    assert_eq!(pad(&t, "en", "Rubber 1"), want);
    let ru = pad(&t, "ru", "Роббер 1");
    assert_eq!(ru[1..12], want[1..12]);
    assert_eq!(ru[12], "Победитель: NS");
}

#[test]
fn the_pad_draws_a_line_under_each_game_and_a_new_part_for_each_chicago() {
    let t = Table::new();
    t.ok(&["new", "bridge", "--players", "Север,Восток,Юг,Запад", "--option", "scoring=chicago"]);
    for flags in [
        ["--contract", "2S", "--by", "Юг", "--tricks", "8"],
        ["--contract", "2S", "--by", "Юг", "--tricks", "8"],
        ["--contract", "1C", "--by", "Юг", "--tricks", "7"],
        ["--contract", "1C", "--by", "W", "--tricks", "7"],
        ["--contract", "1H", "--by", "N", "--tricks", "7"],
    ] {
        t.ok(&[&["deal"][..], &flags[..]].concat());
    }
    // 2♠= 60, 2♠= 60 more: a game (deal 2, NS not vulnerable) 300; 1♣= 20 below; 1♣= by West on
    // the fourth deal: 20 below and 100. Chicago 2: 1♥= 30 below.
    let lines = pad(&t, "en", "Chicago 1");
    let want = [
        "Chicago 1",
        "      NS |     EW",
        "         |    100",
        "     300 |",
        "  -------+-------",
        "      60 |",
        "      60 |",
        "  -------+-------",
        "      20 |",
        "         |     20",
        "  =======+=======",
        "     440 |    120",
        "",
        "Chicago 2",
        "      NS |     EW",
        "  -------+-------",
        "      30 |",
        "  =======+=======",
        "      30 |      0",
    ];
    assert_eq!(lines[..want.len()], want);
}
