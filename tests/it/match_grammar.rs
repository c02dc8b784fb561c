//! The right match, always (issue 9 §1): one grammar for naming a match (`-m/--match ID|NAME`),
//! positional numbers that are never read as a match by a command that writes, the current match as
//! every command's default, names compared ignoring case, and a first line on every write that says
//! which match took it.

use crate::support::common;

use common::*;
use serde_json::Value;

/// Борис makes 120 with the ♥ marriage: the first deal of a Thousand match of Аня, Борис, Вера.
const DEAL: [&str; 9] = [
    "deal",
    "--declarer",
    "Борис",
    "--bid",
    "120",
    "--points",
    "Аня=22,Борис=75,Вера=23",
    "--marriage",
    "Борис:hearts",
];

/// Вера concedes 110: the second deal.
const DEAL2: [&str; 6] = ["deal", "--declarer", "Вера", "--bid", "110", "--conceded"];

fn with<'a>(base: &[&'a str], more: &[&'a str]) -> Vec<&'a str> {
    let mut v = base.to_vec();
    v.extend_from_slice(more);
    v
}

/// Entries of one match, read with a raw connection.
fn rows_of(t: &Table, id: i64) -> i64 {
    let conn = rusqlite::Connection::open_with_flags(&t.ledger, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
        .expect("open the ledger read-only");
    conn.query_row("SELECT count(*) FROM entries WHERE match_id = ?1", [id], |r| r.get(0)).expect("count entries")
}

/// Two Thousand matches with one deal each; match 2 («пятница») is current.
fn two_matches() -> Table {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", PLAYERS]);
    t.ok(&DEAL);
    t.ok(&["new", "thousand", "--players", PLAYERS, "--name", "пятница"]);
    t.ok(&DEAL);
    t
}

#[test]
fn undo_with_a_number_is_refused_with_what_was_meant_and_writes_nothing() {
    // The issue's own case: `kozyr undo 1` voided match 1's deal instead of acting on the current match.
    let t = two_matches();
    let before = entry_rows(&t.ledger);
    let err = t.refused(&["undo", "1"], "cli.match.positional");
    assert!(err.contains("match 2 «пятница»"), "it names the match undo acts on: {err}");
    assert!(err.contains("`kozyr void 1`"), "it offers to void deal 1: {err}");
    assert!(err.contains("`kozyr undo -m 1`"), "it offers match 1: {err}");
    assert_eq!(entry_rows(&t.ledger), before);
    assert_eq!((rows_of(&t, 1), rows_of(&t, 2)), (1, 1));
}

#[test]
fn deal_check_and_penalty_take_no_positional_either() {
    let t = two_matches();
    let err = t.refused(&with(&DEAL2, &["1"]), "cli.match.positional");
    assert!(err.contains("records into match 2 «пятница»") && err.contains("`kozyr deal -m 1 …`"), "{err}");
    let mut check = DEAL2.to_vec();
    check[0] = "check";
    t.refused(&with(&check, &["пятница"]), "cli.match.positional");
    let err = t.refused(&["penalty", "7", "--player", "Аня", "--reason", "misdeal"], "cli.match.positional");
    assert!(!err.contains("-m 7"), "7 is no match, so it is not offered as one: {err}");
    // In the reader's language too.
    let err = t.refused(&["--lang", "ru", "undo", "1"], "cli.match.positional");
    assert!(err.contains("партии 2 «пятница»") && err.contains("`kozyr void 1`"), "{err}");
}

#[test]
fn a_match_is_chosen_by_number_or_by_name_in_any_case() {
    let t = two_matches();
    t.ok(&["new", "thousand", "--players", PLAYERS, "--name", "Friday"]);
    assert_eq!(t.json(&["show", "-m", "1"])["match"], 1);
    assert_eq!(t.json(&["show", "-m", "FRIDAY"])["match"], 3);
    // Cyrillic: «Пятница» finds «пятница».
    assert_eq!(t.json(&["show", "-m", "Пятница"])["match"], 2);
    assert_eq!(t.json(&["show", "ПЯТНИЦА"])["match"], 2);
    let v = t.json(&with(&DEAL2, &["-m", "Пятница"]));
    assert_eq!((v["match"].as_i64(), v["name"].as_str()), (Some(2), Some("пятница")));
    assert_eq!(rows_of(&t, 2), 2);
    t.refused(&["show", "-m", "суббота"], "ledger.match-not-found");
    t.refused(&["show", "-m", "9"], "ledger.match-not-found");
}

#[test]
fn a_name_that_is_a_number_is_refused() {
    let t = Table::with_match();
    let err = t.refused(&["new", "thousand", "--players", PLAYERS, "--name", "42"], "match.name.number");
    assert!(err.contains("\"42\""), "{err}");
    let doc = t.file("doc.json", ISSUE_DOC);
    t.refused(&["import", &doc, "--name", "7"], "match.name.number");
}

#[test]
fn a_name_another_match_has_in_another_case_is_refused() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", PLAYERS, "--name", "Пятница"]);
    let err = t.refused(&["new", "thousand", "--players", PLAYERS, "--name", "пятница"], "ledger.duplicate-name");
    assert!(err.contains("Пятница"), "the stored name is named: {err}");
    let doc = t.file("doc.json", ISSUE_DOC);
    t.refused(&["import", &doc, "--name", "ПЯТНИЦА"], "ledger.duplicate-name");
}

#[test]
fn two_old_names_that_differ_only_in_case_are_not_guessed_between() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", PLAYERS, "--name", "Friday"]);
    t.ok(&["new", "thousand", "--players", PLAYERS, "--name", "other"]);
    // A ledger written before names were compared ignoring case may hold both spellings.
    let conn = rusqlite::Connection::open(&t.ledger).expect("open the ledger");
    conn.execute("UPDATE matches SET name = 'friday' WHERE id = 2", []).expect("rename");
    drop(conn);
    // Spelled as stored, each is found; in a third spelling neither is chosen.
    assert_eq!(t.json(&["show", "-m", "Friday"])["match"], 1);
    assert_eq!(t.json(&["show", "-m", "friday"])["match"], 2);
    let err = t.refused(&["show", "-m", "FRIDAY"], "match.name.ambiguous");
    assert!(err.contains("1 «Friday»") && err.contains("2 «friday»"), "{err}");
}

#[test]
fn use_switches_the_current_match_and_writes_follow_it() {
    let t = two_matches();
    let out = t.ok(&["use", "1"]);
    assert!(out.starts_with("The current match is now match 1, Thousand.\nMatch 1 — Thousand"), "{out}");
    assert!(out.contains("Next:"), "it says the match's state: {out}");
    let v = t.json(&["undo"]);
    assert_eq!((v["match"].as_i64(), v["voided"].as_i64()), (Some(1), Some(1)));
    assert_eq!((rows_of(&t, 1), rows_of(&t, 2)), (2, 1));
    t.ok(&DEAL);
    assert_eq!((rows_of(&t, 1), rows_of(&t, 2)), (3, 1));
    // By name, with -m; without a match it only says which one is current.
    t.ok(&["use", "-m", "ПЯТНИЦА"]);
    assert_eq!(t.ok(&["use"]).lines().next(), Some("The current match is match 2 «пятница», Thousand."));
    t.refused(&["use", "1", "-m", "2"], "cli.match.twice");
    t.refused(&["use", "3"], "ledger.match-not-found");
}

#[test]
fn a_read_with_m_leaves_the_current_match_and_a_write_with_m_moves_it() {
    let t = two_matches();
    t.ok(&["show", "-m", "1"]);
    t.ok(&["explain", "-m", "1", "1"]);
    t.ok(&["export", "-m", "1"]);
    let mut check = DEAL2.to_vec();
    check[0] = "check";
    t.ok(&with(&check, &["-m", "1"]));
    assert_eq!(t.json(&["undo"])["match"], 2, "reads did not move the current match");
    t.ok(&with(&DEAL2, &["-m", "1"]));
    assert_eq!(t.json(&["undo"])["match"], 1, "the write with -m did");
}

#[test]
fn a_finished_current_match_stays_viewable_and_a_deal_into_it_names_the_open_ones() {
    let t = Table::with_match();
    t.ok(&["import", &t.file("demo.json", DEMO_DOC)]);
    let sheet = t.ok(&["show"]);
    assert!(sheet.starts_with("Match 2 — Thousand") && sheet.contains("Winner: Аня"), "{sheet}");
    assert!(t.ok(&["explain"]).starts_with("Deal 11:"), "the last deal of the finished match");
    assert!(t.ok(&["explain", "3"]).starts_with("Deal 3:"));
    assert_eq!(t.json(&["export"])["deals"].as_array().map(Vec::len), Some(12));
    let err = t.refused(
        &["deal", "--declarer", "Вера", "--bid", "100", "--points", "Аня=22,Борис=75,Вера=23"],
        "match.finished",
    );
    assert!(err.contains("match 2 is over") && err.contains("match 1 (Thousand)"), "{err}");
    assert!(err.contains("`kozyr use 1`") && err.contains("`kozyr deal -m 1 …`"), "{err}");
    let err = t.refused(&["penalty", "--player", "Вера", "--reason", "misdeal"], "match.finished");
    assert!(err.contains("`kozyr penalty -m 1 …`"), "{err}");
}

#[test]
fn every_write_says_first_which_match_took_it() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", PLAYERS, "--name", "пятница"]);
    let out = t.ok(&DEAL);
    assert!(out.starts_with("Recorded in match 1 «пятница», Thousand, deal 1.\nMatch 1 «пятница»"), "{out}");
    let out = t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    assert!(out.starts_with("Penalty recorded in match 1 «пятница», Thousand, under deal 1: "), "{out}");
    let out = t.ok(&["undo"]);
    assert!(out.starts_with("Voided penalty: misdeal in match 1 «пятница», Thousand; it stays"), "{out}");
    let out = t.ok(&["undo"]);
    assert!(out.starts_with("Voided deal 1 (Борис 120) in match 1 «пятница», Thousand;"), "{out}");
    // An unnamed match is its number alone; in Russian the match is «партия».
    t.ok(&["new", "thousand", "--players", PLAYERS]);
    let out = t.ok(&with(&["--lang", "ru"], &DEAL));
    assert!(out.starts_with("Записано в партию 2, Тысяча, сдача 1.\n"), "{out}");
    let out = t.ok(&["--lang", "ru", "penalty", "--player", "Вера", "--reason", "misdeal"]);
    assert!(out.starts_with("Штраф записан в партию 2, Тысяча, после сдачи 1: "), "{out}");
    let out = t.ok(&["--lang", "ru", "undo"]);
    assert!(out.starts_with("Отменено в партии 2, Тысяча: "), "{out}");
    t.ok(&with(&DEAL, &["-m", "пятница"]));
    let out = t.ok(&["--lang", "ru", "undo"]);
    assert!(out.starts_with("Сдача 1 (Борис 120) партии 1 «пятница», Тысяча, отменена;"), "{out}");
}

#[test]
fn the_json_of_a_write_names_the_match() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", PLAYERS, "--name", "пятница"]);
    for args in [&DEAL[..], &["penalty", "--player", "Вера", "--reason", "misdeal"], &["undo"]] {
        let v: Value = t.json(args);
        assert_eq!((v["match"].as_i64(), v["name"].as_str()), (Some(1), Some("пятница")), "{args:?}");
    }
    t.ok(&["new", "thousand", "--players", PLAYERS]);
    assert_eq!(t.json(&DEAL)["name"], Value::Null);
}

#[test]
fn another_games_flags_name_the_match_used_and_the_matches_that_take_them() {
    let t = Table::new();
    t.ok(&["new", "belot", "--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена", "--name", "петък"]);
    t.ok(&["new", "thousand", "--players", PLAYERS, "--name", "пятница"]);
    let err = t.refused(&["deal", "--contract", "hearts", "--by", "Иван"], "entry.flag.unknown");
    assert!(err.contains("match 2 «пятница» is Thousand; --contract --by are not Thousand flags"), "{err}");
    assert!(err.contains("match 1 «петък» (Bridge-Belot)") && err.contains("`kozyr deal -m 1 …`"), "{err}");
    // A flag no open match takes: the game that has it, and how to start one.
    let err = t.refused(&["deal", "-m", "петък", "--declarer", "Иван", "--bid", "120"], "entry.flag.unknown");
    assert!(err.contains("match 1 «петък» is Bridge-Belot"), "{err}");
    assert!(err.contains("match 2 «пятница» (Thousand)"), "{err}");
    let err = t.refused(&["--lang", "ru", "check", "--contract", "hearts"], "entry.flag.unknown");
    assert!(err.contains("партия 2 «пятница» — это Тысяча") && err.contains("`kozyr check -m 1 …`"), "{err}");
}

#[test]
fn a_match_given_both_ways_is_refused() {
    let t = two_matches();
    for cmd in ["show", "export"] {
        let err = t.refused(&[cmd, "1", "-m", "2"], "cli.match.twice");
        assert!(err.contains("-m 2") && err.contains('1'), "{err}");
    }
    // Even when both name the same match: one way to say it.
    t.refused(&["show", "2", "--match", "пятница"], "cli.match.twice");
}

#[test]
fn explain_takes_a_deal_and_the_match_only_with_m() {
    let t = two_matches();
    t.ok(&with(&DEAL2, &["-m", "1"]));
    t.ok(&["use", "2"]);
    // `explain 2` is deal 2 of the current match, which has one deal.
    t.refused(&["explain", "2"], "match.entry.unknown");
    assert!(t.ok(&["explain", "-m", "1", "2"]).starts_with("Deal 2: Вера 110 conceded"));
    let err = t.refused(&["explain", "1", "2"], "cli.match.positional");
    assert!(err.contains("`kozyr explain -m 1 2`"), "{err}");
    let err = t.refused(&["explain", "пятница"], "cli.match.positional");
    assert!(err.contains("`kozyr explain -m пятница`"), "{err}");
}

#[test]
fn import_takes_a_name_and_the_imported_match_becomes_current() {
    let t = Table::with_match();
    let doc = t.file("doc.json", ISSUE_DOC);
    let v = t.json(&["import", &doc, "--name", "Суббота"]);
    assert_eq!((v["match"].as_i64(), v["name"].as_str()), (Some(2), Some("Суббота")));
    assert_eq!(t.json(&["show"])["match"], 2);
    assert_eq!(t.json(&["export", "-m", "суббота"])["name"], "Суббота");
    // The document's own name gives way to --name.
    let named = t.file("named.json", &ISSUE_DOC.replacen("{", r#"{"name": "воскресенье","#, 1));
    assert_eq!(t.json(&["import", &named, "--name", "понедельник"])["name"], "понедельник");
    assert_eq!(t.json(&["import", &named])["name"], "воскресенье");
    t.refused(&["import", &named, "--name", "ВОСКРЕСЕНЬЕ"], "ledger.duplicate-name");
}
