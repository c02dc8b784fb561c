//! `kozyr history` through the real binary: the filters, the order, the JSON view, each refusal
//! (exit 1, nothing written), the Russian and Bulgarian tables, the exported forms, and a ledger
//! written before the cached standing counted the deals.

use crate::support::common;

use common::*;
use serde_json::Value;

/// The demo's Thousand (match 1, won by Аня in 11 deals) on 1 March 2026; a Belot of two teams
/// (match 2, no deals) and a Thousand of Аня, Глеб and Дина (match 3, one deal) on 8 March, the
/// Belot first. The starting times are set in the ledger, as a table that played then has them.
fn three_matches() -> Table {
    let t = Table::new();
    // The demo match, imported so that all its entries carry one time: `kozyr demo` records deal
    // after deal, and on a slow machine its first and last entries may fall in different seconds,
    // which would give it a duration.
    let demo = Table::new();
    demo.ok(&["demo"]);
    let doc = demo.ok(&["export", "--format", "json"]);
    t.ok(&["import", &t.file("demo.json", &doc)]);
    t.ok(&["new", "belot", "--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена"]);
    t.ok(&["new", "thousand", "--players", "Аня,Глеб,Дина"]);
    t.ok(&[
        "deal",
        "--declarer",
        "Глеб",
        "--bid",
        "120",
        "--points",
        "Аня=22,Глеб=75,Дина=23",
        "--marriage",
        "Глеб:hearts",
    ]);
    let db = rusqlite::Connection::open(&t.ledger).expect("ledger opens");
    for (id, at) in [
        (1, "2026-03-01T20:00:00.000000000Z"),
        (2, "2026-03-08T19:00:00.000000000Z"),
        (3, "2026-03-08T21:00:00.000000000Z"),
    ] {
        db.execute("UPDATE matches SET created_at = ?2 WHERE id = ?1", rusqlite::params![id, at]).expect("update");
    }
    t
}

/// The ids `kozyr history ARGS --json` lists, in its order.
fn ids(t: &Table, args: &[&str]) -> Vec<i64> {
    let mut all = vec!["history"];
    all.extend_from_slice(args);
    match t.json(&all) {
        Value::Array(ms) => ms.iter().map(|m| m["id"].as_i64().expect("id")).collect(),
        other => panic!("history --json is not an array: {other}"),
    }
}

#[test]
fn history_lists_every_match_newest_first() {
    let t = three_matches();
    assert_eq!(ids(&t, &[]), [3, 2, 1]);
}

#[test]
fn a_player_is_found_by_any_case_of_the_name() {
    let t = three_matches();
    assert_eq!(ids(&t, &["--player", "аня"]), [3, 1], "Аня played the demo and match 3");
    assert_eq!(ids(&t, &["--player", "ГЛЕБ"]), [3]);
    assert_eq!(ids(&t, &["--player", "Мария"]), [2], "a player of a team");
}

#[test]
fn a_game_is_found_by_its_id_or_any_languages_name() {
    let t = three_matches();
    assert_eq!(ids(&t, &["--game", "thousand"]), [3, 1]);
    assert_eq!(ids(&t, &["--game", "Тысяча"]), [3, 1]);
    assert_eq!(ids(&t, &["--game", "Белот"]), [2]);
    assert_eq!(ids(&t, &["--game", "belot", "--player", "Аня"]), Vec::<i64>::new(), "both must hold");
}

#[test]
fn dates_bound_the_start_and_until_takes_its_whole_day() {
    let t = three_matches();
    assert_eq!(ids(&t, &["--since", "2026-03-08"]), [3, 2]);
    assert_eq!(ids(&t, &["--until", "2026-03-01"]), [1]);
    assert_eq!(ids(&t, &["--since", "2026-03-02", "--until", "2026-03-08"]), [3, 2]);
    assert_eq!(ids(&t, &["--since", "2026-03-09"]), Vec::<i64>::new());
}

#[test]
fn the_json_view_is_the_documented_shape() {
    let t = three_matches();
    let v = t.json(&["history"]);
    let keys = |m: &Value| m.as_object().expect("object").keys().cloned().collect::<Vec<_>>();
    let documented = [
        "id",
        "name",
        "game",
        "players",
        "started",
        "first_entry",
        "last_entry",
        "duration_seconds",
        "finished",
        "totals",
        "leader",
        "winner",
        "deals",
    ];
    for m in v.as_array().expect("array") {
        assert_eq!(keys(m), documented, "{m}");
    }
    let demo = &v[2];
    assert_eq!(demo["game"], "thousand");
    assert_eq!(demo["started"], "2026-03-01T20:00:00Z");
    assert_eq!(demo["finished"], true);
    assert_eq!(demo["winner"], "Аня");
    assert_eq!(demo["deals"], 11);
    assert_eq!(demo["totals"]["Аня"], 1020);
    let open = &v[0];
    assert_eq!(open["finished"], false);
    assert_eq!(open["winner"], Value::Null);
    assert_eq!(open["leader"], "Глеб");
    assert_eq!(open["deals"], 1);
    assert_eq!(open["players"], serde_json::json!(["Аня", "Глеб", "Дина"]));
    assert!(open["duration_seconds"].as_i64().is_some_and(|s| s >= 0));
    let belot = &v[1];
    assert_eq!(belot["deals"], 0);
    assert_eq!(belot["first_entry"], Value::Null);
    assert_eq!(belot["totals"], serde_json::json!({"Ние": 0, "Вие": 0}));
}

#[test]
fn each_bad_flag_is_refused_and_nothing_is_written() {
    let t = three_matches();
    t.refused(&["history", "--since", "8.3.2026"], "history.since.format");
    t.refused(&["history", "--since", "2026-3-8"], "history.since.format");
    t.refused(&["history", "--until", "2026-02-30"], "history.until.format");
    t.refused(&["history", "--since", "2026-03-09", "--until", "2026-03-08"], "history.dates.order");
    t.refused(&["history", "--game", "шахматы"], "game.unknown");
    let err = t.refused(&["history", "--player", "Жора"], "history.player.unknown");
    assert!(err.contains("Жора"), "{err}");
    let err = t.refused(&["--lang", "ru", "history", "--since", "вчера"], "history.since.format");
    assert!(err.contains("ГГГГ-ММ-ДД"), "{err}");
}

#[test]
fn history_of_a_ledger_that_does_not_exist_is_refused_without_creating_it() {
    let t = Table::new();
    t.refused(&["history"], "ledger.missing");
    assert!(!t.ledger.exists());
}

#[test]
fn the_table_has_a_line_per_match_in_the_readers_language() {
    let t = three_matches();
    let en = t.ok(&["--ascii", "history"]);
    insta::assert_snapshot!(en, @r"
    +------------+--------------+---------------------------+------------------------------+--------+-------+----------+
    | date       | game         | players                   | result                       | winner | deals | duration |
    +============+==============+===========================+==============================+========+=======+==========+
    | 2026-03-08 | Thousand     | Аня, Глеб, Дина           | Аня 20, Глеб 120, Дина 25    | -      |     1 |        - |
    | 2026-03-08 | Bridge-Belot | Иван, Петър, Мария, Елена | Ние 0, Вие 0                 | -      |     0 |        - |
    | 2026-03-01 | Thousand     | Аня, Борис, Вера          | Аня 1020, Борис 100, Вера 30 | Аня    |    11 |        - |
    +------------+--------------+---------------------------+------------------------------+--------+-------+----------+
    ");
    let ru = t.ok(&["--lang", "ru", "history", "--game", "тысяча"]);
    for word in ["дата", "игра", "игроки", "счёт", "победитель", "сдачи", "длительность", "Тысяча", "Аня", "Глеб"]
    {
        assert!(ru.contains(word), "no «{word}» in:\n{ru}");
    }
    let bg = t.ok(&["--lang", "bg", "history"]);
    for word in ["дата", "играчи", "резултат", "победител", "раздавания", "Хиляда", "Бридж-белот"]
    {
        assert!(bg.contains(word), "no «{word}» in:\n{bg}");
    }
}

#[test]
fn an_empty_history_says_so() {
    let t = three_matches();
    let out = t.ok(&["history", "--since", "2030-01-01"]);
    assert!(out.contains("kozyr history"), "{out}");
    assert_eq!(t.json(&["history", "--since", "2030-01-01"]), serde_json::json!([]));
}

#[test]
fn markdown_csv_and_html_carry_the_same_lines() {
    let t = three_matches();
    let md = t.ok(&["history", "--format", "md", "--player", "Аня"]);
    let md: Vec<&str> = md.lines().collect();
    assert_eq!(md.len(), 4, "a header, its rule and two matches: {md:?}");
    assert_eq!(md[0], "| date | game | players | result | winner | deals | duration |");
    assert!(md[3].starts_with("| 2026-03-01 | Thousand | Аня, Борис, Вера | Аня 1020, Борис 100, Вера 30 | Аня | 11 |"));

    let csv = t.ok(&["--lang", "ru", "history", "--format", "csv"]);
    assert!(csv.starts_with('\u{feff}'), "a byte order mark first, for spreadsheets");
    let rows: Vec<&str> = csv.trim_start_matches('\u{feff}').split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[0], "дата,игра,игроки,счёт,победитель,сдачи,минуты");
    assert_eq!(rows[3], "2026-03-01,Тысяча,\"Аня, Борис, Вера\",\"Аня 1020, Борис 100, Вера 30\",Аня,11,0");
    assert_eq!(
        rows[2], "2026-03-08,Белот,\"Иван, Петър, Мария, Елена\",\"Ние 0, Вие 0\",,0,",
        "no entries, no minutes"
    );

    let html = t.ok(&["--lang", "bg", "history", "--format", "html"]);
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("<html lang=\"bg\">"));
    assert!(html.contains("@page{size:A4"), "print CSS for A4");
    assert!(html.contains("<td>Хиляда</td>"));
    assert_eq!(html.matches("<tr>").count(), 4, "a header row and three matches");
    for outside in ["<script", "<link", "http://", "https://", "src="] {
        assert!(!html.contains(outside), "self-contained: no {outside}");
    }
}

#[test]
fn json_wins_over_format() {
    let t = three_matches();
    assert_eq!(ids(&t, &["--format", "csv"]), [3, 2, 1]);
}

#[test]
fn piped_output_is_never_paged() {
    // A pager that would fail if it were run: the table must come straight out.
    let t = three_matches();
    let out = t.kozyr().args(["history"]).env("PAGER", "false").output().expect("kozyr runs");
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("2026-03-01"));
}

/// A ledger from before the cached standing counted the deals: `history` counts them by replaying
/// that match, and neither `show` nor `verify` calls the older standing stale.
#[test]
fn an_older_standing_without_deals_is_replayed_and_not_stale() {
    let t = three_matches();
    let db = rusqlite::Connection::open(&t.ledger).expect("ledger opens");
    db.execute("UPDATE matches SET status = json_remove(status, '$.deals')", []).expect("update");
    drop(db);
    let v = t.json(&["history"]);
    let deals: Vec<i64> = v.as_array().expect("array").iter().map(|m| m["deals"].as_i64().expect("deals")).collect();
    assert_eq!(deals, [1, 0, 11]);
    let out = t.run(&["show", "1"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("verify"), "{}", String::from_utf8_lossy(&out.stderr));
    t.ok(&["verify", "--all"]);
}

#[test]
fn a_ledger_that_is_not_a_ledger_is_refused_and_left_alone() {
    let t = Table::new();
    std::fs::write(&t.ledger, "shopping list: bread, milk\n").expect("write");
    expect_refusal(&t.run(&["history"]), "ledger.not-a-ledger", &["history"]);
    assert_eq!(std::fs::read_to_string(&t.ledger).expect("read"), "shopping list: bread, milk\n");
}
