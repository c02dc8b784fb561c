//! The Belot side of the interchange contract: the match document `replay`, `import` and `export`
//! share, and the JSON view of its replay, field for field, no key more or less.

use crate::support::common;

use std::collections::{BTreeMap, BTreeSet};

use common::*;
use serde::Deserialize;
use serde_json::{json, Value};

/// The document from the issue, as written there.
const ISSUE_DOC: &str = include_str!("../fixtures/belot-issue.json");

/// The replay view; any other key is an error.
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

/// One Belot item of `deals`; any other key is an error. Which keys an item has is checked
/// separately; here each field's type is.
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
    dealer: String,
    declarer: Option<String>,
    contract: Option<String>,
    double: Option<String>,
    outcome: String,
    hanging: i64,
    valat: Option<String>,
}

const PLAYED: [&str; 13] = [
    "entry", "kind", "scores", "totals", "notes", "marks", "dealer", "declarer", "contract", "double", "outcome",
    "hanging", "valat",
];
const ALL_PASS: [&str; 9] = ["entry", "kind", "scores", "totals", "notes", "marks", "dealer", "outcome", "hanging"];
const MARKS: [&str; 7] = ["contra", "recontra", "hanging", "inside", "valat", "win", "penalty"];
const TEAMS: [&str; 2] = ["Ние", "Вие"];

fn keys(v: &Value) -> BTreeSet<&str> {
    v.as_object().expect("an object").keys().map(String::as_str).collect()
}

/// Checks a Belot replay view: exactly the documented keys, scores and totals keyed by team name
/// in seat order, every mark a known one, `winner` a team or null.
fn assert_belot_view(v: &Value) {
    assert_eq!(keys(v), ["game", "deals", "totals", "winner", "finished", "next"].into(), "top-level keys of {v:#}");
    let view: View = serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("undocumented view ({e}): {v:#}"));
    assert_eq!(view.game, "belot");
    assert_eq!(view.finished, view.winner.is_some());
    assert_eq!(view.next.is_none(), view.finished);
    if let Some(w) = &view.winner {
        assert!(TEAMS.contains(&w.as_str()), "the winner is a team: {w}");
    }
    let order = |o: &Value| o.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(order(&v["totals"]), TEAMS);
    for (i, (item, raw)) in view.deals.iter().zip(v["deals"].as_array().unwrap()).enumerate() {
        assert_eq!(item.entry, i + 1);
        assert_eq!(item.kind, "deal");
        let want: BTreeSet<&str> = if item.outcome == "all-pass" { ALL_PASS.into() } else { PLAYED.into() };
        assert_eq!(keys(raw), want, "keys of item {}: {raw}", i + 1);
        assert_eq!(order(&raw["scores"]), TEAMS);
        assert_eq!(order(&raw["totals"]), TEAMS);
        for (team, marks) in &item.marks {
            assert!(TEAMS.contains(&team.as_str()), "marks are keyed by team: {team}");
            for m in marks {
                assert!(MARKS.contains(&m.as_str()), "unknown mark {m}");
            }
        }
    }
    if let Some(last) = view.deals.last() {
        assert_eq!(last.totals, view.totals, "the final totals are the last row's");
    }
}

/// The issue's document with its deal changed by `edit`.
fn issue_doc_with(edit: impl FnOnce(&mut Value)) -> String {
    let mut doc: Value = serde_json::from_str(ISSUE_DOC).unwrap();
    edit(&mut doc["deals"][0]);
    doc.to_string()
}

fn corrected(deal: &mut Value) {
    deal["announcements"][0]["high"] = json!("10H");
}

fn without_valat(deal: &mut Value) {
    deal.as_object_mut().unwrap().remove("valat");
}

#[test]
fn issue_document_is_refused_for_the_shared_jack_of_hearts() {
    let t = Table::new();
    let f = t.file("issue.json", ISSUE_DOC);
    // Петър's tierce to K♥ is K♥ Q♥ J♥: J♥ is also in Мария's carré of jacks (and K♥ Q♥ are Елена's
    // belot). The premiums are read before the valat is weighed against the points, so the overlap
    // is the error named.
    let err = t.refused(&["replay", &f], "belot.announce.overlap");
    assert_eq!(
        err.trim_end(),
        "kozyr: entry 1: J♥ is in Петър's tierce to K♥ and in Мария's carré of Js; each card is in one hand and counts once [belot.announce.overlap]"
    );
    t.refused(&["import", &f], "belot.announce.overlap");
    assert!(!t.ledger.exists(), "a refused import creates no ledger");
}

#[test]
fn issue_document_without_the_valat_is_still_refused_for_the_overlap() {
    let t = Table::new();
    let f = t.file("doc.json", &issue_doc_with(without_valat));
    t.refused(&["replay", &f], "belot.announce.overlap");
}

#[test]
fn corrected_issue_document_is_refused_for_its_valat() {
    let t = Table::new();
    let f = t.file("doc.json", &issue_doc_with(corrected));
    // A valat by Вие while Ние hold 60 card points.
    let err = t.refused(&["replay", &f], "belot.valat.inconsistent");
    assert!(err.contains("a valat by Вие") && err.contains("60 card points"), "{err}");
}

#[test]
fn corrected_issue_document_replays_to_exactly_this_view() {
    let t = Table::new();
    let f = t.file(
        "doc.json",
        &issue_doc_with(|d| {
            corrected(d);
            without_valat(d);
        }),
    );
    let v = t.json(&["replay", &f]);
    assert_eq!(
        v,
        json!({
            "game": "belot",
            "deals": [
                {"entry": 1, "kind": "deal",
                 "scores": {"Ние": 80, "Вие": 0},
                 "totals": {"Ние": 80, "Вие": 0},
                 "notes": [],
                 "marks": {"Вие": ["contra"]},
                 "dealer": "Иван", "declarer": "Петър", "contract": "hearts", "double": "contra",
                 "outcome": "inside", "hanging": 0, "valat": null}
            ],
            "totals": {"Ние": 80, "Вие": 0},
            "winner": null,
            "finished": false,
            "next": "deal 2: Петър deals, Мария bids first"
        })
    );
    assert_belot_view(&v);
}

#[test]
fn all_pass_and_hanging_deals_have_their_documented_keys() {
    let t = Table::new();
    let doc = issue_doc_with(|d| {
        corrected(d);
        without_valat(d);
    });
    let mut doc: Value = serde_json::from_str(&doc).unwrap();
    let deals = doc["deals"].as_array_mut().unwrap();
    deals.push(json!({"all_pass": true}));
    deals
        .push(json!({"declarer": "Иван", "contract": "spades", "points": {"Ние": 71, "Вие": 81}, "last_trick": "Ние"}));
    let v = t.json(&["replay", &t.file("doc.json", &doc.to_string())]);
    assert_eq!(
        v["deals"][1],
        json!({"entry": 2, "kind": "deal",
               "scores": {"Ние": 0, "Вие": 0}, "totals": {"Ние": 80, "Вие": 0},
               "notes": ["all four passed: nobody plays, the next player deals"], "marks": {},
               "dealer": "Петър", "outcome": "all-pass", "hanging": 0})
    );
    assert_eq!(
        v["deals"][2],
        json!({"entry": 3, "kind": "deal",
               "scores": {"Ние": 0, "Вие": 8}, "totals": {"Ние": 80, "Вие": 8},
               "notes": ["8 points hang (висят): 8 now wait for the next deal's winner"],
               "marks": {"Ние": ["hanging"]},
               "dealer": "Мария", "declarer": "Иван", "contract": "spades", "double": null,
               "outcome": "hanging", "hanging": 8, "valat": null})
    );
    assert_eq!(v["next"], "deal 4: Елена deals, Иван bids first (8 points hang)");
    assert_belot_view(&v);
}

#[test]
fn a_won_game_names_the_winning_team() {
    let t = Table::new();
    let deal = json!({"contract": "hearts", "declarer": "Петър", "double": "recontra",
                      "points": {"Ние": 60, "Вие": 92}, "last_trick": "Вие"});
    let doc = json!({"game": "belot", "players": ["Иван", "Петър", "Мария", "Елена"],
                     "teams": {"Ние": ["Иван", "Мария"], "Вие": ["Петър", "Елена"]},
                     "deals": [deal, deal, deal]});
    let v = t.json(&["replay", &t.file("doc.json", &doc.to_string())]);
    assert_eq!((&v["winner"], &v["finished"], &v["next"]), (&json!("Вие"), &json!(true), &Value::Null));
    assert_eq!(v["totals"], json!({"Ние": 0, "Вие": 192}));
    assert_eq!(v["deals"][2]["marks"], json!({"Вие": ["recontra", "win"]}));
    assert_belot_view(&v);
}

#[test]
fn a_deal_with_an_undocumented_field_is_refused() {
    let t = Table::new();
    let f = t.file(
        "doc.json",
        &issue_doc_with(|d| {
            corrected(d);
            without_valat(d);
            d["trump"] = json!("hearts");
        }),
    );
    t.refused(&["replay", &f], "belot.deal.format");
}

#[test]
fn the_corrected_document_imports_and_exports_to_the_same_totals() {
    let t = Table::new();
    let f = t.file(
        "doc.json",
        &issue_doc_with(|d| {
            corrected(d);
            without_valat(d);
        }),
    );
    let replayed = t.json(&["replay", &f]);
    t.ok(&["import", &f]);
    let exported = t.file("export.json", &t.ok(&["export"]));
    assert_eq!(t.json(&["replay", &exported]), replayed);
    assert_eq!(totals(&t.json(&["show"])), named(&[("Ние", 80), ("Вие", 0)]));
}
