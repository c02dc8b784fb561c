//! Builds the benchmark ledger — 5 000 Thousand matches of 20 deals (100 000 deals), the latest
//! one unfinished, from a fixed seed — shared by the `bench_ledger` example (which
//! benches/commands.sh times with hyperfine) and the criterion benchmark of the whole-ledger
//! commands (benches/ledger_commands.rs), so both measure the same file.
//!
//! Every match is validated by `kozyr::games::replay` before `Ledger::import_match` stores it,
//! with the standing the ledger caches. One deal in five is recorded trick by trick, so `show`
//! and `deal` replay full play records through the referee too.

use std::path::Path;

use chrono::{DateTime, Duration, Utc};
use kozyr::ledger::{EntryKind, Ledger, NewEntry, NewMatch};

use super::thousand;

pub const SEED: u64 = 0x6B6F_7A79_7233;
/// One deal in this many is a full play record.
pub const FULL_EVERY: usize = 5;

/// Writes the ledger at `path` (which must not exist) and returns the players of the latest,
/// unfinished match, for a command that records a deal in it.
pub fn build(path: &Path, matches: usize, deals: usize) -> Result<Vec<String>, String> {
    if path.exists() {
        return Err(format!("{} exists; the ledger is built from scratch, give a new path", path.display()));
    }
    let generated = thousand::random_matches(SEED, matches, deals, FULL_EVERY);
    let mut ledger = Ledger::open(path).map_err(|e| e.to_string())?;
    // Fixed clock: one match an hour from 2024-01-01, so the file's content depends on the seed only.
    let epoch = DateTime::<Utc>::from_timestamp(1_704_067_200, 0).unwrap_or_default();
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
        ledger
            .import_match(&new, &entries, epoch + hour, &kozyr::report::standing(&m.replay))
            .map_err(|e| format!("match {}: {e}", i + 1))?;
    }
    Ok(generated.last().map(|m| m.setup.players.clone()).unwrap_or_default())
}
