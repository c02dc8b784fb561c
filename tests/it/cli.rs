//! The command line as a table meets it: the real `kozyr` binary against throwaway ledger files.
//! Every refusal must exit 1, cite its rule id and leave the ledger exactly as it was.

use crate::support::common;

use std::io::Read;
use std::process::Stdio;

use common::*;
use serde_json::{json, Value};

const DEAL1: [&str; 7] = ["deal", "--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23"];

/// Deal 1 of the formats page: Борис makes 120 with the ♥ marriage; Аня 20, Борис 120, Вера 25.
fn deal1() -> Vec<&'static str> {
    let mut a = DEAL1.to_vec();
    a.extend(["--marriage", "Борис:hearts"]);
    a
}

/// The numbers on the sheet's `total` row (negative ones written with the minus sign −).
fn sheet_totals(sheet: &str) -> Vec<i64> {
    let line = sheet.lines().find(|l| l.contains(" total ")).unwrap_or_else(|| panic!("no total row in:\n{sheet}"));
    line.split(['┆', '│']).map(|c| c.trim().replace('−', "-")).filter_map(|c| c.parse().ok()).collect()
}

/// Runs `args` with the demo's tricks (optionally changed) as a text file on Борис's 240.
fn tricks_args(t: &Table, tricks: &[&str]) -> Vec<String> {
    let path = t.file("deal.txt", &tricks_text(tricks));
    ["deal", "--declarer", "Борис", "--bid", "240", "--tricks", &path].iter().map(|s| s.to_string()).collect()
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

// ---------------------------------------------------------------------------------------------
// Happy paths
// ---------------------------------------------------------------------------------------------

#[test]
fn new_match_prints_its_number_options_and_who_deals_first() {
    let t = Table::new();
    let out = t.ok(&["new", "thousand", "--players", PLAYERS]);
    assert!(out.starts_with("Match 1 — Thousand — Аня, Борис, Вера"), "{out}");
    assert!(out.contains("barrel_at=900"), "defaults are filled in: {out}");
    assert!(out.contains("Next: deal 1: Аня deals"), "{out}");
}

#[test]
fn new_with_an_option_and_a_name_stores_both() {
    let t = Table::new();
    let v = t.json(&["new", "thousand", "--players", PLAYERS, "--option", "barrel_at=880", "--name", "friday"]);
    assert_eq!(v["match"], 1);
    assert_eq!(v["name"], "friday");
    assert_eq!(v["options"]["barrel_at"], 880);
    let doc: Value = serde_json::from_str(&t.ok(&["export", "friday"])).unwrap();
    assert_eq!(doc["options"]["barrel_at"], 880);
    assert_eq!(doc["name"], "friday");
}

#[test]
fn quick_entry_deal_prints_the_sheet_with_totals_20_120_25() {
    let t = Table::with_match();
    let out = t.ok(&deal1());
    assert!(out.contains("Борис 120"), "{out}");
    assert_eq!(sheet_totals(&out), [20, 120, 25], "{out}");
    assert!(out.contains("Next: deal 2: Борис deals"), "{out}");
}

#[test]
fn conceded_deal_writes_minus_the_bid_and_60_to_each_opponent() {
    let t = Table::with_match();
    t.ok(&deal1());
    let out = t.ok(&["deal", "--declarer", "Вера", "--bid", "110", "--conceded"]);
    assert!(out.contains("Вера 110 conceded"), "{out}");
    assert_eq!(sheet_totals(&out), [80, 180, -85], "{out}");
}

#[test]
fn deal_from_a_json_file_scores_like_quick_entry() {
    let t = Table::with_match();
    let f = t.file(
        "deal.json",
        r#"{"declarer": "Борис", "bid": 120, "points": {"Аня": 22, "Борис": 75, "Вера": 23}, "marriages": {"Борис": ["hearts"]}}"#,
    );
    let out = t.ok(&["deal", "--file", &f]);
    assert_eq!(sheet_totals(&out), [20, 120, 25], "{out}");
}

#[test]
fn deal_file_dash_reads_standard_input() {
    let t = Table::with_match();
    let out = t
        .kozyr()
        .args(["deal", "--file", "-"])
        .write_stdin(r#"{"declarer": "Борис", "bid": 120, "points": {"Аня": 22, "Борис": 75, "Вера": 23}}"#)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    // No marriage this time: Борис took 75 < 120 and fails.
    assert_eq!(sheet_totals(&String::from_utf8(out.stdout).unwrap()), [20, -120, 25]);
}

#[test]
fn deal_with_a_tricks_file_is_refereed_and_scored_from_the_tricks() {
    let t = Table::with_match();
    let out = t.ok(&strs(&tricks_args(&t, &TRICKS)));
    // Борис: 83 card points + ♥ 100 + ♣ 60 = 243 ≥ 240; Вера 37 → 35; Аня 0 and a bolt.
    assert_eq!(sheet_totals(&out), [0, 240, 35], "{out}");
    assert!(out.contains("⊘"), "Аня's bolt is marked: {out}");
}

#[test]
fn tricks_as_json_on_standard_input_are_accepted() {
    let t = Table::with_match();
    let play = json!({"talon": "QC JH 9S", "passed": {"Аня": "JH", "Вера": "9S"}, "tricks": TRICKS});
    let out = t
        .kozyr()
        .args(["--json", "deal", "--declarer", "Борис", "--bid", "240", "--tricks", "-"])
        .write_stdin(play.to_string())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["totals"], json!({"Аня": 0, "Борис": 240, "Вера": 35}));
}

#[test]
fn penalty_for_a_misdeal_costs_100() {
    let t = Table::with_match();
    let out = t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    assert_eq!(sheet_totals(&out), [0, 0, -100], "{out}");
    assert!(
        out.starts_with("Penalty recorded in match 1, Thousand, before the first deal: penalty: misdeal\n"),
        "{out}"
    );
    assert!(out.contains("−100 (−100) !"), "{out}");
}

#[test]
fn penalty_with_free_text_needs_points_and_takes_them() {
    let t = Table::with_match();
    t.refused(&["penalty", "--player", "Аня", "--reason", "spilled beer"], "thousand.penalty.reason");
    let out = t.ok(&["penalty", "--player", "Аня", "--reason", "spilled beer", "--points", "-50"]);
    assert_eq!(sheet_totals(&out), [-50, 0, 0], "{out}");
}

#[test]
fn undo_appends_a_void_the_sheet_keeps_the_struck_row_and_totals_drop_back() {
    let t = Table::with_match();
    t.ok(&deal1());
    t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    let out = t.ok(&["undo"]);
    assert!(
        out.starts_with("Voided penalty: misdeal in match 1, Thousand; it stays in the ledger, struck out.\n"),
        "{out}"
    );
    // The voided penalty keeps its line under deal 1, named and struck; the undo is no line.
    let struck = out.lines().find(|l| l.contains("penalty: misdeal — voided")).unwrap_or_else(|| panic!("{out}"));
    assert!(!struck.contains("100"), "a voided entry writes nothing: {out}");
    assert!(!out.contains("undo"), "{out}");
    assert_eq!(sheet_totals(&out), [20, 120, 25], "{out}");
    // Nothing was deleted: three entries, the void included.
    assert_eq!(entry_rows(&t.ledger), 3);
    let v = t.json(&["show"]);
    assert_eq!(v["deals"][1]["voided_by"], 3);
    assert_eq!(v["deals"][2]["voids"], 2);
}

#[test]
fn undo_twice_voids_the_deal_before_the_penalty() {
    let t = Table::with_match();
    t.ok(&deal1());
    t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    t.ok(&["undo"]);
    let v = t.json(&["undo"]);
    assert_eq!(v["voided"], 1);
    assert_eq!(v["totals"], json!({"Аня": 0, "Борис": 0, "Вера": 0}));
}

#[test]
fn show_and_list_report_the_match() {
    let t = Table::with_match();
    t.ok(&deal1());
    let show = t.ok(&["show"]);
    assert!(show.starts_with("Match 1 — Thousand — Аня, Борис, Вера"), "{show}");
    assert_eq!(sheet_totals(&show), [20, 120, 25]);
    let list = t.ok(&["list"]);
    assert!(list.contains("Thousand") && list.contains("playing, Борис leads"), "{list}");
}

#[test]
fn explain_cites_the_rule_behind_every_number() {
    let t = Table::with_match();
    t.ok(&deal1());
    let out = t.ok(&["explain"]);
    for id in ["thousand.score.card-points", "thousand.score.declarer-made", "thousand.score.opponent-rounding"] {
        assert!(out.contains(&format!("[{id}]")), "missing {id}:\n{out}");
    }
    assert!(out.contains("Борис took 75 card points + ♥ marriage 100 = 175"), "{out}");
    assert_eq!(out, t.ok(&["explain", "-m", "1", "1"]), "the default entry is the last deal");
}

#[test]
fn check_validates_prints_ok_and_writes_nothing() {
    let t = Table::with_match();
    let before = t.snapshot();
    let mut args = deal1();
    args[0] = "check";
    let out = t.ok(&args);
    assert!(out.starts_with("OK"), "{out}");
    assert!(out.contains("[thousand.score.declarer-made]"), "{out}");
    before.assert_same(&t.snapshot(), &args);
}

#[test]
fn rules_lists_the_games_and_thousand_pages() {
    let t = Table::new();
    assert!(t.ok(&["rules"]).contains("thousand       Thousand / Тысяча / Хиляда"));
    let page = t.ok(&["rules", "thousand"]);
    assert!(page.starts_with("# Thousand"), "{page}");
    assert!(page.contains("--declarer"), "the quick-entry flags are listed: {page}");
}

#[test]
fn rules_thousand_options_lists_every_default() {
    let out = Table::new().ok(&["rules", "thousand", "options"]);
    for (name, default) in [
        ("bid_step", "5"),
        ("barrel_at", "900"),
        ("barrel_deals", "3"),
        ("barrel_fall_to", "800"),
        ("reset_555", "true"),
        ("bolts_consecutive", "false"),
    ] {
        let line = out.lines().find(|l| l.trim_start().starts_with(name)).unwrap_or_else(|| panic!("{name}:\n{out}"));
        assert!(line.contains(&format!("default {default} ")), "{line}");
    }
}

#[test]
fn rules_thousand_barrel_prints_the_barrel_section() {
    let out = Table::new().ok(&["rules", "thousand", "barrel"]);
    assert!(out.starts_with("## The barrel"), "{out}");
    assert!(out.contains("thousand.barrel.climb"), "{out}");
}

#[test]
fn rules_thousand_with_a_rule_id_explains_it() {
    let out = Table::new().ok(&["rules", "thousand", "thousand.bid.step"]);
    assert!(out.starts_with("thousand.bid.step: "), "{out}");
    assert!(out.contains("## Bidding"), "the section of its rule family follows: {out}");
}

#[test]
fn rules_with_an_unknown_topic_is_refused() {
    Table::new().refused(&["rules", "thousand", "nonesuch"], "rules.topic");
}

#[test]
fn export_json_then_replay_gives_the_same_totals() {
    let t = Table::with_match();
    t.ok(&deal1());
    t.ok(&["deal", "--declarer", "Вера", "--bid", "110", "--conceded"]);
    t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    t.ok(&["undo"]);
    t.ok(&strs(&tricks_args(&t, &TRICKS)));
    let shown = t.json(&["show"]);
    let doc = t.ok(&["export", "--format", "json"]);
    let f = t.file("export.json", &doc);
    let replayed = t.json(&["replay", &f]);
    assert_eq!(totals(&replayed), totals(&shown));
    assert_eq!(totals(&shown), named(&[("Аня", 80), ("Борис", 420), ("Вера", -50)]));
    assert_eq!(replayed["deals"], shown["deals"], "every row replays the same");
}

#[test]
fn export_to_a_file_writes_the_document() {
    let t = Table::with_match();
    t.ok(&deal1());
    let path = t.dir.path().join("out.json");
    let printed = t.ok(&["export", "--output", path.to_str().unwrap()]);
    assert_eq!(printed, format!("Wrote match 1 to {}.\n", path.display()));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), t.ok(&["export"]));
}

#[test]
fn export_csv_has_a_header_and_one_line_per_entry() {
    let t = Table::with_match();
    t.ok(&deal1());
    t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    t.ok(&["undo"]);
    let csv = t.ok(&["export", "--format", "csv"]);
    let lines: Vec<&str> = csv.strip_prefix('\u{feff}').expect("a byte order mark first").lines().collect();
    assert_eq!(
        lines,
        [
            "entry,kind,summary,voided_by,Аня points,Аня total,Борис points,Борис total,Вера points,Вера total",
            "1,deal,Борис 120,,20,20,120,120,25,25",
            "2,penalty,penalty: misdeal,3,0,20,0,120,0,25",
            "3,void,penalty (entry 2) voided,,0,20,0,120,0,25",
        ]
    );
}

#[test]
fn import_of_a_document_then_show() {
    let t = Table::new();
    let f = t.file("doc.json", ISSUE_DOC);
    assert_eq!(t.ok(&["import", &f]), "Imported match 1 (3 entries).\n");
    let out = t.ok(&["show"]);
    assert_eq!(sheet_totals(&out), [80, 180, -185], "{out}");
    assert_eq!(t.json(&["show", "1"])["deals"].as_array().unwrap().len(), 3);
}

#[test]
fn demo_records_a_whole_match_won_by_anya() {
    let out = bare().arg("demo").output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(sheet_totals(&text), [1020, 100, 30], "{text}");
    assert!(text.contains("Winner: Аня"), "{text}");
    assert!(text.contains("nothing was saved"), "{text}");
}

#[test]
fn demo_with_ledger_records_the_match_there() {
    let t = Table::new();
    let v = t.json(&["demo"]);
    assert_eq!(v["winner"], "Аня");
    assert_eq!(totals(&v), named(&[("Аня", 1020), ("Борис", 100), ("Вера", 30)]));
    assert_eq!(entry_rows(&t.ledger), 12);
}

#[test]
fn demo_does_not_write_into_the_ledger_named_by_the_environment() {
    // KOZYR_LEDGER names the table's real ledger; the demo promises a temporary one.
    let t = Table::with_match();
    let before = t.snapshot();
    let out = bare().env("KOZYR_LEDGER", &t.ledger).arg("demo").output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8(out.stdout).unwrap().contains("nothing was saved"));
    before.assert_same(&t.snapshot(), &["demo"]);
}

#[test]
fn a_match_is_selected_by_number_or_by_name() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", PLAYERS, "--name", "friday"]);
    t.ok(&["new", "thousand", "--players", "Гена,Даша,Женя"]);
    // With no -m the current match, 2, the one started last, is used.
    t.ok(&[
        "deal",
        "--declarer",
        "Гена",
        "--bid",
        "100",
        "--dealer",
        "Гена",
        "--points",
        "Гена=75,Даша=25,Женя=20",
        "--marriage",
        "Гена:spades",
    ]);
    let by_name = t.ok(&[&deal1()[..], &["-m", "friday"][..]].concat());
    assert!(by_name.starts_with("Recorded in match 1 «friday», Thousand, deal 1.\nMatch 1 «friday»"), "{by_name}");
    let by_number = t.ok(&["show", "1"]);
    assert_eq!(by_name.split_once('\n').map(|(_, sheet)| sheet), Some(by_number.as_str()));
    assert_eq!(sheet_totals(&t.ok(&["show", "2"])), [100, 25, 20]);
    assert_eq!(t.json(&["export", "friday"])["players"], json!(["Аня", "Борис", "Вера"]));
    t.refused(&["show", "7"], "ledger.match-not-found");
    t.refused(&["show", "saturday"], "ledger.match-not-found");
}

#[test]
fn a_match_number_too_large_for_an_id_is_named_as_typed() {
    let err = Table::with_match().refused(&["show", "99999999999999999999"], "ledger.match-not-found");
    assert!(err.contains("99999999999999999999"), "{err}");
}

#[test]
fn option_value_error_names_the_option() {
    let err = Table::with_match()
        .refused(&["new", "thousand", "--players", PLAYERS, "--option", "barrel_at=abc"], "thousand.option.value");
    assert!(err.contains("barrel_at"), "{err}");
}

#[test]
fn marriage_given_twice_by_one_player_says_so_plainly() {
    let t = Table::with_match();
    let mut a = DEAL1.to_vec();
    a.extend(["--marriage", "Борис:hearts,hearts"]);
    let err = t.refused(&a, "thousand.marriage.twice");
    assert!(!err.contains("Борис and Борис"), "{err}");
}

#[test]
fn the_ledger_can_be_named_by_the_environment() {
    let t = Table::new();
    let run = |args: &[&str]| bare().env("KOZYR_LEDGER", &t.ledger).args(args).output().unwrap();
    assert_eq!(run(&["new", "thousand", "--players", PLAYERS]).status.code(), Some(0));
    assert_eq!(run(&deal1()).status.code(), Some(0));
    assert!(t.ledger.exists());
    assert_eq!(sheet_totals(&t.ok(&["show"])), [20, 120, 25]);
}

#[test]
fn every_command_speaks_json_with_json() {
    let t = Table::new();
    let doc = t.file("doc.json", ISSUE_DOC);
    let v = t.json(&["new", "thousand", "--players", PLAYERS]);
    assert_eq!(v["next"], "deal 1: Аня deals and opens the bidding at 100");
    assert_eq!(t.json(&deal1())["match"], 1);
    let mut check = DEAL1.to_vec();
    check[0] = "check";
    check[4] = "105";
    let c = t.json(&check);
    assert_eq!((c["ok"].clone(), c["deal"]["bid"].clone()), (json!(true), json!(105)));
    assert_eq!(t.json(&["penalty", "--player", "Аня", "--reason", "misdeal"])["deals"][1]["reason"], "misdeal");
    assert_eq!(t.json(&["undo"])["voided"], 2);
    assert_eq!(t.json(&["show"])["deals"].as_array().unwrap().len(), 3);
    assert_eq!(t.json(&["list"])[0]["entries"], 3);
    assert_eq!(t.json(&["explain", "-m", "1", "1"])["steps"][0]["rule"], "thousand.score.card-points");
    let ids: Vec<&str> = kozyr::games::all().iter().map(|g| g.info().id).collect();
    assert_eq!(t.json(&["rules"]), json!(ids));
    assert_eq!(t.json(&["rules", "thousand"])["options"]["barrel_at"]["default"], 900);
    assert_eq!(t.json(&["replay", &doc])["game"], "thousand");
    assert_eq!(t.json(&["import", &doc]), json!({"match": 2, "name": null, "entries": 3}));
    assert_eq!(t.json(&["export", "2"])["options"]["barrel_at"], 880);
    assert_eq!(t.json(&["demo"])["winner"], "Аня");
}

// ---------------------------------------------------------------------------------------------
// Refusals: exit 1, the rule id, nothing written
// ---------------------------------------------------------------------------------------------

#[test]
fn deal_naming_an_unknown_player_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    t.ok(&deal1());
    let err = t.refused(
        &["deal", "--declarer", "Гена", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23"],
        "match.player.unknown",
    );
    assert!(err.contains("entry 2:") && err.contains("\"Гена\""), "{err}");
}

#[test]
fn deal_with_points_not_summing_to_120_is_refused_and_ledger_unchanged() {
    let err = Table::with_match().refused(
        &["deal", "--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=24"],
        "thousand.points.sum",
    );
    assert!(err.contains("add up to 121"), "{err}");
}

#[test]
fn deal_with_impossible_points_is_refused_and_ledger_unchanged() {
    Table::with_match().refused(
        &["deal", "--declarer", "Борис", "--bid", "120", "--points", "Аня=1,Борис=96,Вера=23"],
        "thousand.points.impossible",
    );
}

#[test]
fn bid_off_the_step_is_refused_and_ledger_unchanged() {
    let err = Table::with_match().refused(
        &["deal", "--declarer", "Борис", "--bid", "123", "--points", "Аня=22,Борис=75,Вера=23"],
        "thousand.bid.step",
    );
    assert!(err.contains("120 or 125"), "{err}");
}

#[test]
fn bid_below_the_opening_is_refused_and_ledger_unchanged() {
    Table::with_match().refused(
        &["deal", "--declarer", "Аня", "--bid", "95", "--points", "Аня=22,Борис=75,Вера=23"],
        "thousand.bid.opening",
    );
}

#[test]
fn absurd_bid_is_refused_and_ledger_unchanged() {
    Table::with_match().refused(
        &["deal", "--declarer", "Борис", "--bid", "1000", "--points", "Аня=22,Борис=75,Вера=23"],
        "thousand.bid.max",
    );
}

#[test]
fn non_dealer_at_100_is_refused_and_ledger_unchanged() {
    let err = Table::with_match().refused(
        &["deal", "--declarer", "Борис", "--bid", "100", "--points", "Аня=22,Борис=75,Вера=23"],
        "thousand.bid.dealer-opens",
    );
    assert!(err.contains("only the dealer (Аня)"), "{err}");
}

#[test]
fn marriage_suit_declared_twice_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    let mut a = deal1();
    a.extend(["--marriage", "Вера:hearts"]);
    t.refused(&a, "thousand.marriage.twice");
}

#[test]
fn unknown_card_in_a_tricks_file_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    let err = t.refused(&strs(&tricks_args(&t, &tricks_with(&[(0, "KH! 9C 9X")]))), "card.notation");
    assert!(err.contains("trick 1") && err.contains("9X"), "{err}");
}

#[test]
fn marriage_declared_off_lead_in_a_tricks_file_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    let err = t.refused(&strs(&tricks_args(&t, &tricks_with(&[(5, "QS KD! 10S")]))), "thousand.marriage.on-lead");
    assert!(err.contains("trick 6") && err.contains("Аня"), "{err}");
}

#[test]
fn renege_in_a_tricks_file_names_the_card_held_and_where_it_was_played() {
    let t = Table::with_match();
    // Аня throws 9♦ on Борис's ♥ lead though she holds J♥ (and 9♥).
    let bad = tricks_with(&[(0, "KH! 9C 9D"), (2, "QC! AC 9H")]);
    let err = t.refused(&strs(&tricks_args(&t, &bad)), "thousand.play.follow-suit");
    assert!(err.contains("trick 1") && err.contains("Аня played 9♦"), "{err}");
    assert!(err.contains("held J♥ (played at trick 2)"), "{err}");
}

#[test]
fn duplicate_card_in_a_tricks_file_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    let err = t.refused(&strs(&tricks_args(&t, &tricks_with(&[(1, "AH JC 9H")]))), "thousand.play.duplicate-card");
    assert!(err.contains("9♥") && err.contains("trick 1"), "{err}");
}

#[test]
fn tricks_file_with_23_cards_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    t.refused(&strs(&tricks_args(&t, &tricks_with(&[(7, "QH JS")]))), "thousand.play.trick-size");
}

#[test]
fn tricks_file_missing_a_trick_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    let err = t.refused(&strs(&tricks_args(&t, &TRICKS[..7])), "thousand.play.card-count");
    assert!(err.contains("21 cards"), "{err}");
}

#[test]
fn quick_and_full_entry_disagreeing_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    let mut a = tricks_args(&t, &TRICKS);
    a.extend(["--points".into(), "Аня=0,Борис=80,Вера=40".into()]);
    let err = t.refused(&strs(&a), "thousand.entry.disagree");
    assert!(err.contains("83"), "the tricks' count is given: {err}");
}

#[test]
fn deal_for_a_finished_match_is_refused_and_ledger_unchanged() {
    let t = Table::new();
    t.ok(&["import", &t.file("demo.json", DEMO_DOC)]);
    // Вера deals next, so this deal is otherwise valid.
    t.refused(
        &["deal", "-m", "1", "--declarer", "Вера", "--bid", "100", "--points", "Аня=22,Борис=75,Вера=23"],
        "match.finished",
    );
    t.refused(&["penalty", "-m", "1", "--player", "Вера", "--reason", "misdeal"], "match.finished");
    // With no -m the imported match is the current one: still over, and nothing else is open.
    let err = t.refused(
        &["deal", "--declarer", "Вера", "--bid", "100", "--points", "Аня=22,Борис=75,Вера=23"],
        "match.finished",
    );
    assert!(err.contains("no match is unfinished") && err.contains("kozyr new GAME"), "{err}");
}

#[test]
fn deal_for_a_finished_match_is_refused_as_finished_before_its_own_faults() {
    let t = Table::new();
    t.ok(&["import", &t.file("demo.json", DEMO_DOC)]);
    // Аня is not the dealer; but the first thing wrong is that the match is over.
    let err = t.refused(
        &["deal", "-m", "1", "--declarer", "Аня", "--bid", "100", "--points", "Аня=22,Борис=75,Вера=23"],
        "match.finished",
    );
    assert!(err.contains("entry 13:") && err.contains("won at entry 12"), "{err}");
}

#[test]
fn undo_reopens_a_finished_match() {
    let t = Table::new();
    t.ok(&["import", &t.file("demo.json", DEMO_DOC)]);
    let v = t.json(&["undo", "-m", "1"]);
    assert_eq!(
        (v["voided"].clone(), v["finished"].clone(), v["winner"].clone()),
        (json!(12), json!(false), Value::Null)
    );
    // It is the latest open match again.
    assert_eq!(t.json(&["show"])["match"], 1);
}

#[test]
fn unknown_option_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    t.refused(&["new", "thousand", "--players", PLAYERS, "--option", "barrel=880"], "thousand.option.unknown");
}

#[test]
fn option_value_of_the_wrong_type_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    t.refused(&["new", "thousand", "--players", PLAYERS, "--option", "barrel_at=abc"], "thousand.option.value");
}

#[test]
fn option_value_out_of_range_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    let err =
        t.refused(&["new", "thousand", "--players", PLAYERS, "--option", "barrel_at=1200"], "thousand.option.value");
    assert!(err.contains("500 to 995"), "{err}");
}

#[test]
fn malformed_json_in_a_deal_file_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    let f = t.file("deal.json", r#"{"declarer": "Борис", "bid": 120,"#);
    t.refused(&["deal", "--file", &f], "input.json");
}

#[test]
fn malformed_json_on_standard_input_is_refused_and_ledger_unchanged() {
    Table::with_match().refused_with_stdin(&["deal", "--file", "-"], "[1, 2", "input.json");
}

#[test]
fn deal_file_with_an_undocumented_field_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    let f = t.file(
        "deal.json",
        r#"{"declarer": "Борис", "bid": 120, "points": {"Аня": 22, "Борис": 75, "Вера": 23}, "trump": "hearts"}"#,
    );
    t.refused(&["deal", "--file", &f], "thousand.deal.format");
}

#[test]
fn deal_file_and_flag_giving_the_same_field_are_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    let f = t.file("deal.json", r#"{"declarer": "Борис", "bid": 120, "points": {"Аня": 22, "Борис": 75, "Вера": 23}}"#);
    t.refused(&["deal", "--file", &f, "--bid", "125"], "input.conflict");
}

#[test]
fn missing_deal_file_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    let missing = t.dir.path().join("nope.json");
    t.refused(&["deal", "--file", missing.to_str().unwrap()], "input.file");
}

#[test]
fn malformed_json_in_replay_is_refused() {
    let t = Table::with_match();
    let f = t.file("doc.json", "{\"game\": \"thousand\", ");
    t.refused(&["replay", &f], "document.json");
    t.refused(&["import", &f], "document.json");
}

#[test]
fn ledger_that_is_a_text_file_is_refused_and_left_alone() {
    let t = Table::new();
    std::fs::write(&t.ledger, "shopping list: bread, milk\n").unwrap();
    for args in [&["list"][..], &["show"], &["new", "thousand", "--players", PLAYERS]] {
        expect_refusal(&t.run(args), "ledger.not-a-ledger", args);
    }
    assert_eq!(std::fs::read_to_string(&t.ledger).unwrap(), "shopping list: bread, milk\n");
}

#[test]
fn ledger_that_is_another_sqlite_database_is_refused_and_left_alone() {
    let t = Table::new();
    {
        let c = rusqlite::Connection::open(&t.ledger).unwrap();
        c.execute_batch("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('borscht');").unwrap();
    }
    let before = std::fs::read(&t.ledger).unwrap();
    for args in [&["list"][..], &["new", "thousand", "--players", PLAYERS]] {
        expect_refusal(&t.run(args), "ledger.not-a-ledger", args);
    }
    assert!(std::fs::read(&t.ledger).unwrap() == before, "the foreign database was changed");
    assert!(!wal_path(&t.ledger).exists());
}

#[test]
fn ledger_from_a_newer_kozyr_is_refused_and_left_alone() {
    let t = Table::with_match();
    t.ok(&deal1());
    {
        let c = rusqlite::Connection::open(&t.ledger).unwrap();
        c.pragma_update(None, "user_version", 99).unwrap();
    }
    let before = std::fs::read(&t.ledger).unwrap();
    for args in [&["show"][..], &["list"], &deal1()] {
        let err = expect_refusal(&t.run(args), "ledger.too-new", args);
        assert!(err.contains("99"), "{err}");
    }
    assert!(std::fs::read(&t.ledger).unwrap() == before, "the newer ledger was changed");
}

#[test]
fn unknown_game_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    let err = t.refused(&["new", "chess", "--players", PLAYERS], "game.unknown");
    assert!(err.contains("thousand"), "the known games are named: {err}");
}

#[test]
fn a_flag_of_no_game_is_a_usage_error_exit_1_not_2() {
    let t = Table::with_match();
    let before = t.snapshot();
    let mut args = deal1();
    args.push("--no-such-flag");
    args.push("hearts");
    let out = t.run(&args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("--no-such-flag"), "{err}");
    before.assert_same(&t.snapshot(), &args);
}

#[test]
fn usage_errors_are_json_with_json() {
    let t = Table::with_match();
    let out = t.run(&["--json", "deal", "--no-such-flag", "hearts"]);
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stderr)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&out.stderr)));
    assert_eq!(v["error"]["rule"], "cli.usage");
    assert!(v["error"]["message"].as_str().unwrap().contains("--no-such-flag"), "{v}");
}

#[test]
fn refusals_are_json_on_stderr_with_json() {
    let t = Table::with_match();
    let out = t.run(&["--json", "deal", "--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=22"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let v: Value = serde_json::from_slice(&out.stderr).unwrap();
    assert_eq!(
        v,
        json!({"error": {"rule": "thousand.points.sum", "entry": 1,
                         "message": "card points add up to 119 (Аня 22 + Борис 75 + Вера 22); the deck holds 120"}})
    );
}

#[test]
fn undo_with_nothing_to_undo_is_refused_and_ledger_unchanged() {
    let t = Table::with_match();
    t.refused(&["undo"], "match.undo.nothing");
    t.ok(&deal1());
    t.ok(&["undo"]);
    t.refused(&["undo"], "match.undo.nothing");
}

#[test]
fn explain_of_an_entry_that_does_not_exist_is_refused() {
    let t = Table::with_match();
    t.refused(&["explain"], "match.entry.unknown");
    t.ok(&deal1());
    t.refused(&["explain", "-m", "1", "5"], "match.entry.unknown");
    t.refused(&["explain", "-m", "1", "0"], "match.entry.unknown");
}

#[test]
fn duplicate_match_name_is_refused_and_ledger_unchanged() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", PLAYERS, "--name", "friday"]);
    t.refused(&["new", "thousand", "--players", PLAYERS, "--name", "friday"], "ledger.duplicate-name");
}

#[test]
fn wrong_number_of_players_is_refused_and_ledger_unchanged() {
    Table::with_match().refused(&["new", "thousand", "--players", "Аня,Борис"], "match.players.count");
}

// ---------------------------------------------------------------------------------------------
// What a user meets first
// ---------------------------------------------------------------------------------------------

#[test]
fn kozyr_with_no_command_prints_usage_and_exits_1() {
    let out = bare().output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Usage: kozyr") && err.contains("kozyr demo"), "{err}");
}

#[test]
fn help_and_version_exit_0_on_stdout() {
    for arg in ["--help", "--version"] {
        let out = bare().arg(arg).output().unwrap();
        assert_eq!(out.status.code(), Some(0));
        assert!(!out.stdout.is_empty());
    }
    let help = String::from_utf8(bare().args(["deal", "--help"]).output().unwrap().stdout).unwrap();
    assert!(help.contains("Quick entry") && help.contains("--declarer") && help.contains("--tricks"), "{help}");
}

#[test]
fn deal_with_no_input_says_what_to_give() {
    let err = Table::with_match().refused(&["deal"], "input.empty");
    assert!(err.contains("--file") && err.contains("kozyr rules thousand"), "{err}");
}

#[test]
fn show_on_an_empty_ledger_says_how_to_start_a_match() {
    // A ledger with no match yet: the file exists, but nothing was ever started in it.
    let t = Table::new();
    kozyr::ledger::Ledger::open(&t.ledger).expect("an empty ledger");
    let out = t.run(&["show"]);
    let err = expect_refusal(&out, "ledger.no-open-match", &["show"]);
    assert!(err.contains("kozyr new GAME --players"), "{err}");
    assert!(err.contains("kozyr list"), "{err}");
}

#[test]
fn a_command_on_a_missing_ledger_is_refused_and_creates_nothing() {
    for args in [
        &["show"][..],
        &["list"],
        &["explain"],
        &["export"],
        &["undo"],
        &["deal", "--declarer", "Борис", "--bid", "120"],
    ] {
        let t = Table::new();
        let err = t.refused(args, "ledger.missing");
        assert!(err.contains("kozyr new"), "{err}");
        assert!(!t.ledger.exists(), "kozyr {args:?} created a ledger");
    }
}

#[test]
fn explain_by_default_skips_voided_entries() {
    let t = Table::with_match();
    t.ok(&deal1());
    t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    t.ok(&["undo"]);
    let out = t.ok(&["explain"]);
    assert!(out.starts_with("Deal 1: Борис 120\n"), "{out}");
}

#[test]
fn explain_numbers_deals_as_the_sheet_does() {
    let t = Table::with_match();
    t.ok(&deal1());
    t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    // The penalty is explained by default while it is the last entry in force, under its deal.
    assert!(t.ok(&["explain"]).starts_with("penalty: misdeal (under deal 1)\n"));
    t.ok(&["deal", "--declarer", "Вера", "--bid", "110", "--conceded"]);
    // Entry 3 is deal 2 on the sheet, and `explain 2` names it so.
    let out = t.ok(&["explain", "2"]);
    assert!(out.starts_with("Deal 2: Вера 110 conceded\n"), "{out}");
    assert!(out.contains("written: Аня +60 → 80, Борис +60 → 180, Вера −110 → −185"), "{out}");
    let err = t.refused(&["explain", "3"], "match.entry.unknown");
    assert!(err.contains("there is no deal 3; the sheet has 2 deals"), "{err}");
}

#[test]
fn output_into_a_closed_pipe_is_not_a_crash() {
    let t = Table::new();
    t.ok(&["import", &t.file("demo.json", DEMO_DOC)]);
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("kozyr"))
        .env_remove("KOZYR_LEDGER")
        .arg("--ledger")
        .arg(&t.ledger)
        .args(["--json", "show", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Like `kozyr show | head -0`: the reader goes away before kozyr writes.
    drop(child.stdout.take());
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    let status = child.wait().unwrap();
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(status.code(), Some(0), "{err}");
}

#[test]
fn list_shows_the_20_newest_matches_and_all_with_all() {
    let t = Table::new();
    for i in 0..22 {
        t.ok(&["new", "thousand", "--players", PLAYERS, "--name", &format!("m{i}")]);
    }
    let out = t.ok(&["list"]);
    assert!(out.contains("m21") && out.contains("m2 ") && !out.contains("m1 "), "{out}");
    assert!(out.contains("… and 2 older matches (kozyr list --all)"), "{out}");
    assert_eq!(t.json(&["list"]).as_array().map(Vec::len), Some(20));
    assert_eq!(t.json(&["list", "--all"]).as_array().map(Vec::len), Some(22));
}

/// Issue 34: the book's penalties by their Russian and Bulgarian names price as the record's words
/// and are stored as them (the JSON keeps `three-nines`; the sheet shows the reader's name).
#[test]
fn penalty_by_its_russian_or_bulgarian_name_is_the_books_penalty() {
    let t = Table::with_match();
    t.ok(&["penalty", "--player", "Вера", "--reason", "три девятки"]);
    t.ok(&["penalty", "--player", "Борис", "--reason", "Ошибка при сдаче"]);
    let out = t.ok(&["penalty", "--player", "Аня", "--reason", "грешно раздаване"]);
    assert_eq!(sheet_totals(&out), [-100, -100, -100], "{out}");
    let v = t.json(&["show"]);
    let reasons: Vec<&Value> = v["deals"].as_array().unwrap().iter().map(|d| &d["reason"]).collect();
    assert_eq!(reasons, [&json!("three-nines"), &json!("misdeal"), &json!("misdeal")], "{v}");
    let ru = t.ok(&["show", "--lang", "ru"]);
    assert!(ru.contains("три девятки") && ru.contains("ошибка сдачи"), "{ru}");
    // Terz: an extra card loses the game, by any of its names.
    let terz = Table::new();
    terz.ok(&["new", "terz", "--players", "Аня,Борис"]);
    terz.ok(&["penalty", "--player", "Борис", "--reason", "лишняя карта"]);
    assert_eq!(terz.json(&["show"])["winner"], "Аня");
    // Black Mary: a renege is the book's 43 without --points.
    let bm = Table::new();
    bm.ok(&["new", "black-mary", "--players", "Аня,Борис,Вера"]);
    let v = bm.json(&["penalty", "--player", "Аня", "--reason", "ренонс"]);
    assert_eq!(v["totals"]["Аня"], 43, "{v}");
}

/// Issue 34: the CSV's header and the entries' kinds in the reader's language; `--stable-header`
/// keeps the English keys for a script whatever the language, and only the CSV takes it.
#[test]
fn csv_header_and_kinds_in_the_readers_language_or_stable_english_keys() {
    let t = Table::with_match();
    t.ok(&deal1());
    t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    t.ok(&["undo"]);
    let lines = |args: &[&str]| -> Vec<String> {
        let csv = t.ok(args);
        csv.strip_prefix('\u{feff}').expect("a byte order mark first").lines().map(String::from).collect()
    };
    let ru = lines(&["export", "--format", "csv", "--lang", "ru"]);
    assert_eq!(
        ru[0],
        "запись,вид,описание,отменена записью,Аня: очки,Аня: итог,Борис: очки,Борис: итог,Вера: очки,Вера: итог"
    );
    assert!(ru[1].starts_with("1,сдача,") && ru[2].starts_with("2,штраф,") && ru[3].starts_with("3,отмена,"), "{ru:?}");
    let bg = lines(&["export", "--format", "csv", "--lang", "bg"]);
    assert_eq!(
        bg[0],
        "запис,вид,описание,отменен от запис,Аня: точки,Аня: общо,Борис: точки,Борис: общо,Вера: точки,Вера: общо"
    );
    assert!(bg[1].starts_with("1,раздаване,") && bg[2].starts_with("2,наказание,"), "{bg:?}");
    let stable = lines(&["export", "--format", "csv", "--lang", "ru", "--stable-header"]);
    assert_eq!(
        stable[0],
        "entry,kind,summary,voided_by,Аня points,Аня total,Борис points,Борис total,Вера points,Вера total"
    );
    assert!(stable[1].starts_with("1,deal,") && stable[2].starts_with("2,penalty,"), "{stable:?}");
    // The summary stays in the reader's language.
    assert!(stable[2].contains("штраф"), "{stable:?}");
    t.refused(&["export", "--format", "json", "--stable-header"], "export.stable-header");
}
