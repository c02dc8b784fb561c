//! Builds a ledger holding one long unfinished match: Black Mary without a points limit, `DEALS`
//! deals (default 10 000), every deal a different share of the spades' top cards and the hearts.
//!
//!     cargo run --release --example long_match -- PATH [DEALS]
//!
//! The match is validated by `kozyr::games::replay` before `Ledger::import_match` stores it, with
//! the standing `kozyr list` reads. benches/long_match.sh times `deal` and `show` on it and measures
//! their memory; docs/performance.md has the figures (issue 9: under 20 ms, under 1 KB per entry).

use std::path::PathBuf;
use std::process::ExitCode;

use chrono::DateTime;
use kozyr::games::{self, Entry};
use kozyr::ledger::{EntryKind, Ledger, NewEntry, NewMatch};
use serde_json::{json, Map, Value};

const PLAYERS: [&str; 4] = ["Аня", "Борис", "Вера", "Галя"];

/// Deal `i`: the queen and king of spades, the ace and the thirteen hearts go round the table.
fn deal(i: usize) -> Value {
    let queen = PLAYERS[i % 4];
    let hearts = [(i % 5) + 1, (i * 7 % 4) + 2, 0, 0];
    let rest = 13 - hearts[0] - hearts[1];
    let mut took = Map::new();
    took.insert(queen.to_string(), json!(["QS", "KS", hearts[0].to_string()]));
    took.insert(PLAYERS[(i + 1) % 4].to_string(), json!(["AS", hearts[1].to_string()]));
    took.insert(PLAYERS[(i + 2) % 4].to_string(), json!([rest.to_string()]));
    json!({ "took": took })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(path), Ok(deals)) =
        (args.first().map(PathBuf::from), args.get(1).map_or(Ok(10_000), |a| a.parse::<usize>()))
    else {
        eprintln!("usage: long_match PATH [DEALS]");
        return ExitCode::from(2);
    };
    if path.exists() {
        eprintln!("long_match: {} exists; give a new path", path.display());
        return ExitCode::from(2);
    }
    let game = match games::find("black-mary") {
        Ok(g) => g,
        Err(e) => {
            eprintln!("long_match: {}", e.message());
            return ExitCode::from(1);
        }
    };
    let players: Vec<String> = PLAYERS.iter().map(ToString::to_string).collect();
    let mut options = Map::new();
    options.insert("limit".into(), 0.into());
    let setup = match game.setup(&players, None, &options) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("long_match: {}", e.message());
            return ExitCode::from(1);
        }
    };
    let entries: Vec<Entry> = (0..deals).map(|i| Entry::Deal(deal(i))).collect();
    let replay = match games::replay(game, &setup, &entries) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("long_match: {}", e.message());
            return ExitCode::from(1);
        }
    };
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
    let at = DateTime::from_timestamp(1_704_067_200, 0).unwrap_or_default();
    // As `kozyr import` does: the match, then a snapshot of its state every 32 entries.
    let states = games::states_every(game, &setup, &entries, 32);
    let stored = Ledger::open(&path).and_then(|mut l| {
        let m = l.import_match(&new, &rows, at, &kozyr::report::standing(&replay))?;
        let ids = l.entry_ids(m.id)?;
        let kept: Vec<(i64, String)> = states
            .iter()
            .filter_map(|s| Some((*ids.get(s.entries.checked_sub(1)?)?, serde_json::to_string(s).ok()?)))
            .collect();
        l.put_snapshots(m.id, &kept)
    });
    match stored {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("long_match: {e}");
            ExitCode::from(1)
        }
    }
}
