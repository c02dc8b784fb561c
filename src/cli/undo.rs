//! `kozyr undo`: appends a void entry cancelling the last deal or penalty still in force.

use clap::Args;
use serde_json::json;

use super::context::{append, Ctx};
use super::match_opt::{MatchOpt, Stray};
use super::{confirm, Failure};
use crate::games::Entry;
use crate::msg;
use crate::report::{self, Notes};

#[derive(Debug, Args)]
pub struct UndoArgs {
    #[command(flatten)]
    pub m: MatchOpt,
    #[command(flatten)]
    pub stray: Stray,
}

pub fn run(ctx: &Ctx, a: UndoArgs) -> Result<(), Failure> {
    a.stray.refuse(ctx, "undo", &a.m)?;
    let mut ledger = ctx.open()?;
    let mut voided = 0;
    let (loaded, replay) = append(ctx, &mut ledger, a.m.match_.as_deref(), "undo", |l| {
        let replay = l.replay()?;
        let target = replay
            .rows
            .iter()
            .rev()
            .find(|r| matches!(r.kind, "deal" | "penalty") && r.voided_by.is_none())
            .ok_or_else(|| Failure::input("match.undo.nothing", msg!("undo-nothing")))?;
        voided = target.number;
        Ok(Entry::Void(target.number))
    })?;
    let heading = loaded.title();
    let l = ctx.layout();
    // The voided entry as the sheet named it before the undo: its deal number and its words.
    let row = &replay.rows[voided - 1];
    let ghost = heading.voided.get(&voided);
    let counted = row.kind == "deal" && !ghost.is_some_and(report::dealt_again);
    let deal = report::places(&replay)[voided - 1].deal + usize::from(counted);
    let kind = if counted { "deal" } else { "other" };
    let what = report::what_was(row, ghost);
    let done = confirm::line(
        ctx,
        &loaded.record,
        "match-confirm-undo",
        vec![("kind", kind.into()), ("deal", deal.into()), ("what", what.into())],
    );
    let notes = Notes::None;
    let human = done + &report::sheet(&heading, &replay).notes(notes).render(&l);
    ctx.emit(&human, || {
        let mut v = replay.to_json(ctx.lang());
        confirm::json(&mut v, &loaded.record);
        v["voided"] = json!(voided);
        v
    })?;
    Ok(())
}
