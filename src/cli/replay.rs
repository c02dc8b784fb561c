//! `kozyr replay FILE`: scores a match document without touching the ledger.

use clap::Args;

use super::context::Ctx;
use super::deal_input::read_input;
use super::Failure;
use crate::games::{self, MatchDoc};
use crate::report;

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The match document (JSON; - for standard input).
    pub file: String,
}

pub fn run(ctx: &Ctx, a: ReplayArgs) -> Result<(), Failure> {
    let doc = MatchDoc::parse(&read_input(&a.file)?)?;
    let replay = doc.replay()?;
    let title =
        format!("{} — {} — {}", a.file, games::find(&doc.game)?.info().name(ctx.lang()), doc.players.join(", "));
    ctx.emit(&report::sheet(&title, &replay), || replay.to_json(ctx.lang()))?;
    Ok(())
}
