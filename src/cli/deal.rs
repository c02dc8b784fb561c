//! `kozyr deal` records a deal; `kozyr check` validates the same input without recording it.

use clap::Args;
use serde_json::json;

use super::context::{append, load, selector, Ctx};
use super::deal_input::{build_deal, name_flags};
use super::{guided, Failure};
use crate::games::{self, Entry};
use crate::msg;
use crate::report;

#[derive(Debug, Args)]
pub struct DealArgs {
    /// The match: its number or name (default: the latest unfinished match).
    #[arg(value_name = "MATCH")]
    pub match_: Option<String>,
    /// A deal record as JSON (a file, or - for standard input).
    #[arg(long, value_name = "FILE")]
    pub file: Option<String>,
    /// The play record, every trick (text or JSON; a file, or - for standard input).
    #[arg(long, value_name = "FILE")]
    pub tricks: Option<String>,
}

pub fn run(ctx: &Ctx, a: DealArgs, flags: &[(String, Vec<String>)], record: bool) -> Result<(), Failure> {
    let sel = selector(a.match_.as_deref());
    let mut ledger = ctx.open()?;
    if record && a.file.is_none() && a.tricks.is_none() && flags.is_empty() && guided::available(ctx) {
        // Guided entry: the deal is asked for on the terminal, shown, and recorded only when the
        // user confirms it; the append validates it again in its own transaction.
        let loaded = load(ctx, &ledger, &sel)?;
        let Some(deal) = guided::ask(ctx, &loaded)? else {
            return ctx.emit(&(ctx.layout().say(&msg!("guided-declined")) + "\n"), || json!({"recorded": false}));
        };
        let (loaded, replay) = append(ctx, &mut ledger, &sel, |_| Ok(Entry::Deal(deal)))?;
        let human = report::sheet(&loaded.title(), &replay);
        return ctx.emit(&human, || replay.to_json(ctx.lang()));
    }
    if record {
        let mut game = None;
        let (loaded, replay) = append(ctx, &mut ledger, &sel, |l| {
            game = Some(l.game.info());
            Ok(Entry::Deal(build_deal(l.game.info(), a.file.as_deref(), a.tricks.as_deref(), flags)?))
        })
        .map_err(|f| match game {
            Some(info) => name_flags(f, info, a.file.as_deref()),
            None => f,
        })?;
        let human = report::sheet(&loaded.title(), &replay);
        ctx.emit(&human, || {
            let mut v = replay.to_json(ctx.lang());
            v["match"] = json!(loaded.record.id);
            v
        })?;
        return Ok(());
    }
    let mut loaded = load(ctx, &ledger, &sel)?;
    let deal = build_deal(loaded.game.info(), a.file.as_deref(), a.tricks.as_deref(), flags)?;
    loaded.entries.push(Entry::Deal(deal));
    let n = loaded.entries.len();
    let replay = games::replay(loaded.game, &loaded.setup, &loaded.entries)
        .map_err(|e| name_flags(e.at_entry(n).into(), loaded.game.info(), a.file.as_deref()))?;
    let row = &replay.rows[n - 1];
    let l = ctx.layout();
    let human = format!("{}\n{}", l.say(&msg!("check-ok")), report::explain(&replay, row, None, &l));
    ctx.emit(&human, || json!({"ok": true, "match": loaded.record.id, "deal": replay.row_json(row, ctx.lang())}))?;
    Ok(())
}
