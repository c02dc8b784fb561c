//! Drives the public ledger API on throwaway ledger files, with raw SQLite connections to check
//! what actually lands on disk.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::{DateTime, TimeZone, Utc};
use kozyr::ledger::{
    EntryKind, EntryRecord, Ledger, LedgerError, MatchRecord, MatchSelector, MatchStatus, NewEntry, NewMatch,
};
use rusqlite::types::Value;
use rusqlite::Connection;
use serde_json::json;
use tempfile::TempDir;

const KOZYR_APPLICATION_ID: i64 = 0x4B5A_5952;

fn at(seconds: i64) -> DateTime<Utc> {
    Utc.timestamp_opt(1_700_000_000 + seconds, 0).unwrap()
}

fn new_match(name: Option<&str>, players: &[&str]) -> NewMatch {
    NewMatch {
        game: "thousand".to_owned(),
        name: name.map(str::to_owned),
        options: json!({ "target": 1000, "barrel": true }),
        players: players.iter().map(|p| (*p).to_owned()).collect(),
        teams: None,
        lang: None,
    }
}

fn open_status() -> MatchStatus {
    MatchStatus { finished: false, summary: json!({ "scores": [0, 0, 0] }) }
}

fn finished_status() -> MatchStatus {
    MatchStatus { finished: true, summary: json!({ "scores": [1000, 400, 120], "winner": 0 }) }
}

fn deal(n: i64) -> NewEntry {
    NewEntry {
        kind: EntryKind::Deal,
        payload: json!({ "deal": n, "bid": 120, "points": [120, 0, 0] }),
        voids: None,
        corrects: None,
        reason: None,
    }
}

fn void(target: i64) -> NewEntry {
    NewEntry {
        kind: EntryKind::Void,
        payload: json!({ "reason": "misrecorded" }),
        voids: Some(target),
        corrects: None,
        reason: None,
    }
}

fn temp_ledger() -> (TempDir, PathBuf, Ledger) {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("ledger.sqlite3");
    let ledger = Ledger::open(&path).unwrap();
    (dir, path, ledger)
}

/// Appends entries without any replay, the way a caller that has already validated would.
fn append(
    ledger: &mut Ledger,
    id: i64,
    now: DateTime<Utc>,
    entries: Vec<NewEntry>,
    status: MatchStatus,
) -> Result<Vec<i64>, LedgerError> {
    ledger.append_with(id, now, |_, _| Ok::<_, LedgerError>((entries, status)))
}

/// Every row of a table, every column as SQLite stores it.
fn rows(path: &Path, table: &str) -> Vec<Vec<Value>> {
    let conn = Connection::open(path).unwrap();
    let mut stmt = conn.prepare(&format!("SELECT * FROM {table} ORDER BY rowid")).unwrap();
    let columns = stmt.column_count();
    stmt.query_map([], |row| (0..columns).map(|i| row.get::<_, Value>(i)).collect::<rusqlite::Result<Vec<_>>>())
        .unwrap()
        .collect::<rusqlite::Result<Vec<_>>>()
        .unwrap()
}

fn pragma(path: &Path, name: &str) -> i64 {
    let conn = Connection::open(path).unwrap();
    conn.pragma_query_value(None, name, |row| row.get(0)).unwrap()
}

fn migration_files() -> usize {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    fs::read_dir(dir)
        .unwrap()
        .filter(|entry| entry.as_ref().unwrap().path().extension().is_some_and(|ext| ext == "sql"))
        .count()
}

fn schema(path: &Path) -> Vec<Vec<Value>> {
    let conn = Connection::open(path).unwrap();
    let mut stmt = conn.prepare("SELECT type, name, sql FROM sqlite_schema ORDER BY name").unwrap();
    stmt.query_map([], |row| Ok(vec![row.get(0)?, row.get(1)?, row.get(2)?]))
        .unwrap()
        .collect::<rusqlite::Result<Vec<_>>>()
        .unwrap()
}

#[test]
fn new_file_gets_every_migration_and_version_equals_their_count() {
    let (_dir, path, ledger) = temp_ledger();
    let count = u32::try_from(migration_files()).unwrap();
    assert!(count >= 1);
    assert_eq!(ledger.schema_version().unwrap(), count);
    assert_eq!(pragma(&path, "user_version"), i64::from(count));
    assert_eq!(pragma(&path, "application_id"), KOZYR_APPLICATION_ID);
    let tables: Vec<String> = schema(&path)
        .into_iter()
        .filter(|row| row[0] == Value::Text("table".into()))
        .map(|row| match &row[1] {
            Value::Text(name) => name.clone(),
            other => panic!("unexpected name {other:?}"),
        })
        .collect();
    assert_eq!(tables, ["current_match", "entries", "matches", "player_entries", "players", "seats", "snapshots"]);
}

#[test]
fn empty_existing_file_is_initialised() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("empty.sqlite3");
    fs::write(&path, b"").unwrap();
    let ledger = Ledger::open(&path).unwrap();
    assert_eq!(ledger.schema_version().unwrap(), u32::try_from(migration_files()).unwrap());
}

#[test]
fn open_creates_missing_parent_directories() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("a").join("b").join("ledger.sqlite3");
    Ledger::open(&path).unwrap();
    assert!(path.is_file());
}

#[test]
fn file_ledgers_use_write_ahead_logging() {
    let (_dir, path, _ledger) = temp_ledger();
    let conn = Connection::open(&path).unwrap();
    let mode: String = conn.pragma_query_value(None, "journal_mode", |row| row.get(0)).unwrap();
    assert_eq!(mode, "wal");
}

#[test]
fn reopening_changes_neither_schema_nor_data() {
    let (_dir, path, mut ledger) = temp_ledger();
    let created =
        ledger.create_match(&new_match(Some("friday"), &["ann", "bob", "cy"]), at(0), &open_status()).unwrap();
    drop(ledger);
    let schema_before = schema(&path);
    let matches_before = rows(&path, "matches");
    for _ in 0..3 {
        let ledger = Ledger::open(&path).unwrap();
        assert_eq!(ledger.find_match(&MatchSelector::Id(created.id)).unwrap(), created);
        assert_eq!(ledger.schema_version().unwrap(), u32::try_from(migration_files()).unwrap());
    }
    assert_eq!(schema(&path), schema_before);
    assert_eq!(rows(&path, "matches"), matches_before);
}

#[test]
fn entries_refuse_update_and_delete_from_any_connection() {
    let (_dir, path, mut ledger) = temp_ledger();
    let m = ledger.create_match(&new_match(None, &["ann", "bob"]), at(0), &open_status()).unwrap();
    append(&mut ledger, m.id, at(1), vec![deal(1)], open_status()).unwrap();
    let before = rows(&path, "entries");

    let raw = Connection::open(&path).unwrap();
    let update = raw.execute("UPDATE entries SET payload = '{}'", []).unwrap_err();
    assert!(update.to_string().contains("append-only"), "{update}");
    let delete = raw.execute("DELETE FROM entries", []).unwrap_err();
    assert!(delete.to_string().contains("append-only"), "{delete}");
    drop(raw);

    assert_eq!(rows(&path, "entries"), before);
}

#[derive(Debug, PartialEq)]
enum RefereeError {
    IllegalBid(u32),
    Ledger(String),
}

impl From<LedgerError> for RefereeError {
    fn from(err: LedgerError) -> Self {
        RefereeError::Ledger(err.to_string())
    }
}

#[test]
fn append_with_writes_nothing_when_the_callback_errors() {
    let (_dir, path, mut ledger) = temp_ledger();
    let m = ledger.create_match(&new_match(None, &["ann", "bob", "cy"]), at(0), &open_status()).unwrap();
    append(&mut ledger, m.id, at(1), vec![deal(1)], open_status()).unwrap();
    let matches_before = rows(&path, "matches");
    let entries_before = rows(&path, "entries");

    let result = ledger.append_with(m.id, at(2), |record, entries| {
        assert_eq!(record.id, m.id);
        assert_eq!(entries.len(), 1);
        Err::<(Vec<NewEntry>, MatchStatus), _>(RefereeError::IllegalBid(95))
    });

    assert_eq!(result, Err(RefereeError::IllegalBid(95)));
    assert_eq!(rows(&path, "matches"), matches_before);
    assert_eq!(rows(&path, "entries"), entries_before);
}

#[test]
fn append_with_writes_nothing_when_a_later_entry_is_rejected() {
    let (_dir, path, mut ledger) = temp_ledger();
    let m = ledger.create_match(&new_match(None, &["ann", "bob"]), at(0), &open_status()).unwrap();
    let matches_before = rows(&path, "matches");

    let err = append(&mut ledger, m.id, at(1), vec![deal(1), void(12_345)], finished_status()).unwrap_err();

    assert!(matches!(err, LedgerError::BadVoid { entry: 12_345 }), "{err:?}");
    assert_eq!(rows(&path, "matches"), matches_before);
    assert!(rows(&path, "entries").is_empty());
}

#[test]
fn append_with_shows_the_callback_the_match_and_its_history() {
    let (_dir, _path, mut ledger) = temp_ledger();
    let m = ledger.create_match(&new_match(None, &["ann", "bob"]), at(0), &open_status()).unwrap();
    let first = append(&mut ledger, m.id, at(1), vec![deal(1), deal(2)], open_status()).unwrap();
    let seen = ledger
        .append_with(m.id, at(2), |record, entries| {
            Ok::<_, LedgerError>((
                vec![void(entries[1].id)],
                MatchStatus { finished: false, summary: json!({ "seen": record.players, "count": entries.len() }) },
            ))
        })
        .unwrap();

    let entries = ledger.entries(m.id).unwrap();
    assert_eq!(entries.iter().map(|e| e.id).collect::<Vec<_>>(), [first[0], first[1], seen[0]]);
    assert_eq!(entries[2].kind, EntryKind::Void);
    assert_eq!(entries[2].voids, Some(first[1]));
    assert_eq!(entries[2].created_at, at(2));
    assert_eq!(
        ledger.find_match(&MatchSelector::Id(m.id)).unwrap().status,
        Some(json!({ "seen": ["ann", "bob"], "count": 2 }))
    );
}

#[test]
fn append_with_on_an_unknown_match_is_match_not_found() {
    let (_dir, _path, mut ledger) = temp_ledger();
    let err = append(&mut ledger, 42, at(0), vec![deal(1)], open_status()).unwrap_err();
    assert!(matches!(err, LedgerError::MatchNotFound { .. }), "{err:?}");
}

#[test]
fn latest_is_the_most_recent_unfinished_match_skipping_finished_ones() {
    let (_dir, _path, mut ledger) = temp_ledger();
    assert!(matches!(ledger.find_match(&MatchSelector::Latest), Err(LedgerError::NoOpenMatch)));
    let first = ledger.create_match(&new_match(Some("one"), &["ann", "bob"]), at(0), &open_status()).unwrap();
    let second = ledger.create_match(&new_match(Some("two"), &["ann", "bob"]), at(1), &open_status()).unwrap();
    let third = ledger.create_match(&new_match(Some("three"), &["ann", "bob"]), at(2), &open_status()).unwrap();
    assert_eq!(ledger.find_match(&MatchSelector::Latest).unwrap(), third);

    append(&mut ledger, third.id, at(3), vec![deal(1)], finished_status()).unwrap();
    assert_eq!(ledger.find_match(&MatchSelector::Latest).unwrap().id, second.id);

    append(&mut ledger, second.id, at(4), vec![deal(1)], finished_status()).unwrap();
    append(&mut ledger, first.id, at(5), vec![deal(1)], finished_status()).unwrap();
    assert!(matches!(ledger.find_match(&MatchSelector::Latest), Err(LedgerError::NoOpenMatch)));

    // A match created already finished is never the latest open one.
    ledger.create_match(&new_match(None, &["ann", "bob"]), at(6), &finished_status()).unwrap();
    assert!(matches!(ledger.find_match(&MatchSelector::Latest), Err(LedgerError::NoOpenMatch)));
}

#[test]
fn finished_at_is_set_when_finished_kept_while_finished_and_cleared_when_reopened() {
    let (_dir, _path, mut ledger) = temp_ledger();
    let m = ledger.create_match(&new_match(None, &["ann", "bob"]), at(0), &open_status()).unwrap();
    assert_eq!(m.finished_at, None);
    assert_eq!(m.status, Some(open_status().summary));

    append(&mut ledger, m.id, at(10), vec![deal(1)], finished_status()).unwrap();
    let finished = ledger.find_match(&MatchSelector::Id(m.id)).unwrap();
    assert_eq!(finished.finished_at, Some(at(10)));
    assert_eq!(finished.status, Some(finished_status().summary));

    append(&mut ledger, m.id, at(20), vec![], finished_status()).unwrap();
    let still = ledger.find_match(&MatchSelector::Id(m.id)).unwrap();
    assert_eq!(still.finished_at, Some(at(10)));

    append(&mut ledger, m.id, at(30), vec![void(1)], open_status()).unwrap();
    let reopened = ledger.find_match(&MatchSelector::Id(m.id)).unwrap();
    assert_eq!(reopened.finished_at, None);
    assert_eq!(reopened.status, Some(open_status().summary));
}

fn assert_not_a_ledger(path: &Path) {
    match Ledger::open(path) {
        Err(LedgerError::NotALedger { path: reported }) => assert_eq!(reported, path),
        other => panic!("expected NotALedger, got {other:?}"),
    }
}

#[test]
fn text_file_is_not_a_ledger_and_is_left_untouched() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("notes.txt");
    let text = "Thousand scores, by hand:\nann 120\nbob 80\n".repeat(50);
    fs::write(&path, &text).unwrap();
    assert_not_a_ledger(&path);
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
}

#[test]
fn random_bytes_file_is_not_a_ledger() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("noise.bin");
    // A fixed xorshift sequence: reproducible, and nothing like an SQLite header.
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let bytes: Vec<u8> = (0..8192)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state.to_le_bytes()[0]
        })
        .collect();
    fs::write(&path, &bytes).unwrap();
    assert_not_a_ledger(&path);
    assert_eq!(fs::read(&path).unwrap(), bytes);
}

#[test]
fn another_programs_sqlite_database_is_not_a_ledger_and_is_left_untouched() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("other.sqlite3");
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(
            "CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT);
             INSERT INTO recipes (title) VALUES ('borscht');",
        )
        .unwrap();
    }
    let bytes = fs::read(&path).unwrap();
    assert_not_a_ledger(&path);
    assert_eq!(fs::read(&path).unwrap(), bytes);
}

#[test]
fn empty_database_of_another_application_is_not_a_ledger() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("other.sqlite3");
    Connection::open(&path).unwrap().pragma_update(None, "application_id", 7).unwrap();
    assert_not_a_ledger(&path);
}

#[test]
fn ledger_from_a_newer_kozyr_is_too_new() {
    let (_dir, path, ledger) = temp_ledger();
    drop(ledger);
    Connection::open(&path).unwrap().pragma_update(None, "user_version", 99).unwrap();
    match Ledger::open(&path) {
        Err(LedgerError::TooNew { path: reported, version, known }) => {
            assert_eq!(reported, path);
            assert_eq!(version, 99);
            assert_eq!(known, u32::try_from(migration_files()).unwrap());
        }
        other => panic!("expected TooNew, got {other:?}"),
    }
}

#[test]
fn voiding_an_entry_of_another_match_is_bad_void() {
    let (_dir, path, mut ledger) = temp_ledger();
    let a = ledger.create_match(&new_match(None, &["ann", "bob"]), at(0), &open_status()).unwrap();
    let b = ledger.create_match(&new_match(None, &["ann", "bob"]), at(1), &open_status()).unwrap();
    let in_a = append(&mut ledger, a.id, at(2), vec![deal(1)], open_status()).unwrap()[0];

    let err = append(&mut ledger, b.id, at(3), vec![void(in_a)], open_status()).unwrap_err();
    assert!(matches!(err, LedgerError::BadVoid { entry } if entry == in_a), "{err:?}");
    assert!(ledger.entries(b.id).unwrap().is_empty());

    // The schema refuses it too, for writers that bypass the ledger's own checks.
    let raw = Connection::open(&path).unwrap();
    let refused = raw
        .execute(
            "INSERT INTO entries (match_id, kind, payload, voids, created_at)
             VALUES (?1, 'void', '{}', ?2, '2024-01-01T00:00:00Z')",
            [b.id, in_a],
        )
        .unwrap_err();
    assert!(refused.to_string().contains("same match"), "{refused}");
}

#[test]
fn voiding_an_entry_appended_earlier_in_the_same_call_is_allowed() {
    let (_dir, _path, mut ledger) = temp_ledger();
    let m = ledger.create_match(&new_match(None, &["ann", "bob"]), at(0), &open_status()).unwrap();
    // Ids are assigned in order, so the deal appended first will get the next id.
    let next = append(&mut ledger, m.id, at(1), vec![deal(1)], open_status()).unwrap()[0] + 1;
    let ids = append(&mut ledger, m.id, at(2), vec![deal(2), void(next)], open_status()).unwrap();
    assert_eq!(ids, [next, next + 1]);
}

#[test]
fn duplicate_match_names_are_refused_but_unnamed_matches_are_not() {
    let (_dir, path, mut ledger) = temp_ledger();
    ledger.create_match(&new_match(Some("friday"), &["ann", "bob"]), at(0), &open_status()).unwrap();
    let err = ledger.create_match(&new_match(Some("friday"), &["cy", "dee"]), at(1), &open_status()).unwrap_err();
    assert!(matches!(&err, LedgerError::DuplicateMatchName { name } if name == "friday"), "{err:?}");
    let err =
        ledger.import_match(&new_match(Some("friday"), &["cy", "dee"]), &[deal(1)], at(1), &open_status()).unwrap_err();
    assert!(matches!(err, LedgerError::DuplicateMatchName { .. }), "{err:?}");
    // Nothing of the refused matches was kept, not even their new players.
    assert_eq!(rows(&path, "matches").len(), 1);
    assert_eq!(rows(&path, "players").len(), 2);

    for second in 2..5 {
        ledger.create_match(&new_match(None, &["ann", "bob"]), at(second), &open_status()).unwrap();
    }
    assert_eq!(ledger.matches().unwrap().len(), 4);
}

#[test]
fn players_are_shared_between_matches_and_kept_in_seat_order() {
    let (_dir, path, mut ledger) = temp_ledger();
    let a = ledger.create_match(&new_match(None, &["ann", "bob", "cy"]), at(0), &open_status()).unwrap();
    let b = ledger.create_match(&new_match(None, &["dee", "cy", "ann"]), at(1), &open_status()).unwrap();
    assert_eq!(a.players, ["ann", "bob", "cy"]);
    assert_eq!(b.players, ["dee", "cy", "ann"]);
    assert_eq!(rows(&path, "players").len(), 4);

    let conn = Connection::open(&path).unwrap();
    let ann_matches: i64 = conn
        .query_row(
            "SELECT count(*) FROM seats JOIN players ON players.id = seats.player_id
             WHERE players.name = 'ann'",
            [],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(ann_matches, 2);
}

#[test]
fn matches_are_listed_newest_first_with_their_players() {
    let (_dir, _path, mut ledger) = temp_ledger();
    assert!(ledger.matches().unwrap().is_empty());
    let created: Vec<MatchRecord> = (0..5)
        .map(|i| {
            let players = if i % 2 == 0 { ["ann", "bob"] } else { ["cy", "dee"] };
            ledger.create_match(&new_match(None, &players), at(i), &open_status()).unwrap()
        })
        .collect();
    let listed = ledger.matches().unwrap();
    let expected: Vec<MatchRecord> = created.into_iter().rev().collect();
    assert_eq!(listed, expected);
}

#[test]
fn find_match_by_id_and_exact_name_and_reports_misses() {
    let (_dir, _path, mut ledger) = temp_ledger();
    let mut spec = new_match(Some("Friday"), &["ann", "bob"]);
    spec.teams = Some(json!([[0, 1]]));
    let m = ledger.create_match(&spec, at(0), &open_status()).unwrap();
    assert_eq!(m.game, "thousand");
    assert_eq!(m.options, spec.options);
    assert_eq!(m.teams, spec.teams);
    assert_eq!(m.created_at, at(0));

    assert_eq!(ledger.find_match(&MatchSelector::Id(m.id)).unwrap(), m);
    assert_eq!(ledger.find_match(&MatchSelector::Name("Friday".into())).unwrap(), m);
    for miss in [MatchSelector::Name("friday".into()), MatchSelector::Id(m.id + 1)] {
        match ledger.find_match(&miss) {
            Err(LedgerError::MatchNotFound { selector }) => assert_eq!(selector, miss.to_string()),
            other => panic!("expected MatchNotFound, got {other:?}"),
        }
    }
}

#[test]
fn import_match_round_trips_ten_thousand_entries() {
    let (_dir, _path, mut ledger) = temp_ledger();
    ledger.create_match(&new_match(None, &["ann", "bob", "cy"]), at(0), &open_status()).unwrap();
    let spec = new_match(Some("archive"), &["ann", "bob", "cy"]);
    let entries: Vec<NewEntry> = (0..10_000)
        .map(|i| match i % 100 {
            // In an import, voids count positions in the slice: void the entry just before.
            99 => void(i - 1),
            50 => NewEntry {
                kind: EntryKind::Note,
                payload: json!({ "text": format!("break {i}"), "z": 1, "a": [2, 1] }),
                voids: None,
                corrects: None,
                reason: None,
            },
            77 => NewEntry {
                kind: EntryKind::Penalty,
                payload: json!({ "seat": i % 3, "points": -120 }),
                voids: None,
                corrects: None,
                reason: None,
            },
            _ => deal(i),
        })
        .collect();

    let record = ledger.import_match(&spec, &entries, at(5), &finished_status()).unwrap();
    assert_eq!(record.finished_at, Some(at(5)));
    assert_eq!(record.players, spec.players);

    let stored: Vec<EntryRecord> = ledger.entries(record.id).unwrap();
    assert_eq!(stored.len(), entries.len());
    assert!(stored.windows(2).all(|pair| pair[0].id < pair[1].id));
    for (position, (got, want)) in stored.iter().zip(&entries).enumerate() {
        assert_eq!(got.kind, want.kind, "entry {position}");
        assert_eq!(got.payload, want.payload, "entry {position}");
        assert_eq!(got.created_at, at(5));
        let expected_voids = want.voids.map(|target| stored[usize::try_from(target).unwrap()].id);
        assert_eq!(got.voids, expected_voids, "entry {position}");
    }
    // Key order is kept exactly as recorded.
    assert_eq!(serde_json::to_string(&stored[50].payload).unwrap(), r#"{"text":"break 50","z":1,"a":[2,1]}"#);
}

#[test]
fn import_match_refuses_a_void_of_a_later_position_and_keeps_nothing() {
    let (_dir, path, mut ledger) = temp_ledger();
    let err = ledger
        .import_match(&new_match(Some("broken"), &["ann", "bob"]), &[deal(1), void(1), deal(2)], at(0), &open_status())
        .unwrap_err();
    assert!(matches!(err, LedgerError::BadVoid { entry: 1 }), "{err:?}");
    assert!(rows(&path, "matches").is_empty());
    assert!(rows(&path, "entries").is_empty());
    assert!(rows(&path, "players").is_empty());
}

#[test]
fn in_memory_ledger_is_fully_migrated_and_usable() {
    let mut ledger = Ledger::open_in_memory().unwrap();
    assert_eq!(ledger.schema_version().unwrap(), u32::try_from(migration_files()).unwrap());
    let m = ledger.create_match(&new_match(None, &["ann", "bob"]), at(0), &open_status()).unwrap();
    append(&mut ledger, m.id, at(1), vec![deal(1)], open_status()).unwrap();
    assert_eq!(ledger.entries(m.id).unwrap().len(), 1);
}

#[test]
fn timestamps_read_back_exactly_including_nanoseconds() {
    let (_dir, _path, mut ledger) = temp_ledger();
    let now = Utc.timestamp_opt(1_700_000_000, 123_456_789).unwrap();
    let m = ledger.create_match(&new_match(None, &["ann"]), now, &open_status()).unwrap();
    assert_eq!(m.created_at, now);
}

#[test]
fn entry_kinds_read_and_print_as_their_stored_words() {
    for kind in EntryKind::ALL {
        assert_eq!(kind.as_str().parse::<EntryKind>().unwrap(), kind);
        assert_eq!(serde_json::to_value(kind).unwrap(), json!(kind.as_str()));
    }
    let err = "Deal".parse::<EntryKind>().unwrap_err();
    assert_eq!(err.word, "Deal");
}

#[test]
fn default_path_is_a_ledger_file_in_a_kozyr_directory() {
    // Platforms without a home directory report Io instead; either way nothing panics.
    if let Ok(path) = Ledger::default_path() {
        assert!(path.ends_with("ledger.sqlite3"));
        assert!(path.to_string_lossy().to_lowercase().contains("kozyr"));
    }
}
