//! `kozyr penalty`: a penalty written as its own entry.

use clap::Args;

use super::context::{append_in, Ctx};
use super::match_opt::{MatchOpt, Stray};
use super::{confirm, Failure};
use crate::games::{Entry, Penalty};
use crate::report;

#[derive(Debug, Args)]
pub struct PenaltyArgs {
    #[command(flatten)]
    pub m: MatchOpt,
    /// Who is penalised.
    #[arg(long)]
    pub player: String,
    /// Points (negative for a penalty); a reason the game knows supplies the rules' amount.
    #[arg(long, allow_hyphen_values = true)]
    pub points: Option<i64>,
    /// Why: misdeal, three-nines, or free text (then --points is required).
    #[arg(long)]
    pub reason: String,
    #[command(flatten)]
    pub stray: Stray,
}

pub fn run(ctx: &Ctx, a: PenaltyArgs) -> Result<(), Failure> {
    a.stray.refuse(ctx, "penalty", &a.m)?;
    let p = Penalty { player: a.player, points: a.points, reason: a.reason };
    // Bounded before the ledger is touched: a number no game can mean is refused as typed.
    p.check_points()?;
    let mut ledger = ctx.open()?;
    let scope = ctx.sheet_scope(false);
    // A reason the game prices, typed by its Russian or Bulgarian name, is stored as the record's
    // word (`три девятки` → `three-nines`): the sheet shows it in the reader's language, the JSON
    // keeps one word, and a stored match never changes meaning when a name is added.
    let (loaded, replay) = append_in(ctx, &mut ledger, a.m.match_.as_deref(), "penalty", scope, |l| {
        let reason = l.game.penalty_reason(&p.reason).map_or_else(|| p.reason.clone(), String::from);
        Ok(Entry::Penalty(Penalty { reason, ..p.clone() }))
    })?;
    let l = ctx.layout();
    let (row, place) = (replay.rows.last(), report::places(&replay).last().copied());
    let done = match (row, place) {
        (Some(row), Some(place)) => confirm::line(
            ctx,
            &loaded.record,
            "match-confirm-penalty",
            vec![("deal", place.deal.into()), ("what", report::what_was(row, None).into())],
        ),
        _ => String::new(),
    };
    let human = done + &report::sheet(&loaded.title(), &replay).render(&l);
    ctx.emit(&human, || {
        let mut v = replay.to_json(ctx.lang());
        confirm::json(&mut v, &loaded.record);
        v
    })?;
    Ok(())
}
