//! `kozyr undo`: appends a void entry cancelling the last deal or penalty still in force.

use serde_json::json;

use super::context::{append, selector, Ctx};
use super::show::MatchArg;
use super::Failure;
use crate::games::Entry;
use crate::report;

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
            .ok_or_else(|| {
            Failure::input("match.undo.nothing", "nothing to undo: no deal or penalty is in force")
        })?;
        voided = target.number;
        Ok(Entry::Void(target.number))
    })?;
    let human = format!(
        "Voided entry {voided} (it stays in the ledger, struck out).\n{}",
        report::sheet(&loaded.title(), &replay)
    );
    ctx.emit(&human, || {
        let mut v = replay.to_json(ctx.lang());
        v["match"] = json!(loaded.record.id);
        v["voided"] = json!(voided);
        v
    })?;
    Ok(())
}
