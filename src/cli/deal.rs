//! `kozyr deal` records a deal; `kozyr check` validates the same input without recording it.

use clap::Args;
use serde_json::json;

use super::context::{append_scoped, load_end, load_record, Ctx, Loaded};
use super::deal_input::{build_deal, name_flags};
use super::match_opt::{self, MatchOpt, Stray};
use super::{confirm, guided, Failure};
use crate::games::{self, Entry, Replay};
use crate::i18n::Msg;
use crate::ledger::{Ledger, MatchRecord};
use crate::msg;
use crate::report;

#[derive(Debug, Args)]
pub struct DealArgs {
    #[command(flatten)]
    pub m: MatchOpt,
    /// A deal record as JSON (a file, or - for standard input).
    #[arg(long, value_name = "FILE")]
    pub file: Option<String>,
    /// The play record, every trick (text or JSON; a file, or - for standard input).
    #[arg(long, value_name = "FILE")]
    pub tricks: Option<String>,
    #[command(flatten)]
    pub stray: Stray,
}

pub fn run(ctx: &Ctx, a: DealArgs, flags: &[(String, Vec<String>)], record: bool) -> Result<(), Failure> {
    let command = if record { "deal" } else { "check" };
    a.stray.refuse(ctx, command, &a.m)?;
    let mut ledger = ctx.open()?;
    let found = match_opt::find(&ledger, a.m.match_.as_deref())?;
    ctx.follow_match(&found);
    foreign_flags(&ledger, &found, command, flags)?;
    if record && a.file.is_none() && a.tricks.is_none() && flags.is_empty() && guided::available(ctx) {
        // Guided entry: the deal is asked for on the terminal, shown, and recorded only when the
        // user confirms it; the append validates it again in its own transaction.
        let loaded = load_record(ctx, &ledger, found.clone())?;
        let Some(deal) = guided::ask(ctx, &loaded)? else {
            return ctx.emit(&(ctx.layout().say(&msg!("guided-declined")) + "\n"), || json!({"recorded": false}));
        };
        let (loaded, replay) =
            append_scoped(ctx, &mut ledger, &found, ctx.sheet_scope(false), |_| Ok(Entry::Deal(deal.clone())))
                .map_err(|f| match_opt::finished_hint(&ledger, &found, command, f))?;
        return recorded(ctx, &loaded, &replay);
    }
    if record {
        let mut game = None;
        let (loaded, replay) = append_scoped(ctx, &mut ledger, &found, ctx.sheet_scope(false), |l| {
            game = Some(l.game.info());
            Ok(Entry::Deal(build_deal(l.game.info(), a.file.as_deref(), a.tricks.as_deref(), flags)?))
        })
        .map_err(|f| match game {
            Some(info) => name_flags(f, info, a.file.as_deref()),
            None => f,
        })
        .map_err(|f| match_opt::finished_hint(&ledger, &found, command, f))?;
        return recorded(ctx, &loaded, &replay);
    }
    // The deal is checked against the state after the last entry: from the latest snapshot, and
    // from the start only when a void or correction since reaches behind it.
    let mut from_snapshot = true;
    let (loaded, replay, n) = loop {
        let mut loaded = load_end(ctx, &ledger, found.clone(), from_snapshot)?;
        let deal = build_deal(loaded.game.info(), a.file.as_deref(), a.tricks.as_deref(), flags)?;
        loaded.entries.push(Entry::Deal(deal));
        let n = loaded.ids.len() + 1;
        match loaded.replay() {
            Ok(replay) => break (loaded, replay, n),
            Err(e) if e.rule == "match.snapshot" && loaded.base.is_some() => from_snapshot = false,
            Err(e) => {
                let f = name_flags(e.at_entry(n).into(), loaded.game.info(), a.file.as_deref());
                return Err(match_opt::finished_hint(&ledger, &found, command, f));
            }
        }
    };
    let row = replay
        .rows
        .last()
        .filter(|r| r.number == n)
        .ok_or_else(|| Failure::Internal(anyhow::anyhow!("the deal checked is not in its replay")))?;
    let l = ctx.layout();
    let human = format!("{}\n{}", l.say(&msg!("check-ok")), report::explain(&replay, row, None, &l));
    ctx.emit(&human, || json!({"ok": true, "match": loaded.record.id, "deal": replay.row_json(row, ctx.lang())}))?;
    Ok(())
}

/// Prints what a recorded deal did: the line naming the match and the deal's number, then the sheet.
fn recorded(ctx: &Ctx, loaded: &Loaded, replay: &Replay) -> Result<(), Failure> {
    let place = report::places(replay).last().copied();
    let (id, deal) = match place {
        Some(p) if p.numbered => ("match-confirm-deal", p.deal),
        Some(p) => ("match-confirm-deal-under", p.deal),
        None => ("match-confirm-deal", 0),
    };
    let done = confirm::line(ctx, &loaded.record, id, vec![("deal", deal.into())]);
    let sheet = report::sheet(&loaded.title(), replay).render(&ctx.layout());
    ctx.emit(&(done + &sheet), || {
        let mut v = replay.to_json(ctx.lang());
        confirm::json(&mut v, &loaded.record);
        v
    })
}

/// Refuses quick-entry flags that the match's game does not take, before anything is read into a
/// deal: it says which match was used and which unfinished matches take every flag given, so a
/// table that typed Belot's `--contract` while a Thousand match is current finds its Belot match.
fn foreign_flags(
    ledger: &Ledger,
    found: &MatchRecord,
    command: &'static str,
    flags: &[(String, Vec<String>)],
) -> Result<(), Failure> {
    let Ok(game) = games::find(&found.game) else { return Ok(()) };
    let takes = |g: &dyn games::Game, name: &str| g.info().flags.iter().any(|f| f.name == name);
    let foreign: Vec<String> =
        flags.iter().filter(|(name, _)| !takes(game, name)).map(|(name, _)| format!("--{name}")).collect();
    if foreign.is_empty() {
        return Ok(());
    }
    let mut text = msg!(
        "match-flags-foreign",
        match = match_opt::match_ref(found),
        game = match_opt::game_name(found),
        flags = foreign.join(" "),
        count = foreign.len()
    );
    let fits: Vec<MatchRecord> = match_opt::unfinished(ledger)?
        .into_iter()
        .filter(|m| games::find(&m.game).is_ok_and(|g| flags.iter().all(|(name, _)| takes(g, name))))
        .collect();
    text = match_opt::and(
        text,
        match fits.first() {
            Some(first) => msg!(
                "match-flags-take",
                matches = fits.iter().map(match_opt::listed).collect::<Vec<_>>(),
                command = command,
                id = first.id
            ),
            None => {
                let owners: Vec<&'static dyn games::Game> =
                    games::all().iter().copied().filter(|g| flags.iter().all(|(name, _)| takes(*g, name))).collect();
                match owners.first() {
                    Some(first) => msg!(
                        "match-flags-none",
                        games = owners
                            .iter()
                            .map(|g| Msg::new(format!("game-{}", g.info().id), vec![]))
                            .collect::<Vec<_>>(),
                        id = first.info().id
                    ),
                    None => msg!("match-flags-no-game"),
                }
            }
        },
    );
    Err(Failure::input("entry.flag.unknown", text))
}
