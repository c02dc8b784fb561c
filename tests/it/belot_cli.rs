//! Bridge-Belot at the command line: the real `kozyr` binary against throwaway ledger files. Two
//! teams, Ние (Иван, Мария) and Вие (Петър, Елена), seated Иван, Петър, Мария, Елена. Every refusal
//! must exit 1, cite its rule id and leave the ledger exactly as it was.

use crate::support::common;

use common::*;
use serde_json::{json, Value};

const NEW: [&str; 6] = ["new", "belot", "--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена"];

/// The deal with the tierce corrected to 10♥: Петър's ♥ is doubled and goes inside;
/// Ние 60 + carré of jacks 200 = 260, Вие 92 + last trick 10 + tierce 20 + belot 20 = 142, the
/// whole deal 402 → 40, × 2 = 80 to Ние.
const CONTRA_DEAL: [&str; 16] = [
    "deal",
    "--contract",
    "hearts",
    "--by",
    "Петър",
    "--contra",
    "--points",
    "Ние=60,Вие=92",
    "--last",
    "Вие",
    "--announce",
    "Петър:tierce:10H",
    "--announce",
    "Мария:carre:J",
    "--announce",
    "Елена:belot",
];

/// A plain ♥ deal by Петър, to which each bad-input test adds its fault.
const HEARTS: [&str; 9] =
    ["deal", "--contract", "hearts", "--by", "Петър", "--points", "Ние=60,Вие=92", "--last", "Вие"];

const TRICKS: &str = include_str!("../fixtures/belot-hearts-tricks.txt");
const RENEGE_TRUMP: &str = include_str!("../fixtures/belot-renege-trump.txt");
const RENEGE_OVERTRUMP: &str = include_str!("../fixtures/belot-renege-overtrump.txt");

fn belot() -> Table {
    let t = Table::new();
    t.ok(&NEW);
    t
}

fn with(base: &[&'static str], more: &[&'static str]) -> Vec<&'static str> {
    let mut a = base.to_vec();
    a.extend_from_slice(more);
    a
}

/// The numbers on the sheet's `total` row.
fn sheet_totals(sheet: &str) -> Vec<i64> {
    let line = sheet.lines().find(|l| l.contains(" total ")).unwrap_or_else(|| panic!("no total row in:\n{sheet}"));
    line.split(['┆', '│']).map(str::trim).filter_map(|c| c.parse().ok()).collect()
}

/// The sheet's header row, as its cells.
fn header(sheet: &str) -> Vec<String> {
    let line = sheet.lines().find(|l| l.contains(" # ")).unwrap_or_else(|| panic!("no header in:\n{sheet}"));
    line.split(['┆', '│']).map(str::trim).filter(|c| !c.is_empty()).map(String::from).collect()
}

/// A ♥ deal by Петър from a tricks file (Иван deals the first deal, so Петър leads).
fn tricks_deal(t: &Table, cmd: &'static str, text: &str) -> Vec<String> {
    let path = t.file("tricks.txt", text);
    [cmd, "--contract", "hearts", "--by", "Петър", "--tricks", &path].iter().map(|s| s.to_string()).collect()
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

// ---------------------------------------------------------------------------------------------
// Starting a match
// ---------------------------------------------------------------------------------------------

#[test]
fn new_with_two_teams_seats_partners_opposite() {
    let t = Table::new();
    let out = t.ok(&NEW);
    assert!(out.starts_with("Match 1 — Bridge-Belot — Иван, Петър, Мария, Елена"), "{out}");
    assert!(out.contains("target=151"), "{out}");
    assert!(out.contains("Next: deal 1: Иван deals, Петър bids first"), "{out}");
    let v = t.json(&["show"]);
    assert_eq!(v["totals"], json!({"Ние": 0, "Вие": 0}));
}

#[test]
fn new_with_players_and_teams_keeps_the_seat_order_given() {
    let t = Table::new();
    let out = t.ok(&with(&["new", "belot", "--players", "Петър,Мария,Елена,Иван"], &NEW[2..]));
    assert!(out.starts_with("Match 1 — Bridge-Belot — Петър, Мария, Елена, Иван"), "{out}");
    assert!(out.contains("Next: deal 1: Петър deals, Мария bids first"), "{out}");
    // The first seat's team is the first column.
    assert_eq!(header(&t.ok(&["show"])), ["#", "deal", "Вие", "Ние"]);
}

#[test]
fn new_with_partners_side_by_side_is_refused() {
    let t = Table::new();
    let err = t.refused(&with(&["new", "belot", "--players", "Иван,Мария,Петър,Елена"], &NEW[2..]), "match.teams");
    assert!(err.contains("partners sit opposite"), "{err}");
}

#[test]
fn new_without_teams_is_refused() {
    Table::new().refused(&["new", "belot", "--players", "Иван,Петър,Мария,Елена"], "match.teams");
}

// ---------------------------------------------------------------------------------------------
// Quick entry
// ---------------------------------------------------------------------------------------------

#[test]
fn contra_deal_writes_80_to_nie_the_whole_402_doubled() {
    let t = belot();
    let out = t.ok(&CONTRA_DEAL);
    assert_eq!(header(&out), ["#", "deal", "Ние", "Вие"], "{out}");
    assert_eq!(sheet_totals(&out), [80, 0], "{out}");
    assert!(out.contains("Петър ♥ ×2 inside"), "{out}");
    assert!(out.contains("×2"), "the contra is marked: {out}");
    let why = t.ok(&["explain"]);
    assert!(why.contains("Ние: 60 card points + premiums 200 = 260"), "{why}");
    assert!(why.contains("Вие: 92 card points + last trick 10 + premiums 40 = 142"), "{why}");
    assert!(why.contains("the whole deal 402 ÷ 10 → 40 × 2 = 80  [belot.score.contra]"), "{why}");
    assert!(why.contains("[belot.score.contra-winner]"), "{why}");
    let v = t.json(&["show"]);
    let d = &v["deals"][0];
    assert_eq!(
        (&d["double"], &d["outcome"], &d["marks"]),
        (&json!("contra"), &json!("inside"), &json!({"Вие": ["contra"]}))
    );
}

#[test]
fn recontra_deal_writes_the_whole_deal_times_4() {
    let t = belot();
    let out = t.ok(&with(&HEARTS, &["--recontra"]));
    // 60 against 92 + 10: Вие have more and write 162 → 16, × 4.
    assert_eq!(sheet_totals(&out), [0, 64], "{out}");
    assert!(out.contains("Петър ♥ ×4") && out.contains("(+64) ×4"), "{out}");
    assert_eq!(t.json(&["show"])["deals"][0]["double"], "recontra");
}

#[test]
fn valat_deal_adds_90_and_is_marked() {
    let t = belot();
    let out = t.ok(&[
        "deal",
        "--contract",
        "spades",
        "--by",
        "Мария",
        "--points",
        "Ние=0,Вие=152",
        "--last",
        "Вие",
        "--valat",
        "Вие",
    ]);
    // Вие: 152 + 10 + 90 = 252 → 25; Мария's team went inside with 0.
    assert_eq!(sheet_totals(&out), [0, 25], "{out}");
    assert!(out.contains("◎"), "{out}");
    let d = &t.json(&["show"])["deals"][0];
    assert_eq!((&d["valat"], &d["outcome"]), (&json!("Вие"), &json!("inside")));
    assert!(t.ok(&["explain"]).contains("+ valat 90 = 252"));
}

#[test]
fn all_pass_scores_nothing_and_the_deal_passes_on() {
    let t = belot();
    let out = t.ok(&["deal", "--all-pass"]);
    assert!(out.contains("all passed"), "{out}");
    assert_eq!(sheet_totals(&out), [0, 0], "{out}");
    assert!(out.contains("Next: deal 2: Петър deals, Мария bids first"), "{out}");
    let d = &t.json(&["show"])["deals"][0];
    assert_eq!(d["outcome"], "all-pass");
    assert!(d.get("declarer").is_none(), "{d}");
}

#[test]
fn bidding_record_names_the_declarer_and_the_contra() {
    let t = belot();
    // Петър (first after Иван) bids ♥, Мария doubles, three passes.
    let out = t.ok(&["deal", "--bids", "hearts,contra,pass,pass,pass", "--points", "Ние=60,Вие=92", "--last", "Вие"]);
    assert!(out.contains("Петър ♥ ×2"), "{out}");
    assert_eq!(sheet_totals(&out), [0, 32], "{out}");
    let d = &t.json(&["show"])["deals"][0];
    assert_eq!((&d["declarer"], &d["contract"], &d["double"]), (&json!("Петър"), &json!("hearts"), &json!("contra")));
}

#[test]
fn bidding_record_of_four_passes_is_an_all_pass_deal() {
    let t = belot();
    t.ok(&["deal", "--bids", "pass,pass,pass,pass"]);
    assert_eq!(t.json(&["show"])["deals"][0]["outcome"], "all-pass");
}

#[test]
fn tricks_file_is_refereed_and_scores_the_called_belot() {
    let t = belot();
    let out = t.ok(&strs(&tricks_deal(&t, "deal", TRICKS)));
    // Ние 101; Вие 51 + last 10 + belot 20 = 81 < 101: inside, Ние write 8 + 10.
    assert_eq!(sheet_totals(&out), [18, 0], "{out}");
    assert!(out.contains("Петър ♥ inside"), "{out}");
    let why = t.ok(&["explain"]);
    assert!(why.contains("Петър (Вие): belot ♥ +20"), "{why}");
    assert!(why.contains("Ние: 101 card points = 101"), "{why}");
    assert!(why.contains("Вие: 51 card points + last trick 10 + premiums 20 = 81"), "{why}");
}

#[test]
fn tricks_file_and_quick_entry_that_agree_are_accepted() {
    let t = belot();
    let mut a = tricks_deal(&t, "check", TRICKS);
    a.extend(["--points", "Ние=101,Вие=51", "--last", "Вие", "--announce", "Петър:belot"].map(String::from));
    assert!(t.ok(&strs(&a)).starts_with("OK"));
}

#[test]
fn check_and_explain_answer_why_6_10_and_not_5_11() {
    let t = belot();
    // Иван's ♣: 46 + last 10 = 56 against 106. Both end in 6: the fewer rounds up.
    let deal = ["deal", "--contract", "clubs", "--by", "Иван", "--points", "Ние=46,Вие=106", "--last", "Ние"];
    let mut check = deal;
    check[0] = "check";
    let before = t.snapshot();
    let ok = t.ok(&check);
    before.assert_same(&t.snapshot(), &check);
    assert!(ok.starts_with("OK: the deal keeps every rule (not recorded)."), "{ok}");
    for out in [ok, {
        t.ok(&deal);
        t.ok(&["explain"])
    }] {
        assert!(out.contains("56 → 6 and 106 → 10"), "{out}");
        assert!(out.contains("both end in 6: the team with fewer points rounds up"), "{out}");
        assert!(out.contains("[belot.round.conflict]"), "{out}");
        assert!(out.contains("6 + 10 = 16"), "{out}");
    }
    assert_eq!(
        t.json(&["explain"])["steps"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["rule"] == "belot.round.conflict")
            .count(),
        1
    );
}

// ---------------------------------------------------------------------------------------------
// The sheet
// ---------------------------------------------------------------------------------------------

#[test]
fn show_makes_hanging_points_visible_until_the_next_winner_takes_them() {
    let t = belot();
    // Петър's ♠: 81 against 71 + 10: equal, so Ние write 8 and Вие's 8 hang.
    t.ok(&["deal", "--contract", "spades", "--by", "Петър", "--points", "Ние=71,Вие=81", "--last", "Ние"]);
    let show = t.ok(&["show"]);
    assert!(show.contains("Петър ♠ hanging"), "{show}");
    assert!(show.contains("‖"), "{show}");
    assert!(show.contains("#1: 8 points hang"), "{show}");
    assert!(show.contains("Next: deal 2: Петър deals, Мария bids first (8 points hang)"), "{show}");
    assert_eq!(sheet_totals(&show), [8, 0]);
    let v = t.json(&["show"]);
    assert_eq!((&v["deals"][0]["outcome"], &v["deals"][0]["hanging"]), (&json!("hanging"), &json!(8)));
    // An all-pass deal does not decide them.
    assert!(t.ok(&["deal", "--all-pass"]).contains("(8 points hang)"));
    // Вие make the next deal and take them: 102 → 10, + 8.
    let out = t.ok(&["deal", "--contract", "hearts", "--by", "Елена", "--points", "Ние=60,Вие=92", "--last", "Вие"]);
    assert_eq!(sheet_totals(&out), [8 + 6, 10 + 8], "{out}");
    assert!(out.contains("Вие win this deal and take the 8 hanging points"), "{out}");
    assert!(!out.contains("points hang)"), "{out}");
}

#[test]
fn the_game_ends_past_151_with_a_line_and_a_further_deal_is_refused() {
    let t = belot();
    let recontra = with(&HEARTS, &["--recontra"]); // 64 to Вие each time
    t.ok(&recontra);
    let out = t.ok(&recontra);
    assert!(!out.contains("─── 151 ───"), "no line before anyone passes 151: {out}");
    let out = t.ok(&recontra);
    assert_eq!(sheet_totals(&out), [0, 192], "{out}");
    let lines: Vec<&str> = out.lines().collect();
    let at = lines.iter().position(|l| l.contains("─── 151 ───")).unwrap_or_else(|| panic!("no 151 line: {out}"));
    assert!(
        lines[at + 1].contains("(+64)") && lines[at + 1].contains("192"),
        "the line is above the deal that passes it: {out}"
    );
    assert!(out.contains("Winner: Вие"), "{out}");
    let v = t.json(&["show", "1"]);
    assert_eq!((&v["winner"], &v["finished"], &v["next"]), (&json!("Вие"), &json!(true), &Value::Null));
    t.refused(&["deal", "-m", "1", "--all-pass"], "match.finished");
    t.refused(&with(&["deal", "-m", "1"], &HEARTS[1..]), "match.finished");
}

#[test]
fn list_names_no_leader_while_the_teams_are_level() {
    let t = belot();
    t.ok(&["deal", "--all-pass"]);
    let list = t.ok(&["list"]);
    assert!(list.contains("playing") && !list.contains("leads"), "0–0 has no leader: {list}");
    assert_eq!(t.json(&["list"])[0]["leader"], Value::Null);
    t.ok(&CONTRA_DEAL);
    assert!(t.ok(&["list"]).contains("playing, Ние leads"));
}

// ---------------------------------------------------------------------------------------------
// Interchange through the ledger
// ---------------------------------------------------------------------------------------------

#[test]
fn export_replay_and_import_round_trip() {
    let t = belot();
    t.ok(&CONTRA_DEAL);
    t.ok(&["deal", "--all-pass"]);
    t.ok(&strs(&{
        let mut a = tricks_deal(&t, "deal", TRICKS);
        a.extend(["--dealer", "Иван"].map(String::from));
        a
    }));
    t.ok(&["deal", "--contract", "spades", "--by", "Иван", "--points", "Ние=71,Вие=81", "--last", "Ние"]);
    let shown = t.json(&["show"]);
    let doc = t.ok(&["export"]);
    let parsed: Value = serde_json::from_str(&doc).unwrap();
    assert_eq!(parsed["teams"], json!({"Ние": ["Иван", "Мария"], "Вие": ["Петър", "Елена"]}));
    let f = t.file("export.json", &doc);
    let mut replayed = t.json(&["replay", &f]);
    let mut expect = shown.clone();
    expect.as_object_mut().unwrap().remove("match");
    replayed.as_object_mut().unwrap().remove("match");
    assert_eq!(replayed, expect, "replay of the export is the sheet");
    assert_eq!(t.json(&["import", &f])["match"], 2);
    let mut again = t.json(&["show", "2"]);
    again["match"] = json!(1);
    assert_eq!(again, shown);
    assert_eq!(t.ok(&["export", "2"]), doc, "the imported match exports the same document");
}

// ---------------------------------------------------------------------------------------------
// Bad input: exit 1, the rule id, the ledger unchanged
// ---------------------------------------------------------------------------------------------

#[test]
fn points_not_adding_up_to_152_are_refused() {
    let err = belot().refused(
        &["deal", "--contract", "hearts", "--by", "Петър", "--points", "Ние=60,Вие=90", "--last", "Вие"],
        "belot.points.sum",
    );
    assert!(err.contains("150") && err.contains("152"), "{err}");
}

#[test]
fn valat_with_points_for_the_other_team_is_refused() {
    belot().refused(&with(&HEARTS, &["--valat", "Вие"]), "belot.valat.inconsistent");
}

#[test]
fn valat_without_the_last_trick_is_refused() {
    belot().refused(
        &[
            "deal",
            "--contract",
            "hearts",
            "--by",
            "Петър",
            "--points",
            "Ние=0,Вие=152",
            "--last",
            "Ние",
            "--valat",
            "Вие",
        ],
        "belot.valat.inconsistent",
    );
}

#[test]
fn announcement_in_no_trumps_is_refused() {
    let t = belot();
    for ann in ["Петър:belot:hearts", "Петър:tierce:KH"] {
        t.refused(
            &[
                "deal",
                "--contract",
                "no-trumps",
                "--by",
                "Петър",
                "--points",
                "Ние=60,Вие=60",
                "--last",
                "Вие",
                "--announce",
                ann,
            ],
            "belot.announce.no-trumps",
        );
    }
}

#[test]
fn two_players_announcing_the_same_card_are_refused() {
    let err = belot().refused(
        &with(&HEARTS, &["--announce", "Петър:tierce:KH", "--announce", "Мария:carre:J"]),
        "belot.announce.overlap",
    );
    assert!(err.contains("J♥"), "{err}");
}

#[test]
fn carre_of_sevens_or_eights_is_refused() {
    let t = belot();
    for rank in ["Мария:carre:7", "Мария:carre:8"] {
        t.refused(&with(&HEARTS, &["--announce", rank]), "belot.announce.carre-rank");
    }
}

#[test]
fn sequence_of_the_wrong_length_for_its_name_is_refused() {
    let t = belot();
    for ann in ["Петър:tierce:KH:4", "Петър:quarte:KH:3", "Петър:quint:AS:4"] {
        t.refused(&with(&HEARTS, &["--announce", ann]), "belot.announce.sequence-length");
    }
    // A quint to 10 would need six cards below and including it: 7 8 9 10 is only four.
    t.refused(&with(&HEARTS, &["--announce", "Петър:quint:10S"]), "belot.announce.sequence-length");
}

#[test]
fn belot_in_a_suit_that_is_not_trump_is_refused() {
    belot().refused(&with(&HEARTS, &["--announce", "Елена:belot:spades"]), "belot.announce.belot-suit");
}

#[test]
fn contra_by_the_bidding_team_is_refused() {
    // The bidding starts with Петър: his ♥, Мария passes, Елена (his partner) doubles.
    let err = belot().refused(
        &["deal", "--bids", "hearts,pass,contra,pass,pass,pass", "--points", "Ние=60,Вие=92", "--last", "Вие"],
        "belot.bid.contra",
    );
    assert!(err.contains("Елена"), "{err}");
}

#[test]
fn recontra_without_a_contra_is_refused() {
    belot().refused(
        &["deal", "--bids", "hearts,pass,recontra,pass,pass,pass", "--points", "Ние=60,Вие=92", "--last", "Вие"],
        "belot.bid.recontra",
    );
}

#[test]
fn renege_not_following_suit_in_a_tricks_file_is_refused() {
    let t = belot();
    // Trick 3: Иван plays 8♦ on the ♠ lead while holding A♠ (and plays A♠ at trick 5 instead).
    let bad = TRICKS.replace("QS AS 8S 9S", "QS 8D 8S 9S").replace("AD QD KD 8D", "AD QD KD AS");
    let err = t.refused(&strs(&tricks_deal(&t, "deal", &bad)), "belot.play.follow-suit");
    assert!(err.contains("trick 3") && err.contains("Иван"), "{err}");
}

#[test]
fn renege_not_trumping_an_opponents_trick_is_refused() {
    let t = belot();
    let err = t.refused(&strs(&tricks_deal(&t, "deal", RENEGE_TRUMP)), "belot.play.trump");
    assert!(err.contains("Иван played 7♣"), "{err}");
}

#[test]
fn renege_not_overtrumping_is_refused() {
    let t = belot();
    let err = t.refused(&strs(&tricks_deal(&t, "deal", RENEGE_OVERTRUMP)), "belot.play.overtrump");
    assert!(err.contains("Елена played 9♣"), "{err}");
}

#[test]
fn unknown_team_is_refused() {
    belot().refused(
        &["deal", "--contract", "hearts", "--by", "Петър", "--points", "Ние=60,Они=92", "--last", "Вие"],
        "match.team.unknown",
    );
}

#[test]
fn unknown_player_is_refused() {
    let t = belot();
    t.refused(
        &["deal", "--contract", "hearts", "--by", "Гошо", "--points", "Ние=60,Вие=92", "--last", "Вие"],
        "match.player.unknown",
    );
    t.refused(&with(&HEARTS, &["--announce", "Гошо:belot"]), "match.player.unknown");
}

#[test]
fn deal_after_the_game_was_won_is_refused() {
    let t = belot();
    let doc = json!({"game": "belot", "players": ["Иван", "Петър", "Мария", "Елена"],
        "teams": {"Ние": ["Иван", "Мария"], "Вие": ["Петър", "Елена"]},
        "deals": [{"contract": "hearts", "declarer": "Петър", "double": "recontra", "points": {"Ние": 60, "Вие": 92}, "last_trick": "Вие"},
                  {"contract": "hearts", "declarer": "Петър", "double": "recontra", "points": {"Ние": 60, "Вие": 92}, "last_trick": "Вие"},
                  {"contract": "hearts", "declarer": "Петър", "double": "recontra", "points": {"Ние": 60, "Вие": 92}, "last_trick": "Вие"}]});
    t.ok(&["import", &t.file("won.json", &doc.to_string())]);
    assert_eq!(t.json(&["show", "2"])["winner"], "Вие");
    t.refused(&with(&["deal", "-m", "2"], &HEARTS[1..]), "match.finished");
    // A faulty deal after the win is refused for the win first.
    t.refused(&["deal", "-m", "2", "--contract", "hearts", "--by", "Гошо"], "match.finished");
}

#[test]
fn contra_and_recontra_together_are_refused() {
    belot().refused(&with(&HEARTS, &["--contra", "--recontra"]), "entry.flag.conflict");
}
