//! Whole-ledger commands — `kozyr history` and `kozyr stats` — timed as a user meets them: the
//! release binary started afresh on the benchmark ledger of 5 000 Thousand matches and 100 000
//! deals (benches/support/ledger.rs), its output read and thrown away. Target: each under 100 ms.
//! Run with `cargo bench --bench ledger_commands`; docs/performance.md has the figures.
//!
//! The ledger is built once (about half a minute) and kept in the target directory; a command
//! only reads it, so every run times the same file.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};

#[path = "support/ledger.rs"]
mod ledger;
#[path = "support/rng.rs"]
mod rng;
#[path = "support/thousand.rs"]
mod thousand;

const MATCHES: usize = 5_000;
const DEALS: usize = 20;

/// The benchmark ledger, built on first use, and the players of its latest match.
fn bench_ledger() -> (PathBuf, Vec<String>) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join(format!("ledger-{MATCHES}x{DEALS}-{:x}.sqlite3", ledger::SEED));
    let players = dir.join(format!("ledger-{MATCHES}x{DEALS}-{:x}.players", ledger::SEED));
    if !path.exists() || !players.exists() {
        let partial = path.with_extension("partial");
        let _ = std::fs::remove_file(&partial);
        let names = ledger::build(&partial, MATCHES, DEALS).unwrap_or_else(|e| panic!("bench ledger: {e}"));
        std::fs::write(&players, names.join("\n")).unwrap_or_else(|e| panic!("bench ledger: {e}"));
        std::fs::rename(&partial, &path).unwrap_or_else(|e| panic!("bench ledger: {e}"));
    }
    let names = std::fs::read_to_string(&players).unwrap_or_default().lines().map(String::from).collect();
    (path, names)
}

/// Runs one command to the end, its output discarded, and fails loudly if it fails: a benchmark
/// of a refusal would measure nothing. Each command runs once untimed first, so a ledger built
/// before the standings held figures has them cached (by `stats`) before anything is timed.
fn run(ledger: &Path, args: &[&str]) {
    let status = Command::new(env!("CARGO_BIN_EXE_kozyr"))
        .arg("--ledger")
        .arg(ledger)
        .args(args)
        .env("KOZYR_LANG", "en")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap_or_else(|e| panic!("kozyr {args:?}: {e}"));
    assert!(status.success(), "kozyr {args:?} failed: {status}");
}

fn commands(c: &mut Criterion) {
    let (ledger, players) = bench_ledger();
    let one = players.first().cloned().unwrap_or_default();
    let vs = players.iter().take(2).cloned().collect::<Vec<_>>().join(",");
    let cases: Vec<(&str, Vec<&str>)> = vec![
        ("history", vec!["history", "--no-pager"]),
        ("history --json", vec!["history", "--json"]),
        ("history --player", vec!["history", "--no-pager", "--player", &one]),
        ("history --format html", vec!["history", "--format", "html"]),
        ("stats", vec!["stats"]),
        ("stats --json", vec!["stats", "--json"]),
        ("stats --player", vec!["stats", "--player", &one]),
        ("stats --vs", vec!["stats", "--vs", &vs]),
    ];
    let mut group = c.benchmark_group("ledger_commands");
    group.sample_size(20).measurement_time(Duration::from_secs(10));
    for (name, args) in &cases {
        run(&ledger, args);
        group.bench_function(*name, |b| b.iter(|| run(&ledger, args)));
    }
    group.finish();
}

criterion_group!(benches, commands);
criterion_main!(benches);
