//! `kozyr undo`: appends a void entry cancelling the last deal or penalty still in force.

use serde_json::json;

use super::context::{append, selector, Ctx};
use super::show::MatchArg;
use super::Failure;
use crate::games::Entry;
use crate::msg;
use crate::report::{self, Notes};

pub fn run(ctx: &Ctx, a: MatchArg) -> Result<(), Failure> {
    let mut ledger = ctx.open()?;
    let mut voided = 0;
    let (loaded, replay) = append(ctx, &mut ledger, &selector(a.match_.as_deref()), |l| {
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
    let done = msg!("undo-voided", kind = kind, deal = deal, what = what);
    let notes = Notes::None;
    let human = format!("{}\n{}", l.say(&done), report::sheet(&heading, &replay).notes(notes).render(&l));
    ctx.emit(&human, || {
        let mut v = replay.to_json(ctx.lang());
        v["match"] = json!(loaded.record.id);
        v["voided"] = json!(voided);
        v
    })?;
    Ok(())
}
