//! Correcting any entry from the command line: `kozyr void`, `kozyr correct`, `undo` of a
//! correction and `kozyr log`, through the real binary — later deals keep their dealers and
//! numbers, a correction scores as if the deal had been recorded right, a change that breaks a
//! later entry is refused naming it with nothing written, and export → import keeps it all.

use crate::support::common;

use common::*;
use serde_json::Value;

const MADE: [&str; 8] =
    ["--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23", "--marriage", "Борис:hearts"];

/// A Thousand deal dealt by `dealer` in which `declarer` concedes `bid`.
fn conceded<'a>(dealer: &'a str, declarer: &'a str, bid: &'a str) -> Vec<&'a str> {
    vec!["--dealer", dealer, "--declarer", declarer, "--bid", bid, "--conceded"]
}

fn deal(t: &Table, flags: &[&str]) -> String {
    let mut args = vec!["deal"];
    args.extend_from_slice(flags);
    t.ok(&args)
}

/// A Thousand match of three deals, each with its dealer: Аня, Борис, Вера.
fn three_deals() -> Table {
    let t = Table::with_match();
    let mut first = vec!["--dealer", "Аня"];
    first.extend_from_slice(&MADE);
    deal(&t, &first);
    deal(&t, &conceded("Борис", "Вера", "110"));
    deal(&t, &conceded("Вера", "Аня", "105"));
    t
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

#[test]
fn voiding_a_middle_deal_keeps_the_later_dealers_and_numbers() {
    let t = three_deals();
    let out = t.ok(&["void", "2", "--reason", "spilled tea"]);
    assert!(out.starts_with("Voided deal 2 (Вера 110 conceded"), "{out}");
    assert!(out.contains(": spilled tea. It stays in the ledger"), "{out}");
    assert!(out.contains("Вера 110 conceded — voided: spilled tea"), "{out}");
    // The table dealt on after deal 2: its place stays, so Аня deals the fourth deal and only she
    // may win the auction at 100 (were the place freed, Вера would deal it).
    let out = deal(&t, &["--dealer", "Аня", "--declarer", "Аня", "--bid", "100", "--conceded"]);
    assert!(out.starts_with("Recorded in match 1, Thousand, deal 4."), "{out}");
    let sheet = t.ok(&["show"]);
    assert_eq!(numbers(&sheet), ["1", "2", "3", "4"], "{sheet}");
    let v = t.json(&["show"]);
    assert_eq!(v["deals"][1]["keeps_place"], true);
    // The voided deal scores nothing: Вера's conceded 110 and the others' 60 each are gone.
    assert_eq!(totals(&v), named(&[("Аня", -185), ("Борис", 240), ("Вера", 145)]), "{v}");
    // Борис deals the fifth deal: Вера cannot win it at 100.
    t.refused(&["deal", "--declarer", "Вера", "--bid", "100", "--conceded"], "thousand.bid.dealer-opens");
}

#[test]
fn correcting_a_middle_deal_scores_as_if_it_had_been_recorded_right() {
    let wrong = three_deals();
    let out = wrong.ok(&["correct", "2", "--dealer", "Борис", "--declarer", "Вера", "--bid", "120", "--conceded"]);
    assert!(out.starts_with("Corrected deal 2 in match 1, Thousand: now Вера 120"), "{out}");
    let right = Table::with_match();
    let mut first = vec!["--dealer", "Аня"];
    first.extend_from_slice(&MADE);
    deal(&right, &first);
    deal(&right, &conceded("Борис", "Вера", "120"));
    deal(&right, &conceded("Вера", "Аня", "105"));
    assert_eq!(totals(&wrong.json(&["show"])), totals(&right.json(&["show"])));
    assert_eq!(numbers(&wrong.ok(&["show"])), ["1", "2", "3"]);
    // The correction is in force at deal 2; the original stays, as explain shows.
    let explained = wrong.json(&["explain", "2"]);
    let versions = explained["versions"].as_array().expect("versions");
    assert_eq!(versions.len(), 2, "{explained}");
    assert_eq!((versions[0]["in_force"].clone(), versions[1]["in_force"].clone()), (false.into(), true.into()));
    assert!(wrong.ok(&["verify"]).contains("intact") || wrong.run(&["verify"]).status.success());
}

#[test]
fn correcting_twice_then_undo_puts_the_first_correction_back_in_force() {
    let t = three_deals();
    let first = ["correct", "2", "--dealer", "Борис", "--declarer", "Вера", "--bid", "120", "--conceded"];
    t.ok(&first);
    let after_first = totals(&t.json(&["show"]));
    t.ok(&["correct", "2", "--dealer", "Борис", "--declarer", "Вера", "--bid", "130", "--conceded"]);
    assert_ne!(totals(&t.json(&["show"])), after_first);
    let out = t.ok(&["undo"]);
    assert!(out.starts_with("Voided the correction at entry 5"), "{out}");
    assert!(out.contains("deal 2 is back to Вера 120"), "{out}");
    assert_eq!(totals(&t.json(&["show"])), after_first);
    let v = t.json(&["explain", "2"]);
    let in_force: Vec<i64> = v["versions"]
        .as_array()
        .expect("versions")
        .iter()
        .filter(|x| x["in_force"] == true)
        .map(|x| x["entry"].as_i64().expect("entry"))
        .collect();
    assert_eq!(in_force, [4], "{v}");
    // A correction targets the original's place even after it was corrected: deal 2 is entry 2.
    let log = t.json(&["log"]);
    let corrects: Vec<Value> =
        log["entries"].as_array().expect("entries").iter().map(|e| e["corrects"].clone()).collect();
    assert_eq!(corrects[3..5], [Value::from(2), Value::from(2)], "{log}");
}

#[test]
fn a_correction_that_breaks_a_later_deal_is_refused_naming_it_in_belot() {
    let t = Table::new();
    t.ok(&["new", "belot", "--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена", "--option", "target=30"]);
    let inside = ["--contract", "spades", "--by", "Иван", "--points", "Ние=56,Вие=96", "--last", "Ние"];
    deal(&t, &inside);
    deal(&t, &["--contract", "hearts", "--by", "Петър", "--points", "Ние=60,Вие=92", "--last", "Вие"]);
    // Deal 1 corrected into a contra the defenders win would win the match at deal 1.
    let err = t.refused(
        &[
            "correct",
            "1",
            "--contract",
            "spades",
            "--by",
            "Иван",
            "--contra",
            "--points",
            "Ние=56,Вие=96",
            "--last",
            "Ние",
        ],
        "match.correct.breaks",
    );
    assert!(err.contains("correcting deal 1 would break deal 2"), "{err}");
    assert!(err.contains("[match.finished]"), "{err}");
    // A correction that keeps the match going is taken, in Belot as anywhere.
    let out =
        t.ok(&["correct", "1", "--contract", "hearts", "--by", "Петър", "--points", "Ние=60,Вие=92", "--last", "Вие"]);
    assert!(out.starts_with("Corrected deal 1 in match 1, Bridge-Belot: now Петър ♥"), "{out}");
    assert_eq!(t.json(&["show"])["deals"][2]["corrects"], 1);
    assert!(t.run(&["verify"]).status.success());
}

#[test]
fn a_void_with_a_reason_shows_in_log_and_explain_in_english_and_russian() {
    let t = three_deals();
    t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    t.ok(&["void", "--entry", "4", "--reason", "not a misdeal"]);
    t.ok(&[
        "correct",
        "3",
        "--dealer",
        "Вера",
        "--declarer",
        "Аня",
        "--bid",
        "110",
        "--conceded",
        "--reason",
        "bid 110",
    ]);
    t.ok(&["void", "1", "--reason", "spilled tea"]);
    let log = t.ok(&["log"]);
    let lines: Vec<&str> = log.lines().skip(1).collect();
    assert_eq!(lines.len(), 7, "{log}");
    for (line, kind) in lines.iter().zip(["deal", "deal", "deal", "penalty", "void", "correction", "void"]) {
        assert_eq!(line.split("  ").nth(2), Some(kind), "{log}");
    }
    assert!(lines[4].contains("penalty (entry 4) voided: not a misdeal"), "{log}");
    assert!(lines[5].contains("deal 3 corrected: bid 110 → Аня 110 conceded"), "{log}");
    assert!(lines[6].contains("deal 1 voided: spilled tea"), "{log}");
    assert!(lines[0].contains("(voided by entry 7)"), "{log}");
    let ru = t.ok(&["--lang", "ru", "log"]);
    assert!(ru.contains("отмена") && ru.contains("исправление") && ru.contains("штраф"), "{ru}");
    assert!(ru.contains("spilled tea"), "{ru}");
    let v = t.json(&["log"]);
    let e = &v["entries"][6];
    assert_eq!(
        (e["kind"].clone(), e["voids"].clone(), e["reason"].clone()),
        ("void".into(), 1.into(), "spilled tea".into())
    );
    assert!(e["time"].as_str().is_some_and(|s| s.ends_with('Z') && s.contains('T')), "{e}");
    assert_eq!(v["entries"][5]["kind"], "correct");
    // Deal 1 keeps its number (the table dealt on after it): explain says why it was voided.
    let explained = t.ok(&["explain", "1"]);
    assert!(explained.contains("reason: spilled tea"), "{explained}");
    let explained = t.ok(&["explain", "3"]);
    assert!(explained.contains("reason: bid 110"), "{explained}");
}

#[test]
fn every_refusal_names_its_rule_and_writes_nothing() {
    let t = three_deals();
    t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    t.ok(&["void", "3"]);
    t.refused(&["void", "9"], "match.entry.unknown");
    // Deal 3 was undone before any other deal: its place is free, the sheet has two deals.
    let err = t.refused(&["void", "3"], "match.entry.unknown");
    assert!(err.contains("there is no deal 3; the sheet has 2 deals"), "{err}");
    let err = t.refused(&["void", "--entry", "99"], "match.entry.unknown");
    assert!(err.contains("there is no entry 99; the match has 5 entries"), "{err}");
    t.refused(&["void", "--entry", "3"], "match.void.twice");
    t.refused(&["void", "1", "--reason", ""], "match.reason");
    t.refused(&["void", "1", "--reason", "a\u{1b}[2Jb"], "match.reason");
    t.refused(&["void"], "cli.entry.missing");
    t.refused(&["void", "1", "--entry", "1"], "cli.entry.twice");
    t.refused(&["void", "1", "2"], "cli.match.positional");
    t.refused(&["void", "friday"], "cli.match.positional");
    t.refused(&["correct", "--entry", "4", "--declarer", "Аня", "--bid", "110", "--conceded"], "match.correct.kind");
    t.refused(&["correct", "1", "--player", "Аня"], "match.correct.kind");
    t.refused(&["correct", "--entry", "3", "--declarer", "Аня", "--bid", "110", "--conceded"], "match.correct.target");
    t.refused(&["correct", "--entry", "5", "--declarer", "Аня", "--bid", "110", "--conceded"], "match.correct.target");
    t.refused(&["correct", "1", "--declarer", "Аня", "--bid", "107", "--conceded"], "thousand.bid.step");
    t.refused(&["correct", "--entry", "4", "--points", "x"], "input.points");
    t.refused(&["correct", "--entry", "4"], "input.empty");
    // A penalty is corrected with its own fields; what is not given stays.
    t.ok(&["correct", "--entry", "4", "--points", "-50"]);
    let v = t.json(&["show"]);
    assert_eq!(v["deals"][3]["corrected_by"], 6, "{v}");
    assert!(t.run(&["verify"]).status.success());
}

#[test]
fn export_then_import_then_export_is_the_same_document() {
    let t = three_deals();
    t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    t.ok(&["correct", "2", "--dealer", "Борис", "--declarer", "Вера", "--bid", "120", "--conceded", "--reason", "120"]);
    t.ok(&["void", "--entry", "4", "--reason", "not a misdeal"]);
    t.ok(&["void", "1"]);
    let first = t.ok(&["export"]);
    assert!(first.contains("\"correct\": 2") && first.contains("\"reason\": \"not a misdeal\""), "{first}");
    let file = t.file("match.json", &first);
    t.ok(&["import", &file, "--name", "again"]);
    let second = t.ok(&["export", "-m", "again"]);
    let doc = |text: &str| {
        let mut v: Value = serde_json::from_str(text).expect("a document");
        v.as_object_mut().expect("an object").remove("name");
        v
    };
    assert_eq!(doc(&first), doc(&second));
    assert!(second.contains("\"name\": \"again\""), "{second}");
    assert_eq!(totals(&t.json(&["show", "1"])), totals(&t.json(&["show", "again"])));
    let log = t.json(&["log", "again"]);
    assert_eq!(log["entries"][5]["reason"], "not a misdeal", "{log}");
    assert_eq!(log["entries"][4]["corrects"], 2, "{log}");
    assert!(t.run(&["verify", "--all"]).status.success());
}

#[test]
fn log_lists_a_match_that_does_not_replay_by_its_kinds() {
    let t = three_deals();
    t.ok(&["void", "2", "--reason", "why"]);
    // Edit a recorded deal behind kozyr's back: the replay fails, the log still lists everything.
    let conn = rusqlite::Connection::open(&t.ledger).expect("open");
    let triggers: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        .expect("prepare")
        .query_map([], |r| r.get(0))
        .expect("query")
        .map(|r| r.expect("name"))
        .collect();
    for name in triggers {
        conn.execute(&format!("DROP TRIGGER \"{name}\""), []).expect("drop trigger");
    }
    conn.execute("UPDATE entries SET payload = '{\"bid\": 7}' WHERE id = 1", []).expect("edit");
    drop(conn);
    let log = t.ok(&["log"]);
    assert!(log.contains("does not replay"), "{log}");
    assert!(log.contains("voids entry 2") && log.contains("reason: why"), "{log}");
    assert_eq!(t.json(&["log"])["replayed"], false);
}

/// The totals of the current match, by player.
fn standing(t: &Table) -> Vec<(String, i64)> {
    totals(&t.json(&["show"]))
}

#[test]
fn undo_of_a_mistaken_void_restores_the_deal_it_voided_not_the_last_deal() {
    for (lang, took, back) in [
        (
            "en",
            "Took back the void at entry 4 (deal 2 voided: oops) in match 1, Thousand; \
             deal 2 is in force again: Вера 110 conceded.",
            "Redone in match 1, Thousand: the void at entry 4 stands again (deal 2 voided: oops).",
        ),
        (
            "ru",
            "Взята назад отмена в записи 4 (сдача 2 отменена: oops) в партии 1, Тысяча; \
             сдача 2 снова действует: Вера 110 — расписано.",
            "Возвращено в партии 1, Тысяча: отмена в записи 4 снова действует (сдача 2 отменена: oops).",
        ),
        (
            "bg",
            "Анулирането в запис 4 (раздаване 2 е анулирано: oops) в игра 1, Хиляда е върнато назад; \
             раздаване 2 отново е в сила: Вера 110 — предаде се.",
            "Възстановено в игра 1, Хиляда: анулирането в запис 4 отново е в сила (раздаване 2 е анулирано: oops).",
        ),
    ] {
        let t = three_deals();
        let all = standing(&t);
        t.ok(&["void", "2", "--reason", "oops"]);
        let voided = standing(&t);
        assert_ne!(voided, all);
        let out = t.ok(&["--lang", lang, "undo"]);
        assert_eq!(out.lines().next(), Some(took), "{out}");
        assert_eq!(standing(&t), all, "deal 2 is back, deal 3 untouched");
        let sheet = t.ok(&["show"]);
        assert_eq!(numbers(&sheet), ["1", "2", "3"], "{sheet}");
        // Redo brings the void back; a second redo has nothing to bring back.
        let out = t.ok(&["--lang", lang, "redo"]);
        assert_eq!(out.lines().next(), Some(back), "{out}");
        assert_eq!(standing(&t), voided);
        t.refused(&["redo"], "match.redo.nothing");
        assert!(t.run(&["verify"]).status.success());
    }
}

#[test]
fn a_void_or_a_correction_is_voided_like_any_entry_and_its_place_is_back() {
    let t = three_deals();
    let all = standing(&t);
    t.ok(&["void", "2"]);
    // The void of the void (entry 4): deal 2 is in force again.
    let out = t.ok(&["void", "--entry", "4", "--reason", "meant another deal"]);
    assert!(
        out.starts_with("Took back the void at entry 4 (deal 2 voided) in match 1, Thousand; deal 2 is in force again"),
        "{out}"
    );
    assert_eq!(standing(&t), all);
    // A void already taken back is not taken back twice; the void of it is voided in turn.
    t.refused(&["void", "--entry", "4"], "match.void.twice");
    t.ok(&["void", "--entry", "5"]);
    assert_ne!(standing(&t), all);
    // A correction voided, then its void voided: the correction is in force again.
    t.ok(&["void", "--entry", "6"]);
    t.ok(&["correct", "3", "--dealer", "Вера", "--declarer", "Вера", "--bid", "100", "--conceded"]);
    let corrected = standing(&t);
    t.ok(&["void", "--entry", "8"]);
    assert_eq!(standing(&t), all);
    t.ok(&["void", "--entry", "9"]);
    assert_eq!(standing(&t), corrected);
    // A voided deal is corrected once its void is taken back: the refusal says how.
    t.ok(&["void", "1"]);
    let err = t.refused(
        &["correct", "1", "--dealer", "Аня", "--declarer", "Аня", "--bid", "100", "--conceded"],
        "match.correct.target",
    );
    assert!(err.contains("`kozyr void --entry 11` takes that void back"), "{err}");
    let log = t.json(&["log"]);
    assert_eq!(log["entries"][4]["voids"], 4);
    assert!(t.run(&["verify"]).status.success());
}

#[test]
fn undo_walks_back_over_its_own_steps_and_redo_brings_them_back_in_turn() {
    let t = three_deals();
    let stages: Vec<_> = (0..3)
        .map(|k| {
            let s = standing(&t);
            if k < 2 {
                t.ok(&["undo"]);
            }
            s
        })
        .collect();
    // Two undos took back deals 3 and 2, not the first undo.
    let v = t.json(&["show"]);
    assert_eq!((v["deals"][2]["voided_by"].clone(), v["deals"][1]["voided_by"].clone()), (4.into(), 5.into()), "{v}");
    let out = t.ok(&["redo"]);
    assert!(out.starts_with("Redone in match 1, Thousand: deal 2 (Вера 110 conceded) is in force again."), "{out}");
    assert_eq!(standing(&t), stages[1]);
    t.ok(&["redo"]);
    assert_eq!(standing(&t), stages[0]);
    // Undo after a redo takes the redone deal back again.
    t.ok(&["undo"]);
    assert_eq!(standing(&t), stages[1]);
    // Once something is written, what undo took back stays taken back.
    deal(&t, &conceded("Вера", "Вера", "100"));
    let err = t.refused(&["redo"], "match.redo.nothing");
    assert!(err.contains("entry 9 was written after the last undo"), "{err}");
    let log = t.ok(&["log"]);
    for (n, step) in [(4, "undo"), (6, "redo"), (8, "undo")] {
        let line = log.lines().find(|l| l.trim_start().starts_with(&format!("{n} "))).unwrap_or_default();
        assert!(line.contains(&format!("  {step}  ")), "entry {n} is an {step}: {log}");
    }
    assert_eq!(t.json(&["log"])["entries"][3]["step"], "undo");
    assert!(t.run(&["verify"]).status.success());
}

#[test]
fn a_refused_write_says_last_that_nothing_was_recorded() {
    let t = three_deals();
    for (lang, last) in [("en", "Nothing was recorded."), ("ru", "Ничего не записано."), ("bg", "Нищо не е записано.")]
    {
        for args in [
            vec!["--lang", lang, "deal", "--declarer", "Борис", "--bid", "107", "--conceded"],
            vec!["--lang", lang, "penalty", "--player", "Глеб", "--reason", "misdeal"],
            vec!["--lang", lang, "void", "9"],
            vec!["--lang", lang, "correct", "9", "--declarer", "Аня", "--bid", "100", "--conceded"],
            vec!["--lang", lang, "redo"],
            vec!["--lang", lang, "player", "rename", "Аня", "Аня"],
        ] {
            let out = t.run(&args);
            let err = String::from_utf8_lossy(&out.stderr).to_string();
            assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
            assert_eq!(err.lines().last(), Some(last), "{args:?}: {err}");
        }
        // A read that fails wrote nothing it could have written: no such line.
        let out = t.run(&["--lang", lang, "show", "-m", "9"]);
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        assert!(!err.contains(last), "{err}");
    }
    // Undo right after a refused deal takes deal 3 and says so.
    let out = t.ok(&["undo"]);
    assert!(out.starts_with("Voided deal 3 (Аня 105 conceded)"), "{out}");
}
