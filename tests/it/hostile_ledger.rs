//! Careless and hostile input around the ledger, through the real binary: bytes that are not
//! UTF-8 on standard input, a ledger path that is an empty file, a directory or unwritable, and
//! many writers on one match at once.

use crate::support::common;

use std::collections::BTreeSet;
use std::process::{Command, Stdio};
use std::time::Instant;

use common::{bare, entry_rows, expect_refusal, Table, PLAYERS};

/// Runs `args` with `stdin` as raw bytes; it must be refused for `rule` and write nothing.
fn refused_with_bytes(t: &Table, args: &[&str], stdin: &[u8], rule: &str) -> String {
    let before = t.snapshot();
    let out = t.kozyr().args(args).write_stdin(stdin.to_vec()).output().expect("kozyr runs");
    let err = expect_refusal(&out, rule, args);
    before.assert_same(&t.snapshot(), args);
    assert_says_each_thing_once(&err);
    err
}

/// No part of an error message is said twice ("database is locked: database is locked").
fn assert_says_each_thing_once(err: &str) {
    let mut seen = BTreeSet::new();
    for part in err.split([':', ';', '\n']).map(str::trim).filter(|p| p.len() > 3) {
        assert!(seen.insert(part), "the message says {part:?} twice: {err}");
    }
    assert!(!err.contains("internal error"), "an internal error for the user's mistake: {err}");
}

/// Whether this process runs as root, for whom file permissions do not bind.
#[cfg(unix)]
fn is_root(t: &Table) -> bool {
    use std::os::unix::fs::MetadataExt;
    let probe = t.file("whoami", "");
    std::fs::metadata(probe).expect("probe file").uid() == 0
}

#[test]
fn invalid_utf8_on_stdin_is_an_input_error_for_deal_and_replay() {
    let t = Table::with_match();
    let bytes: &[u8] = b"{\"declarer\": \"\xff\xfe\", \"bid\": 120}";
    let err = refused_with_bytes(&t, &["deal", "--file", "-"], bytes, "input.utf8");
    assert!(err.contains("standard input") && err.contains("UTF-8"), "{err}");
    assert!(err.contains("offset 14"), "the message says where the text stops being UTF-8: {err}");
    refused_with_bytes(&t, &["deal", "--tricks", "-"], b"talon: QC\xc3", "input.utf8");
    refused_with_bytes(&t, &["replay", "-"], b"\xff{}", "input.utf8");
    refused_with_bytes(&t, &["import", "-"], b"\xff{}", "input.utf8");
}

#[test]
fn invalid_utf8_in_a_file_is_the_same_input_error() {
    let t = Table::with_match();
    let path = t.dir.path().join("deal.json");
    std::fs::write(&path, b"{\"bid\": \"\x80\"}").expect("write");
    let before = t.snapshot();
    let args = ["deal", "--file", path.to_str().expect("UTF-8 path")];
    let err = expect_refusal(&t.run(&args), "input.utf8", &args);
    before.assert_same(&t.snapshot(), &args);
    assert!(err.contains("deal.json"), "{err}");
}

#[test]
fn an_empty_ledger_file_is_left_alone_by_commands_that_do_not_start_one() {
    let t = Table::new();
    std::fs::write(&t.ledger, b"").expect("empty file");
    for args in [
        &["show"][..],
        &["list"],
        &["explain"],
        &["export"],
        &["undo"],
        &["penalty", "--player", "Аня", "--reason", "misdeal"],
        &["deal", "--declarer", "Борис", "--bid", "120"],
    ] {
        let out = t.run(args);
        let err = expect_refusal(&out, "ledger.empty", args);
        assert!(err.contains("empty file") && err.contains("kozyr new"), "{err}");
        assert_says_each_thing_once(&err);
        assert_eq!(std::fs::metadata(&t.ledger).expect("still there").len(), 0, "kozyr {args:?} wrote the file");
        assert!(!common::wal_path(&t.ledger).exists(), "kozyr {args:?} left a WAL beside the empty file");
    }
}

/// Decided: a user who names an empty file for a new ledger (say, one `touch` made) gets the
/// ledger in it; only the commands that start a ledger do this.
#[test]
fn new_makes_a_ledger_in_an_empty_file_the_user_named() {
    let t = Table::new();
    std::fs::write(&t.ledger, b"").expect("empty file");
    t.ok(&["new", "thousand", "--players", PLAYERS]);
    assert!(std::fs::metadata(&t.ledger).expect("ledger").len() > 0);
    assert_eq!(t.json(&["list"]).as_array().expect("matches").len(), 1);
}

#[test]
fn a_directory_as_the_ledger_is_an_input_error_for_every_command() {
    let t = Table::new();
    std::fs::create_dir(&t.ledger).expect("directory");
    for args in [&["show"][..], &["list"], &["new", "thousand", "--players", PLAYERS], &["demo"]] {
        let err = expect_refusal(&t.run(args), "ledger.path", args);
        assert!(err.contains("is a directory"), "{err}");
        assert_says_each_thing_once(&err);
        assert_eq!(std::fs::read_dir(&t.ledger).expect("directory").count(), 0, "kozyr {args:?} wrote into it");
    }
    // The same in the other languages, with the same rule.
    let out = t.kozyr().args(["--lang", "ru", "show"]).output().expect("kozyr runs");
    let err = expect_refusal(&out, "ledger.path", &["show"]);
    assert!(err.contains("каталог"), "{err}");
}

#[test]
fn a_ledger_path_through_a_file_is_an_input_error() {
    let t = Table::new();
    let file = t.file("plain.txt", "not a directory");
    let ledger = format!("{file}/ledger.sqlite3");
    let args = ["--ledger", ledger.as_str(), "new", "thousand", "--players", PLAYERS];
    let out = bare().args(args).output().expect("kozyr runs");
    let err = expect_refusal(&out, "ledger.unwritable", &args);
    assert!(err.contains("not a directory"), "{err}");
    assert_says_each_thing_once(&err);
}

/// A ledger under a read-only directory. Root is not bound by permissions, so there this check
/// is skipped (the path-through-a-file test above covers the mapping for everyone).
#[cfg(unix)]
#[test]
fn an_unwritable_ledger_is_an_input_error_not_an_internal_one() {
    use std::os::unix::fs::PermissionsExt;
    let t = Table::with_match();
    if is_root(&t) {
        eprintln!("running as root: permissions do not bind, the read-only directory check is skipped");
        return;
    }
    let locked = t.dir.path().join("locked");
    std::fs::create_dir(&locked).expect("dir");
    let copy = locked.join("ledger.sqlite3");
    std::fs::copy(&t.ledger, &copy).expect("copy the ledger");
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o555)).expect("chmod");
    let before = std::fs::read(&copy).expect("ledger bytes");
    let fresh = locked.join("new.sqlite3");
    let cases: [(&std::path::Path, &[&str]); 2] = [
        (&fresh, &["new", "thousand", "--players", PLAYERS]),
        (&copy, &["penalty", "--player", "Аня", "--reason", "misdeal"]),
    ];
    for (path, args) in cases {
        let out = bare().arg("--ledger").arg(path).args(args).output().expect("kozyr runs");
        let err = expect_refusal(&out, "ledger.unwritable", args);
        assert!(err.contains("permission denied"), "{err}");
        assert_says_each_thing_once(&err);
    }
    assert!(!fresh.exists(), "a ledger was created in a read-only directory");
    assert_eq!(std::fs::read(&copy).expect("ledger bytes"), before, "the read-only ledger changed");
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).expect("chmod back");
}

/// Sixteen players' phones record at once: every writer waits its turn and none fails. The match
/// already holds 200 entries, so each write replays a real match while the others queue.
#[test]
fn sixteen_concurrent_writers_on_one_match_all_succeed() {
    const WRITERS: usize = 16;
    const EARLIER: usize = 200;
    let t = Table::new();
    let penalty = r#"{"penalty": {"player": "Аня", "points": -100, "reason": "misdeal"}}"#;
    let doc = format!(
        r#"{{"game": "thousand", "players": ["Аня", "Борис", "Вера"], "deals": [{}]}}"#,
        vec![penalty; EARLIER].join(",")
    );
    let file = t.file("match.json", &doc);
    t.ok(&["import", &file]);
    assert_eq!(entry_rows(&t.ledger), i64::try_from(EARLIER).expect("small"));

    let bin = assert_cmd::cargo::cargo_bin("kozyr");
    let started = Instant::now();
    let children: Vec<_> = (0..WRITERS)
        .map(|_| {
            Command::new(&bin)
                .env_remove("KOZYR_LEDGER")
                .arg("--ledger")
                .arg(&t.ledger)
                .args(["penalty", "--player", "Аня", "--reason", "misdeal"])
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("spawn kozyr")
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().expect("kozyr ends");
        assert_eq!(out.status.code(), Some(0), "a writer failed: {}", String::from_utf8_lossy(&out.stderr));
    }
    let took = started.elapsed();
    eprintln!("{WRITERS} concurrent writers on a {EARLIER}-entry match took {took:?}");
    assert_eq!(entry_rows(&t.ledger), i64::try_from(EARLIER + WRITERS).expect("small"));
    let shown = t.json(&["show"]);
    assert_eq!(shown["deals"].as_array().expect("deals").len(), EARLIER + WRITERS);
}
