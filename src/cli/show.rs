//! `kozyr show`: the score sheet of a match.

use clap::Args;
use serde_json::json;

use super::context::{load, selector, Ctx};
use super::Failure;
use crate::report;

#[derive(Debug, Args)]
pub struct MatchArg {
    /// The match: its number or name (default: the latest unfinished match).
    #[arg(value_name = "MATCH")]
    pub match_: Option<String>,
}

pub fn run(ctx: &Ctx, a: MatchArg) -> Result<(), Failure> {
    let ledger = ctx.open()?;
    let loaded = load(ctx, &ledger, &selector(a.match_.as_deref()))?;
    let replay = loaded.replay()?;
    ctx.emit(&report::sheet(&loaded.title(), &replay), || {
        let mut v = replay.to_json(ctx.lang());
        v["match"] = json!(loaded.record.id);
        v
    })?;
    Ok(())
}
