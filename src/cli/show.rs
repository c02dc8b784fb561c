//! `kozyr show`: the score sheet of a match.

use clap::Args;
use serde_json::json;

use super::context::{load_replayed, Ctx};
use super::match_opt::Subject;
use super::Failure;
use crate::report::{self, Notes};

#[derive(Debug, Args)]
pub struct ShowArgs {
    #[command(flatten)]
    pub subject: Subject,
    /// Print the notes of every deal under the sheet, not only the last deal's.
    #[arg(long)]
    pub notes: bool,
    /// Print every deal of a long match, not only the last page.
    #[arg(long)]
    pub all: bool,
}

pub fn run(ctx: &Ctx, a: ShowArgs) -> Result<(), Failure> {
    let given = a.subject.given()?;
    let ledger = ctx.open()?;
    let (loaded, replay) = load_replayed(ctx, &ledger, given, ctx.sheet_scope(a.all))?;
    let notes = if a.notes { Notes::All } else { Notes::Last };
    let human = match super::session::sheet(&ctx.layout(), &loaded, &replay) {
        Some(ranking) => ranking,
        None => report::sheet(&loaded.title(), &replay).notes(notes).render(&ctx.layout()),
    };
    ctx.emit(&human, || {
        let mut v = replay.to_json(ctx.lang());
        v["match"] = json!(loaded.record.id);
        v
    })?;
    Ok(())
}
