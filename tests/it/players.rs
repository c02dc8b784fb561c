//! Players are the same person across matches: `kozyr player list | rename | merge` through the
//! real binary. A rename or a merge is an entry, never an edit — every old match keeps showing,
//! replaying and exporting with the names it was recorded with, while history finds it under the
//! person; each refusal (exit 1, nothing written); the append-only guard; a ledger of the previous
//! schema migrated; a cache edited behind kozyr's back found by `kozyr verify`.

use crate::support::common;

use std::path::Path;

use common::*;
use rusqlite::Connection;
use serde_json::Value;

/// A match of Аня, Борис and Вера with one deal, as the table recorded it.
fn one_deal() -> Table {
    let t = Table::with_match();
    t.ok(&["deal", "--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23"]);
    t
}

/// The ids `kozyr history ARGS --json` lists.
fn history_ids(t: &Table, args: &[&str]) -> Vec<i64> {
    let mut all = vec!["history"];
    all.extend_from_slice(args);
    match t.json(&all) {
        Value::Array(rows) => rows.iter().map(|r| r["id"].as_i64().expect("id")).collect(),
        other => panic!("history --json is not an array: {other}"),
    }
}

/// Each person of `player list --json`: (name, earlier names, merged, matches).
fn people(t: &Table) -> Vec<(String, Vec<String>, Vec<String>, u64)> {
    let names = |v: &Value| -> Vec<String> {
        v.as_array().expect("names").iter().map(|n| n.as_str().expect("name").to_string()).collect()
    };
    match t.json(&["player", "list"]) {
        Value::Array(ps) => ps
            .iter()
            .map(|p| {
                (
                    p["name"].as_str().expect("name").to_string(),
                    names(&p["former_names"]),
                    names(&p["merged"]),
                    p["matches"].as_u64().expect("matches"),
                )
            })
            .collect(),
        other => panic!("player list --json is not an array: {other}"),
    }
}

fn person(name: &str, former: &[&str], merged: &[&str], matches: u64) -> (String, Vec<String>, Vec<String>, u64) {
    let own = |v: &[&str]| v.iter().map(|s| s.to_string()).collect();
    (name.to_string(), own(former), own(merged), matches)
}

/// The names match `id` lists its players under, from `list --json`.
fn seated(t: &Table, id: i64) -> Value {
    let all = t.json(&["list"]);
    let m = all.as_array().expect("matches").iter().find(|m| m["id"] == id).expect("the match is listed");
    m["players"].clone()
}

fn sql(t: &Table) -> Connection {
    Connection::open(&t.ledger).expect("ledger opens")
}

#[test]
fn a_renamed_player_keeps_the_old_name_in_old_matches_and_is_found_under_the_new_one() {
    let t = one_deal();
    let export = t.ok(&["export", "1", "--format", "json"]);
    let sheet = t.ok(&["show", "1"]);
    let shown = t.json(&["show", "1"]);
    let out = t.ok(&["player", "rename", "Аня", "Анна", "--reason", "вышла замуж"]);
    assert!(out.contains("“Аня” is now called “Анна”"), "{out}");

    // The old match reads exactly as recorded: its sheet, its JSON, its export.
    assert_eq!(t.ok(&["export", "1", "--format", "json"]), export);
    assert_eq!(t.ok(&["show", "1"]), sheet);
    assert_eq!(t.json(&["show", "1"]), shown);
    assert_eq!(seated(&t, 1), serde_json::json!(["Аня", "Борис", "Вера"]));
    // And its export still replays on its own, with the names its deals were recorded with.
    let doc = t.file("match.json", &export);
    let replayed = t.json(&["replay", &doc]);
    assert_eq!(totals(&replayed), totals(&shown));

    // History finds it under the new name, the old one, in any case.
    assert_eq!(history_ids(&t, &["--player", "Анна"]), [1]);
    assert_eq!(history_ids(&t, &["--player", "аня"]), [1]);
    assert_eq!(people(&t)[0], person("Анна", &["Аня"], &[], 1));
    // The entry keeps the reason and both names.
    let (old, new, reason): (String, String, String) = sql(&t)
        .query_row("SELECT old_name, name, reason FROM player_entries", [], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .expect("one entry");
    assert_eq!((old.as_str(), new.as_str(), reason.as_str()), ("Аня", "Анна", "вышла замуж"));
}

#[test]
fn a_new_match_seats_the_person_a_former_name_or_a_merged_spelling_now_is() {
    let t = one_deal();
    t.ok(&["player", "rename", "Аня", "Анна"]);
    // The table still calls her Аня: she is seated as herself, under the name written there.
    t.ok(&["new", "thousand", "--players", "Аня,Борис,Вера"]);
    t.ok(&["new", "thousand", "--players", "анна,Борис,Гена"]);
    assert_eq!(seated(&t, 2), serde_json::json!(["Аня", "Борис", "Вера"]));
    assert_eq!(seated(&t, 3), serde_json::json!(["анна", "Борис", "Гена"]));
    assert_eq!(
        people(&t),
        [
            person("Анна", &["Аня"], &[], 3),
            person("Борис", &[], &[], 3),
            person("Вера", &[], &[], 2),
            person("Гена", &[], &[], 1)
        ]
    );
    assert_eq!(history_ids(&t, &["--player", "Анна"]), [3, 2, 1]);
}

#[test]
fn merging_two_spellings_makes_history_find_both() {
    let t = one_deal();
    t.ok(&["new", "thousand", "--players", "Anya,Борис,Вера"]);
    assert_eq!(history_ids(&t, &["--player", "Аня"]), [1]);
    let out = t.ok(&["player", "merge", "Anya", "--into", "Аня", "--reason", "одна и та же"]);
    assert!(out.contains("“Anya” is now one person with “Аня”"), "{out}");
    assert_eq!(history_ids(&t, &["--player", "Аня"]), [2, 1]);
    assert_eq!(history_ids(&t, &["--player", "anya"]), [2, 1]);
    // Each match keeps the spelling it was recorded with.
    assert_eq!(seated(&t, 2), serde_json::json!(["Anya", "Борис", "Вера"]));
    assert_eq!(people(&t)[0], person("Аня", &[], &["Anya"], 2));
    // The merged spelling seats the person from now on.
    t.ok(&["new", "thousand", "--players", "Anya,Борис,Вера"]);
    assert_eq!(people(&t)[0], person("Аня", &[], &["Anya"], 3));
    assert_eq!(people(&t).len(), 3);
}

#[test]
fn merging_a_person_moves_everyone_merged_into_them_and_the_statistics_grouping_follows() {
    let t = one_deal();
    t.ok(&["new", "thousand", "--players", "Anya,Борис,Вера"]);
    t.ok(&["new", "thousand", "--players", "Ann,Борис,Вера"]);
    t.ok(&["player", "merge", "Anya", "--into", "Ann"]);
    t.ok(&["player", "merge", "Ann", "--into", "Аня"]);
    assert_eq!(people(&t)[0], person("Аня", &[], &["Anya", "Ann"], 3));
    assert_eq!(history_ids(&t, &["--player", "ann"]), [3, 2, 1]);
    // One step from every player to the person: the chain is flattened in the cache.
    let merged: Vec<(i64, Option<i64>)> = sql(&t)
        .prepare("SELECT id, merged_into FROM players ORDER BY id")
        .and_then(|mut s| s.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?.collect())
        .expect("players");
    assert_eq!(merged, [(1, None), (2, None), (3, None), (4, Some(1)), (5, Some(1))]);
    let ledger = kozyr::ledger::Ledger::open(&t.ledger).expect("ledger");
    let ids = ledger.identities().expect("identities");
    assert_eq!([ids[&1], ids[&4], ids[&5], ids[&2]], [1, 1, 1, 2]);
    let v = t.json(&["verify", "--all"]);
    assert_eq!(v["intact"], true, "{v}");
    assert_eq!(v["players"]["entries"], 2);
}

#[test]
fn each_bad_rename_or_merge_is_refused_and_writes_nothing() {
    let t = one_deal();
    t.ok(&["new", "thousand", "--players", "Anya,Борис,Гена"]);
    t.ok(&["player", "merge", "Anya", "--into", "Аня"]);
    let cases: &[(&[&str], &str, &str)] = &[
        (&["player", "rename", "Жора", "Георгий"], "player.unknown", "no player is or was called “Жора”"),
        (&["player", "merge", "Жора", "--into", "Аня"], "player.unknown", "“Жора”"),
        (&["player", "merge", "Аня", "--into", "Жора"], "player.unknown", "“Жора”"),
        (&["player", "rename", "Аня", "Борис"], "player.rename.taken", "merge instead"),
        (&["player", "rename", "Аня", "борис"], "player.rename.taken", "another person, Борис"),
        (&["player", "rename", "Аня", "Аня"], "player.rename.same", "already called so"),
        (&["player", "rename", "Аня", "ANYA"], "player.rename.taken", "already merged into Аня"),
        (&["player", "merge", "Аня", "--into", "аня"], "player.merge.self", "one person already"),
        (&["player", "merge", "Аня", "--into", "Anya"], "player.merge.already", "“Anya” is merged into Аня"),
        (&["player", "merge", "Anya", "--into", "Аня"], "player.merge.already", "already"),
        (&["player", "rename", "Аня", ""], "match.players.name", ""),
        (&["player", "rename", "Аня", "   "], "match.players.name", ""),
        (&["player", "rename", "Аня", "Аня,Борис"], "match.players.name", ""),
        (&["player", "rename", "Аня", "42"], "match.players.name", ""),
        (&["player", "rename", "Аня", "А\u{202e}ня"], "match.players.invisible", "U+202E"),
        (&["player", "rename", "Аня", "Аннабелла-Анастасия-Александра-Аполлинария"], "match.players.name", ""),
        (&["player", "rename", "Аня", "Анна", "--reason", " "], "match.reason", ""),
    ];
    for (args, rule, says) in cases {
        let err = t.refused(args, rule);
        assert!(err.contains(says), "{args:?}: {err}");
    }
    let n: i64 = sql(&t).query_row("SELECT count(*) FROM player_entries", [], |r| r.get(0)).expect("count");
    assert_eq!(n, 1, "only the merge made before");
}

#[test]
fn a_name_two_people_had_is_refused_as_ambiguous() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", "Саша,Борис,Вера"]);
    t.ok(&["player", "rename", "Саша", "Алекс"]);
    t.ok(&["new", "thousand", "--players", "Саня,Борис,Вера"]);
    t.ok(&["player", "rename", "Саня", "Саша"]);
    t.ok(&["player", "rename", "Саша", "Шура"]);
    let err = t.refused(&["player", "rename", "саша", "Сан Саныч"], "player.ambiguous");
    assert!(err.contains("Алекс, Шура"), "{err}");
    // History asks who sat, not who one is: both are found.
    assert_eq!(history_ids(&t, &["--player", "саша"]), [2, 1]);
}

#[test]
fn the_player_entries_and_the_seats_refuse_update_and_delete() {
    let t = one_deal();
    t.ok(&["player", "rename", "Аня", "Анна"]);
    let db = sql(&t);
    for statement in [
        "UPDATE player_entries SET name = 'Ирина'",
        "DELETE FROM player_entries",
        "UPDATE seats SET name = 'Ирина' WHERE seat = 0",
        "DELETE FROM seats",
    ] {
        let err = db.execute(statement, []).expect_err(statement);
        assert!(err.to_string().contains("kozyr:"), "{statement}: {err}");
    }
    let bad_kind = db.execute(
        "INSERT INTO player_entries (kind, player_id, created_at) VALUES ('delete', 1, '2026-01-01T00:00:00Z')",
        [],
    );
    assert!(bad_kind.is_err(), "the kinds are rename and merge");
    let self_merge = db.execute(
        "INSERT INTO player_entries (kind, player_id, into_id, created_at) VALUES ('merge', 1, 1, '2026-01-01T00:00:00Z')",
        [],
    );
    assert!(self_merge.is_err(), "a merge joins two players");
}

#[test]
fn verify_finds_a_name_or_a_merge_edited_behind_kozyrs_back() {
    let t = one_deal();
    t.ok(&["new", "thousand", "--players", "Anya,Борис,Вера"]);
    t.ok(&["player", "rename", "Аня", "Анна"]);
    t.ok(&["player", "merge", "Anya", "--into", "Анна"]);
    assert!(t.ok(&["verify", "1"]).contains("players: the names and merges of 4 players are those of their 2 renames"));

    sql(&t).execute("UPDATE players SET name = 'Ирина' WHERE id = 1", []).expect("edit");
    let out = t.run(&["verify", "1"]);
    expect_refusal(&out, "ledger.players.stale", &["verify", "1"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("player 1 is stored as “Ирина”, but the renames recorded make it “Анна”"), "{text}");

    sql(&t).execute("UPDATE players SET name = 'Анна' WHERE id = 1", []).expect("edit back");
    sql(&t).execute("UPDATE players SET merged_into = NULL WHERE id = 4", []).expect("unmerge");
    let out = t.kozyr().args(["--json", "verify", "--all"]).output().expect("runs");
    assert_eq!(out.status.code(), Some(1));
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v["intact"], false);
    assert_eq!(v["players"]["agrees"], false);
    assert_eq!(v["players"]["drift"][0]["player"], 4);
    assert_eq!(v["players"]["drift"][0]["cached_merged_into"], Value::Null);
    assert_eq!(v["players"]["drift"][0]["replayed_merged_into"], 1);
    // The matches themselves are intact: only the players' caches were edited.
    assert!(v["matches"].as_array().expect("matches").iter().all(|m| m["intact"] == true), "{v}");
}

/// The SQL of a released migration.
fn migration(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations").join(name)).expect("migration")
}

/// Copies the matches of `from` (a current ledger without renames) into a new ledger at schema
/// version 4, as the kozyr before player entries wrote it: seats without names, players without
/// merges, the chain as it was.
fn schema_4_copy(from: &Path, to: &Path) {
    let conn = Connection::open(to).expect("new ledger");
    for m in [
        "0001_create_ledger.sql",
        "0002_add_match_language.sql",
        "0003_current_match.sql",
        "0004_chain_corrections.sql",
    ] {
        conn.execute_batch(&migration(m)).expect("old migration");
    }
    conn.pragma_update(None, "user_version", 4).expect("version");
    conn.execute("ATTACH DATABASE ?1 AS new", [from.to_str().expect("UTF-8 path")]).expect("attach");
    conn.execute_batch(
        "INSERT INTO players SELECT id, name, created_at FROM new.players;
         INSERT INTO matches SELECT id, game, name, options, teams, created_at, finished_at, status, lang, head, length
             FROM new.matches;
         INSERT INTO seats SELECT match_id, seat, player_id FROM new.seats;
         INSERT INTO entries SELECT id, match_id, kind, payload, voids, created_at, corrects, reason, prev, hash, sums
             FROM new.entries ORDER BY id;
         INSERT INTO current_match SELECT one, match_id FROM new.current_match;",
    )
    .expect("copy");
    conn.execute("DETACH DATABASE new", []).expect("detach");
}

#[test]
fn a_schema_4_ledger_migrates_with_every_match_replaying_under_its_names() {
    let t = Table::new();
    t.ok(&["demo", "--ledger", t.ledger.to_str().expect("UTF-8 path")]);
    t.ok(&["new", "thousand", "--players", "Аня,Глеб,Дина"]);
    t.ok(&["deal", "--declarer", "Глеб", "--bid", "120", "--points", "Аня=22,Глеб=75,Дина=23"]);
    t.ok(&["new", "belot", "--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена"]);
    let old = Table::new();
    schema_4_copy(&t.ledger, &old.ledger);
    let view = |table: &Table| -> Vec<(String, Value)> {
        ["1", "2", "3"]
            .iter()
            .map(|id| (table.ok(&["export", id, "--format", "json"]), table.json(&["show", id])["totals"].clone()))
            .collect()
    };
    let before = view(&t);

    let v = old.json(&["verify", "--all"]);
    assert_eq!(v["intact"], true, "{v}");
    assert_eq!(v["players"]["entries"], 0);
    let version: i64 = sql(&old).pragma_query_value(None, "user_version", |r| r.get(0)).expect("version");
    assert_eq!(version, 5);
    // Every seat took its player's name.
    let unnamed: i64 =
        sql(&old).query_row("SELECT count(*) FROM seats WHERE name = ''", [], |r| r.get(0)).expect("count");
    assert_eq!(unnamed, 0);
    assert_eq!(view(&old), before);

    // And the migrated ledger goes on: a rename leaves every match as it was.
    old.ok(&["player", "rename", "Аня", "Анна"]);
    assert_eq!(view(&old), before);
    assert_eq!(history_ids(&old, &["--player", "Анна"]), [2, 1]);
}

#[test]
fn two_names_of_one_person_cannot_take_two_seats() {
    let t = one_deal();
    t.ok(&["new", "thousand", "--players", "Anya,Борис,Вера"]);
    t.ok(&["player", "merge", "Anya", "--into", "Аня"]);
    t.ok(&["player", "rename", "Борис", "Боря"]);
    let err = t.refused(&["new", "thousand", "--players", "Anya,Аня,Вера"], "match.players.same-person");
    assert!(err.contains("“Anya” and “Аня” are one person (Аня)"), "{err}");
    let err = t.refused(&["new", "thousand", "--players", "Борис,Вера,Боря"], "match.players.same-person");
    assert!(err.contains("(Боря)"), "{err}");
}

/// The JSON views of `kozyr player` hold exactly the documented fields (docs/players.md).
#[test]
fn the_player_json_views_hold_the_documented_fields() {
    let t = one_deal();
    t.ok(&["new", "thousand", "--players", "Anya,Борис,Вера"]);
    let keys = |v: &Value| -> Vec<String> {
        let mut k: Vec<String> = v.as_object().expect("object").keys().cloned().collect();
        k.sort();
        k
    };
    let renamed = t.json(&["player", "rename", "Аня", "Анна", "--reason", "вышла замуж"]);
    assert_eq!(renamed, serde_json::json!({"renamed": "Аня", "name": "Анна", "reason": "вышла замуж"}));
    let merged = t.json(&["player", "merge", "Anya", "--into", "анна"]);
    assert_eq!(merged, serde_json::json!({"merged": "Anya", "into": "Анна", "reason": null}));
    let list = t.json(&["player", "list"]);
    for p in list.as_array().expect("array") {
        assert_eq!(keys(p), ["former_names", "id", "matches", "merged", "name"], "{p}");
    }
    assert_eq!(
        list[0],
        serde_json::json!({"id": 1, "name": "Анна", "former_names": ["Аня"], "merged": ["Anya"], "matches": 2})
    );
    let v = t.json(&["verify", "1"]);
    assert_eq!(v["players"], serde_json::json!({"agrees": true, "entries": 2, "drift": []}));
}

#[test]
fn verify_finds_the_name_of_a_player_never_renamed_edited_behind_kozyrs_back() {
    let t = one_deal();
    sql(&t).execute("UPDATE players SET name = 'Боб' WHERE name = 'Борис'", []).expect("edit");
    let out = t.run(&["verify", "1"]);
    expect_refusal(&out, "ledger.players.stale", &["verify", "1"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("is stored as “Боб”, but the renames recorded make it “Борис”"), "{text}");
}

/// The list as a reader meets it: the name now, the earlier ones, the merged players, the matches.
#[test]
fn the_list_reads_as_the_page_shows_it() {
    let t = Table::new();
    t.ok(&["import", &t.file("demo.json", DEMO_DOC)]);
    t.ok(&["new", "king", "--players", "Аня,Борис,Вера,Галя"]);
    t.ok(&["new", "thousand", "--players", "Anya,Борис,Галя"]);
    t.ok(&["player", "rename", "Вера", "Вероника"]);
    t.ok(&["player", "merge", "Anya", "--into", "Аня"]);
    insta::assert_snapshot!(t.ok(&["--ascii", "player", "list"]), @r"
    +----------+---------------+--------+---------+
    | name     | earlier names | merged | matches |
    +==========+===============+========+=========+
    | Аня      |               | Anya   |       3 |
    | Борис    |               |        |       3 |
    | Вероника | Вера          |        |       2 |
    | Галя     |               |        |       2 |
    +----------+---------------+--------+---------+
    ");
}
