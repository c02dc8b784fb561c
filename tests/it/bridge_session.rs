//! A bridge club session as a match document: the pairs, the traveller lines read and scored by
//! Law 77 of the Laws of Duplicate Bridge, ties, voids and corrections of a line, and every
//! refusal with its rule id — without a ledger.

use kozyr::games::{MatchDoc, Replay, RuleError};
use serde_json::{json, Value};

fn doc(pairs: usize, boards: u32, scoring: &str, deals: Value) -> String {
    let players: Vec<String> = (1..=pairs).map(|p| p.to_string()).collect();
    json!({"game": "bridge", "players": players, "options": {"scoring": scoring, "boards": boards}, "deals": deals})
        .to_string()
}

fn replay(text: &str) -> Result<Replay, RuleError> {
    MatchDoc::parse(text).and_then(|d| d.replay())
}

fn ranking(r: &Replay) -> Vec<(String, String)> {
    r.extra["ranking"]
        .as_array()
        .expect("a ranking")
        .iter()
        .map(|x| {
            (x["rank"].as_str().unwrap_or_default().to_string(), x["pair"].as_str().unwrap_or_default().to_string())
        })
        .collect()
}

fn refused(text: &str) -> (String, Option<usize>) {
    let e = replay(text).expect_err("refused");
    (e.rule, e.entry)
}

#[test]
fn scores_follow_the_board_s_vulnerability_unless_the_line_gives_one() {
    let r = replay(&doc(
        4,
        4,
        "matchpoints",
        json!([
            // Board 4: both vulnerable: 4♠ = is 620; 3NT×−1 by West vulnerable is 200 to North-South.
            {"board": 4, "ns": 1, "ew": 2, "contract": "4S", "declarer": "S", "tricks": 10},
            {"board": 4, "ns": 3, "ew": 4, "contract": "3NT", "double": "x", "declarer": "W", "result": "-1"},
            // Board 1 as written vulnerable: 4♠ = is 620, not 420.
            {"board": 1, "ns": 1, "ew": 3, "contract": "4S", "declarer": "N", "tricks": 10, "vulnerable": "both"},
            {"board": 1, "ns": 2, "ew": 4, "contract": "pass"}
        ]),
    ))
    .expect("replays");
    let scores: Vec<Value> = r.rows.iter().map(|row| row.scored.extra["score"].clone()).collect();
    assert_eq!(scores, [json!(620), json!(200), json!(620), json!(0)]);
    assert_eq!(r.rows[1].scored.scores, [0, 0, 200, -200]);
    assert_eq!(r.rows[1].scored.extra["declarer"], "W");
    assert_eq!(r.rows[1].scored.extra["contract"], "3NTX");
    assert_eq!(r.rows[3].scored.extra["contract"], "pass");
}

#[test]
fn tied_pairs_share_their_places() {
    // One board, six pairs, three tables: +420 twice and +170 (top 4). North-South 1 and 3 each
    // beat 5 and tie each other: 3 of 4 (75 %); 5 has 0. East-West 2 and 4 have 1 of 4 (25 %),
    // 6 has 4 (100 %). So pair 6 is first, 1 and 3 share 2–3, 2 and 4 share 4–5, 5 is last.
    let r = replay(&doc(
        6,
        1,
        "matchpoints",
        json!([
            {"board": 1, "ns": 1, "ew": 2, "contract": "4S", "declarer": "N", "tricks": 10},
            {"board": 1, "ns": 3, "ew": 4, "contract": "4S", "declarer": "S", "tricks": 10},
            {"board": 1, "ns": 5, "ew": 6, "contract": "2S", "declarer": "N", "tricks": 10}
        ]),
    ))
    .expect("replays");
    let want: Vec<(String, String)> = [("1", "6"), ("2-3", "1"), ("2-3", "3"), ("4-5", "2"), ("4-5", "4"), ("6", "5")]
        .iter()
        .map(|&(a, b)| (a.to_string(), b.to_string()))
        .collect();
    assert_eq!(ranking(&r), want);
    assert_eq!(r.totals, [7500, 2500, 7500, 2500, 0, 10000]);
    // The running totals: after the first line, a board played once, both pairs stand at 50 %.
    assert_eq!(r.rows[0].scored.totals, [5000, 5000, 0, 0, 0, 0]);
}

#[test]
fn a_voided_or_corrected_line_is_scored_as_the_table_left_it() {
    let lines = json!([
        {"board": 1, "ns": 1, "ew": 2, "contract": "4S", "declarer": "N", "tricks": 10},
        {"board": 1, "ns": 3, "ew": 4, "contract": "4S", "declarer": "N", "tricks": 9},
        {"void": 2},
        {"board": 1, "ns": 3, "ew": 4, "contract": "4S", "declarer": "N", "tricks": 11},
        {"correct": 1, "deal": {"board": 1, "ns": 1, "ew": 2, "contract": "4S", "declarer": "N", "tricks": 12}}
    ]);
    let r = replay(&doc(4, 1, "matchpoints", lines)).expect("replays");
    // 480 beats 450: pair 1 has the top.
    assert_eq!(r.totals, [10000, 0, 0, 10000]);
    assert_eq!(r.rows[0].scored.extra["score"], 480);
}

#[test]
fn every_impossible_session_or_line_is_refused_by_its_rule() {
    let one = |deal: Value| doc(4, 2, "imps", json!([deal]));
    assert_eq!(
        refused(&one(json!({"board": 3, "ns": 1, "ew": 2, "contract": "pass"}))),
        ("bridge.session.board".into(), Some(1))
    );
    assert_eq!(refused(&one(json!({"ns": 1, "ew": 2, "contract": "pass"}))).0, "bridge.session.board");
    assert_eq!(refused(&one(json!({"board": 1, "ns": 5, "ew": 2, "contract": "pass"}))).0, "bridge.session.pair");
    assert_eq!(refused(&one(json!({"board": 1, "ew": 2, "contract": "pass"}))).0, "bridge.session.pair");
    assert_eq!(
        refused(&one(json!({"board": 1, "ns": 1, "ew": 2, "contract": "4S", "declarer": "N", "tricks": "ten"}))).0,
        "bridge.session.field"
    );
    assert_eq!(
        refused(&one(json!({"board": 1, "ns": 1, "ew": 2, "contract": "pass", "table": 1}))).0,
        "bridge.session.field"
    );
    assert_eq!(
        refused(&one(json!({"board": 1, "ns": 1, "ew": 2, "adjusted": "50/50", "result": "="}))).0,
        "bridge.session.adjusted-contract"
    );
    assert_eq!(
        refused(&one(
            json!({"board": 1, "ns": 1, "ew": 2, "contract": "4S", "declarer": "N", "tricks": 9, "result": "="})
        ))
        .0,
        "bridge.tricks.disagree"
    );
    let twice = doc(
        4,
        2,
        "imps",
        json!([
            {"board": 2, "ns": 1, "ew": 2, "contract": "pass"},
            {"board": 2, "ns": 3, "ew": 1, "contract": "pass"}
        ]),
    );
    assert_eq!(refused(&twice), ("bridge.session.board-twice".into(), Some(2)));
    let penalty = doc(4, 2, "imps", json!([{"penalty": {"player": "1", "points": -10, "reason": "late"}}]));
    assert_eq!(refused(&penalty).0, "bridge.session.penalty");
    // The pairs are numbered 1 to N.
    let named =
        r#"{"game": "bridge", "players": ["Аня", "Борис"], "options": {"scoring": "imps", "boards": 2}, "deals": []}"#;
    assert_eq!(refused(named).0, "bridge.session.pairs");
    let one_pair = r#"{"game": "bridge", "players": ["1"], "options": {"scoring": "imps", "boards": 2}, "deals": []}"#;
    assert_eq!(refused(one_pair).0, "bridge.session.pairs");
}

#[test]
fn a_session_with_no_lines_has_an_empty_ranking() {
    let r = replay(&doc(3, 2, "butler", json!([]))).expect("replays");
    assert_eq!(r.extra["ranking"], json!([]));
    assert_eq!(r.extra["scoring"], "butler");
}

#[test]
fn the_formats_page_example_ranks_as_worked_out_by_hand() {
    let page = include_str!("../../docs/formats.md");
    let section = &page[page.find("## Bridge club session document").expect("the section")..];
    let start = section.find("```json\n").expect("an example") + 8;
    let end = start + section[start..].find("```").expect("its end");
    let r = replay(&section[start..end]).expect("the example replays");
    // Board 1 (3 results, top 4): NS +420 → 4, −100 → 2, −430 → 0. Board 2 (2 results, top 2,
    // Neuberg to 4): NS 0 → (2 + 1) × 3/2 − 1 = 3.5, −110 → 0.5; 60/40 → 2.4 and 1.6.
    // Pair 1: (4 + 3.5) / 8 = 93.75 %; pair 6: 4 + 3.5 likewise; 3 and 4: 2.5 → 31.25 %.
    assert_eq!(r.totals, [9375, 2000, 3125, 3125, 3000, 9375]);
    let want: Vec<(String, String)> = [("1-2", "1"), ("1-2", "6"), ("3-4", "3"), ("3-4", "4"), ("5", "5"), ("6", "2")]
        .iter()
        .map(|&(a, b)| (a.to_string(), b.to_string()))
        .collect();
    assert_eq!(ranking(&r), want);
}

#[test]
fn a_session_stored_before_the_neuberg_option_keeps_the_count_it_was_scored_with() {
    use kozyr::games::bridge::{BridgeOptions, Neuberg};
    // A session's options as a ledger stored them before the option: no `neuberg`.
    let old: BridgeOptions = serde_json::from_value(json!({"scoring": "matchpoints", "boards": 2})).expect("reads");
    assert_eq!(old.neuberg(), Neuberg::Most);
    // A session started now stores the default, the times a board was meant to be played.
    let given = json!({"scoring": "matchpoints", "boards": 2});
    let new = BridgeOptions::from_map(given.as_object().expect("a map")).expect("valid");
    assert_eq!((new.neuberg, new.neuberg()), (Some(Neuberg::Expected), Neuberg::Expected));
    assert_eq!(serde_json::to_value(&new).expect("JSON")["neuberg"], "expected");
    // The ledger restores an old session with its count written out, so its export and every view
    // rank it as it was ranked; a table of four has no `neuberg` to restore.
    let bridge = kozyr::games::find("bridge").expect("bridge");
    let players: Vec<String> = ["1", "2", "3", "4"].iter().map(|s| s.to_string()).collect();
    let stored = json!({"scoring": "matchpoints", "boards": 2});
    let restored = bridge.restore(&players, None, stored.as_object().expect("a map")).expect("restores");
    assert_eq!(restored.options["neuberg"], "most");
    let table = json!({"scoring": "duplicate"});
    let four: Vec<String> = ["Аня", "Борис", "Вера", "Галя"].iter().map(|s| s.to_string()).collect();
    let restored = bridge.restore(&four, None, table.as_object().expect("a map")).expect("restores");
    assert!(restored.options.get("neuberg").is_none());
}
