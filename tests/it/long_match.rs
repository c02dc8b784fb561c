//! A long match (issue 9 §5): the sheet shows its last page, carried over from a snapshot of the
//! match's state; recording a deal replays only the entries since a snapshot; and nothing of this
//! changes a number — the page, the whole sheet and the JSON view agree, a snapshot that does not
//! fit its seal or that a later void reaches behind is not used, and the chain is still checked.

use crate::support::common;

use chrono::DateTime;
use common::Table;
use kozyr::games::{self, Entry};
use kozyr::ledger::{EntryKind, Ledger, NewEntry, NewMatch};
use rusqlite::Connection;
use serde_json::{json, Map, Value};

const PLAYERS: [&str; 4] = ["Аня", "Борис", "Вера", "Галя"];

/// Deal `i` of the long Black Mary match: the spades' top cards and the hearts go round.
fn deal(i: usize) -> Value {
    let hearts = [(i % 5) + 1, (i * 7 % 4) + 2];
    let mut took = Map::new();
    took.insert(PLAYERS[i % 4].into(), json!(["QS", "KS", hearts[0].to_string()]));
    took.insert(PLAYERS[(i + 1) % 4].into(), json!(["AS", hearts[1].to_string()]));
    took.insert(PLAYERS[(i + 2) % 4].into(), json!([(13 - hearts[0] - hearts[1]).to_string()]));
    json!({ "took": took })
}

/// A table whose ledger holds one unfinished Black Mary match of `deals` deals, stored as `kozyr
/// import` stores one: the entries, then a snapshot every 32 entries.
fn long_table(deals: usize) -> Table {
    let t = Table::new();
    let game = games::find("black-mary").expect("black mary");
    let players: Vec<String> = PLAYERS.iter().map(ToString::to_string).collect();
    let mut options = Map::new();
    options.insert("limit".into(), 0.into());
    let setup = game.setup(&players, None, &options).expect("setup");
    let entries: Vec<Entry> = (0..deals).map(|i| Entry::Deal(deal(i))).collect();
    let replay = games::replay(game, &setup, &entries).expect("the match replays");
    let rows: Vec<NewEntry> = entries
        .iter()
        .map(|e| NewEntry { kind: EntryKind::Deal, payload: e.to_value(), voids: None, corrects: None, reason: None })
        .collect();
    let new = NewMatch {
        game: "black-mary".into(),
        name: Some("long".into()),
        options: setup.options.clone(),
        players,
        teams: None,
        lang: None,
    };
    let mut l = Ledger::open(&t.ledger).expect("ledger");
    let at = DateTime::from_timestamp(1_704_067_200, 0).unwrap_or_default();
    let m = l.import_match(&new, &rows, at, &kozyr::report::standing(&replay)).expect("import");
    let ids = l.entry_ids(m.id).expect("ids");
    let states: Vec<(i64, String)> = games::states_every(game, &setup, &entries, 32)
        .iter()
        .map(|s| (ids[s.entries - 1], serde_json::to_string(s).expect("state")))
        .collect();
    assert_eq!(states.len(), deals / 32);
    l.put_snapshots(m.id, &states).expect("snapshots");
    l.set_current_match(m.id).expect("current");
    t
}

fn totals(v: &Value) -> Value {
    v["totals"].clone()
}

const DEAL: [&str; 7] = ["deal", "--took", "Аня=QS,KS,3", "--took", "Борис=AS,5", "--took", "Вера=5"];

#[test]
fn the_sheet_of_a_long_match_is_its_last_page_carried_over() {
    let t = long_table(200);
    let page = t.ok(&["show"]);
    // The snapshot at entry 128 leaves at least 50 entries to show: deals 129 to 200.
    assert!(page.contains("carried over: deals 1–128"), "{page}");
    assert!(page.contains(" 200 ") && page.contains(" 129 ") && !page.contains(" 128 "), "{page}");
    let all = t.ok(&["show", "--all"]);
    assert!(all.contains(" 1 ") && !all.contains("carried over"), "{all}");
    // The last line of totals is the same either way, and the JSON view (always whole) agrees.
    let total_line = |s: &str| {
        let line = s.lines().rev().find(|l| l.contains("total")).unwrap_or_default().to_string();
        line.split(|c: char| !c.is_ascii_digit()).filter(|w| !w.is_empty()).map(str::to_string).collect::<Vec<_>>()
    };
    assert_eq!(total_line(&page), total_line(&all));
    let whole = t.json(&["show"]);
    assert_eq!(whole["deals"].as_array().map(Vec::len), Some(200));
}

#[test]
fn recording_a_deal_goes_on_from_a_snapshot_and_keeps_one_every_32_entries() {
    let t = long_table(200);
    let before = t.json(&["show"]);
    for _ in 0..24 {
        let out = t.ok(&DEAL);
        assert!(out.contains("carried over"), "{out}");
    }
    let conn = Connection::open(&t.ledger).expect("ledger");
    let kept: Vec<i64> = conn
        .prepare("SELECT e.rowid FROM snapshots s JOIN entries e ON e.id = s.entry_id ORDER BY s.entry_id")
        .and_then(|mut s| s.query_map([], |r| r.get(0)).and_then(|r| r.collect()))
        .expect("snapshots");
    assert_eq!(kept.len(), 7, "snapshots after entries 32, 64, …, 224: {kept:?}");
    // The same deals replayed whole from the start give the same totals.
    let after = t.json(&["show"]);
    let mut entries: Vec<Entry> = (0..200).map(|i| Entry::Deal(deal(i))).collect();
    let extra = json!({"took": {"Аня": ["QS", "KS", "3"], "Борис": ["AS", "5"], "Вера": ["5"]}});
    entries.extend((0..24).map(|_| Entry::Deal(extra.clone())));
    let game = games::find("black-mary").expect("black mary");
    let mut options = Map::new();
    options.insert("limit".into(), 0.into());
    let players: Vec<String> = PLAYERS.iter().map(ToString::to_string).collect();
    let setup = game.setup(&players, None, &options).expect("setup");
    let whole = games::replay(game, &setup, &entries).expect("replays");
    assert_eq!(after["totals"], whole.to_json(kozyr::i18n::Lang::En)["totals"]);
    assert_ne!(totals(&before), totals(&after));
    t.ok(&["verify"]);
}

#[test]
fn a_void_reaching_behind_the_snapshot_is_replayed_whole() {
    let t = long_table(200);
    let before = t.json(&["show"]);
    // Entry 3 is behind every snapshot: the next page is replayed from the start.
    t.ok(&["undo"]);
    t.ok(&["void", "3"]);
    let page = t.ok(&["show"]);
    let whole = t.json(&["show"]);
    assert_ne!(totals(&before), totals(&whole));
    let last = whole["totals"].as_object().expect("totals").values().map(|v| v.to_string()).collect::<Vec<_>>();
    for n in &last {
        assert!(page.contains(n.as_str()), "the page shows the whole replay's totals {last:?}:\n{page}");
    }
}

#[test]
fn a_snapshot_that_does_not_fit_its_seal_is_not_used() {
    let t = long_table(200);
    let right = t.json(&["show"]);
    let conn = Connection::open(&t.ledger).expect("ledger");
    // A forged state: every total zero.
    conn.execute("UPDATE snapshots SET state = replace(state, '\"totals\":[', '\"totals\":[0,0,0,0],\"x\":[')", [])
        .expect("forge");
    let page = t.ok(&["show"]);
    assert!(!page.contains("carried over: deals 1–128"), "the forged snapshot is not used:\n{page}");
    assert_eq!(t.json(&["show"])["totals"], right["totals"]);
    for n in right["totals"].as_object().expect("totals").values() {
        assert!(page.contains(&n.to_string()), "{page}");
    }
}

#[test]
fn an_entry_deleted_behind_the_snapshot_is_still_found_by_a_read() {
    let t = long_table(200);
    let conn = Connection::open(&t.ledger).expect("ledger");
    conn.execute("DROP TRIGGER entries_no_delete", []).expect("attacker");
    conn.execute("DELETE FROM entries WHERE id = (SELECT min(id) + 5 FROM entries)", []).expect("delete");
    let out = t.run(&["show"]);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(err.contains("chain broken") && err.contains("kozyr verify -m 1"), "{err}");
    let refused = t.run(&DEAL);
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("[ledger.chain.broken]"));
}

#[test]
fn a_cached_standing_that_is_not_the_entries_is_said_by_a_read() {
    let t = long_table(40);
    let conn = Connection::open(&t.ledger).expect("ledger");
    conn.execute("UPDATE matches SET status = replace(status, '\"entries\":40', '\"entries\":41')", []).expect("edit");
    let out = t.run(&["show"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stderr).contains("kozyr list"), "{out:?}");
}

#[test]
fn undo_on_a_long_match_goes_on_from_a_snapshot_and_agrees_with_the_whole() {
    let t = long_table(200);
    let out = t.ok(&["undo"]);
    assert!(out.contains("deal 200") && out.contains("carried over"), "{out}");
    // A correction of a deal on the page, then its undo: the deal is back to what was recorded.
    let before = t.json(&["show"]);
    t.ok(&["correct", "198", "--took", "Аня=QS,KS,3", "--took", "Борис=AS,5", "--took", "Вера=5"]);
    assert_ne!(t.json(&["show"])["totals"], before["totals"]);
    let out = t.ok(&["undo"]);
    assert!(out.contains("198"), "{out}");
    assert_eq!(t.json(&["show"])["totals"], before["totals"]);
    // The totals of a whole replay of the 199 deals left.
    let entries: Vec<Entry> = (0..199).map(|i| Entry::Deal(deal(i))).collect();
    let game = games::find("black-mary").expect("black mary");
    let mut options = Map::new();
    options.insert("limit".into(), 0.into());
    let players: Vec<String> = PLAYERS.iter().map(ToString::to_string).collect();
    let setup = game.setup(&players, None, &options).expect("setup");
    let whole = games::replay(game, &setup, &entries).expect("replays");
    assert_eq!(before["totals"], whole.to_json(kozyr::i18n::Lang::En)["totals"]);
    t.ok(&["verify"]);
}

#[test]
fn check_on_a_long_match_gives_what_recording_the_deal_gives() {
    let t = long_table(200);
    let mut check = vec!["check"];
    check.extend_from_slice(&DEAL[1..]);
    let checked = t.json(&check);
    let recorded = t.json(&DEAL);
    assert_eq!(checked["deal"]["totals"], recorded["totals"], "{checked}");
    assert_eq!(checked["deal"]["entry"], 201);
}
