//! What the command-line tests share: the real `kozyr` binary run against a throwaway ledger, the
//! documents and play records they feed it, and a snapshot that proves a refused command wrote
//! nothing.

use std::path::{Path, PathBuf};
use std::process::Output;

use assert_cmd::Command;
use serde_json::Value;
use tempfile::TempDir;

pub const PLAYERS: &str = "Аня,Борис,Вера";

/// The interchange document of the formats page: a made contract, a concession and a penalty.
pub const ISSUE_DOC: &str = r#"{"game": "thousand", "players": ["Аня", "Борис", "Вера"], "options": {"barrel_at": 880},
 "deals": [
   {"dealer": "Аня", "declarer": "Борис", "bid": 120,
    "points": {"Аня": 22, "Борис": 75, "Вера": 23}, "marriages": {"Борис": ["hearts"]}},
   {"dealer": "Борис", "declarer": "Вера", "bid": 110, "conceded": true},
   {"penalty": {"player": "Вера", "points": -100, "reason": "misdeal"}}
 ]}"#;

/// The sample match `kozyr demo` records; Аня wins it with 1020.
pub const DEMO_DOC: &str = include_str!("../../docs/examples/thousand-demo.json");

/// The eight tricks of the demo's third deal (Вера deals, Борис declares 240 with ♥ and ♣
/// marriages): Аня holds 9♥ J♥ 9♦ J♦ Q♦ K♦ 10♦ A♦ after the talon is shared out.
pub const TRICKS: [&str; 8] =
    ["KH! 9C 9H", "AH JC JH", "QC! AC 9D", "KS JD AS", "10H 10C QD", "QS KD 10S", "KC 9S 10D", "QH JS AD"];

/// The text form of a play record: the talon, the passed cards, then one trick per line.
pub fn tricks_text(tricks: &[&str]) -> String {
    let mut text = String::from("talon: QC JH 9S\npassed: Аня=JH Вера=9S\n");
    for t in tricks {
        text.push_str(t);
        text.push('\n');
    }
    text
}

/// The demo's tricks with trick `i` (0-based) replaced.
pub fn tricks_with(changes: &[(usize, &'static str)]) -> Vec<&'static str> {
    let mut t = TRICKS.to_vec();
    for &(i, line) in changes {
        t[i] = line;
    }
    t
}

/// A ledger file in its own temporary directory, and the binary pointed at it.
pub struct Table {
    pub dir: TempDir,
    pub ledger: PathBuf,
}

impl Table {
    pub fn new() -> Table {
        let dir = TempDir::new().expect("temp dir");
        let ledger = dir.path().join("ledger.sqlite3");
        Table { dir, ledger }
    }

    /// A ledger holding one open match of Аня, Борис and Вера (no options).
    pub fn with_match() -> Table {
        let t = Table::new();
        t.ok(&["new", "thousand", "--players", PLAYERS]);
        t
    }

    /// `kozyr --ledger LEDGER`, with no environment ledger to leak in.
    pub fn kozyr(&self) -> Command {
        let mut c = bare();
        c.arg("--ledger").arg(&self.ledger);
        c
    }

    pub fn run(&self, args: &[&str]) -> Output {
        self.kozyr().args(args).output().expect("kozyr runs")
    }

    /// Runs a command that must succeed; returns its standard output.
    pub fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert_eq!(out.status.code(), Some(0), "kozyr {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).expect("UTF-8 output")
    }

    /// Runs a command with `--json` that must succeed; returns the parsed output.
    pub fn json(&self, args: &[&str]) -> Value {
        let mut all = vec!["--json"];
        all.extend_from_slice(args);
        let text = self.ok(&all);
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("kozyr {args:?} --json is not JSON ({e}):\n{text}"))
    }

    /// Writes a file next to the ledger and returns its path as text.
    pub fn file(&self, name: &str, contents: &str) -> String {
        let p = self.dir.path().join(name);
        std::fs::write(&p, contents).expect("write file");
        p.to_str().expect("UTF-8 path").to_string()
    }

    /// Everything that would show a write: the ledger's bytes (and its WAL's, if any), the exported
    /// document of every match, and the number of entries the ledger holds.
    pub fn snapshot(&self) -> Snapshot {
        // No ledger yet: a refused command must not create one either.
        if !self.ledger.exists() {
            return Snapshot { ledger: Vec::new(), wal: None, exports: Vec::new(), shown_entries: 0, rows: -1 };
        }
        // Reading first lets SQLite checkpoint and close cleanly, so the bytes compared below are
        // those a fresh open leaves behind on both sides of the command under test.
        let ids: Vec<i64> = match self.json(&["list"]) {
            Value::Array(ms) => ms.iter().map(|m| m["id"].as_i64().expect("match id")).collect(),
            other => panic!("list --json is not an array: {other}"),
        };
        let exports = ids.iter().map(|id| self.ok(&["export", &id.to_string(), "--format", "json"])).collect();
        let shown_entries =
            ids.iter().map(|id| self.json(&["show", &id.to_string()])["deals"].as_array().expect("deals").len()).sum();
        Snapshot {
            ledger: std::fs::read(&self.ledger).expect("ledger file"),
            wal: std::fs::read(wal_path(&self.ledger)).ok(),
            exports,
            shown_entries,
            rows: entry_rows(&self.ledger),
        }
    }

    /// Runs a command that must be refused for `rule` with exit 1 and must leave the ledger as it was.
    /// Returns its standard error.
    pub fn refused(&self, args: &[&str], rule: &str) -> String {
        let before = self.snapshot();
        let err = expect_refusal(&self.run(args), rule, args);
        let after = self.snapshot();
        before.assert_same(&after, args);
        err
    }

    /// As [`Table::refused`] with standard input.
    pub fn refused_with_stdin(&self, args: &[&str], stdin: &str, rule: &str) -> String {
        let before = self.snapshot();
        let out = self.kozyr().args(args).write_stdin(stdin).output().expect("kozyr runs");
        let err = expect_refusal(&out, rule, args);
        before.assert_same(&self.snapshot(), args);
        err
    }
}

/// The binary with no ledger from the environment.
/// The binary with nothing of the tester's own environment that would change what it prints: no
/// ledger, language, locale, width or colour choice (a test that wants one sets it).
pub fn bare() -> Command {
    let mut c = Command::cargo_bin("kozyr").expect("the kozyr binary");
    for k in ["KOZYR_LEDGER", "KOZYR_LANG", "LC_ALL", "LC_MESSAGES", "LANG", "COLUMNS", "NO_COLOR"] {
        c.env_remove(k);
    }
    c
}

/// Checks a refusal: exit 1, and `rule` cited on standard error in the documented form.
pub fn expect_refusal(out: &Output, rule: &str, args: &[&str]) -> String {
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(1), "kozyr {args:?} should exit 1; stderr: {err}");
    assert!(err.starts_with("kozyr: "), "kozyr {args:?}: stderr does not start with `kozyr: `: {err}");
    assert!(err.contains(&format!("[{rule}]")), "kozyr {args:?}: expected [{rule}] on stderr, got: {err}");
    assert!(!err.contains("panicked"), "kozyr {args:?} panicked: {err}");
    err
}

pub fn wal_path(ledger: &Path) -> PathBuf {
    let mut p = ledger.as_os_str().to_owned();
    p.push("-wal");
    PathBuf::from(p)
}

/// Entries as the ledger stores them, read with a raw connection.
pub fn entry_rows(ledger: &Path) -> i64 {
    let conn = rusqlite::Connection::open_with_flags(ledger, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
        .expect("open the ledger read-only");
    conn.query_row("SELECT count(*) FROM entries", [], |r| r.get(0)).expect("count entries")
}

#[derive(Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub ledger: Vec<u8>,
    pub wal: Option<Vec<u8>>,
    pub exports: Vec<String>,
    pub shown_entries: usize,
    pub rows: i64,
}

impl Snapshot {
    pub fn assert_same(&self, after: &Snapshot, args: &[&str]) {
        assert_eq!(self.exports, after.exports, "kozyr {args:?} changed an exported match");
        assert_eq!(self.shown_entries, after.shown_entries, "kozyr {args:?} changed the entries shown");
        assert_eq!(self.rows, after.rows, "kozyr {args:?} changed the number of entry rows");
        assert!(self.ledger == after.ledger, "kozyr {args:?} changed (or created) the ledger file");
        assert!(self.wal == after.wal, "kozyr {args:?} changed the WAL file's bytes");
    }
}

/// The totals of a replay view, as name → number.
pub fn totals(v: &Value) -> Vec<(String, i64)> {
    v["totals"]
        .as_object()
        .expect("totals object")
        .iter()
        .map(|(k, n)| (k.clone(), n.as_i64().expect("integer total")))
        .collect()
}

pub fn named(pairs: &[(&str, i64)]) -> Vec<(String, i64)> {
    pairs.iter().map(|&(k, n)| (k.to_string(), n)).collect()
}

/// A match document for the first `players` of `names`, with optional teams and options.
pub fn match_doc(
    game: &str,
    names: &[&str],
    players: usize,
    teams: Option<Value>,
    options: Value,
    deals: Vec<Value>,
) -> kozyr::games::MatchDoc {
    kozyr::games::MatchDoc {
        game: game.into(),
        name: None,
        players: names[..players].iter().map(|s| s.to_string()).collect(),
        teams: teams.and_then(|t| t.as_object().cloned()),
        options: options.as_object().cloned().unwrap_or_default(),
        deals,
    }
}

/// The Bezique issue's deal as `deal` flags. By hand:
/// Аня: the turned 7♥ she dealt 10, bezique 40, then the double +500, sequence in ♥ 250, 9 brisks
///      90 — 890;
/// Борис: marriage in ♣ (not trumps; in ♠ it would need a third Q♠ beside Аня's double bezique)
///      20, the dix 10, four aces 100, 7 brisks 70, the last trick 10
///      — 210.
pub const BEZIQUE_ISSUE_FLAGS: [&str; 20] = [
    "--dealer",
    "Аня",
    "--turned",
    "7H",
    "--declare",
    "Борис:marriage:clubs",
    "--declare",
    "Аня:bezique",
    "--declare",
    "Аня:double-bezique",
    "--declare",
    "Борис:dix",
    "--declare",
    "Аня:sequence:hearts",
    "--declare",
    "Борис:four:A",
    "--brisks",
    "Аня=9,Борис=7",
    "--last",
    "Борис",
];

/// A game id, the arguments of `new` that start its match, and deals a table would record.
pub type Sample = (&'static str, &'static [&'static str], &'static [&'static [&'static str]]);

const FOUR: &str = "Аня,Борис,Вера,Галя";

/// A short match of every game through quick entry: what the sheet and language tests play.
pub const SAMPLES: &[Sample] = &[
    (
        "thousand",
        &["--players", "Аня,Борис,Вера"],
        &[
            &[
                "--declarer",
                "Борис",
                "--bid",
                "120",
                "--points",
                "Аня=22,Борис=75,Вера=23",
                "--marriage",
                "Борис:hearts",
            ],
            &["--declarer", "Вера", "--bid", "110", "--conceded"],
        ],
    ),
    (
        "belot",
        &["--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена"],
        &[
            &["--contract", "hearts", "--by", "Петър", "--contra", "--points", "Ние=60,Вие=92", "--last", "Вие"],
            &["--contract", "spades", "--by", "Иван", "--points", "Ние=56,Вие=96", "--last", "Ние"],
        ],
    ),
    (
        "belot3",
        &["--players", "Аня,Борис,Вера"],
        &[
            &["--declarer", "Борис", "--trump", "hearts", "--points", "Аня=40,Борис=70,Вера=42", "--last", "Борис"],
            &["--bids", "pass,pass,pass,pass,pass,pass"],
            &[
                "--declarer",
                "Вера",
                "--trump",
                "spades",
                "--points",
                "Аня=30,Борис=60,Вера=62",
                "--last",
                "Вера",
                "--announce",
                "Вера:four:Q",
            ],
        ],
    ),
    (
        "bezique",
        &["--players", "Аня,Борис"],
        &[
            &[
                "--turned",
                "7H",
                "--declare",
                "Борис:marriage:spades",
                "--declare",
                "Аня:bezique",
                "--brisks",
                "Аня=9,Борис=7",
                "--last",
                "Борис",
            ],
            &["--turned", "KC", "--declare", "Аня:four:A", "--brisks", "Аня=6,Борис=10", "--last", "Аня"],
        ],
    ),
    (
        "king",
        &["--players", "Аня,Борис,Вера,Галя"],
        &[&["--won", "Аня=1,Борис=3,Вера=0,Галя=4"], &["--took", "Борис=JS,JH", "--took", "Галя=JC,JD"]],
    ),
    (
        "opendaum",
        &["--players", FOUR],
        &[
            &["--trump", "7H", "--bids", "Аня=0,Борис=1,Вера=0,Галя=1", "--won", "Борис=1"],
            &["--trump", "S", "--bids", "Аня=0,Борис=1,Вера=1,Галя=0", "--won", "Борис=1,Вера=1"],
        ],
    ),
    (
        "mushka",
        &["--players", FOUR],
        &[
            &["--trump", "hearts", "--passed", "Вера,Галя", "--passed", "Аня"],
            &["--trump", "hearts", "--won", "Борис=5", "--aces", "Борис=AH,AS,AD,AC"],
        ],
    ),
    (
        "pamfil",
        &["--players", "Аня,Борис,Вера"],
        &[&["--trump", "diamonds", "--won", "Аня=1,Борис=1,Вера=3", "--pamfil", "Вера", "--aces", "Борис=AH"]],
    ),
    (
        "black-mary",
        &["--players", FOUR],
        &[
            &["--took", "Борис=QS,KS,3", "--took", "Вера=AS,5", "--took", "Галя=5"],
            &["--took", "Борис=QS,KS,3", "--took", "Вера=AS,5", "--took", "Галя=5", "--renege", "Аня"],
        ],
    ),
    (
        "chervy",
        &["--players", FOUR],
        &[&["--took", "Борис=QS,3", "--took", "Вера=5", "--took", "Галя=5"], &["--renege", "Вера"]],
    ),
    (
        "catch-the-ten",
        &["--team", "A=Аня,Вера", "--team", "B=Борис,Галя"],
        &[&["--trump", "9H", "--took", "Аня=JH,10H", "--took", "B=AH,KH,QH", "--cards", "A=20,B=16"]],
    ),
    ("jacks", &["--players", FOUR], &[&["--trump", "hearts", "--won", "Аня=1,Борис=12", "--took", "Аня=JH,JD,JC,JS"]]),
    (
        "rummy",
        &["--players", "Аня,Борис,Вера"],
        &[
            &["--out", "Аня", "--left", "Борис=KS,QH,5D", "--points", "Вера=17"],
            &["--out", "Борис", "--rummy", "--points", "Аня=12", "--left", "Вера=AS,2C"],
        ],
    ),
    (
        "kitty",
        &["--players", "Аня,Борис,Вера"],
        &[
            &["--out", "Вера", "--left", "Аня=KS,7H", "--points", "Борис=9"],
            &["--out", "Аня", "--points", "Борис=5,Вера=2"],
        ],
    ),
    ("nine", &["--players", "Аня,Борис,Вера"], &[&["--out", "Вера", "--passes", "Аня=2,Борис=1", "--nine", "Борис"]]),
    (
        "poker",
        &["--players", "Аня,Борис,Вера"],
        &[
            &[
                "--put",
                "Аня=30,Борис=30,Вера=10",
                "--fold",
                "Вера",
                "--show",
                "Аня:A♠ K♠ Q♠ J♠ 10♠",
                "--show",
                "Борис:9♥ 9♦ 9♣ 9♠ 2♦",
            ],
            &["--put", "Аня=10,Борис=40,Вера=40", "--winner", "Аня", "--winner", "Борис=Вера"],
        ],
    ),
    (
        "frap",
        &["--players", FOUR],
        &[
            &["--bidding", "pass frap vist pass pass", "--won", "Вера=2,Галя=2"],
            &["--bidding", "Вера:пас, Галя:пас, Аня:фрап, Борис:вист, Вера:пас, Галя:пас", "--won", "Аня=1,Борис=3"],
        ],
    ),
    (
        "khrap",
        &["--players", "Аня,Борис,Вера"],
        &[
            &["--bidding", "khrap vist pass", "--won", "Борис=3,Вера=2"],
            &["--bidding", "pass pass pass", "--bidding", "pass khrap pass vist", "--won", "Аня=2,Вера=3"],
        ],
    ),
    (
        "bura",
        &["--players", "Аня,Борис,Вера"],
        &[
            &["--dealer", "Аня", "--stopper", "Борис", "--points", "Борис=44"],
            &["--stopper", "Вера", "--points", "Вера=20"],
        ],
    ),
    (
        "slobberhannes",
        &["--players", FOUR],
        &[&["--leader", "Вера", "--first", "Вера", "--last", "Аня", "--took", "Борис=QC"]],
    ),
    (
        "blackjack",
        &["--players", "Аня,Борис,Вера"],
        &[
            &[
                "--stakes",
                "Борис=10,Вера=20",
                "--hand",
                "Аня=9S,KD",
                "--hand",
                "Борис=JC,QH",
                "--hand",
                "Вера=5C,8D,5H",
            ],
            &["--stakes", "Борис=10,Вера=10", "--total", "Аня=19,Борис=21,Вера=17", "--natural", "Борис"],
        ],
    ),
    (
        "ochko",
        &["--players", "Аня,Борис,Вера"],
        &[
            &["--stakes", "Борис=10,Вера=20", "--hand", "Аня=9S,10D", "--hand", "Борис=AC,10H", "--hand", "Вера=KC,8D"],
            &["--stakes", "Борис=10,Вера=10", "--total", "Аня=19,Борис=20,Вера=17"],
        ],
    ),
    (
        "macao",
        &["--players", "Аня,Борис,Вера"],
        &[
            &["--hand", "Аня=6S", "--hand", "Борис=9D", "--hand", "Вера=3C,4H"],
            &["--total", "Борис=8,Вера=8,Аня=3", "--natural", "Вера"],
        ],
    ),
];

/// A bridge rubber of four deals and a stop (Север, Восток, Юг, Запад): EW 2♥= 60 below; NS 4♠+1
/// with four honours, a game; EW 3NT× one down; EW 1NT= 40 below; at the stop 300 to NS for the
/// only game and 100 to EW for the part score.
pub fn rubber() -> Table {
    let t = Table::new();
    t.ok(&["new", "bridge", "--players", "Север,Восток,Юг,Запад", "--option", "scoring=rubber"]);
    t.ok(&["deal", "--contract", "2H", "--by", "Восток", "--tricks", "8"]);
    t.ok(&["deal", "--contract", "4S", "--by", "Север", "--result", "+1", "--honours", "Юг:4"]);
    t.ok(&["deal", "--contract", "3NT", "--by", "Запад", "--double", "x", "--tricks", "8"]);
    t.ok(&["deal", "--contract", "1NT", "--by", "Запад", "--tricks", "7"]);
    t.ok(&["deal", "--stop"]);
    t
}
