//! The ledger is tamper-evident: each entry is chained to the one before it in its match by a
//! hash, and `kozyr verify` finds and names every edit made behind kozyr's back. The tampering
//! here is what anyone with sqlite3 can do: drop the append-only triggers, then edit, delete,
//! move or insert rows.

use crate::support::common;

use std::path::Path;

use common::{expect_refusal, Table, DEMO_DOC, PLAYERS};
use kozyr::ledger::EntryFields;
use rusqlite::{params, Connection};
use serde_json::Value;

/// A ledger holding the demo match (12 entries: three deals, a penalty, eight deals) as match 1,
/// and with `second` the same match again as match 2 (entries 13–24).
fn demo(second: bool) -> Table {
    let t = Table::new();
    let doc = t.file("demo.json", DEMO_DOC);
    t.ok(&["import", &doc]);
    if second {
        t.ok(&["import", &doc]);
    }
    t
}

/// A raw connection with the append-only guards dropped, as an attacker would have it.
fn attacker(t: &Table) -> Connection {
    let conn = Connection::open(&t.ledger).expect("open the ledger");
    conn.execute_batch("DROP TRIGGER IF EXISTS entries_no_update; DROP TRIGGER IF EXISTS entries_no_delete;")
        .expect("drop the triggers");
    conn
}

/// `kozyr --json verify ARGS`, which must fail with exit 1 citing `rule`: the report and stderr.
fn broken(t: &Table, args: &[&str], rule: &str) -> (Value, String) {
    let before = std::fs::read(&t.ledger).expect("ledger");
    let mut all = vec!["--json", "verify"];
    all.extend_from_slice(args);
    let out = t.run(&all);
    assert_eq!(out.status.code(), Some(1), "verify {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(err.contains(&format!("\"rule\": \"{rule}\"")), "verify {args:?}: expected {rule}: {err}");
    let report: Value = serde_json::from_slice(&out.stdout).expect("verify --json prints JSON");
    assert_eq!(report["intact"], false, "{report}");
    assert_eq!(std::fs::read(&t.ledger).expect("ledger"), before, "verify wrote to the ledger");
    (report, err)
}

/// `kozyr verify ARGS` in words, which must fail citing `rule`: standard output.
fn said(t: &Table, args: &[&str], rule: &str) -> String {
    let mut all = vec!["verify"];
    all.extend_from_slice(args);
    let out = t.run(&all);
    expect_refusal(&out, rule, &all);
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The report of match `id` in a `verify --json` answer.
fn of(report: &Value, id: i64) -> &Value {
    report["matches"].as_array().expect("matches").iter().find(|m| m["match"] == id).expect("the match is reported")
}

#[test]
fn an_untouched_ledger_verifies_intact_with_exit_0() {
    let t = demo(true);
    t.ok(&["new", "thousand", "--players", PLAYERS]);
    let text = t.ok(&["verify", "1"]);
    assert!(text.contains("match 1: chain intact, 12 entries, last link "), "{text}");
    assert!(text.contains("the standing `kozyr list` shows is that of the entries"), "{text}");
    let all = t.json(&["verify", "--all"]);
    assert_eq!(all["intact"], true, "{all}");
    assert_eq!(all["matches"].as_array().map(Vec::len), Some(3));
    for m in all["matches"].as_array().expect("matches") {
        assert_eq!(m["intact"], true, "{m}");
        assert_eq!(m["standing"]["agrees"], true, "{m}");
    }
    assert_eq!(of(&all, 3)["entries"], 0);
    // Same entries, same hashes? No: the match id is part of every hash.
    assert_ne!(of(&all, 1)["head"], of(&all, 2)["head"]);
    assert_eq!(of(&all, 1)["head"].as_str().map(str::len), Some(64));
    // -m names the match as every command does.
    assert_eq!(t.json(&["verify", "-m", "2"])["matches"][0]["match"], 2);
}

/// Two deals, a penalty and an undo in the current match, named by no command.
fn play(t: &Table) {
    t.ok(&["deal", "--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23"]);
    t.ok(&["deal", "--declarer", "Вера", "--bid", "110", "--conceded"]);
    t.ok(&["penalty", "--player", "Аня", "--reason", "misdeal"]);
    t.ok(&["undo"]);
}

#[test]
fn appending_keeps_the_chain_intact() {
    let t = Table::with_match();
    play(&t);
    let v = t.json(&["verify", "1"]);
    assert_eq!(v["intact"], true, "{v}");
    assert_eq!(v["matches"][0]["entries"], 4);
}

#[test]
fn an_edited_bid_is_found_and_named_as_the_recorded_deal() {
    let t = demo(false);
    let n = attacker(&t)
        .execute("UPDATE entries SET payload = replace(payload, '\"bid\":110', '\"bid\":115') WHERE id = 2", [])
        .expect("edit");
    assert_eq!(n, 1);
    let (report, _) = broken(&t, &["1"], "ledger.chain.broken");
    let b = &report["matches"][0]["broken"];
    assert_eq!(b["position"], 2, "{b}");
    assert_eq!(b["entry"], 2);
    assert_eq!(b["kind"], "deal");
    assert_eq!(b["what"], "changed");
    assert_eq!(b["fields"], serde_json::json!(["payload"]));
    let text = said(&t, &["1"], "ledger.chain.broken");
    assert!(
        text.contains(
            "match 1: chain broken at entry 2 (a deal, ledger id 2): changed after it was written: the recorded deal"
        ),
        "{text}"
    );
    // The cached standing no longer fits either: the edited deal scores differently.
    assert_eq!(report["matches"][0]["standing"]["agrees"], false);
    assert!(text.contains("is not that of the entries"), "{text}");
}

#[test]
fn a_deleted_middle_deal_is_found_at_the_entry_after_it() {
    let t = demo(false);
    attacker(&t).execute("DELETE FROM entries WHERE id = 3", []).expect("delete");
    let (report, _) = broken(&t, &["1"], "ledger.chain.broken");
    let b = &report["matches"][0]["broken"];
    assert_eq!(b["what"], "missing-before", "{b}");
    assert_eq!(b["position"], 3);
    assert_eq!(b["entry"], 4);
    assert_eq!(b["kind"], "penalty");
    let text = said(&t, &["1"], "ledger.chain.broken");
    assert!(text.contains("entry 3 (a penalty, ledger id 4): the entry recorded before it is gone"), "{text}");
}

#[test]
fn a_deleted_last_deal_is_found_by_the_match_row() {
    let t = demo(false);
    attacker(&t).execute("DELETE FROM entries WHERE id = 12", []).expect("delete");
    let (report, _) = broken(&t, &["1"], "ledger.chain.broken");
    let m = &report["matches"][0];
    assert_eq!(m["entries"], 11);
    assert_eq!(m["broken"]["what"], "missing-at-end", "{m}");
    assert_eq!(m["broken"]["count"], 1);
    assert_eq!(m["broken"]["position"], 12);
    assert_eq!(m["broken"]["entry"], Value::Null);
    let text = said(&t, &["1"], "ledger.chain.broken");
    assert!(
        text.contains("chain broken at the end of the match, after entry 11: the last entry was deleted"),
        "{text}"
    );
}

#[test]
fn an_entry_moved_to_another_match_is_found_in_both() {
    let t = demo(true);
    attacker(&t).execute("UPDATE entries SET match_id = 2 WHERE id = 5", []).expect("move");
    let (report, _) = broken(&t, &["--all"], "ledger.chain.broken");
    // Where it arrived: it names the match it came from.
    let to = &of(&report, 2)["broken"];
    assert_eq!(to["what"], "moved", "{to}");
    assert_eq!(to["from"], 1);
    assert_eq!(to["entry"], 5);
    assert_eq!(to["position"], 1);
    // Where it left: an entry is missing before the next one.
    let from = &of(&report, 1)["broken"];
    assert_eq!(from["what"], "missing-before", "{from}");
    assert_eq!(from["entry"], 6);
    let text = said(&t, &["--all"], "ledger.chain.broken");
    assert!(text.contains("match 2: chain broken at entry 1 (a deal, ledger id 5): it was recorded in match 1 and moved into this one"), "{text}");
    assert!(text.contains("match 1: chain broken at entry 5 (a deal, ledger id 6)"), "{text}");
}

#[test]
fn a_changed_time_is_found_and_named() {
    let t = demo(false);
    attacker(&t)
        .execute("UPDATE entries SET created_at = '2020-01-01T00:00:00.000000000Z' WHERE id = 7", [])
        .expect("edit");
    let (report, _) = broken(&t, &["1"], "ledger.chain.broken");
    let b = &report["matches"][0]["broken"];
    assert_eq!(b["what"], "changed", "{b}");
    assert_eq!(b["fields"], serde_json::json!(["time"]));
    assert_eq!(b["position"], 7);
    // Only the time changed: the standing still fits.
    assert_eq!(report["matches"][0]["standing"]["agrees"], true);
    let text = said(&t, &["1"], "ledger.chain.broken");
    assert!(text.contains("entry 7 (a deal, ledger id 7): changed after it was written: its time"), "{text}");
}

#[test]
fn a_forged_entry_is_found_whether_it_carries_chain_data_or_not() {
    // Inserted by hand, as sqlite3 would: no chain data.
    let t = demo(false);
    attacker(&t)
        .execute(
            "INSERT INTO entries (match_id, kind, payload, created_at) VALUES (1, 'penalty', ?1, ?2)",
            params![r#"{"player":"Борис","points":-100,"reason":"misdeal"}"#, "2024-01-01T00:00:00.000000000Z"],
        )
        .expect("insert");
    let (report, _) = broken(&t, &["1"], "ledger.chain.broken");
    let b = &report["matches"][0]["broken"];
    assert_eq!(b["what"], "unchained", "{b}");
    assert_eq!(b["position"], 13);
    assert_eq!(b["kind"], "penalty");
    let text = said(&t, &["1"], "ledger.chain.broken");
    assert!(
        text.contains("entry 13 (a penalty, ledger id 13): it has no chain data: it was inserted by hand"),
        "{text}"
    );

    // Forged by someone who computes the chain but leaves the match row alone.
    let t = demo(false);
    let conn = attacker(&t);
    let head: String = conn.query_row("SELECT head FROM matches WHERE id = 1", [], |r| r.get(0)).expect("head");
    let payload = r#"{"player":"Борис","points":-100,"reason":"misdeal"}"#;
    let time = "2024-01-01T00:00:00.000000000Z";
    let fields = EntryFields {
        match_id: 1,
        kind: "penalty",
        payload,
        voids: None,
        corrects: None,
        reason: None,
        created_at: time,
    };
    let sums = fields.sums();
    conn.execute(
        "INSERT INTO entries (match_id, kind, payload, created_at, prev, hash, sums) VALUES (1, 'penalty', ?1, ?2, ?3, ?4, ?5)",
        params![payload, time, head, fields.hash(&head, &sums), sums.to_text()],
    )
    .expect("insert");
    let (report, _) = broken(&t, &["1"], "ledger.chain.broken");
    let b = &report["matches"][0]["broken"];
    assert_eq!(b["what"], "extra-at-end", "{b}");
    assert_eq!(b["count"], 1);
    assert_eq!(b["position"], 13);
    let text = said(&t, &["1"], "ledger.chain.broken");
    assert!(text.contains("an entry was added at the end outside kozyr"), "{text}");
}

#[test]
fn edited_chain_data_is_told_apart_from_an_edited_entry() {
    let t = demo(false);
    attacker(&t)
        .execute("UPDATE entries SET hash = replace(hash, substr(hash, 1, 1), 'x') WHERE id = 9", [])
        .expect("edit");
    let (report, _) = broken(&t, &["1"], "ledger.chain.broken");
    assert_eq!(report["matches"][0]["broken"]["what"], "check-data");
    assert_eq!(report["matches"][0]["broken"]["position"], 9);
}

#[test]
fn an_edited_cached_standing_is_found_while_the_chain_is_intact() {
    let t = demo(false);
    attacker(&t)
        .execute("UPDATE matches SET status = replace(status, '\"Вера\":30', '\"Вера\":1030') WHERE id = 1", [])
        .expect("edit");
    let (report, _) = broken(&t, &["1"], "ledger.standing.stale");
    let m = &report["matches"][0];
    assert_eq!(m["intact"], true, "{m}");
    assert_eq!(m["standing"]["agrees"], false);
    assert_eq!(m["standing"]["cached"]["totals"]["Вера"], 1030);
    assert_eq!(m["standing"]["replayed"]["totals"]["Вера"], 30);
    let text = said(&t, &["1"], "ledger.standing.stale");
    assert!(text.contains("match 1: chain intact, 12 entries"), "{text}");
    assert!(
        text.contains("the standing `kozyr list` shows (Аня 1020, Борис 100, Вера 1030 after 12 entries) is not that of the entries (Аня 1020, Борис 100, Вера 30 after 12 entries)"),
        "{text}"
    );
}

#[test]
fn verify_speaks_the_readers_language() {
    let t = demo(false);
    attacker(&t).execute("DELETE FROM entries WHERE id = 12", []).expect("delete");
    let out = t.run(&["--lang", "ru", "verify", "1"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("партия 1: цепочка нарушена — конец партии, после записи 11: удалена последняя запись"),
        "{text}"
    );
    let out = t.run(&["--lang", "bg", "verify", "1"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("игра 1: веригата е прекъсната — краят на играта, след запис 11: последният запис е изтрит"),
        "{text}"
    );
}

#[test]
fn both_forms_of_the_match_at_once_are_refused() {
    let t = demo(true);
    let out = t.run(&["verify", "1", "-m", "2"]);
    expect_refusal(&out, "cli.match.twice", &["verify", "1", "-m", "2"]);
    let out = t.run(&["verify", "1", "--all"]);
    expect_refusal(&out, "cli.usage", &["verify", "1", "--all"]);
}

/// The SQL of the migrations a schema-3 ledger ran.
fn migration(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations").join(name)).expect("migration")
}

/// Copies the matches of `from` (a current ledger) into a new ledger at schema version 3, as an
/// older kozyr would have written them: same rows, no chain.
fn schema_3_copy(from: &Path, to: &Path) {
    let conn = Connection::open(to).expect("new ledger");
    for m in ["0001_create_ledger.sql", "0002_add_match_language.sql", "0003_current_match.sql"] {
        conn.execute_batch(&migration(m)).expect("old migration");
    }
    conn.pragma_update(None, "user_version", 3).expect("version");
    conn.execute("ATTACH DATABASE ?1 AS new", [from.to_str().expect("UTF-8 path")]).expect("attach");
    conn.execute_batch(
        "INSERT INTO players SELECT id, name, created_at FROM new.players;
         INSERT INTO matches SELECT id, game, name, options, teams, created_at, finished_at, status, lang FROM new.matches;
         INSERT INTO seats SELECT match_id, seat, player_id FROM new.seats;
         INSERT INTO entries SELECT id, match_id, kind, payload, voids, created_at FROM new.entries;
         INSERT INTO current_match SELECT one, match_id FROM new.current_match;",
    )
    .expect("copy");
    conn.execute("DETACH DATABASE new", []).expect("detach");
}

#[test]
fn a_schema_3_ledger_migrates_to_the_same_chain_and_keeps_its_totals() {
    // A finished match, then an open one with a void, as an older kozyr recorded them.
    let t = demo(false);
    t.ok(&["new", "thousand", "--players", PLAYERS]);
    play(&t);
    let old = Table::new();
    schema_3_copy(&t.ledger, &old.ledger);
    let shown = |table: &Table, id: &str| table.json(&["show", id])["totals"].clone();
    // The totals the same entries give in the ledger they were copied from.
    let before: Vec<Value> = ["1", "2"].iter().map(|id| shown(&t, id)).collect();

    let v = old.json(&["verify", "--all"]);
    assert_eq!(v["intact"], true, "{v}");
    let conn = Connection::open(&old.ledger).expect("migrated");
    let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0)).expect("version");
    assert_eq!(version, 5);
    // The migration computes exactly the chain kozyr writes as it appends.
    let chain = |path: &Path| -> Vec<(i64, String, String, String)> {
        let c = Connection::open(path).expect("ledger");
        let mut s = c.prepare("SELECT id, prev, hash, sums FROM entries ORDER BY id").expect("select");
        s.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
            .expect("rows")
            .map(Result::unwrap)
            .collect()
    };
    assert_eq!(chain(&old.ledger), chain(&t.ledger));
    assert_eq!(v, t.json(&["verify", "--all"]));
    let after: Vec<Value> = ["1", "2"].iter().map(|id| shown(&old, id)).collect();
    assert_eq!(after, before);
    // The append-only guard is back after the migration.
    let err = conn.execute("UPDATE entries SET payload = '{}' WHERE id = 1", []).expect_err("append-only");
    assert!(err.to_string().contains("append-only"), "{err}");
    // And writing goes on from the migrated chain.
    old.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    let v = old.json(&["verify", "2"]);
    assert_eq!(v["intact"], true, "{v}");
    assert_eq!(v["matches"][0]["entries"], 5);
}

/// Latin words of three letters or more outside back-quotes that no catalogue accented; the
/// hex of a hash (letters a–f only) and the command names are data.
fn unaccented(text: &str) -> Vec<String> {
    let mut out = vec![];
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            continue;
        }
        for word in part.split(|c: char| !c.is_ascii_alphabetic()) {
            let hex = word.chars().all(|c| ('a'..='f').contains(&c));
            if word.len() >= 3 && !hex && !["kozyr", "verify", "list"].contains(&word) {
                out.push(word.to_string());
            }
        }
    }
    out
}

#[test]
fn every_word_verify_prints_comes_from_the_catalogues() {
    let t = demo(true);
    let conn = attacker(&t);
    conn.execute("UPDATE entries SET payload = replace(payload, '\"bid\":110', '\"bid\":115') WHERE id = 2", [])
        .expect("edit");
    conn.execute("UPDATE entries SET match_id = 2 WHERE id = 5", []).expect("move");
    conn.execute("DELETE FROM entries WHERE id = 24", []).expect("delete");
    for args in [&["--lang", "en-XA", "verify", "--all"][..], &["--lang", "en-XA", "verify", "1"]] {
        let out = t.run(args);
        let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert!(text.contains("1"), "{text}");
        let stray = unaccented(&text.replace("[ledger.chain.broken]", ""));
        assert!(stray.is_empty(), "{stray:?} in:\n{text}");
    }
}

mod api {
    //! The chain and snapshot API a command uses on every read, driven directly.

    use chrono::{TimeZone, Utc};
    use kozyr::ledger::{Breach, EntryKind, Ledger, LedgerError, MatchStatus, NewEntry, NewMatch, SnapshotLookup};
    use rusqlite::Connection;
    use serde_json::json;
    use tempfile::TempDir;

    fn entry(kind: EntryKind, n: i64) -> NewEntry {
        NewEntry { kind, payload: json!({ "n": n }), voids: None, corrects: None, reason: None }
    }

    fn status() -> MatchStatus {
        MatchStatus { finished: false, summary: json!({}) }
    }

    fn spec(name: &str) -> NewMatch {
        NewMatch {
            game: "thousand".into(),
            name: Some(name.into()),
            options: json!({}),
            players: vec!["ann".into(), "bob".into()],
            teams: None,
            lang: None,
        }
    }

    /// A ledger file with match 1 of five deals (ids 1–5) and match 2 of one (id 6).
    fn ledger() -> (TempDir, std::path::PathBuf, Ledger) {
        let dir = TempDir::new().expect("dir");
        let path = dir.path().join("l.sqlite3");
        let mut l = Ledger::open(&path).expect("open");
        let at = Utc.timestamp_opt(1_700_000_000, 0).single().expect("time");
        let deals: Vec<NewEntry> = (1..=5).map(|n| entry(EntryKind::Deal, n)).collect();
        l.import_match(&spec("a"), &deals, at, &status()).expect("import a");
        l.import_match(&spec("b"), &[entry(EntryKind::Deal, 6)], at, &status()).expect("import b");
        (dir, path, l)
    }

    fn raw(path: &std::path::Path) -> Connection {
        let c = Connection::open(path).expect("raw");
        c.execute_batch("DROP TRIGGER IF EXISTS entries_no_update; DROP TRIGGER IF EXISTS entries_no_delete;")
            .expect("drop");
        c
    }

    fn append(l: &mut Ledger, id: i64, e: NewEntry) -> Result<Vec<i64>, LedgerError> {
        l.append_with(id, Utc::now(), |_, _| Ok::<_, LedgerError>((vec![e], status())))
    }

    #[test]
    fn the_cheap_check_follows_links_and_the_run_check_rehashes() {
        let (_d, path, l) = ledger();
        assert!(l.check_links(1).expect("links").intact());
        let records = l.entries(1).expect("entries");
        assert_eq!(l.check_records(1, 1, &records).expect("run"), None);
        // A tail of the match, as read after a snapshot.
        assert_eq!(l.check_records(1, 3, &records[2..]).expect("run"), None);

        // An edit in place keeps every link: only re-hashing what was read finds it.
        raw(&path).execute("UPDATE entries SET payload = '{\"n\":33}' WHERE id = 3", []).expect("edit");
        assert!(l.check_links(1).expect("links").intact());
        let records = l.entries(1).expect("entries");
        let b = l.check_records(1, 3, &records[2..]).expect("run").expect("a break");
        assert_eq!((b.position, b.entry), (3, Some(3)));
        assert!(matches!(b.breach, Breach::Changed { ref fields } if fields.len() == 1), "{b:?}");
        // A run that skips the edited entry is intact.
        assert_eq!(l.check_records(1, 4, &records[3..]).expect("run"), None);

        // A deleted entry breaks a link; so does a deleted last entry, through the match row.
        raw(&path).execute("DELETE FROM entries WHERE id = 2", []).expect("delete");
        let b = l.check_links(1).expect("links").broken.expect("a break");
        assert_eq!((b.position, b.entry, b.breach), (2, Some(3), Breach::MissingBefore));
        raw(&path).execute("DELETE FROM entries WHERE id = 6", []).expect("delete");
        let b = l.check_links(2).expect("links").broken.expect("a break");
        assert_eq!((b.position, b.entry, b.breach), (1, None, Breach::MissingAtEnd { count: 1 }));
    }

    #[test]
    fn snapshots_are_sealed_by_their_entry_and_a_bad_seal_is_no_snapshot() {
        let (_d, path, mut l) = ledger();
        assert_eq!(l.snapshot(1, 5).expect("lookup"), SnapshotLookup::None);
        l.put_snapshot(1, 2, "state after 2").expect("put");
        l.put_snapshot(1, 4, "state after 4").expect("put");
        let found = |l: &Ledger, at| match l.snapshot(1, at).expect("lookup") {
            SnapshotLookup::Found(s) => (s.entry, s.state),
            other => panic!("{other:?}"),
        };
        assert_eq!(found(&l, 5), (4, "state after 4".to_string()));
        assert_eq!(found(&l, 3), (2, "state after 2".to_string()));
        assert_eq!(l.snapshot(1, 1).expect("lookup"), SnapshotLookup::None);
        assert_eq!(l.entries_after(1, 4).expect("after").iter().map(|e| e.id).collect::<Vec<_>>(), vec![5]);
        // Not an entry of the match: refused.
        assert!(matches!(l.put_snapshot(1, 6, "x"), Err(LedgerError::SnapshotTarget { entry: 6, .. })));

        // A state edited in the cache, or an entry whose hash was rewritten: no snapshot.
        raw(&path).execute("UPDATE snapshots SET state = 'forged' WHERE entry_id = 4", []).expect("edit");
        assert_eq!(l.snapshot(1, 5).expect("lookup"), SnapshotLookup::BadSeal { entry: 4 });
        raw(&path).execute("UPDATE entries SET hash = 'x' || substr(hash, 2) WHERE id = 2", []).expect("edit");
        assert_eq!(l.snapshot(1, 3).expect("lookup"), SnapshotLookup::BadSeal { entry: 2 });
        // The cache may be emptied.
        assert_eq!(l.drop_snapshots(1, 3).expect("drop"), 1);
        assert_eq!(l.snapshot(1, 5).expect("lookup"), SnapshotLookup::BadSeal { entry: 2 });
        assert_eq!(l.drop_snapshots(1, 0).expect("drop"), 1);
        assert_eq!(l.snapshot(1, 5).expect("lookup"), SnapshotLookup::None);
    }

    #[test]
    fn a_correction_names_an_original_deal_or_penalty_of_its_match_and_kind() {
        let (_d, path, mut l) = ledger();
        let fix = |target, kind| NewEntry { corrects: Some(target), reason: Some("typo".into()), ..entry(kind, 99) };
        let id = append(&mut l, 1, fix(2, EntryKind::Deal)).expect("correct deal 2")[0];
        let stored = l.entries(1).expect("entries");
        let last = stored.last().expect("the correction");
        assert_eq!((last.id, last.corrects, last.reason.as_deref()), (id, Some(2), Some("typo")));
        for (target, kind) in
            [(id, EntryKind::Deal), (6, EntryKind::Deal), (3, EntryKind::Penalty), (3, EntryKind::Void)]
        {
            let err = append(&mut l, 1, fix(target, kind)).expect_err("refused");
            assert!(matches!(err, LedgerError::BadCorrection { entry } if entry == target), "{err:?}");
        }
        assert!(l.verify_match(1).expect("verify").intact());
        // The guard holds for any other writer too.
        let err = Connection::open(&path)
            .expect("raw")
            .execute(
                "INSERT INTO entries (match_id, kind, payload, created_at, corrects) VALUES (1, 'deal', '{}', 'now', 6)",
                [],
            )
            .expect_err("trigger");
        assert!(err.to_string().contains("correction"), "{err}");
    }

    /// Forges a fully chained entry into match 1 with this id, linked after `prev`.
    fn forge(conn: &Connection, id: i64, prev: &str) {
        let fields = kozyr::ledger::EntryFields {
            match_id: 1,
            kind: "deal",
            payload: "{}",
            voids: None,
            corrects: None,
            reason: None,
            created_at: "2024-01-01T00:00:00Z",
        };
        let sums = fields.sums();
        conn.execute(
            "INSERT INTO entries (id, match_id, kind, payload, created_at, prev, hash, sums) \
             VALUES (?1, 1, 'deal', '{}', '2024-01-01T00:00:00Z', ?2, ?3, ?4)",
            rusqlite::params![id, prev, fields.hash(prev, &sums), sums.to_text()],
        )
        .expect("forge");
    }

    #[test]
    fn an_entry_forged_into_the_middle_is_found_at_the_entry_after_it() {
        let (_d, path, l) = ledger();
        let conn = raw(&path);
        // Room between the entries: ids are not hashed, so renumbering alone breaks nothing.
        conn.execute("UPDATE entries SET id = id * 10 WHERE match_id = 1", []).expect("renumber");
        assert!(l.verify_match(1).expect("verify").intact());
        let hash_20: String = conn.query_row("SELECT hash FROM entries WHERE id = 20", [], |r| r.get(0)).expect("hash");
        forge(&conn, 25, &hash_20);
        let b = l.verify_match(1).expect("verify").broken.expect("a break");
        assert_eq!((b.position, b.entry, b.breach), (4, Some(30), Breach::InsertedBefore { since: 2 }));
        conn.execute("DELETE FROM entries WHERE id = 25", []).expect("undo the forgery");
        forge(&conn, 5, "");
        let b = l.verify_match(1).expect("verify").broken.expect("a break");
        assert_eq!((b.position, b.entry, b.breach), (2, Some(10), Breach::InsertedBefore { since: 0 }));
        // The cheap check finds it as well.
        assert_eq!(
            l.check_links(1).expect("links").broken.map(|b| b.breach),
            Some(Breach::InsertedBefore { since: 0 })
        );
    }

    #[test]
    fn an_import_names_corrections_by_position_and_chains_them() {
        let (_d, _p, mut l) = ledger();
        let at = Utc::now();
        let mut fix = entry(EntryKind::Deal, 10);
        fix.corrects = Some(0);
        fix.reason = Some("wrong bid".into());
        let m = l.import_match(&spec("c"), &[entry(EntryKind::Deal, 1), fix.clone()], at, &status()).expect("import");
        let stored = l.entries(m.id).expect("entries");
        assert_eq!(stored[1].corrects, Some(stored[0].id));
        assert!(l.verify_match(m.id).expect("verify").intact());
        fix.corrects = Some(1);
        let err = l.import_match(&spec("d"), &[entry(EntryKind::Deal, 1), fix], at, &status()).expect_err("later");
        assert!(matches!(err, LedgerError::BadCorrection { entry: 1 }), "{err:?}");
    }
}

#[test]
fn a_write_after_a_deletion_keeps_the_evidence() {
    let t = Table::with_match();
    play(&t);
    attacker(&t).execute("DELETE FROM entries WHERE id = 4", []).expect("delete the undo");
    // A write to a match whose chain is broken is refused, and says why; nothing is written.
    let err = t.refused(
        &["deal", "--declarer", "Аня", "--bid", "110", "--points", "Аня=60,Борис=35,Вера=25"],
        "ledger.chain.broken",
    );
    assert!(err.contains("kozyr verify -m 1"), "{err}");
    let (report, _) = broken(&t, &["1"], "ledger.chain.broken");
    assert!(report["matches"][0]["broken"].is_object(), "{report}");
    // A read says it too, on standard error, and still shows the sheet.
    let out = t.run(&["show"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stderr).contains("chain broken"), "{out:?}");
}
