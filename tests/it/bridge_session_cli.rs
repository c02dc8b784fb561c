//! A bridge club session through the real binary: `kozyr session new / result / show / board`, the
//! ranking with ties and Neuberg's formula, IMPs, every refusal with its rule id and nothing
//! written, undo of a traveller line, and the session document's round trip.

use crate::support::common;

use common::*;
use serde_json::{json, Value};

/// `kozyr session result BOARD --ns NS --ew EW` and the rest of the line.
fn line(t: &Table, board: &str, ns: &str, ew: &str, rest: &[&str]) -> Value {
    let mut args = vec!["session", "result", board, "--ns", ns, "--ew", ew];
    args.extend_from_slice(rest);
    t.json(&args)
}

/// Eight pairs, two boards. Board 1 (none vulnerable) played four times: 4♠ by North making 10,
/// 10, 11 and 9 tricks (+420, +420, +450, −50). Board 2 (North-South vulnerable) played three
/// times — +110 (2♠=), +140 (3♠=), −100 (2♠−1) — and given 60/40 at the fourth table.
fn evening(scoring: &str) -> Table {
    let t = Table::new();
    t.ok(&["session", "new", "--pairs", "8", "--boards", "2", "--scoring", scoring, "--name", "вторник"]);
    line(&t, "1", "1", "2", &["--contract", "4S", "--by", "N", "--tricks", "10"]);
    line(&t, "1", "3", "4", &["--contract", "4♠", "--by", "С", "--result", "="]);
    line(&t, "1", "5", "6", &["--contract", "4S", "--by", "N", "--result", "+1"]);
    line(&t, "1", "7", "8", &["--contract", "4S", "--by", "N", "--result", "-1"]);
    line(&t, "2", "1", "2", &["--contract", "2S", "--by", "S", "--tricks", "8"]);
    line(&t, "2", "3", "4", &["--contract", "3S", "--by", "N", "--tricks", "9"]);
    line(&t, "2", "5", "6", &["--contract", "2S", "--by", "N", "--result", "-1"]);
    line(&t, "2", "7", "8", &["--adjusted", "60/40"]);
    t
}

fn ranking(t: &Table) -> Vec<(String, String, f64)> {
    let v = t.json(&["session", "show"]);
    v["ranking"]
        .as_array()
        .expect("a ranking")
        .iter()
        .map(|r| {
            let value = r.get("percent").or_else(|| r.get("per_board")).or_else(|| r.get("imps"));
            (
                r["rank"].as_str().unwrap_or_default().to_string(),
                r["pair"].as_str().unwrap_or_default().to_string(),
                value.and_then(Value::as_f64).unwrap_or(f64::NAN),
            )
        })
        .collect()
}

fn ranked(rows: &[(&str, &str, f64)]) -> Vec<(String, String, f64)> {
    rows.iter().map(|&(r, p, v)| (r.to_string(), p.to_string(), v)).collect()
}

#[test]
fn an_evening_by_matchpoints_ranks_with_neuberg_and_ties() {
    let t = evening("matchpoints");
    // Board 1 has 4 results (top 6), board 2 only 3 (top 4, scaled by Neuberg to 6):
    // (mp + 1) × 4/3 − 1. Pair 3: 420 ties 420 and beats −50 → 3 of 6; 140 beats both → 4 →
    // 17/3: (3 + 17/3) / 12 = 72.22 %. Pair 8: East-West against −50 → 6 of 6 (100 %), then 40 %
    // → 70 %. Pair 5: 6 + 1/3 → 52.78 %. Pairs 1 and 2: 3 + 3 and 3 + 3 → 50 % each, tied 4–5.
    // Pair 6: 0 + 17/3 → 47.22 %. Pair 7: 0 % then 60 % → 30 %. Pair 4: 3 + 1/3 → 27.78 %.
    assert_eq!(
        ranking(&t),
        ranked(&[
            ("1", "3", 72.22),
            ("2", "8", 70.0),
            ("3", "5", 52.78),
            ("4-5", "1", 50.0),
            ("4-5", "2", 50.0),
            ("6", "6", 47.22),
            ("7", "7", 30.0),
            ("8", "4", 27.78)
        ])
    );
    let shown = t.ok(&["session", "show"]);
    assert!(shown.contains("4–5"), "{shown}");
    // The JSON view of the whole match: totals in hundredths of a percent, the ranking, the top.
    let v = t.json(&["show"]);
    assert_eq!(v["totals"]["3"], 7222);
    assert_eq!(v["totals"]["4"], 2778);
    assert_eq!(v["top"], 6);
    assert_eq!(v["scoring"], "matchpoints");
    assert_eq!(v["ranking"][0], json!({"rank": "1", "pair": "3", "boards": 2, "matchpoints": 8.67, "percent": 72.22}));
    // Each row scores North-South's result to its pairs.
    assert_eq!(v["deals"][2]["scores"]["5"], 450);
    assert_eq!(v["deals"][2]["scores"]["6"], -450);
    assert_eq!(v["deals"][2]["result"], "+1");
    assert_eq!(v["deals"][7]["adjusted"], "60/40");
    // The traveller of board 2 with each line's matchpoints.
    let b = t.json(&["session", "board", "2"]);
    assert_eq!(b["top"], 6);
    let lines = b["lines"].as_array().expect("lines");
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[1]["matchpoints"], json!({"NS": 5.67, "EW": 0.33}));
    assert_eq!(lines[1]["score"], json!({"NS": 140, "EW": -140}));
    assert_eq!(lines[3]["matchpoints"], json!({"NS": 3.6, "EW": 2.4}));
    assert_eq!(lines[3]["percent"], json!({"NS": 60.0, "EW": 40.0}));
    let text = t.ok(&["session", "board", "2"]);
    assert!(text.contains("5.67") && text.contains("3♠"), "{text}");
}

#[test]
fn imps_against_a_datum_cross_imps_and_butler() {
    // Board 1: without the top (+450) and the bottom (−50) the datum is 420: +1 for +450, −10 for
    // −50. Board 2: 110 alone is left: 140 is +1, −100 is −5; the artificial 60/40 is +3/−3.
    let t = evening("imps");
    let b = t.json(&["session", "board", "1"]);
    assert_eq!(b["datum"], 420);
    assert_eq!(b["lines"][3]["imps"], json!({"NS": -10.0, "EW": 10.0}));
    // Pair 8: +10 and −3 → 7. Pair 6: −1 + 5 = 4. Pair 3: 0 + 1. Pairs 1 and 2: 0, tied 4–5.
    // Pair 4: −1. Pair 5: +1 − 5 → −4. Pair 7: −10 + 3 → −7.
    let r = ranking(&t);
    assert_eq!(r[0], ("1".to_string(), "8".to_string(), 7.0));
    assert_eq!(r[1], ("2".to_string(), "6".to_string(), 4.0));
    assert_eq!(r[3], ("4-5".to_string(), "1".to_string(), 0.0));
    assert_eq!(r[6], ("7".to_string(), "5".to_string(), -4.0));
    // Butler ranks by IMPs per board: pair 8's 7 over 2 boards is 3.5.
    let t = evening("butler");
    let v = t.json(&["session", "show"]);
    assert_eq!(v["ranking"][0], json!({"rank": "1", "pair": "8", "boards": 2, "imps": 7.0, "per_board": 3.5}));
    // Cross-IMPs on board 1: +450 against 420, 420, −50 is 1 + 1 + 11 = 13 over 3 = 4.33;
    // −50 against the others is −10 −10 −11 = −31 / 3 = −10.33.
    let t = evening("cross-imps");
    let b = t.json(&["session", "board", "1"]);
    assert_eq!(b["lines"][2]["imps"], json!({"NS": 4.33, "EW": -4.33}));
    assert_eq!(b["lines"][3]["imps"], json!({"NS": -10.33, "EW": 10.33}));
}

#[test]
fn every_impossible_line_is_refused_and_nothing_is_written() {
    let t = evening("matchpoints");
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["3", "--ns", "1", "--ew", "2", "--contract", "pass"], "bridge.session.board"),
        (vec!["1", "--ns", "9", "--ew", "2", "--contract", "pass"], "bridge.session.pair"),
        (vec!["1", "--ns", "x", "--ew", "2", "--contract", "pass"], "bridge.session.pair"),
        (vec!["1", "--ns", "2", "--ew", "2", "--contract", "pass"], "bridge.session.same-pair"),
        // A teams match's flags are not a pairs session's: refused, not dropped.
        (vec!["1", "--ns", "1", "--ew", "2", "--contract", "pass", "--room", "open"], "bridge.session.field"),
        (vec!["1", "--ns", "1", "--ew", "2", "--contract", "pass", "--dealer", "S"], "bridge.session.field"),
        // The same pairs on the same board again, and one of them in the other direction.
        (
            vec!["1", "--ns", "1", "--ew", "2", "--contract", "4S", "--by", "N", "--tricks", "10"],
            "bridge.session.board-twice",
        ),
        (vec!["1", "--ns", "2", "--ew", "3", "--contract", "pass"], "bridge.session.board-twice"),
        (vec!["2", "--ns", "8", "--ew", "1", "--adjusted", "60/40"], "bridge.session.board-twice"),
        (vec!["1", "--ns", "1", "--ew", "3", "--adjusted", "70/30"], "bridge.session.adjusted"),
        (
            vec!["1", "--ns", "1", "--ew", "3", "--adjusted", "60/40", "--contract", "4S"],
            "bridge.session.adjusted-contract",
        ),
        (vec!["1", "--ns", "1", "--ew", "3"], "bridge.session.contract"),
        (vec!["1", "--ns", "1", "--ew", "3", "--contract", "4S", "--tricks", "10"], "bridge.session.declarer"),
        (
            vec!["1", "--ns", "1", "--ew", "3", "--contract", "4S", "--by", "Аня", "--tricks", "10"],
            "bridge.session.declarer",
        ),
        (
            vec!["1", "--ns", "1", "--ew", "3", "--contract", "8S", "--by", "N", "--tricks", "13"],
            "bridge.contract.level",
        ),
        (
            vec!["1", "--ns", "1", "--ew", "3", "--contract", "4SR", "--by", "N", "--tricks", "10"],
            "bridge.contract.redouble",
        ),
        (vec!["1", "--ns", "1", "--ew", "3", "--contract", "4S", "--by", "N", "--tricks", "14"], "bridge.tricks.range"),
        (vec!["1", "--ns", "1", "--ew", "3", "--contract", "4S", "--by", "N", "--result", "+4"], "bridge.result.range"),
        (vec!["1", "--ns", "1", "--ew", "3", "--contract", "4S", "--by", "N"], "bridge.tricks.missing"),
    ];
    for (rest, rule) in cases {
        let mut args = vec!["session", "result"];
        args.extend(rest);
        t.refused(&args, rule);
    }
    t.refused(&["penalty", "--player", "1", "--points", "-10", "--reason", "late"], "bridge.session.penalty");
    t.refused(&["session", "new", "--pairs", "1", "--boards", "3"], "bridge.session.pairs");
    t.refused(&["session", "new", "--pairs", "100", "--boards", "3"], "bridge.session.pairs");
    t.refused(&["session", "new", "--pairs", "4", "--boards", "100"], "bridge.option.value");
    t.refused(&["session", "new", "--pairs", "4", "--boards", "3", "--scoring", "rubber"], "session.scoring");
    t.refused(&["session", "board", "3"], "bridge.session.board");
    // A table's match is not a session.
    t.ok(&["new", "bridge", "--players", "Север,Восток,Юг,Запад"]);
    let err = t.refused(&["session", "show"], "session.not-a-session");
    assert!(err.contains("Match 2"), "{err}");
    t.refused(&["session", "result", "1", "--ns", "1", "--ew", "2", "--contract", "pass"], "session.not-a-session");
    assert!(t.ok(&["session", "show", "-m", "1"]).contains("72.22"), "-m names the session");
}

#[test]
fn undo_takes_back_a_traveller_line_and_frees_the_board() {
    let t = evening("matchpoints");
    let before = ranking(&t);
    let v = t.json(&["undo"]);
    assert_eq!(v["deals"][7]["voided_by"], 9);
    // Pair 8 has only board 1 left, where it beat every other East-West pair.
    assert_eq!(ranking(&t)[0], ("1".to_string(), "8".to_string(), 100.0));
    // The board can be entered again for pairs 7 and 8, and the ranking is back.
    line(&t, "2", "7", "8", &["--adjusted", "60/40"]);
    assert_eq!(ranking(&t), before);
}

#[test]
fn the_session_document_round_trips_through_export_import_and_replay() {
    let t = evening("matchpoints");
    let ranking_before = t.json(&["session", "show"])["ranking"].clone();
    let doc = t.ok(&["export", "-m", "вторник", "--format", "json"]);
    let f = t.file("session.json", &doc);
    let replayed = t.json(&["replay", &f]);
    assert_eq!(replayed["ranking"], ranking_before);
    let other = Table::new();
    other.ok(&["import", &f]);
    let imported = other.json(&["session", "show"]);
    assert_eq!(imported["ranking"], ranking_before);
    // And out again: the same document.
    assert_eq!(other.ok(&["export", "--format", "json"]), doc);
}

/// `kozyr show` on a session prints the ranking `session show` prints (its JSON stays the replay
/// view), and `kozyr deal` typed as at a table is told how a session records a result.
#[test]
fn show_prints_the_ranking_and_a_table_deal_is_pointed_to_session_result() {
    let t = evening("matchpoints");
    let shown = t.ok(&["show"]);
    assert_eq!(shown, t.ok(&["session", "show"]), "{shown}");
    assert!(t.json(&["show"])["deals"].as_array().is_some_and(|d| d.len() == 8));
    let err = t.refused(&["deal", "--contract", "4S", "--by", "N", "--tricks", "10"], "bridge.session.traveller");
    assert!(err.contains("kozyr session result"), "{err}");
    let err = t.refused(
        &["--lang", "ru", "deal", "--board", "1", "--contract", "4S", "--by", "N", "--tricks", "10"],
        "bridge.session.traveller",
    );
    assert!(err.contains("строка протокола"), "{err}");
}

/// `kozyr explain` of a traveller line gives its score part by part under Law 77's rules, and says
/// that the ranking is scored again from every line.
#[test]
fn explain_shows_a_lines_score_and_what_the_totals_are() {
    let t = evening("matchpoints");
    let v = t.json(&["explain", "1"]);
    let rules: Vec<&str> = v["steps"].as_array().expect("steps").iter().filter_map(|s| s["rule"].as_str()).collect();
    assert_eq!(rules, ["bridge.score.trick-points", "bridge.score.game", "bridge.session.ranking"], "{v}");
    let text = t.ok(&["explain", "4"]);
    assert!(text.contains("down 1") && text.contains("50"), "{text}");
}

/// A session's running totals are the ranking's numbers: every place a person reads them — the
/// printed sheet, the chart, the history, the CSV, `kozyr explain` — writes 72.22, not the
/// hundredths the JSON counts (which says so with `decimals`).
#[test]
fn the_totals_read_as_the_ranking_writes_them_everywhere() {
    let t = evening("matchpoints");
    let md = t.ok(&["export", "--format", "md"]);
    assert!(md.contains("**72.22**") && md.contains("50.00 (+420)"), "{md}");
    assert!(!md.contains("7222") && !md.contains("5000"), "{md}");
    let chart = t.ok(&["chart"]);
    assert!(chart.contains("72.22") && !chart.contains("7222"), "{chart}");
    let history = t.ok(&["history", "--no-pager"]);
    assert!(history.contains("3 72.22") && !history.contains("7222"), "{history}");
    let csv = t.ok(&["export", "--format", "csv"]);
    let last = csv.lines().last().expect("a line");
    assert!(last.contains(",72.22,") && last.contains(",27.78,"), "{csv}");
    let explained = t.ok(&["explain", "8"]);
    assert!(explained.contains("→ 72.22"), "{explained}");
    let ru = t.ok(&["--lang", "ru", "explain", "8"]);
    assert!(ru.contains("итоги — проценты") && ru.contains("→ 72.22"), "{ru}");
    // The JSON keeps whole numbers and names their unit; a game of whole points says nothing.
    assert_eq!(t.json(&["show"])["decimals"], 2);
    assert_eq!(t.json(&["chart"])["decimals"], 2);
    let h = t.json(&["history"]);
    assert_eq!((h[0]["decimals"].clone(), h[0]["totals"]["3"].clone()), (json!(2), json!(7222)));
    let rubber = rubber();
    assert!(rubber.json(&["show"]).get("decimals").is_none());
    assert!(rubber.json(&["history"])[0].get("decimals").is_none());
}

/// Ten pairs, two boards, Neuberg's E as `neuberg` says (none: the default). Board 1 (nobody
/// vulnerable) played at all five tables: +420, +420, +450, +170, −50. Board 2 (North-South
/// vulnerable) meant for four tables only (pairs 9 and 10 sit it out): 4♠ by North making 11,
/// 10 and 8 tricks and 2♠ making 8: +650, +620, −200, +110.
fn short_board(neuberg: Option<&str>) -> Table {
    let t = Table::new();
    let mut args = vec!["new", "bridge", "--players", "1,2,3,4,5,6,7,8,9,10", "--option", "scoring=matchpoints"];
    args.extend(["--option", "boards=2"]);
    let given = neuberg.map(|n| format!("neuberg={n}"));
    if let Some(g) = &given {
        args.extend(["--option", g.as_str()]);
    }
    t.ok(&args);
    for (ns, ew, contract, tricks) in [
        ("1", "2", "4S", "10"),
        ("3", "4", "4S", "10"),
        ("5", "6", "4S", "11"),
        ("7", "8", "2S", "10"),
        ("9", "10", "4S", "9"),
    ] {
        line(&t, "1", ns, ew, &["--contract", contract, "--by", "N", "--tricks", tricks]);
    }
    for (ns, ew, contract, tricks) in
        [("1", "2", "4S", "11"), ("3", "4", "4S", "10"), ("5", "6", "4S", "8"), ("7", "8", "2S", "8")]
    {
        line(&t, "2", ns, ew, &["--contract", contract, "--by", "N", "--tricks", tricks]);
    }
    t
}

#[test]
fn neuberg_takes_the_times_a_board_was_meant_to_be_played_by_default() {
    // Worked by hand. The session's top is that of its fullest board: 5 results, 2 × (5 − 1) = 8.
    // Board 2's raw matchpoints (2 a pair beaten, 1 a tie, of 2 × (4 − 1) = 6): +650 → 6,
    // +620 → 4, +110 → 2, −200 → 0.
    //
    // Default (`expected`): board 2 was meant to be played 4 times and was, so E = n = 4 and
    // Neuberg changes nothing; its top of 6 is brought to 8 in proportion: +620 → 4 × 8/6 = 5.33,
    // 66.67 %; +650 → 8, 100 %; −200 → 0, 0 %.
    let t = short_board(None);
    let stored = t.json(&["show"]);
    assert_eq!(stored["top"], 8);
    let b = t.json(&["session", "board", "2"]);
    let lines = b["lines"].as_array().expect("lines").clone();
    assert_eq!(lines[1]["matchpoints"], json!({"NS": 5.33, "EW": 2.67}));
    assert_eq!(lines[1]["percent"], json!({"NS": 66.67, "EW": 33.33}));
    assert_eq!(lines[0]["percent"], json!({"NS": 100.0, "EW": 0.0}));
    assert_eq!(lines[2]["percent"], json!({"NS": 0.0, "EW": 100.0}));
    // `neuberg=most`: every board is taken as short of the fullest's 5 results, E = 5, n = 4:
    // (mp + 1) × 5/4 − 1 of 8. +620 → 5 × 5/4 − 1 = 5.25, 65.625 % — an exact half of a
    // hundredth, shown 65.63 (halves away from zero); +650 → 7 × 5/4 − 1 = 7.75, 96.875 % →
    // 96.88; −200 → 1 × 5/4 − 1 = 0.25, 3.125 % → 3.13; East-West the rest of 8: 2.75, 34.375 %
    // → 34.38.
    let t = short_board(Some("most"));
    let b = t.json(&["session", "board", "2"]);
    let lines = b["lines"].as_array().expect("lines").clone();
    assert_eq!(lines[1]["matchpoints"], json!({"NS": 5.25, "EW": 2.75}));
    assert_eq!(lines[1]["percent"], json!({"NS": 65.63, "EW": 34.38}));
    assert_eq!(lines[0]["percent"], json!({"NS": 96.88, "EW": 3.13}));
    assert_eq!(lines[2]["percent"], json!({"NS": 3.13, "EW": 96.88}));
    // A table of four compares no results: the option is refused there.
    let table = Table::new();
    table.refused(&["new", "bridge", "--players", "А,Б,В,Г", "--option", "neuberg=most"], "bridge.option.value");
}

/// Issue 34: a session's roster, `--pair N=NAMES` at `session new`, is kept by the match and
/// shown beside the pair's number in the ranking, its JSON, the document and the PBN ranking.
#[test]
fn the_roster_names_the_pairs_in_the_ranking_the_document_and_pbn() {
    let t = Table::new();
    t.ok(&["session", "new", "--pairs", "4", "--boards", "1", "--pair", "1=Иванов–Петров", "--pair", "3=Smith–Jones"]);
    line(&t, "1", "1", "2", &["--contract", "4S", "--by", "N", "--tricks", "10"]);
    line(&t, "1", "3", "4", &["--contract", "4S", "--by", "N", "--tricks", "9"]);
    let v = t.json(&["session", "show"]);
    assert_eq!(v["pair_names"], json!({"1": "Иванов–Петров", "3": "Smith–Jones"}));
    assert_eq!(
        v["ranking"][0],
        json!({"rank": "1-2", "pair": "1", "names": "Иванов–Петров", "boards": 1,
        "matchpoints": 2.0, "percent": 100.0})
    );
    assert!(v["ranking"][1].get("names").is_none(), "{v}");
    let ru = t.ok(&["--lang", "ru", "session", "show"]);
    assert!(ru.contains("Игроки") && ru.contains("Иванов–Петров"), "{ru}");
    assert!(t.ok(&["show"]).contains("Smith–Jones"));
    let pbn = t.ok(&["export", "--format", "pbn"]);
    assert!(pbn.contains("TotalPercentage\\6R;Names\\15L"), "{pbn}");
    assert!(pbn.contains("3-4  3    0.00   0.00 Smith–Jones"), "{pbn}");
    // The document keeps the roster: imported, the ranking names the same pairs.
    let doc = t.ok(&["export", "--format", "json"]);
    let other = Table::new();
    other.ok(&["import", &other.file("s.json", &doc)]);
    assert_eq!(other.json(&["session", "show"])["ranking"], v["ranking"]);
    // A pair the session has not, a roster entry without names, a pair named twice: refused.
    for bad in [&["--pair", "5=X"][..], &["--pair", "2"], &["--pair", "2= "], &["--pair", "2=A", "--pair", "2=B"]] {
        let mut args = vec!["session", "new", "--pairs", "4", "--boards", "1"];
        args.extend_from_slice(bad);
        t.refused(&args, "bridge.session.pairs");
    }
    t.refused(
        &["new", "bridge", "--players", "А,Б,В,Г", "--option", "pair_names={\"1\":\"X\"}"],
        "bridge.option.value",
    );
}

/// Issue 34: `kozyr session correct LINE` takes the flags of `session result`; what is not given
/// stays, a new contract replaces the old outcome, new tricks the old tricks. Nothing given is
/// refused and nothing is written.
#[test]
fn session_correct_takes_the_flags_a_line_was_entered_with() {
    let t = Table::new();
    t.ok(&["session", "new", "--pairs", "4", "--boards", "1"]);
    line(&t, "1", "1", "2", &["--contract", "4S", "--by", "N", "--tricks", "10"]);
    line(&t, "1", "3", "4", &["--contract", "4S", "--by", "N", "--tricks", "9"]);
    // The pairs were sat the wrong way round: 4 North-South, 3 East-West.
    let v = t.json(&["session", "correct", "2", "--ns", "4", "--ew", "3"]);
    assert_eq!(v["corrected"], 2);
    assert_eq!(v["totals"], json!({"1": 10000, "2": 0, "3": 10000, "4": 0}));
    // Then the tricks: 4♠ made (+420), a top shared with the other table.
    t.ok(&["session", "correct", "2", "--tricks", "10", "--reason", "описка"]);
    let v = t.json(&["show"]);
    assert_eq!(v["deals"][1]["scores"]["4"], 420);
    assert_eq!(v["totals"], json!({"1": 5000, "2": 5000, "3": 5000, "4": 5000}));
    // And a new contract: 3NT by South +1 (+430), the old declarer and tricks gone with 4♠.
    let shown = t.ok(&["session", "correct", "2", "--contract", "3NT", "--by", "S", "--result", "+1"]);
    assert!(shown.contains("3NT by S +1, NS 430"), "{shown}");
    assert_eq!(t.json(&["show"])["deals"][1]["scores"]["4"], 430);
    t.refused(&["session", "correct", "2"], "input.empty");
    t.refused(&["session", "correct", "2", "--ns", "1"], "bridge.session.board-twice");
    t.refused(&["session", "correct", "9", "--ns", "1"], "match.entry.unknown");
}

/// Issue 34: after a result, a correction, an undo or a void a session prints its ranking, not
/// the per-pair sheet.
#[test]
fn every_change_to_a_session_prints_the_ranking() {
    let t = evening("matchpoints");
    let ranked = |out: &str| out.contains("Rank") && out.contains("MP") && !out.contains("total");
    let out = t.ok(&["undo"]);
    assert!(ranked(&out), "{out}");
    let out = t.ok(&["void", "7"]);
    assert!(ranked(&out), "{out}");
    let f =
        t.file("line.json", r#"{"board": 1, "ns": "1", "ew": "2", "contract": "4S", "declarer": "N", "tricks": 10}"#);
    let out = t.ok(&["correct", "1", "--file", &f]);
    assert!(ranked(&out), "{out}");
    let out = t.ok(&["session", "correct", "1", "--tricks", "10"]);
    assert!(ranked(&out), "{out}");
}

/// Issue 34: a session reads in the reader's language — a board is a board (сдача, раздаване), a
/// result line a line, kozyr's match its match (партия, игра); seats and strains in the reader's
/// letters, hundredths with the reader's decimal sign and the minus sign, the top's noun counted.
#[test]
fn a_session_reads_in_the_readers_words_and_numbers() {
    let t = evening("imps");
    let ru = t.ok(&["--lang", "ru", "session", "board", "1"]);
    assert!(ru.starts_with("Сдача 1 партии 1 «вторник»\n"), "{ru}");
    assert!(ru.contains("4♠") && ru.contains(" С ") && ru.contains("−10,00") && ru.contains("10,00"), "{ru}");
    let bg = t.ok(&["--lang", "bg", "session", "board", "1"]);
    assert!(bg.starts_with("Раздаване 1 от игра 1 «вторник»\n") && bg.contains("−10,00"), "{bg}");
    let en = t.ok(&["session", "board", "1"]);
    assert!(en.contains("-10.00") || en.contains("−10.00"), "{en}");
    let shown = t.ok(&["--lang", "ru", "session", "show"]);
    assert!(shown.contains("−7,00") && shown.contains("7,00"), "{shown}");
    // The JSON stays numbers.
    assert_eq!(
        t.json(&["--lang", "ru", "session", "board", "1"])["lines"][3]["imps"],
        json!({"NS": -10.0, "EW": 10.0})
    );
    // Seats in the line's summary, in the reader's letters; a correction names the result line.
    let out = t.ok(&["--lang", "ru", "session", "correct", "2", "--by", "S"]);
    assert!(out.starts_with("Исправлена строка результата 2 в партии 1"), "{out}");
    assert!(out.contains("4♠ у Ю =") && out.contains("(было Сдача 1: 3 против 4, 4♠ у С ="), "{out}");
    // A top of 6 is counted: 6 матчпойнтов; in Bulgarian 6 мачпойнта.
    let t = evening("matchpoints");
    assert!(t.ok(&["--lang", "ru", "session", "board", "1"]).contains("Топ: 6 матчпойнтов."));
    assert!(t.ok(&["--lang", "bg", "session", "board", "1"]).contains("Топ: 6 мачпойнта."));
    t.ok(&["new", "bridge", "--players", "А,Б,В,Г"]);
    let err = t.refused(&["--lang", "ru", "session", "show", "-m", "2"], "session.not-a-session");
    assert!(err.contains("Партия 2 (Бридж) — не клубный турнир"), "{err}");
}
