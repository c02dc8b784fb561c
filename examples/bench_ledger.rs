//! Builds the benchmark ledger: 5 000 Thousand matches of 20 deals (100 000 deals), the latest
//! one unfinished, from a fixed seed, so every run writes the same matches.
//!
//!     cargo run --release --example bench_ledger -- PATH [MATCHES [DEALS_PER_MATCH]]
//!
//! Every match is validated by `kozyr::games::replay` before `Ledger::import_match` stores it,
//! with the standing `kozyr list` reads. One deal in five is recorded trick by trick, so `show`
//! and `deal` replay full play records through the referee too. Prints the players of the latest
//! match, one a line. benches/commands.sh times the
//! commands on it; docs/performance.md has the figures.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use chrono::{DateTime, Duration, Utc};
use kozyr::ledger::{EntryKind, Ledger, NewEntry, NewMatch};

#[path = "../benches/support/rng.rs"]
mod rng;
#[path = "../benches/support/thousand.rs"]
mod thousand;

const SEED: u64 = 0x6B6F_7A79_7233;
/// One deal in this many is a full play record.
const FULL_EVERY: usize = 5;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(path), Ok(matches), Ok(deals)) = (
        args.first().map(PathBuf::from),
        args.get(1).map_or(Ok(5_000), |a| a.parse::<usize>()),
        args.get(2).map_or(Ok(20), |a| a.parse::<usize>()),
    ) else {
        eprintln!("usage: bench_ledger PATH [MATCHES [DEALS_PER_MATCH]]");
        return ExitCode::from(2);
    };
    if path.exists() {
        eprintln!("bench_ledger: {} exists; the ledger is built from scratch, give a new path", path.display());
        return ExitCode::from(2);
    }
    let started = Instant::now();
    let generated = thousand::random_matches(SEED, matches, deals, FULL_EVERY);
    eprintln!("generated and replayed {matches} matches of {deals} deals in {:.1?}", started.elapsed());

    let mut ledger = match Ledger::open(&path) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("bench_ledger: {e}");
            return ExitCode::from(1);
        }
    };
    // Fixed clock: one match an hour from 2024-01-01, so the file's content depends on the seed only.
    let epoch = DateTime::<Utc>::from_timestamp(1_704_067_200, 0).unwrap_or_default();
    let started = Instant::now();
    for (i, m) in generated.iter().enumerate() {
        let entries: Vec<NewEntry> = m
            .entries
            .iter()
            .map(|e| NewEntry {
                kind: EntryKind::Deal,
                payload: e.to_value(),
                voids: None,
                corrects: None,
                reason: None,
            })
            .collect();
        let new = NewMatch {
            game: "thousand".into(),
            name: None,
            options: m.setup.options.clone(),
            players: m.setup.players.clone(),
            teams: None,
            lang: None,
        };
        let hour = Duration::hours(i64::try_from(i).unwrap_or(i64::MAX));
        if let Err(e) = ledger.import_match(&new, &entries, epoch + hour, &kozyr::report::standing(&m.replay)) {
            eprintln!("bench_ledger: match {}: {e}", i + 1);
            return ExitCode::from(1);
        }
    }
    eprintln!("imported into {} in {:.1?}", path.display(), started.elapsed());
    // The players of the latest (open) match, one a line, for scripts that record a deal in it.
    if let Some(last) = generated.last() {
        println!("{}", last.setup.players.join("\n"));
    }
    ExitCode::SUCCESS
}
