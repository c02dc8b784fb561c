//! The interchange contract other tools depend on: the match document `replay`, `import` and
//! `export` share, and the JSON view of a replay. Field for field, no key more or less.

use crate::support::common;

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
                 "notes": ["Вера: misdeal −100"],
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
fn show_deal_penalty_and_undo_views_add_only_match_name_and_voided() {
    let t = Table::with_match();
    let deal = t.json(&["deal", "--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23"]);
    assert_documented_view(&deal, &["match", "name"]);
    assert_documented_view(&t.json(&["penalty", "--player", "Вера", "--reason", "misdeal"]), &["match", "name"]);
    assert_documented_view(&t.json(&["undo"]), &["match", "name", "voided"]);
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
    let explain = t.json(&["explain", "-m", "1", "1"]);
    let shown = t.json(&["show", "1"]);
    let mut want = keys(&shown["deals"][0]);
    want.insert("steps");
    assert_eq!(keys(&explain), want);
    for step in explain["steps"].as_array().unwrap() {
        assert_eq!(keys(step), set(&["rule", "text"]));
    }
    let check = t.json(&["check", "-m", "1", "--declarer", "Вера", "--bid", "110", "--conceded"]);
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
    assert_eq!(keys(&import), set(&["match", "name", "entries"]));
    let current = t.json(&["use", "1"]);
    assert_eq!(keys(&current), set(&["game", "finished", "next", "lang", "match", "name"]));
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
    let page = include_str!("../../docs/formats.md");
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

// ---------------------------------------------------------------------------------------------
// The shared refusals in the reader's language
// ---------------------------------------------------------------------------------------------

fn refusal(doc: &str) -> kozyr::games::RuleError {
    kozyr::games::MatchDoc::parse(doc).and_then(|d| d.replay()).expect_err("the document is refused")
}

/// The ISSUE_DOC players with one deal playing `tricks` (Борис declares 240).
fn doc_with_tricks(tricks: &[&str]) -> String {
    json!({"game": "thousand", "players": ["Аня", "Борис", "Вера"], "deals": [
        {"declarer": "Борис", "bid": 240, "play": {"talon": "QC JH 9S", "passed": {"Аня": "JH", "Вера": "9S"}, "tricks": tricks}}
    ]})
    .to_string()
}

#[test]
fn an_unknown_player_reads_in_russian_and_bulgarian() {
    use kozyr::i18n::Lang;
    let e = refusal(&issue_doc_with(3, json!({"penalty": {"player": "Гена", "reason": "misdeal"}})));
    assert_eq!(e.rule, "match.player.unknown");
    assert_eq!(e.message(), "unknown player \"Гена\"; the players are Аня, Борис, Вера");
    assert_eq!(
        e.line(Lang::Ru),
        "запись 3: неизвестный игрок «Гена»; в партии играют Аня, Борис, Вера [match.player.unknown]"
    );
    assert_eq!(e.line(Lang::Bg), "запис 3: непознат играч „Гена“; играчите са Аня, Борис, Вера [match.player.unknown]");
}

#[test]
fn a_finished_match_and_voids_read_in_russian_and_bulgarian() {
    use kozyr::i18n::Lang;
    let mut doc: Value = serde_json::from_str(DEMO_DOC).unwrap();
    doc["deals"].as_array_mut().unwrap().push(json!({"penalty": {"player": "Вера", "reason": "misdeal"}}));
    let e = refusal(&doc.to_string());
    assert_eq!(e.message(), "the match was won at entry 12; nothing can be recorded after it");
    assert_eq!(e.msg.render(Lang::Ru), "партия выиграна в записи 12; после этого ничего записать нельзя");
    assert_eq!(e.msg.render(Lang::Bg), "играта е спечелена в запис 12; след това нищо не може да се записва");

    let mut doc: Value = serde_json::from_str(ISSUE_DOC).unwrap();
    doc["deals"].as_array_mut().unwrap().extend([json!({"void": 1}), json!({"void": 1})]);
    let e = refusal(&doc.to_string());
    assert_eq!(e.message(), "entry 1 was already voided by entry 4");
    assert_eq!(e.msg.render(Lang::Ru), "запись 1 уже отменена записью 4");
    assert_eq!(e.msg.render(Lang::Bg), "запис 1 вече е анулиран със запис 4");
    doc["deals"][4] = json!({"void": 5});
    let e = refusal(&doc.to_string());
    assert_eq!(
        e.msg.render(Lang::Ru),
        "отменить можно только более раннюю сдачу, штраф, исправление или отмену; запись 5 — не такая"
    );
}

#[test]
fn a_bad_card_in_a_trick_reads_in_russian_and_bulgarian() {
    use kozyr::i18n::Lang;
    let mut tricks = TRICKS.to_vec();
    tricks[0] = "KH! 9C 9X";
    let e = refusal(&doc_with_tricks(&tricks));
    assert_eq!((e.rule.as_str(), e.trick, e.card.as_deref()), ("card.notation", Some(1), Some("9X")));
    assert!(e.message().starts_with("trick 1: not a card: \"9X\" — did you mean 9♣? ("), "{}", e.message());
    let ru = e.msg.render(Lang::Ru);
    assert!(ru.starts_with("взятка 1: не карта: «9X» — может быть, 9♣? (карта — это достоинство"), "{ru}");
    let bg = e.msg.render(Lang::Bg);
    assert!(bg.starts_with("взятка 1: не е карта: „9X“ — може би 9♣? (картата е стойност"), "{bg}");

    tricks[0] = "KH! 9C";
    let e = refusal(&doc_with_tricks(&tricks));
    assert_eq!(e.message(), "trick 1 has 2 cards; each trick has one card from each of the 3 players");
    assert_eq!(e.msg.render(Lang::Ru), "во взятке 1 2 карты; во взятке по одной карте от каждого из 3 игроков");
    assert_eq!(
        e.msg.render(Lang::Bg),
        "във взятка 1 има 2 карти; във всяка взятка има по една карта от всеки от 3 играчи"
    );
}

#[test]
fn setup_and_document_errors_read_in_russian_and_bulgarian() {
    use kozyr::i18n::Lang;
    let e = refusal(r#"{"game": "thousand", "players": ["Аня", "Борис"], "deals": []}"#);
    assert_eq!(e.message(), "Thousand is played by 3 players; 2 were named");
    assert_eq!(e.msg.render(Lang::Ru), "в игру «Тысяча» играют 3 игрока; названы 2");
    assert_eq!(e.msg.render(Lang::Bg), "„Хиляда“ се играе от 3 играчи; посочени са 2");
    let e = refusal(r#"{"game": "thousand", "players": ["Аня", "Борис", "аня"], "deals": []}"#);
    assert_eq!(e.msg.render(Lang::Ru), "игрок «аня» назван дважды");

    let e = refusal(r#"{"game": "thousand", "players": ["Аня", "Борис", "Вера"], "options": {"barrel_at": "abc"}}"#);
    assert_eq!(e.message(), "bad option value: barrel_at = \"abc\": expected a whole number");
    assert!(e.msg.render(Lang::Ru).starts_with("неверное значение параметра: barrel_at = \"abc\": нужно целое число"));

    let e = refusal(&issue_doc_with(3, json!({"penalty": {"player": "Вера", "reason": "misdeal", "by": "Аня"}})));
    assert_eq!(e.message(), "bad penalty: unknown field `by`; the fields are `player`, `points`, `reason`");
    assert_eq!(
        e.msg.render(Lang::Ru),
        "неверная запись штрафа: неизвестное поле `by`; поля здесь: `player`, `points`, `reason`"
    );
    assert_eq!(
        e.msg.render(Lang::Bg),
        "грешен запис на наказание: непознато поле `by`; полетата тук са `player`, `points`, `reason`"
    );

    let e = kozyr::games::MatchDoc::parse("{\"game\": \"thousand\",").expect_err("cut short");
    assert_eq!(
        e.message(),
        "not a valid match document: the text ends too early at line 1 column 20 (see docs/formats.md)"
    );
    assert_eq!(
        e.msg.render(Lang::Ru),
        "это не документ партии: текст обрывается раньше времени (строка 1, позиция 20; см. docs/formats.md)"
    );
    let e = kozyr::games::MatchDoc::parse(r#"{"game": "thousand"}"#).expect_err("no players");
    assert_eq!(
        e.msg.render(Lang::Bg),
        "това не е документ на игра: липсва полето `players` (ред 1, позиция 20; вижте docs/formats.md)"
    );
}

#[test]
fn quick_entry_errors_name_the_flag_as_typed_in_every_language() {
    use kozyr::games::{deal_from_flags, find};
    use kozyr::i18n::Lang;
    let info = find("thousand").unwrap().info();
    let e = deal_from_flags(info, &[("points", vec!["Аня=x".to_string()])]).expect_err("x is no number");
    assert_eq!(e.message(), "--points Аня=x: expected NAME=NUMBER with a whole number");
    assert_eq!(e.msg.render(Lang::Ru), "--points Аня=x: нужно ИМЯ=ЧИСЛО с целым числом, например Аня=22");
    assert_eq!(e.msg.render(Lang::Bg), "--points Аня=x: очаква се ИМЕ=ЧИСЛО с цяло число, например Аня=22");
    let e = deal_from_flags(info, &[("bid", vec!["сто".to_string()])]).expect_err("a word");
    assert_eq!(e.msg.render(Lang::Ru), "--bid сто: нужно целое число");
    let e = deal_from_flags(info, &[("contract", vec!["hearts".to_string()])]).expect_err("Belot's flag");
    assert!(e.message().starts_with("--contract is not a flag of Thousand; its flags are --"), "{}", e.message());
    assert!(
        e.msg.render(Lang::Ru).starts_with("--contract — не флаг игры «Тысяча»; её флаги: --"),
        "{}",
        e.msg.render(Lang::Ru)
    );
}
