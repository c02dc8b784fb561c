//! The interchange contract other tools depend on: the match document `replay`, `import` and
//! `export` share, and the JSON view of a replay. Field for field, no key more or less.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use common::*;
use serde::Deserialize;
use serde_json::{json, Value};

/// The replay view as documented; any other key is an error.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct View {
    game: String,
    deals: Vec<Item>,
    totals: BTreeMap<String, i64>,
    winner: Option<String>,
    finished: bool,
    next: Option<String>,
}

/// One item of `deals`, as documented; any other key is an error. Which optional fields an item
/// has is checked by [`assert_documented_view`]; here each field's type is.
#[allow(dead_code, reason = "the fields are there to be type-checked, not read")]
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Item {
    entry: usize,
    kind: String,
    scores: BTreeMap<String, i64>,
    totals: BTreeMap<String, i64>,
    notes: Vec<String>,
    marks: BTreeMap<String, Vec<String>>,
    voids: Option<usize>,
    voided_by: Option<usize>,
    note: Option<String>,
    // Thousand deal
    dealer: Option<String>,
    declarer: Option<String>,
    bid: Option<i64>,
    made: Option<bool>,
    conceded: Option<bool>,
    // Thousand penalty
    player: Option<String>,
    reason: Option<String>,
}

const MARKS: [&str; 8] = ["barrel", "barrel-fall", "bolt", "bolts-penalty", "reset-555", "conceded", "penalty", "win"];

fn keys(v: &Value) -> BTreeSet<&str> {
    v.as_object().expect("an object").keys().map(String::as_str).collect()
}

/// Checks a replay view against the formats page: exactly the documented keys, each item with the
/// keys its kind and state call for, every mark a documented one.
fn assert_documented_view(v: &Value, extra_top: &[&str]) {
    let mut top: BTreeSet<&str> = ["game", "deals", "totals", "winner", "finished", "next"].into();
    top.extend(extra_top);
    assert_eq!(keys(v), top, "top-level keys of {v:#}");
    let mut bare = v.clone();
    for k in extra_top {
        bare.as_object_mut().unwrap().remove(*k);
    }
    let view: View = serde_json::from_value(bare).unwrap_or_else(|e| panic!("undocumented view ({e}): {v:#}"));
    assert_eq!(view.game, "thousand");
    assert_eq!(view.finished, view.winner.is_some());
    assert_eq!(view.next.is_none(), view.finished);
    for (i, (item, raw)) in view.deals.iter().zip(v["deals"].as_array().unwrap()).enumerate() {
        assert_eq!(item.entry, i + 1);
        let mut want: BTreeSet<&str> = ["entry", "kind", "scores", "totals", "notes", "marks"].into();
        match (item.kind.as_str(), item.voided_by) {
            (_, Some(_)) => {
                want.insert("voided_by");
                assert!(item.scores.values().all(|&s| s == 0), "a voided entry scores 0: {raw}");
            }
            ("deal", None) => want.extend(["dealer", "declarer", "bid", "made", "conceded"]),
            ("penalty", None) => want.extend(["player", "reason"]),
            ("void", None) => {
                want.insert("voids");
            }
            ("note", None) => {
                want.insert("note");
            }
            (k, _) => panic!("undocumented kind {k}"),
        }
        assert_eq!(keys(raw), want, "keys of item {}: {raw}", i + 1);
        assert_eq!(item.scores.keys().collect::<Vec<_>>(), item.totals.keys().collect::<Vec<_>>());
        for mark in item.marks.values().flatten() {
            assert!(MARKS.contains(&mark.as_str()), "undocumented mark {mark}");
        }
    }
    if let Some(last) = view.deals.last() {
        assert_eq!(last.totals, view.totals, "the final totals are the last row's");
    }
}

fn replay_json(t: &Table, doc: &str) -> Value {
    let f = t.file("doc.json", doc);
    t.json(&["replay", &f])
}

#[test]
fn issue_document_replays_to_exactly_the_documented_view() {
    let t = Table::new();
    let v = replay_json(&t, ISSUE_DOC);
    assert_eq!(
        v,
        json!({
            "game": "thousand",
            "deals": [
                {"entry": 1, "kind": "deal",
                 "scores": {"Аня": 20, "Борис": 120, "Вера": 25},
                 "totals": {"Аня": 20, "Борис": 120, "Вера": 25},
                 "notes": [], "marks": {},
                 "dealer": "Аня", "declarer": "Борис", "bid": 120, "made": true, "conceded": false},
                {"entry": 2, "kind": "deal",
                 "scores": {"Аня": 60, "Борис": 60, "Вера": -110},
                 "totals": {"Аня": 80, "Борис": 180, "Вера": -85},
                 "notes": ["Вера concedes (расписать) before the first lead: −110 to the declarer, +60 to each opponent"],
                 "marks": {"Вера": ["conceded"]},
                 "dealer": "Борис", "declarer": "Вера", "bid": 110, "made": false, "conceded": true},
                {"entry": 3, "kind": "penalty",
                 "scores": {"Аня": 0, "Борис": 0, "Вера": -100},
                 "totals": {"Аня": 80, "Борис": 180, "Вера": -185},
                 "notes": ["Вера: misdeal -100"],
                 "marks": {"Вера": ["penalty"]},
                 "player": "Вера", "reason": "misdeal"}
            ],
            "totals": {"Аня": 80, "Борис": 180, "Вера": -185},
            "winner": null,
            "finished": false,
            "next": "deal 3: Вера deals and opens the bidding at 100"
        })
    );
    assert_documented_view(&v, &[]);
    // The view keeps the players' seat order, not an alphabetical one.
    let order: Vec<&str> = v["totals"].as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(order, ["Аня", "Борис", "Вера"]);
}

#[test]
fn voids_voided_entries_and_notes_carry_only_their_documented_keys() {
    let mut doc: Value = serde_json::from_str(ISSUE_DOC).unwrap();
    let deals = doc["deals"].as_array_mut().unwrap();
    deals.push(json!({"declarer": "Вера", "bid": 100, "points": {"Аня": 20, "Борис": 35, "Вера": 65}}));
    deals.push(json!({"void": 4}));
    deals.push(json!({"note": "Вера dealt again after the spilled tea"}));
    deals.push(json!({"void": 3}));
    let t = Table::new();
    let v = replay_json(&t, &doc.to_string());
    assert_documented_view(&v, &[]);
    let d = &v["deals"];
    assert_eq!(d[3]["voided_by"], 5);
    assert_eq!(d[4]["voids"], 4);
    assert_eq!(d[5]["note"], "Вера dealt again after the spilled tea");
    assert_eq!(d[2]["voided_by"], 7);
    assert_eq!(v["totals"], json!({"Аня": 80, "Борис": 180, "Вера": -85}));
}

#[test]
fn a_whole_match_with_barrel_bolts_555_and_a_win_keeps_to_the_documented_view() {
    let t = Table::new();
    let v = replay_json(&t, DEMO_DOC);
    assert_documented_view(&v, &[]);
    assert_eq!(
        (v["winner"].clone(), v["finished"].clone(), v["next"].clone()),
        (json!("Аня"), json!(true), Value::Null)
    );
    assert_eq!(totals(&v), named(&[("Аня", 1020), ("Борис", 100), ("Вера", 30)]));
    let marks: BTreeSet<String> = v["deals"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|d| d["marks"].as_object().unwrap().values().flat_map(|m| m.as_array().unwrap().clone()))
        .map(|m| m.as_str().unwrap().to_string())
        .collect();
    for m in ["barrel", "bolt", "bolts-penalty", "reset-555", "conceded", "penalty", "win"] {
        assert!(marks.contains(m), "the demo shows the {m} mark: {marks:?}");
    }
}

#[test]
fn show_deal_penalty_and_undo_views_add_only_match_and_voided() {
    let t = Table::with_match();
    let deal = t.json(&["deal", "--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23"]);
    assert_documented_view(&deal, &["match"]);
    assert_documented_view(&t.json(&["penalty", "--player", "Вера", "--reason", "misdeal"]), &["match"]);
    assert_documented_view(&t.json(&["undo"]), &["match", "voided"]);
    assert_documented_view(&t.json(&["show"]), &["match"]);
}

#[test]
fn other_json_views_have_their_documented_keys() {
    let t = Table::with_match();
    t.ok(&["deal", "--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23"]);
    let set = |ks: &[&'static str]| ks.iter().copied().collect::<BTreeSet<&str>>();
    let new = t.json(&["new", "thousand", "--players", "Гена,Даша,Женя"]);
    assert_eq!(keys(&new), set(&["match", "game", "name", "players", "options", "next"]));
    for m in t.json(&["list"]).as_array().unwrap() {
        assert_eq!(
            keys(m),
            set(&["id", "name", "game", "players", "created_at", "finished", "leader", "winner", "entries"])
        );
    }
    let explain = t.json(&["explain", "1", "1"]);
    let shown = t.json(&["show", "1"]);
    let mut want = keys(&shown["deals"][0]);
    want.insert("steps");
    assert_eq!(keys(&explain), want);
    for step in explain["steps"].as_array().unwrap() {
        assert_eq!(keys(step), set(&["rule", "text"]));
    }
    let check = t.json(&["check", "1", "--declarer", "Вера", "--bid", "110", "--conceded"]);
    assert_eq!(keys(&check), set(&["ok", "match", "deal"]));
    let rules = t.json(&["rules", "thousand"]);
    assert_eq!(keys(&rules), set(&["game", "names", "options", "flags", "rule_ids", "text"]));
    for o in rules["options"].as_object().unwrap().values() {
        assert_eq!(keys(o), set(&["default", "help"]));
    }
    for f in rules["flags"].as_array().unwrap() {
        assert_eq!(keys(f), set(&["flag", "field", "help"]));
    }
    let import = t.json(&["import", &t.file("doc.json", ISSUE_DOC)]);
    assert_eq!(keys(&import), set(&["match", "entries"]));
}

#[test]
fn import_then_export_gives_back_the_document_with_every_option() {
    let t = Table::new();
    t.ok(&["import", &t.file("doc.json", ISSUE_DOC)]);
    let exported: Value = serde_json::from_str(&t.ok(&["export", "1"])).unwrap();
    let given: Value = serde_json::from_str(ISSUE_DOC).unwrap();
    assert_eq!(exported["deals"], given["deals"], "entries are exported exactly as recorded");
    assert_eq!(exported["players"], given["players"]);
    assert_eq!(exported["options"]["barrel_at"], 880);
    assert_eq!(exported["options"]["bid_step"], 5, "export writes every option with its value");
    assert_eq!(exported.get("name"), None, "an unnamed match has no name field");
}

#[test]
fn export_of_a_recorded_match_replays_and_imports_to_the_same_totals() {
    let t = Table::with_match();
    t.ok(&[
        "deal",
        "--declarer",
        "Борис",
        "--bid",
        "120",
        "--points",
        "Аня=22,Борис=75,Вера=23",
        "--marriage",
        "Борис:hearts",
    ]);
    t.ok(&["deal", "--declarer", "Вера", "--bid", "110", "--conceded"]);
    t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    t.ok(&["undo"]);
    let tricks = t.file("deal.txt", &tricks_text(&TRICKS));
    t.ok(&["deal", "--declarer", "Борис", "--bid", "240", "--tricks", &tricks]);
    let shown = t.json(&["show", "1"]);
    let export = t.file("export.json", &t.ok(&["export", "1", "--format", "json"]));
    let replayed = t.json(&["replay", &export]);
    assert_eq!(replayed["deals"], shown["deals"]);
    assert_eq!(replayed["totals"], shown["totals"]);
    assert_eq!(t.json(&["import", &export])["match"], 2);
    let reimported = t.json(&["show", "2"]);
    assert_eq!(reimported["deals"], shown["deals"], "voids still point at the right entries after import");
}

#[test]
fn a_player_left_out_of_points_took_0() {
    let t = Table::new();
    let doc = r#"{"game": "thousand", "players": ["Аня", "Борис", "Вера"],
                  "deals": [{"declarer": "Борис", "bid": 120, "points": {"Борис": 120}}]}"#;
    let v = replay_json(&t, doc);
    assert_eq!(v["totals"], json!({"Аня": 0, "Борис": 120, "Вера": 0}));
    assert_eq!(v["deals"][0]["marks"], json!({"Аня": ["bolt"], "Вера": ["bolt"]}));
}

/// Replays a document that must be refused; returns the JSON error.
fn refused_document(t: &Table, doc: &str, rule: &str) -> Value {
    let f = t.file("bad.json", doc);
    let text = t.refused(&["replay", &f], rule);
    assert!(text.contains(&format!("[{rule}]")));
    t.refused(&["import", &f], rule);
    let out = t.run(&["--json", "replay", &f]);
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stderr).expect("a JSON error");
    assert_eq!(v["error"]["rule"], rule);
    let allowed: BTreeSet<&str> = ["rule", "entry", "trick", "player", "card", "message"].into();
    assert!(keys(&v["error"]).is_subset(&allowed), "undocumented error keys: {v}");
    v["error"].clone()
}

fn issue_doc_with(entry: usize, item: Value) -> String {
    let mut doc: Value = serde_json::from_str(ISSUE_DOC).unwrap();
    doc["deals"][entry - 1] = item;
    doc.to_string()
}

#[test]
fn a_document_breaking_a_rule_is_rejected_with_the_rule_id_and_entry() {
    let t = Table::with_match();
    let e = refused_document(
        &t,
        &issue_doc_with(
            1,
            json!({"dealer": "Аня", "declarer": "Борис", "bid": 120, "points": {"Аня": 22, "Борис": 75, "Вера": 22}}),
        ),
        "thousand.points.sum",
    );
    assert_eq!(e["entry"], 1);
    let e = refused_document(
        &t,
        &issue_doc_with(2, json!({"dealer": "Борис", "declarer": "Вера", "bid": 100, "conceded": true})),
        "thousand.bid.dealer-opens",
    );
    assert_eq!((e["entry"].clone(), e["player"].clone()), (json!(2), json!("Вера")));
    let e = refused_document(
        &t,
        &issue_doc_with(3, json!({"penalty": {"player": "Гена", "reason": "misdeal"}})),
        "match.player.unknown",
    );
    assert_eq!(e["entry"], 3);
}

#[test]
fn a_document_with_a_renege_is_rejected_at_its_trick() {
    let t = Table::new();
    let mut tricks = TRICKS.to_vec();
    tricks[0] = "KH! 9C 9D";
    tricks[2] = "QC! AC 9H";
    let doc = json!({"game": "thousand", "players": ["Аня", "Борис", "Вера"], "deals": [
        {"declarer": "Борис", "bid": 240, "play": {"talon": "QC JH 9S", "passed": {"Аня": "JH", "Вера": "9S"}, "tricks": tricks}}
    ]});
    let e = refused_document(&t, &doc.to_string(), "thousand.play.follow-suit");
    assert_eq!(
        (e["entry"].clone(), e["trick"].clone(), e["player"].clone(), e["card"].clone()),
        (json!(1), json!(1), json!("Аня"), json!("9♦"))
    );
}

#[test]
fn undocumented_fields_are_errors_not_ignored() {
    let t = Table::new();
    let mut doc: Value = serde_json::from_str(ISSUE_DOC).unwrap();
    doc["scoring"] = json!("fast");
    refused_document(&t, &doc.to_string(), "document.json");
    let e = refused_document(
        &t,
        &issue_doc_with(
            2,
            json!({"dealer": "Борис", "declarer": "Вера", "bid": 110, "conceded": true, "trump": "hearts"}),
        ),
        "thousand.deal.format",
    );
    assert_eq!(e["entry"], 2);
    refused_document(
        &t,
        &issue_doc_with(3, json!({"penalty": {"player": "Вера", "points": -100, "reason": "misdeal", "by": "Аня"}})),
        "document.penalty",
    );
    let mut doc: Value = serde_json::from_str(ISSUE_DOC).unwrap();
    doc["options"]["barrel"] = json!(880);
    refused_document(&t, &doc.to_string(), "thousand.option.unknown");
}

#[test]
fn a_void_must_cancel_an_earlier_deal_or_penalty_once() {
    let t = Table::new();
    let mut doc: Value = serde_json::from_str(ISSUE_DOC).unwrap();
    doc["deals"].as_array_mut().unwrap().push(json!({"void": 9}));
    assert_eq!(refused_document(&t, &doc.to_string(), "match.void.target")["entry"], 4);
    doc["deals"][3] = json!({"void": 1});
    doc["deals"].as_array_mut().unwrap().push(json!({"void": 1}));
    assert_eq!(refused_document(&t, &doc.to_string(), "match.void.twice")["entry"], 5);
}

#[test]
fn a_document_with_an_entry_after_the_win_is_rejected_as_finished() {
    let t = Table::new();
    let mut doc: Value = serde_json::from_str(DEMO_DOC).unwrap();
    doc["deals"].as_array_mut().unwrap().push(json!({"penalty": {"player": "Вера", "reason": "misdeal"}}));
    let e = refused_document(&t, &doc.to_string(), "match.finished");
    assert_eq!(e["entry"], 13);
}

/// Every match document docs/formats.md shows (each game's deal record section has one) replays:
/// the page and the code cannot drift apart.
#[test]
fn every_match_document_on_the_formats_page_replays() {
    let page = include_str!("../docs/formats.md");
    let mut replayed = Vec::new();
    for block in page.split("```json\n").skip(1) {
        let text = &block[..block.find("```").expect("a closed block")];
        let Ok(doc) = kozyr::games::MatchDoc::parse(text) else { continue };
        let r = doc.replay().unwrap_or_else(|e| panic!("the {} example is refused: {e}\n{text}", doc.game));
        assert!(!r.rows.is_empty(), "the {} example records nothing", doc.game);
        replayed.push(doc.game);
    }
    for game in kozyr::games::all() {
        let id = game.info().id.to_string();
        if id != "thousand" && id != "belot" {
            assert!(replayed.contains(&id), "docs/formats.md shows no {id} match document");
        }
    }
}
