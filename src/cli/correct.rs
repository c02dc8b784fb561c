//! `kozyr correct DEAL <the flags of deal> [--file F] [--tricks F] [--reason TEXT] [-m MATCH]` (or
//! `--entry N`): replaces a recorded deal by a corrected one, built from the same flags and files
//! as `kozyr deal` builds a deal, and scored at the place of the original. A penalty is corrected
//! with `--entry N` and the penalty's own fields: `--player`, `--points`, `--penalty REASON`; a
//! field not given keeps the version in force. The original stays in the ledger.

use clap::Args;
use serde_json::json;

use super::context::Ctx;
use super::deal_input::{build_deal, name_flags};
use super::match_opt::MatchOpt;
use super::void::{append_change, said, Which};
use super::{confirm, Failure};
use crate::games::{check_reason, Entry, GameInfo, Penalty, Replay};
use crate::msg;
use crate::report;

#[derive(Debug, Args)]
pub struct CorrectArgs {
    /// The deal's number as the sheet shows it.
    #[arg(value_name = "DEAL")]
    pub deal: Option<String>,
    /// The entry's number as `kozyr log` shows it (a penalty has no deal number).
    #[arg(long, value_name = "ENTRY")]
    pub entry: Option<usize>,
    /// A deal record as JSON (a file, or - for standard input).
    #[arg(long, value_name = "FILE")]
    pub file: Option<String>,
    /// The play record, every trick (text or JSON; a file, or - for standard input).
    #[arg(long, value_name = "FILE")]
    pub tricks: Option<String>,
    /// Why the entry is corrected, kept beside the correction.
    #[arg(long, value_name = "REASON")]
    pub reason: Option<String>,
    /// A penalty's player (correcting a penalty).
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
    /// A penalty's own reason: misdeal, three-nines, or any text (correcting a penalty).
    #[arg(long, value_name = "REASON")]
    pub penalty: Option<String>,
    #[command(flatten)]
    pub m: MatchOpt,
    /// Not an argument: a second number is refused with a hint.
    #[arg(value_name = "MATCH", hide = true, num_args = 0..)]
    pub stray: Vec<String>,
}

pub fn run(ctx: &Ctx, a: CorrectArgs, flags: &[(String, Vec<String>)]) -> Result<(), Failure> {
    let which = Which::read(ctx, "correct", a.deal.as_deref(), a.entry, &a.stray)?;
    if let Some(r) = &a.reason {
        check_reason(r)?;
    }
    let mut ledger = ctx.open()?;
    let mut place = 0;
    let mut game: Option<&'static GameInfo> = None;
    let (loaded, replay, before) =
        append_change(ctx, &mut ledger, a.m.match_.as_deref(), "correct", a.reason.as_deref(), |l, before| {
            game = Some(l.game.info());
            let target = which.find(before)?;
            // A correction names the original's place, never another correction.
            place = before.rows[target - 1].corrects.unwrap_or(target);
            let row = &before.rows[place - 1];
            if !matches!(row.kind, "deal" | "penalty") {
                return Err(Failure::input("match.correct.target", msg!("match-correct-target", target = target)));
            }
            if let Some(by) = row.voided_by {
                return Err(Failure::input(
                    "match.correct.target",
                    msg!("match-correct-voided", target = place, by = by),
                ));
            }
            let version = if row.kind == "deal" {
                if a.player.is_some() || a.penalty.is_some() {
                    return Err(wrong_kind(place, "deal", "penalty"));
                }
                Entry::Deal(build_deal(l.game.info(), a.file.as_deref(), a.tricks.as_deref(), flags)?)
            } else {
                Entry::Penalty(penalty(&a, flags, &l.entries, before, place)?)
            };
            Ok(Entry::Correct(place, Box::new(version)))
        })
        .map_err(|f| match game {
            Some(info) => name_flags(f, info, a.file.as_deref()),
            None => f,
        })?;
    let (id, mut args) =
        said(&before, place, a.reason.as_deref(), ["history-confirm-correct", "history-confirm-correct-why"]);
    args.push(("now", report::what_was(&replay.rows[place - 1], None).into()));
    let done = confirm::line(ctx, &loaded.record, id, args);
    // A club session shows its ranking, not a sheet of pairs.
    let human = done + &super::session::after_change(&ctx.layout(), &loaded, &replay);
    ctx.emit(&human, || {
        let mut v = replay.to_json(ctx.lang());
        confirm::json(&mut v, &loaded.record);
        v["corrected"] = json!(place);
        v
    })
}

fn wrong_kind(place: usize, kind: &str, given: &str) -> Failure {
    Failure::input(
        "match.correct.kind",
        msg!("match-correct-kind", target = place, kind = kind.to_string(), given = given.to_string()),
    )
}

/// The corrected penalty: the fields given, the others as the version in force at `place` has
/// them. A deal's flags or files are refused: a penalty is corrected by a penalty.
fn penalty(
    a: &CorrectArgs,
    flags: &[(String, Vec<String>)],
    entries: &[Entry],
    before: &Replay,
    place: usize,
) -> Result<Penalty, Failure> {
    if a.file.is_some() || a.tricks.is_some() || flags.iter().any(|(name, _)| name != "points") {
        return Err(wrong_kind(place, "penalty", "deal"));
    }
    let points = match flags.iter().find(|(name, _)| name == "points").map(|(_, v)| v.as_slice()) {
        None => None,
        Some([one]) => Some(one.trim().parse::<i64>().map_err(|_| {
            Failure::input("input.points", msg!("history-penalty-points", value = crate::games::shown(one)))
        })?),
        Some(_) => {
            return Err(Failure::input("input.points", msg!("history-penalty-points", value = "--points …")));
        }
    };
    if a.player.is_none() && a.penalty.is_none() && points.is_none() {
        return Err(Failure::input("input.empty", msg!("history-correct-nothing", entry = place)));
    }
    let in_force = match before.rows[place - 1].corrected_by.map(|c| &entries[c - 1]) {
        Some(Entry::Correct(_, v)) => &**v,
        _ => &entries[place - 1],
    };
    let Entry::Penalty(old) = in_force else { return Err(wrong_kind(place, "penalty", "deal")) };
    let p = Penalty {
        player: a.player.clone().unwrap_or_else(|| old.player.clone()),
        points: points.or(old.points),
        reason: a.penalty.clone().unwrap_or_else(|| old.reason.clone()),
    };
    p.check_points()?;
    Ok(p)
}
