//! `kozyr import FILE`: checks a match document by replaying it, then stores it in one transaction.
//! A PBN file (`FILE.pbn` or `--format pbn`) is first turned into the bridge match document it holds.

use chrono::Utc;
use clap::{Args, ValueEnum};
use serde_json::{json, Value};

use super::context::{to_new_entry, Ctx};
use super::deal_input::read_input;
use super::{match_opt, Failure};
use crate::games::{self, MatchDoc};
use crate::ledger::{NewEntry, NewMatch};
use crate::msg;

/// What the file holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ImportFormat {
    /// A match document.
    Json,
    /// Bridge results or deals in the Portable Bridge Notation.
    Pbn,
}

#[derive(Debug, Args)]
pub struct ImportArgs {
    /// The match document (JSON, or PBN for bridge; - for standard input).
    pub file: String,
    /// The file's format: by default PBN for a name ending in .pbn, JSON otherwise.
    #[arg(long, value_enum)]
    pub format: Option<ImportFormat>,
    /// A name for the match, instead of the document's own.
    #[arg(long)]
    pub name: Option<String>,
}

/// A PBN file's text: UTF-8, or else Latin-1 (ISO 8859-1), the character set of the PBN standard
/// 2.1 that older programs still write, where every byte is a character.
fn read_pbn(path: &str) -> Result<String, Failure> {
    if path == "-" {
        return read_input(path);
    }
    match std::fs::read(path) {
        Ok(bytes) => {
            Ok(String::from_utf8(bytes).unwrap_or_else(|e| e.into_bytes().iter().map(|&b| char::from(b)).collect()))
        }
        // The reason, in the reader's words, as every other input gives it.
        Err(_) => read_input(path),
    }
}

pub fn run(ctx: &Ctx, a: ImportArgs) -> Result<(), Failure> {
    let pbn = a.format.map_or_else(|| a.file.to_lowercase().ends_with(".pbn"), |f| f == ImportFormat::Pbn);
    let mut doc =
        if pbn { crate::pbn::to_document(&read_pbn(&a.file)?)? } else { MatchDoc::parse(&read_input(&a.file)?)? };
    // Stored as `new` stores a name, and checked as `new` checks it (a number, invisible
    // characters, a name another match has in any case).
    doc.name = a.name.or(doc.name).as_deref().map(games::nfc);
    match_opt::check_name(doc.name.as_deref())?;
    let (game, setup) = games::setup_of(&doc)?;
    let (entries, reasons) = doc.entries_with_reasons()?;
    let replay = games::replay(game, &setup, &entries)?;
    // No ledger ids exist before the import: a void or a correction names the 0-based position of
    // its target; each keeps the reason the document gives it.
    let positions: Vec<i64> = (0..entries.len() as i64).collect();
    let new: Vec<_> =
        entries.iter().zip(reasons).map(|(e, reason)| NewEntry { reason, ..to_new_entry(e, &positions) }).collect();
    let mut ledger = ctx.create()?;
    let record = ledger.import_match(
        &NewMatch {
            game: game.info().id.into(),
            name: doc.name.clone(),
            options: setup.options.clone(),
            players: setup.players.clone(),
            teams: doc.teams.clone().map(Value::Object),
            lang: ctx.choice.flag.map(|l| l.code().to_string()),
        },
        &new,
        Utc::now(),
        &crate::report::standing(&replay),
    )?;
    // A snapshot every SNAPSHOT_EVERY entries, as the writes that record a match keep them, so the
    // first command on a long imported match replays only its end. A cache: when it cannot be
    // kept, the commands replay the match whole.
    let states = games::states_every(game, &setup, &entries, super::context::SNAPSHOT_EVERY);
    if !states.is_empty() {
        let ids = ledger.entry_ids(record.id)?;
        let kept: Vec<(i64, String)> = states
            .iter()
            .filter_map(|s| Some((*ids.get(s.entries.checked_sub(1)?)?, serde_json::to_string(s).ok()?)))
            .collect();
        ledger.put_snapshots(record.id, &kept)?;
    }
    let human = ctx.layout().say(&msg!("import-done", id = record.id, entries = entries.len())) + "\n";
    ctx.emit(&human, || json!({"match": record.id, "name": record.name, "entries": entries.len()}))?;
    Ok(())
}
