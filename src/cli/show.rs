//! `kozyr show`: the score sheet of a match.

use clap::Args;
use serde_json::json;

use super::context::{load, selector, Ctx};
use super::Failure;
use crate::report::{self, Notes};

#[derive(Debug, Args)]
pub struct MatchArg {
    /// The match: its number or name (default: the latest unfinished match).
    #[arg(value_name = "MATCH")]
    pub match_: Option<String>,
}

#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The match: its number or name (default: the latest unfinished match).
    #[arg(value_name = "MATCH")]
    pub match_: Option<String>,
    /// Print the notes of every deal under the sheet, not only the last deal's.
    #[arg(long)]
    pub notes: bool,
}

pub fn run(ctx: &Ctx, a: ShowArgs) -> Result<(), Failure> {
    let ledger = ctx.open()?;
    let loaded = load(ctx, &ledger, &selector(a.match_.as_deref()))?;
    let replay = loaded.replay()?;
    let notes = if a.notes { Notes::All } else { Notes::Last };
    ctx.emit(&report::sheet(&loaded.title(), &replay).notes(notes), || {
        let mut v = replay.to_json(ctx.lang());
        v["match"] = json!(loaded.record.id);
        v
    })?;
    Ok(())
}
