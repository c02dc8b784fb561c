//! `kozyr undo`: appends a void entry cancelling the last entry that changed something and is
//! still in force — a deal, a penalty, or a correction (voiding a correction restores the version
//! it replaced).

use clap::Args;
use serde_json::json;

use super::context::{append_in, Ctx};
use super::match_opt::{MatchOpt, Stray};
use super::{confirm, Failure};
use crate::games::{Entry, Replay};
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
    let mut before: Option<Replay> = None;
    // The last entry in force is near the end: the page a snapshot leaves is replayed, and the
    // whole match only when nothing on it can be undone.
    let scope = ctx.sheet_scope(false);
    let appended = append_in(ctx, &mut ledger, a.m.match_.as_deref(), "undo", scope, |l| {
        let replay = l.replay()?;
        let target = replay
            .rows
            .iter()
            .rev()
            .find(|r| matches!(r.kind, "deal" | "penalty" | "correct") && r.voided_by.is_none())
            .ok_or_else(|| match l.base {
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
    let heading = loaded.title();
    let l = ctx.layout();
    // Rows by their entry number: a replay from a snapshot holds the rows after it only.
    let at = |n: usize| n.checked_sub(replay.first + 1);
    let row = at(voided)
        .and_then(|i| replay.rows.get(i))
        .ok_or_else(|| Failure::Internal(anyhow::anyhow!("the undone entry is not in the replay")))?;
    let done = match row.corrects {
        // A correction undone: which one, and what its place is back to.
        Some(place) => {
            let (id, mut args) = super::void::said(&before, voided, None, ["history-confirm-undo-correct"; 2]);
            let places = report::places(&replay);
            let here = at(place).and_then(|i| Some((replay.rows.get(i)?, places.get(i)?)));
            let (kind, deal) = match here {
                Some((r, p)) if p.numbered && r.kind == "deal" => ("deal", p.deal),
                _ => ("other", 0),
            };
            args.retain(|(k, _)| !matches!(*k, "kind" | "deal"));
            args.push(("kind", kind.into()));
            args.push(("deal", deal.into()));
            args.push(("place", place.into()));
            if let Some((r, _)) = here {
                args.push(("now", report::what_was(r, None).into()));
            }
            confirm::line(ctx, &loaded.record, id, args)
        }
        None => {
            // The voided entry as the sheet named it before the undo: its deal number and its words.
            let ghost = heading.voided.get(&voided);
            let counted = row.kind == "deal" && !ghost.is_some_and(report::dealt_again);
            let deal = at(voided).and_then(|i| report::places(&replay).get(i).map(|p| p.deal)).unwrap_or(0)
                + usize::from(counted);
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
    // A club session shows its ranking, not a sheet of pairs.
    let table = super::session::club_text(&l, &loaded, &replay)
        .unwrap_or_else(|| report::sheet(&heading, &replay).notes(Notes::None).render(&l));
    let human = done + &table;
    ctx.emit(&human, || {
        let mut v = replay.to_json(ctx.lang());
        confirm::json(&mut v, &loaded.record);
        v["voided"] = json!(voided);
        v
    })?;
    Ok(())
}
