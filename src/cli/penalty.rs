//! `kozyr penalty`: a penalty written as its own entry.

use clap::Args;
use serde_json::json;

use super::context::{append, selector, Ctx};
use super::Failure;
use crate::games::{Entry, Penalty};
use crate::msg;
use crate::report;

#[derive(Debug, Args)]
pub struct PenaltyArgs {
    #[arg(value_name = "MATCH")]
    pub match_: Option<String>,
    /// Who is penalised.
    #[arg(long)]
    pub player: String,
    /// Points (negative for a penalty); a reason the game knows supplies the rules' amount.
    #[arg(long, allow_hyphen_values = true)]
    pub points: Option<i64>,
    /// Why: misdeal, three-nines, or free text (then --points is required).
    #[arg(long)]
    pub reason: String,
}

pub fn run(ctx: &Ctx, a: PenaltyArgs) -> Result<(), Failure> {
    let p = Penalty { player: a.player, points: a.points, reason: a.reason };
    // Bounded before the ledger is touched: a number no game can mean is refused as typed.
    p.check_points()?;
    let mut ledger = ctx.open()?;
    let (loaded, replay) = append(ctx, &mut ledger, &selector(a.match_.as_deref()), |_| Ok(Entry::Penalty(p)))?;
    let l = ctx.layout();
    let (row, place) = (replay.rows.last(), report::places(&replay).last().copied());
    let done = match (row, place) {
        (Some(row), Some(place)) => {
            l.say(&msg!("penalty-recorded", deal = place.deal, what = report::what_was(row, None))) + "\n"
        }
        _ => String::new(),
    };
    let human = done + &report::sheet(&loaded.title(), &replay).render(&l);
    ctx.emit(&human, || {
        let mut v = replay.to_json(ctx.lang());
        v["match"] = json!(loaded.record.id);
        v
    })?;
    Ok(())
}
