//! Bridge's quick entry through the binary — `--result`, `--tricks N`, seats and names in Russian —
//! and every impossible record refused with exit 1, its rule id, and the ledger untouched.

use crate::support::common;

use common::{expect_refusal, Table};
use serde_json::Value;

fn table(scoring: &str) -> Table {
    let t = Table::new();
    t.ok(&["new", "bridge", "--players", "Север,Восток,Юг,Запад", "--option", &format!("scoring={scoring}")]);
    t
}

fn last_scores(t: &Table) -> (i64, i64) {
    let v = t.json(&["show"]);
    let deals = v["deals"].as_array().expect("deals");
    let s = &deals[deals.len() - 1]["scores"];
    (s["NS"].as_i64().expect("NS"), s["EW"].as_i64().expect("EW"))
}

#[test]
fn a_result_or_a_trick_count_records_the_deal() {
    let t = table("duplicate");
    // Board 5, NS vulnerable: 4♠× by South made: 240 + 500 + 50 = 790.
    t.ok(&["deal", "--board", "5", "--contract", "4SX", "--by", "Юг", "--result", "="]);
    assert_eq!(last_scores(&t), (790, -790));
    // Board 6, EW vulnerable: 4♠ by North, 11 tricks: 420 + 30 = 450.
    t.ok(&["deal", "--contract", "4S", "--by", "N", "--tricks", "11"]);
    assert_eq!(last_scores(&t), (450, -450));
    // Board 7, both vulnerable: 3NT by West two down: 200 to NS.
    t.ok(&["deal", "--contract", "3NT", "--by", "Запад", "--result", "-2"]);
    assert_eq!(last_scores(&t), (200, -200));
    // Board 8, nobody: 2♥ by East +1 with the double apart: 2 × 60 = 120 is a game doubled into,
    // 120 + 300 + 100 for the overtrick + 50 = 570 to EW.
    t.ok(&["deal", "--contract", "2H", "--double", "x", "--by", "В", "--result", "+1"]);
    assert_eq!(last_scores(&t), (-570, 570));
    let v = t.json(&["show"]);
    assert_eq!(v["deals"][3]["board"], 8);
    assert_eq!(v["deals"][3]["declarer"], "E");
    assert_eq!(v["next"], "board 9: Север deals, EW vulnerable");
}

#[test]
fn quick_entry_works_in_russian_and_with_a_stop() {
    let t = table("rubber");
    let out = t.ok(&["--lang", "ru", "deal", "--contract", "3БК", "--by", "Юг", "--tricks", "9"]);
    assert!(out.contains("роббер 1, сдача 2: сдаёт Восток, СЮ в зоне"), "{out}");
    let out = t.ok(&["--lang", "ru", "deal", "--contract", "2♥", "--by", "Восток", "--result", "=", "--stop"]);
    assert!(out.contains("Победитель: NS"), "{out}");
    // The unfinished rubber: NS 100 + 300 for the only game; EW 60 + 100 for the part score.
    let v = t.json(&["show"]);
    assert_eq!(v["totals"]["NS"], 400);
    assert_eq!(v["totals"]["EW"], 160);
    t.refused(&["deal", "--contract", "1C", "--by", "N", "--tricks", "7"], "match.finished");
}

#[test]
fn a_trick_file_named_by_digits_is_still_a_file_for_another_game() {
    // `--tricks 11` in a game without a trick count is the play record file it always was.
    let t = Table::with_match();
    let out = t.run(&["deal", "--declarer", "Борис", "--bid", "120", "--tricks", "11"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("[input.file]"), "{err}");
}

#[test]
fn impossible_records_are_refused_with_their_rule_and_nothing_written() {
    let t = table("duplicate");
    t.ok(&["deal", "--board", "1", "--contract", "1NT", "--by", "N", "--result", "="]);
    let cases: &[(&[&str], &str)] = &[
        (&["--contract", "4S", "--by", "N", "--tricks", "14"], "bridge.tricks.range"),
        (&["--contract", "4S", "--by", "N", "--result", "+4"], "bridge.result.range"),
        (&["--contract", "4S", "--by", "N", "--result", "-11"], "bridge.result.range"),
        (&["--contract", "8S", "--by", "N", "--tricks", "13"], "bridge.contract.level"),
        (&["--contract", "4SR", "--by", "N", "--tricks", "10"], "bridge.contract.redouble"),
        (&["--contract", "4S", "--double", "r", "--by", "N", "--tricks", "10"], "bridge.contract.redouble"),
        (&["--contract", "4S", "--by", "N", "--tricks", "9", "--result", "="], "bridge.tricks.disagree"),
        (&["--contract", "4S", "--by", "Петя", "--tricks", "10"], "bridge.seat.unknown"),
        (&["--contract", "4S", "--tricks", "10"], "bridge.declarer.missing"),
        (&["--by", "N", "--tricks", "10"], "bridge.contract.missing"),
        (&["--contract", "3NT", "--by", "N", "--tricks", "9", "--honours", "N:5"], "bridge.honours.notrump"),
        (&["--contract", "4S", "--by", "N", "--tricks", "10", "--honours", "N:3"], "bridge.honours.count"),
        (&["--contract", "4S", "--by", "N", "--tricks", "10", "--honours", "N"], "bridge.honours.format"),
        (&["--contract", "pass", "--honours", "N:4"], "bridge.honours.passed"),
        (&["--contract", "4S", "--by", "N", "--tricks", "10", "--vulnerable", "red"], "bridge.deal.vulnerable"),
        (&["--contract", "4Z", "--by", "N", "--tricks", "10"], "bridge.contract.format"),
        (&["--board", "0", "--contract", "4S", "--by", "N", "--tricks", "10"], "bridge.deal.board"),
    ];
    for (flags, rule) in cases {
        let mut args = vec!["deal"];
        args.extend_from_slice(flags);
        t.refused(&args, rule);
        // The JSON error names the rule too.
        let mut json = vec!["--json"];
        json.extend_from_slice(&args);
        let out = t.run(&json);
        let text = String::from_utf8_lossy(if out.stdout.is_empty() { &out.stderr } else { &out.stdout }).to_string();
        let v: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {text}"));
        assert_eq!(v["error"]["rule"], *rule, "{args:?}");
    }
    // The same in Russian: the rule id stays, the words are Russian.
    let err = expect_refusal(
        &t.run(&["--lang", "ru", "deal", "--contract", "4S", "--by", "N", "--tricks", "14"]),
        "bridge.tricks.range",
        &[],
    );
    assert!(err.contains("взяток"), "{err}");
}

#[test]
fn a_rubber_takes_no_vulnerability_and_a_chicago_only_its_own() {
    let t = table("rubber");
    t.refused(
        &["deal", "--contract", "4S", "--by", "N", "--tricks", "10", "--vulnerable", "ns"],
        "bridge.rubber.vulnerable",
    );
    let t = table("chicago");
    t.refused(
        &["deal", "--contract", "4S", "--by", "N", "--tricks", "10", "--vulnerable", "ns"],
        "bridge.chicago.vulnerable",
    );
    t.ok(&["deal", "--contract", "4S", "--by", "N", "--tricks", "10", "--vulnerable", "none"]);
}

#[test]
fn a_penalty_is_written_to_the_side_named() {
    let t = table("duplicate");
    t.ok(&["deal", "--board", "1", "--contract", "1NT", "--by", "N", "--result", "="]);
    t.ok(&["penalty", "--player", "Восток", "--points", "-30", "--reason", "slow play"]);
    let v = t.json(&["show"]);
    assert_eq!(v["totals"]["NS"], 90);
    assert_eq!(v["totals"]["EW"], -120);
    assert_eq!(v["deals"][1]["side"], "EW");
}
