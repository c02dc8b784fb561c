//! Corrections and voids in match documents, through `kozyr replay FILE`: a correction is scored at
//! the place of the deal it corrects, a voided deal the table dealt on after keeps its number, the
//! JSON view says what corrected and what was voided and why, and what cannot be corrected or
//! voided is refused with its rule id.

use crate::support::common;

use common::*;
use serde_json::{json, Value};

const THOUSAND: [&str; 3] = ["Аня", "Борис", "Вера"];

fn thousand(deals: Vec<Value>) -> String {
    json!({"game": "thousand", "players": THOUSAND, "deals": deals}).to_string()
}

fn belot(deals: Vec<Value>) -> String {
    json!({"game": "belot", "players": ["Иван", "Петър", "Мария", "Елена"],
           "teams": {"Ние": ["Иван", "Мария"], "Вие": ["Петър", "Елена"]}, "deals": deals})
    .to_string()
}

/// A Thousand deal: the declarer, the bid, and the card points of Аня, Борис and Вера.
fn t_deal(declarer: &str, bid: i64, points: [i64; 3]) -> Value {
    json!({"declarer": declarer, "bid": bid,
           "points": {"Аня": points[0], "Борис": points[1], "Вера": points[2]}})
}

/// The formats page's first deal: Борис makes 120 with the hearts marriage.
fn d1() -> Value {
    json!({"declarer": "Борис", "bid": 120, "points": {"Аня": 22, "Борис": 75, "Вера": 23},
           "marriages": {"Борис": ["hearts"]}})
}

fn b_deal(contract: &str, declarer: &str, ours: i64, theirs: i64, last: &str) -> Value {
    json!({"contract": contract, "declarer": declarer, "points": {"Ние": ours, "Вие": theirs}, "last_trick": last})
}

fn replay(t: &Table, doc: &str) -> Value {
    let f = t.file("doc.json", doc);
    t.json(&["replay", &f])
}

fn sheet(t: &Table, doc: &str) -> String {
    let f = t.file("doc.json", doc);
    t.ok(&["replay", &f])
}

/// The numbers in the sheet's first column, in order.
fn numbers(sheet: &str) -> Vec<String> {
    sheet
        .lines()
        .filter_map(|l| l.split('┆').next())
        .map(|c| c.trim_start_matches('│').trim())
        .filter(|c| !c.is_empty() && c.chars().all(|x| x.is_ascii_digit()))
        .map(String::from)
        .collect()
}

/// Each row's scores, for the rows of `kinds`.
fn scores(v: &Value, kinds: &[&str]) -> Vec<Value> {
    let rows = v["deals"].as_array().expect("deals");
    rows.iter()
        .filter(|r| kinds.contains(&r["kind"].as_str().unwrap_or_default()))
        .map(|r| r["scores"].clone())
        .collect()
}

#[test]
fn a_corrected_thousand_match_scores_as_one_recorded_right_the_first_time() {
    let t = Table::new();
    let wrong = t_deal("Вера", 110, [20, 80, 20]);
    let right = t_deal("Вера", 110, [20, 20, 80]);
    let d3 = t_deal("Аня", 105, [70, 30, 20]);
    let first_time = replay(&t, &thousand(vec![d1(), right.clone(), d3.clone()]));
    let corrected = replay(
        &t,
        &thousand(vec![d1(), wrong, d3, json!({"correct": 2, "deal": right, "reason": "Вера took 80, not Борис"})]),
    );
    assert_eq!(corrected["totals"], first_time["totals"]);
    assert_eq!(scores(&corrected, &["deal"]), scores(&first_time, &["deal"]), "each deal as if recorded right");
    let d = &corrected["deals"];
    assert_eq!(d[1]["corrected_by"], 4);
    assert_eq!(d[1]["declarer"], "Вера");
    let c = &d[3];
    assert_eq!((c["kind"].clone(), c["corrects"].clone()), (json!("correct"), json!(2)));
    assert_eq!(c["reason"], "Вера took 80, not Борис");
    assert_eq!(c["scores"], json!({"Аня": 0, "Борис": 0, "Вера": 0}), "a correction's own row scores nothing");
    assert_eq!(c["totals"], d[2]["totals"], "it carries the totals");
    // The sheet shows the corrected numbers, marked with the correction's entry, and why.
    let text = sheet(
        &t,
        &thousand(vec![
            d1(),
            t_deal("Вера", 110, [20, 80, 20]),
            json!({"correct": 2, "deal": t_deal("Вера", 110, [20, 20, 80]), "reason": "typo"}),
        ]),
    );
    assert!(text.contains("Вера 110 failed ✎3"), "{text}");
    assert!(text.contains("✎ corrected"), "the legend explains the mark: {text}");
    assert!(text.contains("#2: corrected at entry 3: typo"), "{text}");
    assert_eq!(numbers(&text), ["1", "2"], "a correction is no deal of its own: {text}");
}

#[test]
fn a_corrected_belot_match_scores_as_one_recorded_right_the_first_time() {
    let t = Table::new();
    let a = b_deal("hearts", "Петър", 60, 92, "Вие");
    let wrong = b_deal("spades", "Иван", 56, 96, "Ние");
    let right = b_deal("spades", "Иван", 96, 56, "Ние");
    let c = b_deal("clubs", "Мария", 100, 52, "Ние");
    let first_time = replay(&t, &belot(vec![a.clone(), right.clone(), c.clone()]));
    let uncorrected = replay(&t, &belot(vec![a.clone(), wrong.clone(), c.clone()]));
    assert_ne!(uncorrected["totals"], first_time["totals"], "the correction changes the totals");
    let corrected = replay(&t, &belot(vec![a, wrong, c, json!({"correct": 2, "deal": right})]));
    assert_eq!(corrected["totals"], first_time["totals"]);
    assert_eq!(scores(&corrected, &["deal"]), scores(&first_time, &["deal"]));
    assert!(corrected["deals"][3].get("reason").is_none(), "no reason given, none shown");
}

#[test]
fn a_voided_middle_deal_keeps_the_numbers_of_the_deals_after_it() {
    let t = Table::new();
    let deals = vec![
        d1(),
        t_deal("Вера", 110, [20, 20, 80]),
        t_deal("Аня", 105, [70, 30, 20]),
        t_deal("Борис", 105, [10, 100, 10]),
        json!({"void": 2, "reason": "misdealt"}),
    ];
    let text = sheet(&t, &thousand(deals.clone()));
    assert_eq!(numbers(&text), ["1", "2", "3", "4"], "{text}");
    let struck = text.lines().find(|l| l.contains("voided")).unwrap_or_else(|| panic!("{text}"));
    assert!(struck.contains("│ 2 ┆ Вера 110 failed — voided: misdealt"), "{text}");
    let v = replay(&t, &thousand(deals));
    let d = &v["deals"];
    assert_eq!((d[1]["voided_by"].clone(), d[1]["keeps_place"].clone()), (json!(5), json!(true)));
    assert_eq!((d[4]["voids"].clone(), d[4]["reason"].clone()), (json!(2), json!("misdealt")));
    assert!(d[2].get("keeps_place").is_none(), "only a voided deal keeps a place: {}", d[2]);
    // Undone at once and recorded again, the deal gives its place to the one recorded instead.
    let again = vec![d1(), t_deal("Вера", 110, [20, 80, 20]), json!({"void": 2}), t_deal("Вера", 110, [20, 20, 80])];
    let text = sheet(&t, &thousand(again.clone()));
    assert_eq!(numbers(&text), ["1", "2"], "{text}");
    assert!(replay(&t, &thousand(again))["deals"][1].get("keeps_place").is_none());
}

#[test]
fn voiding_a_correction_restores_the_version_before_it() {
    let t = Table::new();
    let v = replay(
        &t,
        &thousand(vec![
            d1(),
            json!({"correct": 1, "deal": t_deal("Борис", 120, [22, 85, 13])}),
            json!({"void": 2, "reason": "the first count was right"}),
        ]),
    );
    let plain = replay(&t, &thousand(vec![d1()]));
    assert_eq!(v["totals"], plain["totals"]);
    assert!(v["deals"][0].get("corrected_by").is_none());
    assert_eq!(v["deals"][1]["voided_by"], 3);
}

#[test]
fn a_penalty_is_corrected_by_a_penalty() {
    let t = Table::new();
    let v = replay(
        &t,
        &thousand(vec![
            d1(),
            json!({"penalty": {"player": "Вера", "reason": "misdeal"}}),
            json!({"correct": 2, "penalty": {"player": "Аня", "reason": "misdeal"}, "reason": "Аня dealt"}),
        ]),
    );
    assert_eq!(v["totals"], json!({"Аня": -80, "Борис": 120, "Вера": 25}));
    assert_eq!(v["deals"][1]["player"], "Аня");
    assert_eq!(v["deals"][1]["reason"], "misdeal", "a penalty's own reason stays the game's");
    assert_eq!(v["deals"][2]["reason"], "Аня dealt");
}

#[test]
fn a_correction_that_breaks_a_later_entry_is_refused_naming_that_entry() {
    // The demo: Аня, on the barrel, wins at deal 11 (entry 12). Corrected so that she makes her
    // bid at deal 10, she wins there, and deal 11 comes after the win.
    let t = Table::new();
    let mut doc: Value = serde_json::from_str(DEMO_DOC).expect("the demo");
    let deals = doc["deals"].as_array_mut().expect("deals");
    let won = json!({"declarer": "Аня", "bid": 120, "points": {"Аня": 90, "Борис": 20, "Вера": 10},
                     "marriages": {"Аня": ["spades"]}});
    deals.push(json!({"correct": 11, "deal": won}));
    let f = t.file("doc.json", &doc.to_string());
    let err = t.refused(&["replay", &f], "match.finished");
    assert!(err.contains("entry 12: the match was won at entry 11"), "{err}");
    // A correction that breaks a rule of its own is refused at the correction.
    let deals = doc["deals"].as_array_mut().expect("deals");
    deals.pop();
    deals.push(json!({"correct": 11, "deal": t_deal("Вера", 125, [20, 20, 20])}));
    let f = t.file("doc.json", &doc.to_string());
    let err = t.refused(&["replay", &f], "thousand.points.sum");
    assert!(err.contains("entry 13:"), "{err}");
}

#[test]
fn what_cannot_be_corrected_or_voided_is_refused_with_its_rule() {
    let t = Table::new();
    let d = d1;
    let misdeal = || json!({"player": "Вера", "reason": "misdeal"});
    let cases: Vec<(Vec<Value>, &str, &str)> = vec![
        (
            vec![d(), json!({"correct": 1, "deal": d()}), json!({"correct": 2, "deal": d()})],
            "match.correct.target",
            "entry 3:",
        ),
        (vec![d(), json!({"correct": 2, "deal": d()})], "match.correct.target", "entry 2:"),
        (
            vec![d(), json!({"void": 1}), json!({"correct": 1, "deal": d()})],
            "match.correct.target",
            "voided by entry 2",
        ),
        (vec![d(), json!({"correct": 1, "penalty": misdeal()})], "match.correct.kind", "entry 1 is a deal"),
        (vec![json!({"penalty": misdeal()}), json!({"correct": 1, "deal": d()})], "match.correct.kind", "penalty"),
        (vec![d(), json!({"note": "x"}), json!({"void": 2})], "match.void.target", "entry 3:"),
        (
            vec![d(), json!({"correct": 1, "deal": d()}), json!({"void": 1}), json!({"void": 2})],
            "match.void.twice",
            "entry 4:",
        ),
    ];
    for (deals, rule, says) in cases {
        let f = t.file("doc.json", &thousand(deals.clone()));
        let err = t.refused(&["replay", &f], rule);
        assert!(err.contains(says), "{deals:?}: {err}");
    }
}

#[test]
fn bad_shapes_of_voids_corrections_and_reasons_are_refused_with_document_rules() {
    let t = Table::new();
    let d = d1;
    let cases: Vec<(Value, &str)> = vec![
        (json!({"void": 1, "because": "x"}), "document.void"),
        (json!({"void": 0}), "document.void"),
        (json!({"correct": 1}), "document.correct"),
        (json!({"correct": 1, "deal": d(), "penalty": {"player": "Аня", "reason": "misdeal"}}), "document.correct"),
        (json!({"correct": "1", "deal": d()}), "document.correct"),
        (json!({"correct": 1, "deal": [1]}), "document.correct"),
        (json!({"correct": 1, "deal": d(), "note": "x"}), "document.correct"),
        (json!({"correct": 1, "penalty": {"player": "Аня"}}), "document.penalty"),
        (json!({"void": 1, "reason": 5}), "document.reason"),
        (json!({"void": 1, "reason": "tea\u{1b}[2J"}), "match.reason"),
        (json!({"void": 1, "reason": "x".repeat(201)}), "match.reason"),
        (json!({"void": 1, "reason": "  "}), "match.reason"),
    ];
    for (item, rule) in cases {
        let f = t.file("doc.json", &thousand(vec![d(), item.clone()]));
        let err = t.refused(&["replay", &f], rule);
        assert!(err.contains("entry 2:"), "{item}: {err}");
        assert!(!err.contains('\u{1b}'), "an escape is never echoed: {err:?}");
    }
}

#[test]
fn documents_round_trip_corrections_and_reasons() {
    let deals = vec![
        d1(),
        json!({"penalty": {"player": "Вера", "points": -100, "reason": "misdeal"}}),
        json!({"correct": 1, "deal": t_deal("Борис", 120, [22, 85, 13]), "reason": "recounted"}),
        json!({"correct": 2, "penalty": {"player": "Аня", "points": -100, "reason": "misdeal"}}),
        json!({"void": 3, "reason": "the first count was right"}),
        json!({"note": "tea"}),
    ];
    let doc = kozyr::games::MatchDoc::parse(&thousand(deals.clone())).expect("parses");
    let (entries, reasons) = doc.entries_with_reasons().expect("reads");
    assert_eq!(reasons[2].as_deref(), Some("recounted"));
    assert_eq!(reasons[3], None);
    assert_eq!(kozyr::games::MatchDoc::deals_of(&entries, &reasons), deals, "written back as read");
    // The replay view keeps every reason, and the library's replay of the document agrees with
    // the binary's.
    let t = Table::new();
    let v = replay(&t, &thousand(deals));
    let lib = doc.replay().expect("replays").to_json(kozyr::i18n::Lang::En);
    assert_eq!(v, lib);
    assert_eq!(v["deals"][4]["reason"], "the first count was right");
    assert_eq!(v["deals"][2]["voided_by"], 5);
}

#[test]
fn the_csv_says_what_each_void_and_correction_did() {
    // The CSV is written by `export` from a ledger; a document shows the same rows through the
    // library.
    let doc = kozyr::games::MatchDoc::parse(&thousand(vec![
        d1(),
        json!({"correct": 1, "deal": t_deal("Борис", 120, [22, 85, 13]), "reason": "recounted"}),
        t_deal("Вера", 110, [20, 20, 80]),
        json!({"void": 3}),
    ]))
    .expect("parses");
    let r = doc.replay().expect("replays");
    let csv = kozyr::report::csv(&r, &Default::default(), &kozyr::report::Layout::default());
    assert!(csv.contains("\n2,correct,deal 1 corrected: recounted,,"), "{csv}");
    assert!(csv.contains("\n4,void,deal (entry 3) voided,,"), "{csv}");
}
