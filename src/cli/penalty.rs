//! `kozyr penalty`: a penalty written as its own entry.

use clap::Args;
use serde_json::json;

use super::context::{append, selector, Ctx};
use super::Failure;
use crate::games::{Entry, Penalty};
use crate::report;

#[derive(Debug, Args)]
pub struct PenaltyArgs {
    #[arg(value_name = "MATCH")]
    pub match_: Option<String>,
    /// Who is penalised.
    #[arg(long)]
    pub player: String,
    /// Points (negative for a penalty); a reason the game knows supplies the seed's amount.
    #[arg(long, allow_hyphen_values = true)]
    pub points: Option<i64>,
    /// Why: misdeal, three-nines, or free text (then --points is required).
    #[arg(long)]
    pub reason: String,
}

pub fn run(ctx: &Ctx, a: PenaltyArgs) -> Result<(), Failure> {
    let mut ledger = ctx.open()?;
    let p = Penalty { player: a.player, points: a.points, reason: a.reason };
    let (loaded, replay) = append(ctx, &mut ledger, &selector(a.match_.as_deref()), |_| Ok(Entry::Penalty(p)))?;
    ctx.emit(&report::sheet(&loaded.title(), &replay), || {
        let mut v = replay.to_json(ctx.lang());
        v["match"] = json!(loaded.record.id);
        v
    })?;
    Ok(())
}
