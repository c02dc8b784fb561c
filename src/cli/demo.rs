//! `kozyr demo`: records a sample Thousand match, deal by deal through the same checks as
//! `kozyr deal`, in a temporary ledger (or `--ledger`), and prints its sheet.

use chrono::Utc;
use serde_json::json;

use super::context::{append_to, Ctx};
use super::Failure;
use crate::games::{self, MatchDoc};
use crate::ledger::{Ledger, NewMatch};
use crate::msg;
use crate::report::{self, Notes};

/// The sample match, also shown in docs/games/thousand.md.
pub const DEMO: &str = include_str!("../../docs/examples/thousand-demo.json");

pub fn run(ctx: &Ctx) -> Result<(), Failure> {
    let doc = MatchDoc::parse(DEMO)?;
    let (game, setup) = games::setup_of(&doc)?;
    let mut ledger = match &ctx.ledger {
        Some(_) => ctx.create()?,
        None => Ledger::open_in_memory()?,
    };
    let empty = games::replay(game, &setup, &[])?;
    let record = ledger.create_match(
        &NewMatch {
            game: doc.game.clone(),
            name: None,
            options: setup.options.clone(),
            players: setup.players.clone(),
            teams: None,
            lang: ctx.choice.flag.map(|l| l.code().to_string()),
        },
        Utc::now(),
        &crate::report::standing(&empty),
    )?;
    let mut last = None;
    for entry in doc.entries()? {
        last = Some(append_to(ctx, &mut ledger, &record, |_| Ok(entry.clone()))?);
    }
    let Some((loaded, replay)) = last else { return Ok(()) };
    let l = ctx.layout();
    let where_ = match &ctx.ledger {
        Some(p) => msg!("demo-recorded-in", path = p.display().to_string()),
        None => msg!("demo-in-memory"),
    };
    // The demo shows the whole match: every deal's notes.
    let sheet = report::sheet(&loaded.title(), &replay).notes(Notes::All).render(&l);
    let human = format!("{sheet}\n{}\n{}\n", l.say(&where_), l.say(&msg!("demo-try")));
    ctx.emit(&human, || {
        let mut v = replay.to_json(ctx.lang());
        v["match"] = json!(loaded.record.id);
        v
    })?;
    Ok(())
}
