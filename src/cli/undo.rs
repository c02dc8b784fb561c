//! `kozyr undo`: takes back the last action written to the match that is still in force — a deal,
//! a penalty, a correction (the version it replaced is in force again) or a void (what it voided is
//! in force again) — by appending a void of it, stored with the step `undo`. The voids `undo` and
//! `redo` write are no actions of the table: a second undo walks further back over them.

use clap::Args;
use serde_json::json;

use super::context::{append_in_step, Ctx, Loaded, Step};
use super::match_opt::{MatchOpt, Stray};
use super::{confirm, Failure};
use crate::games::{Entry, Replay, Row};
use crate::msg;
use crate::report;

#[derive(Debug, Args)]
pub struct UndoArgs {
    #[command(flatten)]
    pub m: MatchOpt,
    #[command(flatten)]
    pub stray: Stray,
}

/// The last action of `l` in force, as its row in `replay` (the replay of `l`): a deal, a
/// penalty, a correction or a void the table wrote, not voided, not a step of `undo` or `redo`.
fn last_action<'a>(l: &Loaded, replay: &'a Replay) -> Option<&'a Row> {
    replay.rows.iter().enumerate().rev().find_map(|(i, r)| {
        let action = matches!(r.kind, "deal" | "penalty" | "correct" | "void")
            && r.voided_by.is_none()
            && l.steps.get(i).copied().flatten().is_none();
        action.then_some(r)
    })
}

pub fn run(ctx: &Ctx, a: UndoArgs) -> Result<(), Failure> {
    a.stray.refuse(ctx, "undo", &a.m)?;
    let mut ledger = ctx.open()?;
    let mut voided = 0;
    let mut before: Option<Replay> = None;
    // The last entry in force is near the end: the page a snapshot leaves is replayed, and the
    // whole match only when nothing on it can be undone.
    let appended = append_in_step(ctx, &mut ledger, a.m.match_.as_deref(), "undo", Step::Undo, |l| {
        let replay = l.replay()?;
        let target = last_action(l, &replay).ok_or_else(|| match l.base {
            Some(_) => Failure::input("match.snapshot", msg!("match-snapshot")),
            None => Failure::input("match.undo.nothing", msg!("undo-nothing")),
        })?;
        voided = target.number;
        before = Some(replay);
        Ok(Entry::Void(voided))
    });
    // Undoing a correction can break a later entry (the version it restores may win the match
    // earlier): said as the void breaking that entry.
    let (loaded, replay) = appended.map_err(|f| match (f, &before) {
        (Failure::Rule(e), Some(b)) => Failure::Rule(report::broken_by(b, &Entry::Void(voided), e)),
        (f, _) => f,
    })?;
    let before = before.ok_or_else(|| Failure::Internal(anyhow::anyhow!("undo wrote without a replay")))?;
    let done = said(ctx, &loaded, &before, &replay, voided)?;
    let human = done + &super::session::after_change(&ctx.layout(), &loaded, &replay);
    ctx.emit(&human, || {
        let mut v = replay.to_json(ctx.lang());
        confirm::json(&mut v, &loaded.record);
        v["voided"] = json!(voided);
        v
    })?;
    Ok(())
}

/// The line saying what the undo of entry `voided` took back and what is in force again: a deal
/// or a penalty struck out, the version a correction replaced, or the entry a void had voided
/// (`kozyr void` of a void says it so too).
pub(super) fn said(
    ctx: &Ctx,
    loaded: &Loaded,
    before: &Replay,
    replay: &Replay,
    voided: usize,
) -> Result<String, Failure> {
    let heading = loaded.title();
    // Rows by their entry number: a replay from a snapshot holds the rows after it only.
    let at = |n: usize| n.checked_sub(replay.first + 1);
    let row = at(voided)
        .and_then(|i| replay.rows.get(i))
        .ok_or_else(|| Failure::Internal(anyhow::anyhow!("the undone entry is not in the replay")))?;
    let places = report::places(replay);
    // The entry at `n` as the sheet now names it: its deal number when it has one.
    let named = |n: usize| match at(n).and_then(|i| Some((replay.rows.get(i)?, places.get(i)?))) {
        Some((r, p)) if p.numbered && r.kind == "deal" => ("deal", p.deal),
        _ => ("other", 0),
    };
    let now = |n: usize| at(n).and_then(|i| replay.rows.get(i)).map(|r| report::what_was(r, None));
    let line = match (row.corrects, row.voids) {
        // A correction undone: which one, and what its place is back to.
        (Some(place), _) => {
            let (id, mut args) = super::void::said(before, voided, None, ["history-confirm-undo-correct"; 2]);
            let (kind, deal) = named(place);
            args.retain(|(k, _)| !matches!(*k, "kind" | "deal"));
            args.push(("kind", kind.into()));
            args.push(("deal", deal.into()));
            args.push(("place", place.into()));
            if let Some(now) = now(place) {
                args.push(("now", now.into()));
            }
            confirm::line(ctx, &loaded.record, id, args)
        }
        // A void undone: which one, and the entry it had voided, in force again.
        (None, Some(target)) => {
            let (_, mut args) = super::void::said(before, voided, None, ["match-confirm-undo-void"; 2]);
            let (kind, deal) = named(target);
            args.retain(|(k, _)| !matches!(*k, "kind" | "deal"));
            args.push(("kind", kind.into()));
            args.push(("deal", deal.into()));
            args.push(("target", target.into()));
            args.push(("now", now(target).unwrap_or_else(|| msg!("sheet-kind-deal")).into()));
            confirm::line(ctx, &loaded.record, "match-confirm-undo-void", args)
        }
        (None, None) => {
            // The voided entry as the sheet named it before the undo: its deal number and its words.
            let ghost = heading.voided.get(&voided);
            let counted = row.kind == "deal" && !ghost.is_some_and(report::dealt_again);
            let deal = at(voided).and_then(|i| places.get(i).map(|p| p.deal)).unwrap_or(0) + usize::from(counted);
            let kind = if counted { "deal" } else { "other" };
            let what = report::what_was(row, ghost);
            confirm::line(
                ctx,
                &loaded.record,
                "match-confirm-undo",
                vec![("kind", kind.into()), ("deal", deal.into()), ("what", what.into())],
            )
        }
    };
    Ok(line)
}
