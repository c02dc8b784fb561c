//! `kozyr redo`: brings back what the last `undo` took back, as long as nothing was written to the
//! match since — by voiding that undo (a void of a void restores what it voided), stored with the
//! step `redo`. Repeated, it brings back what the undos before it took back, in turn.

use clap::Args;
use serde_json::json;

use super::context::{append_in_step, Ctx, Loaded, Step};
use super::match_opt::{MatchOpt, Stray};
use super::{confirm, Failure};
use crate::games::{Entry, Replay};
use crate::msg;
use crate::report;

#[derive(Debug, Args)]
pub struct RedoArgs {
    #[command(flatten)]
    pub m: MatchOpt,
    #[command(flatten)]
    pub stray: Stray,
}

pub fn run(ctx: &Ctx, a: RedoArgs) -> Result<(), Failure> {
    a.stray.refuse(ctx, "redo", &a.m)?;
    let mut ledger = ctx.open()?;
    let mut undo = 0;
    let mut undone = 0;
    let mut before: Option<Replay> = None;
    let appended = append_in_step(ctx, &mut ledger, a.m.match_.as_deref(), "redo", Step::Redo, |l| {
        let replay = l.replay()?;
        // Back from the end over the steps of undo and redo, to the latest undo in force; an
        // action of the table met first means something was written since.
        for (i, r) in replay.rows.iter().enumerate().rev() {
            match l.steps.get(i).copied().flatten() {
                Some(Step::Undo) if r.voided_by.is_none() => {
                    undo = r.number;
                    undone = r.voids.unwrap_or(0);
                    before = Some(replay);
                    return Ok(Entry::Void(undo));
                }
                Some(_) => {}
                // Something written since: said so when an undo stands before it.
                None if undone_before(l, &replay, i) => {
                    let written = msg!("redo-written", entry = r.number);
                    return Err(Failure::input("match.redo.nothing", written));
                }
                None => break,
            }
        }
        Err(match l.base {
            Some(_) => Failure::input("match.snapshot", msg!("match-snapshot")),
            None => Failure::input("match.redo.nothing", msg!("redo-nothing")),
        })
    });
    let (loaded, replay) = appended.map_err(|f| match (f, &before) {
        (Failure::Rule(e), Some(b)) => Failure::Rule(report::broken_by(b, &Entry::Void(undo), e)),
        (f, _) => f,
    })?;
    // What is back, as the sheet now says it.
    let at = |n: usize| n.checked_sub(replay.first + 1);
    let places = report::places(&replay);
    let here = at(undone).and_then(|i| Some((replay.rows.get(i)?, places.get(i)?)));
    let (kind, deal, what) = match here {
        Some((r, p)) if r.kind == "deal" && p.numbered => ("deal", p.deal, report::what_was(r, None)),
        Some((r, _)) if r.kind == "void" => ("void", 0, report::describe(&replay, &places, r, None)),
        Some((r, _)) => ("other", 0, report::describe(&replay, &places, r, None)),
        None => ("other", 0, msg!("sheet-kind-deal")),
    };
    let args = vec![("kind", kind.into()), ("deal", deal.into()), ("entry", undone.into()), ("what", what.into())];
    let done = confirm::line(ctx, &loaded.record, "match-confirm-redo", args);
    let human = done + &super::session::after_change(&ctx.layout(), &loaded, &replay);
    ctx.emit(&human, || {
        let mut v = replay.to_json(ctx.lang());
        confirm::json(&mut v, &loaded.record);
        v["voided"] = json!(undo);
        v["restored"] = json!(undone);
        v
    })?;
    Ok(())
}

/// Whether an undo in force stands among the rows of `replay` before row `i`.
fn undone_before(l: &Loaded, replay: &Replay, i: usize) -> bool {
    replay.rows[..i].iter().zip(&l.steps).any(|(r, s)| *s == Some(Step::Undo) && r.voided_by.is_none())
}
