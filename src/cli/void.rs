//! `kozyr void DEAL [--reason TEXT] [-m MATCH]` (or `--entry N`): voids any deal, penalty,
//! correction or void (restoring what it voided) of a match, not only the last, by appending a void entry; nothing is deleted. Also
//! what `void`, `correct` and `undo` share: naming the entry they change, and appending the change
//! with its reason, refused in the sheet's words when it would break a later entry.

use chrono::Utc;
use clap::Args;
use serde_json::json;

use super::context::{self, to_new_entry, Ctx, Loaded};
use super::match_opt::{self, MatchOpt};
use super::{confirm, Failure};
use crate::games::{self, check_reason, Entry, Replay};
use crate::ledger::Ledger;
use crate::msg;
use crate::report;

#[derive(Debug, Args)]
pub struct VoidArgs {
    /// The deal's number as the sheet shows it.
    #[arg(value_name = "DEAL")]
    pub deal: Option<String>,
    /// The entry's number as `kozyr log` shows it: a penalty or a correction, which have no deal
    /// number.
    #[arg(long, value_name = "ENTRY")]
    pub entry: Option<usize>,
    /// Why the entry is voided, kept beside the void and shown by the sheet, `log` and `explain`.
    #[arg(long, value_name = "REASON")]
    pub reason: Option<String>,
    #[command(flatten)]
    pub m: MatchOpt,
    /// Not an argument: a second number is refused with a hint.
    #[arg(value_name = "MATCH", hide = true, num_args = 0..)]
    pub stray: Vec<String>,
}

pub fn run(ctx: &Ctx, a: VoidArgs) -> Result<(), Failure> {
    let which = Which::read(ctx, "void", a.deal.as_deref(), a.entry, &a.stray)?;
    if let Some(r) = &a.reason {
        check_reason(r)?;
    }
    let mut ledger = ctx.open()?;
    let mut target = 0;
    let (loaded, replay, before) =
        append_change(ctx, &mut ledger, a.m.match_.as_deref(), "void", a.reason.as_deref(), |_, before| {
            target = which.find(before)?;
            refuse_void(before, target)?;
            Ok(Entry::Void(target))
        })?;
    let done = if before.rows.get(target.wrapping_sub(before.first + 1)).is_some_and(|r| r.kind == "void") {
        // A void taken back: what is in force again.
        super::undo::said(ctx, &loaded, &before, &replay, target)?
    } else {
        let (id, args) =
            said(&before, target, a.reason.as_deref(), ["history-confirm-void", "history-confirm-void-why"]);
        confirm::line(ctx, &loaded.record, id, args)
    };
    let human = done + &super::session::after_change(&ctx.layout(), &loaded, &replay);
    ctx.emit(&human, || {
        let mut v = replay.to_json(ctx.lang());
        confirm::json(&mut v, &loaded.record);
        v["voided"] = json!(target);
        v
    })
}

/// Refuses a void of an entry that cannot be voided, at the void itself: a note
/// (`match.void.target`), or an entry already voided (`match.void.twice`). A void is voided like
/// any other entry: what it voided is in force again.
pub fn refuse_void(before: &Replay, target: usize) -> Result<(), Failure> {
    let Some(row) = before.rows.get(target.wrapping_sub(1)) else {
        return Err(no_entry(before, target));
    };
    if !matches!(row.kind, "deal" | "penalty" | "correct" | "void") {
        return Err(Failure::input("match.void.target", msg!("match-void-target-any", target = target)));
    }
    if let Some(by) = row.voided_by {
        return Err(Failure::input("match.void.twice", msg!("match-void-twice", target = target, by = by)));
    }
    Ok(())
}

/// The confirmation line naming entry `target` of `before` (the match as it stood before the
/// change): `ids[0]` with `kind` (`deal` when the sheet numbers it, else `other`), `deal`, `entry`
/// and `what` (the entry as the table says it), or `ids[1]` with the `reason` too when one was
/// given.
pub fn said(
    before: &Replay,
    target: usize,
    reason: Option<&str>,
    ids: [&'static str; 2],
) -> (&'static str, Vec<(&'static str, crate::i18n::Arg)>) {
    let places = report::places(before);
    // A replay from a snapshot holds the rows after it only.
    let i = target.wrapping_sub(before.first + 1);
    let (kind, deal) = match (before.rows.get(i), places.get(i)) {
        (Some(r), Some(p)) if r.kind == "deal" && p.numbered => ("deal", p.deal),
        _ => ("other", 0),
    };
    let what =
        before.rows.get(i).map_or_else(|| msg!("sheet-kind-deal"), |r| report::describe(before, &places, r, None));
    let mut args = vec![("kind", kind.into()), ("deal", deal.into()), ("entry", target.into()), ("what", what.into())];
    match reason {
        Some(r) => {
            args.push(("reason", r.into()));
            (ids[1], args)
        }
        None => (ids[0], args),
    }
}

/// The entry a void or a correction names: the deal the sheet numbers, or an entry by its number
/// in `kozyr log`.
#[derive(Debug, Clone, Copy)]
pub enum Which {
    Deal(usize),
    Entry(usize),
}

impl Which {
    /// Reads DEAL or `--entry N` as typed: exactly one of them, DEAL a number (a match's name
    /// there is the old grammar, refused with how to name a match now), no second positional.
    pub fn read(
        ctx: &Ctx,
        command: &'static str,
        deal: Option<&str>,
        entry: Option<usize>,
        stray: &[String],
    ) -> Result<Which, Failure> {
        if let (Some(first), Some(second)) = (deal, stray.first()) {
            let text = msg!(
                "history-two-numbers",
                command = command,
                first = games::shown(first),
                second = games::shown(second)
            );
            return Err(Failure::input("cli.match.positional", text));
        }
        match (deal, entry) {
            (Some(d), Some(e)) => Err(Failure::input(
                "cli.entry.twice",
                msg!("history-deal-and-entry", command = command, deal = games::shown(d), entry = e),
            )),
            (None, None) => Err(Failure::input("cli.entry.missing", msg!("history-which", command = command))),
            (None, Some(e)) => Ok(Which::Entry(e)),
            (Some(typed), None) if !typed.is_empty() && typed.chars().all(|c| c.is_ascii_digit()) => {
                // A number too large to be a deal's is no deal of any match: said as typed.
                typed.parse::<usize>().map(Which::Deal).map_err(|_| {
                    Failure::input("match.entry.unknown", msg!("history-deal-too-large", deal = games::shown(typed)))
                })
            }
            (Some(typed), None) => {
                let value = games::shown(typed);
                let mut text = msg!("match-positional-deal", command = command, value = value.clone());
                if existing(ctx).is_some_and(|l| match_opt::find(&l, Some(typed)).is_ok()) {
                    let other = msg!("match-positional-other", command = command, value = value, rest = " …");
                    text = match_opt::and(text, other);
                }
                Err(Failure::input("cli.match.positional", text))
            }
        }
    }

    /// The entry position (1-based) this names in `replay`: a deal by the number the sheet shows
    /// (its place, even when it was corrected since), an entry by its number. Unknown numbers are
    /// refused with how many deals or entries there are (`match.entry.unknown`).
    pub fn find(self, replay: &Replay) -> Result<usize, Failure> {
        match self {
            Which::Deal(n) => {
                let places = report::places(replay);
                replay
                    .rows
                    .iter()
                    .zip(&places)
                    .find(|(_, p)| p.numbered && p.deal == n)
                    .map(|(r, _)| r.number)
                    .ok_or_else(|| {
                        let deals = places.iter().filter(|p| p.numbered).count();
                        Failure::input("match.entry.unknown", msg!("explain-no-deal", deal = n, deals = deals))
                    })
            }
            Which::Entry(n) if (1..=replay.rows.len()).contains(&n) => Ok(n),
            Which::Entry(n) => Err(no_entry(replay, n)),
        }
    }
}

fn no_entry(replay: &Replay, n: usize) -> Failure {
    Failure::input("match.entry.unknown", msg!("history-no-entry", entry = n, entries = replay.rows.len()))
}

/// The ledger, if it already exists: a hint never creates one.
fn existing(ctx: &Ctx) -> Option<Ledger> {
    let path = ctx.ledger.clone().or_else(|| Ledger::default_path().ok())?;
    path.is_file().then(|| Ledger::open_existing(&path).ok()).flatten()
}

/// Appends the void or correction `make` returns, with its `reason`, to the match the user named
/// (`given`, else the current one), in one transaction: `make` sees the match and its replay as
/// they stand; nothing is written unless the match replays with the change. An error the change
/// causes at a later entry is told as the change breaking that entry ([`report::broken_by`]).
/// Returns the match with the change, its replay and the replay before it, reasons attached.
pub fn append_change(
    ctx: &Ctx,
    ledger: &mut Ledger,
    given: Option<&str>,
    command: &'static str,
    reason: Option<&str>,
    make: impl FnOnce(&Loaded, &Replay) -> Result<Entry, Failure>,
) -> Result<(Loaded, Replay, Replay), Failure> {
    let found = match_opt::find(ledger, given)?;
    ctx.follow_match(&found);
    let mut out = None;
    // The whole match, its chain checked: a change may reach any entry, and a broken chain is no
    // ground to write on.
    let written = ledger.append_resumed(found.id, Utc::now(), None, |record, tail| {
        if let Some(b) = &tail.broken {
            return Err(context::chain_refusal(record, b));
        }
        let mut loaded = Loaded::new(record, &tail.records)?;
        loaded.reasons.resize(loaded.entries.len(), None);
        let before = loaded.replay()?;
        let change = make(&loaded, &before)?;
        let mut new = to_new_entry(&change, &loaded.ids);
        new.reason = reason.map(str::to_string);
        loaded.entries.push(change.clone());
        loaded.reasons.push(new.reason.clone());
        loaded.steps.resize(loaded.entries.len(), None);
        let n = loaded.entries.len();
        let (replay, after) = loaded.replay_state().map_err(|e| report::broken_by(&before, &change, e.at_entry(n)))?;
        let standing = report::standing(&replay);
        let state = context::snapshot_due(after);
        out = Some((loaded, replay, before));
        Ok::<_, Failure>((vec![new], standing, state))
    });
    written.map_err(|f| match_opt::finished_hint(ledger, &found, command, f))?;
    out.ok_or_else(|| Failure::Internal(anyhow::anyhow!("the change was written but not replayed")))
}
